import { sql } from 'drizzle-orm';
import { createDb } from '../db/client';
import type { Bindings } from '../env';
import { formatUtcWall } from '../lib/dates';
import { SOURCE_BUDGETS } from './budgets';
import { enqueueSteps } from './queue';
import { claimDue } from './store';

/** Sources started per minute at most: the others wait for the next minute. */
const STARTS_PER_MINUTE = 50;

/**
 * Every minute (src/index.ts `scheduled`): the sources that are due, not paused and not running are taken
 * (their lock set, their next run moved on) and handed to the Queue, whose consumer runs them. Without a
 * Queue binding, nothing is taken.
 */
export async function startDueSources(env: Bindings, now: Date): Promise<number> {
  if (!env.SOURCE_QUEUE) return 0;
  const db = createDb(env.DB);
  const due = await db.all<{ id: number }>(claimDue(now, SOURCE_BUDGETS.lockMinutes, STARTS_PER_MINUTE));
  if (due.length === 0) return 0;
  const ids = due.map((row) => Number(row.id));
  const handed = await enqueueSteps(
    env.SOURCE_QUEUE,
    ids.map((source) => ({ source, trigger: 'schedule' as const })),
  );
  if (!handed) {
    // Taken again next minute.
    await db.batch([
      sql`UPDATE sources SET lock_until_utc = NULL, next_run_utc = ${formatUtcWall(now)}
        WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
    ]);
    return 0;
  }
  return ids.length;
}
