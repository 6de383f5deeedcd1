import { parseAuthorization } from '../../http/auth';
import { sha256Hex } from '../../lib/hash';

/**
 * New API keys and passwords, made in the Worker with WebCrypto as `scripts/users.mjs` makes them with
 * Node's crypto: a key is `tec_<12 [a-z0-9]>_<43 base64url>` (the format `src/http/auth.ts` accepts, which
 * is checked here) of which only the SHA-256 is stored; a generated password is 24 base64url characters
 * (144 bits).
 */

const PREFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** 12 characters of [a-z0-9], uniformly (bytes at or above 252 are drawn again: 252 = 7 × 36). */
function randomPrefix(): string {
  let prefix = '';
  while (prefix.length < 12) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < 252 && prefix.length < 12) prefix += PREFIX_ALPHABET[byte % 36];
    }
  }
  return prefix;
}

export interface NewKey {
  key: string;
  prefix: string;
  hash: string;
}

export async function newApiKey(): Promise<NewKey> {
  const prefix = randomPrefix();
  const key = `tec_${prefix}_${base64url(crypto.getRandomValues(new Uint8Array(32)))}`;
  if (!parseAuthorization(`Bearer ${key}`)) throw new Error('A new key does not match the key format.');
  return { key, prefix, hash: await sha256Hex(key) };
}

/** A strong password, as `users set-password --generate` makes one. */
export const newPassword = () => base64url(crypto.getRandomValues(new Uint8Array(18)));
