import type { SQL } from 'drizzle-orm';
import type { Db, Row } from '../db/client';

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
