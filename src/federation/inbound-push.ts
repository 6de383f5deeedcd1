import { type SQL, sql } from 'drizzle-orm';
import { mergeSets } from '../calendars/merge';
import type { SourceSet } from '../calendars/model';
import { createDb } from '../db/client';
import type { Bindings } from '../env';
import { PUSHED_KIND, pushToSource } from '../sources/push';

/**
 * The events of followed calendars, held in `federation_inbound` by the inbox (verified, fetched from their
 * origin, mapped into the importer's model), handed to the calendar's source (src/sources/push.ts): written
 * there as the scheduled sources' events are (pending review, ignore list, update authority, duplicates).
 * Held rows are `pending` (created or changed) or `deleted`; handed, they become `handed` or `removed`. The
 * inbox hands them at once (after its answer); the cron hands what waited (a run of the source under way).
 */

/** The events one push carries at most (a calendar publishing many at once is handed in several). */
const PER_PUSH = 20;

/** The source of a followed actor: made when it is followed (src/federation/following.ts). */
export const sourceForFollowStatement = (actor: string, handle: string, by: number): SQL =>
  sql`INSERT INTO sources (kind, url, name, schedule, default_status, created_by)
    SELECT ${PUSHED_KIND}, ${actor}, ${handle.slice(0, 200)}, 'manual', 'pending', ${by}
    WHERE NOT EXISTS (SELECT 1 FROM sources WHERE kind = ${PUSHED_KIND} AND url = ${actor})`;

type HeldRow = {
  object_id: string;
  item: string;
  status: 'pending' | 'deleted';
  updated_utc: string;
};

export type HandOutcome = 'handed' | 'nothing' | 'waiting' | 'no-source';

/** Hands one followed actor's held events to its source. */
export async function handInbound(env: Bindings, actor: string): Promise<HandOutcome> {
  const db = createDb(env.DB.withSession('first-primary'));
  const [[source], held] = await db.batch<[{ id: number }[], HeldRow[]]>([
    sql`SELECT id FROM sources WHERE kind = ${PUSHED_KIND} AND url = ${actor} LIMIT 1`,
    sql`SELECT object_id, item, status, updated_utc FROM federation_inbound
      WHERE actor = ${actor} AND status IN ('pending', 'deleted') ORDER BY updated_utc, object_id LIMIT ${PER_PUSH}`,
  ]);
  if (held.length === 0) return 'nothing';
  if (!source) return 'no-source';
  const sets: SourceSet[] = [];
  for (const row of held) {
    if (row.status !== 'pending') continue;
    try {
      sets.push(JSON.parse(row.item) as SourceSet);
    } catch {
      // A row that is no set (never written so by the inbox): handed as nothing.
    }
  }
  const removed = held.filter((row) => row.status === 'deleted').map((row) => row.object_id);
  const outcome = await pushToSource(env, Number(source.id), {
    set: sets.length > 0 ? mergeSets(sets) : null,
    removed,
  });
  if (outcome === 'busy' || outcome === 'no-queue') return 'waiting';
  if (outcome === 'no-source') return 'no-source';
  // Marked handed unless it changed again meanwhile (its newer version waits for the next push).
  await db.batch(
    held.map(
      (row) => sql`UPDATE federation_inbound SET status = ${row.status === 'pending' ? 'handed' : 'removed'}
        WHERE object_id = ${row.object_id} AND status = ${row.status} AND updated_utc = ${row.updated_utc}`,
    ),
  );
  return 'handed';
}

/** The cron's turn: every followed actor with held events, a few a minute. */
export async function handWaitingInbound(env: Bindings, limit = 10): Promise<number> {
  const db = createDb(env.DB.withSession('first-primary'));
  const actors = await db.all<{ actor: string }>(
    sql`SELECT DISTINCT actor FROM federation_inbound WHERE status IN ('pending', 'deleted') LIMIT ${limit}`,
  );
  let handed = 0;
  for (const { actor } of actors) {
    if ((await handInbound(env, actor)) === 'handed') handed++;
  }
  return handed;
}
