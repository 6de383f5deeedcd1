import type { Caller } from '../lib/caller';
import { type CurrencyDefaults, formatCost } from '../lib/cost-format';
import { dateDetails, timeZoneAbbr } from '../lib/dates';
import type { Lang } from '../lib/languages';
import { memoized } from '../lib/memo';
import { presentOrganizer } from '../organizers/presenter';
import {
  globalIds,
  languageKeys,
  type Presentation,
  postDates,
  presentImage,
  restUrlOf,
  textOf,
} from '../posts/presenter';
import type { EventRow, LinkedPostRow } from '../posts/rows';
import { readsProtectedFields } from '../posts/visibility';
import { presentEmbeddedTerm } from '../terms/presenter';
import { presentVenue } from '../venues/presenter';
import { factKeys, showsOnlineUrl } from './fact-keys';
import { eventJsonLd } from './json-ld';
import type { SeriesDetails } from './series-details';
import { seriesKeys } from './series-keys';

/** The word shown as `cost` for free events, per content language. */
export const FREE_LABEL: Record<Lang, string> = {
  eu: 'Doako',
  ca: 'Gratuït',
  en: 'Free',
  gl: 'De balde',
  es: 'Gratis',
};

const instantOf = (utcWall: string) => new Date(`${utcWall.replace(' ', 'T')}Z`);

/** The same few costs come back on every page: formatted once per text, currency and language (short ones). */
const costMemo = memoized((key) => {
  const [free, cost, defaults, symbol, code, position] = JSON.parse(key) as [
    string,
    string,
    CurrencyDefaults,
    string | null,
    string | null,
    string | null,
  ];
  return formatCost(cost, free, { symbol, code, position }, defaults);
});

/** The event's `cost` and `cost_details` in the content language, as TEC formats them. */
function costOf(row: EventRow, cost: string, p: Presentation) {
  const free = FREE_LABEL[p.lang];
  const meta = { symbol: row.currency_symbol, code: row.currency_code, position: row.currency_position };
  if (cost.length > 200) return formatCost(cost, free, meta, p.currency);
  return costMemo(JSON.stringify([free, cost, p.currency, meta.symbol, meta.code, meta.position]));
}

const venuesOf = (row: EventRow) => row.links.filter((link) => link.role === 'venue');
const organizersOf = (row: EventRow) => row.links.filter((link) => link.role === 'organizer');

/** TEC shows one venue as an object, several as an array, none as `[]`. */
function venueField(venues: LinkedPostRow[], p: Presentation) {
  const shown = venues.map((venue) => presentVenue(venue, p));
  return shown.length === 1 ? shown[0] : shown;
}

/** An event's public page; an occurrence's is its series' page on its date, as TEC Pro addresses them. */
export const eventPageUrl = (row: Pick<EventRow, 'kind' | 'recurrence_id'>, slug: string, p: Presentation) =>
  `${p.siteUrl}/event/${slug}/${row.kind === 'event' && row.recurrence_id ? `${row.recurrence_id.slice(0, 10)}/` : ''}`;

/**
 * An event as lists (and the change feed) show it: a password-protected one with its protected fields
 * blanked, unless the caller may read them (src/posts/visibility.ts).
 */
export const presentListedEvent = (row: EventRow, p: Presentation, caller: Caller) =>
  presentEvent(row, p, {
    locked: !readsProtectedFields(caller, row),
    onlineUrl: showsOnlineUrl(row, caller),
  });

/**
 * An event in TEC's shape, key for key. `locked` is a password-protected event shown without its
 * password: it appears with its protected fields blanked. `onlineUrl`: whether the caller sees its online
 * address now (`showsOnlineUrl`; by default, as an anonymous visitor does).
 */
export function presentEvent(
  row: EventRow,
  p: Presentation,
  options: { locked?: boolean; series?: SeriesDetails; onlineUrl?: boolean } = {},
) {
  const text = textOf(row, p);
  const tz = row.timezone ?? 'UTC';
  const start = instantOf(row.start_utc!);
  const url = eventPageUrl(row, text.slug, p);
  const cost = costOf(row, text.cost, p);
  const locked = options.locked === true;
  const onlineUrl = options.onlineUrl ?? showsOnlineUrl(row, null);
  const blankCost = { currency_symbol: '', currency_code: '', currency_position: '', values: [] };
  return {
    id: row.id,
    ...globalIds(p, row),
    author: String(row.author_id),
    status: row.status,
    ...postDates(row, p),
    url,
    rest_url: restUrlOf(p, 'event', row.id),
    title: text.title,
    description: locked ? '' : text.description,
    excerpt: locked ? '' : text.excerpt,
    slug: text.slug,
    image: locked ? false : presentImage(row, p),
    all_day: locked ? null : Boolean(row.all_day),
    start_date: row.start_local!,
    start_date_details: dateDetails(row.start_local!),
    end_date: row.end_local!,
    end_date_details: dateDetails(row.end_local!),
    utc_start_date: row.start_utc!,
    utc_start_date_details: dateDetails(row.start_utc!),
    utc_end_date: row.end_utc!,
    utc_end_date_details: dateDetails(row.end_utc!),
    timezone: tz,
    timezone_abbr: timeZoneAbbr(start, tz),
    cost: locked ? '' : cost.cost,
    cost_details: locked ? blankCost : cost.details,
    website: locked ? '' : row.website,
    show_map: locked ? null : Boolean(row.show_map),
    show_map_link: locked ? null : Boolean(row.show_map_link),
    hide_from_listings: locked ? null : Boolean(row.hide_from_listings),
    sticky: locked ? null : Boolean(row.sticky),
    featured: locked ? null : Boolean(row.featured),
    categories: locked
      ? []
      : row.terms.filter((t) => t.taxonomy === 'tribe_events_cat').map((t) => presentEmbeddedTerm(t, p)),
    tags: locked
      ? []
      : row.terms.filter((t) => t.taxonomy === 'post_tag').map((t) => presentEmbeddedTerm(t, p)),
    venue: locked ? [] : venueField(venuesOf(row), p),
    organizer: locked ? [] : organizersOf(row).map((o) => presentOrganizer(o, p)),
    custom_fields: [],
    ...(p.single && !locked ? { json_ld: eventJsonLd(row, p, { url, cost, onlineUrl }) } : {}),
    // The extension block (API.md §2.1): our writable fields, readable on every event.
    ticketed: Boolean(row.ticketed),
    post_parent: row.post_parent,
    ...seriesKeys(row, p, locked ? undefined : options.series),
    ...factKeys(row, p, { locked, onlineUrl }),
    ...languageKeys(row.texts, text.lang, p, `events/${row.id}`),
  };
}
