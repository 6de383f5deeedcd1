/**
 * Every way a live TEC site lists its records ("doors"): TEC's lists (every event from year 1000 on,
 * venue and organizer: once for all live statuses, once per status, and the trash; terms in their
 * default order and by id; TEC 6.17.2 takes no `orderby` for the others), WordPress' own lists (full records, and ids only in id order) and its
 * search. One list alone can't be trusted: TEC orders events by start date, and a page boundary among
 * events starting at the same time can drop one record and repeat another (`X-TEC-Total: 142`, 141
 * distinct ids). Read through several doors, a record one of them dropped is found by another; each
 * door's total is then checked against what was read (reconcile.ts).
 */
import { STATUSES, type Status } from '../../src/db/schema';
import type { Fetcher } from './fetcher';
import { type CursorStore, type ListOptions, type ListRead, readList } from './listing';

// biome-ignore lint/suspicious/noExplicitAny: records of another system's JSON, read field by field
export type Json = any;

export const V1 = 'tribe/events/v1';
/** Only the fields the mapping reads (nested `_fields` since WordPress 5.3), translation fields included. */
const TRANSLATION_FIELDS = 'lang,translations,wpml_current_locale,wpml_translations';
export const POST_FIELDS = `_fields=id,date,date_gmt,modified,modified_gmt,password,slug,status,link,title.raw,content.raw,excerpt.raw,author,featured_media,meta,tribe_events_cat,tags,parent,${TRANSLATION_FIELDS}`;
export const TERM_FIELDS = `_fields=id,name,slug,description,parent,link,${TRANSLATION_FIELDS}`;
export const USER_FIELDS = '_fields=id,username,slug,name,roles';
const EVERY_STATUS = STATUSES.join(',');
/** What TEC's lists hold without `status` (an administrator's `any`): every status but the trash. */
export const LIVE_STATUSES: readonly Status[] = STATUSES.filter((s) => s !== 'trash');

export type RecordKind = 'event' | 'venue' | 'organizer' | 'category' | 'tag';
export const RECORD_KINDS: readonly RecordKind[] = ['event', 'venue', 'organizer', 'category', 'tag'];

/** What a list holds, to check its total against what was read: statuses (and TEC's events leave out those hidden from listings), or every term. */
export type Holds = { statuses: readonly Status[]; listedOnly: boolean } | 'all';

export interface Door extends ListOptions<Json> {
  kind: RecordKind;
  /** Its items: TEC's records, WordPress' (`context=edit`) records, or only their ids. */
  gives: 'v1' | 'wp' | 'ids';
  /** Where a TEC list's body holds its records (`events`, `venues` …). */
  field?: string;
  /** Null: its total is not checked (WordPress' event lists leave out past events, by TEC's rule). */
  holds: Holds | null;
  /** Read when the site offers it; an older TEC, or one refusing a parameter, is read without it. */
  optional: boolean;
}

const isNoRoute = (status: number, body: unknown) =>
  status === 404 && (body as Json)?.code === 'rest_no_route';

/** An optional door the site lacks: no such route, or a parameter it refuses. */
export const notOffered = (status: number, body: unknown) =>
  isNoRoute(status, body) || (status === 400 && (body as Json)?.code === 'rest_invalid_param');

function v1Door(
  key: string,
  kind: RecordKind,
  route: string,
  query: string,
  holds: Holds | null,
  optional = false,
): Door {
  const field = route;
  return {
    key,
    kind,
    gives: 'v1',
    field,
    holds,
    optional,
    perPage: 50,
    path: (page, size) => `${V1}/${route}?${query}${query ? '&' : ''}per_page=${size}&page=${page}`,
    items: (body) => (body as Json)?.[field],
    // TEC answers a page past the end of an event list with 404 (when the total moved meanwhile).
    emptyOn: (status, body) => status === 404 && /archive-page-not-found/.test((body as Json)?.code ?? ''),
  };
}

function wpDoor(
  key: string,
  kind: RecordKind,
  route: string,
  query: string,
  gives: 'wp' | 'ids',
  holds: Holds | null,
  optional = false,
): Door {
  return {
    key,
    kind,
    gives,
    holds,
    optional,
    perPage: 100,
    path: (page, size) => `wp/v2/${route}?${query}&per_page=${size}&page=${page}`,
    items: (body) => (Array.isArray(body) ? body : undefined),
    // A site whose venues or organizers are not in wp/v2 (show_in_rest off): nothing there.
    emptyOn: isNoRoute,
  };
}

const EVENTS = 'starts_after=1000-01-01&context=edit';
const listed = (statuses: readonly Status[]): Holds => ({ statuses, listedOnly: true });
const every: Holds = { statuses: STATUSES, listedOnly: false };

/** Every door of a site, in the order they are read. `--since` leaves out WordPress' full event list. */
export function siteDoors({ since }: { since?: string } = {}): Door[] {
  const linked = (kind: 'venue' | 'organizer', route: string, wpRoute: string): Door[] => [
    v1Door(`v1:${route}`, kind, route, '', { statuses: LIVE_STATUSES, listedOnly: false }),
    v1Door(`v1:${route}:trash`, kind, route, 'status=trash', { statuses: ['trash'], listedOnly: false }),
    ...LIVE_STATUSES.map((status) =>
      v1Door(
        `v1:${route}:${status}`,
        kind,
        route,
        `status=${status}`,
        { statuses: [status], listedOnly: false },
        true,
      ),
    ),
    wpDoor(`wp:${route}`, kind, wpRoute, `context=edit&status=${EVERY_STATUS}&${POST_FIELDS}`, 'wp', every),
    wpDoor(
      `wp:${route}:ids`,
      kind,
      wpRoute,
      `context=edit&_fields=id&status=${EVERY_STATUS}&orderby=id&order=asc`,
      'ids',
      every,
      true,
    ),
  ];
  const terms = (kind: 'category' | 'tag', route: string, wpRoute: string): Door[] => [
    v1Door(`v1:${route}`, kind, route, 'hide_empty=0', 'all'),
    v1Door(`v1:${route}:by-id`, kind, route, 'hide_empty=0&orderby=id&order=asc', 'all', true),
    wpDoor(`wp:${route}`, kind, wpRoute, `context=edit&${TERM_FIELDS}`, 'wp', 'all'),
  ];
  return [
    v1Door('v1:events', 'event', 'events', EVENTS, listed(LIVE_STATUSES)),
    v1Door('v1:events:trash', 'event', 'events', `${EVENTS}&status=trash`, listed(['trash'])),
    ...LIVE_STATUSES.map((status) =>
      v1Door(`v1:events:${status}`, 'event', 'events', `${EVENTS}&status=${status}`, listed([status]), true),
    ),
    // TEC keeps past events out of wp/v2's lists (not out of its single reads).
    ...(since
      ? []
      : [
          wpDoor(
            'wp:events',
            'event',
            'tribe_events',
            `context=edit&status=${EVERY_STATUS}&${POST_FIELDS}`,
            'wp',
            null,
          ),
        ]),
    wpDoor(
      'wp:events:ids',
      'event',
      'tribe_events',
      `context=edit&_fields=id&status=${EVERY_STATUS}&orderby=id&order=asc`,
      'ids',
      null,
      true,
    ),
    // Published events hidden from TEC's lists are found by WordPress' search (drafts are not).
    wpDoor('search', 'event', 'search', 'type=post&subtype=tribe_events&_fields=id', 'ids', null),
    ...linked('venue', 'venues', 'tribe_venue'),
    ...linked('organizer', 'organizers', 'tribe_organizer'),
    ...terms('category', 'categories', 'tribe_events_cat'),
    ...terms('tag', 'tags', 'tags'),
  ];
}

/** Reads `door` whole (from where its cursor stopped); `pass` > 1 reads it again, asking the site anew. */
export function readDoor(
  fetcher: Fetcher,
  cursors: CursorStore,
  door: Door,
  pass = 1,
): Promise<ListRead<Json>> {
  return readList(
    fetcher,
    cursors,
    { ...door, key: pass === 1 ? door.key : `${door.key}@${pass}` },
    { fresh: pass > 1, notOffered: door.optional ? notOffered : undefined },
  );
}

/**
 * What the door's total is now: its first page of one record, asked anew. Undefined when the site
 * does not answer that (a recorded site without it): the door is then not checked again.
 */
export async function totalNow(fetcher: Fetcher, door: Door): Promise<number | undefined> {
  const page = await fetcher.get(door.path(1, 1), { fresh: true });
  if (page.status !== 200) return undefined;
  const header = page.headers['x-wp-total'] ?? page.headers['x-tec-total'];
  if (header !== undefined && /^\d+$/.test(header)) return Number(header);
  const total = (page.body as Json)?.total;
  return typeof total === 'number' ? total : undefined;
}

/** TEC's single read of a record of `kind` (an event with `context=edit`: passwords unblanked). */
export function v1SinglePath(kind: RecordKind, id: number): string {
  switch (kind) {
    case 'event':
      return `${V1}/events/${id}?context=edit`;
    case 'venue':
      return `${V1}/venues/${id}`;
    case 'organizer':
      return `${V1}/organizers/${id}`;
    case 'category':
      return `${V1}/categories/${id}`;
    case 'tag':
      return `${V1}/tags/${id}`;
  }
}

const WP_ROUTES = { event: 'tribe_events', venue: 'tribe_venue', organizer: 'tribe_organizer' } as const;

/** WordPress' single read (`context=edit`) of an event, venue or organizer. */
export const wpSinglePath = (kind: 'event' | 'venue' | 'organizer', id: number) =>
  `wp/v2/${WP_ROUTES[kind]}/${id}?context=edit&${POST_FIELDS}`;
