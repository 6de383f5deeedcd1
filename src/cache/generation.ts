import { sql } from 'drizzle-orm';
import { D1_TIMEOUT_MS, type Db } from '../db/client';

/**
 * The content generation, bumped in the same batch as every write. Each isolate keeps the value it
 * read for `GENERATION_TTL_MS`, so a cache hit costs no database round trip; a write made anywhere
 * reaches every isolate within that time. After a write of its own, an isolate reads it again at once.
 */
export const GENERATION_TTL_MS = 2000;

/**
 * How long a request that holds a cached entry waits for the generation before it gives up and
 * answers from the entry (stale-if-error). A one-row read that takes this long means D1 is in trouble.
 */
export const GENERATION_PATIENCE_MS = 1000;

/** What a request learns: the generation, or why D1 could not tell it now. */
export type GenerationRead = { value: number; error?: undefined } | { value: null; error: unknown };

let known: { value: number; readAt: number } | null = null;
/** The highest protecting generation this isolate has read (migrations/0013): never goes back. */
let protectedFrom = 0;
/**
 * A read given up on that has not answered yet: until it does, requests don't wait for D1 again (those
 * with an entry answer STALE at once, those without fail at once). It ends when the read settles, and
 * at the latest when D1's own timeout would have ended it.
 */
let stalled: { error: unknown; since: number } | null = null;

/**
 * For the last generations this isolate read, the latest time D1 said each one was current (when that
 * read began). An entry built in generation `g` misses no write made before `confirmedAt(g)`.
 */
const confirmed = new Map<number, number>();
const MAX_CONFIRMED = 16;

function learn(value: number, readAt: number) {
  if (!known || readAt >= known.readAt) known = { value, readAt };
  const previous = confirmed.get(value);
  if (previous !== undefined && previous >= readAt) return;
  confirmed.delete(value);
  confirmed.set(value, readAt);
  if (confirmed.size > MAX_CONFIRMED) confirmed.delete(confirmed.keys().next().value!);
}

/** The generation, from this isolate's memory while fresh, else from D1 (one round trip). Never throws. */
export async function readGeneration(db: Db, now = Date.now()): Promise<GenerationRead> {
  if (known && now - known.readAt < GENERATION_TTL_MS) return { value: known.value };
  if (stalled && now - stalled.since < D1_TIMEOUT_MS) return { value: null, error: stalled.error };
  try {
    const [row] = await db.all<{ value: number; protected: number | null }>(
      sql`SELECT value, (SELECT value FROM counters WHERE name = 'protected_generation') AS protected
        FROM counters WHERE name = 'generation'`,
    );
    const value = row?.value ?? 0;
    protectedFrom = Math.max(protectedFrom, row?.protected ?? 0);
    learn(value, now);
    return { value };
  } catch (error) {
    return { value: null, error };
  } finally {
    stalled = null;
  }
}

/**
 * `reading`, or a failure when it has not answered within `GENERATION_PATIENCE_MS` (the read goes on,
 * and what it finds is still learnt; `keepAlive` keeps it running past the response).
 */
export async function withPatience(
  reading: Promise<GenerationRead>,
  keepAlive: (work: Promise<unknown>) => void,
): Promise<GenerationRead> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<GenerationRead>((resolve) => {
    timer = setTimeout(() => {
      const error = new Error(`D1 did not answer within ${GENERATION_PATIENCE_MS} ms: timed out`);
      stalled = { error, since: Date.now() };
      keepAlive(reading);
      resolve({ value: null, error });
    }, GENERATION_PATIENCE_MS);
  });
  try {
    return await Promise.race([reading, givenUp]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** The generation of the latest write that hid something from anonymous readers, as far as this isolate knows. */
export const protectedGeneration = (): number => protectedFrom;

/** When D1 last said `generation` was current, as far as this isolate knows. */
export const confirmedAt = (generation: number): number | undefined => confirmed.get(generation);

/** After a write in this isolate: the next read of the generation goes to the database. */
export function forgetGeneration(): void {
  known = null;
  stalled = null;
}

/** The generation this isolate knows, when it is still fresh; `null` when it would need a D1 read. */
export function freshGeneration(now = Date.now()): number | null {
  return known && now - known.readAt < GENERATION_TTL_MS ? known.value : null;
}
