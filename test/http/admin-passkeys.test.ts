import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BASE, bearer, call, heldRateLimit, json } from '../helpers';
import { SoftAuthenticator } from '../passkey-authenticator';
import {
  addPasskey,
  asSession,
  passkeyCount,
  postJson,
  registrationOptions,
  type Session,
  signedIn,
  signInOptions,
} from './passkey-session';

/**
 * Passkeys: adding one (a signed-in session, its CSRF token), signing in with one (a session as a
 * password gives), and every refusal: no token, a challenge never handed out, a challenge answered
 * twice, a challenge of the other ceremony, an unknown passkey, another origin, the throttle. The
 * browser's part is played by a software authenticator (test/passkey-authenticator.ts).
 */

describe('adding a passkey', () => {
  it('stores the credential for the signed-in user, with its name, once', async () => {
    const s = await signedIn();
    const options = await registrationOptions(s);
    expect(options.rp.id).toBe('api.test');
    expect(options.user.name).toBe(s.user.login);
    const authenticator = await SoftAuthenticator.create();
    const response = await authenticator.register(options);
    const res = await postJson('/admin/passkeys', { response, name: 'Phone' }, asSession(s));
    expect(res.status).toBe(201);
    const row = await env.DB.prepare('SELECT user_id, credential_id, name, counter FROM passkeys').first();
    expect(row).toMatchObject({
      user_id: s.user.id,
      credential_id: authenticator.id,
      name: 'Phone',
      counter: 0,
    });
    // The next options exclude it, so the browser does not add it twice.
    const again = await registrationOptions(s);
    expect(again.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.id]);
  });

  it('refuses without the session’s CSRF token, and stores nothing', async () => {
    const s = await signedIn();
    const options = await registrationOptions(s);
    const response = await (await SoftAuthenticator.create()).register(options);
    const res = await postJson('/admin/passkeys', { response }, { Cookie: s.cookie });
    expect(res.status).toBe(403);
    expect((await json(res)).data.reason).toBe('csrf');
    const optionsRes = await postJson('/admin/passkeys/options', {}, { Cookie: s.cookie });
    expect(optionsRes.status).toBe(403);
    expect(await passkeyCount(s.user.id)).toBe(0);
  });

  it('refuses an answer to a challenge never handed out, and a challenge answered twice', async () => {
    const s = await signedIn();
    const forged = await (await SoftAuthenticator.create()).register({ challenge: 'bm90LWhhbmRlZC1vdXQ' });
    const res = await postJson('/admin/passkeys', { response: forged }, asSession(s));
    expect(res.status).toBe(400);
    expect((await json(res)).data.reason).toBe('passkey');

    const options = await registrationOptions(s);
    const first = await (await SoftAuthenticator.create()).register(options);
    const replay = await (await SoftAuthenticator.create()).register(options);
    expect((await postJson('/admin/passkeys', { response: first }, asSession(s))).status).toBe(201);
    expect((await postJson('/admin/passkeys', { response: replay }, asSession(s))).status).toBe(400);
    expect(await passkeyCount(s.user.id)).toBe(1);
  });

  it('refuses a challenge handed to another user, and an answer made for another origin', async () => {
    const ane = await signedIn();
    const jon = await signedIn();
    const optionsForJon = await registrationOptions(jon);
    const stolen = await (await SoftAuthenticator.create()).register(optionsForJon);
    expect((await postJson('/admin/passkeys', { response: stolen }, asSession(ane))).status).toBe(400);

    const options = await registrationOptions(ane);
    const elsewhere = await (await SoftAuthenticator.create()).register(options, {
      origin: 'http://evil.test',
    });
    expect((await postJson('/admin/passkeys', { response: elsewhere }, asSession(ane))).status).toBe(400);
    expect(await passkeyCount(ane.user.id)).toBe(0);
  });

  it('needs a signed-in caller; a malformed answer is a 400 naming `response`', async () => {
    expect((await postJson('/admin/passkeys/options', {})).status).toBe(401);
    const s = await signedIn();
    const res = await postJson('/admin/passkeys', { response: { id: 1 } }, asSession(s));
    expect(res.status).toBe(400);
    expect((await json(res)).data.params).toHaveProperty('response');
  });
});

describe('signing in with a passkey', () => {
  it('creates a session as a password does: the same cookie, a working session, then where to go', async () => {
    const s = await signedIn();
    const authenticator = await addPasskey(s);
    const response = await authenticator.assert(await signInOptions());
    const res = await postJson('/admin/sign-in/passkey', { response, next: '/es/admin/events' });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await json(res)).toEqual({ next: '/es/admin/events' });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^session=[A-Za-z0-9_-]{43}; Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax$/);
    const sessions = await call(`${BASE}/admin/sessions`, { headers: { Cookie: cookie.split(';')[0]! } });
    expect(sessions.status).toBe(200);
    const row = await env.DB.prepare('SELECT counter, last_used_utc FROM passkeys WHERE credential_id = ?')
      .bind(authenticator.id)
      .first<{
        counter: number;
        last_used_utc: string | null;
      }>();
    expect(row!.counter).toBe(1);
    expect(row!.last_used_utc).not.toBeNull();
  });

  it('refuses a replayed answer, an unknown passkey, a registration challenge and another origin', async () => {
    const s = await signedIn();
    const authenticator = await addPasskey(s);
    const options = await signInOptions();
    const answer = await authenticator.assert(options);
    expect((await postJson('/admin/sign-in/passkey', { response: answer })).status).toBe(200);
    const replay = await postJson('/admin/sign-in/passkey', { response: answer });
    expect(replay.status).toBe(401);
    expect(replay.headers.get('set-cookie')).toBeNull();

    const stranger = await SoftAuthenticator.create();
    const unknown = await stranger.assert(await signInOptions());
    expect((await postJson('/admin/sign-in/passkey', { response: unknown })).status).toBe(401);

    const registration = await registrationOptions(s);
    const wrongCeremony = await authenticator.assert(registration);
    expect((await postJson('/admin/sign-in/passkey', { response: wrongCeremony })).status).toBe(401);

    const elsewhere = await authenticator.assert(await signInOptions(), { origin: 'http://evil.test' });
    expect((await postJson('/admin/sign-in/passkey', { response: elsewhere })).status).toBe(401);

    const forgedChallenge = await authenticator.assert({ challenge: 'bm90LWhhbmRlZC1vdXQ' });
    expect((await postJson('/admin/sign-in/passkey', { response: forgedChallenge })).status).toBe(401);

    // A copy of the key whose signature counter went back (a cloned authenticator) is refused.
    authenticator.counter = 0;
    const cloned = await authenticator.assert(await signInOptions());
    expect((await postJson('/admin/sign-in/passkey', { response: cloned })).status).toBe(401);
  });

  it('refuses a request from another site', async () => {
    const origin = { Origin: 'http://evil.test' };
    expect((await postJson('/admin/sign-in/passkey/options', {}, origin)).status).toBe(403);
    expect((await postJson('/admin/sign-in/passkey', { response: {} }, origin)).status).toBe(403);
  });

  it('counts failures in the throttle of failed sign-ins, then refuses even a right passkey', async () => {
    const failures = heldRateLimit('AUTH_FAILURES');
    const bindings = { AUTH_FAILURES: failures.binding };
    const from = { 'CF-Connecting-IP': '198.51.100.91' };
    const s = await signedIn();
    const authenticator = await addPasskey(s);
    const stranger = await SoftAuthenticator.create();
    const statuses = [];
    for (let i = 0; i <= failures.limit; i++) {
      const response = await stranger.assert(await signInOptions());
      statuses.push((await postJson('/admin/sign-in/passkey', { response }, from, bindings)).status);
    }
    expect(statuses).toEqual([...Array(failures.limit).fill(401), 429]);
    const right = await authenticator.assert(await signInOptions());
    expect((await postJson('/admin/sign-in/passkey', { response: right }, from, bindings)).status).toBe(429);
    expect((await postJson('/admin/sign-in/passkey/options', {}, from, bindings)).status).toBe(429);
  });
});

describe('removing a passkey', () => {
  it('removes the caller’s own (form with _csrf, back to the screen), never another user’s', async () => {
    const ane = await signedIn();
    const jon = await signedIn();
    await addPasskey(ane);
    const { id } = (await env.DB.prepare('SELECT id FROM passkeys WHERE user_id = ?')
      .bind(ane.user.id)
      .first<{
        id: number;
      }>())!;
    const form = (s: Session, token = s.csrf) =>
      call(`${BASE}/admin/passkeys/${id}/delete`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Cookie: s.cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ _csrf: token }).toString(),
      });
    expect((await form(jon)).status).toBe(404);
    expect((await form(ane, 'not-the-token')).status).toBe(403);
    expect(await passkeyCount(ane.user.id)).toBe(1);
    const res = await form(ane);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/admin/passkeys?removed=1');
    expect(await passkeyCount(ane.user.id)).toBe(0);
  });

  it('with an API key (no session, no CSRF token needed) as well', async () => {
    const s = await signedIn();
    await addPasskey(s);
    const { id } = (await env.DB.prepare('SELECT id FROM passkeys WHERE user_id = ?').bind(s.user.id).first<{
      id: number;
    }>())!;
    const res = await call(`${BASE}/admin/passkeys/${id}/delete`, {
      method: 'POST',
      headers: { ...bearer(s.user.key), Accept: 'application/json' },
    });
    expect(res.status).toBe(204);
  });
});

describe('the browser part', () => {
  it('is served as a same-origin script with @simplewebauthn/browser in it', async () => {
    const res = await call(`${BASE}/admin/passkeys.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const text = await res.text();
    expect(text).toContain('SimpleWebAuthnBrowser');
    expect(text).toContain('data-passkey-sign-in');
  });
});

describe('the screens', () => {
  it('the sign-in page offers a passkey button (hidden until the script shows it) and loads the script with its nonce', async () => {
    const res = await call(`${BASE}/es/admin/sign-in?next=%2Fes%2Fadmin%2Fevents`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const nonce = /script-src 'nonce-([^']+)'/.exec(res.headers.get('content-security-policy')!)![1];
    expect(html).toContain(`<script nonce="${nonce}" src="/admin/passkeys.js" defer=""></script>`);
    expect(html).toMatch(
      /<button type="button" class="plain" hidden="" data-passkey-sign-in="\/es\/admin\/sign-in\/passkey" data-next="\/es\/admin\/events"/,
    );
    expect(html).toContain('Iniciar sesión con una llave de acceso');
    expect(html).toContain('name="password"'); // the password form is still there
  });

  it('the Passkeys screen lists the caller’s passkeys, names escaped, each with a remove form carrying _csrf', async () => {
    const s = await signedIn();
    await addPasskey(s, '<img src=x onerror=alert(1)>');
    const res = await call(`${BASE}/en/admin/passkeys?added=1`, { headers: { Cookie: s.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('role="status">Passkey added.');
    expect(html).toMatch(
      /<form method="post" action="\/en\/admin\/passkeys\/\d+\/delete"><input type="hidden" name="_csrf" value="[^"]+"/,
    );
    expect(html).toContain(`value="${s.csrf}"`);
    expect(html).toContain('data-passkey-add="/en/admin/passkeys"');
    // The frame links to it.
    expect(html).toContain('<a href="/en/admin/passkeys">Passkeys</a>');
  });

  it('says when each passkey was added in the page’s language, Basque and Galician included', async () => {
    const s = await signedIn();
    await addPasskey(s, 'Laptop');
    const { created_utc } = (await env.DB.prepare(
      "SELECT created_utc FROM passkeys WHERE name = 'Laptop' ORDER BY id DESC LIMIT 1",
    ).first<{ created_utc: string }>())!;
    const month = Number(created_utc.slice(5, 7)) - 1;
    const basque =
      'urtarrila otsaila martxoa apirila maiatza ekaina uztaila abuztua iraila urria azaroa abendua';
    const galician = 'xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro decembro';
    for (const [lang, months] of [
      ['eu', basque],
      ['gl', galician],
    ] as const) {
      const html = await (
        await call(`${BASE}/${lang}/admin/passkeys`, { headers: { Cookie: s.cookie } })
      ).text();
      expect(html).toContain(months.split(' ')[month]!);
      expect(html).not.toMatch(/\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d/);
    }
  });

  it('anonymous callers go to the sign-in page first', async () => {
    const res = await call(`${BASE}/eu/admin/passkeys`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/eu/admin/sign-in?next=%2Feu%2Fadmin%2Fpasskeys');
  });
});
