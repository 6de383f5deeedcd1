import type { Config } from '../config';
import { showsOnlineUrl } from '../events/fact-keys';
import { eventPageUrl } from '../events/presenter';
import { dateTimeInWords } from '../lib/date-words';
import { isoWithOffset } from '../lib/dates';
import { isLang, LANGUAGES, type Lang, pickTranslation } from '../lib/languages';
import { type Presentation, presentImage } from '../posts/presenter';
import type { EventRow, LinkedPostRow, TermRow } from '../posts/rows';
import { termPath } from '../posts/term-path';
import { actorUrl, eventObjectUrl, type LocalActor, PUBLIC } from './names';

/**
 * An event as an ActivityPub `Event`, shaped as Mobilizon and Gancio write theirs (and the Event Bridge
 * for ActivityPub writes TEC's): name/content in every language the event has (`nameMap`,
 * `contentMap`), `summary` the "place, date" line Mastodon shows, times with their offset, the venue as
 * a `Place` with a `PostalAddress` (a `VirtualLocation` online), the image with its alternative text,
 * categories and tags as hashtags, `ical:status`. Built only from rows read with an anonymous visitor's
 * visibility (src/federation/events.ts): nothing here decides what may leave.
 */

/** The JSON-LD context of what is sent: ActivityStreams, keys, and the schema.org and iCalendar terms. */
export const EVENT_CONTEXT = [
  'https://www.w3.org/ns/activitystreams',
  'https://w3id.org/security/v1',
  {
    sc: 'http://schema.org#',
    ical: 'http://www.w3.org/2002/12/cal/ical#',
    Hashtag: 'as:Hashtag',
    PostalAddress: 'sc:PostalAddress',
    address: { '@id': 'sc:address', '@type': 'sc:PostalAddress' },
    addressCountry: 'sc:addressCountry',
    addressLocality: 'sc:addressLocality',
    addressRegion: 'sc:addressRegion',
    postalCode: 'sc:postalCode',
    streetAddress: 'sc:streetAddress',
    VirtualLocation: 'sc:VirtualLocation',
    inLanguage: 'sc:inLanguage',
    timezone: { '@id': 'mz:timezone', '@type': 'sc:Text' },
    mz: 'https://joinmobilizon.org/ns#',
    commentsEnabled: { '@id': 'pt:commentsEnabled', '@type': 'sc:Boolean' },
    pt: 'https://joinpeertube.org/ns#',
  },
];

const ICAL_STATUS: Record<EventRow['event_status'], string> = {
  scheduled: 'CONFIRMED',
  rescheduled: 'CONFIRMED',
  moved_online: 'CONFIRMED',
  postponed: 'TENTATIVE',
  cancelled: 'CANCELLED',
};

const instantOf = (utcWall: string) => new Date(`${utcWall.replace(' ', 'T')}Z`);
const isoUtc = (utcWall: string) => `${utcWall.replace(' ', 'T')}Z`;

/** How what is sent is addressed: the site's pages and its origin, in the site's language. */
export function federationPresentation(config: Config, origin: string): Presentation {
  return {
    origin,
    apiRoot: `${origin}/site/events/v1`,
    siteUrl: config.publicSiteUrl ?? origin,
    host: new URL(origin).hostname,
    lang: config.defaultLanguage,
    defaultLang: config.defaultLanguage,
    siteTimezone: config.siteTimezone,
    currency: { symbol: config.currencySymbol, position: config.currencyPosition },
    currencyCode: config.currencyCode,
    single: false,
  };
}

/** `#Jazz`, `#MúsicaEnDirecto`: a hashtag Mastodon links (letters, digits and `_`), words capitalised. */
export function hashtagName(name: string) {
  const words = name
    .normalize('NFC')
    .split(/[^\p{L}\p{N}_]+/u)
    .filter(Boolean);
  const joined = words.map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1)).join('');
  return `#${joined}`;
}

function hashtag(term: TermRow, p: Presentation) {
  const text = pickTranslation(term.texts, p.defaultLang, p.defaultLang);
  if (!text) return null;
  const name = hashtagName(text.name);
  if (name === '#') return null;
  const path =
    term.taxonomy === 'tribe_events_cat'
      ? `category/${termPath(term, p.defaultLang, p.defaultLang).join('/')}`
      : `tag/${text.slug}`;
  return { type: 'Hashtag', name, href: `${p.siteUrl}/events/${path}/` };
}

function place(venue: LinkedPostRow, p: Presentation) {
  const text = pickTranslation(venue.texts, p.defaultLang, p.defaultLang);
  const address: Record<string, string> = { type: 'PostalAddress' };
  if (text?.address) address.streetAddress = text.address;
  if (text?.city) address.addressLocality = text.city;
  if (venue.zip) address.postalCode = venue.zip;
  const region = venue.province || venue.state || venue.stateprovince;
  if (region) address.addressRegion = region;
  if (venue.country) address.addressCountry = venue.country;
  return {
    type: 'Place',
    name: text?.title ?? '',
    address,
    ...(venue.geo_lat !== null && venue.geo_lng !== null
      ? { latitude: venue.geo_lat, longitude: venue.geo_lng }
      : {}),
  };
}

/** The languages of the event's texts, in the site's order of languages. */
const languagesOf = (row: EventRow): Lang[] =>
  LANGUAGES.filter((lang) => row.texts.some((t) => t.lang === lang && t.title !== ''));

export interface EventObjectOptions {
  origin: string;
  actor: LocalActor;
  config: Config;
  now?: number;
}

export function eventObject(row: EventRow, { origin, actor, config, now = Date.now() }: EventObjectOptions) {
  const p = federationPresentation(config, origin);
  const main = pickTranslation(row.texts, p.defaultLang, p.defaultLang)!;
  const tz = row.timezone ?? p.siteTimezone;
  const venues = row.links.filter((link) => link.role === 'venue');
  const venue = venues[0];
  const languages = languagesOf(row);
  const summaryIn = (lang: Lang) => {
    const name = venue ? (pickTranslation(venue.texts, lang, p.defaultLang)?.title ?? '') : '';
    return [name, dateTimeInWords(row.start_local!, lang)].filter(Boolean).join(', ');
  };
  const online = row.attendance_mode !== 'offline';
  const onlineUrl = online && row.online_url && showsOnlineUrl(row, null, now) ? row.online_url : null;
  const locations: Record<string, unknown>[] = [];
  if (venue && row.attendance_mode !== 'online') locations.push(place(venue, p));
  if (online) {
    locations.push({ type: 'VirtualLocation', url: onlineUrl ?? eventPageUrl(row, main.slug, p) });
  }
  const image = presentImage(row, p);
  const alt = row.image
    ? (pickTranslation(
        Object.entries(row.image.alt ?? {}).map(([lang, text]) => ({ lang, text })),
        p.defaultLang,
        p.defaultLang,
      )?.text ?? '')
    : '';
  const heldIn = parseLanguages(row.event_languages);
  const url = eventPageUrl(row, main.slug, p);
  const object: Record<string, unknown> = {
    id: eventObjectUrl(origin, row.id),
    type: 'Event',
    name: main.title,
    nameMap: Object.fromEntries(
      languages.map((lang) => [lang, row.texts.find((t) => t.lang === lang)!.title]),
    ),
    summary: summaryIn(p.defaultLang),
    summaryMap: Object.fromEntries(languages.map((lang) => [lang, summaryIn(lang)])),
    content: main.description,
    contentMap: Object.fromEntries(
      languages.map((lang) => [lang, row.texts.find((t) => t.lang === lang)!.description]),
    ),
    mediaType: 'text/html',
    startTime: isoWithOffset(instantOf(row.start_utc!), tz),
    endTime: isoWithOffset(instantOf(row.end_utc!), tz),
    timezone: tz,
    url,
    inLanguage: heldIn.length > 0 ? heldIn : [isLang(main.lang) ? main.lang : p.defaultLang],
    'ical:status': ICAL_STATUS[row.event_status] ?? 'CONFIRMED',
    published: isoUtc(row.published_utc),
    updated: isoUtc(row.modified_utc),
    attributedTo: actorUrl(origin, actor),
    to: [PUBLIC],
    cc: [`${actorUrl(origin, actor)}/followers`],
    commentsEnabled: false,
    tag: row.terms.map((term) => hashtag(term, p)).filter((tag) => tag !== null),
  };
  if (locations.length === 1) object.location = locations[0];
  else if (locations.length > 1) object.location = locations;
  if (image) {
    object.attachment = [
      {
        type: 'Document',
        mediaType: row.image?.mime || mimeOf(image.url),
        url: image.url,
        ...(alt ? { name: alt } : {}),
        ...(image.width ? { width: image.width, height: image.height } : {}),
      },
    ];
  }
  return object;
}

function parseLanguages(json: string | null): string[] {
  if (!json) return [];
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const mimeOf = (url: string) => {
  const ext = url.split('?')[0]!.split('.').pop()?.toLowerCase();
  if (ext === 'png') return 'image/png';
  if (ext === 'webp') return 'image/webp';
  if (ext === 'avif') return 'image/avif';
  if (ext === 'gif') return 'image/gif';
  return 'image/jpeg';
};

/** A removed event, as Mastodon and Mobilizon send one in a Delete. */
export const tombstone = (origin: string, eventId: number) => ({
  id: eventObjectUrl(origin, eventId),
  type: 'Tombstone',
  formerType: 'Event',
});
