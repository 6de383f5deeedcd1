import { type SQL, sql } from 'drizzle-orm';
import { type Role, STATUSES, type Status } from '../db/schema';
import { invalidParam } from '../http/errors';
import type { Caller } from '../lib/caller';

/** Roles that read and edit everyone's records. */
export const EDITOR_ROLES: ReadonlySet<Role> = new Set(['administrator', 'editor']);

export const READABLE_BY_DEFAULT: Status[] = STATUSES.filter((s) => s !== 'trash');

/**
 * The statuses a list shows: anonymous callers may only ask for `publish`; authenticated callers get
 * every non-trash status by default, or the ones they ask for.
 */
export function listStatuses(caller: Caller, requested: Status[] | undefined): Status[] {
  if (caller === null) {
    if (requested?.some((s) => s !== 'publish')) {
      throw invalidParam('status', 'Only published records can be listed without authentication.');
    }
    return ['publish'];
  }
  return requested && requested.length > 0 ? requested : READABLE_BY_DEFAULT;
}

/**
 * SQL condition on the posts row `alias`: rows with one of `statuses` that the caller may read.
 * Editors read everything; other users published records and their own; anonymous callers only
 * published ones.
 */
export function readableCondition(caller: Caller, statuses: Status[], alias = 'p'): SQL {
  const status = sql.raw(`${alias}.status`);
  const author = sql.raw(`${alias}.author_id`);
  const inStatuses =
    statuses.length === 1
      ? sql`${status} = ${statuses[0]}`
      : sql`${status} IN (SELECT value FROM json_each(${JSON.stringify(statuses)}))`;
  if (caller === null) return sql`${status} = 'publish'`;
  if (EDITOR_ROLES.has(caller.role) || (statuses.length === 1 && statuses[0] === 'publish'))
    return inStatuses;
  return sql`(${inStatuses} AND (${status} = 'publish' OR ${author} = ${caller.id}))`;
}

/**
 * Whether the caller may edit a record (WordPress's `edit_post`): editors and administrators every
 * record, authors their own, contributors their own while it is not published.
 */
export function canEdit(caller: Caller, record: { author_id: number; status: Status }): boolean {
  if (caller === null) return false;
  if (EDITOR_ROLES.has(caller.role)) return true;
  const own = record.author_id === caller.id;
  if (caller.role === 'author') return own;
  if (caller.role === 'contributor') return own && record.status !== 'publish' && record.status !== 'future';
  return false;
}

/**
 * The protected fields of a password-protected event (API.md §2.4) are read by a caller who may edit
 * it, as WordPress shows protected content to those who may edit it, and on a single read by whoever
 * gives its password. For everyone else they are unknown: blanked in lists and feeds, never matched
 * by a filter on them, and the event is an unknown reference in `event` and `post` parameters.
 */
export function readsProtectedFields(
  caller: Caller,
  event: { has_password: 0 | 1 | boolean; author_id: number; status: Status },
): boolean {
  return !event.has_password || canEdit(caller, event);
}

/**
 * `readsProtectedFields` as an SQL condition on the event row `alias`, for every filter on a protected
 * field; `undefined` when the caller reads every event's protected fields (no condition needed).
 */
export function protectedFieldsReadable(caller: Caller, alias = 'p'): SQL | undefined {
  if (caller !== null && EDITOR_ROLES.has(caller.role)) return undefined;
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const noPassword = sql`${column('password_hash')} IS NULL`;
  // As `canEdit`: authors edit their own events, contributors their own unpublished ones.
  if (caller?.role === 'author') return sql`(${noPassword} OR ${column('author_id')} = ${caller.id})`;
  if (caller?.role === 'contributor') {
    return sql`(${noPassword} OR (${column('author_id')} = ${caller.id} AND ${column('status')} NOT IN ('publish', 'future')))`;
  }
  return noPassword;
}

/**
 * Whether the caller may read one record. A `future` record whose date has come is published (the
 * scheduled promotion may not have run yet).
 */
export function canRead(
  caller: Caller,
  record: { status: Status; author_id: number; published_utc?: string },
  nowUtc: string,
): boolean {
  const published =
    record.status === 'publish' ||
    (record.status === 'future' && record.published_utc !== undefined && record.published_utc <= nowUtc);
  if (published) return true;
  if (caller === null) return false;
  return EDITOR_ROLES.has(caller.role) || record.author_id === caller.id;
}

/**
 * SQL condition on the posts row `alias`: a record whose image the caller sees. It is readable, and so are
 * its protected fields (a locked event's `image` is one: blanked for whoever may not read them).
 */
export function showsImageCondition(caller: Caller, alias = 'p'): SQL {
  const readable = readableCondition(caller, [...STATUSES], alias);
  const locked = protectedFieldsReadable(caller, alias);
  return locked ? sql`(${readable} AND ${locked})` : readable;
}

/**
 * SQL condition on the images row `alias`: a file of the media library (or an image given by URL) the
 * caller may see, and so name in `image` or read at `/media/{id}`. Editors see every file, others their
 * own uploads and the files of the records whose image they see (as WordPress's attachments follow their
 * post); `undefined`: every file. The records are read once (not per file: `posts.image_id` has no index).
 */
export function imageVisibleCondition(caller: Caller, alias = 'images'): SQL | undefined {
  if (caller !== null && EDITOR_ROLES.has(caller.role)) return undefined;
  const shown = sql`${sql.raw(`${alias}.id`)} IN (SELECT p.image_id FROM posts p
    WHERE p.image_id IS NOT NULL AND ${showsImageCondition(caller)})`;
  return caller === null ? shown : sql`(${sql.raw(`${alias}.owner_id`)} = ${caller.id} OR ${shown})`;
}

/** The image row of id `id` if the caller may name it as a record's `image` (no row: an unknown image). */
export function visibleImageQuery(id: number, caller: Caller): SQL {
  const visible = imageVisibleCondition(caller);
  return sql`SELECT id FROM images WHERE id = ${id}${visible ? sql` AND ${visible}` : sql``}`;
}
