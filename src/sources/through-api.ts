import type { ExecutionContext } from 'hono';
import type { Bindings } from '../env';
import { delegateAs } from '../http/auth';
import type { User } from '../lib/caller';

/**
 * A run writes its events through the API's own routes (as src/admin/through-api.ts does for the editors'
 * app): an internal request to `/site/events/v1/…` as the source's creator, so that every rule and every
 * consequence of a write (validation, roles, slugs, series, revisions, the change feed, webhooks, the cache's
 * generation) is the one any client's write has. Nothing leaves the Worker: the request is handed to the app.
 */
type Dispatch = (request: Request, env: Bindings, ctx: ExecutionContext) => Response | Promise<Response>;

let dispatch: Dispatch | null = null;

/** How runs reach the API (set once, where the app is assembled: src/index.ts). */
export function sourcesWriteThrough(fetch: Dispatch): void {
  dispatch = fetch;
}

/** The internal requests' origin: links in their answers are not used. */
const ORIGIN = 'http://sources.internal';

export interface ApiAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the API's JSON, read by field
  body: any;
}

export interface ApiCaller {
  user: User;
  /** The language prefix of the source's texts (`/eu`), '' for the site's default. */
  langPrefix: string;
  env: Bindings;
  ctx: ExecutionContext;
}

export async function callApi(
  caller: ApiCaller,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
  /** A body sent as it is (an image's bytes to `POST /media`), with its own headers. */
  raw?: { bytes: Uint8Array; headers: Record<string, string> },
): Promise<ApiAnswer> {
  if (!dispatch) throw new Error('sourcesWriteThrough was not set');
  const headers = new Headers({ Accept: 'application/json', ...raw?.headers });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const request = new Request(`${ORIGIN}${caller.langPrefix}/site/events/v1${path}`, {
    method,
    headers,
    body: raw ? raw.bytes : body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await dispatch(delegateAs(request, caller.user), caller.env, caller.ctx);
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { message: text.slice(0, 300) };
  }
  return { status: response.status, body: parsed };
}

/** What an API error says, in words for the history of runs. */
export function apiWords(answer: ApiAnswer): string {
  const { message, data } = (answer.body ?? {}) as {
    message?: unknown;
    data?: { params?: unknown; hint?: unknown };
  };
  const params =
    data?.params && typeof data.params === 'object'
      ? Object.entries(data.params as Record<string, unknown>)
          .map(([name, reason]) => `${name}: ${String(reason)}`)
          .join('; ')
      : '';
  const words = typeof message === 'string' ? message : `The API answered ${answer.status}.`;
  return params ? `${words} (${params})` : words;
}
