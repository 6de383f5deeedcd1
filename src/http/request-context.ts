import type { MiddlewareHandler } from 'hono';
import { forgetGeneration } from '../cache/generation';
import { configFrom } from '../config';
import { createDb } from '../db/client';
import type { AppEnv } from '../env';
import { bookmarkInSyncToken } from '../sync/token';

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
  c.set('requestId', c.req.header('cf-ray') ?? crypto.randomUUID());
  c.set('config', configFrom(c.env));
  const isRead = READ_METHODS.has(c.req.method);
  // A change feed's sync token carries the bookmark of the read that issued it.
  const bookmark = c.req.header(BOOKMARK_HEADER) ?? (isRead ? bookmarkInSyncToken(c.req.url) : null);
  const session = c.env.DB.withSession(
    bookmark && BOOKMARK_PATTERN.test(bookmark) ? bookmark : isRead ? 'first-unconstrained' : 'first-primary',
  );
  const db = createDb(session);
  c.set('db', db);
  c.set('bookmark', () => session.getBookmark());

  await next();

  c.header('X-Request-Id', c.get('requestId'));
  const written = session.getBookmark();
  if (written) c.header(BOOKMARK_HEADER, written);
  c.header('Server-Timing', `d1;dur=${db.elapsedMs};desc="${db.roundTrips} round trips"`);
  if (c.res.headers.get('content-type') === 'application/json') {
    c.header('Content-Type', 'application/json; charset=UTF-8');
  }
  if (!isRead && c.res.status < 300) forgetGeneration();
};
