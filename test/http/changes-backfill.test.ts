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
