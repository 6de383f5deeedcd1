import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Whether anyone follows this calendar, as this isolate last read it (a minute): a write announces itself to
 * followers at once only when there are some, so a site nobody follows pays no D1 work per write. The cron
 * dispatches every minute whatever this says (src/federation/dispatcher.ts), so a follower another isolate
 * just added waits at most that minute; a Follow received here is known at once.
 */

const FRESH_MS = 60_000;
let known: { any: boolean; at: number } | null = null;

/** False only when this isolate read, less than a minute ago, that nobody follows. */
export const mayHaveFollowers = (now = Date.now()) =>
  known === null || known.any || now - known.at >= FRESH_MS;

export async function hasFollowers(db: Db, now = Date.now()): Promise<boolean> {
  const [row] = await db.all<{ any: number }>(sql`SELECT EXISTS (SELECT 1 FROM federation_followers) AS any`);
  known = { any: Boolean(row?.any), at: now };
  return known.any;
}

/** A follower was added or removed here: read again before the next write's announcement. */
export function followersChanged(): void {
  known = null;
}
