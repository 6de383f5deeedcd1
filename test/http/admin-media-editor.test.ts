import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';
import { upload } from '../media-helpers';
import { jpeg } from '../media-images';
import { formFields, idFromLocation, screen, submit, withChanges } from './editor-form';

/**
 * Images in the event editor (src/admin/media/, src/admin/editor/): the upload form beside the editor's,
 * the chosen image's thumbnail, and the alternative text required before publishing (saved on the image).
 */

type User = { id: number; login: string; key: string };
let editor: User;
let media: { id: number; url: string };

beforeAll(async () => {
  editor = await createUser('editor');
  media = await json(await upload(editor.key, jpeg(1200, 900), 'cartel.jpg'));
});

const titled = async (title: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM post_texts WHERE title = ?')
    .bind(title)
    .first<{ n: number }>())!.n;

const altTexts = async (id: number) =>
  (await json(await call(`/media/${id}`, { headers: bearer(editor.key) }))).alt_texts;

describe('the event editor’s image', () => {
  it('offers an upload form that works without JavaScript, tied to its file input', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    expect(html).toMatch(
      /<form id="upload-form" method="post" action="\/en\/admin\/media\/upload" enctype="multipart\/form-data"><input type="hidden" name="_csrf" value="[^"]*"\/?><input type="hidden" name="return_to" value="\/en\/admin\/events\/new"\/?><\/form>/,
    );
    expect(html).toContain(
      '<label for="f-upload-file">Upload an image (JPEG, PNG, GIF, WebP or AVIF)</label>',
    );
    expect(html).toMatch(/<input id="f-upload-file" type="file" name="file" form="upload-form"/);
    expect(html).toMatch(/<button type="submit" form="upload-form" formnovalidate="">Upload<\/button>/);
    expect(html).toContain('<p>No image.</p>');
  });

  it('comes back from an upload with the image chosen and its thumbnail, or with the reason it was refused', async () => {
    const { html } = await screen(`/en/admin/events/new?image=${media.id}`, editor.key);
    expect(formFields(html)).toContainEqual(['image', String(media.id)]);
    expect(html).toContain(
      `<img src="${media.url.replace(/\.jpg$/, '-150x150.jpg')}" alt="" width="150" height="150"`,
    );
    expect(html).toContain('<label for="f-image_alt">Alternative text of the image (Español)</label>');
    const refused = await screen('/en/admin/events/new?upload_error=wrongType', editor.key);
    expect(refused.html).toContain(
      'id="upload-error" role="alert">That file is not a JPEG, PNG, GIF, WebP or AVIF image.</p>',
    );
    const unknown = await screen('/en/admin/events/new?upload_error=__proto__', editor.key);
    expect(unknown.html).not.toContain('id="upload-error"');
  });

  it('finds images of the library (GET /media?search=), each a link that chooses it', async () => {
    const { html } = await screen('/en/admin/events/new?media_search=cartel', editor.key);
    expect(html).toContain('<form id="media-search-form" method="get" action="/en/admin/events/new">');
    expect(html).toMatch(
      /<input id="f-media-search" type="search" name="media_search" form="media-search-form" value="cartel"/,
    );
    expect(html).toContain(
      `<a href="/en/admin/events/new?image=${media.id}"><img src="${media.url.replace(/\.jpg$/, '-150x150.jpg')}" alt="" width="150" height="150" loading="lazy"/><span>cartel</span></a>`,
    );
    const none = await screen('/en/admin/events/new?media_search=nada-parecido', editor.key);
    expect(none.html).toContain('<p role="status">No image found.</p>');
  });

  it('refuses to publish an event whose image has no alt text, at the alt-text field, saving nothing', async () => {
    const { html } = await screen(`/en/admin/events/new?image=${media.id}`, editor.key);
    const fields = withChanges(formFields(html), { title: 'Sin texto alternativo', intent: 'publish' });
    const res = await submit('/en/admin/events/new', fields, bearer(editor.key));
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toContain(
      '<p class="field-error" id="image_alt-error">The image needs an alternative text before the event is published.</p>',
    );
    expect(page).toMatch(
      /<input id="f-image_alt" name="image_alt" type="text" value="" lang="es" aria-describedby="image_alt-hint image_alt-error" aria-invalid="true"/,
    );
    expect(await titled('Sin texto alternativo')).toBe(0);
    // A draft may wait for its alt text.
    const draft = await submit(
      '/en/admin/events/new',
      withChanges(fields, { title: 'Borrador con imagen', intent: 'draft' }),
      bearer(editor.key),
    );
    expect(draft.status).toBe(303);
  });

  it('saves the typed alt text on the image (PATCH /media) and publishes; hostile text stays text', async () => {
    const { html } = await screen(`/en/admin/events/new?image=${media.id}`, editor.key);
    const hostile = 'Cartel "del" <script>alert(1)</script> concierto';
    const res = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), {
        title: 'Con texto alternativo',
        image_alt: hostile,
        intent: 'publish',
      }),
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    const id = idFromLocation(res);
    expect((await altTexts(media.id)).es).toBe(hostile);
    const event = await json(await call(`/events/${id}`));
    expect(event.status).toBe('publish');
    expect(event.image.id).toBe(media.id);
    expect(event.image.alt_text).toBe(hostile);
    const edited = await screen(`/en/admin/events/${id}`, editor.key);
    expect(formFields(edited.html)).toContainEqual(['image', String(media.id)]);
    expect(edited.html).not.toContain('<script>alert(1)');
    expect(edited.html).toContain('Cartel &quot;del&quot; &lt;script&gt;alert(1)&lt;/script&gt; concierto');
  });

  it('updates a published event only once its image has an alt text', async () => {
    const other = await json(await upload(editor.key, jpeg(640, 480), 'otra.jpg'));
    const created = await json(
      await send(
        'POST',
        '/events',
        {
          title: 'Publicado',
          status: 'publish',
          start_date: '2031-01-01 10:00',
          end_date: '2031-01-01 11:00',
        },
        editor.key,
      ),
    );
    const { html } = await screen(`/en/admin/events/${created.id}?image=${other.id}`, editor.key);
    const fields = withChanges(formFields(html), { intent: 'update' });
    const refused = await submit(`/en/admin/events/${created.id}`, fields, bearer(editor.key));
    expect(refused.status).toBe(400);
    expect((await json(await call(`/events/${created.id}`))).image).toBe(false);
    const saved = await submit(
      `/en/admin/events/${created.id}`,
      withChanges(fields, { image_alt: 'Otra foto' }),
      bearer(editor.key),
    );
    expect(saved.status).toBe(303);
    expect((await json(await call(`/events/${created.id}`))).image.alt_text).toBe('Otra foto');
  });
});

describe('the venue and organizer editors’ image', () => {
  it('come back from an upload with the image chosen and its thumbnail, and save it by id', async () => {
    const venue = await json(await send('POST', '/venues', { venue: 'Sala con foto' }, editor.key));
    const { html } = await screen(`/en/admin/venues/${venue.id}?image=${media.id}`, editor.key);
    expect(html).toMatch(/<input type="hidden" name="return_to" value="\/en\/admin\/venues\/\d+"/);
    expect(html).toMatch(/<input id="f-upload-file" type="file" name="file" form="upload-form"/);
    expect(html).toContain(`<img src="${media.url.replace(/\.jpg$/, '-150x150.jpg')}"`);
    const start = html.indexOf(`<form method="post" action="/en/admin/venues/${venue.id}"`);
    const form = html.slice(start, html.indexOf('</form>', start));
    const fields = [...form.matchAll(/<input\b[^>]*>/g)]
      .map(([tag]) => [/name="([^"]*)"/.exec(tag)?.[1], /value="([^"]*)"/.exec(tag)?.[1] ?? ''] as const)
      .filter(([name]) => name && name !== 'file')
      .map(([name, value]) => [name!, value.replaceAll('&quot;', '"')] as [string, string]);
    expect(fields).toContainEqual(['image', String(media.id)]);
    const saved = await submit(`/en/admin/venues/${venue.id}`, fields, bearer(editor.key));
    expect(saved.status).toBe(303);
    expect((await json(await call(`/venues/${venue.id}`))).image.id).toBe(media.id);
    const organizers = await screen('/en/admin/organizers/new?upload_error=tooBig', editor.key);
    expect(organizers.html).toContain('id="upload-error" role="alert">The file is too large.</p>');
    expect(organizers.html).toContain(
      '<input type="hidden" name="return_to" value="/en/admin/organizers/new"',
    );
    // Categories and tags have no image.
    expect((await screen('/en/admin/categories/new', editor.key)).html).not.toContain('upload-form');
  });
});
