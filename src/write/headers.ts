import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { isWrite } from '../http/auth';
import { invalidParams } from '../http/errors';
import { setResponseHeaders } from '../http/response-headers';
import type { User } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { sha256Hex } from '../lib/hash';
import { isIdempotencyKey, parseIfMatch } from '../lib/preconditions';
import { WriteGuard } from './guard';

export const REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * The request as a retry would repeat it, byte for byte: method, path and query, content type, body, and
 * `If-Match`. The same `Idempotency-Key` with anything else is another request.
 */
function fingerprintOf(c: Context<AppEnv>): Promise<string> {
  const url = new URL(c.req.url);
  return sha256Hex(
    [
      c.req.method,
      `${url.pathname}${url.search}`,
      c.req.header('content-type') ?? '',
      c.req.header('if-match') ?? '',
      c.get('rawBody') ?? '',
    ].join('\n'),
  );
}

async function guardOf(c: Context<AppEnv>, caller: User): Promise<WriteGuard> {
  const ifMatchHeader = c.req.header('if-match');
  const key = c.req.header('idempotency-key');
  const ifMatch = ifMatchHeader === undefined ? null : parseIfMatch(ifMatchHeader);
  const reasons: Record<string, string> = {};
  if (ifMatchHeader !== undefined && !ifMatch) {
    reasons['If-Match'] = 'Must be * or a comma-separated list of ETags, such as "v12.Ab3x" (W/ accepted).';
  }
  if (key !== undefined && !isIdempotencyKey(key)) {
    reasons['Idempotency-Key'] = 'Must be 1 to 255 visible ASCII characters.';
  }
  if (Object.keys(reasons).length > 0) throw invalidParams(reasons);
  return new WriteGuard({
    ifMatch,
    idempotency:
      key === undefined
        ? null
        : { scope: caller.keyPrefix ?? `user-${caller.id}`, key, fingerprint: await fingerprintOf(c) },
    requirePrecondition: c.get('config').requirePrecondition,
    nowUtc: formatUtcWall(new Date()),
  });
}

/**
 * `If-Match` and `Idempotency-Key` of a write, checked (400 when malformed, before anything is read or
 * written) and handed to the write as its guard; a replayed answer says so.
 */
export const writeHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = c.get('caller');
  if (caller && isWrite(c)) c.set('guard', await guardOf(c, caller));
  await next();
  if (c.get('guard')?.replayed) setResponseHeaders(c, { [REPLAYED_HEADER]: 'true' });
};
