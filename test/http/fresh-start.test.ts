import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { freshStart } from '../fresh-start';
import { API, bearer, callOnce, createEvent, createUser, fetchWith, heldRateLimit, json } from '../helpers';

/**
 * The start of every test file (test/fresh-start.ts): one workers runtime serves many files, and each
 * must find what a runtime of its own would give it, whatever the file before it left behind.
 */

const WINDOW = 'start_date=2032-01-01&end_date=2032-12-31';
const counter = async (name: string) =>
  (await env.DB.prepare('SELECT value FROM counters WHERE name = ?').bind(name).first<{ value: number }>())!
    .value;

describe('a fresh start', () => {
  it('empties D1 and applies the migrations again: no record is left, ids start at 1', async () => {
    const admin = await createUser('administrator');
    await createEvent(admin.key, {
      title: 'Left behind',
      start_date: '2032-03-01 10:00',
      end_date: '2032-03-01 11:00',
    });
    await freshStart();
    const left = await env.DB.prepare(
      'SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM posts) AS posts, (SELECT count(*) FROM d1_migrations) AS migrations',
    ).first<{ users: number; posts: number; migrations: number }>();
    expect(left).toEqual({ users: 0, posts: 0, migrations: env.TEST_MIGRATIONS.length });
    expect((await createUser('editor')).id).toBe(1);
  });

  it('never serves what the file before cached, not even stale', async () => {
    const admin = await createUser('administrator');
    await createEvent(admin.key, {
      title: 'Cached before',
      start_date: '2032-04-01 10:00',
      end_date: '2032-04-01 11:00',
    });
    const url = `/events?${WINDOW}`;
    await callOnce(url);
    const hit = await callOnce(url);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect((await json(hit)).total).toBe(1);
    const before = await counter('generation');

    await freshStart();
    // Above every generation before, and protecting from there: an older entry may not even answer stale.
    expect(await counter('generation')).toBeGreaterThan(before);
    expect(await counter('protected_generation')).toBe(await counter('generation'));
    const after = await callOnce(url);
    expect(after.headers.get('x-cache')).toBe('MISS');
    expect((await json(after)).total).toBe(0);
  });

  it('lifts the blocks of the isolate’s throttles', async () => {
    const ip = { 'CF-Connecting-IP': '203.0.113.201' };
    const wrong = { ...bearer('tec_000000000000_wrongwrongwrongwrongwrongwrongwrong'), ...ip };
    const failures = { AUTH_FAILURES: heldRateLimit('AUTH_FAILURES').binding };
    for (let i = 1; i <= 10; i++)
      expect((await callOnce('/tags', { headers: wrong }, failures)).status).toBe(401);
    expect((await callOnce('/tags', { headers: wrong }, failures)).status).toBe(429);

    await freshStart();
    const nextFile = { AUTH_FAILURES: heldRateLimit('AUTH_FAILURES').binding };
    expect((await callOnce('/tags', { headers: wrong }, nextFile)).status).toBe(401);
  });

  it("leaves nothing counted in the runtime's own rate limiters for the next file to meet", async () => {
    // They outlive a file (they count a minute at a time for every file the runtime serves), so their
    // limits are out of reach in the tests: thirty wrong keys in the bucket every request without an
    // address shares are thirty 401s, never a 429 for the file after.
    const wrong = bearer('tec_000000000000_wrongwrongwrongwrongwrongwrongwrong');
    for (let i = 0; i < 30; i++) {
      const res = await fetchWith(new Request(`${API}/tags`, { headers: wrong }), {});
      expect(res.status, `wrong key ${i + 1}`).toBe(401);
    }
  });

  it('gives back the real clock and the real fetch', async () => {
    const realFetch = globalThis.fetch;
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    vi.stubGlobal('fetch', async () => new Response('stubbed'));
    await freshStart();
    expect(Date.now()).toBeGreaterThan(Date.UTC(2026, 0, 1));
    expect(globalThis.fetch).toBe(realFetch);
  });
});
