import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { setResponseHeaders } from '../http/response-headers';

declare module 'hono' {
  interface ContextVariableMap {
    /** The token a state-changing form carries (`_csrf`); set by the sign-in layer when there is a session. */
    csrfToken?: string;
    /** The nonce of this response's one script and one style sheet (the CSP names it). */
    adminNonce?: string;
  }
}

/** 128 random bits, base64: a CSP nonce no one can guess or reuse. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The headers of every response of the editors' app, redirects and errors included: a strict CSP whose
 * scripts and styles are only those carrying this response's nonce (no inline handlers, no other
 * origin), framing denied, never stored by a cache, the address kept to this site.
 */
export function adminHeaders(nonce: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "img-src 'self' data:",
      "connect-src 'self'",
      "form-action 'self'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Frame-Options': 'DENY',
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'same-origin',
  };
}

/** Gives the request its nonce, and every response the app's headers. */
export const adminSecurity: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = newNonce();
  c.set('adminNonce', nonce);
  // An error thrown below has been rendered by the app's handler by now: its response gets them too.
  await next();
  setResponseHeaders(c, adminHeaders(nonce));
};
