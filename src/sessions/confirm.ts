import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { clientBucket } from '../http/edge-request';
import { ApiError, forbidden, missingParams } from '../http/errors';
import { authFailures, RETRY_AFTER_SECONDS } from '../http/throttle';
import { verifyPassword } from '../lib/password-hash';
import { appPath } from './next';
import { passkeysOf, recordPasskeyUse, storeChallenge } from './passkey-store';
import { recordProof } from './proof';
import { prefixOf, tooManySignIns, wantsJson } from './routes';
import {
  answeredChallenge,
  credentialResponse,
  passkeyRefused,
  relyingParty,
  verifiedAssertion,
  webauthnLibrary,
} from './webauthn';

/**
 * Confirming it is you (docs/admin-passkeys.md): a signed-in session proves the user's password, or one of
 * their passkeys, again, and may then add a passkey for a few minutes (./proof.ts). The page is
 * src/admin/passkeys/confirm-page.tsx (`GET /admin/confirm?next=`); these are its writes, session writes
 * with the CSRF token. Failures count in the throttle of failed sign-ins, as a sign-in's do.
 */

const CONFIRM_FAILED = 'The password is not right.';

/** Where to go once confirmed: `next` inside the app, else the Passkeys screen. */
const nextOf = (c: Context<AppEnv>, next: unknown) => appPath(next) ?? `${prefixOf(c)}/admin/passkeys`;

/** The session of the request and its user: confirming is a session's (an API key proves nothing again). */
function sessionCaller(c: Context<AppEnv>) {
  const caller = c.get('caller');
  const session = c.get('session');
  if (caller === null) throw forbidden(401);
  if (!session) {
    throw new ApiError(
      403,
      'rest_forbidden',
      'Only a signed-in session confirms it is its user, not an API key.',
      {
        reason: 'session',
      },
    );
  }
  return { caller, session };
}

/** A failed or throttled form goes back to the page with `?error=`, keeping `next`; JSON gets 401 or 429. */
function confirmRefused(c: Context<AppEnv>, next: unknown, error: '1' | 'throttled') {
  if (wantsJson(c)) {
    if (error === 'throttled') throw tooManySignIns();
    throw new ApiError(401, 'rest_forbidden', CONFIRM_FAILED, { reason: 'confirm' });
  }
  if (error === 'throttled') c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  c.header('Cache-Control', 'no-store');
  const back = `${prefixOf(c)}/admin/confirm?error=${error}&next=${encodeURIComponent(nextOf(c, next))}`;
  return c.redirect(back, 303);
}

export const confirmRoutes = new Hono<AppEnv>()
  /** Confirms with the password (form or JSON: `password`, `next`): 303 to `next` (JSON: `{ next }`). */
  .post('/admin/confirm', async (c) => {
    const { caller, session } = sessionCaller(c);
    const params = c.get('params');
    const password = typeof params.password === 'string' ? params.password : '';
    if (password === '') throw missingParams(['password']);
    const client = clientBucket(c.req.raw, c.get('config').trustEdgeHeaders);
    if (authFailures.isBlocked(client)) return confirmRefused(c, params.next, 'throttled');
    const db = c.get('db');
    const [user] = await db.allOnPrimary<{ password_hash: string | null }>(
      sql`SELECT password_hash FROM users WHERE id = ${caller.id}`,
    );
    if (!(await verifyPassword(password, user?.password_hash ?? null))) {
      if (await authFailures.recordFailure(c.env, client)) return confirmRefused(c, params.next, 'throttled');
      return confirmRefused(c, params.next, '1');
    }
    await recordProof(db, session.id);
    c.header('Cache-Control', 'no-store');
    const next = nextOf(c, params.next);
    return wantsJson(c) ? c.json({ next }) : c.redirect(next, 303);
  })
  /** Options to confirm with one of the caller's passkeys (only theirs are allowed). */
  .post('/admin/confirm/passkey/options', async (c) => {
    const { caller } = sessionCaller(c);
    const client = clientBucket(c.req.raw, c.get('config').trustEdgeHeaders);
    if (authFailures.isBlocked(client)) throw tooManySignIns();
    const db = c.get('db');
    const passkeys = await passkeysOf(db, caller.id);
    const { generateAuthenticationOptions } = await webauthnLibrary();
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(c).rpID,
      userVerification: 'preferred',
      allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: JSON.parse(p.transports) })),
    });
    await storeChallenge(db, options.challenge, 'confirm', { userId: caller.id });
    c.header('Cache-Control', 'no-store');
    return c.json(options);
  })
  /** Confirms with a passkey of the caller (the answer to the options above): `{ next }`. */
  .post('/admin/confirm/passkey', async (c) => {
    const { caller, session } = sessionCaller(c);
    const client = clientBucket(c.req.raw, c.get('config').trustEdgeHeaders);
    if (authFailures.isBlocked(client)) throw tooManySignIns();
    const params = c.get('params');
    const response = credentialResponse<AuthenticationResponseJSON>(params.response);
    const db = c.get('db');
    const challenge = await answeredChallenge(c, response, 'confirm', caller.id);
    const passkey = (await passkeysOf(db, caller.id)).find((p) => p.credential_id === response.id);
    const counter =
      challenge !== null && passkey ? await verifiedAssertion(c, response, passkey, challenge) : null;
    if (counter === null || !passkey) {
      if (await authFailures.recordFailure(c.env, client)) throw tooManySignIns();
      throw passkeyRefused(401);
    }
    await recordPasskeyUse(db, passkey.id, counter);
    await recordProof(db, session.id);
    c.header('Cache-Control', 'no-store');
    return c.json({ next: nextOf(c, params.next) });
  });
