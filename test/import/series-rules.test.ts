import { describe, expect, it } from 'vitest';
import { inferRecurrence } from '../../src/calendars/series';
import { formatUtcWall } from '../../src/lib/dates';

/** The rule found for a set of dates (import/map/series.ts): TEC Pro families and feeds' RDATE lists. */

const MADRID = { timezone: 'Europe/Madrid', allDay: false };

describe('inferRecurrence: the simplest rule that gives exactly the dates', () => {
  const infer = (walls: string[], start = { ...MADRID, wall: walls[0]! }) => inferRecurrence(walls, start);

  it('weekly on the days seen, ending at the last date, with the missing ones as EXDATEs', () => {
    expect(
      infer([
        '2027-01-05 19:00:00',
        '2027-01-07 19:00:00',
        '2027-01-12 19:00:00',
        '2027-01-19 19:00:00',
        '2027-01-21 19:00:00',
      ]),
    ).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20270121T180000Z;BYDAY=TU,TH',
      'EXDATE;TZID=Europe/Madrid:20270114T190000',
    ]);
  });

  it('the last Friday of the month; every other day; yearly; daily across the DST change', () => {
    expect(
      infer(['2027-01-29 18:00:00', '2027-02-26 18:00:00', '2027-03-26 18:00:00', '2027-04-30 18:00:00']),
    ).toEqual(['RRULE:FREQ=MONTHLY;UNTIL=20270430T160000Z;BYDAY=-1FR']);
    expect(
      infer(['2027-01-01 10:00:00', '2027-01-03 10:00:00', '2027-01-05 10:00:00', '2027-01-07 10:00:00']),
    ).toEqual(['RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20270107T090000Z']);
    expect(
      infer(['2026-08-15 00:00:00', '2027-08-15 00:00:00', '2028-08-15 00:00:00'], {
        ...MADRID,
        allDay: true,
        wall: '2026-08-15 00:00:00',
      }),
    ).toEqual(['RRULE:FREQ=YEARLY;UNTIL=20280815']);
    const days = ['2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29'].map((d) => `${d} 19:00:00`);
    expect(infer(days)).toEqual(['RRULE:FREQ=DAILY;UNTIL=20270329T170000Z']);
  });

  it('a date at another time is an RDATE; dates no rule gives are RDATEs; too many give null', () => {
    expect(
      infer(['2027-01-05 19:00:00', '2027-01-12 19:00:00', '2027-01-19 20:30:00', '2027-01-26 19:00:00']),
    ).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20270126T180000Z;BYDAY=TU',
      'RDATE;TZID=Europe/Madrid:20270119T203000',
      'EXDATE;TZID=Europe/Madrid:20270119T190000',
    ]);
    expect(infer(['2027-01-05 19:00:00', '2027-02-17 19:00:00', '2027-06-03 19:00:00'])).toEqual([
      'RDATE;TZID=Europe/Madrid:20270217T190000,20270603T190000',
    ]);
    const irregular = Array.from({ length: 600 }, (_, i) =>
      formatUtcWall(new Date(Date.UTC(2027, 0, 1 + i * 2 + (i % 3 === 0 ? 1 : 0), 10))),
    );
    expect(infer(irregular, { timezone: 'UTC', allDay: false, wall: irregular[0]! })).toBeNull();
  });
});
