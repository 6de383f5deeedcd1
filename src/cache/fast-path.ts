import { hasSessionCookie } from '../http/session';
import { CLIENT_MAX_AGE_S } from './freshness';
import { freshGeneration, protectedGeneration } from './generation';
import { recall } from './memory';

/**
 * Hot anonymous GETs answered before routing. `cached()` records, for each exact request URL it served
 * from or stored in the cache, the canonical key that URL validated to. While this isolate's
 * generation is fresh and the in-isolate entry of that key was built in it, the same URL gets the same
 * bytes again without parameter validation, routing or middleware: the work of a HIT is the lookup.
 * Anything else (credentials, conditional requests, bookmarks, `Cache-Control`, a generation to read, an
 * entry of an older generation or older than this isolate's own write, a D1 outage) takes the full path, which applies the same rules and answers STALE
 * where they allow it.
 */
const MAX_ALIASES = 2048;
const aliases = new Map<string, { key: string; slot: number }>();

/**
 * A URL's key can change with the date (the default window of a list carries the day, in the site's
 * time zone): an alias holds within the quarter of an hour it was recorded in, and every time zone's
 * midnight falls on such a boundary.
 */
const SLOT_MS = 15 * 60 * 1000;
const slotOf = (now: number) => Math.floor(now / SLOT_MS);

export function rememberAlias(url: string, key: string, now = Date.now()): void {
  if (aliases.size >= MAX_ALIASES && !aliases.has(url)) aliases.delete(aliases.keys().next().value!);
  aliases.set(url, { key, slot: slotOf(now) });
}

const FULL_PATH_HEADERS = [
  'authorization',
  // `no-cache` asks for an answer built now; any other directive is read there too.
  'cache-control',
  'pragma',
  'if-none-match',
  'x-d1-bookmark',
  'x-http-method-override',
  'x-event-authorization',
];

export function fastHit(
  request: Request,
  responseHeaders: () => Record<string, string>,
  now = Date.now(),
): Response | null {
  if (request.method !== 'GET') return null;
  const alias = aliases.get(request.url);
  if (alias === undefined) return null;
  if (FULL_PATH_HEADERS.some((name) => request.headers.has(name)) || hasSessionCookie(request)) return null;
  const generation = freshGeneration(now);
  if (generation === null || alias.slot !== slotOf(now)) return null;
  const entry = recall(alias.key);
  if (entry === undefined || entry.generation < Math.max(generation, protectedGeneration())) return null;
  // A body that stops being true by itself (an online address shown from then on) within what clients keep
  // takes the full path, which rebuilds it or caps their max-age.
  if (entry.expiresAt !== undefined && entry.expiresAt - now < CLIENT_MAX_AGE_S * 1000) return null;
  // JSON only: routes serving other types (the widget, feeds) set their own caching headers.
  if (entry.headers['content-type'] !== 'application/json') return null;
  const headers = new Headers(entry.headers);
  for (const [name, value] of Object.entries(responseHeaders())) headers.set(name, value);
  headers.set('Content-Type', 'application/json; charset=UTF-8');
  return new Response(entry.body, { status: entry.status, headers });
}
