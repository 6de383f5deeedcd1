import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ApiError, invalidParam } from '../http/errors';
import { fromBase64Url, utf8OfBase64Url } from '../lib/base64url';
import { type ChallengePurpose, type StoredPasskey, takeChallenge } from './passkey-store';

/**
 * What the passkey ceremonies share (./passkeys.ts: adding one and signing in; ./confirm.ts: proving one
 * again): the relying party, reading the browser's answer, taking its challenge, checking an assertion.
 * The cryptography is @simplewebauthn/server's, loaded on the first ceremony: with its ASN.1 and X.509
 * stack it is a tenth of the Worker, which every other request would pay for at start-up (docs/performance.md).
 */
export const webauthnLibrary = () => import('@simplewebauthn/server');

const PASSKEY_FAILED = 'This passkey could not be verified. Try again, or sign in with your password.';

/** The relying party is the request's host, the expected origin the request's origin. */
export const relyingParty = (c: Context<AppEnv>) => {
  const url = new URL(c.req.url);
  return { rpID: url.hostname, origin: url.origin };
};

export const passkeyRefused = (status: 400 | 401) =>
  new ApiError(status, 'rest_forbidden', PASSKEY_FAILED, { reason: 'passkey' });

/** A WebAuthn answer as the browser library sends it: an object with an `id` and a `response`. */
export function credentialResponse<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(
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
    const data = JSON.parse(utf8OfBase64Url(response.response.clientDataJSON));
    return typeof data?.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

/** Takes the answer's challenge out of the store (single use); it, when it was handed out for this. */
export async function answeredChallenge(
  c: Context<AppEnv>,
  response: { response: { clientDataJSON: string } },
  purpose: ChallengePurpose,
  userId: number | null,
): Promise<string | null> {
  const challenge = signedChallenge(response);
  if (challenge === null) return null;
  return (await takeChallenge(c.get('db'), challenge, purpose, userId)) ? challenge : null;
}

/**
 * Checks an assertion of `passkey` over `challenge` for this origin: the authenticator's new counter, or
 * null when it fails (a malformed or lying answer, a counter that went back).
 */
export async function verifiedAssertion(
  c: Context<AppEnv>,
  response: AuthenticationResponseJSON,
  passkey: StoredPasskey,
  challenge: string,
): Promise<number | null> {
  const { rpID, origin } = relyingParty(c);
  const { verifyAuthenticationResponse } = await webauthnLibrary();
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: fromBase64Url(passkey.public_key),
        counter: passkey.counter,
        transports: JSON.parse(passkey.transports),
      },
      requireUserVerification: false,
    });
    return result.verified ? result.authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
