import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createEvent, createUser, json } from '../helpers';
import { screen, signedIn, submit } from './editor-form';

/**
 * The trash in the events list (src/admin/bulk.ts, src/admin/trash.tsx): a row's "Move to Trash" and the
 * bulk action say "N events moved to the Trash." with "Undo", which gives each its status back through the
 * API; "Empty Trash" (editors) deletes for good, each event through the API, confirmed first, bounded.
 */

type User = { id: number; login: string; key: string };
let editor: User;
let author: User;
let contributor: User;

beforeAll(async () => {
  editor = await createUser('editor');
  author = await createUser('author');
  contributor = await createUser('contributor');
});

const statusOf = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM posts WHERE id = ?').bind(id).first<{ status: string }>())
    ?.status;

const event = (title: string, status = 'publish', key = editor.key) =>
  createEvent(key, {
    title,
    start_date: '2031-06-01 10:00:00',
    end_date: '2031-06-01 11:00:00',
    status,
  }) as Promise<{ id: number }>;

/** The hidden fields of the list's "Undo" form. */
function undoForm(html: string): Array<[string, string]> {
  const form =
    /<form method="post" action="[^"]*\/events\/bulk" class="inline-notice">([\s\S]*?)<\/form>/.exec(html);
  expect(form, 'an Undo form').not.toBeNull();
  return [...form![1]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    ([, name, value]): [string, string] => [name!, value!.replaceAll('&amp;', '&')],
  );
}

describe('moving to the trash, and Undo', () => {
  it('a row’s Move to Trash says so with Undo, which gives the status back', async () => {
    const published = await event('Concierto en la plaza');
    const { html } = await screen('/en/admin/events', editor.key);
    expect(html).toMatch(
      new RegExp(
        `<button type="submit" name="trash_one" value="${published.id}" formnovalidate="" class="plain">Move to Trash<span class="visually-hidden"> “Concierto en la plaza”</span></button>`,
      ),
    );
    const res = await submit(
      '/en/admin/events/bulk',
      [
        ['trash_one', String(published.id)],
        ['back', '/en/admin/events?s=Concierto'],
      ],
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    expect(location).toBe(`/en/admin/events?s=Concierto&bulk=trash&done=1&undo=${published.id}.publish`);
    expect(await statusOf(published.id)).toBe('trash');
    const list = await screen(location, editor.key);
    expect(list.html).toContain('1 event moved to the Trash.');
    const fields = undoForm(list.html);
    expect(fields).toEqual([
      ['_csrf', ''],
      ['action', 'undo'],
      ['undo', `${published.id}.publish`],
      ['back', '/en/admin/events?s=Concierto'],
    ]);
    const undone = await submit('/en/admin/events/bulk', fields, bearer(editor.key));
    expect(undone.headers.get('location')).toBe('/en/admin/events?s=Concierto&bulk=undo&done=1');
    expect(await statusOf(published.id)).toBe('publish');
    expect((await screen(undone.headers.get('location')!, editor.key)).html).toContain(
      '1 event restored from the Trash.',
    );
  });

  it('the bulk action too, each with its own status; Undo of one no longer in the trash is refused', async () => {
    const a = await event('Mercado A', 'draft');
    const b = await event('Mercado B', 'publish');
    const res = await submit(
      '/es/admin/events/bulk',
      [
        ['action', 'trash'],
        ['ids', String(a.id)],
        ['ids', String(b.id)],
        ['back', '/es/admin/events'],
      ],
      bearer(editor.key),
    );
    const location = res.headers.get('location')!;
    expect(location).toContain(`undo=${a.id}.draft%2C${b.id}.publish`);
    const list = await screen(location, editor.key);
    expect(list.html).toContain('2 eventos movidos a la papelera.');
    // Someone restores one meanwhile: Undo leaves it and says so.
    await call(`/events/${b.id}`, {
      method: 'PATCH',
      headers: { ...bearer(editor.key), 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'pending' }),
    });
    const undone = await submit('/es/admin/events/bulk', undoForm(list.html), bearer(editor.key));
    expect(undone.headers.get('location')).toBe(`/es/admin/events?bulk=undo&done=1&refused=${b.id}.409`);
    expect(await statusOf(a.id)).toBe('draft');
    expect(await statusOf(b.id)).toBe('pending');
  });

  it('a forged Undo naming the trash, or garbage, is refused; a session needs its CSRF token', async () => {
    const a = await event('Falso');
    for (const undo of [`${a.id}.trash`, 'x', `${a.id}.publish,`]) {
      const res = await submit(
        '/en/admin/events/bulk',
        [
          ['action', 'undo'],
          ['undo', undo],
        ],
        bearer(editor.key),
      );
      expect(res.headers.get('location')).toBe('/en/admin/events?bulk=invalid');
    }
    const session = await signedIn(editor);
    const forged = await submit('/en/admin/events/bulk', [['trash_one', String(a.id)]], {
      Cookie: session.cookie,
      Origin: BASE,
    });
    expect(forged.status).toBe(403);
    expect(await statusOf(a.id)).toBe('publish');
  });

  it('is not offered on events the caller may not change', async () => {
    const theirs = await event('De otra persona');
    const { html } = await screen('/en/admin/events', contributor.key);
    expect(html).toContain('De otra persona');
    expect(html).not.toContain(`name="trash_one" value="${theirs.id}"`);
  });
});

describe('Empty Trash', () => {
  it('asks first, then deletes for good every event in the trash, a series whole', async () => {
    const single = await event('Para borrar');
    await call(`/events/${single.id}`, { method: 'DELETE', headers: bearer(editor.key) });
    const series = await createEvent(editor.key, {
      title: 'Serie para borrar',
      start_date: '2031-07-01 10:00:00',
      end_date: '2031-07-01 11:00:00',
      recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
    });
    await call(`/events/${series.id}`, { method: 'DELETE', headers: bearer(editor.key) });
    const trash = await screen('/en/admin/events?status=trash', editor.key);
    expect(trash.html).toContain('<a href="/en/admin/events/trash/empty">Empty Trash</a>');
    const confirm = await screen('/en/admin/events/trash/empty', editor.key);
    expect(confirm.html).toMatch(/Delete the \d+ events in the Trash for good\? This cannot be undone\./);
    expect(confirm.html).toContain('<form method="post" action="/en/admin/events/trash/empty">');
    const res = await submit('/en/admin/events/trash/empty', [], bearer(editor.key));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/en\/admin\/events\?status=trash&bulk=empty&done=\d+$/);
    expect(await statusOf(single.id)).toBeUndefined();
    expect(await statusOf(series.id)).toBeUndefined();
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM posts WHERE status = 'trash' AND kind = 'event'",
    ).first<{
      n: number;
    }>();
    expect(left!.n).toBe(0);
    expect((await screen(res.headers.get('location')!, editor.key)).html).toMatch(
      /\d+ events deleted for good\./,
    );
  });

  it('deletes at most 100 at a time and says how many remain', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 103; i++) ids.push((await event(`Lote ${i}`, 'draft')).id);
    await env.DB.prepare(`UPDATE posts SET status = 'trash' WHERE id IN (SELECT value FROM json_each(?))`)
      .bind(JSON.stringify(ids))
      .run();
    const res = await submit('/en/admin/events/trash/empty', [], bearer(editor.key));
    expect(res.headers.get('location')).toBe('/en/admin/events?status=trash&bulk=empty&done=100&remain=3');
    expect((await screen(res.headers.get('location')!, editor.key)).html).toContain(
      '3 events are still in the Trash: empty it again.',
    );
  });

  it('is not offered to authors, and does nothing for them', async () => {
    const own = await event('Mío', 'draft', author.key);
    await call(`/events/${own.id}`, { method: 'DELETE', headers: bearer(author.key) });
    const trash = await screen('/en/admin/events?status=trash', author.key);
    expect(trash.html).not.toContain('Empty Trash');
    const res = await submit('/en/admin/events/trash/empty', [], bearer(author.key));
    expect(res.headers.get('location')).toBe('/en/admin/events?status=trash');
    expect(await statusOf(own.id)).toBe('trash');
    expect((await json(await call(`/events/${own.id}`, { headers: bearer(author.key) }))).status).toBe(
      'trash',
    );
  });
});
