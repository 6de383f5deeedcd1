import { type SQL, sql } from 'drizzle-orm';
import { type Db, failedWith, type Row } from '../db/client';
import type { ChangeKind } from '../db/schema';
import { ApiError } from '../http/errors';
import type { IfMatch } from '../lib/preconditions';

declare module 'hono' {
  interface ContextVariableMap {
    /** `If-Match` and `Idempotency-Key` of a write, set by `writeHeaders` (src/write/headers.ts). */
    guard?: WriteGuard;
  }
}

/**
 * What `If-Match` and `Idempotency-Key` add to a write, inside the write's own two batches:
 *
 * - the read batch also looks the key up: a retry of a request already answered gets that answer
 *   again (`Idempotent-Replayed`), whatever happened to the record since, and writes nothing;
 * - after the record is loaded, its version is compared with `If-Match` (412, or 428 when a
 *   precondition is required and none was sent);
 * - the write batch starts by claiming the key (a parallel duplicate that committed first makes this
 *   batch fail as a whole; it then replays that one's answer) and re-checking the version where no
 *   other write can come in between (a record changed since the read makes the batch fail; the write is
 *   read again and answers 412); it ends by storing its answer with the key.
 *
 * The answer stored is the record as the batch read it back (or, for deletions, as it was): replayed
 * through the same presenter, it gives the same body.
 */

export interface Idempotency {
  /** The API key's prefix: keys of two callers never meet. */
  scope: string;
  key: string;
  /** SHA-256 of the request: the same key with another request is refused. */
  fingerprint: string;
}

export interface GuardOptions {
  ifMatch: IfMatch | null;
  idempotency: Idempotency | null;
  /** `REQUIRE_PRECONDITION`: an update or delete without `If-Match` is 428. */
  requirePrecondition: boolean;
  nowUtc: string;
}

/** The record a write changes, as the change log names it (its version is its latest `seq` there). */
export interface Target {
  kind: ChangeKind;
  id: number;
}

/** What a write answers: the row its batch reads back (with that row's columns), or a row known before. */
export type Answer = { readBack: SQL; columns: readonly string[] } | { row: unknown };

export const preconditionFailed = (currentEtag: string | null) =>
  new ApiError(
    412,
    'rest_precondition_failed',
    'The record has changed since the version named in If-Match: read it again and retry.',
    { current_etag: currentEtag },
  );

export const preconditionRequired = () =>
  new ApiError(
    428,
    'rest_precondition_required',
    'This update must be conditional: send If-Match with the ETag of the version you read.',
  );

export const idempotencyKeyReused = () =>
  new ApiError(
    422,
    'rest_idempotency_key_reused',
    'This Idempotency-Key was already used for another request: use a new key for each request.',
  );

/**
 * The record changed between a write's two batches, so its precondition no longer held: the write is
 * run again, and its new read answers 412 (or 404). Rendered as a 412 should it ever escape.
 */
export class StaleRead extends ApiError {
  constructor() {
    super(412, 'rest_precondition_failed', preconditionFailed(null).message, { current_etag: null });
  }
}

const isKeyTaken = (err: unknown) => failedWith(err, /UNIQUE constraint failed: idempotency_keys\.scope/);
const isPreconditionFailure = (err: unknown) =>
  failedWith(err, /CHECK constraint failed: precondition_failed/);

/** A write of a record changed meanwhile is read and checked again (at most twice more). */
export async function retryingStaleReads<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!(err instanceof StaleRead) || attempt >= 3) throw err;
    }
  }
}

export class WriteGuard {
  /** Set when this request is answered with the stored answer of an earlier one. */
  replayed = false;
  /**
   * The ETag a record has (its single read's), for `current_etag`: set by the route, which knows how
   * the record is shown.
   */
  etagOf: (row: never) => Promise<string | null> = async () => null;

  constructor(private readonly options: GuardOptions) {}

  /** A guard for a write that sent neither header (and whose configuration requires none). */
  static none(nowUtc: string) {
    return new WriteGuard({ ifMatch: null, idempotency: null, requirePrecondition: false, nowUtc });
  }

  private get key() {
    return this.options.idempotency;
  }

  private lookup(key: Idempotency): SQL {
    return sql`SELECT fingerprint, answer FROM idempotency_keys WHERE scope = ${key.scope} AND key = ${key.key}`;
  }

  /** Statements to put first in the write's read batch. */
  readStatements(): SQL[] {
    return this.key ? [this.lookup(this.key)] : [];
  }

  /** The earlier answer, when the key was used before for this request; 422 when for another one. */
  replayFrom(rows: Row[][]): Row | undefined {
    const stored = this.key ? rows[0]?.[0] : undefined;
    if (!stored || stored.answer === null) return undefined;
    if (stored.fingerprint !== this.key!.fingerprint) throw idempotencyKeyReused();
    this.replayed = true;
    return JSON.parse(String(stored.answer)) as Row;
  }

  /** After the record is loaded (and the caller's rights checked): its version against `If-Match`. */
  async checkVersion(record: { version?: number }): Promise<void> {
    const ifMatch = this.options.ifMatch;
    if (!ifMatch) {
      if (this.options.requirePrecondition) throw preconditionRequired();
      return;
    }
    if (ifMatch.any || (record.version !== undefined && ifMatch.versions.includes(record.version))) return;
    throw preconditionFailed(await this.etagOf(record as never));
  }

  /** The statements a write batch starts with: the key claimed, then the precondition on `target` again. */
  openStatements(target?: Target): SQL[] {
    const statements: SQL[] = [];
    const key = this.key;
    if (key) {
      statements.push(sql`INSERT INTO idempotency_keys (scope, key, fingerprint, created_utc)
        VALUES (${key.scope}, ${key.key}, ${key.fingerprint}, ${this.options.nowUtc})`);
    }
    const ifMatch = this.options.ifMatch;
    if (ifMatch && target) {
      const current = sql`SELECT seq FROM latest_changes
        WHERE kind = ${target.kind} AND record_id = ${target.id} AND deleted = 0`;
      const holds = ifMatch.any
        ? sql`EXISTS (${current})`
        : sql`coalesce((${current}), 0) IN (SELECT value FROM json_each(${JSON.stringify(ifMatch.versions)}))`;
      statements.push(
        sql`INSERT INTO precondition_guard (record_id) SELECT ${target.id} WHERE NOT (${holds})`,
      );
    }
    return statements;
  }

  /**
   * The statements a write batch ends with: its read-back, or, with a key, the answer stored with the
   * key and read from there.
   */
  closeStatements(answer: Answer): SQL[] {
    const key = this.key;
    if (!key) return 'readBack' in answer ? [answer.readBack] : [];
    const json =
      'readBack' in answer
        ? sql`(SELECT json_object(${sql.raw(answer.columns.map((column) => `'${column}', ${column}`).join(', '))})
            FROM (${answer.readBack}))`
        : sql`${JSON.stringify(answer.row)}`;
    return [
      sql`UPDATE idempotency_keys SET answer = ${json} WHERE scope = ${key.scope} AND key = ${key.key}`,
      this.lookup(key),
    ];
  }

  /** The answer row of a write batch's results (see `closeStatements`). */
  answerOf(results: Row[][]): Row | undefined {
    const row = results[results.length - 1]?.[0];
    if (!this.key || !row) return row;
    return row.answer === null ? undefined : (JSON.parse(String(row.answer)) as Row);
  }

  /**
   * A failed write batch: a duplicate request committed first (its answer is replayed, or 422), or the
   * record changed since the read (`StaleRead`); anything else is rethrown.
   */
  async recover(err: unknown, db: Db): Promise<Row> {
    if (this.key && isKeyTaken(err)) {
      const replay = this.replayFrom([await db.all(this.lookup(this.key))]);
      if (replay) return replay;
    }
    if (isPreconditionFailure(err)) throw new StaleRead();
    throw err;
  }

  /** A write that committed but answers a 4xx (its record vanished meanwhile) keeps no key. */
  async release(db: Db): Promise<void> {
    const key = this.key;
    if (key) {
      await db.all(
        sql`DELETE FROM idempotency_keys WHERE scope = ${key.scope} AND key = ${key.key} AND answer IS NULL`,
      );
    }
  }
}
