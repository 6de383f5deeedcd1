/**
 * Where to send a caller next (after signing in, after a bulk action): a path of this site, checked as
 * the browser will read it.
 */

const MAX_NEXT = 2000;
/** A base no real request has: what resolves elsewhere than it is not a path of this site. */
const HERE = 'http://here.invalid';

/**
 * `next` as a path of this site, or null: it starts with one `/` (not `//host` or `/\host`) and has no
 * spaces, backslashes or control characters (browsers drop some and read what is left as another host,
 * and a line break would split the `Location` header). Its dot segments are then resolved, and the result
 * is checked again (`/admin/../..//host` resolves to `//host`), and returned percent-encoded as a URL
 * serialises it, so no raw non-ASCII character reaches a header.
 */
export function sitePath(next: unknown): string | null {
  if (typeof next !== 'string' || next.length > MAX_NEXT) return null;
  if (!/^\/(?![/\\])[^\s\\\p{Cc}]*$/u.test(next)) return null;
  const url = new URL(next, HERE);
  if (url.origin !== HERE || /^\/[/\\]/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The editors' app's own addresses (any language prefix). */
const APP_PATH = /^(?:\/(?:eu|ca|en|gl|es))?\/admin(?:[/?#]|$)/;

/** `next` as an address of the editors' app (`sitePath`, then under `/admin`), or null. */
export function appPath(next: unknown): string | null {
  const path = sitePath(next);
  return path !== null && APP_PATH.test(path) ? path : null;
}
