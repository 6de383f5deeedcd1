import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hashPassword, setPasswordStatements } from '../../scripts/lib/password-hash.mjs';
import { BASE, bearer, call, createUser, json } from '../helpers';
import type { SoftAuthenticator } from '../passkey-authenticator';
import { addPasskey, passkeyCount, postJson, signedIn, signInOptions } from './passkey-session';

/**
 * Taking an account back: a passkey added by whoever held the password, a session or a key must not
 * outlive the reset. A password reset by an administrator (a box, on by default) or by `npm run users --
 * set-password` (unless `--keep-passkeys`) removes the user's passkeys and says how many; administrators
 * see every user's passkeys and remove any of them.
 */

const signsIn = async (authenticator: SoftAuthenticator) =>
  (await postJson('/admin/sign-in/passkey', { response: await authenticator.assert(await signInOptions()) }))
    .status === 200;

const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(`${BASE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const userPage = async (admin: { key: string }, id: number, query = '') =>
  (await call(`${BASE}/en/admin/users/${id}${query}`, { headers: bearer(admin.key) })).text();

const passkeyIdsOf = async (userId: number) =>
  (
    await env.DB.prepare('SELECT id FROM passkeys WHERE user_id = ? ORDER BY id')
      .bind(userId)
      .all<{ id: number }>()
  ).results.map((r) => r.id);

describe('a password reset by an administrator', () => {
  it('removes the user’s passkeys by default, and says how many', async () => {
    const admin = await createUser('administrator');
    const s = await signedIn();
    const first = await addPasskey(s, 'Added by a thief');
    await addPasskey(s, 'Another');
    const html = await userPage(admin, s.user.id);
    expect(html).toMatch(/<input type="checkbox" name="remove_passkeys" value="1" checked=""/);
    // The form sends the box when it is ticked (as it is by default).
    const res = await form(
      `/en/admin/users/${s.user.id}/password`,
      { remove_passkeys: '1', password: 'a typed long password' },
      bearer(admin.key),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/en/admin/users/${s.user.id}?done=signed-out&passkeys=2`);
    expect(await passkeyCount(s.user.id)).toBe(0);
    expect(await signsIn(first)).toBe(false);
    const after = await userPage(admin, s.user.id, '?done=signed-out&passkeys=2');
    expect(after).toContain('2 passkeys were removed.');

    const generated = await signedIn();
    await addPasskey(generated);
    const shown = await (
      await form(
        `/en/admin/users/${generated.user.id}/password`,
        { remove_passkeys: '1', generate: '1' },
        bearer(admin.key),
      )
    ).text();
    expect(shown).toContain('1 passkey was removed.');
    expect(await passkeyCount(generated.user.id)).toBe(0);
  });

  it('keeps them when the box is cleared', async () => {
    const admin = await createUser('administrator');
    const s = await signedIn();
    const authenticator = await addPasskey(s);
    const res = await form(
      `/en/admin/users/${s.user.id}/password`,
      { password: 'a typed long password' },
      bearer(admin.key),
    );
    expect(res.headers.get('location')).toBe(`/en/admin/users/${s.user.id}?done=signed-out`);
    expect(await signsIn(authenticator)).toBe(true);
  });
});

describe('a password reset by `npm run users -- set-password`', () => {
  const run = async (login: string, options?: { keepPasskeys?: boolean }) => {
    const statements = setPasswordStatements(login, hashPassword('a new long password'), options);
    return env.DB.batch(statements.map((s) => env.DB.prepare(s)));
  };

  it('removes the user’s passkeys, and counts them for its message', async () => {
    const s = await signedIn();
    const authenticator = await addPasskey(s);
    await addPasskey(s, 'Second');
    const results = await run(s.user.login);
    const removed = results
      .flatMap((r) => r.results as Record<string, unknown>[])
      .find((row) => 'passkeys_removed' in row);
    expect(removed?.passkeys_removed).toBe(2);
    expect(await passkeyCount(s.user.id)).toBe(0);
    expect(await signsIn(authenticator)).toBe(false);
  });

  it('keeps them with --keep-passkeys', async () => {
    const s = await signedIn();
    const authenticator = await addPasskey(s);
    const results = await run(s.user.login, { keepPasskeys: true });
    expect(
      results.flatMap((r) => r.results as Record<string, unknown>[]).some((row) => 'passkeys_removed' in row),
    ).toBe(false);
    expect(await signsIn(authenticator)).toBe(true);
  });
});

describe('an administrator and a user’s passkeys', () => {
  it('sees them on the user’s page (name, added, last used) and removes any of them', async () => {
    const admin = await createUser('administrator');
    const s = await signedIn();
    const used = await addPasskey(s, '<b>Phone</b>');
    await addPasskey(s, 'Laptop');
    expect(await signsIn(used)).toBe(true);
    const html = await userPage(admin, s.user.id);
    expect(html).toContain('<h2 id="h-passkeys">Passkeys</h2>');
    expect(html).toContain('&lt;b&gt;Phone&lt;/b&gt;');
    expect(html).toContain('Laptop');
    expect(html).toContain('Never'); // the laptop's last use
    const [phone, laptop] = await passkeyIdsOf(s.user.id);
    expect(html).toContain(`action="/en/admin/users/${s.user.id}/passkeys/${phone}/delete"`);
    const res = await form(`/en/admin/users/${s.user.id}/passkeys/${phone}/delete`, {}, bearer(admin.key));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/en/admin/users/${s.user.id}?done=passkey-removed`);
    expect(await passkeyIdsOf(s.user.id)).toEqual([laptop]);
    expect(await signsIn(used)).toBe(false);
    expect(await userPage(admin, s.user.id, '?done=passkey-removed')).toContain(
      'role="status">Passkey removed.',
    );
    // Another user's passkey through this user's address: 404, nothing removed.
    const other = await signedIn();
    await addPasskey(other);
    const [theirs] = await passkeyIdsOf(other.user.id);
    expect(
      (await form(`/en/admin/users/${s.user.id}/passkeys/${theirs}/delete`, {}, bearer(admin.key))).status,
    ).toBe(404);
    expect(await passkeyCount(other.user.id)).toBe(1);
  });

  it('is for administrators only', async () => {
    const editor = await createUser('editor');
    const s = await signedIn();
    await addPasskey(s);
    const [id] = await passkeyIdsOf(s.user.id);
    expect(
      (await form(`/en/admin/users/${s.user.id}/passkeys/${id}/delete`, {}, bearer(editor.key))).status,
    ).toBe(403);
    expect(await passkeyCount(s.user.id)).toBe(1);
    const byJson = await postJson(`/admin/passkeys/${id}/delete`, {}, bearer(editor.key));
    expect(byJson.status).toBe(404);
    expect((await json(byJson)).code).toBeDefined();
  });
});
