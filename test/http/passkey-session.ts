import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { hashPassword, setPasswordStatements } from '../../scripts/lib/password-hash.mjs';
import { sha256Hex } from '../../src/lib/hash';
import { BASE, call, createUser, json, type TestBindings } from '../helpers';
import { SoftAuthenticator } from '../passkey-authenticator';

/**
 * What the passkey tests share: a user signed in with a password (its cookie and CSRF token), JSON posts,
 * adding a passkey with the software authenticator (test/passkey-authenticator.ts), and sign-in options.
 */

export const PASSWORD = 'a long enough password';

export async function signedIn(role = 'editor') {
  const user = await createUser(role);
  const statements = setPasswordStatements(user.login, hashPassword(PASSWORD));
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  return { user, ...(await signIn(user.login)) };
}

/** A new session of `login` (a password sign-in through the form): its cookie and CSRF token. */
export async function signIn(login: string, password = PASSWORD) {
  const res = await call(`${BASE}/admin/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password }).toString(),
  });
  expect(res.status).toBe(303);
  const value = /^session=([A-Za-z0-9_-]{43});/.exec(res.headers.get('set-cookie') ?? '')![1]!;
  const row = await env.DB.prepare('SELECT csrf_token FROM sessions WHERE id = ?')
    .bind(await sha256Hex(value))
    .first<{ csrf_token: string }>();
  return { cookie: `session=${value}`, csrf: row!.csrf_token };
}

export type Session = Awaited<ReturnType<typeof signedIn>>;

export const postJson = (
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  bindings?: TestBindings,
) =>
  call(
    `${BASE}${path}`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    bindings,
  );

export const asSession = (s: { cookie: string; csrf: string }) => ({
  Cookie: s.cookie,
  'X-CSRF-Token': s.csrf,
});

export async function registrationOptions(s: Session) {
  const res = await postJson('/admin/passkeys/options', {}, asSession(s));
  expect(res.status).toBe(200);
  return json(res);
}

export async function addPasskey(s: Session, name = 'Laptop') {
  const authenticator = await SoftAuthenticator.create();
  const response = await authenticator.register(await registrationOptions(s));
  const res = await postJson('/admin/passkeys', { response, name }, asSession(s));
  expect(res.status, await res.clone().text()).toBe(201);
  return authenticator;
}

export async function signInOptions(headers: Record<string, string> = {}, bindings?: TestBindings) {
  const res = await postJson('/admin/sign-in/passkey/options', {}, headers, bindings);
  expect(res.status).toBe(200);
  return json(res);
}

export const passkeyCount = async (userId: number) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM passkeys WHERE user_id = ?')
    .bind(userId)
    .first<{ n: number }>())!.n;
