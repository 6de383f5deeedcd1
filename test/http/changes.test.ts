import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker, { app } from '../../src/index';
import { decodeSyncToken, encodeSyncToken } from '../../src/lib/sync-token';
import { API, bearer, call, createEvent, createUser, json, LOCKED_IN_LISTS, send } from '../helpers';

/**
 * The change feed (sync.md §1): a full sync returns every record the caller can see, later calls only
 * what changed, in sequence order, page after page; records the caller can no longer see come back as
 * removals; tokens carry the caller's view and are refused (410) with another, when too old, or when a
 * deletion after them has been purged; bad input is 400.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;
type Change = { seq: number; type: string; id: number; action: string; reason?: string; data?: Json };

const DATES = { start_date: '2034-04-01 20:00:00', end_date: '2034-04-01 22:00:00' };

let editor: { id: number; key: string };
let author: { id: number; key: string };

beforeAll(async () => {
  editor = await createUser('editor');
  author = await createUser('author');
});

async function page(query: string, key?: string, prefix = '') {
  const res = await call(
    `${prefix}/site/events/v1/changes${query ? `?${query}` : ''}`,
    key ? { headers: bearer(key) } : {},
  );
  const body = await json(res);
  expect(res.status, JSON.stringify(body).slice(0, 500)).toBe(200);
  return { res, body };
}

/** Every page from `token` (a full sync without one) to the end: the changes and the last token. */
async function syncFrom(token: string | undefined, options: { key?: string; query?: string } = {}) {
  const changes: Change[] = [];
  let next = token;
  for (let pages = 0; pages < 500; pages++) {
    const query = [next ? `sync_token=${encodeURIComponent(next)}` : '', options.query ?? '']
      .filter(Boolean)
      .join('&');
    const { body } = await page(query, options.key);
    changes.push(...body.changes);
    next = body.next_sync_token;
    if (!body.has_more) return { changes, token: next! };
  }
  throw new Error('the feed never ended');
}

const actions = (changes: Change[], id: number, type = 'event') =>
  changes
    .filter((c) => c.id === id && c.type === type)
    .map((c) => (c.action === 'upsert' ? 'upsert' : c.reason ? `remove:${c.reason}` : 'remove'));

const expectIncreasing = (changes: Change[]) => {
  for (let i = 1; i < changes.length; i++) expect(changes[i]!.seq).toBeGreaterThan(changes[i - 1]!.seq);
};

describe('a full sync', () => {
  it('returns every record the caller can see, whatever its date or listing, and no removals', async () => {
    const past = await createEvent(editor.key, {
      title: 'Feed past',
      start_date: '2001-01-01 10:00',
      end_date: '2001-01-01 11:00',
    });
    const hidden = await createEvent(editor.key, {
      title: 'Feed hidden',
      ...DATES,
      hide_from_listings: true,
    });
    const draft = await createEvent(author.key, { title: 'Feed draft', ...DATES, status: 'draft' });
    const trashed = await createEvent(author.key, { title: 'Feed trashed', ...DATES });
    await send('DELETE', `/events/${trashed.id}`, {}, author.key);
    const deleted = await createEvent(editor.key, { title: 'Feed deleted', ...DATES });
    await send('DELETE', `/events/${deleted.id}?force=true`, {}, editor.key);
    const emptyCategory = await json(
      await send('POST', '/categories', { name: 'Feed empty cat' }, editor.key),
    );
    const venue = await json(await send('POST', '/venues', { venue: 'Feed Hall' }, editor.key));

    const anonymous = (await syncFrom(undefined)).changes;
    expectIncreasing(anonymous);
    expect(anonymous.every((c) => c.action === 'upsert')).toBe(true);
    expect(actions(anonymous, past.id)).toEqual(['upsert']);
    expect(actions(anonymous, hidden.id)).toEqual(['upsert']);
    expect(actions(anonymous, emptyCategory.id, 'category')).toEqual(['upsert']);
    expect(actions(anonymous, venue.id, 'venue')).toEqual(['upsert']);
    for (const id of [draft.id, trashed.id, deleted.id]) expect(actions(anonymous, id)).toEqual([]);

    // Editors read drafts and the trash; authors their own.
    for (const who of [editor, author]) {
      const seen = (await syncFrom(undefined, { key: who.key })).changes;
      expect(seen.every((c) => c.action === 'upsert')).toBe(true);
      expect(actions(seen, draft.id)).toEqual(['upsert']);
      expect(seen.find((c) => c.id === trashed.id && c.type === 'event')?.data.status).toBe('trash');
      expect(actions(seen, deleted.id)).toEqual([]);
    }
    const stranger = await createUser('author');
    const theirs = (await syncFrom(undefined, { key: stranger.key })).changes;
    expect(actions(theirs, draft.id)).toEqual([]);
    expect(actions(theirs, trashed.id)).toEqual([]);
  });

  it('reports a record deleted while it runs, and resumes exactly where each page ended', async () => {
    const events = [];
    for (let i = 0; i < 3; i++)
      events.push(await createEvent(editor.key, { title: `Mid-sync ${i}`, ...DATES }));
    const first = await page('per_page=1');
    expect(first.body.has_more).toBe(true);
    const rest = await syncFrom(first.body.next_sync_token, { query: 'per_page=7' });
    const seen = [...first.body.changes, ...rest.changes];
    expectIncreasing(seen);
    // Every record once.
    const keys = seen.map((c: Change) => `${c.type}:${c.id}`);
    expect(new Set(keys).size).toBe(keys.length);

    // A full sync interrupted by a deletion: the deleted record comes back as a removal.
    const start = await page('per_page=2');
    await send('DELETE', `/events/${events[0]!.id}?force=true`, {}, editor.key);
    const after = await syncFrom(start.body.next_sync_token, { query: 'per_page=2' });
    const all = [...start.body.changes, ...after.changes];
    expect(actions(all, events[0]!.id).at(-1)).toBe('remove');
  });

  it('pages carry Link: rel="next" while there is more, and the link is the next page', async () => {
    const first = await page('per_page=2&types=event');
    expect(first.body.has_more).toBe(true);
    const link = /^<([^>]+)>; rel="next"$/.exec(first.res.headers.get('link') ?? '')?.[1];
    expect(link).toBeDefined();
    const second = await json(await call(link!));
    expect(second.changes[0].seq).toBeGreaterThan(first.body.changes.at(-1).seq);
    const last = await syncFrom(first.body.next_sync_token, { query: 'per_page=100&types=event' });
    expect(last.changes.length).toBeGreaterThan(0);
    const end = await page(`sync_token=${encodeURIComponent(last.token)}&per_page=100&types=event`);
    expect(end.body).toEqual({ changes: [], next_sync_token: expect.any(String), has_more: false });
    expect(end.res.headers.get('link')).toBeNull();
  });
});

describe('an incremental sync', () => {
  it('returns only what changed, a record changed again once after its last change, in order', async () => {
    const a = await createEvent(editor.key, { title: 'Increment A', ...DATES });
    const { token } = await syncFrom(undefined);
    await send('PATCH', `/events/${a.id}`, { excerpt: 'First change.' }, editor.key);
    const b = await createEvent(editor.key, { title: 'Increment B', ...DATES });
    await send('PATCH', `/events/${a.id}`, { excerpt: 'Second change.' }, editor.key);
    const { changes, token: next } = await syncFrom(token, { query: 'per_page=1' });
    expectIncreasing(changes);
    expect(changes.map((c) => [c.type, c.id])).toEqual([
      ['event', b.id],
      ['event', a.id],
    ]);
    expect(changes[1]!.data.excerpt).toBe('Second change.');
    expect((await syncFrom(next)).changes).toEqual([]);
  });

  it('turns what the caller can no longer see into removals, with a reason and no data', async () => {
    const subscriber = await createUser('subscriber');
    const gone = await createEvent(editor.key, { title: 'Going', ...DATES });
    const hidden = await createEvent(editor.key, { title: 'Hiding', ...DATES });
    const trashed = await createEvent(editor.key, { title: 'Trashing', ...DATES });
    const anonymous = (await syncFrom(undefined)).token;
    const subscriberToken = (await syncFrom(undefined, { key: subscriber.key })).token;
    const editorToken = (await syncFrom(undefined, { key: editor.key })).token;
    await send('DELETE', `/events/${gone.id}?force=true`, {}, editor.key);
    await send('PATCH', `/events/${hidden.id}`, { status: 'draft' }, editor.key);
    await send('DELETE', `/events/${trashed.id}`, {}, editor.key);

    const read = (await syncFrom(subscriberToken, { key: subscriber.key })).changes;
    expect(actions(read, gone.id)).toEqual(['remove:deleted']);
    expect(actions(read, hidden.id)).toEqual(['remove:hidden']);
    expect(actions(read, trashed.id)).toEqual(['remove:hidden']);
    const removal = read.find((c) => c.id === gone.id)!;
    expect(Object.keys(removal)).toEqual(['seq', 'type', 'id', 'action', 'reason', 'at_utc']);

    // Anonymous readers are not told why: `hidden` would say that a public record still exists.
    const seen = (await syncFrom(anonymous)).changes;
    for (const id of [gone.id, hidden.id, trashed.id]) expect(actions(seen, id)).toEqual(['remove']);
    for (const change of seen.filter((c) => c.action === 'remove'))
      expect(Object.keys(change)).toEqual(['seq', 'type', 'id', 'action', 'at_utc']);

    const edited = (await syncFrom(editorToken, { key: editor.key })).changes;
    expect(actions(edited, gone.id)).toEqual(['remove:deleted']);
    expect(edited.find((c) => c.id === hidden.id)?.data.status).toBe('draft');
    expect(edited.find((c) => c.id === trashed.id)?.data.status).toBe('trash');
  });

  it('names to anonymous readers only removals of records they could see since their token', async () => {
    const anonymous = (await syncFrom(undefined)).token;
    const editorToken = (await syncFrom(undefined, { key: editor.key })).token;
    // Never public: a draft, a draft deleted, a private event, a draft trashed.
    const draft = await createEvent(editor.key, { title: 'Never public', ...DATES, status: 'draft' });
    const deletedDraft = await createEvent(editor.key, {
      title: 'Never public, gone',
      ...DATES,
      status: 'draft',
    });
    await send('DELETE', `/events/${deletedDraft.id}?force=true`, {}, editor.key);
    const secret = await createEvent(editor.key, {
      title: 'Never public, private',
      ...DATES,
      status: 'private',
    });
    const binned = await createEvent(author.key, {
      title: 'Never public, binned',
      ...DATES,
      status: 'draft',
    });
    await send('DELETE', `/events/${binned.id}`, {}, author.key);
    // Public after the token, then hidden: the reader may have seen them.
    const unpublished = await createEvent(editor.key, { title: 'Briefly public', ...DATES });
    await send('PATCH', `/events/${unpublished.id}`, { status: 'draft' }, editor.key);
    const privated = await createEvent(editor.key, { title: 'Briefly public, private', ...DATES });
    await send('PATCH', `/events/${privated.id}`, { status: 'private' }, editor.key);
    const trashed = await createEvent(editor.key, { title: 'Briefly public, trashed', ...DATES });
    await send('DELETE', `/events/${trashed.id}`, {}, editor.key);
    const deleted = await createEvent(editor.key, { title: 'Briefly public, deleted', ...DATES });
    await send('DELETE', `/events/${deleted.id}?force=true`, {}, editor.key);

    const { changes: seen, token: next } = await syncFrom(anonymous, { query: 'per_page=2' });
    for (const id of [draft.id, deletedDraft.id, secret.id, binned.id]) expect(actions(seen, id)).toEqual([]);
    for (const id of [unpublished.id, privated.id, trashed.id, deleted.id])
      expect(actions(seen, id)).toEqual(['remove']);

    // Hidden before the token: a later change of the hidden record is not named either; published, it is.
    await send('PATCH', `/events/${unpublished.id}`, { excerpt: 'Edited while a draft.' }, editor.key);
    await send('PATCH', `/events/${draft.id}`, { excerpt: 'Edited while a draft.' }, editor.key);
    expect((await syncFrom(next)).changes).toEqual([]);
    await send('PATCH', `/events/${draft.id}`, { status: 'publish' }, editor.key);
    const published = (await syncFrom(next)).changes;
    expect(actions(published, draft.id)).toEqual(['upsert']);
    await send('PATCH', `/events/${draft.id}`, { status: 'draft' }, editor.key);
    expect(actions((await syncFrom(next)).changes, draft.id)).toEqual(['remove']);

    // An editor reads them all as they are, deletions included.
    const edited = (await syncFrom(editorToken, { key: editor.key })).changes;
    expect(actions(edited, deletedDraft.id)).toEqual(['remove:deleted']);
    expect(actions(edited, deleted.id)).toEqual(['remove:deleted']);
    for (const id of [draft.id, secret.id, binned.id, unpublished.id, privated.id, trashed.id])
      expect(actions(edited, id)).toEqual(['upsert']);
    expect(edited.find((c) => c.id === binned.id)?.data.status).toBe('trash');
  });

  it('reports a venue, organizer or term change for that record only, and no term count moves', async () => {
    const venue = await json(await send('POST', '/venues', { venue: 'Unfanned Hall' }, editor.key));
    const category = await json(await send('POST', '/categories', { name: 'Unfanned cat' }, editor.key));
    const events = [];
    for (let i = 0; i < 3; i++) {
      events.push(
        await createEvent(editor.key, {
          title: `Unfanned ${i}`,
          ...DATES,
          venue: venue.id,
          categories: [category.id],
        }),
      );
    }
    const { token } = await syncFrom(undefined);
    await send('PATCH', `/venues/${venue.id}`, { venue: 'Unfanned Hall, renamed' }, editor.key);
    await send('PATCH', `/categories/${category.id}`, { description: 'Renamed too.' }, editor.key);
    const after = await syncFrom(token);
    expect(after.changes.map((c) => [c.type, c.id])).toEqual([
      ['venue', venue.id],
      ['category', category.id],
    ]);
    // An event joining the category moves its count: the event changed, the category did not.
    const joined = await createEvent(editor.key, { title: 'Joins', ...DATES, categories: [category.id] });
    const next = (await syncFrom(after.token)).changes;
    expect(next.map((c) => [c.type, c.id])).toEqual([['event', joined.id]]);
  });

  it('reports what the scheduled publisher publishes', async () => {
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    const scheduled = await createEvent(editor.key, { title: 'Scheduled', ...DATES, date_utc: soon });
    expect(scheduled.status).toBe('future');
    const { token } = await syncFrom(undefined);
    expect(actions((await syncFrom(undefined)).changes, scheduled.id)).toEqual([]);
    await worker.scheduled(
      { scheduledTime: Date.now() + 3 * 86_400_000, cron: '* * * * *', noRetry() {} } as ScheduledController,
      env,
    );
    const published = (await syncFrom(token)).changes.filter((c) => c.id === scheduled.id);
    expect(published.map((c) => [c.action, c.data.status])).toEqual([['upsert', 'publish']]);
  });
});

describe('what a change carries', () => {
  it('the record as its list shows it, in the content language; only the id with include=ids', async () => {
    const event = await createEvent(editor.key, {
      title: 'Shaped gig',
      ...DATES,
      translations: { eu: { title: 'Kontzertu itxuratua' } },
    });
    const token = encodeSyncToken({
      cursor: 0,
      mark: 0,
      scope: 'anonymous',
      types: 'event',
      issued: Math.floor(Date.now() / 1000),
      bookmark: null,
    });
    const { body } = await page(`types=event&per_page=100&sync_token=${token}`, undefined, '/eu');
    const change = body.changes.find((c: Change) => c.id === event.id);
    expect(Object.keys(change)).toEqual(['seq', 'type', 'id', 'action', 'modified_utc', 'data']);
    expect(change.data.title).toBe('Kontzertu itxuratua');
    expect(change.data.json_ld).toBeUndefined();
    const list = await json(await call(`/eu/site/events/v1/events?include=${event.id}`));
    expect(change.data).toEqual(list.events[0]);
    expect(change.modified_utc).toBe(list.events[0].modified_utc);

    const ids = await page(`types=event&per_page=100&include=ids&sync_token=${token}`);
    expect(Object.keys(ids.body.changes.find((c: Change) => c.id === event.id))).toEqual([
      'seq',
      'type',
      'id',
      'action',
      'modified_utc',
    ]);
  });

  it('a password-protected event as lists show it: blanked for a caller who may not read it, whole for its editor', async () => {
    const locked = await createEvent(editor.key, {
      title: 'Locked in the feed',
      ...DATES,
      description: 'Secret text',
      categories: ['Locked cat'],
    });
    await send('POST', `/events/${locked.id}`, { password: 'feed-pass' }, editor.key);
    for (const key of [undefined, editor.key]) {
      const change = (await syncFrom(undefined, { key })).changes.find(
        (c) => c.id === locked.id && c.type === 'event',
      )!;
      if (key === undefined) expect(change.data).toMatchObject(LOCKED_IN_LISTS);
      else expect(change.data.description).toContain('Secret text');
      const list = await json(
        await call(`/events?include=${locked.id}`, key ? { headers: bearer(key) } : {}),
      );
      expect(change.data).toEqual(list.events[0]);
    }
  });

  it('only the types asked for', async () => {
    const tag = await json(await send('POST', '/tags', { name: 'typed-tag' }, editor.key));
    const { changes } = await syncFrom(undefined, { query: 'types=tag,category' });
    expect(new Set(changes.map((c) => c.type))).toEqual(new Set(['tag', 'category']));
    expect(actions(changes, tag.id, 'tag')).toEqual(['upsert']);
    // An empty list is no filter, as in lists.
    const empty = (await syncFrom(undefined, { query: 'types=' })).changes;
    expect(empty.map((c) => c.seq)).toEqual((await syncFrom(undefined)).changes.map((c) => c.seq));
  });
});

describe('sync tokens', () => {
  it('carry the D1 bookmark of the read, which the next read starts from', async () => {
    // A read built now (with a key: never from the cache) hands out its own bookmark in the token.
    const built = await page('per_page=1', editor.key);
    expect(built.res.headers.get('x-d1-bookmark')).toBeTruthy();
    expect(decodeSyncToken(built.body.next_sync_token)!.bookmark).toBe(
      built.res.headers.get('x-d1-bookmark'),
    );
    // An anonymous page may come from the cache: its token carries the bookmark of the read that built it.
    const { body } = await page('per_page=1');
    const token = decodeSyncToken(body.next_sync_token)!;
    const constraints: Array<string | undefined> = [];
    const recording = {
      withSession: (constraint?: string) => {
        constraints.push(constraint);
        return env.DB.withSession(constraint);
      },
    } as unknown as D1Database;
    const ctx = createExecutionContext();
    const next = await app.fetch(
      new Request(`${API}/changes?per_page=1&sync_token=${body.next_sync_token}`, {
        headers: bearer(editor.key),
      }),
      { ...env, DB: recording },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(next.status).toBe(410); // an anonymous token, sent with a key
    // The read starts from the token's bookmark; the key is checked on the primary (revocations count at once).
    expect(constraints).toEqual([token.bookmark, 'first-primary']);
  });

  it('are refused (410) with another caller, another role or other types', async () => {
    const anonymous = (await page('per_page=1')).body.next_sync_token;
    const editors = (await page('per_page=1', editor.key)).body.next_sync_token;
    const colleague = await createUser('editor');
    const refusals: Array<[string, string | undefined]> = [
      [`sync_token=${anonymous}&per_page=1`, editor.key],
      [`sync_token=${editors}&per_page=1`, undefined],
      [`sync_token=${editors}&per_page=1`, colleague.key],
      [`sync_token=${anonymous}&types=event`, undefined],
    ];
    for (const [query, key] of refusals) {
      const res = await call(`/changes?${query}`, key ? { headers: bearer(key) } : {});
      const error = await json(res);
      expect(res.status, query).toBe(410);
      expect(error.code).toBe('rest_sync_token_expired');
    }
    expect((await call(`/changes?sync_token=${editors}`, { headers: bearer(editor.key) })).status).toBe(200);
  });

  it('are refused (410) when older than the tombstones, or when a deletion after them has been purged', async () => {
    const old = encodeSyncToken({
      cursor: 1,
      mark: 0,
      scope: 'anonymous',
      types: 'event,venue,organizer,category,tag',
      issued: Math.floor(Date.now() / 1000) - 91 * 86_400,
      bookmark: null,
    });
    expect((await call(`/changes?sync_token=${old}`)).status, 'a token 91 days old').toBe(410);

    const before = (await syncFrom(undefined)).token;
    const doomed = await createEvent(editor.key, { title: 'Purged tombstone', ...DATES });
    const between = (await syncFrom(before)).token;
    await send('DELETE', `/events/${doomed.id}?force=true`, {}, editor.key);
    const after = (await syncFrom(between)).token;
    // 89 days on, the tombstone is still there.
    const purge = (days: number) =>
      worker.scheduled(
        {
          scheduledTime: Date.now() + days * 86_400_000,
          cron: '* * * * *',
          noRetry() {},
        } as ScheduledController,
        env,
      );
    await purge(89);
    expect(actions((await syncFrom(between)).changes, doomed.id)).toEqual(['remove']);
    await purge(91);
    for (const [name, token] of Object.entries({ before, between })) {
      const res = await call(`/changes?sync_token=${encodeURIComponent(token)}`);
      expect(res.status, name).toBe(410);
    }
    expect((await call(`/changes?sync_token=${encodeURIComponent(after)}`)).status).toBe(200);
    // A new full sync works, and does not report the purged deletion.
    expect(actions((await syncFrom(undefined)).changes, doomed.id)).toEqual([]);
  });
});

describe('bad input is a 400 naming the parameter', () => {
  const cases: Array<[string, string]> = [
    ['sync_token=abc', 'sync_token'],
    ['sync_token=s1.', 'sync_token'],
    ['sync_token=s1.WzEsMCwiYSJd', 'sync_token'],
    ['sync_token=s1.%%%', 'sync_token'],
    [`sync_token=${'s1.'.padEnd(2000, 'A')}`, 'sync_token'],
    ['sync_token=a&sync_token=b', 'sync_token'],
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['per_page=1.5', 'per_page'],
    ['per_page=-1', 'per_page'],
    ['per_page=x', 'per_page'],
    ['types=event,concert', 'types'],
    ['include=all', 'include'],
    ['start_date=2030-01-01', 'start_date'],
    ['modified_after=2030-01-01', 'modified_after'],
    ['search=jazz', 'search'],
    ['categories=1', 'categories'],
    ['tags=x', 'tags'],
    ['page=2', 'page'],
    ['status=draft', 'status'],
    ['translation_language=fr', 'translation_language'],
  ];
  it.each(cases)('%s', async (query, param) => {
    const res = await call(`/changes?${query}`);
    const error = await json(res);
    expect(res.status, JSON.stringify(error)).toBe(400);
    expect(error.code).toBe('rest_invalid_param');
    expect(Object.keys(error.data.params)).toContain(param);
  });

  it('an edited token is malformed, never another view', async () => {
    const token = (await page('per_page=1')).body.next_sync_token as string;
    for (const edited of [token.slice(0, -3), `${token}x`, token.replace('s1.', 's2.')]) {
      expect((await call(`/changes?sync_token=${encodeURIComponent(edited)}`)).status, edited).toBe(400);
    }
  });
});

describe('caching', () => {
  it('anonymous pages are cached like lists, and a write is seen at once in this isolate', async () => {
    const query = 'types=organizer&per_page=3';
    const first = await call(`/changes?${query}`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=5');
    await first.arrayBuffer();
    const second = await call(`/changes?${query}`);
    expect(second.headers.get('x-cache')).toBe('HIT');
    const { token } = await syncFrom(undefined, { query: 'types=organizer' });
    const organizer = await json(await send('POST', '/organizers', { organizer: 'Cached Org' }, editor.key));
    const after = (await syncFrom(token, { query: 'types=organizer' })).changes;
    expect(after.map((c) => c.id)).toEqual([organizer.id]);
    const authenticated = await call(`/changes?${query}`, { headers: bearer(editor.key) });
    expect(authenticated.headers.get('x-cache')).toBe('BYPASS');
  });
});
