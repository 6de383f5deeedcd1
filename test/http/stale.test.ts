import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLIENT_MAX_AGE_S,
  FRESHNESS_BOUND_MS,
  STALE_IF_ERROR_MS,
  STALE_WHILE_REVALIDATE_MS,
} from '../../src/cache/freshness';
import { forgetGeneration, GENERATION_PATIENCE_MS, GENERATION_TTL_MS } from '../../src/cache/generation';
import { forgetAll } from '../../src/cache/memory';
import { D1_TIMEOUT_MS } from '../../src/db/client';
import worker from '../../src/index';
import { everyBatch, everyCall, faultyDb } from '../d1-faults';
import { API, BASE, bearer, callOnce, createEvent, createUser, json, send } from '../helpers';

/**
 * Stale-while-revalidate and stale-if-error (API.md §13), through HTTP. "Elsewhere" writes change D1
 * and bump the generation without telling this isolate, as another isolate's write does; the clock
 * (`Date`) is set by the tests, so each bound is checked to the millisecond.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let admin: { key: string };
const WINDOW = 'start_date=2033-01-01&end_date=2033-12-31';
let event: Json;
let venue: Json;
let organizer: Json;
let category: Json;
let tag: Json;

beforeAll(async () => {
  admin = await createUser('administrator');
  const created = async (path: string, body: Record<string, unknown>) => {
    const res = await send('POST', path, body, admin.key);
    expect(res.status).toBe(201);
    return json(res);
  };
  venue = await created('/venues', { venue: 'Stale hall' });
  organizer = await created('/organizers', { organizer: 'Stale organizer' });
  category = await created('/categories', { name: 'Stale music' });
  tag = await created('/tags', { name: 'stale-tag' });
  event = await createEvent(admin.key, {
    title: 'Stale concert',
    start_date: '2033-03-01 20:00',
    end_date: '2033-03-01 22:00',
    venue: venue.id,
    organizer: [organizer.id],
    categories: [category.id],
    tags: [tag.id],
    translations: { eu: { title: 'Kontzertu zaharra' } },
  });
});

let now = 0;
/** Sets the clock of the test and of the Worker (one isolate) to `ms`. */
const at = (ms: number) => {
  now = ms;
  vi.setSystemTime(ms);
};

/** Each test starts an hour after the previous one: time never goes back, and never reaches midnight. */
let clock = Date.UTC(2033, 1, 1, 6);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  clock += 3_600_000;
  at(clock);
  forgetGeneration();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Another isolate's write: the texts change in D1 and the generation moves; this isolate is not told. */
async function writeElsewhere(title: string) {
  await env.DB.batch([
    env.DB.prepare('UPDATE post_texts SET title = ? WHERE post_id = ?').bind(title, event.id),
    env.DB.prepare("UPDATE counters SET value = value + 1 WHERE name = 'generation'"),
  ]);
}

const maxAgeOf = (res: Response) =>
  Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1] ?? Number.NaN);

/** Asks again (real time passes, the test's clock does not) until the background rebuild has landed. */
async function untilRebuilt(path: string, init: RequestInit = {}): Promise<Response> {
  for (let i = 0; i < 300; i++) {
    const res = await callOnce(path, init);
    if (res.headers.get('x-cache') !== 'STALE') return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path}: still STALE after 3 s`);
}

/** A request through the Worker with another D1 binding, its background work awaited. */
async function withDb(db: D1Database, path: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const url = path.startsWith('http') ? path : path.startsWith('/site') ? `${BASE}${path}` : `${API}${path}`;
  const res = await worker.fetch(new Request(url, init), { ...env, DB: db }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe('stale-while-revalidate', () => {
  it('answers from the older entry (STALE) while one background request rebuilds it, then from the new one', async () => {
    const url = `/events?${WINDOW}&per_page=21`;
    const before = await (await callOnce(url)).text();
    expect(before).toContain('Stale concert');
    await writeElsewhere('Renewed concert');
    at(now + GENERATION_TTL_MS + 1);
    const stale = await callOnce(url);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).toBe(before);
    // Its staleness is 2.001 s: clients may keep it for what remains of the 7 s bound, whole seconds.
    expect(stale.headers.get('cache-control')).toBe('public, max-age=4, s-maxage=4');
    expect(stale.headers.get('vary')).toMatch(/authorization/i);
    const fresh = await untilRebuilt(url);
    expect(fresh.headers.get('x-cache')).toBe('HIT');
    expect(await fresh.text()).toContain('Renewed concert');
  });

  it('rebuilds once per isolate and key, however many requests find the entry stale', async () => {
    const url = `/events?${WINDOW}&per_page=22`;
    const before = await (await callOnce(url)).text();
    await writeElsewhere('Burst concert');
    at(now + GENERATION_TTL_MS + 1);
    const counting = faultyDb(env.DB, () => false, { kind: 'hang' });
    const answers = await Promise.all(Array.from({ length: 20 }, () => withDb(counting.db, url)));
    for (const res of answers) {
      expect(res.headers.get('x-cache')).toBe('STALE');
      expect(await res.text()).toBe(before);
    }
    // One generation read per request that needed it, and one batch: the rebuild's.
    expect(counting.state.batches).toBe(1);
    expect(await (await untilRebuilt(url)).text()).toContain('Burst concert');
  });

  it('keeps every answer after a write within the freshness bound, counting what clients keep', async () => {
    const written = now;
    const offsets = [0, 500, 1000, 1999, 2001, 3000, 4000, 4999, 5000, 5001, 6000, 7000, 8000];
    const urls = offsets.map((_, i) => `/events?${WINDOW}&per_page=${1 + i}`);
    for (const url of urls) await (await callOnce(url)).text();
    await writeElsewhere('Bounded concert');
    for (const [i, offset] of offsets.entries()) {
      at(written + offset);
      const res = await callOnce(urls[i]!);
      const fresh = (await res.text()).includes('Bounded concert');
      const kept = maxAgeOf(res) * 1000;
      if (!fresh) {
        expect(['HIT', 'STALE'], `${offset} ms`).toContain(res.headers.get('x-cache'));
        expect(offset + kept, `${offset} ms after the write, kept ${kept} ms`).toBeLessThanOrEqual(
          FRESHNESS_BOUND_MS,
        );
      }
      // Within the generation's TTL the isolate does not know of the write yet (HIT); once it does, the
      // older entry answers STALE up to STALE_WHILE_REVALIDATE_MS, then the request rebuilds it.
      if (offset >= GENERATION_TTL_MS && offset <= STALE_WHILE_REVALIDATE_MS) {
        expect(res.headers.get('x-cache'), `${offset} ms`).toBe('STALE');
      }
      if (offset > STALE_WHILE_REVALIDATE_MS) expect(fresh, `${offset} ms`).toBe(true);
    }
  });

  it('shows a write to every language form within the bound', async () => {
    const written = now;
    const forms = [
      `/events?${WINDOW}&per_page=23`,
      `/es/site/events/v1/events?${WINDOW}&per_page=23`,
      `/eu/site/events/v1/events?${WINDOW}&per_page=23`,
      `/events?${WINDOW}&per_page=23&translation_language=eu`,
      `/events/${event.id}`,
      `/eu/site/events/v1/events/${event.id}`,
      `/events/${event.id}?translation_language=en`,
      `/site/events/v1/events.ics?${WINDOW}`,
    ];
    for (const url of forms) await (await callOnce(url)).text();
    await env.DB.batch([
      env.DB.prepare("UPDATE post_texts SET title = 'Everywhere ' || lang WHERE post_id = ?").bind(event.id),
      env.DB.prepare("UPDATE counters SET value = value + 1 WHERE name = 'generation'"),
    ]);
    const seen = new Map<string, number>();
    for (let offset = 0; offset <= FRESHNESS_BOUND_MS; offset += 500) {
      at(written + offset);
      for (const url of forms) {
        if (seen.has(url)) continue;
        const res = await callOnce(url);
        if ((await res.text()).includes('Everywhere')) seen.set(url, offset);
        else expect(offset + maxAgeOf(res) * 1000, url).toBeLessThanOrEqual(FRESHNESS_BOUND_MS);
      }
      await new Promise((resolve) => setTimeout(resolve, 20)); // rebuilds land meanwhile, or not
    }
    for (const url of forms) expect(seen.get(url), url).toBeLessThanOrEqual(FRESHNESS_BOUND_MS);
  });

  it('after a write through the API, the isolate that wrote answers nothing older: the next read shows it', async () => {
    const urls = [`/events?${WINDOW}&per_page=24`, `/es/site/events/v1/events?${WINDOW}&per_page=24`];
    for (const url of urls) await (await callOnce(url)).text();
    const res = await send('POST', `/events/${event.id}`, { title: 'Written here' }, admin.key);
    expect(res.status).toBe(200);
    for (const url of urls) {
      const read = await callOnce(url);
      expect(read.headers.get('x-cache'), url).toBe('MISS');
      expect(await read.text(), url).toContain('Written here');
      expect((await callOnce(url)).headers.get('x-cache'), url).toBe('HIT');
    }
    // Another isolate's write after it is still answered STALE within the bound.
    await writeElsewhere('Written elsewhere');
    at(now + GENERATION_TTL_MS + 1);
    const stale = await callOnce(urls[0]!);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).toContain('Written here');
    expect(await (await untilRebuilt(urls[0]!)).text()).toContain('Written elsewhere');
  });

  it('never answers stale to a caller with a key or a password, nor across hosts or languages', async () => {
    const url = `/events?${WINDOW}&per_page=25`;
    await (await callOnce(url)).text();
    await (await callOnce(`http://one.example/site/events/v1/events?${WINDOW}&per_page=25`)).text();
    await (await callOnce(`/eu/site/events/v1/events?${WINDOW}&per_page=25`)).text();
    await writeElsewhere('Keyed concert');
    at(now + GENERATION_TTL_MS + 1);
    const keyed = await callOnce(url, { headers: bearer(admin.key) });
    expect(keyed.headers.get('x-cache')).toBe('BYPASS');
    expect(await keyed.text()).toContain('Keyed concert');
    const locked = await callOnce(`/events/${event.id}?password=nope`);
    expect(locked.headers.get('x-cache')).not.toBe('STALE');
    for (const other of [
      `http://two.example/site/events/v1/events?${WINDOW}&per_page=25`,
      `/ca/site/events/v1/events?${WINDOW}&per_page=25`,
    ]) {
      const res = await callOnce(other);
      expect(res.headers.get('x-cache'), other).toBe('MISS');
      expect(await res.text(), other).toContain('Keyed concert');
    }
    expect((await callOnce(url)).headers.get('x-cache')).toBe('STALE');
  });

  it('forgets an entry whose key now answers an error: the next request gets the error', async () => {
    const window = 'start_date=2033-05-01&end_date=2033-05-31';
    const dates = { start_date: '2033-05-01 20:00', end_date: '2033-05-01 22:00' };
    await createEvent(admin.key, { title: 'Listed first', ...dates });
    const second = await createEvent(admin.key, { title: 'Listed second', ...dates });
    const url = `/events?${window}&per_page=1&page=2`;
    expect((await callOnce(url)).status).toBe(200);
    // Hidden from listings (not from readers): page 2 no longer exists.
    await env.DB.batch([
      env.DB.prepare('UPDATE posts SET hide_from_listings = 1 WHERE id = ?').bind(second.id),
      env.DB.prepare("UPDATE counters SET value = value + 1 WHERE name = 'generation'"),
    ]);
    at(now + GENERATION_TTL_MS + 1);
    const stale = await callOnce(url);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(stale.status).toBe(200);
    const after = await untilRebuilt(url);
    expect(after.status).toBe(404);
    expect((await json(after)).code).toBe('event-archive-page-not-found');
  });

  describe('after a write that hides something from anonymous readers, nothing older answers, not even STALE', () => {
    const protecting: Array<[string, (id: number) => Promise<Response>]> = [
      ['a password', (id) => send('POST', `/events/${id}`, { password: 'hush' }, admin.key)],
      ['private', (id) => send('POST', `/events/${id}`, { status: 'private' }, admin.key)],
      ['draft', (id) => send('POST', `/events/${id}`, { status: 'draft' }, admin.key)],
      ['trash', (id) => send('DELETE', `/events/${id}`, {}, admin.key)],
      ['a delete for good', (id) => send('DELETE', `/events/${id}?force=true`, {}, admin.key)],
    ];
    for (const [what, write] of protecting) {
      it(`${what}, written here or by another isolate`, async () => {
        const secret = `Secret plans ${what}`;
        const make = () =>
          createEvent(admin.key, {
            title: `Protected ${what}`,
            description: secret,
            start_date: '2033-06-01 20:00',
            end_date: '2033-06-01 22:00',
          });
        const here = await make();
        const list = `/events?start_date=2033-06-01&end_date=2033-06-02&per_page=31`;
        for (const url of [`/events/${here.id}`, list])
          expect(await (await callOnce(url)).text()).toContain(secret);
        expect((await write(here.id)).status).toBeLessThan(300);
        for (const url of [`/events/${here.id}`, list]) {
          const res = await callOnce(url);
          expect(res.headers.get('x-cache'), url).not.toBe('STALE');
          expect(await res.text(), url).not.toContain(secret);
        }

        // Another isolate's write: this one learns of it with the generation, and answers nothing older.
        const elsewhere = await make();
        const single = `/events/${elsewhere.id}`;
        expect(await (await callOnce(single)).text()).toContain(secret);
        expect((await write(elsewhere.id)).status).toBeLessThan(300);
        forgetGeneration();
        at(now + GENERATION_TTL_MS + 1);
        const res = await callOnce(single);
        expect(res.headers.get('x-cache')).not.toBe('STALE');
        expect(await res.text()).not.toContain(secret);
      });
    }

    it('a write that hides nothing answers STALE once when another isolate made it, never where it was made', async () => {
      const url = `/events?${WINDOW}&per_page=26`;
      await (await callOnce(url)).text();
      await env.DB.batch([
        env.DB.prepare('UPDATE post_texts SET excerpt = ? WHERE post_id = ?').bind(
          'Nothing hidden',
          event.id,
        ),
        env.DB.prepare("UPDATE counters SET value = value + 1 WHERE name = 'generation'"),
      ]);
      at(now + GENERATION_TTL_MS + 1);
      expect((await callOnce(url)).headers.get('x-cache')).toBe('STALE');
      await (await untilRebuilt(url)).text();
      expect(
        (await send('POST', `/events/${event.id}`, { excerpt: 'Nothing hidden here' }, admin.key)).status,
      ).toBe(200);
      const here = await callOnce(url);
      expect(here.headers.get('x-cache')).toBe('MISS');
      expect(await here.text()).toContain('Nothing hidden here');
    });
  });
});

describe('stale-if-error', () => {
  const UNAVAILABLE = 'D1_ERROR: Network connection lost.';

  /** One URL of every route kind that uses the cache. */
  const kinds = () => [
    `/events?${WINDOW}&per_page=26`,
    `/events/${event.id}`,
    `/events/by-slug/${event.slug}`,
    '/events.ics?per_page=26',
    '/venues?per_page=26',
    `/venues/${venue.id}`,
    `/venues/by-slug/${venue.slug}`,
    '/organizers?per_page=26',
    `/organizers/${organizer.id}`,
    `/organizers/by-slug/${organizer.slug}`,
    '/categories?per_page=26&hide_empty=false',
    `/categories/${category.id}`,
    '/tags?per_page=26&hide_empty=false',
    `/tags/${tag.id}`,
    '/widget.js',
    '/widget/demo',
  ];

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // 5xx answers are logged: expected here
  });

  async function expectUnavailable(res: Response, what: string) {
    const body = await res.text();
    expect(res.status, `${what}: ${body}`).toBe(503);
    expect(JSON.parse(body).code).toBe('rest_unavailable');
    expect(Number(res.headers.get('retry-after')), what).toBeGreaterThan(0);
  }

  it('answers every cached route kind from its entry (STALE) when every D1 call fails; uncached ones 503', async () => {
    const bodies = new Map<string, string>();
    for (const url of kinds()) {
      const res = await callOnce(url);
      expect(res.status, url).toBe(200);
      bodies.set(url, await res.text());
    }
    const down = faultyDb(env.DB, everyCall, { kind: 'reject', message: UNAVAILABLE });
    at(now + GENERATION_TTL_MS + 1);
    for (const layer of ['in-isolate', 'Cache API']) {
      if (layer === 'Cache API') forgetAll();
      for (const url of kinds()) {
        const res = await withDb(down.db, url);
        expect(res.status, `${layer}: ${url}`).toBe(200);
        expect(res.headers.get('x-cache'), `${layer}: ${url}`).toBe('STALE');
        expect(await res.text(), `${layer}: ${url}`).toBe(bodies.get(url));
      }
    }
    expect(down.state.tripped).toBe(true);
    for (const url of [`/events?${WINDOW}&per_page=27`, `/venues/${venue.id}?translation_language=ca`]) {
      await expectUnavailable(await withDb(down.db, url), url);
    }
    // Nothing stale reaches a caller with a key: identifying it needs D1.
    await expectUnavailable(await withDb(down.db, kinds()[0]!, { headers: bearer(admin.key) }), 'with a key');
  });

  it('answers from the fast path while the generation is fresh, and STALE after, with D1 down', async () => {
    const url = `/events?${WINDOW}&per_page=28`;
    const body = await (await callOnce(url)).text();
    expect((await callOnce(url)).headers.get('x-cache')).toBe('HIT');
    const down = faultyDb(env.DB, everyCall, { kind: 'reject', message: UNAVAILABLE });
    const hot = await withDb(down.db, url);
    expect(hot.headers.get('x-cache')).toBe('HIT');
    expect(hot.headers.get('server-timing')).toContain('0 round trips');
    at(now + GENERATION_TTL_MS + 1);
    const stale = await withDb(down.db, url);
    expect(stale.headers.get('x-cache')).toBe('STALE');
    expect(await stale.text()).toBe(body);
  });

  it('answers from an entry up to a day old, and no older', async () => {
    const url = `/events?${WINDOW}&per_page=29`;
    const built = now;
    const body = await (await callOnce(url)).text();
    const down = faultyDb(env.DB, everyCall, { kind: 'reject', message: UNAVAILABLE });
    at(built + STALE_IF_ERROR_MS);
    const old = await withDb(down.db, url);
    expect(old.headers.get('x-cache')).toBe('STALE');
    expect(old.headers.get('cache-control')).toBe(
      `public, max-age=${CLIENT_MAX_AGE_S}, s-maxage=${CLIENT_MAX_AGE_S}`,
    );
    expect(await old.text()).toBe(body);
    at(built + STALE_IF_ERROR_MS + 1000);
    forgetGeneration();
    await expectUnavailable(await withDb(down.db, url), 'a day and a second old');
  });

  it('answers STALE when the generation is known but the page batch fails, past the revalidation window', async () => {
    const url = `/events?${WINDOW}&per_page=43`;
    const body = await (await callOnce(url)).text();
    await writeElsewhere('Unreachable concert');
    at(now + 60_000);
    const batchesDown = faultyDb(env.DB, everyBatch, { kind: 'reject', message: UNAVAILABLE });
    const res = await withDb(batchesDown.db, url);
    expect(res.headers.get('x-cache')).toBe('STALE');
    expect(await res.text()).toBe(body);
    expect(batchesDown.state.tripped).toBe(true);
    // Once D1 answers again, the write shows.
    const back = await callOnce(url);
    expect(back.headers.get('x-cache')).toBe('MISS');
    expect(await back.text()).toContain('Unreachable concert');
  });

  it(`waits at most ${GENERATION_PATIENCE_MS} ms for a D1 that does not answer when it holds an entry`, async () => {
    const url = `/events?${WINDOW}&per_page=44`;
    const body = await (await callOnce(url)).text();
    const hung = faultyDb(env.DB, everyCall, { kind: 'hang' });
    at(now + GENERATION_TTL_MS + 1);
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], now });
    // (Not `withDb`: the hung read is kept alive after the response, until D1's own timeout.)
    const send = async (path: string) =>
      worker.fetch(new Request(`${API}${path}`), { ...env, DB: hung.db }, createExecutionContext());
    const pending = send(url);
    let answered = false;
    void pending.then(() => {
      answered = true;
    });
    await vi.advanceTimersByTimeAsync(GENERATION_PATIENCE_MS - 10);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    const res = await pending;
    expect(res.headers.get('x-cache')).toBe('STALE');
    expect(await res.text()).toBe(body);
    // While that read hangs, others don't wait for it again: STALE at once, or 503 at once.
    const again = await send(url);
    expect(again.headers.get('x-cache')).toBe('STALE');
    await expectUnavailable(await send(`/events?${WINDOW}&per_page=45`), 'uncached, D1 hung');
    // The hung read is given up on by D1's own timeout; then D1 is asked again.
    await vi.advanceTimersByTimeAsync(D1_TIMEOUT_MS);
    const recovered = await worker.fetch(
      new Request(`${API}/events?${WINDOW}&per_page=45`),
      env,
      createExecutionContext(),
    );
    expect(recovered.status).toBe(200);
    expect(recovered.headers.get('x-cache')).toBe('MISS');
  });
});
