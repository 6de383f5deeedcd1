import { sql } from 'drizzle-orm';
import type { SourceSet } from '../calendars/model';
import { createDb } from '../db/client';
import type { Bindings } from '../env';
import { formatUtcWall } from '../lib/dates';
import { SOURCE_BUDGETS } from './budgets';
import type { Cursor } from './fetch-page';
import { itemsOf, staged } from './items';
import { enqueueSteps } from './queue';
import { insertRun, lockUntil, type RunRow, releaseLock, stageItems } from './store';

/**
 * Events a source pushes instead of being fetched (docs/sources.md#pushed-sources): a followed fediverse
 * calendar's `Create`, `Update` and `Delete` (src/federation). Each push is a run of its own that starts at the
 * write phase: its events are staged as a fetched page's are and written by the same consumer steps, so the
 * ignore list, the update authority, the matching of venues and the possible duplicates are the scheduled
 * sources' own; `removed` names the events the source deleted (trashed as `on_removed` says), and nothing else
 * is ever taken for dropped. Like every run, a push waits for the source's lock.
 */

/** The kind of a source that pushes (a followed ActivityPub actor): made by following, never fetched. */
export const PUSHED_KIND = 'activitypub';

export type PushOutcome = 'queued' | 'busy' | 'no-source' | 'no-queue';

export interface Pushed {
  /** The events pushed (created or changed at the source), or null for none. */
  set: SourceSet | null;
  /** The source's ids (`uid`) of events it deleted. */
  removed: readonly string[];
}

export async function pushToSource(env: Bindings, sourceId: number, pushed: Pushed): Promise<PushOutcome> {
  const db = createDb(env.DB.withSession('first-primary'));
  const now = new Date();
  if (!env.SOURCE_QUEUE) return 'no-queue';
  const at = formatUtcWall(now);
  const [claimed] = await db.all<{ id: number }>(
    sql`UPDATE sources SET lock_until_utc = ${lockUntil(now, SOURCE_BUDGETS.lockMinutes)}
      WHERE id = ${sourceId} AND kind = ${PUSHED_KIND} AND (lock_until_utc IS NULL OR lock_until_utc < ${at})
      RETURNING id`,
  );
  if (!claimed) {
    const [exists] = await db.all(
      sql`SELECT 1 FROM sources WHERE id = ${sourceId} AND kind = ${PUSHED_KIND}`,
    );
    return exists ? 'busy' : 'no-source';
  }
  const items = await Promise.all((pushed.set ? itemsOf(pushed.set) : []).map(staged));
  const [run] = await db.all<RunRow>(insertRun(sourceId, 'push', now));
  if (!run) {
    await db.batch([releaseLock(sourceId)]);
    return 'no-source';
  }
  const cursor: Cursor = {
    phase: items.length > 0 ? 'write' : 'remove',
    next: null,
    seq: items.length,
    removed: pushed.removed.slice(0, SOURCE_BUDGETS.removalsPerMessage),
  };
  await db.batch([
    ...stageItems(run.id, 0, items),
    sql`UPDATE source_runs SET cursor = ${JSON.stringify(cursor)} WHERE id = ${run.id}`,
  ]);
  if (!(await enqueueSteps(env.SOURCE_QUEUE, [{ source: sourceId, run: run.id }]))) {
    await db.batch([
      sql`UPDATE source_runs SET status = 'failed', finished_utc = started_utc,
        errors = json_array(json_object('message', 'The Queue refused the push.')) WHERE id = ${run.id}`,
      releaseLock(sourceId),
    ]);
    return 'no-queue';
  }
  return 'queued';
}
