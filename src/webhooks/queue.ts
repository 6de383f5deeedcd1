import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { WebhookMessage } from '../env';
import { formatUtcWall } from '../lib/dates';

export type { WebhookMessage };

/** The wait before each retry (§4 of the contract): about two days in all. Queues delay at most 12 h. */
export const RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 43_200, 43_200] as const;
export const MAX_DELAY_SECONDS = 43_200;
/** An endpoint whose deliveries have failed for this long (none succeeding) is disabled. */
export const FAILING_DAYS_BEFORE_DISABLING = 5;

/** The Queue takes at most 100 messages a call. */
const SEND_BATCH = 100;

/** The tables of deliveries handed to a Queue a message each: webhooks' and federation's, of one shape. */
export type DeliveryTable = 'webhook_deliveries' | 'federation_deliveries';

/** A pending delivery not handed to the Queue for this long is handed again by the scheduled trigger. */
const REDRIVE_AFTER_MS = 60_000;
/** A pending delivery the Queue has not settled in this long (its message was lost) is handed again. */
const LOST_AFTER_MS = 3 * 86_400_000;

/** Hands deliveries to the Queue and notes when; those it refused are handed again by the scheduled trigger. */
export async function handDeliveries(
  db: Db,
  queue: Queue<WebhookMessage> | undefined,
  table: DeliveryTable,
  ids: number[],
): Promise<void> {
  if (ids.length === 0 || !(await enqueue(queue, ids))) return;
  await db.batch([
    sql`UPDATE ${sql.raw(table)} SET queued_utc = ${formatUtcWall(new Date())}
      WHERE id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
  ]);
}

/**
 * The pending deliveries the scheduled trigger hands to the Queue again: never handed to it (the isolate
 * stopped in between), or whose message was lost.
 */
export async function unhandedDeliveries(db: Db, table: DeliveryTable, now: number): Promise<number[]> {
  const unsent = formatUtcWall(new Date(now - REDRIVE_AFTER_MS));
  const lost = formatUtcWall(new Date(now - LOST_AFTER_MS));
  const rows = await db.all<{ id: number }>(sql`SELECT id FROM ${sql.raw(table)}
    WHERE status = 'pending' AND ((queued_utc IS NULL AND created_utc < ${unsent}) OR queued_utc < ${lost})
    ORDER BY id LIMIT 500`);
  return rows.map((row) => row.id);
}

/** Hands deliveries to the Queue; false when there is no Queue or it refused (the scheduled redrive retries). */
export async function enqueue(
  queue: Queue<WebhookMessage> | undefined,
  ids: readonly number[],
): Promise<boolean> {
  if (!queue) return false;
  try {
    for (let start = 0; start < ids.length; start += SEND_BATCH) {
      await queue.sendBatch(ids.slice(start, start + SEND_BATCH).map((delivery) => ({ body: { delivery } })));
    }
    return true;
  } catch (err) {
    console.error('webhooks: the Queue refused deliveries', err);
    return false;
  }
}
