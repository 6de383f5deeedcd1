import { addMonths, civilDate, dayNumber, monthLength, weekdayOf } from './days';
import {
  type ByDayIndex,
  bySetPos,
  daysOfMonth,
  daysOfYear,
  indexByDay,
  monthDayDays,
  sortedOnce,
  type Work,
} from './picks';
import type { RecurrenceRule } from './rule';

/**
 * The days of an RRULE, in order, DTSTART's first. The walk goes period by period (a week, a month, a
 * year; a DAILY rule month by month), skipping what cannot match: a rule no date can ever satisfy
 * gives DTSTART alone without walking, months outside BYMONTH are passed over, and each period's days
 * come from its BY parts (picks.ts). Each period and each day looked at is a step of `work`; when the
 * budget is spent the walk stops and says so (`work.ranOut`): no rule costs more than the budget.
 */

/** Periods scanned without finding a date before a rule is taken as exhausted (a century of days). */
const MAX_EMPTY_DAYS = 36_600;

export const LAST_DAY = dayNumber(9999, 12, 31);

/** The longest each month can be (February in leap years). */
const LONGEST_MONTH = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The most days one period can hold: a BYSETPOS beyond it never picks anything. */
function periodCapacity(rule: RecurrenceRule): number {
  const inMonth =
    rule.byMonthDay.length > 0
      ? Math.min(31, rule.byMonthDay.length)
      : rule.byDay.length > 0
        ? Math.min(
            31,
            rule.byDay.reduce((sum, b) => sum + (b.ordinal === 0 ? 5 : 1), 0),
          )
        : 1;
  switch (rule.freq) {
    case 'DAILY':
      return 1;
    case 'WEEKLY':
      return rule.byDay.length > 0 ? new Set(rule.byDay.map((b) => b.weekday)).size : 1;
    case 'MONTHLY':
      return inMonth;
    case 'YEARLY': {
      const months = rule.byMonth.length > 0 ? rule.byMonth.length : 12;
      if (rule.byMonth.length > 0 || rule.byMonthDay.length > 0) return Math.min(366, months * inMonth);
      if (rule.byDay.length === 0) return 1;
      return Math.min(
        366,
        rule.byDay.reduce((sum, b) => sum + (b.ordinal === 0 ? 53 : 1), 0),
      );
    }
  }
}

/**
 * False when no day after DTSTART can ever match (BYMONTH=2 with BYMONTHDAY=30, BYSETPOS=40 on a
 * MONTHLY rule, a MONTHLY INTERVAL that never lands on a BYMONTH month, an every-7-days rule on
 * another weekday): such a rule is DTSTART alone, found without walking a century of empty periods.
 */
export function canRepeat(rule: RecurrenceRule, start: number): boolean {
  const months = rule.byMonth.length > 0 ? rule.byMonth : [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  if (
    rule.byMonthDay.length > 0 &&
    !months.some((m) => rule.byMonthDay.some((md) => Math.abs(md) <= LONGEST_MONTH[m]!))
  )
    return false;
  const capacity = periodCapacity(rule);
  if (rule.bySetPos.length > 0 && !rule.bySetPos.some((pos) => Math.abs(pos) <= capacity)) return false;
  const { month } = civilDate(start);
  if (rule.freq === 'MONTHLY' && rule.byMonth.length > 0) {
    const visited = Array.from({ length: 12 }, (_, i) => ((month - 1 + i * rule.interval) % 12) + 1);
    if (!visited.some((m) => rule.byMonth.includes(m))) return false;
  }
  if (rule.freq === 'DAILY' && rule.interval % 7 === 0 && rule.byDay.length > 0) {
    if (!rule.byDay.some((b) => b.weekday === weekdayOf(start))) return false;
  }
  return true;
}

/** Where the walk stands: stops past `lastDay`, past year 9999, after a century without a day. */
interface Walk {
  start: number;
  lastDay: number;
  lastFound: number;
  work: Work;
}

/** Whether a period starting on `first` may still give days (and the budget allows looking). */
function goesOn(walk: Walk, first: number): boolean {
  if (first > walk.lastDay || first > LAST_DAY || first - walk.lastFound > MAX_EMPTY_DAYS) return false;
  if (walk.work.steps >= walk.work.budget) {
    walk.work.ranOut = true;
    return false;
  }
  walk.work.steps++;
  return true;
}

/** The days of `rule` in order, DTSTART's first; stops by itself past `lastDay`. */
export function* ruleDays(
  rule: RecurrenceRule,
  start: number,
  lastDay: number,
  work: Work,
): Generator<number> {
  yield start;
  if (!canRepeat(rule, start)) return;
  const walk: Walk = { start, lastDay, lastFound: start, work };
  if (rule.freq === 'DAILY') {
    yield* dailyDays(rule, walk);
    return;
  }
  const index = indexByDay(rule.byDay);
  const periods =
    rule.freq === 'WEEKLY'
      ? weeklyPeriods(rule, walk)
      : rule.freq === 'MONTHLY'
        ? monthlyPeriods(rule, index, walk)
        : yearlyPeriods(rule, index, walk);
  for (const days of periods) {
    for (const day of bySetPos(rule.bySetPos, days, work)) {
      if (day <= start || day > LAST_DAY) continue;
      walk.lastFound = day;
      yield day;
    }
  }
}

/**
 * DAILY, a month at a time: the days of the month its parts allow that fall on the rule's step
 * (start + k × INTERVAL), taken in order. Every day is a period of its own, so a BYSETPOS that
 * `canRepeat` let through (it holds 1 or -1) keeps every day.
 */
function* dailyDays(rule: RecurrenceRule, walk: Walk): Generator<number> {
  const { start, work } = walk;
  /** Days from `day` to the first day on the rule's step (start + k × INTERVAL) at or after it. */
  const stepFrom = (day: number) => (((start - day) % rule.interval) + rule.interval) % rule.interval;
  const onStep = (day: number) => stepFrom(day) === 0;
  const weekdays = new Set(rule.byDay.map((b) => b.weekday));
  let { year, month } = civilDate(start);
  for (;;) {
    const first = dayNumber(year, month, 1);
    if (first > start && !goesOn(walk, first)) return;
    if (rule.byMonth.length === 0 || rule.byMonth.includes(month)) {
      let days: number[];
      if (rule.byMonthDay.length > 0) {
        days = sortedOnce(monthDayDays(rule.byMonthDay, year, month, work)).filter(onStep);
      } else {
        days = [];
        const end = first + monthLength(year, month);
        for (let day = first + stepFrom(first); day < end; day += rule.interval) days.push(day);
        work.steps += days.length;
      }
      for (const day of days) {
        if (day <= start || (weekdays.size > 0 && !weekdays.has(weekdayOf(day)))) continue;
        // Each day is its own period: the bounds apply to every one, as they would to its period.
        if (day > walk.lastDay || day > LAST_DAY || day - walk.lastFound > MAX_EMPTY_DAYS) return;
        walk.lastFound = day;
        yield day;
      }
    }
    // On to the month of the next day on the step, from the next month BYMONTH allows: the months
    // between hold no day the rule can take.
    const after =
      rule.byMonth.length === 0 ? first + monthLength(year, month) : nextAllowedMonth(rule.byMonth, first);
    ({ year, month } = civilDate(after + stepFrom(after)));
  }
}

/** WEEKLY periods: the BYDAY weekdays of each week (from WKST), months outside BYMONTH left out. */
function* weeklyPeriods(rule: RecurrenceRule, walk: Walk): Generator<number[]> {
  const { start, work } = walk;
  const weekStart0 = start - ((weekdayOf(start) - rule.wkst + 7) % 7);
  const step = 7 * rule.interval;
  const offsets = [...new Set(rule.byDay.length > 0 ? rule.byDay.map((b) => b.weekday) : [weekdayOf(start)])]
    .map((weekday) => (weekday - rule.wkst + 7) % 7)
    .sort((a, b) => a - b);
  const inMonths = (day: number) => rule.byMonth.length === 0 || rule.byMonth.includes(civilDate(day).month);
  for (let period = 0; ; period++) {
    const weekStart = weekStart0 + period * step;
    if (!goesOn(walk, weekStart)) return;
    if (!inMonths(weekStart) && !inMonths(weekStart + 6)) {
      // The week lies in months outside BYMONTH: go on from the week holding the next allowed month's 1st.
      const next = nextAllowedMonth(rule.byMonth, weekStart);
      period = Math.max(period, Math.floor((next - weekStart0) / step) - 1);
      continue;
    }
    work.steps += offsets.length;
    yield offsets.map((offset) => weekStart + offset).filter(inMonths);
  }
}

/** The first day of the first month after `day`'s that BYMONTH allows. */
function nextAllowedMonth(byMonth: readonly number[], day: number): number {
  const { year, month } = civilDate(day);
  for (let ahead = 1; ; ahead++) {
    const m = addMonths(year, month, ahead);
    if (byMonth.includes(m.month)) return dayNumber(m.year, m.month, 1);
  }
}

function* monthlyPeriods(rule: RecurrenceRule, index: ByDayIndex, walk: Walk): Generator<number[]> {
  const { year, month, day } = civilDate(walk.start);
  for (let period = 0; ; period++) {
    const m = addMonths(year, month, period * rule.interval);
    if (!goesOn(walk, dayNumber(m.year, m.month, 1))) return;
    if (rule.byMonth.length > 0 && !rule.byMonth.includes(m.month)) continue;
    yield sortedOnce(daysOfMonth(rule, index, m.year, m.month, day, walk.work));
  }
}

function* yearlyPeriods(rule: RecurrenceRule, index: ByDayIndex, walk: Walk): Generator<number[]> {
  const start = civilDate(walk.start);
  for (let period = 0; ; period++) {
    const year = start.year + period * rule.interval;
    if (!goesOn(walk, dayNumber(year, 1, 1))) return;
    yield sortedOnce(daysOfYear(rule, index, year, start, walk.work));
  }
}
