import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import {
  type EventsClient as Client,
  type Event,
  EventsApiError,
  EventsClient,
  type Page,
  queryString,
} from '../../src/client';
import { createUser } from '../helpers';

/** The typed client (src/client), its `fetch` pointed at the Worker. */

const requests: Array<{ method: string; url: string; headers: Headers }> = [];
const workerFetch = (input: string, init?: RequestInit) => {
  requests.push({ method: init?.method ?? 'GET', url: input, headers: new Headers(init?.headers) });
  return exports.default.fetch(input, init);
};

let admin: Client;
let anonymous: Client;

beforeAll(async () => {
  const { key } = await createUser('administrator');
  admin = new EventsClient({ baseUrl: 'http://api.test', key, fetch: workerFetch });
  anonymous = new EventsClient({ baseUrl: 'http://api.test/site/events/v1/', fetch: workerFetch });
});

describe('EventsClient', () => {
  it('creates, reads, lists, updates and deletes events, with typed results', async () => {
    const category = await admin.categories.create({ name: 'Client jazz', slug: 'client-jazz' });
    const venue = await admin.venues.create({ venue: 'Client hall', city: 'Bilbo' });
    const created: Event[] = [];
    for (let i = 1; i <= 5; i++) {
      created.push(
        await admin.events.create({
          title: `Client concert ${i}`,
          start_date: `2032-06-0${i} 20:00:00`,
          end_date: `2032-06-0${i} 22:00:00`,
          timezone: 'Europe/Madrid',
          categories: [category.id],
          venue: venue.id,
          featured: i === 3,
          translations: { eu: { title: `Bezeroaren kontzertua ${i}` } },
        }),
      );
    }
    expectTypeOf(created[0]!.utc_start_date).toEqualTypeOf<string>();
    expect(created[0]!.categories[0]!.slug).toBe('client-jazz');

    const window = { start_date: '2032-06-01', end_date: '2032-06-30' };
    const page = await anonymous.events.list({ ...window, categories: ['client-jazz'], per_page: 2 });
    expectTypeOf(page).toEqualTypeOf<Page<Event>>();
    expect(page.data.map((e) => e.title)).toEqual(['Client concert 1', 'Client concert 2']);
    expect(page.total).toBe(5);
    expect(page.totalPages).toBe(3);
    const second = await page.next!();
    expect(second.data.map((e) => e.title)).toEqual(['Client concert 3', 'Client concert 4']);
    const third = await second.next!();
    expect(third.data).toHaveLength(1);
    expect(third.next).toBeNull();

    const featured = await anonymous.events.list({ ...window, featured: true, venue: [venue.id] });
    expect(featured.data.map((e) => e.id)).toEqual([created[2]!.id]);
    const dated = await anonymous.events.list({
      start_date: new Date('2032-06-04T00:00:00Z'),
      end_date: '2032-06-30',
      strict_dates: true,
      categories: [category.id],
    });
    expect(dated.data.map((e) => e.id)).toEqual([created[3]!.id, created[4]!.id]);

    const one = await anonymous.events.get(created[0]!.id);
    expect(one.json_ld?.name).toBe('Client concert 1');
    expect((await anonymous.events.bySlug(one.slug)).id).toBe(one.id);

    const updated = await admin.events.update(one.id, { title: 'Client concert one', cost: '10 €' });
    expect(updated.title).toBe('Client concert one');
    expect(updated.cost).toBe('10 €');

    const trashed = await admin.events.delete(one.id);
    expectTypeOf(trashed).toEqualTypeOf<Event>();
    expect(trashed.status).toBe('trash');
    const deleted = await admin.events.delete(one.id, { force: true });
    expect(deleted.deleted).toBe(true);
    expect(deleted.previous.id).toBe(one.id);
  });

  it('selects the content language, keeping the key', async () => {
    const window = { start_date: '2032-06-01', end_date: '2032-06-30' };
    const [event] = (await anonymous.events.list({ ...window, search: 'Client concert 2' })).data;
    const eu = admin.withLanguage('eu');
    expect(eu.root).toBe('http://api.test/eu/site/events/v1');
    expect((await eu.events.get(event!.id)).title).toBe('Bezeroaren kontzertua 2');
    expect(requests.at(-1)!.headers.get('authorization')).toMatch(/^Bearer tec_/);
    const gl = new EventsClient({
      baseUrl: 'http://api.test/es/site/events/v1',
      lang: 'gl',
      fetch: workerFetch,
    });
    expect(gl.root).toBe('http://api.test/gl/site/events/v1');
    expect((await gl.events.get(event!.id)).lang).toBe('es');
  });

  it('sends the bookmark of its last write with the next requests (read-your-writes)', async () => {
    await admin.tags.create({ name: 'Client tag' });
    const write = requests.at(-1)!;
    expect(write.method).toBe('POST');
    await admin.tags.list({ hide_empty: false });
    expect(requests.at(-1)!.headers.get('x-d1-bookmark')).toBeTruthy();
  });

  it('throws the API errors as EventsApiError', async () => {
    const notFound = await anonymous.events.get(999_999_999).catch((error: unknown) => error);
    expect(notFound).toBeInstanceOf(EventsApiError);
    expect(notFound).toMatchObject({ status: 404, code: 'rest-event-not-found' });
    const invalid = await anonymous.events
      .list({ categories: ['no-such-category'] })
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 400, code: 'rest_invalid_param' });
    expect((invalid as EventsApiError).data.params).toEqual({
      categories: 'Unknown category: no-such-category.',
    });
    const forbidden = await anonymous.venues.create({ venue: 'Nope' }).catch((e: unknown) => e);
    expect(forbidden).toMatchObject({ status: 401, code: 'rest_forbidden' });
  });

  it('lists venues, organizers, categories and tags, and builds the feed and reference URLs', async () => {
    const venues = await anonymous.venues.list({ search: 'Client hall' });
    expect(venues.data.map((v) => v.venue)).toEqual(['Client hall']);
    const categories = await anonymous.categories.list({ slug: 'client-jazz', hide_empty: false });
    expect(categories.data[0]!.name).toBe('Client jazz');
    expect((await anonymous.organizers.list()).data).toEqual([]);
    const url = anonymous.events.feedUrl({ categories: ['client-jazz', 7], featured: false });
    expect(url).toBe('http://api.test/site/events/v1/events.ics?categories=client-jazz%2C7&featured=false');
    const feed = await exports.default.fetch(anonymous.events.feedUrl({ categories: ['client-jazz'] }));
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(anonymous.withLanguage('gl').referenceUrl()).toBe('http://api.test/gl/site/events/v1/reference');
    const page = await exports.default.fetch(anonymous.withLanguage('gl').referenceUrl());
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('data-url="/gl/site/events/v1/doc"');
    expect(queryString({ a: undefined, b: [1, 2], c: true, d: new Date(0) })).toBe(
      '?b=1%2C2&c=true&d=1970-01-01T00%3A00%3A00.000Z',
    );
  });
  it('creates a weekly series, pages its occurrences and writes with a scope', async () => {
    const series = await admin.events.create({
      title: 'Client class',
      start_date: '2032-09-07 19:00:00',
      end_date: '2032-09-07 20:00:00',
      timezone: 'Europe/Madrid',
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=12'],
    });
    expect(series.recurring).toBe(true);
    expectTypeOf(series.series?.description).toEqualTypeOf<string | undefined>();
    const first = await anonymous.events.occurrences(series.id, { per_page: 5 });
    expect(first.total).toBe(12);
    expect(first.data.map((e) => e.series?.id)).toEqual([
      series.id,
      series.id,
      series.id,
      series.id,
      series.id,
    ]);
    const second = await first.next!();
    expect(second.data[0]!.start_date).toBe('2032-10-12 19:00:00');
    const moved = await admin.events.update(second.data[0]!.id, {
      title: 'Client class, later',
      scope: 'following',
    });
    expect(moved.series?.id).not.toBe(series.id);
    const trashed = await admin.events.delete(first.data[1]!.id, { scope: 'this' });
    expect(trashed.status).toBe('trash');
    const window = { start_date: '2032-09-01', end_date: '2033-12-31', per_page: 50 };
    expect((await admin.events.list({ series: series.id, ...window })).total).toBe(4);
    expect(admin.events.feedUrl({ series: series.id, expand: true })).toBe(
      `http://api.test/site/events/v1/events.ics?series=${series.id}&expand=true`,
    );
  });
});
