import { blankPost, type SourcePost, type SourceSet, type SourceTerm } from '../calendars/model';
import { formatUtcWall, isValidTimeZone, utcToZonedWall } from '../lib/dates';
import { isLang, type Lang } from '../lib/languages';
import { idOf } from './names';

/**
 * A remote `Event` (as Gancio, Mobilizon, Mastodon's or our own actors write it) read into the importer's
 * model (src/calendars/model.ts): one event post, its venue when it has a `Place`, its hashtags as tags.
 * Always a draft: what comes from another calendar waits for an editor. Pure, and bounded: long texts are
 * cut, at most 20 tags.
 */

const MAX_TITLE = 300;
const MAX_CONTENT = 100_000;
const MAX_TAGS = 20;

type Json = Record<string, unknown>;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');

/** A number from a text (FNV-1a, 31 bits): the model's ids are numbers; the object's id stays in `uid`. */
export function idFromText(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash & 0x7fffffff || 1;
}

/** The text of a property in `lang`, from its `…Map` first (a map's first language otherwise). */
function localized(
  object: Json,
  key: string,
  lang: Lang,
  max: number,
): { text: string; lang: string | null } {
  const map = object[`${key}Map`];
  if (map && typeof map === 'object' && !Array.isArray(map)) {
    const entries = Object.entries(map as Record<string, unknown>).filter(([, v]) => typeof v === 'string');
    const picked = entries.find(([l]) => l === lang) ?? entries[0];
    if (picked) return { text: (picked[1] as string).slice(0, max), lang: picked[0] };
  }
  return { text: text(object[key], max), lang: null };
}

function instant(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms) : null;
}

function placeOf(location: unknown): Json | null {
  const list = Array.isArray(location) ? location : [location];
  const place = list.find((l) => l && typeof l === 'object' && (l as Json).type === 'Place');
  return (place as Json | undefined) ?? null;
}

function onlineOf(location: unknown): string {
  const list = Array.isArray(location) ? location : [location];
  const online = list.find((l) => l && typeof l === 'object' && (l as Json).type === 'VirtualLocation') as
    | Json
    | undefined;
  return online ? text(idOf(online.url) ?? '', 2000) : '';
}

const ICAL_TO_STATUS: Record<string, 'scheduled' | 'cancelled' | 'postponed'> = {
  CONFIRMED: 'scheduled',
  CANCELLED: 'cancelled',
  TENTATIVE: 'postponed',
};

export interface InboundContext {
  /** The actor that sent it (the site of the SourceSet). */
  actor: string;
  siteTimezone: string;
  defaultLang: Lang;
}

/** The Event `object` (fetched from its origin) as a SourceSet; null when it is no usable Event. */
export function eventToSourceSet(object: Json, ctx: InboundContext): SourceSet | null {
  const id = idOf(object.id);
  if (!id || object.type !== 'Event') return null;
  const start = instant(object.startTime);
  const end = instant(object.endTime) ?? start;
  if (!start || !end) return null;
  const name = localized(object, 'name', ctx.defaultLang, MAX_TITLE);
  if (name.text.trim() === '') return null;
  const content = localized(object, 'content', ctx.defaultLang, MAX_CONTENT);
  const zone =
    typeof object.timezone === 'string' && isValidTimeZone(object.timezone)
      ? object.timezone
      : ctx.siteTimezone;
  const postId = idFromText(id);
  const place = placeOf(object.location);
  // Mobilizon writes a PostalAddress; Gancio the address as one line of text.
  const address = (
    place?.address && typeof place.address === 'object'
      ? place.address
      : { streetAddress: typeof place?.address === 'string' ? place.address : '' }
  ) as Json;
  const venue: SourcePost | null = place
    ? {
        kind: 'venue',
        id: idFromText(`${id}#place`),
        ...blankPost(),
        status: 'draft',
        dateLocal: formatUtcWall(start),
        dateUtc: null,
        modifiedUtc: formatUtcWall(new Date()),
        title: text(place.name, MAX_TITLE),
        venue: {
          address: text(address.streetAddress, 300),
          city: text(address.addressLocality, 200),
          country: text(address.addressCountry, 100),
          province: text(address.addressRegion, 100),
          state: '',
          zip: text(address.postalCode, 20),
          phone: '',
          website: '',
          stateprovince: '',
          lat: typeof place.latitude === 'number' ? place.latitude : null,
          lng: typeof place.longitude === 'number' ? place.longitude : null,
          showMap: true,
          showMapLink: true,
        },
      }
    : null;
  const tags: SourceTerm[] = (Array.isArray(object.tag) ? object.tag : [])
    .filter((t): t is Json => !!t && typeof t === 'object' && (t as Json).type === 'Hashtag')
    .slice(0, MAX_TAGS)
    .map((t) => text(t.name, 100).replace(/^#/, ''))
    .filter((tagName) => tagName !== '')
    .map((tagName) => ({
      id: idFromText(`tag:${tagName.toLowerCase()}`),
      taxonomy: 'post_tag' as const,
      parent: 0,
      name: tagName,
      slug: '',
      description: '',
      permalink: '',
      uid: tagName.toLowerCase(),
    }));
  const attachment = (Array.isArray(object.attachment) ? object.attachment : [object.attachment]).find(
    (a) => a && typeof a === 'object' && /^image\//.test(String((a as Json).mediaType ?? 'image/')),
  ) as Json | undefined;
  const imageUrl = attachment ? idOf(attachment.url) : null;
  const online = onlineOf(object.location);
  const status = ICAL_TO_STATUS[String(object['ical:status'] ?? 'CONFIRMED').toUpperCase()] ?? 'scheduled';
  const lang = name.lang ?? (Array.isArray(object.inLanguage) ? object.inLanguage[0] : object.inLanguage);
  const url = idOf(object.url) ?? id;
  const event: SourcePost = {
    kind: 'event',
    id: postId,
    authorId: 0,
    status: 'draft',
    dateLocal: formatUtcWall(start),
    dateUtc: null,
    modifiedUtc: formatUtcWall(instant(object.updated) ?? new Date()),
    password: '',
    title: name.text,
    content: content.text,
    excerpt: '',
    slug: '',
    permalink: text(url, 2000),
    globalIdLineage: [],
    image: imageUrl && /^https:\/\//.test(imageUrl) ? { url: imageUrl.slice(0, 2000) } : null,
    termIds: tags.map((t) => t.id),
    lang: typeof lang === 'string' && isLang(lang) ? lang : ctx.defaultLang,
    uid: id,
    event: {
      allDay: false,
      startLocal: utcToZonedWall(start, zone),
      endLocal: utcToZonedWall(end, zone),
      startUtc: formatUtcWall(start),
      endUtc: formatUtcWall(end),
      timezone: zone,
      cost: '',
      currency: null,
      website: text(url, 2000),
      showMap: true,
      showMapLink: true,
      hideFromListings: false,
      sticky: false,
      featured: false,
      venueIds: venue ? [venue.id] : [],
      organizerIds: [],
      postParent: 0,
      facts: {
        status,
        reason: '',
        attendanceMode: online ? (venue ? 'mixed' : 'online') : 'offline',
        onlineUrl: online,
        onlineUrlVisibleBefore: null,
        onlyForSignedIn: false,
      },
    },
  };
  return {
    site: { origin: ctx.actor, name: '', language: ctx.defaultLang, timezone: zone },
    posts: venue ? [event, venue] : [event],
    terms: tags,
    users: [],
    images: [],
    problems: [],
    totals: { event: 1 },
  };
}
