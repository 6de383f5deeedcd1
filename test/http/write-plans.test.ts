import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/client';
import { app } from '../../src/index';
import { extendHorizons } from '../../src/series/horizon';
import { API, createUser, insertTerm, json } from '../helpers';
import { expectIndexed, type Query } from '../plan-check';

/**
 * Every statement the writes send reaches the big tables through an index, as the list plans do
 * (test/http/query-plans.test.ts): the statements are recorded as D1 receives them while a sequence of
 * creates, updates, trashing and deletes of every kind of record runs through the app, and each is
 * checked with `EXPLAIN QUERY PLAN` and its own parameters. A write that materialises every post (as an
 * `IN (SELECT id FROM posts WHERE …)` once did: 45 ms a write at 100k events) fails here.
 */

/** A D1 binding that records what it is asked to run. */
function recordingDb(db: D1Database, recorded: Query[]): D1Database {
  const wrap = (stmt: D1PreparedStatement, query: Query): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === 'bind') {
          return (...params: unknown[]) => {
            const bound = { sql: query.sql, params };
            recorded.push(bound);
            return wrap(target.bind(...params), bound);
          };
        }
        if (prop === RAW) return target;
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const prepare = (sql: string) => wrap(db.prepare(sql), { sql, params: [] });
  const unwrap = (stmts: D1PreparedStatement[]) =>
    stmts.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[RAW] ?? s);
  const session = (target: D1Database | D1DatabaseSession) => ({
    prepare,
    batch: (stmts: D1PreparedStatement[]) => target.batch(unwrap(stmts)),
    getBookmark: () => ('getBookmark' in target ? target.getBookmark() : null),
  });
  return {
    ...session(db),
    exec: db.exec.bind(db),
    dump: db.dump?.bind(db),
    withSession: (constraint?: string) => session(db.withSession(constraint)),
  } as unknown as D1Database;
}
const RAW = Symbol('unwrapped statement');

let key: string;
const recorded: Query[] = [];

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  // biome-ignore lint/suspicious/noExplicitAny: records of every kind, read by a few keys
): Promise<any> {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${API}${path}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { ...env, DB: recordingDb(env.DB, recorded) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
  return json(res);
}

beforeAll(async () => {
  key = (await createUser('administrator')).key;
  await insertTerm('tribe_events_cat', 'Plan music', 'plan-music');
});

describe('every statement of the writes uses indexes', () => {
  it('events, venues, organizers, categories and tags: create, update, trash, delete', async () => {
    const category = await call('POST', '/categories', { name: 'Plan jazz', parent: 0 });
    const tag = await call('POST', '/tags', { name: 'plan-tag' });
    const venue = await call('POST', '/venues', { venue: 'Plan hall', city: 'Bilbao' });
    const organizer = await call('POST', '/organizers', { organizer: 'Plan org' });
    const event = await call('POST', '/events', {
      title: 'Plan concert',
      start_date: '2044-01-10 19:00:00',
      end_date: '2044-01-10 21:00:00',
      categories: [category.id, 'plan-music'],
      tags: ['plan-tag', 'plan-new-tag'],
      venue: venue.id,
      organizer: [organizer.id, { organizer: 'Plan inline org' }],
    });
    await call('POST', `/events/${event.id}`, {
      title: 'Plan concert, again',
      categories: [category.id],
      tags: [tag.id],
      venue: { venue: 'Plan inline hall' },
      organizer: [organizer.id],
      status: 'draft',
    });
    await call('POST', `/events/by-slug/${event.slug}`, { excerpt: 'By slug.', status: 'publish' });
    await call('POST', `/venues/${venue.id}`, { city: 'Donostia' });
    await call('POST', `/organizers/${organizer.id}`, { phone: '+34 600 000 000' });
    await call('POST', `/categories/${category.id}`, { name: 'Plan jazz, renamed' });
    await call('POST', `/tags/${tag.id}`, { description: 'A tag.' });
    await call('DELETE', `/events/${event.id}`);
    await call('DELETE', `/events/${event.id}?force=true`);
    await call('DELETE', `/venues/${venue.id}`);
    await call('DELETE', `/venues/${venue.id}?force=true`);
    await call('DELETE', `/organizers/${organizer.id}?force=true`);
    await call('DELETE', `/categories/${category.id}?force=true`);
    await call('DELETE', `/tags/${tag.id}?force=true`);
    // With If-Match and an Idempotency-Key: the key's lookup, claim and answer, the version's guard.
    const keyed = (n: number, etag?: string) => ({
      'Idempotency-Key': `plan-${n}`,
      ...(etag ? { 'If-Match': etag } : {}),
    });
    const guarded = await call(
      'POST',
      '/events',
      { title: 'Plan keyed', start_date: '2044-02-01 10:00', end_date: '2044-02-01 11:00' },
      keyed(1),
    );
    await call(
      'POST',
      '/events',
      { title: 'Plan keyed', start_date: '2044-02-01 10:00', end_date: '2044-02-01 11:00' },
      keyed(1),
    );
    await call('PATCH', `/events/${guarded.id}`, { excerpt: 'x' }, keyed(2, '*'));
    const other = await call('POST', '/venues', { venue: 'Plan keyed hall' }, keyed(3));
    await call('DELETE', `/venues/${other.id}`, undefined, keyed(4, '*'));
    const term = await call('POST', '/tags', { name: 'plan-keyed' }, keyed(5));
    await call('DELETE', `/tags/${term.id}`, undefined, keyed(6, '*'));
    await call('DELETE', `/events/${guarded.id}?force=true`, undefined, keyed(7, '*'));

    const distinct = [...new Map(recorded.map((q) => [q.sql, q])).values()];
    expect(distinct.length).toBeGreaterThan(40);
    await expectIndexed(distinct.filter((q) => /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)/i.test(q.sql)));
  });

  it('series: create, every scope of updates and deletes, a single event made a series and back, the horizon job', async () => {
    recorded.length = 0;
    const venue = await call('POST', '/venues', { venue: 'Plan series hall' });
    const series = await call('POST', '/events', {
      title: 'Plan series',
      start_date: '2044-01-10 19:00:00',
      end_date: '2044-01-10 21:00:00',
      categories: ['plan-music'],
      venue: venue.id,
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=8', 'EXDATE;TZID=Europe/Madrid:20440124T190000'],
    });
    const list = (await call('GET', `/events/${series.id}/occurrences`)).events;
    await call('POST', `/events/${list[0].id}`, { title: 'Plan series, one' });
    await call('POST', `/events/${list[1].id}`, {
      start_date: '2044-01-17 20:00:00',
      end_date: '2044-01-17 22:00:00',
    });
    await call('POST', `/events/${series.id}`, { excerpt: 'All of them', featured: true, status: 'draft' });
    await call('POST', `/events/${series.id}?reset_overrides=true`, {
      start_date: '2044-01-10 18:00:00',
      status: 'publish',
    });
    await call('POST', `/events/${list[4].id}?scope=following`, { title: 'Plan series, later' });
    await call('DELETE', `/events/${list[2].id}`);
    await call('POST', `/events/${list[2].id}`, { status: 'publish' });
    await call('DELETE', `/events/${list[3].id}?scope=following`);
    await call('DELETE', `/events/${list[2].id}?force=true`);
    await call('DELETE', `/events/${series.id}`);
    await call('DELETE', `/events/${series.id}?force=true`);
    const plain = await call('POST', '/events', {
      title: 'Plan single',
      start_date: '2044-02-01 10:00',
      end_date: '2044-02-01 11:00',
    });
    await call('POST', `/events/${plain.id}`, { recurrence: ['RRULE:FREQ=DAILY'] });
    await extendHorizons(createDb(recordingDb(env.DB, recorded)), new Date(Date.now() + 90 * 86_400_000), 24);
    await call('POST', `/events/${plain.id}`, { recurrence: [] });

    const distinct = [...new Map(recorded.map((q) => [q.sql, q])).values()];
    expect(distinct.length).toBeGreaterThan(30);
    await expectIndexed(distinct.filter((q) => /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH)/i.test(q.sql)));
  }, 60_000);
});
