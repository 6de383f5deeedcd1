import { type SQL, sql } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import { decodeEventRow, type EventRow, selectEvents } from '../posts/rows';
import { protectedFieldsReadable, readableCondition } from '../posts/visibility';

/**
 * What may leave this site: events an anonymous visitor finds in the public lists. The conditions are
 * the lists' own (src/posts/visibility.ts: published, and the protected fields readable, which an event
 * with a password's are not), plus "not hidden from listings"; nothing of a draft, a private, a trashed
 * or a password-protected event is ever read here, so nothing of it can be sent.
 */
export const publicEventCondition = (alias = 'p'): SQL =>
  sql`${sql.raw(alias)}.kind = 'event' AND ${readableCondition(null, ['publish'], alias)} AND ${protectedFieldsReadable(null, alias)!} AND ${sql.raw(alias)}.hide_from_listings = 0`;

/** Those of `ids` that are public now, in full (texts in every language), by id. */
export const publicEventsStatement = (ids: readonly number[]) =>
  selectEvents(
    sql`SELECT p.id FROM posts p WHERE p.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))
      AND ${publicEventCondition()}`,
    'p.id',
    null,
    { texts: 'all' },
  );

/** Only the category's events (the term or one of its children), when `termId` is given. */
const inCategory = (termId: number | null) =>
  termId === null
    ? sql``
    : sql` AND EXISTS (SELECT 1 FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id
        WHERE et.event_id = p.content_id AND ta.ancestor_id = ${termId})`;

/** The next public events that have not ended (the `featured` collection), soonest first. */
export const upcomingEventsStatement = (nowUtc: string, limit: number, termId: number | null) =>
  selectEvents(
    sql`SELECT p.id FROM posts p WHERE ${publicEventCondition()} AND p.end_utc >= ${nowUtc}${inCategory(termId)}
      ORDER BY p.start_utc, p.id LIMIT ${limit}`,
    'p.start_utc, p.id',
    null,
    { texts: 'all' },
  );

/** One public event, or none. */
export async function publicEvent(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await db.all<Row>(publicEventsStatement([id]));
  return row ? decodeEventRow(row) : null;
}

export const decodeRows = (rows: Row[]) => rows.map((row) => decodeEventRow(row));
