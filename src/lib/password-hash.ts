/**
 * User passwords (the editors' app): PBKDF2-SHA256 through WebCrypto, a random 16-byte salt per hash,
 * stored as `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>` so that the algorithm and its cost
 * can change later without locking anyone out. scripts/lib/password-hash.mjs makes the same format
 * under Node (test/unit/password-hash.test.ts holds the two together).
 */
import { sameText } from './hash';

/** Workers' WebCrypto refuses PBKDF2 with more iterations than this. */
export const PASSWORD_ITERATIONS = 100_000;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;
const SALT_BYTES = 16;
const HASH_BITS = 256;
const FORMAT = /^pbkdf2-sha256\$(\d{1,7})\$([A-Za-z0-9+/]{22,}={0,2})\$([A-Za-z0-9+/]{43}=)$/;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** The stored form of a password, with a new random salt. */
export async function hashPassword(
  password: string,
  salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES)),
): Promise<string> {
  const hash = await derive(password, salt, PASSWORD_ITERATIONS);
  return `pbkdf2-sha256$${PASSWORD_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/**
 * A stored hash no password is known to match (random bytes, fixed here: a Worker may not make random
 * values at start-up): checked in place of a user's when the login is unknown or has no password, so that
 * answer takes as long as a wrong password. It is never a match either way (`own` is null).
 */
const UNMATCHABLE = `pbkdf2-sha256$${PASSWORD_ITERATIONS}$75xGUQ2plhZsvQYmG86TJA==$pLB6zf+mX+dI64wDeAGAA19fVtlDa/IvDJ6HgNHIQmI=`;

/**
 * Whether `password` is the one `stored` was made from, compared in constant time. `stored` null (an
 * unknown login, a user without a password) spends the same time and is false.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const own = stored === null ? null : FORMAT.exec(stored);
  const match = own ?? FORMAT.exec(UNMATCHABLE)!;
  const iterations = Number(match[1]);
  if (iterations < 1 || iterations > PASSWORD_ITERATIONS) return false;
  const hash = await derive(password.slice(0, PASSWORD_MAX_LENGTH + 1), fromBase64(match[2]!), iterations);
  return sameText(toBase64(hash), match[3]!) && own !== null;
}
