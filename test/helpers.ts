import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import worker, { app } from '../src/index';
import { sha256Hex } from '../src/lib/hash';

export const BASE = 'http://api.test';
export const API = `${BASE}/site/events/v1`;

/**
 * Client addresses of this test file: 10.x.y.z from a random start. Rate limits are counted outside
 * the per-file storage, so files must not share addresses.
 */
let clientCounter = crypto.getRandomValues(new Uint32Array(1))[0]! % 2 ** 24;
const nextAddress = () => {
  const n = clientCounter++ % 2 ** 24;
  return `10.${n >> 16}.${(n >> 8) & 255}.${n & 255}`;
};

/** What Cloudflare's edge attaches to a request (`request.cf`); the tests run as deployed (vitest.config.ts). */
export const EDGE_CF = { colo: 'MAD', asn: 64496, country: 'ES' };

/** Bindings a test gives the Worker in place of (or beside) those of the test environment. */
export type TestBindings = Partial<Cloudflare.Env> & Record<string, unknown>;

/** Through the Worker's entry point with other bindings, its background work awaited. */
async function fetchThrough(url: string, init: RequestInit, bindings: TestBindings): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, init), { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/**
 * Sends a request to the Worker as Cloudflare's edge would pass it on. Each request comes from its
 * own client address unless the test sets `CF-Connecting-IP`, so throttles only show where a test
 * wants them.
 */
export function callOnce(path: string, init: RequestInit = {}, bindings?: TestBindings): Promise<Response> {
  const url = path.startsWith('http')
    ? path
    : `${path.startsWith('/site') || /^\/[a-z]{2}\//.test(path) ? BASE : API}${path}`;
  const headers = new Headers(init.headers);
  if (!headers.has('cf-connecting-ip')) headers.set('cf-connecting-ip', nextAddress());
  const edgeInit = { cf: EDGE_CF, ...init, headers } as RequestInit;
  return bindings ? fetchThrough(url, edgeInit, bindings) : exports.default.fetch(url, edgeInit);
}

/** Up to 3 s of retries: a rebuild is one D1 batch. */
const STALE_RETRIES = 300;

/**
 * Sends a request to the Worker, as a client that wants what is there now. After a write, an anonymous
 * read may be answered `STALE` while the entry is rebuilt in the background (stale-while-revalidate):
 * it is asked again until the rebuild has landed, as a client sees it a moment later. (`callOnce`
 * keeps the first answer.) Every test also checks that no request with credentials is ever answered
 * stale.
 */
export async function call(path: string, init: RequestInit = {}, bindings?: TestBindings): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await callOnce(path, init, bindings);
    if (res.headers.get('x-cache') !== 'STALE') return res;
    if (new Headers(init.headers).has('authorization')) {
      throw new Error(`${path}: a request with credentials was answered STALE`);
    }
    if (attempt === STALE_RETRIES) return res;
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

let userCounter = 0;

/** Creates a user with `role` straight in D1 and returns an API key for it. */
export async function createUser(
  role = 'administrator',
): Promise<{ id: number; login: string; key: string }> {
  userCounter += 1;
  const login = `${role}-${userCounter}-${crypto.randomUUID().slice(0, 6)}`;
  const prefix = [...crypto.getRandomValues(new Uint8Array(6))]
    .map((b) => b.toString(16).padStart(2, '0'))
    .join('');
  const secret = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
  const key = `tec_${prefix}_${secret}`;
  const user = await env.DB.prepare('INSERT INTO users (login, role) VALUES (?, ?) RETURNING id')
    .bind(login, role)
    .first<{ id: number }>();
  await env.DB.prepare('INSERT INTO api_keys (user_id, prefix, hash) VALUES (?, ?, ?)')
    .bind(user!.id, prefix, await sha256Hex(key))
    .run();
  return { id: user!.id, login, key };
}

export const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

export function send(
  method: string,
  path: string,
  body: unknown,
  key?: string,
  bindings?: TestBindings,
): Promise<Response> {
  return call(
    path,
    {
      method,
      headers: { 'Content-Type': 'application/json', ...(key ? bearer(key) : {}) },
      body: JSON.stringify(body),
    },
    bindings,
  );
}

export async function createEvent(key: string, body: Record<string, unknown>, path = '/events') {
  const res = await send('POST', path, body, key);
  if (res.status !== 201) throw new Error(`create failed ${res.status}: ${await res.text()}`);
  return json(res);
}

/** Inserts a venue or organizer row straight in D1 (their routes may not exist yet); returns its id. */
export async function insertPost(
  kind: 'venue' | 'organizer',
  name: string,
  fields: Record<string, string | number | null> = {},
  options: { lang?: string; slug?: string; address?: string; city?: string; authorId?: number } = {},
): Promise<number> {
  const columns = ['kind', 'author_id', ...Object.keys(fields)];
  const values = [kind, options.authorId ?? 1, ...Object.values(fields)];
  const row = await env.DB.prepare(
    `INSERT INTO posts (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) RETURNING id`,
  )
    .bind(...values)
    .first<{ id: number }>();
  const slug = options.slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await env.DB.prepare(
    'INSERT INTO post_texts (post_id, kind, lang, title, slug, address, city) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(row!.id, kind, options.lang ?? 'es', name, slug, options.address ?? '', options.city ?? '')
    .run();
  return row!.id;
}

/** Inserts a category (`tribe_events_cat`) or tag (`post_tag`) straight in D1; returns its id. */
export async function insertTerm(
  taxonomy: 'tribe_events_cat' | 'post_tag',
  name: string,
  slug: string,
  parent = 0,
  lang = 'es',
): Promise<number> {
  const row = await env.DB.prepare('INSERT INTO terms (taxonomy, parent_id) VALUES (?, ?) RETURNING id')
    .bind(taxonomy, parent)
    .first<{ id: number }>();
  await env.DB.prepare('INSERT INTO term_texts (term_id, taxonomy, lang, name, slug) VALUES (?, ?, ?, ?, ?)')
    .bind(row!.id, taxonomy, lang, name, slug)
    .run();
  return row!.id;
}

/** What a list shows of a password-protected event in place of its protected fields. */
export const LOCKED_IN_LISTS = {
  description: '',
  excerpt: '',
  website: '',
  cost: '',
  image: false,
  all_day: null,
  show_map: null,
  show_map_link: null,
  hide_from_listings: null,
  sticky: null,
  featured: null,
  categories: [],
  tags: [],
  venue: [],
  organizer: [],
  custom_fields: [],
  cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
  // What visitors choose by, that describes the event (its status is shown: test/http/event-facts.test.ts).
  attendance_mode: null,
  online_url: null,
  online_url_visible_before: null,
  event_languages: [],
  accessibility: [],
  accessibility_note: '',
};

/**
 * A Rate Limiting binding on a clock the test holds, in place of the wall clock's minute: it counts
 * the calls of each key in the current window and refuses those over the limit wrangler.toml gives the
 * binding `name` (vitest.config.ts hands the limits over), as the `simple` limiter does; the window only
 * ends when the test says so (`nextWindow`). Pass it to the Worker with the `bindings` of `call`/`send`.
 */
export function heldRateLimit(name: string) {
  const limit = env.TEST_RATE_LIMITS[name]?.limit;
  if (limit === undefined) throw new Error(`wrangler.toml has no rate limit ${name}`);
  const counts = new Map<string, number>();
  const binding: RateLimit = {
    limit: async ({ key }) => {
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { success: count <= limit };
    },
  };
  return { binding, limit, nextWindow: () => counts.clear() };
}

/** The D1 round trips a response says it cost (`Server-Timing: d1;…;desc="N round trips"`); NaN without. */
export const roundTripsOf = (res: Response) =>
  Number(/desc="(\d+) round trips"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? Number.NaN);

/**
 * A D1 binding whose batches go through `around` (with their number, counted over the binding, and a
 * function that runs them): to let another write in between a request's batches, or to lose an answer.
 */
export function hookedBatches(around: (n: number, run: () => Promise<D1Result[]>) => Promise<D1Result[]>) {
  let batches = 0;
  const db = {
    withSession: (constraint?: string) => {
      const session = env.DB.withSession(constraint);
      return {
        prepare: (query: string) => session.prepare(query),
        batch: (statements: D1PreparedStatement[]) => {
          batches += 1;
          return around(batches, () => session.batch(statements));
        },
        getBookmark: () => session.getBookmark(),
      };
    },
  } as unknown as D1Database;
  return { db, batches: () => batches };
}

/** Sends a request to the app with other bindings (another D1, other variables); waits for its work to end. */
export async function fetchWith(request: Request, bindings: TestBindings) {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
