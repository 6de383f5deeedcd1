import { type SQL, sql } from 'drizzle-orm';
import type { Status } from '../db/schema';
import type { EventListPlan } from '../events/queries';

/**
 * The events list groups a series under one row (docs/admin-screens.md): the page is made of rows, each a
 * single event or a series, and a series' row is its next occurrence among those the filters keep (the first
 * not ended by now; else the last one), placed and sorted by it, with how many of its occurrences the filters
 * keep and the first `MAX_SHOWN` of them, listed under it. The occurrences the filters keep are read once
 * (led by the series index) into a materialised table each row joins; the page's statement carries it all,
 * in the list's one round trip.
 */

/** Occurrences listed under a series' row; more are a link to the list of that series alone. */
export const MAX_SHOWN = 50;

/** The columns a page's id query carries to its rows (`selectEvents`' `carried`). */
export const CARRIED = [
  'occurrences',
  'series_status',
  'series_author',
  'author_login',
  'listed',
  'list_total',
] as const;

/** What a row says of its series (none: a single event). */
export interface SeriesGroup {
  seriesId: number;
  /** Occurrences the filters keep. */
  count: number;
  /** The template's status and author: a row selects the whole series only when the tab lists its status. */
  status: Status;
  authorId: number;
}

/** One occurrence listed under its series' row. */
export interface ListedOccurrence {
  id: number;
  series_id: number;
  start_local: string;
  end_local: string;
  all_day: 0 | 1;
  status: Status;
  author_id: number;
}

const login = sql`(SELECT u.login FROM users u WHERE u.id = p.author_id) AS author_login`;

/**
 * The ids of one page of rows in `order` (SQL on the row `p`), each carrying `CARRIED`: grouped by series,
 * or (`grouped` false: one series' occurrences asked for) one row per event.
 */
export function rowPageIds(
  plan: EventListPlan,
  order: string,
  page: { limit: SQL; offset: SQL },
  nowUtc: string,
  grouped: boolean,
): SQL {
  const ordered = sql`row_number() OVER (ORDER BY ${sql.raw(order)}) AS ord, count(*) OVER () AS list_total`;
  const cut = sql`ORDER BY ${sql.raw(order)} LIMIT ${page.limit} OFFSET ${page.offset}`;
  if (!grouped) {
    return sql`SELECT p.id, NULL AS occurrences, NULL AS series_status, NULL AS series_author, ${login},
        NULL AS listed, ${ordered}
      FROM ${plan.from} WHERE ${plan.where} ${cut}`;
  }
  // The occurrences the filters keep, of series only (by the series index), once: each series' count, its
  // row (k = 1) and the first ones listed under it (pos).
  const members = sql`SELECT p.id, p.series_id, p.start_local, p.end_local, p.all_day, p.status, p.author_id,
      count(*) OVER s AS n, row_number() OVER (s ORDER BY p.start_utc, p.id) AS pos,
      row_number() OVER (s ORDER BY p.end_utc < ${nowUtc}, CASE WHEN p.end_utc >= ${nowUtc} THEN p.start_utc END,
        p.start_utc DESC, p.id) AS k
    FROM ${plan.from} WHERE ${plan.where} AND p.series_id IS NOT NULL WINDOW s AS (PARTITION BY p.series_id)`;
  const listed = sql`(SELECT json_group_array(json_object('id', o.id, 'series_id', o.series_id,
      'start_local', o.start_local, 'end_local', o.end_local, 'all_day', o.all_day, 'status', o.status,
      'author_id', o.author_id))
    FROM (SELECT * FROM members o WHERE o.series_id = page.series_id AND o.pos <= ${MAX_SHOWN} ORDER BY o.pos) o)`;
  return sql`WITH members AS MATERIALIZED (${members})
    SELECT page.*, CASE WHEN page.series_status IS NULL THEN NULL ELSE ${listed} END AS listed FROM (
      SELECT p.id, p.series_id, coalesce(m.n, 1) AS occurrences, t.status AS series_status,
        t.author_id AS series_author, ${login}, ${ordered}
      FROM ${plan.from} LEFT JOIN members m ON m.series_id = p.series_id AND m.k = 1
        LEFT JOIN posts t ON t.id = p.series_id AND t.kind = 'series'
      WHERE ${plan.where} AND (p.series_id IS NULL OR p.id = m.id) ${cut}) page`;
}
