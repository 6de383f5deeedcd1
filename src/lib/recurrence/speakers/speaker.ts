import type { ByDay, RecurrenceRule } from '../rule';

/** What a language needs to say a rule in words (src/lib/recurrence/words.ts builds the sentence). */

export interface DayPart {
  /** Days of the month (BYMONTHDAY), negative from the end. */
  monthDays: number[];
  /** Weekdays with their positions (BYDAY), possibly chosen among by `setPos`. */
  byDay: ByDay[];
  setPos: number[];
  /** Months (BYMONTH) the day is picked in, for yearly rules. */
  months: number[];
}

export interface Speaker {
  list: (items: string[], or?: boolean) => string;
  every: (freq: RecurrenceRule['freq'], interval: number) => string;
  /** "every Tuesday and Thursday" for a weekly rule of interval 1. */
  weekdays: (days: number[]) => string;
  /** "on Tuesday and Thursday" after "every 2 weeks". */
  onWeekdays: (days: number[]) => string;
  /** The day part of a monthly or yearly rule ("on the last Friday", "on the 1st and 15th"). */
  day: (part: DayPart, yearly: boolean) => string;
  /** "on June 29" for a yearly rule without parts. */
  anniversary: (month: number, day: number) => string;
  until: (date: string) => string;
  times: (count: number) => string;
  more: (count: number) => string;
  /** A series of dates only (RDATEs, no rule). */
  dates: (count: number) => string;
  except: (count: number) => string;
}

export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const joinWith = (items: string[], last: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
export const dateParts = (date: string) => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});
export const isWorkweek = (days: number[]) =>
  days.length === 5 && [0, 1, 2, 3, 4].every((d) => days.includes(d));
export const isWeekend = (days: number[]) => days.length === 2 && days.includes(5) && days.includes(6);
