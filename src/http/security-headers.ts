import type { MiddlewareHandler } from 'hono';
import { setResponseHeaders } from './response-headers';

/**
 * `X-Content-Type-Options: nosniff` on every response: browsers use the `Content-Type` sent, never
 * one guessed from the body. (HTML pages get their other headers from src/http/html.ts.)
 */
export const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' } as const;

/** Sets `nosniff` on every response the app makes (errors, 304s and preflights included). */
export const noSniff: MiddlewareHandler = async (c, next) => {
  await next();
  setResponseHeaders(c, NOSNIFF);
};
