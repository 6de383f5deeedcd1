import type { WebhookMessage } from '../env';

export type { WebhookMessage };

/** The wait before each retry (§4 of the contract): about two days in all. Queues delay at most 12 h. */
export const RETRY_SCHEDULE_SECONDS = [5, 300, 1800, 7200, 18_000, 36_000, 43_200, 43_200] as const;
export const MAX_DELAY_SECONDS = 43_200;
/** An endpoint whose deliveries have failed for this long (none succeeding) is disabled. */
export const FAILING_DAYS_BEFORE_DISABLING = 5;

/** The Queue takes at most 100 messages a call. */
const SEND_BATCH = 100;

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
