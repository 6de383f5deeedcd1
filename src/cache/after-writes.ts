import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { dropEntries } from './edge';
import { learnOwnWrite } from './generation';
import { namesRecord, recordKeys, writtenRecord } from './written-records';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * After a write that succeeded, before its answer leaves: the cached single reads of the record it
 * wrote are removed (every language and URL form, both layers), and this isolate reads the content
 * generation again on its next request, and from then on answers nothing cached that is older than its
 * write, not even STALE. A client that writes with a key and reads without one sees its write.
 */
export const forgetGenerationAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (READ_METHODS.has(c.req.method) || c.res.status >= 300) return;
  learnOwnWrite();
  await forgetWrittenRecord(c);
};

async function forgetWrittenRecord(c: Context<AppEnv>): Promise<void> {
  const path = c.req.path;
  // A create, or a write of anything but one record, names nothing cached.
  if (!namesRecord(path)) return;
  const body = c.res.headers.get('content-type')?.startsWith('application/json')
    ? await c.res
        .clone()
        .json()
        .catch(() => null)
    : null;
  const record = writtenRecord(path, body);
  if (!record) return;
  const url = new URL(c.req.url);
  const config = c.get('config');
  const keys = recordKeys(record, {
    scheme: url.protocol === 'https:' ? 'https' : 'http',
    host: url.host,
    defaultLang: config.defaultLanguage,
    timezone: config.siteTimezone,
  });
  await dropEntries(keys);
}
