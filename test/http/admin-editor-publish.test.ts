import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';
import { upload } from '../media-helpers';
import { jpeg } from '../media-images';
import { formFields, screen, submit, withChanges } from './editor-form';

/**
 * Publishing an event with an image from the editor (issue 37 item 2): the alt text typed then Publish on a
 * saved draft publishes (the alt text is saved on the image after the event, never as a conflict with it),
 * a refusal leads with a summary that names and links each field and takes the focus, and the alt-text
 * field is there before the first save.
 */

type User = { id: number; login: string; key: string };
let editor: User;
let media: { id: number; url: string };

beforeAll(async () => {
  editor = await createUser('editor');
  media = await json(await upload(editor.key, jpeg(800, 600), 'escenario.jpg'));
});

const draftWithImage = async (title: string) =>
  json(
    await send(
      'POST',
      '/events',
      {
        title,
        status: 'draft',
        start_date: '2031-03-01 10:00',
        end_date: '2031-03-01 11:00',
        image: media.id,
      },
      editor.key,
    ),
  );

describe('publishing a saved draft with an image', () => {
  it('fills the alt text and publishes in one press: no "someone else saved this event"', async () => {
    const draft = await draftWithImage('Borrador con escenario');
    const { html } = await screen(`/en/admin/events/${draft.id}`, editor.key);
    expect(html).toContain('id="f-image_alt"');
    const res = await submit(
      `/en/admin/events/${draft.id}`,
      withChanges(formFields(html), { image_alt: 'Escenario vacío', intent: 'publish' }),
      bearer(editor.key),
    );
    const page = res.status === 303 ? '' : await res.text();
    expect(page).not.toContain('Someone else saved this event');
    expect(res.status).toBe(303);
    const event = await json(await call(`/events/${draft.id}`));
    expect(event.status).toBe('publish');
    expect(event.image.alt_text).toBe('Escenario vacío');
  });

  it('saves no alt text when the event is refused (nothing half written)', async () => {
    const draft = await draftWithImage('Borrador rechazado');
    const { html } = await screen(`/en/admin/events/${draft.id}`, editor.key);
    const res = await submit(
      `/en/admin/events/${draft.id}`,
      withChanges(formFields(html), {
        image_alt: 'No debe guardarse',
        end_day: '2020-01-01',
        intent: 'publish',
      }),
      bearer(editor.key),
    );
    expect(res.status).toBe(400);
    const alts = (await json(await call(`/media/${media.id}`, { headers: bearer(editor.key) }))).alt_texts;
    expect(alts.es).not.toBe('No debe guardarse');
  });

  it('leads a refusal with a summary naming each field, linked to it, that takes the focus', async () => {
    const other = await json(await upload(editor.key, jpeg(640, 480), 'sin-alt.jpg'));
    const { html } = await screen(`/en/admin/events/new?image=${other.id}`, editor.key);
    const res = await submit(
      '/en/admin/events/new',
      withChanges(formFields(html), { title: 'Sin alt', intent: 'publish' }),
      bearer(editor.key),
    );
    expect(res.status).toBe(400);
    const page = await res.text();
    const summary =
      /<div class="error" role="alert" id="editor-problems" tabindex="-1" autofocus="">([\s\S]*?)<\/div>/.exec(
        page,
      );
    expect(summary).not.toBeNull();
    expect(summary![1]).toContain(
      '<li><a href="#f-image_alt">Alternative text of the image (Español)</a>: The image needs an alternative text before the event is published.</li>',
    );
    // The summary comes before the form: the first thing after the heading.
    expect(page.indexOf('id="editor-problems"')).toBeLessThan(page.indexOf('data-editor'));
    expect(page).toContain('id="f-image_alt"');
  });

  it('names each field the API refused, in the page’s language', async () => {
    const { html } = await screen('/es/admin/events/new', editor.key);
    const res = await submit(
      '/es/admin/events/new',
      withChanges(formFields(html), { title: 'Fechas al revés', end_day: '2000-01-01', intent: 'draft' }),
      bearer(editor.key),
    );
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toMatch(/<li><a href="#f-end_day">Fin: Fecha<\/a>: /);
  });

  it('offers the alt-text field before the first save, with no image chosen yet', async () => {
    const { html } = await screen('/en/admin/events/new', editor.key);
    expect(html).toContain('<label for="f-image_alt">Alternative text of the image (Español)</label>');
    expect(html).toContain('data-alt-field');
  });

  it('hides the time fields of a saved all-day event', async () => {
    const created = await json(
      await send(
        'POST',
        '/events',
        {
          title: 'Todo el día',
          status: 'draft',
          all_day: true,
          start_date: '2031-04-01',
          end_date: '2031-04-01',
        },
        editor.key,
      ),
    );
    const { html } = await screen(`/en/admin/events/${created.id}`, editor.key);
    expect(html).toMatch(/<div class="field" data-time-field="" hidden=""><label for="f-start_time">/);
    const timed = await draftWithImage('Con hora');
    const other = await screen(`/en/admin/events/${timed.id}`, editor.key);
    expect(other.html).toMatch(/<div class="field" data-time-field=""><label for="f-start_time">/);
    expect(env).toBeDefined();
  });
});
