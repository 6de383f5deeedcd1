import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
} from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../src/index';
import { DOH_URL } from '../../src/outgoing/resolve';
import { dispatchWebhooks } from '../../src/webhooks/dispatcher';
import { RETRY_SCHEDULE_SECONDS } from '../../src/webhooks/queue';
import { UNREACHABLE } from '../../src/webhooks/send';
import type { DeliveryRow as StoredDelivery } from '../../src/webhooks/store';
import { everyBatch, faultyDb } from '../d1-faults';
import { bearer, call, createEvent, createUser, insertPost, insertTerm, json, send } from '../helpers';
import { mockReceiver } from '../webhook-receiver';

/**
 * Delivery of webhooks (sync.md §4, §5): the dispatcher turns committed changes into deliveries and hands
 * them to the Queue; the consumer (driven here with the Queue helpers of the vitest plugin) signs, sends,
 * retries on the schedule, honours Retry-After, disables endpoints and records every attempt. Outbound
 * requests are answered by a mock of `fetch` (no network); signatures are checked with `standardwebhooks`.
 */

const QUEUE = 'events-calendar-webhooks';
let admin: string;

interface Endpoint {
  id: number;
  secret: string;
}

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
});

beforeEach(async () => {
  // Nothing from an earlier test is pending: the dispatcher starts at the log's head.
  await env.DB.prepare(
    'UPDATE webhook_dispatcher SET cursor = (SELECT coalesce(max(seq), 0) FROM changes), lease_token = NULL, lease_expires_ms = 0',
  ).run();
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await env.DB.prepare('DELETE FROM webhook_endpoints').run();
});

async function createEndpoint(
  eventTypes: string[] = ['*'],
  url = 'https://hooks.example.com/in',
): Promise<Endpoint> {
  mockReceiver();
  const res = await send('POST', '/webhooks', { url, event_types: eventTypes }, admin);
  expect(res.status, await res.clone().text()).toBe(201);
  vi.unstubAllGlobals();
  return json(res);
}

/** Runs the dispatcher until it has run once itself (a write's own run may hold the lease meanwhile). */
async function dispatch() {
  for (let tries = 0; tries < 100; tries += 1) {
    const report = await dispatchWebhooks(env);
    if (report.held) return report;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the dispatcher lease was never free');
}

/** A delivery row as stored (without the attempts the routes join to it), and when it was queued. */
type DeliveryRow = Omit<StoredDelivery, 'responses'> & { queued_utc: string | null };

const deliveriesOf = async (endpointId: number) =>
  (
    await env.DB.prepare(
      "SELECT * FROM webhook_deliveries WHERE endpoint_id = ? AND type <> 'webhook.ping' ORDER BY id",
    )
      .bind(endpointId)
      .all<DeliveryRow>()
  ).results;

/** Hands deliveries to the consumer as the Queue would, as attempt number `attempts`. */
async function consume(deliveryIds: number[], attempts = 1, queue = QUEUE) {
  const batch = createMessageBatch<{ delivery: number }>(
    queue,
    deliveryIds.map((delivery) => ({
      id: `m${delivery}`,
      timestamp: new Date(),
      attempts,
      body: { delivery },
    })),
  );
  // The helper's result says which messages were retried, not after how long: the delays are read here.
  const delays: Array<number | undefined> = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options?: QueueRetryOptions) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return { ...(await getQueueResult(batch, ctx)), delays };
}

const endpointRow = (id: number) =>
  env.DB.prepare('SELECT * FROM webhook_endpoints WHERE id = ?')
    .bind(id)
    .first<{ enabled: number; disabled_reason: string | null; failing_since_utc: string | null }>();

describe('end to end', () => {
  it('a POSTed event reaches the receiver, signed, with a thin payload', async () => {
    const endpoint = await createEndpoint(['event.*']);
    const event = await createEvent(admin, {
      title: 'Webhook concert',
      start_date: '2045-03-01 20:00:00',
      end_date: '2045-03-01 22:00:00',
      status: 'draft',
      description: 'Secret draft text',
    });
    await dispatch();
    const [delivery, ...more] = await deliveriesOf(endpoint.id);
    expect(more).toHaveLength(0);
    expect(delivery).toMatchObject({
      type: 'event.created',
      status: 'pending',
      message_id: `msg_${delivery!.seq}`,
    });
    // Handed to the Queue by the write's own dispatch (after the answer) or by ours.
    await vi.waitFor(async () => expect((await deliveriesOf(endpoint.id))[0]!.queued_utc).not.toBeNull());

    const receiver = mockReceiver();
    const result = await consume([delivery!.id]);
    expect(result.explicitAcks).toEqual([`m${delivery!.id}`]);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.url).toBe('https://hooks.example.com/in');
    expect(got!.headers['webhook-id']).toBe(delivery!.message_id);
    const payload = new Webhook(endpoint.secret).verify(got!.body, got!.headers) as Record<string, unknown>;
    expect(payload).toEqual({
      type: 'event.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      data: {
        kind: 'event',
        id: event.id,
        seq: delivery!.seq,
        rest_url: `http://api.test/site/events/v1/events/${event.id}`,
      },
    });
    expect(got!.body).not.toContain('Secret draft');
    const [after] = await deliveriesOf(endpoint.id);
    expect(after).toMatchObject({ status: 'succeeded', attempts: 1 });

    // The delivery and its attempt are listed.
    const listed = await json(await call(`/webhooks/${endpoint.id}/deliveries`, { headers: bearer(admin) }));
    expect(listed.deliveries[0]).toMatchObject({
      id: delivery!.id,
      status: 'succeeded',
      type: 'event.created',
    });
    expect(listed.deliveries[0].attempts).toEqual([
      expect.objectContaining({ response_status: 200, error: null }),
    ]);
  });

  it('only the event types an endpoint subscribes to reach it', async () => {
    const venues = await createEndpoint(['venue.created']);
    const all = await createEndpoint(['*']);
    const venue = await insertPost('venue', 'Webhook hall');
    await env.DB.prepare("UPDATE posts SET status = 'trash' WHERE id = ?").bind(venue).run();
    await insertTerm('post_tag', 'webhook tag', 'webhook-tag');
    await dispatch();
    expect((await deliveriesOf(venues.id)).map((d) => d.type)).toEqual(['venue.created']);
    expect((await deliveriesOf(all.id)).map((d) => d.type)).toEqual([
      'venue.created',
      'venue.trashed',
      'tag.created',
    ]);
  });
});

describe('the consumer', () => {
  async function pendingDelivery() {
    const endpoint = await createEndpoint(['venue.*']);
    await insertPost('venue', `Hall ${crypto.randomUUID()}`);
    await dispatch();
    const [delivery] = await deliveriesOf(endpoint.id);
    return { endpoint, delivery: delivery! };
  }

  it('retries failures on the schedule, then gives up after the last retry', async () => {
    const { endpoint, delivery } = await pendingDelivery();
    const receiver = mockReceiver(() => new Response('broken', { status: 500 }));
    for (const [index, delay] of RETRY_SCHEDULE_SECONDS.entries()) {
      const result = await consume([delivery.id], index + 1);
      expect(result.retryMessages).toEqual([{ msgId: `m${delivery.id}` }]);
      expect(result.delays).toEqual([delay]);
    }
    expect(RETRY_SCHEDULE_SECONDS).toEqual([5, 300, 1800, 7200, 18000, 36000, 43200, 43200]);
    const last = await consume([delivery.id], RETRY_SCHEDULE_SECONDS.length + 1);
    expect(last.explicitAcks).toEqual([`m${delivery.id}`]);
    expect(last.retryMessages).toEqual([]);
    expect(receiver.received).toHaveLength(9);
    const [after] = await deliveriesOf(endpoint.id);
    expect(after).toMatchObject({ status: 'failed', attempts: 9 });
    // Same message id on every attempt, each signed anew.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(
      new Set([delivery.message_id]),
    );
    expect((await endpointRow(endpoint.id))!.failing_since_utc).not.toBeNull();
  });

  it('honours Retry-After on 429 and 503, in seconds or as a date', async () => {
    const { delivery } = await pendingDelivery();
    mockReceiver(() => new Response('slow down', { status: 429, headers: { 'Retry-After': '120' } }));
    expect((await consume([delivery.id], 1)).delays).toEqual([120]);
    const at = new Date(Date.now() + 3_600_000).toUTCString();
    mockReceiver(() => new Response('maintenance', { status: 503, headers: { 'Retry-After': at } }));
    const [delay] = (await consume([delivery.id], 2)).delays as number[];
    expect(delay).toBeGreaterThan(3500);
    expect(delay).toBeLessThanOrEqual(3600);
  });

  it('a 410 disables the endpoint: nothing more is announced to it', async () => {
    const { endpoint, delivery } = await pendingDelivery();
    mockReceiver(() => new Response('gone', { status: 410 }));
    const result = await consume([delivery.id]);
    expect(result.explicitAcks).toEqual([`m${delivery.id}`]);
    expect(await endpointRow(endpoint.id)).toMatchObject({ enabled: 0, disabled_reason: 'gone' });
    await insertPost('venue', 'After gone');
    await dispatch();
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    const read = await json(await call(`/webhooks/${endpoint.id}`, { headers: bearer(admin) }));
    expect(read).toMatchObject({ enabled: false, disabled_reason: 'gone' });
  });

  it('an endpoint failing for 5 days is disabled', async () => {
    const { endpoint, delivery } = await pendingDelivery();
    const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    await env.DB.prepare('UPDATE webhook_endpoints SET failing_since_utc = ? WHERE id = ?')
      .bind(sixDaysAgo, endpoint.id)
      .run();
    mockReceiver(() => new Response('still broken', { status: 500 }));
    const result = await consume([delivery.id], 2);
    expect(result.explicitAcks).toEqual([`m${delivery.id}`]);
    expect(await endpointRow(endpoint.id)).toMatchObject({ enabled: 0, disabled_reason: 'failing' });
  });

  it('a success clears the failure record', async () => {
    const { endpoint, delivery } = await pendingDelivery();
    mockReceiver(() => new Response('broken', { status: 500 }));
    await consume([delivery.id], 1);
    expect((await endpointRow(endpoint.id))!.failing_since_utc).not.toBeNull();
    mockReceiver();
    await consume([delivery.id], 2);
    expect((await endpointRow(endpoint.id))!.failing_since_utc).toBeNull();
  });

  it('redirects are not followed, hanging receivers time out, huge bodies are not read', async () => {
    const { endpoint, delivery } = await pendingDelivery();
    const redirect = mockReceiver(
      () => new Response(null, { status: 307, headers: { Location: 'https://169.254.169.254/' } }),
    );
    expect((await consume([delivery.id], 1)).retryMessages).toHaveLength(1);
    expect(redirect.received).toHaveLength(1);
    expect(redirect.received[0]!.redirect).toBe('manual');

    // A receiver that never answers: the request's signal ends it (15 s in real time; here at once).
    const hanging = mockReceiver(() =>
      Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')),
    );
    expect((await consume([delivery.id], 2)).delays).toEqual([RETRY_SCHEDULE_SECONDS[1]]);
    const [, sent] = hanging.fetchMock.mock.calls.find(([input]) => !String(input).startsWith(DOH_URL))!;
    expect(sent!.signal).toBeInstanceOf(AbortSignal);

    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    mockReceiver(() => new Response(endless, { status: 200 }));
    expect((await consume([delivery.id], 3)).explicitAcks).toHaveLength(1);
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(5);

    const listed = await json(await call(`/webhooks/${endpoint.id}/deliveries`, { headers: bearer(admin) }));
    const attempts = listed.deliveries.find((d: { id: number }) => d.id === delivery.id).attempts;
    expect(attempts.map((a: { response_status: number | null }) => a.response_status)).toEqual([
      307,
      null,
      200,
    ]);
    expect(attempts[1].error).toMatch(/15 s/);
  });

  it('settled deliveries, disabled endpoints and refused URLs send nothing', async () => {
    const { endpoint, delivery } = await pendingDelivery();
    mockReceiver();
    await consume([delivery.id]);
    const receiver = mockReceiver();
    expect((await consume([delivery.id])).explicitAcks).toHaveLength(1); // a duplicate message
    expect(receiver.received).toHaveLength(0);

    await insertPost('venue', 'Second hall');
    await dispatch();
    const [, second] = await deliveriesOf(endpoint.id);
    await env.DB.prepare("UPDATE webhook_endpoints SET url = 'https://10.1.2.3/in' WHERE id = ?")
      .bind(endpoint.id)
      .run();
    expect((await consume([second!.id])).explicitAcks).toHaveLength(1);
    expect(receiver.received).toHaveLength(0);
    expect((await deliveriesOf(endpoint.id))[1]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('a host resolving to a private address by delivery time gets nothing: the attempt fails as unreachable, and is retried', async () => {
    const { endpoint, delivery } = await pendingDelivery();
    const rebound = mockReceiver(undefined, { 'hooks.example.com': ['10.0.0.5', '::1'] });
    const result = await consume([delivery.id], 1);
    expect(result.retryMessages).toEqual([{ msgId: `m${delivery.id}` }]);
    expect(result.delays).toEqual([RETRY_SCHEDULE_SECONDS[0]]);
    expect(rebound.lookups).toEqual(['hooks.example.com A', 'hooks.example.com AAAA']);
    expect(rebound.received).toHaveLength(0);

    // Told apart from a refused connection by nothing.
    mockReceiver(() => Promise.reject(new TypeError('connect ECONNREFUSED 93.184.215.14:443')));
    expect((await consume([delivery.id], 2)).retryMessages).toHaveLength(1);
    const listed = await json(await call(`/webhooks/${endpoint.id}/deliveries`, { headers: bearer(admin) }));
    const attempts = listed.deliveries.find((d: { id: number }) => d.id === delivery.id).attempts;
    expect(attempts).toEqual([
      expect.objectContaining({ response_status: null, error: UNREACHABLE }),
      expect.objectContaining({ response_status: null, error: UNREACHABLE }),
    ]);

    // Public again: delivered.
    const back = mockReceiver();
    expect((await consume([delivery.id], 3)).explicitAcks).toEqual([`m${delivery.id}`]);
    expect(back.received).toHaveLength(1);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'succeeded', attempts: 3 });
  });

  it('a host is resolved once per batch, however many of its deliveries the batch holds', async () => {
    const endpoint = await createEndpoint(['venue.*']);
    await insertPost('venue', 'First resolved hall');
    await insertPost('venue', 'Second resolved hall');
    await dispatch();
    const deliveries = await deliveriesOf(endpoint.id);
    expect(deliveries).toHaveLength(2);
    const receiver = mockReceiver();
    expect((await consume(deliveries.map((d) => d.id))).explicitAcks).toHaveLength(2);
    expect(receiver.lookups).toEqual(['hooks.example.com A', 'hooks.example.com AAAA']);
    expect(receiver.received).toHaveLength(2);
  });

  it('attempts D1 could not record settle no message: the batch is delivered again', async () => {
    const { endpoint, delivery } = await pendingDelivery();
    const receiver = mockReceiver();
    const batch = createMessageBatch<{ delivery: number }>(QUEUE, [
      { id: 'r1', timestamp: new Date(), attempts: 1, body: { delivery: delivery.id } },
    ]);
    const faulty = faultyDb(env.DB, everyBatch, {
      kind: 'reject',
      message: 'D1_ERROR: Network connection lost.',
    });
    await expect(worker.queue(batch, { ...env, DB: faulty.db })).rejects.toThrow(/Network connection lost/);
    expect(receiver.received).toHaveLength(1);
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages).toEqual([]);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('a secret that cannot be decrypted is a failed attempt, retried on the schedule', async () => {
    const { delivery } = await pendingDelivery();
    const receiver = mockReceiver();
    const batch = createMessageBatch<{ delivery: number }>(QUEUE, [
      { id: 'k1', timestamp: new Date(), attempts: 1, body: { delivery: delivery.id } },
    ]);
    await worker.queue(batch, { ...env, WEBHOOK_SECRET_KEY: 'another key' });
    const result = await getQueueResult(batch, createExecutionContext());
    expect(result.retryMessages).toEqual([{ msgId: 'k1' }]);
    expect(receiver.received).toHaveLength(0);
    const attempt = await env.DB.prepare('SELECT error FROM webhook_attempts WHERE delivery_id = ?')
      .bind(delivery.id)
      .first<{ error: string }>();
    expect(attempt!.error).toMatch(/WEBHOOK_SECRET_KEY/);
  });

  it('redeliver sends a delivery again; the dead-letter queue marks deliveries failed', async () => {
    const { endpoint, delivery } = await pendingDelivery();
    const dead = await consume([delivery.id], 1, `${QUEUE}-dlq`);
    expect(dead.ackAll || dead.explicitAcks.length === 1).toBe(true);
    expect((await deliveriesOf(endpoint.id))[0]!.status).toBe('failed');

    const res = await call(`/webhooks/${endpoint.id}/deliveries/${delivery.id}/redeliver`, {
      method: 'POST',
      headers: bearer(admin),
    });
    expect(res.status, await res.clone().text()).toBe(202);
    expect(await json(res)).toMatchObject({ id: delivery.id, status: 'pending' });
    const receiver = mockReceiver();
    await consume([delivery.id]);
    expect(receiver.received).toHaveLength(1);
    expect((await deliveriesOf(endpoint.id))[0]!.status).toBe('succeeded');
  });
});

describe('the outbox', () => {
  it('a rolled-back write is never announced', async () => {
    const endpoint = await createEndpoint(['event.*']);
    const event = await createEvent(admin, {
      title: 'Guarded',
      start_date: '2045-04-01 20:00:00',
      end_date: '2045-04-01 22:00:00',
    });
    await dispatch();
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
    const stale = await call(`/events/${event.id}`, {
      method: 'POST',
      headers: { ...bearer(admin), 'Content-Type': 'application/json', 'If-Match': '"v1.stale"' },
      body: JSON.stringify({ title: 'Never written' }),
    });
    expect(stale.status).toBe(412);
    await dispatch();
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
  });

  it('with the immediate path dropped, the scheduled trigger delivers every committed change', async () => {
    const endpoint = await createEndpoint(['venue.*']);
    // Written straight to D1: no request, so no dispatch after it.
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await insertPost('venue', `Cron hall ${i}`));
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now() }), env);
    const deliveries = await deliveriesOf(endpoint.id);
    expect(deliveries.map((d) => JSON.parse(d.payload).data.id)).toEqual(ids);
    expect(deliveries.every((d) => d.queued_utc !== null)).toBe(true);
  });

  it('deliveries never handed to the Queue are handed by the scheduled trigger', async () => {
    const endpoint = await createEndpoint(['venue.*']);
    await insertPost('venue', 'Unqueued hall');
    await dispatchWebhooks({ ...env, WEBHOOK_QUEUE: undefined });
    const [unsent] = await deliveriesOf(endpoint.id);
    expect(unsent!.queued_utc).toBeNull();
    await env.DB.prepare("UPDATE webhook_deliveries SET created_utc = '2020-01-01 00:00:00' WHERE id = ?")
      .bind(unsent!.id)
      .run();
    const sent = vi.spyOn(env.WEBHOOK_QUEUE, 'sendBatch');
    await worker.scheduled(createScheduledController({ scheduledTime: Date.now() }), env);
    expect(sent).toHaveBeenCalledWith([{ body: { delivery: unsent!.id } }]);
    expect((await deliveriesOf(endpoint.id))[0]!.queued_utc).not.toBeNull();
    sent.mockRestore();
  });

  it('dispatchers running together announce every change exactly once', async () => {
    const endpoint = await createEndpoint(['*']);
    const first = (await env.DB.prepare('SELECT coalesce(max(seq), 0) AS s FROM changes').first<{
      s: number;
    }>())!.s;
    const writes: Promise<unknown>[] = [];
    const runs: Promise<unknown>[] = [];
    for (let i = 0; i < 40; i += 1) {
      writes.push(insertPost(i % 2 ? 'venue' : 'organizer', `Race ${i}`));
      if (i % 4 === 0) runs.push(dispatchWebhooks(env), dispatchWebhooks(env));
    }
    await Promise.all([...writes, ...runs]);
    // A dispatcher that died holding the lease: it expires and another takes over.
    await env.DB.prepare("UPDATE webhook_dispatcher SET lease_token = 'dead', lease_expires_ms = ?")
      .bind(Date.now() - 1)
      .run();
    await Promise.all([dispatchWebhooks(env), dispatchWebhooks(env), dispatchWebhooks(env)]);
    await dispatch();
    const seqs = (
      await env.DB.prepare('SELECT seq FROM changes WHERE seq > ? ORDER BY seq')
        .bind(first)
        .all<{ seq: number }>()
    ).results.map((r) => r.seq);
    const delivered = (await deliveriesOf(endpoint.id)).map((d) => d.seq);
    expect(delivered.sort((a, b) => a! - b!)).toEqual(seqs);
    expect(seqs.length).toBeGreaterThanOrEqual(40);
  });

  it('a live lease held by another isolate is respected', async () => {
    const endpoint = await createEndpoint(['*']);
    await env.DB.prepare("UPDATE webhook_dispatcher SET lease_token = 'other', lease_expires_ms = ?")
      .bind(Date.now() + 60_000)
      .run();
    await insertPost('venue', 'Leased hall');
    expect((await dispatchWebhooks(env)).held).toBe(false);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
  });
});
