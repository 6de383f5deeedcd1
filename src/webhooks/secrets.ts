import { ApiError } from '../http/errors';

/**
 * Endpoint secrets at rest: AES-256-GCM under a key derived (SHA-256) from the Worker secret
 * `WEBHOOK_SECRET_KEY`, stored as `v1.{iv}.{ciphertext}` (base64). Without the Worker secret nothing can
 * be signed: webhooks answer 503 until it is set (`npx wrangler secret put WEBHOOK_SECRET_KEY`).
 */

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

export const webhooksNotConfigured = () =>
  new ApiError(
    503,
    'rest_webhooks_not_configured',
    'Webhooks are not configured: the Worker secret WEBHOOK_SECRET_KEY is not set.',
  );

const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(workerSecret: string | undefined): Promise<CryptoKey> {
  if (!workerSecret) throw webhooksNotConfigured();
  let key = keys.get(workerSecret);
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(workerSecret))
      .then((raw) => crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']));
    keys.set(workerSecret, key);
  }
  return key;
}

export async function encryptSecret(workerSecret: string | undefined, secret: string): Promise<string> {
  const key = await keyOf(workerSecret);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(secret));
  return `v1.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

export async function decryptSecret(workerSecret: string | undefined, stored: string): Promise<string> {
  const [version, iv, sealed] = stored.split('.');
  if (version !== 'v1' || !iv || !sealed) throw new Error('Not an encrypted webhook secret.');
  const key = await keyOf(workerSecret);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(iv) }, key, fromBase64(sealed));
  return new TextDecoder().decode(plain);
}
