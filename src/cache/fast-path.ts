import { freshGeneration } from './generation';
import { generationOf } from './key';
import { recall } from './memory';

/**
 * Hot anonymous GETs answered before routing. `cached()` records, for each exact request URL it served
 * from or stored in the cache, the canonical key that URL validated to. While this isolate's
 * generation is fresh and the key is in the in-isolate layer, the same URL gets the same bytes again
 * without parameter validation, routing or middleware: the work of a HIT is the lookup.
 * Anything else (credentials, conditional requests, bookmarks, a stale generation) takes the full path.
 */
const MAX_ALIASES = 2048;
const aliases = new Map<string, string>();

export function rememberAlias(url: string, key: string): void {
  if (aliases.size >= MAX_ALIASES && !aliases.has(url)) aliases.delete(aliases.keys().next().value!);
  aliases.set(url, key);
}

const FULL_PATH_HEADERS = [
  'authorization',
  'if-none-match',
  'x-d1-bookmark',
  'x-http-method-override',
  'x-event-authorization',
];

export function fastHit(request: Request, responseHeaders: Record<string, string>): Response | null {
  if (request.method !== 'GET' || FULL_PATH_HEADERS.some((name) => request.headers.has(name))) return null;
  const key = aliases.get(request.url);
  const generation = freshGeneration();
  if (key === undefined || generation === null || generationOf(key) !== generation) return null;
  const entry = recall(key);
  // JSON only: routes serving other types (the widget, feeds) set their own caching headers.
  if (!entry?.headers.some(([name, value]) => name === 'content-type' && value === 'application/json')) {
    return null;
  }
  const headers = new Headers(entry.headers);
  for (const [name, value] of Object.entries(responseHeaders)) headers.set(name, value);
  headers.set('Content-Type', 'application/json; charset=UTF-8');
  return new Response(entry.body, { status: entry.status, headers });
}
