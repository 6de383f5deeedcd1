import { toBase64Url } from './base64url';
/** SHA-256 of a text, as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** How an event's password is stored: the SHA-256 of `{id}:{password}` (compared, never shown). */
export const passwordHash = (id: number, password: string) => sha256Hex(`${id}:${password}`);

/**
 * A stored password hash and the id it was made with: the record's own (`owner`) for a bare digest, or
 * the id it names before `$` (`{id}$${digest}`): occurrences a split moved to a new series keep the hash
 * their password was set with, under their old series' id.
 */
export function storedPassword(stored: string, owner: number): { owner: number; digest: string } {
  const named = /^(\d{1,15})\$([0-9a-f]{64})$/.exec(stored);
  return named ? { owner: Number(named[1]), digest: named[2]! } : { owner, digest: stored };
}

/** The SQL expression that keeps a stored hash valid once its record's series becomes another one. */
export const keepPasswordOwnerSql = (column: string, oldOwner: number) =>
  `CASE WHEN ${column} IS NULL OR instr(${column}, '$') > 0 THEN ${column} ELSE '${Math.trunc(oldOwner)}$' || ${column} END`;

/** A short digest of a body (144 bits of its SHA-256, base64url): the opaque part of ETags. */
export async function bodyDigest(body: ArrayBuffer | Uint8Array | string): Promise<string> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return toBase64Url(digest.slice(0, 18));
}

/** Compares two texts in constant time (for equal lengths; different lengths are simply unequal). */
export function sameText(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  return left.byteLength === right.byteLength && crypto.subtle.timingSafeEqual(left, right);
}
