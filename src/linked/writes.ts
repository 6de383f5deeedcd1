import { type SQL, sql } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import type { Status } from '../db/schema';
import { ApiError, invalidParam } from '../http/errors';
import type { Caller } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { existingAuthorsQuery, unknownAuthor } from '../posts/authors';
import { alreadyTrashed, deleteForGood, loadToTrash } from '../posts/deletion';
import { completeWrite } from '../posts/generation';
import { runGuardedWrite } from '../posts/guarded-write';
import { reservePostIds, retryingIdConflicts } from '../posts/ids';
import { loadForWrite, type RecordLookup, readForWrite } from '../posts/lookup';
import { assertCanCreate, assertCanEdit, assertCanForceDelete, assertCanSetAuthor } from '../posts/policy';
import { publicationOf } from '../posts/publishing';
import { decodePostRow, POST_ROW_COLUMNS, type PostRow, selectPosts } from '../posts/rows';
import { type TextFields, textsByLanguage, upsertPostText } from '../posts/texts';
import { READABLE_BY_DEFAULT, readableCondition, visibleImageQuery } from '../posts/visibility';
import type { WriteContext } from '../write/context';
import { retryingStaleReads } from '../write/guard';
import type { LinkedKind } from './kind';
import { lowerName } from './names';

/** A validated venue or organizer body. */
export type LinkedInput = Record<string, unknown> & {
  status?: Status;
  author?: number;
  date?: string;
  date_utc?: string;
  image?: { id: number } | { url: string } | null;
  translations?: Record<string, Record<string, unknown> | undefined>;
};

const renameOf = (kind: LinkedKind): Record<string, keyof TextFields> => ({
  [kind.nameParam]: 'title',
  slug: 'slug',
  ...Object.fromEntries(kind.textColumns.map((column) => [column, column])),
});

const asColumnValue = (value: unknown) =>
  typeof value === 'boolean' ? (value ? 1 : 0) : (value as string | number | null);

/** The `posts` columns a body sets (untranslated fields and the image). */
function columnValues(kind: LinkedKind, input: LinkedInput, current?: PostRow): Array<[string, unknown]> {
  const fields = kind.derive ? kind.derive(input, current) : input;
  const values: Array<[string, unknown]> = [];
  for (const [param, column] of Object.entries(kind.columns)) {
    if (fields[param] !== undefined) values.push([column, asColumnValue(fields[param])]);
  }
  if (input.image !== undefined) {
    values.push(['image_id', input.image && 'id' in input.image ? input.image.id : null]);
    values.push(['image_url', input.image && 'url' in input.image ? input.image.url : null]);
  }
  return values;
}

/**
 * Statements inserting a new venue or organizer with the id `id` (also used for inline creation in
 * events), unless `unlessExists` (a record of the same name) finds one when they run: another write
 * may have created it since this one's read batch.
 */
export function insertLinked(
  kind: LinkedKind,
  id: number,
  input: LinkedInput,
  ctx: WriteContext,
  unlessExists: SQL,
): SQL[] {
  const nowUtc = formatUtcWall(ctx.now);
  const publication = publicationOf(ctx.user, input, ctx);
  const columns = new Map<string, unknown>(Object.entries(kind.createDefaults));
  for (const [column, value] of columnValues(kind, input)) columns.set(column, value);
  const names = ['id', 'kind', 'author_id', 'status', 'published_utc', 'modified_utc', ...columns.keys()];
  const values = [
    id,
    kind.kind,
    input.author ?? ctx.user.id,
    publication.status,
    publication.publishedUtc,
    nowUtc,
    ...columns.values(),
  ].map((value) => sql`${value as string | number | null}`);
  const statements = [
    sql`INSERT INTO posts (${sql.raw(names.join(', '))})
      SELECT ${sql.join(values, sql`, `)} WHERE NOT EXISTS (${unlessExists})`,
  ];
  const texts = textsByLanguage(input, ctx.lang, renameOf(kind));
  const mainTitle = texts.get(ctx.lang)?.title;
  const inserted = sql`EXISTS (SELECT 1 FROM posts WHERE id = ${id})`;
  for (const [lang, fields] of texts) {
    statements.push(
      upsertPostText(kind.kind, id, lang, { title: mainTitle, ...fields }, [], ctx.defaultLang, inserted),
    );
  }
  return statements;
}

/**
 * The non-trashed record of this kind with the same name (case-insensitive) and, when given,
 * description, among those the caller may read: someone else's draft is never handed out.
 */
export function sameNameQuery(
  kind: LinkedKind,
  name: string,
  description: string | undefined,
  caller: Caller,
): SQL {
  const sameDescription = description === undefined ? sql`` : sql` AND t.description = ${description}`;
  return sql`SELECT p.id FROM posts p JOIN post_texts t ON t.post_id = p.id
    WHERE p.kind = ${kind.kind} AND ${readableCondition(caller, READABLE_BY_DEFAULT)} AND ${lowerName(sql`t.title`)} = ${lowerName(sql`${name.trim()}`)}${sameDescription}
    ORDER BY p.id LIMIT 1`;
}

const imageQuery = (input: LinkedInput, caller: Caller) =>
  visibleImageQuery(input.image && 'id' in input.image ? input.image.id : 0, caller);

function assertImageExists(input: LinkedInput, rows: Row[]) {
  if (input.image && 'id' in input.image && rows.length === 0) {
    throw invalidParam('image', `Unknown image: ${input.image.id}.`);
  }
}

function assertAuthorExists(input: LinkedInput, rows: Row[]) {
  const reason = unknownAuthor(input.author, rows);
  if (reason) throw invalidParam('author', reason);
}

/** The write batch's last statement: the record as it answers (`id` may be an SQL expression). */
const readBack = (id: number | SQL) => ({
  readBack: selectPosts(sql`SELECT ${id} AS id`, 'p.id', { withVersion: true }),
  columns: POST_ROW_COLUMNS,
});

/**
 * Runs a write of an existing record (opened and closed by the guard) and reads it back; a record
 * deleted for good meanwhile (its texts would point at nothing, or there is nothing to read back) is
 * 404, as if it had been then.
 */
async function writeExisting(
  db: Db,
  kind: LinkedKind,
  id: number,
  statements: SQL[],
  ctx: WriteContext,
): Promise<PostRow> {
  const gone = () =>
    new ApiError(
      404,
      kind.errors.notFound,
      `${kind.kind[0]!.toUpperCase()}${kind.kind.slice(1)} with ID ${id} does not exist.`,
    );
  const row = await runGuardedWrite(db, ctx, {
    statements,
    recordId: id,
    answer: readBack(id),
    target: { kind: kind.kind, id },
    notFound: gone,
  });
  return decodePostRow(row);
}

/** Creates a record, or returns the existing one with the same name, as TEC does. */
export async function createLinked(
  db: Db,
  kind: LinkedKind,
  input: LinkedInput,
  ctx: WriteContext,
): Promise<PostRow> {
  assertCanCreate(ctx.user);
  assertCanSetAuthor(ctx.user, input.author);
  const name = String(input[kind.nameParam]);
  const description = input.description === undefined ? undefined : String(input.description);
  const sameName = sameNameQuery(kind, name, description, ctx.user);
  return retryingIdConflicts(async () => {
    const read = await readForWrite(db, ctx.guard, [
      reservePostIds(1),
      selectPosts(sameName, 'p.id', { withVersion: true }),
      imageQuery(input, ctx.user),
      existingAuthorsQuery([input.author]),
    ]);
    if (read.replay) return decodePostRow(read.replay);
    const [next, existing, images, authors] = read.rows;
    assertAuthorExists(input, authors!);
    if (existing![0]) return answerWithoutWriting(db, decodePostRow(existing![0]), ctx);
    assertImageExists(input, images!);
    const id = next![0]!.id as number;
    // Read back the record this write created or, when a parallel write created one of that name
    // first, that one.
    let results: Row[][];
    try {
      results = await db.batch([
        ...ctx.guard.openStatements(),
        ...insertLinked(kind, id, input, ctx, sameName),
        ...completeWrite(ctx.now),
        ...ctx.guard.closeStatements(
          readBack(sql`coalesce((SELECT id FROM posts WHERE id = ${id}), (${sameName}))`),
        ),
      ]);
    } catch (err) {
      return decodePostRow(await ctx.guard.recover(err, db));
    }
    return decodePostRow(ctx.guard.answerOf(results)!);
  });
}

/**
 * A create that finds the record already there writes nothing; with an `Idempotency-Key`, the key and
 * that answer are still kept, so the key can't be used for another request.
 */
async function answerWithoutWriting(db: Db, row: PostRow, ctx: WriteContext): Promise<PostRow> {
  const statements = [...ctx.guard.openStatements(), ...ctx.guard.closeStatements({ row })];
  if (statements.length === 0) return row;
  try {
    await db.batch(statements);
  } catch (err) {
    return decodePostRow(await ctx.guard.recover(err, db));
  }
  return row;
}

/**
 * Partial update: only the fields sent change; text in the content language is added or changed. Two
 * round trips: the record loaded with the image check, then the write.
 */
export const updateLinked = (
  db: Db,
  kind: LinkedKind,
  lookup: RecordLookup<PostRow>,
  input: LinkedInput,
  ctx: WriteContext,
) => retryingStaleReads(() => updateLoaded(db, kind, lookup, input, ctx));

async function updateLoaded(
  db: Db,
  kind: LinkedKind,
  lookup: RecordLookup<PostRow>,
  input: LinkedInput,
  ctx: WriteContext,
): Promise<PostRow> {
  const loaded = await loadForWrite(db, ctx.guard, lookup, [
    imageQuery(input, ctx.user),
    existingAuthorsQuery([input.author]),
  ]);
  if (loaded.replay) return decodePostRow(loaded.replay);
  const {
    record: existing,
    checked: [images, authors],
  } = loaded;
  assertCanEdit(ctx.user, existing);
  assertCanSetAuthor(ctx.user, input.author);
  assertAuthorExists(input, authors!);
  await ctx.guard.checkVersion(existing);
  assertImageExists(input, images!);
  const set: SQL[] = [sql`modified_utc = ${formatUtcWall(ctx.now)}`];
  const assign = (column: string, value: unknown) => {
    if (value !== undefined) set.push(sql`${sql.raw(column)} = ${asColumnValue(value)}`);
  };
  const publication = publicationOf(ctx.user, input, ctx, existing);
  assign('status', publication.status);
  assign('author_id', input.author);
  assign('published_utc', publication.publishedUtc);
  for (const [column, value] of columnValues(kind, input, existing)) assign(column, value);

  const statements = [sql`UPDATE posts SET ${sql.join(set, sql`, `)} WHERE id = ${existing.id}`];
  for (const [lang, fields] of textsByLanguage(input, ctx.lang, renameOf(kind))) {
    statements.push(upsertPostText(kind.kind, existing.id, lang, fields, existing.texts, ctx.defaultLang));
  }
  return writeExisting(db, kind, existing.id, statements, ctx);
}

/**
 * Moves a record to the trash. Its links to events are kept, hidden while it is there (the events
 * show it no more, as TEC's unlinking did), back when it leaves the trash; only a permanent delete
 * removes them. So trashing one's own venue never takes it from other users' events for good.
 */
export const trashLinked = (db: Db, kind: LinkedKind, lookup: RecordLookup<PostRow>, ctx: WriteContext) =>
  retryingStaleReads(async () => {
    const loaded = await loadToTrash(db, lookup, ctx, () => alreadyTrashed(kind.kind));
    if (loaded.replay) return decodePostRow(loaded.replay);
    const existing = loaded.record;
    return writeExisting(
      db,
      kind,
      existing.id,
      [
        sql`UPDATE posts SET status = 'trash', modified_utc = ${formatUtcWall(ctx.now)} WHERE id = ${existing.id}`,
      ],
      ctx,
    );
  });

/** Deletes a record for good; answers it as it was. */
export const deleteLinkedPermanently = (
  db: Db,
  kind: LinkedKind,
  lookup: RecordLookup<PostRow>,
  ctx: WriteContext,
) =>
  deleteForGood(db, lookup, ctx, {
    decode: decodePostRow,
    assertAllowed: () => assertCanForceDelete(ctx.user),
    target: (existing) => ({ kind: kind.kind, id: existing.id }),
    statements: (existing) => [
      sql`DELETE FROM event_links WHERE post_id = ${existing.id}`,
      sql`DELETE FROM post_texts WHERE post_id = ${existing.id}`,
      sql`DELETE FROM posts WHERE id = ${existing.id}`,
      ...completeWrite(ctx.now),
    ],
  });
