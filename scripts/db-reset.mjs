#!/usr/bin/env node
/**
 * Wipes the local D1 database and starts again: every table, trigger and index is dropped (users and
 * API keys too), then the migrations are applied and the sample data loaded.
 *
 *   npm run db:reset                  (node scripts/db-reset.mjs [--no-seed])
 *
 * It works while `npm start` is running: the server sees the fresh database at once, and answers nothing
 * it cached before (the content generation jumps past every value it had: scripts/lib/generation.mjs,
 * so no entry of the old database answers again, even after a restart). Local only: the
 * deployed database is never wiped by a script (reload its content with `npm run db:seed -- --remote --force`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseOptions, runCli, UsageError } from '../tooling/cli.mjs';
import { DATABASE_BINDING, d1Command, PROJECT_ROOT, runWrangler } from '../tooling/wrangler.mjs';
import { freshGenerationSql, GENERATION_QUERY } from './lib/generation.mjs';

const USAGE = `Usage: npm run db:reset [-- --no-seed]

  Drops everything in the local D1 database (.wrangler/state), applies the migrations again and loads
  the sample data. Users and API keys are dropped too: create a key again with
    npm run users -- create --login <name> --role <role>
  --no-seed   leave the database empty (migrations only)`;

const quoted = (name) => `"${name.replaceAll('"', '""')}"`;

/** The statements that drop every object of the schema: triggers, then virtual tables, then the rest. */
export function dropStatements(objects) {
  const ours = objects.filter((o) => !o.name.startsWith('sqlite_') && !o.name.startsWith('_cf_'));
  const of = (test) => ours.filter(test).map((o) => o.name);
  const triggers = of((o) => o.type === 'trigger');
  const views = of((o) => o.type === 'view');
  const virtual = of((o) => o.type === 'table' && /^CREATE VIRTUAL TABLE/i.test(o.sql ?? ''));
  const tables = of((o) => o.type === 'table' && !virtual.includes(o.name));
  return [
    // Foreign keys are checked when the batch ends, by when every table is gone.
    'PRAGMA defer_foreign_keys = on',
    ...triggers.map((name) => `DROP TRIGGER IF EXISTS ${quoted(name)}`),
    ...views.map((name) => `DROP VIEW IF EXISTS ${quoted(name)}`),
    // A virtual table drops its shadow tables with it: `IF EXISTS` skips them afterwards.
    ...[...virtual, ...tables].map((name) => `DROP TABLE IF EXISTS ${quoted(name)}`),
  ];
}

async function main() {
  const { values, positionals } = parseOptions(process.argv.slice(2), {
    'no-seed': { type: 'boolean', default: false },
    remote: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  if (values.remote) {
    throw new UsageError(
      'db:reset only wipes the local database. To reload the deployed content: npm run db:seed -- --remote --force',
    );
  }

  // Cached answers outlive the wipe: the new generation must exceed every one they carry.
  const before = await d1Command(GENERATION_QUERY).catch(() => [[]]);
  const previous = Number(before[0]?.[0]?.value ?? 0);
  const [objects] = await d1Command(
    "SELECT type, name, sql FROM sqlite_master WHERE type IN ('table', 'view', 'trigger')",
  );
  const statements = dropStatements(objects);
  console.log(`Dropping ${statements.length - 1} tables, views and triggers of the local database…`);
  await d1Command(statements.join(';\n'));
  // Ids start again at 1 (sqlite_sequence outlives the tables it counted for).
  await d1Command('DELETE FROM sqlite_sequence').catch(() => {});

  console.log('Applying the migrations…');
  const migrate = await runWrangler(['d1', 'migrations', 'apply', DATABASE_BINDING, '--local'], {
    inherit: true,
  });
  if (migrate.code !== 0) throw new Error(`wrangler d1 migrations apply exited with ${migrate.code}.`);
  await d1Command(freshGenerationSql({ floor: previous }));
  if (values['no-seed']) return console.log('Done: an empty database (no sample data, no users).');

  const seed = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'seed.mjs')], {
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error(`Seeding failed (exit ${seed.status ?? seed.signal}).`);
  console.log('Done. Users and API keys were dropped too: create a key with npm run users -- create …');
}

runCli(main, USAGE);
