import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import site from '../fixtures/tec-site/site.json';
import { createUser, json, send } from '../helpers';
import { keptQueue, lastRun, runNow, serveSources } from '../sources-harness';

/**
 * A TEC site whose REST API answers only signed-in users, read with an application password
 * (docs/sources.md#an-application-password): kept sealed, never shown back but its user name, sent over https to
 * the source's own origin only, forgotten when the address moves to another site.
 */

const SITE = 'https://members.example.org';
const USER = 'calendar-bot';
const PASSWORD = 'abcd EFGH 1234 ijkl MNOP 5678';
const BASIC = `Basic ${btoa(`${USER}:${PASSWORD.replace(/\s+/g, '')}`)}`;

const answers = site as unknown as Record<string, { body: { events: Record<string, unknown>[] } }>;
const recorded =
  answers['tribe/events/v1/events?starts_after=1000-01-01&context=edit&per_page=50&page=1']!.body.events[0]!;
/** One of the recorded TEC events, moved to come. */
const upcoming = {
  ...recorded,
  id: 4242,
  title: 'Bazkideen batzarra',
  start_date: '2099-05-01 19:00:00',
  end_date: '2099-05-01 21:00:00',
  utc_start_date: '2099-05-01 17:00:00',
  utc_end_date: '2099-05-01 19:00:00',
};

let editor: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

afterEach(() => vi.unstubAllGlobals());

/** The members' site: its events only with the right Basic credentials, 401 otherwise. */
function membersSite() {
  return serveSources((request) => {
    if (!request.url.startsWith(`${SITE}/wp-json/tribe/events/v1/events`))
      return new Response('no', { status: 404 });
    if (request.headers.get('authorization') !== BASIC)
      return Response.json(
        { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' },
        { status: 401 },
      );
    return Response.json({ events: [upcoming], total: 1, total_pages: 1 });
  });
}

describe('a TEC source with an application password', () => {
  it('is kept sealed and shown by its user name only; its runs send it and bring the events', async () => {
    const served = membersSite();
    const made = await send(
      'POST',
      '/sources',
      { kind: 'tec', url: SITE, credentials: { username: USER, password: PASSWORD } },
      editor,
    );
    expect(made.status).toBe(201);
    const source = await json(made);
    expect(source.credentials).toEqual({ username: USER });
    expect(JSON.stringify(source)).not.toContain('abcd');

    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({ status: 'succeeded', new: 1 });
    expect(served.requests.every((r) => r.headers.get('authorization') === BASIC)).toBe(true);
    const { events } = await json(await send('GET', `/sources/${source.id}/events`, undefined, editor));
    expect(events[0]).toMatchObject({ uid: 'tec:4242', title: 'Bazkideen batzarra' });
  });

  it('the test fetch sends it too; without it the site’s refusal is said in words', async () => {
    membersSite();
    const tested = await send(
      'POST',
      '/sources/test',
      { kind: 'tec', url: SITE, credentials: { username: USER, password: PASSWORD } },
      editor,
    );
    expect(tested.status).toBe(200);
    expect((await json(tested)).events[0].title).toBe('Bazkideen batzarra');
    const refused = await send('POST', '/sources/test', { kind: 'tec', url: SITE }, editor);
    expect(refused.status).toBe(400);
    expect((await json(refused)).message).toContain('401');
  });

  it('is refused for kinds that take none, and over plain http', async () => {
    membersSite();
    const ical = await send(
      'POST',
      '/sources',
      { kind: 'ical', url: 'https://example.org/x.ics', credentials: { username: USER, password: PASSWORD } },
      editor,
    );
    expect(ical.status).toBe(400);
    expect((await json(ical)).data.params.credentials).toMatch(/kind tec or site/);
    const plain = await send(
      'POST',
      '/sources',
      { kind: 'tec', url: 'http://members.example.org', credentials: { username: USER, password: PASSWORD } },
      editor,
    );
    // Plain http is no source's address outside local development; the password would not go there either.
    expect(plain.status).toBe(400);
  });

  it('is forgotten when the address moves to another site, and removed by null', async () => {
    membersSite();
    const made = await json(
      await send(
        'POST',
        '/sources',
        { kind: 'tec', url: SITE, credentials: { username: USER, password: PASSWORD } },
        editor,
      ),
    );
    const moved = await json(
      await send('PATCH', `/sources/${made.id}`, { url: 'https://elsewhere.example.org' }, editor),
    );
    expect(moved.credentials).toBeNull();
    const again = await json(
      await send(
        'PATCH',
        `/sources/${made.id}`,
        { url: SITE, credentials: { username: USER, password: PASSWORD } },
        editor,
      ),
    );
    expect(again.credentials).toEqual({ username: USER });
    const removed = await json(await send('PATCH', `/sources/${made.id}`, { credentials: null }, editor));
    expect(removed.credentials).toBeNull();
  });
});
