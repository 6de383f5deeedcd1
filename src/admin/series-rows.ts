import { type SQL, sql } from 'drizzle-orm';
import type { Status } from '../db/schema';
import type { EventListPlan } from '../events/queries';

/**
 * The events list groups a series under one row (docs/admin-screens.md): the page is made of rows, each a
 * single event or a series, and a series' row is its next occurrence among those the filters keep (the first
 * not ended by now; else the last one), placed and sorted by it, with how many of its occurrences the filters
 * keep and the first `MAX_SHOWN` of them, listed under it. One window over the filtered events does it, in
 * the list's one round trip (the tabs' counts already read every filtered event).
 */

/** Occurrences listed under a series' row; more are a link to the list of that series alone. */
export const MAX_SHOWN = 50;

/** The columns a page's id query carries to its rows (`selectEvents`' `carried`). */
export const CARRIED = ['occurrences', 'series_status', 'series_author', 'author_login'] as const;

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
  const ordered = sql`row_number() OVER (ORDER BY ${sql.raw(order)}) AS ord`;
  const cut = sql`ORDER BY ${sql.raw(order)} LIMIT ${page.limit} OFFSET ${page.offset}`;
  if (!grouped) {
    return sql`SELECT p.id, NULL AS occurrences, NULL AS series_status, NULL AS series_author, ${login}, ${ordered}
      FROM ${plan.from} WHERE ${plan.where} ${cut}`;
  }
  return sql`SELECT p.id, r.occurrences, t.status AS series_status, t.author_id AS series_author, ${login}, ${ordered}
    FROM (SELECT p.id, count(*) OVER shown AS occurrences,
        row_number() OVER (shown ORDER BY p.end_utc < ${nowUtc}, CASE WHEN p.end_utc >= ${nowUtc} THEN p.start_utc END,
          p.start_utc DESC, p.id) AS k
      FROM ${plan.from} WHERE ${plan.where} WINDOW shown AS (PARTITION BY coalesce(p.series_id, p.id))) r
    JOIN posts p ON p.id = r.id LEFT JOIN posts t ON t.id = p.series_id AND t.kind = 'series'
    WHERE r.k = 1 ${cut}`;
}

/** How many rows the list has: single events and series with at least one event the filters keep. */
export const rowCount = (plan: EventListPlan) =>
  sql`SELECT count(DISTINCT coalesce(p.series_id, p.id)) AS total FROM ${plan.from} WHERE ${plan.where}`;

/** The occurrences the filters keep of the series on the page (`pageIds`), the first `MAX_SHOWN` of each. */
export const occurrencesOf = (plan: EventListPlan, pageIds: SQL) =>
  sql`SELECT id, series_id, start_local, end_local, all_day, status, author_id FROM (
      SELECT p.id, p.series_id, p.start_local, p.end_local, p.all_day, p.status, p.author_id,
        row_number() OVER (PARTITION BY p.series_id ORDER BY p.start_utc, p.id) AS k
      FROM ${plan.from} WHERE ${plan.where} AND p.series_id IN
        (SELECT s.series_id FROM posts s WHERE s.id IN (SELECT id FROM (${pageIds})) AND s.series_id IS NOT NULL))
    WHERE k <= ${MAX_SHOWN} ORDER BY series_id, k`;
