import { type SQL, sql } from 'drizzle-orm';
import { type Db, failedWith } from '../db/client';
import { ApiError } from '../http/errors';
import type { AttemptResult } from './send';

/** At most this many endpoints: each write is announced to every one of them. */
export const MAX_ENDPOINTS = 20;

export type EndpointRow = {
  id: number;
  url: string;
  description: string;
  event_types: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_utc: string | null;
  enabled: number;
  disabled_reason: string | null;
  failing_since_utc: string | null;
  after_seq: number;
  api_root: string;
  created_utc: string;
  modified_utc: string;
};

export type DeliveryRow = {
  id: number;
  endpoint_id: number;
  message_id: string;
  type: string;
  seq: number | null;
  payload: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: number;
  created_utc: string;
  last_attempt_utc: string | null;
  /** JSON array of the attempts, oldest first. */
  responses: string;
};

export const webhookNotFound = (id: string | number | undefined) =>
  new ApiError(404, 'rest_webhook_invalid_id', `The webhook with ID ${id} does not exist.`);

export const tooManyEndpoints = () =>
  new ApiError(
    400,
    'rest_webhook_limit_reached',
    `At most ${MAX_ENDPOINTS} webhook endpoints can exist: delete one first.`,
    { max_endpoints: MAX_ENDPOINTS },
  );

export const selectEndpoints = () => sql`SELECT * FROM webhook_endpoints ORDER BY id`;
export const selectEndpoint = (id: number) => sql`SELECT * FROM webhook_endpoints WHERE id = ${id}`;
export const countEndpoints = () => sql`SELECT count(*) AS n FROM webhook_endpoints`;

/** The attempts of a delivery, as a JSON array (one query for a page of deliveries). */
const RESPONSES = sql`coalesce((SELECT json_group_array(json_object('attempted_utc', a.attempted_utc,
  'status', a.response_status, 'error', a.error, 'duration_ms', a.duration_ms))
  FROM (SELECT * FROM webhook_attempts WHERE delivery_id = d.id ORDER BY id) a), '[]')`;

export const selectDeliveries = (endpointId: number, limit: number, offset: number) => [
  sql`SELECT d.*, ${RESPONSES} AS responses FROM webhook_deliveries d
    WHERE d.endpoint_id = ${endpointId} ORDER BY d.id DESC LIMIT ${limit} OFFSET ${offset}`,
  sql`SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = ${endpointId}`,
];

export const selectDelivery = (endpointId: number, deliveryId: number) =>
  sql`SELECT d.*, ${RESPONSES} AS responses FROM webhook_deliveries d
    WHERE d.id = ${deliveryId} AND d.endpoint_id = ${endpointId}`;

/** A batch inserting into `precondition_guard` fails whole: used as "abort unless". */
const abortIf = (condition: SQL) =>
  sql`INSERT INTO precondition_guard (record_id) SELECT 0 WHERE ${condition}`;
export const abortedByGuard = (err: unknown) => failedWith(err, /precondition_failed/);

export interface NewEndpoint {
  url: string;
  description: string;
  eventTypes: string[];
  secret: string;
  apiRoot: string;
}

export interface PingRecord {
  messageId: string;
  payload: string;
  result: AttemptResult;
  atUtc: string;
}

const recordAttemptOfLastDelivery = (ping: PingRecord) => sql`INSERT INTO webhook_attempts
  (delivery_id, attempted_utc, response_status, error, duration_ms)
  VALUES (last_insert_rowid(), ${ping.atUtc}, ${ping.result.status}, ${ping.result.error}, ${ping.result.durationMs})`;

const pingDelivery = (endpointId: SQL, ping: PingRecord, ok: boolean) => sql`INSERT INTO webhook_deliveries
  (endpoint_id, message_id, type, payload, status, attempts, created_utc, last_attempt_utc)
  VALUES (${endpointId}, ${ping.messageId}, 'webhook.ping', ${ping.payload}, ${ok ? 'succeeded' : 'failed'}, 1,
    ${ping.atUtc}, ${ping.atUtc})`;

/**
 * One batch: the endpoint (refused whole past the limit), its successful ping and that ping's attempt.
 * It hears of changes after the log's head at this point.
 */
export async function insertEndpoint(db: Db, endpoint: NewEndpoint, ping: PingRecord): Promise<number> {
  try {
    const [, [row]] = await db.batch<[[], [{ id: number }]]>([
      abortIf(sql`(SELECT count(*) FROM webhook_endpoints) >= ${MAX_ENDPOINTS}`),
      sql`INSERT INTO webhook_endpoints (url, description, event_types, secret, after_seq, api_root,
          created_utc, modified_utc)
        VALUES (${endpoint.url}, ${endpoint.description}, ${JSON.stringify(endpoint.eventTypes)}, ${endpoint.secret},
          (SELECT coalesce(max(seq), 0) FROM changes), ${endpoint.apiRoot}, ${ping.atUtc}, ${ping.atUtc})
        RETURNING id`,
      pingDelivery(sql`last_insert_rowid()`, ping, true),
      recordAttemptOfLastDelivery(ping),
    ]);
    return row!.id;
  } catch (err) {
    if (abortedByGuard(err)) throw tooManyEndpoints();
    throw err;
  }
}

/**
 * A ping through `POST /webhooks/{id}/ping`: recorded as a delivery with its one attempt, and read back by
 * its own message id (after the attempt's insert, `last_insert_rowid()` is the attempt's id, not the
 * delivery's).
 */
export const recordPing = (endpointId: number, ping: PingRecord, ok: boolean) => [
  pingDelivery(sql`${endpointId}`, ping, ok),
  recordAttemptOfLastDelivery(ping),
  sql`SELECT d.*, ${RESPONSES} AS responses FROM webhook_deliveries d
    WHERE d.endpoint_id = ${endpointId} AND d.message_id = ${ping.messageId}`,
];

export interface EndpointChanges {
  url?: string;
  description?: string;
  eventTypes?: string[];
  enabled?: boolean;
}

/** `PATCH`: the fields given; enabling clears the failure record, disabling by hand says so. */
export function updateEndpoint(id: number, changes: EndpointChanges, nowUtc: string): SQL {
  const sets: SQL[] = [sql`modified_utc = ${nowUtc}`];
  if (changes.url !== undefined) sets.push(sql`url = ${changes.url}`);
  if (changes.description !== undefined) sets.push(sql`description = ${changes.description}`);
  if (changes.eventTypes !== undefined) sets.push(sql`event_types = ${JSON.stringify(changes.eventTypes)}`);
  if (changes.enabled === true) {
    sets.push(sql`enabled = 1, disabled_reason = NULL, failing_since_utc = NULL`);
  } else if (changes.enabled === false) {
    sets.push(sql`enabled = 0, disabled_reason = 'manual'`);
  }
  return sql`UPDATE webhook_endpoints SET ${sql.join(sets, sql`, `)} WHERE id = ${id} RETURNING *`;
}

/** Rotation: the new secret signs, the one it replaces co-signs until `expiresUtc`. */
export const rotateSecret = (id: number, secret: string, expiresUtc: string) =>
  sql`UPDATE webhook_endpoints SET previous_secret = secret, previous_secret_expires_utc = ${expiresUtc},
    secret = ${secret}, modified_utc = (strftime('%Y-%m-%d %H:%M:%S', 'now')) WHERE id = ${id} RETURNING *`;

export const deleteEndpoint = (id: number) =>
  sql`DELETE FROM webhook_endpoints WHERE id = ${id} RETURNING id`;

/** A redelivery: the message goes to the Queue again, as pending (its attempts are kept). */
export const requeueDelivery = (endpointId: number, deliveryId: number) =>
  sql`UPDATE webhook_deliveries SET status = 'pending', queued_utc = NULL
    WHERE id = ${deliveryId} AND endpoint_id = ${endpointId} RETURNING id`;
