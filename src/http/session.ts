import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import type { Role } from '../db/schema';
import type { AppEnv } from '../env';
import { learnSettings } from '../known-settings';
import { LANGUAGE_PREFERENCE, type User } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { sameText, sha256Hex } from '../lib/hash';
import { refused } from './errors';

/**
 * Sessions of the editors' app (docs/admin.md, "Signing in"). The cookie carries 256 random bits; D1
 * keeps only their SHA-256 (a leaked table signs nobody in). A session ends at the first of: sign-out,
 * "sign out everywhere", a password change, `SESSION_IDLE_MS` without a request, `SESSION_LIFETIME_MS`
 * after sign-in.
 */

/** A session unused this long is over. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** A session is over this long after its sign-in, however busy. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/** `last_seen_utc` is written at most this often, so that not every request writes. */
export const SESSION_REFRESH_MS = 5 * 60 * 1000;

/** The cookie's name: `__Host-` (Secure, this host only, Path=/) over https; plain over http (`wrangler dev`). */
export const sessionCookieName = (url: string) =>
  new URL(url).protocol === 'https:' ? '__Host-session' : 'session';

/**
 * Whether a request carries a session cookie (valid or not): such a request is answered by the app,
 * never from the anonymous fast path (src/cache/fast-path.ts), as one with `Authorization` isn't.
 */
export const hasSessionCookie = (request: Request) =>
  /(?:^|;)\s*(?:__Host-)?session=/.test(request.headers.get('cookie') ?? '');

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const USER_AGENT_MAX = 200;

const randomToken = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

export const utcText = (ms: number) => formatUtcWall(new Date(ms));
const utcMs = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

/** The session of the request, once its cookie has been read (`identifyCaller`). */
export interface RequestSession {
  /** The SHA-256 hex of the cookie: the row's id. */
  id: string;
  csrfToken: string;
  /** When it last proved the user's password or a passkey (`YYYY-MM-DD HH:MM:SS` UTC); null: never. */
  provedUtc: string | null;
}

/** The CSRF token forms of a signed-in page must carry (field `_csrf`, or header `X-CSRF-Token`); null without a session. */
export const csrfTokenOf = (c: Context<AppEnv>): string | null => c.get('session')?.csrfToken ?? null;

/** What a new session starts from. */
export interface NewSession {
  userId: number;
  userAgent: string;
  /** The session the request came with, revoked by this sign-in. */
  replacing?: string;
  /** Whether the sign-in proved the password or a passkey (a sign-in through Cloudflare Access did not). */
  proved: boolean;
}

/**
 * Creates a session for the user, always with a new id (a cookie planted before sign-in is never
 * promoted), and revokes `replacing`, the session the request came with, if any; returns the cookie's
 * value. One round trip.
 */
export async function createSession(db: Db, session: NewSession, now = Date.now()) {
  const { userId, userAgent, replacing, proved } = session;
  const secret = randomToken();
  const id = await sha256Hex(secret);
  const at = utcText(now);
  const agent = userAgent.trim().slice(0, USER_AGENT_MAX);
  await db.batch([
    sql`INSERT INTO sessions (id, user_id, created_utc, last_seen_utc, expires_utc, user_agent, csrf_token, proved_utc)
      VALUES (${id}, ${userId}, ${at}, ${at}, ${utcText(now + SESSION_LIFETIME_MS)}, ${agent}, ${randomToken()},
        ${proved ? at : null})`,
    ...(replacing
      ? [sql`UPDATE sessions SET revoked_utc = ${at} WHERE id = ${replacing} AND revoked_utc IS NULL`]
      : []),
  ]);
  return secret;
}

/**
 * The language the user `u` chose for the editors' app, read with their key or session: the app's address
 * without a language goes to it without a round trip of its own (src/admin/profile/routes.tsx).
 */
export const chosenLanguageColumn = sql`(SELECT json_extract(p.value, '$') FROM user_preferences p
  WHERE p.user_id = u.id AND p.name = ${LANGUAGE_PREFERENCE}) AS language`;

interface SessionRow {
  settings: string | null;
  revoked_utc: string | null;
  last_seen_utc: string;
  expires_utc: string;
  csrf_token: string;
  proved_utc: string | null;
  user_id: number;
  login: string;
  role: Role;
  language: string | null;
}

/**
 * The user and session a cookie value opens, or null (unknown, revoked, idle too long, past its
 * lifetime). One query, on the primary (a session revoked there a moment ago must not still work through
 * a lagging replica); the site's settings come along as with keys. `last_seen_utc` is refreshed in the
 * background when older than `SESSION_REFRESH_MS`.
 */
export async function openSession(
  c: Context<AppEnv>,
  secret: string,
  now = Date.now(),
): Promise<{ user: User; session: RequestSession } | null> {
  if (!SECRET_PATTERN.test(secret)) return null;
  const id = await sha256Hex(secret);
  const db = c.get('db');
  const [row] = await db.allOnPrimary<SessionRow>(
    sql`SELECT (SELECT json_group_object(name, value) FROM site_settings) AS settings, s.revoked_utc,
        s.last_seen_utc, s.expires_utc, s.csrf_token, s.proved_utc, u.id AS user_id, u.login, u.role,
        ${chosenLanguageColumn}
      FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = ${id}`,
  );
  if (row) learnSettings(row.settings ?? '{}', now);
  if (!row || row.revoked_utc !== null) return null;
  const lastSeen = utcMs(row.last_seen_utc);
  if (now >= utcMs(row.expires_utc) || now >= lastSeen + SESSION_IDLE_MS) return null;
  if (now - lastSeen >= SESSION_REFRESH_MS) {
    const refresh = db
      .prepare(sql`UPDATE sessions SET last_seen_utc = ${utcText(now)} WHERE id = ${id}`)
      .run()
      .catch(() => {});
    try {
      c.executionCtx.waitUntil(refresh);
    } catch {
      // No execution context (the app called directly): the write still runs, unawaited.
    }
  }
  return {
    user: { id: row.user_id, login: row.login, role: row.role, via: 'session', chosenLanguage: row.language },
    session: { id, csrfToken: row.csrf_token, provedUtc: row.proved_utc },
  };
}

/** The session cookie's value the request carries, if any. */
export const sessionCookieOf = (c: Context<AppEnv>): string | undefined =>
  getCookie(c, sessionCookieName(c.req.url));

export function setSessionCookie(c: Context<AppEnv>, secret: string) {
  const secure = new URL(c.req.url).protocol === 'https:';
  setCookie(c, sessionCookieName(c.req.url), secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(c: Context<AppEnv>) {
  const secure = new URL(c.req.url).protocol === 'https:';
  deleteCookie(c, sessionCookieName(c.req.url), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 403 `rest_forbidden` for a session write that fails the CSRF checks (nothing is written). */
export const csrfRefused = (why: string) => refused(why, { reason: 'csrf' });

/**
 * Whether the request's `Origin` (or, without one, its `Referer`) is this origin; a request naming
 * neither passes (SameSite=Lax keeps the cookie off cross-site writes, and the token is still needed).
 */
export function sameOrigin(c: Context<AppEnv>): boolean {
  const own = new URL(c.req.url).origin;
  const origin = c.req.header('origin');
  if (origin !== undefined) return origin === own;
  const referer = c.req.header('referer');
  if (referer === undefined) return true;
  try {
    return new URL(referer).origin === own;
  } catch {
    return false;
  }
}

/**
 * The token of the form body (`_csrf`, read by `mergedParams`), taken out of the parameters so that no
 * route sees it. A `_csrf` in the query string is not taken: a token in a URL leaks through logs and
 * `Referer`.
 */
function formToken(c: Context<AppEnv>): string | undefined {
  const { _csrf: token, ...params } = c.get('params') ?? {};
  c.set('params', params);
  if (new URL(c.req.url).searchParams.has('_csrf')) return undefined;
  return typeof token === 'string' ? token : undefined;
}

/** Signing in (with a password or a passkey) checks its own origin and needs no token (there is no session to hold one yet). */
const SIGN_IN_PATH = /^(?:\/[a-z]{2})?\/admin\/sign-in(?:\/passkey(?:\/options)?)?\/?$/;

/**
 * Writes of the caller's own sign-in, which any caller may send whatever their role (`writeGate` lets them
 * through; each route checks its caller): signing in (password or passkey) is how a caller stops being
 * anonymous, signing out with a cookie that already expired just clears it, and signing out everywhere,
 * confirming it is them and adding or removing their passkeys touch only the caller's own sessions and
 * passkeys (a subscriber writes no content, but owns their sign-in).
 */
export const isOwnSignInWrite = (c: Context<AppEnv>) =>
  /^(?:\/[a-z]{2})?\/admin\/(?:sign-in(?:\/passkey(?:\/options)?)?|sign-out|sessions\/revoke-all|confirm(?:\/passkey(?:\/options)?)?|passkeys(?:\/options|\/\d{1,15}\/delete)?)\/?$/.test(
    new URL(c.req.url).pathname,
  );

/**
 * Every state-changing request authenticated by the session cookie (not by a key) must carry the
 * session's CSRF token (`X-CSRF-Token`, or the form field `_csrf`), compared in constant time, and come
 * from this origin when it says where it comes from. Otherwise 403, before any route runs. After
 * `mergedParams` (the form's `_csrf` is one of its parameters), before anything that writes.
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const session = c.get('session');
  if (!session || SAFE_METHODS.has(c.req.method) || SIGN_IN_PATH.test(new URL(c.req.url).pathname)) {
    return next();
  }
  if (!sameOrigin(c)) throw csrfRefused('The request comes from another site.');
  const fromForm = formToken(c); // taken out of the parameters whichever way the token came
  const token = c.req.header('x-csrf-token') ?? fromForm;
  if (token === undefined) {
    throw csrfRefused('The form is missing its security token (X-CSRF-Token or _csrf): reload the page.');
  }
  if (!sameText(token, session.csrfToken)) {
    throw csrfRefused("The security token (X-CSRF-Token or _csrf) is not this session's: reload the page.");
  }
  await next();
};
