import type { Context, ExecutionContext } from 'hono';
import type { AppEnv, Bindings } from '../env';
import { executionContextOf, inBackground } from './background';

/**
 * Stale-while-revalidate's background rebuilds. A STALE answer starts one through the app itself: an
 * anonymous GET of the same URL (so the same cache key, whatever the route), marked as internal so
 * that `cached()` skips the lookup, builds and stores. One per isolate and key at a time: requests
 * that find a rebuild of their key running just answer stale.
 */
type Dispatch = (request: Request, env: Bindings, ctx: ExecutionContext) => Response | Promise<Response>;

let dispatch: Dispatch | null = null;
const internal = new WeakSet<Request>();
/** Keys being rebuilt, with when their rebuild began. */
const running = new Map<string, number>();

/** A rebuild running this long is taken for lost (its D1 calls are given up on well before). */
export const REVALIDATION_GIVE_UP_MS = 30_000;
const MAX_RUNNING = 128;

/** How rebuilds reach the app (set once, where the app is assembled). */
export function revalidateThrough(fetch: Dispatch): void {
  dispatch = fetch;
}

export const isRevalidation = (request: Request): boolean => internal.has(request);

export function isRevalidating(key: string, now = Date.now()): boolean {
  const began = running.get(key);
  return began !== undefined && now - began < REVALIDATION_GIVE_UP_MS;
}

function hasRoom(now: number): boolean {
  if (running.size < MAX_RUNNING) return true;
  for (const [key, began] of running) if (now - began >= REVALIDATION_GIVE_UP_MS) running.delete(key);
  return running.size < MAX_RUNNING;
}

/** Rebuilds the entry of `key` (the entry of this request's URL) in the background, unless one is running. */
export function revalidate(c: Context<AppEnv>, key: string, now = Date.now()): void {
  if (!dispatch || isRevalidating(key, now) || !hasRoom(now)) return;
  const request = new Request(c.req.url);
  internal.add(request);
  running.set(key, now);
  const rebuilt = Promise.resolve(dispatch(request, c.env, executionContextOf(c)))
    .then((res) => res.arrayBuffer())
    // A failed rebuild leaves the entry as it was: once too stale, the next request rebuilds it in front.
    .catch(() => {})
    .finally(() => {
      if (running.get(key) === now) running.delete(key);
    });
  inBackground(c, rebuilt);
}
