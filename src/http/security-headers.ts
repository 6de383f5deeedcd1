import type { MiddlewareHandler } from 'hono';

/**
 * The security headers of every response, and those of HTML pages. Every response says its
 * `Content-Type` is the one to use (`nosniff`); an HTML page also gets a Content-Security-Policy
 * that runs only the scripts and styles it names, and a `Referrer-Policy`.
 */

export const NOSNIFF = { 'X-Content-Type-Options': 'nosniff' } as const;

/** Sets `nosniff` on every response the app makes (errors, 304s and preflights included). */
export const noSniff: MiddlewareHandler = async (c, next) => {
  await next();
  try {
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  } catch {
    // Headers of a response taken as is from elsewhere are immutable: copy it.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  }
};

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'connect-src'
  | 'font-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

/** What a page runs and loads besides its own origin's files. */
export interface PagePolicy {
  /** The exact text of each inline `<script>` that runs (JSON-LD data blocks don't run: none needed). */
  scripts?: readonly string[];
  /** The exact text of each inline `<style>`. */
  styles?: readonly string[];
  /**
   * A nonce for inline scripts and styles of a page made for one response. A page kept in the cache
   * is the same bytes for everyone: it names its inline code by hash instead.
   */
  nonce?: string;
  /** More sources for a directive, e.g. `{ 'img-src': ['https:'] }` for event images. */
  allow?: Partial<Record<Directive, readonly string[]>>;
}

const BASE_POLICY: Readonly<Record<Directive, readonly string[]>> = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Where the links of a page may tell other sites it came from: the origin only, over HTTPS only. */
const REFERRER_POLICY = 'strict-origin-when-cross-origin';

const hashes = new Map<string, string>();

/** `'sha256-…'`, the CSP source that allows exactly this inline text (remembered: pages are few). */
async function hashSource(text: string): Promise<string> {
  let source = hashes.get(text);
  if (source === undefined) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    source = `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
    if (hashes.size >= 256) hashes.clear();
    hashes.set(text, source);
  }
  return source;
}

/** The `Content-Security-Policy` of a page. */
export async function contentSecurityPolicy(policy: PagePolicy = {}): Promise<string> {
  const nonce = policy.nonce === undefined ? [] : [`'nonce-${policy.nonce}'`];
  const directives: Record<string, string[]> = {};
  for (const [name, sources] of Object.entries(BASE_POLICY)) directives[name] = [...sources];
  directives['script-src']!.push(...(await Promise.all((policy.scripts ?? []).map(hashSource))), ...nonce);
  directives['style-src']!.push(...(await Promise.all((policy.styles ?? []).map(hashSource))), ...nonce);
  for (const [name, sources] of Object.entries(policy.allow ?? {})) {
    const current = directives[name]!;
    directives[name] = [...current.filter((source) => source !== "'none'"), ...sources];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers of an HTML page (with its `Content-Type`). */
export async function pageHeaders(policy: PagePolicy = {}): Promise<Record<string, string>> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': await contentSecurityPolicy(policy),
    'Referrer-Policy': REFERRER_POLICY,
  };
}
