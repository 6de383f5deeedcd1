import { type SQL, sql } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import { type ChangeKind, STATUSES, TAXONOMIES } from '../db/schema';
import type { Caller } from '../lib/caller';
import type { Lang } from '../lib/languages';
import { eventObject, linkedObject, termObject } from '../posts/rows';
import { readableCondition } from '../posts/visibility';
import { KIND_OF_TYPE } from './schemas';

const FEED_KINDS = Object.values(KIND_OF_TYPE);

/**
 * The change feed's page: each record's latest change after a cursor, in sequence order, with what the
 * caller may know of the record now — upserted (and its data), hidden from the caller, or deleted — in
 * one statement, so one snapshot of the database.
 */

export interface FeedPageRequest {
  /** Changes after this sequence number. */
  cursor: number;
  /**
   * Removals up to this sequence number are left out (a full sync: the client never had those
   * records); `head` leaves out every removal up to the current head (the first page of a full sync).
   */
  skipRemovesThrough: number | 'head';
  kinds: readonly ChangeKind[];
  /** Rows wanted (a page and one more, to know whether there is more). */
  limit: number;
  caller: Caller;
  /** Each upserted record as a row (`data`), or only its id. */
  withData: boolean;
  lang: Lang;
  defaultLang: Lang;
}

export interface FeedRow {
  seq: number;
  kind: ChangeKind;
  id: number;
  at_utc: string;
  /** `null` for an upsert; why the caller gets a removal otherwise. */
  reason: 'deleted' | 'hidden' | null;
  modified_utc: string | null;
  /** The record as JSON (`EventRow`, `PostRow` or `TermRow`), for upserts with data. */
  data: string | null;
}

const TERM_KINDS = sql.raw(TAXONOMIES.map((t) => `'${t}'`).join(', '));

/** Why the caller gets a removal for the record `lc` names, or NULL when it may read it. */
const reasonOf = (caller: Caller) => sql`CASE
    WHEN lc.kind IN (${TERM_KINDS}) THEN CASE WHEN tm.id IS NULL THEN 'deleted' END
    WHEN p.id IS NULL THEN 'deleted'
    WHEN ${readableCondition(caller, [...STATUSES], 'p')} THEN NULL
    ELSE 'hidden' END`;

/**
 * Which removals the caller is told of. Anonymous readers only of records they could see at some point
 * after the cursor: one that left public view after it (`left_public_seq`, kept by the log's trigger,
 * migrations/0025). A draft never published, or a record hidden before the token and changed since, is
 * never named to them: that would tell that a hidden record exists and when it changed.
 */
const removalShown = (r: FeedPageRequest) =>
  r.caller === null ? sql` AND left_public_seq > ${r.cursor}` : sql``;

/**
 * One kind's (or, without `kind`, every kind's) next rows in sequence order, removals of a full sync
 * and those the caller may not hear of left out, stopping after `limit`. Reads the log from the cursor
 * on through its rowid or the (kind, seq) index, and each record by its primary key.
 */
function arm(r: FeedPageRequest, kind?: ChangeKind): SQL {
  const skipThrough =
    r.skipRemovesThrough === 'head'
      ? sql`(SELECT max(seq) FROM latest_changes)`
      : sql`${r.skipRemovesThrough}`;
  return sql`SELECT seq, kind, record_id, at_utc, reason FROM (
      SELECT lc.seq, lc.kind, lc.record_id, lc.at_utc, lc.left_public_seq, ${reasonOf(r.caller)} AS reason
      FROM latest_changes lc ${kind ? sql`INDEXED BY latest_changes_kind` : sql``}
        LEFT JOIN posts p ON p.id = lc.record_id AND p.kind = lc.kind
        LEFT JOIN terms tm ON tm.id = lc.record_id AND tm.taxonomy = lc.kind
      WHERE lc.seq > ${r.cursor}${kind ? sql` AND lc.kind = ${kind}` : sql` AND lc.kind <> 'series'`}
      ORDER BY lc.seq
    ) WHERE reason IS NULL OR (seq > ${skipThrough}${removalShown(r)})
    LIMIT ${r.limit}`;
}

/** The page, with each upserted record as JSON when data is wanted. */
export function feedPageStatement(r: FeedPageRequest): SQL {
  // Series templates (kind `series`) are not a type of the feed: their occurrences are events.
  const everyKind = FEED_KINDS.every((kind) => r.kinds.includes(kind));
  const rows = everyKind
    ? arm(r)
    : sql`${sql.join(
        r.kinds.map((kind) => sql`SELECT * FROM (${arm(r, kind)})`),
        sql` UNION ALL `,
      )} ORDER BY seq LIMIT ${r.limit}`;
  const texts = { lang: r.lang, defaultLang: r.defaultLang };
  const data = r.withData
    ? sql`CASE WHEN page.reason IS NULL THEN CASE page.kind
        WHEN 'event' THEN ${eventObject('p', r.caller, texts)}
        WHEN 'venue' THEN ${linkedObject('p', texts)}
        WHEN 'organizer' THEN ${linkedObject('p', texts)}
        ELSE ${sql.raw(termObject('tm', true))} END END`
    : sql`NULL`;
  return sql`SELECT page.seq, page.kind, page.record_id AS id, page.at_utc, page.reason, p.modified_utc,
      ${data} AS data
    FROM (${rows}) page
      LEFT JOIN posts p ON p.id = page.record_id AND p.kind = page.kind
      LEFT JOIN terms tm ON tm.id = page.record_id AND tm.taxonomy = page.kind
    ORDER BY page.seq`;
}

/**
 * The head of the log (the highest sequence number of a latest change, or of a purged tombstone when the
 * last changes were deletions since purged) and the highest purged tombstone, read in the page's snapshot.
 */
export const feedStateStatement = () =>
  sql`SELECT max(coalesce((SELECT max(seq) FROM latest_changes), 0), horizon) AS head, horizon
    FROM (SELECT coalesce((SELECT value FROM counters WHERE name = 'sync_horizon'), 0) AS horizon)`;

export interface FeedPage {
  rows: FeedRow[];
  head: number;
  horizon: number;
}

/** One round trip: the page and the state of the log it was read from. */
export async function readFeedPage(db: Db, r: FeedPageRequest): Promise<FeedPage> {
  const [rows, state] = await db.batch<[Row[], Row[]]>([feedPageStatement(r), feedStateStatement()]);
  return {
    rows: rows as unknown as FeedRow[],
    head: Number(state[0]?.head ?? 0),
    horizon: Number(state[0]?.horizon ?? 0),
  };
}
