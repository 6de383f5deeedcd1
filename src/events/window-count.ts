import { type SQL, sql } from 'drizzle-orm';
import { addDaysToWall } from '../lib/dates';

/** Published events shown in lists: the rows `listed_event_days` counts (migrations/0002). */
const LISTED = sql.raw(`p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0`);

/**
 * The number of listed events with `start_utc >= from` and `end_utc <= to` (UTC walls), counted by day:
 * a window of two years holds ~50k events at 100k, but only ~1.5k (start day, end day) pairs.
 *
 * Events are split by start day (`from` is on day A, `to` on day B):
 * - starting on A: counted one by one (one day of the window index);
 * - starting strictly between A and B and ending before B: summed from `listed_event_days`;
 * - starting strictly between A and B and ending on B: counted one by one (one day of the end index,
 *   named: SQLite would otherwise walk the start index over the whole window);
 * - starting on B: counted one by one.
 * Events starting before A or after B can't be in the window (an event ends after it starts).
 */
export function windowCountSql(from: string, to: string): SQL {
  const firstDay = from.slice(0, 10);
  const lastDay = to.slice(0, 10);
  if (firstDay >= lastDay) {
    return sql`SELECT count(*) AS total FROM posts p WHERE ${LISTED} AND p.start_utc >= ${from} AND p.end_utc <= ${to}`;
  }
  const afterFirstDay = addDaysToWall(`${firstDay} 00:00:00`, 1);
  const lastDayStart = `${lastDay} 00:00:00`;
  return sql`SELECT
    (SELECT count(*) FROM posts p WHERE ${LISTED}
      AND p.start_utc >= ${from} AND p.start_utc < ${afterFirstDay} AND p.end_utc <= ${to})
    + (SELECT coalesce(sum(events), 0) FROM listed_event_days
      WHERE start_day > ${firstDay} AND start_day < ${lastDay} AND end_day < ${lastDay})
    + (SELECT count(*) FROM posts p INDEXED BY posts_event_end WHERE ${LISTED}
      AND p.end_utc >= ${lastDayStart} AND p.end_utc <= ${to}
      AND p.start_utc >= ${afterFirstDay} AND p.start_utc < ${lastDayStart})
    + (SELECT count(*) FROM posts p WHERE ${LISTED}
      AND p.start_utc >= ${lastDayStart} AND p.start_utc <= ${to} AND p.end_utc <= ${to})
    AS total`;
}
