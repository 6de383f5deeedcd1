import { env } from 'cloudflare:workers';
import { Webhook } from 'standardwebhooks';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';
import { mockReceiver } from '../webhook-receiver';

/** The admin routes of webhooks (sync.md §4): roles, validation, the URL rules, ping, rotation. */

let admin: string;
let editor: string;
let subscriber: string;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  editor = (await createUser('editor')).key;
  subscriber = (await createUser('subscriber')).key;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await env.DB.prepare('DELETE FROM webhook_endpoints').run();
});

const create = (body: unknown, key = admin) => send('POST', '/webhooks', body, key);
const countEndpoints = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM webhook_endpoints').first<{ n: number }>())!.n;

async function createOk(body: Record<string, unknown> = {}) {
  mockReceiver();
  const res = await create({ url: 'https://hooks.example.com/in', event_types: ['*'], ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

describe('POST /webhooks', () => {
  it('pings the endpoint signed, stores it and shows the secret once, encrypted at rest', async () => {
    const receiver = mockReceiver();
    const res = await create({
      url: 'https://hooks.example.com/in',
      event_types: ['event.*', 'venue.created', 'event.*'],
      description: 'Static site rebuild',
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await json(res);
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(body).toMatchObject({
      url: 'https://hooks.example.com/in',
      event_types: ['event.*', 'venue.created'],
      description: 'Static site rebuild',
      enabled: true,
      disabled_reason: null,
    });
    expect(receiver.received).toHaveLength(1);
    const [ping] = receiver.received;
    expect(ping!.redirect).toBe('manual');
    const verified = new Webhook(body.secret).verify(ping!.body, ping!.headers) as { type: string };
    expect(verified.type).toBe('webhook.ping');

    const read = await json(await call(`/webhooks/${body.id}`, { headers: bearer(admin) }));
    expect(read.secret).toBeUndefined();
    expect(read.id).toBe(body.id);
    const list = await json(await call('/webhooks', { headers: bearer(admin) }));
    expect(list.webhooks.map((w: { id: number }) => w.id)).toEqual([body.id]);
    expect(JSON.stringify(list)).not.toContain('whsec_');
    const stored = await env.DB.prepare('SELECT secret FROM webhook_endpoints WHERE id = ?')
      .bind(body.id)
      .first<{ secret: string }>();
    expect(stored!.secret).toMatch(/^v1\./);
    expect(stored!.secret).not.toContain(body.secret.slice(6, 20));
    // The ping is the endpoint's first delivery.
    const deliveries = await json(await call(`/webhooks/${body.id}/deliveries`, { headers: bearer(admin) }));
    expect(deliveries.deliveries).toHaveLength(1);
    expect(deliveries.deliveries[0]).toMatchObject({ type: 'webhook.ping', status: 'succeeded' });
    expect(deliveries.deliveries[0].attempts[0].response_status).toBe(200);
  });

  it.each([
    ['a 500', () => new Response('no', { status: 500 })],
    [
      'a redirect',
      () => new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example.com/' } }),
    ],
    ['a network error', () => Promise.reject(new TypeError('connection refused'))],
  ])('fails with 400 and stores nothing when the ping gets %s', async (_, answer) => {
    mockReceiver(answer);
    const res = await create({ url: 'https://hooks.example.com/in', event_types: ['*'] });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('rest_webhook_ping_failed');
    expect(await countEndpoints()).toBe(0);
  });

  it('refuses unknown event types, a missing URL and an empty list, storing nothing', async () => {
    const receiver = mockReceiver();
    for (const event_types of [
      ['event.published'],
      ['event.*', 'webhook.ping'],
      [],
      'nothing',
      ['tag.trashed'],
    ]) {
      const res = await create({ url: 'https://hooks.example.com/in', event_types });
      expect(res.status, JSON.stringify(event_types)).toBe(400);
      expect((await json(res)).data.params.event_types).toBeTruthy();
    }
    const missing = await create({ event_types: ['*'] });
    expect(missing.status).toBe(400);
    expect((await json(missing)).code).toBe('rest_missing_callback_param');
    expect(receiver.received).toHaveLength(0);
    expect(await countEndpoints()).toBe(0);
  });

  const REFUSED = [
    'http://hooks.example.com/in',
    'ftp://hooks.example.com/in',
    'javascript:alert(1)',
    'hooks.example.com/in',
    'https://user:pass@hooks.example.com/in',
    'https://user@hooks.example.com/in',
    'https://127.0.0.1/in',
    'https://10.0.0.8/in',
    'https://169.254.169.254/latest/meta-data',
    'https://2130706433/in',
    'https://0x7f000001/in',
    'https://0177.0.0.1/in',
    'https://0x7f.1/in',
    'https://127.1/in',
    'https://[::1]/in',
    'https://[::ffff:127.0.0.1]/in',
    'https://[fd00::1]/in',
    'https://localhost/in',
    'https://LOCALHOST./in',
    'https://api.localhost/in',
    'https://printer.local/in',
    'https://db.internal/in',
    'https://intranet/in',
    'https://api.test/in',
    `https://hooks.example.com/${'a'.repeat(2100)}`,
  ];

  it.each(REFUSED)('refuses %s with 400 rest_invalid_param naming url', async (url) => {
    const receiver = mockReceiver();
    const res = await create({ url, event_types: ['*'] });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('rest_invalid_param');
    expect(typeof body.data.params.url).toBe('string');
    expect(receiver.received).toHaveLength(0);
    expect(await countEndpoints()).toBe(0);
  });

  it('refuses a 21st endpoint', async () => {
    mockReceiver();
    for (let i = 0; i < 20; i += 1) {
      const res = await create({ url: `https://hooks${i}.example.com/in`, event_types: ['*'] });
      expect(res.status).toBe(201);
    }
    const res = await create({ url: 'https://hooks21.example.com/in', event_types: ['*'] });
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('rest_webhook_limit_reached');
    expect(await countEndpoints()).toBe(20);
  });
});

describe('who may manage webhooks', () => {
  it('anonymous callers get 401, editors and subscribers 403, on every route', async () => {
    const { id } = await createOk();
    const routes: Array<[string, string]> = [
      ['GET', '/webhooks'],
      ['POST', '/webhooks'],
      ['GET', `/webhooks/${id}`],
      ['PATCH', `/webhooks/${id}`],
      ['DELETE', `/webhooks/${id}`],
      ['POST', `/webhooks/${id}/secret`],
      ['POST', `/webhooks/${id}/ping`],
      ['GET', `/webhooks/${id}/deliveries`],
      ['POST', `/webhooks/${id}/deliveries/1/redeliver`],
    ];
    for (const [method, path] of routes) {
      const body =
        method === 'GET' ? undefined : JSON.stringify({ url: 'https://x.example.com/', event_types: ['*'] });
      const headers = { 'Content-Type': 'application/json' };
      const anonymous = await call(path, { method, headers, body });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      for (const key of [editor, subscriber]) {
        const res = await call(path, { method, headers: { ...headers, ...bearer(key) }, body });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await countEndpoints()).toBe(1);
  });
});

describe('one endpoint', () => {
  it('PATCH changes the fields given, checks the URL and event types, and re-enables', async () => {
    const { id } = await createOk();
    const refused = await send('PATCH', `/webhooks/${id}`, { url: 'https://192.168.1.1/' }, admin);
    expect(refused.status).toBe(400);
    expect((await json(refused)).data.params.url).toBeTruthy();
    const badTypes = await send('PATCH', `/webhooks/${id}`, { event_types: ['event.exploded'] }, admin);
    expect(badTypes.status).toBe(400);

    await env.DB.prepare(
      "UPDATE webhook_endpoints SET enabled = 0, disabled_reason = 'gone', failing_since_utc = '2026-01-01 00:00:00' WHERE id = ?",
    )
      .bind(id)
      .run();
    const res = await send(
      'PATCH',
      `/webhooks/${id}`,
      { url: 'https://other.example.com/hook', event_types: 'tag.*,category.deleted', enabled: true },
      admin,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toMatchObject({
      url: 'https://other.example.com/hook',
      event_types: ['tag.*', 'category.deleted'],
      enabled: true,
      disabled_reason: null,
      failing_since: null,
    });
    const off = await json(await send('PATCH', `/webhooks/${id}`, { enabled: false }, admin));
    expect(off).toMatchObject({ enabled: false, disabled_reason: 'manual' });
  });

  it('unknown ids are 404, on every route', async () => {
    for (const [method, path] of [
      ['GET', '/webhooks/999999'],
      ['PATCH', '/webhooks/999999'],
      ['DELETE', '/webhooks/999999'],
      ['POST', '/webhooks/999999/ping'],
      ['GET', '/webhooks/abc'],
      ['GET', '/webhooks/99999999999/deliveries'],
    ] as const) {
      const res = await call(path, { method, headers: bearer(admin) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await json(res)).code).toBe('rest_webhook_invalid_id');
    }
    const { id } = await createOk();
    const res = await call(`/webhooks/${id}/deliveries/999999/redeliver`, {
      method: 'POST',
      headers: bearer(admin),
    });
    expect(res.status).toBe(404);
  });

  it('rotating the secret shows the new one once; both sign for 24 hours', async () => {
    const created = await createOk();
    const res = await call(`/webhooks/${created.id}/secret`, { method: 'POST', headers: bearer(admin) });
    expect(res.status).toBe(200);
    const rotated = await json(res);
    expect(rotated.secret).not.toBe(created.secret);
    expect(Date.parse(rotated.previous_secret_expires) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const receiver = mockReceiver();
    const ping = await call(`/webhooks/${created.id}/ping`, { method: 'POST', headers: bearer(admin) });
    expect(ping.status).toBe(200);
    expect(await json(ping)).toMatchObject({ type: 'webhook.ping', status: 'succeeded' });
    const [got] = receiver.received;
    expect(got!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [created.secret, rotated.secret]) {
      expect(() => new Webhook(secret).verify(got!.body, got!.headers)).not.toThrow();
    }
  });

  it('ping answers the delivery it recorded, of its own endpoint, when two endpoints exist', async () => {
    const first = await createOk();
    const second = await createOk({ url: 'https://second.example.com/in' });
    // A delivery without attempts (as the dispatcher writes them): delivery and attempt ids part ways.
    await env.DB.prepare(
      `INSERT INTO webhook_deliveries (endpoint_id, message_id, type, seq, payload)
        VALUES (?, 'msg_unsent', 'venue.created', 1, ?)`,
    )
      .bind(first.id, JSON.stringify({ type: 'venue.created', timestamp: '2026-11-27T10:00:00Z', data: {} }))
      .run();
    mockReceiver();
    for (const endpoint of [second, first]) {
      const res = await call(`/webhooks/${endpoint.id}/ping`, { method: 'POST', headers: bearer(admin) });
      expect(res.status, await res.clone().text()).toBe(200);
      const delivery = await json(res);
      expect(delivery).toMatchObject({ type: 'webhook.ping', status: 'succeeded' });
      const listed = await json(
        await call(`/webhooks/${endpoint.id}/deliveries`, { headers: bearer(admin) }),
      );
      expect(listed.deliveries[0]).toEqual(delivery);
    }
  });

  it('a ping that fails is recorded, not an error', async () => {
    const { id } = await createOk();
    mockReceiver(() => new Response('down', { status: 503 }));
    const res = await call(`/webhooks/${id}/ping`, { method: 'POST', headers: bearer(admin) });
    expect(res.status).toBe(200);
    const delivery = await json(res);
    expect(delivery).toMatchObject({ type: 'webhook.ping', status: 'failed' });
    expect(delivery.attempts).toEqual([expect.objectContaining({ response_status: 503 })]);
  });

  it('DELETE removes it with its deliveries', async () => {
    const { id } = await createOk();
    const res = await call(`/webhooks/${id}`, { method: 'DELETE', headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(await json(res)).toMatchObject({ deleted: true, previous: { id } });
    expect(await countEndpoints()).toBe(0);
    const left = await env.DB.prepare('SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = ?')
      .bind(id)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it('deliveries page newest first and validate their parameters', async () => {
    const { id } = await createOk();
    mockReceiver();
    for (let i = 0; i < 3; i += 1)
      await call(`/webhooks/${id}/ping`, { method: 'POST', headers: bearer(admin) });
    const page = await json(await call(`/webhooks/${id}/deliveries?per_page=2`, { headers: bearer(admin) }));
    expect(page.total).toBe(4);
    expect(page.total_pages).toBe(2);
    expect(page.deliveries).toHaveLength(2);
    expect(page.deliveries[0].id).toBeGreaterThan(page.deliveries[1].id);
    for (const query of ['per_page=0', 'per_page=101', 'page=x']) {
      const res = await call(`/webhooks/${id}/deliveries?${query}`, { headers: bearer(admin) });
      expect(res.status, query).toBe(400);
    }
  });
});
