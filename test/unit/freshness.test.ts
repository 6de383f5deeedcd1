import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_MAX_AGE_S,
  clientMaxAge,
  FRESHNESS_BOUND_MS,
  isNewer,
  judge,
  STALE_IF_ERROR_MS,
  STALE_WHILE_REVALIDATE_MS,
} from '../../src/cache/freshness';
import { GENERATION_TTL_MS } from '../../src/cache/generation';
import { property } from '../fuzz/scale';

const NOW = Date.UTC(2031, 0, 15, 12);

describe('judge', () => {
  it('answers from an entry of the current (or a newer) generation', () => {
    expect(judge({ generation: 7, builtAt: NOW - 3_600_000 }, 7, NOW)).toEqual({ use: 'hit' });
    expect(judge({ generation: 8, builtAt: NOW }, 7, NOW)).toEqual({ use: 'hit' });
  });

  it("answers nothing older than the protecting floor (a hiding write, or this isolate's own), even when D1 says it is current", () => {
    // A replica behind this isolate's own write still says 7: the entry of 7 misses the write of 8.
    expect(judge({ generation: 7, builtAt: NOW }, 7, NOW, NOW, 8)).toEqual({ use: 'none' });
    expect(judge({ generation: 7, builtAt: NOW }, null, NOW, NOW, 8)).toEqual({ use: 'none' });
    expect(judge({ generation: 8, builtAt: NOW }, 8, NOW, NOW, 8)).toEqual({ use: 'hit' });
    // Until the isolate knows its write's generation, nothing answers.
    expect(judge({ generation: 9, builtAt: NOW }, 9, NOW, NOW, Number.POSITIVE_INFINITY)).toEqual({
      use: 'none',
    });
  });

  it('answers stale from an older generation while the writes it misses are recent, and says to rebuild it', () => {
    const entry = { generation: 6, builtAt: NOW - 3_600_000 };
    expect(judge(entry, 7, NOW, NOW - 1000)).toEqual({ use: 'stale', maxAge: 5, revalidate: true });
    expect(judge(entry, 7, NOW, NOW - 3500)).toEqual({ use: 'stale', maxAge: 3, revalidate: true });
    expect(judge(entry, 7, NOW, NOW - STALE_WHILE_REVALIDATE_MS)).toMatchObject({ use: 'stale', maxAge: 2 });
    expect(judge(entry, 7, NOW, NOW - STALE_WHILE_REVALIDATE_MS - 1)).toEqual({ use: 'none' });
  });

  it('counts staleness from the later of the build and the last confirmation of its generation', () => {
    const recent = { generation: 6, builtAt: NOW - 1000 };
    expect(judge(recent, 7, NOW)).toMatchObject({ use: 'stale' });
    expect(judge(recent, 7, NOW, NOW - 60_000)).toMatchObject({ use: 'stale' });
    // Built long ago and never confirmed since: the writes it misses may be that old.
    expect(judge({ generation: 6, builtAt: NOW - 60_000 }, 7, NOW)).toEqual({ use: 'none' });
  });

  it('answers any entry up to a day old when the generation cannot be read, and never rebuilds then', () => {
    expect(judge({ generation: 1, builtAt: NOW - STALE_IF_ERROR_MS }, null, NOW)).toEqual({
      use: 'stale',
      maxAge: CLIENT_MAX_AGE_S,
      revalidate: false,
    });
    expect(judge({ generation: 1, builtAt: NOW - STALE_IF_ERROR_MS - 1 }, null, NOW)).toEqual({
      use: 'none',
    });
  });

  it('keeps every answer within the freshness bound, counting what clients keep', () => {
    expect(FRESHNESS_BOUND_MS).toBe(GENERATION_TTL_MS + CLIENT_MAX_AGE_S * 1000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 120_000 }),
        fc.option(fc.integer({ min: 0, max: 120_000 }), { nil: undefined }),
        fc.integer({ min: 0, max: 120_000 }),
        (generation, behind, builtAgo, confirmedAgo, writeAfterCurrentAsOf) => {
          const entry = { generation, builtAt: NOW - builtAgo };
          const confirmedAt = confirmedAgo === undefined ? undefined : NOW - confirmedAgo;
          const verdict = judge(entry, generation + behind, NOW, confirmedAt);
          if (behind === 0) expect(verdict.use).toBe('hit');
          if (verdict.use === 'stale') {
            // The earliest write the entry can miss came after its build and its last confirmation.
            const currentAsOf = Math.max(entry.builtAt, confirmedAt ?? Number.NEGATIVE_INFINITY);
            const missedWrite = Math.min(NOW, currentAsOf + writeAfterCurrentAsOf);
            expect(NOW - missedWrite + verdict.maxAge * 1000).toBeLessThanOrEqual(FRESHNESS_BOUND_MS);
            expect(verdict.maxAge).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      property(100, 5),
    );
  });
});

describe('an entry whose body changes by itself (an online address shown at a set time)', () => {
  it('never answers from then on, not as a hit, not stale, not during an outage', () => {
    const entry = { generation: 7, builtAt: NOW - 1000, expiresAt: NOW };
    expect(judge(entry, 7, NOW - 1)).toEqual({ use: 'hit' });
    expect(judge(entry, 7, NOW)).toEqual({ use: 'none' });
    expect(judge({ ...entry, generation: 6 }, 7, NOW)).toEqual({ use: 'none' });
    expect(judge(entry, null, NOW)).toEqual({ use: 'none' });
    expect(judge(entry, null, NOW - 1)).toMatchObject({ use: 'stale' });
  });

  it('is kept by clients no longer than that', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 60 }), (left, maxAge) => {
        const seconds = clientMaxAge(maxAge, { generation: 1, builtAt: NOW, expiresAt: NOW + left }, NOW);
        expect(seconds).toBeLessThanOrEqual(maxAge);
        expect(NOW + seconds * 1000).toBeLessThanOrEqual(NOW + left);
      }),
    );
    expect(clientMaxAge(5, { generation: 1, builtAt: NOW }, NOW)).toBe(5);
  });
});

describe('isNewer', () => {
  it('orders entries by generation, then by build time', () => {
    expect(isNewer({ generation: 2, builtAt: 1 }, { generation: 1, builtAt: 9 })).toBe(true);
    expect(isNewer({ generation: 2, builtAt: 5 }, { generation: 2, builtAt: 4 })).toBe(true);
    expect(isNewer({ generation: 2, builtAt: 4 }, { generation: 2, builtAt: 4 })).toBe(false);
    expect(isNewer({ generation: 1, builtAt: 9 }, { generation: 2, builtAt: 1 })).toBe(false);
  });
});
