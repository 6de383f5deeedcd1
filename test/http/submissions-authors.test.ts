import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, insertTerm, json, send } from '../helpers';
import { setSettings } from '../submissions-helpers';
import { screen, submit } from './editor-form';

/**
 * Authors moderating the submissions of their categories (docs/submissions.md#authors-and-their-categories):
 * the setting `submissions_author_categories` names them; they see and decide exactly the submissions
 * whose categories are all among theirs, each action checked on its record, bulk ones too.
 */

type User = { id: number; login: string; key: string };
let admin: string;
let authorA: User;
let authorB: User;
let scoped: User;
let submitter: User;
let catA: number;
let catB: number;
const subs: Record<string, { id: number; event: { id: number } }> = {};

let n = 0;
async function submitted(categories: number[]) {
  n += 1;
  const res = await send(
    'POST',
    '/submissions',
    {
      title: `Dantza ${n}`,
      start_date: '2033-10-01 20:00',
      end_date: '2033-10-01 22:00',
      submitter_name: 'Jon',
      submitter_email: `dantza${n}@example.org`,
      ...(categories.length > 0 && { categories }),
    },
    submitter.key,
  );
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

const stateOf = async (id: number) =>
  (await env.DB.prepare('SELECT state FROM submissions WHERE id = ?').bind(id).first<{ state: string }>())
    ?.state;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  authorA = await createUser('author');
  authorB = await createUser('author');
  scoped = await createUser('author');
  await env.DB.prepare("UPDATE api_keys SET scope = 'submit' WHERE user_id = ?").bind(scoped.id).run();
  submitter = await createUser('submitter');
  catA = await insertTerm('tribe_events_cat', 'Dantza', 'dantza');
  catB = await insertTerm('tribe_events_cat', 'Antzerkia', 'antzerkia');
  await setSettings(admin, {
    submissions_author_categories: { [authorA.id]: [catA], [scoped.id]: [catA] },
  });
  subs.mine = await submitted([catA]);
  subs.mixed = await submitted([catA, catB]);
  subs.none = await submitted([]);
  subs.other = await submitted([catB]);
  subs.mine2 = await submitted([catA]);
  subs.mine3 = await submitted([catA]);
});

afterAll(async () => {
  await setSettings(admin, { submissions_author_categories: null });
});

describe('the setting', () => {
  it('is read back by GET /settings and refuses what is not user id → category ids', async () => {
    const settings = await json(await call('/settings', { headers: bearer(admin) }));
    expect(settings.submissions_author_categories[String(authorA.id)]).toEqual([catA]);
    const bad = await send('PATCH', '/settings', { submissions_author_categories: { ana: [1] } }, admin);
    expect(bad.status).toBe(400);
    const worse = await send('PATCH', '/settings', { submissions_author_categories: { '5': ['x'] } }, admin);
    expect(worse.status).toBe(400);
  });
});

describe('an author named by the setting', () => {
  it('sees exactly the submissions whose categories are all theirs', async () => {
    const body = await json(await call('/submissions?per_page=100', { headers: bearer(authorA.key) }));
    const ids = body.submissions.map((s: { id: number }) => s.id);
    expect(ids).toEqual([subs.mine3!.id, subs.mine2!.id, subs.mine!.id]);
    expect(body.total).toBe(3);
    // As a moderator of those: the sender's e-mail.
    expect(body.submissions[0].submitter_email).toMatch(/@example\.org$/);
    expect((await call(`/submissions/${subs.mine!.id}`, { headers: bearer(authorA.key) })).status).toBe(200);
    for (const other of [subs.mixed, subs.none, subs.other]) {
      expect((await call(`/submissions/${other!.id}`, { headers: bearer(authorA.key) })).status).toBe(404);
    }
  });

  it('decides only those, each checked on its record', async () => {
    for (const action of ['approve', 'spam']) {
      const res = await send('POST', `/submissions/${subs.mixed!.id}`, { action }, authorA.key);
      expect(res.status).toBe(403);
    }
    const rejected = await send(
      'POST',
      `/submissions/${subs.other!.id}`,
      { action: 'reject', reason: 'no' },
      authorA.key,
    );
    expect(rejected.status).toBe(403);
    expect([await stateOf(subs.mixed!.id), await stateOf(subs.other!.id)]).toEqual(['pending', 'pending']);
  });

  it('cannot move the event out of their categories while approving', async () => {
    const res = await send(
      'POST',
      `/submissions/${subs.mine!.id}`,
      { action: 'approve', categories: [catA, catB] },
      authorA.key,
    );
    expect(res.status).toBe(403);
    expect(await stateOf(subs.mine!.id)).toBe('pending');
  });

  it('approves theirs: the event is published, as an editor would', async () => {
    const res = await send('POST', `/submissions/${subs.mine!.id}`, { action: 'approve' }, authorA.key);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await stateOf(subs.mine!.id)).toBe('approved');
    const event = await json(await call(`/events/${subs.mine!.event.id}`));
    expect(event.status).toBe('publish');
  });

  it('finds Submissions in the app’s menu (without the whole queue’s count)', async () => {
    const { html } = await screen('/en/admin/events', authorA.key);
    expect(html).toContain('<a href="/en/admin/submissions">Submissions</a>');
    const other = await screen('/en/admin/events', authorB.key);
    expect(other.html).not.toContain('/admin/submissions');
  });

  it('bulk actions in the app check each record', async () => {
    const queue = await screen('/en/admin/submissions', authorA.key);
    expect(queue.res.status).toBe(200);
    expect(queue.html).toContain(`/en/admin/submissions/${subs.mine2!.id}"`);
    expect(queue.html).not.toContain(`/en/admin/submissions/${subs.mixed!.id}"`);
    const res = await submit(
      '/en/admin/submissions/bulk',
      [
        ['ids[]', String(subs.mine2!.id)],
        ['ids[]', String(subs.mixed!.id)],
        ['action', 'spam'],
      ],
      bearer(authorA.key),
    );
    expect(res.status).toBe(303);
    expect([await stateOf(subs.mine2!.id), await stateOf(subs.mixed!.id)]).toEqual(['spam', 'pending']);
  });
});

describe('everyone else', () => {
  it('an author the setting does not name, or with a key scoped to submitting: no queue, no decision', async () => {
    for (const user of [authorB, scoped]) {
      expect((await call('/submissions', { headers: bearer(user.key) })).status).toBe(403);
      const res = await send('POST', `/submissions/${subs.mine3!.id}`, { action: 'approve' }, user.key);
      expect(res.status).toBe(403);
      expect((await screen('/en/admin/submissions', user.key)).res.status).toBe(403);
    }
    expect(await stateOf(subs.mine3!.id)).toBe('pending');
  });
});
