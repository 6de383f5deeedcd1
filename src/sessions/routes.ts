import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { ACCESS_HEADER, accessEmail, accessSettings } from '../http/access';
import { clientBucket } from '../http/edge-request';
import { ApiError, forbidden, missingParams, noRoute, tooManyRequests, unavailable } from '../http/errors';
import {
  clearSessionCookie,
  createSession,
  csrfRefused,
  SESSION_IDLE_MS,
  sameOrigin,
  setSessionCookie,
  utcText,
} from '../http/session';
import { authFailures, RETRY_AFTER_SECONDS } from '../http/throttle';
import { verifyPassword } from '../lib/password-hash';
import { sitePath } from './next';

/**
 * Signing in and out of the editors' app, and the caller's sessions (docs/admin.md, "Signing in"). The
 * pages themselves live in src/admin/; these are the requests their forms (or a script) send.
 */

/** One sentence for an unknown login, a user without a password and a wrong password (JSON). */
const SIGN_IN_FAILED = 'The login or the password is not right.';

/** The language prefix of an admin path (`/eu/admin/…` → `/eu`). */
export const prefixOf = (c: Context<AppEnv>) =>
  /^(\/[a-z]{2})\/admin\//.exec(new URL(c.req.url).pathname)?.[1] ?? '';

/** Whether the client sent JSON or asks for it (then errors and results are JSON, not pages). */
export const wantsJson = (c: Context<AppEnv>) =>
  /json/i.test(c.req.header('content-type') ?? '') || /json/i.test(c.req.header('accept') ?? '');

/** Where to go after signing in: `next` when it is a path of this site (./next.ts), else the app's start page. */
export const safeNext = (next: unknown, prefix: string): string => sitePath(next) ?? `${prefix}/admin/`;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * A failed sign-in: `401` for JSON; a form goes back to the sign-in page with `?error=1` (src/admin's page
 * says the pair was wrong, never which part), keeping `next`. The same answer for every cause.
 */
function signInFailed(c: Context<AppEnv>, next: unknown) {
  if (wantsJson(c)) {
    throw new ApiError(401, 'rest_forbidden', SIGN_IN_FAILED, { reason: 'sign_in' });
  }
  return backToSignIn(c, next, '1');
}

/** Too many failures from this client: `429` for JSON; a form goes back to the page with `?error=throttled`. */
function signInThrottled(c: Context<AppEnv>, next: unknown) {
  if (wantsJson(c)) throw tooManySignIns();
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return backToSignIn(c, next, 'throttled');
}

function backToSignIn(c: Context<AppEnv>, next: unknown, error: '1' | 'throttled') {
  const prefix = prefixOf(c);
  const path = sitePath(next);
  const keep = path !== null ? `&next=${encodeURIComponent(path)}` : '';
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${prefix}/admin/sign-in?error=${error}${keep}`, 303);
}

/**
 * Signs this browser out: clears the session cookie and, with `Clear-Site-Data: "storage"`, what this site
 * kept in the browser (the editor's unsaved drafts, src/admin/editor/script.ts; the API reference's colour
 * scheme goes too): the browser may be shared, and the next user must not find them. Server-sent, so it
 * works whichever page (or script) signs out; browsers honour it over https and on localhost.
 */
function signOutBrowser(c: Context<AppEnv>) {
  clearSessionCookie(c);
  c.header('Clear-Site-Data', '"storage"');
}

export const tooManySignIns = () =>
  tooManyRequests(RETRY_AFTER_SECONDS, 'Too many failed sign-ins. Please try again later.');

/** The user a login names, with its password hash (on the primary: a password changed a moment ago counts). */
interface Candidate {
  id: number;
  password_hash: string | null;
}

export const sessionRoutes = new Hono<AppEnv>()
  /**
   * Signs in: a new session (never one the request names) and its cookie, then 303 to the app. A wrong
   * password, an unknown login and a user without a password get the same 401 after the same PBKDF2
   * work. Failures count in the throttle of failed API keys; unlike a key, a password can be guessed, so
   * a client over the limit is refused before its password is even checked.
   */
  .post('/admin/sign-in', async (c) => {
    if (!sameOrigin(c)) throw csrfRefused('The sign-in form was sent from another site.');
    const params = c.get('params');
    const login = text(params.login);
    const password = text(params.password);
    const missing = [login ? null : 'login', password ? null : 'password'].filter((n) => n !== null);
    if (missing.length > 0) throw missingParams(missing);
    const client = clientBucket(c.req.raw, c.get('config').trustEdgeHeaders);
    if (authFailures.isBlocked(client)) return signInThrottled(c, params.next);
    const db = c.get('db');
    const [user] =
      login!.length <= 60
        ? await db.allOnPrimary<Candidate>(sql`SELECT id, password_hash FROM users WHERE login = ${login}`)
        : [];
    const right = await verifyPassword(password!, user?.password_hash ?? null);
    if (!user || !right) {
      if (await authFailures.recordFailure(c.env, client)) return signInThrottled(c, params.next);
      return signInFailed(c, params.next);
    }
    const secret = await createSession(db, {
      userId: user.id,
      userAgent: c.req.header('user-agent') ?? '',
      replacing: c.get('session')?.id,
      proved: true,
    });
    setSessionCookie(c, secret);
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeNext(params.next, prefixOf(c)), 303);
  })
  /**
   * Signs in through Cloudflare Access (when `ACCESS_TEAM_DOMAIN` and `ACCESS_AUD` are set; else 404): the
   * identity Access signed (`Cf-Access-Jwt-Assertion`, src/http/access.ts) becomes a session of the user
   * whose login is its email (letter case aside), as a password sign-in would, then 303 to `next` or the app.
   */
  .get('/admin/sign-in/access', async (c) => {
    const settings = accessSettings(c.env);
    if (!settings) throw noRoute();
    const token = c.req.header(ACCESS_HEADER);
    let email: string | null = null;
    try {
      email = token ? await accessEmail(token, settings) : null;
    } catch {
      throw unavailable(); // the team's keys could not be fetched
    }
    if (!email) {
      throw new ApiError(
        401,
        'rest_forbidden',
        'Cloudflare Access sent no valid identity: open the app through Access.',
        {
          reason: 'access',
        },
      );
    }
    const db = c.get('db');
    const [user] = await db.allOnPrimary<{ id: number }>(
      sql`SELECT id FROM users WHERE login = ${email} COLLATE NOCASE ORDER BY login = ${email} DESC, id LIMIT 1`,
    );
    if (!user) {
      throw new ApiError(
        403,
        'rest_forbidden',
        'No user of this calendar has the email Access signed as its login.',
        {
          reason: 'access',
        },
      );
    }
    // Access proved who this is to Access, not the password or a passkey: adding a passkey asks for one.
    const secret = await createSession(db, {
      userId: user.id,
      userAgent: c.req.header('user-agent') ?? '',
      replacing: c.get('session')?.id,
      proved: false,
    });
    setSessionCookie(c, secret);
    c.header('Cache-Control', 'no-store');
    return c.redirect(safeNext(c.req.query('next'), prefixOf(c)), 303);
  })
  /** Signs out: the request's session is revoked and its cookie cleared. */
  .post('/admin/sign-out', async (c) => {
    const session = c.get('session');
    if (session) {
      await c
        .get('db')
        .batch([
          sql`UPDATE sessions SET revoked_utc = ${utcText(Date.now())} WHERE id = ${session.id} AND revoked_utc IS NULL`,
        ]);
    }
    signOutBrowser(c);
    c.header('Cache-Control', 'no-store');
    return wantsJson(c) ? c.body(null, 204) : c.redirect(`${prefixOf(c)}/admin/sign-in`, 303);
  })
  /** The caller's sessions still open (never their ids or tokens), the current one marked. */
  .get('/admin/sessions', async (c) => {
    const caller = c.get('caller');
    if (caller === null) throw forbidden(401);
    const now = Date.now();
    const rows = await c.get('db').allOnPrimary<{
      id: string;
      created_utc: string;
      last_seen_utc: string;
      expires_utc: string;
      user_agent: string;
    }>(
      sql`SELECT id, created_utc, last_seen_utc, expires_utc, user_agent FROM sessions
        WHERE user_id = ${caller.id} AND revoked_utc IS NULL AND expires_utc > ${utcText(now)}
          AND last_seen_utc > ${utcText(now - SESSION_IDLE_MS)}
        ORDER BY last_seen_utc DESC, created_utc DESC`,
    );
    const current = c.get('session')?.id;
    c.header('Cache-Control', 'no-store');
    return c.json(rows.map(({ id, ...row }) => ({ ...row, current: id === current })));
  })
  /** Signs the caller out everywhere: every session of the user is revoked (API keys are not). */
  .post('/admin/sessions/revoke-all', async (c) => {
    const caller = c.get('caller');
    if (caller === null) throw forbidden(401);
    const [revoked] = await c
      .get('db')
      .batch([
        sql`UPDATE sessions SET revoked_utc = ${utcText(Date.now())} WHERE user_id = ${caller.id} AND revoked_utc IS NULL RETURNING 1`,
      ]);
    if (c.get('session')) signOutBrowser(c);
    c.header('Cache-Control', 'no-store');
    return wantsJson(c) || !c.get('session')
      ? c.json({ revoked: revoked?.length ?? 0 })
      : c.redirect(`${prefixOf(c)}/admin/sign-in`, 303);
  });
