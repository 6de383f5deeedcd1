import { dateInWords } from '../../lib/date-words';
import { zonedWallOfUtcWall } from '../../lib/dates';
import type { Lang } from '../../lib/languages';
import { escapeHtml } from '../../lib/sanitize-html';
import { type EventRecord, link, type VenueRecord } from '../parts';
import { whenHtml } from '../when';
import { type Looks, looksOf } from './badges';
import { CALENDAR_STRINGS, monthInWords } from './strings';

/**
 * The list view and the day view: the events as the widget lists them (title linked to the event's
 * page, when in words, the venue), the list grouped by month as TEC groups it.
 */

const venueNames = (event: EventRecord) =>
  (Array.isArray(event.venue) ? event.venue : [event.venue])
    .map((venue) => (venue as VenueRecord | undefined)?.venue)
    .filter((name): name is string => typeof name === 'string' && name !== '')
    .join(' · ');

/** One event of a list: its title linked to its page, when it happens, where. */
export function eventItem(event: EventRecord, lang: Lang, looks?: Looks): string {
  const venue = venueNames(event);
  const { badge, className } = looksOf(event, lang, looks);
  return `<li${className}>${link(event.url, event.title)}${badge ? `<p class="status">${badge}</p>` : ''}<p class="when">${whenHtml(event, lang)}</p>${
    venue ? `<p class="venue">${escapeHtml(venue)}</p>` : ''
  }</li>`;
}

/**
 * The events grouped by the month they start in, each group under its heading. The list is in the
 * order of their start instants: the months are the site's (an event of another zone may start in the
 * site's next month on its own last day).
 */
export function listHtml(events: EventRecord[], lang: Lang, siteTimezone: string, looks?: Looks): string {
  if (events.length === 0) return `<p class="empty">${escapeHtml(CALENDAR_STRINGS[lang].noEvents)}</p>`;
  const groups: Array<{ month: string; items: string[] }> = [];
  for (const event of events) {
    const month = zonedWallOfUtcWall(event.utc_start_date, siteTimezone).slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.items.push(eventItem(event, lang, looks));
    else groups.push({ month, items: [eventItem(event, lang)] });
  }
  return groups
    .map(
      ({ month, items }) =>
        `<section aria-labelledby="m-${month}"><h2 id="m-${month}">${escapeHtml(monthInWords(month, lang))}</h2><ul class="events">${items.join('')}</ul></section>`,
    )
    .join('\n');
}

/** The events of one day, in the order they start. */
export function dayHtml(events: EventRecord[], day: string, lang: Lang, looks?: Looks): string {
  if (events.length === 0) return `<p class="empty">${escapeHtml(CALENDAR_STRINGS[lang].noEventsDay)}</p>`;
  return `<ul class="events" aria-label="${escapeHtml(dateInWords(day, lang))}">${events.map((event) => eventItem(event, lang, looks)).join('')}</ul>`;
}
