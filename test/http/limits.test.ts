import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/http/params';
import { MAX_DESCRIPTION } from '../../src/posts/fields';
import { bearer, call, createUser, json, send } from '../helpers';

/**
 * Limits: request bodies over 256 KiB are refused before they are parsed; every text field of every
 * write route takes its documented maximum and refuses one character more, saying the limit; pages
 * are capped at 50 records; id and value lists at 100 items.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let admin: { id: number; key: string };
const ids: Record<string, number> = {};
const DATES = { start_date: '2031-09-01 10:00:00', end_date: '2031-09-01 12:00:00' };
// biome-ignore lint/suspicious/noExplicitAny: the document is arbitrary JSON
let doc: any;

beforeAll(async () => {
  admin = await createUser('administrator');
  const make = async (route: string, body: Record<string, unknown>) => {
    const res = await send('POST', route, body, admin.key);
    expect(res.status).toBe(201);
    return (await json(res)).id as number;
  };
  ids.events = await make('/events', { title: 'Limits event', ...DATES });
  ids.venues = await make('/venues', { venue: 'Limits venue' });
  ids.organizers = await make('/organizers', { organizer: 'Limits organizer' });
  ids.categories = await make('/categories', { name: 'Limits category' });
  ids.tags = await make('/tags', { name: 'Limits tag' });
  doc = await json(await call('/doc'));
});

async function counts() {
  return env.DB.prepare(
    `SELECT (SELECT count(*) FROM posts) AS posts, (SELECT count(*) FROM post_texts) AS texts,
       (SELECT count(*) FROM terms) AS terms, (SELECT value FROM counters WHERE name = 'generation') AS generation`,
  ).first();
}

describe('request bodies over 256 KiB', () => {
  const padded = (bytes: number) => {
    const head = JSON.stringify({ title: 'Big', ...DATES, description: '' });
    return `${head.slice(0, -2)}${'a'.repeat(bytes - head.length)}"}`;
  };

  it('are 413 one byte over the limit, and accepted at the limit (where the fields allow it)', async () => {
    const over = padded(MAX_BODY_BYTES + 1);
    expect(new TextEncoder().encode(over).length).toBe(MAX_BODY_BYTES + 1);
    const before = await counts();
    for (const [method, path] of [
      ['POST', '/events'],
      ['PUT', `/events/${ids.events}`],
      ['PATCH', `/venues/${ids.venues}`],
      ['POST', `/organizers/${ids.organizers}`],
      ['POST', '/categories'],
      ['DELETE', `/tags/${ids.tags}`],
    ]) {
      const res = await call(path!, {
        method,
        headers: { ...bearer(admin.key), 'Content-Type': 'application/json' },
        body: over,
      });
      const body = await json(res);
      expect(res.status, `${method} ${path}`).toBe(413);
      expect(body).toMatchObject({
        code: 'rest_request_too_large',
        data: { status: 413, max_bytes: MAX_BODY_BYTES },
      });
      expect(body.message).toContain(String(MAX_BODY_BYTES));
      expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    }
    expect(await counts()).toEqual(before);
    // At the limit the body is read, and a description is limited only by the body (API.md §12).
    const at = await call('/events', {
      method: 'POST',
      headers: { ...bearer(admin.key), 'Content-Type': 'application/json' },
      body: padded(MAX_BODY_BYTES),
    });
    expect(at.status).toBe(201);
    const head = JSON.stringify({ title: 'Big', ...DATES, description: '' });
    expect((await json(at)).description).toHaveLength(MAX_BODY_BYTES - head.length);
  });

  it('are 413 before parsing: invalid JSON, a form or a multipart body over the limit is not a 400', async () => {
    for (const [type, body] of [
      ['application/json', `{${'x'.repeat(MAX_BODY_BYTES)}`],
      ['application/x-www-form-urlencoded', `title=${'x'.repeat(MAX_BODY_BYTES)}`],
      [
        'multipart/form-data; boundary=B',
        `--B\r\nContent-Disposition: form-data; name="title"\r\n\r\n${'x'.repeat(MAX_BODY_BYTES)}\r\n--B--\r\n`,
      ],
      ['text/plain', 'x'.repeat(MAX_BODY_BYTES + 1)],
      [null, new Uint8Array(MAX_BODY_BYTES + 1).fill(0xff)],
    ] as const) {
      const headers: Record<string, string> = bearer(admin.key);
      if (type) headers['Content-Type'] = type;
      const res = await call('/events', { method: 'POST', headers, body });
      expect(res.status, String(type)).toBe(413);
    }
  });

  it('are 413 when the Content-Length says so, whatever the body (a lie or not)', async () => {
    const before = await counts();
    for (const declared of [String(MAX_BODY_BYTES + 1), '99999999999', '1e10']) {
      const res = await call('/events', {
        method: 'POST',
        headers: { ...bearer(admin.key), 'Content-Type': 'application/json', 'Content-Length': declared },
        body: JSON.stringify({ title: 'Small', ...DATES }),
      });
      // The runtime may replace a wrong Content-Length with the real one: then the body is small and fine.
      expect([413, 201], declared).toContain(res.status);
      if (res.status === 413) expect((await json(res)).code).toBe('rest_request_too_large');
    }
    // A small declared length does not let a big body through: the bytes read are counted.
    for (const declared of ['10', '0', '-1', 'abc']) {
      const res = await call('/events', {
        method: 'POST',
        headers: { ...bearer(admin.key), 'Content-Type': 'application/json', 'Content-Length': declared },
        body: padded(MAX_BODY_BYTES + 1000),
      });
      expect([413, 400], declared).toContain(res.status);
    }
    const after = await counts();
    expect(after!.texts).toBeGreaterThanOrEqual(before!.texts as number);
  });

  it('are 413 when streamed without a Content-Length, however the chunks fall', async () => {
    for (const chunk of [1, 4096, 65536, MAX_BODY_BYTES + 1]) {
      const bytes = new TextEncoder().encode(padded(MAX_BODY_BYTES + 1));
      const stream = new ReadableStream({
        start(controller) {
          for (let i = 0; i < bytes.length; i += chunk) controller.enqueue(bytes.slice(i, i + chunk));
          controller.close();
        },
      });
      const res = await call('/events', {
        method: 'POST',
        headers: { ...bearer(admin.key), 'Content-Type': 'application/json' },
        body: stream,
      });
      expect(res.status, `chunks of ${chunk}`).toBe(413);
    }
  }, 30_000);

  it('are refused to anonymous callers with 401 before the body is read', async () => {
    const res = await call('/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: padded(MAX_BODY_BYTES + 1),
    });
    expect(res.status).toBe(401);
  });
});

/** The JSON schema of a write route's body, as /doc documents it. */
function bodySchema(path: string, method: 'post'): Record<string, Json> {
  const ref: string = doc.paths[path][method].requestBody.content['application/json'].schema.$ref;
  return doc.components.schemas[ref.split('/').pop()!].properties;
}

/** The documented maximum length of a property (a string branch of it). */
function maxLengthOf(schema: Json): number | undefined {
  const branches = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return branches.find((b: Json) => typeof b.maxLength === 'number')?.maxLength;
}

/** A value of exactly `length` characters that the field accepts when it is short enough. */
function filler(name: string, length: number, salt = ''): string {
  if (['name', 'venue', 'organizer', 'title'].includes(name)) return 'a'.repeat(length - salt.length) + salt;
  if (name === 'email') return `${'a'.repeat(length - '@b.example'.length)}@b.example`;
  if (name === 'website' || name === 'image' || name === 'online_url')
    return `https://e.example/${'a'.repeat(length - 18)}`;
  return 'a'.repeat(length);
}

/** Limited fields that are not free text (term names are checked inside event writes, below). */
const FREE_TEXT_EXCLUDED = new Set(['timezone', 'password', 'categories', 'tags', 'event_languages']);

/** Every write route: create on the collection, update on a record. */
const WRITES = [
  { route: 'events', create: { title: 'Limit probe', ...DATES } },
  { route: 'venues', create: { venue: 'Limit probe venue' } },
  { route: 'organizers', create: { organizer: 'Limit probe organizer' } },
  { route: 'categories', create: { name: 'Limit probe category' } },
  { route: 'tags', create: { name: 'Limit probe tag' } },
] as const;

/** The limits this service promises; /doc must state the same ones. */
const EXPECTED_MAXIMA: Record<string, Record<string, number>> = {
  events: {
    title: 300,
    description: MAX_DESCRIPTION,
    excerpt: 5000,
    slug: 200,
    cost: 200,
    cost_currency_symbol: 10,
    website: 2000,
    image: 2000,
    event_status_reason: 1000,
    online_url: 2000,
    accessibility_note: 2000,
  },
  venues: {
    venue: 300,
    description: MAX_DESCRIPTION,
    excerpt: 5000,
    slug: 200,
    address: 500,
    city: 200,
    country: 100,
    province: 200,
    state: 200,
    zip: 20,
    phone: 50,
    stateprovince: 200,
    website: 2000,
    image: 2000,
  },
  organizers: {
    organizer: 300,
    description: MAX_DESCRIPTION,
    excerpt: 5000,
    slug: 200,
    phone: 50,
    website: 2000,
    email: 254,
    image: 2000,
  },
  categories: { name: 200, description: MAX_DESCRIPTION, slug: 200 },
  tags: { name: 200, description: MAX_DESCRIPTION, slug: 200 },
};

describe('text fields of every write route', () => {
  it('/doc documents the maximum of every text field', () => {
    for (const { route } of WRITES) {
      const create = bodySchema(`/${route}`, 'post');
      const update = bodySchema(`/${route}/{id}`, 'post');
      for (const [name, max] of Object.entries(EXPECTED_MAXIMA[route]!)) {
        expect(maxLengthOf(create[name]), `POST /${route} ${name}`).toBe(max);
        expect(maxLengthOf(update[name]), `POST /${route}/{id} ${name}`).toBe(max);
      }
      // And nothing documented with a maximum is missing from the list above.
      const documented = Object.entries(create)
        .filter(([name, schema]) => maxLengthOf(schema) !== undefined && !FREE_TEXT_EXCLUDED.has(name))
        .map(([name]) => name)
        .sort();
      expect(documented, route).toEqual(Object.keys(EXPECTED_MAXIMA[route]!).sort());
    }
  });

  it('take the maximum and refuse one more character with 400 naming the field and the limit', async () => {
    let probes = 0;
    for (const { route, create } of WRITES) {
      for (const [name, max] of Object.entries(EXPECTED_MAXIMA[route]!)) {
        // Descriptions are limited by the body alone: one character more is a 413 (see above).
        if (max >= MAX_BODY_BYTES) continue;
        for (const [method, path, base] of [
          ['POST', `/${route}`, create],
          ['PATCH', `/${route}/${ids[route]}`, {}],
        ] as const) {
          // Names must stay unique for terms and distinct for venues/organizers (else the existing one is returned).
          const salt = `${probes}`;
          const atMax = { ...base, [name]: filler(name, max, salt) };
          for (const key of ['name', 'venue', 'organizer', 'title'])
            if (key !== name && typeof (atMax as Json)[key] === 'string') (atMax as Json)[key] += salt;
          const ok = await send(method, path, atMax, admin.key);
          const okBody = await json(ok);
          expect(ok.status, `${method} ${path} ${name}=${max}: ${JSON.stringify(okBody).slice(0, 300)}`).toBe(
            method === 'POST' ? 201 : 200,
          );
          const tooLong = { ...atMax, [name]: filler(name, max + 1, salt) };
          const refused = await send(method, path, tooLong, admin.key);
          const body = await json(refused);
          expect(refused.status, `${method} ${path} ${name}=${max + 1}`).toBe(400);
          expect(body.code).toBe('rest_invalid_param');
          expect(Object.keys(body.data.params)).toEqual([name]);
          expect(body.data.params[name]).toContain(String(max));
          probes += 2;
        }
      }
    }
    expect(probes).toBeGreaterThan(100);
  }, 60_000);

  it('apply inside translations and inline venues and organizers too', async () => {
    const cases: Array<[string, Record<string, unknown>, string, number]> = [
      ['/events', { translations: { eu: { title: 'x'.repeat(301) } } }, 'translations', 300],
      ['/events', { translations: { en: { excerpt: 'x'.repeat(5001) } } }, 'translations', 5000],
      ['/events', { venue: { venue: 'x'.repeat(301) } }, 'venue', 300],
      ['/events', { venue: { venue: 'Inline', city: 'x'.repeat(201) } }, 'venue', 200],
      ['/events', { organizer: [{ organizer: 'x'.repeat(301) }] }, 'organizer', 300],
      ['/events', { categories: ['x'.repeat(201)] }, 'categories', 200],
      ['/venues', { venue: 'V', translations: { eu: { address: 'x'.repeat(501) } } }, 'translations', 500],
      ['/categories', { name: 'C', translations: { eu: { name: 'x'.repeat(201) } } }, 'translations', 200],
    ];
    for (const [path, extra, param, max] of cases) {
      const base = path === '/events' ? { title: 'Nested limit', ...DATES } : {};
      const res = await send('POST', path, { ...base, ...extra }, admin.key);
      const body = await json(res);
      expect(res.status, `${path} ${JSON.stringify(extra).slice(0, 80)}`).toBe(400);
      expect(Object.keys(body.data.params)).toEqual([param]);
      expect(body.data.params[param]).toContain(String(max));
    }
  });
});

describe('pages and lists', () => {
  it('cap per_page at 50 and refuse 0, negatives, fractions and huge numbers', async () => {
    for (const route of ['events', 'venues', 'organizers', 'categories', 'tags']) {
      const window = route === 'events' ? '&start_date=2000-01-01' : '';
      for (const [perPage, shown] of [
        ['50', 50],
        ['51', 50],
        ['1000000', 50],
        ['2147483647', 50],
      ] as const) {
        const res = await call(`/${route}?per_page=${perPage}${window}`);
        expect(res.status, `${route} per_page=${perPage}`).toBe(200);
        expect((await json(res)).rest_url, route).toContain(`per_page=${shown}`);
      }
      for (const bad of [
        '0',
        '-1',
        '1.5',
        '1e3',
        '1e308',
        '9007199254740993',
        '2147483648',
        'NaN',
        '',
        'ten',
      ]) {
        const res = await call(`/${route}?per_page=${encodeURIComponent(bad)}${window}`);
        const body = await json(res);
        expect(res.status, `${route} per_page=${bad}`).toBe(400);
        expect(Object.keys(body.data.params)).toEqual(['per_page']);
      }
    }
  });

  const hundred = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from);

  it('take 100 ids or values and refuse 101 with 400 stating the limit', async () => {
    const reads: Array<[string, string]> = [
      ['/events', 'include'],
      ['/events', 'venue'],
      ['/events', 'organizer'],
      ['/events', 'categories'],
      ['/events', 'tags'],
      ['/categories', 'include'],
      ['/categories', 'exclude'],
      ['/tags', 'include'],
      ['/tags', 'exclude'],
    ];
    for (const [path, param] of reads) {
      // Unknown references are 400 too: at 100, any refusal must not be about the count.
      const at = await call(`${path}?${param}=${hundred(100, 1_000_000).join(',')}`);
      const atBody = await json(at);
      if (at.status !== 200) {
        expect(at.status, `${path} ${param}=100`).toBe(400);
        expect(atBody.data.params[param], `${path} ${param}=100`).not.toContain('100 values');
      }
      for (const form of ['comma', 'array'] as const) {
        const values = hundred(101, 1_000_000);
        const query =
          form === 'comma' ? `${param}=${values.join(',')}` : values.map((v) => `${param}[]=${v}`).join('&');
        const res = await call(`${path}?${query}`);
        const body = await json(res);
        expect(res.status, `${path} ${param}=101 (${form})`).toBe(400);
        expect(body.data.params[param]).toBe('At most 100 values are accepted.');
      }
    }
    // 100 real ids are fine.
    const include = await call(`/events?include=${[ids.events, ...hundred(99, 1_000_000)].join(',')}`);
    expect(include.status).toBe(200);
    expect((await json(include)).events.map((e: Json) => e.id)).toEqual([ids.events]);
  });

  it('take 100 terms, venues or organizers in an event write and refuse 101', async () => {
    const categories = hundred(100).map((i) => `Cat ${i}`);
    const ok = await send('POST', '/events', { title: 'Many terms', ...DATES, categories }, admin.key);
    expect(ok.status).toBe(201);
    expect((await json(ok)).categories).toHaveLength(100);
    for (const [param, value] of [
      ['categories', hundred(101).map((i) => `Cat ${i}`)],
      ['tags', hundred(101)],
      ['organizer', hundred(101)],
      ['venue', hundred(101)],
    ] as const) {
      const res = await send('POST', '/events', { title: 'Too many', ...DATES, [param]: value }, admin.key);
      const body = await json(res);
      expect(res.status, param).toBe(400);
      expect(Object.keys(body.data.params)).toEqual([param]);
      expect(body.data.params[param]).toContain('100');
    }
  });

  it('bound search at 200 characters', async () => {
    for (const route of ['events', 'venues', 'organizers', 'categories', 'tags']) {
      expect((await call(`/${route}?search=${'a'.repeat(200)}`)).status, route).toBe(200);
      const res = await call(`/${route}?search=${'a'.repeat(201)}`);
      expect(res.status, route).toBe(400);
      expect((await json(res)).data.params.search).toContain('200');
    }
  });
});
