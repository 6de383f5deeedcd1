/** The content of a database as the checks compare it: every row of every table the importer writes. */
import type { Run } from './import-run';
import { querySql } from './local-d1';
import type { Scenario } from './scenario';

const TABLES = [
  'posts',
  'post_texts',
  'terms',
  'term_texts',
  'event_terms',
  'event_links',
  'images',
  'users',
  'aliases',
  'legacy_urls',
  'import_origins',
  'series_rules',
  'counters',
];

/** Every content row, by table, in a stable order. */
export type Tables = Record<string, Array<Record<string, unknown>>>;

export function dump(persistTo: string): Tables {
  const rows = querySql(
    persistTo,
    TABLES.map((table) => `SELECT * FROM ${table} ORDER BY 1, 2`),
  );
  return Object.fromEntries(TABLES.map((table, i) => [table, rows[i] ?? []]));
}

/** Columns that say when a row was written here, not what it holds. */
const WRITTEN_AT = new Set(['created_utc']);

const rowKey = (table: string, row: Record<string, unknown>) =>
  table === 'post_texts'
    ? `${row.post_id}:${row.lang}`
    : table === 'counters'
      ? String(row.name)
      : String(row.id ?? JSON.stringify(row));

/** Which rows differ between two dumps, as `table:key`. */
export function changedRows(before: Tables, after: Tables): string[] {
  const changed: string[] = [];
  for (const table of TABLES) {
    const content = (row: Record<string, unknown>) =>
      JSON.stringify(Object.entries(row).filter(([column]) => !WRITTEN_AT.has(column)));
    const old = new Map((before[table] ?? []).map((row) => [rowKey(table, row), content(row)]));
    const now = new Map((after[table] ?? []).map((row) => [rowKey(table, row), content(row)]));
    for (const key of new Set([...old.keys(), ...now.keys()]))
      if (old.get(key) !== now.get(key)) changed.push(`${table}:${key}`);
  }
  return changed.sort();
}

export const generationOf = (tables: Tables) => tables.counters?.find((c) => c.name === 'generation')?.value;

/** A run (with `--report`) that found nothing to do: it says so, and no row of `db` changed since `before`. */
export function checkNothingWritten(scenario: Scenario, name: string, run: Run, before: Tables, db: string) {
  const changed = changedRows(before, dump(db));
  scenario.check(
    name,
    run.code === 0 && /nothing written/.test(run.stdout) && changed.length === 0,
    `${run.stdout.slice(-300)} changed: ${changed.join(', ')}`,
  );
}
