import { env } from 'cloudflare:workers';
import { type SQL, sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type WindowSubset, windowCountSql } from '../../src/events/window-count';
import { DERIVED_TABLES, LISTED_OPEN } from '../../tooling/derived-tables.mjs';
import { property, timeLimit } from '../fuzz/scale';
import { call, createUser, json, send } from '../helpers';

/**
 * The totals of lists filtered by one category or tag, or by `featured`, are counted by day from
 * `listed_term_days` and `listed_featured_days`, and the page of one term is sought in
 * `listed_term_events`, which triggers on posts, event_terms, terms and term_ancestors keep
 * (migrations/0021, 0024). Whatever the writes, they hold what counting one by one gives.
 */

const YEAR = '2043';
const dialect = new SQLiteAsyncDialect();
const STATUSES = ['publish', 'draft', 'trash'] as const;

const dayArb = fc.integer({ min: 1, max: 6 }).map((day) => `${YEAR}-02-0${day}`);
const postArb = fc.record({
  start: dayArb,
  length: fc.integer({ min: 0, max: 2 }),
  status: fc.oneof({ weight: 4, arbitrary: fc.constant('publish') }, fc.constantFrom(...STATUSES)),
  hidden: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, fc.constant(true)),
  featured: fc.boolean(),
  password: fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, fc.constant(true)),
  /** Shows another post's content (an occurrence of a series), by index among the posts. */
  content: fc.option(fc.nat(), { freq: 3 }),
});

type PostFields = typeof postArb extends fc.Arbitrary<infer T> ? T : never;

type Change =
  | { op: 'post'; post: PostFields }
  | { op: 'update'; target: number; post: PostFields }
  | { op: 'delete'; target: number }
  | { op: 'term'; parent: number | null }
  | { op: 'move'; target: number; parent: number | null }
  | { op: 'drop term'; target: number }
  | { op: 'tag'; target: number; term: number }
  | { op: 'untag'; target: number; term: number };

const changeArb: fc.Arbitrary<Change> = fc.oneof(
  { weight: 4, arbitrary: postArb.map((post) => ({ op: 'post' as const, post })) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('update' as const), target: fc.nat(), post: postArb }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('delete' as const), target: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('term' as const), parent: fc.option(fc.nat()) }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant('move' as const), target: fc.nat(), parent: fc.option(fc.nat()) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('drop term' as const), target: fc.nat() }) },
  { weight: 5, arbitrary: fc.record({ op: fc.constant('tag' as const), target: fc.nat(), term: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('untag' as const), target: fc.nat(), term: fc.nat() }),
  },
);

const idsOf = async (query: string): Promise<number[]> =>
  (await env.DB.prepare(query).all<{ id: number }>()).results.map((row) => row.id);
const postIds = () => idsOf(`SELECT id FROM posts WHERE start_utc LIKE '${YEAR}-%' ORDER BY id`);
/** The test's terms, in creation order: a term's parent is always an earlier one, so moves make no cycle. */
const termIds = () =>
  idsOf(
    `SELECT id FROM terms WHERE id IN (SELECT term_id FROM term_texts WHERE slug LIKE 'fuzz-%') ORDER BY id`,
  );
const pick = (ids: number[], n: number) => (ids.length === 0 ? undefined : ids[n % ids.length]);

async function apply(change: Change): Promise<void> {
  const run = (query: string, ...params: unknown[]) =>
    env.DB.prepare(query)
      .bind(...params)
      .run();
  const posts = await postIds();
  const terms = await termIds();
  if (change.op === 'post' || change.op === 'update') {
    const { start, length, status, hidden, featured, password, content } = change.post;
    const end = `${YEAR}-02-0${Number(start.slice(-1)) + length}`;
    const contentId = content === null ? null : (pick(posts, content) ?? null);
    const values = [status, `${start} 10:00:00`, `${end} 12:00:00`, hidden ? 1 : 0, featured ? 1 : 0];
    const hash = password ? 'x'.repeat(64) : null;
    if (change.op === 'post') {
      await run(
        `INSERT INTO posts (kind, author_id, status, start_utc, end_utc, hide_from_listings, featured, password_hash, content_id)
         VALUES ('event', 1, ?, ?, ?, ?, ?, ?, ?)`,
        ...values,
        hash,
        contentId,
      );
      return;
    }
    const id = pick(posts, change.target);
    if (id === undefined) return;
    await run(
      `UPDATE posts SET status = ?, start_utc = ?, end_utc = ?, hide_from_listings = ?, featured = ?, password_hash = ?,
         content_id = coalesce(?, id) WHERE id = ?`,
      ...values,
      hash,
      contentId,
      id,
    );
    return;
  }
  if (change.op === 'delete') {
    const id = pick(posts, change.target);
    if (id !== undefined) await run('DELETE FROM posts WHERE id = ?', id);
    return;
  }
  if (change.op === 'term') {
    const parent = change.parent === null ? 0 : (pick(terms, change.parent) ?? 0);
    const row = await env.DB.prepare(
      `INSERT INTO terms (taxonomy, parent_id) VALUES ('tribe_events_cat', ?) RETURNING id`,
    )
      .bind(parent)
      .first<{ id: number }>();
    await run(
      `INSERT INTO term_texts (term_id, taxonomy, lang, name, slug) VALUES (?, 'tribe_events_cat', 'es', ?, ?)`,
      row!.id,
      `fuzz ${row!.id}`,
      `fuzz-${row!.id}`,
    );
    return;
  }
  if (change.op === 'move') {
    const id = pick(terms, change.target);
    if (id === undefined) return;
    const earlier = terms.filter((term) => term < id);
    const parent = change.parent === null ? 0 : (pick(earlier, change.parent) ?? 0);
    await run('UPDATE terms SET parent_id = ? WHERE id = ?', parent, id);
    return;
  }
  if (change.op === 'drop term') {
    // As src/terms/writes.ts deletes a term: its children move up to its parent.
    const id = pick(terms, change.target);
    if (id === undefined) return;
    await env.DB.batch([
      env.DB.prepare(
        'UPDATE terms SET parent_id = (SELECT parent_id FROM terms WHERE id = ?) WHERE parent_id = ?',
      ).bind(id, id),
      env.DB.prepare('DELETE FROM event_terms WHERE term_id = ?').bind(id),
      env.DB.prepare('DELETE FROM term_texts WHERE term_id = ?').bind(id),
      env.DB.prepare('DELETE FROM terms WHERE id = ?').bind(id),
    ]);
    return;
  }
  const post = pick(posts, change.target);
  const term = pick(terms, change.term);
  if (post === undefined || term === undefined) return;
  if (change.op === 'tag')
    await run('INSERT OR IGNORE INTO event_terms (event_id, term_id) VALUES (?, ?)', post, term);
  else await run('DELETE FROM event_terms WHERE event_id = ? AND term_id = ?', post, term);
}

/** Each derived table's rows and its recount's, as sorted lists of values (the columns' names differ). */
async function expectKeptAsRecounted(): Promise<void> {
  const rows = async (query: string) =>
    (await env.DB.prepare(query).raw()).map((row) => JSON.stringify(row)).sort();
  for (const table of DERIVED_TABLES) {
    expect({ [table.name]: await rows(table.kept) }).toEqual({ [table.name]: await rows(table.recounted) });
  }
}

/** Windows on the test's days: across several days, ending on an event's last day, within one day. */
const WINDOWS: Array<[string, string]> = [
  [`${YEAR}-02-01 00:00:00`, `${YEAR}-02-09 23:59:59`],
  [`${YEAR}-02-02 10:00:00`, `${YEAR}-02-05 11:00:00`],
  [`${YEAR}-02-03 00:00:00`, `${YEAR}-02-04 12:00:00`],
  [`${YEAR}-02-04 09:00:00`, `${YEAR}-02-04 12:00:00`],
];

/** `windowCountSql` of each term and featured flag, against counting the listed events one by one. */
async function expectWindowsCountedAsOneByOne(): Promise<void> {
  const count = async (statement: SQL) => {
    const query = dialect.sqlToQuery(statement);
    return (
      await env.DB.prepare(query.sql)
        .bind(...query.params)
        .first<{ total: number }>()
    )?.total;
  };
  const subsets: WindowSubset[] = [{ featured: true }, { featured: false }];
  for (const term of await termIds()) subsets.push({ term: sql`SELECT ${term}` });
  for (const [from, to] of WINDOWS) {
    for (const subset of subsets) {
      const condition =
        'featured' in subset
          ? sql`p.featured = ${subset.featured ? 1 : 0}`
          : sql`p.content_id IN (SELECT et.event_id FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id
              WHERE ta.ancestor_id = (${subset.term}))`;
      const oneByOne = sql`SELECT count(*) AS total FROM posts p WHERE ${sql.raw(LISTED_OPEN)} AND ${condition}
        AND p.start_utc >= ${from} AND p.end_utc <= ${to}`;
      expect(await count(windowCountSql(from, to, subset)), `${from} → ${to}`).toBe(await count(oneByOne));
    }
  }
}

describe('listed_term_days, listed_term_events and listed_featured_days', () => {
  it(
    'hold what counting one by one gives after any writes of posts, their terms and the hierarchy',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(changeArb, { minLength: 1, maxLength: 30 }), async (changes) => {
          await env.DB.batch([
            env.DB.prepare(`DELETE FROM posts WHERE start_utc LIKE '${YEAR}-%'`),
            env.DB.prepare(
              `DELETE FROM terms WHERE id IN (SELECT term_id FROM term_texts WHERE slug LIKE 'fuzz-%')`,
            ),
          ]);
          for (const change of changes) await apply(change);
          await expectKeptAsRecounted();
          await expectWindowsCountedAsOneByOne();
        }),
        property(40, 2_043),
      );
    },
    timeLimit(60_000),
  );

  it('hold the ancestors of terms written before their parents (an import writes them in its order)', async () => {
    const run = (query: string) => env.DB.prepare(query).run();
    await run(`INSERT INTO terms (id, taxonomy, parent_id) VALUES (9950, 'tribe_events_cat', 9951)`);
    await run(`INSERT INTO posts (id, kind, author_id, status, start_utc, end_utc) VALUES
      (99500, 'event', 1, 'publish', '${YEAR}-04-01 10:00:00', '${YEAR}-04-01 12:00:00')`);
    await run('INSERT INTO event_terms (event_id, term_id) VALUES (99500, 9950)');
    await run(`INSERT INTO terms (id, taxonomy, parent_id) VALUES (9951, 'tribe_events_cat', 9952)`);
    await run(`INSERT INTO terms (id, taxonomy, parent_id) VALUES (9952, 'tribe_events_cat', 0)`);
    const under = async (term: number) =>
      (await env.DB.prepare('SELECT post_id FROM listed_term_events WHERE term_id = ?').bind(term).all())
        .results;
    expect(await under(9952)).toEqual([{ post_id: 99500 }]);
    await expectKeptAsRecounted();
  });

  it("lose a deleted event and occurrence (the foreign key deletes an event's own terms first)", async () => {
    const run = (query: string) => env.DB.prepare(query).run();
    await run(`INSERT INTO terms (id, taxonomy, parent_id) VALUES (9900, 'tribe_events_cat', 0)`);
    await run(`INSERT INTO posts (id, kind, author_id, status, start_utc, end_utc) VALUES
      (99000, 'event', 1, 'publish', '${YEAR}-03-01 10:00:00', '${YEAR}-03-01 12:00:00'),
      (99001, 'event', 1, 'publish', '${YEAR}-03-01 10:00:00', '${YEAR}-03-01 12:00:00')`);
    await run(`INSERT INTO posts (id, kind, author_id, status, start_utc, end_utc, content_id) VALUES
      (99002, 'event', 1, 'publish', '${YEAR}-03-01 10:00:00', '${YEAR}-03-01 12:00:00', 99001)`);
    await run('INSERT INTO event_terms (event_id, term_id) VALUES (99000, 9900), (99001, 9900)');
    const kept = async () =>
      (
        await env.DB.prepare('SELECT events FROM listed_term_days WHERE term_id = 9900').first<{
          events: number;
        }>()
      )?.events;
    expect(await kept()).toBe(3);
    await run('DELETE FROM posts WHERE id = 99000');
    expect(await kept()).toBe(2);
    await run('DELETE FROM posts WHERE id = 99002');
    expect(await kept()).toBe(1);
    await expectKeptAsRecounted();
  });
});

describe('GET /events totals of one category, one tag and featured', () => {
  it('follow the API writes of events, their terms, passwords and the categories', async () => {
    const { key } = await createUser('editor');
    const window = 'start_date=2044-05-01&end_date=2044-05-31&per_page=1';
    const totalOf = async (filter: string) =>
      (await json(await call(`/site/events/v1/events?${window}&${filter}`))).total as number;
    const created = async (path: string, body: Record<string, unknown>) => {
      const response = await send('POST', `/site/events/v1/${path}`, body, key);
      expect(response.status, await response.clone().text()).toBe(201);
      return (await json(response)).id as number;
    };
    const parent = await created('categories', { name: 'Total parent' });
    const child = await created('categories', { name: 'Total child', parent });
    const tag = await created('tags', { name: 'Total tag' });
    const event = (day: string, body: Record<string, unknown>) =>
      created('events', {
        title: `Total ${day}`,
        start_date: `2044-05-${day} 10:00:00`,
        end_date: `2044-05-${day} 12:00:00`,
        status: 'publish',
        ...body,
      });
    const a = await event('01', { categories: [child], tags: [tag], featured: true });
    const b = await event('10', { categories: [parent, child] });
    const c = await event('31', { categories: [parent], featured: true });
    const locked = await event('15', { categories: [child], featured: true });
    await event('16', {});
    const update = async (id: number, body: Record<string, unknown>) =>
      expect((await send('POST', `/site/events/v1/events/${id}`, body, key)).status).toBe(200);
    await update(locked, { password: 'secret' });
    const totals = async () => ({
      parent: await totalOf(`categories=${parent}`),
      child: await totalOf('categories=total-child'),
      tag: await totalOf(`tags=${tag}`),
      featured: await totalOf('featured=true'),
      plain: await totalOf('featured=false'),
    });
    // The password-protected event matches no filter on its terms or flags for anonymous callers.
    expect(await totals()).toEqual({ parent: 3, child: 2, tag: 1, featured: 2, plain: 2 });
    // The pages of one term, in start order (sought in listed_term_events), by id and by slug.
    const page = async (filter: string, perPage: number, n: number) =>
      (
        await json(
          await call(
            `/site/events/v1/events?start_date=2044-05-01&end_date=2044-05-31&${filter}&per_page=${perPage}&page=${n}`,
          ),
        )
      ).events.map((e: { id: number }) => e.id);
    expect(await page(`categories=${parent}`, 10, 1)).toEqual([a, b, c]);
    expect(await page(`categories=${parent}`, 2, 2)).toEqual([c]);
    expect(await page('categories=total-child', 10, 1)).toEqual([a, b]);

    await update(a, { categories: [parent], tags: [], featured: false });
    await update(b, { status: 'draft' });
    expect(await totals()).toEqual({ parent: 2, child: 0, tag: 0, featured: 1, plain: 2 });

    // The child moves out from under the parent; then the parent is deleted for good.
    await update(b, { status: 'publish', categories: [child] });
    expect((await send('POST', `/site/events/v1/categories/${child}`, { parent: 0 }, key)).status).toBe(200);
    expect(await totals()).toEqual({ parent: 2, child: 1, tag: 0, featured: 1, plain: 3 });
    expect(
      (await send('DELETE', `/site/events/v1/categories/${parent}?force=true`, undefined, key)).status,
    ).toBe(200);
    expect(await totalOf(`categories=${child}`)).toBe(1);
    expect((await send('DELETE', `/site/events/v1/events/${c}?force=true`, undefined, key)).status).toBe(200);
    expect(await totalOf('featured=true')).toBe(0);
  });
});
