import { type SQL, sql } from 'drizzle-orm';
import type { Row } from '../db/client';
import { STATUSES } from '../db/schema';
import { accessibilityKeys } from '../lib/accessibility';
import { EVENT_STATUSES, type EventStatus, TIMES_OF_DAY, timeOfDayOf, WEEKDAYS } from '../lib/event-facts';
import { protectedFieldsReadable, readableCondition } from '../posts/visibility';
import { type ListContext, planEventList } from './queries';
import type { EventListQuery } from './schemas';

/**
 * The count of each value of each facet (docs/performance.md#facets): one statement per facet in the
 * list's own batch, over the view's date window with every other chosen filter (a facet counts what
 * choosing one of its values would list), grouped by the facet's column. Each statement is the list's
 * own plan (`planEventList`: the same window index, visibility and filters) without that facet's
 * filter: no facet reads the calendar beyond the window. Facets on what a password hides (all but the
 * status and the day of the week) count only the events whose protected fields the reader may see, as
 * their filters match only those.
 */

/**
 * The facets, by the names of the list filters they choose with (`price`: `free` or `max_cost`), in the
 * order the calendar's views show them (src/pages/calendar/facets.ts).
 */
export const FACETS = [
  'categories',
  'tags',
  'venue',
  'organizer',
  'weekday',
  'time_of_day',
  'price',
  'event_language',
  'accessibility',
  'event_status',
  'attendance_mode',
] as const;
export type Facet = (typeof FACETS)[number];

/** The amounts the price facet offers ("up to …"), besides "free" and an amount the address chose. */
export const PRICE_STEPS = [10, 20, 50] as const;
/** The most values a facet of names (categories, tags, venues, organizers) shows: the commonest. */
export const MAX_NAMED_VALUES = 30;

export interface FacetValue {
  value: string;
  count: number;
  /** The name of a category, tag, venue or organizer. */
  name?: string;
}

export type FacetCounts = Partial<Record<Facet, FacetValue[]>> & { total?: number };

/**
 * The statuses a view lists when the site hides cancelled events (`hide_cancelled_events`,
 * docs/settings.md): those asked for, or all, but cancelled.
 */
export function withoutCancelled(asked: EventStatus[] | undefined): EventStatus[] {
  const kept = (asked ?? []).filter((status) => status !== 'cancelled');
  return (kept.length > 0 ? kept : EVENT_STATUSES).filter((status) => status !== 'cancelled');
}

/** The query without a facet's own filter (the status keeps the site's hiding of cancelled events). */
function withoutFacet(query: EventListQuery, facet: Facet, hideCancelled: boolean): EventListQuery {
  const q: EventListQuery = { ...query };
  if (facet === 'price') {
    delete q.free;
    delete q.max_cost;
  } else if (facet === 'event_status') {
    if (hideCancelled) q.event_status = withoutCancelled(undefined);
    else delete q.event_status;
  } else delete q[facet];
  return q;
}

/** Facets on fields a password-protected event hides from those who may not read it. */
const PROTECTED_FACETS: ReadonlySet<Facet> = new Set<Facet>([
  'categories',
  'tags',
  'venue',
  'organizer',
  'time_of_day',
  'price',
  'event_language',
  'accessibility',
  'attendance_mode',
]);

/** The name of a record or term in the content language, else the default, else any. */
const shownName = (
  table: 'term_texts' | 'post_texts',
  column: 'name' | 'slug' | 'title',
  owner: string,
  ctx: ListContext,
) =>
  sql`(SELECT ${sql.raw(column)} FROM ${sql.raw(table)} x WHERE x.${sql.raw(owner)} = g.k
    ORDER BY x.lang = ${ctx.lang} DESC, x.lang = ${ctx.defaultLang} DESC, x.lang LIMIT 1)`;

/** The statement counting one facet's values, its rows `{k, n}` (and names). */
function facetStatement(
  facet: Facet,
  query: EventListQuery,
  ctx: ListContext,
  hide: boolean,
  price?: number,
): SQL {
  const plan = planEventList(withoutFacet(query, facet, hide), ctx);
  const hidden = PROTECTED_FACETS.has(facet) ? protectedFieldsReadable(ctx.caller) : undefined;
  const where = hidden ? sql`${plan.where} AND ${hidden}` : plan.where;
  const grouped = (key: string) =>
    sql`SELECT ${sql.raw(key)} AS k, count(*) AS n FROM ${plan.from} WHERE ${where} GROUP BY 1`;
  switch (facet) {
    case 'event_status':
      return grouped('p.event_status');
    case 'attendance_mode':
      return grouped('p.attendance_mode');
    case 'weekday':
      return grouped("strftime('%w', p.start_local)");
    case 'time_of_day':
      return grouped("CASE WHEN p.all_day = 1 THEN 'all_day' ELSE substr(p.start_local, 12, 2) END");
    case 'event_language':
      return grouped('p.event_language_keys');
    case 'accessibility':
      return grouped('p.accessibility');
    case 'price': {
      const amounts = [...new Set([...PRICE_STEPS, ...(price === undefined ? [] : [price])])];
      const sums = amounts.map(
        (amount) =>
          sql`, sum(${hidden ?? sql`1`} AND fc.cost_min >= 0 AND fc.cost_min <= ${amount}) AS ${sql.raw(`"${amount}"`)}`,
      );
      return sql`SELECT count(*) AS total, sum(${hidden ?? sql`1`} AND fc.cost_min = 0) AS free${sql.join(sums, sql``)}
        FROM ${plan.from} LEFT JOIN event_costs fc ON fc.content_id = p.content_id WHERE ${plan.where}`;
    }
    case 'categories':
    case 'tags': {
      const taxonomy = facet === 'categories' ? 'tribe_events_cat' : 'post_tag';
      // A category counts its descendants' events too, as its filter lists them.
      return sql`SELECT g.k, g.n, ${shownName('term_texts', 'slug', 'term_id', ctx)} AS slug,
          ${shownName('term_texts', 'name', 'term_id', ctx)} AS name
        FROM (SELECT a.ancestor_id AS k, count(DISTINCT p.id) AS n FROM ${plan.from}
          JOIN event_terms et ON et.event_id = p.content_id
          JOIN term_ancestors a ON a.term_id = et.term_id
          JOIN terms t ON t.id = a.ancestor_id AND t.taxonomy = ${taxonomy}
          WHERE ${where} GROUP BY a.ancestor_id ORDER BY n DESC, a.ancestor_id LIMIT ${MAX_NAMED_VALUES}) g`;
    }
    case 'venue':
    case 'organizer':
      return sql`SELECT g.k, g.n, ${shownName('post_texts', 'title', 'post_id', ctx)} AS name
        FROM (SELECT l.post_id AS k, count(DISTINCT p.id) AS n FROM ${plan.from}
          JOIN event_links l ON l.event_id = p.content_id AND l.role = ${facet}
          JOIN posts v ON v.id = l.post_id AND v.status <> 'trash' AND ${readableCondition(ctx.caller, [...STATUSES], 'v')}
          WHERE ${where} GROUP BY l.post_id ORDER BY n DESC, l.post_id LIMIT ${MAX_NAMED_VALUES}) g`;
  }
}

/** The statements of the facets offered, in their order (their rows are read back by `facetCounts`). */
export function facetStatements(
  facets: readonly Facet[],
  query: EventListQuery,
  ctx: ListContext,
  hideCancelled: boolean,
): SQL[] {
  return facets.map((facet) => facetStatement(facet, query, ctx, hideCancelled, query.max_cost));
}

const add = (counts: Map<string, number>, key: string, n: number) =>
  counts.set(key, (counts.get(key) ?? 0) + n);
const listed = (counts: Map<string, number>) => [...counts].map(([value, count]) => ({ value, count }));

/** Each facet's values with their counts, from its statement's rows. */
export function facetCounts(facets: readonly Facet[], results: Row[][]): FacetCounts {
  const out: FacetCounts = {};
  facets.forEach((facet, i) => {
    const rows = results[i] ?? [];
    const counts = new Map<string, number>();
    const n = (row: Row) => Number(row.n) || 0;
    switch (facet) {
      case 'event_status':
      case 'attendance_mode':
        for (const row of rows) if (row.k !== null) add(counts, String(row.k), n(row));
        break;
      case 'weekday':
        for (const row of rows) add(counts, WEEKDAYS[(Number(row.k) + 6) % 7]!, n(row));
        break;
      case 'time_of_day':
        for (const row of rows) {
          const part =
            row.k === 'all_day' ? 'all_day' : timeOfDayOf(`0000-00-00 ${String(row.k)}:00:00`, false);
          add(counts, part, n(row));
        }
        for (const part of TIMES_OF_DAY) counts.set(part, counts.get(part) ?? 0);
        break;
      case 'event_language':
        for (const row of rows)
          for (const tag of String(row.k ?? '').split(',')) if (tag) add(counts, tag, n(row));
        break;
      case 'accessibility':
        for (const row of rows)
          for (const key of accessibilityKeys(Number(row.k) || 0)) add(counts, key, n(row));
        break;
      case 'price': {
        const row = rows[0] ?? {};
        out.total = Number(row.total) || 0;
        for (const [key, value] of Object.entries(row))
          if (key !== 'total') counts.set(key, Number(value) || 0);
        break;
      }
      case 'categories':
      case 'tags':
        out[facet] = rows.map((row) => ({ value: String(row.slug), name: String(row.name), count: n(row) }));
        return;
      case 'venue':
      case 'organizer':
        out[facet] = rows.map((row) => ({ value: String(row.k), name: String(row.name), count: n(row) }));
        return;
    }
    out[facet] = listed(counts);
  });
  return out;
}
