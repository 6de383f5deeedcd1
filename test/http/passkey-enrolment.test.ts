import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE, bearer, call, heldRateLimit, json } from '../helpers';
import { SoftAuthenticator } from '../passkey-authenticator';
import {
  addPasskey,
  asSession,
  PASSWORD,
  passkeyCount,
  postJson,
  registrationOptions,
  type Session,
  signedIn,
} from './passkey-session';

/**
 * Adding a passkey asks for a session that proved the password or a passkey within the last 5 minutes,
 * never an API key: a passkey outlives the password and every session, so a stolen key or session must
 * not be able to leave one behind. Otherwise the app asks for the password (or a passkey) again at
 * /admin/confirm, then comes back to the Passkeys screen.
 */

const MINUTE = 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

/** The clock from now on: `at(ms)` moves it to `ms` after the start. */
function heldClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  const start = Date.now();
  return (ms: number) => vi.setSystemTime(start + ms);
}

const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  call(`${BASE}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const confirmWithPassword = (s: Session, password = PASSWORD, next = '/en/admin/passkeys?confirmed=1') =>
  form('/en/admin/confirm', { _csrf: s.csrf, password, next }, { Cookie: s.cookie });

const page = async (path: string, s: Session) => {
  const res = await call(`${BASE}${path}`, { redirect: 'manual', headers: { Cookie: s.cookie } });
  return { res, html: await res.text() };
};

describe('who may add a passkey', () => {
  it('never an API key: the options and the answer are refused, nothing is stored', async () => {
    const s = await signedIn();
    const byKey = await postJson('/admin/passkeys/options', {}, bearer(s.user.key));
    expect(byKey.status).toBe(403);
    expect((await json(byKey)).data.reason).toBe('session');
    // An answer to a challenge the session was handed, sent with the key: refused as well.
    const response = await (await SoftAuthenticator.create()).register(await registrationOptions(s));
    const answer = await postJson('/admin/passkeys', { response }, bearer(s.user.key));
    expect(answer.status).toBe(403);
    expect(await passkeyCount(s.user.id)).toBe(0);
  });

  it('a session that proved the password over 5 minutes ago confirms first, then adds one', async () => {
    const at = heldClock();
    const s = await signedIn();
    at(4 * MINUTE);
    await addPasskey(s, 'Within the minutes of the sign-in');
    at(6 * MINUTE);
    const stale = await postJson('/en/admin/passkeys/options', {}, asSession(s));
    expect(stale.status).toBe(403);
    const body = await json(stale);
    expect(body.data.reason).toBe('reauthenticate');
    expect(body.data.confirm).toBe('/en/admin/confirm?next=%2Fen%2Fadmin%2Fpasskeys');
    const authenticator = await SoftAuthenticator.create();
    expect(
      (
        await postJson(
          '/admin/passkeys',
          { response: await authenticator.register({ challenge: 'eA' }) },
          asSession(s),
        )
      ).status,
    ).toBe(403);

    const wrong = await confirmWithPassword(s, 'not the password at all');
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe(
      '/en/admin/confirm?error=1&next=%2Fen%2Fadmin%2Fpasskeys%3Fconfirmed%3D1',
    );
    expect((await postJson('/admin/passkeys/options', {}, asSession(s))).status).toBe(403);

    const right = await confirmWithPassword(s);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/en/admin/passkeys?confirmed=1');
    await addPasskey(s, 'After confirming');
    expect(await passkeyCount(s.user.id)).toBe(2);
    at(12 * MINUTE);
    expect((await postJson('/admin/passkeys/options', {}, asSession(s))).status).toBe(403);
  });

  it('confirms with one of the user’s passkeys too, never another user’s', async () => {
    const at = heldClock();
    const ane = await signedIn();
    const jon = await signedIn();
    const anes = await addPasskey(ane);
    const jons = await addPasskey(jon);
    at(10 * MINUTE);
    const options = async (s: Session) => {
      const res = await postJson('/admin/confirm/passkey/options', {}, asSession(s));
      expect(res.status).toBe(200);
      return json(res);
    };
    const offered = await options(ane);
    expect(offered.allowCredentials.map((c: { id: string }) => c.id)).toEqual([anes.id]);
    const theirs = await jons.assert(offered);
    expect((await postJson('/admin/confirm/passkey', { response: theirs }, asSession(ane))).status).toBe(401);
    expect((await postJson('/admin/passkeys/options', {}, asSession(ane))).status).toBe(403);
    const mine = await anes.assert(await options(ane));
    const done = await postJson(
      '/en/admin/confirm/passkey',
      { response: mine, next: '/en/admin/passkeys' },
      asSession(ane),
    );
    expect(done.status).toBe(200);
    expect(await json(done)).toEqual({ next: '/en/admin/passkeys' });
    expect((await postJson('/admin/passkeys/options', {}, asSession(ane))).status).toBe(200);
  });

  it('confirming needs the session’s CSRF token, a session (not a key), and counts failures in the sign-in throttle', async () => {
    const s = await signedIn();
    expect((await form('/admin/confirm', { password: PASSWORD }, { Cookie: s.cookie })).status).toBe(403);
    const byKey = await postJson('/admin/confirm', { password: PASSWORD }, bearer(s.user.key));
    expect(byKey.status).toBe(403);
    expect((await json(byKey)).data.reason).toBe('session');
    const failures = heldRateLimit('AUTH_FAILURES');
    const from = { ...asSession(s), 'CF-Connecting-IP': '198.51.100.31' };
    const statuses = [];
    for (let i = 0; i <= failures.limit; i++) {
      const res = await postJson('/admin/confirm', { password: 'not the password at all' }, from, {
        AUTH_FAILURES: failures.binding,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(failures.limit).fill(401), 429]);
    const right = await postJson('/admin/confirm', { password: PASSWORD }, from, {
      AUTH_FAILURES: failures.binding,
    });
    expect(right.status).toBe(429);
  });

  it('a subscriber adds and removes their own passkeys', async () => {
    const s = await signedIn('subscriber');
    await addPasskey(s);
    const { id } = (await env.DB.prepare('SELECT id FROM passkeys WHERE user_id = ?')
      .bind(s.user.id)
      .first<{ id: number }>())!;
    const removed = await postJson(`/admin/passkeys/${id}/delete`, {}, asSession(s));
    expect(removed.status).toBe(204);
    expect(await passkeyCount(s.user.id)).toBe(0);
  });
});

describe('the screens', () => {
  it('the Passkeys screen offers "Add a passkey" through the confirm page when the proof is old', async () => {
    const at = heldClock();
    const s = await signedIn();
    const fresh = await page('/en/admin/passkeys', s);
    expect(fresh.html).toContain('data-passkey-add="/en/admin/passkeys"');
    expect(fresh.html).toContain(
      'data-confirm="/en/admin/confirm?next=%2Fen%2Fadmin%2Fpasskeys%3Fconfirmed%3D1"',
    );
    at(6 * MINUTE);
    const stale = await page('/en/admin/passkeys', s);
    expect(stale.html).not.toContain('data-passkey-add=');
    expect(stale.html).toMatch(
      /<form method="get" action="\/en\/admin\/confirm"><input type="hidden" name="next" value="\/en\/admin\/passkeys\?confirmed=1"\/><button type="submit">Add a passkey<\/button><\/form>/,
    );
    expect((await confirmWithPassword(s)).status).toBe(303);
    const back = await page('/en/admin/passkeys?confirmed=1', s);
    expect(back.html).toContain('role="status">Confirmed: you can add a passkey in the next 5 minutes.');
    expect(back.html).toContain('data-passkey-add="/en/admin/passkeys"');
  });

  it('the confirm page asks for the password, offers the user’s passkeys, in five languages', async () => {
    const s = await signedIn();
    const plain = await page('/es/admin/confirm?next=%2Fes%2Fadmin%2Fpasskeys', s);
    expect(plain.res.status).toBe(200);
    expect(plain.res.headers.get('cache-control')).toBe('no-store');
    expect(plain.html).toContain('<form method="post" action="/es/admin/confirm">');
    expect(plain.html).toContain(`name="_csrf" value="${s.csrf}"`);
    expect(plain.html).toContain('name="next" value="/es/admin/passkeys"');
    expect(plain.html).toMatch(
      /<input id="confirm-password" name="password" type="password" autocomplete="current-password" required=""/,
    );
    expect(plain.html).not.toContain('data-passkey-sign-in=');
    await addPasskey(s);
    const titles = new Set<string>();
    for (const lang of ['eu', 'ca', 'en', 'gl', 'es']) {
      const { html } = await page(`/${lang}/admin/confirm`, s);
      expect(html, lang).toContain(`<html lang="${lang}">`);
      expect(html, lang).toContain(`data-passkey-sign-in="/${lang}/admin/confirm/passkey"`);
      expect(html, lang).toContain(`data-csrf="${s.csrf}"`);
      titles.add(/<h1>([^<]+)<\/h1>/.exec(html)![1]!);
    }
    expect(titles.size).toBe(5);
    const wrong = await page('/en/admin/confirm?error=1', s);
    expect(wrong.html).toContain('role="alert">The password is not right.');
    // A foreign next is not kept.
    const foreign = await page('/en/admin/confirm?next=%2F%2Fevil.example%2F', s);
    expect(foreign.html).toContain('name="next" value="/en/admin/passkeys?confirmed=1"');
  });

  it('anonymous callers sign in first; a key caller is told a session is needed', async () => {
    const anonymous = await call(`${BASE}/en/admin/confirm`, { redirect: 'manual' });
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get('location')).toBe('/en/admin/sign-in?next=%2Fen%2Fadmin%2Fconfirm');
    const s = await signedIn();
    const res = await call(`${BASE}/en/admin/confirm`, { headers: bearer(s.user.key) });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('name="password"');
    expect(html).toContain('not an API key');
  });
});
