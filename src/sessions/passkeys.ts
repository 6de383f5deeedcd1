import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { clientBucket } from '../http/edge-request';
import { forbidden, invalidParam, noRoute, tooManyRequests } from '../http/errors';
import { createSession, csrfRefused, sameOrigin, setSessionCookie } from '../http/session';
import { authFailures, RETRY_AFTER_SECONDS } from '../http/throttle';
import { toBase64Url } from '../lib/base64url';
import { confirmRoutes } from './confirm';
import {
  addPasskey,
  PASSKEY_NAME_MAX,
  passkeyByCredential,
  passkeysOf,
  recordPasskeyUse,
  removePasskey,
  storeChallenge,
} from './passkey-store';
import { requireFreshProof } from './proof';
import { prefixOf, safeNext, tooManySignIns, wantsJson } from './routes';
import {
  answeredChallenge,
  credentialResponse,
  passkeyRefused,
  relyingParty,
  verifiedAssertion,
  webauthnLibrary,
} from './webauthn';

/**
 * Passkeys (WebAuthn) of the editors' app (docs/admin-passkeys.md). A user adds them from a session that
 * proved the password or a passkey in the last minutes (./proof.ts; never with an API key) through
 * `/admin/passkeys/options`, then `/admin/passkeys` (session writes, so the CSRF token is needed); anyone
 * signs in with one (`/admin/sign-in/passkey/options`, then `/admin/sign-in/passkey`), which creates a
 * session exactly as a password does.
 */

/** Where adding a passkey comes back to after confirming: the Passkeys screen. */
const passkeysScreen = (prefix: string) => `${prefix}/admin/passkeys`;

/**
 * The browser part (@simplewebauthn/browser's bundle, 13 KiB), loaded on the first request for it in the
 * isolate: only the sign-in and passkey screens ask for it (docs/performance.md#start-up).
 */
export const passkeyScript = () => import('./passkey-script');

export const passkeyRoutes = new Hono<AppEnv>()
  /** The browser part: @simplewebauthn/browser's bundle and the app's few lines over it. */
  .get('/admin/passkeys.js', async (c) =>
    c.body((await passkeyScript()).PASSKEY_SCRIPT, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    }),
  )
  /**
   * Options to sign in with any passkey of this site (discoverable credentials): a fresh challenge, held
   * by the client's bucket (./passkey-store.ts caps what one client holds); `PASSKEY_CHALLENGES` limits
   * how often a client asks.
   */
  .post('/admin/sign-in/passkey/options', async (c) => {
    if (!sameOrigin(c)) throw csrfRefused('The sign-in was sent from another site.');
    const client = clientBucket(c.req.raw, c.get('config').trustEdgeHeaders);
    if (authFailures.isBlocked(client)) throw tooManySignIns();
    if (c.env.PASSKEY_CHALLENGES && !(await c.env.PASSKEY_CHALLENGES.limit({ key: client })).success) {
      throw tooManyRequests(
        RETRY_AFTER_SECONDS,
        'Too many passkey sign-ins were started. Please try again later.',
      );
    }
    const { generateAuthenticationOptions } = await webauthnLibrary();
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(c).rpID,
      userVerification: 'preferred',
    });
    await storeChallenge(c.get('db'), options.challenge, 'sign-in', { client });
    c.header('Cache-Control', 'no-store');
    return c.json(options);
  })
  /**
   * Signs in with a passkey: the answer to a challenge of the options above, signed by a passkey some
   * user added. A session and its cookie as a password sign-in gives; failures count in the same throttle.
   * Answers JSON `{ next }` (the script goes there).
   */
  .post('/admin/sign-in/passkey', async (c) => {
    if (!sameOrigin(c)) throw csrfRefused('The sign-in was sent from another site.');
    const client = clientBucket(c.req.raw, c.get('config').trustEdgeHeaders);
    if (authFailures.isBlocked(client)) throw tooManySignIns();
    const params = c.get('params');
    const response = credentialResponse<AuthenticationResponseJSON>(params.response);
    const db = c.get('db');
    const fail = async () => {
      if (await authFailures.recordFailure(c.env, client)) throw tooManySignIns();
      throw passkeyRefused(401);
    };
    const challenge = await answeredChallenge(c, response, 'sign-in', null);
    const passkey = response.id.length <= 1400 ? await passkeyByCredential(db, response.id) : undefined;
    if (challenge === null || !passkey) return fail();
    const counter = await verifiedAssertion(c, response, passkey, challenge);
    if (counter === null) return fail();
    await recordPasskeyUse(db, passkey.id, counter);
    const secret = await createSession(db, {
      userId: passkey.user_id,
      userAgent: c.req.header('user-agent') ?? '',
      replacing: c.get('session')?.id,
      proved: true,
    });
    setSessionCookie(c, secret);
    c.header('Cache-Control', 'no-store');
    return c.json({ next: safeNext(params.next, prefixOf(c)) });
  })
  /**
   * Options to add a passkey for the caller (its passkeys excluded, so none is added twice): a session
   * with a recent proof only (./proof.ts).
   */
  .post('/admin/passkeys/options', async (c) => {
    const prefix = prefixOf(c);
    const user = requireFreshProof(c, prefix, passkeysScreen(prefix));
    const db = c.get('db');
    const existing = await passkeysOf(db, user.id);
    const { generateRegistrationOptions } = await webauthnLibrary();
    const options = await generateRegistrationOptions({
      rpName: c.get('config').siteName ?? 'Events calendar',
      rpID: relyingParty(c).rpID,
      userName: user.login,
      userID: Uint8Array.from(new TextEncoder().encode(`user-${user.id}`)),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({
        id: p.credential_id,
        transports: JSON.parse(p.transports),
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await storeChallenge(db, options.challenge, 'register', { userId: user.id });
    c.header('Cache-Control', 'no-store');
    return c.json(options);
  })
  /**
   * Adds the passkey the browser created for a challenge of the options above (the proof still recent);
   * 201 with its name.
   */
  .post('/admin/passkeys', async (c) => {
    const prefix = prefixOf(c);
    const user = requireFreshProof(c, prefix, passkeysScreen(prefix));
    const params = c.get('params');
    const response = credentialResponse<RegistrationResponseJSON>(params.response);
    const name = typeof params.name === 'string' ? params.name.trim().slice(0, PASSKEY_NAME_MAX) : '';
    const challenge = await answeredChallenge(c, response, 'register', user.id);
    if (challenge === null) throw passkeyRefused(400);
    const { rpID, origin } = relyingParty(c);
    const { verifyRegistrationResponse } = await webauthnLibrary();
    let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'];
    try {
      const result = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
      info = result.verified ? result.registrationInfo : undefined;
    } catch {
      info = undefined;
    }
    if (!info) throw passkeyRefused(400);
    const added = await addPasskey(c.get('db'), {
      userId: user.id,
      credentialId: info.credential.id,
      publicKey: toBase64Url(info.credential.publicKey),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      name,
    });
    if (!added) {
      throw invalidParam(
        'response',
        'This passkey is already added, or you hold as many passkeys as allowed.',
      );
    }
    c.header('Cache-Control', 'no-store');
    return c.json({ name }, 201);
  })
  /** Removes one of the caller's passkeys: 204 for JSON, else back to the passkeys screen (303). */
  .post('/admin/passkeys/:id{[0-9]{1,15}}/delete', async (c) => {
    const user = c.get('caller');
    if (user === null) throw forbidden(401);
    const removed = await removePasskey(c.get('db'), user.id, Number(c.req.param('id')));
    if (!removed) throw noRoute();
    c.header('Cache-Control', 'no-store');
    return wantsJson(c) ? c.body(null, 204) : c.redirect(`${passkeysScreen(prefixOf(c))}?removed=1`, 303);
  })
  .route('/', confirmRoutes);
