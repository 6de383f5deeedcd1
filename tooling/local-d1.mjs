/**
 * Local D1 databases as files, for tests and scripts that make many of them: the migrations applied once
 * by wrangler to a `--persist-to` folder, that folder copied for each database, and the database read
 * and written in this process through the SQLite file Miniflare keeps it in (`node:sqlite`, Node 22),
 * instead of starting `wrangler d1 execute` (3 to 4 s) for each statement. Open a database here only
 * while no wrangler process has it open.
 */
import { cpSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DATABASE_BINDING, PROJECT_ROOT, runWrangler } from './wrangler.mjs';

/** Where Miniflare keeps the D1 databases of a `--persist-to` folder, one SQLite file each. */
const D1_FOLDER = path.join('v3', 'd1', 'miniflare-D1DatabaseObject');

let sqlite;

/** `node:sqlite`, loaded on first use, without the warning Node 22 prints (it is marked experimental). */
function loadSqlite() {
  if (sqlite) return sqlite;
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning, ...rest) => {
    if (rest[0] === 'ExperimentalWarning' && String(warning).includes('SQLite')) return;
    emitWarning.call(process, warning, ...rest);
  };
  try {
    sqlite = createRequire(import.meta.url)('node:sqlite');
  } finally {
    process.emitWarning = emitWarning;
  }
  return sqlite;
}

/** The SQLite file of the database in a `--persist-to` folder (relative to the project, as wrangler reads it). */
export function localD1File(persistTo) {
  const folder = path.join(path.resolve(PROJECT_ROOT, persistTo), D1_FOLDER);
  const files = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (files.length !== 1) throw new Error(`expected one D1 database in ${folder}, found ${files.join(', ')}`);
  return path.join(folder, files[0]);
}

/** Opens the database of `persistTo` for `work(db)` (a `DatabaseSync`) and closes it after. */
export function withLocalD1(persistTo, work) {
  const db = new (loadSqlite().DatabaseSync)(localD1File(persistTo));
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * Applies the migrations to the database of `persistTo` with `wrangler d1 migrations apply --local`, then
 * folds wrangler's write-ahead log into the file: a copy of the folder is then one file, a database.
 */
export async function migrateLocalD1(persistTo) {
  const { code, stdout, stderr } = await runWrangler([
    'd1',
    'migrations',
    'apply',
    DATABASE_BINDING,
    '--local',
    '--persist-to',
    persistTo,
  ]);
  if (code !== 0) throw new Error(`wrangler d1 migrations apply failed: ${stderr.trim() || stdout.trim()}`);
  withLocalD1(persistTo, (db) => db.exec('PRAGMA wal_checkpoint(TRUNCATE);'));
}

/** A copy of the database (the whole `--persist-to` folder) of `from` in `to`. */
export function copyLocalD1(from, to) {
  cpSync(path.resolve(PROJECT_ROOT, from), path.resolve(PROJECT_ROOT, to), { recursive: true });
}
