import { inject } from 'vitest';

/**
 * The size and the seed of every fuzz and property test (fast-check), in workerd and in Node alike:
 * `FUZZ_SEED` and `FUZZ_RUNS` from the environment of `npx vitest`, handed over by vitest.config.ts.
 *
 * - The seed is fixed (`DEFAULT_SEED`) unless one is given, so a run is reproducible; fast-check prints the
 *   seed and the path of a failing case, and `FUZZ_SEED=<seed> npx vitest run <file>` replays it.
 * - The counts written in the tests are the CI size (`FUZZ_RUNS=1`, the default); `FUZZ_RUNS=10` runs ten
 *   times as many cases (the deep mode, docs/testing.md), `FUZZ_RUNS=0.1` a tenth for a quick look.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    FUZZ_SEED: string;
    FUZZ_RUNS: string;
  }
}

export const DEFAULT_SEED = 20261125;

export const fuzzSeed = (): number => {
  const seed = Number.parseInt(inject('FUZZ_SEED') ?? '', 10);
  return Number.isSafeInteger(seed) ? seed : DEFAULT_SEED;
};

/** `n` cases at the CI size, scaled by `FUZZ_RUNS`. */
export const runs = (n: number): number => {
  const scale = Number(inject('FUZZ_RUNS') || 1);
  return Math.max(1, Math.round(n * (Number.isFinite(scale) && scale > 0 ? scale : 1)));
};

/** fast-check's options for a property of `n` cases at the CI size; `salt` sets it apart from the others. */
export const property = (n: number, salt = 0) => ({ numRuns: runs(n), seed: fuzzSeed() + salt });
