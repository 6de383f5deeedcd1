import { GENERATION_TTL_MS } from './generation';

/** Clients and shared caches may keep an answer this many seconds (`max-age`, `s-maxage`). */
export const CLIENT_MAX_AGE_S = 5;

/**
 * The freshness bound: after a write, no client is shown an answer that misses it for longer than
 * this, counting what clients keep. A HIT misses writes of at most `GENERATION_TTL_MS` (its isolate
 * read the generation that recently) and is kept `CLIENT_MAX_AGE_S`; a STALE answer misses writes of
 * at most its staleness and is kept only for what remains of the bound.
 */
export const FRESHNESS_BOUND_MS = GENERATION_TTL_MS + CLIENT_MAX_AGE_S * 1000;

/** An entry of an older generation answers (STALE, while it is rebuilt) while its staleness is at most this. */
export const STALE_WHILE_REVALIDATE_MS = 5000;

/** When D1 can't be read, an entry at most this old answers (STALE). */
export const STALE_IF_ERROR_MS = 24 * 60 * 60 * 1000;

/** What a cached entry records about itself. */
export interface EntryAge {
  /** The generation it was built in. */
  generation: number;
  /** When its build began: its body misses no write committed before. */
  builtAt: number;
  /** When its body stops being true without any write (an event's online address shown from then on). */
  expiresAt?: number;
}

/** Whether the entry's body has stopped being true by itself: it answers nothing any more, not even stale. */
export const hasExpired = (entry: EntryAge, now: number) =>
  entry.expiresAt !== undefined && now >= entry.expiresAt;

/** A client may keep an answer `maxAge` seconds, but not past the moment its body expires. */
export const clientMaxAge = (maxAge: number, entry: EntryAge, now: number) =>
  entry.expiresAt === undefined
    ? maxAge
    : Math.max(0, Math.min(maxAge, Math.floor((entry.expiresAt - now) / 1000)));

export type Verdict =
  | { use: 'hit' }
  /** Answer from the entry; `revalidate`: rebuild it in the background. */
  | { use: 'stale'; maxAge: number; revalidate: boolean }
  | { use: 'none' };

const staleOnError = (entry: EntryAge, now: number, protectedFrom: number): Verdict =>
  now - entry.builtAt <= STALE_IF_ERROR_MS && entry.generation >= protectedFrom && !hasExpired(entry, now)
    ? { use: 'stale', maxAge: CLIENT_MAX_AGE_S, revalidate: false }
    : { use: 'none' };

/**
 * Whether `entry` may answer now. `current` is the content generation (`null`: D1 could not tell it);
 * `confirmedAt` when D1 last said the entry's generation was current. The writes an entry of an older
 * generation misses were all made after max(`builtAt`, `confirmedAt`): how long ago that was is its
 * staleness, which bounds how old a missed write can be. `protectedFrom` is the generation of the
 * latest write that hid something from anonymous readers (a status, a password, a deletion), or of the
 * latest write this isolate made itself: an entry older than that may show what it hid, or miss what its
 * writer will read back at once, so it never answers, not even stale.
 */
export function judge(
  entry: EntryAge,
  current: number | null,
  now: number,
  confirmedAt?: number,
  protectedFrom = 0,
): Verdict {
  if (current === null) return staleOnError(entry, now, protectedFrom);
  if (entry.generation < protectedFrom || hasExpired(entry, now)) return { use: 'none' };
  if (entry.generation >= current) return { use: 'hit' };
  const staleness = Math.max(0, now - Math.max(entry.builtAt, confirmedAt ?? Number.NEGATIVE_INFINITY));
  if (staleness > STALE_WHILE_REVALIDATE_MS) return { use: 'none' };
  const remaining = Math.floor((FRESHNESS_BOUND_MS - staleness) / 1000);
  return { use: 'stale', maxAge: Math.min(CLIENT_MAX_AGE_S, Math.max(0, remaining)), revalidate: true };
}

/** Whether `entry` may answer a request whose build failed (D1 unavailable, or any 5xx). */
export const judgeOnError = (entry: EntryAge, now: number, protectedFrom = 0) =>
  staleOnError(entry, now, protectedFrom);

/** Whether `a` shows a later state than `b`. */
export const isNewer = (a: EntryAge, b: EntryAge) =>
  a.generation > b.generation || (a.generation === b.generation && a.builtAt > b.builtAt);
