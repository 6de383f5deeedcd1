import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { toApiError } from '../http/errors';
import { bodyBytes } from '../http/json-text';
import { pathWithoutLanguage } from '../http/language';
import type { CanonicalQuery } from '../http/pagination';
import { bodyDigest } from '../lib/hash';
import { inBackground } from './background';
import { rememberAlias } from './fast-path';
import {
  CLIENT_MAX_AGE_S,
  clientMaxAge,
  hasExpired,
  isNewer,
  judge,
  judgeOnError,
  type Verdict,
} from './freshness';
import {
  confirmedAt,
  freshGeneration,
  protectedGeneration,
  readGeneration,
  withPatience,
} from './generation';
import { cacheKey } from './key';
import { forget, recall, remember, type StoredResponse } from './memory';
import { isRevalidating, isRevalidation, revalidate } from './revalidation';

const maxAge = (seconds: number) => `public, max-age=${seconds}, s-maxage=${seconds}`;

/** What clients and shared caches may keep: a few seconds, so a write is seen within the freshness bound. */
export const CLIENT_CACHE_CONTROL = maxAge(CLIENT_MAX_AGE_S);
/** What the edge cache keeps: a day, the longest an entry may answer when D1 is unavailable. */
const EDGE_CACHE_CONTROL = 'public, max-age=86400';
/** Where an entry stored in the Cache API keeps what it records about itself (never sent to clients). */
const GENERATION_HEADER = 'x-entry-generation';
const BUILT_AT_HEADER = 'x-entry-built-at';
const EXPIRES_AT_HEADER = 'x-entry-expires-at';
/** Caches downstream (browsers, proxies) must not answer a request with a key or a session with an anonymous answer. */
export const ANONYMOUS_VARY = 'Authorization, Cookie';

export interface Cacheable {
  query: CanonicalQuery;
  lists?: ReadonlySet<string>;
  /** The answer depends on a secret the request carries (an event's password): never shared. */
  private?: boolean;
}

/** A strong ETag: the SHA-256 of the body. */
export const strongEtag = async (body: ArrayBuffer): Promise<string> => `"${await bodyDigest(body)}"`;

type XCache = 'HIT' | 'MISS' | 'STALE';

function toResponse(entry: StoredResponse, xCache: XCache, seconds = CLIENT_MAX_AGE_S): Response {
  const stored = entry.headers;
  const headers = {
    ...stored,
    // Never kept past the moment the body stops being true by itself.
    'cache-control': maxAge(clientMaxAge(seconds, entry, Date.now())),
    vary: stored.vary ? `${stored.vary}, ${ANONYMOUS_VARY}` : ANONYMOUS_VARY,
    'x-cache': xCache,
  };
  return new Response(entry.body, { status: entry.status, headers });
}

/** A cache lookup that has not answered by then is given up: the request is answered from D1. */
export const CACHE_TIMEOUT_MS = 1000;

async function lookUp(key: string): Promise<StoredResponse | undefined> {
  const hit = await caches.default.match(key);
  if (!hit) return undefined;
  const generation = Number(hit.headers.get(GENERATION_HEADER));
  const builtAt = Number(hit.headers.get(BUILT_AT_HEADER));
  const expiresAt = hit.headers.has(EXPIRES_AT_HEADER)
    ? Number(hit.headers.get(EXPIRES_AT_HEADER))
    : undefined;
  const body = await hit.arrayBuffer();
  // An entry stored by an older version of this code records neither: it can't be judged, so it is not used.
  if (!hit.headers.has(GENERATION_HEADER) || !Number.isSafeInteger(generation) || !builtAt) return undefined;
  const headers = Object.fromEntries(hit.headers);
  delete headers[GENERATION_HEADER];
  delete headers[BUILT_AT_HEADER];
  delete headers[EXPIRES_AT_HEADER];
  return {
    status: hit.status,
    headers,
    body,
    generation,
    builtAt,
    ...(expiresAt !== undefined && Number.isFinite(expiresAt) ? { expiresAt } : {}),
  };
}

async function fromEdge(key: string): Promise<StoredResponse | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<undefined>((resolve) => {
    timer = setTimeout(resolve, CACHE_TIMEOUT_MS, undefined);
  });
  try {
    return await Promise.race([lookUp(key), givenUp]);
  } catch {
    return undefined; // a failing cache never fails a request
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

function toEdge(c: Context<AppEnv>, key: string, entry: StoredResponse) {
  let put: Promise<void>;
  try {
    const headers = {
      ...entry.headers,
      'cache-control': EDGE_CACHE_CONTROL,
      [GENERATION_HEADER]: String(entry.generation),
      [BUILT_AT_HEADER]: String(entry.builtAt),
      ...(entry.expiresAt !== undefined ? { [EXPIRES_AT_HEADER]: String(entry.expiresAt) } : {}),
    };
    put = caches.default
      .put(key, new Response(entry.body, { status: entry.status, headers }))
      .catch(() => {});
  } catch {
    return; // nor does one that throws at once
  }
  inBackground(c, put);
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

/** The key now answers an error (a record trashed, a page past the end): its entry must not answer any more. */
function dropEntry(c: Context<AppEnv>, key: string) {
  forget(key);
  try {
    inBackground(
      c,
      caches.default.delete(key).catch(() => false),
    );
  } catch {
    // The entry will be judged, and replaced, again.
  }
}

/**
 * Removes the entries of `keys` from both layers (a write names the answers it changed): the in-isolate
 * ones at once, the Cache API's within `CACHE_TIMEOUT_MS` (a failing cache never fails the write).
 */
export async function dropEntries(keys: readonly string[]): Promise<void> {
  for (const key of keys) forget(key);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, CACHE_TIMEOUT_MS);
  });
  try {
    const deleting = Promise.all(keys.map((key) => caches.default.delete(key).catch(() => false)));
    await Promise.race([deleting, givenUp]);
  } catch {
    // The entries left are older than the write: the generation tells every isolate so.
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/**
 * Builds the response; a 200 is stored as an entry of `generation` (unless a newer one got there
 * first). A client error in its place removes the entry (errors are not stored).
 */
async function build(
  c: Context<AppEnv>,
  key: string,
  generation: number,
  make: () => Promise<Response> | Response,
): Promise<Response> {
  const builtAt = Date.now();
  let res: Response;
  try {
    res = await make();
  } catch (err) {
    if (toApiError(err).status < 500) dropEntry(c, key);
    throw err;
  }
  if (res.status !== 200) {
    if (res.status < 500) dropEntry(c, key);
    return res;
  }
  const body = await bodyBytes(res);
  const headers = Object.fromEntries(res.headers);
  // Single records carry a versioned ETag of their own.
  headers.etag ??= await strongEtag(body);
  const expiresAt = c.get('answerExpiresAt');
  const entry: StoredResponse = {
    status: 200,
    headers,
    body,
    generation,
    builtAt,
    ...(expiresAt !== undefined ? { expiresAt } : {}),
  };
  const held = recall(key);
  if (!held || !isNewer(held, entry)) {
    remember(key, entry);
    toEdge(c, key, entry);
  }
  rememberUrl(c, key);
  return toResponse(entry, 'MISS');
}

function answer(c: Context<AppEnv>, key: string, entry: StoredResponse, verdict: Verdict) {
  rememberUrl(c, key);
  if (verdict.use !== 'stale') return toResponse(entry, 'HIT');
  if (verdict.revalidate) revalidate(c, key);
  return toResponse(entry, 'STALE', verdict.maxAge);
}

/**
 * Whether the client asks that nothing stored answer it without validation (RFC 9111 §5.2.1.4,
 * `Cache-Control: no-cache`; `Pragma: no-cache` when it sends no `Cache-Control`, §5.4): it gets an
 * answer built now, which replaces the entry.
 */
export function wantsRevalidation(request: Request): boolean {
  const control = request.headers.get('cache-control');
  if (control !== null) return /(?:^|,)\s*no-cache\s*(?:$|,|=)/i.test(control);
  return /(?:^|,)\s*no-cache\s*(?:$|,)/i.test(request.headers.get('pragma') ?? '');
}

/**
 * Answers an anonymous GET from the in-isolate layer or the edge cache, or builds it and stores a 200
 * (`MISS`). An entry of the current generation answers as `HIT`. After a write, an entry of an older
 * generation answers as `STALE` while its staleness is within the bound and one background request
 * rebuilds it (stale-while-revalidate); when D1 can't be read, any entry up to a day old answers as
 * `STALE` (stale-if-error). Callers with credentials never touch the cache (`BYPASS`); a request with
 * `Cache-Control: no-cache` is built now (`MISS`), never answered from an entry.
 */
export async function cached(
  c: Context<AppEnv>,
  cacheable: Cacheable,
  make: () => Promise<Response> | Response,
) {
  if (!isShareable(c, cacheable)) {
    const res = await make();
    res.headers.set('X-Cache', 'BYPASS');
    res.headers.set('Cache-Control', 'private, no-store');
    return res;
  }
  const url = new URL(c.req.url);
  const key = cacheKey({
    scheme: url.protocol === 'https:' ? 'https' : 'http',
    host: url.host,
    path: pathWithoutLanguage(c.req.path),
    lang: c.get('lang'),
    namedLanguage: c.get('langPrefix') !== '',
    query: cacheable.query,
    lists: cacheable.lists,
  });
  const db = c.get('db');
  if (isRevalidation(c.req.raw) || wantsRevalidation(c.req.raw)) {
    const generation = await readGeneration(db);
    if (generation.value === null) throw generation.error;
    return build(c, key, generation.value, make);
  }

  const now = Date.now();
  const held = recall(key);
  const known = freshGeneration(now);
  if (
    held &&
    known !== null &&
    held.generation >= Math.max(known, protectedGeneration()) &&
    !hasExpired(held, now)
  ) {
    return answer(c, key, held, { use: 'hit' });
  }

  // The generation and the Cache API are asked together; with an entry in hand, D1 gets a short patience.
  const reading = readGeneration(db, now);
  let entry = held ?? (await fromEdge(key));
  const generation = entry ? await withPatience(reading, (work) => inBackground(c, work)) : await reading;
  if (entry) {
    let verdict = judge(entry, generation.value, now, confirmedAt(entry.generation), protectedGeneration());
    if (verdict.use !== 'hit' && entry === held && !isRevalidating(key, now)) {
      // Another isolate of this data centre may have stored a newer one.
      const shared = await fromEdge(key);
      if (shared && isNewer(shared, held)) {
        entry = shared;
        verdict = judge(entry, generation.value, now, confirmedAt(entry.generation), protectedGeneration());
      }
    }
    if (entry !== held) remember(key, entry);
    if (verdict.use !== 'none') return answer(c, key, entry, verdict);
  }
  if (generation.value === null) throw generation.error;
  try {
    return await build(c, key, generation.value, make);
  } catch (err) {
    const onError =
      entry && toApiError(err).status >= 500 ? judgeOnError(entry, now, protectedGeneration()) : null;
    if (entry && onError?.use === 'stale') return answer(c, key, entry, onError);
    throw err;
  }
}

/**
 * The answer being built stops being true by itself at `at` (ms since the epoch; an online address it
 * hides is shown then): no cached copy of it answers after that, nor does a client keep it longer.
 */
export function expireAnswerAt(c: Context<AppEnv>, at: number | undefined): void {
  if (at === undefined) return;
  const held = c.get('answerExpiresAt');
  c.set('answerExpiresAt', held === undefined ? at : Math.min(held, at));
}
