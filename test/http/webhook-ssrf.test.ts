import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNREACHABLE } from '../../src/webhooks/send';
import { API, bearer, call, createUser, fetchWith, json, send } from '../helpers';
import { type DnsAnswer, mockReceiver, PUBLIC_ADDRESS } from '../webhook-receiver';

/**
 * Server-side request forgery through DNS (security audit, issue 25): a webhook's host is resolved over
 * DNS over HTTPS (stubbed here: test/webhook-receiver.ts) on create, on change and before each ping, and
 * refused unless every address it has is public; a failed ping says nothing about the target.
 */

let admin: string;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await env.DB.prepare('DELETE FROM webhook_endpoints').run();
});

const create = (url: string) => send('POST', '/webhooks', { url, event_types: ['*'] }, admin);
const countEndpoints = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM webhook_endpoints').first<{ n: number }>())!.n;
const endpointRow = (id: number) =>
  env.DB.prepare('SELECT url, modified_utc FROM webhook_endpoints WHERE id = ?')
    .bind(id)
    .first<{ url: string; modified_utc: string }>();

async function createOk(url = 'https://hooks.example.com/in') {
  mockReceiver();
  const res = await create(url);
  expect(res.status, await res.clone().text()).toBe(201);
  vi.unstubAllGlobals();
  return json<{ id: number; secret: string }>(res);
}

/** A response body as bytes, with its request id (the one part that differs by design) blanked. */
async function bodyWithoutRequestId(res: Response) {
  const text = await res.text();
  const requestId = res.headers.get('x-request-id');
  expect(requestId).toBeTruthy();
  return text.replaceAll(requestId!, '…');
}

describe('a host is resolved on create and on change', () => {
  const REFUSED: Array<[string, string[], string]> = [
    ['an A record of 127.0.0.1', ['127.0.0.1'], '127.0.0.1'],
    ['an A record in 10/8', ['10.0.0.8'], '10.0.0.8'],
    ['the metadata address', ['169.254.169.254'], '169.254.169.254'],
    ['a carrier-grade NAT address', ['100.64.0.1'], '100.64.0.1'],
    ['0.0.0.0/8', ['0.1.2.3'], '0.1.2.3'],
    ['a multicast address', ['224.0.0.1'], '224.0.0.1'],
    ['the broadcast address', ['255.255.255.255'], '255.255.255.255'],
    ['an AAAA record of ::1', ['::1'], '::1'],
    ['an AAAA record of fd00::1', ['fd00::1'], 'fd00::1'],
    ['an IPv6 link-local address', ['fe80::1'], 'fe80::1'],
    ['IPv6 multicast', ['ff02::1'], 'ff02::1'],
    ['the unspecified IPv6 address', ['::'], '::'],
    ['an IPv4-mapped loopback', ['::ffff:127.0.0.1'], '::ffff:127.0.0.1'],
    ['a NAT64 address of 10.0.0.1', ['64:ff9b::a00:1'], '64:ff9b::a00:1'],
    ['one private address among public ones', [PUBLIC_ADDRESS, '2606:4700::1', '192.168.1.1'], '192.168.1.1'],
  ];

  it.each(REFUSED)(
    'refuses a host with %s, at create and at change, writing nothing',
    async (_, answer, shown) => {
      const dns = { 'private.example.com': answer };
      const receiver = mockReceiver(undefined, dns);
      const res = await create('https://private.example.com:9443/in');
      expect(res.status).toBe(400);
      const body = await json(res);
      expect(body.code).toBe('rest_invalid_param');
      expect(body.data.params.url).toContain(`resolves to ${shown} (`);
      expect(body.data.params.url).toMatch(
        /WEBHOOK_LOCAL_DEVELOPMENT=true in \.dev\.vars and restart the server/,
      );
      expect(receiver.lookups).toEqual(
        expect.arrayContaining(['private.example.com A', 'private.example.com AAAA']),
      );
      expect(receiver.received).toHaveLength(0);
      expect(await countEndpoints()).toBe(0);

      const { id } = await createOk();
      const before = await endpointRow(id);
      const changing = mockReceiver(undefined, dns);
      const patched = await send(
        'PATCH',
        `/webhooks/${id}`,
        { url: 'https://private.example.com/in' },
        admin,
      );
      expect(patched.status).toBe(400);
      expect((await json(patched)).data.params.url).toContain(`resolves to ${shown} (`);
      expect(changing.received).toHaveLength(0);
      expect(await endpointRow(id)).toEqual(before);
    },
  );

  it('accepts a host whose every address is public (IPv4, IPv6, NAT64 of a public address)', async () => {
    const receiver = mockReceiver(undefined, {
      'hooks.example.com': [PUBLIC_ADDRESS, '2606:2800:21f:cb07:6820:80da:af6b:c2b4', '64:ff9b::808:808'],
    });
    const res = await create('https://hooks.example.com/in');
    expect(res.status, await res.clone().text()).toBe(201);
    expect(receiver.lookups).toEqual(
      expect.arrayContaining(['hooks.example.com A', 'hooks.example.com AAAA']),
    );
    expect(receiver.received.map((r) => r.url)).toEqual(['https://hooks.example.com/in']);

    const { id } = await json(res);
    const changing = mockReceiver();
    const patched = await send('PATCH', `/webhooks/${id}`, { url: 'https://Other.example.com./in' }, admin);
    expect(patched.status, await patched.clone().text()).toBe(200);
    expect(changing.lookups).toEqual(['other.example.com A', 'other.example.com AAAA']);
  });

  const UNRESOLVED: Array<[string, DnsAnswer, RegExp]> = [
    ['no address (NXDOMAIN or no record)', [], /does not resolve/],
    ['a failing resolver', 'resolver fails', /could not be resolved/],
  ];

  it.each(UNRESOLVED)('refuses a host with %s (fail closed), writing nothing', async (_, answer, reason) => {
    const receiver = mockReceiver(undefined, { 'nowhere.example.com': answer });
    const res = await create('https://nowhere.example.com/in');
    expect(res.status).toBe(400);
    expect((await json(res)).data.params.url).toMatch(reason);
    expect(receiver.received).toHaveLength(0);
    expect(await countEndpoints()).toBe(0);
  });

  it('a resolver that cannot be reached at all refuses too', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Network connection lost.');
    });
    const res = await create('https://hooks.example.com/in');
    expect(res.status).toBe(400);
    expect((await json(res)).data.params.url).toMatch(/could not be resolved/);
    expect(await countEndpoints()).toBe(0);
  });

  it.each([
    'http://127.0.0.1:8899/hook',
    'https://localhost:8899/hook',
    'https://[::1]/hook',
    'http://hooks.example.com/in',
  ])('refusing %s names WEBHOOK_LOCAL_DEVELOPMENT and the restart', async (url) => {
    const receiver = mockReceiver();
    const res = await create(url);
    expect(res.status).toBe(400);
    expect((await json(res)).data.params.url).toMatch(
      /WEBHOOK_LOCAL_DEVELOPMENT=true in \.dev\.vars and restart the server/,
    );
    expect(receiver.received).toHaveLength(0);
  });

  it('in local development a receiver on this machine works, and nothing is resolved', async () => {
    const receiver = mockReceiver(undefined, { 'private.example.com': ['127.0.0.1'] });
    const local = (url: string) =>
      fetchWith(
        new Request(`${API}/webhooks`, {
          method: 'POST',
          headers: { ...bearer(admin), 'Content-Type': 'application/json' },
          body: JSON.stringify({ url, event_types: ['*'] }),
        }),
        { WEBHOOK_LOCAL_DEVELOPMENT: 'true' },
      );
    const res = await local('http://127.0.0.1:8899/hook');
    expect(res.status, await res.clone().text()).toBe(201);
    expect(receiver.received.map((r) => r.url)).toEqual(['http://127.0.0.1:8899/hook']);
    expect(receiver.lookups).toEqual([]);
  });
});

describe('a failed ping says nothing about the target', () => {
  /** What the target does with the ping (never a status, a port or an error text in the answer). */
  const FAILURES: Array<[string, () => Response | Promise<Response>]> = [
    ['refuses the connection', () => Promise.reject(new TypeError('connect ECONNREFUSED 10.0.0.5:9443'))],
    ['times out', () => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError'))],
    ['fails TLS', () => Promise.reject(new Error('TLS peer has not sent a certificate'))],
    ['answers 500', () => new Response('Internal Server Error on port 9443', { status: 500 })],
    ['answers 401', () => new Response('no secret yet', { status: 401 })],
    ['redirects', () => new Response(null, { status: 302, headers: { Location: 'https://10.0.0.5/' } })],
  ];

  it('on create, every failure gives the same bytes, and nothing is stored', async () => {
    const bodies: string[] = [];
    for (const [what, answer] of FAILURES) {
      mockReceiver(answer);
      const res = await create('https://hooks.example.com:9443/in');
      expect(res.status, what).toBe(400);
      bodies.push(await bodyWithoutRequestId(res));
    }
    expect(new Set(bodies).size).toBe(1);
    const [body] = bodies;
    expect(JSON.parse(body!)).toMatchObject({ code: 'rest_webhook_ping_failed' });
    for (const leak of ['500', '401', '302', '9443', 'ECONNREFUSED', 'TLS', 'timed out', 'response_status']) {
      expect(body).not.toContain(leak);
    }
    expect(await countEndpoints()).toBe(0);
  });

  it('POST /webhooks/{id}/ping: a host now resolving to a private address gets nothing, and fails as an unreachable one does', async () => {
    const { id } = await createOk();
    const attempts: Array<{ response_status: number | null; error: string | null }> = [];
    for (const [what, answer, dns] of [
      ['resolves to 127.0.0.1', () => new Response('ok'), { 'hooks.example.com': ['127.0.0.1'] }],
      ['refuses the connection', FAILURES[0]![1], {}],
      ['times out', FAILURES[1]![1], {}],
      ['fails TLS', FAILURES[2]![1], {}],
    ] as const) {
      const receiver = mockReceiver(answer, dns);
      const res = await call(`/webhooks/${id}/ping`, { method: 'POST', headers: bearer(admin) });
      expect(res.status, what).toBe(200);
      const delivery = await json(res);
      expect(delivery, what).toMatchObject({ type: 'webhook.ping', status: 'failed' });
      if (what === 'resolves to 127.0.0.1') expect(receiver.received).toHaveLength(0);
      const [{ response_status, error }] = delivery.attempts;
      attempts.push({ response_status, error });
    }
    expect(attempts).toEqual(Array(4).fill({ response_status: null, error: UNREACHABLE }));
  });
});
