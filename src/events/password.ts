import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { clientBucket } from '../http/edge-request';
import { tooManyRequests } from '../http/errors';
import { FailureThrottle, RETRY_AFTER_SECONDS } from '../http/throttle';
import { parseParams } from '../http/validate';
import { passwordHash, sameText, storedPassword } from '../lib/hash';
import { eventReadQuery } from './schemas';

/**
 * The header that carries an event's password on a single read. A URL is kept by request logs
 * (Cloudflare's included: they redact only long random-looking ids), browser history, proxies and
 * `Referer`; Cloudflare's logs redact the values of headers whose name contains `auth`, `key`,
 * `secret` or `token`. So: a header, named for what it is (the authorization to read one event,
 * beside `Authorization`, which says who the caller is), with `auth` in its name.
 */
export const EVENT_PASSWORD_HEADER = 'X-Event-Authorization';

/**
 * The password a single read gives: the header (kept out of URLs and logs), else `?password=` (what
 * TEC clients send). Routes that take no password never look: there it is ignored.
 */
export function givenPassword(c: Context<AppEnv>): string | undefined {
  const header = c.req.header(EVENT_PASSWORD_HEADER);
  const params = header === undefined ? c.get('params') : { ...c.get('params'), password: header };
  return parseParams(eventReadQuery, params).password;
}

/** Wrong passwords per client and event. */
const wrongPasswords = new FailureThrottle((env) => env.EVENT_PASSWORD_FAILURES);

/**
 * Whether `password` is the event's (`storedHash`). Wrong ones are counted per client and event; past
 * the limit the client gets 429 for that event, the right password included, until the block ends.
 */
export async function passwordUnlocks(
  c: Context<AppEnv>,
  eventId: number,
  password: string | undefined,
  storedHash: unknown,
): Promise<boolean> {
  if (password === undefined || password === '') return false;
  const key = `${clientBucket(c.req.raw, c.get('config').trustEdgeHeaders)} ${eventId}`;
  const refuse = () =>
    tooManyRequests(RETRY_AFTER_SECONDS, 'Too many wrong passwords for this event. Please try again later.');
  if (wrongPasswords.isBlocked(key)) throw refuse();
  if (typeof storedHash === 'string') {
    const stored = storedPassword(storedHash, eventId);
    if (sameText(stored.digest, await passwordHash(stored.owner, password))) return true;
  }
  if (await wrongPasswords.recordFailure(c.env, key)) throw refuse();
  return false;
}
