/**
 * The `ical` kind: any RFC 5545 feed (Google Calendar's and Outlook's public addresses, another TEC site's
 * `?ical=1`), read whole in one page by the importer's own reader (ics.ts): recurring events as series,
 * RECURRENCE-ID overrides as their occurrences, each event's `uid` its UID (+ RECURRENCE-ID). Loaded on
 * first use (readers.ts): it brings ical.js.
 */
import { readIcs } from './ics';
import { finishSet, notExpected, shapeOfText } from './read-common';
import type { CalendarReader } from './reader';

/** How far ahead a run reads recurring events unless the run says (the series' horizon, config). */
export const DEFAULT_HORIZON_MONTHS = 24;

export const icalReader: CalendarReader = {
  kind: 'ical',
  firstRequest: (context) => ({
    url: context.sourceUrl.replace(/^webcal:/i, 'https:'),
    headers: { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1' },
  }),
  readPage(page, context) {
    if (shapeOfText(page.text) !== 'ical')
      throw notExpected(
        page,
        'an iCalendar feed',
        "Give the calendar's iCal address (Google Calendar: the calendar's settings, “Public address in iCal format”; Outlook: “Publish a calendar”, the ICS link).",
      );
    const set = readIcs(page.text, {
      location: page.url,
      defaultTimezone: context.timezone,
      windowMonths: context.horizonMonths ?? DEFAULT_HORIZON_MONTHS,
      now: context.now,
      endedBefore: context.now,
      maxEvents: context.maxEvents,
      maxOccurrences: context.maxOccurrences,
    });
    set.allIds = undefined;
    // Named by the address given (as `--from-ics` names it), not where redirects led.
    set.site.origin = `ics:${context.sourceUrl}`;
    return { set: finishSet(set, context), next: null };
  },
};
