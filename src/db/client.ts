import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';

const dialect = new SQLiteAsyncDialect();

export type Row = Record<string, unknown>;

/** Whether a D1 call failed with SQLite's message matching `pattern` (D1 puts it in the message or its cause). */
export const failedWith = (err: unknown, pattern: RegExp): boolean =>
  err instanceof Error && pattern.test(`${err.message} ${String(err.cause ?? '')}`);

/** A write that referred to a row deleted meanwhile (its batch rolled back). */
export const isForeignKeyFailure = (err: unknown) => failedWith(err, /FOREIGN KEY constraint failed/i);

/**
 * How long a D1 call may take before the request gives up on it and answers 503 `rest_unavailable`.
 * D1 answers in milliseconds; a call that hangs (a storage node being reset) would otherwise hold the
 * request until the client gives up. A write batch given up on may still commit later: it is atomic.
 */
export const D1_TIMEOUT_MS = 10_000;

const TIMED_OUT = 'D1 did not answer within';

/** Whether a D1 call was given up on (`D1_TIMEOUT_MS`): it may still run, so it is never run again. */
export const isTimedOut = (err: unknown) => err instanceof Error && err.message.startsWith(TIMED_OUT);

/** A D1 database or a session of it (read replication: `DB.withSession(...)`). */
export type D1Target = Pick<D1Database, 'prepare' | 'batch'>;

/**
 * The database as the API uses it: statements built with drizzle's `sql` and run together in one
 * D1 batch (one round trip, atomic). drizzle's own `batch` cannot run raw statements that bind
 * parameters, which is what the list and write queries are. It counts its round trips, which the
 * `Server-Timing` header reports.
 */
export class Db {
  roundTrips = 0;
  elapsedMs = 0;

  /**
   * `primary`: a session on the primary database, for what must be current (a key revoked a moment
   * ago); without it, `d1` is used.
   */
  constructor(
    readonly d1: D1Target,
    private readonly primary?: () => D1Target,
    private readonly delayMs = 0,
  ) {}

  /**
   * Where `batch` and `all` send their statements instead of running them: a screen's batch window
   * (src/db/window.ts), which runs them with those of the requests it started, in one round trip.
   */
  private through: ((statements: SQL[]) => Promise<Row[][]>) | null = null;

  /** From now on, `batch` and `all` go through `submit` (a batch window's); `null` runs them again alone. */
  coalesceThrough(submit: ((statements: SQL[]) => Promise<Row[][]>) | null) {
    this.through = submit;
  }

  /** Round trips made for this request by another request it dispatched (the editors' app through the API). */
  countDelegated(roundTrips: number, elapsedMs: number) {
    this.roundTrips += roundTrips;
    this.elapsedMs += elapsedMs;
  }

  prepare(statement: SQL, target: D1Target = this.d1): D1PreparedStatement {
    const query = dialect.sqlToQuery(statement);
    return target.prepare(query.sql).bind(...query.params);
  }

  /**
   * Runs every statement in one round trip and returns the rows of each (in a batch window, one round
   * trip with the statements of the screen's other requests).
   */
  async batch<T extends Row[][] = Row[][]>(statements: SQL[]): Promise<T> {
    if (this.through) return (await this.through(statements)) as T;
    return (await this.runBatch(statements)) as T;
  }

  /** `batch`, never through a window: this request's own round trip. */
  async runBatch(statements: SQL[]): Promise<Row[][]> {
    const results = await this.timed(() => this.d1.batch(statements.map((s) => this.prepare(s))));
    return results.map((r) => (r.results ?? []) as Row[]);
  }

  async all<T = Row>(statement: SQL): Promise<T[]> {
    if (this.through) return ((await this.through([statement]))[0] ?? []) as T[];
    const result = await this.timed(() => this.prepare(statement).all<T>());
    return result.results;
  }

  /** Like `all`, on the primary database, never on a read replica that may lag behind it. */
  async allOnPrimary<T = Row>(statement: SQL): Promise<T[]> {
    const target = this.primary?.() ?? this.d1;
    const result = await this.timed(() => this.prepare(statement, target).all<T>());
    return result.results;
  }

  /** Counts a round trip; one D1 has not answered within `D1_TIMEOUT_MS` fails as unavailable (503). */
  private async timed<T>(run: () => Promise<T>): Promise<T> {
    const started = Date.now();
    this.roundTrips += 1;
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${TIMED_OUT} ${D1_TIMEOUT_MS} ms: timed out`)),
        D1_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([run(), timeout]);
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      this.elapsedMs += Date.now() - started;
    }
  }
}

export const createDb = (d1: D1Target, primary?: () => D1Target, delayMs = 0) => new Db(d1, primary, delayMs);
