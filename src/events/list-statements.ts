/**
 * A list's statements from its plan (./queries.ts): the page's ids, its total (counted by day when the
 * window allows), reference checks, and the one round trip that runs them.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import { invalidParams } from '../http/errors';
import type { Caller } from '../lib/caller';
import { selectEvents } from '../posts/rows';
import type { EventListPlan } from './queries';
import { windowCountSql } from './window-count';

const ORDER = {
  start: { ids: 'p.start_utc, p.id', rows: 'p.start_utc, p.id' },
  published: { ids: 'p.published_utc, p.id', rows: 'p.published_utc, p.id' },
  latest: { ids: 'p.start_utc DESC, p.id DESC', rows: 'p.start_utc DESC, p.id DESC' },
} as const;

/** The ids of one page of a list, in order. */
export function pageIdsQuery(plan: EventListPlan, page: number, perPage: number): SQL {
  const limit = sql`LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`;
  const walk = sql`SELECT p.id FROM ${plan.from} WHERE ${plan.where} ORDER BY ${sql.raw(ORDER[plan.orderBy].ids)} ${limit}`;
  const subset = plan.plainWindow?.subset;
  if (subset === undefined || !('term' in subset)) return walk;
  // One term, counted by day: its first events in start order are sought in `listed_term_events`
  // (migrations/0024), each checked against the list's conditions, instead of walking the window until
  // the term's have been found (all of it for a term with few events in the window).
  const { from, to } = plan.plainWindow!;
  const seek = (term: SQL) =>
    sql`SELECT p.id FROM listed_term_events e CROSS JOIN posts p ON p.id = e.post_id
      WHERE e.term_id = (${term}) AND e.start_utc >= ${from} AND e.start_utc <= ${to} AND ${plan.where}
      ORDER BY e.start_utc, e.post_id ${limit}`;
  const named = termNamed(subset.term);
  if (typeof subset.term.ref === 'number') return seek(named);
  // A slug naming several terms (one per language) walks the window as before.
  return sql`SELECT id FROM (${seek(named)}) WHERE (SELECT count(*) FROM (${named})) <= 1
    UNION ALL SELECT id FROM (${walk}) WHERE (SELECT count(*) FROM (${named})) > 1`;
}

/** The ids of the terms one term reference names: one id, or the terms with that slug in any language. */
const termNamed = ({ taxonomy, ref }: { taxonomy: string; ref: number | string }) =>
  typeof ref === 'number'
    ? sql`SELECT id FROM terms WHERE taxonomy = ${taxonomy} AND id = ${ref}`
    : sql`SELECT DISTINCT term_id FROM term_texts WHERE taxonomy = ${taxonomy} AND slug = ${ref}`;

/**
 * The statements of a list as the API runs them (`runEventList`): reference checks, then the total
 * counted by day and the page for a plain window, or else only the page, each row carrying the list's
 * total (`list_total`, `count(*) OVER ()` of the filtered rows before the page is cut), so the filters run
 * once: a search's matches are read once, not in a count and again in the page (at 100k events the
 * bench's category + venue + search list went from 15.6 to 9.1 ms of SQL; category + one year alone
 * from 147 to 59 ms). An empty page has no total: page 1 is then an empty list, a later page a 404.
 */
export function eventPageStatements(
  plan: EventListPlan,
  page: number,
  perPage: number,
  caller: Caller,
): SQL[] {
  const [checks, count, rows] = eventListStatements(plan, page, perPage, caller);
  if (plan.plainWindow) return [checks, count, rows];
  const order = ORDER[plan.orderBy];
  const ids = sql`SELECT p.id, count(*) OVER () AS list_total FROM ${plan.from} WHERE ${plan.where} ORDER BY ${sql.raw(order.ids)} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`;
  return [checks, selectEvents(ids, order.rows, caller, { texts: plan.texts, withTotal: true })];
}

/**
 * The statements of a list: reference checks, the total, and the page with all it embeds (the editors'
 * list reads the count alone; the API runs `eventPageStatements`).
 */
export function eventListStatements(
  plan: EventListPlan,
  page: number,
  perPage: number,
  caller: Caller,
): [checks: SQL, count: SQL, rows: SQL] {
  const order = ORDER[plan.orderBy];
  const ids = pageIdsQuery(plan, page, perPage);
  const checks =
    plan.referenceChecks.length > 0
      ? sql.join(plan.referenceChecks, sql` UNION ALL `)
      : sql`SELECT NULL AS param, NULL AS value WHERE 0`;
  return [
    checks,
    plan.plainWindow
      ? countedByDay(plan, plan.plainWindow)
      : sql`SELECT count(*) AS total FROM ${plan.from} WHERE ${plan.where}`,
    selectEvents(ids, order.rows, caller, { texts: plan.texts }),
  ];
}

/** The total of a list counted by day (`plainWindow`): its window, of one featured flag or one term. */
function countedByDay(plan: EventListPlan, window: NonNullable<EventListPlan['plainWindow']>): SQL {
  const { from, to, subset } = window;
  if (subset === undefined) return windowCountSql(from, to);
  if ('featured' in subset) return windowCountSql(from, to, subset);
  const named = termNamed(subset.term);
  if (typeof subset.term.ref === 'number') return windowCountSql(from, to, { term: named });
  // A slug may name different terms in different languages: their events are then counted one by one.
  return sql`SELECT CASE WHEN (SELECT count(*) FROM (${named})) <= 1
      THEN (${windowCountSql(from, to, { term: named })})
      ELSE (SELECT count(*) FROM ${plan.from} WHERE ${plan.where}) END AS total`;
}

/** What a reference check's parameter names, in its error reason. */
const UNKNOWN_WHAT: Readonly<Record<string, string>> = {
  categories: 'category',
  tags: 'tag',
  post_parent: 'event',
  series: 'event',
};

/**
 * One round trip: reference checks, the total and the page with all it embeds, rows as D1 returns them;
 * `leading` statements run first in the same batch (their rows come back as `led`), `extra` ones last
 * (the feed's series; their rows come back as `extra`).
 */
export async function runEventList(
  db: Db,
  plan: EventListPlan,
  page: number,
  perPage: number,
  caller: Caller,
  leading: SQL[] = [],
  extra: SQL[] = [],
) {
  const statements = eventPageStatements(plan, page, perPage, caller);
  const results = await db.batch([...leading, ...statements, ...extra]);
  const led = results.slice(0, leading.length);
  const own = results.slice(leading.length, leading.length + statements.length);
  const unknown = own[0] as { param: string; value: string | number }[];
  const rows = own.at(-1) as Row[];
  let total: number;
  if (own.length === 3) total = (own[1] as { total: number }[])[0]?.total ?? 0;
  else {
    total = (rows[0]?.list_total as number | undefined) ?? 0;
    // Not a column of the event: presented-json.ts remembers an event by every column of its row.
    for (const row of rows) delete row.list_total;
  }
  if (unknown.length > 0) {
    const reasons: Record<string, string> = {};
    for (const { param, value } of unknown)
      reasons[param] ??= `Unknown ${UNKNOWN_WHAT[param] ?? param}: ${value}.`;
    throw invalidParams(reasons);
  }
  return { total, rows, led, extra: results.slice(leading.length + statements.length) };
}
