import { utcToZonedWall, zonedWallToUtc } from '../dates';
import { addMonths, civilDate, dayNumber, dayOfIso, isoDate, monthLength, weekdayOf } from './days';
import { type ByDay, MAX_OCCURRENCES, type Recurrence, type RecurrenceRule, type SeriesStart } from './rule';

/**
 * Expands a recurrence into its instances, in order. Dates are generated on local calendar days of
 * the series' zone (the subset has no BYHOUR…, so every instance starts at the time of day of the
 * first), then each local start becomes an instant: a start in a DST gap moves forward by the gap
 * (02:30 → 03:30), a start in the repeated hour takes its first instant (series.md §1).
 *
 * RFC 5545 semantics: DTSTART is always the first instance and counts towards COUNT; COUNT and UNTIL
 * bound the RRULE only; RDATEs are added, then EXDATEs removed (so COUNT=5 with one EXDATE gives 4);
 * invalid dates (31 February) are skipped and not counted.
 */

export interface Instance {
  /** The local start: its wall time in the series' zone, which is its `recurrence_id`. */
  rid: string;
  /** The instant it starts at. */
  start: Date;
}

export interface Expansion {
  /** Instances after EXDATEs, in order of start. */
  instances: Instance[];
  /** Instances the rule or RDATEs give but an EXDATE removes (trashed occurrences match these). */
  excluded: Instance[];
  /** True when nothing lies past what was expanded: a finite set, or an endless one at its cap. */
  complete: boolean;
  /** The set has more than `limit` instances (a finite rule too long, which writes refuse). */
  tooMany: boolean;
}

export interface ExpandOptions {
  /** Endless series stop after this instant (UTC); finite ones are expanded whole. */
  horizon?: Date;
  /** At most this many instances (default 1000, series.md §2). */
  limit?: number;
}

/** Periods scanned without finding a date before a rule is taken as exhausted (a century of days). */
const MAX_EMPTY_DAYS = 36_600;

/** Whether `day` is picked by one of `byDay`, counting weekday positions within [first, first+length). */
function matchesByDay(byDay: readonly ByDay[], day: number, first: number, length: number): boolean {
  const weekday = weekdayOf(day);
  const fromStart = Math.floor((day - first) / 7) + 1;
  const fromEnd = -(Math.floor((first + length - 1 - day) / 7) + 1);
  return byDay.some(
    (b) => b.weekday === weekday && (b.ordinal === 0 || b.ordinal === fromStart || b.ordinal === fromEnd),
  );
}

/** The days of one month a MONTHLY rule (or a YEARLY rule with BYMONTH) picks. */
function daysOfMonth(rule: RecurrenceRule, year: number, month: number, startDay: number): number[] {
  const first = dayNumber(year, month, 1);
  const length = monthLength(year, month);
  const days: number[] = [];
  if (rule.byMonthDay.length > 0) {
    for (const md of rule.byMonthDay) {
      const d = md > 0 ? md : length + md + 1;
      if (d >= 1 && d <= length) days.push(first + d - 1);
    }
    return rule.byDay.length > 0 ? days.filter((day) => matchesByDay(rule.byDay, day, first, length)) : days;
  }
  if (rule.byDay.length > 0) {
    for (let day = first; day < first + length; day++) {
      if (matchesByDay(rule.byDay, day, first, length)) days.push(day);
    }
    return days;
  }
  return startDay <= length ? [first + startDay - 1] : [];
}

/** The days of one year a YEARLY rule picks. */
function daysOfYear(rule: RecurrenceRule, year: number, startMonth: number, startDay: number): number[] {
  if (rule.byMonth.length > 0)
    return rule.byMonth.flatMap((month) => daysOfMonth(rule, year, month, startDay));
  if (rule.byMonthDay.length === 0 && rule.byDay.length === 0) {
    return startDay <= monthLength(year, startMonth) ? [dayNumber(year, startMonth, startDay)] : [];
  }
  const first = dayNumber(year, 1, 1);
  const length = dayNumber(year + 1, 1, 1) - first;
  if (rule.byMonthDay.length > 0) {
    const days: number[] = [];
    for (let month = 1; month <= 12; month++) {
      days.push(...daysOfMonth({ ...rule, byDay: [] }, year, month, startDay));
    }
    return rule.byDay.length > 0 ? days.filter((day) => matchesByDay(rule.byDay, day, first, length)) : days;
  }
  const days: number[] = [];
  for (let day = first; day < first + length; day++) {
    if (matchesByDay(rule.byDay, day, first, length)) days.push(day);
  }
  return days;
}

/** BYSETPOS over one period's sorted days. */
function bySetPos(positions: readonly number[], days: number[]): number[] {
  if (positions.length === 0) return days;
  const picked = new Set<number>();
  for (const pos of positions) {
    const day = pos > 0 ? days[pos - 1] : days[days.length + pos];
    if (day !== undefined) picked.add(day);
  }
  return [...picked].sort((a, b) => a - b);
}

/** The days one period of the rule gives, sorted, before BYSETPOS. */
function periodDays(rule: RecurrenceRule, period: number, start: number): number[] {
  const { year, month, day } = civil(start);
  switch (rule.freq) {
    case 'DAILY': {
      const d = start + period * rule.interval;
      const c = civil(d);
      if (rule.byMonth.length > 0 && !rule.byMonth.includes(c.month)) return [];
      if (rule.byMonthDay.length > 0) {
        const length = monthLength(c.year, c.month);
        if (!rule.byMonthDay.some((md) => (md > 0 ? md : length + md + 1) === c.day)) return [];
      }
      if (rule.byDay.length > 0 && !rule.byDay.some((b) => b.weekday === weekdayOf(d))) return [];
      return [d];
    }
    case 'WEEKLY': {
      const weekStart = start - ((weekdayOf(start) - rule.wkst + 7) % 7) + period * 7 * rule.interval;
      const weekdays = rule.byDay.length > 0 ? rule.byDay.map((b) => b.weekday) : [weekdayOf(start)];
      const days: number[] = [];
      for (let d = weekStart; d < weekStart + 7; d++) {
        if (!weekdays.includes(weekdayOf(d))) continue;
        if (rule.byMonth.length > 0 && !rule.byMonth.includes(civil(d).month)) continue;
        days.push(d);
      }
      return days;
    }
    case 'MONTHLY': {
      const m = addMonths(year, month, period * rule.interval);
      if (rule.byMonth.length > 0 && !rule.byMonth.includes(m.month)) return [];
      return dedupeSorted(daysOfMonth(rule, m.year, m.month, day));
    }
    case 'YEARLY':
      return dedupeSorted(daysOfYear(rule, year + period * rule.interval, month, day));
  }
}

const civil = civilDate;

const dedupeSorted = (days: number[]) => [...new Set(days)].sort((a, b) => a - b);

/** The first day a period can hold, to know when a period lies wholly past a bound. */
function periodFirstDay(rule: RecurrenceRule, period: number, start: number): number {
  const { year, month } = civil(start);
  switch (rule.freq) {
    case 'DAILY':
      return start + period * rule.interval;
    case 'WEEKLY':
      return start - ((weekdayOf(start) - rule.wkst + 7) % 7) + period * 7 * rule.interval;
    case 'MONTHLY': {
      const m = addMonths(year, month, period * rule.interval);
      return dayNumber(m.year, m.month, 1);
    }
    case 'YEARLY':
      return dayNumber(year + period * rule.interval, 1, 1);
  }
}

const LAST_DAY = dayNumber(9999, 12, 31);

/** The days of the RRULE in order, DTSTART's first; stops by itself past `lastDay`. */
function* ruleDays(rule: RecurrenceRule, start: number, lastDay: number): Generator<number> {
  yield start;
  let lastFound = start;
  for (let period = 0; ; period++) {
    const first = periodFirstDay(rule, period, start);
    if (first > lastDay || first > LAST_DAY || first - lastFound > MAX_EMPTY_DAYS) return;
    for (const day of bySetPos(rule.bySetPos, periodDays(rule, period, start))) {
      if (day <= start || day > LAST_DAY) continue;
      lastFound = day;
      yield day;
    }
  }
}

const timeOf = (wall: string) => wall.slice(11, 19);

/** Expands `recurrence` for a series starting at `start`. */
export function expandRecurrence(
  recurrence: Recurrence,
  start: SeriesStart,
  options: ExpandOptions = {},
): Expansion {
  const limit = options.limit ?? MAX_OCCURRENCES;
  const { rule } = recurrence;
  const endless = rule !== null && rule.count === undefined && rule.until === undefined;
  const horizon = endless ? options.horizon : undefined;
  const time = start.allDay ? '00:00:00' : timeOf(start.wall);
  const instanceOn = (day: number): Instance => {
    const wall = `${isoDate(day)} ${time}`;
    const instant = zonedWallToUtc(wall, start.timezone);
    return { rid: start.allDay ? wall : utcToZonedWall(instant, start.timezone), start: instant };
  };
  const instanceAt = (rid: string): Instance => ({ rid, start: zonedWallToUtc(rid, start.timezone) });

  // The RRULE's instances, bounded by COUNT, UNTIL, the horizon and the limit.
  const startDay = dayOfIso(start.wall);
  const generated: Instance[] = [];
  if (rule) {
    const untilDay = rule.until
      ? rule.until.kind === 'date'
        ? dayOfIso(rule.until.date)
        : dayOfIso(rule.until.utc) + 1
      : undefined;
    const untilInstant =
      rule.until?.kind === 'instant' ? new Date(`${rule.until.utc.replace(' ', 'T')}Z`) : undefined;
    const horizonDay = horizon ? dayOfIso(horizon.toISOString()) + 2 : undefined;
    const lastDay = Math.min(untilDay ?? LAST_DAY, horizonDay ?? LAST_DAY);
    const cap = rule.count ?? limit + recurrence.exdates.length + 1;
    for (const day of ruleDays(rule, startDay, lastDay)) {
      if (generated.length >= cap) break;
      const instance = instanceOn(day);
      if (generated.length > 0) {
        if (rule.until?.kind === 'date' && day > untilDay!) break;
        if (untilInstant && instance.start > untilInstant) break;
        if (horizon && instance.start > horizon) break;
      }
      generated.push(instance);
    }
  } else {
    generated.push(instanceOn(startDay));
  }

  // RDATEs join (an endless series takes them up to the horizon, as the rule), EXDATEs leave.
  const byRid = new Map(generated.map((instance) => [instance.rid, instance]));
  for (const rid of recurrence.rdates) {
    if (byRid.has(rid)) continue;
    const instance = instanceAt(rid);
    if (horizon && instance.start > horizon) continue;
    byRid.set(rid, instance);
  }
  const all = [...byRid.values()].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || (a.rid < b.rid ? -1 : 1),
  );
  const exdates = new Set(recurrence.exdates);
  const instances = all.filter((instance) => !exdates.has(instance.rid));
  const excluded = all.filter((instance) => exdates.has(instance.rid));
  if (instances.length > limit) {
    return endless
      ? { instances: instances.slice(0, limit), excluded, complete: true, tooMany: false }
      : { instances, excluded, complete: true, tooMany: true };
  }
  // An endless series is complete once its cap is reached (series.md §2: at most 1000 in total).
  return { instances, excluded, complete: !endless || instances.length >= limit, tooMany: false };
}
