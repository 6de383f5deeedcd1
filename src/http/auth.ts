import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Db } from '../db/client';
import type { Role } from '../db/schema';
import type { AppEnv } from '../env';
import { learnSettings } from '../known-settings';
import type { Caller, User } from '../lib/caller';
import { sameText, sha256Hex } from '../lib/hash';
import { clientBucket } from './edge-request';
import { forbidden, refused, tooManyRequests, unauthenticated } from './errors';
import { chosenLanguageColumn, isOwnSignInWrite, openSession, sessionCookieOf } from './session';
import { authFailures, RETRY_AFTER_SECONDS } from './throttle';

/**
 * API keys look like `tec_{prefix}_{secret}`: the prefix finds the stored row, the SHA-256 of the
 * whole key is compared in constant time. The same format is produced by `scripts/users.mjs`.
 */
const KEY_PATTERN = /^tec_([a-z0-9]{12})_([A-Za-z0-9_-]{32,64})$/;

interface Credentials {
  key: string;
  login?: string;
}

/** Whether a header tries HTTP Basic (then the challenge offers Basic too). */
const triesBasic = (header: string) => /^\s*basic(?:\s|$)/i.test(header);

/**
 * Reads `Bearer <key>` or `Basic base64(login:key)`; anything else present is a malformed credential,
 * and so is a key that can't be one (`KEY_PATTERN`).
 */
export function parseAuthorization(header: string): Credentials | null {
  const credentials = readAuthorization(header);
  return credentials && KEY_PATTERN.test(credentials.key) ? credentials : null;
}

function readAuthorization(header: string): Credentials | null {
  const [scheme, value = '', ...rest] = header.trim().split(/\s+/);
  if (rest.length > 0) return null; // `Bearer <key> more` is malformed, not the key
  if (/^bearer$/i.test(scheme ?? '')) return value ? { key: value } : null;
  if (/^basic$/i.test(scheme ?? '')) {
    let decoded: string;
    try {
      decoded = new TextDecoder().decode(Uint8Array.from(atob(value), (ch) => ch.charCodeAt(0)));
    } catch {
      return null;
    }
    const colon = decoded.indexOf(':');
    if (colon <= 0) return null;
    return { login: decoded.slice(0, colon), key: decoded.slice(colon + 1).replace(/\s+/g, '') };
  }
  return null;
}

interface KeyRow {
  settings: string | null;
  hash: string;
  revoked_utc: string | null;
  scope: 'submit' | null;
  id: number;
  login: string;
  role: Role;
  language: string | null;
}

async function verify(db: Db, credentials: Credentials): Promise<User | null> {
  const match = KEY_PATTERN.exec(credentials.key);
  if (!match) return null;
  // On the primary: a key revoked there a moment ago must not still work through a lagging replica.
  // The site's settings come along (src/known-settings.ts): a write needs no read of its own for them.
  const readAt = Date.now();
  const [row] = await db.allOnPrimary<KeyRow>(
    sql`SELECT (SELECT json_group_object(name, value) FROM site_settings) AS settings, k.hash, k.revoked_utc,
        k.scope, u.id, u.login, u.role, ${chosenLanguageColumn}
      FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.prefix = ${match[1]}`,
  );
  if (row) learnSettings(row.settings ?? '{}', readAt);
  const hash = await sha256Hex(credentials.key);
  if (!row || row.revoked_utc !== null || !sameText(hash, row.hash)) return null;
  if (credentials.login !== undefined && credentials.login !== row.login) return null;
  return {
    id: row.id,
    login: row.login,
    role: row.role,
    keyPrefix: match[1],
    via: 'key',
    chosenLanguage: row.language,
    ...(row.scope === 'submit' && { scope: 'submit' as const }),
  };
}

/**
 * Identifies the caller; a credential that is present but wrong is 401, never silently anonymous. A
 * request without an `Authorization` header but with the editors' app's session cookie is its session's
 * user (src/http/session.ts): the same roles and rules as a key of that user. A session cookie that
 * opens nothing (unknown, revoked, expired) is ignored: the caller is anonymous, so the API answers as
 * to anyone and the app sends the browser to its sign-in page; a 401 would not be more useful there, and
 * a stale cookie must not break public pages. A
 * client with too many failures gets 429 for every wrong credential, while a valid key still passes:
 * the client's bucket may be shared (a NAT, or every client where addresses can't be believed), and
 * keys are too long to guess, so the throttle is a brake on noise, never a lock-out of key holders.
 */
export const identifyCaller: MiddlewareHandler<AppEnv> = async (c, next) => {
  const known = delegated.get(c.req.raw);
  if (known) {
    c.set('caller', known.caller);
    if (known.session) {
      c.set('session', known.session);
      c.set('csrfToken', known.session.csrfToken);
    }
    return next();
  }
  const header = c.req.header('authorization');
  if (!header) {
    const cookie = sessionCookieOf(c);
    const opened = cookie ? await openSession(c, cookie) : null;
    c.set('caller', opened?.user ?? null);
    if (opened) {
      c.set('session', opened.session);
      c.set('csrfToken', opened.session.csrfToken);
    }
    return next();
  }
  const credentials = parseAuthorization(header);
  const user = credentials ? await verify(c.get('db'), credentials) : null;
  if (!user) {
    const client = clientBucket(c.req.raw, c.get('config').trustEdgeHeaders);
    if (authFailures.isBlocked(client) || (await authFailures.recordFailure(c.env, client))) {
      throw tooManyRequests(
        RETRY_AFTER_SECONDS,
        'Too many failed authentication attempts. Please try again later.',
      );
    }
    throw unauthenticated(credentials ? 'invalid' : 'malformed', triesBasic(header));
  }
  // A key scoped to submitting reaches `/submissions` and nothing else, reads included.
  if (user.scope === 'submit' && !SUBMISSIONS_API.test(new URL(c.req.url).pathname)) {
    throw refused('This API key may only send submissions (/submissions).');
  }
  c.set('caller', user);
  await next();
};

/**
 * Requests the Worker makes to itself for a caller it has identified (the editors' app through the API's
 * routes, src/admin/through-api.ts), by their Request object, which only this isolate holds: they are that
 * caller without looking the key or session up again, a D1 round trip each (the editor's screen made eight).
 */
const delegated = new WeakMap<Request, { caller: Caller; session?: AppEnv['Variables']['session'] }>();

export function delegateCaller(request: Request, from: Context<AppEnv>): Request {
  delegated.set(request, { caller: from.get('caller'), session: from.get('session') });
  return request;
}

/**
 * A request the Worker makes to itself on behalf of `caller` outside any request (a scheduled source's run,
 * src/sources: its events are written through the API's routes as the source's creator).
 */
export function delegateAs(request: Request, caller: User): Request {
  delegated.set(request, { caller });
  return request;
}
/** The API's submission routes: what a key scoped to `submit` reaches. */
const SUBMISSIONS_API = /^(?:\/[a-z]{2})?\/site\/events\/v1\/submissions(?:\/\d{1,10})?\/?$/;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Submissions (src/submissions) are sent by whoever the site's settings allow, anonymous visitors and
 * every role included, and acted on by their sender's private link: their routes check their callers.
 */
const isSubmissionWrite = (c: Context<AppEnv>) =>
  /^(?:\/[a-z]{2})?\/(?:site\/events\/v1\/submissions(?:\/\d{1,10})?|events\/community\/(?:add|submission\/\d{1,10}))\/?$/.test(
    new URL(c.req.url).pathname,
  );

/** Subscribers read; every other role writes something. */
const mayWrite = (caller: Caller): caller is User => caller !== null && caller.role !== 'subscriber';

/** Whether the request is a write (not GET, HEAD or OPTIONS) to a route that takes it. */
export const isWrite = (c: Context<AppEnv>) =>
  !READ_METHODS.has(c.req.method) && matchedRoutes(c).some((route) => route.method === c.req.method);

/**
 * Roles whose writes are limited per user (`USER_WRITES`): those who contribute content. Editors and
 * administrators, who may already change or delete every record, are not.
 */
const LIMITED_WRITERS: ReadonlySet<Role> = new Set(['author', 'contributor']);

/**
 * Callers who may write nothing (anonymous: 401, subscribers: 403) are turned away from every write
 * route before its body, parameters or records are looked at, so they cannot probe which ids exist.
 * Authors and contributors over their write limit are turned away there too (429).
 */
export const writeGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isWrite(c) || isOwnSignInWrite(c) || isSubmissionWrite(c)) return next();
  const caller = c.get('caller');
  if (!mayWrite(caller)) throw forbidden(caller === null ? 401 : 403);
  if (LIMITED_WRITERS.has(caller.role) && c.env.USER_WRITES) {
    const { success } = await c.env.USER_WRITES.limit({ key: `${caller.id} ${caller.login}` });
    if (!success) throw tooManyRequests(RETRY_AFTER_SECONDS, 'Too many writes. Please try again later.');
  }
  await next();
};

/** Administrators only: anonymous callers 401, every other role 403, before anything is read; never cached. */
export const administratorsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = c.get('caller');
  if (caller === null) throw forbidden(401);
  if (caller.role !== 'administrator') throw forbidden(403);
  await next();
  c.header('Cache-Control', 'no-store');
};
