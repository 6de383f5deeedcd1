import { env } from 'cloudflare:workers';
import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHANGE_KINDS, type ChangeKind } from '../../src/db/schema';
import type { Caller } from '../../src/lib/caller';
import { type FeedPageRequest, feedPageStatement, feedStateStatement } from '../../src/sync/feed';
import { purgeStatements } from '../../src/sync/retention';
import { expectIndexed } from '../plan-check';

/**
 * What a page of the change feed reads: the log from the cursor on, through its rowid or the (kind, seq)
 * index, and each record of the page by its key — never the whole log, nor every record of a kind. The
 * rows a page reads (D1's `rows_read`) stay the same when the database grows: they are the page, the
 * rows its records embed, and nothing else.
 */

const dialect = new SQLiteAsyncDialect();
const EDITOR: Caller = { id: 1, login: 'plan-editor', role: 'editor' };
const AUTHOR: Caller = { id: 2, login: 'plan-author', role: 'author' };

async function run(statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const result = await env.DB.prepare(query.sql)
    .bind(...query.params)
    .all();
  return { rows: result.results, rowsRead: result.meta.rows_read };
}

async function plan(statement: SQL): Promise<string[]> {
  const query = dialect.sqlToQuery(statement);
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
    .bind(...query.params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** `count` published events with a text, a venue link and a term each, and their changes (by the triggers). */
async function addEvents(count: number) {
  const first = (await env.DB.prepare('SELECT coalesce(max(id), 0) + 1 AS id FROM posts').first<{
    id: number;
  }>())!.id;
  await env.DB.batch([
    env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO posts (id, kind, author_id, status, timezone, start_local, end_local, start_utc, end_utc)
       SELECT ? + i, 'event', 1, 'publish', 'UTC', '2031-01-01 10:00:00', '2031-01-01 11:00:00',
         '2031-01-01 10:00:00', '2031-01-01 11:00:00' FROM n`,
    ).bind(count - 1, first),
    env.DB.prepare(
      `INSERT INTO post_texts (post_id, kind, lang, title, slug)
       SELECT id, 'event', 'es', 'Plan event ' || id, 'plan-event-' || id FROM posts WHERE id >= ? AND kind = 'event'`,
    ).bind(first),
    env.DB.prepare(
      `INSERT INTO event_links (event_id, post_id, role) SELECT id, 1, 'venue' FROM posts WHERE id >= ? AND kind = 'event'`,
    ).bind(first),
    env.DB.prepare(
      `INSERT INTO event_terms (event_id, term_id) SELECT id, 1 FROM posts WHERE id >= ? AND kind = 'event'`,
    ).bind(first),
  ]);
}

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT INTO posts (id, kind, author_id, status) VALUES (1, 'venue', 1, 'publish')"),
    env.DB.prepare(
      "INSERT INTO post_texts (post_id, kind, lang, title, slug) VALUES (1, 'venue', 'es', 'Plan Hall', 'plan-hall')",
    ),
    env.DB.prepare("INSERT INTO terms (id, taxonomy) VALUES (1, 'tribe_events_cat'), (2, 'post_tag')"),
    env.DB.prepare(
      "INSERT INTO term_texts (term_id, taxonomy, lang, name, slug) VALUES (1, 'tribe_events_cat', 'es', 'Plan cat', 'plan-cat'), (2, 'post_tag', 'es', 'Plan tag', 'plan-tag')",
    ),
  ]);
  await addEvents(1500);
});

const request = (overrides: Partial<FeedPageRequest>): FeedPageRequest => ({
  cursor: 0,
  skipRemovesThrough: 0,
  kinds: CHANGE_KINDS,
  limit: 51,
  caller: null,
  withData: true,
  lang: 'eu',
  defaultLang: 'es',
  ...overrides,
});

const KIND_SETS: ChangeKind[][] = [
  [...CHANGE_KINDS],
  ['event'],
  ['post_tag'],
  ['venue', 'organizer', 'tribe_events_cat'],
];

describe('the plan of a page', () => {
  const cases = KIND_SETS.flatMap((kinds) =>
    [null, EDITOR, AUTHOR].flatMap((caller) =>
      [0, 'head' as const].flatMap((skip) =>
        [true, false].map(
          (withData) =>
            [kinds.join('+'), caller?.role ?? 'anonymous', skip, withData, kinds, caller] as const,
        ),
      ),
    ),
  );
  it.each(cases)('%s, %s, skip %s, data %s', async (_k, _c, skip, withData, kinds, caller) => {
    const statement = feedPageStatement(
      request({ kinds, caller, skipRemovesThrough: skip, withData, cursor: 700 }),
    );
    await expectIndexed([statement, feedStateStatement()]);
    const details = await plan(statement);
    expect(
      details.filter((d) => /^SCAN (lc|latest_changes)\b/.test(d)),
      details.join('\n'),
    ).toEqual([]);
    expect(
      details.some((d) =>
        /SEARCH lc USING (INTEGER PRIMARY KEY \(rowid>\?\)|INDEX latest_changes_kind \(kind=\? AND seq>\?\))/.test(
          d,
        ),
      ),
      details.join('\n'),
    ).toBe(true);
  });

  it('of the purge reads tombstones and keys through their indexes', async () => {
    for (const statement of purgeStatements(new Date())) {
      const details = await plan(statement);
      expect(
        details.filter((d) => /^SCAN (latest_changes|idempotency_keys)\b/.test(d)),
        details.join('\n'),
      ).toEqual([]);
    }
  });
});

describe('the rows a page reads', () => {
  const measure = async (overrides: Partial<FeedPageRequest>) => {
    const { rows, rowsRead } = await run(feedPageStatement(request(overrides)));
    return { returned: rows.length, rowsRead };
  };
  const pages: Array<[string, Partial<FeedPageRequest>]> = [
    ['the first page of a full sync', { skipRemovesThrough: 'head' }],
    ['a page in the middle', { cursor: 800 }],
    ['a page of events only', { cursor: 800, kinds: ['event'] }],
    ['a page of tags only', { cursor: 0, kinds: ['post_tag'] }],
    ['ids only', { cursor: 800, withData: false }],
    ['an editor', { cursor: 800, caller: EDITOR }],
  ];

  it.each(pages)('%s: the page and what it embeds, however big the database', async (_name, overrides) => {
    const before = await measure(overrides);
    // Each event of a page embeds its texts, a venue (with its texts) and a term (with its texts): some
    // thirty index and table rows in all, as in an event list.
    expect(before.rowsRead).toBeLessThanOrEqual(Math.max(before.returned, 1) * 32);
    await addEvents(1500);
    const after = await measure(overrides);
    expect(after.returned).toBe(before.returned);
    expect(after.rowsRead).toBe(before.rowsRead);
  });
});
