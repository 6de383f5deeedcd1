import { type SQL, sql } from 'drizzle-orm';
import type { Caller } from '../lib/caller';
import { bumpGeneration } from '../posts/generation';
import { imageVisibleCondition, showsImageCondition } from '../posts/visibility';

/** The media library's rows (`images` with a `file_key`: uploads, never references to files elsewhere). */
export type MediaRow = {
  id: number;
  file_key: string;
  owner_id: number | null;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  filename: string;
  title: string;
  alt: string;
  caption: string;
  created_utc: string;
  /** How many events, venues and organizers show it to the caller (reads of one file only). */
  uses?: number;
};

const COLUMNS = sql.raw(
  'id, file_key, owner_id, mime, bytes, width, height, filename, title, alt, caption, created_utc',
);

export interface NewMedia {
  fileKey: string;
  ownerId: number;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  filename: string;
  title: string;
  alt: Record<string, string>;
  caption: Record<string, string>;
}

/** Uploads of one user since `sinceUtc`, deleted files included (`media_uploads`, kept by a trigger). */
export const countUploads = (ownerId: number, sinceUtc: string) =>
  sql`SELECT count(*) AS n FROM media_uploads WHERE owner_id = ${ownerId} AND created_utc > ${sinceUtc}`;

/**
 * The row of a new upload, inserted only while its owner is under the day's quota (`perDay` 0: no
 * quota), so two uploads at once cannot both pass the last place. No row back: over the quota.
 */
export function insertMedia(media: NewMedia, sinceUtc: string, perDay: number): SQL {
  const underQuota = perDay > 0 ? sql`WHERE (${countUploads(media.ownerId, sinceUtc)}) < ${perDay}` : sql``;
  return sql`INSERT INTO images (url, file_key, owner_id, mime, bytes, width, height, filename, title, alt, caption)
    SELECT '', ${media.fileKey}, ${media.ownerId}, ${media.mime}, ${media.bytes}, ${media.width}, ${media.height},
      ${media.filename}, ${media.title}, ${JSON.stringify(media.alt)}, ${JSON.stringify(media.caption)}
    ${underQuota}
    RETURNING ${COLUMNS}`;
}

/** The records that show the file to the caller (src/posts/visibility.ts): what `used_by` counts. */
const uses = (caller: Caller) =>
  sql`(SELECT count(*) FROM posts p WHERE p.image_id = images.id AND ${showsImageCondition(caller)})`;

/** Only the files the caller may see: their own uploads, and those of records they may read (editors: all). */
const visibleTo = (caller: Caller) => {
  const visible = imageVisibleCondition(caller);
  return visible ? sql`AND ${visible}` : sql``;
};

/**
 * The records a file is the image of, with what deciding the caller's rights on each needs, and whether
 * the caller sees it there (`shown`: a record they may not read is never named to them).
 */
export const selectMediaUsers = (id: number, caller: Caller) =>
  sql`SELECT p.id, p.author_id, p.status, ${showsImageCondition(caller)} AS shown FROM posts p WHERE p.image_id = ${id}`;

/** One file of the library, if the caller may see it, with how many records show it to them. */
export const selectMedia = (id: number, caller: Caller) =>
  sql`SELECT ${COLUMNS}, ${uses(caller)} AS uses FROM images WHERE id = ${id} AND file_key IS NOT NULL ${visibleTo(caller)}`;

export const selectMediaByFileKey = (fileKey: string) =>
  sql`SELECT ${COLUMNS} FROM images WHERE file_key = ${fileKey}`;

export const selectMediaByFileKeys = (fileKeys: string[]) =>
  sql`SELECT ${COLUMNS} FROM images WHERE file_key IN (SELECT value FROM json_each(${JSON.stringify(fileKeys)})) LIMIT 1`;

/** Whether `text` appears in the title or the file name (instr: no pattern syntax, no length limit of LIKE). */
const matching = (search: string | undefined) =>
  search
    ? sql`AND (instr(lower(title), lower(${search})) > 0 OR instr(lower(filename), lower(${search})) > 0 OR instr(lower(alt), lower(${search})) > 0)`
    : sql``;

/**
 * Only the image of the record `usedBy`, when the caller may read that record (a record they may not read
 * is never named to them, as in `used_by`'s count).
 */
const imageOf = (usedBy: number | undefined, caller: Caller) =>
  usedBy === undefined
    ? sql``
    : sql`AND id IN (SELECT p.image_id FROM posts p WHERE p.id = ${usedBy} AND ${showsImageCondition(caller)})`;

/** A page of the files the caller may see, newest first, and their total. */
export const selectMediaPage = (
  caller: Caller,
  filters: { search?: string; usedBy?: number },
  perPage: number,
  offset: number,
) => {
  const where = sql`file_key IS NOT NULL ${visibleTo(caller)} ${matching(filters.search)} ${imageOf(filters.usedBy, caller)}`;
  return [
    sql`SELECT ${COLUMNS} FROM images WHERE ${where} ORDER BY id DESC LIMIT ${perPage} OFFSET ${offset}`,
    sql`SELECT count(*) AS n FROM images WHERE ${where}`,
  ];
};

export interface MediaChange {
  title?: string;
  alt?: Record<string, string>;
  caption?: Record<string, string>;
}

/**
 * The change of a file's texts. The alternative text shows in the `image` of every record that uses
 * it: those records are touched too (a change in the feed, a new version and ETag), and the cache's
 * generation moves.
 */
export function updateMedia(id: number, change: MediaChange, nowUtc: string, caller: Caller): SQL[] {
  const sets: SQL[] = [];
  if (change.title !== undefined) sets.push(sql`title = ${change.title}`);
  if (change.alt !== undefined) sets.push(sql`alt = ${JSON.stringify(change.alt)}`);
  if (change.caption !== undefined) sets.push(sql`caption = ${JSON.stringify(change.caption)}`);
  const statements: SQL[] = [];
  if (sets.length > 0) statements.push(sql`UPDATE images SET ${sql.join(sets, sql`, `)} WHERE id = ${id}`);
  if (change.alt !== undefined) {
    statements.push(sql`UPDATE posts SET modified_utc = ${nowUtc} WHERE image_id = ${id}`);
  }
  statements.push(bumpGeneration(), selectMedia(id, caller));
  return statements;
}

/**
 * Deletes a file's row; with `detach` (the ids of the records that use it, each checked as the caller's to
 * change), first takes it off them (each a change of that record). The row stays while any record uses it,
 * one that took the file meanwhile too: no row back.
 */
export function deleteMedia(id: number, detach: readonly number[] | null, nowUtc: string): SQL[] {
  return [
    ...(detach
      ? [
          sql`UPDATE posts SET image_id = NULL, modified_utc = ${nowUtc}
            WHERE image_id = ${id} AND id IN (SELECT value FROM json_each(${JSON.stringify(detach)}))`,
        ]
      : []),
    sql`DELETE FROM images WHERE id = ${id} AND file_key IS NOT NULL AND NOT EXISTS (SELECT 1 FROM posts p WHERE p.image_id = ${id}) RETURNING id`,
    bumpGeneration(),
  ];
}
