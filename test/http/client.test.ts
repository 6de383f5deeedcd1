import { exports } from 'cloudflare:workers';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  type Change,
  type EventsClient as Client,
  type Event,
  EventsApiError,
  EventsClient,
  type Page,
  queryString,
  readableTextColor,
  type WebhookWithSecret,
} from '../../src/client';
import { createUser } from '../helpers';
import { answerDns } from '../webhook-receiver';

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
  it('writes and reads what visitors choose by, filters by it, and colours categories legibly', async () => {
    const category = await admin.categories.create({
      name: 'Client dance',
      colors: { primary: '#fde047', text: '#ffffff' },
    });
    expect(category.colors).toEqual({ primary: '#fde047', secondary: '', text: '#ffffff', priority: 0 });
    // White on yellow fails WCAG AA: black it is.
    expect(readableTextColor(category.colors.primary, category.colors.text)).toBe('#000000');
    const event = await admin.events.create({
      title: 'Client cancelled dance',
      start_date: '2032-07-03 21:30:00',
      end_date: '2032-07-03 23:00:00',
      categories: [category.id],
      event_status: 'cancelled',
      event_status_reason: 'Rain.',
      event_languages: ['gl'],
      accessibility: ['step_free_access'],
      cost: 'Gratis',
    });
    expectTypeOf(event.event_status).toEqualTypeOf<
      'scheduled' | 'cancelled' | 'postponed' | 'rescheduled' | 'moved_online'
    >();
    expect(event.event_status_reason).toBe('Rain.');
    const found = await anonymous.events.list({
      start_date: '2032-07-01',
      end_date: '2032-07-31',
      event_status: ['cancelled'],
      event_language: ['gl'],
      accessibility: ['step_free_access'],
      free: true,
      weekday: ['saturday'],
      time_of_day: ['night'],
    });
    expect(found.data.map((e) => e.id)).toEqual([event.id]);
  });

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
    expect(updated.cost).toBe('10€');

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
    // A root given with its language prefix keeps that language when no other is asked for.
    const basque = new EventsClient({ baseUrl: 'http://api.test/eu/site/events/v1/', fetch: workerFetch });
    expect(basque.root).toBe('http://api.test/eu/site/events/v1');
    expect((await basque.events.get(event!.id)).title).toBe('Bezeroaren kontzertua 2');
  });

  it('sends the bookmark of its last write with the next requests (read-your-writes)', async () => {
    await admin.tags.create({ name: 'Client tag' });
    const write = requests.at(-1)!;
    expect(write.method).toBe('POST');
    await admin.tags.list({ hide_empty: false });
    expect(requests.at(-1)!.headers.get('x-d1-bookmark')).toBeTruthy();
  });

  it('sends its key only to its own origin: a next page or a request elsewhere is refused, never sent', async () => {
    const { key } = await createUser('editor');
    const seen: string[] = [];
    // A list answer whose next page is on another host (a hostile or misconfigured server, a proxy).
    const elsewhere = async (input: string, init?: RequestInit) => {
      seen.push(input);
      const res = await exports.default.fetch(input, init);
      const body = (await res.json()) as Record<string, unknown>;
      if (typeof body.next_rest_url === 'string') {
        body.next_rest_url = body.next_rest_url.replace('http://api.test', 'https://collector.example');
      }
      return Response.json(body, { status: res.status, headers: res.headers });
    };
    const client = new EventsClient({ baseUrl: 'http://api.test', key, fetch: elsewhere });
    const page = await client.events.list({ start_date: '2032-06-01', end_date: '2032-06-30', per_page: 2 });
    expect(page.next).not.toBeNull();
    const refused = await page.next!().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EventsApiError);
    expect(refused).toMatchObject({ status: 0, code: 'foreign_origin' });
    expect((refused as Error).message).toContain('https://collector.example');
    const direct = await client.request('GET', 'https://collector.example/steal').catch((e: unknown) => e);
    expect(direct).toMatchObject({ code: 'foreign_origin' });
    const lookalike = await client
      .request('GET', 'http://api.test.collector.example/')
      .catch((e: unknown) => e);
    expect(lookalike).toMatchObject({ code: 'foreign_origin' });
    expect(seen.filter((url) => !url.startsWith('http://api.test/'))).toEqual([]);
    // A whole URL of its own origin is followed, with the key.
    const own = await client.request<{ events: unknown[] }>(
      'GET',
      'http://api.test/site/events/v1/events?per_page=1',
    );
    expect(Array.isArray(own.body.events)).toBe(true);
    expect(seen.at(-1)).toBe('http://api.test/site/events/v1/events?per_page=1');
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
    expect(anonymous.events.calendarUrl(12)).toBe('http://api.test/site/events/v1/events/12.ics');
    expect(anonymous.withLanguage('eu').events.calendarUrl(12)).toBe(
      'http://api.test/eu/site/events/v1/events/12.ics',
    );
    expect(anonymous.withLanguage('gl').referenceUrl()).toBe('http://api.test/gl/site/events/v1/reference');
    const page = await exports.default.fetch(anonymous.withLanguage('gl').referenceUrl());
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toContain('data-url="/gl/site/events/v1/doc"');
    expect(queryString({ a: undefined, b: [1, 2], c: true, d: new Date(0) })).toBe(
      '?b=1%2C2&c=true&d=1970-01-01T00%3A00%3A00.000Z',
    );
  });

  it('follows the change feed page by page, and resumes from the token it ends with', async () => {
    const categories = ['Sync cat A', 'Sync cat B', 'Sync cat C'];
    for (const name of categories) await admin.categories.create({ name });
    const feed = anonymous.changes({ types: ['category'], per_page: 2 });
    const seen: Change[] = [];
    for await (const change of feed) seen.push(change);
    expect(seen.map((c) => c.type)).toEqual(seen.map(() => 'category'));
    const names = seen.map((c) => (c.action === 'upsert' ? (c.data as { name: string }).name : ''));
    for (const name of categories) expect(names).toContain(name);
    expect(feed.syncToken).toMatch(/^s1\./);

    const added = await admin.categories.create({ name: 'Sync cat D' });
    const later = anonymous.changes({ syncToken: feed.syncToken, types: ['category'], include: 'ids' });
    const pages = [];
    for await (const page of later.pages()) pages.push(page);
    expect(pages.flatMap((p) => p.changes.map((c) => [c.id, c.action]))).toEqual([[added.id, 'upsert']]);
    expect(pages.at(-1)!.hasMore).toBe(false);
    expect(later.syncToken).toBe(pages.at(-1)!.nextSyncToken);
  });

  it('writes conditionally with the ETag a record came with, and safely retries with a key', async () => {
    const event = await admin.events.create({
      title: 'Client guarded',
      start_date: '2032-07-01 20:00',
      end_date: '2032-07-01 22:00',
    });
    const etag = admin.etagOf(event);
    expect(etag).toMatch(/^"v\d+\./);
    const updated = await admin.events.update(event.id, { excerpt: 'First.' }, { ifMatch: etag });
    const stale = await admin.events
      .update(event.id, { excerpt: 'Lost.' }, { ifMatch: etag })
      .catch((e) => e);
    expect(stale).toMatchObject({ status: 412, code: 'rest_precondition_failed' });
    expect((stale as EventsApiError).data.current_etag).toMatch(/^"v\d+\./);
    await admin.events.delete(event.id, { ifMatch: admin.etagOf(updated) });

    const key = crypto.randomUUID();
    const body = { name: 'Client once' };
    const first = await admin.tags.create(body, { idempotencyKey: key });
    const again = await admin.tags.create(body, { idempotencyKey: key });
    expect(again.id).toBe(first.id);
    const modified = await admin.events.list({
      modified_after: new Date(Date.now() - 3_600_000),
      per_page: 50,
    });
    expect(modified.data.length).toBeGreaterThan(0);
  });

  it('manages webhooks: create (secret once), update, ping, deliveries, rotate, delete', async () => {
    const received: Array<{ body: string; headers: Record<string, string> }> = [];
    // The Worker's outbound pings are answered here (no network); the client's own requests go on.
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const dns = answerDns(request);
      if (dns) return dns;
      if (!request.url.startsWith('https://hooks.example.com/')) return realFetch(input, init);
      received.push({ body: await request.text(), headers: Object.fromEntries(request.headers) });
      return new Response('ok');
    });
    try {
      const hook = await admin.webhooks.create({
        url: 'https://hooks.example.com/client',
        event_types: ['event.*'],
      });
      expectTypeOf(hook).toEqualTypeOf<WebhookWithSecret>();
      expect(() =>
        new StandardWebhook(hook.secret).verify(received[0]!.body, received[0]!.headers),
      ).not.toThrow();
      expect((await admin.webhooks.list()).map((w) => w.id)).toContain(hook.id);
      expect((await admin.webhooks.update(hook.id, { description: 'Client' })).description).toBe('Client');
      expect((await admin.webhooks.ping(hook.id)).status).toBe('succeeded');
      const page = await admin.webhooks.deliveries(hook.id, { per_page: 1 });
      expect(page).toMatchObject({ total: 2, total_pages: 2 });
      const rotated = await admin.webhooks.rotateSecret(hook.id);
      expect(rotated.secret).not.toBe(hook.secret);
      await expect(anonymous.webhooks.list()).rejects.toMatchObject({ status: 401 });
      expect((await admin.webhooks.delete(hook.id)).deleted).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
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
