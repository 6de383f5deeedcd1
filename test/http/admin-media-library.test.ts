import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createUser, insertPost, json, send } from '../helpers';
import { upload } from '../media-helpers';
import { jpeg } from '../media-images';
import { screen } from './editor-form';

/** The media library screen (`/admin/media`, src/admin/media/library.tsx): list, search, texts, delete. */

type User = { id: number; login: string; key: string };
let editor: User;
let used: { id: number; url: string };
let spare: { id: number; url: string };

const post = (path: string, fields: Record<string, string>) =>
  call(`${BASE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...bearer(editor.key), 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  editor = await createUser('editor');
  used = await json(await upload(editor.key, jpeg(800, 600), 'escenario.jpg'));
  spare = await json(await upload(editor.key, jpeg(400, 300), 'suelta.jpg'));
  await send('POST', '/venues', { venue: 'Sala usada', image: used.id }, editor.key);
});

describe('the media library screen', () => {
  it('lists the files with their thumbnails, and searches them', async () => {
    const { res, html } = await screen('/en/admin/media', editor.key);
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>Media library</h1>');
    // In the app's navigation, marked as the current screen.
    expect(html).toMatch(/<a href="\/en\/admin\/media" aria-current="page">Media library<\/a>/);
    // The file's name heads its row; on a phone every other cell says its column (src/admin/table.tsx).
    expect(html).toContain(`<th scope="row"><a href="/en/admin/media/${used.id}">escenario</a></th>`);
    expect(html).toContain('<td data-label="Size">800×600</td>');
    expect(html).toMatch(/<td data-label="File"><img /);
    expect(html).toContain(
      `<img src="${used.url.replace(/\.jpg$/, '-150x150.jpg')}" alt="" width="150" height="150"`,
    );
    const found = await screen('/en/admin/media?search=suelta', editor.key);
    expect(found.html).toContain(`/en/admin/media/${spare.id}"`);
    expect(found.html).not.toContain(`/en/admin/media/${used.id}"`);
  });

  it('edits the title, alt texts and captions in the five languages; hostile text stays text', async () => {
    const hostile = '"><script>alert(1)</script>';
    const saved = await post(`/en/admin/media/${spare.id}`, {
      title: 'Suelta',
      alt_eu: 'Argazkia',
      alt_es: hostile,
      alt_en: '',
      alt_ca: '',
      alt_gl: '',
      caption_gl: 'Lenda',
    });
    expect(saved.status).toBe(303);
    const media = await json(await call(`/media/${spare.id}`, { headers: bearer(editor.key) }));
    expect(media.alt_texts).toEqual({ eu: 'Argazkia', es: hostile });
    expect(media.captions).toEqual({ gl: 'Lenda' });
    expect(media.title).toBe('Suelta');
    const { html } = await screen(`/en/admin/media/${spare.id}`, editor.key);
    expect(html).toContain('<label for="f-alt_eu">Alternative text (Euskara)</label>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('shows each role the files it may see: a contributor neither lists nor opens a file on a draft', async () => {
    const contributor = await createUser('contributor');
    const hidden = await json(await upload(editor.key, jpeg(40, 30), 'borrador-oculto.jpg'));
    await send('POST', '/venues', { venue: 'Sala borrador', image: hidden.id, status: 'draft' }, editor.key);
    await send(
      'POST',
      '/venues',
      { venue: 'Sala borrador dos', image: used.id, status: 'draft' },
      editor.key,
    );
    const own = await json(await upload(contributor.key, jpeg(40, 30), 'mia.jpg'));

    const { html } = await screen('/en/admin/media', contributor.key);
    expect(html).toContain(`/en/admin/media/${used.id}"`);
    expect(html).toContain(`/en/admin/media/${own.id}"`);
    expect(html).not.toContain(`/en/admin/media/${hidden.id}"`);
    expect(html).not.toContain('borrador-oculto');
    expect((await screen('/en/admin/media?search=oculto', contributor.key)).html).not.toContain(
      'borrador-oculto',
    );
    // The editors' library counts every record; a contributor's only those they may read.
    expect((await screen(`/en/admin/media/${used.id}`, editor.key)).html).toContain(
      '<p>Used by 2 record(s).</p>',
    );
    expect((await screen(`/en/admin/media/${used.id}`, contributor.key)).html).toContain(
      '<p>Used by 1 record(s).</p>',
    );
    const opened = await screen(`/en/admin/media/${hidden.id}`, contributor.key);
    expect(opened.res.status).toBe(404);
    expect(opened.html).not.toContain('borrador-oculto');
    const saved = await call(`${BASE}/en/admin/media/${hidden.id}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...bearer(contributor.key), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ title: 'Mine now' }).toString(),
    });
    expect(saved.status).toBe(404);
    expect((await json(await call(`/media/${hidden.id}`, { headers: bearer(editor.key) }))).title).toBe(
      'borrador-oculto',
    );
  });

  it('says how many records use a file before deleting it, and deletes it only with force', async () => {
    const { html } = await screen(`/en/admin/media/${used.id}`, editor.key);
    expect(html).toContain('<p>Used by 2 record(s).</p>');
    const refused = await post(`/en/admin/media/${used.id}/delete`, {});
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('role="alert">The file is the image of 2 record(s)');
    expect((await call(`/media/${used.id}`, { headers: bearer(editor.key) })).status).toBe(200);
    const forced = await post(`/en/admin/media/${used.id}/delete`, { force: '1' });
    expect(forced.status).toBe(303);
    expect((await call(`/media/${used.id}`, { headers: bearer(editor.key) })).status).toBe(404);
  });

  it('a refusal says why, beside TEC’s sentence: the API’s data.hint is shown with its message', async () => {
    const author = await createUser('author');
    const mine = await json(await upload(author.key, jpeg(300, 200), 'mia.jpg'));
    await insertPost('venue', 'Hidden user', { image_id: mine.id, status: 'draft' });
    const res = await call(`${BASE}/en/admin/media/${mine.id}/delete`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...bearer(author.key), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ force: '1' }).toString(),
    });
    expect(await res.text()).toContain(
      'role="alert">Sorry, you are not allowed to do that. Records you may not read use this file. Nothing was written.',
    );
  });
});
