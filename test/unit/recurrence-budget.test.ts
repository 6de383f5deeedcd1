import { describe, expect, it } from 'vitest';
import { expandRecurrence, MAX_EXPANSION_STEPS } from '../../src/lib/recurrence/expand';
import { parseRecurrence } from '../../src/lib/recurrence/parse';
import { RecurrenceError, type SeriesStart } from '../../src/lib/recurrence/rule';

/**
 * What expanding a rule costs, counted in the engine's steps (periods, candidate days and BYSETPOS
 * positions looked at), never in time: proportional to the instances found and the periods that can
 * hold them, never above the budget, and nothing at all for a rule no date can satisfy.
 */

const start: SeriesStart = { wall: '2026-09-01 19:00:00', timezone: 'Europe/Madrid', allDay: false };

const expand = (rrule: string, options: { budget?: number; horizon?: string } = {}) =>
  expandRecurrence(parseRecurrence([`RRULE:${rrule}`], start), start, {
    ...(options.budget ? { budget: options.budget } : {}),
    ...(options.horizon ? { horizon: new Date(options.horizon) } : {}),
  });

/** The audit's rule (issue 25): every day of the year named ~8 ways, then its 366th day, 1000 times. */
const HOSTILE = `FREQ=YEARLY;BYDAY=${[
  ...Array.from({ length: 53 }, (_, i) => `${i + 1}MO`),
  ...Array.from({ length: 40 }, (_, i) => `-${i + 1}MO`),
  'MO,TU,WE,TH,FR,SA,SU',
].join(',')};BYSETPOS=366;COUNT=1000`;

describe('the work budget', () => {
  it('the hostile rule stops at the budget and says so, with the instances it found in order', () => {
    const got = expand(HOSTILE);
    expect(got.exhausted).toBe(true);
    // Checked between periods: at most one period (a year's candidates) over.
    expect(got.steps).toBeGreaterThanOrEqual(MAX_EXPANSION_STEPS);
    expect(got.steps).toBeLessThan(MAX_EXPANSION_STEPS + 1000);
    const rids = got.instances.map((i) => i.rid);
    expect(rids.slice(0, 3)).toEqual(['2026-09-01 19:00:00', '2028-12-31 19:00:00', '2032-12-31 19:00:00']);
    expect(rids.length).toBeGreaterThan(50);
    expect(rids.length).toBeLessThan(1000);
    // Only leap years have a 366th day.
    for (const rid of rids.slice(1)) {
      const year = Number(rid.slice(0, 4));
      expect(rid.slice(4, 10)).toBe('-12-31');
      expect(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)).toBe(true);
    }
  });

  it('a smaller budget finds a prefix of the same instances (reads show what was found)', () => {
    const full = expand(HOSTILE).instances.map((i) => i.rid);
    const small = expand(HOSTILE, { budget: 20_000 });
    expect(small.exhausted).toBe(true);
    expect(small.steps).toBeLessThan(21_000);
    expect(small.instances.length).toBeGreaterThan(1);
    expect(full.slice(0, small.instances.length)).toEqual(small.instances.map((i) => i.rid));
  });

  it('a rule that ends within the budget is not exhausted, whatever its length', () => {
    const got = expand('FREQ=DAILY;COUNT=1000');
    expect(got.instances).toHaveLength(1000);
    expect(got.exhausted).toBe(false);
  });
});

describe('impossible combinations are found before walking', () => {
  it.each([
    'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
    'FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30,31,-30;COUNT=5',
    'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;UNTIL=99991231T000000Z',
    'FREQ=YEARLY;BYMONTH=4,6,9,11;BYMONTHDAY=31;COUNT=1000',
    'FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6;COUNT=10',
    'FREQ=WEEKLY;BYDAY=MO,TU;BYSETPOS=3,-3;COUNT=10',
    'FREQ=DAILY;BYMONTH=3;BYSETPOS=2;COUNT=10',
    'FREQ=MONTHLY;INTERVAL=2;BYMONTH=2,4;COUNT=10',
    'FREQ=MONTHLY;INTERVAL=12;BYMONTH=8;COUNT=10',
    'FREQ=DAILY;INTERVAL=7;BYDAY=MO;COUNT=10',
  ])('%s is DTSTART alone, at no cost', (rrule) => {
    const got = expand(rrule);
    expect(got.instances.map((i) => i.rid)).toEqual(['2026-09-01 19:00:00']);
    expect(got.steps).toBe(0);
    expect(got.exhausted).toBe(false);
  });
});

describe('the cost follows the instances and the periods that can hold them', () => {
  it.each([
    // [rule, instances, at most this many steps]
    ['FREQ=DAILY;COUNT=1000', 1000, 1100],
    ['FREQ=DAILY;INTERVAL=99;COUNT=1000', 1000, 2100],
    ['FREQ=WEEKLY;BYDAY=TU,TH;COUNT=1000', 1000, 1600],
    ['FREQ=MONTHLY;BYDAY=-1FR;COUNT=1000', 1000, 3100],
    ['FREQ=MONTHLY;BYMONTHDAY=31;COUNT=1000', 1000, 3600],
    ['FREQ=YEARLY;COUNT=1000', 1000, 2100],
    ['FREQ=YEARLY;BYDAY=MO;COUNT=1000', 1000, 1200],
    // The last weekday of the month: five weekdays' candidates for each instance.
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=1000', 1000, 30_000],
    // Every 29 February for 40 leap years: months outside February and the other days are skipped
    // (the day-by-day walk looked at 58 000 days).
    ['FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;COUNT=40', 40, 1000],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;COUNT=40', 40, 400],
    // Mondays of February over 10 years: the weeks of other months are stepped over.
    ['FREQ=WEEKLY;BYMONTH=2;BYDAY=MO;COUNT=41', 41, 300],
  ] as const)('%s: %i instances in at most %i steps', (rrule, instances, steps) => {
    const got = expand(rrule);
    expect(got.instances).toHaveLength(instances);
    expect(got.steps).toBeLessThanOrEqual(steps);
    expect(got.exhausted).toBe(false);
  });

  it('an endless rule costs what its horizon holds', () => {
    const got = expand('FREQ=YEARLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYSETPOS=-1', {
      horizon: '2028-09-01T00:00:00Z',
    });
    expect(got.instances.map((i) => i.rid)).toEqual([
      '2026-09-01 19:00:00',
      '2026-12-31 19:00:00',
      '2027-12-31 19:00:00',
    ]);
    expect(got.steps).toBeLessThan(1200);
  });
});

describe('long lists', () => {
  it('are refused with their limit, and repeated values count once', () => {
    const refusal = (rrule: string) => {
      try {
        expand(rrule);
      } catch (err) {
        if (err instanceof RecurrenceError) return err.message;
        throw err;
      }
      return 'accepted';
    };
    expect(refusal(`FREQ=MONTHLY;BYDAY=${Array(101).fill('MO').join(',')}`)).toMatch(
      /BYDAY takes at most 100/,
    );
    expect(refusal(`FREQ=MONTHLY;BYMONTHDAY=${Array(401).fill('1').join(',')}`)).toMatch(
      /BYMONTHDAY takes at most 400/,
    );
    const rule = parseRecurrence([`RRULE:FREQ=MONTHLY;BYDAY=${Array(100).fill('1MO').join(',')}`], start)
      .rule!;
    expect(rule.byDay).toEqual([{ weekday: 0, ordinal: 1 }]);
  });
});
