import { signedHeaders } from '../lib/standard-webhooks';
import { MAX_DELAY_SECONDS } from './queue';

/** How long a receiver has to answer. */
export const DELIVERY_TIMEOUT_MS = 15_000;

/**
 * The one error of an attempt that got no HTTP answer, whatever the reason: a host resolving to a refused
 * address, a refused or reset connection, TLS, a timeout. Telling them apart would turn webhooks into a
 * port scanner (closed ports refuse, filtered ones time out, open non-HTTP ones fail TLS).
 */
export const UNREACHABLE = `The endpoint could not be reached: no HTTP answer within ${DELIVERY_TIMEOUT_MS / 1000} s.`;

/** An attempt that got no HTTP answer (or was never made: its host resolves to a refused address). */
export const unreachable = (durationMs = 0): AttemptResult => ({
  status: null,
  error: UNREACHABLE,
  durationMs,
  retryAfter: null,
});

/** What one attempt gave: the answer's status, or the reason there was none. */
export interface AttemptResult {
  status: number | null;
  error: string | null;
  durationMs: number;
  /** Seconds the receiver asked us to wait (`Retry-After` on 429 and 503). */
  retryAfter: number | null;
}

export const succeeded = (result: AttemptResult) =>
  result.status !== null && result.status >= 200 && result.status < 300;

/** `Retry-After`: seconds or an HTTP date, within 1 s and the longest delay a Queue accepts. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null) return null;
  const text = header.trim();
  const seconds = /^\d{1,10}$/.test(text) ? Number(text) : (Date.parse(text) - now) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return Math.min(MAX_DELAY_SECONDS, Math.max(1, Math.ceil(seconds)));
}

/**
 * POSTs a signed message: a 15 s timeout, redirects never followed (a 3xx is a failure), and the answer's
 * body never read (a receiver sending a huge body or trickling one costs nothing).
 */
export async function sendSigned(
  url: string,
  secrets: readonly string[],
  messageId: string,
  payload: string,
): Promise<AttemptResult> {
  const started = Date.now();
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': 'events-calendar-webhooks/1',
    ...(await signedHeaders(secrets, messageId, Math.floor(started / 1000), payload)),
  };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: payload,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => {});
    const waitFor = response.status === 429 || response.status === 503;
    return {
      status: response.status,
      error: response.status >= 300 && response.status < 400 ? 'Redirects are not followed.' : null,
      durationMs: Date.now() - started,
      retryAfter: waitFor ? retryAfterSeconds(response.headers.get('retry-after')) : null,
    };
  } catch {
    return unreachable(Date.now() - started);
  }
}
