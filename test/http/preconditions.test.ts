import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { API, bearer, call, createEvent, createUser, fetchWith, hookedBatches, json, send } from '../helpers';

/**
 * Versions and `If-Match` (sync.md §2): single records carry `ETag: "v{version}.{digest}"`; a write with
 * `If-Match` happens only while the version it names is current, checked inside the write's batch, so two
 * writers holding one tag get exactly one success; a stale tag is 412 with the current ETag and writes
 * nothing; 401/403/404 come first; `REQUIRE_PRECONDITION` makes the header mandatory (428).
 */

const TAG = /^"v(\d+)\.[A-Za-z0-9_-]{24}"$/;
const DATES = { start_date: '2033-02-01 20:00:00', end_date: '2033-02-01 22:00:00' };

let editor: { id: number; key: string };
let other: { id: number; key: string };
let author: { id: number; key: string };

beforeAll(async () => {
  editor = await createUser('editor');
  other = await createUser('editor');
  author = await createUser('author');
});

const versionOf = (etag: string | null) => Number(TAG.exec(etag ?? '')?.[1]);

async function read(path: string, key = editor.key) {
  const res = await call(path, { headers: bearer(key) });
  expect(res.status, path).toBe(200);
  return { etag: res.headers.get('etag')!, body: await json(res) };
}

function conditional(method: string, path: string, body: unknown, ifMatch: string, key = editor.key) {
  return call(path, {
    method,
    headers: { ...bearer(key), 'Content-Type': 'application/json', 'If-Match': ifMatch },
    body: JSON.stringify(body),
  });
}

/** Every change logged and every row of a record, to prove a refused write left nothing. */
async function footprint(table: 'posts' | 'terms', id: number) {
  const { results } = await env.DB.batch([
    env.DB.prepare('SELECT max(seq) AS seq, count(*) AS n FROM changes'),
    env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?`).bind(id),
    env.DB.prepare(
      `SELECT * FROM ${table === 'posts' ? 'post_texts WHERE post_id' : 'term_texts WHERE term_id'} = ? ORDER BY lang`,
    ).bind(id),
  ]).then((r) => ({ results: r.map((x) => x.results) }));
  return JSON.stringify(results);
}

describe('ETags of single records', () => {
  it('are "v{version}.{digest}" on reads of every kind, and the write answers carry the new one', async () => {
    const venue = await json(await send('POST', '/venues', { venue: 'Tag Hall' }, editor.key));
    const category = await json(await send('POST', '/categories', { name: 'Tag music' }, editor.key));
    const event = await createEvent(editor.key, { title: 'Tagged gig', ...DATES, venue: venue.id });
    for (const path of [
      `/events/${event.id}`,
      `/events/by-slug/${event.slug}`,
      `/venues/${venue.id}`,
      `/categories/${category.id}`,
    ]) {
      expect((await read(path)).etag, path).toMatch(TAG);
    }
    const before = await read(`/events/${event.id}`);
    const res = await send('PATCH', `/events/${event.id}`, { excerpt: 'New excerpt.' }, editor.key);
    expect(res.status).toBe(200);
    const written = res.headers.get('etag');
    expect(written).toMatch(TAG);
    expect(versionOf(written)).toBeGreaterThan(versionOf(before.etag));
    expect(versionOf((await read(`/events/${event.id}`)).etag)).toBe(versionOf(written));
    const created = await send('POST', '/events', { title: 'Fresh', ...DATES }, editor.key);
    expect(created.headers.get('etag')).toMatch(TAG);
  });

  it('keep 304s exact per language: one version, another digest, and If-None-Match of one is 200 in the other', async () => {
    const event = await createEvent(editor.key, {
      title: 'Bilingual gig',
      ...DATES,
      translations: { eu: { title: 'Kontzertu elebiduna' } },
    });
    const es = await call(`/es/site/events/v1/events/${event.id}`);
    const eu = await call(`/eu/site/events/v1/events/${event.id}`);
    const esTag = es.headers.get('etag')!;
    const euTag = eu.headers.get('etag')!;
    expect(versionOf(esTag)).toBe(versionOf(euTag));
    expect(esTag).not.toBe(euTag);
    const again = await call(`/es/site/events/v1/events/${event.id}`, {
      headers: { 'If-None-Match': esTag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(esTag);
    const other = await call(`/eu/site/events/v1/events/${event.id}`, {
      headers: { 'If-None-Match': esTag },
    });
    expect(other.status).toBe(200);
  });

  it('change when an embedded record changes, though the version does not', async () => {
    const venue = await json(await send('POST', '/venues', { venue: 'Renamed Hall' }, editor.key));
    const event = await createEvent(editor.key, { title: 'Embedding gig', ...DATES, venue: venue.id });
    const before = await read(`/events/${event.id}`);
    await send('PATCH', `/venues/${venue.id}`, { venue: 'Renamed Hall II' }, editor.key);
    const after = await read(`/events/${event.id}`);
    expect(versionOf(after.etag)).toBe(versionOf(before.etag));
    expect(after.etag).not.toBe(before.etag);
  });
});

describe('If-Match', () => {
  it('lets a write with the current tag through (strong, weak, *, or among others)', async () => {
    const event = await createEvent(editor.key, { title: 'Matched gig', ...DATES });
    let { etag } = await read(`/events/${event.id}`);
    for (const header of [(t: string) => t, (t: string) => `W/${t}`, () => '*', (t: string) => `"x", ${t}`]) {
      const res = await conditional('PATCH', `/events/${event.id}`, { excerpt: etag }, header(etag));
      expect(res.status, await res.clone().text()).toBe(200);
      etag = res.headers.get('etag')!;
    }
    // A tag from another language names the same version.
    const eu = await call(`/eu/site/events/v1/events/${event.id}`, { headers: bearer(editor.key) });
    const res = await conditional('POST', `/events/${event.id}`, { featured: true }, eu.headers.get('etag')!);
    expect(res.status).toBe(200);
  });

  it('refuses a stale tag with 412, the current ETag, and nothing written', async () => {
    const event = await createEvent(editor.key, { title: 'Stale gig', ...DATES, categories: ['Stale cat'] });
    const first = await read(`/events/${event.id}`);
    await send('PATCH', `/events/${event.id}`, { excerpt: 'Changed by someone else.' }, other.key);
    const current = await read(`/events/${event.id}`);
    const before = await footprint('posts', event.id);
    for (const [method, path, body] of [
      ['PATCH', `/events/${event.id}`, { title: 'Lost update', categories: [] }],
      ['PUT', `/events/by-slug/${event.slug}`, { title: 'Lost update' }],
      ['DELETE', `/events/${event.id}`, {}],
      ['DELETE', `/events/${event.id}?force=true`, {}],
    ] as const) {
      const res = await conditional(method, path, body, first.etag);
      const answer = await json(res);
      expect(res.status, `${method} ${path}`).toBe(412);
      expect(answer.code).toBe('rest_precondition_failed');
      expect(answer.data.current_etag).toBe(current.etag);
    }
    expect(await footprint('posts', event.id)).toBe(before);
    // Through a method override too.
    const overridden = await call(`/events/${event.id}`, {
      method: 'POST',
      headers: { ...bearer(editor.key), 'X-HTTP-Method-Override': 'DELETE', 'If-Match': first.etag },
    });
    expect(overridden.status).toBe(412);
  });

  it('comes after 401, 403 and 404', async () => {
    const event = await createEvent(author.key, { title: 'Own gig', ...DATES });
    const stale = '"v1.x"';
    expect((await conditional('PATCH', `/events/${event.id}`, { title: 'x' }, stale, '')).status).toBe(401);
    const anonymous = await call(`/events/${event.id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', 'If-Match': stale },
      body: '{}',
    });
    expect(anonymous.status).toBe(401);
    const stranger = await createUser('author');
    expect((await conditional('PATCH', `/events/${event.id}`, {}, stale, stranger.key)).status).toBe(403);
    expect((await conditional('PATCH', '/events/999999', {}, stale)).status).toBe(404);
    expect((await conditional('PATCH', '/events/999999', {}, '*')).status).toBe(404);
    expect((await conditional('DELETE', '/tags/999999', {}, stale)).status).toBe(404);
  });

  it('is a 400 naming the header when malformed, with nothing written', async () => {
    const event = await createEvent(editor.key, { title: 'Malformed gig', ...DATES });
    const before = await footprint('posts', event.id);
    for (const header of ['v1', '"unterminated', 'W/', '"a" "b"', `"${'a'.repeat(3000)}"`, '*, "v1"']) {
      const res = await conditional('PATCH', `/events/${event.id}`, { title: 'No' }, header);
      const answer = await json(res);
      expect(res.status, header).toBe(400);
      expect(answer.code).toBe('rest_invalid_param');
      expect(Object.keys(answer.data.params)).toEqual(['If-Match']);
    }
    expect(await footprint('posts', event.id)).toBe(before);
  });

  it('guards venues, organizers, categories and tags the same way', async () => {
    const records = {
      venues: await json(await send('POST', '/venues', { venue: 'Guarded Hall' }, editor.key)),
      organizers: await json(await send('POST', '/organizers', { organizer: 'Guarded Org' }, editor.key)),
      categories: await json(await send('POST', '/categories', { name: 'Guarded cat' }, editor.key)),
      tags: await json(await send('POST', '/tags', { name: 'guarded-tag' }, editor.key)),
    };
    for (const [route, record] of Object.entries(records)) {
      const path = `/${route}/${record.id}`;
      const { etag } = await read(path);
      const field = route === 'venues' ? 'venue' : route === 'organizers' ? 'organizer' : 'name';
      const first = await conditional('PATCH', path, { [field]: `${record.id} renamed` }, etag);
      expect(first.status, path).toBe(200);
      const table = route === 'categories' || route === 'tags' ? 'terms' : 'posts';
      const before = await footprint(table, record.id);
      const second = await conditional('PATCH', path, { [field]: `${record.id} lost` }, etag);
      expect(second.status, path).toBe(412);
      expect((await json(second)).data.current_etag).toBe((await read(path)).etag);
      expect((await conditional('DELETE', path, {}, etag)).status, path).toBe(412);
      expect(await footprint(table, record.id), path).toBe(before);
      const deleted = await conditional('DELETE', path, {}, first.headers.get('etag')!);
      expect(deleted.status, path).toBe(200);
    }
  });
});

describe('two editors holding the same tag', () => {
  it('get exactly one 200 and one 412, every time', async () => {
    const event = await createEvent(editor.key, { title: 'Contested gig', ...DATES });
    const venue = await json(await send('POST', '/venues', { venue: 'Contested Hall' }, editor.key));
    const tag = await json(await send('POST', '/tags', { name: 'contested' }, editor.key));
    const targets = [
      { path: `/events/${event.id}`, body: (who: string) => ({ title: who }) },
      { path: `/venues/${venue.id}`, body: (who: string) => ({ venue: who }) },
      { path: `/tags/${tag.id}`, body: (who: string) => ({ description: who }) },
    ];
    for (let round = 0; round < 12; round++) {
      const { path, body } = targets[round % targets.length]!;
      const { etag } = await read(path);
      const answers = await Promise.all(
        [editor, other].map((who, i) =>
          conditional('PATCH', path, body(`Editor ${i} round ${round}`), etag, who.key),
        ),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses, `${path}, round ${round}`).toEqual([200, 412]);
      // The winner's answer names the version now current (its digest is of the write's answer).
      const winner = answers.find((res) => res.status === 200)!;
      expect(versionOf((await read(path)).etag)).toBe(versionOf(winner.headers.get('etag')));
    }
  });

  it('a write whose record changes between its read and its write batch answers 412 and writes nothing', async () => {
    const event = await createEvent(editor.key, { title: 'Interleaved gig', ...DATES });
    const { etag } = await read(`/events/${event.id}`);
    const meanwhile = interleaving(() =>
      env.DB.prepare("UPDATE posts SET website = 'https://meanwhile.example' WHERE id = ?")
        .bind(event.id)
        .run(),
    );
    const res = await patchThrough(meanwhile.db, event.id, { title: 'Overwrites the meanwhile' }, etag);
    const answer = await json(res);
    expect(res.status, JSON.stringify(answer)).toBe(412);
    expect(meanwhile.batches()).toBeGreaterThanOrEqual(3); // read, write (refused), read again
    const now = await read(`/events/${event.id}`);
    expect(answer.data.current_etag).toBe(now.etag);
    expect(now.body.title).toBe('Interleaved gig');
    expect(now.body.website).toBe('https://meanwhile.example');
  });
});

describe('a write rolled back by a foreign key', () => {
  it('leaves no change and no version: the record deleted meanwhile is 404', async () => {
    const event = await createEvent(editor.key, { title: 'Deleted meanwhile', ...DATES });
    let after = 0;
    const meanwhile = interleaving(async () => {
      await env.DB.batch(
        [
          'event_terms WHERE event_id',
          'event_links WHERE event_id',
          'post_texts WHERE post_id',
          'posts WHERE id',
        ].map((what) => env.DB.prepare(`DELETE FROM ${what} = ?`).bind(event.id)),
      );
      after = (await env.DB.prepare('SELECT max(seq) AS seq FROM changes').first<{ seq: number }>())!.seq;
    });
    const res = await patchThrough(meanwhile.db, event.id, { title: 'Too late', excerpt: 'x' });
    expect(res.status, await res.clone().text()).toBe(404);
    const last = await env.DB.prepare('SELECT max(seq) AS seq, kind, record_id FROM changes').first();
    expect(last!.seq).toBe(after);
    const version = await env.DB.prepare(
      'SELECT deleted FROM latest_changes WHERE kind = ? AND record_id = ?',
    )
      .bind('event', event.id)
      .first();
    expect(version).toEqual({ deleted: 1 });
  });
});

/** A D1 whose second batch (a write's) first lets `meanwhile` through, as a parallel write would. */
const interleaving = (meanwhile: () => Promise<unknown>) =>
  hookedBatches(async (n, run) => {
    if (n === 2) await meanwhile();
    return run();
  });

const patchThrough = (db: D1Database, id: number, body: unknown, ifMatch?: string) =>
  fetchWith(
    new Request(`${API}/events/${id}`, {
      method: 'PATCH',
      headers: {
        ...bearer(editor.key),
        'Content-Type': 'application/json',
        ...(ifMatch ? { 'If-Match': ifMatch } : {}),
      },
      body: JSON.stringify(body),
    }),
    { DB: db },
  );

describe('REQUIRE_PRECONDITION', () => {
  const strict = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetchWith(
      new Request(`${API}${path}`, {
        method,
        headers: { ...bearer(editor.key), 'Content-Type': 'application/json', ...headers },
        body: method === 'GET' ? undefined : JSON.stringify(body),
      }),
      { REQUIRE_PRECONDITION: 'true' },
    );

  it('makes updates and deletes without If-Match 428, and leaves creates and reads alone', async () => {
    const created = await strict('POST', '/events', { title: 'Strict gig', ...DATES });
    expect(created.status).toBe(201);
    const event = await json(created);
    const tag = await json(await strict('POST', '/tags', { name: 'strict-tag' }));
    for (const [method, path] of [
      ['PATCH', `/events/${event.id}`],
      ['DELETE', `/events/${event.id}`],
      ['PUT', `/tags/${tag.id}`],
      ['DELETE', `/tags/${tag.id}`],
    ] as const) {
      const res = await strict(method, path, { title: 'x', name: 'y' });
      const answer = await json(res);
      expect(res.status, `${method} ${path}`).toBe(428);
      expect(answer.code).toBe('rest_precondition_required');
    }
    expect((await strict('GET', `/events/${event.id}`, undefined)).status).toBe(200);
    const withTag = await strict(
      'PATCH',
      `/events/${event.id}`,
      { title: 'Strict, updated' },
      {
        'If-Match': created.headers.get('etag')!,
      },
    );
    expect(withTag.status).toBe(200);
    // Off by default: the same update without If-Match works.
    expect((await send('PATCH', `/events/${event.id}`, { excerpt: 'x' }, editor.key)).status).toBe(200);
  });
});

describe('CORS', () => {
  it('allows If-Match and Idempotency-Key, and exposes ETag and Idempotent-Replayed', async () => {
    const res = await call('/events/1', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'if-match, idempotency-key',
      },
    });
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    expect(allowed).toContain('if-match');
    expect(allowed).toContain('idempotency-key');
    const read = await call('/events');
    const exposed = (read.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    expect(exposed).toContain('etag');
    expect(exposed).toContain('idempotent-replayed');
  });
});
