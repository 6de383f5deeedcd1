import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDaysToWall,
  addMonthsToWall,
  dateDetails,
  endOfDayWall,
  formatUtcWall,
  isoWithOffset,
  isValidTimeZone,
  isValidWall,
  offsetString,
  parseDateInput,
  startOfDayWall,
  timeZoneAbbr,
  timeZoneAbbrByFormatter,
  utcToZonedWall,
  zonedWallToUtc,
} from '../../src/lib/dates';

const MADRID = 'Europe/Madrid';
const NEW_YORK = 'America/New_York';

const iso = (d: Date): string => d.toISOString();
const at = (isoString: string): Date => new Date(isoString);

describe('isValidTimeZone', () => {
  it('accepts IANA names and UTC', () => {
    expect(isValidTimeZone(MADRID)).toBe(true);
    expect(isValidTimeZone(NEW_YORK)).toBe(true);
    expect(isValidTimeZone('Atlantic/Canary')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
  });

  it('rejects empty, junk, offsets and over-long input', () => {
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('not a zone')).toBe(false);
    expect(isValidTimeZone('+01:00')).toBe(false);
    expect(isValidTimeZone(`Europe/${'x'.repeat(200)}`)).toBe(false);
  });

  it('returns the same answer from the cache', () => {
    expect(isValidTimeZone('Nowhere/City')).toBe(false);
    expect(isValidTimeZone('Nowhere/City')).toBe(false);
    expect(isValidTimeZone(MADRID)).toBe(true);
    expect(isValidTimeZone(MADRID)).toBe(true);
  });
});

describe('zonedWallToUtc', () => {
  it('applies standard and summer offsets', () => {
    expect(iso(zonedWallToUtc('2026-01-15 12:00:00', MADRID))).toBe('2026-01-15T11:00:00.000Z');
    expect(iso(zonedWallToUtc('2026-07-15 12:00:00', MADRID))).toBe('2026-07-15T10:00:00.000Z');
    expect(iso(zonedWallToUtc('2026-01-15 12:00:00', NEW_YORK))).toBe('2026-01-15T17:00:00.000Z');
    expect(iso(zonedWallToUtc('2026-07-15 12:00:00', NEW_YORK))).toBe('2026-07-15T16:00:00.000Z');
    expect(iso(zonedWallToUtc('2026-07-15 12:00:00', 'UTC'))).toBe('2026-07-15T12:00:00.000Z');
  });

  it('handles the 2026-03-29 spring-forward in Madrid (02:00 → 03:00)', () => {
    expect(iso(zonedWallToUtc('2026-03-29 01:59:59', MADRID))).toBe('2026-03-29T00:59:59.000Z');
    expect(iso(zonedWallToUtc('2026-03-29 03:00:00', MADRID))).toBe('2026-03-29T01:00:00.000Z');
    // Nonexistent local times move forward by the one-hour gap.
    expect(iso(zonedWallToUtc('2026-03-29 02:00:00', MADRID))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(zonedWallToUtc('2026-03-29 02:59:59', MADRID))).toBe('2026-03-29T01:59:59.000Z');
  });

  it('moves a nonexistent 2027-03-28 02:30 Madrid time to 03:30 CEST', () => {
    const instant = zonedWallToUtc('2027-03-28 02:30:00', MADRID);
    expect(iso(instant)).toBe('2027-03-28T01:30:00.000Z');
    expect(utcToZonedWall(instant, MADRID)).toBe('2027-03-28 03:30:00');
  });

  it('handles the 2026-10-25 fall-back in Madrid (03:00 → 02:00), picking the first occurrence', () => {
    expect(iso(zonedWallToUtc('2026-10-25 01:59:59', MADRID))).toBe('2026-10-24T23:59:59.000Z');
    expect(iso(zonedWallToUtc('2026-10-25 02:00:00', MADRID))).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(zonedWallToUtc('2026-10-25 02:30:00', MADRID))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedWallToUtc('2026-10-25 02:59:59', MADRID))).toBe('2026-10-25T00:59:59.000Z');
    expect(iso(zonedWallToUtc('2026-10-25 03:00:00', MADRID))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('picks the first occurrence of 2027-10-31 02:30 in Madrid', () => {
    expect(iso(zonedWallToUtc('2027-10-31 02:30:00', MADRID))).toBe('2027-10-31T00:30:00.000Z');
    expect(iso(zonedWallToUtc('2027-10-31 03:30:00', MADRID))).toBe('2027-10-31T02:30:00.000Z');
  });

  it('handles New York transitions (2026-03-08 and 2026-11-01)', () => {
    expect(iso(zonedWallToUtc('2026-03-08 02:30:00', NEW_YORK))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(zonedWallToUtc('2026-03-08 03:00:00', NEW_YORK))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(zonedWallToUtc('2026-11-01 01:30:00', NEW_YORK))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(zonedWallToUtc('2026-11-01 02:00:00', NEW_YORK))).toBe('2026-11-01T07:00:00.000Z');
  });

  it('handles half-hour zones', () => {
    expect(iso(zonedWallToUtc('2026-01-15 12:00:00', 'Asia/Kolkata'))).toBe('2026-01-15T06:30:00.000Z');
  });

  it('throws on malformed or impossible wall strings and bad zones', () => {
    expect(() => zonedWallToUtc('2026-02-30 10:00:00', MADRID)).toThrow(RangeError);
    expect(() => zonedWallToUtc('2026-02-01', MADRID)).toThrow(RangeError);
    expect(() => zonedWallToUtc('2026-02-01 10:00:00', 'Nowhere/City')).toThrow(RangeError);
  });
});

describe('utcToZonedWall / formatUtcWall', () => {
  it('renders both sides of the Madrid spring-forward', () => {
    expect(utcToZonedWall(at('2026-03-29T00:59:59Z'), MADRID)).toBe('2026-03-29 01:59:59');
    expect(utcToZonedWall(at('2026-03-29T01:00:00Z'), MADRID)).toBe('2026-03-29 03:00:00');
  });

  it('renders both occurrences of 02:30 on the Madrid fall-back day', () => {
    expect(utcToZonedWall(at('2026-10-25T00:30:00Z'), MADRID)).toBe('2026-10-25 02:30:00');
    expect(utcToZonedWall(at('2026-10-25T01:30:00Z'), MADRID)).toBe('2026-10-25 02:30:00');
  });

  it('renders midnight as 00, not 24', () => {
    expect(utcToZonedWall(at('2026-06-14T22:00:00Z'), MADRID)).toBe('2026-06-15 00:00:00');
    expect(utcToZonedWall(at('2026-06-15T04:00:00Z'), NEW_YORK)).toBe('2026-06-15 00:00:00');
  });

  it('round-trips with zonedWallToUtc outside transitions', () => {
    const wall = '2026-11-28 18:00:00';
    expect(utcToZonedWall(zonedWallToUtc(wall, MADRID), MADRID)).toBe(wall);
    expect(utcToZonedWall(zonedWallToUtc(wall, NEW_YORK), NEW_YORK)).toBe(wall);
  });

  it('formats UTC wall strings', () => {
    expect(formatUtcWall(at('2026-01-05T03:04:05.678Z'))).toBe('2026-01-05 03:04:05');
    expect(formatUtcWall(at('2026-12-31T23:59:59Z'))).toBe('2026-12-31 23:59:59');
  });
});

describe('timeZoneAbbr', () => {
  it('gives CET in winter and CEST in summer for Madrid', () => {
    expect(timeZoneAbbr(at('2026-01-15T12:00:00Z'), MADRID)).toBe('CET');
    expect(timeZoneAbbr(at('2026-07-15T12:00:00Z'), MADRID)).toBe('CEST');
  });

  it('switches exactly at the Madrid transitions', () => {
    expect(timeZoneAbbr(at('2026-03-29T00:59:59Z'), MADRID)).toBe('CET');
    expect(timeZoneAbbr(at('2026-03-29T01:00:00Z'), MADRID)).toBe('CEST');
    expect(timeZoneAbbr(at('2026-10-25T00:59:59Z'), MADRID)).toBe('CEST');
    expect(timeZoneAbbr(at('2026-10-25T01:00:00Z'), MADRID)).toBe('CET');
    expect(timeZoneAbbr(at('2027-03-28T01:00:00Z'), MADRID)).toBe('CEST');
    expect(timeZoneAbbr(at('2027-10-31T01:00:00Z'), MADRID)).toBe('CET');
  });

  it('maps other European zones', () => {
    const winter = at('2026-01-15T12:00:00Z');
    const summer = at('2026-07-15T12:00:00Z');
    expect([timeZoneAbbr(winter, 'Europe/Paris'), timeZoneAbbr(summer, 'Europe/Berlin')]).toEqual([
      'CET',
      'CEST',
    ]);
    expect([timeZoneAbbr(winter, 'Europe/Lisbon'), timeZoneAbbr(summer, 'Europe/Lisbon')]).toEqual([
      'WET',
      'WEST',
    ]);
    expect([timeZoneAbbr(winter, 'Atlantic/Canary'), timeZoneAbbr(summer, 'Atlantic/Canary')]).toEqual([
      'WET',
      'WEST',
    ]);
    expect([timeZoneAbbr(winter, 'Europe/London'), timeZoneAbbr(summer, 'Europe/London')]).toEqual([
      'GMT',
      'BST',
    ]);
    expect([timeZoneAbbr(winter, 'Europe/Athens'), timeZoneAbbr(summer, 'Europe/Athens')]).toEqual([
      'EET',
      'EEST',
    ]);
  });

  it('maps US zones', () => {
    const winter = at('2026-01-15T12:00:00Z');
    const summer = at('2026-07-15T12:00:00Z');
    expect([timeZoneAbbr(winter, NEW_YORK), timeZoneAbbr(summer, NEW_YORK)]).toEqual(['EST', 'EDT']);
    expect([timeZoneAbbr(winter, 'America/Chicago'), timeZoneAbbr(summer, 'America/Chicago')]).toEqual([
      'CST',
      'CDT',
    ]);
    expect([timeZoneAbbr(winter, 'America/Denver'), timeZoneAbbr(summer, 'America/Denver')]).toEqual([
      'MST',
      'MDT',
    ]);
    expect([
      timeZoneAbbr(winter, 'America/Los_Angeles'),
      timeZoneAbbr(summer, 'America/Los_Angeles'),
    ]).toEqual(['PST', 'PDT']);
    expect(timeZoneAbbr(at('2026-03-08T06:59:59Z'), NEW_YORK)).toBe('EST');
    expect(timeZoneAbbr(at('2026-03-08T07:00:00Z'), NEW_YORK)).toBe('EDT');
  });

  it('gives UTC for UTC', () => {
    expect(timeZoneAbbr(at('2026-01-15T12:00:00Z'), 'UTC')).toBe('UTC');
    expect(timeZoneAbbr(at('2026-07-15T12:00:00Z'), 'UTC')).toBe('UTC');
  });
});

describe('offsetString / isoWithOffset', () => {
  it('formats signed hour:minute offsets', () => {
    expect(offsetString(at('2026-01-15T12:00:00Z'), MADRID)).toBe('+01:00');
    expect(offsetString(at('2026-07-15T12:00:00Z'), MADRID)).toBe('+02:00');
    expect(offsetString(at('2026-07-15T12:00:00Z'), 'UTC')).toBe('+00:00');
    expect(offsetString(at('2026-01-15T12:00:00Z'), NEW_YORK)).toBe('-05:00');
    expect(offsetString(at('2026-07-15T12:00:00Z'), NEW_YORK)).toBe('-04:00');
    expect(offsetString(at('2026-01-15T12:00:00Z'), 'Asia/Kolkata')).toBe('+05:30');
    expect(offsetString(at('2026-01-15T12:00:00Z'), 'America/St_Johns')).toBe('-03:30');
  });

  it('changes offset exactly at the transition', () => {
    expect(offsetString(at('2026-10-25T00:59:59Z'), MADRID)).toBe('+02:00');
    expect(offsetString(at('2026-10-25T01:00:00Z'), MADRID)).toBe('+01:00');
  });

  it('builds ISO strings with the local offset', () => {
    expect(isoWithOffset(at('2026-11-28T17:00:00Z'), MADRID)).toBe('2026-11-28T18:00:00+01:00');
    expect(isoWithOffset(at('2026-06-15T17:00:00Z'), MADRID)).toBe('2026-06-15T19:00:00+02:00');
    expect(isoWithOffset(at('2026-06-15T17:00:00Z'), NEW_YORK)).toBe('2026-06-15T13:00:00-04:00');
    expect(isoWithOffset(at('2026-06-15T17:00:00Z'), 'UTC')).toBe('2026-06-15T17:00:00+00:00');
  });
});

describe('dateDetails', () => {
  it('returns zero-padded strings in TEC key order', () => {
    const details = dateDetails('2026-03-05 07:08:09');
    expect(details).toEqual({
      year: '2026',
      month: '03',
      day: '05',
      hour: '07',
      minutes: '08',
      seconds: '09',
    });
    expect(Object.keys(details)).toEqual(['year', 'month', 'day', 'hour', 'minutes', 'seconds']);
  });

  it('rejects invalid wall strings', () => {
    expect(() => dateDetails('2026-3-5 07:08:09')).toThrow(RangeError);
    expect(isValidWall('2026-03-05 07:08:09')).toBe(true);
    expect(isValidWall('2026-03-05T07:08:09')).toBe(false);
  });
});

describe('parseDateInput', () => {
  it('parses a bare date as midnight in the zone, without time', () => {
    const parsed = parseDateInput('2026-06-15', MADRID);
    expect(parsed?.hasTime).toBe(false);
    expect(parsed?.wall).toBe('2026-06-15 00:00:00');
    expect(parsed && iso(parsed.instant)).toBe('2026-06-14T22:00:00.000Z');
  });

  it('parses date + HH:MM and date + HH:MM:SS as wall time in the zone', () => {
    const hm = parseDateInput('2026-06-15 09:30', MADRID);
    expect(hm).toEqual({ instant: at('2026-06-15T07:30:00Z'), hasTime: true, wall: '2026-06-15 09:30:00' });
    const hms = parseDateInput('2026-01-15 09:30:15', NEW_YORK);
    expect(hms).toEqual({ instant: at('2026-01-15T14:30:15Z'), hasTime: true, wall: '2026-01-15 09:30:15' });
  });

  it('parses ISO 8601 without offset as wall time in the zone', () => {
    expect(parseDateInput('2026-06-15T09:30', MADRID)?.wall).toBe('2026-06-15 09:30:00');
    expect(parseDateInput('2026-06-15T09:30:15', MADRID)?.instant).toEqual(at('2026-06-15T07:30:15Z'));
    expect(parseDateInput('2026-06-15T09:30:15.250', MADRID)?.wall).toBe('2026-06-15 09:30:15');
  });

  it('parses ISO 8601 with Z or an offset as an absolute instant', () => {
    expect(parseDateInput('2026-06-15T09:30:15.123Z', MADRID)).toEqual({
      instant: at('2026-06-15T09:30:15Z'),
      hasTime: true,
      wall: '2026-06-15 11:30:15',
    });
    expect(parseDateInput('2026-06-15T09:30Z', 'UTC')?.wall).toBe('2026-06-15 09:30:00');
    expect(parseDateInput('2026-06-15T09:30:00+05:00', MADRID)?.instant).toEqual(at('2026-06-15T04:30:00Z'));
    expect(parseDateInput('2026-06-15T09:30:00-0300', MADRID)?.instant).toEqual(at('2026-06-15T12:30:00Z'));
    expect(parseDateInput('2026-06-15T09:30:00-0300', MADRID)?.wall).toBe('2026-06-15 14:30:00');
  });

  it('parses unix timestamps in seconds', () => {
    const seconds = Date.UTC(2026, 5, 15, 12, 0, 0) / 1000;
    expect(parseDateInput(String(seconds), MADRID)).toEqual({
      instant: at('2026-06-15T12:00:00Z'),
      hasTime: true,
      wall: '2026-06-15 14:00:00',
    });
    expect(parseDateInput('999999999', 'UTC')?.wall).toBe('2001-09-09 01:46:39');
  });

  it('normalises a time inside a DST gap', () => {
    const parsed = parseDateInput('2027-03-28 02:30', MADRID);
    expect(parsed?.instant).toEqual(at('2027-03-28T01:30:00Z'));
    expect(parsed?.wall).toBe('2027-03-28 03:30:00');
  });

  it('resolves an ambiguous fall-back time to the first occurrence', () => {
    expect(parseDateInput('2026-10-25 02:30', MADRID)?.instant).toEqual(at('2026-10-25T00:30:00Z'));
  });

  it('accepts leap days only in leap years', () => {
    expect(parseDateInput('2028-02-29', MADRID)).not.toBeNull();
    expect(parseDateInput('2026-02-29', MADRID)).toBeNull();
    expect(parseDateInput('2100-02-29', MADRID)).toBeNull();
    expect(parseDateInput('2000-02-29', MADRID)).not.toBeNull();
  });

  it('tolerates surrounding whitespace', () => {
    expect(parseDateInput('  2026-06-15 09:30  ', MADRID)?.wall).toBe('2026-06-15 09:30:00');
  });

  it.each([
    ['impossible day', '2026-02-30'],
    ['day 31 in a 30-day month', '2026-04-31'],
    ['month 13', '2026-13-01'],
    ['month 0', '2026-00-10'],
    ['day 0', '2026-01-00'],
    ['hour 24', '2026-06-15 24:00'],
    ['minute 60', '2026-06-15 23:60'],
    ['second 60', '2026-06-15 12:00:60'],
    ['ISO hour 25', '2026-06-15T25:00'],
    ['offset hour 24', '2026-06-15T09:30:00+24:00'],
    ['offset without minutes', '2026-06-15T09:30:00+01'],
    ['space separator with offset', '2026-06-15 09:30:00Z'],
    ['natural language', 'tomorrow 9am'],
    ['natural language word', 'tomorrow'],
    ['empty', ''],
    ['whitespace', '   '],
    ['unpadded date', '2026-1-1'],
    ['slashes', '2026/06/15'],
    ['exponent timestamp', '1.5e9'],
    ['fractional timestamp', '1500000000.5'],
    ['8-digit number', '20260615'],
    ['12-digit number', '150000000000'],
    ['negative timestamp', '-1500000000'],
    ['trailing garbage', '2026-06-15x'],
    ['date with T but no time', '2026-06-15T'],
    ['year zero', '0000-01-01'],
  ])('rejects %s (%j)', (_label, input) => {
    expect(parseDateInput(input, MADRID)).toBeNull();
  });

  it('rejects very long and hostile strings quickly', () => {
    const started = Date.now();
    expect(parseDateInput(`2026-06-15 ${'9'.repeat(100_000)}`, MADRID)).toBeNull();
    expect(parseDateInput(`2026-06-15T09:30:00.${'1'.repeat(100_000)}`, MADRID)).toBeNull();
    expect(parseDateInput(`${' '.repeat(100)}2026-06-15`, MADRID)).toBeNull();
    expect(parseDateInput(`2026-06-15T09:30:00.${'1'.repeat(43)}x`, MADRID)).toBeNull();
    expect(Date.now() - started).toBeLessThan(200);
  });
});

describe('wall arithmetic', () => {
  it('gives the start and end of the day', () => {
    expect(startOfDayWall('2026-06-15 13:45:10')).toBe('2026-06-15 00:00:00');
    expect(endOfDayWall('2026-06-15 13:45:10')).toBe('2026-06-15 23:59:59');
    expect(startOfDayWall('2026-06-15')).toBe('2026-06-15 00:00:00');
    expect(endOfDayWall('2026-06-15')).toBe('2026-06-15 23:59:59');
    expect(() => endOfDayWall('2026-06-31')).toThrow(RangeError);
  });

  it('adds months, clamping the day of month', () => {
    expect(addMonthsToWall('2026-01-31 10:00:00', 1)).toBe('2026-02-28 10:00:00');
    expect(addMonthsToWall('2028-01-31 10:00:00', 1)).toBe('2028-02-29 10:00:00');
    expect(addMonthsToWall('2026-05-31 10:00:00', 1)).toBe('2026-06-30 10:00:00');
    expect(addMonthsToWall('2026-03-31 10:00:00', -1)).toBe('2026-02-28 10:00:00');
    expect(addMonthsToWall('2026-12-15 08:00:00', 1)).toBe('2027-01-15 08:00:00');
    expect(addMonthsToWall('2026-01-15 08:00:00', -1)).toBe('2025-12-15 08:00:00');
    expect(addMonthsToWall('2026-01-15 08:00:00', -13)).toBe('2024-12-15 08:00:00');
    expect(addMonthsToWall('2028-02-29 08:00:00', 12)).toBe('2029-02-28 08:00:00');
    expect(addMonthsToWall('2026-06-15 08:00:00', 0)).toBe('2026-06-15 08:00:00');
  });

  it('adds days across month, year and leap boundaries without DST drift', () => {
    expect(addDaysToWall('2026-02-28 23:00:00', 1)).toBe('2026-03-01 23:00:00');
    expect(addDaysToWall('2028-02-28 23:00:00', 1)).toBe('2028-02-29 23:00:00');
    expect(addDaysToWall('2026-01-01 00:00:00', -1)).toBe('2025-12-31 00:00:00');
    expect(addDaysToWall('2026-03-28 12:00:00', 1)).toBe('2026-03-29 12:00:00');
    expect(addDaysToWall('2026-10-24 02:30:00', 1)).toBe('2026-10-25 02:30:00');
    expect(addDaysToWall('2026-01-01 09:00:00', 365)).toBe('2027-01-01 09:00:00');
  });

  it('rejects non-integer amounts', () => {
    expect(() => addDaysToWall('2026-01-01 00:00:00', 1.5)).toThrow(RangeError);
    expect(() => addMonthsToWall('2026-01-01 00:00:00', Number.NaN)).toThrow(RangeError);
  });
});

describe("a zone's wall time from an instant", () => {
  // Zones with half-hour DST (Lord Howe), negative DST (Dublin), DST several times a year (Casablanca),
  // offsets of :45 (Chatham, Kathmandu), southern summers, and none at all.
  const ZONES = [
    'Europe/Madrid',
    'America/New_York',
    'Australia/Lord_Howe',
    'Europe/Dublin',
    'Africa/Casablanca',
    'Pacific/Chatham',
    'Asia/Kathmandu',
    'America/Sao_Paulo',
    'America/St_Johns',
    'Asia/Tokyo',
    'UTC',
  ];
  const formatter = (tz: string) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  const byFormatter = (ms: number, tz: string) => {
    const parts = Object.fromEntries(
      formatter(tz)
        .formatToParts(ms)
        .map((p) => [p.type, p.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour === '24' ? '00' : parts.hour}:${parts.minute}:${parts.second}`;
  };

  it("is what the zone's formatter says, on any day, near transitions too", () => {
    const instant = fc.oneof(
      fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2199, 11, 31) }),
      // the hours around the transitions of the years the calendar uses most
      fc
        .tuple(
          fc.integer({ min: 2000, max: 2040 }),
          fc.integer({ min: 0, max: 11 }),
          fc.integer({ min: 0, max: 30 * 86_400_000 }),
        )
        .map(([year, month, offset]) => Date.UTC(year, month, 1) + offset),
    );
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (ms, tz) => {
        expect(utcToZonedWall(new Date(ms), tz)).toBe(byFormatter(ms, tz));
        expect(timeZoneAbbr(new Date(ms), tz)).toBe(timeZoneAbbrByFormatter(new Date(ms), tz));
      }),
      { numRuns: 4000 },
    );
  });

  it('on each side of a transition, to the second', () => {
    // Madrid 2026-03-29 01:00:00Z (CET → CEST), Lord Howe 2026-04-04 15:00:00Z (+11 → +10:30).
    for (const [tz, at] of [
      ['Europe/Madrid', Date.UTC(2026, 2, 29, 1)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15)],
      ['Europe/Dublin', Date.UTC(2026, 9, 25, 1)],
    ] as const) {
      for (const ms of [at - 1000, at, at + 1000, at - 86_400_000, at + 86_400_000]) {
        expect(utcToZonedWall(new Date(ms), tz)).toBe(byFormatter(ms, tz));
        expect(timeZoneAbbr(new Date(ms), tz)).toBe(timeZoneAbbrByFormatter(new Date(ms), tz));
      }
    }
  });
});
