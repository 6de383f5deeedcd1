/**
 * A D1Database that fails the calls a test chooses, to see what the app does when D1 is unavailable.
 * A call is a batch or a statement's all/first/run/raw.
 */

export type Mode =
  /** Rejects with D1's message. */
  | { kind: 'reject'; message: string }
  /** Never answers. */
  | { kind: 'hang' }
  /** Does the call's work, then loses the answer (rejects with `message`). */
  | { kind: 'after'; message: string };

export type FailWhen = (call: { isBatch: boolean }) => boolean;

/** The `failAt`-th call fails (of batches alone when `batchesOnly`). */
export function nthCall(failAt: number, batchesOnly = false): FailWhen {
  let calls = 0;
  return ({ isBatch }) => {
    if (batchesOnly && !isBatch) return false;
    calls += 1;
    return calls === failAt;
  };
}

export const everyCall: FailWhen = () => true;
export const everyBatch: FailWhen = ({ isBatch }) => isBatch;

const REAL = Symbol('real statement');

/** Wraps `db`: calls for which `failWhen` says so fail as `mode` says. Counts calls, batches and failures. */
export function faultyDb(db: D1Database, failWhen: FailWhen, mode: Mode) {
  const state = { calls: 0, batches: 0, tripped: false };
  const trip = (isBatch = false) => {
    state.calls += 1;
    if (isBatch) state.batches += 1;
    if (!failWhen({ isBatch })) return false;
    state.tripped = true;
    return true;
  };
  const fail = (): Promise<never> =>
    mode.kind === 'hang' ? new Promise<never>(() => {}) : Promise.reject(new Error(mode.message));
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(stmt, {
      get(target, prop) {
        if (prop === REAL) return target;
        if (prop === 'bind') return (...args: unknown[]) => wrap(target.bind(...args));
        if (prop === 'all' || prop === 'first' || prop === 'run' || prop === 'raw') {
          return async (...args: unknown[]) => {
            if (!trip()) return (target[prop] as (...a: unknown[]) => unknown)(...args);
            if (mode.kind === 'after') await (target[prop] as (...a: unknown[]) => unknown)(...args);
            return fail();
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  const real = (stmt: D1PreparedStatement) =>
    (stmt as unknown as Record<symbol, D1PreparedStatement>)[REAL] ?? stmt;
  const session = (inner: D1DatabaseSession) => ({
    prepare: (query: string) => wrap(inner.prepare(query)),
    batch: async (statements: D1PreparedStatement[]) => {
      if (!trip(true)) return inner.batch(statements.map(real));
      if (mode.kind === 'after') await inner.batch(statements.map(real));
      return fail();
    },
    getBookmark: () => inner.getBookmark(),
  });
  const wrapped = {
    withSession: (constraint?: string) => session(db.withSession(constraint)),
    prepare: (query: string) => wrap(db.prepare(query)),
    batch: (statements: D1PreparedStatement[]) => session(db.withSession()).batch(statements),
  } as unknown as D1Database;
  return { db: wrapped, state };
}
