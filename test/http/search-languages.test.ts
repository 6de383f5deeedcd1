import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, json } from '../helpers';
import { screen } from './editor-form';

/**
 * `search_languages=all` (docs/api.md): a search that reads every language's text of a record, not only the
 * one it shows in the content language; the editors' list searches so ("mercado" finds the market in the
 * English interface too). Still FTS5, still what the caller may read.
 */

type User = { id: number; login: string; key: string };
let editor: User;
let contributor: User;

beforeAll(async () => {
  editor = await createUser('editor');
  contributor = await createUser('contributor');
  await createEvent(editor.key, {
    title: 'Mercado de invierno',
    start_date: '2031-12-05 10:00:00',
    end_date: '2031-12-05 14:00:00',
    translations: { en: { title: 'Winter fair' }, eu: { title: 'Neguko azoka' } },
  });
  await createEvent(editor.key, {
    title: 'Mercado oculto',
    start_date: '2031-12-06 10:00:00',
    end_date: '2031-12-06 14:00:00',
    status: 'draft',
    translations: { en: { title: 'Hidden fair' } },
  });
});

const titles = async (path: string, key?: string) => {
  const res = await call(path, key ? { headers: bearer(key) } : {});
  expect(res.status).toBe(200);
  return (await json(res)).events.map((e: { title: string }) => e.title);
};

describe('search_languages', () => {
  it('reads only the shown text by default, every language with all', async () => {
    const range = 'start_date=2031-12-01&end_date=2031-12-31';
    expect(await titles(`/en/site/events/v1/events?search=mercado&${range}`)).toEqual([]);
    expect(await titles(`/en/site/events/v1/events?search=mercado&search_languages=all&${range}`)).toEqual([
      'Winter fair',
    ]);
    expect(await titles(`/es/site/events/v1/events?search=azoka&search_languages=all&${range}`)).toEqual([
      'Mercado de invierno',
    ]);
    expect(await titles(`/es/site/events/v1/events?search=azoka&${range}`)).toEqual([]);
    // Only what the caller may read: the draft for its editor, not for a contributor.
    expect(
      await titles(`/en/site/events/v1/events?search=mercado&search_languages=all&${range}`, editor.key),
    ).toEqual(['Winter fair', 'Hidden fair']);
    expect(
      await titles(`/en/site/events/v1/events?search=mercado&search_languages=all&${range}`, contributor.key),
    ).toEqual(['Winter fair']);
    const bad = await call('/events?search=x&search_languages=every');
    expect(bad.status).toBe(400);
    // The links say it.
    const res = await call(`/en/site/events/v1/events?search=mercado&search_languages=all&${range}`);
    expect((await json(res)).rest_url).toContain('search_languages=all');
  });

  it('is what the editors’ list searches', async () => {
    const { html } = await screen('/en/admin/events?s=mercado', editor.key);
    expect(html).toContain('Winter fair');
    expect(html).toContain('Hidden fair');
    expect((await screen('/eu/admin/events?s=winter', editor.key)).html).toContain('Neguko azoka');
  });
});
