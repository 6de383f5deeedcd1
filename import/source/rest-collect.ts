/**
 * Reads a live TEC site through three read-only APIs together (docs/import.md): TEC's v1 lists (every
 * event from year 1000 on, every status and the trash; venues, organizers, terms), WordPress' wp/v2 with
 * `context=edit` (raw titles and content, passwords, registered meta, translation fields), the search
 * route (published events hidden from TEC's lists), and single reads for every id seen but not listed.
 */
import { formatUtcWall, zonedWallToUtc } from '../../src/lib/dates';
import { type Fetcher, SourceError } from './fetcher';
import { type CursorStore, listAll, unexpectedAnswer } from './listing';

// biome-ignore lint/suspicious/noExplicitAny: records of another system's JSON, read field by field
export type Json = any;

export interface RestSnapshot {
  index: Json;
  settings: Json | null;
  v1: {
    events: Map<number, Json>;
    venues: Map<number, Json>;
    organizers: Map<number, Json>;
    categories: Map<number, Json>;
    tags: Map<number, Json>;
  };
  wp: {
    events: Map<number, Json>;
    venues: Map<number, Json>;
    organizers: Map<number, Json>;
    categories: Map<number, Json>;
    tags: Map<number, Json>;
    users: Map<number, Json>;
  };
  /** Ids of every event TEC listed (for --prune). */
  allEventIds: Set<number>;
  /** With --since: records not modified since (kept as they are, named only as link targets). */
  unchanged: Set<number>;
  /** Ids that were referenced or listed but could not be read, and why. */
  unreadable: Array<{ kind: 'event' | 'venue' | 'organizer'; id: number; reason: string }>;
  /** Notes for the report (e.g. "wp/v2 has no venues on this site"). */
  notes: string[];
  totals: { events?: number; venues?: number; organizers?: number; categories?: number; tags?: number };
}

const isWall = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) &&
  !value.startsWith('0000');

/** The site's zone: its IANA name, else its manual offset as WordPress writes it (`UTC+5.5`). */
export function siteTimezone(index: Json, settings: Json | null): string {
  const named = settings?.timezone || index?.timezone_string;
  if (typeof named === 'string' && named !== '' && !/^UTC[+-]/.test(named)) return named;
  const offset = Number(index?.gmt_offset ?? 0);
  if (!Number.isFinite(offset) || offset === 0) return typeof named === 'string' && named ? named : 'UTC';
  return `UTC${offset > 0 ? '+' : '-'}${Math.abs(offset)}`;
}

export const V1 = 'tribe/events/v1';
/** Only the fields the mapping reads (nested `_fields` since WordPress 5.3), translation fields included. */
const TRANSLATION_FIELDS = 'lang,translations,wpml_current_locale,wpml_translations';
const POST_FIELDS = `_fields=id,date,date_gmt,modified,modified_gmt,password,slug,status,link,title.raw,content.raw,excerpt.raw,author,featured_media,meta,tribe_events_cat,tags,parent,${TRANSLATION_FIELDS}`;
const TERM_FIELDS = `_fields=id,name,slug,description,parent,link,${TRANSLATION_FIELDS}`;
const USER_FIELDS = '_fields=id,username,slug,name,roles';
const INDEX_FIELDS = '?_fields=name,url,home,namespaces,timezone_string,gmt_offset';
const EVERY_STATUS = 'publish,future,draft,pending,private,trash';
const byId = (records: Json[]) => new Map<number, Json>(records.map((r) => [Number(r.id), r]));
const noRoute = (status: number, body: Json) => status === 404 && body?.code === 'rest_no_route';

export interface CollectOptions {
  /** Only records modified since this UTC instant (ISO 8601), for `--since`. */
  since?: string;
  onStep?: (step: string) => void;
}

/** Checks that the address is a WordPress REST API with TEC, and that the credentials are an administrator's. */
export async function checkSite(fetcher: Fetcher): Promise<{ index: Json; settings: Json | null }> {
  const root = await fetcher.get(INDEX_FIELDS);
  if (root.status === 401 || root.status === 403) {
    throw new SourceError(
      `${fetcher.root} refuses REST requests (${root.status}): a security plugin blocks the REST API. Allow it for this user (or for application passwords), or export the site (Tools → Export) and use --from-wxr.`,
    );
  }
  const index = root.body as Json;
  if (root.status !== 200 || !Array.isArray(index?.namespaces)) {
    throw new SourceError(
      `${fetcher.root} is not a WordPress REST API (it answered ${root.status} without a list of namespaces). Give the site's REST root, usually https://your-site/wp-json.`,
    );
  }
  if (!index.namespaces.includes(V1)) {
    throw new SourceError(
      `${fetcher.root} is a WordPress site without The Events Calendar's REST API (no ${V1} namespace). Activate The Events Calendar (and its REST API) on the site, or use --from-wxr with an export.`,
    );
  }
  const me = await fetcher.get(`wp/v2/users/me?context=edit&${USER_FIELDS}`);
  if (me.status === 401 || me.status === 403) {
    const code = (me.body as Json)?.code ?? '';
    throw new SourceError(
      `The site refused the user and application password (${me.status} ${code}). Check --user (the login, not the e-mail) and --app-password (Users → Profile → Application Passwords; spaces may be left in).`,
    );
  }
  if (me.status !== 200) throw unexpectedAnswer('the current user', me.status, me.body);
  const roles: string[] = (me.body as Json)?.roles ?? [];
  if (!roles.includes('administrator')) {
    throw new SourceError(
      `The user ${(me.body as Json)?.username ?? ''} is not an administrator of the site (roles: ${roles.join(', ') || 'none'}): drafts, passwords and the trash can only be read by one. Use an administrator's application password.`,
    );
  }
  const settings = await fetcher.get('wp/v2/settings?_fields=timezone,language');
  return { index, settings: settings.status === 200 ? settings.body : null };
}

export async function collectRest(
  fetcher: Fetcher,
  cursors: CursorStore,
  options: CollectOptions = {},
): Promise<RestSnapshot> {
  const step = options.onStep ?? (() => {});
  const { index, settings } = await checkSite(fetcher);
  const notes: string[] = [];

  step('TEC lists');
  const v1List = (key: string, route: string, query: string, field: string, perPage = 50) =>
    listAll<Json>(fetcher, cursors, {
      key,
      perPage,
      path: (page, size) => `${V1}/${route}?${query}${query ? '&' : ''}per_page=${size}&page=${page}`,
      items: (body) => (body as Json)?.[field],
      // TEC answers a page past the end of an event list with 404 (when the total moved meanwhile).
      emptyOn: (status, body) => status === 404 && /archive-page-not-found/.test((body as Json)?.code ?? ''),
    });

  const wpList = (key: string, route: string, query: string) =>
    listAll<Json>(fetcher, cursors, {
      key,
      perPage: 100,
      path: (page, size) => `wp/v2/${route}?${query}&per_page=${size}&page=${page}`,
      items: (body) => (Array.isArray(body) ? body : undefined),
      emptyOn: (status, body) => noRoute(status, body),
    });

  const [venues, trashedVenues, organizers, trashedOrganizers, categories, tags] = await Promise.all([
    v1List('v1:venues', 'venues', '', 'venues'),
    v1List('v1:venues:trash', 'venues', 'status=trash', 'venues'),
    v1List('v1:organizers', 'organizers', '', 'organizers'),
    v1List('v1:organizers:trash', 'organizers', 'status=trash', 'organizers'),
    v1List('v1:categories', 'categories', 'hide_empty=0', 'categories'),
    v1List('v1:tags', 'tags', 'hide_empty=0', 'tags'),
  ]);

  step('WordPress records');
  // TEC keeps past events out of wp/v2's lists (not out of its single reads): what the list misses is
  // read one by one below.
  const wpEvents = options.since
    ? []
    : await wpList('wp:events', 'tribe_events', `context=edit&status=${EVERY_STATUS}&${POST_FIELDS}`);
  const wpVenues = await wpList(
    'wp:venues',
    'tribe_venue',
    `context=edit&status=${EVERY_STATUS}&${POST_FIELDS}`,
  );
  const wpOrganizers = await wpList(
    'wp:organizers',
    'tribe_organizer',
    `context=edit&status=${EVERY_STATUS}&${POST_FIELDS}`,
  );
  const [wpCategories, wpTags, users] = await Promise.all([
    wpList('wp:categories', 'tribe_events_cat', `context=edit&${TERM_FIELDS}`),
    wpList('wp:tags', 'tags', `context=edit&${TERM_FIELDS}`),
    wpList('wp:users', 'users', `context=edit&${USER_FIELDS}`),
  ]);

  step('TEC events');
  const v1Events = new Map<number, Json>();
  const [listed, trashed] = await Promise.all([
    v1List('v1:events', 'events', 'starts_after=1000-01-01&context=edit', 'events'),
    v1List('v1:events:trash', 'events', 'starts_after=1000-01-01&context=edit&status=trash', 'events'),
  ]);
  for (const event of [...listed, ...trashed]) v1Events.set(Number(event.id), event);
  // Published events hidden from TEC's lists are found by WordPress' search (drafts are not).
  step('hidden events');
  const found = await wpList('search', 'search', 'type=post&subtype=tribe_events&_fields=id');
  const unlisted = new Set<number>();
  for (const id of [...wpEvents.map((e) => Number(e.id)), ...found.map((r) => Number(r.id))]) {
    if (!v1Events.has(id)) unlisted.add(id);
  }
  await readSingles(
    fetcher,
    [...unlisted].map((id) => `${V1}/events/${id}?context=edit`),
    (id, body) => v1Events.set(id, body),
  );

  // With --since, records not modified since are left as they are (they still name link targets).
  const unchanged = new Set<number>();
  if (options.since) {
    const since = options.since.replace('T', ' ').slice(0, 19);
    const zone = siteTimezone(index, settings);
    for (const record of [
      ...v1Events.values(),
      ...venues,
      ...trashedVenues,
      ...organizers,
      ...trashedOrganizers,
    ]) {
      // A never-published post has no UTC dates in WordPress: its local one, read in the site's zone.
      const modified = isWall(record.modified_utc)
        ? String(record.modified_utc)
        : isWall(record.modified)
          ? formatUtcWall(zonedWallToUtc(String(record.modified), zone))
          : '';
      if (modified !== '' && modified < since) unchanged.add(Number(record.id));
    }
  }

  step('WordPress single records');
  const wpEventsById = byId(wpEvents);
  const wpVenuesById = byId(wpVenues);
  const wpOrganizersById = byId(wpOrganizers);
  for (const [kind, v1Records, wpRecords, route] of [
    ['event', [...v1Events.values()], wpEventsById, 'tribe_events'],
    ['venue', [...venues, ...trashedVenues], wpVenuesById, 'tribe_venue'],
    ['organizer', [...organizers, ...trashedOrganizers], wpOrganizersById, 'tribe_organizer'],
  ] as const) {
    const wanted = v1Records
      .map((r) => Number(r.id))
      .filter((id) => !wpRecords.has(id) && !unchanged.has(id));
    if (kind !== 'event' && wpRecords.size === 0 && wanted.length > 0) {
      notes.push(
        `wp/v2 has no ${kind}s on this site: their names and texts come from TEC, with WordPress’ display filters undone.`,
      );
      continue;
    }
    await readSingles(
      fetcher,
      wanted.map((id) => `wp/v2/${route}/${id}?context=edit&${POST_FIELDS}`),
      (id, body) => wpRecords.set(id, body),
    );
  }

  const unreadable: RestSnapshot['unreadable'] = [];
  for (const id of v1Events.keys()) {
    if (!wpEventsById.has(id) && !unchanged.has(id)) {
      unreadable.push({
        kind: 'event',
        id,
        reason: 'wp/v2 did not give it (no raw texts, no password): imported from TEC’s fields',
      });
    }
  }

  // Venues and organizers an event names but no list showed: read them one by one.
  const v1Venues = byId([...venues, ...trashedVenues]);
  const v1Organizers = byId([...organizers, ...trashedOrganizers]);
  step('linked records');
  for (const [kind, map, route, metaKey] of [
    ['venue', v1Venues, 'venues', '_EventVenueID'],
    ['organizer', v1Organizers, 'organizers', '_EventOrganizerID'],
  ] as const) {
    const wanted = new Set<number>();
    for (const event of v1Events.values()) {
      const meta = wpEventsById.get(Number(event.id))?.meta?.[metaKey];
      const ids = Array.isArray(meta) ? meta : linkedIds(event[kind]);
      for (const id of ids) if (!map.has(Number(id))) wanted.add(Number(id));
    }
    await Promise.all(
      [...wanted].map(async (id) => {
        const page = await fetcher.get(`${V1}/${route}/${id}`);
        if (page.status === 200) map.set(id, page.body);
        else
          unreadable.push({
            kind,
            id,
            reason: `TEC answered ${page.status} (${(page.body as Json)?.code ?? ''})`,
          });
      }),
    );
  }

  return {
    index,
    settings,
    v1: {
      events: v1Events,
      venues: v1Venues,
      organizers: v1Organizers,
      categories: byId(categories),
      tags: byId(tags),
    },
    wp: {
      events: wpEventsById,
      venues: wpVenuesById,
      organizers: wpOrganizersById,
      categories: byId(wpCategories),
      tags: byId(wpTags),
      users: byId(users),
    },
    allEventIds: new Set(v1Events.keys()),
    unchanged,
    unreadable,
    notes,
    totals: {
      events: (cursors.cursor('v1:events')?.total ?? 0) + (cursors.cursor('v1:events:trash')?.total ?? 0),
      venues: (cursors.cursor('v1:venues')?.total ?? 0) + (cursors.cursor('v1:venues:trash')?.total ?? 0),
      organizers:
        (cursors.cursor('v1:organizers')?.total ?? 0) + (cursors.cursor('v1:organizers:trash')?.total ?? 0),
      categories: cursors.cursor('v1:categories')?.total,
      tags: cursors.cursor('v1:tags')?.total,
    },
  };
}

/** TEC's venue field: one object, a list of them, or `[]`. */
export function linkedIds(field: Json): number[] {
  if (Array.isArray(field)) return field.map((v) => Number(v?.id)).filter((id) => id > 0);
  return field && typeof field === 'object' && Number(field.id) > 0 ? [Number(field.id)] : [];
}

/** Single reads of `paths` (`…/{id}…`), each answer of 200 handed to `found` with the id. */
async function readSingles(fetcher: Fetcher, paths: string[], found: (id: number, body: Json) => void) {
  await Promise.all(
    paths.map(async (path) => {
      const page = await fetcher.get(path);
      if (page.status === 200) found(Number((page.body as Json)?.id), page.body);
    }),
  );
}
