import { type Context, Hono } from 'hono';
import { cached } from '../cache/edge';
import type { AppEnv } from '../env';
import { invalidParam } from '../http/errors';
import { type Validated, validQuery } from '../http/validate';
import type { Caller } from '../lib/caller';
import { decodeSyncToken, encodeSyncToken, type SyncToken } from '../lib/sync-token';
import { presentation } from '../posts/presenter';
import { readFeedPage } from './feed';
import { presentChange } from './presenter';
import { syncTokenExpired, TOMBSTONE_DAYS } from './retention';
import { CHANGE_TYPES, type ChangeType, changesQuery, KIND_OF_TYPE, refuseListFilters } from './schemas';

/** Whose view of the calendar a token was built with: tokens never cross it. */
const scopeOf = (caller: Caller) => (caller === null ? 'anonymous' : `${caller.role}:${caller.id}`);

const DAY_SECONDS = 86_400;

function tokenOf(text: string | undefined, scope: string, types: string, now: number): SyncToken | null {
  if (text === undefined) return null;
  const token = decodeSyncToken(text);
  if (!token)
    throw invalidParam('sync_token', 'Not a sync token of this API (use next_sync_token as given).');
  // Another caller's or other types' view, or older than the tombstones that would say what was deleted.
  if (token.scope !== scope || token.types !== types || now - token.issued > TOMBSTONE_DAYS * DAY_SECONDS) {
    throw syncTokenExpired();
  }
  return token;
}

/** `GET /changes`: what changed since a sync token (or everything, without one), page by page. */
async function changes(c: Context<AppEnv, string, Validated<{ query: typeof changesQuery }>>) {
  refuseListFilters(c.get('params'));
  const query = c.req.valid('query');
  const caller = c.get('caller');
  // No types (or `types=`, an empty list, as the lists read it): all of them.
  const asked = query.types?.length ? query.types : CHANGE_TYPES;
  const types: ChangeType[] = CHANGE_TYPES.filter((type) => asked.includes(type));
  const now = Math.floor(Date.now() / 1000);
  const token = tokenOf(query.sync_token, scopeOf(caller), types.join(','), now);
  const canonical: Array<[string, string]> = [
    ...(query.sync_token === undefined ? [] : [['sync_token', query.sync_token] as [string, string]]),
    ['types', types.join(',')],
    ['per_page', String(query.per_page)],
    ['include', query.include],
    ...(query.translation_language
      ? [['translation_language', query.translation_language] as [string, string]]
      : []),
  ];

  return cached(c, { query: canonical }, async () => {
    const cursor = token?.cursor ?? 0;
    const mark = token ? token.mark : null;
    const { rows, head, horizon } = await readFeedPage(c.get('db'), {
      cursor,
      skipRemovesThrough: mark ?? 'head',
      kinds: types.map((type) => KIND_OF_TYPE[type]),
      limit: query.per_page + 1,
      caller,
      withData: query.include === 'data',
      lang: c.get('lang'),
      defaultLang: c.get('config').defaultLanguage,
    });
    // A tombstone after the cursor has been purged: the client would never learn of that deletion. (Inside
    // a full sync, removals up to the mark are left out anyway.)
    if (token && Math.max(cursor, token.mark) < horizon) throw syncTokenExpired();

    const hasMore = rows.length > query.per_page;
    const page = rows.slice(0, query.per_page);
    const last = page.at(-1)?.seq ?? cursor;
    const fullSyncMark = mark ?? head;
    // At the end of a full sync every removal up to the mark was left out: the client resumes after it.
    const nextCursor = hasMore ? last : Math.max(last, fullSyncMark);
    const next = encodeSyncToken({
      cursor: nextCursor,
      mark: nextCursor >= fullSyncMark ? 0 : fullSyncMark,
      scope: scopeOf(caller),
      types: types.join(','),
      issued: now,
      bookmark: c.get('bookmark')(),
    });
    const p = presentation(c);
    const body = {
      changes: page.map((row) => presentChange(row, p, c.get('caller'))),
      next_sync_token: next,
      has_more: hasMore,
    };
    const nextUrl = `${p.apiRoot}/changes?${new URLSearchParams([
      ['sync_token', next],
      ...canonical.filter(([name]) => name !== 'sync_token' && name !== 'translation_language'),
    ]).toString()}`;
    return c.json(body, 200, hasMore ? { Link: `<${nextUrl}>; rel="next"` } : {});
  });
}

export const syncRoutes = new Hono<AppEnv>().get('/changes', validQuery(changesQuery), changes);
