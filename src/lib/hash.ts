/** SHA-256 of a text, as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** How an event's password is stored: the SHA-256 of `{id}:{password}` (compared, never shown). */
export const passwordHash = (id: number, password: string) => sha256Hex(`${id}:${password}`);
const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** A short digest of a body (144 bits of its SHA-256, base64url): the opaque part of ETags. */
export async function bodyDigest(body: ArrayBuffer | Uint8Array | string): Promise<string> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return base64url(digest.slice(0, 18));
}

/** Compares two texts in constant time (for equal lengths; different lengths are simply unequal). */
export function sameText(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right);
}
