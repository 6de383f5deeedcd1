import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { API, bearer, createUser, EDGE_CF, heldRateLimit, json } from '../helpers';

/**
 * Which client headers are believed. On a direct connection (`wrangler dev`, or anything not
 * deployed behind Cloudflare) `CF-Connecting-IP`, `X-Real-IP` and `CF-Ray` are whatever the client
 * sent: the throttle must not let a client pick its bucket, a blocked bucket must not lock out a
 * valid key, and the request id must not echo a forged Ray ID. Every header here is forged.
 */

// One minute of the AUTH_FAILURES limiter for the whole file, held by the test: no count straddles two.
const failures = heldRateLimit('AUTH_FAILURES');

const WRONG = bearer('tec_000000000000_wrongwrongwrongwrongwrongwrongwrong');

/** The Worker's entry point with the deployment setting `trust` and, when `edge`, the edge's `cf`. */
async function send(
  path: string,
  headers: Record<string, string>,
  { trust, edge }: { trust: boolean; edge: boolean },
): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${API}${path}`, { headers, ...(edge ? { cf: EDGE_CF } : {}) } as RequestInit);
  const bindings = { TRUST_EDGE_HEADERS: trust ? 'true' : 'false', AUTH_FAILURES: failures.binding };
  const res = await worker.fetch(request, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const LOCAL = { trust: false, edge: true }; // wrangler dev: `request.cf` is there, and proves nothing
const DEPLOYED = { trust: true, edge: true };

let editorKey: string;
beforeAll(async () => {
  editorKey = (await createUser('editor')).key;
});

/** Sends wrong keys, each with the headers `forge(i)` makes, until a 429 (at most 30). */
async function failuresUntilBlocked(forge: (i: number) => Record<string, string>, mode = LOCAL) {
  for (let i = 1; i <= 30; i++) {
    const res = await send('/tags', { ...WRONG, ...forge(i) }, mode);
    if (res.status === 429) return i;
    expect(res.status).toBe(401);
  }
  return Number.POSITIVE_INFINITY;
}

describe('not deployed behind Cloudflare (TRUST_EDGE_HEADERS is not "true")', () => {
  it('rotating forged CF-Connecting-IP and X-Real-IP does not escape the throttle', async () => {
    const blockedAt = await failuresUntilBlocked((i) => ({
      'CF-Connecting-IP': `203.0.113.${i}`,
      'X-Real-IP': `198.51.100.${i}`,
      'X-Forwarded-For': `192.0.2.${i}`,
    }));
    // One shared bucket: the ten failures of ten "addresses" fill it.
    expect(blockedAt).toBe(11);
  });

  it('a valid key still passes, whatever address it names, and wrong ones stay 429', async () => {
    for (const address of ['203.0.113.1', '10.0.0.1', 'unknown']) {
      const res = await send('/tags', { ...bearer(editorKey), 'CF-Connecting-IP': address }, LOCAL);
      expect(res.status, address).toBe(200);
    }
    const blocked = await send('/tags', { ...WRONG, 'CF-Connecting-IP': '198.51.100.200' }, LOCAL);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await json(blocked)).code).toBe('rest_too_many_requests');
  });

  it('a forged CF-Ray is not the request id', async () => {
    const ray = '8f3a2b1c4d5e6f70-MAD';
    const res = await send('/nope', { 'CF-Ray': ray }, LOCAL);
    expect(res.status).toBe(404);
    const id = res.headers.get('X-Request-Id');
    expect(id).not.toBe(ray);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await json(res)).data.request_id).toBe(id);
  });
});

describe('deployed behind Cloudflare', () => {
  it('counts per CF-Connecting-IP, never X-Real-IP: another address is not locked out', async () => {
    const blockedAt = await failuresUntilBlocked(
      (i) => ({ 'CF-Connecting-IP': '203.0.113.50', 'X-Real-IP': `198.51.100.${i}` }),
      DEPLOYED,
    );
    expect(blockedAt).toBe(11);
    const other = await send('/tags', { ...WRONG, 'CF-Connecting-IP': '203.0.113.51' }, DEPLOYED);
    expect(other.status).toBe(401);
    const valid = await send('/tags', { ...bearer(editorKey), 'CF-Connecting-IP': '203.0.113.50' }, DEPLOYED);
    expect(valid.status).toBe(200);
  });

  it('counts an IPv6 client by its /64: rotating the rest of the address does not escape', async () => {
    const blockedAt = await failuresUntilBlocked(
      (i) => ({ 'CF-Connecting-IP': `2001:db8:77:1:${i.toString(16)}::${i}` }),
      DEPLOYED,
    );
    expect(blockedAt).toBe(11);
    const neighbour = await send('/tags', { ...WRONG, 'CF-Connecting-IP': '2001:db8:77:2::1' }, DEPLOYED);
    expect(neighbour.status).toBe(401);
  });

  it('a request without the edge`s request.cf is not believed either', async () => {
    const blockedAt = await failuresUntilBlocked((i) => ({ 'CF-Connecting-IP': `192.0.2.${100 + i}` }), {
      trust: true,
      edge: false,
    });
    // The shared bucket of the tests above, which may be blocked already.
    expect(blockedAt).toBeLessThanOrEqual(11);
  });

  it('the request id is the Ray ID when it has a Ray ID`s shape, else a new one', async () => {
    for (const ray of ['8f3a2b1c4d5e6f70-MAD', '8f3a2b1c4d5e6f70']) {
      const res = await send('/nope', { 'CF-Ray': ray }, DEPLOYED);
      expect(res.headers.get('X-Request-Id')).toBe(ray);
      expect((await json(res)).data.request_id).toBe(ray);
    }
    for (const ray of ['<script>', 'x'.repeat(300), '8f3a2b1c4d5e6f70-MAD; admin', "8f3a2b1c4d5e6f7'"]) {
      const res = await send('/nope', { 'CF-Ray': ray }, DEPLOYED);
      expect(res.headers.get('X-Request-Id'), ray).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
    }
  });
});
