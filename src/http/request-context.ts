import type { MiddlewareHandler } from 'hono';
import { configFrom } from '../config';
import { createDb } from '../db/client';
import { memberOf } from '../db/window';
import type { AppEnv } from '../env';
import { bookmarkInSyncToken } from '../lib/sync-token';
import { requestIdOf } from './edge-request';
import { setResponseHeaders } from './response-headers';

/** Read-your-writes across D1 read replicas: a write answers with this header; send it back on reads. */
export const BOOKMARK_HEADER = 'X-D1-Bookmark';
const BOOKMARK_PATTERN = /^[0-9a-f-]{8,256}$/i;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What every request carries: a request id, the configuration, and the database through a D1
 * session (reads may go to a replica unless the client sends a bookmark; writes go to the primary).
 * On the way out: the request id, the session bookmark, and `Server-Timing` with the D1 round trips.
 */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const config = configFrom(c.env);
  c.set('config', config);
  c.set('requestId', requestIdOf(c.req.raw, config.trustEdgeHeaders));
  const isRead = READ_METHODS.has(c.req.method);
  // A change feed's sync token carries the bookmark of the read that issued it.
  const bookmark = c.req.header(BOOKMARK_HEADER) ?? (isRead ? bookmarkInSyncToken(c.req.url) : null);
  const session = c.env.DB.withSession(
    bookmark && BOOKMARK_PATTERN.test(bookmark) ? bookmark : isRead ? 'first-unconstrained' : 'first-primary',
  );
  // Reads may go to a replica; what must be current (API keys, so a revocation counts at once) is
  // read from the primary: a session of its own, opened only when used.
  const db = createDb(
    session,
    isRead ? () => c.env.DB.withSession('first-primary') : undefined,
    config.d1DelayMs,
  );
  // A read a screen of the editors' app dispatched goes in that screen's batch window (src/db/window.ts).
  const member = isRead ? memberOf(c.req.raw) : undefined;
  if (member) db.coalesceThrough((statements) => member.submit(statements));
  c.set('db', db);
  c.set('bookmark', () => session.getBookmark());

  await next();

  const headers: Record<string, string> = {
    'X-Request-Id': c.get('requestId'),
    'Server-Timing': `d1;dur=${db.elapsedMs};desc="${db.roundTrips} round trips"`,
  };
  const written = session.getBookmark();
  if (written) headers[BOOKMARK_HEADER] = written;
  if (c.res.headers.get('content-type') === 'application/json') {
    headers['Content-Type'] = 'application/json; charset=UTF-8';
  }
  setResponseHeaders(c, headers);
};
