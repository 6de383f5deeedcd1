import { beforeAll, describe, expect, it } from 'vitest';
import recorded from '../fixtures/tec/event-facts/status-and-colours.json';
import { call, createEvent, createUser, json, send } from '../helpers';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let editor: { key: string };
let author: { key: string };

beforeAll(async () => {
  editor = await createUser('editor');
  author = await createUser('author');
});

const NONE = { primary: '', secondary: '', text: '', priority: 0 };

describe('category colours (TEC 6.14 term meta tec-events-cat-colors-*)', () => {
  it('TEC keeps them out of its REST answers: our `colors` comes after its keys, on categories only', async () => {
    // The recorded category has colours in its term meta, and TEC shows `meta: []` and nothing else.
    expect(recorded.category.meta).toEqual([]);
    expect(Object.keys(recorded.category)).not.toContain('colors');
    expect(Object.keys(recorded.cancelled_event.categories[0]!)).not.toContain('colors');

    const res = await send(
      'POST',
      '/categories',
      { name: 'Colours A', colors: { primary: '#1E3A8A' } },
      editor.key,
    );
    const created: Json = await json(res);
    expect(res.status, JSON.stringify(created)).toBe(201);
    expect(created.colors).toEqual({ ...NONE, primary: '#1E3A8A' });
    const keys = Object.keys(created);
    expect(keys.slice(0, keys.indexOf('colors'))).toEqual(Object.keys(recorded.category));
    expect(keys.slice(keys.indexOf('colors') + 1)).toEqual(['lang', 'translations']);

    const tag: Json = await json(
      await send('POST', '/tags', { name: 'No colours', colors: { primary: '#fff' } }, editor.key),
    );
    expect(tag.colors).toBeUndefined();

    // Read back alone, in lists, and in the change feed as the category it is.
    expect((await json(await call(`/categories/${created.id}`))).colors).toEqual(created.colors);
    const list: Json = await json(await call('/categories?hide_empty=false&search=Colours'));
    expect(list.categories.find((c: Json) => c.id === created.id).colors).toEqual(created.colors);
  });

  it('a write changes the keys it sends, "" clears one, null clears all; each write is a change of the category', async () => {
    const { id }: Json = await json(
      await send(
        'POST',
        '/categories',
        { name: 'Colours B', colors: { primary: '#c00', text: '#fff', priority: 2 } },
        editor.key,
      ),
    );
    const feedHead: Json = await json(await call('/changes?types=category'));
    const updated: Json = await json(
      await send('PATCH', `/categories/${id}`, { colors: { secondary: '#eee', text: '' } }, editor.key),
    );
    expect(updated.colors).toEqual({ primary: '#c00', secondary: '#eee', text: '', priority: 2 });
    const after: Json = await json(
      await call(`/changes?types=category&sync_token=${feedHead.next_sync_token}`),
    );
    expect(after.changes.map((c: Json) => [c.id, c.data?.colors])).toContainEqual([id, updated.colors]);
    // A name alone keeps them.
    expect(
      (await json(await send('PATCH', `/categories/${id}`, { name: 'Colours B2' }, editor.key))).colors,
    ).toEqual(updated.colors);
    expect(
      (await json(await send('PATCH', `/categories/${id}`, { colors: null }, editor.key))).colors,
    ).toEqual(NONE);
  });

  it.each([
    [{ primary: 'red' }, 'colors'],
    [{ primary: '#12345' }, 'colors'],
    [{ primary: `#${'a'.repeat(5000)}` }, 'colors'],
    [{ priority: -1 }, 'colors'],
    [{ priority: 1.5 }, 'colors'],
    [{ priority: '3x' }, 'colors'],
    [{ primary: '#fff', shade: '#000' }, 'colors'],
    ['#fff', 'colors'],
  ])('refuses bad colours (case %#) with 400 naming colors, writing nothing', async (colors, param) => {
    const res = await send('POST', '/categories', { name: 'Bad colours', colors }, editor.key);
    const body: Json = await json(res);
    expect(res.status).toBe(400);
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params)).toEqual([param]);
    const list: Json = await json(
      await call(`/categories?hide_empty=false&search=${encodeURIComponent('Bad')}`),
    );
    expect(list.categories).toEqual([]);
  });

  it('only those who manage terms set them (an author: 403)', async () => {
    const res = await send(
      'POST',
      '/categories',
      { name: 'Authors colours', colors: { primary: '#000' } },
      author.key,
    );
    expect(res.status).toBe(403);
  });

  it('events carry their categories as TEC embeds them (no colours), their rows have them for pages', async () => {
    const { id }: Json = await json(
      await send('POST', '/categories', { name: 'Colours C', colors: { primary: '#123456' } }, editor.key),
    );
    const event: Json = await createEvent(editor.key, {
      title: 'Coloured',
      start_date: '2031-03-01 10:00',
      end_date: '2031-03-01 11:00',
      categories: [id],
    });
    expect(Object.keys(event.categories[0])).toEqual([
      ...Object.keys(recorded.cancelled_event.categories[0]!),
      'lang',
      'translations',
    ]);
  });
});
