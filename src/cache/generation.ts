import { sql } from 'drizzle-orm';
import { D1_TIMEOUT_MS, type Db } from '../db/client';
import { learnSettings } from '../known-settings';

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
/** When this isolate last forgot the generation: a read that began before then can't tell a later write. */
let forgottenAt = Number.NEGATIVE_INFINITY;
/** The highest protecting generation this isolate has read (migrations/0013): never goes back. */
let protectedFrom = 0;
/**
 * The generation of this isolate's latest write (the first generation read after it): entries older than
 * it never answer here, not even STALE, so a client reads its write back at once. `pending` until that
 * read has succeeded: meanwhile no entry answers.
 */
let ownWrite: { generation: number; pending: boolean } = { generation: 0, pending: false };
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
  if (readAt >= forgottenAt && (!known || readAt >= known.readAt)) known = { value, readAt };
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
    const [row] = await db.all<{ value: number; protected: number | null; settings: string | null }>(
      sql`SELECT value, (SELECT value FROM counters WHERE name = 'protected_generation') AS protected,
          (SELECT json_group_object(name, value) FROM site_settings) AS settings
        FROM counters WHERE name = 'generation'`,
    );
    const value = row?.value ?? 0;
    learnSettings(row?.settings ?? '{}', now);
    protectedFrom = Math.max(protectedFrom, row?.protected ?? 0);
    if (ownWrite.pending && now >= forgottenAt)
      ownWrite = { generation: Math.max(ownWrite.generation, value), pending: false };
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

/**
 * The generation below which no entry answers in this isolate, not even STALE nor on error: that of the
 * latest write that hid something from anonymous readers (anywhere), or of this isolate's own latest write.
 */
export const protectedGeneration = (): number =>
  ownWrite.pending ? Number.POSITIVE_INFINITY : Math.max(protectedFrom, ownWrite.generation);

/** When D1 last said `generation` was current, as far as this isolate knows. */
export const confirmedAt = (generation: number): number | undefined => confirmed.get(generation);

/** After a write in this isolate: the next read of the generation goes to the database. */
export function forgetGeneration(now = Date.now()): void {
  known = null;
  stalled = null;
  forgottenAt = now;
}

/**
 * After a write that succeeded in this isolate: the next read of the generation (one that begins after
 * the write ended) tells the write's generation, and nothing cached older than it answers here any more;
 * until then, nothing cached answers. (No read of its own: a write costs no extra D1 call.)
 */
export function learnOwnWrite(now = Date.now()): void {
  forgetGeneration(now);
  ownWrite = { ...ownWrite, pending: true };
}

/** The generation this isolate knows, when it is still fresh; `null` when it would need a D1 read. */
export function freshGeneration(now = Date.now()): number | null {
  return known && now - known.readAt < GENERATION_TTL_MS ? known.value : null;
}
