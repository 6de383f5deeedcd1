import { env } from 'cloudflare:workers';
import { sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planEventList } from '../../src/events/queries';
import { eventListQuery } from '../../src/events/schemas';
import { windowCountSql } from '../../src/events/window-count';
import { property, timeLimit } from '../fuzz/scale';
import { call, createEvent, createUser, json, send } from '../helpers';

/**
 * The total of a plain date window is counted by day from `listed_event_days`, which triggers on `posts`
 * keep. Both must agree with counting events one by one, whatever the writes were.
 */

const dialect = new SQLiteAsyncDialect();
const YEAR = '2041';
const STATUSES = ['publish', 'draft', 'pending', 'private', 'future', 'trash'] as const;

const pad = (n: number) => String(n).padStart(2, '0');
/** A UTC wall in the first days of January of YEAR: few days, so windows often end on an event's day. */
const wallArb = fc
  .record({
    day: fc.integer({ min: 1, max: 9 }),
    hour: fc.constantFrom(0, 9, 18, 23),
    minute: fc.constantFrom(0, 30, 59),
  })
  .map(
    ({ day, hour, minute }) =>
      `${YEAR}-01-${pad(day)} ${pad(hour)}:${pad(minute)}:${minute === 59 ? '59' : '00'}`,
  );

const scheduleArb = fc
  .tuple(wallArb, wallArb)
  .map(([a, b]) => (a <= b ? [a, b] : [b, a]) as [string, string]);

/** Mostly listed events (published, shown), so that windows hold some; the rest exercise the triggers. */
const eventArb = fc.record({
  schedule: scheduleArb,
  status: fc.oneof({ weight: 6, arbitrary: fc.constant('publish') }, fc.constantFrom(...STATUSES)),
  hidden: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, fc.constant(true)),
  kind: fc.oneof({ weight: 6, arbitrary: fc.constant('event') }, fc.constant('venue')),
});

type ListedEvent = typeof eventArb extends fc.Arbitrary<infer T> ? T : never;

type Change =
  | { op: 'insert'; event: ListedEvent }
  | { op: 'update'; target: number; event: ListedEvent }
  | { op: 'delete'; target: number };

const changeArb: fc.Arbitrary<Change> = fc.oneof(
  { weight: 3, arbitrary: eventArb.map((event) => ({ op: 'insert' as const, event })) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('update' as const), target: fc.nat(), event: eventArb }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), target: fc.nat() }) },
);

async function ownIds(): Promise<number[]> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM posts WHERE start_utc LIKE '${YEAR}-%' ORDER BY id`,
  ).all<{
    id: number;
  }>();
  return results.map((r) => r.id);
}

async function apply(change: Change): Promise<void> {
  if (change.op === 'insert') {
    const { schedule, status, hidden, kind } = change.event;
    await env.DB.prepare(
      'INSERT INTO posts (kind, author_id, status, start_utc, end_utc, hide_from_listings) VALUES (?, 1, ?, ?, ?, ?)',
    )
      .bind(kind, status, schedule[0], schedule[1], hidden ? 1 : 0)
      .run();
    return;
  }
  const ids = await ownIds();
  if (ids.length === 0) return;
  const id = ids[change.target % ids.length]!;
  if (change.op === 'delete') {
    await env.DB.prepare('DELETE FROM posts WHERE id = ?').bind(id).run();
    return;
  }
  const { schedule, status, hidden } = change.event;
  await env.DB.prepare(
    'UPDATE posts SET status = ?, start_utc = ?, end_utc = ?, hide_from_listings = ? WHERE id = ?',
  )
    .bind(status, schedule[0], schedule[1], hidden ? 1 : 0, id)
    .run();
}

async function total(statement: ReturnType<typeof windowCountSql>): Promise<number> {
  const query = dialect.sqlToQuery(statement);
  const row = await env.DB.prepare(query.sql)
    .bind(...query.params)
    .first<{ total: number }>();
  return row!.total;
}

const oneByOne = (from: string, to: string) =>
  sql`SELECT count(*) AS total FROM posts p WHERE p.kind = 'event' AND p.status = 'publish'
    AND p.hide_from_listings = 0 AND p.start_utc >= ${from} AND p.end_utc <= ${to}`;

describe('listed_event_days and the window count', () => {
  it(
    'agree with counting one by one after any inserts, updates and deletes',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(changeArb, { minLength: 1, maxLength: 25 }),
          fc.array(fc.oneof({ weight: 4, arbitrary: scheduleArb }, fc.tuple(wallArb, wallArb)), {
            minLength: 1,
            maxLength: 6,
          }),
          async (changes, windows) => {
            await env.DB.prepare(`DELETE FROM posts WHERE start_utc LIKE '${YEAR}-%'`).run();
            for (const change of changes) await apply(change);

            const { results: kept } = await env.DB.prepare(
              'SELECT start_day, end_day, events FROM listed_event_days ORDER BY 1, 2',
            ).all();
            const { results: recounted } = await env.DB.prepare(
              `SELECT substr(start_utc, 1, 10) AS start_day, substr(end_utc, 1, 10) AS end_day, count(*) AS events
             FROM posts WHERE kind = 'event' AND status = 'publish' AND hide_from_listings = 0
               AND start_utc IS NOT NULL AND end_utc IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
            ).all();
            expect(kept).toEqual(recounted);

            for (const [from, to] of windows) {
              expect(await total(windowCountSql(from, to)), `${from} → ${to}`).toBe(
                await total(oneByOne(from, to)),
              );
            }
          },
        ),
        property(40, 20_411),
      );
    },
    timeLimit(30_000),
  );

  it('counts a window that starts and ends on the days of events exactly', async () => {
    await env.DB.prepare(`DELETE FROM posts WHERE start_utc LIKE '${YEAR}-%'`).run();
    const rows: Array<[string, string]> = [
      [`${YEAR}-01-02 10:00:00`, `${YEAR}-01-02 12:00:00`], // on the first day, after `from`
      [`${YEAR}-01-02 08:00:00`, `${YEAR}-01-02 09:00:00`], // on the first day, before `from`
      [`${YEAR}-01-04 10:00:00`, `${YEAR}-01-06 10:00:00`], // in between
      [`${YEAR}-01-05 10:00:00`, `${YEAR}-01-08 10:00:00`], // ends on the last day, before `to`
      [`${YEAR}-01-05 10:00:00`, `${YEAR}-01-08 20:00:00`], // ends on the last day, after `to`
      [`${YEAR}-01-08 11:00:00`, `${YEAR}-01-08 12:00:00`], // starts and ends at `to`
      [`${YEAR}-01-07 10:00:00`, `${YEAR}-01-09 10:00:00`], // ends after the last day
      [`${YEAR}-01-03 00:00:00`, `${YEAR}-01-03 01:00:00`], // at midnight after the first day
      [`${YEAR}-01-05 10:00:00`, `${YEAR}-01-08 00:00:00`], // ends at the last day's midnight
      [`${YEAR}-01-08 00:00:00`, `${YEAR}-01-08 01:00:00`], // starts at the last day's midnight
    ];
    for (const [start, end] of rows) {
      await env.DB.prepare(
        "INSERT INTO posts (kind, author_id, status, start_utc, end_utc) VALUES ('event', 1, 'publish', ?, ?)",
      )
        .bind(start, end)
        .run();
    }
    expect(await total(windowCountSql(`${YEAR}-01-02 09:30:00`, `${YEAR}-01-08 12:00:00`))).toBe(7);
  });
});

describe('which lists are counted by day', () => {
  const plan = (
    params: Record<string, string>,
    caller: Parameters<typeof planEventList>[1]['caller'] = null,
  ) =>
    planEventList(eventListQuery.parse(params), {
      caller,
      lang: 'es',
      defaultLang: 'es',
      siteTimezone: 'Europe/Madrid',
      now: new Date('2041-01-05T12:00:00Z'),
    });

  it('the default list and a plain start/end window, for anyone listing published events', () => {
    expect(plan({}).plainWindow).toBeDefined();
    expect(plan({ start_date: '2041-01-01', end_date: '2041-02-01' }).plainWindow).toEqual({
      from: '2040-12-31 23:00:00',
      to: '2041-02-01 22:59:59',
    });
    expect(plan({}, { id: 1, login: 'e', role: 'editor' }).plainWindow).toBeUndefined(); // drafts too
    expect(plan({ status: 'publish' }, { id: 1, login: 'e', role: 'editor' }).plainWindow).toBeDefined();
  });

  it('for anonymous callers, also one category, one tag or featured: among events without a password', () => {
    expect(plan({ categories: '1' }).plainWindow?.subset).toEqual({
      term: { taxonomy: 'tribe_events_cat', ref: 1 },
    });
    expect(plan({ tags: 'jazz' }).plainWindow?.subset).toEqual({
      term: { taxonomy: 'post_tag', ref: 'jazz' },
    });
    expect(plan({ featured: 'false' }).plainWindow?.subset).toEqual({ featured: false });
    // An editor's filters match password-protected events too.
    const editor = { id: 1, login: 'e', role: 'editor' } as const;
    expect(plan({ status: 'publish', featured: 'true' }, editor).plainWindow).toBeUndefined();
    expect(plan({ status: 'publish', categories: '1' }, editor).plainWindow).toBeUndefined();
  });

  it('not a list with any other filter or bound', () => {
    for (const params of <Array<Record<string, string>>>[
      { search: 'jazz' },
      { categories: '1,2' },
      { categories: '1', tags: '2' },
      { categories: '1', featured: 'true' },
      { featured: 'true', ticketed: 'true' },
      { venue: '3' },
      { include: '1,2' },
      { starts_after: '2041-01-01' },
      { start_date: '2041-01-01', ends_after: '2041-01-03' },
    ]) {
      expect(plan(params).plainWindow, JSON.stringify(params)).toBeUndefined();
    }
  });
});

describe('GET /events totals of plain windows', () => {
  it('follow creates, hiding, unpublishing, trashing and deletes', async () => {
    const { key } = await createUser('editor');
    const window = 'start_date=2042-03-01&end_date=2042-03-31';
    const totalOf = async () => (await json(await call(`/site/events/v1/events?${window}&per_page=1`))).total;
    const create = async (start: string, end: string) =>
      (
        await createEvent(key, {
          title: `Window ${start}`,
          start_date: start,
          end_date: end,
          status: 'publish',
        })
      ).id;
    expect(await totalOf()).toBe(0);

    const ids = [
      await create('2042-03-01 00:00:00', '2042-03-01 01:00:00'), // at the window's first second
      await create('2042-03-10 10:00:00', '2042-03-12 11:00:00'),
      await create('2042-03-15 10:00:00', '2042-03-15 11:00:00'),
      await create('2042-03-20 10:00:00', '2042-03-21 11:00:00'),
      await create('2042-03-31 22:00:00', '2042-03-31 23:59:59'), // at its last second
    ];
    await create('2042-03-31 22:00:00', '2042-04-01 00:00:00'); // ends after it
    await create('2042-02-28 23:00:00', '2042-03-01 10:00:00'); // starts before it
    expect(await totalOf()).toBe(5);

    const update = (id: number, body: Record<string, unknown>) =>
      send('POST', `/site/events/v1/events/${id}`, body, key);
    expect((await update(ids[0]!, { hide_from_listings: true })).status).toBe(200);
    expect((await update(ids[1]!, { status: 'draft' })).status).toBe(200);
    expect(
      (await update(ids[2]!, { start_date: '2042-04-02 10:00:00', end_date: '2042-04-02 11:00:00' })).status,
    ).toBe(200);
    expect((await send('DELETE', `/site/events/v1/events/${ids[3]}`, undefined, key)).status).toBe(200);
    expect(await totalOf()).toBe(1);

    expect((await send('DELETE', `/site/events/v1/events/${ids[4]}?force=true`, undefined, key)).status).toBe(
      200,
    );
    expect((await update(ids[1]!, { status: 'publish' })).status).toBe(200);
    expect(await totalOf()).toBe(1);
  });
});
