import type {
  SourceEventFacts,
  SourceEventFields,
  SourceImage,
  SourcePost,
  SourceSet,
} from '../calendars/model';
import { sha256Hex } from '../lib/hash';

/**
 * A source's page read into the events a run writes (docs/sources.md): one item per event or series of the
 * reader's model, with its venue and organizers by their fields (matched to ours when written) and its terms
 * by name. Pure: the hash of an item says whether the source changed it since the last run.
 */

export interface VenueFields {
  venue: string;
  address: string;
  city: string;
  country: string;
  province: string;
  zip: string;
  phone: string;
  website: string;
}

export interface OrganizerFields {
  organizer: string;
  phone: string;
  website: string;
  email: string;
}

export interface SourceItem {
  uid: string;
  title: string;
  description: string;
  excerpt: string;
  start_date: string;
  end_date: string;
  all_day: boolean;
  timezone: string;
  cost: string;
  website: string;
  categories: string[];
  tags: string[];
  venue: VenueFields | null;
  organizers: OrganizerFields[];
  /** A series: its recurrence lines as our API takes them. */
  recurrence?: string[];
  /** Whether it is on and how it is attended, when the source says (a cancelled event, one moved online). */
  event_status?: string;
  event_status_reason?: string;
  attendance_mode?: string;
  online_url?: string;
  /** Its featured image where the source shows it, copied into the media library when written. */
  image?: SourceItemImage;
}

export interface SourceItemImage {
  url: string;
  /** The source's alternative text, when it gives one (a TEC site's attachment). */
  alt: string;
}

export interface StagedItem {
  uid: string;
  hash: string;
  item: SourceItem;
}

const MAX_UID = 500;
const MAX_TERM = 200;

const isWeb = (url: string) => /^https?:\/\/\S+$/i.test(url);

const MAX_IMAGE_URL = 2000;

/** The featured image of a post: an attachment of the source (its address and alt text) or an address alone. */
function imageOf(post: SourcePost, images: Map<number, SourceImage>): SourceItemImage | null {
  const ref = post.image;
  if (!ref) return null;
  const image = 'id' in ref ? images.get(ref.id) : null;
  const url = 'url' in ref ? ref.url : (image?.url ?? '');
  if (!isWeb(url) || url.length > MAX_IMAGE_URL) return null;
  return { url, alt: (image?.alt ?? '').trim().slice(0, 500) };
}

function venueOf(post: SourcePost | undefined): VenueFields | null {
  if (!post?.venue || post.title.trim() === '') return null;
  const v = post.venue;
  return {
    venue: post.title.trim(),
    address: v.address,
    city: v.city,
    country: v.country,
    province: v.province || v.state || v.stateprovince,
    zip: v.zip,
    phone: v.phone,
    website: isWeb(v.website) ? v.website : '',
  };
}

function organizerOf(post: SourcePost | undefined): OrganizerFields | null {
  if (!post?.organizer || post.title.trim() === '') return null;
  const o = post.organizer;
  return {
    organizer: post.title.trim(),
    phone: o.phone,
    website: isWeb(o.website) ? o.website : '',
    email: /^[^\s@]+@[^\s@]+$/.test(o.email) ? o.email : '',
  };
}

/** The facts a source gave, as the API's fields; an address only when it is a web one. */
function factsOf(facts: SourceEventFacts): Partial<SourceItem> {
  return {
    event_status: facts.status,
    ...(facts.reason.trim() !== '' ? { event_status_reason: facts.reason.trim().slice(0, 1000) } : {}),
    attendance_mode: facts.attendanceMode,
    ...(isWeb(facts.onlineUrl) ? { online_url: facts.onlineUrl } : {}),
  };
}

/** What a source gave as the events to write: occurrences of a series go with their series, as our API makes them. */
export function itemsOf(set: SourceSet): SourceItem[] {
  const byKind = (kind: string) => new Map(set.posts.filter((p) => p.kind === kind).map((p) => [p.id, p]));
  const venues = byKind('venue');
  const organizers = byKind('organizer');
  const terms = new Map(set.terms.map((t) => [t.id, t]));
  const images = new Map(set.images.map((image) => [image.id, image]));
  const items: SourceItem[] = [];
  // An occurrence the source moved or changed (a RECURRENCE-ID override) leaves its series (an EXDATE there)
  // and comes in as an event of its own; the series' other occurrences are the API's to make.
  const excluded = new Map<number, string[]>();
  for (const post of set.posts) {
    const occurrence = post.occurrence;
    if (!occurrence || !post.event || !isOverride(post)) continue;
    excluded.set(occurrence.templateId, [
      ...(excluded.get(occurrence.templateId) ?? []),
      occurrence.recurrenceId,
    ]);
  }
  for (const post of set.posts) {
    if ((post.kind !== 'event' && post.kind !== 'series') || !post.event) continue;
    if (post.occurrence && !isOverride(post)) continue;
    if (post.status === 'trash') continue;
    const e = post.event;
    const termNames = (taxonomy: string) =>
      post.termIds
        .map((id) => terms.get(id))
        .filter((t) => t !== undefined && t.taxonomy === taxonomy)
        .map((t) => t!.name.trim().slice(0, MAX_TERM))
        .filter((name) => name !== '');
    items.push({
      uid: (post.uid ?? String(post.id)).slice(0, MAX_UID),
      title: post.title.trim() || '(untitled)',
      description: post.content,
      excerpt: post.excerpt,
      start_date: e.startLocal,
      end_date: e.endLocal,
      all_day: e.allDay,
      timezone: e.timezone,
      cost: e.cost.slice(0, 200),
      website: isWeb(e.website) ? e.website : '',
      categories: termNames('tribe_events_cat'),
      tags: termNames('post_tag'),
      venue: venueOf(venues.get(e.venueIds[0] ?? -1)),
      organizers: e.organizerIds
        .map((id) => organizerOf(organizers.get(id)))
        .filter((o): o is OrganizerFields => o !== null),
      ...(post.kind === 'series' && post.series
        ? { recurrence: withExclusions(post.series.recurrence, excluded.get(post.id) ?? [], e) }
        : {}),
      ...(e.facts ? factsOf(e.facts) : {}),
    });
    const image = imageOf(post, images);
    if (image) items[items.length - 1]!.image = image;
  }
  return items;
}

/** An occurrence the source changed on its own: moved from its place in the rule, or with its own texts. */
const isOverride = (post: SourcePost) =>
  post.occurrence !== undefined &&
  (post.occurrence.ownContent || post.occurrence.recurrenceId !== post.event?.startLocal);

/** The series' recurrence with its moved occurrences excluded, in the start's form (docs/series.md). */
function withExclusions(recurrence: string[], walls: string[], e: SourceEventFields): string[] {
  if (walls.length === 0) return recurrence;
  const compact = (wall: string) => wall.replace(/[-:]/g, '').replace(' ', 'T');
  const line = e.allDay
    ? `EXDATE;VALUE=DATE:${walls.map((w) => compact(w).slice(0, 8)).join(',')}`
    : `EXDATE;TZID=${e.timezone}:${walls.map(compact).join(',')}`;
  return [...recurrence, line];
}

/** A stable text of an item (its keys in one order), hashed: the same event twice has the same hash. */
export async function staged(item: SourceItem): Promise<StagedItem> {
  return { uid: item.uid, hash: await sha256Hex(JSON.stringify(item)), item };
}

/** Folds case, accents and spaces: how names and titles are compared. */
export const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
