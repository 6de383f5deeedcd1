import { type SQL, sql } from 'drizzle-orm';
import { failedWith } from '../db/client';
import { type ApiError, tooManyRequests } from '../http/errors';
import { formatUtcWall } from '../lib/dates';
import type { WriteContext } from '../write/context';

export const isQuotaAbort = (err: unknown) => failedWith(err, /UNIQUE constraint failed: occurrence_quota\./);

/** The write would take its author past the hourly quota of occurrences: 429 until the next hour. */
export function quotaExceeded(ctx: WriteContext): ApiError {
  const nextHour = Math.ceil((ctx.now.getTime() + 1) / 3_600_000) * 3_600_000;
  const seconds = Math.max(1, Math.ceil((nextHour - ctx.now.getTime()) / 1000));
  return tooManyRequests(
    seconds,
    `Series writes may create at most ${ctx.occurrencesPerHour} occurrences an hour for each user, and this one would go past that: try again after the hour, or give the series fewer occurrences.`,
  );
}

/**
 * The quota on stored rows: the occurrences this write creates are counted for its author's clock hour,
 * and a count past the limit fails the batch (a second row for the same hour breaks the primary key), so
 * concurrent writes can't overshoot it together. Earlier hours of the user are removed on the way.
 */
export function quotaStatements(ctx: WriteContext, created: number): SQL[] {
  if (created === 0 || ctx.occurrencesPerHour === 0) return [];
  const user = ctx.user.id;
  const hour = formatUtcWall(ctx.now).slice(0, 13);
  return [
    sql`DELETE FROM occurrence_quota WHERE user_id = ${user} AND hour < ${hour}`,
    sql`INSERT INTO occurrence_quota (user_id, hour, created) VALUES (${user}, ${hour}, ${created})
      ON CONFLICT (user_id, hour) DO UPDATE SET created = created + excluded.created`,
    sql`INSERT INTO occurrence_quota (user_id, hour, created)
      SELECT user_id, hour, 0 FROM occurrence_quota
      WHERE user_id = ${user} AND hour = ${hour} AND created > ${ctx.occurrencesPerHour}`,
  ];
}
