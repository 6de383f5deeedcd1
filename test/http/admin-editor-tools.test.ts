import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createEvent, createUser, insertPost, insertTerm, json, send } from '../helpers';
import { formFields, idFromLocation, screen, signedIn, submit, withChanges } from './editor-form';

/**
 * The event editor's tools (src/admin/editor/tools.tsx, choices.ts, preview.ts): the searchable time zone
 * list, lists of venues, organizers, categories and tags past the API's first page, the rule's preview
 * before saving, and removing a password. Each works without JavaScript (a submit that saves nothing).
 */

type User = { id: number; login: string; key: string };
let editor: User;

beforeAll(async () => {
  editor = await createUser('editor');
});

const readEvent = async (id: number, lang = 'es') =>
  json(await call(`/events/${id}?translation_language=${lang}`, { headers: bearer(editor.key) }));

const titled = async (title: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM post_texts WHERE title = ?')
    .bind(title)
    .first<{ n: number }>())!.n;

async function newForm(changes: Record<string, string>) {
  return withChanges(formFields((await screen('/en/admin/events/new', editor.key)).html), changes);
}

describe('the time zone', () => {
  it("is a text field over the IANA list, the site's zone by default", async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const input = /<input id="f-timezone"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('list="timezone-list"');
    expect(input).toContain('value="Europe/Madrid"');
    expect(input).toContain('aria-describedby="timezone-hint"');
    const list = /<datalist id="timezone-list">([\s\S]*?)<\/datalist>/.exec(html)?.[1] ?? '';
    expect(list).toContain('<option value="America/New_York"></option>');
    expect(list).toContain('<option value="Pacific/Auckland"></option>');
  });

  it("refuses an unknown zone at the field, by the API's validation, keeping what was typed", async () => {
    const fields = await newForm({ title: 'Zona rara', timezone: 'Mars/Olympus_Mons', intent: 'draft' });
    const res = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(res.status).toBe(400);
    const html = await res.text();
    const input = /<input id="f-timezone"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('value="Mars/Olympus_Mons"');
    expect(input).toContain('aria-invalid="true"');
    expect(input).toMatch(/aria-describedby="timezone-hint timezone-error"/);
    expect(html).toMatch(/<p class="field-error" id="timezone-error">[^<]+<\/p>/);
    expect(await titled('Zona rara')).toBe(0);
  });
});

describe('venues, organizers, categories and tags past the first page', () => {
  let far: { id: number };
  let farOrganizer: { id: number };
  beforeAll(async () => {
    for (let i = 0; i < 55; i++) {
      const n = String(i).padStart(2, '0');
      await insertPost('venue', `Aula ${n}`, { status: 'publish' });
      await insertPost('organizer', `Grupo ${n}`, { status: 'publish' });
    }
    far = await json(
      await send('POST', '/venues', { venue: 'Zuloaga Aretoa', status: 'publish' }, editor.key),
    );
    farOrganizer = await json(
      await send('POST', '/organizers', { organizer: 'Zabalburu Taldea', status: 'publish' }, editor.key),
    );
  });

  it('finds a venue past the first 50 without JavaScript, keeping the typed form, and saves it', async () => {
    // The API's first page doesn't hold it.
    const page = await json(await call('/venues?per_page=50', { headers: bearer(editor.key) }));
    expect(page.venues.map((v: { id: number }) => v.id)).not.toContain(far.id);
    const first = await screen('/en/admin/events/new', editor.key);
    expect(first.html).not.toContain('Zuloaga Aretoa');
    // "Find" with the search typed: the form again, nothing saved, the title kept, the venue offered.
    const fields = await newForm({ title: 'Con sala lejana', venues_search: 'Zuloaga', intent: 'find' });
    const found = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(found.status).toBe(200);
    const html = await found.text();
    expect(html).toContain(`<option value="${far.id}">Zuloaga Aretoa</option>`);
    expect(html).toContain('value="Con sala lejana"');
    expect(html).toMatch(
      /<input id="f-venues_search" name="venues_search" type="search"[^>]*value="Zuloaga"/,
    );
    expect(await titled('Con sala lejana')).toBe(0);
    // Chosen and saved; the editor of the saved event keeps offering it (never dropped by a save).
    const saved = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), { venue: String(far.id), intent: 'draft' }),
      bearer(editor.key),
    );
    const id = idFromLocation(saved);
    expect((await readEvent(id)).venue.id).toBe(far.id);
    const again = await screen(`/en/admin/events/${id}`, editor.key);
    expect(again.html).toContain(`<option value="${far.id}" selected="">Zuloaga Aretoa</option>`);
  });

  it('finds organizers past the first 50 and keeps the chosen ones when the search changes', async () => {
    const fields = await newForm({ title: 'Con grupos', organizers_search: 'Zabalburu', intent: 'find' });
    const found = await (await submit('/en/admin/events/new', fields, bearer(editor.key))).text();
    expect(found).toContain(`name="organizers" value="${farOrganizer.id}"/>Zabalburu Taldea`);
    const picked = withChanges(formFields(found), {
      organizers: String(farOrganizer.id),
      organizers_search: 'Grupo 03',
      intent: 'find',
    });
    const again = await (await submit('/en/admin/events/new', picked, bearer(editor.key))).text();
    expect(again).toContain(`name="organizers" value="${farOrganizer.id}" checked=""/>Zabalburu Taldea`);
    expect(again).toMatch(/name="organizers" value="\d+"\/>Grupo 03/);
    const none = withChanges(formFields(again), { organizers_search: 'nadaparecido', intent: 'find' });
    expect(await (await submit('/en/admin/events/new', none, bearer(editor.key))).text()).toContain(
      'Nothing found.',
    );
  });

  it('offers empty categories too, as a tree indented by parent, and finds them by name', async () => {
    const parent = await insertTerm('tribe_events_cat', 'Música', 'musica');
    const child = await insertTerm('tribe_events_cat', 'Jazz vacío', 'jazz-vacio', parent);
    const { html } = await screen('/en/admin/events/new', editor.key);
    // The child is nested in its parent's item (a list inside the parent's <li>).
    expect(html).toMatch(
      new RegExp(
        `value="${parent}"/>Música</label><ul class="boxes"><li><label class="check"><input type="checkbox" name="categories" value="${child}"/>Jazz vacío`,
      ),
    );
    const fields = await newForm({ categories_search: 'jazz', intent: 'find' });
    const found = await (await submit('/en/admin/events/new', fields, bearer(editor.key))).text();
    expect(found).toContain(`value="${child}"/>Jazz vacío`);
    expect(found).not.toContain(`value="${parent}"/>Música`);
  });

  it('finds existing tags to add, and creates new ones by name', async () => {
    await createEvent(editor.key, {
      title: 'Con etiqueta',
      start_date: '2031-03-01 10:00:00',
      end_date: '2031-03-01 11:00:00',
      tags: ['Aire libre'],
    });
    const fields = await newForm({
      title: 'Etiquetado',
      tags: 'Nueva etiqueta',
      tags_search: 'aire',
      intent: 'find',
    });
    const found = await (await submit('/en/admin/events/new', fields, bearer(editor.key))).text();
    expect(found).toContain('<input type="checkbox" name="tags_pick" value="Aire libre"/>Aire libre');
    const saved = await submit(
      '/en/admin/events/new',
      withChanges(formFields(found), { tags_pick: 'Aire libre', intent: 'draft' }),
      bearer(editor.key),
    );
    const event = await readEvent(idFromLocation(saved));
    expect(event.tags.map((t: { name: string }) => t.name).sort()).toEqual(['Aire libre', 'Nueva etiqueta']);
  });
});

describe("the rule's preview before saving", () => {
  const weekly = {
    title: 'Serie previa',
    start_day: '2031-05-06',
    start_time: '18:00',
    end_day: '2031-05-06',
    end_time: '19:00',
    repeat: 'weekly',
    repeat_days: 'TU',
    repeat_end: 'count',
    repeat_count: '3',
  };

  it("shows the rule in the API's words and the next occurrences, saving nothing, as the API then saves it", async () => {
    const fields = await newForm({ ...weekly, intent: 'preview' });
    const res = await submit('/es/admin/events/new', fields, bearer(editor.key));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(await titled('Serie previa')).toBe(0);
    const box = /<div class="notice" data-preview-result="true">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(box).toContain('Vista previa (aún sin guardar)');
    expect([...box.matchAll(/<time datetime="([^"]+)"/g)].map((m) => m[1])).toEqual([
      '2031-05-06T18:00:00',
      '2031-05-13T18:00:00',
      '2031-05-20T18:00:00',
    ]);
    expect(html).toContain('value="Serie previa"');
    // Saved, the API words the rule exactly as the preview did.
    const saved = await submit(
      '/es/admin/events/new',
      withChanges(formFields(html), { intent: 'publish' }),
      bearer(editor.key),
    );
    const event = await readEvent(idFromLocation(saved), 'es');
    expect(event.series.description).toBeTruthy();
    expect(box).toContain(event.series.description.replaceAll("'", '&#39;'));
  });

  it("shows the API's own refusal of a rule, and at most 10 occurrences of an endless one", async () => {
    const bad = await newForm({
      ...weekly,
      repeat: 'custom',
      recurrence: 'RRULE:FREQ=HOURLY',
      intent: 'preview',
    });
    const refused = await (await submit('/en/admin/events/new', bad, bearer(editor.key))).text();
    const api = await send(
      'POST',
      '/events',
      {
        title: 'x',
        start_date: '2031-05-06 18:00:00',
        end_date: '2031-05-06 19:00:00',
        recurrence: ['RRULE:FREQ=HOURLY'],
      },
      editor.key,
    );
    expect(api.status).toBe(400);
    const message: string = Object.values((await json(api)).data.params as Record<string, string>)[0]!;
    expect(refused).toContain(`<p class="field-error">${message}</p>`);
    const tooMany = await newForm({
      ...weekly,
      repeat: 'daily',
      repeat_end: 'until',
      repeat_until: '2040-01-01',
      intent: 'preview',
    });
    expect(await (await submit('/en/admin/events/new', tooMany, bearer(editor.key))).text()).toContain(
      'The series would have more than 1000 occurrences.',
    );
    const endless = await newForm({ ...weekly, repeat: 'daily', repeat_end: 'never', intent: 'preview' });
    const html = await (await submit('/en/admin/events/new', endless, bearer(editor.key))).text();
    expect([...html.matchAll(/<time datetime=/g)]).toHaveLength(10);
  });

  it("answers the script's live preview as a fragment, for a session only with its CSRF token", async () => {
    const { cookie, csrf } = await signedIn(await createUser('author'));
    // As the script sends it: the form as multipart FormData.
    const form = () => {
      const data = new FormData();
      for (const [name, value] of Object.entries({ ...weekly, timezone: 'Europe/Madrid' }))
        data.append(name, value);
      return data;
    };
    const headers = { Cookie: cookie, Origin: BASE };
    const withToken = form();
    withToken.append('_csrf', csrf);
    const res = await call(`${BASE}/en/admin/events/preview`, { method: 'POST', headers, body: withToken });
    expect(res.status).toBe(200);
    const fragment = await res.text();
    expect(fragment.startsWith('<div class="notice" data-preview-result="true">')).toBe(true);
    expect([...fragment.matchAll(/<time datetime=/g)]).toHaveLength(3);
    const forged = await call(`${BASE}/en/admin/events/preview`, { method: 'POST', headers, body: form() });
    expect(forged.status).toBe(403);
  });
});

describe('Enter in a text field', () => {
  it('still saves a draft (the first submit button), not a "Find" nor, for an editor, "Publish"', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const form = html.slice(html.indexOf('data-editor'));
    expect(/<button type="submit"[^>]*>/.exec(form)?.[0]).toMatch(/name="intent" value="enter"/);
    const fields = withChanges(formFields(html), { title: 'Con Intro', intent: 'enter' });
    const id = idFromLocation(await submit('/en/admin/events/new', fields, bearer(editor.key)));
    expect((await readEvent(id)).status).toBe('draft');
  });
});

describe('the password', () => {
  it('is removed from the form with "Remove the password"', async () => {
    const created = await createEvent(editor.key, {
      title: 'Con clave',
      start_date: '2031-06-01 10:00:00',
      end_date: '2031-06-01 11:00:00',
      status: 'publish',
    });
    expect((await send('PATCH', `/events/${created.id}`, { password: 'clave' }, editor.key)).status).toBe(
      200,
    );
    expect((await call(`/events/${created.id}`)).status).toBe(403);
    const path = `/en/admin/events/${created.id}`;
    const { html } = await screen(path, editor.key);
    expect(html).toContain(
      '<label class="check"><input id="f-password_clear" type="checkbox" name="password_clear" value="1"/>Remove the password</label>',
    );
    const res = await submit(
      path,
      withChanges(formFields(html), { password_clear: '1', intent: 'update' }),
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    expect((await call(`/events/${created.id}`)).status).toBe(200);
  });
});
