import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatUtcWall,
  isoWithOffset,
  isValidTimeZone,
  manualOffsetMinutes,
  timeZoneAbbr,
  utcToZonedWall,
  zonedWallToUtc,
} from '../../src/lib/dates';
import { property } from '../fuzz/scale';

/** WordPress' manual offsets (`UTC+5.5`), which TEC stores as an event's zone, and the IANA zones around them. */

const wall = fc
  .date({ min: new Date('1971-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => formatUtcWall(d));

const quarterHours = fc.integer({ min: -12 * 4, max: 14 * 4 });
const manualZone = quarterHours.map((q) => {
  const hours = Math.abs(q) / 4;
  return `UTC${q < 0 ? '-' : '+'}${hours}`;
});

describe('manual UTC offsets', () => {
  it('reads WordPress’ forms and nothing else', () => {
    expect(manualOffsetMinutes('UTC+5.5')).toBe(330);
    expect(manualOffsetMinutes('UTC+5.75')).toBe(345);
    expect(manualOffsetMinutes('UTC-9.5')).toBe(-570);
    expect(manualOffsetMinutes('UTC+0')).toBe(0);
    expect(manualOffsetMinutes('UTC+14')).toBe(840);
    for (const bad of ['UTC+5.3', 'UTC+15', 'UTC5', 'utc+5', 'UTC+5:30', '+05:30', 'UTC', 'Europe/Madrid'])
      expect(manualOffsetMinutes(bad)).toBeNull();
    expect(isValidTimeZone('UTC+5.5')).toBe(true);
    expect(isValidTimeZone('UTC+5.3')).toBe(false);
  });

  it('UTC+5.5 as TEC shows it', () => {
    const instant = zonedWallToUtc('2027-01-15 19:00:00', 'UTC+5.5');
    expect(formatUtcWall(instant)).toBe('2027-01-15 13:30:00');
    expect(timeZoneAbbr(instant, 'UTC+5.5')).toBe('UTC+5.5');
    expect(isoWithOffset(instant, 'UTC+5.5')).toBe('2027-01-15T19:00:00+05:30');
  });

  it('property: a wall time in a manual zone is its UTC instant plus the offset, both ways, all year', () => {
    fc.assert(
      fc.property(wall, manualZone, (local, tz) => {
        const instant = zonedWallToUtc(local, tz);
        const minutes = manualOffsetMinutes(tz)!;
        expect(instant.getTime()).toBe(Date.parse(`${local.replace(' ', 'T')}Z`) - minutes * 60_000);
        expect(utcToZonedWall(instant, tz)).toBe(local);
        expect(timeZoneAbbr(instant, tz)).toBe(tz);
      }),
      property(500, 1),
    );
  });

  it('property: IANA zones round-trip every wall time that exists (the gap moves forward)', () => {
    const zones = [
      'Europe/Madrid',
      'America/New_York',
      'Asia/Kolkata',
      'Australia/Sydney',
      'Pacific/Chatham',
      'UTC',
    ];
    fc.assert(
      fc.property(wall, fc.constantFrom(...zones), (local, tz) => {
        const back = utcToZonedWall(zonedWallToUtc(local, tz), tz);
        // Equal, or a wall time inside a spring-forward gap, pushed forward by at most the gap.
        const shift = Date.parse(`${back.replace(' ', 'T')}Z`) - Date.parse(`${local.replace(' ', 'T')}Z`);
        expect(shift === 0 || (shift > 0 && shift <= 3_600_000)).toBe(true);
      }),
      property(500, 2),
    );
  });
});
