import type { Bindings } from '../env';
import { unavailable } from '../http/errors';
import { sameText, sha256Hex } from '../lib/hash';

/**
 * The secrets of submissions (docs/submissions.md): e-mails and networks are kept as HMAC-SHA-256 under
 * `SUBMISSIONS_SECRET` (never the address of a client; an e-mail in clear only until it is erased), the
 * private link's token as its SHA-256, and the form's start as a signed time.
 */

/** A secret for local development only: `wrangler dev` and a deployment that forgot the secret differ (below). */
const LOCAL_SECRET = 'local-development-submissions-secret';

/** The key, or 503 where requests come through the edge (a deployment) without one. */
export function submissionsSecret(env: Bindings, deployed: boolean): string {
  const secret = env.SUBMISSIONS_SECRET?.trim();
  if (secret) return secret;
  if (deployed) throw unavailable();
  return LOCAL_SECRET;
}

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    keys.set(secret, key);
  }
  return key;
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** HMAC-SHA-256 of `purpose:value` as hex: the same value hashes alike for one purpose only. */
export async function keyedHash(secret: string, purpose: string, value: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${purpose}:${value}`)));
}

/** A private link's token: 32 random bytes, base64url (unguessable); stored as its SHA-256 only. */
export function newToken(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export const tokenHash = (token: string) => sha256Hex(`submission-token:${token}`);

/** The form's hidden `form_started`: when it was served, signed so that a client can't backdate it. */
export async function formStamp(secret: string, nowMs = Date.now()): Promise<string> {
  return `${nowMs}.${(await keyedHash(secret, 'form', String(nowMs))).slice(0, 32)}`;
}

/** The time a stamp was made (ms), or null for a stamp this secret did not sign. */
export async function stampTime(secret: string, stamp: string | undefined): Promise<number | null> {
  const match = /^(\d{13})\.([0-9a-f]{32})$/.exec(stamp ?? '');
  if (!match) return null;
  const expected = (await keyedHash(secret, 'form', match[1]!)).slice(0, 32);
  return sameText(expected, match[2]!) ? Number(match[1]) : null;
}
