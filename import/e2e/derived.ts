/** The derived tables as the triggers keep them: the search index and the listed days match the rows. */
import { execSql, querySql } from './local-d1';

const LISTED_DAYS = `SELECT substr(start_utc, 1, 10), substr(end_utc, 1, 10), count(*) FROM posts
  WHERE kind = 'event' AND status = 'publish' AND hide_from_listings = 0 AND start_utc IS NOT NULL AND end_utc IS NOT NULL
  GROUP BY 1, 2`;

/** '' when both are exact, else what differs. */
export function derivedTablesExact(persistTo: string): string {
  try {
    execSql(persistTo, "INSERT INTO post_texts_fts(post_texts_fts, rank) VALUES ('integrity-check', 1);");
  } catch (err) {
    return `the search index differs from the texts: ${(err as Error).message}`;
  }
  const [[wrong = {}] = []] = querySql(persistTo, [
    `SELECT count(*) AS n FROM (SELECT * FROM (SELECT start_day, end_day, events FROM listed_event_days EXCEPT ${LISTED_DAYS})
      UNION ALL SELECT * FROM (${LISTED_DAYS} EXCEPT SELECT start_day, end_day, events FROM listed_event_days))`,
  ]);
  return wrong.n === 0 ? '' : `${wrong.n} listed day counts differ from the events`;
}
