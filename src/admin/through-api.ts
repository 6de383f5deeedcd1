import type { Context, ExecutionContext, MiddlewareHandler } from 'hono';
import { carryMember, openWindow, windowOf } from '../db/window';
import type { AppEnv, Bindings } from '../env';
import { delegateCaller } from '../http/auth';

/**
 * The app writes through the API's own routes: an internal request to `/site/events/v1/…` carrying the
 * caller's credentials (the API key's `Authorization`, or the session cookie with its CSRF token), so
 * that every rule of the API (roles, If-Match, validation, the change feed, webhooks, write limits)
 * applies as it does for any client. No rule is written twice. The caller the app identified goes with it
 * (`delegateCaller`): the API does not look the key or session up again.
 */
type Dispatch = (request: Request, env: Bindings, ctx: ExecutionContext) => Response | Promise<Response>;

let dispatch: Dispatch | null = null;

/** How the app's writes reach the API (set once, where the app is assembled: src/index.ts). */
export function adminWritesThrough(fetch: Dispatch): void {
  dispatch = fetch;
}

const FORWARDED = ['authorization', 'cookie', 'cf-connecting-ip', 'user-agent'] as const;

/**
 * `method path` of the API (`/events/12`), as the caller of `c`; `body` as JSON, or `raw` as it is with its
 * own type (an upload's multipart form, passed on byte for byte).
 */
export async function callApi(
  c: Context<AppEnv>,
  method: string,
  path: string,
  options: {
    body?: unknown;
    raw?: { body: Uint8Array; type: string };
    ifMatch?: string;
    idempotencyKey?: string;
  } = {},
): Promise<Response> {
  if (!dispatch) throw new Error('adminWritesThrough was not set');
  const origin = new URL(c.req.url).origin;
  const headers = new Headers({ Accept: 'application/json' });
  for (const name of FORWARDED) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  const csrf = c.get('csrfToken');
  if (csrf) headers.set('X-CSRF-Token', csrf);
  if (options.ifMatch) headers.set('If-Match', options.ifMatch);
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  if (options.raw) headers.set('Content-Type', options.raw.type);
  else if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  const request = new Request(`${origin}/site/events/v1${path}`, {
    method,
    headers,
    body: options.raw
      ? options.raw.body
      : options.body === undefined
        ? undefined
        : JSON.stringify(options.body),
  });
  // A read joins the screen's batch window: its D1 work goes with the screen's other reads, one round trip.
  const member = method === 'GET' ? windowOf(c.get('db'))?.join() : undefined;
  if (member) carryMember(request, member);
  let response: Response;
  try {
    response = await dispatch(delegateCaller(request, c), c.env, c.executionCtx);
  } finally {
    member?.leave();
  }
  const timing = SERVER_TIMING.exec(response.headers.get('Server-Timing') ?? '');
  if (timing) c.get('db').countDelegated(Number(timing[2]), Number(timing[1]));
  return response;
}

/**
 * A screen reads in one round trip: the API reads it makes side by side go to D1 together (src/db/window.ts),
 * and on a GET its own statements too. A form's POST keeps its own statements to itself (they may write), and
 * the app's writes through the API never join: only the reads it makes after (a refused save's form) do.
 */
export const screenWindow: MiddlewareHandler<AppEnv> = async (c, next) => {
  openWindow(c.get('db'), { own: c.req.method === 'GET' || c.req.method === 'HEAD' });
  await next();
};

/** The API's own count of a request's D1 round trips (src/http/request-context.ts), added to the screen's. */
const SERVER_TIMING = /^d1;dur=(\d{1,9});desc="(\d{1,6}) round trips"/;

/**
 * What an API error says to a person: TEC's `message`, which stays TEC's word for word, and the help the
 * API gives beside it (`data.hint`). Null when the body is no API error.
 */
export function apiMessage(body: unknown): string | null {
  const { message, data } = (body ?? {}) as { message?: unknown; data?: { hint?: unknown } };
  if (typeof message !== 'string') return null;
  return typeof data?.hint === 'string' && data.hint !== '' ? `${message} ${data.hint}` : message;
}
