import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { ApiError, forbidden } from '../http/errors';
import { utcText } from '../http/session';

/**
 * A recent proof: what adding a passkey asks of a session (docs/admin-passkeys.md). A passkey outlives the
 * password and every session, so a stolen session or key must not add one: only a session that proved the
 * password or a passkey within `PROOF_FRESH_MS` may (a sign-in with either, or confirming again at
 * `/admin/confirm`, ./confirm.ts), never an API key.
 */

export const PROOF_FRESH_MS = 5 * 60 * 1000;

const utcMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

/** Whether the request's session proved the password or a passkey within `PROOF_FRESH_MS`. */
export function hasFreshProof(c: Context<AppEnv>, now = Date.now()): boolean {
  const proved = c.get('session')?.provedUtc;
  return proved != null && now - utcMs(proved) < PROOF_FRESH_MS;
}

/** Records that the session proved the password or a passkey now. */
export const recordProof = (db: Db, sessionId: string, now = Date.now()) =>
  db.batch([sql`UPDATE sessions SET proved_utc = ${utcText(now)} WHERE id = ${sessionId}`]);

/** The app's page (under `appBase`, `/{lang}/admin`) that asks for the password again, then goes on to `next`. */
export const confirmHref = (appBase: string, next: string) =>
  `${appBase}/confirm?next=${encodeURIComponent(next)}`;

/**
 * Refuses, before anything is read, a caller who may not add a passkey now: anonymous `401`; an API key
 * `403` (`reason: "session"`); a session without a recent proof `403` (`reason: "reauthenticate"`, with
 * `confirm`: the page to prove it again, coming back to `next`).
 */
export function requireFreshProof(c: Context<AppEnv>, prefix: string, next: string) {
  const caller = c.get('caller');
  if (caller === null) throw forbidden(401);
  if (!c.get('session')) {
    throw new ApiError(
      403,
      'rest_forbidden',
      'Adding a passkey needs a session signed in with a password or a passkey, not an API key.',
      { reason: 'session' },
    );
  }
  if (!hasFreshProof(c)) {
    throw new ApiError(
      403,
      'rest_forbidden',
      'Confirm it is you first: enter your password again (or use a passkey), then add the passkey.',
      { reason: 'reauthenticate', confirm: confirmHref(`${prefix}/admin`, next) },
    );
  }
  return caller;
}
