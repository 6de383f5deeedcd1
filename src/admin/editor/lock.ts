import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { STATUSES } from '../../db/schema';
import type { AppEnv } from '../../env';
import { utcToZonedWall } from '../../lib/dates';
import { readableCondition } from '../../posts/visibility';

/**
 * The post lock, as WordPress's (`wp_set_post_lock`, `wp_check_post_lock`): the user whose editor has the
 * event open holds it while their page's heartbeat comes (a minute apart, src/admin/editor/screen-script.ts);
 * another user opening it within LOCK_SECONDS of the last one is told who and since when, and may take it
 * over. Only a caller who may read the event takes it: the heartbeat's route reads it through the API first,
 * the editor asks for the lock beside its read (one round trip), so the statements themselves hold to the
 * caller's right to read it. One statement takes or refreshes the lock (only when it is theirs, free, stale,
 * or taken over), the next one in the same batch says who holds it.
 */

export const LOCK_SECONDS = 150;

const utcWall = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

export interface LockHolder {
  userId: number;
  login: string;
  /** When they opened it, as a wall time of the site's zone (`HH:MM`). */
  since: string;
}

/** Takes (or refreshes) the lock of `postId` for the caller; the other user holding it, or null if it is theirs. */
export async function holdLock(
  c: Context<AppEnv>,
  postId: number,
  takeOver = false,
  nowMs = Date.now(),
): Promise<LockHolder | null> {
  const me = c.get('caller')?.id;
  if (me === undefined) return null;
  const now = utcWall(nowMs);
  const stale = utcWall(nowMs - LOCK_SECONDS * 1000);
  const readable = sql`EXISTS (SELECT 1 FROM posts p WHERE p.id = ${postId}
    AND ${readableCondition(c.get('caller'), [...STATUSES])})`;
  const [, rows] = (await c.get('db').batch([
    sql`INSERT INTO post_locks (post_id, user_id, since_utc, heartbeat_utc)
      SELECT ${postId}, ${me}, ${now}, ${now} WHERE ${readable}
      ON CONFLICT (post_id) DO UPDATE SET
        since_utc = CASE WHEN post_locks.user_id = excluded.user_id THEN post_locks.since_utc ELSE excluded.since_utc END,
        user_id = excluded.user_id,
        heartbeat_utc = excluded.heartbeat_utc
      WHERE post_locks.user_id = excluded.user_id OR post_locks.heartbeat_utc < ${stale} OR ${takeOver ? 1 : 0} = 1`,
    sql`SELECT l.user_id AS userId, coalesce(nullif(u.display_name, ''), u.login) AS login, l.since_utc AS since FROM post_locks l
      JOIN users u ON u.id = l.user_id WHERE l.post_id = ${postId} AND ${readable}`,
  ])) as [unknown, Array<{ userId: number; login: string; since: string }>];
  const row = rows[0];
  if (!row || row.userId === me) return null;
  const since = utcToZonedWall(new Date(`${row.since.replace(' ', 'T')}Z`), c.get('config').siteTimezone);
  return { userId: row.userId, login: row.login, since: since.slice(11, 16) };
}
