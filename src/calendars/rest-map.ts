/**
 * TEC's REST answers (`/wp-json/tribe/events/v1`, and wp/v2's raw fields when the importer has them) as
 * source records: each field from the API that has it best (docs/import.md, "Where each field comes
 * from"). Pure; the importer's whole-site reading (import/source/rest-map.ts) and the `tec` and `site`
 * readers (tec.ts) share it.
 */

import { ROLES, type Role, STATUSES, type Status } from '../db/schema';
import { readCost } from '../lib/cost';
import { formatUtcWall, zonedWallToUtc } from '../lib/dates';
import { decodeEntities } from '../lib/html-entities';
import { eventFacts } from './event-facts';
import type { ImageRef, SourceEventFields, SourceImage, SourcePost, SourceTerm, SourceUser } from './model';
import { displayedToText, withoutBlockMarkup, wpDate } from './text';

// biome-ignore lint/suspicious/noExplicitAny: TEC's answers, read field by field.
export type Json = any;

/** The ids of a linked field (`venue`, `organizer`): one object or a list of them. */
export function linkedIds(field: Json): number[] {
  if (Array.isArray(field)) return field.map((v) => Number(v?.id)).filter((id) => id > 0);
  return field && typeof field === 'object' && Number(field.id) > 0 ? [Number(field.id)] : [];
}

const ZERO_DATE = '0000-00-00 00:00:00';
const statusOf = (value: unknown): Status | null =>
  (STATUSES as readonly string[]).includes(value as string) ? (value as Status) : null;

const truthy = (value: unknown) =>
  value === true || value === 'true' || value === '1' || value === 1 || value === 'yes';

/** Translation fields as Polylang Pro (`lang`, `translations`) or WPML's REST add-on (`wpml_*`) give them. */
export function translationFields(record: Json): Pick<SourcePost, 'lang' | 'translations'> {
  if (record && typeof record.lang === 'string' && record.lang !== '') {
    const translations: Record<string, number> = {};
    for (const [code, id] of Object.entries(record.translations ?? {})) translations[code] = Number(id);
    return { lang: record.lang, translations };
  }
  if (record && typeof record.wpml_current_locale === 'string') {
    const translations: Record<string, number> = { [record.wpml_current_locale]: Number(record.id) };
    for (const member of record.wpml_translations ?? []) translations[member.locale] = Number(member.id);
    return { lang: record.wpml_current_locale, translations };
  }
  return {};
}

function imageOf(image: Json, images: Map<number, SourceImage>): ImageRef {
  if (!image || typeof image !== 'object' || !image.url) return null;
  const id = Number(image.id);
  if (!(id > 0)) return { url: String(image.url) };
  if (!images.has(id)) {
    images.set(id, {
      id,
      url: String(image.url),
      width: Number(image.width ?? 0),
      height: Number(image.height ?? 0),
      sizes: (image.sizes && typeof image.sizes === 'object' ? image.sizes : {}) as SourceImage['sizes'],
    });
  }
  return { id };
}

const numericValues = (values: string[]) =>
  [...new Set(values.map((v) => (v.toLowerCase() === 'free' ? 0 : Number(v))))]
    .sort((a, b) => a - b)
    .join(',');

/**
 * The cost as text that gives every value TEC knows: TEC's display text when it does (our formatter shows
 * it back as TEC did, src/lib/cost-format.ts), else the cost as entered (`_EventCost`), else the values
 * themselves ("$20 – $50" hides the 35 of "20, 35, 50").
 */
export function costText(entered: unknown, event: Json): string {
  const display = typeof event.cost === 'string' ? decodeEntities(event.cost) : '';
  const values: string[] = event.cost_details?.values ?? [];
  const candidates = [display, typeof entered === 'string' ? entered : '', values.join(', ')].filter(
    (text) => text.trim() !== '',
  );
  if (values.length === 0) return candidates[0] ?? '';
  const wanted = numericValues(values);
  return (
    candidates.find(
      (text) => numericValues(readCost(text).amounts.map((amount) => amount.value)) === wanted,
    ) ??
    candidates[0] ??
    ''
  );
}

/** Dates a record gives in UTC, or its local one when WordPress has none in UTC (`0000-00-00 00:00:00`). */
const utcOrNull = (utc: unknown) => (typeof utc === 'string' && utc !== ZERO_DATE ? utc : null);

export interface PostParts {
  v1: Json;
  wp: Json | undefined;
  images: Map<number, SourceImage>;
  /** The site's zone: a date WordPress has only in local time is read in it. */
  timezone: string;
}

const localToUtc = (local: string, timezone: string) =>
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(local) && !local.startsWith('0000')
    ? formatUtcWall(zonedWallToUtc(local, timezone))
    : local;

function postBase(
  kind: SourcePost['kind'],
  { v1, wp, images, timezone }: PostParts,
  displayTitle: string,
): SourcePost {
  const raw = (field: string) =>
    wp?.[field] && typeof wp[field].raw === 'string' ? (wp[field].raw as string) : null;
  return {
    kind,
    id: Number(v1.id),
    authorId: Number(v1.author ?? wp?.author ?? 0),
    status: statusOf(v1.status) ?? 'draft',
    dateLocal: String(v1.date ?? ''),
    dateUtc: utcOrNull(v1.date_utc) ?? wpDate(wp?.date_gmt),
    modifiedUtc:
      utcOrNull(v1.modified_utc) ??
      wpDate(wp?.modified_gmt) ??
      localToUtc(String(v1.modified ?? ''), timezone),
    password: typeof wp?.password === 'string' ? wp.password : '',
    title: raw('title') ?? displayedToText(displayTitle),
    content: withoutBlockMarkup(raw('content') ?? String(v1.description ?? '')),
    // As TEC shows it (WordPress' `the_excerpt` filters: `<p>Summary</p>`), which our API shows as it is.
    excerpt: typeof v1.excerpt === 'string' ? v1.excerpt : (raw('excerpt') ?? ''),
    slug: String(wp?.slug ?? v1.slug ?? ''),
    permalink: String(v1.url ?? wp?.link ?? ''),
    globalIdLineage: Array.isArray(v1.global_id_lineage)
      ? v1.global_id_lineage.map(String)
      : v1.global_id
        ? [String(v1.global_id)]
        : [],
    image: imageOf(v1.image, images),
    termIds: [],
    ...translationFields(wp ?? v1),
  };
}

export function restEvent(parts: PostParts): SourcePost {
  const { v1, wp } = parts;
  const meta = wp?.meta ?? {};
  const post = postBase('event', parts, String(v1.title ?? ''));
  post.termIds = [...(v1.categories ?? []), ...(v1.tags ?? [])].map((t: Json) => Number(t.id));
  if (wp && Array.isArray(wp.tribe_events_cat) && Array.isArray(wp.tags)) {
    const fromWp = [...wp.tribe_events_cat, ...wp.tags].map(Number);
    // TEC's order first, then anything only wp/v2 shows.
    post.termIds = [...new Set([...post.termIds.filter((id) => fromWp.includes(id)), ...fromWp])];
  }
  const website =
    typeof meta._EventURL === 'string'
      ? meta._EventURL
      : v1.website === v1.url
        ? ''
        : decodeEntities(String(v1.website ?? ''));
  post.event = {
    allDay: truthy(v1.all_day),
    startLocal: String(v1.start_date),
    endLocal: String(v1.end_date),
    startUtc: String(v1.utc_start_date),
    endUtc: String(v1.utc_end_date),
    timezone: String(v1.timezone || 'UTC'),
    // As TEC shows it, its currency included ("$10 – $25"); our API shows it as it is.
    cost: costText(meta._EventCost, v1),
    currency: currencyOf(v1.cost_details),
    website,
    showMap: truthy(v1.show_map),
    showMapLink: truthy(v1.show_map_link),
    hideFromListings: truthy(v1.hide_from_listings),
    sticky: truthy(v1.sticky),
    featured: truthy(v1.featured),
    venueIds: Array.isArray(meta._EventVenueID) ? meta._EventVenueID.map(Number) : linkedIds(v1.venue),
    organizerIds: Array.isArray(meta._EventOrganizerID)
      ? meta._EventOrganizerID.map(Number)
      : linkedIds(v1.organizer),
    postParent: Number(wp?.parent ?? 0) || 0,
    // wp/v2's meta (TEC registers its status meta for it), else what TEC's own answers show: a single
    // answer's JSON-LD, Virtual Events' fields.
    facts: eventFacts(
      (key) => {
        const value = meta[key];
        return typeof value === 'string'
          ? value
          : Array.isArray(value)
            ? value.map(String).join(',')
            : undefined;
      },
      { jsonLd: v1.json_ld, isVirtual: v1.is_virtual, virtualUrl: v1.virtual_url },
    ),
  };
  return post;
}

/** TEC's currency meta of an event as its v1 `cost_details` shows it ('' where it has none). */
function currencyOf(details: Json): SourceEventFields['currency'] {
  if (!details || typeof details !== 'object') return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    symbol: text(details.currency_symbol),
    code: text(details.currency_code),
    position: text(details.currency_position),
  };
}

const coordinate = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(n) && value !== '' && value !== null ? n : null;
};

export function restVenue(parts: PostParts): SourcePost {
  const { v1, wp } = parts;
  const post = postBase('venue', parts, String(v1.venue ?? ''));
  const meta = wp?.meta ?? {};
  const field = (name: string, metaKey: string) => String(v1[name] ?? meta[metaKey] ?? '');
  post.venue = {
    address: field('address', '_VenueAddress'),
    city: field('city', '_VenueCity'),
    country: field('country', '_VenueCountry'),
    province: field('province', '_VenueProvince'),
    state: field('state', '_VenueState'),
    zip: field('zip', '_VenueZip'),
    phone: field('phone', '_VenuePhone'),
    website: field('website', '_VenueURL'),
    stateprovince: field('stateprovince', '_VenueStateProvince'),
    lat: coordinate(v1.geo_lat ?? meta._VenueLat),
    lng: coordinate(v1.geo_lng ?? meta._VenueLng),
    showMap: v1.show_map === undefined ? true : truthy(v1.show_map),
    showMapLink: v1.show_map_link === undefined ? true : truthy(v1.show_map_link),
  };
  return post;
}

export function restOrganizer(parts: PostParts): SourcePost {
  const { v1 } = parts;
  const post = postBase('organizer', parts, String(v1.organizer ?? ''));
  post.organizer = {
    phone: String(v1.phone ?? ''),
    website: String(v1.website ?? ''),
    email: decodeEntities(String(v1.email ?? '')),
  };
  return post;
}

export function restTerm(v1: Json, wp: Json | undefined): SourceTerm {
  return {
    id: Number(v1.id),
    taxonomy: v1.taxonomy === 'post_tag' ? 'post_tag' : 'tribe_events_cat',
    parent: Number(v1.parent ?? 0),
    name: displayedToText(String(wp?.name ?? v1.name ?? '')),
    slug: String(v1.slug ?? wp?.slug ?? ''),
    description: String(wp?.description ?? v1.description ?? ''),
    permalink: String(v1.url ?? wp?.link ?? ''),
    ...translationFields(wp ?? {}),
  };
}

const roleOf = (roles: unknown): Role => {
  const list = Array.isArray(roles) ? roles : [];
  return (ROLES.find((role) => list.includes(role)) ?? 'subscriber') as Role;
};

export function restUser(wp: Json): SourceUser {
  return {
    id: Number(wp.id),
    login: String(wp.username ?? wp.slug ?? `user-${wp.id}`),
    role: roleOf(wp.roles),
  };
}
