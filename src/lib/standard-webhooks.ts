/**
 * Standard Webhooks 1.0 (https://www.standardwebhooks.com): secrets are `whsec_` + base64 of random
 * bytes; a message is signed as `v1,` + base64(HMAC-SHA256(secret, "{id}.{timestamp}.{body}")).
 */

export const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 32;

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

/** A new secret: 32 random bytes, as `whsec_…`. */
export const newSecret = () =>
  `${SECRET_PREFIX}${toBase64(crypto.getRandomValues(new Uint8Array(SECRET_BYTES)))}`;

/** The `webhook-signature` entry of one secret for one message. */
export async function signature(
  secret: string,
  id: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const raw = fromBase64(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret);
  const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

/** The headers of a message signed with every secret given (during a rotation, the new and the old one). */
export async function signedHeaders(
  secrets: readonly string[],
  id: string,
  timestamp: number,
  body: string,
): Promise<Record<string, string>> {
  const signatures = await Promise.all(secrets.map((secret) => signature(secret, id, timestamp, body)));
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatures.join(' '),
  };
}
