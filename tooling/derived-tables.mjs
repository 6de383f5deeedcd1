/**
 * The tables the triggers keep from the rows (src/db/schema.ts, migrations 0002 and 0021–0024), each with the
 * query that counts it again from the rows: a check that they are exact (the importer's end-to-end test,
 * test/http/listed-term-days.test.ts). Each pair has the same columns, in order.
 */

/** The events a listed count includes: published, listed, without a password (API.md §2.4). */
const LISTED = `p.kind = 'event' AND p.status = 'publish' AND p.hide_from_listings = 0`;
export const LISTED_OPEN = `${LISTED} AND p.password_hash IS NULL`;

/** Each event's terms with every ancestor of each (a category lists its children's events). */
const EVENT_TERM_ANCESTORS = `SELECT DISTINCT et.event_id, ta.ancestor_id FROM event_terms et
  JOIN term_ancestors ta ON ta.term_id = et.term_id`;

export const DERIVED_TABLES = [
  {
    name: 'listed_event_days',
    kept: 'SELECT start_day, end_day, events FROM listed_event_days',
    recounted: `SELECT substr(start_utc, 1, 10), substr(end_utc, 1, 10), count(*) FROM posts p
      WHERE ${LISTED} AND start_utc IS NOT NULL AND end_utc IS NOT NULL GROUP BY 1, 2`,
  },
  {
    name: 'term_ancestors',
    kept: 'SELECT term_id, ancestor_id FROM term_ancestors',
    recounted: `WITH RECURSIVE chain(term_id, ancestor_id) AS (
        SELECT id, id FROM terms UNION SELECT c.term_id, t.parent_id FROM chain c JOIN terms t ON t.id = c.ancestor_id
        WHERE t.parent_id <> 0)
      SELECT term_id, ancestor_id FROM chain`,
  },
  {
    name: 'listed_term_days',
    kept: 'SELECT term_id, start_day, end_day, events FROM listed_term_days',
    recounted: `SELECT a.ancestor_id, substr(p.start_utc, 1, 10), substr(p.end_utc, 1, 10), count(*)
      FROM posts p JOIN (${EVENT_TERM_ANCESTORS}) a ON a.event_id = p.content_id
      WHERE ${LISTED_OPEN} GROUP BY 1, 2, 3`,
  },
  {
    name: 'listed_term_events',
    kept: 'SELECT term_id, start_utc, post_id FROM listed_term_events',
    recounted: `SELECT DISTINCT a.ancestor_id, p.start_utc, p.id
      FROM posts p JOIN (${EVENT_TERM_ANCESTORS}) a ON a.event_id = p.content_id WHERE ${LISTED_OPEN}`,
  },
  {
    name: 'listed_featured_days',
    kept: 'SELECT featured, start_day, end_day, events FROM listed_featured_days',
    recounted: `SELECT p.featured, substr(p.start_utc, 1, 10), substr(p.end_utc, 1, 10), count(*) FROM posts p
      WHERE ${LISTED_OPEN} GROUP BY 1, 2, 3`,
  },
];

/** How many rows one of `DERIVED_TABLES` and its recount do not share (0 when the table is exact). */
export function differingRows({ kept, recounted }) {
  const [a, b] = [`SELECT * FROM (${kept})`, `SELECT * FROM (${recounted})`];
  return `SELECT count(*) AS n FROM (SELECT * FROM (${a} EXCEPT ${b}) UNION ALL SELECT * FROM (${b} EXCEPT ${a}))`;
}
