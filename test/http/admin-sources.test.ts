import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BASE, bearer, call, createUser, json } from '../helpers';
import { drain, ics, keptQueue, serveSources } from '../sources-harness';

/**
 * The Sources screens of the editors' app (src/admin/sources/): everything through the API's `/sources`
 * routes as the caller, so the address guard, the test fetch and the rights are the API's.
 */

let editor: { id: number; login: string; key: string };
let author: { id: number; login: string; key: string };

beforeAll(async () => {
  editor = await createUser('editor');
  author = await createUser('author');
});

afterEach(() => vi.unstubAllGlobals());

const FEED = 'https://agenda.example.org/theatre.ics';
const feed = ics([
  {
    uid: 'play-1@agenda.example.org',
    summary: 'Hamlet in Basque',
    start: '20990301T180000Z',
    end: '20990301T200000Z',
    location: 'Arriaga Antzokia',
  },
  {
    uid: 'play-2@agenda.example.org',
    summary: 'Lorca’s Yerma',
    start: '20990302T180000Z',
    end: '20990302T200000Z',
  },
]);

const serveFeed = () =>
  serveSources((request) =>
    request.url === FEED
      ? new Response(feed, { headers: { 'Content-Type': 'text/calendar', ETag: '"v1"' } })
      : new Response('not here', { status: 404 }),
  );

async function screen(path: string, key: string) {
  const res = await call(`${BASE}${path}`, { redirect: 'manual', headers: bearer(key) });
  return { res, html: await res.text() };
}

function postForm(path: string, fields: Record<string, string | string[]>, key: string, kept = keptQueue()) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  return call(
    `${BASE}${path}`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(key) },
      body: body.toString(),
    },
    { SOURCE_QUEUE: kept.queue },
  );
}

const inMain = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

const ADD = {
  kind: 'ical',
  url: FEED,
  name: 'The theatre',
  schedule: 'daily',
  default_status: 'pending',
  default_language: 'eu',
  default_tags: 'antzerkia, theatre',
  update_authority: 'keep_local_edits',
  on_removed: 'trash',
};

describe('the Sources screens', () => {
  it('are in the menu of editors, not of authors, who are told the screen is not theirs', async () => {
    const list = await screen('/en/admin/sources', editor.key);
    expect(list.res.status).toBe(200);
    expect(list.html).toMatch(/<a href="\/en\/admin\/sources" aria-current="page">Sources<\/a>/);
    expect(inMain(list.html)).toContain('<label for="f-url">Address</label>');

    const refused = await screen('/en/admin/sources', author.key);
    expect(refused.res.status).toBe(403);
    expect(refused.html).toContain('Only editors and administrators manage sources.');
    expect(refused.html).not.toMatch(/>Sources<\/a>/);
  });

  it('"Test" shows what would come in and saves nothing', async () => {
    serveFeed();
    const res = await postForm('/en/admin/sources', { ...ADD, intent: 'test' }, editor.key);
    expect(res.status).toBe(200);
    const main = inMain(await res.text());
    expect(main).toContain('Nothing was saved. The source’s first page has 2 events');
    expect(main).toContain('Hamlet in Basque');
    expect(main).toContain('Lorca’s Yerma');
    // The form keeps what was typed, to add it next.
    expect(main).toContain(`value="${FEED}"`);
    const api = await json(await call('/sources', { headers: bearer(editor.key) }));
    expect(api.sources.filter((s: { url: string }) => s.url === FEED)).toHaveLength(0);
  });

  it('refuses an address that is not public, next to its field, and stores nothing', async () => {
    serveFeed();
    const res = await postForm(
      '/en/admin/sources',
      { ...ADD, url: 'http://127.0.0.1:8787/feed.ics', intent: 'add' },
      editor.key,
    );
    expect(res.status).toBe(400);
    const main = inMain(await res.text());
    expect(main).toContain('<a href="#f-url">Address</a>');
    expect(main).toContain('id="e-url"');
    const api = await json(await call('/sources', { headers: bearer(editor.key) }));
    expect(api.sources.some((s: { url: string }) => s.url.includes('127.0.0.1'))).toBe(false);
  });

  it('adds a source, runs it now, shows its run and its events; ignore and bring back; pause, edit, delete', async () => {
    serveFeed();
    const added = await postForm('/en/admin/sources', { ...ADD, intent: 'add' }, editor.key);
    expect(added.status).toBe(303);
    const page = added.headers.get('location')!;
    expect(page).toMatch(/^\/en\/admin\/sources\/\d+\?done=added$/);
    const path = page.replace(/\?.*$/, '');
    const id = Number(path.split('/').pop());
    const source = await json(await call(`/sources/${id}`, { headers: bearer(editor.key) }));
    expect(source).toMatchObject({
      kind: 'ical',
      name: 'The theatre',
      default_language: 'eu',
      default_tags: ['antzerkia', 'theatre'],
      update_authority: 'keep_local_edits',
    });

    const kept = keptQueue();
    const run = await postForm(`${path}/run`, {}, editor.key, kept);
    expect(run.status).toBe(303);
    expect(run.headers.get('location')).toBe(`${path}?done=queued`);
    await drain(kept);

    const shown = inMain((await screen(`${path}?done=queued`, editor.key)).html);
    expect(shown).toContain('A run is queued');
    expect(shown).toMatch(/<td data-label="State">Done<\/td>/);
    expect(shown).toContain('2 new, 0 updated, 0 unchanged');
    expect(shown).toContain('Hamlet in Basque');
    expect(shown).toMatch(/<a href="\/en\/admin\/events\/\d+">Lorca’s Yerma<\/a>/);
    expect(shown).toContain('<td data-label="State">Pending review</td>');

    const ignored = await postForm(
      `${path}/ignored`,
      { uid: 'play-2@agenda.example.org', title: 'Lorca’s Yerma' },
      editor.key,
    );
    expect(ignored.status).toBe(303);
    expect(ignored.headers.get('location')).toBe(`${path}?done=ignored`);
    const afterIgnore = inMain((await screen(`${path}?done=ignored`, editor.key)).html);
    expect(afterIgnore).toContain('The event is ignored');
    const ignoredList = afterIgnore.slice(afterIgnore.indexOf('<h2>Ignored</h2>'));
    expect(ignoredList).toContain('Lorca’s Yerma');
    expect(ignoredList).toContain('Bring back');

    const restored = await postForm(
      `${path}/ignored/restore`,
      { uid: 'play-2@agenda.example.org' },
      editor.key,
    );
    expect(restored.headers.get('location')).toBe(`${path}?done=restored`);
    const afterRestore = inMain((await screen(path, editor.key)).html);
    expect(afterRestore.slice(afterRestore.indexOf('<h2>Ignored</h2>'))).toContain('Nothing ignored.');

    const paused = await postForm(`${path}/pause`, {}, editor.key);
    expect(paused.headers.get('location')).toBe(`${path}?done=paused`);
    expect((await json(await call(`/sources/${id}`, { headers: bearer(editor.key) }))).paused).toBe(true);
    expect(inMain((await screen(path, editor.key)).html)).toContain('>Resume</button>');

    const saved = await postForm(
      path,
      { ...ADD, schedule: 'weekly', update_authority: 'never', default_tags: '' },
      editor.key,
    );
    expect(saved.status).toBe(303);
    const changed = await json(await call(`/sources/${id}`, { headers: bearer(editor.key) }));
    expect(changed).toMatchObject({
      schedule: 'weekly',
      update_authority: 'never',
      default_tags: [],
      paused: true,
    });

    const deleted = await postForm(`${path}/delete`, {}, editor.key);
    expect(deleted.headers.get('location')).toBe('/en/admin/sources?done=deleted');
    expect((await call(`/sources/${id}`, { headers: bearer(editor.key) })).status).toBe(404);
  });

  it('a failed run’s errors in the reader’s language, the other party’s words beside them; the API gives their code', async () => {
    const GONE = 'https://agenda.example.org/gone.ics';
    serveSources(() => new Response('gone', { status: 410 }));
    const added = await postForm('/eu/admin/sources', { ...ADD, url: GONE, intent: 'add' }, editor.key);
    const path = added.headers.get('location')!.replace(/\?.*$/, '');
    const id = Number(path.split('/').pop());
    const kept = keptQueue();
    await postForm(`${path}/run`, {}, editor.key, kept);
    await drain(kept);
    const runs = await json(await call(`/sources/${id}/runs`, { headers: bearer(editor.key) }));
    expect(runs.runs[0].errors).toEqual([
      { message: `${GONE} answered 410.`, code: 'status', params: { url: GONE, status: 410 } },
    ]);
    const words: Record<string, string> = {
      eu: `${GONE} helbideak 410 erantzun du.`,
      es: `${GONE} respondió 410.`,
      en: `${GONE} answered 410.`,
      ca: `${GONE} ha respost 410.`,
      gl: `${GONE} respondeu 410.`,
    };
    for (const [lang, text] of Object.entries(words)) {
      const shown = inMain((await screen(path.replace('/eu/', `/${lang}/`), editor.key)).html);
      expect(shown, lang).toContain(`<li>${text}</li>`);
    }
    await postForm(`${path}/delete`, {}, editor.key);
  });

  it('an author cannot reach a source by its address either', async () => {
    serveFeed();
    const added = await postForm('/en/admin/sources', { ...ADD, intent: 'add' }, editor.key);
    const path = added.headers.get('location')!.replace(/\?.*$/, '');
    const res = await screen(path, author.key);
    expect(res.res.status).toBe(403);
    expect(res.html).not.toContain(FEED);
    const write = await postForm(`${path}/delete`, {}, author.key);
    expect(write.status).toBe(403);
  });

  it('a followed fediverse calendar’s source has no Run now, and its settings leave its address alone', async () => {
    const row = await env.DB.prepare(
      `INSERT INTO sources (kind, url, name, schedule, created_by)
       VALUES ('activitypub', 'https://agenda.example.net/u/relay', 'Relay', 'manual', ?) RETURNING id`,
    )
      .bind(editor.id)
      .first<{ id: number }>();
    const path = `/en/admin/sources/${row!.id}`;
    const shown = inMain((await screen(path, editor.key)).html);
    expect(shown).toContain('A calendar followed on the fediverse');
    expect(shown).not.toContain('>Run now</button>');
    expect(shown).not.toContain('name="url"');
    const saved = await postForm(
      path,
      { ...ADD, url: 'https://elsewhere.example/x.ics', default_status: 'draft' },
      editor.key,
    );
    expect(saved.status).toBe(303);
    const api = await json(await call(`/sources/${row!.id}`, { headers: bearer(editor.key) }));
    expect(api).toMatchObject({
      kind: 'activitypub',
      url: 'https://agenda.example.net/u/relay',
      default_status: 'draft',
    });
  });
});
