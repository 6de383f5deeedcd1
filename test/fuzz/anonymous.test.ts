import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fuzzOptions, type Pool, requestArb, SECRET, sendFuzz, setupPool, tallyLine } from './support';

let pool: Pool;

beforeAll(async () => {
  pool = await setupPool();
});

afterAll(() => console.log(tallyLine()));

it('answers any anonymous request to any route with a 2xx, 304 or 4xx in the error shape, and hides drafts', async () => {
  const arb = requestArb(pool, {
    auth: fc.constantFrom('none', 'none', 'none', 'none', 'garbage'),
    methods: 'any',
  });
  await fc.assert(
    fc.asyncProperty(arb, async (r) => {
      const { answer } = await sendFuzz(pool, r);
      expect(answer.text.includes(SECRET), answer.text.slice(0, 300)).toBe(false);
      // An empty Authorization header is no credential at all; preflights (204) carry none.
      if (
        r.auth === 'garbage' &&
        r.garbageAuth.trim() !== '' &&
        answer.status < 300 &&
        answer.status !== 204
      ) {
        throw new Error(`a wrong credential was accepted: ${r.garbageAuth}`);
      }
    }),
    fuzzOptions(1000, 1),
  );
}, 180_000);
