import { type SQL, sql } from 'drizzle-orm';
import { addDaysToWall } from '../lib/dates';

/** Published events shown in lists: the rows `listed_event_days` counts (migrations/0002). */
const LISTED = sql.raw(`p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0`);

/**
 * The listed events a window counts besides the date: all of them (`listed_event_days`), or, as an
 * anonymous caller's filter on a protected field matches them, those without a password with one
 * `featured` flag (`listed_featured_days`) or under one term, a select of its id, with its descendants
 * (`listed_term_days`, migrations/0021).
 */
export type WindowSubset = { featured: boolean } | { term: SQL };

/**
 * The table of counts by day a subset reads, with its key; the condition on one event `p`; and where
 * the events starting in a range are read one by one (`p` with `start_utc` in the range): the window
 * index, or a term's own rows (`listed_term_events`, migrations/0024: a day's events of the term, not
 * every event of the day).
 */
function subsetParts(subset: WindowSubset | undefined): {
  days: SQL;
  event: SQL;
  starting: (from: SQL, to: SQL) => SQL;
} {
  const byWindow =
    (event: SQL) =>
    (from: SQL, to: SQL): SQL =>
      sql`posts p WHERE ${event} AND ${from} AND ${to}`;
  if (subset === undefined)
    return {
      days: sql`listed_event_days WHERE`,
      event: LISTED,
      starting: byWindow(LISTED),
    };
  const open = sql`${LISTED} AND p.password_hash IS NULL`;
  if ('featured' in subset) {
    const flag = subset.featured ? 1 : 0;
    const event = sql`${open} AND p.featured = ${flag}`;
    return { days: sql`listed_featured_days WHERE featured = ${flag} AND`, event, starting: byWindow(event) };
  }
  // Checked event by event on the window's first and last days only: the content's few terms, each
  // looked up among the term's descendants.
  return {
    days: sql`listed_term_days WHERE term_id = (${subset.term}) AND`,
    event: sql`${open} AND EXISTS (SELECT 1 FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id
      WHERE et.event_id = p.content_id AND ta.ancestor_id = (${subset.term}))`,
    starting: (from, to) =>
      sql`listed_term_events e CROSS JOIN posts p ON p.id = e.post_id WHERE e.term_id = (${subset.term})
        AND ${from} AND ${to}`,
  };
}

/**
 * The number of listed events (of `subset`) with `start_utc >= from` and `end_utc <= to` (UTC walls),
 * counted by day: a window of two years holds ~50k events at 100k, but only ~1.5k (start day, end day)
 * pairs.
 *
 * Events are split by start day (`from` is on day A, `to` on day B):
 * - starting on A: counted one by one (one day of the window index);
 * - starting strictly between A and B and ending before B: summed from the table of counts by day;
 * - starting strictly between A and B and ending on B: counted one by one (one day of the end index,
 *   named: SQLite would otherwise walk the start index over the whole window);
 * - starting on B: counted one by one.
 * Events starting before A or after B can't be in the window (an event ends after it starts).
 */
export function windowCountSql(from: string, to: string, subset?: WindowSubset): SQL {
  const firstDay = from.slice(0, 10);
  const lastDay = to.slice(0, 10);
  const { days, event, starting } = subsetParts(subset);
  const start = subset && 'term' in subset ? sql.raw('e.start_utc') : sql.raw('p.start_utc');
  if (firstDay >= lastDay) {
    return sql`SELECT count(*) AS total FROM ${starting(sql`${start} >= ${from}`, sql`${start} <= ${to}`)}
      AND p.end_utc <= ${to}`;
  }
  const afterFirstDay = addDaysToWall(`${firstDay} 00:00:00`, 1);
  const lastDayStart = `${lastDay} 00:00:00`;
  return sql`SELECT
    (SELECT count(*) FROM ${starting(sql`${start} >= ${from}`, sql`${start} < ${afterFirstDay}`)}
      AND p.end_utc <= ${to})
    + (SELECT coalesce(sum(events), 0) FROM ${days}
      start_day > ${firstDay} AND start_day < ${lastDay} AND end_day < ${lastDay})
    + (SELECT count(*) FROM posts p INDEXED BY posts_event_end WHERE ${event}
      AND p.end_utc >= ${lastDayStart} AND p.end_utc <= ${to}
      AND p.start_utc >= ${afterFirstDay} AND p.start_utc < ${lastDayStart})
    + (SELECT count(*) FROM ${starting(sql`${start} >= ${lastDayStart}`, sql`${start} <= ${to}`)}
      AND p.end_utc <= ${to})
    AS total`;
}
