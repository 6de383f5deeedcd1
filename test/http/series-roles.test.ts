import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, json, send } from '../helpers';

/**
 * Roles and statuses of series writes (series.md §4, API.md §4): whoever may write an event may write a
 * series, with the same status rules for every occurrence; a refused write of any scope writes nothing.
 */

type Key = { id: number; key: string };
let editor: Key;
let author: Key;
let otherAuthor: Key;
let contributor: Key;
let subscriber: Key;

beforeAll(async () => {
  editor = await createUser('editor');
  author = await createUser('author');
  otherAuthor = await createUser('author');
  contributor = await createUser('contributor');
  subscriber = await createUser('subscriber');
});

// biome-ignore lint/suspicious/noExplicitAny: records read by a few keys
type Event = any;

const weekly = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  start_date: '2032-03-02 18:00:00',
  end_date: '2032-03-02 19:00:00',
  timezone: 'Europe/Madrid',
  recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
  ...extra,
});

async function createAs(who: Key, body: Record<string, unknown>): Promise<Event> {
  const res = await send('POST', '/events', body, who.key);
  const created = await json(res);
  expect(res.status, JSON.stringify(created)).toBe(201);
  return created;
}

/** Every row of a series (template and occurrences): what a refused write must leave as it was. */
const snapshot = async (seriesId: number) =>
  (
    await env.DB.prepare(
      `SELECT p.id, p.kind, p.status, p.start_utc, p.content_id, p.author_id, t.title
       FROM posts p LEFT JOIN post_texts t ON t.post_id = p.content_id AND t.lang = 'es'
       WHERE p.id = ? OR p.series_id = ? ORDER BY p.id`,
    )
      .bind(seriesId, seriesId)
      .all()
  ).results;

const occurrenceIds = async (seriesId: number, who: Key) => {
  const res = await call(`/events/${seriesId}/occurrences?status=publish,draft,pending,trash`, {
    headers: { Authorization: `Bearer ${who.key}` },
  });
  expect(res.status).toBe(200);
  return (await json(res)).events.map((e: Event) => e.id as number);
};

describe('series writes by role', () => {
  it('anonymous writes are 401 and subscribers 403, for any scope, nothing written', async () => {
    const series = await createAs(editor, weekly('Open rehearsal'));
    const [first, second] = await occurrenceIds(series.id, editor);
    const before = await snapshot(series.id);
    expect((await send('POST', '/events', weekly('Anonymous series'))).status).toBe(401);
    expect((await send('POST', '/events', weekly('Subscriber series'), subscriber.key)).status).toBe(403);
    for (const [path, body] of [
      [`/events/${series.id}`, { title: 'x' }],
      [`/events/${second}?scope=this`, { title: 'x' }],
      [`/events/${second}?scope=following`, { start_date: '2032-03-09 20:00:00' }],
      [`/events/${first}?scope=all`, { recurrence: ['RRULE:FREQ=DAILY;COUNT=2'] }],
    ] as const) {
      expect((await send('POST', path, body)).status).toBe(401);
      expect((await send('POST', path, body, subscriber.key)).status).toBe(403);
    }
    for (const scope of ['this', 'following', 'all']) {
      expect((await send('DELETE', `/events/${second}?scope=${scope}`, {})).status).toBe(401);
      expect((await send('DELETE', `/events/${second}?scope=${scope}`, {}, subscriber.key)).status).toBe(403);
    }
    expect(await snapshot(series.id)).toEqual(before);
  });

  it('an author writes their own series in every scope, not another author\u2019s', async () => {
    const own = await createAs(author, weekly('Author class'));
    expect(own.status).toBe('publish');
    const ownIds = await occurrenceIds(own.id, author);
    expect(ownIds).toHaveLength(4);
    expect(
      (await send('POST', `/events/${ownIds[1]}?scope=this`, { excerpt: 'Sala 2' }, author.key)).status,
    ).toBe(200);
    expect(
      (await send('POST', `/events/${ownIds[0]}?scope=all`, { title: 'Author class, all' }, author.key))
        .status,
    ).toBe(200);
    const split = await send(
      'POST',
      `/events/${ownIds[2]}?scope=following`,
      { start_date: '2032-03-16 20:00:00', end_date: '2032-03-16 21:00:00' },
      author.key,
    );
    expect(split.status).toBe(200);
    expect((await json(split)).series.id).not.toBe(own.id);
    expect((await send('DELETE', `/events/${ownIds[1]}`, {}, author.key)).status).toBe(200);

    const theirs = await createAs(otherAuthor, weekly('Another author class'));
    const theirIds = await occurrenceIds(theirs.id, editor);
    const before = await snapshot(theirs.id);
    for (const [method, path, body] of [
      ['POST', `/events/${theirs.id}`, { title: 'Taken' }],
      ['POST', `/events/${theirIds[1]}?scope=this`, { title: 'Taken' }],
      ['POST', `/events/${theirIds[2]}?scope=following`, { title: 'Taken' }],
      ['POST', `/events/${theirIds[1]}?scope=all`, { recurrence: [] }],
      ['DELETE', `/events/${theirIds[1]}?scope=this`, {}],
      ['DELETE', `/events/${theirIds[2]}?scope=following`, {}],
      ['DELETE', `/events/${theirs.id}`, {}],
    ] as const) {
      const res = await send(method, path, body, author.key);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json(res)).code).toBe('rest_forbidden');
    }
    expect(await snapshot(theirs.id)).toEqual(before);
    // Deleting for good is for editors, whoever owns the series.
    expect((await send('DELETE', `/events/${own.id}?force=true`, {}, author.key)).status).toBe(403);
  });

  it('a contributor\u2019s series is pending or draft in every occurrence, and theirs while unpublished', async () => {
    const asked = await createAs(contributor, weekly('Contributor class', { status: 'publish' }));
    expect(asked.status).toBe('pending');
    const drafted = await createAs(contributor, weekly('Contributor draft'));
    expect(drafted.status).toBe('draft');
    for (const [series, status] of [
      [asked, 'pending'],
      [drafted, 'draft'],
    ] as const) {
      const rows = await snapshot(series.id);
      expect(rows).toHaveLength(5);
      for (const row of rows) expect(row).toMatchObject({ status, author_id: contributor.id });
    }
    // Nobody else sees them.
    expect((await json(await call(`/events?series=${asked.id}`))).events ?? []).toEqual([]);

    const ids = await occurrenceIds(drafted.id, contributor);
    const edited = await send('POST', `/events/${ids[0]}?scope=all`, { status: 'publish' }, contributor.key);
    expect(edited.status).toBe(200);
    for (const row of await snapshot(drafted.id)) expect(row.status).toBe('pending');

    // Once an editor publishes it, it is no longer the contributor's to change.
    expect((await send('POST', `/events/${drafted.id}`, { status: 'publish' }, editor.key)).status).toBe(200);
    for (const row of await snapshot(drafted.id)) expect(row.status).toBe('publish');
    const before = await snapshot(drafted.id);
    expect(
      (await send('POST', `/events/${ids[1]}?scope=this`, { title: 'Mine' }, contributor.key)).status,
    ).toBe(403);
    expect((await send('DELETE', `/events/${ids[2]}?scope=following`, {}, contributor.key)).status).toBe(403);
    expect(await snapshot(drafted.id)).toEqual(before);
  });

  it('a write with a scope is refused whole when it reaches an occurrence the caller may not change', async () => {
    // A contributor's draft series; an editor publishes one occurrence.
    const series = await createAs(contributor, weekly('Contributor rehearsal'));
    const ids = await occurrenceIds(series.id, contributor);
    expect(
      (await send('POST', `/events/${ids[1]}?scope=this`, { status: 'publish' }, editor.key)).status,
    ).toBe(200);
    const before = await snapshot(series.id);
    for (const [method, path, body] of [
      ['POST', `/events/${series.id}?scope=all`, { title: 'Renamed by the contributor' }],
      ['POST', `/events/${series.id}`, { status: 'draft' }],
      ['POST', `/events/${ids[0]}?scope=all`, { title: 'Renamed through an occurrence' }],
      ['POST', `/events/${ids[0]}?scope=following`, { excerpt: 'From the first on' }],
      ['DELETE', `/events/${series.id}`, {}],
      ['DELETE', `/events/${ids[0]}?scope=following`, {}],
      ['DELETE', `/events/${ids[0]}?scope=all`, {}],
    ] as const) {
      const res = await send(method, path, body, contributor.key);
      const error = await json(res);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(error.code).toBe('rest_forbidden');
      expect(error.data.forbidden_ids, `${method} ${path}`).toEqual([ids[1]]);
    }
    // Named directly, the published occurrence is refused as any record the caller may not change.
    expect(
      (await send('POST', `/events/${ids[1]}?scope=following`, { excerpt: 'From it on' }, contributor.key))
        .status,
    ).toBe(403);
    expect(await snapshot(series.id)).toEqual(before);
    // What does not reach the published occurrence is still theirs: the last two, from the third on.
    const later = await send(
      'POST',
      `/events/${ids[2]}?scope=following`,
      { excerpt: 'Later' },
      contributor.key,
    );
    expect(later.status).toBe(200);

    // An author's series with an occurrence reassigned to another author.
    const own = await createAs(author, weekly('Shared class'));
    const mine = await occurrenceIds(own.id, author);
    expect(
      (await send('POST', `/events/${mine[3]}?scope=this`, { author: otherAuthor.id }, editor.key)).status,
    ).toBe(200);
    const shared = await snapshot(own.id);
    for (const [method, path, body] of [
      ['POST', `/events/${own.id}`, { title: 'Taken back' }],
      ['POST', `/events/${mine[2]}?scope=following`, { title: 'Taken back' }],
      ['DELETE', `/events/${own.id}`, {}],
    ] as const) {
      const res = await send(method, path, body, author.key);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await json(res)).data.forbidden_ids).toEqual([mine[3]]);
    }
    expect(await snapshot(own.id)).toEqual(shared);
    // An editor may change every occurrence, whoever owns it.
    expect((await send('POST', `/events/${own.id}`, { title: 'Edited' }, editor.key)).status).toBe(200);
  });
});
