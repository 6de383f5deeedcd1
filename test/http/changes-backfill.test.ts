import { env } from 'cloudflare:workers';
import { beforeAll, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, json, send } from '../helpers';

/**
 * The migration that creates the change log backfills it: a database with records and no log (as every
 * database was before it) gets one change per record, so the first full sync sees every record, and each
 * record a version. The records here are made through the API, then their log is wiped, and the
 * migration's backfill statements run again.
 */

let editor: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

const backfill = () => {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes('sync_log'));
  expect(migration, 'the migration of the change log').toBeDefined();
  return migration!.queries.filter((query) =>
    query
      .replace(/^--.*$/gm, '')
      .trimStart()
      .startsWith('INSERT INTO changes'),
  );
};

it('gives every existing record one change, so the first full sync sees them all', async () => {
  const venue = await json(await send('POST', '/venues', { venue: 'Old Hall' }, editor));
  const category = await json(await send('POST', '/categories', { name: 'Old music' }, editor));
  const tag = await json(await send('POST', '/tags', { name: 'old-tag' }, editor));
  const event = await createEvent(editor, {
    title: 'Old gig',
    start_date: '2030-01-01 20:00',
    end_date: '2030-01-01 22:00',
    venue: venue.id,
    categories: [category.id],
    tags: [tag.id],
  });
  const draft = await createEvent(editor, {
    title: 'Old draft',
    start_date: '2030-01-01 20:00',
    end_date: '2030-01-01 22:00',
    status: 'draft',
  });
  await env.DB.batch([env.DB.prepare('DELETE FROM changes'), env.DB.prepare('DELETE FROM latest_changes')]);
  expect(await json(await call('/changes'))).toMatchObject({ changes: [], has_more: false });

  const statements = backfill();
  expect(statements).toHaveLength(2);
  for (const statement of statements) await env.DB.prepare(statement).run();

  const seen = (await json(await call('/changes?per_page=100', { headers: bearer(editor) }))).changes;
  expect(seen.map((c: { type: string; id: number }) => `${c.type}:${c.id}`).sort()).toEqual(
    [
      `venue:${venue.id}`,
      `category:${category.id}`,
      `tag:${tag.id}`,
      `event:${event.id}`,
      `event:${draft.id}`,
    ].sort(),
  );
  expect(seen.every((c: { action: string }) => c.action === 'upsert')).toBe(true);
  // Every record has a version again.
  const read = await call(`/events/${event.id}`);
  expect(read.headers.get('etag')).toMatch(/^"v\d+\./);
  const anonymous = (await json(await call('/changes?per_page=100'))).changes;
  expect(anonymous.map((c: { id: number }) => c.id)).not.toContain(draft.id);
});

/** The feed to its end from `token`, anonymously: the changes and the last token. */
async function anonymousFeed(token?: string) {
  const changes: Array<{ id: number; action: string }> = [];
  for (let next = token; ; ) {
    const body = await json(await call(`/changes?per_page=100${next ? `&sync_token=${next}` : ''}`));
    changes.push(...body.changes);
    next = body.next_sync_token;
    if (!body.has_more) return { changes, token: next! };
  }
}

it('marks what is public now when the log learns visibility, and keeps the removal of what is hidden now', async () => {
  const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes('public_removals'));
  expect(migration, 'the migration that records what was public').toBeDefined();
  const statements = migration!.queries.filter((query) =>
    query
      .replace(/^--.*$/gm, '')
      .trimStart()
      .startsWith('UPDATE latest_changes'),
  );
  expect(statements).toHaveLength(2);
  const dates = { start_date: '2030-02-01 20:00', end_date: '2030-02-01 22:00' };
  const shown = await createEvent(editor, { title: 'Public at migration', ...dates });
  const hidden = await createEvent(editor, { title: 'Hidden before migration', ...dates });
  const { token } = await anonymousFeed();
  await send('PATCH', `/events/${hidden.id}`, { status: 'draft' }, editor);
  // As the migration's new columns start: nothing known of any record.
  await env.DB.prepare('UPDATE latest_changes SET public = 0, left_public_seq = 0').run();
  for (const statement of statements) await env.DB.prepare(statement).run();

  // Hidden now, perhaps public before its latest change: its removal still goes to an older token.
  const before = await anonymousFeed(token);
  expect(before.changes.filter((c) => c.id === hidden.id).map((c) => c.action)).toEqual(['remove']);
  // Public now: hiding it later is a removal.
  await send('PATCH', `/events/${shown.id}`, { status: 'draft' }, editor);
  const after = (await anonymousFeed(before.token)).changes;
  expect(after.filter((c) => c.id === shown.id).map((c) => c.action)).toEqual(['remove']);
});
