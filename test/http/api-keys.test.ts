import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAuthorization } from '../../src/http/auth';
import { app } from '../../src/index';
import { sameText, sha256Hex } from '../../src/lib/hash';
import { API, bearer, call, createUser, json, send } from '../helpers';

/**
 * API keys: only their hashes are stored, they are compared in constant time, a revoked key (or a
 * removed user, or a changed role) counts from the very next request, and no key ever reaches a log.
 */

const DATES = { start_date: '2031-11-01 10:00:00', end_date: '2031-11-01 11:00:00' };

/** The key and the pieces of it that must never be stored or logged. */
const secretsOf = (user: { login: string; key: string }) => {
  const secret = user.key.split('_').slice(2).join('_');
  return [user.key, secret, btoa(`${user.login}:${user.key}`), secret.slice(0, 16), secret.slice(-16)];
};

describe('storage', () => {
  it('keeps only the SHA-256 of a key, and its prefix, nowhere the key or its secret part', async () => {
    const user = await createUser('editor');
    expect(user.key).toMatch(/^tec_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/); // the format scripts/users.mjs makes
    const prefix = user.key.split('_')[1]!;
    const rows = await env.DB.prepare(
      'SELECT k.*, u.* FROM api_keys k JOIN users u ON u.id = k.user_id WHERE u.id = ?',
    )
      .bind(user.id)
      .raw();
    const stored = JSON.stringify(rows);
    expect(stored).toContain(prefix);
    for (const secret of secretsOf(user)) expect(stored).not.toContain(secret);
    const row = await env.DB.prepare('SELECT prefix, hash FROM api_keys WHERE user_id = ?')
      .bind(user.id)
      .first<{ prefix: string; hash: string }>();
    expect(row).toEqual({ prefix, hash: await sha256Hex(user.key) });
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
    // And the key works.
    expect((await call('/events', { headers: bearer(user.key) })).status).toBe(200);
  });
});

describe('comparison', () => {
  it('compares hashes with crypto.subtle.timingSafeEqual, and texts of different lengths as unequal', async () => {
    const spy = vi.spyOn(crypto.subtle, 'timingSafeEqual');
    try {
      const a = await sha256Hex('tec_aaaaaaaaaaaa_x');
      const b = await sha256Hex('tec_aaaaaaaaaaaa_y');
      expect(sameText(a, a)).toBe(true);
      expect(sameText(a, b)).toBe(false);
      expect(spy).toHaveBeenCalledTimes(2);
      // Different lengths: unequal at once (timingSafeEqual would throw on them).
      expect(sameText(a, `${a}0`)).toBe(false);
      expect(sameText('', a)).toBe(false);
      expect(sameText('é', 'e')).toBe(false);
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('goes through the constant-time comparison for a right and a wrong key of a known prefix', async () => {
    const user = await createUser('author');
    const spy = vi.spyOn(crypto.subtle, 'timingSafeEqual');
    try {
      expect((await call('/events', { headers: bearer(user.key) })).status).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
      const wrong = `${user.key.slice(0, -1)}${user.key.endsWith('A') ? 'B' : 'A'}`;
      expect((await call('/events', { headers: bearer(wrong) })).status).toBe(401);
      expect(spy).toHaveBeenCalledTimes(2);
      expect(spy.mock.results.map((r) => r.value)).toEqual([true, false]);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses malformed credentials instead of reading part of them', () => {
    const key = 'tec_abcdefghijkl_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    expect(parseAuthorization(`Bearer ${key}`)).toEqual({ key });
    expect(parseAuthorization(`  bearer   ${key}  `)).toEqual({ key });
    for (const header of [`Bearer ${key} extra`, `Bearer ${key} ${key}`, 'Bearer', 'Basic', 'Token x', key]) {
      expect(parseAuthorization(header), header).toBeNull();
    }
  });
});

describe('revocation', () => {
  it('takes effect on the very next request, right after a successful one', async () => {
    const user = await createUser('editor');
    for (let i = 0; i < 3; i++) {
      expect((await call('/events', { headers: bearer(user.key) })).status).toBe(200);
    }
    const write = await send('POST', '/events', { title: 'Before revocation', ...DATES }, user.key);
    expect(write.status).toBe(201);
    // What `npm run users -- revoke --prefix …` runs.
    await env.DB.prepare(
      "UPDATE api_keys SET revoked_utc = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE prefix = ? AND revoked_utc IS NULL",
    )
      .bind(user.key.split('_')[1])
      .run();
    const read = await call('/events', { headers: bearer(user.key) });
    expect(read.status).toBe(401);
    expect((await json(read)).code).toBe('rest_forbidden');
    expect((await send('POST', '/events', { title: 'After revocation', ...DATES }, user.key)).status).toBe(
      401,
    );
    const basic = await call('/events', {
      headers: { Authorization: `Basic ${btoa(`${user.login}:${user.key}`)}` },
    });
    expect(basic.status).toBe(401);
  });

  it('counts at once even where reads go to a read replica that has not caught up', async () => {
    const user = await createUser('editor');
    const prefix = user.key.split('_')[1]!;
    // Read replicas that still have the key as it was before the revocation; the primary is current.
    const { results: before } = await env.DB.prepare(
      'SELECT k.hash, k.revoked_utc, u.id, u.login, u.role FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.prefix = ?',
    )
      .bind(prefix)
      .all();
    const sessions: string[] = [];
    const lagging = (session: D1DatabaseSession) =>
      new Proxy(session, {
        get(target, name) {
          if (name !== 'prepare') return Reflect.get(target, name).bind(target);
          return (query: string) =>
            /FROM api_keys/.test(query)
              ? { bind: () => ({ all: async () => ({ results: before, success: true, meta: {} }) }) }
              : target.prepare(query);
        },
      });
    const replicated = new Proxy(env.DB, {
      get(target, name) {
        if (name !== 'withSession') return Reflect.get(target, name).bind(target);
        return (constraint?: D1SessionConstraint) => {
          sessions.push(String(constraint));
          const session = target.withSession(constraint);
          return constraint === 'first-primary' ? session : lagging(session);
        };
      },
    });
    const read = async () => {
      const ctx = createExecutionContext();
      const request = new Request(`${API}/events`, { headers: bearer(user.key) });
      const res = await app.fetch(request, { ...env, DB: replicated }, ctx);
      await waitOnExecutionContext(ctx);
      return res.status;
    };
    expect(await read()).toBe(200);
    await env.DB.prepare("UPDATE api_keys SET revoked_utc = '2026-01-01 00:00:00' WHERE prefix = ?")
      .bind(prefix)
      .run();
    expect(await read()).toBe(401);
    expect(sessions).toContain('first-primary');
  });

  it('a removed user or a changed role counts from the next request too', async () => {
    const user = await createUser('editor');
    expect((await send('POST', '/tags', { name: 'Role change tag' }, user.key)).status).toBe(201);
    await env.DB.prepare("UPDATE users SET role = 'subscriber' WHERE id = ?").bind(user.id).run();
    expect((await send('POST', '/tags', { name: 'Role change tag 2' }, user.key)).status).toBe(403);
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(user.id).run();
    expect((await call('/events', { headers: bearer(user.key) })).status).toBe(401);
  });
});

describe('logs', () => {
  const lines: string[] = [];
  beforeEach(() => {
    lines.length = 0;
    for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map((a) => (typeof a === 'string' ? a : (JSON.stringify(a) ?? String(a)))).join(' '));
      });
    }
  });
  afterEach(() => vi.restoreAllMocks());

  it('never carry a key, a Basic credential or a password, even when a request fails unexpectedly', async () => {
    const user = await createUser('administrator');
    const password = 'logged-password-9931';
    const basic = { Authorization: `Basic ${btoa(`${user.login}:${user.key}`)}` };
    // Valid and invalid keys, reads and writes.
    await call('/events', { headers: bearer(user.key) });
    await call('/events', { headers: basic });
    await call('/events', { headers: bearer(`${user.key}x`) });
    await call('/events', { headers: { Authorization: `Basic ${btoa(`nobody:${user.key}`)}` } });
    const created = await json(await send('POST', '/events', { title: 'Logged', ...DATES }, user.key));
    await send('POST', `/events/${created.id}`, { password }, user.key);
    await call(`/events/${created.id}?password=${password}`);

    // A request that fails unexpectedly (a 500, logged) and one whose database is away (a 503, logged),
    // both carrying the key and a password.
    const failing = (message: string) =>
      ({
        withSession: () => ({
          prepare: () => {
            throw new Error(message);
          },
          batch: () => Promise.reject(new Error(message)),
          getBookmark: () => null,
        }),
      }) as unknown as D1Database;
    for (const message of ['boom: not a D1 error', 'D1_ERROR: Network connection lost.']) {
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request(`${API}/events/${created.id}?password=${password}&key=${user.key}`, {
          method: 'PATCH',
          headers: { ...bearer(user.key), 'Content-Type': 'application/json' },
          body: JSON.stringify({ title: 'x', password }),
        }),
        { ...env, DB: failing(message) },
        ctx,
      );
      await waitOnExecutionContext(ctx);
      expect(res.status).toBeGreaterThanOrEqual(500);
    }
    expect(lines.length).toBeGreaterThanOrEqual(2); // the failures were logged
    for (const line of lines) {
      for (const secret of [...secretsOf(user), password]) expect(line).not.toContain(secret);
    }
  });
});

describe('what a failed authentication says', () => {
  // TEC's sentence in `message`; why, for people, in `data.hint` (and a sent credential's challenge).
  const NOT_ALLOWED = 'Sorry, you are not allowed to do that.';
  const MISSING = 'No API key was sent';
  const MALFORMED = 'The Authorization header is malformed';
  const INVALID = 'The API key is unknown or revoked, or not the key of the login given with it.';
  const BEARER = 'Bearer realm="site/events/v1"';
  const BASIC = 'Basic realm="site/events/v1", charset="UTF-8"';
  /** Where the challenge describes the refused credential: its hint, as `error_description`. */
  const DESCRIBED = '<description>';
  const unknownKey = `tec_${'0'.repeat(12)}_${'A'.repeat(43)}`;
  const basic = (login: string, key: string) => `Basic ${btoa(`${login}:${key}`)}`;

  async function refusal(res: Response) {
    expect(res.status).toBe(401);
    const body = await json(res);
    expect(body.code).toBe('rest_forbidden');
    expect(body.message).toBe(NOT_ALLOWED);
    return {
      message: body.data.hint as string,
      reason: body.data.reason,
      challenge: res.headers.get('www-authenticate'),
    };
  }

  it('no key: says it is missing, and challenges with Bearer (no error code: RFC 6750 §3.1)', async () => {
    const res = await send('POST', '/events', { title: 'x', ...DATES });
    const said = await refusal(res);
    expect(said.message).toContain(MISSING);
    expect(said.reason).toBe('missing');
    expect(said.challenge).toBe(BEARER);
  });

  it.each([
    ['a key of the wrong format', 'Bearer not-a-key', `${BEARER}, error="invalid_request", ${DESCRIBED}`],
    ['Bearer without a key', 'Bearer', `${BEARER}, error="invalid_request", ${DESCRIBED}`],
    ['an unknown scheme', 'Token abc', `${BEARER}, error="invalid_request", ${DESCRIBED}`],
    ['Basic that is not base64', 'Basic %%%', `${BASIC}, ${DESCRIBED}, ${BEARER}`],
    ['Basic without a colon', `Basic ${btoa('justtext')}`, `${BASIC}, ${DESCRIBED}, ${BEARER}`],
  ])('%s: says the header is malformed', async (_label, authorization, challenge) => {
    for (const res of [
      await call('/events', { headers: { Authorization: authorization } }),
      await call('/events', {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'x', ...DATES }),
      }),
    ]) {
      const said = await refusal(res);
      expect(said.message).toContain(MALFORMED);
      expect(said.reason).toBe('malformed');
      expect(said.challenge).toBe(challenge.replace(DESCRIBED, `error_description="${said.message}"`));
    }
  });

  it('an unknown, a revoked key, or a login that is not the key’s: one answer, which tells no login apart', async () => {
    const user = await createUser('editor');
    const revoked = await createUser('editor');
    await env.DB.prepare("UPDATE api_keys SET revoked_utc = '2030-01-01 00:00:00' WHERE prefix = ?")
      .bind(revoked.key.split('_')[1])
      .run();
    const bearerAnswers = [bearer(unknownKey), bearer(revoked.key)].map((headers) =>
      call('/events', { headers }),
    );
    const basicAnswers = [
      basic(user.login, unknownKey), // a login that exists, a wrong key
      basic('nobody-at-all', user.key), // a login that doesn't exist, a right key
      basic(revoked.login, revoked.key),
    ].map((authorization) => call('/events', { headers: { Authorization: authorization } }));
    for (const res of await Promise.all(bearerAnswers)) {
      expect(await refusal(res)).toEqual({
        message: INVALID,
        reason: 'invalid',
        challenge: `${BEARER}, error="invalid_token", error_description="${INVALID}"`,
      });
    }
    for (const res of await Promise.all(basicAnswers)) {
      expect(await refusal(res)).toEqual({
        message: INVALID,
        reason: 'invalid',
        challenge: `${BASIC}, error_description="${INVALID}", ${BEARER}`,
      });
    }
  });

  it('a caller who is known but may not write is 403, without a challenge', async () => {
    const subscriber = await createUser('subscriber');
    const res = await send('POST', '/events', { title: 'x', ...DATES }, subscriber.key);
    expect(res.status).toBe(403);
    expect(res.headers.get('www-authenticate')).toBeNull();
    expect((await json(res)).message).toBe('Sorry, you are not allowed to do that.');
  });
});
