import type { Db } from '../db/client';
import { signedRequestHeaders } from '../lib/http-signatures';
import { ACTIVITY_JSON, keyIdOf, LD_JSON } from './names';
import { actorKeys, signingKey } from './store';

/**
 * Signs a GET as the calendar's actor, for servers that answer an unsigned one with 401 ("authorized fetch",
 * Mastodon's secure mode): draft-cavage over `(request-target) host date accept`, as Mastodon signs its own
 * fetches. The key is read (and made, on a first use) only when a server asks.
 */
export type GetSigner = (url: string) => Promise<Record<string, string>>;

export const FETCH_ACCEPT = `${ACTIVITY_JSON}, ${LD_JSON}`;

export function siteGetSigner(db: Db, origin: string, workerSecret: string | undefined): GetSigner {
  return async (url) => {
    const keys = await actorKeys(db, { kind: 'site' }, workerSecret);
    const key = await signingKey(keys.private_sealed, workerSecret);
    return signedRequestHeaders(
      { method: 'GET', url, accept: FETCH_ACCEPT },
      keyIdOf(origin, { kind: 'site' }),
      key,
    );
  };
}
