import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../src/index';
import { BASE, call, createUser, json, send } from '../helpers';
import { anonymousFields, setSettings, submitFrom } from '../submissions-helpers';

/**
 * Who sent a submission is the moderators' to know (docs/submissions.md#privacy): the e-mail and the
 * hashes of the e-mail and network are in no public answer, feed, JSON-LD, page or change feed, and
 * are erased by the scheduled trigger a while after the decision.
 */

const CANARY_EMAIL = 'privacy-canary@example.org';
let admin: string;
let editor: string;
let event: { id: number; url: string };
let venueId: number;
let secrets: string[];

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  editor = (await createUser('editor')).key;
  await setSettings(admin, { submissions_anonymous: true });
  const res = await submitFrom(
    '10.95.0.1',
    await anonymousFields({
      title: 'Privacidad en la plaza',
      submitter_email: CANARY_EMAIL,
      venue: { venue: 'Sala Canario', address: 'Plaza 1' },
    }),
  );
  expect(res.status).toBe(201);
  const sent = await json(res);
  const approved = await send('POST', `/submissions/${sent.id}`, { action: 'approve' }, editor);
  expect(approved.status).toBe(200);
  const read = await json(await call(`/events/${sent.event.id}`));
  event = { id: read.id, url: read.url };
  venueId = read.venue.id;
  const row = await env.DB.prepare(
    'SELECT email_hash, network_hash, token_hash FROM submissions WHERE id = ?',
  )
    .bind(sent.id)
    .first<Record<string, string>>();
  secrets = [
    CANARY_EMAIL,
    'privacy-canary',
    row!.email_hash!,
    row!.network_hash!,
    row!.token_hash!,
    sent.token,
  ];
  await setSettings(admin, { submissions_anonymous: null });
});

const leaks = (text: string) => secrets.filter((secret) => text.includes(secret));

describe('who sent a submission', () => {
  it('is in no public answer, feed, JSON-LD, page or change feed', async () => {
    const anonymous = [
      `/events/${event.id}`,
      '/events?search=Privacidad',
      '/events?start_date=2033-01-01',
      `/venues/${venueId}`,
      '/venues',
      '/events.ics?start_date=2033-01-01',
      `/events/${event.id}.ics`,
      '/changes',
      `${event.url.replace('http://api.test', BASE)}`,
      `${BASE}/events/list/?tribe-bar-date=2033-05-01`,
    ];
    for (const path of anonymous) {
      const res = await call(path);
      expect(res.status, path).toBeLessThan(400);
      expect(leaks(await res.text()), path).toEqual([]);
    }
    const html = await (await call(event.url.replace('http://api.test', BASE))).text();
    expect(html).toContain('application/ld+json');
    const withKey = { headers: { Authorization: `Bearer ${admin}` } };
    for (const path of [
      `/events/${event.id}`,
      '/changes',
      '/changes?types=event,venue',
      `/events/${event.id}/revisions`,
    ]) {
      const res = await call(path, withKey);
      expect(res.status, path).toBeLessThan(400);
      expect(leaks(await res.text()), path).toEqual([]);
    }
  });

  it('is shown to moderators, never to the token holder', async () => {
    const [row] = (await env.DB.prepare('SELECT id FROM submissions').all<{ id: number }>()).results;
    const moderator = await json(
      await call(`/submissions/${row!.id}`, { headers: { Authorization: `Bearer ${editor}` } }),
    );
    expect(moderator.submitter_email).toBe(CANARY_EMAIL);
  });
});

describe('the erasure', () => {
  const run = (at: number) =>
    worker.scheduled({ scheduledTime: at, cron: '* * * * *', noRetry() {} } as ScheduledController, env);

  it('forgets who sent a submission decided longer ago than the retention, keeping the decision', async () => {
    const sender = await createUser('submitter');
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await send(
        'POST',
        '/submissions',
        {
          title: `Viejo ${i}`,
          start_date: '2033-01-01 10:00',
          end_date: '2033-01-01 11:00',
          submitter_name: 'Old',
          submitter_email: `old${i}@example.org`,
        },
        sender.key,
      );
      ids.push((await json(res)).id);
    }
    await send('POST', `/submissions/${ids[0]}`, { action: 'reject', reason: 'Viejo.' }, editor);
    await send('POST', `/submissions/${ids[1]}`, { action: 'spam' }, editor);
    const day = 86_400_000;
    // 91 days on, the two decided ones are erased (with the block spam made); the pending one is kept.
    await run(Date.now() + 91 * day);
    const rows = await env.DB.prepare(
      `SELECT id, state, reason, submitter_email, submitter_name, email_hash, network_hash, erased_utc FROM submissions
       WHERE id IN (${ids.join(',')}) ORDER BY id`,
    ).all<Record<string, string | null>>();
    expect(
      rows.results.map((r) => [r.state, r.submitter_email, r.email_hash, r.network_hash, r.submitter_name]),
    ).toEqual([
      ['rejected', null, null, null, ''],
      ['spam', null, null, null, ''],
      ['pending', 'old2@example.org', expect.any(String), expect.any(String), 'Old'],
    ]);
    expect(rows.results[0]!.reason).toBe('Viejo.');
    expect(rows.results[0]!.erased_utc).not.toBeNull();
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM submission_blocks').first<{ n: number }>())!.n,
    ).toBe(0);
  });

  it('follows the setting', async () => {
    const sender = await createUser('submitter');
    const res = await send(
      'POST',
      '/submissions',
      {
        title: 'Corto',
        start_date: '2033-01-01 10:00',
        end_date: '2033-01-01 11:00',
        submitter_name: 'Short',
        submitter_email: 'short@example.org',
      },
      sender.key,
    );
    const id = (await json(res)).id;
    await send('POST', `/submissions/${id}`, { action: 'reject', reason: 'No.' }, editor);
    const day = 86_400_000;
    await run(Date.now() + 6 * day);
    const kept = await env.DB.prepare('SELECT submitter_email FROM submissions WHERE id = ?')
      .bind(id)
      .first();
    expect(kept).toEqual({ submitter_email: 'short@example.org' });
    await setSettings(admin, { submissions_retention_days: 5 });
    try {
      await run(Date.now() + 6 * day);
      const erased = await env.DB.prepare('SELECT submitter_email FROM submissions WHERE id = ?')
        .bind(id)
        .first();
      expect(erased).toEqual({ submitter_email: null });
    } finally {
      await setSettings(admin, { submissions_retention_days: null });
    }
  });
});
