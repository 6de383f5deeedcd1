/**
 * The content generation after the local database was wiped (db:reset) or its content replaced (seed):
 * cache entries outlive both (the Cache API is kept in .wrangler/state, and a running server's isolate
 * keeps its own), and record the generation they were built in. A generation that starts again from 1
 * would one day equal an old entry's, and that entry would answer as current: ghost records. So the
 * generation jumps past any value it had before (the time in ms, or the previous value + 1 when that is
 * higher) and `protected_generation` (migrations/0013) moves with it: no older entry answers again, not
 * even STALE nor during an outage.
 */

/** The statements that move the generation past `floor` (and past the clock) and protect it. */
export function freshGenerationSql({ now = Date.now(), floor = 0 } = {}) {
  const least = Math.max(Math.trunc(now), Math.trunc(floor) + 1);
  return [
    "INSERT OR IGNORE INTO counters (name, value) VALUES ('generation', 0);",
    "INSERT OR IGNORE INTO counters (name, value) VALUES ('protected_generation', 0);",
    `UPDATE counters SET value = max(value + 1, ${least}) WHERE name = 'generation';`,
    "UPDATE counters SET value = (SELECT value FROM counters WHERE name = 'generation') WHERE name = 'protected_generation';",
  ].join('\n');
}

/** The generation a database holds now (0 when it has none yet), read before it is wiped. */
export const GENERATION_QUERY = "SELECT value FROM counters WHERE name = 'generation'";
