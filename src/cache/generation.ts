import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The content generation, bumped in the same batch as every write. Each isolate keeps the value it
 * read for `GENERATION_TTL_MS`, so a cache hit costs no database round trip; a write made anywhere
 * reaches every isolate's cache keys within that time. A write made in this isolate is seen at once.
 */
export const GENERATION_TTL_MS = 2000;

let known: { value: number; readAt: number } | null = null;

export async function contentGeneration(db: Db, now = Date.now()): Promise<number> {
  if (known && now - known.readAt < GENERATION_TTL_MS) return known.value;
  const [row] = await db.all<{ value: number }>(sql`SELECT value FROM counters WHERE name = 'generation'`);
  known = { value: row?.value ?? 0, readAt: now };
  return known.value;
}

/** After a write in this isolate: the next read of the generation goes to the database. */
export function forgetGeneration(): void {
  known = null;
}

/** The generation this isolate knows, when it is still fresh; `null` when it would need a D1 read. */
export function freshGeneration(now = Date.now()): number | null {
  return known && now - known.readAt < GENERATION_TTL_MS ? known.value : null;
}
