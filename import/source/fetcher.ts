/**
 * Polite GETs of a WordPress REST API: a few requests at a time, retries with backoff that honour
 * `Retry-After`, a time limit per request, and every answer kept in a store (the run's state file, so a
 * killed run does not fetch a page twice; or the recorded fixtures, which replay a site offline).
 */

import { CalendarReadError, CalendarReadError as SourceError } from '../../src/calendars/reader';

export interface FetchedPage {
  status: number;
  /** Only the headers the importer reads (totals), lower-case names. */
  headers: Record<string, string>;
  body: unknown;
}

export interface TransportResponse {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export type Transport = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<TransportResponse>;

export interface PageStore {
  get(key: string): FetchedPage | undefined;
  put(key: string, page: FetchedPage): void;
}

/**
 * A source failure with what to do about it; the CLI prints the message and exits 1. The readers shared
 * with the Worker (src/calendars) throw the same error.
 */
export { SourceError };

/** The request took longer than the time limit every time it was tried. */
export class TimeoutError extends CalendarReadError {
  override name = 'TimeoutError';
}

export interface FetcherOptions {
  /** The REST root, `https://site.example/wp-json` (no trailing slash). */
  root: string;
  /** `Authorization` header value, or none. */
  authorization?: string;
  concurrency?: number;
  timeoutMs?: number;
  maxAttempts?: number;
  transport?: Transport;
  store?: PageStore;
  sleep?: (ms: number) => Promise<void>;
  /** Called after every request that went to the network. */
  onFetch?: (path: string, status: number) => void;
}

const KEPT_HEADERS = ['x-wp-total', 'x-wp-totalpages', 'x-tec-total', 'x-tec-totalpages', 'content-type'];
const RETRIED_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);
const MAX_RETRY_AFTER_MS = 120_000;

/** `Retry-After` as milliseconds: delta seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.min(Math.max(at - now, 0), MAX_RETRY_AFTER_MS);
}

const backoffMs = (attempt: number) =>
  Math.min(500 * 2 ** (attempt - 1), 30_000) * (0.75 + Math.random() / 2);

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class Fetcher {
  readonly root: string;
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly options: Required<Omit<FetcherOptions, 'authorization' | 'store' | 'onFetch'>> &
    FetcherOptions;
  /** Requests that went to the network (not answered by the store). */
  fetched = 0;

  constructor(options: FetcherOptions) {
    this.root = options.root.replace(/\/+$/, '');
    this.options = {
      concurrency: 2,
      timeoutMs: 30_000,
      maxAttempts: 5,
      transport: (url, init) => fetch(url, init),
      sleep: realSleep,
      ...options,
    };
  }

  /**
   * GETs `path` (relative to the REST root, with its query). 2xx and 4xx answers are returned (the
   * caller decides what a 404 means); 429, 5xx, network errors and time-outs are retried, and fail with
   * a SourceError after the last attempt. With `shrinkOnTimeout` a time-out fails at once (TimeoutError)
   * so the caller can ask for a smaller page. With `fresh` the site is asked again even when the store
   * has an answer (a list read a second time to see whether the site changed meanwhile); the new answer
   * replaces the stored one.
   */
  async get(path: string, { shrinkOnTimeout = false, fresh = false } = {}): Promise<FetchedPage> {
    const stored = fresh ? undefined : this.options.store?.get(path);
    if (stored) return stored;
    await this.acquire();
    try {
      const page = await this.attempt(path, shrinkOnTimeout);
      this.options.store?.put(path, page);
      return page;
    } finally {
      this.release();
    }
  }

  private async attempt(path: string, shrinkOnTimeout: boolean): Promise<FetchedPage> {
    const url = `${this.root}/${path.replace(/^\/+/, '')}`;
    const { maxAttempts, timeoutMs, transport, sleep } = this.options;
    let lastError = '';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        const headers: Record<string, string> = { Accept: 'application/json' };
        if (this.options.authorization) headers.Authorization = this.options.authorization;
        const res = await transport(url, { headers, signal: controller.signal });
        const text = await res.text();
        this.fetched += 1;
        this.options.onFetch?.(path, res.status);
        if (RETRIED_STATUSES.has(res.status)) {
          lastError = `HTTP ${res.status}`;
          if (attempt < maxAttempts)
            await sleep(retryAfterMs(res.headers.get('retry-after')) ?? backoffMs(attempt));
          continue;
        }
        return { status: res.status, headers: keptHeaders(res), body: parseBody(text, url, res.status) };
      } catch (err) {
        if (err instanceof SourceError) throw err;
        const timedOut = controller.signal.aborted;
        lastError = timedOut ? `no answer within ${timeoutMs / 1000} s` : describeNetworkError(err);
        if (timedOut && shrinkOnTimeout) throw new TimeoutError(`${url}: ${lastError}`);
        if (attempt < maxAttempts) await sleep(backoffMs(attempt));
      } finally {
        clearTimeout(timer);
      }
    }
    throw new SourceError(
      `Could not read ${url} (${lastError}, ${maxAttempts} attempts). Check that the site is up and reachable from here, then run the same command again: it continues where it stopped.`,
    );
  }

  private acquire(): Promise<void> {
    if (this.active < this.options.concurrency) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.active -= 1;
  }
}

function keptHeaders(res: TransportResponse): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}

function parseBody(text: string, url: string, status: number): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    const looksLikeHtml = /^\s*</.test(text);
    throw new SourceError(
      `${url} answered ${status} with ${looksLikeHtml ? 'an HTML page' : 'something'} instead of JSON: the REST API is not reachable there. ` +
        'Check the address (it ends in /wp-json), and that no security plugin blocks the REST API for this user; or export the site (Tools → Export) and use --from-wxr.',
    );
  }
}

function describeNetworkError(err: unknown): string {
  const cause = (err as { cause?: { code?: string; message?: string } })?.cause;
  if (cause?.code === 'ECONNREFUSED') return 'connection refused';
  if (cause?.code === 'ENOTFOUND' || cause?.code === 'EAI_AGAIN') return 'unknown host';
  return cause?.message ?? (err instanceof Error ? err.message : String(err));
}
