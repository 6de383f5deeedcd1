import type { SQL } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import type { WriteGuard } from '../write/guard';

/**
 * How a route finds the record it names: statements a request can put first in its read batch, and how
 * their rows become the record or the route's 4xx (`found` throws it).
 */
export interface RecordLookup<T> {
  statements: SQL[];
  found: (rows: Row[][]) => T;
}

/** A record read by one statement; no row is `missing()`. */
export const lookupOne = <T>(
  statement: SQL,
  decode: (row: Row) => T,
  missing: () => Error,
): RecordLookup<T> => ({
  statements: [statement],
  found: ([rows]) => {
    const row = rows?.[0];
    if (!row) throw missing();
    return decode(row);
  },
});

/**
 * Loads the record and runs `checks` in the same round trip; the record's 4xx comes first. `checks` run
 * before the record is known: what they need of it they read in SQL, and they find nothing when it does
 * not exist.
 */
export async function loadWith<T>(
  db: Db,
  lookup: RecordLookup<T>,
  checks: SQL[],
): Promise<{ record: T; checked: Row[][] }> {
  const rows = await db.batch([...lookup.statements, ...checks]);
  const loaded = lookup.statements.length;
  return { record: lookup.found(rows.slice(0, loaded)), checked: rows.slice(loaded) };
}

export const load = async <T>(db: Db, lookup: RecordLookup<T>): Promise<T> =>
  (await loadWith(db, lookup, [])).record;

/**
 * A write's read batch: the guard's key lookup first, then `statements`. A retry of a request already
 * answered gets that answer (`replay`) before anything else is looked at: the record may be gone by now.
 */
export async function readForWrite(
  db: Db,
  guard: WriteGuard,
  statements: SQL[],
): Promise<{ replay: Row; rows?: undefined } | { replay?: undefined; rows: Row[][] }> {
  const own = guard.readStatements();
  const rows = await db.batch([...own, ...statements]);
  const replay = guard.replayFrom(rows.slice(0, own.length));
  return replay ? { replay } : { rows: rows.slice(own.length) };
}

/** `loadWith` for a write: a retry gets its earlier answer (`replay`) instead of the record. */
export async function loadForWrite<T>(
  db: Db,
  guard: WriteGuard,
  lookup: RecordLookup<T>,
  checks: SQL[],
): Promise<{ replay: Row; record?: undefined } | { replay?: undefined; record: T; checked: Row[][] }> {
  const read = await readForWrite(db, guard, [...lookup.statements, ...checks]);
  if (read.replay) return { replay: read.replay };
  const loaded = lookup.statements.length;
  return { record: lookup.found(read.rows.slice(0, loaded)), checked: read.rows.slice(loaded) };
}
