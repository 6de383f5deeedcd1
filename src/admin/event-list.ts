import { type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db, Row } from '../db/client';
import { STATUSES, type Status } from '../db/schema';
import type { AppEnv } from '../env';
import { eventListStatements } from '../events/list-statements';
import { type ListContext as ApiListContext, type EventListPlan, planEventList } from '../events/queries';
import { eventListQuery } from '../events/schemas';
import { invalidParams } from '../http/errors';
import { parseParams } from '../http/validate';
import { addDaysToWall, formatUtcWall } from '../lib/dates';
import { pickTranslationOrder } from '../lib/languages';
import { z } from '../lib/zod';
import { selectEvents } from '../posts/rows';
import { READABLE_BY_DEFAULT, readableCondition } from '../posts/visibility';
import {
  DEFAULT_PER_PAGE,
  type ListPreferences,
  listPreferencesStatement,
  perPageSql,
  readListPreferences,
} from './preferences';
import { CARRIED, type ListedOccurrence, rowPageIds, type SeriesGroup } from './series-rows';

/**
 * The editors' events list (wp-admin's): its parameters, read leniently (a value that can't be used is
 * left out and named, never a 500), turned into the API's own list plan (src/events/queries.ts: the same
 * filters and visibility rules as `GET /events`), and read in one D1 round trip: the counts of every
 * status tab, the page, its authors and the choices of the filters.
 */

export const TABS = ['all', ...STATUSES] as const;
export type Tab = (typeof TABS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);

/** Each parameter of the list: its schema, or the value that can't be used is named and dropped. */
const FIELDS = {
  status: z.enum(TABS),
  s: z.string().trim().min(1).max(200),
  from: z.string().regex(DAY),
  to: z.string().regex(DAY),
  category: id,
  tag: id,
  venue: id,
  organizer: id,
  featured: z.literal('1'),
  orderby: z.enum(['date', 'title']),
  order: z.enum(['asc', 'desc']),
  paged: z.coerce.number().int().positive().max(100_000),
  series: id,
} as const;

type Field = keyof typeof FIELDS;
export type ListParams = { [K in Field]?: z.output<(typeof FIELDS)[K]> };

/** The list's parameters, and the names of those given with a value that can't be used. */
export function readListParams(query: Record<string, string>): { params: ListParams; rejected: Field[] } {
  const params: Record<string, unknown> = {};
  const rejected: Field[] = [];
  for (const name of Object.keys(FIELDS) as Field[]) {
    const value = query[name];
    if (value === undefined || value === '') continue;
    const parsed = FIELDS[name].safeParse(value);
    if (parsed.success) params[name] = parsed.data;
    else rejected.push(name);
  }
  return { params: params as ListParams, rejected };
}

/** What a list reads under (the API's, without its linked-records filter). */
export type ListContext = Omit<ApiListContext, 'linkedTo'>;

/** A screen's list context: its caller and language, the site's default language and zone, now. */
export function listContextOf(c: Context<AppEnv>, { caller, lang }: Pick<ListContext, 'caller' | 'lang'>) {
  const config = c.get('config');
  return {
    caller,
    lang,
    defaultLang: config.defaultLanguage,
    siteTimezone: config.siteTimezone,
    now: new Date(),
  } satisfies ListContext;
}

const dayBefore = (day: string) => addDaysToWall(`${day} 00:00:00`, -1).slice(0, 10);

/** The API's list plan for these parameters and `statuses`: every event of them, hidden ones and past ones too. */
function planFor(params: ListParams, statuses: Status[], ctx: ListContext): EventListPlan {
  const query = parseParams(eventListQuery, {
    // The editors find an event by any of its languages' texts.
    ...(params.s !== undefined && { search: params.s, search_languages: 'all' }),
    // The start day within [from, to]: after the end of the day before, before the end of `to`.
    ...(params.from !== undefined && { starts_after: dayBefore(params.from) }),
    ...(params.to !== undefined && { starts_before: params.to }),
    ...(params.category !== undefined && { categories: [params.category] }),
    ...(params.tag !== undefined && { tags: [params.tag] }),
    ...(params.venue !== undefined && { venue: [params.venue] }),
    ...(params.organizer !== undefined && { organizer: [params.organizer] }),
    ...(params.featured !== undefined && { featured: true }),
    ...(params.series !== undefined && { series: params.series }),
    status: statuses.join(','),
  });
  return planEventList(query, ctx, { everything: true });
}

/** The statuses a tab lists: WordPress's "All" is every status but the trash. */
export const statusesOf = (tab: Tab): Status[] => (tab === 'all' ? READABLE_BY_DEFAULT : [tab]);

const titleOrder = (ctx: ListContext) =>
  `(SELECT s.title FROM post_texts s WHERE s.post_id = p.content_id ORDER BY ${pickTranslationOrder('s.lang', ctx.lang, ctx.defaultLang)} LIMIT 1) COLLATE NOCASE`;

function orderOf(params: ListParams, ctx: ListContext): string {
  const direction = (params.order ?? (params.orderby === 'title' ? 'asc' : 'desc')).toUpperCase();
  return params.orderby === 'title'
    ? `${titleOrder(ctx)} ${direction}, p.id ${direction}`
    : `p.start_utc ${direction}, p.id ${direction}`;
}

/** Names of terms or linked posts in the shown language, for a filter's choices. */
export const termChoices = (taxonomy: string, ctx: ListContext) =>
  sql`SELECT t.id, (SELECT tt.name FROM term_texts tt WHERE tt.term_id = t.id ORDER BY ${sql.raw(pickTranslationOrder('tt.lang', ctx.lang, ctx.defaultLang))} LIMIT 1) AS name
    FROM terms t WHERE t.taxonomy = ${taxonomy} ORDER BY name COLLATE NOCASE LIMIT 500`;
export const postChoices = (kind: 'venue' | 'organizer', ctx: ListContext) =>
  sql`SELECT p.id, (SELECT s.title FROM post_texts s WHERE s.post_id = p.id ORDER BY ${sql.raw(pickTranslationOrder('s.lang', ctx.lang, ctx.defaultLang))} LIMIT 1) AS name
    FROM posts p WHERE p.kind = ${kind} AND ${readableCondition(ctx.caller, READABLE_BY_DEFAULT)} ORDER BY name COLLATE NOCASE LIMIT 500`;

/** The list's parameter behind each of the API's that a reference check names. */
const FIELD_OF_PARAM: Readonly<Record<string, Field>> = {
  categories: 'category',
  tags: 'tag',
  venue: 'venue',
  organizer: 'organizer',
};

/** A filter naming a record that doesn't exist (or that the caller may not read): the API's 400 naming it. */
export function refuseUnknownReferences(unknown: ReadonlyArray<{ param: string; value: string | number }>) {
  if (unknown.length === 0) return;
  const reasons: Record<string, string> = {};
  for (const { param, value } of unknown) reasons[FIELD_OF_PARAM[param] ?? param] ??= `Unknown: ${value}.`;
  throw invalidParams(reasons);
}

export interface Choice {
  id: number;
  name: string | null;
}

export interface ListResult {
  /** Events of each status, as the API counts them (each occurrence of a series). */
  counts: Record<Tab, number>;
  /** Rows: single events and series (./series-rows.ts). */
  total: number;
  rows: Row[];
  authors: Map<number, string>;
  /** The series a row stands for, by the row's event id. */
  groups: Map<number, SeriesGroup>;
  /** The occurrences listed under each series' row, by series id. */
  occurrences: Map<number, ListedOccurrence[]>;
  choices: { categories: Choice[]; tags: Choice[]; venues: Choice[]; organizers: Choice[] };
  /** The caller's Screen Options (./preferences.ts). */
  preferences: ListPreferences;
}

/**
 * Reads the list in one round trip. A filter naming a category, tag, venue or organizer that doesn't
 * exist (or that the caller may not read) is the API's 400: it comes back as an `ApiError` naming it.
 */
export async function readEventList(
  db: Db,
  params: ListParams,
  ctx: ListContext,
  page: number,
): Promise<ListResult> {
  const tab = params.status ?? 'all';
  const counting = planFor(params, [...STATUSES], ctx);
  const plan = planFor(params, statusesOf(tab), ctx);
  const [checks, count] = eventListStatements(plan, page, DEFAULT_PER_PAGE, ctx.caller);
  // One series' occurrences (`series=`) are listed one by one; otherwise a series is one row.
  const grouped = params.series === undefined;
  // Rows per page are the caller's Screen Options, read in this batch.
  const userId = ctx.caller?.id ?? 0;
  const perPage = perPageSql(userId);
  const pageIds = rowPageIds(
    plan,
    orderOf(params, ctx),
    { limit: perPage, offset: sql`(${perPage}) * ${page - 1}` },
    formatUtcWall(ctx.now),
    grouped,
  );
  const statements: SQL[] = [
    checks,
    sql`SELECT p.status AS status, count(*) AS n FROM ${counting.from} WHERE ${counting.where} GROUP BY p.status`,
    // Ungrouped, the total as the API counts it; grouped, the rows' (their `list_total`).
    grouped ? sql`SELECT NULL WHERE 0` : count,
    selectEvents(pageIds, 'page.ord', ctx.caller, { texts: plan.texts, carried: CARRIED }),
    termChoices('tribe_events_cat', ctx),
    termChoices('post_tag', ctx),
    postChoices('venue', ctx),
    postChoices('organizer', ctx),
    listPreferencesStatement(userId),
  ];
  const [unknown, byStatus, counted, rows, categories, tags, venues, organizers, preferences] =
    (await db.batch(statements)) as [
      { param: string; value: string | number }[],
      { status: Status; n: number }[],
      { total: number }[],
      Row[],
      Choice[],
      Choice[],
      Choice[],
      Choice[],
      Array<{ value: string }>,
    ];
  refuseUnknownReferences(unknown);
  const counts = Object.fromEntries(TABS.map((t) => [t, 0])) as Record<Tab, number>;
  for (const { status, n } of byStatus) {
    counts[status] = n;
    if (status !== 'trash') counts.all += n;
  }
  const groups = new Map<number, SeriesGroup>();
  const authors = new Map<number, string>();
  for (const row of rows) {
    if (row.author_login !== null) authors.set(Number(row.author_id), String(row.author_login));
    if (row.series_status !== null && row.series_id !== null)
      groups.set(Number(row.id), {
        seriesId: Number(row.series_id),
        count: Number(row.occurrences),
        status: row.series_status as Status,
        authorId: Number(row.series_author),
      });
  }
  const occurrences = new Map<number, ListedOccurrence[]>();
  for (const row of rows) {
    if (typeof row.listed === 'string' && row.series_id !== null)
      occurrences.set(Number(row.series_id), JSON.parse(row.listed) as ListedOccurrence[]);
  }
  return {
    counts,
    total: grouped ? Number(rows[0]?.list_total ?? 0) : (counted[0]?.total ?? 0),
    rows,
    authors,
    groups,
    occurrences,
    choices: { categories, tags, venues, organizers },
    preferences: readListPreferences(preferences),
  };
}
