import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, call, createUser, insertPost, json, send, type TestBindings } from '../helpers';
import { ics, keptQueue, serveSources } from '../sources-harness';

/** `/sources` (docs/sources.md#the-api): editors and administrators only, public addresses only. */

const FEED = 'https://calendar.example.net/agenda.ics';
let admin: string;
let editor: string;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  editor = (await createUser('editor')).key;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A request of any method: a body only where one goes. */
const req = (method: string, path: string, body: unknown, key?: string, bindings?: TestBindings) =>
  method === 'GET'
    ? call(path, { headers: key ? bearer(key) : {} }, bindings)
    : send(method, path, body, key, bindings);

const feedServed = () =>
  serveSources(
    () =>
      new Response(
        ics([
          {
            uid: 'a@x',
            summary: 'Feria del libro',
            start: '20270801T100000Z',
            end: '20270801T200000Z',
            location: 'Plaza Mayor',
          },
        ]),
        { headers: { 'Content-Type': 'text/calendar' } },
      ),
  );

describe('rights', () => {
  it('authors, contributors, subscribers: 403; anonymous: 401; on every route', async () => {
    feedServed();
    const source = await json(await send('POST', '/sources', { kind: 'ical', url: FEED }, editor));
    const routes: [string, string][] = [
      ['GET', '/sources'],
      ['POST', '/sources'],
      ['POST', '/sources/test'],
      ['GET', `/sources/${source.id}`],
      ['PATCH', `/sources/${source.id}`],
      ['DELETE', `/sources/${source.id}`],
      ['GET', `/sources/${source.id}/runs`],
      ['POST', `/sources/${source.id}/run`],
      ['GET', `/sources/${source.id}/events`],
      ['GET', `/sources/${source.id}/ignored`],
      ['POST', `/sources/${source.id}/ignored`],
      ['DELETE', `/sources/${source.id}/ignored?uid=a`],
    ];
    for (const role of ['author', 'contributor', 'subscriber']) {
      const key = (await createUser(role)).key;
      for (const [method, path] of routes) {
        const res = await req(method, path, { kind: 'ical', url: FEED, uid: 'a@x' }, key);
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    for (const [method, path] of routes) {
      const res = await req(method, path, { kind: 'ical', url: FEED }, undefined);
      expect(res.status, `anonymous ${method} ${path}`).toBe(401);
    }
    const still = await req('GET', `/sources/${source.id}`, undefined, admin);
    expect(still.status).toBe(200);
    await send('DELETE', `/sources/${source.id}`, undefined, admin);
  });
});

describe('the sources', () => {
  it('create, read, list, update, pause, delete', async () => {
    feedServed();
    const created = await send(
      'POST',
      '/sources',
      { kind: 'ical', url: FEED, name: 'Agenda', default_categories: ['Cultura'], default_language: 'eu' },
      editor,
    );
    expect(created.status, await created.clone().text()).toBe(201);
    const source = await json(created);
    expect(source).toMatchObject({
      kind: 'ical',
      url: FEED,
      name: 'Agenda',
      schedule: 'daily',
      default_status: 'pending',
      default_categories: ['Cultura'],
      default_language: 'eu',
      update_authority: 'overwrite',
      on_removed: 'trash',
      paused: false,
      running: false,
      last_run: null,
    });
    const list = await json(await req('GET', '/sources', undefined, admin));
    expect(list.sources.map((s: { id: number }) => s.id)).toContain(source.id);
    const patched = await send(
      'PATCH',
      `/sources/${source.id}`,
      { paused: true, schedule: 'weekly', update_authority: 'keep_local_edits' },
      admin,
    );
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({
      paused: true,
      schedule: 'weekly',
      update_authority: 'keep_local_edits',
    });
    const read = await json(await req('GET', `/sources/${source.id}`, undefined, editor));
    expect(read.paused).toBe(true);
    // Paused: the cron does not take it, even when due.
    const deleted = await send('DELETE', `/sources/${source.id}`, undefined, editor);
    expect(deleted.status).toBe(200);
    expect((await req('GET', `/sources/${source.id}`, undefined, editor)).status).toBe(404);
  });

  it('an address that is not public is 400 at once, naming url', async () => {
    serveSources(() => new Response('x'), { 'intranet.example.org': ['10.0.0.7'] });
    for (const url of [
      'http://127.0.0.1/feed.ics',
      'https://localhost/x.ics',
      'https://intranet.example.org/x.ics',
      'ftp://example.org/x',
    ]) {
      const res = await send('POST', '/sources', { kind: 'ical', url }, editor);
      expect(res.status, url).toBe(400);
      const body = await json(res);
      expect(body.code, url).toBe('rest_invalid_param');
      expect(Object.keys(body.data.params), url).toEqual(['url']);
    }
    const res = await send('POST', '/sources/test', { kind: 'ical', url: 'http://192.168.1.1/x' }, editor);
    expect(res.status).toBe(400);
    const count = await json(await req('GET', '/sources', undefined, editor));
    expect(count.sources.filter((s: { url: string }) => !s.url.startsWith('https://calendar'))).toEqual([]);
  });

  it('defaults naming records are checked: an organizer that does not exist, a category id that is not one', async () => {
    feedServed();
    const organizer = await send(
      'POST',
      '/sources',
      { kind: 'ical', url: FEED, default_organizer: 999999 },
      editor,
    );
    expect(organizer.status).toBe(400);
    expect(Object.keys((await json(organizer)).data.params)).toEqual(['default_organizer']);
    const venue = await insertPost('venue', 'Not an organizer');
    const wrongKind = await send(
      'POST',
      '/sources',
      { kind: 'ical', url: FEED, default_organizer: venue },
      editor,
    );
    expect(wrongKind.status).toBe(400);
    const category = await send(
      'POST',
      '/sources',
      { kind: 'ical', url: FEED, default_categories: [999999] },
      editor,
    );
    expect(category.status).toBe(400);
    const bad = await send('POST', '/sources', { kind: 'gopher', url: FEED, schedule: 'yearly' }, editor);
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).data.params).sort()).toEqual(['kind', 'schedule']);
  });

  it('a test fetch shows what would come in and writes nothing', async () => {
    const served = feedServed();
    const res = await send('POST', '/sources/test', { kind: 'ical', url: FEED }, editor);
    expect(res.status, await res.clone().text()).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ url: FEED, count: 1, more_pages: false });
    expect(body.events[0]).toMatchObject({
      uid: 'a@x',
      title: 'Feria del libro',
      venue: 'Plaza Mayor',
      series: false,
    });
    expect(served.requests).toHaveLength(1);
    const list = await json(await req('GET', '/sources', undefined, editor));
    expect(list.sources.filter((s: { url: string }) => s.url === FEED)).toEqual([]);
  });

  it('an unknown source is 404 on every route', async () => {
    for (const [method, path] of [
      ['GET', '/sources/999999'],
      ['PATCH', '/sources/999999'],
      ['DELETE', '/sources/999999'],
      ['GET', '/sources/999999/runs'],
      ['POST', '/sources/999999/run'],
      ['GET', '/sources/999999/events'],
      ['POST', '/sources/999999/ignored'],
    ] as const) {
      const res = await req(method, path, { uid: 'x' }, editor, { SOURCE_QUEUE: keptQueue().queue });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await json(res)).code).toBe('rest_source_invalid_id');
    }
  });
});
