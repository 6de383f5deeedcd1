import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { vi } from 'vitest';
import { forgetGeneration } from '../src/cache/generation';
import { forgetAll } from '../src/cache/memory';
import { liftAllBlocks } from '../src/http/throttle';
import { forgetSettings } from '../src/known-settings';

/**
 * What a test file starts from (test/setup.ts runs it before each). One workers runtime serves many
 * files in turn (vitest.config.ts, `isolate: false`), so this gives each file what a runtime of its own
 * would: an empty D1 with the migrations applied, a cache that never answers with what the files before
 * stored, an isolate that remembers no answer, generation or blocked client, the real clock and `fetch`.
 */
export async function freshStart(): Promise<void> {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  const previousGeneration = await emptyDatabase();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  // Cached answers of the files before may still be in the Cache API. The generation starts above
  // every generation they were built in and protects from it on, so none of them ever answers again,
  // not even stale: to this file they are entries made before a write that hid something.
  const start = Math.max(Date.now(), previousGeneration + 1);
  await env.DB.prepare(`UPDATE counters SET value = ? WHERE name IN ('generation', 'protected_generation')`)
    .bind(start)
    .run();
  forgetAll();
  forgetGeneration();
  forgetSettings();
  liftAllBlocks();
}

/**
 * Drops every table and view (with their indexes and triggers) but the runtime's own (`_cf_…`);
 * returns the highest content generation they held.
 */
async function emptyDatabase(): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT type, name, sql FROM sqlite_master
     WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'`,
  ).all<{ type: string; name: string; sql: string | null }>();
  if (results.length === 0) return 0;
  const counters = results.some((row) => row.name === 'counters')
    ? await env.DB.prepare(
        `SELECT max(value) AS top FROM counters WHERE name IN ('generation', 'protected_generation')`,
      ).first<{ top: number | null }>()
    : null;
  // Virtual tables first (they drop their shadow tables), then views, then the rest; foreign keys are
  // checked when the batch commits, when no table is left to break them.
  const order = (row: { type: string; sql: string | null }) =>
    /^CREATE VIRTUAL/i.test(row.sql ?? '') ? 0 : row.type === 'view' ? 1 : 2;
  const drops = [...results]
    .sort((a, b) => order(a) - order(b))
    .map((row) =>
      env.DB.prepare(
        `DROP ${row.type === 'view' ? 'VIEW' : 'TABLE'} IF EXISTS "${row.name.replaceAll('"', '""')}"`,
      ),
    );
  await env.DB.batch([env.DB.prepare('PRAGMA defer_foreign_keys = ON'), ...drops]);
  return counters?.top ?? 0;
}
