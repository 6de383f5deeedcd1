import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import worker from '../../src/index';
import { isIdConflict } from '../../src/posts/ids';
import { API, bearer, call, createUser, fetchWith, hookedBatches, json } from '../helpers';

/**
 * `Idempotency-Key` (sync.md §3): the key is claimed in the batch of the write, with the write's answer,
 * so the write happens at most once; a retry of the same request gets the same status and body with
 * `Idempotent-Replayed: true`, whatever happened since; the key with another request is 422; a 4xx
 * stores nothing; keys are kept 24 hours.
 */

const DATES = { start_date: '2033-03-01 20:00:00', end_date: '2033-03-01 22:00:00' };

let editor: { id: number; key: string };
let keyCount = 0;
const newKey = () => `key-${Date.now()}-${++keyCount}`;

beforeAll(async () => {
  editor = await createUser('editor');
});

function keyed(
  method: string,
  path: string,
  body: unknown,
  key: string,
  headers: Record<string, string> = {},
) {
  return call(path, {
    method,
    headers: {
      ...bearer(editor.key),
      'Content-Type': 'application/json',
      'Idempotency-Key': key,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function answer(res: Response) {
  return {
    status: res.status,
    text: await res.text(),
    etag: res.headers.get('etag'),
    replayed: res.headers.get('idempotent-replayed'),
  };
}

const countTitled = async (title: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM post_texts WHERE title = ?')
    .bind(title)
    .first<{ n: number }>())!.n;

const changeCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM changes').first<{ n: number }>())!.n;

describe('a retry with the same key', () => {
  it('gets the same status, body and ETag, replayed, and creates nothing more', async () => {
    const key = newKey();
    const body = { title: 'Once only', ...DATES, categories: ['Once cat'], venue: { venue: 'Once Hall' } };
    const first = await answer(await keyed('POST', '/events', body, key));
    expect(first.status, first.text).toBe(201);
    expect(first.replayed).toBeNull();
    const changes = await changeCount();
    // Meanwhile the record changes: the replay is the first answer, not the record as it is now.
    const created = JSON.parse(first.text);
    await call(`/events/${created.id}`, {
      method: 'PATCH',
      headers: { ...bearer(editor.key), 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Changed since' }),
    });
    const second = await answer(await keyed('POST', '/events', body, key));
    expect(second).toEqual({ ...first, replayed: 'true' });
    expect(await countTitled('Once only')).toBe(0);
    expect(await countTitled('Changed since')).toBe(1);
    expect(await changeCount()).toBe(changes + 1); // only the PATCH
  });

  it('is answered before the 404 or 410 its record would give now', async () => {
    const event = await json(await keyed('POST', '/events', { title: 'Doomed', ...DATES }, newKey()));
    const trashKey = newKey();
    const trashed = await answer(await keyed('DELETE', `/events/${event.id}`, undefined, trashKey));
    expect(trashed.status).toBe(200);
    expect(await answer(await keyed('DELETE', `/events/${event.id}`, undefined, trashKey))).toEqual({
      ...trashed,
      replayed: 'true',
    });
    const deleteKey = newKey();
    const deleted = await answer(
      await keyed('DELETE', `/events/${event.id}?force=true`, undefined, deleteKey),
    );
    expect(deleted.status).toBe(200);
    expect(JSON.parse(deleted.text).deleted).toBe(true);
    expect(
      await answer(await keyed('DELETE', `/events/${event.id}?force=true`, undefined, deleteKey)),
    ).toEqual({
      ...deleted,
      replayed: 'true',
    });
    // Without the key, the same request is what it is now.
    const plain = await call(`/events/${event.id}?force=true`, {
      method: 'DELETE',
      headers: bearer(editor.key),
    });
    expect(plain.status).toBe(404);
  });

  it('is answered before a precondition its write made stale', async () => {
    const created = await keyed('POST', '/venues', { venue: 'Conditional Hall' }, newKey());
    const venue = await json(created);
    const key = newKey();
    const headers = { 'If-Match': created.headers.get('etag')! };
    const first = await answer(await keyed('PATCH', `/venues/${venue.id}`, { city: 'Tolosa' }, key, headers));
    expect(first.status).toBe(200);
    const again = await answer(await keyed('PATCH', `/venues/${venue.id}`, { city: 'Tolosa' }, key, headers));
    expect(again).toEqual({ ...first, replayed: 'true' });
  });

  it('works for every kind of write', async () => {
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/venues', { venue: 'Keyed Hall' }],
      ['POST', '/organizers', { organizer: 'Keyed Org' }],
      ['POST', '/categories', { name: 'Keyed cat' }],
      ['POST', '/tags', { name: 'keyed-tag' }],
    ];
    for (const [method, path, body] of writes) {
      const key = newKey();
      const first = await answer(await keyed(method, path, body, key));
      expect(first.status, `${path}: ${first.text}`).toBe(201);
      const id = JSON.parse(first.text).id;
      expect(await answer(await keyed(method, path, body, key))).toEqual({ ...first, replayed: 'true' });
      const update = { name: `Keyed ${id}`, venue: `Keyed ${id}`, organizer: `Keyed ${id}` };
      const updateKey = newKey();
      const updated = await answer(await keyed('PUT', `${path}/${id}`, update, updateKey));
      expect(updated.status, updated.text).toBe(200);
      expect(await answer(await keyed('PUT', `${path}/${id}`, update, updateKey))).toEqual({
        ...updated,
        replayed: 'true',
      });
      const deleteKey = newKey();
      const removed = await answer(await keyed('DELETE', `${path}/${id}?force=true`, undefined, deleteKey));
      expect(removed.status, removed.text).toBe(200);
      expect(await answer(await keyed('DELETE', `${path}/${id}?force=true`, undefined, deleteKey))).toEqual({
        ...removed,
        replayed: 'true',
      });
    }
  });

  it('replays a create that found its record already there, and refuses the key for anything else', async () => {
    const existing = await json(await keyed('POST', '/organizers', { organizer: 'Already here' }, newKey()));
    const key = newKey();
    const found = await answer(await keyed('POST', '/organizers', { organizer: 'Already here' }, key));
    expect(found.status).toBe(201);
    expect(JSON.parse(found.text).id).toBe(existing.id);
    expect(await answer(await keyed('POST', '/organizers', { organizer: 'Already here' }, key))).toEqual({
      ...found,
      replayed: 'true',
    });
    expect((await keyed('POST', '/organizers', { organizer: 'Something else' }, key)).status).toBe(422);
  });
});

describe('the same key with another request', () => {
  it('is 422 for another body, another route, another method or another language, and writes nothing', async () => {
    const key = newKey();
    expect((await keyed('POST', '/events', { title: 'Keyed once', ...DATES }, key)).status).toBe(201);
    const changes = await changeCount();
    for (const [method, path, body] of [
      ['POST', '/events', { title: 'Keyed twice', ...DATES }],
      ['POST', '/venues', { venue: 'Keyed venue' }],
      ['POST', '/eu/site/events/v1/events', { title: 'Keyed once', ...DATES }],
      ['PUT', '/events/1', { title: 'Keyed once' }],
    ] as const) {
      const res = await keyed(method, path, body, key);
      const error = await json(res);
      expect(res.status, `${method} ${path}`).toBe(422);
      expect(error.code).toBe('rest_idempotency_key_reused');
    }
    expect(await changeCount()).toBe(changes);
    expect(await countTitled('Keyed twice')).toBe(0);
  });

  it('of another API key is another key', async () => {
    const colleague = await createUser('editor');
    const key = newKey();
    const body = { title: 'Two keys, one name', ...DATES };
    expect((await keyed('POST', '/events', body, key)).status).toBe(201);
    const theirs = await call('/events', {
      method: 'POST',
      headers: { ...bearer(colleague.key), 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
    });
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
    expect(await countTitled('Two keys, one name')).toBe(2);
  });
});

describe('answers that store nothing', () => {
  it('a 4xx keeps no key: the next request with it is a new one', async () => {
    const key = newKey();
    expect((await keyed('POST', '/events', { ...DATES }, key)).status).toBe(400);
    expect(
      (await keyed('POST', '/events', { title: 'After a 400', start_date: 'nope', end_date: 'x' }, key))
        .status,
    ).toBe(400);
    expect((await keyed('PATCH', '/events/999999', { title: 'x' }, key)).status).toBe(404);
    const stored = await env.DB.prepare('SELECT count(*) AS n FROM idempotency_keys WHERE key = ?')
      .bind(key)
      .first();
    expect(stored).toEqual({ n: 0 });
    const res = await keyed('POST', '/events', { title: 'After the errors', ...DATES }, key);
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
  });

  it('a malformed key is a 400 naming the header', async () => {
    for (const key of ['a'.repeat(256), 'with space', 'é', '']) {
      const res = await keyed('POST', '/events', { title: 'Never', ...DATES }, key);
      const error = await json(res);
      expect(res.status, JSON.stringify(key)).toBe(400);
      expect(Object.keys(error.data.params)).toEqual(['Idempotency-Key']);
    }
    expect(await countTitled('Never')).toBe(0);
    expect((await keyed('POST', '/events', { title: 'Longest key', ...DATES }, 'k'.repeat(255))).status).toBe(
      201,
    );
  });
});

describe('concurrent duplicates', () => {
  it('ten identical POSTs at once make one record and nine replays of its answer', async () => {
    const key = newKey();
    const body = { title: 'Stampede', ...DATES, venue: { venue: 'Stampede Hall' }, tags: ['stampede'] };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => keyed('POST', '/events', body, key).then(answer)),
    );
    for (const a of answers) expect(a.status, a.text).toBe(201);
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(9);
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(await countTitled('Stampede')).toBe(1);
    expect(await countTitled('Stampede Hall')).toBe(1);
  });

  it('ten identical updates at once write once', async () => {
    const event = await json(await keyed('POST', '/events', { title: 'Updated once', ...DATES }, newKey()));
    const before = await changeCount();
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        keyed('PATCH', `/events/${event.id}`, { excerpt: 'Once.' }, key).then(answer),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.replayed === 'true')).toHaveLength(9);
    expect(await changeCount()).toBe(before + 1);
  });

  it('the id-conflict retry never takes a key conflict for its own', () => {
    expect(isIdConflict(new Error('D1_ERROR: UNIQUE constraint failed: posts.id: SQLITE_CONSTRAINT'))).toBe(
      true,
    );
    for (const message of [
      'D1_ERROR: UNIQUE constraint failed: idempotency_keys.scope, idempotency_keys.key: SQLITE_CONSTRAINT (extended: SQLITE_CONSTRAINT_PRIMARYKEY)',
      'D1_ERROR: UNIQUE constraint failed: post_texts.kind, post_texts.lang, post_texts.slug: SQLITE_CONSTRAINT',
      'PRIMARY KEY must be unique',
    ]) {
      expect(isIdConflict(new Error(message)), message).toBe(false);
    }
  });
});

describe('a write whose answer was lost', () => {
  // The 503s are logged (rightly); here they are expected.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** A D1 whose write batch commits and then loses its answer (or fails before committing). */
  const losing = (mode: 'after' | 'before') =>
    hookedBatches(async (n, run) => {
      if (n !== 2) return run();
      if (mode === 'after') await run();
      throw new Error('D1_ERROR: Network connection lost.');
    }).db;

  const through = (db: D1Database, key: string, title: string) =>
    fetchWith(
      new Request(`${API}/events`, {
        method: 'POST',
        headers: { ...bearer(editor.key), 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ title, ...DATES }),
      }),
      { DB: db },
    );

  it('is answered on retry from what the write stored, once', async () => {
    const key = newKey();
    expect((await through(losing('after'), key, 'Lost answer')).status).toBe(503);
    const retry = await keyed('POST', '/events', { title: 'Lost answer', ...DATES }, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await json(retry)).title).toBe('Lost answer');
    expect(await countTitled('Lost answer')).toBe(1);
  });

  it('that never committed leaves the key free: the retry writes', async () => {
    const key = newKey();
    expect((await through(losing('before'), key, 'Never committed')).status).toBe(503);
    expect(await countTitled('Never committed')).toBe(0);
    const retry = await keyed('POST', '/events', { title: 'Never committed', ...DATES }, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await countTitled('Never committed')).toBe(1);
  });
});

describe('retention', () => {
  it('keys are kept 24 hours, then purged by the scheduled trigger', async () => {
    const key = newKey();
    const body = { title: 'Kept a day', ...DATES };
    expect((await keyed('POST', '/events', body, key)).status).toBe(201);
    const run = (at: number) =>
      worker.scheduled({ scheduledTime: at, cron: '* * * * *', noRetry() {} } as ScheduledController, env);
    await run(Date.now() + 23 * 3_600_000);
    expect((await keyed('POST', '/events', body, key)).headers.get('idempotent-replayed')).toBe('true');
    await run(Date.now() + 25 * 3_600_000);
    const after = await keyed('POST', '/events', body, key);
    expect(after.status).toBe(201);
    expect(after.headers.get('idempotent-replayed')).toBeNull();
    expect(await countTitled('Kept a day')).toBe(2);
  });
});
