/**
 * The recorded TEC site (test/fixtures/tec-site) as a site that is moving in, with what issue 27 found
 * on a real one: another time zone than ours (America/New_York), a private organizer, two drafts
 * without slugs sharing a published event's title (lower ids), costs in the forms TEC shows (its own
 * currency, the site's before or after the number, a code, a range, several values, "Free" with a
 * price), excerpts in paragraphs; and on demand a list that drops a record at a page join (repeating
 * another), a record no door shows, or a record added while the site is read.
 *
 * Built by code from the recorded answers (site.json and TEC's single reads, golden.json), so it stays
 * consistent: each record is edited once, and every list, single read and total is made from the
 * records, through the same doors the importer reads (rest-doors.ts). TEC's formatting of the edited
 * costs follows TEC 6.17.2 (Tribe__Events__Cost_Utils::get_formatted_event_cost, tribe_format_currency).
 */
import { formatUtcWall, utcToZonedWall, zonedWallToUtc } from '../../src/lib/dates';
import type { FetchedPage } from '../source/fetcher';
import {
  type Door,
  type Json,
  LIVE_STATUSES,
  type RecordKind,
  siteDoors,
  V1,
  v1SinglePath,
  wpSinglePath,
} from '../source/rest-doors';

export type Site = Record<string, FetchedPage>;
export type Golden = Record<string, Record<string, { status: number; body: Json }>>;

export const MOVED_ZONE = 'America/New_York';
const ZERO = '0000-00-00 00:00:00';
const ORIGIN = 'http://127.0.0.1:8882';
/** The drafts that share the title of event 27 (published, `jazz-on-the-beach`), as WordPress keeps them. */
export const SLUGLESS_DRAFTS = { 12: 'draft', 13: 'pending' } as const;
export const PRIVATE_ORGANIZER = 24;
/** An event the "unreachable" site shows through no door, though its lists still count it. */
export const UNREACHABLE_EVENT = 32;
/** The event the "growing" site gains while it is read. */
export const ADDED_EVENT = 14;

export interface MovedOptions {
  /** TEC's main event list drops the first record of its second page and repeats the last of the first. */
  unstable?: boolean;
  /** UNREACHABLE_EVENT is in no list and no single read, but the totals still count it. */
  unreachable?: boolean;
  /** ADDED_EVENT exists (the site as it is after it was added). */
  added?: boolean;
}

interface Records {
  v1: Record<'event' | 'venue' | 'organizer' | 'category' | 'tag', Json[]>;
  wp: Record<'event' | 'venue' | 'organizer' | 'category' | 'tag', Json[]>;
  /** Events WordPress' lists show (TEC keeps past events out of them), and its search finds. */
  wpListed: Set<number>;
  searchIds: number[];
}

const kindOfList = (key: string): RecordKind | null => {
  const route = /^tribe\/events\/v1\/(events|venues|organizers|categories|tags)\?/.exec(key)?.[1];
  return route
    ? (
        {
          events: 'event',
          venues: 'venue',
          organizers: 'organizer',
          categories: 'category',
          tags: 'tag',
        } as const
      )[route as 'events']
    : null;
};
const WP_ROUTES: Record<string, RecordKind> = {
  tribe_events: 'event',
  tribe_venue: 'venue',
  tribe_organizer: 'organizer',
  tribe_events_cat: 'category',
  tags: 'tag',
};

/** Every record the recorded answers hold, once, in the order the site listed them. */
function recordsOf(pages: Site): Records {
  const records: Records = {
    v1: { event: [], venue: [], organizer: [], category: [], tag: [] },
    wp: { event: [], venue: [], organizer: [], category: [], tag: [] },
    wpListed: new Set(),
    searchIds: [],
  };
  const seen = new Set<string>();
  const add = (side: 'v1' | 'wp', kind: RecordKind, record: Json) => {
    if (!(Number(record?.id) > 0) || seen.has(`${side}:${kind}:${record.id}`)) return;
    seen.add(`${side}:${kind}:${record.id}`);
    records[side][kind].push(structuredClone(record));
  };
  for (const key of Object.keys(pages).sort()) {
    const body = pages[key]!.body as Json;
    const kind = kindOfList(key);
    if (kind)
      for (const record of body?.[`${key.split('/')[3]!.split('?')[0]}`] ?? []) add('v1', kind, record);
    const single = /^tribe\/events\/v1\/(events|venues|organizers)\/\d+/.exec(key);
    if (single && pages[key]!.status === 200)
      add(
        'v1',
        ({ events: 'event', venues: 'venue', organizers: 'organizer' } as const)[single[1] as 'events'],
        body,
      );
    const wp = /^wp\/v2\/(tribe_events|tribe_venue|tribe_organizer|tribe_events_cat|tags)(\/\d+)?\?/.exec(
      key,
    );
    if (wp) {
      const wpKind = WP_ROUTES[wp[1]!]!;
      for (const record of Array.isArray(body) ? body : [body]) {
        add('wp', wpKind, record);
        if (wpKind === 'event' && !wp[2]) records.wpListed.add(Number(record.id));
      }
    }
    if (key.startsWith('wp/v2/search?')) records.searchIds.push(...(body as Json[]).map((r) => Number(r.id)));
  }
  return records;
}

const wpWall = (wall: string) => wall.replace(' ', 'T');
const toZone = (utc: string) =>
  utcToZonedWall(new Date(`${utc.replace(' ', 'T').slice(0, 19)}Z`), MOVED_ZONE);
const toUtc = (local: string) =>
  formatUtcWall(zonedWallToUtc(local.replace('T', ' ').slice(0, 19), MOVED_ZONE));

/** A TEC record (top level or nested in an event) in the moved site's zone: its local dates from its UTC ones. */
function v1InZone(record: Json) {
  if (typeof record?.date_utc === 'string' && record.date_utc !== ZERO) record.date = toZone(record.date_utc);
  if (typeof record?.modified_utc === 'string' && record.modified_utc !== ZERO)
    record.modified = toZone(record.modified_utc);
}

/** A WordPress record in the zone: a never-published post keeps its local dates (WordPress gives UTC from them). */
function wpInZone(record: Json, neverPublished: boolean) {
  if (neverPublished) {
    record.date_gmt = wpWall(toUtc(record.date));
    record.modified_gmt = wpWall(toUtc(record.modified));
  } else {
    record.date = wpWall(toZone(record.date_gmt));
    record.modified = wpWall(toZone(record.modified_gmt));
  }
}

/** Every TEC record in `record` (an event's venue and organizers are records too). */
function* tecRecords(record: Json): Generator<Json> {
  yield record;
  for (const nested of [record?.venue, record?.organizer].flat())
    if (nested && typeof nested === 'object' && nested.id) yield nested;
}

/** The edits of TEC's records by id (lists, single reads, nested ones and the golden answers alike). */
function editTec(record: Json) {
  v1InZone(record);
  const id = Number(record.id);
  // Post ids are one space: this id is the organizer's wherever it appears.
  if (id === PRIVATE_ORGANIZER) record.status = 'private';
  const details = record.cost_details;
  if (!details) return;
  // TEC: "0 - 10" has the values 0 and 10; the lowest is Free, the other takes the site's currency.
  if (id === 29) {
    record.cost = 'Free – $10';
    record.cost_details = { ...details, values: ['0', '10'] };
  }
  if (id === 34) record.cost_details = { ...details, currency_code: 'USD' };
  // Its own position and no symbol: the site's symbol, after the number.
  if (id === 61) {
    record.cost = '5$';
    record.cost_details = { ...details, currency_position: 'postfix' };
  }
  if (id === 28)
    record.excerpt = '<p>Two days of jazz.<br />\nFree concerts too.</p>\n<p>Tickets at the door.</p>';
}

function editWp(kind: RecordKind, record: Json, neverPublished: Set<number>) {
  const id = Number(record.id);
  if (kind === 'event' || kind === 'venue' || kind === 'organizer') wpInZone(record, neverPublished.has(id));
  if (kind === 'organizer' && id === PRIVATE_ORGANIZER) record.status = 'private';
  if (kind !== 'event') return;
  if (id === 29) record.meta._EventCost = '0 - 10';
  if (id === 34) record.meta._EventCurrencyCode = 'USD';
  if (id === 61) record.meta._EventCurrencyPosition = 'postfix';
  if (id === 28) record.excerpt = { raw: 'Two days of jazz.\nFree concerts too.\n\nTickets at the door.' };
}

/** A copy of event `from` as a record of its own: `id`, `status`, `slug`, never published when it has no slug. */
function copyTec(from: Json, id: number, status: string, slug: string, title?: string): Json {
  const copy = structuredClone(from);
  const url = slug ? `${ORIGIN}/event/${slug}/` : `${ORIGIN}/?post_type=tribe_events&p=${id}`;
  Object.assign(copy, {
    id,
    status,
    slug,
    url,
    global_id: `127.0.0.1?id=${id}`,
    global_id_lineage: [`127.0.0.1?id=${id}`],
    rest_url: `${ORIGIN}/wp-json/${V1}/events/${id}`,
    categories: [],
    tags: [],
    ...(title ? { title } : {}),
  });
  if (copy.website === from.url) copy.website = url;
  if (!slug)
    Object.assign(copy, {
      date: '2026-11-20 10:00:00',
      date_utc: ZERO,
      modified: '2026-11-20 10:00:00',
      modified_utc: ZERO,
    });
  delete copy.json_ld;
  return copy;
}

function copyWp(from: Json, id: number, status: string, slug: string, title?: string): Json {
  const copy = structuredClone(from);
  Object.assign(copy, {
    id,
    status,
    slug,
    link: slug ? `${ORIGIN}/event/${slug}/` : `${ORIGIN}/?post_type=tribe_events&p=${id}`,
    tags: [],
    tribe_events_cat: [],
    ...(title ? { title: { raw: title } } : {}),
  });
  if (!slug)
    Object.assign(copy, {
      date: '2026-11-20T10:00:00',
      date_gmt: wpWall(toUtc('2026-11-20 10:00:00')),
      modified: '2026-11-20T10:00:00',
      modified_gmt: wpWall(toUtc('2026-11-20 10:00:00')),
    });
  return copy;
}

/** The moved site's records and TEC's single reads of them (golden answers), edited alike. */
function moved(pages: Site, golden: Golden, options: MovedOptions): { records: Records; golden: Golden } {
  const records = recordsOf(pages);
  const answers = structuredClone(golden);
  const neverPublished = new Set(
    [...records.v1.event, ...records.v1.venue, ...records.v1.organizer]
      .filter((r) => r.date_utc === ZERO)
      .map((r) => Number(r.id)),
  );
  for (const kind of ['event', 'venue', 'organizer'] as const)
    for (const record of records.v1[kind]) for (const tec of tecRecords(record)) editTec(tec);
  for (const route of ['events', 'venues', 'organizers'])
    for (const answer of Object.values(answers[route] ?? {}))
      if (answer.status === 200) for (const tec of tecRecords(answer.body)) editTec(tec);
  for (const id of [29, 34, 61, 28]) delete answers.events?.[id]?.body.json_ld;
  for (const kind of ['event', 'venue', 'organizer', 'category', 'tag'] as const)
    for (const record of records.wp[kind]) editWp(kind, record, neverPublished);

  // Drafts WordPress left without slugs, before the published event with their title in TEC's order.
  const at = records.v1.event.findIndex((e) => e.id === 27);
  const tec27 = records.v1.event[at]!;
  const wp27 = records.wp.event.find((e) => e.id === 27)!;
  const drafts = Object.entries(SLUGLESS_DRAFTS).map(([id, status]) =>
    copyTec(tec27, Number(id), status, ''),
  );
  records.v1.event.splice(at, 0, ...drafts);
  for (const [id, status] of Object.entries(SLUGLESS_DRAFTS)) {
    records.wp.event.push(copyWp(wp27, Number(id), status, ''));
    records.wpListed.add(Number(id));
    answers.events![id] = { status: 200, body: copyTec(answers.events!['27']!.body, Number(id), status, '') };
  }
  if (options.added) {
    const from = records.v1.event.find((e) => e.id === 52)!;
    records.v1.event.push(
      copyTec(from, ADDED_EVENT, 'publish', 'added-while-reading', 'Added while reading'),
    );
    records.wp.event.push(
      copyWp(
        records.wp.event.find((e) => e.id === 52)!,
        ADDED_EVENT,
        'publish',
        'added-while-reading',
        'Added while reading',
      ),
    );
    records.wpListed.add(ADDED_EVENT);
    records.searchIds.push(ADDED_EVENT);
  }
  return { records, golden: answers };
}

const V1_STATUSES = new Set<string>(LIVE_STATUSES);
const hidden = (e: Json) => e.hide_from_listings === true;

/** The records a door lists, in its order. */
function listOf(door: Door, records: Records): Json[] {
  const byId = (a: Json, b: Json) => Number(a.id) - Number(b.id);
  const ids = (items: Json[]) => items.map((r) => ({ id: Number(r.id) }));
  const status = /^v1:(?:events|venues|organizers):(\w+)$/.exec(door.key)?.[1];
  switch (door.key) {
    case 'v1:events':
      return records.v1.event.filter((e) => V1_STATUSES.has(e.status) && !hidden(e));
    case 'wp:events':
      return records.wp.event.filter((e) => records.wpListed.has(Number(e.id)));
    case 'wp:events:ids':
      return ids(records.wp.event.filter((e) => records.wpListed.has(Number(e.id))).sort(byId));
    case 'search':
      return records.searchIds.map((id) => ({ id }));
  }
  if (status) return records.v1[door.kind].filter((e) => e.status === status && !hidden(e));
  const side = door.key.startsWith('v1:') ? 'v1' : 'wp';
  let items = records[side][door.kind];
  if (side === 'v1' && (door.kind === 'venue' || door.kind === 'organizer'))
    items = items.filter((r) => V1_STATUSES.has(r.status));
  if (door.key.endsWith(':by-id')) return [...items].sort(byId);
  if (door.gives === 'ids') return ids([...items].sort(byId));
  return items;
}

function listPage(door: Door, items: Json[], total: number, size: number): FetchedPage {
  const pages = Math.ceil(total / size);
  if (door.gives === 'v1')
    return {
      status: 200,
      headers: { 'x-tec-total': String(total), 'x-tec-totalpages': String(pages) },
      body: { [door.field!]: items, total, total_pages: pages },
    };
  return {
    status: 200,
    headers: { 'x-wp-total': String(total), 'x-wp-totalpages': String(pages) },
    body: items,
  };
}

/** Every answer of the site: its lists through every door (and their first record alone), every single read. */
function pagesOf(base: Site, records: Records, golden: Golden, options: MovedOptions): Site {
  const pages: Site = structuredClone(base);
  const index = pages['?_fields=name,url,home,namespaces,timezone_string,gmt_offset']!.body as Json;
  Object.assign(index, { timezone_string: MOVED_ZONE, gmt_offset: -5 });
  (pages['wp/v2/settings?_fields=timezone,language']!.body as Json).timezone = MOVED_ZONE;
  const gone = (r: Json) => options.unreachable && Number(r.id) === UNREACHABLE_EVENT;
  for (const door of siteDoors()) {
    const all = listOf(door, records);
    const total = all.length;
    const items = all.filter((r) => !(door.kind === 'event' && gone(r)));
    const perPage = door.perPage;
    const chunks: Json[][] = [];
    for (let i = 0; i < Math.max(items.length, 1); i += perPage) chunks.push(items.slice(i, i + perPage));
    if (options.unstable && door.key === 'v1:events' && chunks.length > 1)
      chunks[1]![0] = chunks[0]![chunks[0]!.length - 1];
    chunks.forEach((chunk, i) => {
      pages[door.path(i + 1, perPage)] = listPage(door, chunk, total, perPage);
    });
    pages[door.path(1, 1)] = listPage(door, items.slice(0, 1), total, 1);
  }
  const routes = {
    event: 'events',
    venue: 'venues',
    organizer: 'organizers',
    category: 'categories',
    tag: 'tags',
  } as const;
  for (const kind of ['event', 'venue', 'organizer', 'category', 'tag'] as const) {
    for (const record of records.v1[kind]) {
      const answer = golden[routes[kind]]?.[record.id];
      pages[v1SinglePath(kind, record.id)] = gone(record)
        ? { status: 404, headers: {}, body: { code: 'event-not-found', message: 'Not found.' } }
        : answer && answer.status !== 200
          ? { status: answer.status, headers: {}, body: answer.body }
          : { status: 200, headers: {}, body: answer?.body ?? record };
    }
    if (kind === 'category' || kind === 'tag') continue;
    for (const record of records.wp[kind])
      pages[wpSinglePath(kind, record.id)] = gone(record)
        ? { status: 404, headers: {}, body: { code: 'rest_post_invalid_id', message: 'Invalid post ID.' } }
        : { status: 200, headers: {}, body: record };
  }
  return pages;
}

/** The moved site's answers, and TEC's single reads of its records (what our API must show). */
export function movedSite(
  base: Site,
  golden: Golden,
  options: MovedOptions = {},
): { pages: Site; golden: Golden } {
  const site = moved(base, golden, options);
  return { pages: pagesOf(base, site.records, site.golden, options), golden: site.golden };
}
