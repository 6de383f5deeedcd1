/**
 * Sync tokens of the change feed: opaque to clients, a small versioned record to us. A token says where
 * the client is in the change log (`cursor`), whether it is still inside a full sync (`mark`), whose view
 * of the calendar it was built with (`scope`, `types`: used with another, it is refused), when it was
 * issued, and the D1 bookmark of the read that issued it (the next read starts there, so a lagging
 * replica can never take the client back). No secret: a forged token can only ask for changes the
 * caller may read anyway.
 */
export interface SyncToken {
  /** The sequence number of the last change the client has been given (0: none). */
  cursor: number;
  /**
   * The head of the log when the client's full sync began: removals up to it are left out (the client
   * never had those records). 0 for an incremental sync.
   */
  mark: number;
  /** `anonymous`, or `{role}:{user id}`. */
  scope: string;
  /** The record types followed, comma-joined in a fixed order. */
  types: string;
  /** When it was issued, in seconds since the epoch. */
  issued: number;
  bookmark: string | null;
}

const PREFIX = 's1.';
export const MAX_TOKEN_LENGTH = 1024;

const toBase64Url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');

export function encodeSyncToken(token: SyncToken): string {
  const fields = [token.cursor, token.mark, token.scope, token.types, token.issued, token.bookmark];
  return `${PREFIX}${toBase64Url(JSON.stringify(fields))}`;
}

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const isShortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max && /^[\x21-\x7e]+$/.test(value);

/** The token, or `null` when `text` is not one this API issued (malformed, truncated, edited). */
export function decodeSyncToken(text: string): SyncToken | null {
  if (text.length > MAX_TOKEN_LENGTH || !text.startsWith(PREFIX)) return null;
  const body = text.slice(PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(body)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(atob(body.replaceAll('-', '+').replaceAll('_', '/')));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 6) return null;
  const [cursor, mark, scope, types, issued, bookmark] = fields as unknown[];
  if (!isCount(cursor) || !isCount(mark) || !isCount(issued)) return null;
  if (!isShortText(scope, 64) || !isShortText(types, 64)) return null;
  if (bookmark !== null && !isShortText(bookmark, 256)) return null;
  return { cursor, mark, scope, types, issued, bookmark };
}

/** The D1 bookmark inside the `sync_token` of a request URL, if any (the token is checked again later). */
export function bookmarkInSyncToken(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0 || !url.includes('sync_token=', query)) return null;
  const text = new URLSearchParams(url.slice(query + 1)).get('sync_token');
  return text === null ? null : (decodeSyncToken(text)?.bookmark ?? null);
}
