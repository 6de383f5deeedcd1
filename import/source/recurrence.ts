/**
 * Recurring iCalendar events (RRULE, RDATE, EXDATE, and instances moved or changed by RECURRENCE-ID),
 * expanded with ical.js into their occurrences within a window. Kept in this one module: the series of
 * series.md will take the rule itself instead of its expansion, and only this changes.
 */
import type ICAL from 'ical.js';

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
    const status = details.item.component.getFirstPropertyValue('status');
    if (typeof status === 'string' && status.toUpperCase() === 'CANCELLED') continue;
    occurrences.push({
      recurrenceId: details.recurrenceId.toString(),
      start: details.startDate,
      end: details.endDate,
      item: details.item,
    });
  }
  return { occurrences, truncated };
}
