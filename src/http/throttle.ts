import type { Bindings } from '../env';

/** How long a client over a limit is refused, and the `Retry-After` it is told. */
const BLOCK_MS = 60_000;
export const RETRY_AFTER_SECONDS = BLOCK_MS / 1000;
const MAX_TRACKED = 10_000;

/** Every throttle of the isolate, for `liftAllBlocks`. */
const throttles = new Set<FailureThrottle>();

/**
 * A brake on repeated failures (wrong API keys, wrong event passwords) per key. A Rate Limiting
 * binding counts the failures (per Cloudflare location, approximately); once a key is over the limit,
 * this isolate refuses it for a minute before comparing anything, so a guess made meanwhile gets no
 * answer, right or wrong.
 */
export class FailureThrottle {
  private readonly blockedUntil = new Map<string, number>();

  constructor(private readonly counter: (env: Bindings) => RateLimit | undefined) {
    throttles.add(this);
  }

  isBlocked(key: string, now = Date.now()): boolean {
    const until = this.blockedUntil.get(key);
    if (until === undefined) return false;
    if (until > now) return true;
    this.blockedUntil.delete(key);
    return false;
  }

  /** Counts a failure; true when the key is now over the limit (and blocked). */
  async recordFailure(env: Bindings, key: string, now = Date.now()): Promise<boolean> {
    const counter = this.counter(env);
    if (!counter) return false;
    const { success } = await counter.limit({ key });
    if (success) return false;
    if (this.blockedUntil.size >= MAX_TRACKED)
      this.blockedUntil.delete(this.blockedUntil.keys().next().value!);
    this.blockedUntil.set(key, now + BLOCK_MS);
    return true;
  }

  liftBlocks(): void {
    this.blockedUntil.clear();
  }
}

/** Forgets every block of this isolate, as a new isolate starts (the tests, between files). */
export function liftAllBlocks(): void {
  for (const throttle of throttles) throttle.liftBlocks();
}

/** Failed authentications, per client. */
export const authFailures = new FailureThrottle((env) => env.AUTH_FAILURES);
