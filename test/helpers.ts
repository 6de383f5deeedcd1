import { env, exports } from 'cloudflare:workers';
import { sha256Hex } from '../src/lib/hash';

export const BASE = 'http://api.test';
export const API = `${BASE}/site/events/v1`;

let clientCounter = 0;

/**
 * Sends one request to the Worker, and returns its answer as it is. Each request comes from its own
 * client address unless the test sets `CF-Connecting-IP`, so failed-authentication throttling only
 * shows where a test wants it.
 */
export function callOnce(path: string, init: RequestInit = {}): Promise<Response> {
  const url = path.startsWith('http')
    ? path
    : `${path.startsWith('/site') || /^\/[a-z]{2}\//.test(path) ? BASE : API}${path}`;
  const headers = new Headers(init.headers);
  if (!headers.has('cf-connecting-ip'))
    headers.set('cf-connecting-ip', `198.51.100.${(clientCounter++ % 250) + 1}`);
  return exports.default.fetch(url, { ...init, headers });
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
export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const res = await callOnce(path, init);
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

export function send(method: string, path: string, body: unknown, key?: string): Promise<Response> {
  return call(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(key ? bearer(key) : {}) },
    body: JSON.stringify(body),
  });
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
};
