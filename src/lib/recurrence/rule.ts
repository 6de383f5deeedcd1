/**
 * A series' recurrence as the engine reads it: the RFC 5545 subset of series.md §2 (one RRULE of
 * FREQ DAILY…YEARLY with INTERVAL, COUNT or UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, WKST, plus
 * RDATE and EXDATE lists), with every date already in the series' own time zone.
 */

export const FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** RFC 5545 weekday codes, Monday first (the engine's weekday numbers are their indexes). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** A BYDAY item: a weekday (0 = Monday), and its position in the month or year (0: every one). */
export interface ByDay {
  weekday: number;
  ordinal: number;
}

/** UNTIL: an instant (timed series, `YYYY-MM-DD HH:MM:SS` UTC) or a local date (`YYYY-MM-DD`). */
export type Until = { kind: 'instant'; utc: string } | { kind: 'date'; date: string };

export interface RecurrenceRule {
  freq: Frequency;
  interval: number;
  count?: number;
  until?: Until;
  byDay: ByDay[];
  byMonthDay: number[];
  byMonth: number[];
  bySetPos: number[];
  /** Week start, 0 = Monday (the default). */
  wkst: number;
}

export interface Recurrence {
  rule: RecurrenceRule | null;
  /** Extra instances, as local walls in the series' zone (`YYYY-MM-DD 00:00:00` for all-day series). */
  rdates: string[];
  /** Excluded instances, in the same form. */
  exdates: string[];
}

/** How the series starts: its first local start and zone, and whether it spans whole days. */
export interface SeriesStart {
  /** `YYYY-MM-DD HH:MM:SS` in `timezone` (the time of day every instance takes). */
  wall: string;
  timezone: string;
  allDay: boolean;
}

/** Limits of series.md §2. */
export const MAX_OCCURRENCES = 1000;
export const MAX_DATES_PER_KIND = 500;
export const MAX_INTERVAL = 99;

/** A recurrence outside the supported subset; the message says what and why (shown to the client). */
export class RecurrenceError extends Error {}

/** Whether a rule ends by itself (COUNT or UNTIL); without a rule, a series is its list of dates. */
export const endsByItself = (recurrence: Recurrence) =>
  recurrence.rule === null || recurrence.rule.count !== undefined || recurrence.rule.until !== undefined;
