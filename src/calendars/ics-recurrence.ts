/**
 * Recurring iCalendar events (RRULE, RDATE, EXDATE, and instances moved or changed by RECURRENCE-ID).
 * A master whose rule our series support becomes a series (its lines read here, in the series' zone,
 * and expanded by our own engine); the others are expanded with ical.js into separate occurrences
 * within a window and a budget of steps (`expandRecurring`, ical-bounds.ts).
 */
import ICAL from 'ical.js';
import { formatUtcWall, isValidTimeZone, zonedWallToUtc } from '../lib/dates';
import { expandRecurrence } from '../lib/recurrence/expand';
import { formatRecurrence, parseRecurrence, utcText } from '../lib/recurrence/parse';
import {
  type Recurrence,
  RecurrenceError,
  type RecurrenceRule,
  type SeriesStart,
} from '../lib/recurrence/rule';
import { type IcalBudget, type Walk, walkRecurrence } from './ical-bounds';
import { seriesWallOf, wallOf } from './ics-time';

export interface Occurrence {
  /** The original start of the instance (RECURRENCE-ID), as ical.js writes it: the identity of re-imports. */
  recurrenceId: string;
  start: ICAL.Time;
  end: ICAL.Time;
  /** The VEVENT that describes this instance: the master, or the override of that instance. */
  item: ICAL.Event;
}

export interface RecurringExpansion {
  occurrences: Occurrence[];
  /** How the walk of ical.js' iterator ended (ical-bounds.ts): `window`, `limit` and `steps` cut it short. */
  end: Walk['end'];
  error?: string;
}

/** At most this many occurrences of one series (as series.md caps a series). */
export const MAX_OCCURRENCES = 1000;

export const isCancelled = (event: ICAL.Event) =>
  String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

/**
 * The occurrences of `master` (with its `overrides`) that start before `until`, within the steps
 * `budget` has left; cancelled instances (STATUS:CANCELLED on the override) are left out. A walk
 * stopped before it found any date gives the master at its start (DTSTART is the first instance).
 */
export function expandRecurring(
  master: ICAL.Event,
  overrides: ICAL.Event[],
  until: ICAL.Time,
  budget: IcalBudget,
  limit = MAX_OCCURRENCES,
): RecurringExpansion {
  for (const override of overrides) master.relateException(override);
  const walk = walkRecurrence(master, { until, limit, budget });
  if (walk.times.length === 0 && (walk.end === 'steps' || walk.end === 'error')) {
    walk.times.push(master.startDate);
  }
  const occurrences: Occurrence[] = [];
  for (const time of walk.times) {
    const details = master.getOccurrenceDetails(time);
    if (isCancelled(details.item)) continue;
    occurrences.push({
      recurrenceId: details.recurrenceId.toString(),
      start: details.startDate,
      end: details.endDate,
      item: details.item,
    });
  }
  return { occurrences, end: walk.end, ...(walk.error !== undefined ? { error: walk.error } : {}) };
}

// ---------------------------------------------------------------------------------------------
// As a series

/** The RRULE value with its UNTIL in the form series take: UTC for timed series, a date for all-day ones. */
function ruleText(recur: ICAL.Recur, start: SeriesStart): string {
  const text = recur.toString();
  if (!recur.until) return text;
  const wall = seriesWallOf(recur.until, { ...start, allDay: false });
  const until = start.allDay
    ? wall.slice(0, 10).replaceAll('-', '')
    : recur.until.isDate
      ? utcText(zonedWallToUtc(`${wall.slice(0, 10)} 23:59:59`, start.timezone))
      : utcText(zonedWallToUtc(wall, start.timezone));
  return text.replace(/UNTIL=[^;]*/, `UNTIL=${until}`);
}

function datesOf(component: ICAL.Component, name: string, start: SeriesStart): string[] {
  return component.getAllProperties(name).flatMap((property) =>
    property.getValues().map((value) => {
      const time = value instanceof ICAL.Period ? value.start : (value as ICAL.Time);
      return seriesWallOf(time, start);
    }),
  );
}

/**
 * The recurrence of `master` for a series starting at `start`, with `cancelled` instances excluded as
 * our own series exclude a deleted occurrence. Throws RecurrenceError when series can't hold it.
 */
export function seriesRecurrence(master: ICAL.Event, start: SeriesStart, cancelled: string[]): Recurrence {
  const component = master.component;
  if (component.getFirstProperty('exrule')) throw new RecurrenceError('EXRULE is not supported.');
  const rrules = component.getAllProperties('rrule');
  if (rrules.length > 1) throw new RecurrenceError('Only one RRULE is supported.');
  const recur = rrules[0]?.getFirstValue() as ICAL.Recur | undefined;
  const rule = recur ? parseRecurrence([`RRULE:${ruleText(recur, start)}`], start).rule : null;
  const sorted = (walls: string[]) => [...new Set(walls)].sort();
  const recurrence: Recurrence = {
    rule,
    rdates: sorted(datesOf(component, 'rdate', start)),
    exdates: sorted([...datesOf(component, 'exdate', start), ...cancelled]),
  };
  // Through the lines and back: the limits of series.md §2 (500 dates of each kind) apply.
  return parseRecurrence(formatRecurrence(recurrence, start), start);
}

/**
 * Whether the series repeats at the instants the feed means. A DTSTART in UTC, floating, a date or in
 * a TZID that is an IANA name is read with our own zone rules (ics-time.ts): the series' walls are the
 * feed's. A zone only its VTIMEZONE defines repeats in its own walls, which the series (shown in
 * `start.timezone`) may not share: there the rule is expanded by our engine in those walls as well,
 * each one made an instant by the VTIMEZONE, and the two lists must match (`horizon` bounds an endless
 * rule). RDATE and EXDATE are instants already (seriesWallOf) and need no check.
 */
export function sameInstantsAsFeed(
  master: ICAL.Event,
  rule: RecurrenceRule | null,
  start: SeriesStart,
  horizon: Date,
): boolean {
  const dtstart = master.startDate;
  const zone = dtstart.zone;
  if (!rule || !zone || start.allDay || dtstart.isDate) return true;
  const { tzid } = zone;
  if (tzid === 'floating' || tzid === 'UTC' || tzid === 'Z' || isValidTimeZone(tzid)) return true;
  const asUtc = (wall: string) => new Date(`${wall.replace(' ', 'T')}Z`);
  const feedWallOf = (instant: Date) => wallOf(ICAL.Time.fromJSDate(instant, true).convertToZone(zone));
  const instantOf = (feedWall: string) => {
    const [year, month, day, hour, minute, second] = feedWall.split(/[- :]/).map(Number);
    const time = new ICAL.Time({ year, month, day, hour, minute, second, isDate: false }, zone);
    return formatUtcWall(new Date(time.toUnixTime() * 1000));
  };
  const ours = expandRecurrence({ rule, rdates: [], exdates: [] }, start, { horizon }).instances.map((i) =>
    formatUtcWall(i.start),
  );
  // The feed's walls on a clock without DST (UTC), UNTIL moved to the same clock.
  const feedRule: RecurrenceRule =
    rule.until?.kind === 'instant'
      ? { ...rule, until: { kind: 'instant', utc: feedWallOf(asUtc(rule.until.utc)) } }
      : rule;
  const feedStart: SeriesStart = { wall: wallOf(dtstart), timezone: 'UTC', allDay: false };
  const theirs = expandRecurrence({ rule: feedRule, rdates: [], exdates: [] }, feedStart, {
    horizon: asUtc(feedWallOf(horizon)),
  }).instances.map((i) => instantOf(i.rid));
  return ours.length === theirs.length && ours.every((utc, index) => utc === theirs[index]);
}
