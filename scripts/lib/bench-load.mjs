import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBenchSql } from './bench-data.mjs';
import { applyMigrations, executeFile, executeSql } from './bench-server.mjs';

const elapsed = (started) => (Date.now() - started) / 1000;

export function makeKey(userId) {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const prefix = [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join('');
  const key = `tec_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { userId, key, prefix, hash: createHash('sha256').update(key).digest('hex') };
}

/** A fresh database of `events` events (and the series, with `series`) in `persistTo`; returns the timings. */
export async function load(cwd, persistTo, events, workDir, series) {
  rmSync(persistTo, { recursive: true, force: true });
  mkdirSync(persistTo, { recursive: true });
  let started = Date.now();
  await applyMigrations(cwd, persistTo);
  const migrate = elapsed(started);
  const { sql } = buildBenchSql(events, { series });
  const file = path.join(workDir, 'bench-data.sql');
  writeFileSync(file, sql);
  started = Date.now();
  await executeFile(cwd, persistTo, file);
  return { migrateSeconds: migrate, loadSeconds: elapsed(started), sqlBytes: Buffer.byteLength(sql) };
}

export async function countRows(cwd, persistTo) {
  const [[row]] = await executeSql(
    cwd,
    persistTo,
    `SELECT (SELECT value FROM counters WHERE name = 'bench_events') AS bench_events,
      coalesce((SELECT value FROM counters WHERE name = 'bench_series'), 0) AS bench_series,
      (SELECT count(*) FROM posts WHERE kind = 'event') AS events,
      (SELECT count(*) FROM posts WHERE kind = 'series') AS series,
      (SELECT count(*) FROM posts WHERE kind = 'venue') AS venues,
      (SELECT count(*) FROM posts WHERE kind = 'organizer') AS organizers,
      (SELECT count(*) FROM post_texts) AS texts,
      (SELECT count(*) FROM terms) AS terms,
      (SELECT count(*) FROM event_links) AS links,
      (SELECT count(*) FROM event_terms) AS event_terms`,
  ).catch(() => [[null]]);
  return row;
}

export const roundTripsOf = (res) =>
  Number(/"(\d+) round trips?"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? -1);
