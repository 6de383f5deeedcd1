import type { Bindings } from '../env';

/**
 * Throttles failed authentication per client. The Rate Limiting binding counts failures; once a
 * client is over the limit it is blocked in this isolate for a minute, before its credentials are
 * even checked, so guessing keys gets no answer at all.
 */
const BLOCK_MS = 60_000;
const MAX_TRACKED = 10_000;
const blockedUntil = new Map<string, number>();

export const RETRY_AFTER_SECONDS = BLOCK_MS / 1000;

export const clientOf = (request: Request) =>
  request.headers.get('cf-connecting-ip') ?? request.headers.get('x-real-ip') ?? 'unknown';

export function isBlocked(client: string, now = Date.now()): boolean {
  const until = blockedUntil.get(client);
  if (until === undefined) return false;
  if (until > now) return true;
  blockedUntil.delete(client);
  return false;
}

/** Records a failure; true when the client is now over the limit (and blocked). */
export async function recordFailure(env: Bindings, client: string, now = Date.now()): Promise<boolean> {
  if (!env.AUTH_FAILURES) return false;
  const { success } = await env.AUTH_FAILURES.limit({ key: client });
  if (success) return false;
  if (blockedUntil.size >= MAX_TRACKED) blockedUntil.delete(blockedUntil.keys().next().value!);
  blockedUntil.set(client, now + BLOCK_MS);
  return true;
}
