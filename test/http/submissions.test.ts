import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createUser, json, send } from '../helpers';
import { anonymousFields, setSettings, submitFrom } from '../submissions-helpers';
import { mockReceiver } from '../webhook-receiver';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

/**
 * Submissions through the API (docs/submissions.md): a `submitter` key, a signed-in user or (when the
 * settings allow) an anonymous visitor sends an event in; it is `pending` whatever it asked; editors see
 * the queue and decide; the sender follows it through the private link.
 */

let admin: string;
let editor: { id: number; key: string };
let submitter: { id: number; key: string };
let otherSubmitter: { id: number; key: string };

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  editor = await createUser('editor');
  submitter = await createUser('submitter');
  otherSubmitter = await createUser('submitter');
});

let sent = 0;
const fields = (extra: Record<string, unknown> = {}) => ({
  title: 'Concierto en la plaza',
  start_date: '2033-06-01 20:00:00',
  end_date: '2033-06-01 22:00:00',
  submitter_name: 'Ane',
  // One address each: an address may hold only a few pending submissions.
  submitter_email: `Ane${++sent}@Example.org`,
  ...extra,
});

async function submit(key: string, extra: Record<string, unknown> = {}) {
  const res = await send('POST', '/submissions', fields(extra), key);
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

const eventOf = async (id: number) =>
  (await env.DB.prepare('SELECT status, author_id FROM posts WHERE id = ?').bind(id).first<Json>())!;

describe('POST /submissions', () => {
  it('answers 201 with the submission; its event is pending whatever status was sent', async () => {
    const body = await submit(submitter.key, { status: 'publish' });
    expect(body).toMatchObject({
      state: 'pending',
      submitter_name: 'Ane',
      event: { title: 'Concierto en la plaza' },
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.private_url).toContain(`/events/community/submission/${body.id}?token=`);
    expect(body.submitter_email).toBeUndefined();
    expect((await eventOf(body.event.id)).status).toBe('pending');
    const listed = await json(await call('/events?search=plaza'));
    expect(listed.events ?? []).toEqual([]);
  });

  it('creates a proposed venue and organizer pending too', async () => {
    const body = await submit(submitter.key, {
      venue: { venue: 'Sala Nueva', address: 'Calle Mayor 1', city: 'Bilbao' },
      organizer: { organizer: 'Asociación Nueva' },
    });
    const links = await env.DB.prepare(
      'SELECT p.status, l.role FROM event_links l JOIN posts p ON p.id = l.post_id WHERE l.event_id = ? ORDER BY l.role',
    )
      .bind(body.event.id)
      .all<Json>();
    expect(links.results).toEqual([
      { status: 'pending', role: 'organizer' },
      { status: 'pending', role: 'venue' },
    ]);
  });

  it('refuses anonymous senders unless the settings allow them', async () => {
    const res = await submitFrom('10.200.0.1', await anonymousFields());
    expect(res.status).toBe(401);
  });

  it('validates the sender’s fields', async () => {
    const res = await send(
      'POST',
      '/submissions',
      fields({ submitter_email: 'not an address' }),
      submitter.key,
    );
    expect(res.status).toBe(400);
    expect((await json(res)).data.params.submitter_email).toBeTruthy();
    const noName = await send('POST', '/submissions', fields({ submitter_name: ' ' }), submitter.key);
    expect(noName.status).toBe(400);
  });

  it('asks for the terms when the site has some', async () => {
    await setSettings(admin, { submissions_terms: { es: 'Acepto las condiciones.', en: 'I accept.' } });
    try {
      const res = await send('POST', '/submissions', fields(), submitter.key);
      expect(res.status).toBe(400);
      expect((await json(res)).data.params.terms_accepted).toBeTruthy();
      await submit(submitter.key, { terms_accepted: true });
    } finally {
      await setSettings(admin, { submissions_terms: null });
    }
  });
});

describe('a submitter', () => {
  it('never publishes, never writes through the other routes', async () => {
    for (const [method, path, body] of [
      ['POST', '/events', { title: 'x', start_date: '2033-01-01 10:00', end_date: '2033-01-01 11:00' }],
      ['POST', '/venues', { venue: 'x' }],
      ['POST', '/organizers', { organizer: 'x' }],
      ['POST', '/categories', { name: 'x' }],
    ] as const) {
      const res = await send(method, path, body, submitter.key);
      expect(res.status, path).toBe(403);
    }
    const mine = await submit(submitter.key);
    const update = await send('POST', `/events/${mine.event.id}`, { status: 'publish' }, submitter.key);
    expect(update.status).toBe(403);
    expect((await eventOf(mine.event.id)).status).toBe('pending');
    const approve = await send('POST', `/submissions/${mine.id}`, { action: 'approve' }, submitter.key);
    expect(approve.status).toBe(403);
  });

  it('never sees the queue nor others’ submissions, and never edits them', async () => {
    const theirs = await submit(otherSubmitter.key);
    expect(
      (await call('/submissions', { headers: { Authorization: `Bearer ${submitter.key}` } })).status,
    ).toBe(403);
    const read = await call(`/submissions/${theirs.id}`, {
      headers: { Authorization: `Bearer ${submitter.key}` },
    });
    expect(read.status).toBe(404);
    const edit = await send(
      'POST',
      `/submissions/${theirs.id}`,
      { action: 'edit', title: 'Mío' },
      submitter.key,
    );
    expect(edit.status).toBe(403);
    const own = await call(`/submissions/${theirs.id}`, {
      headers: { Authorization: `Bearer ${otherSubmitter.key}` },
    });
    expect(own.status).toBe(200);
  });

  it('edits through the private link while pending, and withdraws', async () => {
    const mine = await submit(submitter.key);
    const edit = await send('POST', `/submissions/${mine.id}`, {
      action: 'edit',
      token: mine.token,
      title: 'Cambiado',
    });
    expect(edit.status, await edit.clone().text()).toBe(200);
    expect((await json(edit)).event.title).toBe('Cambiado');
    const wrong = await send('POST', `/submissions/${mine.id}`, {
      action: 'edit',
      token: 'x'.repeat(43),
      title: 'No',
    });
    expect(wrong.status).toBe(403);
    const read = await call(`/submissions/${mine.id}?token=${mine.token}`);
    expect(read.status).toBe(200);
    const withdraw = await send('POST', `/submissions/${mine.id}`, { action: 'withdraw', token: mine.token });
    expect((await json(withdraw)).state).toBe('withdrawn');
    expect((await eventOf(mine.event.id)).status).toBe('trash');
    const late = await send('POST', `/submissions/${mine.id}`, {
      action: 'edit',
      token: mine.token,
      title: 'Tarde',
    });
    expect(late.status).toBe(409);
  });
});

describe('moderation', () => {
  it('lists the queue newest first with the sender’s earlier and accepted submissions', async () => {
    const email = `queue-${crypto.randomUUID().slice(0, 6)}@example.org`;
    const first = await submit(submitter.key, { submitter_email: email });
    const approved = await send('POST', `/submissions/${first.id}`, { action: 'approve' }, editor.key);
    expect(approved.status, await approved.clone().text()).toBe(200);
    const second = await submit(submitter.key, { submitter_email: email });
    const res = await call('/submissions?state=pending', {
      headers: { Authorization: `Bearer ${editor.key}` },
    });
    expect(res.status).toBe(200);
    const queue = await json(res);
    expect(queue.submissions[0].id).toBe(second.id);
    expect(queue.submissions[0]).toMatchObject({
      submitter_email: email,
      earlier_submissions: 1,
      accepted_submissions: 1,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('approves: the event and its proposed venue are published', async () => {
    const sent = await submit(submitter.key, { venue: { venue: 'Sala Aprobada', address: 'Kalea 2' } });
    const res = await send(
      'POST',
      `/submissions/${sent.id}`,
      { action: 'approve', title: 'Editado y aprobado' },
      editor.key,
    );
    const body = await json(res);
    expect(body).toMatchObject({
      state: 'approved',
      event: { status: 'publish', title: 'Editado y aprobado' },
    });
    const event = await json(await call(`/events/${sent.event.id}`));
    expect(event.venue.venue).toBe('Sala Aprobada');
    const venue = await json(await call(`/venues/${event.venue.id}`));
    expect(venue.status ?? 'publish').toBe('publish');
  });

  it('approves merging the proposed venue into an existing one (the proposed one trashed)', async () => {
    const existing = await json(await send('POST', '/venues', { venue: 'Teatro Arriaga' }, admin));
    const sent = await submit(submitter.key, { venue: { venue: 'Arriaga antzokia' } });
    const proposed = await env.DB.prepare(
      "SELECT post_id FROM event_links WHERE event_id = ? AND role = 'venue'",
    )
      .bind(sent.event.id)
      .first<{ post_id: number }>();
    const res = await send(
      'POST',
      `/submissions/${sent.id}`,
      { action: 'approve', merge_venue: existing.id },
      editor.key,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const event = await json(await call(`/events/${sent.event.id}`));
    expect(event.venue.id).toBe(existing.id);
    expect((await eventOf(proposed!.post_id)).status).toBe('trash');
  });

  it('rejects with a reason (required), the event to the trash', async () => {
    const sent = await submit(submitter.key);
    const noReason = await send('POST', `/submissions/${sent.id}`, { action: 'reject' }, editor.key);
    expect(noReason.status).toBe(400);
    const res = await send(
      'POST',
      `/submissions/${sent.id}`,
      { action: 'reject', reason: 'Fuera de la región.' },
      editor.key,
    );
    expect(await json(res)).toMatchObject({ state: 'rejected', reason: 'Fuera de la región.' });
    expect((await eventOf(sent.event.id)).status).toBe('trash');
    const again = await send('POST', `/submissions/${sent.id}`, { action: 'approve' }, editor.key);
    expect(again.status).toBe(409);
  });

  it('announces submission.created, .approved and .rejected to webhooks that subscribe', async () => {
    mockReceiver();
    const hook = await send(
      'POST',
      '/webhooks',
      { url: 'https://hooks.example.org/in', event_types: ['submission.*'] },
      admin,
    );
    expect(hook.status, await hook.clone().text()).toBe(201);
    const endpoint = (await json(hook)).id;
    vi.unstubAllGlobals();
    const a = await submit(submitter.key);
    const b = await submit(submitter.key);
    await send('POST', `/submissions/${a.id}`, { action: 'approve' }, editor.key);
    await send('POST', `/submissions/${b.id}`, { action: 'reject', reason: 'No.' }, editor.key);
    const rows = await env.DB.prepare(
      "SELECT type, payload FROM webhook_deliveries WHERE endpoint_id = ? AND type LIKE 'submission.%' ORDER BY id",
    )
      .bind(endpoint)
      .all<{ type: string; payload: string }>();
    expect(rows.results.map((r) => [r.type, JSON.parse(r.payload).data.id])).toEqual([
      ['submission.created', a.id],
      ['submission.created', b.id],
      ['submission.approved', a.id],
      ['submission.rejected', b.id],
    ]);
    for (const row of rows.results) expect(row.payload).not.toContain('example.org');
    await env.DB.prepare('DELETE FROM webhook_endpoints').run();
  });
});

describe('trusted submitters', () => {
  it('publish directly once the setting is on and three of theirs were approved, none spam', async () => {
    const venue = await createUser('submitter');
    const approveOne = async () => {
      const sent = await submit(venue.key);
      await send('POST', `/submissions/${sent.id}`, { action: 'approve' }, editor.key);
    };
    for (let i = 0; i < 3; i += 1) await approveOne();
    const untrusted = await submit(venue.key);
    expect(untrusted.state).toBe('pending');
    await setSettings(admin, { submissions_trusted_publish: true });
    try {
      const trusted = await submit(venue.key, { venue: { venue: 'Sala de confianza' } });
      expect(trusted).toMatchObject({ state: 'approved', event: { status: 'publish' } });
      const links = await env.DB.prepare(
        'SELECT p.status FROM event_links l JOIN posts p ON p.id = l.post_id WHERE l.event_id = ?',
      )
        .bind(trusted.event.id)
        .all<{ status: string }>();
      expect(links.results).toEqual([{ status: 'publish' }]);
      // Another account, without that record, still waits.
      expect((await submit(otherSubmitter.key)).state).toBe('pending');
      // Spam once, trusted no more.
      await send('POST', `/submissions/${untrusted.id}`, { action: 'spam' }, editor.key);
      expect((await submit(venue.key, { submitter_email: 'other-address@example.org' })).state).toBe(
        'pending',
      );
    } finally {
      await setSettings(admin, { submissions_trusted_publish: null });
    }
  });
});

describe('a key scoped to submitting', () => {
  it('sends events in and follows its own, whatever its user’s role, and reaches nothing else', async () => {
    const user = await createUser('editor');
    await env.DB.prepare("UPDATE api_keys SET scope = 'submit' WHERE user_id = ?").bind(user.id).run();
    const sent = await submit(user.key, { status: 'publish' });
    expect(sent.event.status).toBe('pending');
    const auth = { headers: { Authorization: `Bearer ${user.key}` } };
    expect((await call(`/submissions/${sent.id}`, auth)).status).toBe(200);
    // Its user is an editor, but the key does not moderate: the queue and decisions are refused.
    expect((await call('/submissions', auth)).status).toBe(403);
    expect((await send('POST', `/submissions/${sent.id}`, { action: 'approve' }, user.key)).status).toBe(403);
    for (const [method, path] of [
      ['GET', '/events'],
      ['GET', `/events/${sent.event.id}`],
      ['POST', '/events'],
      ['GET', '/settings'],
    ] as const) {
      const res = await call(path, { method, ...auth });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json(res)).data.hint).toContain('/submissions');
    }
    const admin = await call(`${'http://api.test'}/en/admin/events`, auth);
    expect(admin.status).toBe(403);
  });
});
