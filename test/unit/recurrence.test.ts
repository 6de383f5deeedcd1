import { describe, expect, it } from 'vitest';
import { expandRecurrence } from '../../src/lib/recurrence/expand';
import { formatRecurrence, parseRecurrence } from '../../src/lib/recurrence/parse';
import { RecurrenceError, type SeriesStart } from '../../src/lib/recurrence/rule';

/** The edges series.md §6 names, and every refusal of §2, on the engine alone. */

const MADRID = 'Europe/Madrid';
const timed = (wall: string, timezone = MADRID): SeriesStart => ({ wall, timezone, allDay: false });
const allDay = (wall: string, timezone = MADRID): SeriesStart => ({ wall, timezone, allDay: true });

function expand(lines: string[], start: SeriesStart, horizon?: string) {
  return expandRecurrence(parseRecurrence(lines, start), start, {
    horizon: horizon ? new Date(horizon) : undefined,
  });
}
const utc = (lines: string[], start: SeriesStart, horizon?: string) =>
  expand(lines, start, horizon).instances.map((i) => i.start.toISOString().replace('.000Z', 'Z'));
const rids = (lines: string[], start: SeriesStart, horizon?: string) =>
  expand(lines, start, horizon).instances.map((i) => i.rid);

function refusal(lines: string[], start: SeriesStart = timed('2026-09-01 19:00:00')): string {
  try {
    expand(lines, start);
  } catch (err) {
    if (err instanceof RecurrenceError) return err.message;
    throw err;
  }
  throw new Error(`accepted: ${lines.join(' | ')}`);
}

describe('DST policy (Europe/Madrid)', () => {
  it('a weekly 19:00 class is at 17:00Z in summer and 18:00Z in winter, across 2026-10-25 and 2027-03-28', () => {
    const start = timed('2026-10-20 19:00:00');
    expect(utc(['RRULE:FREQ=WEEKLY;COUNT=2'], start)).toEqual([
      '2026-10-20T17:00:00Z',
      '2026-10-27T18:00:00Z',
    ]);
    const spring = timed('2027-03-23 19:00:00');
    expect(utc(['RRULE:FREQ=WEEKLY;COUNT=2'], spring)).toEqual([
      '2027-03-23T18:00:00Z',
      '2027-03-30T17:00:00Z',
    ]);
  });

  it('a start in the spring gap moves forward by the gap: 02:30 becomes 03:30 CEST', () => {
    const start = timed('2027-03-21 02:30:00');
    const got = expand(['RRULE:FREQ=WEEKLY;COUNT=3'], start).instances;
    expect(got.map((i) => [i.rid, i.start.toISOString()])).toEqual([
      ['2027-03-21 02:30:00', '2027-03-21T01:30:00.000Z'],
      ['2027-03-28 03:30:00', '2027-03-28T01:30:00.000Z'],
      ['2027-04-04 02:30:00', '2027-04-04T00:30:00.000Z'],
    ]);
  });

  it('a start in the repeated autumn hour takes its first instant (CEST)', () => {
    const start = timed('2026-10-18 02:30:00');
    expect(utc(['RRULE:FREQ=WEEKLY;COUNT=3'], start)).toEqual([
      '2026-10-18T00:30:00Z',
      '2026-10-25T00:30:00Z',
      '2026-11-01T01:30:00Z',
    ]);
  });

  it('all-day series keep whole local days across the change', () => {
    const start = allDay('2026-10-24 00:00:00');
    expect(rids(['RRULE:FREQ=DAILY;COUNT=3'], start)).toEqual([
      '2026-10-24 00:00:00',
      '2026-10-25 00:00:00',
      '2026-10-26 00:00:00',
    ]);
    expect(utc(['RRULE:FREQ=DAILY;COUNT=3'], start)).toEqual([
      '2026-10-23T22:00:00Z',
      '2026-10-24T22:00:00Z',
      '2026-10-25T23:00:00Z',
    ]);
  });
});

describe('edges of the rule', () => {
  it('UNTIL equal to an instance includes it', () => {
    const start = timed('2026-09-01 19:00:00');
    expect(rids(['RRULE:FREQ=WEEKLY;UNTIL=20260915T170000Z'], start)).toEqual([
      '2026-09-01 19:00:00',
      '2026-09-08 19:00:00',
      '2026-09-15 19:00:00',
    ]);
    expect(rids(['RRULE:FREQ=WEEKLY;UNTIL=20260915T165959Z'], start)).toHaveLength(2);
  });

  it('a DATE UNTIL on a timed series means the end of that local day', () => {
    const start = timed('2026-09-01 23:30:00');
    // 23:30 in Madrid on the 15th is 21:30Z on the 15th: still the 15th locally.
    expect(rids(['RRULE:FREQ=WEEKLY;UNTIL=20260915'], start)).toHaveLength(3);
  });

  it('COUNT counts the first instance and is applied before EXDATE', () => {
    const start = timed('2026-09-01 19:00:00');
    const lines = ['RRULE:FREQ=DAILY;COUNT=5', 'EXDATE;TZID=Europe/Madrid:20260903T190000'];
    expect(rids(lines, start)).toEqual([
      '2026-09-01 19:00:00',
      '2026-09-02 19:00:00',
      '2026-09-04 19:00:00',
      '2026-09-05 19:00:00',
    ]);
    expect(expand(lines, start).excluded.map((i) => i.rid)).toEqual(['2026-09-03 19:00:00']);
  });

  it('an EXDATE in UTC removes the instance at that instant', () => {
    const start = timed('2026-09-01 19:00:00');
    expect(rids(['RRULE:FREQ=DAILY;COUNT=3', 'EXDATE:20260902T170000Z'], start)).toEqual([
      '2026-09-01 19:00:00',
      '2026-09-03 19:00:00',
    ]);
  });

  it('monthly on the 31st skips the months without one, and they are not counted', () => {
    const start = timed('2027-01-31 10:00:00');
    expect(rids(['RRULE:FREQ=MONTHLY;COUNT=4'], start)).toEqual([
      '2027-01-31 10:00:00',
      '2027-03-31 10:00:00',
      '2027-05-31 10:00:00',
      '2027-07-31 10:00:00',
    ]);
    expect(rids(['RRULE:FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3'], start)).toEqual([
      '2027-01-31 10:00:00',
      '2027-02-28 10:00:00',
      '2027-03-31 10:00:00',
    ]);
  });

  it('the last Friday and the last weekday of the month', () => {
    const start = timed('2026-10-30 19:00:00');
    expect(rids(['RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=4'], start)).toEqual([
      '2026-10-30 19:00:00',
      '2026-11-27 19:00:00',
      '2026-12-25 19:00:00',
      '2027-01-29 19:00:00',
    ]);
    const weekday = timed('2026-10-30 09:00:00');
    expect(rids(['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=4'], weekday)).toEqual([
      '2026-10-30 09:00:00',
      '2026-11-30 09:00:00',
      '2026-12-31 09:00:00',
      '2027-01-29 09:00:00',
    ]);
  });

  it('29 February recurs in leap years only', () => {
    const start = allDay('2028-02-29 00:00:00');
    expect(rids(['RRULE:FREQ=YEARLY;COUNT=3'], start)).toEqual([
      '2028-02-29 00:00:00',
      '2032-02-29 00:00:00',
      '2036-02-29 00:00:00',
    ]);
  });

  it('BYMONTHDAY beside a BYDAY position takes the days both pick (RFC 5545 "limit")', () => {
    const start = timed('2026-01-01 10:00:00', 'UTC');
    // The first Monday of the year that is also the 1st of a month: 2029-01-01.
    expect(rids(['RRULE:FREQ=YEARLY;BYMONTHDAY=1;BYDAY=1MO;COUNT=2'], start)).toEqual([
      '2026-01-01 10:00:00',
      '2029-01-01 10:00:00',
    ]);
  });

  it('RDATEs join the rule and may be given in UTC', () => {
    const start = timed('2026-09-01 19:00:00');
    expect(rids(['RRULE:FREQ=WEEKLY;COUNT=2', 'RDATE:20260903T100000Z'], start)).toEqual([
      '2026-09-01 19:00:00',
      '2026-09-03 12:00:00',
      '2026-09-08 19:00:00',
    ]);
    expect(rids(['RDATE;TZID=Europe/Madrid:20260910T190000'], start)).toEqual([
      '2026-09-01 19:00:00',
      '2026-09-10 19:00:00',
    ]);
  });

  it('an endless series stops at the horizon and at 1000 instances', () => {
    const start = timed('2026-09-01 19:00:00');
    const weekly = expand(['RRULE:FREQ=WEEKLY'], start, '2026-10-01T00:00:00Z');
    expect(weekly.instances).toHaveLength(5);
    expect(weekly.complete).toBe(false);
    const daily = expand(['RRULE:FREQ=DAILY'], start, '2040-01-01T00:00:00Z');
    expect(daily.instances).toHaveLength(1000);
    expect(daily.complete).toBe(true);
  });

  it('a finite rule of more than 1000 instances is too many', () => {
    const start = timed('2026-09-01 19:00:00');
    expect(expand(['RRULE:FREQ=DAILY;UNTIL=20300101T000000Z'], start).tooMany).toBe(true);
    expect(expand(['RRULE:FREQ=DAILY;COUNT=1000'], start).tooMany).toBe(false);
  });
});

describe('refusals (400 naming recurrence)', () => {
  it.each([
    [['RRULE:FREQ=HOURLY'], /sub-daily|at most daily/],
    [['RRULE:FREQ=WEEKLY;BYHOUR=10'], /BYHOUR/],
    [['RRULE:FREQ=WEEKLY;BYMINUTE=10'], /BYMINUTE/],
    [['RRULE:FREQ=WEEKLY;BYSECOND=10'], /BYSECOND/],
    [['RRULE:FREQ=YEARLY;BYWEEKNO=10'], /BYWEEKNO/],
    [['RRULE:FREQ=YEARLY;BYYEARDAY=10'], /BYYEARDAY/],
    [['RRULE:RSCALE=HEBREW;FREQ=YEARLY'], /RSCALE/],
    [['RRULE:FREQ=MONTHLY;SKIP=BACKWARD'], /SKIP/],
    [['EXRULE:FREQ=WEEKLY'], /EXRULE/],
    [['RRULE:FREQ=WEEKLY', 'RRULE:FREQ=DAILY'], /one RRULE/],
    [['RRULE:FREQ=WEEKLY;COUNT=3;UNTIL=20270101T000000Z'], /COUNT and UNTIL/],
    [['RRULE:FREQ=WEEKLY;COUNT=1001'], /COUNT/],
    [['RRULE:FREQ=WEEKLY;INTERVAL=0'], /INTERVAL/],
    [['RRULE:FREQ=WEEKLY;INTERVAL=100'], /INTERVAL/],
    [['RRULE:FREQ=WEEKLY;UNTIL=20270101T000000'], /UNTIL must be/],
    [['RRULE:FREQ=WEEKLY;UNTIL=20270231'], /real date/],
    [['RRULE:FREQ=WEEKLY;BYDAY=1MO'], /positions/],
    [['RRULE:FREQ=WEEKLY;BYMONTHDAY=3'], /WEEKLY/],
    [['RRULE:FREQ=MONTHLY;BYMONTHDAY=0'], /BYMONTHDAY/],
    [['RRULE:FREQ=MONTHLY;BYDAY=6MO'], /positions/],
    [['RRULE:FREQ=MONTHLY;BYSETPOS=1'], /BYSETPOS needs/],
    [['RRULE:FREQ=WEEKLY;WKST=XX'], /WKST/],
    [['RRULE:FREQ=WEEKLY;FOO=1'], /Unknown rule part/],
    [['RRULE:BYDAY=MO'], /FREQ/],
    [['RRULE:FREQ=WEEKLY;FREQ=DAILY'], /twice/],
    [['DTSTART:20260901T190000Z'], /not supported/],
    [['RDATE:20260903T190000'], /TZID/],
    [['RDATE;VALUE=DATE:20260903'], /date-times/],
    [['RDATE;VALUE=PERIOD:20260903T190000Z/PT1H'], /PERIOD/],
    [['RDATE;TZID=Mars/Olympus:20260903T190000'], /TZID/],
    [['EXDATE;TZID=Europe/Madrid:20260231T190000'], /real date/],
    [['no colon here'], /NAME:VALUE/],
    [['RRULE:FREQ=DAILY;UNTIL=20300101T000000Z'], /more than 1000/],
    [
      [
        `EXDATE;TZID=Europe/Madrid:${Array.from({ length: 501 }, (_, i) => `${2027 + Math.floor(i / 336)}${String(Math.floor((i % 336) / 28) + 1).padStart(2, '0')}${String((i % 28) + 1).padStart(2, '0')}T190000`).join(',')}`,
      ],
      /At most 500/,
    ],
  ])('%j', (lines, reason) => {
    const start = timed('2026-09-01 19:00:00');
    if (String(reason) === String(/more than 1000/)) {
      expect(expand(lines, start).tooMany).toBe(true);
      return;
    }
    expect(refusal(lines, start)).toMatch(reason);
  });

  it('a wrongly written date says how to write it, with that date in the series’ own form', () => {
    const start = timed('2027-01-05 19:00:00');
    const example = 'EXDATE;TZID=Europe/Madrid:20270202T190000';
    expect(refusal(['RRULE:FREQ=WEEKLY', 'EXDATE 2027-02-02'], start)).toContain(example);
    expect(refusal(['RRULE:FREQ=WEEKLY', 'EXDATE:2027-02-02'], start)).toContain(example);
    expect(refusal(['RRULE:FREQ=WEEKLY', 'EXDATE:20270202T190000'], start)).toContain(example);
    expect(refusal(['RRULE:FREQ=WEEKLY', 'EXDATE;VALUE=DATE:20270202'], start)).toContain(example);
    expect(refusal(['RRULE:FREQ=WEEKLY', 'RDATE 2027-02-03'], start)).toContain(
      'RDATE;TZID=Europe/Madrid:20270203T190000',
    );
    expect(refusal(['EXDATE 2027-02-02'], allDay('2027-01-05 00:00:00'))).toContain(
      'EXDATE;VALUE=DATE:20270202',
    );
    expect(refusal(['FREQ=WEEKLY'], start)).toContain('for example RRULE:FREQ=WEEKLY;BYDAY=TU');
  });

  it('all-day series take DATE values and a DATE UNTIL', () => {
    const start = allDay('2026-09-01 00:00:00');
    expect(refusal(['RRULE:FREQ=WEEKLY;UNTIL=20270101T000000Z'], start)).toMatch(/DATE/);
    expect(refusal(['EXDATE;TZID=Europe/Madrid:20260908T000000'], start)).toMatch(/VALUE=DATE/);
    expect(rids(['RRULE:FREQ=WEEKLY;UNTIL=20260915', 'EXDATE;VALUE=DATE:20260908'], start)).toEqual([
      '2026-09-01 00:00:00',
      '2026-09-15 00:00:00',
    ]);
  });
});

describe('canonical lines', () => {
  it('are what was meant, in a fixed order, and read back the same', () => {
    const start = timed('2026-09-01 19:00:00');
    const lines = [
      'rrule:wkst=su;byday=tu,th;freq=weekly;until=20270629T170000Z;interval=2',
      'EXDATE:20261208T180000Z',
      'RDATE;TZID=Europe/Madrid:20261224T190000',
    ];
    const canonical = formatRecurrence(parseRecurrence(lines, start), start);
    expect(canonical).toEqual([
      'RRULE:FREQ=WEEKLY;INTERVAL=2;UNTIL=20270629T170000Z;BYDAY=TU,TH;WKST=SU',
      'RDATE;TZID=Europe/Madrid:20261224T190000',
      'EXDATE;TZID=Europe/Madrid:20261208T190000',
    ]);
    expect(formatRecurrence(parseRecurrence(canonical, start), start)).toEqual(canonical);
    const days = allDay('2026-09-01 00:00:00');
    expect(
      formatRecurrence(
        parseRecurrence(['RRULE:FREQ=MONTHLY;BYDAY=-1FR', 'EXDATE;VALUE=DATE:20261030'], days),
        days,
      ),
    ).toEqual(['RRULE:FREQ=MONTHLY;BYDAY=-1FR', 'EXDATE;VALUE=DATE:20261030']);
  });
});
