import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createEvent, createUser, insertTerm, json, send } from '../helpers';

/**
 * The editors of venues, organizers, categories and tags (src/admin/manage/record-*): every field the API
 * takes, the texts of each language, If-Match, reasons at their fields, hostile text escaped.
 */

let admin: { id: number; login: string; key: string };
let editor: { id: number; login: string; key: string };
const HOSTILE = '<script>alert(1)</script>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;';

beforeAll(async () => {
  admin = await createUser('administrator');
  editor = await createUser('editor');
});

async function screen(path: string, key: string) {
  const res = await call(`${BASE}${path}`, { redirect: 'manual', headers: bearer(key) });
  return { res, html: await res.text() };
}

function postForm(path: string, fields: Record<string, string>, key: string) {
  return call(`${BASE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(key) },
    body: new URLSearchParams(fields).toString(),
  });
}

const versionOf = (html: string) =>
  /name="version" value="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"') ?? '';
const idOf = (res: Response) => /\/(\d+)\?saved=1$/.exec(res.headers.get('location') ?? '')?.[1];
const read = async (path: string, key: string) => json(await call(path, { headers: bearer(key) }));

describe('venue editor', () => {
  it('creates a venue with every field and its translations; the API has them all, and the editor shows which languages are filled', async () => {
    const res = await postForm(
      '/en/admin/venues',
      {
        name: 'Teatro Victoria Eugenia',
        description: 'Teatro municipal',
        excerpt: 'Teatro',
        address: 'Reina Regente 8',
        city: 'San Sebastián',
        province: 'Gipuzkoa',
        zip: '20003',
        country: 'Spain',
        phone: '+34 943 48 11 55',
        website: 'https://victoriaeugenia.eus',
        image: 'https://img.example/teatro.jpg',
        geo_lat: '43.3225',
        geo_lng: '-1.9840',
        show_map_link: '1',
        name_eu: 'Victoria Eugenia Antzokia',
        city_eu: 'Donostia',
        name_en: 'Victoria Eugenia Theatre',
      },
      editor.key,
    );
    expect(res.status).toBe(303);
    const id = idOf(res);
    const es = await read(`/venues/${id}?translation_language=es`, editor.key);
    expect(es).toMatchObject({
      venue: 'Teatro Victoria Eugenia',
      address: 'Reina Regente 8',
      city: 'San Sebastián',
      province: 'Gipuzkoa',
      zip: '20003',
      country: 'Spain',
      phone: '+34 943 48 11 55',
      website: 'https://victoriaeugenia.eus',
      geo_lat: 43.3225,
      geo_lng: -1.984,
      show_map: false,
      show_map_link: true,
      lang: 'es',
    });
    expect(es.image.url).toBe('https://img.example/teatro.jpg');
    const eu = await read(`/venues/${id}?translation_language=eu`, editor.key);
    expect(eu).toMatchObject({ venue: 'Victoria Eugenia Antzokia', city: 'Donostia', lang: 'eu' });
    expect(Object.keys(es.translations).sort()).toEqual(['en', 'es', 'eu']);

    const form = await screen(`/en/admin/venues/${id}`, editor.key);
    expect(form.res.status).toBe(200);
    expect(form.html).toContain('<label for="f-zip">Postal code</label>');
    expect(form.html).toMatch(/id="f-city_eu"[^>]*value="Donostia"|value="Donostia"[^>]*id="f-city_eu"/);
    expect(form.html).toMatch(/<span lang="eu">Euskara<\/span> — <span data-translation="filled">/);
    expect(form.html).toMatch(/<span lang="gl">Galego<\/span> — <span data-translation="fallback">/);
    expect(form.html).toMatch(/id="f-show_map"(?![^>]*checked)[^>]*>/);
    expect(form.html).toMatch(/<input[^>]*id="f-show_map_link"[^>]*checked/);

    // An update through the form changes a field and adds a language.
    const saved = await postForm(
      `/en/admin/venues/${id}`,
      {
        ...fieldsOf(form.html),
        zip: '20004',
        name_gl: 'Teatro Victoria Eugenia (gl)',
        version: versionOf(form.html),
      },
      editor.key,
    );
    expect(saved.status).toBe(303);
    expect((await read(`/venues/${id}`, editor.key)).zip).toBe('20004');
    expect((await read(`/venues/${id}?translation_language=gl`, editor.key)).venue).toBe(
      'Teatro Victoria Eugenia (gl)',
    );
    // Fields the form shows were sent back as they were.
    expect((await read(`/venues/${id}?translation_language=eu`, editor.key)).city).toBe('Donostia');
  });

  it('a refused value is shown at its field, with everything typed kept, and nothing is written', async () => {
    const venue = await json(
      await send('POST', '/venues', { venue: 'Kursaal', city: 'Donostia' }, editor.key),
    );
    const form = await screen(`/en/admin/venues/${venue.id}`, editor.key);
    const res = await postForm(
      `/en/admin/venues/${venue.id}`,
      { ...fieldsOf(form.html), city: 'Changed', website: 'ftp://nope', version: versionOf(form.html) },
      editor.key,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/<p class="error" id="e-website">Must be an http\(s\) URL.<\/p>/);
    expect(html).toMatch(/id="f-website"[^>]*aria-describedby="e-website"/);
    expect(html).toContain('<a href="#f-website">Website</a>');
    expect(html).toMatch(/id="f-city"[^>]*value="Changed"/);
    expect((await read(`/venues/${venue.id}`, editor.key)).city).toBe('Donostia');
  });

  it("someone else's save first: their fields shown where they differ, the caller's kept, nothing overwritten", async () => {
    const venue = await json(
      await send('POST', '/venues', { venue: 'Tabakalera', address: 'Plaza 1' }, editor.key),
    );
    const form = await screen(`/en/admin/venues/${venue.id}`, editor.key);
    await send('PATCH', `/venues/${venue.id}`, { address: `Their ${HOSTILE}` }, admin.key);
    const stale = await postForm(
      `/en/admin/venues/${venue.id}`,
      { ...fieldsOf(form.html), address: 'Mine 2', version: versionOf(form.html) },
      editor.key,
    );
    expect(stale.status).toBe(409);
    const html = await stale.text();
    expect(html).toContain(`<dt>Address</dt><dd>Their ${ESCAPED}</dd>`);
    expect(html).not.toContain('<dt>Name</dt>');
    expect(html).toMatch(/id="f-address"[^>]*value="Mine 2"/);
    expect(html).not.toContain(HOSTILE);
    expect((await read(`/venues/${venue.id}`, editor.key)).address).toBe(`Their ${HOSTILE}`);
    const again = await postForm(
      `/en/admin/venues/${venue.id}`,
      { ...fieldsOf(html), version: versionOf(html) },
      editor.key,
    );
    expect(again.status).toBe(303);
    expect((await read(`/venues/${venue.id}`, editor.key)).address).toBe('Mine 2');
  });

  it('a hostile venue name is escaped in its editor, the list, the delete page and a translation', async () => {
    const venue = await json(
      await send('POST', '/venues', { venue: HOSTILE, translations: { eu: { venue: HOSTILE } } }, editor.key),
    );
    await createEvent(editor.key, {
      title: 'Uses it',
      start_date: '2030-01-01 10:00:00',
      end_date: '2030-01-01 11:00:00',
      venue: venue.id,
      status: 'publish',
    });
    for (const path of [
      `/en/admin/venues/${venue.id}`,
      '/en/admin/venues',
      `/en/admin/venues/${venue.id}/delete`,
    ]) {
      const { res, html } = await screen(path, editor.key);
      expect(res.status).toBe(200);
      expect(html).toContain(ESCAPED);
      expect(html).not.toContain(HOSTILE);
    }
    const refused = await postForm(`/en/admin/venues/${venue.id}`, { name: '', version: '' }, editor.key);
    expect(refused.status).toBe(400);
    expect(await refused.text()).not.toContain(HOSTILE);
  });
});

describe('over a real session', () => {
  it('a save needs the CSRF token; with it, the change is written as the signed-in user', async () => {
    const author = await createUser('author');
    const password = `the password of ${author.login}`;
    const set = await postForm(`/en/admin/users/${author.id}/password`, { password }, admin.key);
    expect(set.status).toBe(303);
    const signIn = await call(`${BASE}/admin/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: author.login, password }).toString(),
    });
    const cookie = `session=${/^session=([A-Za-z0-9_-]{43});/.exec(signIn.headers.get('set-cookie') ?? '')?.[1]}`;
    const venue = await json(await send('POST', '/venues', { venue: 'Bulebar', city: 'Bilbo' }, author.key));
    const page = await (
      await call(`${BASE}/en/admin/venues/${venue.id}`, { headers: { Cookie: cookie } })
    ).text();
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(csrf).not.toBe('');
    const save = (fields: Record<string, string>) =>
      call(`${BASE}/en/admin/venues/${venue.id}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
        body: new URLSearchParams(fields).toString(),
      });
    const form = { ...fieldsOf(page), city: 'Bilbao', city_eu: 'Bilbo', version: versionOf(page) };
    expect((await save(form)).status).toBe(403);
    expect((await read(`/venues/${venue.id}`, author.key)).city).toBe('Bilbo');
    expect((await save({ ...form, _csrf: csrf })).status).toBe(303);
    expect((await read(`/venues/${venue.id}?translation_language=es`, author.key)).city).toBe('Bilbao');
    expect((await read(`/venues/${venue.id}?translation_language=eu`, author.key)).city).toBe('Bilbo');
  });
});

describe('organizer editor', () => {
  it('edits phone, website and email; a bad email is refused at its field; hostile text escaped', async () => {
    const res = await postForm(
      '/es/admin/organizers',
      { name: HOSTILE, phone: '943 000 000', website: 'https://dss.eus', email: 'info@dss.eus' },
      editor.key,
    );
    expect(res.status).toBe(303);
    const id = idOf(res);
    expect(await read(`/organizers/${id}`, editor.key)).toMatchObject({
      organizer: HOSTILE,
      phone: '943 000 000',
      website: 'https://dss.eus',
      email: 'info@dss.eus',
    });
    const form = await screen(`/es/admin/organizers/${id}`, editor.key);
    expect(form.html).toContain('<label for="f-email">Correo electrónico</label>');
    expect(form.html).toContain(ESCAPED);
    expect(form.html).not.toContain(HOSTILE);
    const bad = await postForm(
      `/es/admin/organizers/${id}`,
      { ...fieldsOf(form.html), email: 'not an email', phone: '1', version: versionOf(form.html) },
      editor.key,
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/<p class="error" id="e-email">[^<]+<\/p>/);
    expect((await read(`/organizers/${id}`, editor.key)).phone).toBe('943 000 000');
  });
});

describe('category and tag editors', () => {
  it('the parent menu is the tree, indented, without the category itself or anything under it; a parent is set', async () => {
    const top = await json(await send('POST', '/categories', { name: 'Music' }, editor.key));
    const child = await json(await send('POST', '/categories', { name: 'Jazz', parent: top.id }, editor.key));
    const grandchild = await json(
      await send('POST', '/categories', { name: 'Bebop', parent: child.id }, editor.key),
    );
    const other = await json(await send('POST', '/categories', { name: HOSTILE }, editor.key));

    const ofTop = await screen(`/en/admin/categories/${top.id}`, editor.key);
    const select = ofTop.html.slice(
      ofTop.html.indexOf('<select id="f-parent"'),
      ofTop.html.indexOf('</select>'),
    );
    expect(select).toContain(`<option value="${other.id}">${ESCAPED}</option>`);
    expect(select).not.toContain(`value="${top.id}"`);
    expect(select).not.toContain(`value="${child.id}"`);
    expect(select).not.toContain(`value="${grandchild.id}"`);
    expect(ofTop.html).not.toContain(HOSTILE);

    const ofGrandchild = await screen(`/en/admin/categories/${grandchild.id}`, editor.key);
    expect(ofGrandchild.html).toContain(`<option value="${top.id}">Music</option>`);
    expect(ofGrandchild.html).toContain(`<option value="${child.id}" selected="">— Jazz</option>`);

    const moved = await postForm(
      `/en/admin/categories/${grandchild.id}`,
      {
        ...fieldsOf(ofGrandchild.html),
        parent: String(top.id),
        slug: 'be-bop',
        version: versionOf(ofGrandchild.html),
      },
      editor.key,
    );
    expect(moved.status).toBe(303);
    expect(await read(`/categories/${grandchild.id}`, editor.key)).toMatchObject({
      parent: top.id,
      slug: 'be-bop',
    });
  });

  it('a parent beyond the menu (more than 200 categories) stays chosen, and a save keeps it', async () => {
    const filler = [];
    for (let i = 0; i < 200; i++) filler.push(insertTerm('tribe_events_cat', `Filler ${i}`, `filler-${i}`));
    await Promise.all(filler);
    const far = await insertTerm('tribe_events_cat', 'Far parent', 'far-parent');
    const child = await json(
      await send('POST', '/categories', { name: 'Far child', parent: far }, editor.key),
    );
    const form = await screen(`/en/admin/categories/${child.id}`, editor.key);
    expect(form.html).toContain(`<option value="${far}" selected="">#${far}</option>`);
    const saved = await postForm(
      `/en/admin/categories/${child.id}`,
      { ...fieldsOf(form.html), description: 'Kept under its parent', version: versionOf(form.html) },
      editor.key,
    );
    expect(saved.status).toBe(303);
    expect((await read(`/categories/${child.id}`, editor.key)).parent).toBe(far);
  });

  it("a term's name in another language is written as its translation", async () => {
    const res = await postForm(
      '/en/admin/tags',
      {
        name: 'Gratis',
        slug: 'gratis',
        description: 'Sin entrada',
        name_eu: 'Doan',
        description_eu: 'Sarrerarik gabe',
      },
      editor.key,
    );
    expect(res.status).toBe(303);
    const id = idOf(res);
    expect(await read(`/tags/${id}?translation_language=eu`, editor.key)).toMatchObject({
      name: 'Doan',
      description: 'Sarrerarik gabe',
      lang: 'eu',
    });
    expect(await read(`/tags/${id}?translation_language=es`, editor.key)).toMatchObject({
      name: 'Gratis',
      slug: 'gratis',
    });
    const form = await screen(`/en/admin/tags/${id}`, editor.key);
    expect(form.html).toMatch(/id="f-name_eu"[^>]*value="Doan"/);
    expect(form.html).toContain('<label for="f-slug">Slug</label>');
  });
});

/** The values of a rendered form (inputs, checked boxes, selected options, textareas). */
function fieldsOf(html: string): Record<string, string> {
  const main = html.slice(html.indexOf('<main'));
  const form = main.slice(main.indexOf('<form method="post"'), main.indexOf('</form>'));
  const out: Record<string, string> = {};
  const unescapeHtml = (s: string) =>
    s
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&amp;', '&');
  for (const m of form.matchAll(/<input([^>]*)>/g)) {
    const attrs = m[1] ?? '';
    const name = /name="([^"]+)"/.exec(attrs)?.[1];
    if (!name || name === '_csrf') continue;
    const value = unescapeHtml(/value="([^"]*)"/.exec(attrs)?.[1] ?? '');
    if (/type="checkbox"/.test(attrs)) {
      if (/checked/.test(attrs)) out[name] = value;
    } else out[name] = value;
  }
  for (const m of form.matchAll(/<textarea[^>]*name="([^"]+)"[^>]*>([^<]*)<\/textarea>/g))
    out[m[1] ?? ''] = unescapeHtml(m[2] ?? '');
  for (const m of form.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    const selected = /<option value="([^"]*)" selected/.exec(m[2] ?? '')?.[1];
    out[m[1] ?? ''] = selected ?? '0';
  }
  return out;
}
