import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { clientBucket } from '../http/edge-request';
import { ApiError, forbidden, invalidParam, noRoute, tooManyRequests } from '../http/errors';
import { createSession, csrfRefused, sameOrigin, setSessionCookie } from '../http/session';
import { authFailures, RETRY_AFTER_SECONDS } from '../http/throttle';
import { PASSKEY_SCRIPT } from './passkey-script';
import {
  addPasskey,
  type ChallengePurpose,
  PASSKEY_NAME_MAX,
  passkeyByCredential,
  passkeysOf,
  recordPasskeyUse,
  removePasskey,
  storeChallenge,
  takeChallenge,
} from './passkey-store';
import { safeNext } from './routes';

/**
 * Passkeys (WebAuthn) of the editors' app (docs/admin-passkeys.md). A signed-in user adds them
 * (`/admin/passkeys/options`, then `/admin/passkeys`: session writes, so the CSRF token is needed);
 * anyone signs in with one (`/admin/sign-in/passkey/options`, then `/admin/sign-in/passkey`), which
 * creates a session exactly as a password does. The relying party is the request's host, the expected
 * origin the request's origin. The ceremonies' cryptography is @simplewebauthn/server's.
 */

const PASSKEY_FAILED = 'This passkey could not be verified. Try again, or sign in with your password.';

const prefixOf = (c: Context<AppEnv>) =>
  /^(\/[a-z]{2})\/admin\//.exec(new URL(c.req.url).pathname)?.[1] ?? '';

const relyingParty = (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  return { rpID: url.hostname, origin: url.origin };
};

const tooManySignIns = () =>
  tooManyRequests(RETRY_AFTER_SECONDS, 'Too many failed sign-ins. Please try again later.');

/** A WebAuthn answer as the browser library sends it: an object with an `id` and a `response`. */
function credentialResponse<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
  value: unknown,
): T {
  const ok =
    value !== null &&
    typeof value === 'object' &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { response?: { clientDataJSON?: unknown } }).response?.clientDataJSON === 'string';
  if (!ok) throw invalidParam('response', 'The passkey answer (response) is missing or malformed.');
  return value as T;
}

/** The challenge the browser signed (clientDataJSON's), or null when it can't be read. */
function signedChallenge(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const data = JSON.parse(isoBase64URL.toUTF8String(response.response.clientDataJSON));
    return typeof data?.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

/** Takes the answer's challenge out of the store (single use); true when it was handed out for this. */
async function answeredChallenge(
  c: Context<AppEnv>,
  response: { response: { clientDataJSON: string } },
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<string | null> {
  const challenge = signedChallenge(response);
  if (challenge === null) return null;
  return (await takeChallenge(c.get('db'), challenge, purpose, userId)) ? challenge : null;
}

const signedInUser = (c: Context<AppEnv>) => {
  const caller = c.get('caller');
  if (caller === null) throw forbidden(401);
  return caller;
};

const passkeyRefused = (status: 400 | 401) =>
  new ApiError(status, 'rest_forbidden', PASSKEY_FAILED, { reason: 'passkey' });

export const passkeyRoutes = new Hono<AppEnv>()
  /** The browser part: @simplewebauthn/browser's bundle and the app's few lines over it. */
  .get('/admin/passkeys.js', (c) =>
    c.body(PASSKEY_SCRIPT, 200, {
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
    const { rpID, origin } = relyingParty(c);
    let verified = false;
    let newCounter = passkey.counter;
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credential_id,
          publicKey: isoBase64URL.toBuffer(passkey.public_key),
          counter: passkey.counter,
          transports: JSON.parse(passkey.transports),
        },
        requireUserVerification: false,
      });
      verified = result.verified;
      newCounter = result.authenticationInfo.newCounter;
    } catch {
      verified = false; // a malformed or lying answer: the same refusal
    }
    if (!verified) return fail();
    await recordPasskeyUse(db, passkey.id, newCounter);
    const secret = await createSession(
      db,
      passkey.user_id,
      c.req.header('user-agent') ?? '',
      c.get('session')?.id,
    );
    setSessionCookie(c, secret);
    c.header('Cache-Control', 'no-store');
    return c.json({ next: safeNext(params.next, prefixOf(c)) });
  })
  /** Options to add a passkey for the signed-in user (its passkeys excluded, so none is added twice). */
  .post('/admin/passkeys/options', async (c) => {
    const user = signedInUser(c);
    const db = c.get('db');
    const existing = await passkeysOf(db, user.id);
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
  /** Adds the passkey the browser created for a challenge of the options above; 201 with its id and name. */
  .post('/admin/passkeys', async (c) => {
    const user = signedInUser(c);
    const params = c.get('params');
    const response = credentialResponse<RegistrationResponseJSON>(params.response);
    const name = typeof params.name === 'string' ? params.name.trim().slice(0, PASSKEY_NAME_MAX) : '';
    const challenge = await answeredChallenge(c, response, 'register', user.id);
    if (challenge === null) throw passkeyRefused(400);
    const { rpID, origin } = relyingParty(c);
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
      publicKey: isoBase64URL.fromBuffer(info.credential.publicKey),
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
    const user = signedInUser(c);
    const removed = await removePasskey(c.get('db'), user.id, Number(c.req.param('id')));
    if (!removed) throw noRoute();
    c.header('Cache-Control', 'no-store');
    const json = /json/i.test(`${c.req.header('content-type') ?? ''} ${c.req.header('accept') ?? ''}`);
    return json ? c.body(null, 204) : c.redirect(`${prefixOf(c)}/admin/passkeys?removed=1`, 303);
  });
