import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { administratorsOnly } from '../http/auth';
import { ApiError, invalidParam } from '../http/errors';
import { apiRoot } from '../http/pagination';
import { MAX_ID } from '../http/schemas';
import { parseParams, validQuery } from '../http/validate';
import { formatUtcWall } from '../lib/dates';
import { newSecret } from '../lib/standard-webhooks';
import { refusedDestination } from '../outgoing/destination';
import { handToQueue } from './dispatcher';
import { PING_TYPE } from './event-types';
import { presentDelivery, presentEndpoint } from './presenter';
import { deliveriesQuery, webhookCreateBody, webhookReadQuery, webhookUpdateBody } from './schemas';
import { decryptSecret, encryptSecret } from './secrets';
import { DELIVERY_TIMEOUT_MS, sendSigned, succeeded, unreachable } from './send';
import { ownHostsOf, signingSecrets } from './signing';
import {
  countEndpoints,
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  insertEndpoint,
  MAX_ENDPOINTS,
  type PingRecord,
  recordPing,
  requeueDelivery,
  rotateSecret,
  selectDeliveries,
  selectDelivery,
  selectEndpoint,
  selectEndpoints,
  tooManyEndpoints,
  updateEndpoint,
  webhookNotFound,
} from './store';

/** How long the replaced secret still co-signs after a rotation. */
const ROTATION_OVERLAP_MS = 24 * 3_600_000;
const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * One answer for every failed ping, whatever went wrong (no address, refused, timed out, TLS, a non-2xx):
 * nothing about the target shows, so creating endpoints cannot probe hosts and ports.
 */
const pingFailed = () =>
  new ApiError(
    400,
    'rest_webhook_ping_failed',
    `The endpoint did not accept the signed ${PING_TYPE} (a 2xx answer within ${DELIVERY_TIMEOUT_MS / 1000} s): nothing was stored.`,
  );

const nowUtc = () => formatUtcWall(new Date());

/** Where an endpoint may point, as this request sees it: the URL rules, then its host's DNS answers. */
const refusedFor = (c: Context<AppEnv>, url: string) => {
  const config = c.get('config');
  return refusedDestination(url, [new URL(c.req.url).hostname, ...ownHostsOf(config, '')], config);
};

/** Create and change: any refusal is a 400 naming `url`, and nothing is written. */
async function checkedUrl(c: Context<AppEnv>, url: string): Promise<string> {
  const refused = await refusedFor(c, url);
  if (refused) throw invalidParam('url', refused.reason);
  return url;
}

const idOf = (c: Context<AppEnv>, name: string): number | null => {
  const text = c.req.param(name) ?? '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return id >= 1 && id <= MAX_ID ? id : null;
};

async function loadEndpoint(c: Context<AppEnv>): Promise<EndpointRow> {
  const id = idOf(c, 'id');
  const [row] = id === null ? [] : await c.get('db').all<EndpointRow>(selectEndpoint(id));
  if (!row) throw webhookNotFound(c.req.param('id'));
  return row;
}

/**
 * Sends a signed `webhook.ping` now (not through the Queue) and says how it went; `reachable: false` (a
 * host resolving to a refused address) sends nothing and fails as an unreachable endpoint does.
 */
async function ping(url: string, secrets: string[], reachable = true): Promise<PingRecord> {
  const messageId = `msg_ping_${crypto.randomUUID()}`;
  const at = new Date();
  const payload = JSON.stringify({ type: PING_TYPE, timestamp: at.toISOString(), data: {} });
  const result = reachable ? await sendSigned(url, secrets, messageId, payload) : unreachable();
  return { messageId, payload, result, atUtc: formatUtcWall(at) };
}

const decrypt = (c: Context<AppEnv>) => (stored: string) => decryptSecret(c.env.WEBHOOK_SECRET_KEY, stored);

export const webhookRoutes = new Hono<AppEnv>()
  .use('/webhooks', administratorsOnly)
  .use('/webhooks/*', administratorsOnly)
  .get('/webhooks', validQuery(webhookReadQuery), async (c) => {
    const rows = await c.get('db').all<EndpointRow>(selectEndpoints());
    const now = nowUtc();
    return c.json({ webhooks: rows.map((row) => presentEndpoint(row, now)) }, 200, NO_STORE);
  })
  .post('/webhooks', async (c) => {
    const input = parseParams(webhookCreateBody, c.get('params'));
    const url = await checkedUrl(c, input.url);
    const db = c.get('db');
    const [count] = await db.all<{ n: number }>(countEndpoints());
    if ((count?.n ?? 0) >= MAX_ENDPOINTS) throw tooManyEndpoints();
    const secret = newSecret();
    const sealed = await encryptSecret(c.env.WEBHOOK_SECRET_KEY, secret);
    const pinged = await ping(url, [secret]);
    if (!succeeded(pinged.result)) throw pingFailed();
    const id = await insertEndpoint(
      db,
      {
        url,
        description: input.description,
        eventTypes: input.event_types,
        secret: sealed,
        apiRoot: apiRoot(c, ''),
      },
      pinged,
    );
    const [row] = await db.all<EndpointRow>(selectEndpoint(id));
    return c.json({ ...presentEndpoint(row!, nowUtc()), secret }, 201, NO_STORE);
  })
  .get('/webhooks/:id', validQuery(webhookReadQuery), async (c) => {
    return c.json(presentEndpoint(await loadEndpoint(c), nowUtc()), 200, NO_STORE);
  })
  .patch('/webhooks/:id', async (c) => {
    const endpoint = await loadEndpoint(c);
    const input = parseParams(webhookUpdateBody, c.get('params'));
    const url = input.url === undefined ? undefined : await checkedUrl(c, input.url);
    const [row] = await c.get('db').all<EndpointRow>(
      updateEndpoint(
        endpoint.id,
        {
          url,
          description: input.description,
          eventTypes: input.event_types,
          enabled: input.enabled,
        },
        nowUtc(),
      ),
    );
    if (!row) throw webhookNotFound(endpoint.id);
    return c.json(presentEndpoint(row, nowUtc()), 200, NO_STORE);
  })
  .delete('/webhooks/:id', async (c) => {
    const endpoint = await loadEndpoint(c);
    const [gone] = await c.get('db').all(deleteEndpoint(endpoint.id));
    if (!gone) throw webhookNotFound(endpoint.id);
    return c.json({ deleted: true, previous: presentEndpoint(endpoint, nowUtc()) }, 200, NO_STORE);
  })
  .post('/webhooks/:id/secret', async (c) => {
    const endpoint = await loadEndpoint(c);
    const secret = newSecret();
    const sealed = await encryptSecret(c.env.WEBHOOK_SECRET_KEY, secret);
    const expires = formatUtcWall(new Date(Date.now() + ROTATION_OVERLAP_MS));
    const [row] = await c.get('db').all<EndpointRow>(rotateSecret(endpoint.id, sealed, expires));
    if (!row) throw webhookNotFound(endpoint.id);
    return c.json({ ...presentEndpoint(row, nowUtc()), secret }, 200, NO_STORE);
  })
  .post('/webhooks/:id/ping', async (c) => {
    const endpoint = await loadEndpoint(c);
    const secrets = await signingSecrets(endpoint, nowUtc(), decrypt(c));
    // A URL the rules refuse is the caller's to fix (400); a host resolving to a refused address is a
    // failed ping like any other, recorded, so the answer says nothing more about the target.
    const refused = await refusedFor(c, endpoint.url);
    if (refused?.by === 'url') throw invalidParam('url', refused.reason);
    const pinged = await ping(endpoint.url, secrets, refused === null);
    const [, , [row]] = await c
      .get('db')
      .batch<[[], [], DeliveryRow[]]>(recordPing(endpoint.id, pinged, succeeded(pinged.result)));
    if (!row) throw new Error('The recorded ping was not read back.');
    return c.json(presentDelivery(row), 200, NO_STORE);
  })
  .get('/webhooks/:id/deliveries', validQuery(deliveriesQuery), async (c) => {
    const endpoint = await loadEndpoint(c);
    const query = c.req.valid('query');
    const [rows, [count]] = await c
      .get('db')
      .batch<[DeliveryRow[], { n: number }[]]>(
        selectDeliveries(endpoint.id, query.per_page, (query.page - 1) * query.per_page),
      );
    const total = count?.n ?? 0;
    return c.json(
      { deliveries: rows.map(presentDelivery), total, total_pages: Math.ceil(total / query.per_page) },
      200,
      NO_STORE,
    );
  })
  .post('/webhooks/:id/deliveries/:delivery/redeliver', async (c) => {
    const endpoint = await loadEndpoint(c);
    const deliveryId = idOf(c, 'delivery');
    const missing = () =>
      new ApiError(
        404,
        'rest_webhook_delivery_invalid_id',
        `The delivery with ID ${c.req.param('delivery')} does not exist.`,
      );
    if (deliveryId === null) throw missing();
    if (!endpoint.enabled) {
      throw new ApiError(
        400,
        'rest_webhook_disabled',
        'The endpoint is disabled: enable it first (PATCH enabled=true).',
      );
    }
    const db = c.get('db');
    const [[requeued], [row]] = await db.batch<[{ id: number }[], DeliveryRow[]]>([
      requeueDelivery(endpoint.id, deliveryId),
      selectDelivery(endpoint.id, deliveryId),
    ]);
    if (!requeued || !row) throw missing();
    // Not handed to the Queue now: the scheduled trigger hands it within minutes.
    await handToQueue(db, c.env, [row.id]);
    return c.json(presentDelivery(row), 202, NO_STORE);
  });
