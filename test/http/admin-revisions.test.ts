import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createEvent, createUser, json, send } from '../helpers';
import { screen, signedIn, submit } from './editor-form';

/**
 * An event's revisions in the editors' app (src/admin/revisions): the editor's "Revisions (N)" link, two
 * revisions compared field by field (a table, "Changed" in words), "Restore this revision" through the
 * API's restore with the screen's If-Match, and someone else's save meanwhile shown as the editor's merge.
 */

type User = { id: number; login: string; key: string };
let editor: User;
let contributor: User;

beforeAll(async () => {
  editor = await createUser('editor');
  contributor = await createUser('contributor');
});

const eventBody = {
  title: 'Feria del libro',
  description: '<p>Casetas</p>',
  start_date: '2031-05-20 10:00:00',
  end_date: '2031-05-20 20:00:00',
  timezone: 'Europe/Madrid',
  status: 'publish',
  translations: { en: { title: 'Book fair' } },
};

/** The hidden fields of the restore form and the value of its button for revision `id`. */
function restoreForm(html: string, revision: number): Array<[string, string]> {
  const form =
    /<form method="post" action="[^"]*\/revisions\/restore" id="restore-form">([\s\S]*?)<\/form>/.exec(html);
  expect(form).not.toBeNull();
  expect(html).toContain(`form="restore-form" name="revision" value="${revision}"`);
  const fields: Array<[string, string]> = [];
  for (const [, name, value] of form![1]!.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    fields.push([
      name!,
      value!
        .replaceAll('&quot;', '"')
        .replaceAll('&amp;', '&')
        .replaceAll('&lt;', '<')
        .replaceAll('&gt;', '>')
        .replaceAll('&#39;', "'"),
    ]);
  return [...fields, ['revision', String(revision)]];
}

async function eventWithTwoRevisions() {
  const event = await createEvent(editor.key, eventBody);
  const res = await send(
    'PATCH',
    `/events/${event.id}`,
    { title: 'Feria del libro antiguo', translations: { en: { title: 'Old book fair' } } },
    editor.key,
  );
  expect(res.status).toBe(200);
  const list = await json(await call(`/events/${event.id}/revisions`, { headers: bearer(editor.key) }));
  return {
    id: event.id as number,
    newer: list.revisions[0].id as number,
    older: list.revisions[1].id as number,
  };
}

describe('revisions in the app', () => {
  it('the editor links to them with their count', async () => {
    const { id } = await eventWithTwoRevisions();
    const { html } = await screen(`/en/admin/events/${id}`, editor.key);
    expect(html).toContain(`<a href="/en/admin/events/${id}/revisions">Revisions (2)</a>`);
  });

  it('compares two side by side in a table, saying what changed in words', async () => {
    const { id, newer, older } = await eventWithTwoRevisions();
    const { res, html } = await screen(`/en/admin/events/${id}/revisions`, editor.key);
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>Revisions of “Feria del libro antiguo”</h1>');
    expect(html).toMatch(/<label for="pick-from">Older<\/label><select id="pick-from" name="from">/);
    expect(html).toMatch(new RegExp(`<option value="${older}" selected="">`));
    expect(html).toContain('2 fields differ.');
    // Only what changed, unless every field is asked for; each row named by a row header.
    expect(html).toMatch(/<th scope="row">Title \(Español\)<span class="changed">Changed<\/span><\/th>/);
    expect(html).toMatch(/<span lang="en">Old book fair<\/span>/);
    expect(html).not.toContain('<th scope="row">Status');
    const all = await screen(`/en/admin/events/${id}/revisions?from=${older}&to=${newer}&all=1`, editor.key);
    expect(all.html).toContain('<th scope="row">Status</th>');
    // The newer one is the event now: nothing to restore; the older one can be.
    expect(html).toContain('This is the event as it is now.');
    const form = restoreForm(html, older);
    expect(form.map(([name]) => name)).toEqual(['_csrf', '_etag', '_base', 'revision']);
    // In Basque too.
    const eu = await screen(`/eu/admin/events/${id}/revisions`, editor.key);
    expect(eu.html).toContain('Leheneratu berrikuspen hau');
  });

  it('restores one through the API with the screen’s If-Match, back to the editor', async () => {
    const { id, older } = await eventWithTwoRevisions();
    const session = await signedIn(editor);
    const { html } = await screen(`/admin/events/${id}/revisions`, editor.key);
    const fields = restoreForm(html, older).map(([n, v]): [string, string] =>
      n === '_csrf' ? [n, session.csrf] : [n, v],
    );
    const res = await submit(`/admin/events/${id}/revisions/restore`, fields, {
      Cookie: session.cookie,
      Origin: BASE,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/admin/events/${id}?saved=1`);
    const event = await json(await call(`/en/site/events/v1/events/${id}`, { headers: bearer(editor.key) }));
    expect(event.title).toBe('Book fair');
    const list = await json(await call(`/events/${id}/revisions`, { headers: bearer(editor.key) }));
    expect(list.total).toBe(3);
    // Without the CSRF token nothing is restored.
    const forged = await submit(
      `/admin/events/${id}/revisions/restore`,
      fields.filter(([n]) => n !== '_csrf'),
      { Cookie: session.cookie, Origin: BASE },
    );
    expect(forged.status).toBe(403);
  });

  it('someone else’s save meanwhile shows the editor’s merge, nothing restored', async () => {
    const { id, older } = await eventWithTwoRevisions();
    const { html } = await screen(`/en/admin/events/${id}/revisions`, editor.key);
    const fields = restoreForm(html, older);
    await send('PATCH', `/events/${id}`, { excerpt: 'Cambiado por otra persona' }, editor.key);
    const res = await submit(`/en/admin/events/${id}/revisions/restore`, fields, bearer(editor.key));
    expect(res.status).toBe(409);
    const merge = await res.text();
    expect(merge).toContain('Someone else');
    // The revision's title is the user's; their excerpt is kept.
    expect(merge).toMatch(/name="title"[^>]*value="Feria del libro"/);
    expect(merge).toContain('Cambiado por otra persona');
    const event = await json(await call(`/events/${id}`, { headers: bearer(editor.key) }));
    expect(event.title).toBe('Feria del libro antiguo');
  });

  it('is not shown to who may not edit the event', async () => {
    const { id } = await eventWithTwoRevisions();
    const { res, html } = await screen(`/en/admin/events/${id}/revisions`, contributor.key);
    expect(res.status).toBe(404);
    expect(html).not.toContain('Feria');
  });
});
