import { beforeAll, describe, expect, it } from 'vitest';
import { API, BASE, bearer, call, createEvent, createUser, json, send } from '../helpers';

/**
 * The editors' app (src/admin): its shell (sign-in redirect, security headers, languages) and the events
 * list, read through the API's own list plan and visibility rules.
 */

let editor: { id: number; login: string; key: string };
let contributor: { id: number; login: string; key: string };
let other: { id: number; login: string; key: string };
const ids: Record<string, number> = {};

/** A screen of the app by its path, as the caller with `key` (none: anonymous). */
async function screen(path: string, key?: string, init: RequestInit = {}) {
  const res = await call(`${BASE}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { ...(key ? bearer(key) : {}), ...(init.headers as Record<string, string> | undefined) },
  });
  return { res, html: await res.text() };
}

const inMain = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
/** The titles of the list's rows, in order. */
const rowTitles = (html: string) =>
  [...inMain(html).matchAll(/<th scope="row"[^>]*>(.*?)<\/th>/gs)].map((m) =>
    m[1]!.replace(/^<a href="[^"]*">(.*)<\/a>$/s, '$1'),
  );
/** The count a status tab shows. */
const tabCount = (html: string, tab: string) => {
  const match = new RegExp(`data-count="${tab}">\\((\\d+)\\)`).exec(html);
  return match ? Number(match[1]) : undefined;
};

const day = (n: number) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return d.toISOString().slice(0, 10);
};
const at = (n: number, hour = 10) => ({
  start_date: `${day(n)} ${String(hour).padStart(2, '0')}:00:00`,
  end_date: `${day(n)} ${String(hour + 2).padStart(2, '0')}:00:00`,
});

beforeAll(async () => {
  editor = await createUser('editor');
  contributor = await createUser('contributor');
  other = await createUser('contributor');
  const category = await json(await send('POST', '/categories', { name: 'Jazz' }, editor.key));
  ids.category = category.id;
  const make = async (name: string, key: string, body: Record<string, unknown>) => {
    ids[name] = (await createEvent(key, { title: name, ...body })).id;
  };
  await make('Alpha concert', editor.key, { ...at(10), categories: [category.id] });
  await make('Beta market', editor.key, { ...at(20), featured: true });
  await make('<script>alert(1)</script> & Gamma', editor.key, at(30));
  await make('Editor draft', editor.key, { ...at(40), status: 'draft' });
  await make('Editor private', editor.key, { ...at(41), status: 'private' });
  await make('Editor scheduled', editor.key, { ...at(42), status: 'future', date: '2099-06-01 10:00:00' });
  await make('Editor trash', editor.key, at(43));
  expect((await send('DELETE', `/events/${ids['Editor trash']}`, {}, editor.key)).status).toBe(200);
  await make('Mine draft', contributor.key, { ...at(50), status: 'draft' });
  await make('Mine pending', contributor.key, { ...at(51), status: 'pending' });
  await make('Other pending', other.key, { ...at(52), status: 'pending' });
  // More published ones than a page holds (20).
  for (let i = 0; i < 19; i++) await make(`Zeta ${String(i).padStart(2, '0')}`, editor.key, at(60 + i));
});

describe('the shell', () => {
  it('sends anonymous callers to the sign-in page, under their language prefix', async () => {
    for (const [path, target] of [
      ['/admin/', '/admin/sign-in?next=%2Fadmin%2F'],
      ['/admin/events?status=draft', '/admin/sign-in?next=%2Fadmin%2Fevents%3Fstatus%3Ddraft'],
      ['/eu/admin/', '/eu/admin/sign-in?next=%2Feu%2Fadmin%2F'],
      ['/es/admin/events', '/es/admin/sign-in?next=%2Fes%2Fadmin%2Fevents'],
      ['/admin/users', '/admin/sign-in?next=%2Fadmin%2Fusers'],
      ['/admin', '/admin/sign-in?next=%2Fadmin'],
      ['/gl/admin', '/gl/admin/sign-in?next=%2Fgl%2Fadmin'],
    ]) {
      const { res } = await screen(path!);
      expect(res.status, path).toBe(303);
      expect(res.headers.get('location'), path).toBe(target);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('shows the sign-in form in English with the named controls, and in Basque', async () => {
    const { res, html } = await screen('/en/admin/sign-in?next=%2Fen%2Fadmin%2Fevents');
    expect(res.status).toBe(200);
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).toContain('<label for="login">Login</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toMatch(/<form method="post" action="\/en\/admin\/sign-in">/);
    expect(html).toContain('name="next" value="/en/admin/events"');
    expect(html).toContain('name="_csrf"');
    expect(html).not.toContain('Wrong login or password');

    const eu = await screen('/eu/admin/sign-in?error=1');
    expect(eu.html).toContain('<html lang="eu">');
    expect(eu.html).toContain('>Hasi saioa</button>');
    expect(eu.html).toContain('action="/eu/admin/sign-in"');
    expect(eu.html).toContain('Erabiltzailea edo pasahitza okerra.');
    expect(eu.html).toContain('name="next" value="/eu/admin/"');
    const en = await screen('/en/admin/sign-in?error=1');
    expect(en.html).toMatch(/role="alert">Wrong login or password\.<\/p>/);
    expect(en.html).toContain('aria-describedby="sign-in-error"');
  });

  it('never sends sign-in elsewhere than the app', async () => {
    for (const next of [
      'https://evil.test/admin',
      '//evil.test/admin',
      '/\\evil.test',
      '/event/x/',
      '/admin.evil',
    ]) {
      const { html } = await screen(`/admin/sign-in?next=${encodeURIComponent(next)}`);
      expect(html, next).toContain('name="next" value="/admin/"');
    }
  });

  it('sends a signed-in caller on from the sign-in page', async () => {
    const { res } = await screen('/admin/sign-in?next=%2Fadmin%2Fevents', editor.key);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/events');
  });

  it('sends a signed-in caller on only to a clean address: control characters refused, the rest percent-encoded', async () => {
    for (const next of [
      '%2Fadmin%2F%0D%0AX:%201',
      '%2Fadmin%2F%0AX:%201',
      '%2Fadmin%2F%00x',
      '%2Fadmin%2F%7Fx',
    ]) {
      const { res } = await screen(`/admin/sign-in?next=${next}`, editor.key);
      expect(res.status, next).toBe(303);
      expect(res.headers.get('location'), next).toBe('/admin/');
    }
    const { res } = await screen(
      `/eu/admin/sign-in?next=${encodeURIComponent('/eu/admin/events?s=ekitaldiñé')}`,
      editor.key,
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/eu/admin/events?s=ekitaldi%C3%B1%C3%A9');
    // The form keeps the same address (its hidden field) for the sign-in POST.
    const anonymous = await screen(`/admin/sign-in?next=${encodeURIComponent('/admin/events?s=é')}`);
    expect(anonymous.html).toContain('name="next" value="/admin/events?s=%C3%A9"');
  });

  it('sets the security headers, with a fresh nonce on the one script and style sheet', async () => {
    const nonces = new Set<string>();
    for (const path of ['/admin/sign-in', '/admin/events']) {
      const { res, html } = await screen(path, path.endsWith('events') ? editor.key : undefined);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'none'");
      const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain(`style-src 'nonce-${nonce}'`);
      expect(csp).not.toContain('unsafe-inline');
      const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
      const styles = [...html.matchAll(/<style([^>]*)>/g)].map((m) => m[1]);
      // The inline one, and on the sign-in page the passkeys' same-origin script (docs/admin-passkeys.md).
      const passkeyScript = ` nonce="${nonce}" src="/admin/passkeys.js" defer=""`;
      expect(scripts).toEqual(
        path.endsWith('sign-in') ? [passkeyScript, ` nonce="${nonce}"`] : [` nonce="${nonce}"`],
      );
      expect(styles).toEqual([` nonce="${nonce}"`]);
      expect(html).not.toMatch(/\son[a-z]+=/i);
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(2);
  });

  it('answers an address that names no screen with a page in the frame', async () => {
    const { res, html } = await screen('/en/admin/nothing-here', editor.key);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(inMain(html)).toContain('<h1>Not found</h1>');
    expect(inMain(html)).toContain('<a href="/en/admin/events">Events</a>');
  });

  it('frames every screen: skip link, landmarks, languages, the caller and "Sign out"', async () => {
    const { html } = await screen('/en/admin/events?status=draft', editor.key);
    expect(html).toContain('<a class="skip" href="#main">Skip to content</a>');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('<nav aria-label="Main">');
    expect(html).toContain('href="/en/admin/events" aria-current="page">Events</a>');
    expect(html).toContain(`Signed in as ${editor.login}`);
    expect(html).toMatch(
      /<form method="post" action="\/en\/admin\/sign-out"><input type="hidden" name="_csrf" value=""\/?>/,
    );
    expect(html).toContain('>Sign out</button>');
    for (const lang of ['eu', 'ca', 'en', 'gl', 'es'])
      expect(html).toContain(`href="/${lang}/admin/events?status=draft"`);
    const es = await screen('/admin/events', editor.key);
    expect(es.html).toContain('<html lang="es">');
    expect(es.html).toContain('>Cerrar sesión</button>');
    expect(es.html).toContain('href="/admin/events" aria-current="page">Eventos</a>');
  });
});

describe('the events list', () => {
  it('counts every status as the API lists it, for an editor and a contributor', async () => {
    const window = 'starts_after=2000-01-01&starts_before=2200-01-01';
    for (const user of [editor, contributor]) {
      const { html } = await screen('/admin/events', user.key);
      let all = 0;
      for (const status of ['publish', 'future', 'draft', 'pending', 'private', 'trash']) {
        const res = await call(`${API}/events?status=${status}&${window}`, { headers: bearer(user.key) });
        expect(res.status).toBe(200);
        const total = Number(res.headers.get('x-tec-total'));
        expect(tabCount(html, status), `${user.login} ${status}`).toBe(total);
        if (status !== 'trash') all += total;
      }
      expect(tabCount(html, 'all')).toBe(all);
    }
    const editorsList = await screen('/admin/events', editor.key);
    expect(tabCount(editorsList.html, 'pending')).toBe(2);
    expect(tabCount(editorsList.html, 'trash')).toBe(1);
    const contributorsList = await screen('/admin/events', contributor.key);
    expect(tabCount(contributorsList.html, 'pending')).toBe(1);
    expect(tabCount(contributorsList.html, 'draft')).toBe(1);
    expect(tabCount(contributorsList.html, 'private')).toBe(0);
  });

  it('reads the whole page in one D1 round trip (besides the key’s own lookup)', async () => {
    const { res } = await screen(
      `/en/admin/events?s=concert&category=${ids.category}&orderby=title`,
      editor.key,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('server-timing')).toMatch(/desc="2 round trips"/);
  });

  it('shows a contributor their own drafts and the published events, never the others’', async () => {
    const { html } = await screen('/admin/events?status=pending', contributor.key);
    expect(rowTitles(html)).toEqual(['Mine pending']);
    const drafts = await screen('/admin/events?status=draft&orderby=title', editor.key);
    expect(rowTitles(drafts.html)).toEqual(['Editor draft', 'Mine draft']);
  });

  it('lists by date (latest first by default) or title, a page at a time', async () => {
    const first = await screen('/en/admin/events?status=publish', editor.key);
    const titles = rowTitles(first.html);
    expect(titles).toHaveLength(20);
    expect(titles[0]).toBe('Zeta 18');
    expect(first.html).toContain('22 items');
    expect(first.html).toContain('Page 1 of 2');
    expect(first.html).toContain('href="/en/admin/events?status=publish&amp;paged=2" rel="next"');
    const second = await screen('/admin/events?status=publish&paged=2', editor.key);
    expect(rowTitles(second.html)).toEqual(['Beta market', 'Alpha concert']);
    const byTitle = await screen('/admin/events?status=publish&orderby=title&order=asc', editor.key);
    expect(rowTitles(byTitle.html).slice(0, 3)).toEqual([
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; Gamma',
      'Alpha concert',
      'Beta market',
    ]);
  });

  it('searches and filters as the API does', async () => {
    const search = await screen('/admin/events?s=market', editor.key);
    expect(rowTitles(search.html)).toEqual(['Beta market']);
    expect(search.html).toContain('<li>1 elemento</li>');
    expect(tabCount(search.html, 'publish')).toBe(1);
    expect(tabCount(search.html, 'draft')).toBe(0);
    const featured = await screen('/admin/events?featured=1', editor.key);
    expect(rowTitles(featured.html)).toEqual(['Beta market']);
    // The filters beyond the search fold away (phones) unless one is in use.
    expect(featured.html).toMatch(/<details open="">\s*<summary>Filtros<\/summary>/);
    expect(search.html).toMatch(/<details>\s*<summary>Filtros<\/summary>/);
    const category = await screen(`/admin/events?category=${ids.category}`, editor.key);
    expect(rowTitles(category.html)).toEqual(['Alpha concert']);
    expect(category.html).toContain(`<option value="${ids.category}" selected="">Jazz</option>`);
    const range = await screen(
      `/admin/events?from=${day(19)}&to=${day(30)}&orderby=date&order=asc`,
      editor.key,
    );
    expect(rowTitles(range.html)).toEqual([
      'Beta market',
      '&lt;script&gt;alert(1)&lt;/script&gt; &amp; Gamma',
    ]);
  });

  it('shows each row’s dates, status, author, categories and public page', async () => {
    const { html } = await screen(`/en/admin/events?category=${ids.category}`, editor.key);
    const main = inMain(html);
    expect(main).toContain('>Published<');
    expect(main).toContain(`>${editor.login}<`);
    expect(main).toContain('>Jazz<');
    expect(main).toMatch(/<a href="http:\/\/api\.test\/en\/event\/alpha-concert\/">View/);
    expect(main).toMatch(
      /<a href="\/en\/admin\/events\/new\?from=\d+">Duplicate<span class="visually-hidden"> “Alpha/,
    );
    expect(main).toContain(`<time datetime="${day(10)}T10:00:00">`);
    await createEvent(editor.key, {
      title: 'Festival days',
      start_date: `${day(97)} 00:00:00`,
      end_date: `${day(98)} 23:59:59`,
      all_day: true,
    });
    const allDay = inMain((await screen('/en/admin/events?s=festival', editor.key)).html);
    expect(allDay).toContain(`<time datetime="${day(97)}">`);
    expect(allDay).toMatch(new RegExp(`</time> – <time datetime="${day(98)}">[^<]+</time> · All day`));
    const es = await screen(`/es/admin/events?category=${ids.category}`, editor.key);
    expect(inMain(es.html)).toMatch(/de \d{4}, 10:00<\/time>/);
    // One event's status is singular (the tabs, lists of events, stay plural).
    expect(inMain(es.html)).toContain('>Publicado<');
  });

  it('shows hostile titles as text', async () => {
    const { html } = await screen('/admin/events?s=Gamma', editor.key);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(rowTitles(html)).toEqual(['&lt;script&gt;alert(1)&lt;/script&gt; &amp; Gamma']);
  });

  it('leaves out parameters it can’t use, and says so, never a 500', async () => {
    for (const query of [
      'status=nope',
      'paged=0',
      'paged=abc',
      'from=2026-13-45x',
      'category=-1',
      'orderby=<script>',
      'category=999999',
      'venue=999999',
      `s=${'x'.repeat(300)}`,
    ]) {
      const { res, html } = await screen(`/en/admin/events?${query}`, editor.key);
      expect(res.status, query).toBe(400);
      expect(html, query).toContain('Some filters could not be used');
      expect(tabCount(html, 'all'), query).toBeGreaterThan(0);
    }
    // The message names the field by its label, and the field points at it.
    const unknown = await screen('/en/admin/events?category=999999&from=nope', editor.key);
    expect(unknown.html).toContain('Some filters could not be used: From, Category');
    expect(unknown.html).toMatch(
      /<select id="filter-category" name="category" aria-invalid="true" aria-describedby="list-problems">/,
    );
    expect(unknown.html).toMatch(
      /<input id="filter-from" type="date" name="from" value="" aria-invalid="true"/,
    );
    expect(unknown.html).toContain('id="list-problems"');
    // Search text with full-text syntax in it is text, as in the API.
    for (const text of ['"', 'a*', 'NEAR(a b)', '-x', 'title:x', '%', "'; DROP TABLE posts; --"]) {
      const { res } = await screen(`/en/admin/events?s=${encodeURIComponent(text)}`, editor.key);
      expect(res.status, text).toBe(200);
    }
    const beyond = await screen('/en/admin/events?paged=99', editor.key);
    expect(beyond.res.status).toBe(200);
    expect(inMain(beyond.html)).toContain('No events found.');
  });
});

describe('bulk actions', () => {
  const statusOf = async (id: number) => {
    const res = await call(`${API}/events/${id}`, { headers: bearer(editor.key) });
    return res.status === 200 ? (await json(res)).status : res.status;
  };
  const post = (key: string | undefined, fields: Array<[string, string]>) =>
    screen('/en/admin/events/bulk', key, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });

  it('publishes each checked event through the API, and says so', async () => {
    const a = (await createEvent(editor.key, { title: 'Bulk A', ...at(90), status: 'draft' })).id;
    const b = (await createEvent(contributor.key, { title: 'Bulk B', ...at(91), status: 'pending' })).id;
    const { res } = await post(editor.key, [
      ['action', 'publish'],
      ['ids', String(a)],
      ['ids', String(b)],
      ['back', '/en/admin/events?status=draft&bulk=trash&done=9'],
      ['_csrf', ''],
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/admin/events?status=draft&bulk=publish&done=2');
    expect(await statusOf(a)).toBe('publish');
    expect(await statusOf(b)).toBe('publish');
    const { html } = await screen(res.headers.get('location')!, editor.key);
    expect(html).toContain('Publish: 2 events changed.');
  });

  it('checks the rights on each record: a contributor can’t publish others’ events, and is told', async () => {
    const own = (await createEvent(contributor.key, { title: 'Own draft', ...at(92), status: 'draft' })).id;
    const others = (await createEvent(other.key, { title: 'Others draft', ...at(93), status: 'draft' })).id;
    const published = (await createEvent(editor.key, { title: 'Editors event', ...at(94) })).id;
    const { res } = await post(contributor.key, [
      ['action', 'publish'],
      ['ids', String(own)],
      ['ids', String(others)],
      ['ids', String(published)],
      ['back', '/en/admin/events'],
    ]);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, BASE);
    // Their own draft is submitted for review (the API's rule for contributors); the others are refused.
    expect(location.searchParams.get('done')).toBe('1');
    const refused = location.searchParams.get('refused')!.split(',');
    expect(refused.map((r) => Number(r.split('.')[0]))).toEqual([others, published]);
    expect(await statusOf(own)).toBe('pending');
    expect(await statusOf(others)).toBe('draft');
    expect(await statusOf(published)).toBe('publish');
    const { html } = await screen(`${location.pathname}${location.search}`, contributor.key);
    expect(html).toMatch(new RegExp(`#${others} \\((you may not change it|not found)\\)`));
    expect(html).toContain(`#${published} (you may not change it)`);
    expect(html).toContain('Submit for review: 1 event changed.');
    expect(html).toContain('<option value="publish">Submit for review</option>');

    // Trashing what is not theirs is refused too; their own draft goes.
    const trash = await post(contributor.key, [
      ['action', 'trash'],
      ['ids', String(own)],
      ['ids', String(published)],
    ]);
    const after = new URL(trash.res.headers.get('location')!, BASE);
    expect(after.pathname).toBe('/en/admin/events');
    expect(after.searchParams.get('done')).toBe('1');
    expect(after.searchParams.get('refused')).toMatch(new RegExp(`^${published}\\.40[34]$`));
    expect(await statusOf(own)).toBe('trash');
    expect(await statusOf(published)).toBe('publish');
  });

  it('moves to the trash, restores as a draft, and deletes for good', async () => {
    const id = (await createEvent(editor.key, { title: 'Round trip', ...at(95) })).id;
    const step = async (action: string) => {
      const { res } = await post(editor.key, [
        ['action', action],
        ['ids', String(id)],
      ]);
      expect(new URL(res.headers.get('location')!, BASE).searchParams.get('done'), action).toBe('1');
    };
    await step('trash');
    expect(await statusOf(id)).toBe('trash');
    await step('restore');
    expect(await statusOf(id)).toBe('draft');
    await step('delete');
    expect(await statusOf(id)).toBe(404);
  });

  it('restores only what is in the trash: a published event chosen from a stale list stays published', async () => {
    const published = (await createEvent(editor.key, { title: 'Restored meanwhile', ...at(97) })).id;
    const trashed = (await createEvent(editor.key, { title: 'Still trashed', ...at(98) })).id;
    expect((await send('DELETE', `/events/${trashed}`, {}, editor.key)).status).toBe(200);
    const { res } = await post(editor.key, [
      ['action', 'restore'],
      ['ids', String(published)],
      ['ids', String(trashed)],
    ]);
    const location = new URL(res.headers.get('location')!, BASE);
    expect(location.searchParams.get('done')).toBe('1');
    expect(location.searchParams.get('refused')).toBe(`${published}.409`);
    expect(await statusOf(published)).toBe('publish');
    expect(await statusOf(trashed)).toBe('draft');
  });

  it('answers a form without an action or events, and never follows a foreign return address', async () => {
    for (const fields of [
      [['ids', '1']],
      [['action', 'publish']],
      [
        ['action', 'explode'],
        ['ids', '1'],
      ],
      [
        ['action', 'publish'],
        ['ids', 'abc'],
      ],
    ] as Array<Array<[string, string]>>) {
      const { res } = await post(editor.key, [...fields, ['back', 'https://evil.test/admin']]);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/en/admin/events?bulk=invalid');
    }
    const { html } = await screen('/en/admin/events?bulk=invalid', editor.key);
    expect(html).toContain('Choose an action and at least one event');
    // A return address is checked as the browser will read it: after its dot segments are resolved.
    for (const back of [
      '/admin/../..//evil.example/',
      '/en/admin/./../..//evil.example/x',
      '/admin/%2e%2e/%2e%2e//evil.example/',
    ]) {
      const { res } = await post(editor.key, [
        ['ids', '1'],
        ['back', back],
      ]);
      expect(res.status, back).toBe(303);
      expect(res.headers.get('location'), back).toBe('/en/admin/events?bulk=invalid');
    }
    const { res } = await post(editor.key, [
      ['ids', '1'],
      ['back', '/en/admin/../admin/events?status=draft'],
    ]);
    expect(res.headers.get('location')).toBe('/en/admin/events?status=draft&bulk=invalid');
  });

  it('turns anonymous callers away before anything is read', async () => {
    const id = (await createEvent(editor.key, { title: 'Untouched', ...at(96), status: 'draft' })).id;
    const { res } = await post(undefined, [
      ['action', 'publish'],
      ['ids', String(id)],
    ]);
    expect(res.status).toBe(401);
    expect(await statusOf(id)).toBe('draft');
  });

  it('offers the actions of the tab, with a labelled checkbox per event', async () => {
    const list = await screen('/en/admin/events?status=draft', editor.key);
    expect(list.html).toContain('<form method="post" action="/en/admin/events/bulk">');
    expect(list.html).toContain('name="back" value="/en/admin/events?status=draft"');
    expect(list.html).toContain('<option value="publish">Publish</option>');
    expect(list.html).not.toContain('<option value="delete">');
    expect(list.html).toMatch(/<label class="visually-hidden" for="select-\d+">Select “[^”]+”<\/label>/);
    const trash = await screen('/en/admin/events?status=trash', editor.key);
    expect(trash.html).toContain('<option value="restore">Restore</option>');
    expect(trash.html).toContain('<option value="delete">Delete permanently</option>');
  });
});
