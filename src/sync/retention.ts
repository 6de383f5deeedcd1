import { sql } from 'drizzle-orm';
import { ApiError } from '../http/errors';
import { formatUtcWall } from '../lib/dates';

/** How long a deletion stays in the change feed; a sync token older than that is expired. */
export const TOMBSTONE_DAYS = 90;
/** How long an `Idempotency-Key` and its answer are kept (at least). */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** At most this many rows of each kind go in one run of the purge (every minute), to keep each run short. */
export const PURGE_BATCH = 1000;

export const syncTokenExpired = () =>
  new ApiError(
    410,
    'rest_sync_token_expired',
    'The sync token has expired, or was issued to another caller or for other types: discard what you kept and sync again without a token.',
  );

const hoursBefore = (now: Date, hours: number) => formatUtcWall(new Date(now.getTime() - hours * 3_600_000));

/**
 * The scheduled purge: tombstones and change-log rows older than 90 days, idempotency keys older than
 * 24 hours, a bounded number of each per run (purging tombstones moves the content generation). The highest sequence number of a purged tombstone is
 * kept (`sync_horizon`): a token from before it is refused, since it could miss that deletion.
 * Tombstones are a prefix of the log in sequence order (older changes have lower numbers), so the
 * horizon is also the last one purged.
 */
export function purgeStatements(now: Date) {
  const tombstoneCutoff = hoursBefore(now, TOMBSTONE_DAYS * 24);
  const keyCutoff = hoursBefore(now, IDEMPOTENCY_KEY_HOURS);
  const doomed = sql`SELECT seq FROM latest_changes INDEXED BY latest_changes_tombstones
    WHERE deleted = 1 AND at_utc < ${tombstoneCutoff} ORDER BY seq LIMIT ${PURGE_BATCH}`;
  return [
    // Tokens from before a purged tombstone are refused from now on: cached pages must not say otherwise.
    sql`UPDATE counters SET value = value + 1 WHERE name = 'generation' AND EXISTS (${doomed})`,
    sql`UPDATE counters SET value = max(value, coalesce((SELECT max(seq) FROM (${doomed})), 0))
      WHERE name = 'sync_horizon'`,
    sql`DELETE FROM latest_changes WHERE seq IN (SELECT seq FROM latest_changes INDEXED BY latest_changes_tombstones
      WHERE deleted = 1 AND seq <= (SELECT value FROM counters WHERE name = 'sync_horizon'))`,
    // The oldest rows of the log, of which those past the cutoff go: a bounded read even when none is due.
    sql`DELETE FROM changes WHERE seq IN (SELECT seq FROM (SELECT seq, at_utc FROM changes ORDER BY seq LIMIT ${PURGE_BATCH})
      WHERE at_utc < ${tombstoneCutoff})`,
    sql`DELETE FROM idempotency_keys WHERE rowid IN (SELECT rowid FROM idempotency_keys
      WHERE created_utc < ${keyCutoff} ORDER BY created_utc LIMIT ${PURGE_BATCH})`,
  ];
}
