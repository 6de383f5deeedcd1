import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetAccessKeys } from '../../src/http/access';
import { BASE, call, createUser } from '../helpers';

/**
 * Cloudflare Access sign-in (optional): a JWT Access signed, in `Cf-Access-Jwt-Assertion`, becomes a
 * session of the user whose login is its email. The team's keys are served by a stubbed fetch.
 */

const TEAM = 'calendar.cloudflareaccess.com';
const AUD = 'a1b2c3d4e5f6';
const ACCESS = { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD };
const ALGORITHM = {
  name: 'RSASSA-PKCS1-v1_5',
  modulusLength: 2048,
  publicExponent: new Uint8Array([1, 0, 1]),
  hash: 'SHA-256',
};

const base64url = (bytes: Uint8Array | string) =>
  btoa(typeof bytes === 'string' ? bytes : String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

let teamKey: CryptoKeyPair;
let otherKey: CryptoKeyPair;
let certFetches = 0;

beforeAll(async () => {
  teamKey = (await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
  otherKey = (await crypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as CryptoKeyPair;
});

function serveCerts() {
  certFetches = 0;
  forgetAccessKeys();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url !== `https://${TEAM}/cdn-cgi/access/certs`) return new Response('unexpected', { status: 500 });
    certFetches += 1;
    const jwk = await crypto.subtle.exportKey('jwk', teamKey.publicKey);
    return Response.json({ keys: [{ ...jwk, kid: 'team-1', alg: 'RS256' }] });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

async function token(
  claims: Record<string, unknown>,
  { key = teamKey.privateKey, header = { alg: 'RS256', kid: 'team-1', typ: 'JWT' } } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const body = {
    iss: `https://${TEAM}`,
    aud: [AUD],
    email: 'x@example.org',
    iat: now,
    nbf: now,
    exp: now + 3600,
    ...claims,
  };
  const data = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(body))}`;
  const signature = new Uint8Array(
    await crypto.subtle.sign('RSASSA-PKCS1-v1_5', key, new TextEncoder().encode(data)),
  );
  return `${data}.${base64url(signature)}`;
}

const viaAccess = (jwt: string | null, bindings: Record<string, string> = ACCESS, query = '') =>
  call(
    `${BASE}/admin/sign-in/access${query}`,
    { redirect: 'manual', headers: jwt ? { 'Cf-Access-Jwt-Assertion': jwt } : {} },
    bindings,
  );

async function userWithEmail(email: string, role = 'editor') {
  const user = await createUser(role);
  await env.DB.prepare('UPDATE users SET login = ? WHERE id = ?').bind(email, user.id).run();
  return { ...user, login: email };
}

describe('Cloudflare Access sign-in', () => {
  it('is off (404) unless both settings are given', async () => {
    serveCerts();
    const jwt = await token({});
    expect((await viaAccess(jwt, {})).status).toBe(404);
    expect((await viaAccess(jwt, { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: '' })).status).toBe(404);
  });

  it('turns a valid Access identity into a session of the user with that email as login', async () => {
    serveCerts();
    const user = await userWithEmail('Ane@Example.org');
    const res = await viaAccess(await token({ email: 'ane@example.org' }), ACCESS, '?next=/admin/events');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/events');
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}$/);
    const list = await call(`${BASE}/admin/sessions`, { headers: { Cookie: cookie } });
    expect(list.status).toBe(200);
    const row = await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?')
      .bind(user.id)
      .first<{ n: number }>();
    expect(row!.n).toBe(1);
    // The team's keys are fetched once and kept.
    await viaAccess(await token({ email: 'ane@example.org' }));
    expect(certFetches).toBe(1);
  });

  it('gives a session that proved neither the password nor a passkey: adding a passkey asks for one first', async () => {
    serveCerts();
    const user = await userWithEmail('jon@example.org');
    const res = await viaAccess(await token({ email: 'jon@example.org' }));
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const { csrf_token } = (await env.DB.prepare('SELECT csrf_token FROM sessions WHERE user_id = ?')
      .bind(user.id)
      .first<{ csrf_token: string }>())!;
    const options = await call(`${BASE}/admin/passkeys/options`, {
      method: 'POST',
      headers: { Cookie: cookie, 'X-CSRF-Token': csrf_token, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(options.status).toBe(403);
    expect(((await options.json()) as { data: { reason: string } }).data.reason).toBe('reauthenticate');
  });

  it('refuses a token not signed by the team, expired, for another audience or issuer, or of another algorithm', async () => {
    serveCerts();
    await userWithEmail('bea@example.org');
    const email = 'bea@example.org';
    const now = Math.floor(Date.now() / 1000);
    const forged = [
      await token({ email }, { key: otherKey.privateKey }),
      await token({ email, exp: now - 120 }),
      await token({ email, nbf: now + 600 }),
      await token({ email, aud: ['another-app'] }),
      await token({ email, iss: 'https://other.cloudflareaccess.com' }),
      await token({ email }, { header: { alg: 'HS256', kid: 'team-1', typ: 'JWT' } }),
      await token({ email }, { header: { alg: 'RS256', kid: 'unknown', typ: 'JWT' } }),
      `${(await token({ email })).split('.').slice(0, 2).join('.')}.`,
      'not a jwt',
    ];
    for (const [i, jwt] of forged.entries()) {
      const res = await viaAccess(jwt);
      expect(res.status, `case ${i}`).toBe(401);
      expect(res.headers.get('set-cookie'), `case ${i}`).toBeNull();
    }
    expect((await viaAccess(null)).status).toBe(401);
    // An unknown key id within a minute of the last fetch fetched nothing more: a forged `kid` can't
    // make every request fetch the keys.
    expect(certFetches).toBe(1);
  });

  it('refuses (403) an identity no user has as login', async () => {
    serveCerts();
    const res = await viaAccess(await token({ email: 'stranger@example.org' }));
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers 503 when the team`s keys cannot be fetched', async () => {
    forgetAccessKeys();
    vi.stubGlobal('fetch', async () => new Response('down', { status: 502 }));
    const res = await viaAccess(await token({ email: 'x@example.org' }));
    expect(res.status).toBe(503);
  });
});
