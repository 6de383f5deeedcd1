import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { property } from '../fuzz/scale';
import { API, createEvent, createUser, insertPost, insertTerm, json, send } from '../helpers';

/**
 * `GET /events` with any mix of venue, organizer, category and search filters gives the events a plain
 * reading of the filters gives, in start order, with the right total. The SQL changes shape with the
 * filters (a venue or organizer list drives the query, the others become per-event checks), so each
 * shape is compared with a reference computed here from the data the test created.
 */

const WORDS = ['jazz', 'rock', 'folk'] as const;
const DAY = '2045-06';

interface Created {
  id: number;
  start: string;
  venue: number;
  organizers: number[];
  category: number;
  word: (typeof WORDS)[number];
}

let venues: number[];
let organizers: number[];
/** categories[0] is the parent of categories[1]; categories[2] stands alone. */
let categories: number[];
const events: Created[] = [];

beforeAll(async () => {
  const { key } = await createUser('editor');
  const post = async (route: string, body: Record<string, unknown>) =>
    (await json(await send('POST', `${API}/${route}`, body, key))).id as number;
  venues = [
    await post('venues', { venue: 'Filter hall A' }),
    await post('venues', { venue: 'Filter hall B' }),
  ];
  organizers = [
    await post('organizers', { organizer: 'Filter org A' }),
    await post('organizers', { organizer: 'Filter org B' }),
  ];
  const parent = await insertTerm('tribe_events_cat', 'Filter parent', 'filter-parent');
  categories = [
    parent,
    await insertTerm('tribe_events_cat', 'Filter child', 'filter-child', parent),
    await insertTerm('tribe_events_cat', 'Filter other', 'filter-other'),
  ];
  for (let n = 0; n < 18; n++) {
    const start = `${DAY}-${String(1 + n).padStart(2, '0')} 10:00:00`;
    const event: Omit<Created, 'id'> = {
      start,
      venue: venues[n % 2]!,
      organizers: n % 3 === 0 ? organizers : [organizers[n % 2]!],
      category: categories[n % 3]!,
      word: WORDS[Math.floor(n / 2) % 3]!,
    };
    const created = await createEvent(key, {
      title: `Filter ${event.word} night ${n}`,
      start_date: start,
      end_date: `${DAY}-${String(1 + n).padStart(2, '0')} 12:00:00`,
      status: 'publish',
      venue: event.venue,
      organizer: event.organizers,
      categories: [event.category],
    });
    events.push({ ...event, id: created.id });
  }
});

interface Filters {
  venue?: number[];
  organizer?: number[];
  categories?: number[];
  search?: (typeof WORDS)[number];
}

function expected(f: Filters): number[] {
  const withChildren = (ids: number[]) => (ids.includes(categories[0]!) ? [...ids, categories[1]!] : ids);
  return events
    .filter((e) => !f.venue || f.venue.includes(e.venue))
    .filter((e) => !f.organizer || e.organizers.some((o) => f.organizer!.includes(o)))
    .filter((e) => !f.categories || withChildren(f.categories).includes(e.category))
    .filter((e) => !f.search || e.word === f.search)
    .map((e) => e.id);
}

const someOf = (pick: () => number[]) =>
  fc.option(
    fc.subarray([0, 1, 2], { minLength: 1 }).map((indexes) => {
      const pool = pick();
      return [...new Set(indexes.map((i) => pool[i % pool.length]!))];
    }),
    { nil: undefined },
  );

describe('GET /events filters, whatever leads the query', () => {
  it('list the events a reference filter picks, in start order, with the right total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          venue: someOf(() => venues),
          organizer: someOf(() => organizers),
          categories: someOf(() => categories),
          search: fc.option(fc.constantFrom(...WORDS), { nil: undefined }),
        }),
        fc.constantFrom(2, 5, 50),
        async (filters, perPage) => {
          const params = new URLSearchParams({
            start_date: `${DAY}-01`,
            end_date: `${DAY}-30`,
            per_page: String(perPage),
          });
          for (const [name, value] of Object.entries(filters)) {
            if (value !== undefined) params.set(name, Array.isArray(value) ? value.join(',') : value);
          }
          const want = expected(filters);
          const res = await send('GET', `${API}/events?${params}`, undefined);
          if (want.length === 0) {
            // TEC answers an empty list as 200 with no events.
            expect(res.status, params.toString()).toBe(200);
          }
          const body = await json(res);
          expect(body.total, params.toString()).toBe(want.length);
          expect(
            (body.events ?? []).map((e: { id: number }) => e.id),
            params.toString(),
          ).toEqual(want.slice(0, perPage));
        },
      ),
      property(60, 2_045),
    );
  });
});

describe('GET /events rows carry the shown text and the other languages’ slugs', () => {
  it('show what a single read shows, with the same fallback, and every translation', async () => {
    const { key } = await createUser('editor');
    const window = `start_date=${DAY}-25&end_date=${DAY}-25`;
    const created = await createEvent(
      key,
      {
        title: 'Filter kontzertua',
        description: '<p>Euskaraz.</p>',
        start_date: `${DAY}-25 20:00:00`,
        end_date: `${DAY}-25 22:00:00`,
        status: 'publish',
      },
      '/ca/site/events/v1/events',
    );
    const add = await send(
      'POST',
      `/eu/site/events/v1/events/${created.id}`,
      { title: 'Filter kontzertua eu', description: '<p>Euskaraz bai.</p>' },
      key,
    );
    expect(add.status).toBe(200);
    // Neither English nor the default language (es): eu comes before ca in the fallback order.
    const list = await json(await send('GET', `/en/site/events/v1/events?${window}`, undefined));
    const single = await json(await send('GET', `/en/site/events/v1/events/${created.id}`, undefined));
    const listed = list.events.find((e: { id: number }) => e.id === created.id);
    expect(listed.title).toBe('Filter kontzertua eu');
    expect(listed.description).toBe(single.description);
    expect(listed.lang).toBe(single.lang);
    expect(Object.keys(listed.translations).sort()).toEqual(['ca', 'eu']);
    expect(listed.translations).toEqual(single.translations);
  });
});

describe('GET /venues orders by the name it shows', () => {
  it('with the same language fallback as the records (eu before ca when neither is asked for)', async () => {
    const first = await insertPost(
      'venue',
      'Fallbackorder Zeta',
      {},
      { lang: 'ca', slug: 'fallbackorder-zeta' },
    );
    await env.DB.prepare(
      "INSERT INTO post_texts (post_id, kind, lang, title, slug) VALUES (?, 'venue', 'eu', 'Fallbackorder Alpha', 'fallbackorder-alpha')",
    )
      .bind(first)
      .run();
    const second = await insertPost(
      'venue',
      'Fallbackorder Beta',
      {},
      { lang: 'en', slug: 'fallbackorder-beta' },
    );
    await env.DB.prepare("UPDATE posts SET status = 'publish' WHERE id IN (?, ?)").bind(first, second).run();
    await env.DB.prepare("UPDATE counters SET value = value + 1 WHERE name = 'generation'").run();

    const body = await json(await send('GET', '/gl/site/events/v1/venues?search=fallbackorder', undefined));
    expect(body.venues.map((v: { id: number; venue: string }) => [v.id, v.venue])).toEqual([
      [first, 'Fallbackorder Alpha'],
      [second, 'Fallbackorder Beta'],
    ]);
  });
});
