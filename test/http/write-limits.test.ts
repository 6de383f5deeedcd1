import { describe, expect, it } from 'vitest';
import { createUser, heldRateLimit, json, send, type TestBindings } from '../helpers';

/**
 * Writes per user (the USER_WRITES binding, wrangler.toml): authors and contributors may write 120
 * times a minute, then get 429 until the minute is over; editors and administrators are not limited.
 * The minute is one the test holds (heldRateLimit), so the writes never straddle two of the wall clock.
 */

const LIMIT = 120;
const WHEN = { start_date: '2035-01-10 10:00:00', end_date: '2035-01-10 11:00:00', timezone: 'UTC' };

/** Sends writes of `key` until one is refused (at most `max`): how many were accepted, and the refusal. */
async function writeUntilRefused(key: string, max: number, bindings: TestBindings) {
  const venue = await json(
    await send('POST', '/venues', { venue: `Limits ${crypto.randomUUID()}` }, key, bindings),
  );
  for (let i = 1; i < max; i++) {
    const res = await send('PATCH', `/venues/${venue.id}`, { phone: String(i) }, key, bindings);
    if (res.status !== 200) return { accepted: i, refused: res };
  }
  return { accepted: max, refused: null };
}

describe('per-user write limit', () => {
  it.each(['author', 'contributor'] as const)(
    '%s: 120 writes a minute, then 429 with Retry-After',
    async (role) => {
      const writes = heldRateLimit('USER_WRITES');
      expect(writes.limit).toBe(LIMIT);
      const bindings = { USER_WRITES: writes.binding };
      const user = await createUser(role);
      const { accepted, refused } = await writeUntilRefused(user.key, LIMIT + 5, bindings);
      expect(accepted).toBe(LIMIT);
      expect(refused!.status).toBe(429);
      expect(Number(refused!.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await json(refused!)).code).toBe('rest_too_many_requests');
      // Every write route, before its body is read; reads go on.
      const create = await send('POST', '/events', { title: 'Over the limit', ...WHEN }, user.key, bindings);
      expect(create.status).toBe(429);
      expect((await send('GET', '/venues', undefined, user.key, bindings)).status).toBe(200);
      // Another user of the same role is not affected.
      const other = await createUser(role);
      const someoneElse = { title: 'Someone else', ...WHEN };
      expect((await send('POST', '/events', someoneElse, other.key, bindings)).status).toBe(201);
      // The next minute, the user writes again.
      writes.nextWindow();
      expect(
        (await send('POST', '/events', { title: 'A minute later', ...WHEN }, user.key, bindings)).status,
      ).toBe(201);
    },
    120_000,
  );

  it('editors are not limited', async () => {
    const editor = await createUser('editor');
    const { accepted } = await writeUntilRefused(editor.key, LIMIT + 10, {
      USER_WRITES: heldRateLimit('USER_WRITES').binding,
    });
    expect(accepted).toBe(LIMIT + 10);
  }, 60_000);
});
