import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createEvent, createUser, json, send } from '../helpers';
import { screen, signedIn, submit } from './editor-form';

/**
 * Quick Edit of a list row (src/admin/quick-edit.tsx): `?quick={id}` turns the row into the form's fields
 * (title and slug in the main language, dates, status, categories, tags), saved through the API's PATCH with
 * If-Match, only what changed; errors at their fields, a conflict said.
 */

type User = { id: number; login: string; key: string };
let editor: User;
let contributor: User;
let category: number;

beforeAll(async () => {
  editor = await createUser('editor');
  contributor = await createUser('contributor');
  const created = await json(await send('POST', '/categories', { name: 'Rápidas' }, editor.key));
  category = created.id;
});

const event = () =>
  createEvent(editor.key, {
    title: 'Charla rápida',
    start_date: '2032-02-10 18:00:00',
    end_date: '2032-02-10 19:00:00',
    status: 'draft',
    tags: ['uno'],
  }) as Promise<{ id: number }>;

/** The Quick Edit form as a browser submits it: the hidden fields and the row's fields. */
function quickFields(html: string): Array<[string, string]> {
  const decode = (v: string) => v.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#39;', "'");
  const form = /<form method="post" action="[^"]*\/quick" id="quick-form">([\s\S]*?)<\/form>/.exec(html)![1]!;
  const fields: Array<[string, string]> = [...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map(
    ([, n, v]): [string, string] => [n!, decode(v!)],
  );
  for (const [tag] of html.matchAll(/<input\b[^>]*form="quick-form"[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(tag)![1]!;
    const value = decode(/value="([^"]*)"/.exec(tag)?.[1] ?? '');
    if (/type="checkbox"/.test(tag) && !/checked/.test(tag)) continue;
    fields.push([name, value]);
  }
  const status = /<select id="quick-status"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
  fields.push(['status', /<option value="([^"]*)" selected/.exec(status)![1]!]);
  return fields;
}
const change = (fields: Array<[string, string]>, changes: Record<string, string>) => [
  ...fields.filter(([n]) => !(n in changes)),
  ...Object.entries(changes),
];

describe('Quick Edit', () => {
  it('turns a row into its fields without JavaScript, and saves only what changed', async () => {
    const { id } = await event();
    const list = await screen('/en/admin/events?s=Charla', editor.key);
    expect(list.html).toContain(
      `<a href="/en/admin/events?s=Charla&amp;quick=${id}#quick-${id}" data-quick="${id}">Quick Edit`,
    );
    const { html } = await screen(`/en/admin/events?s=Charla&quick=${id}`, editor.key);
    expect(html).toContain(`<fieldset class="quick" id="quick-${id}"><legend>Quick Edit</legend>`);
    expect(html).toMatch(
      /<label for="quick-title">Title \(Español\)<\/label><input id="quick-title" name="title" type="text" value="Charla rápida" lang="es" form="quick-form"\/>/,
    );
    const fields = quickFields(html);
    expect(fields.find(([n]) => n === 'back')?.[1]).toBe('/en/admin/events?s=Charla');
    // Someone else changes the excerpt meanwhile: not a field of Quick Edit, it is kept.
    const res = await submit(
      `/en/admin/events/${id}/quick`,
      change(fields, {
        title: 'Charla corta',
        start_time: '18:30',
        status: 'publish',
        tags: 'uno, dos',
      }).concat([['categories', String(category)]]),
      bearer(editor.key),
    );
    expect(res.status, await res.clone().text()).toBe(303);
    expect(res.headers.get('location')).toBe('/en/admin/events?s=Charla');
    const saved = await json(await call(`/events/${id}`, { headers: bearer(editor.key) }));
    expect(saved).toMatchObject({
      title: 'Charla corta',
      start_date: '2032-02-10 18:30:00',
      status: 'publish',
    });
    expect(saved.tags.map((t: { name: string }) => t.name)).toEqual(['uno', 'dos']);
    expect(saved.categories.map((c: { id: number }) => c.id)).toEqual([category]);
  });

  it('shows the API’s refusal at the field, the text kept', async () => {
    const { id } = await event();
    const { html } = await screen(`/en/admin/events?quick=${id}`, editor.key);
    const res = await submit(
      `/en/admin/events/${id}/quick`,
      change(quickFields(html), { title: 'Charla al revés', end_day: '2032-02-09' }),
      bearer(editor.key),
    );
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toMatch(
      /<input id="quick-end_day" name="end_day" type="date" value="2032-02-09" form="quick-form" aria-invalid="true" aria-describedby="quick-end_day-error"\/>/,
    );
    expect(page).toContain('value="Charla al revés"');
    expect((await json(await call(`/events/${id}`, { headers: bearer(editor.key) }))).title).toBe(
      'Charla rápida',
    );
  });

  it('says when someone else saved first, nothing overwritten', async () => {
    const { id } = await event();
    const { html } = await screen(`/en/admin/events?quick=${id}`, editor.key);
    await send('PATCH', `/events/${id}`, { title: 'Cambiada por otra persona' }, editor.key);
    const res = await submit(
      `/en/admin/events/${id}/quick`,
      change(quickFields(html), { title: 'Mía' }),
      bearer(editor.key),
    );
    expect(res.status).toBe(409);
    expect(await res.text()).toContain('Someone else');
    expect((await json(await call(`/events/${id}`, { headers: bearer(editor.key) }))).title).toBe(
      'Cambiada por otra persona',
    );
  });

  it('is offered only on rows the caller may change; a session needs its CSRF token', async () => {
    const { id } = await event();
    await send('PATCH', `/events/${id}`, { status: 'publish' }, editor.key);
    const list = await screen('/en/admin/events?s=Charla', contributor.key);
    expect(list.html).not.toContain(`data-quick="${id}"`);
    const session = await signedIn(editor);
    const { html } = await screen(`/en/admin/events?quick=${id}`, editor.key);
    const res = await submit(
      `/en/admin/events/${id}/quick`,
      change(quickFields(html), { title: 'Sin token' }).filter(([n]) => n !== '_csrf'),
      { Cookie: session.cookie, Origin: BASE },
    );
    expect(res.status).toBe(403);
  });
});
