import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, json, send } from '../helpers';
import { screen, submit } from './editor-form';

/**
 * The post lock (issue 37 item 10; src/admin/editor/lock.ts), as WordPress's: opening an event another user
 * is editing says who and since when, with "Take over"; the page's heartbeat keeps it; a stale lock (no
 * heartbeat for 150 s) is taken silently. (The merge of a conflicting save is admin-editor.test.ts's.)
 */

type User = { id: number; login: string; key: string };
let ane: User;
let jon: User;
let stranger: User;

beforeAll(async () => {
  ane = await createUser('editor');
  jon = await createUser('editor');
  stranger = await createUser('contributor');
});

const create = async (title: string) =>
  json(
    await send(
      'POST',
      '/events',
      { title, status: 'draft', start_date: '2031-05-01 18:00', end_date: '2031-05-01 20:00' },
      ane.key,
    ),
  );

const beat = (id: number, key: string, extra: Array<[string, string]> = []) =>
  submit(`/en/admin/events/${id}/lock`, extra, bearer(key));

describe('the post lock', () => {
  it('tells the second user who is editing since when, with Take over; the heartbeat says who holds it', async () => {
    const event = await create('Bloqueado');
    const first = await screen(`/en/admin/events/${event.id}`, ane.key);
    expect(first.html).not.toContain('class="notice lock-notice"');
    expect(first.html).toContain(`data-lock="/en/admin/events/${event.id}/lock"`);
    const second = await screen(`/en/admin/events/${event.id}`, jon.key);
    expect(second.html).toMatch(
      new RegExp(
        `<p>${ane.login} is editing this event since \\d{2}:\\d{2}\\.</p><form method="post" action="/en/admin/events/${event.id}/lock">`,
      ),
    );
    expect(second.html).toContain(
      '<input type="hidden" name="take_over" value="1"/><button type="submit">Take over</button>',
    );
    // Ane's heartbeat keeps it hers; Jon's does not take it.
    expect(await json(await beat(event.id, ane.key))).toEqual({ holder: null });
    expect((await json(await beat(event.id, jon.key))).holder.login).toBe(ane.login);
    // Jon takes over: back to the editor, which no longer warns him; Ane's heartbeat now names Jon.
    const taken = await beat(event.id, jon.key, [['take_over', '1']]);
    expect(taken.status).toBe(303);
    expect(taken.headers.get('location')).toBe(`/en/admin/events/${event.id}`);
    expect((await screen(`/en/admin/events/${event.id}`, jon.key)).html).not.toContain(
      'class="notice lock-notice"',
    );
    expect((await json(await beat(event.id, ane.key))).holder.login).toBe(jon.login);
  });

  it('lets a lock without a heartbeat for 150 seconds go', async () => {
    const event = await create('Bloqueo caducado');
    await screen(`/en/admin/events/${event.id}`, ane.key);
    await env.DB.prepare(
      "UPDATE post_locks SET heartbeat_utc = datetime('now', '-151 seconds') WHERE post_id = ?",
    )
      .bind(event.id)
      .run();
    const page = await screen(`/en/admin/events/${event.id}`, jon.key);
    expect(page.html).not.toContain('class="notice lock-notice"');
    expect((await json(await beat(event.id, ane.key))).holder.login).toBe(jon.login);
  });

  it('answers a heartbeat for an event the caller may not read with not found, and takes no lock', async () => {
    const event = await create('Ajeno');
    const res = await beat(event.id, stranger.key);
    expect(res.status).toBe(404);
    const row = await env.DB.prepare('SELECT count(*) AS n FROM post_locks WHERE post_id = ?')
      .bind(event.id)
      .first<{ n: number }>();
    expect(row!.n).toBe(0);
  });

  it('is not taken by opening the editor of an event the caller may not read (the lock is asked beside the read)', async () => {
    const event = await create('Ajeno del editor');
    const page = await screen(`/en/admin/events/${event.id}`, stranger.key);
    expect(page.res.status).toBe(404);
    const row = await env.DB.prepare('SELECT count(*) AS n FROM post_locks WHERE post_id = ?')
      .bind(event.id)
      .first<{ n: number }>();
    expect(row!.n).toBe(0);
    // The one who may read it opens it as if no one had.
    expect((await screen(`/en/admin/events/${event.id}`, ane.key)).html).not.toContain(
      'class="notice lock-notice"',
    );
  });
});
