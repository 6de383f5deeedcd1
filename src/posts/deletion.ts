import type { SQL } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import { ApiError } from '../http/errors';
import type { WriteContext } from '../write/context';
import { retryingStaleReads, type Target } from '../write/guard';
import { loadForWrite, type RecordLookup } from './lookup';
import { assertCanEdit } from './policy';
import type { PostRow } from './rows';

export interface Deletion<T> {
  /** A record as a row (loaded, or replayed from an earlier answer). */
  decode: (row: Row) => T;
  /** Throws when the caller may not delete it (after the 404, before the precondition). */
  assertAllowed: (record: T) => void;
  target: (record: T) => Target;
  /** The statements that delete it, in one batch. */
  statements: (record: T) => SQL[];
  /** What the deletion answers (default: the record as it was). */
  answer?: (record: T) => T;
}

/**
 * A permanent deletion of the record `lookup` names, in two round trips: the record loaded (a retry with
 * the same `Idempotency-Key` gets its earlier answer instead, even though the record is gone), the
 * caller's rights and `If-Match` checked, then one batch that deletes it, guarded and answered.
 */
export const deleteForGood = <T extends { version?: number }>(
  db: Db,
  lookup: RecordLookup<T>,
  ctx: WriteContext,
  deletion: Deletion<T>,
): Promise<T> =>
  retryingStaleReads(async () => {
    const loaded = await loadForWrite(db, ctx.guard, lookup, []);
    if (loaded.replay) return deletion.decode(loaded.replay);
    const existing = loaded.record;
    deletion.assertAllowed(existing);
    await ctx.guard.checkVersion(existing);
    const answer = deletion.answer ? deletion.answer(existing) : existing;
    try {
      await db.batch([
        ...ctx.guard.openStatements(deletion.target(existing)),
        ...deletion.statements(existing),
        ...ctx.guard.closeStatements({ row: answer }),
      ]);
    } catch (err) {
      return deletion.decode(await ctx.guard.recover(err, db));
    }
    return answer;
  });

/** 410 for a second move to the trash, in TEC's words ("The event is already trashed"). */
export const alreadyTrashed = (kind: 'event' | 'venue' | 'organizer') =>
  new ApiError(410, `${kind}-is-in-trash`, `The ${kind} is already trashed`);

/**
 * The post a move to the trash changes: loaded (a retry gets its earlier answer, `replay`), the caller's
 * rights and `If-Match` checked; one already in the trash is `inTrash` (410).
 */
export async function loadToTrash<T extends PostRow>(
  db: Db,
  lookup: RecordLookup<T>,
  ctx: WriteContext,
  inTrash: (record: T) => ApiError,
): Promise<{ replay: Row; record?: undefined } | { replay?: undefined; record: T }> {
  const loaded = await loadForWrite(db, ctx.guard, lookup, []);
  if (loaded.replay) return { replay: loaded.replay };
  assertCanEdit(ctx.user, loaded.record);
  await ctx.guard.checkVersion(loaded.record);
  if (loaded.record.status === 'trash') throw inTrash(loaded.record);
  return { record: loaded.record };
}
