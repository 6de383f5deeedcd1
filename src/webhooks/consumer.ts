import { type SQL, sql } from 'drizzle-orm';
import { configFrom } from '../config';
import { createDb } from '../db/client';
import type { Bindings } from '../env';
import { formatUtcWall } from '../lib/dates';
import { memoized } from '../lib/memo';
import { type DnsCheck, type Refusal, refusedDestination } from '../outgoing/destination';
import { refusedByDns } from '../outgoing/resolve';
import { FAILING_DAYS_BEFORE_DISABLING, RETRY_SCHEDULE_SECONDS, type WebhookMessage } from './queue';
import { decryptSecret } from './secrets';
import { type AttemptResult, sendSigned, succeeded, unreachable } from './send';
import { ownHostsOf, signingSecrets } from './signing';
import type { EndpointRow } from './store';

/** The dead-letter queue's name ends so (wrangler.toml): its messages are deliveries given up on. */
export const DEAD_LETTER_SUFFIX = '-dlq';

interface Pending {
  id: number;
  message_id: string;
  payload: string;
  status: string;
  endpoint: EndpointRow;
}

type Outcome = { settle: 'ack' } | { settle: 'retry'; delaySeconds: number };

const DAY_MS = 86_400_000;

/**
 * The Queue consumer: signs and POSTs each delivery of the batch (in parallel), records each attempt,
 * acks on 2xx, retries on the schedule of the contract (or after `Retry-After` on 429 and 503), and
 * gives up on a 410 (the endpoint is disabled), a refused URL, an endpoint failing for 5 days (disabled)
 * or the last retry. Each host is resolved once per batch, before its deliveries; one resolving to a
 * refused address gets nothing, and the attempt fails as an unreachable endpoint's does (retried). Messages
 * of the dead-letter queue mark their deliveries failed.
 */
export async function consumeWebhooks(batch: MessageBatch<WebhookMessage>, env: Bindings): Promise<void> {
  const db = createDb(env.DB.withSession('first-primary'));
  const ids = batch.messages.map((message) => Number(message.body?.delivery)).filter(Number.isInteger);
  if (batch.queue.endsWith(DEAD_LETTER_SUFFIX)) {
    await db.batch([
      sql`UPDATE webhook_deliveries SET status = 'failed'
        WHERE status = 'pending' AND id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
    ]);
    batch.ackAll();
    return;
  }
  const rows = await db.all<
    EndpointRow & { delivery_id: number; message_id: string; payload: string; delivery_status: string }
  >(
    sql`SELECT e.*, d.id AS delivery_id, d.message_id, d.payload, d.status AS delivery_status
      FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
      WHERE d.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
  );
  const byId = new Map<number, Pending>(
    rows.map(({ delivery_id, message_id, payload, delivery_status, ...endpoint }) => [
      delivery_id,
      { id: delivery_id, message_id, payload, status: delivery_status, endpoint },
    ]),
  );
  const now = Date.now();
  const statements: SQL[] = [];
  const dns = memoized(refusedByDns, 64);
  const settlements = await Promise.all(
    batch.messages.map(async (message): Promise<() => void> => {
      const pending = byId.get(Number(message.body?.delivery));
      // Deleted with its endpoint, or already settled (a duplicate message): nothing to send.
      if (pending?.status !== 'pending') return () => message.ack();
      const outcome = await attempt(env, pending, message.attempts, now, statements, dns);
      return outcome.settle === 'ack'
        ? () => message.ack()
        : () => message.retry({ delaySeconds: outcome.delaySeconds });
    }),
  );
  // Attempts are recorded before any message is settled: a batch D1 refuses is redelivered whole (the
  // receivers drop repeats by `webhook-id`) instead of acked with its deliveries left pending for ever.
  if (statements.length > 0) await db.batch(statements);
  for (const settle of settlements) settle();
}

async function attempt(
  env: Bindings,
  pending: Pending,
  attemptNumber: number,
  now: number,
  statements: SQL[],
  dns: DnsCheck,
): Promise<Outcome> {
  const { endpoint } = pending;
  const atUtc = formatUtcWall(new Date(now));
  if (!endpoint.enabled) {
    statements.push(settle(pending.id, 'failed'));
    return { settle: 'ack' };
  }
  const config = configFrom(env);
  const refused = await refusedDestination(endpoint.url, ownHostsOf(config, endpoint.api_root), config, dns);
  const result = await sendUnlessRefused(env, pending, atUtc, refused);
  statements.push(...recordAttempt(pending.id, atUtc, result));
  if (succeeded(result)) {
    statements.push(settle(pending.id, 'succeeded'));
    statements.push(sql`UPDATE webhook_endpoints SET failing_since_utc = NULL WHERE id = ${endpoint.id}`);
    return { settle: 'ack' };
  }
  if (result.status === 410) {
    statements.push(settle(pending.id, 'failed'), disable(endpoint.id, 'gone'));
    return { settle: 'ack' };
  }
  const failingSince = endpoint.failing_since_utc ?? atUtc;
  statements.push(
    sql`UPDATE webhook_endpoints SET failing_since_utc = coalesce(failing_since_utc, ${atUtc}) WHERE id = ${endpoint.id}`,
  );
  const failingMs = now - Date.parse(`${failingSince.replace(' ', 'T')}Z`);
  if (failingMs >= FAILING_DAYS_BEFORE_DISABLING * DAY_MS) {
    statements.push(settle(pending.id, 'failed'), disable(endpoint.id, 'failing'));
    return { settle: 'ack' };
  }
  const scheduled = RETRY_SCHEDULE_SECONDS[attemptNumber - 1];
  if (refused?.by === 'url' || scheduled === undefined) {
    statements.push(settle(pending.id, 'failed'));
    return { settle: 'ack' };
  }
  return { settle: 'retry', delaySeconds: result.retryAfter ?? scheduled };
}

/**
 * Nothing goes to a refused destination: a URL the rules refuse says why (and is given up on); a host
 * resolving to a refused address fails as an unreachable endpoint does, so the attempt tells nothing more.
 */
async function sendUnlessRefused(
  env: Bindings,
  pending: Pending,
  atUtc: string,
  refused: Refusal | null,
): Promise<AttemptResult> {
  if (refused === null) return sendWithSecrets(env, pending, atUtc);
  if (refused.by === 'dns') return unreachable();
  return { status: null, error: `URL refused: ${refused.reason}`, durationMs: 0, retryAfter: null };
}

/** Signs and sends; a secret that cannot be decrypted (no or another Worker secret) is a failed attempt. */
async function sendWithSecrets(env: Bindings, pending: Pending, atUtc: string): Promise<AttemptResult> {
  let secrets: string[];
  try {
    secrets = await signingSecrets(pending.endpoint, atUtc, (stored) =>
      decryptSecret(env.WEBHOOK_SECRET_KEY, stored),
    );
  } catch {
    return {
      status: null,
      error: 'The endpoint secret cannot be decrypted: is WEBHOOK_SECRET_KEY set (and unchanged)?',
      durationMs: 0,
      retryAfter: null,
    };
  }
  return sendSigned(pending.endpoint.url, secrets, pending.message_id, pending.payload);
}

const settle = (id: number, status: 'succeeded' | 'failed') =>
  sql`UPDATE webhook_deliveries SET status = ${status} WHERE id = ${id} AND status = 'pending'`;

const disable = (endpointId: number, reason: 'gone' | 'failing') =>
  sql`UPDATE webhook_endpoints SET enabled = 0, disabled_reason = ${reason} WHERE id = ${endpointId} AND enabled = 1`;

const recordAttempt = (deliveryId: number, atUtc: string, result: AttemptResult) => [
  sql`INSERT INTO webhook_attempts (delivery_id, attempted_utc, response_status, error, duration_ms)
    VALUES (${deliveryId}, ${atUtc}, ${result.status}, ${result.error}, ${result.durationMs})`,
  sql`UPDATE webhook_deliveries SET attempts = attempts + 1, last_attempt_utc = ${atUtc} WHERE id = ${deliveryId}`,
];
