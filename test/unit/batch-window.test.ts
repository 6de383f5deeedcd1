import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb, D1_TIMEOUT_MS, type D1Target } from '../../src/db/client';
import { openWindow } from '../../src/db/window';

/**
 * A screen's batch window (src/db/window.ts): the statements of the requests that joined it go to D1 as one
 * batch once each of them waits on it; each gets its own rows; a batch that fails as a whole is run again part
 * by part, so one request's failure is its own.
 */

/** A D1 whose statement `SELECT '<text>'` answers one row `{ v: text }`, and `boom` fails (and its whole batch). */
function fakeD1() {
  const batches: string[][] = [];
  const prepare = (_query: string) => {
    let params: unknown[] = [];
    const statement = {
      bind: (...values: unknown[]) => {
        params = values;
        return statement;
      },
      get text() {
        return String(params[0]);
      },
    };
    return statement as unknown as D1PreparedStatement;
  };
  const target: D1Target = {
    prepare,
    batch: async <T>(statements: D1PreparedStatement[]) => {
      const texts = statements.map((s) => (s as unknown as { text: string }).text);
      batches.push(texts);
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (texts.includes('boom')) throw new Error('D1_ERROR: no such table: boom');
      if (texts.includes('hang')) throw new Error(`D1 did not answer within ${D1_TIMEOUT_MS} ms: timed out`);
      return texts.map((v) => ({ results: [{ v }], success: true, meta: {} })) as unknown as D1Result<T>[];
    },
  };
  return { target, batches };
}

const say = (text: string) => sql`SELECT ${text}`;

describe('a batch window', () => {
  it('sends the statements of the requests that joined as one batch, each its own rows back', async () => {
    const d1 = fakeD1();
    const screen = createDb(d1.target);
    const window = openWindow(screen);
    const a = window.join();
    const b = window.join();
    const [rowsA, rowsB, own] = await Promise.all([
      a.submit([say('a1'), say('a2')]),
      // b is busy elsewhere a moment: the window waits for it.
      new Promise((resolve) => setTimeout(resolve, 5)).then(() => b.submit([say('b1')])),
      screen.all(say('own')),
    ]);
    expect(d1.batches).toEqual([['a1', 'a2', 'own', 'b1']]);
    expect(rowsA).toEqual([[{ v: 'a1' }], [{ v: 'a2' }]]);
    expect(rowsB).toEqual([[{ v: 'b1' }]]);
    expect(own).toEqual([{ v: 'own' }]);
    expect(screen.roundTrips).toBe(1);
  });

  it('does not wait for a request that left, and goes without waiting for one that never asks', async () => {
    const d1 = fakeD1();
    const screen = createDb(d1.target);
    const window = openWindow(screen);
    const a = window.join();
    const idle = window.join();
    const started = Date.now();
    const rows = await a.submit([say('a')]);
    expect(rows).toEqual([[{ v: 'a' }]]);
    // At the latest WINDOW_MAX_WAIT_MS later (50 ms), with a margin for a loaded machine.
    expect(Date.now() - started).toBeLessThan(2000);
    idle.leave();
    const b = window.join();
    const alone = b.submit([say('b')]);
    expect(await alone).toEqual([[{ v: 'b' }]]);
  });

  it("runs each part again when the joint batch fails: one request's error is its own, the others get their rows", async () => {
    const d1 = fakeD1();
    const screen = createDb(d1.target);
    const window = openWindow(screen);
    const a = window.join();
    const b = window.join();
    const c = window.join();
    const results = await Promise.allSettled([
      a.submit([say('a')]),
      b.submit([say('x'), say('boom')]),
      c.submit([say('c')]),
    ]);
    expect(d1.batches[0]).toEqual(['a', 'x', 'boom', 'c']);
    expect(results[0]).toEqual({ status: 'fulfilled', value: [[{ v: 'a' }]] });
    expect(results[1].status).toBe('rejected');
    expect(String((results[1] as PromiseRejectedResult).reason)).toContain('no such table: boom');
    expect(results[2]).toEqual({ status: 'fulfilled', value: [[{ v: 'c' }]] });
    // The joint batch and the three parts again: four round trips, every one counted.
    expect(screen.roundTrips).toBe(4);
  });

  it('never runs a part again when D1 did not answer in time: every part fails, as it would have alone', async () => {
    const d1 = fakeD1();
    const screen = createDb(d1.target);
    const window = openWindow(screen);
    const a = window.join();
    const b = window.join();
    const results = await Promise.allSettled([a.submit([say('a')]), b.submit([say('hang')])]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(d1.batches).toHaveLength(1);
  });
});
