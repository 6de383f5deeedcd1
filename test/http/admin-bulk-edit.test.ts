import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, json, send } from '../helpers';
import { screen, submit } from './editor-form';

/**
 * Bulk Edit of the events list (src/admin/bulk-edit.tsx): categories and tags added or removed, the author
 * (editors), the status and "featured" for the events chosen, each written through the API's PATCH with
 * If-Match as the caller, so each is checked as if written directly; the list says what was refused.
 */

type User = { id: number; login: string; key: string };
let editor: User;
let author: User;
let category: number;

beforeAll(async () => {
  editor = await createUser('editor');
  author = await createUser('author');
  category = (await json(await send('POST', '/categories', { name: 'Masiva' }, editor.key))).id;
  // Authors may name existing tags only (new ones are made by who manages terms).
  for (const name of ['viejo', 'queda', 'nuevo']) await send('POST', '/tags', { name }, editor.key);
});

const event = (title: string, key: string, extra: Record<string, unknown> = {}) =>
  createEvent(key, {
    title,
    start_date: '2032-03-10 18:00:00',
    end_date: '2032-03-10 19:00:00',
    status: 'draft',
    tags: ['viejo', 'queda'],
    ...extra,
  }) as Promise<{ id: number }>;
const read = async (id: number) => json(await call(`/events/${id}`, { headers: bearer(editor.key) }));

describe('Bulk Edit', () => {
  it('opens a screen for the chosen events, the author only for editors', async () => {
    const a = await event('Masiva A', author.key);
    const res = await submit(
      '/en/admin/events/bulk',
      [
        ['action', 'edit'],
        ['ids', String(a.id)],
        ['back', '/en/admin/events?s=Masiva'],
      ],
      bearer(author.key),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Bulk Edit</h1>');
    expect(html).toContain(`<input type="checkbox" name="ids" value="${a.id}" checked=""/>Masiva A`);
    expect(html).toContain(`<input type="checkbox" name="add_categories" value="${category}"/>Masiva`);
    expect(html).toContain('<label for="bulk-add_tags">Add tags</label>');
    expect(html).not.toContain('<label for="bulk-author">');
    expect(html).toContain('<option value="">— No change —</option>');
    const theirs = await submit(
      '/en/admin/events/bulk',
      [
        ['action', 'edit'],
        ['ids', String(a.id)],
      ],
      bearer(editor.key),
    );
    expect(await theirs.text()).toContain('<label for="bulk-author">Author</label>');
  });

  it('writes each event through the API as the caller, reporting the refused ones', async () => {
    const mine = await event('Masiva mía', author.key);
    const mine2 = await event('Masiva mía 2', author.key, { tags: ['queda'] });
    const theirs = await event('Masiva ajena', editor.key);
    const res = await submit(
      '/en/admin/events/bulk-edit',
      [
        ['ids', String(mine.id)],
        ['ids', String(mine2.id)],
        ['ids', String(theirs.id)],
        ['add_categories', String(category)],
        ['add_tags', 'nuevo, Queda'],
        ['remove_tags', 'VIEJO'],
        ['status', 'pending'],
        ['featured', '1'],
        ['back', '/en/admin/events?s=Masiva'],
      ],
      bearer(author.key),
    );
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe(`/en/admin/events?s=Masiva&bulk=edit&done=2&refused=${theirs.id}.403`);
    for (const id of [mine.id, mine2.id]) {
      const saved = await read(id);
      expect(saved.categories.map((c: { id: number }) => c.id)).toEqual([category]);
      expect(saved.tags.map((t: { name: string }) => t.name).sort()).toEqual(['nuevo', 'queda']);
      expect(saved).toMatchObject({ status: 'pending', featured: true });
    }
    const untouched = await read(theirs.id);
    expect(untouched).toMatchObject({ status: 'draft', featured: false });
    const { html } = await screen(location, author.key);
    expect(html).toContain('Edit: 2 events changed.');
    expect(html).toContain(`Not changed: #${theirs.id} (you may not change it).`);
  });

  it('lets editors give events another author, and removes categories', async () => {
    const a = await event('Masiva autor', editor.key, { categories: [category] });
    const res = await submit(
      '/en/admin/events/bulk-edit',
      [
        ['ids', String(a.id)],
        ['remove_categories', String(category)],
        ['author', String(author.id)],
      ],
      bearer(editor.key),
    );
    expect(res.headers.get('location')).toBe('/en/admin/events?bulk=edit&done=1');
    const saved = await read(a.id);
    expect(saved.author).toBe(String(author.id));
    expect(saved.categories).toEqual([]);
  });

  it('refuses a form without events or with values it does not know', async () => {
    for (const fields of [
      [['status', 'draft']],
      [
        ['ids', '1'],
        ['status', 'trash'],
      ],
      [
        ['ids', '1'],
        ['featured', 'maybe'],
      ],
    ] as Array<Array<[string, string]>>) {
      const res = await submit('/en/admin/events/bulk-edit', fields, bearer(editor.key));
      expect(res.headers.get('location')).toBe('/en/admin/events?bulk=invalid');
    }
  });
});
