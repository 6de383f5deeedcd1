import { sql } from 'drizzle-orm';
import { failedWith } from '../db/client';

/**
 * New posts get explicit ids before the write batch, so one batch can insert an event and the venues
 * it creates inline and link them. The read batch reserves them: it moves a counter by `count` and
 * gets the first id of its block, so writers running at the same time never get the same ids (reading
 * the next free id made parallel creates collide, and 25 of them exhausted the retries). The counter
 * never falls behind AUTOINCREMENT (rows inserted without an explicit id). With `count` 0 it reserves
 * nothing. Ids of a write that is then refused are skipped, as WordPress skips ids too.
 */
export const reservePostIds = (count: number) =>
  count === 0
    ? sql`SELECT 0 AS id`
    : sql`INSERT INTO counters (name, value)
        VALUES ('post_ids', coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'posts'), 0) + ${count})
        ON CONFLICT (name) DO UPDATE
          SET value = max(value, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'posts'), 0)) + ${count}
        RETURNING value - ${count} + 1 AS id`;

const MAX_ATTEMPTS = 5;

/** Only a post id taken meanwhile: any other constraint (an `Idempotency-Key` taken, above all) is not retried. */
export const isIdConflict = (err: unknown) => failedWith(err, /UNIQUE constraint failed: posts\.id(?![\w.])/);

export async function retryingIdConflicts<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!isIdConflict(err) || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}
