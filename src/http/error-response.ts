import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { type ApiError, toApiError } from './errors';

export function errorResponse(c: Context<AppEnv>, error: ApiError): Response {
  const requestId = c.get('requestId') ?? '';
  const body = {
    code: error.code,
    message: error.message,
    data: { status: error.status, ...error.data, request_id: requestId },
  };
  return c.json(body, error.status, { ...error.headers, 'X-Request-Id': requestId });
}

/** The app's `onError`: every thrown value becomes an API error; unexpected ones are logged, never shown. */
export function renderError(err: unknown, c: Context<AppEnv>): Response {
  const error = toApiError(err);
  if (error.status >= 500) {
    console.error(
      JSON.stringify({
        level: 'error',
        request_id: c.get('requestId'),
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
        stack: err instanceof Error ? err.stack?.split('\n').slice(1, 6).join(' | ') : undefined,
      }),
    );
  }
  return errorResponse(c, error);
}
