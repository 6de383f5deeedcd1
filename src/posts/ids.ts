import { sql } from 'drizzle-orm';

/**
 * New posts get explicit ids read before the write batch, so one batch can insert an event and the
 * venues it creates inline and link them. Two writers reading the same id collide on the primary key;
 * the losing batch rolls back whole and is retried with fresh ids.
 */
export const nextPostId = sql`SELECT coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'posts'), 0) + 1 AS id`;

const MAX_ATTEMPTS = 5;

const isIdConflict = (err: unknown) =>
  err instanceof Error &&
  /UNIQUE constraint failed: posts\.id|PRIMARY KEY/i.test(`${err.message} ${String(err.cause ?? '')}`);

export async function retryingIdConflicts<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!isIdConflict(err) || attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}
