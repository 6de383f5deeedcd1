import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, call, createEvent, createUser, json, send } from '../helpers';

/**
 * D1 round trips per request, as the app reports them (`Server-Timing: d1;dur=…;desc="N round trips"`):
 * every GET is at most one (a batch), every write at most two. Authenticated requests also make one
 * auth lookup, counted on its own (an authenticated request to a route that uses no D1).
 *
 * Anonymous GETs are cache misses (each query string is new). The content generation the cache keys
 * carry is read from D1 at most every 2 s per isolate: each GET here follows a request that read it,
 * with the clock stopped in between, so the generation never adds a trip by chance.
 */

const GET_BUDGET = 1;
const WRITE_BUDGET = 2;

/**
 * Routes over budget today, with the reason. Each is asserted at exactly this count, so fixing one (or
 * making it worse) fails the test until the entry is updated; an empty list makes the budget strict.
 */
const OVER_BUDGET: Record<string, { trips: number; why: string }> = {};

const roundTrips = (res: Response): number => {
  const match = /desc="(\d+) round trips?"/.exec(res.headers.get('server-timing') ?? '');
  if (!match) throw new Error(`no D1 round trips in Server-Timing: ${res.headers.get('server-timing')}`);
  return Number(match[1]);
};

let admin: { key: string; id: number };
let unique = 0;
/** Another `per_page` (1–50) each time: a list query the cache has not seen yet (this file asks fewer than 50). */
const fresh = () => `per_page=${50 - (unique++ % 50)}`;

/** The number of round trips of one request, checking it succeeded. */
async function tripsOf(path: string, init: RequestInit = {}, expectedStatus = 200): Promise<number> {
  const res = await call(path, init);
  const body = await res.text();
  expect(res.status, `${init.method ?? 'GET'} ${path}: ${body.slice(0, 300)}`).toBe(expectedStatus);
  return roundTrips(res);
}

async function writeTrips(
  method: string,
  path: string,
  body: unknown,
  expectedStatus = 200,
): Promise<number> {
  const res = await send(method, path, body, admin.key);
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text.slice(0, 300)}`).toBe(expectedStatus);
  return roundTrips(res);
}

function expectWithinBudget(route: string, trips: number, budget: number) {
  const known = OVER_BUDGET[route];
  if (known) expect(trips, `${route} (known over budget: ${known.why})`).toBe(known.trips);
  else expect(trips, `${route}: ${trips} round trips, budget ${budget}`).toBeLessThanOrEqual(budget);
}

const ids: Record<string, number> = {};
const slugs: Record<string, string> = {};
let authTrips = 0;

beforeAll(async () => {
  admin = await createUser('administrator');
  const create = async (path: string, body: Record<string, unknown>) => {
    const res = await send('POST', path, body, admin.key);
    const created = await json(res);
    expect(res.status, JSON.stringify(created)).toBe(201);
    return created;
  };
  const venue = await create('/venues', { venue: 'Round Trip Hall', city: 'Bilbao' });
  const organizer = await create('/organizers', { organizer: 'Round Trip Org' });
  const category = await create('/categories', { name: 'Round Trip Music' });
  const tag = await create('/tags', { name: 'round-trip-tag' });
  const event = await createEvent(admin.key, {
    title: 'Round trip concert',
    start_date: '2031-04-01 20:00',
    end_date: '2031-04-01 22:00',
    venue: venue.id,
    organizer: organizer.id,
    categories: [category.id],
    tags: [tag.id],
  });
  const locked = await createEvent(admin.key, {
    title: 'Round trip members dinner',
    start_date: '2031-04-02 20:00',
    end_date: '2031-04-02 22:00',
  });
  const update = await send('POST', `/events/${locked.id}`, { password: 'secret' }, admin.key);
  expect(update.status).toBe(200);
  const series = await createEvent(admin.key, {
    title: 'Round trip class',
    start_date: '2031-04-07 19:00',
    end_date: '2031-04-07 20:00',
    recurrence: ['RRULE:FREQ=WEEKLY;COUNT=30'],
    categories: [category.id],
  });
  const occurrences = await json(await call(`/events/${series.id}/occurrences?per_page=2`));
  Object.assign(ids, { template: series.id, occurrence: occurrences.events[1].id });
  Object.assign(ids, { venue: venue.id, organizer: organizer.id, category: category.id, tag: tag.id });
  Object.assign(ids, { event: event.id, locked: locked.id });
  Object.assign(slugs, { event: event.slug, venue: venue.slug, organizer: organizer.slug });
  const image = await env.DB.prepare(
    "INSERT INTO images (url) VALUES ('https://img.example/trip.jpg') RETURNING id",
  ).first<{ id: number }>();
  ids.image = image!.id;

  // The auth lookup: an authenticated request to a route that uses no D1 otherwise.
  const anonymousRoot = await call('/site/events/v1');
  const authenticatedRoot = await call('/site/events/v1', { headers: bearer(admin.key) });
  expect(authenticatedRoot.status).toBe(200);
  authTrips = roundTrips(authenticatedRoot) - roundTrips(anonymousRoot);
});

describe('round trips', () => {
  it('an authenticated request makes exactly one auth lookup', () => {
    expect(authTrips).toBe(1);
  });

  it('the generation is read at most once per 2 s: a cold miss costs one more trip, a warm one does not', async () => {
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] }); // the generation read before is stale
    try {
      expect(await tripsOf(`/events?${fresh()}`)).toBe(GET_BUDGET + 1);
      expect(await tripsOf(`/events?${fresh()}`)).toBe(GET_BUDGET);
    } finally {
      vi.useRealTimers();
    }
  });

  const gets = (): Array<[string, string]> => [
    ['GET /events', `/events?${fresh()}`],
    [
      'GET /events (filtered)',
      `/events?search=concert&categories=${ids.category}&venue=${ids.venue}&${fresh()}`,
    ],
    ['GET /events/{id}', `/events/${ids.event}`],
    ['GET /events/{id} (series template)', `/events/${ids.template}`],
    ['GET /events/{id} (occurrence)', `/events/${ids.occurrence}`],
    ['GET /events/{id}/occurrences', `/events/${ids.template}/occurrences?${fresh()}`],
    ['GET /events?series=', `/events?series=${ids.occurrence}&${fresh()}`],
    ['GET /events.ics (series)', `/events.ics?include=${ids.template}&${fresh()}`],
    ['GET /events/by-slug/{slug}', `/events/by-slug/${slugs.event}`],
    ['GET /events/{id}.ics', `/events/${ids.event}.ics`],
    ['GET /venues', `/venues?${fresh()}`],
    ['GET /venues/{id}', `/venues/${ids.venue}`],
    ['GET /venues/by-slug/{slug}', `/venues/by-slug/${slugs.venue}`],
    ['GET /organizers', `/organizers?${fresh()}`],
    ['GET /organizers/{id}', `/organizers/${ids.organizer}`],
    ['GET /organizers/by-slug/{slug}', `/organizers/by-slug/${slugs.organizer}`],
    ['GET /categories', `/categories?${fresh()}`],
    ['GET /categories/{id}', `/categories/${ids.category}`],
    ['GET /tags', `/tags?${fresh()}`],
    ['GET /tags/{id}', `/tags/${ids.tag}`],
    ['GET / (namespace index)', '/site/events/v1'],
    ['GET /doc', '/doc'],
    ['GET /changes', `/changes?${fresh()}`],
    ['GET /changes (types)', `/changes?types=event,tag&${fresh()}`],
  ];

  it(`every GET (anonymous, cache miss) makes at most ${GET_BUDGET} round trip`, async () => {
    // Single records are read here for the first time since the last write: misses too.
    for (const [route, path] of gets()) {
      await call(`/events?${fresh()}`); // reads the generation (if due)
      vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] });
      try {
        const res = await call(path);
        expect(res.status, route).toBe(200);
        expect(['MISS', null], `${route} is a cache miss`).toContain(res.headers.get('x-cache'));
        expectWithinBudget(route, roundTrips(res), GET_BUDGET);
      } finally {
        vi.useRealTimers();
      }
    }
  });

  it('a GET with a password (not cached) stays within the budget', async () => {
    const trips = await tripsOf(`/events/${ids.locked}?password=secret`);
    expectWithinBudget('GET /events/{id}?password=…', trips, GET_BUDGET);
  });

  it(`every GET with credentials makes the auth lookup + at most ${GET_BUDGET}`, async () => {
    for (const [route, path] of gets()) {
      const trips = await tripsOf(path, { headers: bearer(admin.key) });
      expectWithinBudget(route, trips - authTrips, GET_BUDGET);
    }
  });

  it(`every write makes the auth lookup + at most ${WRITE_BUDGET}`, async () => {
    const check = async (route: string, trips: number) =>
      expectWithinBudget(route, trips - authTrips, WRITE_BUDGET);
    const eventBody = (title: string) => ({
      title,
      start_date: '2031-05-01 20:00',
      end_date: '2031-05-01 22:00',
      categories: [ids.category],
      tags: ['brand new tag'],
      venue: ids.venue,
      organizer: ids.organizer,
    });

    // Events.
    let res = await send('POST', '/events', eventBody('Trip A'), admin.key);
    const a = await json(res);
    expect(res.status, JSON.stringify(a)).toBe(201);
    await check('POST /events', roundTrips(res));
    res = await send(
      'POST',
      '/events',
      {
        ...eventBody('Trip B'),
        venue: { venue: 'Inline Trip Venue', city: 'Getxo' },
        organizer: [{ organizer: 'Inline Trip Org' }],
      },
      admin.key,
    );
    const b = await json(res);
    expect(res.status, JSON.stringify(b)).toBe(201);
    await check('POST /events (inline venue and organizer)', roundTrips(res));
    await check(
      'PUT /events/{id}',
      await writeTrips('PUT', `/events/${a.id}`, { title: 'Trip A2', featured: true }),
    );
    await check(
      'PUT /events/{id} (image by id, new terms)',
      await writeTrips('PUT', `/events/${a.id}`, { image: ids.image, categories: ['Trip new category'] }),
    );
    await check(
      'POST /events/by-slug/{slug}',
      await writeTrips('POST', `/events/by-slug/${b.slug}`, { cost: '5' }),
    );
    await check('DELETE /events/{id}', await writeTrips('DELETE', `/events/${a.id}`, {}));
    await check(
      'DELETE /events/{id}?force=true',
      await writeTrips('DELETE', `/events/${a.id}?force=true`, {}),
    );
    await check('DELETE /events/by-slug/{slug}', await writeTrips('DELETE', `/events/by-slug/${b.slug}`, {}));

    // Series: every scope of every write, whatever the number of occurrences.
    res = await send(
      'POST',
      '/events',
      { ...eventBody('Trip series'), recurrence: ['RRULE:FREQ=DAILY;COUNT=400'] },
      admin.key,
    );
    const series = await json(res);
    expect(res.status, JSON.stringify(series)).toBe(201);
    await check('POST /events (a series of 400)', roundTrips(res));
    const list = (await json(await call(`/events/${series.id}/occurrences?per_page=50`))).events;
    await check(
      'POST /events/{occurrence} (this)',
      await writeTrips('POST', `/events/${list[1].id}`, { title: 'One' }),
    );
    await check(
      'POST /events/{occurrence} (this, moved)',
      await writeTrips('POST', `/events/${list[2].id}`, { start_date: '2031-05-03 21:00' }),
    );
    await check(
      'POST /events/{template} (all, new time)',
      await writeTrips('POST', `/events/${series.id}`, {
        start_date: '2031-05-01 18:00',
        end_date: '2031-05-01 19:00',
      }),
    );
    await check(
      'POST /events/{occurrence} (following)',
      await writeTrips('POST', `/events/${list[10].id}?scope=following`, { excerpt: 'Later' }),
    );
    await check(
      'DELETE /events/{occurrence} (this)',
      await writeTrips('DELETE', `/events/${list[3].id}`, {}),
    );
    await check(
      'DELETE /events/{occurrence} (following)',
      await writeTrips('DELETE', `/events/${list[8].id}?scope=following`, {}),
    );
    await check('DELETE /events/{template}', await writeTrips('DELETE', `/events/${series.id}`, {}));
    await check(
      'DELETE /events/{template}?force=true',
      await writeTrips('DELETE', `/events/${series.id}?force=true`, {}),
    );

    // Venues and organizers.
    for (const [route, nameParam] of [
      ['venues', 'venue'],
      ['organizers', 'organizer'],
    ] as const) {
      res = await send('POST', `/${route}`, { [nameParam]: `Trip ${route}` }, admin.key);
      const created = await json(res);
      expect(res.status, JSON.stringify(created)).toBe(201);
      await check(`POST /${route}`, roundTrips(res));
      await check(
        `PUT /${route}/{id}`,
        await writeTrips('PUT', `/${route}/${created.id}`, { [nameParam]: `Trip ${route} 2` }),
      );
      await check(
        `PUT /${route}/{id} (image by id)`,
        await writeTrips('PUT', `/${route}/${created.id}`, { image: ids.image }),
      );
      await check(
        `POST /${route}/by-slug/{slug}`,
        await writeTrips('POST', `/${route}/by-slug/${created.slug}`, { phone: '+34 600 000 000' }),
      );
      await check(`DELETE /${route}/{id}`, await writeTrips('DELETE', `/${route}/${created.id}`, {}));
      await check(
        `DELETE /${route}/{id}?force=true`,
        await writeTrips('DELETE', `/${route}/${created.id}?force=true`, {}),
      );
      res = await send('POST', `/${route}`, { [nameParam]: `Trip ${route} 3` }, admin.key);
      const third = await json(res);
      expect(res.status, JSON.stringify(third)).toBe(201);
      await check(
        `DELETE /${route}/by-slug/{slug}`,
        await writeTrips('DELETE', `/${route}/by-slug/${third.slug}`, {}),
      );
    }

    // Categories and tags.
    for (const route of ['categories', 'tags']) {
      res = await send('POST', `/${route}`, { name: `Trip ${route}` }, admin.key);
      const created = await json(res);
      expect(res.status, JSON.stringify(created)).toBe(201);
      await check(`POST /${route}`, roundTrips(res));
      await check(
        `PUT /${route}/{id}`,
        await writeTrips('PUT', `/${route}/${created.id}`, { name: `Trip ${route} 2` }),
      );
      await check(`DELETE /${route}/{id}`, await writeTrips('DELETE', `/${route}/${created.id}`, {}));
    }
  });

  it('writes with If-Match and Idempotency-Key keep their budget; a retry is answered in one trip', async () => {
    const keyed = async (method: string, path: string, body: unknown, etag: string | null, key: string) => {
      const res = await call(path, {
        method,
        headers: {
          ...bearer(admin.key),
          'Content-Type': 'application/json',
          ...(etag ? { 'If-Match': etag } : {}),
          'Idempotency-Key': key,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      expect(res.status, `${method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(300);
      return { trips: roundTrips(res) - authTrips, etag: res.headers.get('etag'), body: JSON.parse(text) };
    };
    const when = { start_date: '2031-06-01 20:00', end_date: '2031-06-01 21:00' };
    const created = await keyed(
      'POST',
      '/events',
      { title: 'Trip keyed', ...when, tags: ['Trip tag'] },
      null,
      'trip-1',
    );
    expectWithinBudget('POST /events (Idempotency-Key)', created.trips, WRITE_BUDGET);
    const path = `/events/${created.body.id}`;
    const updated = await keyed('PATCH', path, { excerpt: 'x' }, created.etag, 'trip-2');
    expectWithinBudget('PATCH /events/{id} (If-Match, Idempotency-Key)', updated.trips, WRITE_BUDGET);
    const replayed = await keyed('PATCH', path, { excerpt: 'x' }, created.etag, 'trip-2');
    expectWithinBudget('PATCH /events/{id} (a replay)', replayed.trips, 1);
    const term = await keyed('PUT', `/tags/${ids.tag}`, { description: 'Trip' }, '*', 'trip-3');
    expectWithinBudget('PUT /tags/{id} (If-Match, Idempotency-Key)', term.trips, WRITE_BUDGET);
    const trashed = await keyed('DELETE', `/venues/${ids.venue}`, undefined, '*', 'trip-4');
    expectWithinBudget('DELETE /venues/{id} (If-Match, Idempotency-Key)', trashed.trips, WRITE_BUDGET);
  });
});
