import { env } from 'cloudflare:workers';
import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { expect } from 'vitest';

/**
 * `EXPLAIN QUERY PLAN` checks shared by the read and write plan tests: a statement must reach the big
 * tables through an index. Plans are what SQLite picks without statistics (no ANALYZE), as on a fresh D1.
 */

const dialect = new SQLiteAsyncDialect();
export const BIG_TABLES = new Set(['posts', 'post_texts', 'event_links', 'event_terms']);
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

/** index name → table name, from the schema (read once: every test file applies the same migrations). */
let indexTables: Promise<Map<string, string>> | undefined;
function tablesOfIndexes(): Promise<Map<string, string>> {
  indexTables ??= env.DB.prepare(`SELECT name, tbl_name FROM sqlite_master WHERE type = 'index'`)
    .all<{ name: string; tbl_name: string }>()
    .then(({ results }) => new Map(results.map((row) => [row.name, row.tbl_name])));
  return indexTables;
}

/** A statement as D1 receives it. */
export interface Query {
  sql: string;
  params: unknown[];
}

interface PlanRow {
  id: number;
  parent: number;
  detail: string;
}

/**
 * The plan of each statement, asked once: the filter combinations of the plan tests build the same
 * statement many times (about 10 600 checks of some 5 100 distinct statements). Keyed by the SQL text and
 * its parameters, as a bound value can change a plan (a LIKE pattern); the schema is the same for all (no
 * statistics either: no test runs ANALYZE).
 */
const plans = new Map<string, Promise<string[]>>();
const keyOf = (query: Query) => JSON.stringify([query.sql, query.params]);
const toQuery = (statement: SQL | Query): Query =>
  'sql' in statement && typeof statement.sql === 'string'
    ? (statement as Query)
    : dialect.sqlToQuery(statement as SQL);
const explainStatement = (query: Query) =>
  env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).bind(...query.params);
const details = (result: D1Result<PlanRow>) => result.results.map((row) => row.detail);

/** EXPLAINs sent to D1 in one round trip. */
const EXPLAINS_PER_BATCH = 200;

/**
 * Asks D1 for the plans of the statements not asked yet, many in one round trip (a test's statements,
 * or a whole suite's in its `beforeAll`). When a batch fails, each of its statements is asked alone, so
 * a statement SQLite refuses fails the tests that send it, with its own error, and no other.
 */
export async function explain(statements: Array<SQL | Query>): Promise<void> {
  const asked = new Map<string, Query>();
  for (const statement of statements) {
    const query = toQuery(statement);
    const key = keyOf(query);
    if (!plans.has(key)) asked.set(key, query);
  }
  const waits: Promise<unknown>[] = [];
  const entries = [...asked];
  for (let i = 0; i < entries.length; i += EXPLAINS_PER_BATCH) {
    const chunk = entries.slice(i, i + EXPLAINS_PER_BATCH);
    const answers = env.DB.batch<PlanRow>(chunk.map(([, query]) => explainStatement(query)));
    chunk.forEach(([key, query], j) => {
      const plan = answers.then(
        (results) => details(results[j]!),
        async () => details(await explainStatement(query).all<PlanRow>()),
      );
      plans.set(key, plan);
      waits.push(plan.catch(() => {}));
    });
  }
  await Promise.all(waits);
}

async function planOf(query: Query): Promise<string[]> {
  const key = keyOf(query);
  if (!plans.has(key)) await explain([query]);
  return plans.get(key)!;
}

/** Tables where a search constrained only by these columns still visits a large share of the rows. */
const FAN_OUT_TABLES = new Set(['post_texts', 'event_links', 'event_terms']);
const LOW_SELECTIVITY = /^SEARCH \w+ .*\((?:(?:kind|lang|role|taxonomy)=\?(?: AND )?)+\)$/;

/**
 * The plan lines that scan a big table (through an index or not), or search texts or links by kind, language or
 * role alone (e.g. every event text, where a full-text query should have led); with `single`, also searches of
 * any big table constrained by `kind` alone (every record of a kind: a scan in all but name), which a
 * read of one record must not do.
 */
export async function unindexedScans(
  statement: SQL | Query,
  single = false,
): Promise<{ scans: string[]; plan: string[] }> {
  const query = toQuery(statement);
  const plan = await planOf(query);
  const aliases = aliasesOf(query.sql);
  const indexTables = await tablesOfIndexes();
  const scans = plan.filter((detail) => {
    const scanned = /^SCAN (\w+)/.exec(detail)?.[1]?.toLowerCase();
    const kindOnly = single ? /^SEARCH (\w+) .*\(kind=\?\)$/.exec(detail)?.[1]?.toLowerCase() : undefined;
    if (LOW_SELECTIVITY.test(detail)) {
      const index = /USING (?:COVERING )?INDEX (\w+)/.exec(detail)?.[1];
      if (index && FAN_OUT_TABLES.has(indexTables.get(index) ?? '')) return true;
    }
    // A SCAN visits every row, through an index or not (a covering index only makes the rows smaller).
    const name = kindOnly ?? scanned;
    if (!name) return false;
    const tables = aliases.get(name) ?? new Set([name]);
    return [...tables].some((table) => BIG_TABLES.has(table));
  });
  return { scans, plan };
}

export async function expectIndexed(statements: Array<SQL | Query>, { single = false } = {}) {
  await explain(statements);
  for (const [index, statement] of statements.entries()) {
    const { scans, plan } = await unindexedScans(statement, single);
    expect(scans, `statement ${index + 1} scans without an index:\n  ${plan.join('\n  ')}`).toEqual([]);
  }
}
