import { type SQL, sql } from 'drizzle-orm';
import { type Db, isForeignKeyFailure, type Row } from '../db/client';
import type { ApiError } from '../http/errors';
import type { WriteContext } from '../write/context';
import type { Answer, Target } from '../write/guard';
import { completeWrite } from './generation';

export interface GuardedWrite {
  statements: SQL[];
  /** The record the write answers with. */
  recordId: number;
  /** How the batch reads that record back. */
  answer: Answer;
  /** What `If-Match` is checked against. */
  target?: Target;
  /** The error when the record was deleted for good meanwhile. */
  notFound: () => ApiError;
  /** A failure the write names itself (thrown as it is), before the guard's own reading of it. */
  explain?: (err: unknown) => Error | undefined;
}

/**
 * Runs a write in one batch under the write guard (`If-Match`, `Idempotency-Key`) and answers the row
 * it read back, or the earlier answer the guard recovers from a retried key. A record deleted for good
 * meanwhile is `notFound`: the batch rolled back on a foreign key (its rows would point at nothing), or
 * ran with nothing to read back (the guard's key is then released).
 */
export async function runGuardedWrite(db: Db, ctx: WriteContext, write: GuardedWrite): Promise<Row> {
  let row: Row | undefined;
  try {
    const results = await db.batch([
      ...ctx.guard.openStatements(write.target),
      ...write.statements,
      ...(ctx.alongside?.(write.recordId) ?? []),
      ...completeWrite(ctx.now),
      ...ctx.guard.closeStatements(write.answer),
    ]);
    row = ctx.guard.answerOf(results);
  } catch (err) {
    const explained = write.explain?.(err);
    if (explained) throw explained;
    if (
      isForeignKeyFailure(err) &&
      (await db.all(sql`SELECT id FROM posts WHERE id = ${write.recordId}`)).length === 0
    )
      throw write.notFound();
    return ctx.guard.recover(err, db);
  }
  if (!row) {
    await ctx.guard.release(db);
    throw write.notFound();
  }
  return row;
}
