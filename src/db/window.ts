import type { SQL } from 'drizzle-orm';
import { type Db, isTimedOut, type Row } from './client';

/**
 * A screen's batch window: the D1 work of the requests a screen of the editors' app starts side by side (its
 * own reads and those of the API requests it dispatches, src/admin/through-api.ts) goes to D1 as ONE batch,
 * one round trip, each caller getting its own results back. Far from the database each round trip costs
 * tens of milliseconds; the API's routes stay the one place that reads (docs/performance.md#round-trips).
 *
 * When it goes: once every request that joined is waiting on it (or has ended), on the next turn of the
 * event loop, so that what the screen starts in the same turn goes too; at the latest `WINDOW_MAX_WAIT_MS`
 * after its first statement, so that a request held by something else (a lookup of its own) costs a round
 * trip more, never a wait. Only reading requests join (the app's writes through the API never do); a GET
 * screen's own statements go too, the editor's post lock among them (an upsert of the screen's own, which
 * was in a batch of the same GET before): a joint batch with a write runs on the primary database.
 *
 * D1 runs a batch as one transaction and fails it as a whole: when the joint batch fails, each part is run
 * again by itself (its own round trip), so that each caller gets its own rows or its own error and nothing
 * of one reaches another. A batch that failed was rolled back, so running a part again never does it twice;
 * a batch D1 did not answer in time is not run again (it may still commit): every part fails as it would
 * have alone.
 */
export const WINDOW_MAX_WAIT_MS = 50;

interface Entry {
  statements: SQL[];
  resolve: (rows: Row[][]) => void;
  reject: (error: unknown) => void;
  member?: WindowMember;
}

/** A request that joined a window: its statements wait for the others' while it takes part. */
export class WindowMember {
  pending = 0;
  active = true;
  constructor(private readonly window: BatchWindow) {}

  submit(statements: SQL[]): Promise<Row[][]> {
    return this.window.submit(statements, this.active ? this : undefined);
  }

  /** The request ended: the others no longer wait for it. */
  leave() {
    this.active = false;
    this.window.left(this);
  }
}

export class BatchWindow {
  private queue: Entry[] = [];
  private readonly members = new Set<WindowMember>();
  private soon: ReturnType<typeof setTimeout> | undefined;
  private deadline: ReturnType<typeof setTimeout> | undefined;

  /** `owner`: the screen's database, which runs the joint batch and counts its round trip. */
  constructor(private readonly owner: Db) {}

  join(): WindowMember {
    const member = new WindowMember(this);
    this.members.add(member);
    return member;
  }

  left(member: WindowMember) {
    this.members.delete(member);
    this.consider();
  }

  submit(statements: SQL[], member?: WindowMember): Promise<Row[][]> {
    if (statements.length === 0) return Promise.resolve([]);
    return new Promise<Row[][]>((resolve, reject) => {
      this.queue.push({ statements, resolve, reject, member });
      if (member) member.pending += 1;
      this.consider();
    });
  }

  private everyoneWaits() {
    for (const member of this.members) if (member.pending === 0) return false;
    return true;
  }

  private consider() {
    if (this.queue.length === 0) return;
    this.deadline ??= setTimeout(() => void this.flush(), WINDOW_MAX_WAIT_MS);
    if (this.soon === undefined && this.everyoneWaits()) {
      this.soon = setTimeout(() => {
        this.soon = undefined;
        if (this.everyoneWaits()) void this.flush();
      }, 0);
    }
  }

  private async flush() {
    clearTimeout(this.soon);
    clearTimeout(this.deadline);
    this.soon = undefined;
    this.deadline = undefined;
    const entries = this.queue;
    this.queue = [];
    for (const entry of entries) if (entry.member) entry.member.pending -= 1;
    if (entries.length === 0) return;
    if (entries.length === 1) return runAlone(this.owner, entries[0]!);
    let results: Row[][];
    try {
      results = await this.owner.runBatch(entries.flatMap((e) => e.statements));
    } catch (error) {
      if (isTimedOut(error)) {
        for (const entry of entries) entry.reject(error);
        return;
      }
      await Promise.all(entries.map((entry) => runAlone(this.owner, entry)));
      return;
    }
    let at = 0;
    for (const entry of entries) {
      entry.resolve(results.slice(at, at + entry.statements.length));
      at += entry.statements.length;
    }
  }
}

const runAlone = (db: Db, entry: Entry) => db.runBatch(entry.statements).then(entry.resolve, entry.reject);

/** The window a dispatched request joined, by its Request object (as `delegateCaller` carries the caller). */
const joined = new WeakMap<Request, WindowMember>();

export function carryMember(request: Request, member: WindowMember): Request {
  joined.set(request, member);
  return request;
}

export const memberOf = (request: Request): WindowMember | undefined => joined.get(request);

const windows = new WeakMap<Db, BatchWindow>();

/**
 * Opens a window on `db` (a screen's) that the requests it dispatches may join; with `own`, the screen's own
 * statements go through it too (a screen that reads: never one whose own statements write).
 */
export function openWindow(db: Db, { own = true }: { own?: boolean } = {}): BatchWindow {
  const window = new BatchWindow(db);
  if (own) db.coalesceThrough((statements) => window.submit(statements));
  windows.set(db, window);
  return window;
}

export const windowOf = (db: Db): BatchWindow | undefined => windows.get(db);

/**
 * A statement that only reads, run in `db`'s window when it has one, even where the screen's own statements
 * go alone (a form's POST): its rows come with the screen's other reads.
 */
export async function readInWindow<T = Row>(db: Db, statement: SQL): Promise<T[]> {
  const window = windows.get(db);
  if (!window) return db.all<T>(statement);
  return ((await window.submit([statement]))[0] ?? []) as T[];
}
