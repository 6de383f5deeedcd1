import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, insertPost, json, send } from '../helpers';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

const NO_ROUTE = 'No route was found matching the URL and request method.';
const FORBIDDEN = 'Sorry, you are not allowed to do that.';
const DATES = { start_date: '2031-04-01 10:00:00', end_date: '2031-04-01 11:00:00' };

let admin: { id: number; login: string; key: string };
let subscriber: { key: string };
let eventId: number;
let venueId: number;

/** Checks the error envelope, the status, the code and the request id; returns the body. */
async function expectError(res: Response, status: number, code: string): Promise<Json> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
  expect(body.data.status).toBe(status);
  const requestId = res.headers.get('X-Request-Id');
  expect(requestId).toBeTruthy();
  expect(body.data.request_id).toBe(requestId);
  expect(res.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
  return body;
}

beforeAll(async () => {
  admin = await createUser('administrator');
  subscriber = await createUser('subscriber');
  eventId = (await createEvent(admin.key, { title: 'Existe', ...DATES })).id;
  venueId = await insertPost('venue', 'Un Lugar');
});

describe('404 rest_no_route', () => {
  it.each([
    '/site/events/v1/nope',
    '/site/events/v1/events/abc',
    '/site/events/v1/events/12abc',
    '/site/events/v1/events/-1',
    '/site/events/v1/events/1.5',
    '/site/events/v2/events',
    '/nothing',
  ])('%s', async (path) => {
    const body = await expectError(await call(path), 404, 'rest_no_route');
    expect(body.message).toBe(NO_ROUTE);
  });

  it.each(['/fr/site/events/v1/events', '/eus/site/events/v1/events', '/EU/site/events/v1/events'])(
    '%s: a language prefix the site lacks names those it has',
    async (path) => {
      const body = await expectError(await call(`http://api.test${path}`), 404, 'rest_no_route');
      expect(body.message).toBe(NO_ROUTE);
      expect(body.data.hint.startsWith(`"${path.split('/')[1]}" is not a language`)).toBe(true);
      expect(body.data.languages).toEqual(['eu', 'ca', 'en', 'gl', 'es']);
    },
  );

  it('every valid language prefix is served', async () => {
    for (const lang of ['eu', 'ca', 'en', 'gl', 'es']) {
      const res = await call(`/${lang}/site/events/v1/events/${eventId}`);
      expect(res.status, lang).toBe(200);
      expect((await json(res)).rest_url).toBe(`http://api.test/${lang}/site/events/v1/events/${eventId}`);
    }
  });
});

describe('405 with Allow', () => {
  it.each([
    ['PUT', '/events', 'GET, POST'],
    ['DELETE', '/events', 'GET, POST'],
    ['PATCH', '/events', 'GET, POST'],
  ])('%s %s', async (method, path, allow) => {
    const res = await call(path, { method, headers: bearer(admin.key) });
    const body = await expectError(res, 405, 'rest_no_route');
    expect(body.message).toBe(NO_ROUTE);
    expect(res.headers.get('Allow')).toBe(allow);
  });

  it('anonymous callers get 405 too (there is no write route to guard)', async () => {
    const res = await call('/events', { method: 'PUT' });
    await expectError(res, 405, 'rest_no_route');
    expect(res.headers.get('Allow')).toBe('GET, POST');
  });
});

describe('single event lookups', () => {
  it('an unknown id is 404 rest-event-not-found', async () => {
    const body = await expectError(await call('/events/999999'), 404, 'rest-event-not-found');
    expect(body.message).toBe('Event with ID 999999 does not exist.');
  });

  it('an id too large for any record is 404, never a 500', async () => {
    const res = await call('/events/99999999999999999999999');
    const body = await json(res);
    expect(res.status).toBe(404);
    expect(body.code).toBe('rest-event-not-found');
  });

  it('the id of a venue is 400 rest-invalid-event-id', async () => {
    const body = await expectError(await call(`/events/${venueId}`), 400, 'rest-invalid-event-id');
    expect(body.message).toBe('The specified ID is not a valid event.');
  });

  it('an unknown slug is 404 rest-event-not-found', async () => {
    await expectError(await call('/events/by-slug/no-such-event'), 404, 'rest-event-not-found');
  });

  it.each(['100%25', '%E0%A4%A', '%25', 'a%2Fb'])('odd slug %s is 404, never a 500', async (slug) => {
    await expectError(await call(`/events/by-slug/${slug}`), 404, 'rest-event-not-found');
  });

  it('a percent-encoded slug is decoded once', async () => {
    const res = await call('/events/by-slug/%65xiste');
    expect(res.status).toBe(200);
    expect((await json(res)).id).toBe(eventId);
  });

  it('a non-public event is 403 event-not-accessible to anonymous callers', async () => {
    const draft = await createEvent(admin.key, { title: 'Borrador', ...DATES, status: 'draft' });
    const body = await expectError(await call(`/events/${draft.id}`), 403, 'event-not-accessible');
    expect(body.message).toBe('The requested event is not accessible');
    const asAdmin = await call(`/events/${draft.id}`, { headers: bearer(admin.key) });
    expect(asAdmin.status).toBe(200);
  });
});

describe('401 / 403 rest_forbidden', () => {
  it.each([
    ['POST', '/events'],
    ['POST', '/events/1'],
    ['PUT', '/events/1'],
    ['PATCH', '/events/1'],
    ['DELETE', '/events/1'],
    ['DELETE', '/events/999999'],
    ['PATCH', '/events/by-slug/anything'],
    ['DELETE', '/events/by-slug/anything'],
  ])('anonymous %s %s is 401 before any other check', async (method, path) => {
    const res = await send(method, path, { title: '' });
    const body = await expectError(res, 401, 'rest_forbidden');
    expect(body.message).toBe(FORBIDDEN);
    expect(body.data.hint).toBe("No API key was sent: send one as 'Authorization: Bearer <key>'.");
  });

  it('anonymous POST with a valid body is 401 and creates nothing', async () => {
    await expectError(await send('POST', '/events', { title: 'x', ...DATES }), 401, 'rest_forbidden');
    const list = await json(await call('/events?start_date=2031-04-01&end_date=2031-04-01'));
    expect(list.events.map((e: Json) => e.title)).toEqual(['Existe']);
  });

  it('anonymous DELETE of an existing event is 401 and leaves it', async () => {
    await expectError(await call(`/events/${eventId}`, { method: 'DELETE' }), 401, 'rest_forbidden');
    expect((await call(`/events/${eventId}`)).status).toBe(200);
  });

  const fakeKey = `tec_${'0'.repeat(12)}_${'A'.repeat(43)}`;
  it.each([
    ['unknown well-formed bearer key', () => `Bearer ${fakeKey}`],
    ['malformed bearer key', () => 'Bearer not-a-key'],
    ['empty bearer', () => 'Bearer'],
    ['key of another prefix', () => `Bearer ${admin.key.slice(0, -1)}${admin.key.endsWith('A') ? 'B' : 'A'}`],
    ['unknown scheme', () => `Token ${admin.key}`],
    ['basic with wrong login', () => `Basic ${btoa(`nobody:${admin.key}`)}`],
    ['basic with wrong key', () => `Basic ${btoa(`${admin.login}:${fakeKey}`)}`],
    ['basic that is not base64', () => 'Basic %%%'],
    ['basic without colon', () => `Basic ${btoa('justtext')}`],
  ])('%s is 401 on writes and reads', async (_name, header) => {
    const write = await call('/events', {
      method: 'POST',
      headers: { Authorization: header(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x', ...DATES }),
    });
    const refused = await expectError(write, 401, 'rest_forbidden');
    expect(refused.message).toBe(FORBIDDEN);
    expect(refused.data.hint).toMatch(/^The /);
    const read = await call('/events', { headers: { Authorization: header() } });
    await expectError(read, 401, 'rest_forbidden');
  });

  it('Basic login:key authenticates like Bearer', async () => {
    const res = await call('/events', {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${admin.login}:${admin.key}`)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ title: 'Por Basic', ...DATES }),
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.author).toBe(String(admin.id));
  });

  it('a revoked key is 401', async () => {
    const user = await createUser('administrator');
    const prefix = user.key.split('_')[1];
    await env.DB.prepare("UPDATE api_keys SET revoked_utc = '2026-01-01 00:00:00' WHERE prefix = ?")
      .bind(prefix)
      .run();
    await expectError(
      await send('POST', '/events', { title: 'x', ...DATES }, user.key),
      401,
      'rest_forbidden',
    );
  });

  it('an authenticated caller without rights is 403', async () => {
    const res = await send('POST', '/events', { title: 'x', ...DATES }, subscriber.key);
    expect((await expectError(res, 403, 'rest_forbidden')).message).toBe(FORBIDDEN);
    const del = await call(`/events/${eventId}`, { method: 'DELETE', headers: bearer(subscriber.key) });
    await expectError(del, 403, 'rest_forbidden');
  });
});

describe('request ids', () => {
  it('every error carries a distinct request id', async () => {
    const a = await call('/events/999999');
    const b = await call('/events/999999');
    const idA = a.headers.get('X-Request-Id');
    expect(idA).toBeTruthy();
    expect(idA).not.toBe(b.headers.get('X-Request-Id'));
    expect((await json(a)).data.request_id).toBe(idA);
  });

  it("uses the edge's Ray ID when present (test/http/edge-trust.test.ts: only then)", async () => {
    const res = await call('/nope', { headers: { 'cf-ray': '8abc1234def56789-MAD' } });
    expect(res.headers.get('X-Request-Id')).toBe('8abc1234def56789-MAD');
    expect((await json(res)).data.request_id).toBe('8abc1234def56789-MAD');
  });

  it('successful responses carry one too', async () => {
    const res = await call(`/events/${eventId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Request-Id')).toBeTruthy();
  });
});

describe('method override', () => {
  it('X-HTTP-Method-Override turns a POST into a DELETE', async () => {
    const e = await createEvent(admin.key, { title: 'Override', ...DATES });
    const res = await call(`/events/${e.id}`, {
      method: 'POST',
      headers: { ...bearer(admin.key), 'X-HTTP-Method-Override': 'DELETE' },
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe('trash');
  });

  it('?_method= turns a POST into a PATCH, and is not a parameter', async () => {
    const e = await createEvent(admin.key, { title: 'Metodo', ...DATES });
    const res = await send('POST', `/events/${e.id}?_method=patch`, { cost: '3 €' }, admin.key);
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.cost).toBe('3€');
    expect(body.title).toBe('Metodo');
  });

  it('an override to a method the route lacks is 405', async () => {
    const res = await call('/events', {
      method: 'POST',
      headers: { ...bearer(admin.key), 'X-HTTP-Method-Override': 'PUT' },
    });
    await expectError(res, 405, 'rest_no_route');
    expect(res.headers.get('Allow')).toBe('GET, POST');
  });

  it('anonymous overrides to DELETE are 401', async () => {
    const res = await call(`/events/${eventId}?_method=DELETE`, { method: 'POST' });
    await expectError(res, 401, 'rest_forbidden');
  });

  it('an override to GET reads', async () => {
    const res = await call(`/events/${eventId}`, {
      method: 'POST',
      headers: { 'X-HTTP-Method-Override': 'GET' },
    });
    expect(res.status).toBe(200);
    expect((await json(res)).id).toBe(eventId);
  });
});

describe('body size', () => {
  const big = JSON.stringify({ title: 'x', ...DATES, description: 'a'.repeat(256 * 1024) });

  it('a body over 256 KiB is 413 rest_request_too_large', async () => {
    const res = await send('POST', '/events', JSON.parse(big), admin.key);
    await expectError(res, 413, 'rest_request_too_large');
  });

  it('a streamed body over 256 KiB without Content-Length is 413 too', async () => {
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 16384) controller.enqueue(bytes.slice(i, i + 16384));
        controller.close();
      },
    });
    const res = await call('/events', {
      method: 'POST',
      headers: { ...bearer(admin.key), 'Content-Type': 'application/json' },
      body: stream,
    });
    await expectError(res, 413, 'rest_request_too_large');
  });

  it('a body just under the limit is accepted', async () => {
    const res = await send(
      'POST',
      '/events',
      { title: 'Grande', ...DATES, description: 'a'.repeat(60000) },
      admin.key,
    );
    expect(res.status).toBe(201);
  });

  it('anonymous oversized writes are still 401 or 413, never 500', async () => {
    const res = await send('POST', '/events', JSON.parse(big));
    expect([401, 413]).toContain(res.status);
  });
});

describe('parameter validation on reads', () => {
  it.each([
    `search=${'a'.repeat(201)}`,
    `categories=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    `include=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
    'per_page=99999999999',
    'page=2147483648',
    'per_page=5&per_page=6',
    'search[]=a',
    'geoloc_radius=0&geoloc_lat=1&geoloc_lng=1',
  ])('%s is 400 rest_invalid_param', async (query) => {
    await expectError(await call(`/events?${query}`), 400, 'rest_invalid_param');
  });
});
