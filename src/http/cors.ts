import type { MiddlewareHandler } from 'hono';
import { setResponseHeaders } from './response-headers';

export interface CorsOptions {
  allowMethods: readonly string[];
  allowHeaders: readonly string[];
  exposeHeaders: readonly string[];
  maxAge: number;
}

/**
 * CORS for any origin, without credentials. A preflight (`OPTIONS`) is answered 204 at once; every
 * other response, errors included, gets the origin and the exposed headers after it is built. (Hono's
 * `cors` sets them on a placeholder response first, which costs a copy of every response.)
 */
/** What every answer but a preflight carries: any origin may read it, and these headers of it. */
export const corsHeaders = (exposeHeaders: readonly string[]) => ({
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': exposeHeaders.join(','),
});

export function cors(options: CorsOptions): MiddlewareHandler {
  const simple = corsHeaders(options.exposeHeaders);
  const preflight = {
    ...simple,
    'Access-Control-Max-Age': String(options.maxAge),
    'Access-Control-Allow-Methods': options.allowMethods.join(','),
    'Access-Control-Allow-Headers': options.allowHeaders.join(','),
    Vary: 'Access-Control-Request-Headers',
  };
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') {
      return new Response(null, { status: 204, statusText: 'No Content', headers: preflight });
    }
    await next();
    setResponseHeaders(c, simple);
  };
}
