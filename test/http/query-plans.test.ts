import { env } from 'cloudflare:workers';
import { type SQL, sql } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { describe, expect, it } from 'vitest';
import { eventListStatements, findEventStatements, planEventList } from '../../src/events/queries';
import { eventListQuery } from '../../src/events/schemas';
import type { Caller } from '../../src/http/auth';
import type { LinkedKind } from '../../src/linked/kind';
import { findLinkedStatement, linkedListQuery, linkedListStatements } from '../../src/linked/queries';
import { organizerKind } from '../../src/organizers/kind';
import { termListStatements } from '../../src/terms/queries';
import { tagListQuery, termListQuery } from '../../src/terms/schemas';
import { venueKind } from '../../src/venues/kind';

/**
 * Every statement a list (and a single read) sends to D1 reaches the big tables through an index:
 * `EXPLAIN QUERY PLAN` of the SQL the app builds, for each filter alone, every pair of filters and all of
 * them together, for anonymous, editor and author callers. A `SCAN` of posts, post_texts, event_links or
 * event_terms without an index fails; scans of json_each, CTEs, subqueries and the small term tables
 * don't. Plans are what SQLite picks without statistics (no ANALYZE), as on a fresh D1.
 */

const dialect = new SQLiteAsyncDialect();
const BIG_TABLES = new Set(['posts', 'post_texts', 'event_links', 'event_terms']);
const NOT_ALIASES = new Set([
  'where',
  'join',
  'on',
  'order',
  'group',
  'limit',
  'union',
  'left',
  'inner',
  'cross',
  'natural',
  'using',
  'as',
  'and',
  'or',
  'window',
  'having',
]);

const EDITOR: Caller = { id: 1, login: 'plan-editor', role: 'editor' };
const AUTHOR: Caller = { id: 2, login: 'plan-author', role: 'author' };
const CALLERS: Array<[string, Caller]> = [
  ['anonymous', null],
  ['editor', EDITOR],
  ['author', AUTHOR],
];

/** alias → tables, from `FROM x [AS] a` and `JOIN x [AS] a` in the SQL text. */
function aliasesOf(text: string): Map<string, Set<string>> {
  const aliases = new Map<string, Set<string>>();
  const add = (name: string, table: string) => {
    const key = name.toLowerCase();
    if (!aliases.has(key)) aliases.set(key, new Set());
    aliases.get(key)!.add(table.toLowerCase());
  };
  for (const m of text.matchAll(/\b(?:FROM|JOIN)\s+([A-Za-z_]\w*)(?:\s+(?:AS\s+)?([A-Za-z_]\w*))?/gi)) {
    const [, table, alias] = m;
    add(table!, table!);
    if (alias && !NOT_ALIASES.has(alias.toLowerCase())) add(alias, table!);
  }
  return aliases;
}

/** index name → table name, from the schema. */
async function tablesOfIndexes(): Promise<Map<string, string>> {
  const { results } = await env.DB.prepare(
    `SELECT name, tbl_name FROM sqlite_master WHERE type = 'index'`,
  ).all<{
    name: string;
    tbl_name: string;
  }>();
  return new Map(results.map((row) => [row.name, row.tbl_name]));
}

interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

/** Tables where a search constrained only by these columns still visits a large share of the rows. */
const FAN_OUT_TABLES = new Set(['post_texts', 'event_links', 'event_terms']);
const LOW_SELECTIVITY = /^SEARCH \w+ .*\((?:(?:kind|lang|role|taxonomy)=\?(?: AND )?)+\)$/;

/**
 * The plan lines that scan a big table without an index, or search texts or links by kind, language or
 * role alone (e.g. every event text, where a full-text query should have led); with `single`, also searches of
 * any big table constrained by `kind` alone (every record of a kind: a scan in all but name), which a
 * read of one record must not do.
 */
async function unindexedScans(statement: SQL, single = false): Promise<{ scans: string[]; plan: string[] }> {
  const query = dialect.sqlToQuery(statement);
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
    .bind(...query.params)
    .all<PlanRow>();
  const aliases = aliasesOf(query.sql);
  const indexTables = await tablesOfIndexes();
  const scans = results
    .map((row) => row.detail)
    .filter((detail) => {
      const scanned = /^SCAN (\w+)/.exec(detail)?.[1]?.toLowerCase();
      const kindOnly = single ? /^SEARCH (\w+) .*\(kind=\?\)$/.exec(detail)?.[1]?.toLowerCase() : undefined;
      if (LOW_SELECTIVITY.test(detail)) {
        const index = /USING (?:COVERING )?INDEX (\w+)/.exec(detail)?.[1];
        if (index && FAN_OUT_TABLES.has(indexTables.get(index) ?? '')) return true;
      }
      const name = kindOnly ?? (scanned && !/USING (COVERING )?INDEX/.test(detail) ? scanned : undefined);
      if (!name) return false;
      const tables = aliases.get(name) ?? new Set([name]);
      return [...tables].some((table) => BIG_TABLES.has(table));
    });
  return { scans, plan: results.map((row) => row.detail) };
}

async function expectIndexed(statements: SQL[], { single = false } = {}) {
  for (const [index, statement] of statements.entries()) {
    const { scans, plan } = await unindexedScans(statement, single);
    expect(scans, `statement ${index + 1} scans without an index:\n  ${plan.join('\n  ')}`).toEqual([]);
  }
}

/** Each option alone, every pair, and all together (options whose keys clash are not combined). */
function combinations(
  options: Record<string, Record<string, unknown>>,
): Array<[string, Record<string, unknown>]> {
  const names = Object.keys(options);
  const out: Array<[string, Record<string, unknown>]> = [['no filter', {}]];
  for (const name of names) out.push([name, options[name]!]);
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const a = options[names[i]!]!;
      const b = options[names[j]!]!;
      if (Object.keys(a).some((key) => key in b)) continue;
      out.push([`${names[i]} + ${names[j]}`, { ...a, ...b }]);
    }
  }
  const all: Record<string, unknown> = {};
  for (const name of names) {
    const option = options[name]!;
    if (Object.keys(option).some((key) => key in all)) continue;
    Object.assign(all, option);
  }
  out.push(['all together', all]);
  return out;
}

const NOW = new Date('2031-06-15T10:00:00Z');

describe('the plan check', () => {
  it('catches a scan of a big table, a visit of every text of a kind, and a single read of every record of a kind', async () => {
    expect((await unindexedScans(sql`SELECT id FROM posts p WHERE p.website = ${'x'}`)).scans).toEqual([
      'SCAN p',
    ]);
    expect((await unindexedScans(sql`SELECT count(*) FROM event_terms`)).scans).toEqual([]); // covering index
    const bySlugOfAnyLanguage = sql`SELECT post_id FROM post_texts WHERE kind = 'event' AND slug = ${'x'}`;
    expect((await unindexedScans(bySlugOfAnyLanguage, true)).scans).toHaveLength(1);
    const everyEventText = sql`SELECT id FROM posts p WHERE p.id IN
      (SELECT t.post_id FROM post_texts t WHERE t.kind = 'event' AND t.title LIKE ${'%jazz%'})`;
    const { scans, plan } = await unindexedScans(everyEventText);
    expect(scans, plan.join('\n')).toEqual([
      expect.stringMatching(/^SEARCH t USING (COVERING )?INDEX \w+ \(kind=\?\)$/),
    ]);
  });
});

describe('GET /events: every filter combination uses indexes', () => {
  const filters: Record<string, Record<string, unknown>> = {
    search: { search: 'jazz bilbao' },
    categories: { categories: 'musica,12' },
    tags: { tags: 'etiqueta-1' },
    venue: { venue: '3' },
    organizer: { organizer: '4,5' },
    featured: { featured: 'true' },
    ticketed: { ticketed: 'false' },
    post_parent: { post_parent: '7' },
    geoloc: { geoloc: 'true' },
    near: { geoloc_lat: '43.3', geoloc_lng: '-2.9', geoloc_radius: '25' },
    dates: { start_date: '2031-01-01', end_date: '2031-12-31' },
    strict_dates: { strict_dates: 'true', start_date: '2031-01-01 10:00:00' },
    starts_after: { starts_after: '2031-02-01' },
    starts_before: { starts_before: '2031-03-01' },
    ends_after: { ends_after: '2031-02-01' },
    ends_before: { ends_before: '2031-03-01' },
    page: { page: '3', per_page: '20' },
  };
  const cases = combinations(filters).flatMap(([name, params]) => [
    [name, params] as const,
    [`${name} + include`, { ...params, include: '10,11,12' }] as const,
  ]);
  for (const [who, caller] of CALLERS) {
    const statuses = caller ? [undefined, 'draft', 'publish,pending'] : [undefined];
    it.each(cases.flatMap(([name, params]) => statuses.map((status) => [name, params, status] as const)))(
      `${who}: %s (status %s)`,
      async (_name, params, status) => {
        const q = eventListQuery.parse({ ...params, ...(status ? { status } : {}) });
        const plan = planEventList(q, {
          caller,
          lang: 'eu',
          defaultLang: 'es',
          siteTimezone: 'Europe/Madrid',
          now: NOW,
        });
        await expectIndexed(eventListStatements(plan, q.page, q.per_page, caller));
      },
    );
  }
});

describe('GET /events/{id} and /events/by-slug/{slug} use indexes', () => {
  for (const [who, caller] of CALLERS) {
    it(`${who}: by id and by slug`, async () => {
      await expectIndexed(findEventStatements({ id: 42 }, caller), { single: true });
      await expectIndexed(findEventStatements({ slug: 'concierto-de-jazz', lang: 'eu' }, caller), {
        single: true,
      });
    });
  }
});

const LINKED: LinkedKind[] = [venueKind, organizerKind];

describe('GET /venues and /organizers: every filter combination uses indexes', () => {
  const filters: Record<string, Record<string, unknown>> = {
    search: { search: 'sala bilbao' },
    event: { event: '42' },
    has_events: { has_events: 'true' },
    no_events: { has_events: 'false' },
    only_with_upcoming: { only_with_upcoming: 'true' },
    page: { page: '2', per_page: '5' },
  };
  for (const kind of LINKED) {
    for (const [who, caller] of CALLERS) {
      const statuses = caller ? [undefined, 'draft'] : [undefined];
      const cases = combinations(filters).flatMap(([name, params]) =>
        statuses.map((status) => [name, params, status] as const),
      );
      it.each(cases)(`${kind.route}, ${who}: %s (status %s)`, async (_name, params, status) => {
        const q = linkedListQuery.parse({ ...params, ...(status ? { status } : {}) });
        const { statements } = linkedListStatements(kind, q, {
          caller,
          lang: 'eu',
          defaultLang: 'es',
          now: NOW,
        });
        await expectIndexed(statements);
      });
    }
    it.each(CALLERS)(`${kind.route}: single by id and by slug (%s)`, async (_who, caller) => {
      await expectIndexed([findLinkedStatement(kind, { id: 3 }, caller)], { single: true });
      await expectIndexed([findLinkedStatement(kind, { slug: 'sala-3', lang: 'eu' }, caller)], {
        single: true,
      });
    });
  }
});

describe('GET /categories and /tags: every filter combination uses indexes', () => {
  const filters: Record<string, Record<string, unknown>> = {
    search: { search: 'jaz' },
    include: { include: '1,2,3' },
    exclude: { exclude: '4' },
    parent: { parent: '1' },
    slug: { slug: 'jazz' },
    event: { event: '42' },
    post: { post: '43' },
    hide_empty: { hide_empty: 'false' },
    orderby_count: { orderby: 'count', order: 'desc' },
    orderby_include: { orderby: 'include' },
    page: { page: '2', per_page: '5' },
  };
  for (const [taxonomy, schema] of [
    ['tribe_events_cat', termListQuery],
    ['post_tag', tagListQuery],
  ] as const) {
    const cases = combinations(
      taxonomy === 'post_tag'
        ? Object.fromEntries(Object.entries(filters).filter(([n]) => n !== 'parent'))
        : filters,
    );
    it.each(cases)(`${taxonomy}: %s`, async (_name, params) => {
      const q = schema.parse(params) as ReturnType<typeof termListQuery.parse>;
      await expectIndexed(termListStatements(q, { taxonomy, lang: 'eu', defaultLang: 'es', caller: null }));
    });
  }
});
