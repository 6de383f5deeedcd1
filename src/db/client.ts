import type { SQL } from 'drizzle-orm';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';

const dialect = new SQLiteAsyncDialect();

export type Row = Record<string, unknown>;

/**
 * The database as the API uses it: statements built with drizzle's `sql` and run together in one
 * D1 batch (one round trip, atomic). drizzle's own `batch` cannot run raw statements that bind
 * parameters, which is what the list and write queries are.
 */
export class Db {
  constructor(readonly d1: D1Database) {}

  prepare(statement: SQL): D1PreparedStatement {
    const query = dialect.sqlToQuery(statement);
    return this.d1.prepare(query.sql).bind(...query.params);
  }

  /** Runs every statement in one round trip and returns the rows of each. */
  async batch<T extends Row[][] = Row[][]>(statements: SQL[]): Promise<T> {
    const results = await this.d1.batch(statements.map((s) => this.prepare(s)));
    return results.map((r) => r.results ?? []) as T;
  }

  async all<T = Row>(statement: SQL): Promise<T[]> {
    const result = await this.prepare(statement).all<T>();
    return result.results;
  }
}

export const createDb = (d1: D1Database) => new Db(d1);
