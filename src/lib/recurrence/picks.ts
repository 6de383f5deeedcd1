import { dayNumber, monthLength, weekdayOf } from './days';
import type { ByDay, RecurrenceRule } from './rule';

/**
 * The days a rule's BYDAY and BYMONTHDAY pick inside one month or one year, computed from the parts
 * rather than by testing every day: the cost is the number of values and of days they give, not the
 * length of the span. Every value looked at and every day given is one step of `Work`.
 */

/** What an expansion has spent, in steps, against its budget (see `MAX_EXPANSION_STEPS`). */
export interface Work {
  steps: number;
  readonly budget: number;
  /** Set when the budget ran out before the rule's days were all found. */
  ranOut: boolean;
}

/** A span of days: [first, first + length). */
interface Span {
  first: number;
  length: number;
}

/** BYDAY as lookups: weekdays taken every time, and the positions taken of each weekday. */
export interface ByDayIndex {
  every: boolean[];
  positions: Array<Set<number>>;
}

export function indexByDay(byDay: readonly ByDay[]): ByDayIndex {
  const every = Array.from({ length: 7 }, () => false);
  const positions = Array.from({ length: 7 }, () => new Set<number>());
  for (const b of byDay) {
    if (b.ordinal === 0) every[b.weekday] = true;
    else positions[b.weekday]!.add(b.ordinal);
  }
  return { every, positions };
}

/** Whether BYDAY picks `day`, its positions counted within `span`. */
export function byDayPicks(index: ByDayIndex, day: number, span: Span): boolean {
  const weekday = weekdayOf(day);
  if (index.every[weekday]) return true;
  const taken = index.positions[weekday]!;
  if (taken.size === 0) return false;
  const fromStart = Math.floor((day - span.first) / 7) + 1;
  const fromEnd = -(Math.floor((span.first + span.length - 1 - day) / 7) + 1);
  return taken.has(fromStart) || taken.has(fromEnd);
}

/** The days BYDAY picks in `span` (unsorted, possibly repeated: 1MO and MO give the same Monday). */
export function byDayDays(byDay: readonly ByDay[], span: Span, work: Work): number[] {
  const end = span.first + span.length;
  const last = end - 1;
  const days: number[] = [];
  for (const b of byDay) {
    work.steps++;
    const firstOne = span.first + ((b.weekday - weekdayOf(span.first) + 7) % 7);
    if (b.ordinal === 0) {
      for (let day = firstOne; day < end; day += 7) days.push(day);
    } else if (b.ordinal > 0) {
      const day = firstOne + 7 * (b.ordinal - 1);
      if (day < end) days.push(day);
    } else {
      const day = last - ((weekdayOf(last) - b.weekday + 7) % 7) + 7 * (b.ordinal + 1);
      if (day >= span.first) days.push(day);
    }
  }
  work.steps += days.length;
  return days;
}

/** The days BYMONTHDAY picks in one month (negative values count from its end). */
export function monthDayDays(
  byMonthDay: readonly number[],
  year: number,
  month: number,
  work: Work,
): number[] {
  const first = dayNumber(year, month, 1);
  const length = monthLength(year, month);
  work.steps += byMonthDay.length;
  const days: number[] = [];
  for (const md of byMonthDay) {
    const d = md > 0 ? md : length + md + 1;
    if (d >= 1 && d <= length) days.push(first + d - 1);
  }
  return days;
}

/** The days of one month a MONTHLY rule (or a YEARLY rule with BYMONTH) picks. */
export function daysOfMonth(
  rule: RecurrenceRule,
  index: ByDayIndex,
  year: number,
  month: number,
  startDay: number,
  work: Work,
): number[] {
  const span = { first: dayNumber(year, month, 1), length: monthLength(year, month) };
  if (rule.byMonthDay.length > 0) {
    const days = monthDayDays(rule.byMonthDay, year, month, work);
    return rule.byDay.length > 0 ? days.filter((day) => byDayPicks(index, day, span)) : days;
  }
  if (rule.byDay.length > 0) return byDayDays(rule.byDay, span, work);
  work.steps++;
  return startDay <= span.length ? [span.first + startDay - 1] : [];
}

/** The days of one year a YEARLY rule picks. */
export function daysOfYear(
  rule: RecurrenceRule,
  index: ByDayIndex,
  year: number,
  start: { month: number; day: number },
  work: Work,
): number[] {
  if (rule.byMonth.length > 0)
    return rule.byMonth.flatMap((month) => daysOfMonth(rule, index, year, month, start.day, work));
  if (rule.byMonthDay.length === 0 && rule.byDay.length === 0) {
    work.steps++;
    return start.day <= monthLength(year, start.month) ? [dayNumber(year, start.month, start.day)] : [];
  }
  const span = { first: dayNumber(year, 1, 1), length: dayNumber(year + 1, 1, 1) - dayNumber(year, 1, 1) };
  if (rule.byMonthDay.length > 0) {
    const days: number[] = [];
    for (let month = 1; month <= 12; month++) days.push(...monthDayDays(rule.byMonthDay, year, month, work));
    return rule.byDay.length > 0 ? days.filter((day) => byDayPicks(index, day, span)) : days;
  }
  return byDayDays(rule.byDay, span, work);
}

/** Sorted, each day once. Many days in a short span (BYDAY=MO,…,SU over a year) are marked, not sorted. */
export function sortedOnce(days: number[]): number[] {
  if (days.length > 32) {
    let min = days[0]!;
    let max = min;
    for (const day of days) {
      if (day < min) min = day;
      else if (day > max) max = day;
    }
    if (max - min < 8 * days.length) {
      const marked = new Uint8Array(max - min + 1);
      for (const day of days) marked[day - min] = 1;
      days.length = 0;
      for (let i = 0; i < marked.length; i++) if (marked[i]) days.push(min + i);
      return days;
    }
  }
  days.sort((a, b) => a - b);
  let kept = 0;
  for (let i = 0; i < days.length; i++) if (i === 0 || days[i] !== days[kept - 1]) days[kept++] = days[i]!;
  days.length = kept;
  return days;
}

/** BYSETPOS over one period's sorted days. */
export function bySetPos(positions: readonly number[], days: number[], work: Work): number[] {
  if (positions.length === 0) return days;
  work.steps += positions.length;
  const picked: number[] = [];
  for (const pos of positions) {
    const day = pos > 0 ? days[pos - 1] : days[days.length + pos];
    if (day !== undefined) picked.push(day);
  }
  return sortedOnce(picked);
}
