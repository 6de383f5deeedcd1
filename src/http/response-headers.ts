import type { Context } from 'hono';

/**
 * Sets headers on the response a middleware got back from `next()`. Hono's `c.header()` copies the
 * whole response (body and headers) on every call once the handler has answered; a response built
 * here has mutable headers and is changed in place. One taken as it is from elsewhere (its headers
 * immutable) is copied once.
 */
export function setResponseHeaders(c: Context, headers: Record<string, string>): void {
  try {
    for (const name in headers) c.res.headers.set(name, headers[name]!);
  } catch {
    c.res = new Response(c.res.body, c.res);
    for (const name in headers) c.res.headers.set(name, headers[name]!);
  }
}
