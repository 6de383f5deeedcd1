import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Role } from '../../db/schema';
import { SESSION_IDLE_MS, utcText } from '../../http/session';
import { passkeysOf } from '../../sessions/passkey-store';
import { newApiKey } from './credentials';

/**
 * Users, their keys, sessions and passkeys, as the administration screens change them (there is no users API):
 * the SQL of `scripts/users.mjs` for the Worker. Every change is one D1 batch, read on the primary.
 * Passwords are set with `setUserPassword` (src/sessions/password.ts), which holds their rules.
 */

export const LOGIN_PATTERN = /^[A-Za-z0-9._@-]{1,60}$/;
export const MAX_KEY_LABEL = 100;

export interface UserRow {
  id: number;
  login: string;
  role: Role;
  has_password: number;
  keys: number;
  sessions: number;
}

export interface KeyRow {
  prefix: string;
  label: string;
  /** `submit`: the key reaches `/submissions` only (docs/submissions.md); null: the role's rights. */
  scope: 'submit' | null;
  created_utc: string;
  revoked_utc: string | null;
}

export interface SessionRow {
  /** The session's row number: names it in a form without showing its id (the hash of the cookie). */
  handle: number;
  created_utc: string;
  last_seen_utc: string;
  /** When it ends unless used again: its absolute expiry or its idle limit, the sooner. */
  ends_utc: string;
  user_agent: string;
}

/** A session in force: not revoked, before its expiry and its idle limit (as `openSession` checks). */
const inForce = (now: number) =>
  sql`s.revoked_utc IS NULL AND s.expires_utc > ${utcText(now)} AND s.last_seen_utc > ${utcText(now - SESSION_IDLE_MS)}`;

const openSessions = (now: number) =>
  sql`(SELECT count(*) FROM sessions s WHERE s.user_id = u.id AND ${inForce(now)})`;

const userColumns = (now: number) =>
  sql`u.id, u.login, u.role, u.password_hash IS NOT NULL AS has_password,
    (SELECT count(*) FROM api_keys k WHERE k.user_id = u.id AND k.revoked_utc IS NULL) AS keys,
    ${openSessions(now)} AS sessions`;

export function listUsers(db: Db, now = Date.now()) {
  return db.allOnPrimary<UserRow>(sql`SELECT ${userColumns(now)} FROM users u ORDER BY u.login`);
}

export async function readUser(db: Db, id: number, now = Date.now()) {
  const [user] = await db.allOnPrimary<UserRow>(
    sql`SELECT ${userColumns(now)} FROM users u WHERE u.id = ${id}`,
  );
  if (!user) return null;
  const keys = await db.allOnPrimary<KeyRow>(
    sql`SELECT prefix, label, scope, created_utc, revoked_utc FROM api_keys WHERE user_id = ${id}
      ORDER BY revoked_utc IS NOT NULL, created_utc DESC, id DESC`,
  );
  const sessions = await db.allOnPrimary<SessionRow>(
    sql`SELECT s.rowid AS handle, s.created_utc, s.last_seen_utc, s.user_agent,
      min(s.expires_utc, strftime('%Y-%m-%d %H:%M:%S', s.last_seen_utc, ${`+${SESSION_IDLE_MS / 1000} seconds`})) AS ends_utc
      FROM sessions s WHERE s.user_id = ${id} AND ${inForce(now)} ORDER BY s.last_seen_utc DESC LIMIT 100`,
  );
  const passkeys = await passkeysOf(db, id);
  return { user, keys, sessions, passkeys };
}

/** The new user's id, or null when the login is taken. */
export async function createUser(db: Db, login: string, role: Role): Promise<number | null> {
  const [inserted] = await db.batch<[Array<{ id: number }>]>([
    sql`INSERT INTO users (login, role) VALUES (${login}, ${role}) ON CONFLICT (login) DO NOTHING RETURNING id`,
  ]);
  return inserted?.[0]?.id ?? null;
}

/** Whether the user exists (its keys keep working, with the new role at once). */
export async function setRole(db: Db, id: number, role: Role): Promise<boolean> {
  const [updated] = await db.batch([sql`UPDATE users SET role = ${role} WHERE id = ${id} RETURNING id`]);
  return (updated?.length ?? 0) > 0;
}

/** Ends every session of the user (its keys stay). */
export async function endSessions(db: Db, id: number, now = Date.now()) {
  await db.batch([
    sql`UPDATE sessions SET revoked_utc = ${utcText(now)} WHERE user_id = ${id} AND revoked_utc IS NULL`,
  ]);
}

/** Ends one session of the user; whether it was in force. */
export async function endSession(db: Db, userId: number, handle: number, now = Date.now()) {
  const [ended] = await db.batch([
    sql`UPDATE sessions SET revoked_utc = ${utcText(now)}
      WHERE rowid = ${handle} AND user_id = ${userId} AND revoked_utc IS NULL RETURNING user_id`,
  ]);
  return (ended?.length ?? 0) > 0;
}

/**
 * A new key of the user, or null when there is no such user; `scope` `submit`: a key that only sends
 * events in (as `npm run users -- create --scope submit` makes it).
 */
export async function createKey(db: Db, userId: number, label: string, scope: 'submit' | null = null) {
  for (let attempt = 1; ; attempt++) {
    const key = await newApiKey();
    try {
      const [inserted] = await db.batch([
        sql`INSERT INTO api_keys (user_id, prefix, hash, label, scope)
          SELECT id, ${key.prefix}, ${key.hash}, ${label}, ${scope} FROM users WHERE id = ${userId} RETURNING prefix`,
      ]);
      return (inserted?.length ?? 0) > 0 ? key : null;
    } catch (err) {
      // Two keys with the same 62-bit prefix: draw again (as the script does).
      if (attempt >= 3 || !/UNIQUE/.test(String(err))) throw err;
    }
  }
}

/** Whether a key of the user with that prefix was in force and is now revoked. */
export async function revokeKey(db: Db, userId: number, prefix: string, now = Date.now()) {
  const [revoked] = await db.batch([
    sql`UPDATE api_keys SET revoked_utc = ${utcText(now)}
      WHERE user_id = ${userId} AND prefix = ${prefix} AND revoked_utc IS NULL RETURNING id`,
  ]);
  return (revoked?.length ?? 0) > 0;
}
