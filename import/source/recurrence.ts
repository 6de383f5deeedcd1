/**
 * Recurring iCalendar events (RRULE, RDATE, EXDATE, and instances moved or changed by RECURRENCE-ID).
 * A master whose rule our series support becomes a series (its lines read here, in the series' zone);
 * the others are expanded with ical.js into separate occurrences within a window (`expandRecurring`).
 */
import ICAL from 'ical.js';
import { formatUtcWall, zonedWallToUtc } from '../../src/lib/dates';
import type { Instance } from '../../src/lib/recurrence/expand';
import { formatRecurrence, parseRecurrence, utcText } from '../../src/lib/recurrence/parse';
import { type Recurrence, RecurrenceError, type SeriesStart } from '../../src/lib/recurrence/rule';
import { seriesWallOf } from './ics-time';

export interface Occurrence {
  /** The original start of the instance (RECURRENCE-ID), as ical.js writes it: the identity of re-imports. */
  recurrenceId: string;
  start: ICAL.Time;
  end: ICAL.Time;
  /** The VEVENT that describes this instance: the master, or the override of that instance. */
  item: ICAL.Event;
}

export interface Expansion {
  occurrences: Occurrence[];
  /** True when the window or the cap cut the series short. */
  truncated: boolean;
}

/** At most this many occurrences of one series (as series.md caps a series). */
export const MAX_OCCURRENCES = 1000;

export const isCancelled = (event: ICAL.Event) =>
  String(event.component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

/**
 * The occurrences of `master` (with its `overrides`) that start before `until`; cancelled instances
 * (STATUS:CANCELLED on the override) are left out.
 */
export function expandRecurring(master: ICAL.Event, overrides: ICAL.Event[], until: ICAL.Time): Expansion {
  for (const override of overrides) master.relateException(override);
  const iterator = master.iterator();
  const occurrences: Occurrence[] = [];
  let truncated = false;
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (next.compare(until) >= 0) {
      truncated = true;
      break;
    }
    if (occurrences.length >= MAX_OCCURRENCES) {
      truncated = true;
      break;
    }
    const details = master.getOccurrenceDetails(next);
    if (isCancelled(details.item)) continue;
    occurrences.push({
      recurrenceId: details.recurrenceId.toString(),
      start: details.startDate,
      end: details.endDate,
      item: details.item,
    });
  }
  return { occurrences, truncated };
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
 * Whether ical.js finds the same instants for the master's RRULE as our engine does (`ours`: the rule
 * alone, without RDATE and EXDATE, which are plain dates read by `seriesWallOf`), up to `horizon` for
 * an endless rule (null for a finite one) or our cap of 1000. `instantOf` gives a feed time's UTC wall.
 */
export function sameRuleInstants(
  master: ICAL.Event,
  ours: readonly Instance[],
  instantOf: (time: ICAL.Time) => string,
  horizon: Date | null,
): boolean {
  const component = ICAL.Component.fromString(master.component.toString());
  component.removeAllProperties('rdate');
  component.removeAllProperties('exdate');
  const iterator = new ICAL.Event(component).iterator();
  const limit = horizon ? formatUtcWall(horizon) : null;
  let index = 0;
  for (let next = iterator.next(); next; next = iterator.next()) {
    const instant = instantOf(next);
    if (limit !== null && instant > limit) break;
    if (index === ours.length && index >= MAX_OCCURRENCES) break;
    const expected = ours[index];
    if (!expected || formatUtcWall(expected.start) !== instant) return false;
    index += 1;
  }
  return index === ours.length;
}
