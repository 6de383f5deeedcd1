import { sql } from 'drizzle-orm';
import { createDb, type Db } from '../db/client';
import type { Bindings } from '../env';
import { handDeliveries, unhandedDeliveries } from './queue';

/**
 * The dispatcher: reads the change log (the outbox, written in each write's own batch) past its cursor,
 * turns each change into one delivery per endpoint that subscribes to it, and hands the deliveries to the
 * Queue. Started after every write (`waitUntil`) and every minute by the scheduled trigger.
 *
 * Each page is one atomic batch: claim (or renew) the lease, insert the page's deliveries, move the
 * cursor past them, and give the lease back when the log is caught up. The insert and the cursor move
 * only happen for the lease holder, in the same batch, so two isolates never both announce a change and
 * none is skipped; an isolate that dies holding the lease loses it after `LEASE_MS`.
 */

const LEASE_MS = 30_000;
/** Changes per page (each gives at most one delivery per endpoint: 20 endpoints, 2,000 rows). */
export const DISPATCH_PAGE = 100;
/** Pages per run, so a run stays short; the next write or minute continues. */
const MAX_PAGES = 20;

/** One page: the changes after the cursor, as far as the page's last one. */
const pageEnd = (token: string) => sql`(SELECT max(seq) FROM (SELECT seq FROM changes
  WHERE seq > (SELECT cursor FROM webhook_dispatcher WHERE id = 1 AND lease_token = ${token})
  ORDER BY seq LIMIT ${DISPATCH_PAGE}))`;

function pageStatements(token: string, nowMs: number) {
  const held = sql`(SELECT cursor FROM webhook_dispatcher WHERE id = 1 AND lease_token = ${token})`;
  return [
    sql`UPDATE webhook_dispatcher SET lease_token = ${token}, lease_expires_ms = ${nowMs + LEASE_MS}
      WHERE id = 1 AND (lease_token IS NULL OR lease_token = ${token} OR lease_expires_ms < ${nowMs})
      RETURNING cursor`,
    // Types are `{kind}.{action}`; an endpoint matches by the exact type, `{kind}.*` or `*`.
    sql`WITH page AS (
        SELECT c.seq, c.record_id, c.at_utc,
          CASE c.kind WHEN 'tribe_events_cat' THEN 'category' WHEN 'post_tag' THEN 'tag' ELSE c.kind END AS kind,
          CASE c.kind WHEN 'tribe_events_cat' THEN 'categories' WHEN 'post_tag' THEN 'tags' ELSE c.kind || 's' END
            AS collection,
          c.action
        FROM changes c WHERE c.seq > ${held} AND c.seq <= ${pageEnd(token)})
      INSERT INTO webhook_deliveries (endpoint_id, message_id, type, seq, payload)
      SELECT e.id, 'msg_' || p.seq, p.kind || '.' || p.action, p.seq,
        json_object('type', p.kind || '.' || p.action, 'timestamp', replace(p.at_utc, ' ', 'T') || 'Z',
          'data', json_object('kind', p.kind, 'id', p.record_id, 'seq', p.seq,
            'rest_url', e.api_root || '/' || p.collection || '/' || p.record_id))
      FROM page p JOIN webhook_endpoints e ON e.enabled = 1 AND e.after_seq < p.seq
      WHERE EXISTS (SELECT 1 FROM json_each(e.event_types) t
        WHERE t.value IN ('*', p.kind || '.*', p.kind || '.' || p.action))
      ORDER BY p.seq, e.id
      ON CONFLICT (endpoint_id, message_id) DO NOTHING
      RETURNING id`,
    sql`UPDATE webhook_dispatcher SET cursor = coalesce(${pageEnd(token)}, cursor)
      WHERE id = 1 AND lease_token = ${token}`,
    // Caught up: the lease goes back (one round trip for a write when nothing is pending).
    sql`UPDATE webhook_dispatcher SET lease_token = NULL, lease_expires_ms = 0
      WHERE id = 1 AND lease_token = ${token} AND cursor >= (SELECT coalesce(max(seq), 0) FROM changes)
      RETURNING cursor`,
  ];
}

export interface DispatchReport {
  /** Whether this run held the lease (another isolate was dispatching otherwise). */
  held: boolean;
  deliveries: number[];
}

/** Announces every change committed so far (as far as `MAX_PAGES` pages) to the endpoints subscribed. */
export async function dispatchWebhooks(env: Bindings, now = Date.now()): Promise<DispatchReport> {
  const db = createDb(env.DB.withSession('first-primary'));
  const token = crypto.randomUUID();
  const report: DispatchReport = { held: false, deliveries: [] };
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const [claimed, inserted, , released] = await db.batch<
      [{ cursor: number }[], { id: number }[], [], { cursor: number }[]]
    >(pageStatements(token, now));
    if (claimed.length === 0) return report;
    report.held = true;
    const ids = inserted.map((row) => row.id);
    report.deliveries.push(...ids);
    await handToQueue(db, env, ids);
    if (released.length > 0) return report;
  }
  await db.batch([
    sql`UPDATE webhook_dispatcher SET lease_token = NULL, lease_expires_ms = 0
    WHERE id = 1 AND lease_token = ${token}`,
  ]);
  return report;
}

/** Hands deliveries to the Queue and notes it; those it refused are handed again by the scheduled trigger. */
export async function handToQueue(db: Db, env: Bindings, ids: number[]) {
  await handDeliveries(db, env.WEBHOOK_QUEUE, 'webhook_deliveries', ids);
}

/**
 * The scheduled trigger's part: announce what the immediate path missed, then hand again to the Queue
 * the pending deliveries never handed to it (the isolate stopped in between) or whose message was lost.
 */
export async function redriveWebhooks(env: Bindings, now = Date.now()): Promise<DispatchReport> {
  const report = await dispatchWebhooks(env, now);
  const db = createDb(env.DB.withSession('first-primary'));
  await handToQueue(db, env, await unhandedDeliveries(db, 'webhook_deliveries', now));
  return report;
}
