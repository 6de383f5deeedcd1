import { type SQL, sql } from 'drizzle-orm';
import { configFrom } from '../config';
import { createDb } from '../db/client';
import type { Bindings, WebhookMessage } from '../env';
import { formatUtcWall } from '../lib/dates';
import { signedRequestHeaders } from '../lib/http-signatures';
import { messageSignedHeaders } from '../lib/message-signatures';
import { guardedFetch, OutgoingFailure } from '../outgoing/fetch';
import { RETRY_SCHEDULE_SECONDS } from '../webhooks/queue';
import { ACTIVITY_JSON, actorOfKey, keyIdOf } from './names';
import { actorKeys, readSettings, signingKey } from './store';

/**
 * The federation Queue's consumer: each message names a delivery (one activity to one inbox), signed
 * with its actor's key (draft-cavage `rsa-sha256` over the request target, host, date, digest and
 * content type, as Mastodon signs) and POSTed through the outgoing guard; a receiver answering 401 gets it
 * again at once signed with RFC 9421 (Mastodon's "double knock"). 2xx settles it; a refused address or a
 * 4xx other than 401, 408 and 429 gives up; anything else is retried on webhooks' schedule (about
 * two days), then given up.
 */

const SEND_BUDGET = { timeoutMs: 15_000, maxBytes: 64 * 1024, maxRedirects: 0 };

interface Pending {
  id: number;
  inbox: string;
  status: string;
  actor: string;
  body: string;
}

type Outcome = { settle: 'ack' } | { settle: 'retry'; delaySeconds: number };

export async function consumeFederation(batch: MessageBatch<WebhookMessage>, env: Bindings): Promise<void> {
  const db = createDb(env.DB.withSession('first-primary'));
  const ids = batch.messages.map((message) => Number(message.body?.delivery)).filter(Number.isInteger);
  const rows = await db.all<Pending>(sql`SELECT d.id, d.inbox, d.status, a.actor, a.body
    FROM federation_deliveries d JOIN federation_activities a ON a.id = d.activity_id
    WHERE d.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const settings = await readSettings(db);
  const statements: SQL[] = [];
  const settlements = await Promise.all(
    batch.messages.map(async (message): Promise<() => void> => {
      const pending = byId.get(Number(message.body?.delivery));
      if (pending?.status !== 'pending' || settings.origin === null) return () => message.ack();
      const outcome = await attempt(env, pending, settings.origin, message.attempts, statements);
      return outcome.settle === 'ack'
        ? () => message.ack()
        : () => message.retry({ delaySeconds: outcome.delaySeconds });
    }),
  );
  if (statements.length > 0) await db.batch(statements);
  for (const settle of settlements) settle();
}

async function attempt(
  env: Bindings,
  pending: Pending,
  origin: string,
  attemptNumber: number,
  statements: SQL[],
): Promise<Outcome> {
  const atUtc = formatUtcWall(new Date());
  const actor = actorOfKey(pending.actor);
  let status: number | null = null;
  let error: string | null = null;
  let giveUp = false;
  try {
    if (!actor) throw new Error(`Unknown local actor ${pending.actor}.`);
    const db = createDb(env.DB.withSession('first-primary'));
    const keys = await actorKeys(db, actor, env.WEBHOOK_SECRET_KEY);
    const key = await signingKey(keys.private_sealed, env.WEBHOOK_SECRET_KEY);
    const config = configFrom(env);
    const post = async (headers: Record<string, string>) =>
      guardedFetch(
        {
          url: pending.inbox,
          method: 'POST',
          headers: {
            ...headers,
            'content-type': ACTIVITY_JSON,
            'user-agent': 'events-calendar-federation/1',
          },
          body: pending.body,
          budget: SEND_BUDGET,
          ownHosts: [new URL(origin).hostname],
        },
        config,
      );
    const keyId = keyIdOf(origin, actor);
    let answer: Awaited<ReturnType<typeof post>>;
    try {
      answer = await post(
        await signedRequestHeaders(
          { method: 'POST', url: pending.inbox, body: pending.body, contentType: ACTIVITY_JSON },
          keyId,
          key,
        ),
      );
    } catch (err) {
      // A receiver that refuses draft-cavage asks for RFC 9421: the same delivery is signed so, at once.
      if (!(err instanceof OutgoingFailure) || err.status !== 401) throw err;
      answer = await post(await messageSignedHeaders({ url: pending.inbox, body: pending.body }, keyId, key));
    }
    status = answer.status;
  } catch (err) {
    if (err instanceof OutgoingFailure) {
      status = err.status ?? null;
      error = err.message;
      giveUp =
        err.kind === 'refused' ||
        err.kind === 'redirects' ||
        (status !== null && status >= 400 && status < 500 && ![401, 408, 429].includes(status));
    } else {
      error = err instanceof Error ? err.message : String(err);
    }
  }
  const delivered = status !== null && status >= 200 && status < 300;
  const scheduled = RETRY_SCHEDULE_SECONDS[attemptNumber - 1];
  const final = delivered ? 'succeeded' : giveUp || scheduled === undefined ? 'failed' : 'pending';
  statements.push(sql`UPDATE federation_deliveries SET attempts = attempts + 1, last_attempt_utc = ${atUtc},
    last_status = ${status}, last_error = ${error}, status = ${final} WHERE id = ${pending.id} AND status = 'pending'`);
  return final === 'pending' ? { settle: 'retry', delaySeconds: scheduled! } : { settle: 'ack' };
}
