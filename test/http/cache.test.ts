import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CACHE_TIMEOUT_MS } from '../../src/cache/edge';
import { forgetGeneration, GENERATION_TTL_MS } from '../../src/cache/generation';
import { bearer, call, callOnce, createEvent, createUser, json, roundTripsOf, send } from '../helpers';

let admin: { key: string };
const WINDOW = 'start_date=2031-01-01&end_date=2031-12-31';

beforeAll(async () => {
  admin = await createUser('administrator');
  await createEvent(admin.key, {
    title: 'Cached concert',
    start_date: '2031-03-01 20:00',
    end_date: '2031-03-01 22:00',
    categories: ['Alpha', 'Beta'],
  });
  await createEvent(admin.key, {
    title: 'Draft rehearsal',
    start_date: '2031-03-02 20:00',
    end_date: '2031-03-02 22:00',
    status: 'draft',
  });
});

describe('edge cache', () => {
  it('stores an anonymous list (MISS), then answers from the cache (HIT) without touching D1', async () => {
    const first = await call(`/events?${WINDOW}&per_page=3`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(roundTripsOf(first)).toBeGreaterThan(0);
    const second = await call(`/events?${WINDOW}&per_page=3`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(roundTripsOf(second)).toBe(0);
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=5');
    expect(second.headers.get('x-tec-total')).toBe('1');
  });

  it('shares one entry between requests that mean the same thing', async () => {
    const pairs = [
      [`/events?${WINDOW}&per_page=4`, `/events?per_page=4&page=1&${WINDOW}&unknown=1`],
      [
        `/events?${WINDOW}&categories=beta,alpha&per_page=5`,
        `/events?${WINDOW}&categories=alpha,beta,alpha&per_page=5`,
      ],
      [
        `/es/site/events/v1/events?${WINDOW}&per_page=6`,
        `/events?${WINDOW}&per_page=6&translation_language=es`,
      ],
      ['/venues?per_page=7', '/venues/?per_page=7&page=1'],
    ];
    for (const [a, b] of pairs) {
      await call(a!);
      expect((await call(b!)).headers.get('x-cache'), `${a} ~ ${b}`).toBe('HIT');
    }
  });

  it('never shares an entry between different meanings', async () => {
    await call(`/events?${WINDOW}&per_page=8`);
    for (const other of [
      `/events?${WINDOW}&per_page=9`,
      `/eu/site/events/v1/events?${WINDOW}&per_page=8`,
      `/events?${WINDOW}&per_page=8&featured=true`,
      `/events?start_date=2031-01-02&end_date=2031-12-31&per_page=8`,
    ]) {
      expect((await call(other)).headers.get('x-cache'), other).toBe('MISS');
    }
  });

  it('keeps the order of include apart when it orders the answer (orderby=include)', async () => {
    const ids = (await json(await call('/categories?hide_empty=false&per_page=100'))).categories
      .filter((term: { name: string }) => ['Alpha', 'Beta'].includes(term.name))
      .map((term: { id: number }) => term.id);
    expect(ids).toHaveLength(2);
    const order = async (list: number[]) => {
      const res = await call(`/categories?hide_empty=false&orderby=include&include=${list.join(',')}`);
      return {
        cache: res.headers.get('x-cache'),
        ids: (await json(res)).categories.map((t: { id: number }) => t.id),
      };
    };
    expect(await order(ids)).toEqual({ cache: 'MISS', ids });
    expect(await order([...ids].reverse())).toEqual({ cache: 'MISS', ids: [...ids].reverse() });
    // Without orderby=include the order of the list still doesn't matter.
    await call(`/categories?hide_empty=false&include=${ids.join(',')}`);
    const shared = await call(`/categories?hide_empty=false&include=${[...ids].reverse().join(',')}`);
    expect(shared.headers.get('x-cache')).toBe('HIT');
  });

  it('caches single reads too', async () => {
    const id = (await json(await call(`/events?${WINDOW}`))).events[0].id;
    await call(`/events/${id}`);
    expect((await call(`/events/${id}`)).headers.get('x-cache')).toBe('HIT');
  });

  it('keeps requests with credentials out of the cache, both ways', async () => {
    const url = `/events?${WINDOW}&per_page=11`;
    const authenticated = await call(url, { headers: bearer(admin.key) });
    expect(authenticated.headers.get('x-cache')).toBe('BYPASS');
    expect(authenticated.headers.get('cache-control')).toBe('private, no-store');
    expect((await json(authenticated)).total).toBe(2);
    const anonymous = await call(url);
    expect(anonymous.headers.get('x-cache')).toBe('MISS');
    expect((await json(anonymous)).total).toBe(1);
    expect((await call(url, { headers: bearer(admin.key) })).headers.get('x-cache')).toBe('BYPASS');
  });

  it('never caches a request carrying a password', async () => {
    const res = await call('/events/1?password=secret');
    expect(res.headers.get('x-cache')).not.toBe('MISS');
  });

  it('shows a write made through this isolate at once: nothing older than it answers here', async () => {
    const url = `/events?${WINDOW}&per_page=12`;
    const before = (await json(await call(url))).total;
    await createEvent(admin.key, {
      title: 'Fresh',
      start_date: '2031-04-01 10:00',
      end_date: '2031-04-01 11:00',
    });
    // The isolate that wrote knows its write's generation at once, and rebuilds the older entry in front.
    const fresh = await callOnce(url);
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect((await json(fresh)).total).toBe(before + 1);
    const after = await callOnce(url);
    expect(after.headers.get('x-cache')).toBe('HIT');
    expect((await json(after)).total).toBe(before + 1);
  });

  it(`shows a write made elsewhere once this isolate reads the generation again (${GENERATION_TTL_MS} ms)`, async () => {
    const url = `/events?${WINDOW}&per_page=13`;
    const before = (await json(await call(url))).total;
    expect((await call(url)).headers.get('x-cache')).toBe('HIT');
    // Another isolate's write: the rows and the generation change in D1, this isolate is not told.
    await env.DB.batch([
      env.DB.prepare(
        // Hidden from listings, not from readers (a write that hides it from readers is never answered stale).
        "UPDATE posts SET hide_from_listings = 1 WHERE id = (SELECT min(id) FROM posts WHERE kind = 'event' AND status = 'publish' AND hide_from_listings = 0)",
      ),
      env.DB.prepare("UPDATE counters SET value = value + 1 WHERE name = 'generation'"),
    ]);
    vi.useFakeTimers({ now: Date.now() + GENERATION_TTL_MS + 1, toFake: ['Date'] });
    try {
      const stale = await callOnce(url);
      expect(stale.headers.get('x-cache')).toBe('STALE');
      expect((await json(stale)).total).toBe(before);
      expect((await json(await call(url))).total).toBe(before - 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('conditional requests and CORS', () => {
  it('gives every 200 GET a strong ETag and answers If-None-Match with 304, CORS headers kept', async () => {
    for (const headers of [{}, bearer(admin.key)]) {
      const res = await call(`/events?${WINDOW}&per_page=14`, { headers });
      const tag = res.headers.get('etag');
      expect(tag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
      const again = await call(`/events?${WINDOW}&per_page=14`, {
        headers: { ...headers, 'If-None-Match': tag!, Origin: 'https://widget.example' },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(tag);
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
      expect(again.headers.get('access-control-expose-headers')).toContain('X-TEC-Total');
      expect(await again.text()).toBe('');
    }
  });

  it('exposes the pagination and cache headers to browsers and answers preflights for writes', async () => {
    const res = await call(`/events?${WINDOW}`, { headers: { Origin: 'https://widget.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const exposed = res.headers.get('access-control-expose-headers')!;
    for (const name of [
      'X-TEC-Total',
      'X-TEC-TotalPages',
      'Link',
      'ETag',
      'X-Request-Id',
      'WWW-Authenticate',
    ])
      expect(exposed).toContain(name);
    const preflight = await call('/events', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://editor.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'Authorization, Content-Type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(preflight.headers.get('access-control-max-age')).toBe('86400');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('sends Link headers for the next and previous pages', async () => {
    for (const title of ['Page two', 'Page three']) {
      await createEvent(admin.key, { title, start_date: '2031-07-01 10:00', end_date: '2031-07-01 11:00' });
    }
    const res = await call(`/events?${WINDOW}&per_page=1&page=2`);
    const link = res.headers.get('link')!;
    expect(link).toContain('rel="next"');
    expect(link).toContain('rel="prev"');
  });
});

describe('read replicas', () => {
  it('answers a write with a session bookmark that a later read can send back', async () => {
    const res = await send(
      'POST',
      '/events',
      { title: 'Bookmarked', start_date: '2031-06-01 10:00', end_date: '2031-06-01 11:00' },
      admin.key,
    );
    const bookmark = res.headers.get('x-d1-bookmark');
    expect(bookmark).toBeTruthy();
    const created = await json(res);
    const read = await call(`/events/${created.id}`, { headers: { 'X-D1-Bookmark': bookmark! } });
    expect(read.status).toBe(200);
    expect((await json(read)).title).toBe('Bookmarked');
    const garbage = await call(`/events/${created.id}`, { headers: { 'X-D1-Bookmark': '<script>' } });
    expect(garbage.status).toBe(200);
  });
});

describe('a failing cache', () => {
  it('never fails a request', async () => {
    const match = vi.spyOn(caches.default, 'match').mockRejectedValue(new Error('cache down'));
    const put = vi.spyOn(caches.default, 'put').mockRejectedValue(new Error('cache down'));
    try {
      const res = await call(`/events?${WINDOW}&per_page=15&featured=false`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('MISS');
    } finally {
      match.mockRestore();
      put.mockRestore();
    }
  });
});

describe('a failing cache, every way it can fail', () => {
  const failures: Array<[string, number, () => unknown]> = [
    ['rejects', 41, () => Promise.reject(new Error('cache down'))],
    [
      'throws at once',
      42,
      () => {
        throw new TypeError('cache down');
      },
    ],
    ['never answers', 43, () => new Promise(() => {})],
    [
      'answers a body that never comes',
      44,
      () => Promise.resolve(new Response(new ReadableStream({ start() {} }), { status: 200 })),
    ],
  ];

  it.each(failures)('a lookup that %s still answers the request from D1', async (_, perPage, failure) => {
    const match = vi.spyOn(caches.default, 'match').mockImplementation(failure as never);
    try {
      const started = Date.now();
      const res = await call(`/events?${WINDOW}&per_page=${perPage}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('MISS');
      expect((await json(res)).total).toBeGreaterThan(0);
      expect(Date.now() - started).toBeLessThan(CACHE_TIMEOUT_MS + 1000);
    } finally {
      match.mockRestore();
    }
  });

  it.each(failures)('a store that %s never fails nor delays the request', async (_, perPage, failure) => {
    const put = vi.spyOn(caches.default, 'put').mockImplementation(failure as never);
    try {
      const started = Date.now();
      const res = await call(`/events?${WINDOW}&per_page=${perPage - 10}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-cache')).toBe('MISS');
      expect(Date.now() - started).toBeLessThan(CACHE_TIMEOUT_MS);
    } finally {
      put.mockRestore();
    }
  });
});

describe('hosts', () => {
  it('never serves a response built for one host to another (links are absolute)', async () => {
    const url = `/site/events/v1/events?${WINDOW}&per_page=16`;
    const first = await json(await call(`http://one.example${url}`));
    const other = await call(`http://two.example${url}`);
    expect(other.headers.get('x-cache')).toBe('MISS');
    expect((await json(other)).rest_url.startsWith('http://two.example/')).toBe(true);
    expect(first.rest_url.startsWith('http://one.example/')).toBe(true);
  });

  it('nor one built for plain HTTP to HTTPS, or back: the scheme is in the key', async () => {
    for (const path of [
      `/site/events/v1/events?${WINDOW}&per_page=27`,
      `/site/events/v1/events.ics?${WINDOW}&per_page=3`,
    ]) {
      const plain = await call(`http://api.test${path}`);
      expect(plain.status).toBe(200);
      const secure = await call(`https://api.test${path}`);
      expect(secure.headers.get('x-cache'), path).toBe('MISS');
      const body = await secure.text();
      expect(body, path).toContain('https://api.test/');
      expect(body, path).not.toContain('http://api.test/');
      expect((await call(`https://api.test${path}`)).headers.get('x-cache')).toBe('HIT');
    }
  });
});

describe('hot hits before routing', () => {
  const HEADERS = [
    'content-type',
    'etag',
    'x-tec-total',
    'x-tec-totalpages',
    'link',
    'access-control-allow-origin',
    'access-control-expose-headers',
    'cache-control',
    'vary',
    'x-cache',
  ];
  const headersOf = (res: Response) =>
    Object.fromEntries(HEADERS.map((name) => [name, res.headers.get(name)]));

  it('answers a repeated URL with the same bytes and headers as the full path', async () => {
    const url = `/events?${WINDOW}&per_page=17&page=1`;
    const stored = await call(url);
    expect(stored.headers.get('x-cache')).toBe('MISS');
    const storedBody = await stored.text();
    // The same meaning in another spelling takes the full path to the same entry …
    const fullPath = await call(`/events?page=1&per_page=17&${WINDOW}`);
    expect(fullPath.headers.get('x-cache')).toBe('HIT');
    // … and the exact URL again is answered before routing, identically.
    const fast = await call(url);
    expect(await fast.text()).toBe(storedBody);
    expect(headersOf(fast)).toEqual(headersOf(fullPath));
    expect(fast.headers.get('x-request-id')).toBeTruthy();
    expect(roundTripsOf(fast)).toBe(0);
  });

  it('takes the full path again when the key of a URL moves with the date (the default window at midnight)', async () => {
    const midnight = Date.UTC(2031, 0, 31, 23); // 2031-02-01 00:00 in Europe/Madrid
    vi.useFakeTimers({ toFake: ['Date'], now: midnight - 1000 });
    try {
      const url = '/events?per_page=19';
      const before = await json(await call(url));
      expect((await call(url)).headers.get('x-cache')).toBe('HIT');
      vi.setSystemTime(midnight + 500); // the generation read a second and a half ago is still fresh
      const after = await callOnce(url);
      expect(after.headers.get('x-cache')).toBe('MISS');
      expect(before.rest_url).toContain('start_date=2031-01-30');
      expect((await json(after)).rest_url).toContain('start_date=2031-01-31');
    } finally {
      vi.useRealTimers();
      forgetGeneration();
    }
  });

  it('is never used for a request with credentials, a bookmark or a condition', async () => {
    const url = `/events?${WINDOW}&per_page=18`;
    await call(url);
    expect((await call(url, { headers: bearer(admin.key) })).headers.get('x-cache')).toBe('BYPASS');
    const tag = (await call(url)).headers.get('etag')!;
    expect((await call(url, { headers: { 'If-None-Match': tag } })).status).toBe(304);
  });
});
