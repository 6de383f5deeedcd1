import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, heldRateLimit, json, send } from '../helpers';

/**
 * Event passwords: the header that keeps them out of URLs (and so out of request logs), `?password=`
 * kept for TEC clients, a limit on wrong guesses per client and event, and `password` on routes that
 * take none being ignored without costing the cache.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

const HEADER = 'X-Event-Authorization';
const PASSWORD = 'Pw-header-8812';
const WINDOW = 'start_date=2034-05-01&end_date=2034-05-31';
const WHEN = { start_date: '2034-05-10 20:00:00', end_date: '2034-05-10 22:00:00', timezone: 'UTC' };

let locked: Json;
let other: Json;
let open: Json;

beforeAll(async () => {
  const editor = await createUser('editor');
  const create = async (title: string, password?: string) => {
    const event = await json(
      await send('POST', '/events', { title, description: `${title} text`, ...WHEN }, editor.key),
    );
    if (password)
      expect((await send('PATCH', `/events/${event.id}`, { password }, editor.key)).status).toBe(200);
    return event;
  };
  locked = await create('Locked one', PASSWORD);
  other = await create('Locked two', PASSWORD);
  open = await create('Open one');
});

const from = (address: string, headers: Record<string, string> = {}) => ({
  headers: { 'CF-Connecting-IP': address, ...headers },
});

describe(`the ${HEADER} header`, () => {
  it('unlocks the single read, by id and by slug, for that caller only', async () => {
    for (const path of [`/events/${locked.id}`, `/events/by-slug/${locked.slug}`]) {
      const res = await call(path, from('192.0.2.10', { [HEADER]: PASSWORD }));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(res.headers.get('x-cache')).toBe('BYPASS');
      const body = await json(res);
      expect(body.description).toBe('Locked one text');
      expect(JSON.stringify(body)).not.toContain(PASSWORD);
      expect((await call(path, from('192.0.2.10'))).status).toBe(403);
    }
  });

  it('wins over ?password= (which still works alone, for TEC clients)', async () => {
    expect((await call(`/events/${locked.id}?password=${PASSWORD}`, from('192.0.2.11'))).status).toBe(200);
    const res = await call(
      `/events/${locked.id}?password=${PASSWORD}`,
      from('192.0.2.11', { [HEADER]: 'wrong' }),
    );
    expect(res.status).toBe(403);
  });

  it('is allowed by CORS preflights, so a browser page may send it', async () => {
    const res = await call(`/events/${locked.id}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://calendar.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': HEADER.toLowerCase(),
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(HEADER.toLowerCase());
  });

  it('is held to the length of the parameter', async () => {
    const res = await call(`/events/${locked.id}`, from('192.0.2.12', { [HEADER]: 'x'.repeat(256) }));
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('rest_invalid_param');
  });
});

describe('wrong passwords', () => {
  // One minute of the EVENT_PASSWORD_FAILURES limiter, held by the test: the guesses never straddle two.
  const failures = heldRateLimit('EVENT_PASSWORD_FAILURES');
  const guess = (id: number, password: string, address: string, inHeader = false) =>
    call(
      inHeader ? `/events/${id}` : `/events/${id}?password=${encodeURIComponent(password)}`,
      from(address, inHeader ? { [HEADER]: password } : {}),
      { EVENT_PASSWORD_FAILURES: failures.binding },
    );

  it('5 a minute per client and event, then 429 for that event, even for the right password', async () => {
    const attacker = '203.0.113.40';
    expect(failures.limit).toBe(5);
    for (let i = 1; i <= 5; i++) {
      const res = await guess(locked.id, `guess-${i}`, attacker, i % 2 === 0);
      expect(res.status, `guess ${i}`).toBe(403);
      expect((await json(res)).code).toBe('event-password-protected');
    }
    const sixth = await guess(locked.id, 'guess-6', attacker);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0);
    const body = await json(sixth);
    expect(body.code).toBe('rest_too_many_requests');
    expect(JSON.stringify(body)).not.toContain('guess-6');
    // No oracle while blocked: the right password gets the same answer as a wrong one.
    expect((await guess(locked.id, PASSWORD, attacker)).status).toBe(429);
    expect((await guess(locked.id, PASSWORD, attacker, true)).status).toBe(429);
  });

  it('another client, and another event for the same client, are not affected', async () => {
    expect((await guess(locked.id, PASSWORD, '203.0.113.41')).status).toBe(200);
    expect((await guess(other.id, PASSWORD, '203.0.113.40')).status).toBe(200);
  });

  it('asking without a password is no guess', async () => {
    for (let i = 0; i < 8; i++)
      expect((await call(`/events/${other.id}`, from('203.0.113.42'))).status).toBe(403);
    expect((await guess(other.id, PASSWORD, '203.0.113.42')).status).toBe(200);
  });
});

describe('password on routes that take none', () => {
  it.each([
    ['/events', `/events?${WINDOW}`],
    ['/events.ics', `/events.ics?${WINDOW}`],
    ['/venues', '/venues?per_page=7'],
    ['/organizers', '/organizers?per_page=7'],
    ['/categories', '/categories?per_page=7'],
    ['/tags', '/tags?per_page=7'],
    ['/widget.js', '/widget.js'],
  ])('%s: ignored, and the cached answer is the same as without it', async (_route, url) => {
    const join = url.includes('?') ? '&' : '?';
    const plain = await call(url);
    expect(plain.status).toBe(200);
    const withPassword = await call(`${url}${join}password=${PASSWORD}`);
    expect(withPassword.status).toBe(200);
    expect(withPassword.headers.get('x-cache')).toBe('HIT');
    expect(await withPassword.text()).toBe(await plain.text());
    const withHeader = await call(url, { headers: { [HEADER]: PASSWORD } });
    expect(withHeader.headers.get('x-cache')).toBe('HIT');
  });

  it('a list shows the locked events blanked, whatever password it is given', async () => {
    const body = await json(
      await call(`/events?${WINDOW}&password=${PASSWORD}`, { headers: { [HEADER]: PASSWORD } }),
    );
    const shown = body.events.find((e: Json) => e.id === locked.id);
    expect(shown.description).toBe('');
    expect(body.events.find((e: Json) => e.id === open.id).description).toBe('Open one text');
  });
});
