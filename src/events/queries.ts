import { type SQL, sql } from 'drizzle-orm';
import { STATUSES, type Status } from '../db/schema';
import type { CanonicalQuery } from '../http/pagination';
import type { Caller } from '../lib/caller';
import {
  addDaysToWall,
  addMonthsToWall,
  endOfDayWall,
  formatUtcWall,
  parseDateInput,
  startOfDayWall,
  utcToZonedWall,
  zonedWallToUtc,
} from '../lib/dates';
import type { Lang } from '../lib/languages';
import { aliasedId } from '../posts/aliases';
import {
  canonicalModified,
  MODIFIED_PARAMS,
  type ModifiedBound,
  modifiedBounds,
  modifiedCondition,
} from '../posts/modified';
import { selectEvents, type TextsWanted } from '../posts/rows';
import { ftsQuery, searchCondition, shownTextMatches } from '../posts/search';
import { type SlugLocator, slugLookup } from '../posts/slugs';
import { listStatuses, protectedFieldsReadable, readableCondition } from '../posts/visibility';
import { canonicalFactFilters, factConditions, PROTECTED_FACT_FILTERS } from './fact-filters';
import type { EventListQuery } from './schemas';

/** The date window of a list, as site-local walls (for links) and as UTC walls (for SQL). */
interface DateBound {
  name: 'start_date' | 'end_date' | 'starts_before' | 'starts_after' | 'ends_before' | 'ends_after';
  wall: string;
  utc: string;
}

const RELATIVE = ['starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;
type ModifiedParam = (typeof MODIFIED_PARAMS)[number];

/**
 * Whether a list has no default date window: with `include`, and for pollers asking what was modified
 * (whatever the event's date); one of the relative bounds drops it unless the bounds are given.
 */
export const withoutDefaultWindow = (q: Pick<EventListQuery, 'include' | ModifiedParam>) =>
  includedIds(q) !== undefined || MODIFIED_PARAMS.some((name) => q[name] !== undefined);

/** The ids `include` names; an empty one (`include=`) is not given, as TEC's `! empty()`. */
const includedIds = (q: Pick<EventListQuery, 'include'>) => (q.include?.length ? q.include : undefined);

/**
 * TEC's window: `start_date` defaults to yesterday 23:59:00 and `end_date` to now + 24 months (site
 * time), unless one of the relative bounds is given, `include` is used, or the list asks what was
 * modified. Without `strict_dates`, `start_date` snaps to the start of its day and every other bound to
 * the end of its day.
 */
export function dateWindow(q: EventListQuery, siteTimezone: string, now: Date, defaults = true): DateBound[] {
  if (includedIds(q)) return [];
  const usesRelative = !defaults || RELATIVE.some((name) => q[name] !== undefined) || withoutDefaultWindow(q);
  const today = utcToZonedWall(now, siteTimezone);
  const given: Array<[DateBound['name'], string | undefined]> = [
    [
      'start_date',
      q.start_date ?? (usesRelative ? undefined : `${addDaysToWall(today, -1).slice(0, 10)} 23:59:00`),
    ],
    ['end_date', q.end_date ?? (usesRelative ? undefined : addMonthsToWall(today, 24))],
    ...RELATIVE.map((name) => [name, q[name]] as [DateBound['name'], string | undefined]),
  ];
  const bounds: DateBound[] = [];
  for (const [name, input] of given) {
    if (input === undefined) continue;
    const parsed = parseDateInput(input, siteTimezone);
    if (!parsed) continue;
    const wall = q.strict_dates
      ? parsed.wall
      : name === 'start_date'
        ? startOfDayWall(parsed.wall)
        : endOfDayWall(parsed.wall);
    const instant = q.strict_dates ? parsed.instant : zonedWallToUtc(wall, siteTimezone);
    bounds.push({ name, wall, utc: formatUtcWall(instant) });
  }
  return bounds;
}

/**
 * Each bound on the event row `p`. An event ends when or after it starts (a write refuses anything else),
 * so a bound on its end bounds its start too: said, it closes the range the window index walks (without
 * it, a month filtered by anything the day counts don't hold was read from its first day to the last
 * event of the calendar).
 */
const BOUND_SQL: Record<DateBound['name'], (utc: string) => SQL> = {
  start_date: (utc) => sql`p.start_utc >= ${utc}`,
  end_date: (utc) => sql`p.end_utc <= ${utc} AND p.start_utc <= ${utc}`,
  starts_before: (utc) => sql`p.start_utc < ${utc}`,
  starts_after: (utc) => sql`p.start_utc > ${utc}`,
  ends_before: (utc) => sql`p.end_utc < ${utc} AND p.start_utc < ${utc}`,
  ends_after: (utc) => sql`p.end_utc > ${utc}`,
};

const KM_PER_DEGREE = 111.32;

/** Term references (ids or slugs) of one taxonomy, with every descendant category. */
function termIdsSql(refs: Array<number | string>, taxonomy: string): SQL {
  const ids = JSON.stringify(refs.filter((r) => typeof r === 'number'));
  const slugs = JSON.stringify(refs.filter((r) => typeof r === 'string'));
  return sql`WITH RECURSIVE chosen(id) AS (
      SELECT id FROM terms WHERE taxonomy = ${taxonomy} AND id IN (SELECT value FROM json_each(${ids}))
      UNION SELECT term_id FROM term_texts WHERE taxonomy = ${taxonomy} AND slug IN (SELECT value FROM json_each(${slugs}))
      UNION SELECT t.id FROM terms t JOIN chosen c ON t.parent_id = c.id WHERE t.taxonomy = ${taxonomy}
    ) SELECT id FROM chosen`;
}

/** Filters on fields a password-protected event hides (besides `geoloc…` and `search`). */
const PROTECTED_FILTERS = [
  'venue',
  'organizer',
  'categories',
  'tags',
  'featured',
  'ticketed',
  ...PROTECTED_FACT_FILTERS,
] as const;

/** The texts a list's `search` matches. */
const SEARCHED_COLUMNS = ['title', 'description', 'excerpt'];

const isGiven = (value: unknown) => value !== undefined && !(Array.isArray(value) && value.length === 0);

export interface ListContext {
  caller: Caller;
  lang: Lang;
  defaultLang: Lang;
  siteTimezone: string;
  now: Date;
  /**
   * Events linked to the records a statement selects (`SELECT id …`), as a `venue` or `organizer`
   * filter with those ids would list them: the page of a venue or an organizer found by its slug in
   * the same batch.
   */
  linkedTo?: { role: 'venue' | 'organizer'; ids: SQL };
}

export interface EventListPlan {
  where: SQL;
  /** `latest`: the latest start first (the calendar's past events, as TEC lists them). */
  orderBy: 'start' | 'published' | 'latest';
  canonical: CanonicalQuery;
  /** Statements whose rows name references that do not exist (each row: `{ param, value }`). */
  referenceChecks: SQL[];
  /**
   * Where the rows come from: `posts p`, or, with a venue or organizer filter, the events linked to
   * those (a few hundred at most) joined to their posts, so the date window is not walked in full.
   */
  from: SQL;
  /** The page's rows carry the shown text in full and the other languages' slugs. */
  texts: TextsWanted;
  /**
   * Set when the list is listed events in a start/end window and nothing else, or for an anonymous
   * caller also one filter whose events are counted by day too (`featured`, or one category or tag):
   * counted by day.
   */
  plainWindow?: { from: string; to: string; subset?: DaySubset };
  /** The statuses listed. */
  statuses: Status[];
}

/** The filter a window's count by day keeps besides the dates: a `featured` flag, or one term reference. */
type DaySubset = { featured: boolean } | { term: { taxonomy: string; ref: number | string } };

/** The ids of the series event `id` belongs to (the event itself when it is a plain one), by the series index. */
const seriesMemberIds = (id: number) =>
  sql`SELECT member.id FROM posts member
    WHERE member.series_id = (SELECT named.series_id FROM posts named WHERE named.id = ${id}) UNION SELECT ${id}`;

/**
 * A list of one series is led by its members, each found by primary key: as a plain `p.id IN (…)`
 * condition, SQLite (without statistics) would rather range over every event of a status in
 * `posts_event_window` and test each id (0.5M rows with the bench's series).
 */
const seriesLead = (id: number) =>
  sql`(${seriesMemberIds(id)}) members CROSS JOIN posts p ON p.id = members.id`;

/**
 * The ids of the events (contents) linked to the venues or organizers `given` selects, else to the ids
 * of the JSON `list`. The links of a trashed venue or organizer are kept for its return, and hidden
 * meanwhile.
 */
const linkedEventsSql = (given: SQL | undefined, list: string) =>
  sql`SELECT event_id FROM event_links WHERE post_id IN
      (SELECT v.id FROM posts v WHERE v.id IN (${given ?? sql`SELECT value FROM json_each(${list})`}) AND v.status <> 'trash')`;

/**
 * Builds the filters of `GET /events` once, for the count, the page, and the canonical links. With
 * `occurrencesOf`, the list of one series (`GET /events/{id}/occurrences`): no default window, and the
 * occurrences hidden from listings too, as the series was named. With `everything` (the editors' list,
 * src/admin), no default window and the events hidden from listings too.
 */
export function planEventList(
  q: EventListQuery,
  ctx: ListContext,
  options: { occurrencesOf?: number; everything?: boolean } = {},
): EventListPlan {
  const statuses: Status[] = listStatuses(ctx.caller, q.status);
  const named = options.occurrencesOf;
  const listed = named === undefined && !options.everything;
  const bounds = dateWindow(q, ctx.siteTimezone, ctx.now, listed);
  const conditions: SQL[] = [
    sql`p.kind = 'event'`,
    readableCondition(ctx.caller, statuses),
    ...(listed ? [sql`p.hide_from_listings = 0`] : []),
  ];
  const referenceChecks: SQL[] = [];
  for (const bound of bounds) conditions.push(BOUND_SQL[bound.name](bound.utc));
  const unfiltered = conditions.length;
  const modified = modifiedBounds(q, ctx.siteTimezone);
  conditions.push(...modified.map(modifiedCondition));
  const driver = (['venue', 'organizer'] as const).find(
    (role) => (q[role]?.length ?? 0) > 0 || ctx.linkedTo?.role === role,
  );
  const near = q.geoloc_lat !== undefined && q.geoloc_lng !== undefined;
  // Filters on the fields a password-protected event hides never match it for a caller who may not
  // read them (API.md §2.4): such a filter would tell its venue, terms or flags one guess at a time.
  // The events of a venue's or an organizer's page (`linkedTo`) are such a filter too.
  const protectedReadable = protectedFieldsReadable(ctx.caller);
  const protectedFilter =
    PROTECTED_FILTERS.some((name) => isGiven(q[name])) || q.geoloc || near || ctx.linkedTo !== undefined;
  if (protectedReadable && protectedFilter) conditions.push(protectedReadable);

  const seriesNamed = named ?? q.series;
  /** With a search and nothing narrower to lead: the posts of the matching contents. */
  let searchLead: SQL | undefined;
  if (q.search) {
    const search = q.search;
    // `search_languages=all`: the text of any language, not only the one the caller is shown.
    const anyLanguage = q.search_languages === 'all';
    // Led by a venue or organizer, only the contents linked to it are checked, each once (a series'
    // occurrences share their template's), as a set read once per statement.
    const among = driver
      ? linkedEventsSql(
          ctx.linkedTo?.role === driver ? ctx.linkedTo.ids : undefined,
          JSON.stringify(q[driver] ?? []),
        )
      : undefined;
    // Otherwise the matches lead, each content's posts found by `content_id` within the window: the
    // work follows the matches, not the window (checking every event of the window against the set of
    // matches cost 142 ms at 100k events for `jazz`, seconds with series occurrences).
    const query =
      driver === undefined && seriesNamed === undefined ? ftsQuery(search, SEARCHED_COLUMNS) : null;
    if (query !== null)
      searchLead = sql`(SELECT DISTINCT post_id AS id FROM (${shownTextMatches(query, ctx.lang, ctx.defaultLang, 'post_texts_fts', anyLanguage)})) matched
        CROSS JOIN posts p INDEXED BY posts_content_window ON p.content_id = matched.id`;
    else
      conditions.push(
        searchCondition(search, ctx.lang, ctx.defaultLang, SEARCHED_COLUMNS, among, anyLanguage),
      );
    // Of an event whose protected fields the caller may not read, only the title may match; checked
    // per event, only for the few with a password.
    if (protectedReadable) {
      conditions.push(
        sql`(${protectedReadable} OR ${searchCondition(search, ctx.lang, ctx.defaultLang, ['title'], true, anyLanguage)})`,
      );
    }
  }
  const termParams = (['categories', 'tags'] as const).filter((param) => isGiven(q[param]));
  let oneTerm: { taxonomy: string; ref: number | string } | undefined;
  /** The first term filter: its condition's place, and the contents it selects. */
  let termLead: { index: number; contents: SQL } | undefined;
  for (const [param, taxonomy] of [
    ['categories', 'tribe_events_cat'],
    ['tags', 'post_tag'],
  ] as const) {
    const refs = q[param];
    if (!refs || refs.length === 0) continue;
    const termIds = termIdsSql(refs, taxonomy);
    // One term alone: its total may be counted by day, and the page checks each event's few terms
    // instead of reading every event of the term (and its descendants) as a set.
    if (refs.length === 1 && termParams.length === 1) oneTerm = { taxonomy, ref: refs[0]! };
    conditions.push(
      driver || oneTerm
        ? sql`EXISTS (SELECT 1 FROM event_terms et WHERE et.event_id = p.content_id AND et.term_id IN (${termIds}))`
        : sql`p.content_id IN (SELECT event_id FROM event_terms WHERE term_id IN (${termIds}))`,
    );
    termLead ??= {
      index: conditions.length - 1,
      contents: sql`SELECT DISTINCT event_id AS id FROM event_terms WHERE term_id IN (${termIds})`,
    };
    referenceChecks.push(sql`SELECT ${param} AS param, value FROM json_each(${JSON.stringify(refs)}) r
      WHERE NOT EXISTS (SELECT 1 FROM terms WHERE taxonomy = ${taxonomy} AND id = r.value AND r.type = 'integer')
        AND NOT EXISTS (SELECT 1 FROM term_texts WHERE taxonomy = ${taxonomy} AND slug = r.value AND r.type = 'text')`);
  }
  let rows =
    seriesNamed !== undefined && driver === undefined
      ? seriesLead(seriesNamed)
      : (searchLead ?? sql`posts p`);
  for (const role of ['venue', 'organizer'] as const) {
    const ids = q[role];
    const given = ctx.linkedTo?.role === role ? ctx.linkedTo.ids : undefined;
    if (!given && (!ids || ids.length === 0)) continue;
    const list = JSON.stringify(ids ?? []);
    const linked = linkedEventsSql(given, list);
    if (role === driver) {
      // Named: with a search's set of contents beside it, SQLite (without statistics) would rather range
      // over the date window once per linked event.
      rows = sql`(SELECT DISTINCT event_id AS id FROM (${linked})) linked CROSS JOIN posts p INDEXED BY posts_content_window ON p.content_id = linked.id`;
    } else {
      conditions.push(sql`p.content_id IN (${linked})`);
    }
    // A venue or organizer the caller may not read is as unknown as one that does not exist.
    if (!given)
      referenceChecks.push(sql`SELECT ${role} AS param, value FROM json_each(${list}) r
      WHERE NOT EXISTS (SELECT 1 FROM posts v WHERE v.id = r.value AND v.kind = ${role}
        AND ${readableCondition(ctx.caller, [...STATUSES], 'v')})`);
  }
  if (q.featured !== undefined) conditions.push(sql`p.featured = ${q.featured ? 1 : 0}`);
  if (q.ticketed !== undefined) conditions.push(sql`p.ticketed = ${q.ticketed ? 1 : 0}`);
  /** Parameters that name an event, checked together. */
  const namedEvents: { post_parent?: number; series?: number } = {};
  // TEC's legacy convention: the occurrences of a series are the children of its template.
  if (q.post_parent !== undefined) {
    conditions.push(sql`(p.post_parent = ${q.post_parent} OR p.series_id = ${q.post_parent})`);
    // As TEC: the parent must be an event (or a series' template), and one the caller may read.
    namedEvents.post_parent = q.post_parent;
  }
  const included = includedIds(q);
  if (included) {
    // A template's id names all of its occurrences.
    const ids = JSON.stringify(included);
    conditions.push(
      sql`(p.id IN (SELECT value FROM json_each(${ids})) OR p.series_id IN (SELECT value FROM json_each(${ids})))`,
    );
  }
  if (q.series !== undefined) {
    // Led by the series unless a venue or organizer leads (or another series was named).
    if (driver !== undefined || named !== undefined)
      conditions.push(sql`p.id IN (${seriesMemberIds(q.series)})`);
    namedEvents.series = q.series;
  }
  if (Object.keys(namedEvents).length > 0) {
    // An event the caller may not read is as unknown as one that does not exist. One check for both
    // parameters: the reference checks are one compound SELECT, which D1 limits to 5 terms.
    referenceChecks.push(sql`SELECT r.key AS param, r.value FROM json_each(${JSON.stringify(namedEvents)}) r
      WHERE NOT EXISTS (SELECT 1 FROM posts e WHERE e.id = r.value AND e.kind IN ('event', 'series')
        AND ${readableCondition(ctx.caller, [...STATUSES], 'e')})`);
  }
  if (q.recurring !== undefined)
    conditions.push(q.recurring ? sql`p.series_id IS NOT NULL` : sql`p.series_id IS NULL`);
  conditions.push(...factConditions(q));

  if (q.geoloc || near) {
    const venueHasCoordinates = sql`v.kind = 'venue' AND v.geo_lat IS NOT NULL AND v.geo_lng IS NOT NULL`;
    let distance = sql``;
    if (near) {
      // Equirectangular distance: exact enough for a radius of up to a few hundred km, and index-friendly.
      const lat = q.geoloc_lat!;
      const lng = q.geoloc_lng!;
      const r = q.geoloc_radius;
      const dLat = r / KM_PER_DEGREE;
      const cosLat = Math.max(Math.cos((lat * Math.PI) / 180), 0.01);
      const dLng = r / (KM_PER_DEGREE * cosLat);
      distance = sql` AND v.geo_lat BETWEEN ${lat - dLat} AND ${lat + dLat} AND v.geo_lng BETWEEN ${lng - dLng} AND ${lng + dLng}
        AND ((v.geo_lat - ${lat}) * ${KM_PER_DEGREE}) * ((v.geo_lat - ${lat}) * ${KM_PER_DEGREE})
          + ((v.geo_lng - ${lng}) * ${KM_PER_DEGREE * cosLat}) * ((v.geo_lng - ${lng}) * ${KM_PER_DEGREE * cosLat}) <= ${r * r}`;
    }
    conditions.push(sql`p.content_id IN (SELECT l.event_id FROM event_links l JOIN posts v ON v.id = l.post_id
      WHERE l.role = 'venue' AND v.status = 'publish' AND ${venueHasCoordinates}${distance})`);
  }

  // An anonymous caller's `featured` or one-term filter leaves out password-protected events: their
  // counts by day are kept among the events without a password (migrations/0021).
  const subset: DaySubset | undefined =
    ctx.caller !== null || protectedReadable === undefined
      ? undefined
      : q.featured !== undefined && oneTerm === undefined
        ? { featured: q.featured }
        : q.featured === undefined && oneTerm !== undefined
          ? { term: oneTerm }
          : undefined;
  const [from, to] = bounds;
  const plainWindow =
    // A subset brings two conditions: its own filter, and the rule keeping protected fields' filters off
    // password-protected events.
    conditions.length === unfiltered + (subset ? 2 : 0) &&
    searchLead === undefined &&
    driver === undefined &&
    seriesNamed === undefined &&
    statuses.length === 1 &&
    statuses[0] === 'publish' &&
    bounds.length === 2 &&
    from?.name === 'start_date' &&
    to?.name === 'end_date'
      ? { from: from.utc, to: to.utc, ...(subset && { subset }) }
      : undefined;
  // A term filter not counted by day, with nothing narrower leading: the term's events lead, each
  // content's posts found by `content_id` within the window, so the total's work follows the term's
  // events instead of every event of the window (two categories: 181 → 63 ms at 100k events).
  if (termLead && !plainWindow && driver === undefined && seriesNamed === undefined && !searchLead) {
    conditions.splice(termLead.index, 1);
    rows = sql`(${termLead.contents}) termed CROSS JOIN posts p INDEXED BY posts_content_window ON p.content_id = termed.id`;
  }

  return {
    where: sql.join(conditions, sql` AND `),
    orderBy: included ? 'published' : 'start',
    from: rows,
    texts: { lang: ctx.lang, defaultLang: ctx.defaultLang },
    plainWindow,
    statuses,
    canonical: canonicalEventQuery(q, bounds, statuses, modified),
    referenceChecks,
  };
}

const joinList = (values: ReadonlyArray<string | number> | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined;

/** The parameters of a list in TEC's order, defaults applied; links and the cache key are built from it. */
function canonicalEventQuery(
  q: EventListQuery,
  bounds: DateBound[],
  statuses: Status[],
  modified: ModifiedBound[],
): CanonicalQuery {
  const entries: Array<[string, string | undefined]> = [
    ['page', String(q.page)],
    ['per_page', String(q.per_page)],
    ...bounds.map((b): [string, string] => [b.name, b.wall]),
    ['strict_dates', q.strict_dates ? 'true' : undefined],
    ...canonicalModified(modified),
    ['search', q.search || undefined],
    ['search_languages', q.search && q.search_languages === 'all' ? 'all' : undefined],
    ['categories', joinList(q.categories)],
    ['tags', joinList(q.tags)],
    ['venue', joinList(q.venue)],
    ['organizer', joinList(q.organizer)],
    ['featured', q.featured === undefined ? undefined : String(q.featured)],
    ['ticketed', q.ticketed === undefined ? undefined : String(q.ticketed)],
    ['geoloc', q.geoloc === undefined ? undefined : String(q.geoloc)],
    ['geoloc_lat', q.geoloc_lat === undefined ? undefined : String(q.geoloc_lat)],
    ['geoloc_lng', q.geoloc_lng === undefined ? undefined : String(q.geoloc_lng)],
    ['geoloc_radius', q.geoloc_lat === undefined ? undefined : String(q.geoloc_radius)],
    ['include', joinList(q.include)],
    ['post_parent', q.post_parent === undefined ? undefined : String(q.post_parent)],
    ['series', q.series === undefined ? undefined : String(q.series)],
    ['recurring', q.recurring === undefined ? undefined : String(q.recurring)],
    ...canonicalFactFilters(q),
    ['translation_language', q.translation_language],
    ['status', statuses.join(',')],
  ];
  return entries.filter((e): e is [string, string] => e[1] !== undefined);
}

/** A select of the id of the event (or series template) `by` names; with `aliases`, an alias reads its record. */
export const eventIdQuery = (by: { id: number; aliases?: boolean } | SlugLocator, caller: Caller): SQL =>
  'id' in by
    ? sql`SELECT id FROM posts WHERE id = ${by.aliases ? aliasedId('post', by.id) : by.id} AND kind IN ('event', 'series')`
    : slugLookup('event', by, caller);

/**
 * The statements that load one event (src/events/load.ts): its row, and the kind of the record with that
 * id. With `aliases`, an id that is an alias (src/posts/aliases.ts) reads the record it names.
 */
export function findEventStatements(
  by: { id: number; aliases?: boolean } | SlugLocator,
  caller: Caller,
): [row: SQL, kind: SQL] {
  const id = 'id' in by ? (by.aliases ? aliasedId('post', by.id) : sql`${by.id}`) : undefined;
  const idQuery = eventIdQuery(by, caller);
  const kindQuery =
    id !== undefined ? sql`SELECT kind FROM posts WHERE id = ${id}` : sql`SELECT 'event' AS kind WHERE 0`;
  return [selectEvents(idQuery, 'p.id', caller, { withVersion: true }), kindQuery];
}
