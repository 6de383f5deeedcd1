import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { pathWithoutLanguage } from '../http/language';
import type { CanonicalQuery } from '../http/pagination';
import { bodyDigest } from '../lib/hash';
import { rememberAlias } from './fast-path';
import { contentGeneration } from './generation';
import { cacheKey } from './key';
import { recall, remember, type StoredResponse } from './memory';

/** What clients and shared caches may keep: a few seconds, so a write is seen within the bound the README states. */
export const CLIENT_CACHE_CONTROL = 'public, max-age=5, s-maxage=5';
/** What the edge cache keeps: long, because keys carry the content generation. */
const EDGE_CACHE_CONTROL = 'public, max-age=86400';

export interface Cacheable {
  query: CanonicalQuery;
  lists?: ReadonlySet<string>;
  /** The answer depends on a secret the request carries (an event's password): never shared. */
  private?: boolean;
}

/** A strong ETag: the SHA-256 of the body. */
export const strongEtag = async (body: ArrayBuffer): Promise<string> => `"${await bodyDigest(body)}"`;

function toResponse(entry: StoredResponse, xCache: 'HIT' | 'MISS'): Response {
  const headers = new Headers(entry.headers);
  headers.set('Cache-Control', CLIENT_CACHE_CONTROL);
  // Caches downstream (browsers, proxies) must not answer a request with a key with this anonymous answer.
  headers.append('Vary', 'Authorization');
  headers.set('X-Cache', xCache);
  return new Response(entry.body, { status: entry.status, headers });
}

/** A cache lookup that has not answered by then is given up: the request is answered from D1. */
export const CACHE_TIMEOUT_MS = 1000;

async function lookUp(key: string): Promise<StoredResponse | undefined> {
  const hit = await caches.default.match(key);
  if (!hit) return undefined;
  return { status: hit.status, headers: [...hit.headers], body: await hit.arrayBuffer() };
}

async function fromEdge(key: string): Promise<StoredResponse | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, CACHE_TIMEOUT_MS, undefined);
  });
  try {
    const entry = await Promise.race([lookUp(key), givenUp]);
    if (entry) remember(key, entry);
    return entry;
  } catch {
    return undefined; // a failing cache never fails a request
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

function toEdge(c: Context<AppEnv>, key: string, entry: StoredResponse) {
  let put: Promise<void>;
  try {
    const headers = new Headers(entry.headers);
    headers.set('Cache-Control', EDGE_CACHE_CONTROL);
    put = caches.default
      .put(key, new Response(entry.body, { status: entry.status, headers }))
      .catch(() => {});
  } catch {
    return; // nor does one that throws at once
  }
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    // No execution context (direct app.request in tests): the put still runs.
  }
}

/** Whether this request may be answered from, or stored in, the shared cache. */
function isShareable(c: Context<AppEnv>, cacheable: Cacheable): boolean {
  return !cacheable.private && c.get('caller') === null && !c.req.header('authorization');
}

/**
 * Remembers which key this exact URL validated to (src/cache/fast-path.ts), unless the URL carries a
 * `password`: a route that takes none ignores it, but the URL is kept out of memory all the same.
 */
function rememberUrl(c: Context<AppEnv>, key: string) {
  if (c.get('params').password === undefined) rememberAlias(c.req.url, key);
}

/**
 * Answers an anonymous GET from the in-isolate layer or the edge cache (`X-Cache: HIT`), or builds
 * it and stores a 200 (`MISS`). Callers with credentials never touch the cache (`BYPASS`).
 */
export async function cached(
  c: Context<AppEnv>,
  cacheable: Cacheable,
  build: () => Promise<Response> | Response,
) {
  if (!isShareable(c, cacheable)) {
    const res = await build();
    res.headers.set('X-Cache', 'BYPASS');
    res.headers.set('Cache-Control', 'private, no-store');
    return res;
  }
  const generation = await contentGeneration(c.get('db'));
  const url = new URL(c.req.url);
  const key = cacheKey({
    scheme: url.protocol === 'https:' ? 'https' : 'http',
    host: url.host,
    path: pathWithoutLanguage(c.req.path),
    lang: c.get('lang'),
    namedLanguage: c.get('langPrefix') !== '',
    query: cacheable.query,
    lists: cacheable.lists,
    generation,
  });
  const hit = recall(key) ?? (await fromEdge(key));
  if (hit) {
    rememberUrl(c, key);
    return toResponse(hit, 'HIT');
  }

  const res = await build();
  if (res.status !== 200) return res;
  const body = await res.arrayBuffer();
  const headers = new Headers(res.headers);
  // Single records carry a versioned ETag of their own.
  if (!headers.has('ETag')) headers.set('ETag', await strongEtag(body));
  const entry: StoredResponse = { status: 200, headers: [...headers], body };
  remember(key, entry);
  rememberUrl(c, key);
  toEdge(c, key, entry);
  return toResponse(entry, 'MISS');
}
