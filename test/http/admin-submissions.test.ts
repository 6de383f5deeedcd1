import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, json, send } from '../helpers';
import { screen, submit } from './editor-form';

/**
 * Moderation in the editors' app (src/admin/submissions, docs/submissions.md#moderation): the queue with
 * counts in the menu, the sender's history, a preview, possible duplicates, approve (merging a proposed
 * venue), reject with a reason, spam, bulk actions; every decision through the API's POST /submissions/{id}.
 */

type User = { id: number; login: string; key: string };
let editor: User;
let author: User;
let submitter: User;
let venue: { id: number };

beforeAll(async () => {
  editor = await createUser('editor');
  author = await createUser('author');
  submitter = await createUser('submitter');
  venue = await json(await send('POST', '/venues', { venue: 'Teatro Campos' }, editor.key));
});

let n = 0;
async function submitted(extra: Record<string, unknown> = {}) {
  n += 1;
  const res = await send(
    'POST',
    '/submissions',
    {
      title: `Concierto de jazz ${n}`,
      start_date: '2033-09-12 20:00',
      end_date: '2033-09-12 22:00',
      submitter_name: 'Jon',
      submitter_email: `jon${n}@example.org`,
      ...extra,
    },
    submitter.key,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

const stateOf = async (id: number) =>
  (await env.DB.prepare('SELECT state FROM submissions WHERE id = ?').bind(id).first<{ state: string }>())
    ?.state;
const statusOf = async (id: number) =>
  (await env.DB.prepare('SELECT status FROM posts WHERE id = ?').bind(id).first<{ status: string }>())
    ?.status;

describe('the moderation screens', () => {
  it('are in the moderators’ menu with the pending count, and only theirs', async () => {
    await submitted();
    // The count is read after an answer or by the queue (never one more round trip of another screen).
    await screen('/en/admin/submissions', editor.key);
    const { html } = await screen('/en/admin/events', editor.key);
    expect(html).toMatch(
      /<a href="\/en\/admin\/submissions">Submissions<span class="count"> \(\d+\)<\/span><\/a>/,
    );
    const theirs = await screen('/en/admin/events', author.key);
    expect(theirs.html).not.toContain('/admin/submissions');
    const refused = await screen('/en/admin/submissions', author.key);
    expect(refused.res.status).toBe(403);
  });

  it('list the queue newest first with the sender and their history', async () => {
    const older = await submitted({ submitter_email: 'ane@example.org' });
    const newer = await submitted({ submitter_email: 'ane@example.org' });
    const { res, html } = await screen('/es/admin/submissions', editor.key);
    expect(res.status).toBe(200);
    expect(html.indexOf(`/es/admin/submissions/${newer.id}"`)).toBeLessThan(
      html.indexOf(`/es/admin/submissions/${older.id}"`),
    );
    expect(html).toContain('ane@example.org');
    expect(html).toContain('1 anteriores, 0 aprobados');
    expect(html).toMatch(/Pendientes <span class="count">\(\d+\)<\/span>/);
  });

  it('show one with its preview and the possible duplicates of the same day', async () => {
    const same = await createEvent(editor.key, {
      title: 'Otra cosa',
      start_date: '2033-09-12 18:00',
      end_date: '2033-09-12 19:00',
      venue: venue.id,
    });
    const close = await createEvent(editor.key, {
      title: 'Jazz concierto en la plaza',
      start_date: '2033-09-12 21:00',
      end_date: '2033-09-12 23:00',
    });
    const unrelated = await createEvent(editor.key, {
      title: 'Mercado',
      start_date: '2033-09-12 10:00',
      end_date: '2033-09-12 12:00',
    });
    const sent = await submitted({ venue: venue.id, description: '<p>Con <em>cuarteto</em>.</p>' });
    const { res, html } = await screen(`/en/admin/submissions/${sent.id}`, editor.key);
    expect(res.status).toBe(200);
    expect(html).toContain('Preview');
    expect(html).toContain('<em>cuarteto</em>');
    expect(html).toContain(`/en/admin/events/${same.id}"`);
    expect(html).toContain(`/en/admin/events/${close.id}"`);
    expect(html).not.toContain(`/en/admin/events/${unrelated.id}"`);
  });

  it('approve through the API, merging the proposed venue into an existing one', async () => {
    const sent = await submitted({ venue: { venue: 'Campos Antzokia' } });
    const { html } = await screen(`/en/admin/submissions/${sent.id}`, editor.key);
    expect(html).toContain('id="merge_venue"');
    const res = await submit(
      `/en/admin/submissions/${sent.id}`,
      [
        ['action', 'approve'],
        ['merge_venue', String(venue.id)],
      ],
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    expect(await stateOf(sent.id)).toBe('approved');
    const event = await json(await call(`/events/${sent.event.id}`));
    expect(event.venue.id).toBe(venue.id);
  });

  it('reject with a reason (asked for when missing), or mark as spam', async () => {
    const sent = await submitted();
    const missing = await submit(
      `/en/admin/submissions/${sent.id}`,
      [['action', 'reject']],
      bearer(editor.key),
    );
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Write the reason for rejecting.');
    expect(await stateOf(sent.id)).toBe('pending');
    const res = await submit(
      `/en/admin/submissions/${sent.id}`,
      [
        ['action', 'reject'],
        ['reason', 'Ya está en la agenda.'],
      ],
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    expect(await stateOf(sent.id)).toBe('rejected');
    expect(await statusOf(sent.event.id)).toBe('trash');
    const spam = await submitted();
    await submit(`/en/admin/submissions/${spam.id}`, [['action', 'spam']], bearer(editor.key));
    expect(await stateOf(spam.id)).toBe('spam');
  });

  it('decide several at once, each through the API', async () => {
    const a = await submitted();
    const b = await submitted();
    const res = await submit(
      '/en/admin/submissions/bulk',
      [
        ['ids[]', String(a.id)],
        ['ids[]', String(b.id)],
        ['action', 'approve'],
      ],
      bearer(editor.key),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('done=2');
    expect([await stateOf(a.id), await stateOf(b.id)]).toEqual(['approved', 'approved']);
    expect([await statusOf(a.event.id), await statusOf(b.event.id)]).toEqual(['publish', 'publish']);
    const again = await submit(
      '/en/admin/submissions/bulk',
      [
        ['ids[]', String(a.id)],
        ['action', 'spam'],
      ],
      bearer(editor.key),
    );
    expect(again.headers.get('location')).toContain(`refused=${a.id}`);
    const { html } = await screen(`/en/admin/submissions?state=pending&done=0&refused=${a.id}`, editor.key);
    expect(html).toContain(`Not changed: ${a.id}.`);
  });
});
