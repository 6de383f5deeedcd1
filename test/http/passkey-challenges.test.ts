import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { heldRateLimit, json } from '../helpers';
import type { SoftAuthenticator } from '../passkey-authenticator';
import { addPasskey, postJson, registrationOptions, signedIn, signInOptions } from './passkey-session';

/**
 * The challenges of passkey sign-in are asked for anonymously: each client holds a few at most (its
 * oldest make way), a client asking too often is refused for a while, and a store full of other clients'
 * challenges still hands out a new one (the oldest make way) instead of refusing every sign-in.
 */

const openChallenges = async (where = '1 = 1') =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM passkey_challenges WHERE ${where}`).first<{
    n: number;
  }>())!.n;

const signInWith = async (authenticator: SoftAuthenticator, options: { challenge: string }, from = {}) =>
  (await postJson('/admin/sign-in/passkey', { response: await authenticator.assert(options) }, from)).status;

describe('passkey sign-in challenges', () => {
  it('a client holds at most 10 open: its oldest make way, its newest still sign in', async () => {
    const s = await signedIn();
    const authenticator = await addPasskey(s);
    const from = { 'CF-Connecting-IP': '198.51.100.7' };
    const handed = [];
    for (let i = 0; i < 25; i++) handed.push(await signInOptions(from));
    expect(await openChallenges("purpose = 'sign-in'")).toBeLessThanOrEqual(10);
    expect(await signInWith(authenticator, handed[0], from)).toBe(401);
    expect(await signInWith(authenticator, handed[24], from)).toBe(200);
    // Another client's challenge was never one of them.
    const other = await signInOptions({ 'CF-Connecting-IP': '198.51.100.8' });
    expect(await signInWith(authenticator, other)).toBe(200);
  });

  it('a store full of other clients’ challenges still hands one out, and it signs in', async () => {
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
       INSERT INTO passkey_challenges (challenge, purpose, user_id, expires_utc)
       SELECT 'flood-' || i, 'sign-in', NULL, strftime('%Y-%m-%d %H:%M:%S', 'now', '+4 minutes')
       FROM n`,
    ).run();
    const s = await signedIn();
    const authenticator = await addPasskey(s);
    const options = await signInOptions({ 'CF-Connecting-IP': '198.51.100.9' });
    expect(await openChallenges()).toBeLessThanOrEqual(10_000);
    expect(await signInWith(authenticator, options)).toBe(200);
    await env.DB.prepare("DELETE FROM passkey_challenges WHERE challenge LIKE 'flood-%'").run();
  });

  it('a client asking too often is refused for a while (429, Retry-After); others are not', async () => {
    const limiter = heldRateLimit('PASSKEY_CHALLENGES');
    const bindings = { PASSKEY_CHALLENGES: limiter.binding };
    const from = { 'CF-Connecting-IP': '198.51.100.10' };
    for (let i = 0; i < limiter.limit; i++) await signInOptions(from, bindings);
    const refused = await postJson('/admin/sign-in/passkey/options', {}, from, bindings);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await json(refused)).code).toBe('rest_too_many_requests');
    expect(
      (
        await postJson(
          '/admin/sign-in/passkey/options',
          {},
          { 'CF-Connecting-IP': '198.51.100.11' },
          bindings,
        )
      ).status,
    ).toBe(200);
  });

  it('a user adding passkeys holds a few registration challenges at most', async () => {
    const s = await signedIn();
    for (let i = 0; i < 8; i++) await registrationOptions(s);
    expect(await openChallenges(`user_id = ${s.user.id}`)).toBeLessThanOrEqual(5);
  });
});
