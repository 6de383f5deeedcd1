import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, createEvent, createUser } from '../helpers';
import { screen, signedIn, submit } from './editor-form';

/**
 * Screen Options of the events list (src/admin/preferences.ts): the columns shown and the rows per page,
 * chosen per user and kept on the server (`user_preferences`), bounded (1 to 200).
 */

type User = { id: number; login: string; key: string };
let editor: User;
let other: User;

beforeAll(async () => {
  editor = await createUser('editor');
  other = await createUser('editor');
  for (let i = 0; i < 7; i++)
    await createEvent(editor.key, {
      title: `Opciones ${i}`,
      start_date: '2032-01-10 10:00:00',
      end_date: '2032-01-10 11:00:00',
      tags: ['Etiquetada'],
    });
});

const headers = (html: string) =>
  [...(/<thead>([\s\S]*?)<\/thead>/.exec(html)?.[1] ?? '').matchAll(/<th scope="col">([^<]*)</g)].map(
    (m) => m[1],
  );
const rows = (html: string) => [...html.matchAll(/<tr>/g)].length - 1;

describe('Screen Options', () => {
  it('shows the default columns and 20 rows, in a form to change them', async () => {
    const { html } = await screen('/en/admin/events?s=Opciones', editor.key);
    expect(headers(html)).toEqual(['Title', 'Dates', 'Status', 'Author', 'Categories', '']);
    expect(html).toContain('<details class="screen-options"><summary>Screen Options</summary>');
    expect(html).toContain('<input type="checkbox" name="columns" value="author" checked=""/>Author');
    expect(html).toContain('<input type="checkbox" name="columns" value="tags"/>Tags');
    expect(html).toMatch(
      /<input id="screen-per-page" type="number" name="per_page" min="1" max="200" required="" value="20"\/>/,
    );
  });

  it('keeps each user’s columns and rows per page on the server', async () => {
    const res = await submit(
      '/en/admin/events/screen-options',
      [
        ['columns', 'tags'],
        ['columns', 'dates'],
        ['per_page', '5'],
        ['back', '/en/admin/events?s=Opciones&paged=2'],
      ],
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/en/admin/events?s=Opciones&screen_options=saved');
    const { html } = await screen('/en/admin/events?s=Opciones', editor.key);
    expect(headers(html)).toEqual(['Title', 'Dates', 'Tags', '']);
    expect(html).toContain('<td data-label="Tags">Etiquetada</td>');
    expect(rows(html)).toBe(5);
    expect(html).toContain('Page 1 of 2');
    const stored = await env.DB.prepare('SELECT value FROM user_preferences WHERE user_id = ?')
      .bind(editor.id)
      .first<{ value: string }>();
    expect(JSON.parse(stored!.value)).toEqual({ columns: ['dates', 'tags'], per_page: 5 });
    // Another user keeps the defaults.
    const theirs = await screen('/en/admin/events?s=Opciones', other.key);
    expect(headers(theirs.html)).toEqual(['Title', 'Dates', 'Status', 'Author', 'Categories', '']);
    expect(rows(theirs.html)).toBe(7);
  });

  it('refuses more than 200 rows a page, or a column it does not know, saving nothing', async () => {
    for (const fields of [
      [['per_page', '201']],
      [['per_page', '0']],
      [
        ['per_page', '10'],
        ['columns', 'password'],
      ],
    ] as Array<Array<[string, string]>>) {
      const res = await submit('/en/admin/events/screen-options', fields, bearer(other.key));
      expect(res.headers.get('location')).toBe('/en/admin/events?screen_options=invalid');
    }
    const { html } = await screen('/en/admin/events?screen_options=invalid', other.key);
    expect(html).toContain('<details class="screen-options" open="">');
    expect(html).toContain('Choose a number from 1 to 200.');
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM user_preferences WHERE user_id = ?')
      .bind(other.id)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
  });

  it('wants the session’s CSRF token', async () => {
    const session = await signedIn(other);
    const res = await submit('/en/admin/events/screen-options', [['per_page', '10']], {
      Cookie: session.cookie,
      Origin: BASE,
    });
    expect(res.status).toBe(403);
  });
});
