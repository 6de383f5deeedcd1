import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, setPasswordStatements } from '../../scripts/lib/password-hash.mjs';
import { createDb } from '../../src/db/client';
import { app } from '../../src/index';
import { sha256Hex } from '../../src/lib/hash';
import { newPasswordProblem, setUserPassword } from '../../src/sessions/password';
import { API, BASE, bearer, call, createUser, heldRateLimit, json, type TestBindings } from '../helpers';

/**
 * Sessions of the editors' app: signing in with a password, the cookie, the same roles as keys, CSRF
 * on every session write, sign-out, "sign out everywhere", idle and absolute expiry, and a password
 * change ending every session. Passwords are set as `npm run users -- set-password` sets them (its SQL
 * and its Node hash, scripts/lib/password-hash.mjs).
 */

const PASSWORD = 'a long enough password';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const DATES = { start_date: '2032-03-01 10:00:00', end_date: '2032-03-01 11:00:00' };

afterEach(() => {
  vi.useRealTimers();
});

/** Sets a password as `users set-password` does: its statements, in one batch. */
async function setPassword(login: string, password: string) {
  const statements = setPasswordStatements(login, hashPassword(password));
  await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
}

async function userWithPassword(role = 'editor') {
  const user = await createUser(role);
  await setPassword(user.login, PASSWORD);
  return user;
}

interface SignIn {
  login: string;
  password: string;
  next?: string;
}

function signInRequest(
  fields: SignIn,
  {
    base = BASE,
    json: asJson = false,
    headers = {},
    bindings,
  }: {
    base?: string;
    json?: boolean;
    headers?: Record<string, string>;
    bindings?: TestBindings;
  } = {},
) {
  const body = asJson
    ? JSON.stringify(fields)
    : new URLSearchParams(Object.entries(fields).filter(([, v]) => v !== undefined)).toString();
  return call(
    `${base}/admin/sign-in`,
    {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': asJson ? 'application/json' : 'application/x-www-form-urlencoded',
        ...headers,
      },
      body,
    },
    bindings,
  );
}

/** Signs in; returns the cookie's value, the `Cookie` header to send and the session's CSRF token. */
async function signIn(login: string, password = PASSWORD, headers: Record<string, string> = {}) {
  const res = await signInRequest({ login, password }, { headers });
  expect(res.status, await res.clone().text()).toBe(303);
  const value = /^session=([A-Za-z0-9_-]{43});/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  expect(value).toBeDefined();
  const row = await env.DB.prepare('SELECT csrf_token FROM sessions WHERE id = ?')
    .bind(await sha256Hex(value!))
    .first<{ csrf_token: string }>();
  return { value: value!, cookie: `session=${value}`, csrf: row!.csrf_token };
}

/** Who the API takes the caller for: the `sessions` list needs a caller (401 for none). */
const sessionsOf = (headers: Record<string, string>) => call(`${BASE}/admin/sessions`, { headers });

const isSignedIn = async (cookie: string) => (await sessionsOf({ Cookie: cookie })).status === 200;

/** POST /events with a session cookie (and whatever else is given). */
function postEvent(title: string, headers: Record<string, string>, extra: Record<string, unknown> = {}) {
  return call('/events', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ title, ...DATES, ...extra }),
  });
}

async function eventsTitled(title: string): Promise<number> {
  const row = await env.DB.prepare(
    'SELECT count(*) AS n FROM post_texts t JOIN posts p ON p.id = t.post_id WHERE t.title = ?',
  )
    .bind(title)
    .first<{ n: number }>();
  return row!.n;
}

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie for / over http, and sends the browser on', async () => {
    const user = await userWithPassword();
    const res = await signInRequest({ login: user.login, password: PASSWORD });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('over https the cookie is __Host-session and Secure', async () => {
    const user = await userWithPassword();
    const res = await signInRequest({ login: user.login, password: PASSWORD }, { base: 'https://api.test' });
    expect(res.status).toBe(303);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      /^__Host-session=[A-Za-z0-9_-]{43}; Max-Age=1209600; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(cookie).not.toMatch(/Domain=/i);
    // And it signs in over https (not the plain name).
    const value = cookie.split(';')[0]!;
    const list = await call('https://api.test/admin/sessions', { headers: { Cookie: value } });
    expect(list.status).toBe(200);
    const plain = await call('https://api.test/admin/sessions', {
      headers: { Cookie: value.replace('__Host-', '') },
    });
    expect(plain.status).toBe(401);
  });

  it('goes to a `next` path of this site, never to another site', async () => {
    const user = await userWithPassword();
    const to = async (next: string) =>
      (await signInRequest({ login: user.login, password: PASSWORD, next })).headers.get('location');
    expect(await to('/admin/events?status=draft')).toBe('/admin/events?status=draft');
    for (const bad of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      '/\t/evil.example',
      'admin',
    ]) {
      expect(await to(bad), bad).toBe('/admin/');
    }
  });

  it('stores only the SHA-256 of the cookie, and never the password', async () => {
    const user = await userWithPassword();
    const { value } = await signIn(user.login);
    const rows = JSON.stringify(
      await env.DB.prepare('SELECT s.*, u.* FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.id = ?')
        .bind(user.id)
        .raw(),
    );
    expect(rows).toContain(await sha256Hex(value));
    expect(rows).not.toContain(value);
    expect(rows).not.toContain(PASSWORD);
    expect(rows).toMatch(/pbkdf2-sha256\$100000\$/);
  });

  it('gives a new session id at every sign-in, and ends the one the request came with', async () => {
    const user = await userWithPassword();
    const first = await signIn(user.login);
    const second = await signIn(user.login, PASSWORD, { Cookie: first.cookie });
    expect(second.value).not.toBe(first.value);
    expect(await isSignedIn(first.cookie)).toBe(false);
    expect(await isSignedIn(second.cookie)).toBe(true);
    const third = await signIn(user.login);
    expect(new Set([first.value, second.value, third.value]).size).toBe(3);
  });

  it('answers a wrong password, an unknown login and a user without a password alike', async () => {
    const user = await userWithPassword();
    const bare = await createUser('editor');
    for (const asJson of [false, true]) {
      const answers = [];
      for (const fields of [
        { login: user.login, password: 'not the password at all' },
        { login: `nobody-${crypto.randomUUID()}`, password: 'not the password at all' },
        { login: bare.login, password: 'not the password at all' },
      ]) {
        const res = await signInRequest(fields, { json: asJson });
        expect(res.headers.get('set-cookie')).toBeNull();
        // The request id differs, as it does between any two requests.
        const body = (await res.text()).replace(/"request_id":"[^"]+"/, '');
        const location = res.headers.get('location');
        answers.push({ status: res.status, type: res.headers.get('content-type'), location, body });
      }
      if (asJson) {
        expect(answers[0]!.status).toBe(401);
        expect(answers[0]!.body).toContain('The login or the password is not right.');
      } else {
        // A form goes back to the app's sign-in page, which says the pair was wrong.
        expect(answers[0]!.status).toBe(303);
        expect(answers[0]!.location).toBe('/admin/sign-in?error=1');
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
  });

  it('refuses a sign-in form sent from another site', async () => {
    const user = await userWithPassword();
    const res = await signInRequest(
      { login: user.login, password: PASSWORD },
      { headers: { Origin: 'https://evil.example' } },
    );
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('under a language prefix, sends the browser to that language`s app', async () => {
    const user = await userWithPassword();
    const res = await call(`${BASE}/eu/admin/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: user.login, password: PASSWORD }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/eu/admin/');
  });

  it('a failed form keeps a safe `next` on the way back to the sign-in page', async () => {
    const user = await userWithPassword();
    const back = async (next: string) =>
      (await signInRequest({ login: user.login, password: 'not the password at all', next })).headers.get(
        'location',
      );
    expect(await back('/admin/events')).toBe('/admin/sign-in?error=1&next=%2Fadmin%2Fevents');
    expect(await back('//evil.example/')).toBe('/admin/sign-in?error=1');
  });

  it("gives the app's pages the session's CSRF token for their forms", async () => {
    const user = await userWithPassword();
    const { cookie, csrf } = await signIn(user.login);
    const res = await call(`${BASE}/en/admin/events`, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`name="_csrf" value="${csrf}"`);
  });

  it("the app's forms work with the session: a bulk publish with _csrf goes through the API, without it nothing happens", async () => {
    const user = await userWithPassword('editor');
    const { cookie, csrf } = await signIn(user.login);
    const draft = await json(await postEvent('Borrador en bloque', bearer(user.key), { status: 'draft' }));
    const bulk = (fields: string[][]) =>
      call(`${BASE}/en/admin/events/bulk`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE },
        body: new URLSearchParams(fields).toString(),
      });
    const statusOf = async () =>
      (await env.DB.prepare('SELECT status FROM posts WHERE id = ?')
        .bind(draft.id)
        .first<{ status: string }>())!.status;
    const refused = await bulk([
      ['action', 'publish'],
      ['ids', String(draft.id)],
    ]);
    expect(refused.status).toBe(403);
    expect(await statusOf()).toBe('draft');
    const done = await bulk([
      ['action', 'publish'],
      ['ids', String(draft.id)],
      ['_csrf', csrf],
    ]);
    expect(done.status).toBe(303);
    expect(await statusOf()).toBe('publish');
  });

  it('says which field is missing', async () => {
    const res = await signInRequest({ login: '', password: '' }, { json: true });
    expect(res.status).toBe(400);
    expect((await json(res)).data.params).toEqual(['login', 'password']);
  });

  it('throttles failed sign-ins like failed keys, then refuses even the right password for a while', async () => {
    const failures = heldRateLimit('AUTH_FAILURES');
    const user = await userWithPassword();
    const from = { 'CF-Connecting-IP': '198.51.100.77' };
    const bindings = { AUTH_FAILURES: failures.binding };
    const statuses = [];
    for (let i = 0; i <= failures.limit; i++) {
      const res = await signInRequest(
        { login: user.login, password: `wrong ${i} password` },
        { headers: from, bindings, json: true },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(failures.limit).fill(401), 429]);
    const right = await signInRequest(
      { login: user.login, password: PASSWORD },
      { headers: from, bindings, json: true },
    );
    expect(right.status).toBe(429);
    expect(right.headers.get('retry-after')).toBe('60');
    expect(right.headers.get('set-cookie')).toBeNull();
    // The form goes back to the page, which says to wait (not the wrong-password message, not JSON).
    const form = await signInRequest({ login: user.login, password: PASSWORD }, { headers: from, bindings });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/admin/sign-in?error=throttled');
    expect(form.headers.get('retry-after')).toBe('60');
    expect(form.headers.get('set-cookie')).toBeNull();
    const page = await (await call(`${BASE}/en/admin/sign-in?error=throttled`)).text();
    expect(page).toContain('role="alert">Too many failed sign-ins from here. Please try again in a minute.');
    expect(page).not.toContain('Wrong login or password.');
    // Another client is not held back.
    const other = await signInRequest(
      { login: user.login, password: PASSWORD },
      { headers: { 'CF-Connecting-IP': '198.51.100.78' }, bindings },
    );
    expect(other.status).toBe(303);
  });
});

describe('a session acts as its user, with the same rules as a key', () => {
  it('reads what the user may read, and an unusable cookie is simply anonymous', async () => {
    const user = await userWithPassword('editor');
    const { cookie } = await signIn(user.login);
    const draft = await postEvent('Borrador de sesión', bearer(user.key), { status: 'draft' });
    expect(draft.status).toBe(201);
    const id = (await json(draft)).id;
    expect((await call(`/events/${id}`, { headers: { Cookie: cookie } })).status).toBe(200);
    const anonymous = (await call(`/events/${id}`)).status;
    expect(anonymous).not.toBe(200);
    for (const junk of ['session=not-a-session', `session=${'A'.repeat(43)}`]) {
      expect((await call(`/events/${id}`, { headers: { Cookie: junk } })).status, junk).toBe(anonymous);
    }
    expect((await call('/events', { headers: { Cookie: 'session=not-a-session' } })).status).toBe(200);
  });

  it("a contributor's session can't publish, exactly as the contributor's key can't", async () => {
    const user = await userWithPassword('contributor');
    const { cookie, csrf } = await signIn(user.login);
    const byKey = await postEvent('Contribución por clave', bearer(user.key), { status: 'publish' });
    const bySession = await postEvent(
      'Contribución por sesión',
      { Cookie: cookie, 'X-CSRF-Token': csrf, Origin: BASE },
      { status: 'publish' },
    );
    expect(bySession.status).toBe(byKey.status);
    expect((await json(bySession)).status).toBe((await json(byKey)).status);
    expect((await json(await call(`/events?status=publish&search=Contribución`))).events ?? []).toEqual([]);
  });

  it('a subscriber session writes nothing (403)', async () => {
    const user = await userWithPassword('subscriber');
    const { cookie, csrf } = await signIn(user.login);
    const res = await postEvent('Suscriptor', { Cookie: cookie, 'X-CSRF-Token': csrf });
    expect(res.status).toBe(403);
    expect(await eventsTitled('Suscriptor')).toBe(0);
  });

  it('a subscriber still manages their own sign-in: signs out everywhere', async () => {
    const user = await userWithPassword('subscriber');
    const a = await signIn(user.login);
    const b = await signIn(user.login);
    const all = await call(`${BASE}/admin/sessions/revoke-all`, {
      method: 'POST',
      headers: { Cookie: a.cookie, 'X-CSRF-Token': a.csrf, Accept: 'application/json' },
    });
    expect(all.status).toBe(200);
    expect(await json(all)).toEqual({ revoked: 2 });
    expect(await isSignedIn(b.cookie)).toBe(false);
  });

  it('a GET with a session costs one auth round trip, as with a key', async () => {
    const user = await userWithPassword('editor');
    const { cookie } = await signIn(user.login);
    const trips = (res: Response) =>
      Number(/desc="(\d+) round trips?"/.exec(res.headers.get('server-timing') ?? '')?.[1]);
    const byKey = await call('/events?per_page=7', { headers: bearer(user.key) });
    const bySession = await call('/events?per_page=7', { headers: { Cookie: cookie } });
    expect(bySession.status).toBe(200);
    expect(trips(bySession)).toBe(trips(byKey));
  });

  it('a write with a session costs the round trips of the same write with a key', async () => {
    const user = await userWithPassword('editor');
    const { cookie, csrf } = await signIn(user.login);
    const trips = (res: Response) =>
      Number(/desc="(\d+) round trips?"/.exec(res.headers.get('server-timing') ?? '')?.[1]);
    const byKey = await postEvent('Viaje con clave', bearer(user.key));
    const bySession = await postEvent('Viaje con sesión', { Cookie: cookie, 'X-CSRF-Token': csrf });
    expect([byKey.status, bySession.status]).toEqual([201, 201]);
    expect(trips(bySession)).toBe(trips(byKey));
  });

  it('an answer to a session is private, never the anonymous cached one', async () => {
    const user = await userWithPassword('editor');
    const { cookie } = await signIn(user.login);
    const path = '/events?per_page=11&start_date=2032-03-01';
    // An anonymous answer first (cached, and remembered by the fast path), then the editor's.
    await call(path);
    expect((await call(path)).headers.get('x-cache')).toBe('HIT');
    const res = await call(path, { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-cache')).not.toBe('HIT');
  });
});

describe('CSRF', () => {
  it('refuses a session write without the token, with a wrong one, or from another origin; writes nothing', async () => {
    const user = await userWithPassword('editor');
    const { cookie, csrf } = await signIn(user.login);
    const title = 'Escritura sin token';
    const cases: Array<[string, Record<string, string>]> = [
      ['no token', { Cookie: cookie }],
      [
        'wrong token',
        { Cookie: cookie, 'X-CSRF-Token': `${csrf.slice(0, -1)}${csrf.endsWith('A') ? 'B' : 'A'}` },
      ],
      ['another origin', { Cookie: cookie, 'X-CSRF-Token': csrf, Origin: 'https://evil.example' }],
      ['another referer', { Cookie: cookie, 'X-CSRF-Token': csrf, Referer: 'https://evil.example/page' }],
      ['http origin for https', { Cookie: cookie, 'X-CSRF-Token': csrf, Origin: 'http://api.test:8080' }],
    ];
    for (const [name, headers] of cases) {
      const res = await postEvent(title, headers);
      expect(res.status, name).toBe(403);
      const body = await json(res);
      expect(body.code, name).toBe('rest_forbidden');
      expect(body.data.reason, name).toBe('csrf');
    }
    expect(await eventsTitled(title)).toBe(0);
    // Deleting and signing out everywhere are writes too.
    const del = await call('/events/1', { method: 'DELETE', headers: { Cookie: cookie } });
    expect(del.status).toBe(403);
    const all = await call(`${BASE}/admin/sessions/revoke-all`, {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(all.status).toBe(403);
    expect(await isSignedIn(cookie)).toBe(true);
  });

  it('passes with the token in X-CSRF-Token or in the form field _csrf (not in the URL)', async () => {
    const user = await userWithPassword('editor');
    const { cookie, csrf } = await signIn(user.login);
    const byHeader = await postEvent('Con token en cabecera', {
      Cookie: cookie,
      'X-CSRF-Token': csrf,
      Origin: BASE,
    });
    expect(byHeader.status).toBe(201);
    expect((await json(byHeader)).author).toBe(String(user.id));
    const form = (fields: Record<string, string>, query = '') =>
      call(`/events${query}`, {
        method: 'POST',
        headers: {
          Cookie: cookie,
          'Content-Type': 'application/x-www-form-urlencoded',
          Referer: `${BASE}/admin/`,
        },
        body: new URLSearchParams({ ...DATES, ...fields }).toString(),
      });
    const byField = await form({ title: 'Con token en formulario', _csrf: csrf });
    expect(byField.status).toBe(201);
    const inUrl = await form({ title: 'Con token en la URL' }, `?_csrf=${encodeURIComponent(csrf)}`);
    expect(inUrl.status).toBe(403);
    expect(await eventsTitled('Con token en la URL')).toBe(0);
  });

  it('a write with a key needs no token, even with a session cookie beside it', async () => {
    const user = await userWithPassword('editor');
    const { cookie } = await signIn(user.login);
    const res = await postEvent('Con clave', {
      ...bearer(user.key),
      Cookie: cookie,
      Origin: 'https://elsewhere.example',
    });
    expect(res.status).toBe(201);
  });
});

describe('ending sessions', () => {
  it('sign-out ends the session and clears the cookie', async () => {
    const user = await userWithPassword();
    const { cookie, csrf } = await signIn(user.login);
    const out = await call(`${BASE}/admin/sign-out`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `_csrf=${encodeURIComponent(csrf)}`,
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/admin/sign-in');
    expect(out.headers.get('set-cookie')).toMatch(/^session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(await isSignedIn(cookie)).toBe(false);
    // What this site kept in the browser (the editor's unsaved drafts) goes too: the browser may be shared.
    expect(out.headers.get('clear-site-data')).toBe('"storage"');
    // The cookie, kept by a thief, writes nothing either.
    const res = await postEvent('Tras cerrar sesión', { Cookie: cookie, 'X-CSRF-Token': csrf });
    expect(res.status).toBe(401);
  });

  it('signing out with a cookie that no longer opens a session just clears it', async () => {
    const res = await call(`${BASE}/admin/sign-out`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: `session=${'B'.repeat(43)}` },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('set-cookie')).toMatch(/^session=; Max-Age=0;/);
    expect(res.headers.get('clear-site-data')).toBe('"storage"');
  });

  it('lists the caller`s open sessions without ids or tokens; revoke-all ends every one of them', async () => {
    const user = await userWithPassword();
    const a = await signIn(user.login, PASSWORD, { 'User-Agent': '  Firefox on a phone  ' });
    const b = await signIn(user.login, PASSWORD, { 'User-Agent': 'Chromium' });
    const list = await sessionsOf({ Cookie: a.cookie });
    expect(list.headers.get('cache-control')).toBe('no-store');
    const sessions = await json(list);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s: { user_agent: string }) => s.user_agent).sort()).toEqual([
      'Chromium',
      'Firefox on a phone',
    ]);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(Object.keys(sessions[0]).sort()).toEqual([
      'created_utc',
      'current',
      'expires_utc',
      'last_seen_utc',
      'user_agent',
    ]);
    const text = JSON.stringify(sessions);
    for (const secret of [a.value, b.value, a.csrf, b.csrf, await sha256Hex(a.value)])
      expect(text).not.toContain(secret);
    // A key lists them too.
    expect(await json(await sessionsOf(bearer(user.key)))).toHaveLength(2);

    const all = await call(`${BASE}/admin/sessions/revoke-all`, {
      method: 'POST',
      headers: { Cookie: a.cookie, 'X-CSRF-Token': a.csrf, Accept: 'application/json' },
    });
    expect(all.status).toBe(200);
    expect(await json(all)).toEqual({ revoked: 2 });
    expect(await isSignedIn(a.cookie)).toBe(false);
    expect(await isSignedIn(b.cookie)).toBe(false);
    expect(all.headers.get('clear-site-data')).toBe('"storage"');
    // Keys are not sessions: the key still works.
    expect((await call('/events', { headers: bearer(user.key) })).status).toBe(200);
  });

  it('a password change ends every session of the user; the old password no longer signs in', async () => {
    const user = await userWithPassword();
    const other = await userWithPassword();
    const a = await signIn(user.login);
    const b = await signIn(user.login);
    const theirs = await signIn(other.login);
    await setPassword(user.login, 'a brand new password');
    expect(await isSignedIn(a.cookie)).toBe(false);
    expect(await isSignedIn(b.cookie)).toBe(false);
    expect(await isSignedIn(theirs.cookie)).toBe(true);
    expect((await signInRequest({ login: user.login, password: PASSWORD }, { json: true })).status).toBe(401);
    await signIn(user.login, 'a brand new password');
  });

  it('a password set from the Worker (setUserPassword) ends the sessions too, with the same rules', async () => {
    const user = await userWithPassword();
    const a = await signIn(user.login);
    expect(newPasswordProblem('short')).toMatch(/at least 12/);
    expect(newPasswordProblem('x'.repeat(1025))).toMatch(/at most 1024/);
    expect(newPasswordProblem('twelve chars')).toBeNull();
    await expect(
      setUserPassword(createDb(env.DB), user.id, 'short', { removePasskeys: true }),
    ).rejects.toThrow(/at least 12/);
    expect(await isSignedIn(a.cookie)).toBe(true);
    expect(
      await setUserPassword(createDb(env.DB), user.id, 'reset by an administrator', { removePasskeys: true }),
    ).toEqual({ passkeysRemoved: 0 });
    expect(await isSignedIn(a.cookie)).toBe(false);
    await signIn(user.login, 'reset by an administrator');
    expect(
      await setUserPassword(createDb(env.DB), 987_654, 'reset by an administrator', { removePasskeys: true }),
    ).toBeNull();
  });

  it(`ends after 12 hours without a request; requests within keep it open`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2031-05-01T08:00:00Z');
    vi.setSystemTime(start);
    const user = await userWithPassword();
    const { cookie, value } = await signIn(user.login);
    const lastSeen = async () =>
      (await env.DB.prepare('SELECT last_seen_utc FROM sessions WHERE id = ?')
        .bind(await sha256Hex(value))
        .first<{ last_seen_utc: string }>())!.last_seen_utc;
    // Within 5 minutes nothing is written.
    vi.setSystemTime(start + 4 * 60 * 1000);
    expect(await isSignedIn(cookie)).toBe(true);
    expect(await lastSeen()).toBe('2031-05-01 08:00:00');
    vi.setSystemTime(start + 11 * HOUR);
    expect(await isSignedIn(cookie)).toBe(true);
    await vi.waitFor(async () => expect(await lastSeen()).toBe('2031-05-01 19:00:00'));
    vi.setSystemTime(start + 22 * HOUR);
    expect(await isSignedIn(cookie)).toBe(true);
    await vi.waitFor(async () => expect(await lastSeen()).toBe('2031-05-02 06:00:00'));
    vi.setSystemTime(start + 34 * HOUR);
    expect(await isSignedIn(cookie)).toBe(false);
  });

  it('ends 14 days after sign-in however busy', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2031-06-01T08:00:00Z');
    vi.setSystemTime(start);
    const user = await userWithPassword();
    const { cookie, value } = await signIn(user.login);
    const id = await sha256Hex(value);
    for (let at = 10 * HOUR; at < 14 * DAY; at += 10 * HOUR) {
      vi.setSystemTime(start + at);
      expect(await isSignedIn(cookie), `${at / HOUR} h`).toBe(true);
      // The refresh lands before the next request.
      await vi.waitFor(async () => {
        const row = await env.DB.prepare('SELECT last_seen_utc FROM sessions WHERE id = ?')
          .bind(id)
          .first<{ last_seen_utc: string }>();
        expect(Date.parse(`${row!.last_seen_utc.replace(' ', 'T')}Z`)).toBe(start + at);
      });
    }
    vi.setSystemTime(start + 14 * DAY - 1000);
    expect(await isSignedIn(cookie)).toBe(true);
    vi.setSystemTime(start + 14 * DAY);
    expect(await isSignedIn(cookie)).toBe(false);
  });
});

describe('the API namespace', () => {
  it('is unchanged: API paths still answer as before', async () => {
    expect((await call(`${API}/events`)).status).toBe(200);
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

  it('never carry a password, a session cookie or a CSRF token, even when a request fails unexpectedly', async () => {
    const user = await userWithPassword();
    const session = await signIn(user.login);
    await signInRequest({ login: user.login, password: 'wrong but logged?' });
    await postEvent('Registro', { Cookie: session.cookie, 'X-CSRF-Token': session.csrf });
    await postEvent('Registro', { Cookie: session.cookie });
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
    const requests = () => [
      new Request(`${BASE}/admin/sign-in`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: session.cookie },
        body: new URLSearchParams({ login: user.login, password: PASSWORD }).toString(),
      }),
      new Request(`${API}/events`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: session.cookie, 'X-CSRF-Token': session.csrf },
        body: JSON.stringify({ title: 'x', ...DATES, _csrf: session.csrf }),
      }),
    ];
    for (const message of ['boom: not a D1 error', 'D1_ERROR: Network connection lost.']) {
      for (const request of requests()) {
        const ctx = createExecutionContext();
        const res = await app.fetch(request, { ...env, DB: failing(message) }, ctx);
        await waitOnExecutionContext(ctx);
        expect(res.status).toBeGreaterThanOrEqual(500);
      }
    }
    expect(lines.length).toBeGreaterThanOrEqual(4); // the failures were logged
    for (const line of lines) {
      for (const secret of [PASSWORD, 'wrong but logged?', session.value, session.csrf]) {
        expect(line).not.toContain(secret);
      }
    }
  });
});
