/**
 * The local D1 databases of the end-to-end run. The migrations are applied once, by wrangler as
 * `npm run db:migrate` does, to a `--persist-to` folder; each database the run needs is a copy of that
 * folder (applying them again cost about 14 s a database). The tests read and prepare a database in
 * this process, through the SQLite file wrangler keeps it in (`node:sqlite`), instead of starting
 * `wrangler d1 execute` each time (3 to 4 s a call); the importer itself still loads through wrangler.
 */
import { cpSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { runWrangler } from '../../tooling/wrangler.mjs';
import { timed, timedSync } from './timings';

/** Where Miniflare keeps the D1 databases of a `--persist-to` folder, one SQLite file each. */
const D1_FOLDER = path.join('v3', 'd1', 'miniflare-D1DatabaseObject');

type Sqlite = typeof import('node:sqlite');

let sqlite: Sqlite | undefined;

/** `node:sqlite`, without the warning Node 22 prints on loading it (it is still marked experimental). */
function loadSqlite(): Sqlite {
  if (sqlite) return sqlite;
  const emitWarning = process.emitWarning;
  process.emitWarning = ((warning: string | Error, ...rest: unknown[]) => {
    if (rest[0] === 'ExperimentalWarning' && String(warning).includes('SQLite')) return;
    (emitWarning as (...args: unknown[]) => void).call(process, warning, ...rest);
  }) as typeof process.emitWarning;
  try {
    sqlite = createRequire(import.meta.url)('node:sqlite') as Sqlite;
  } finally {
    process.emitWarning = emitWarning;
  }
  return sqlite;
}

/** The SQLite file of the database `DB` in a `--persist-to` folder. */
function sqliteFile(persistTo: string): string {
  const folder = path.join(persistTo, D1_FOLDER);
  const files = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${folder}, found ${files.join(', ')}`);
  return path.join(folder, files[0]!);
}

/** Opens the database of `persistTo` for `work` and closes it after (wrangler opens it next). */
function withDatabase<T>(persistTo: string, work: (db: DatabaseSync) => T): T {
  const db = new (loadSqlite().DatabaseSync)(sqliteFile(persistTo));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A folder with the migrations applied by `wrangler d1 migrations apply`, to copy for each database. */
export async function migratedTemplate(folder: string): Promise<string> {
  const { value: result } = await timed('migrations applied', () =>
    runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', folder]),
  );
  if (result.code !== 0) throw new Error(`migrations failed: ${result.stderr}`);
  // Folded into the file: the copies then start from one file, with no write-ahead log beside it.
  withDatabase(folder, (db) => db.exec('PRAGMA wal_checkpoint(TRUNCATE);'));
  return folder;
}

/** A copy of the database of `persistTo` (the migrated template: a fresh one) in `folder`. */
export function copyDatabase(persistTo: string, folder: string): string {
  timedSync('databases copied', () => cpSync(persistTo, folder, { recursive: true }));
  return folder;
}

/** Runs `;`-separated statements on the database of `persistTo` (as one script, not atomic). */
export function execSql(persistTo: string, sql: string): void {
  timedSync('SQL in process', () => withDatabase(persistTo, (db) => db.exec(sql)));
}

/** The rows of each of `queries` on the database of `persistTo`. */
export function querySql(persistTo: string, queries: string[]): Array<Array<Record<string, unknown>>> {
  return timedSync('SQL in process', () =>
    withDatabase(persistTo, (db) =>
      queries.map((query) => db.prepare(query).all() as Array<Record<string, unknown>>),
    ),
  );
}
