import { textIn } from '../events/fact-keys';
import { eventPageUrl } from '../events/presenter';
import { type EventStatus, ONLINE_LABEL, STATUS_LABELS } from '../lib/event-facts';
import { htmlToText } from '../lib/html';
import type { Lang } from '../lib/languages';
import { pickTranslation } from '../lib/languages';
import { type Presentation, textOf } from '../posts/presenter';
import type { EventRow, PostRow } from '../posts/rows';
import type { IcsCalendar, IcsEvent, IcsWhen } from './ics';

/** The calendar's name in each content language (`NAME`, `X-WR-CALNAME`), followed by the host. */
export const CALENDAR_NAME: Readonly<Record<Lang, string>> = {
  eu: 'Ekitaldiak',
  ca: 'Esdeveniments',
  en: 'Events',
  gl: 'Eventos',
  es: 'Eventos',
};

/**
 * A DESCRIPTION holds at most this many characters of the description's text (then `…`; the URL
 * leads to the whole page): a feed page of 500 events stays a few megabytes at most, however long
 * the descriptions writers send.
 */
export const DESCRIPTION_MAX_CHARS = 4000;

/** How much of a description's HTML the feed reads to make those 4000 characters (markup included). */
export const DESCRIPTION_HTML_CHARS = 12_000;

/** Clients are told to fetch a subscribed feed again after this long. */
export const FEED_REFRESH_SECONDS = 3600;

/**
 * SEQUENCE is the event's own `modified_utc` in seconds from this instant (2020-01-01T00:00:00Z):
 * every write to an event sets `modified_utc` to its time, so the number only grows, and it fits
 * iCalendar's 32-bit integer until 2088.
 */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

const instantOf = (utcWall: string) => new Date(`${utcWall.replace(' ', 'T')}Z`);

/** The host event UIDs are scoped to: the public site's when configured, so UIDs survive API moves. */
export const uidHost = (p: Presentation) => new URL(p.siteUrl).hostname;

/**
 * The calendar's head. No `SOURCE`: the body is cached under the canonical query, so it may not
 * depend on how the request URL was spelled, and the canonical one pins the default window's days.
 */
export function calendarOf(p: Presentation): IcsCalendar {
  return {
    prodId: `-//events-calendar-edge//site/events/v1//${p.lang.toUpperCase()}`,
    name: `${CALENDAR_NAME[p.lang]} · ${uidHost(p)}`,
    language: p.lang,
    refreshSeconds: FEED_REFRESH_SECONDS,
  };
}

/**
 * The head of a file holding one event (add to calendar): no name and no refresh interval, so calendar
 * apps import the event into a calendar of the reader's choice instead of making a calendar of it.
 */
export const singleEventCalendarOf = (p: Presentation): IcsCalendar => ({
  prodId: calendarOf(p).prodId,
  language: p.lang,
});

/** "Name, street, 48001 City, Province, Country", without the parts a venue lacks. */
function locationOf(venue: PostRow, p: Presentation): string {
  const text = textOf(venue, p);
  const place = [venue.zip, text.city].filter(Boolean).join(' ');
  const region = venue.stateprovince || venue.province || venue.state;
  const parts = [text.title, text.address, place, region !== text.city ? region : '', venue.country];
  return parts
    .map((part) => part.trim())
    .filter((part, i, all) => part !== '' && all.indexOf(part) === i)
    .join(', ');
}

/**
 * The latest change to what the entry shows: the event's, or one of its venues' or organizers'
 * (a venue that moves changes LOCATION and GEO without touching the event).
 */
function lastModified(row: EventRow, shown: readonly PostRow[]): Date {
  // UTC walls sort as text.
  return instantOf([row.modified_utc, ...shown.map((post) => post.modified_utc)].sort().at(-1)!);
}

function whenOf(row: EventRow, locked: boolean): IcsWhen {
  // A locked event's `all_day` is one of its protected fields (null in lists): it shows as times.
  if (row.all_day && !locked) return { kind: 'days', first: row.start_local!, last: row.end_local! };
  return { kind: 'timed', start: instantOf(row.start_utc!), end: instantOf(row.end_utc!) };
}

/**
 * The text of a description, from at most its first `DESCRIPTION_HTML_CHARS` characters (all a feed
 * reads of it), so a single event's file shows what the feed shows.
 */
function descriptionOf(html: string): string | undefined {
  const cut = html.length >= DESCRIPTION_HTML_CHARS;
  const start = cut ? html.slice(0, DESCRIPTION_HTML_CHARS) : html;
  return htmlToText(start, DESCRIPTION_MAX_CHARS, { cutInput: cut }) || undefined;
}

/** RFC 5545's `STATUS` of an event: a postponed one has no sure date, a cancelled one is struck through. */
const ICS_STATUS: Record<EventStatus, IcsEvent['status']> = {
  scheduled: undefined,
  cancelled: 'CANCELLED',
  postponed: 'TENTATIVE',
  rescheduled: 'CONFIRMED',
  moved_online: 'CONFIRMED',
};

/**
 * What the DESCRIPTION says first: that the event is not as announced, and why ("Cancelled: The soloist
 * is ill."); then where to attend online, for clients that read no `CONFERENCE`.
 */
function factsText(row: EventRow, p: Presentation, onlineUrl: string | null): string[] {
  const lines: string[] = [];
  if (row.event_status !== 'scheduled') {
    const reason = textIn(row.event_status_reason, p);
    lines.push(`${STATUS_LABELS[p.lang][row.event_status]}${reason ? `: ${reason}` : ''}`);
  }
  if (onlineUrl) lines.push(`${ONLINE_LABEL[p.lang]}: ${onlineUrl}`);
  return lines;
}

/**
 * An event as a VEVENT, in the content language. A password-protected event (`locked`) shows what
 * lists show of it: its title, dates and page, whether it is still on, nothing of its protected fields.
 * `onlineUrl`: whether the reader sees its online address now (src/events/fact-keys.ts).
 */
export function eventEntry(row: EventRow, p: Presentation, locked: boolean, onlineUrl = false): IcsEvent {
  const text = textOf(row, p);
  const conference = !locked && onlineUrl && row.online_url ? row.online_url : null;
  const description = [
    ...factsText(row, p, conference),
    ...(locked ? [] : [descriptionOf(text.description || text.excerpt) ?? '']),
  ]
    .filter((part) => part !== '')
    .join('\n\n');
  const venues = locked ? [] : row.links.filter((link) => link.role === 'venue');
  const organizers = locked ? [] : row.links.filter((link) => link.role === 'organizer');
  const modified = lastModified(row, [...venues, ...organizers]);
  const geoVenue = venues.find((v) => v.geo_lat !== null && v.geo_lng !== null);
  const organizer = organizers.find((o) => o.email !== '');
  const categories = locked
    ? []
    : row.terms
        .filter((term) => term.taxonomy === 'tribe_events_cat')
        .map((term) => pickTranslation(term.texts, p.lang, p.defaultLang)?.name ?? '');
  return {
    uid: `event-${row.id}@${uidHost(p)}`,
    modified,
    sequence: Math.floor((instantOf(row.modified_utc).getTime() - SEQUENCE_EPOCH_MS) / 1000),
    when: whenOf(row, locked),
    summary: text.title,
    description: description || undefined,
    location: venues.map((venue) => locationOf(venue, p)).join('; ') || undefined,
    geo: geoVenue ? { lat: geoVenue.geo_lat!, lng: geoVenue.geo_lng! } : undefined,
    // The event's own page, as its JSON's `url`: an occurrence's is `/event/{slug}/{YYYY-MM-DD}/`.
    url: eventPageUrl(row, text.slug, p),
    categories,
    organizer: organizer ? { name: textOf(organizer, p).title, email: organizer.email } : undefined,
    status: ICS_STATUS[row.event_status],
    conference: conference ?? undefined,
    language: text.lang || p.lang,
  };
}
