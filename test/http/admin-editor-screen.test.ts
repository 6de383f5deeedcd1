import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createUser, json, send } from '../helpers';
import { formFields, idFromLocation, screen, submit, withChanges } from './editor-form';

/**
 * The editor's one screen (issue 37 items 3 and 6): the publish box first in the form (status in words,
 * Save draft, Preview event, Publish or Schedule, the series' scope by Update, the publication fields), the
 * text on the left; "Preview event" renders the public page from the form without saving; "View event" once
 * published; "Scheduled for …"; a contributor's "Submitted for review".
 */

type User = { id: number; login: string; key: string };
let editor: User;
let contributor: User;
let other: User;

beforeAll(async () => {
  editor = await createUser('editor');
  contributor = await createUser('contributor');
  other = await createUser('contributor');
});

const create = async (body: Record<string, unknown>, key = editor.key) =>
  json(
    await send(
      'POST',
      '/events',
      { start_date: '2031-05-01 18:00', end_date: '2031-05-01 20:00', ...body },
      key,
    ),
  );

const previewOf = (path: string, fields: Array<[string, string]>, key = editor.key) =>
  submit(path, withChanges(fields, { intent: 'preview-page' }), bearer(key));

describe('the publish box', () => {
  it('comes first in the form, with the buttons before the publication fields, the text after it', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const box = html.indexOf(
      '<section class="publish-box" id="publish-box" aria-labelledby="publish-heading">',
    );
    expect(box).toBeGreaterThan(html.indexOf('data-editor'));
    expect(box).toBeLessThan(html.indexOf('id="f-title"'));
    expect(html.indexOf('value="publish"', box)).toBeLessThan(html.indexOf('id="f-date"'));
    expect(html).toContain('<div class="editor-main">');
    expect(html).toMatch(/@media \(max-width: 60rem\)/);
  });

  it('says "Schedule" when the publish date is in the future, "Scheduled for …" once saved so', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    expect(html).toMatch(
      /value="publish" data-publish-button="" data-now="[^"]+" data-publish="Publish" data-schedule="Schedule">Publish</,
    );
    const res = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), { title: 'Programado', date: '2035-01-02T09:30', intent: 'find' }),
      bearer(editor.key),
    );
    expect(await res.text()).toMatch(/data-schedule="Schedule">Schedule</);
    const saved = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), { title: 'Programado', date: '2035-01-02T09:30', intent: 'publish' }),
      bearer(editor.key),
    );
    expect(saved.status).toBe(303);
    const page = await screen(`/en/admin/events/${idFromLocation(saved)}`, editor.key);
    expect(page.html).toMatch(/<p>Status: <strong>Scheduled for [^<]*2035[^<]*9:30[^<]*<\/strong><\/p>/);
  });

  it('links "View event" once published, and names one event’s status in the singular', async () => {
    const event = await create({ title: 'Publicado ya', status: 'publish' });
    const { html } = await screen(`/en/admin/events/${event.id}?saved=1`, editor.key);
    expect(html).toMatch(/<a href="http:\/\/[^"]+\/event\/publicado-ya\/">View event<\/a>/);
    expect(html).toContain('<p>Status: <strong>Published</strong></p>');
    const draft = await create({ title: 'Borrador', status: 'draft' });
    const es = await screen(`/es/admin/events/${draft.id}`, editor.key);
    expect(es.html).toContain('<p>Estado: <strong>Borrador</strong></p>');
    expect(es.html).toContain('<option value="draft" selected="">Borrador</option>');
    expect(es.html).not.toContain('Ver evento');
  });

  it('tells a contributor their event was submitted for review, pending', async () => {
    const { html } = await screen('/en/admin/events/new', contributor.key);
    const res = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), { title: 'Para revisar', intent: 'pending' }),
      bearer(contributor.key),
    );
    expect(res.status).toBe(303);
    const id = idFromLocation(res);
    const page = await screen(`/en/admin/events/${id}?saved=1`, contributor.key);
    expect(page.html).toContain('<p>Status: <strong>Submitted for review</strong></p>');
    expect(page.html).toContain('Pending review: an editor will publish it.');
  });
});

describe('Preview event', () => {
  it('renders the public page from the form’s unsaved text, in the language chosen, saving nothing', async () => {
    const event = await create({
      title: 'Concierto guardado',
      status: 'draft',
      translations: { eu: { title: 'Kontzertua gordea' } },
    });
    const { html } = await screen(`/en/admin/events/${event.id}`, editor.key);
    expect(html).toContain(`formaction="/en/admin/events/${event.id}/preview-page" formtarget="_blank"`);
    const fields = withChanges(formFields(html), {
      title: 'Concierto sin guardar',
      description: '<p>Con <strong>negrita</strong><script>alert(1)</script></p>',
      preview_lang: 'es',
    });
    const res = await previewOf(`/en/admin/events/${event.id}/preview-page`, fields);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('data-preview-banner><strong>Vista previa — borrador, no público.');
    expect(page).toContain('<h1>Concierto sin guardar</h1>');
    expect(page).toContain('<strong>negrita</strong>');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('<meta name="robots" content="noindex">');
    const nonce = /style-src 'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')![1];
    expect(page).toContain(`<style nonce="${nonce}">`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // Basque: its own title; nothing was saved.
    const eu = await previewOf(
      `/en/admin/events/${event.id}/preview-page`,
      withChanges(fields, { preview_lang: 'eu' }),
    );
    const euPage = await eu.text();
    expect(euPage).toContain('<html lang="eu">');
    expect(euPage).toContain('<h1>Kontzertua gordea</h1>');
    expect(euPage).toContain('Aurrebista — zirriborroa, ez publikoa.');
    expect((await json(await call(`/events/${event.id}`, { headers: bearer(editor.key) }))).title).toBe(
      'Concierto guardado',
    );
  });

  it('previews a new event before its first save, and not an event the caller may not read', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    const res = await previewOf(
      '/en/admin/events/new/preview-page',
      withChanges(formFields(html), { title: 'Aún no existe', start_day: '2031-09-09', preview_lang: 'en' }),
    );
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<h1>Aún no existe</h1>');
    expect(page).toContain('datetime="2031-09-09');
    const hidden = await create({ title: 'Ajeno', status: 'draft' }, other.key);
    const refused = await previewOf(
      `/en/admin/events/${hidden.id}/preview-page`,
      formFields(html),
      contributor.key,
    );
    expect(refused.status).toBe(404);
    expect(BASE).toBeDefined();
  });
});
