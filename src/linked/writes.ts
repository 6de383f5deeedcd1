import { type SQL, sql } from 'drizzle-orm';
import { type Db, isForeignKeyFailure, type Row } from '../db/client';
import type { Status } from '../db/schema';
import { ApiError, invalidParam } from '../http/errors';
import type { WriteContext } from '../http/write-context';
import type { Caller } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { existingAuthorsQuery, unknownAuthor } from '../posts/authors';
import { completeWrite } from '../posts/generation';
import { reservePostIds, retryingIdConflicts } from '../posts/ids';
import { loadWith, type RecordLookup } from '../posts/lookup';
import { assertCanCreate, assertCanEdit, assertCanForceDelete, assertCanSetAuthor } from '../posts/policy';
import { publicationOf } from '../posts/publishing';
import { decodePostRow, type PostRow, selectPosts } from '../posts/rows';
import { type TextFields, textsByLanguage, upsertPostText } from '../posts/texts';
import { READABLE_BY_DEFAULT, readableCondition } from '../posts/visibility';
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

const imageQuery = (input: LinkedInput) =>
  sql`SELECT id FROM images WHERE id = ${input.image && 'id' in input.image ? input.image.id : 0}`;

function assertImageExists(input: LinkedInput, rows: Row[]) {
  if (input.image && 'id' in input.image && rows.length === 0) {
    throw invalidParam('image', `Unknown image: ${input.image.id}.`);
  }
}

function assertAuthorExists(input: LinkedInput, rows: Row[]) {
  const reason = unknownAuthor(input.author, rows);
  if (reason) throw invalidParam('author', reason);
}

const readBack = (id: number) => selectPosts(sql`SELECT ${id} AS id`, 'p.id');

/**
 * Runs a write of an existing record and reads it back; a record deleted for good meanwhile (its
 * texts would point at nothing, or there is nothing to read back) is 404, as if it had been then.
 */
async function writeExisting(db: Db, kind: LinkedKind, id: number, statements: SQL[]): Promise<PostRow> {
  const gone = () =>
    new ApiError(
      404,
      kind.errors.notFound,
      `${kind.kind[0]!.toUpperCase()}${kind.kind.slice(1)} with ID ${id} does not exist.`,
    );
  let results: Row[][];
  try {
    results = await db.batch([...statements, readBack(id)]);
  } catch (err) {
    if (isForeignKeyFailure(err) && (await db.all(sql`SELECT id FROM posts WHERE id = ${id}`)).length === 0)
      throw gone();
    throw err;
  }
  const row = results[results.length - 1]![0];
  if (!row) throw gone();
  return decodePostRow(row);
}

/** Creates a record, or returns the existing one with the same name (`created: false`), as TEC does. */
export async function createLinked(db: Db, kind: LinkedKind, input: LinkedInput, ctx: WriteContext) {
  assertCanCreate(ctx.user);
  assertCanSetAuthor(ctx.user, input.author);
  const name = String(input[kind.nameParam]);
  const description = input.description === undefined ? undefined : String(input.description);
  const sameName = sameNameQuery(kind, name, description, ctx.user);
  return retryingIdConflicts(async () => {
    const [next, existing, images, authors] = await db.batch([
      reservePostIds(1),
      selectPosts(sameName, 'p.id'),
      imageQuery(input),
      existingAuthorsQuery([input.author]),
    ]);
    assertAuthorExists(input, authors!);
    if (existing![0]) return { row: decodePostRow(existing![0]), created: false };
    assertImageExists(input, images!);
    const id = next![0]!.id as number;
    // Read back the record this write created or, when a parallel write created one of that name
    // first, that one.
    const results = await db.batch([
      ...insertLinked(kind, id, input, ctx, sameName),
      ...completeWrite(ctx.now),
      selectPosts(sql`SELECT coalesce((SELECT id FROM posts WHERE id = ${id}), (${sameName})) AS id`, 'p.id'),
    ]);
    const row = decodePostRow(results[results.length - 1]![0]!);
    return { row, created: row.id === id };
  });
}

/**
 * Partial update: only the fields sent change; text in the content language is added or changed. Two
 * round trips: the record loaded with the image check, then the write.
 */
export async function updateLinked(
  db: Db,
  kind: LinkedKind,
  lookup: RecordLookup<PostRow>,
  input: LinkedInput,
  ctx: WriteContext,
) {
  const {
    record: existing,
    checked: [images, authors],
  } = await loadWith(db, lookup, [imageQuery(input), existingAuthorsQuery([input.author])]);
  assertCanEdit(ctx.user, existing);
  assertCanSetAuthor(ctx.user, input.author);
  assertAuthorExists(input, authors!);
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
  return writeExisting(db, kind, existing.id, [...statements, ...completeWrite(ctx.now)]);
}

/**
 * Moves a record to the trash. Its links to events are kept, hidden while it is there (the events
 * show it no more, as TEC's unlinking did), back when it leaves the trash; only a permanent delete
 * removes them. So trashing one's own venue never takes it from other users' events for good.
 */
export async function trashLinked(db: Db, kind: LinkedKind, existing: PostRow, ctx: WriteContext) {
  assertCanEdit(ctx.user, existing);
  if (existing.status === 'trash') {
    throw new ApiError(410, kind.errors.inTrash, `The ${kind.kind} is already trashed`);
  }
  return writeExisting(db, kind, existing.id, [
    sql`UPDATE posts SET status = 'trash', modified_utc = ${formatUtcWall(ctx.now)} WHERE id = ${existing.id}`,
    ...completeWrite(ctx.now),
  ]);
}

export async function deleteLinkedPermanently(db: Db, existing: PostRow, ctx: WriteContext) {
  assertCanForceDelete(ctx.user);
  await db.batch([
    sql`DELETE FROM event_links WHERE post_id = ${existing.id}`,
    sql`DELETE FROM post_texts WHERE post_id = ${existing.id}`,
    sql`DELETE FROM posts WHERE id = ${existing.id}`,
    ...completeWrite(ctx.now),
  ]);
}
