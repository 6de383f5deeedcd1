import { type SQL, sql } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import type { Status } from '../db/schema';
import { invalidParam } from '../http/errors';
import type { CanonicalQuery } from '../http/pagination';
import {
  booleanParam,
  dateParam,
  languageParam,
  pageParams,
  positiveInt,
  searchParam,
  statusList,
} from '../http/schemas';
import type { Caller } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { type Lang, pickTranslationOrder } from '../lib/languages';
import { z } from '../lib/zod';
import { aliasedId } from '../posts/aliases';
import { type EventReference, eventReferenceQuery, isKnownEvent } from '../posts/event-reference';
import { canonicalModified, modifiedBounds, modifiedCondition } from '../posts/modified';
import { decodePostRow, selectPosts } from '../posts/rows';
import { ftsQuery, shownTextMatches } from '../posts/search';
import { type SlugLocator, slugLookup } from '../posts/slugs';
import { listStatuses, protectedFieldsReadable, readableCondition } from '../posts/visibility';
import type { LinkedKind } from './kind';
import { sortableName } from './names';

/** `GET /venues` and `GET /organizers`. */
export const linkedListQuery = z.object({
  ...pageParams,
  search: searchParam.optional(),
  event: positiveInt().optional(),
  has_events: booleanParam.optional(),
  only_with_upcoming: booleanParam.default(false),
  status: statusList.optional(),
  modified_after: dateParam.optional(),
  modified_before: dateParam.optional(),
  translation_language: languageParam.optional(),
});
export type LinkedListQuery = z.output<typeof linkedListQuery>;

export interface LinkedListContext {
  caller: Caller;
  lang: Lang;
  defaultLang: Lang;
  siteTimezone: string;
  now: Date;
}

/**
 * Every word must match the record's text shown in the content language (after fallback), or one of
 * its plain columns. Languages (validated codes) and the kind are inlined so that each word costs two
 * bound parameters: 16 words stay well under D1's 100.
 */
function searchCondition(kind: LinkedKind, text: string, ctx: LinkedListContext): SQL {
  const words = text
    .split(/[\s\0]+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, 16);
  if (words.length === 0) return sql`0`;
  const plain = sql.raw(`lower(${kind.searchPlain.map((column) => `p.${column}`).join(' || char(31) || ')})`);
  const matches = (word: string) =>
    sql`(p.id IN (${shownTextMatches(ftsQuery(word, kind.searchText)!, ctx.lang, ctx.defaultLang, 'linked_texts_fts')})
      OR instr(${plain}, ${word.toLowerCase()}) > 0)`;
  return sql.join(words.map(matches), sql` AND `);
}

/**
 * Events linked to `p` that the caller can see (and, for `upcoming`, that have not ended). An event
 * whose protected fields the caller may not read does not show its venues and organizers, so it does
 * not count. Links belong to an event's content: the occurrences of a series are linked through their
 * template.
 */
function linkedEvents(ctx: LinkedListContext, upcoming: boolean): SQL {
  const readable = readableCondition(ctx.caller, listStatuses(ctx.caller, undefined), 'e');
  const protectedReadable = protectedFieldsReadable(ctx.caller, 'e');
  const shown = protectedReadable ? sql` AND ${protectedReadable}` : sql``;
  // `+`: not a range of the end index for each link, but a check of the events found by content_id.
  const notEnded = upcoming ? sql` AND +e.end_utc >= ${formatUtcWall(ctx.now)}` : sql``;
  // A trashed record keeps its links for its return, hidden meanwhile: it has no events. `CROSS JOIN`
  // keeps the record's links the outer loop, each event found by its content: left to itself, SQLite
  // (without statistics) walked every event not ended yet for each venue (43 s for
  // `only_with_upcoming` at 100k events).
  return sql`(p.status <> 'trash' AND EXISTS (SELECT 1 FROM event_links l CROSS JOIN posts e ON e.content_id = l.event_id
    WHERE l.post_id = p.id AND e.kind = 'event' AND ${readable}${shown}${notEnded}))`;
}

const BY_NAME = `${sortableName('name')}, id`;
const BY_PAGE_NAME = `${sortableName('page.name')}, page.id`;

/** The name post `p` shows in the content language (languages are validated codes). */
const shownTitle = (lang: Lang, defaultLang: Lang) =>
  `(SELECT title FROM post_texts s WHERE s.post_id = p.id ORDER BY ${pickTranslationOrder('s.lang', lang, defaultLang)} LIMIT 1)`;

/** The statements of a list's batch (the `event` check, the total, the page) and the statuses listed. */
export function linkedListStatements(
  kind: LinkedKind,
  q: LinkedListQuery,
  ctx: LinkedListContext,
): { statements: [eventCheck: SQL, count: SQL, rows: SQL]; statuses: Status[] } {
  const statuses = listStatuses(ctx.caller, q.status);
  const conditions: SQL[] = [sql`p.kind = ${kind.kind}`, readableCondition(ctx.caller, statuses)];
  if (q.search) conditions.push(searchCondition(kind, q.search, ctx));
  if (q.event !== undefined) {
    conditions.push(
      sql`p.id IN (SELECT post_id FROM event_links WHERE event_id = (SELECT content_id FROM posts WHERE id = ${q.event}) AND role = ${kind.kind})`,
      sql`p.status <> 'trash'`,
    );
  }
  if (q.has_events !== undefined) {
    conditions.push(q.has_events ? linkedEvents(ctx, false) : sql`NOT ${linkedEvents(ctx, false)}`);
  }
  if (q.only_with_upcoming) conditions.push(linkedEvents(ctx, true));
  conditions.push(...modifiedBounds(q, ctx.siteTimezone).map(modifiedCondition));
  const where = sql.join(conditions, sql` AND `);
  // Ordered by the shown name, accents aside, then id. The name is read once a post (`LIMIT -1` keeps
  // SQLite from folding the subquery into the ORDER BY, which reads it again for each of its uses).
  const ids = sql`SELECT id, name FROM (SELECT p.id, ${sql.raw(shownTitle(ctx.lang, ctx.defaultLang))} AS name
      FROM posts p WHERE ${where} LIMIT -1)
    ORDER BY ${sql.raw(BY_NAME)} LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`;
  return {
    statements: [
      eventReferenceQuery(q.event),
      sql`SELECT count(*) AS total FROM posts p WHERE ${where}`,
      selectPosts(ids, BY_PAGE_NAME),
    ],
    statuses,
  };
}

/** One round trip: the `event` check, the total and the page. */
export async function listLinked(db: Db, kind: LinkedKind, q: LinkedListQuery, ctx: LinkedListContext) {
  const { statements, statuses } = linkedListStatements(kind, q, ctx);
  const [events, counted, rows] = await db.batch<[EventReference[], { total: number }[], Row[]]>(statements);
  if (q.event !== undefined && !isKnownEvent(ctx.caller, events[0], ctx.now)) {
    throw invalidParam('event', `Unknown event: ${q.event}.`);
  }
  return { total: counted[0]?.total ?? 0, rows: rows.map(decodePostRow), statuses };
}

export function canonicalLinkedQuery(
  q: LinkedListQuery,
  statuses: string[],
  siteTimezone: string,
): CanonicalQuery {
  const entries: Array<[string, string | undefined]> = [
    ['page', String(q.page)],
    ['per_page', String(q.per_page)],
    ['search', q.search || undefined],
    ['event', q.event === undefined ? undefined : String(q.event)],
    ['has_events', q.has_events === undefined ? undefined : String(q.has_events)],
    ['only_with_upcoming', q.only_with_upcoming ? 'true' : undefined],
    ...canonicalModified(modifiedBounds(q, siteTimezone)),
    ['translation_language', q.translation_language],
    ['status', statuses.join(',')],
  ];
  return entries.filter((e): e is [string, string] => e[1] !== undefined);
}

/**
 * One venue or organizer by id or by slug (content language first, then any), whatever its kind. With
 * `aliases`, an id that is an alias (src/posts/aliases.ts) reads the record it names.
 */
export function findLinkedStatement(
  kind: LinkedKind,
  by: { id: number; aliases?: boolean } | SlugLocator,
  caller: Caller,
): SQL {
  const idQuery =
    'id' in by
      ? sql`SELECT id FROM posts WHERE id = ${by.aliases ? aliasedId('post', by.id) : by.id} AND kind = ${kind.kind}`
      : slugLookup(kind.kind, by, caller);
  return selectPosts(idQuery, 'p.id', { withVersion: true });
}
