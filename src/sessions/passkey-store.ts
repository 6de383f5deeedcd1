import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { utcText } from '../http/session';

/**
 * The passkeys of users and the WebAuthn challenges handed out (migrations/0016_passkeys.sql). A
 * challenge lives `CHALLENGE_TTL_MS` and is used once: answering it deletes it, right or wrong.
 */

export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Sign-in challenges open at once, for the whole site (they are handed to anyone): the oldest make way. */
export const MAX_OPEN_CHALLENGES = 10_000;
/** Sign-in challenges one client holds at once: its oldest make way, so no client fills the store. */
export const MAX_OPEN_PER_CLIENT = 10;
/** Challenges of a user's own ceremonies (adding a passkey) open at once. */
export const MAX_OPEN_PER_USER = 5;
/** Passkeys one user may hold. */
export const MAX_PASSKEYS_PER_USER = 20;
export const PASSKEY_NAME_MAX = 60;

export type ChallengePurpose = 'register' | 'confirm' | 'sign-in';

export interface StoredPasskey {
  id: number;
  user_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_utc: string;
  last_used_utc: string | null;
}

/** Who a challenge is handed to: a user (their own ceremony), or an anonymous client by its bucket. */
export type ChallengeHolder = { userId: number } | { client: string };

/** Deletes the challenges `among` selects beyond the newest `keep`. */
const keepNewest = (among: SQL, keep: number) =>
  sql`DELETE FROM passkey_challenges WHERE challenge IN (SELECT challenge FROM passkey_challenges
    WHERE ${among} ORDER BY expires_utc DESC LIMIT -1 OFFSET ${keep})`;

/**
 * Stores a new challenge in one round trip: expired ones are cleared, then the holder's oldest make way
 * beyond its cap (a client's `MAX_OPEN_PER_CLIENT`, a user's `MAX_OPEN_PER_USER`), and, for sign-in, the
 * site's oldest beyond `MAX_OPEN_CHALLENGES`. Always stored: a full store costs someone an old challenge,
 * never every sign-in.
 */
export async function storeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  holder: ChallengeHolder,
  now = Date.now(),
): Promise<void> {
  const userId = 'userId' in holder ? holder.userId : null;
  const client = 'userId' in holder ? `user:${holder.userId}` : holder.client;
  const cap = 'userId' in holder ? MAX_OPEN_PER_USER : MAX_OPEN_PER_CLIENT;
  await db.batch([
    sql`DELETE FROM passkey_challenges WHERE expires_utc <= ${utcText(now)}`,
    keepNewest(sql`client = ${client}`, cap - 1),
    ...(purpose === 'sign-in' ? [keepNewest(sql`purpose = 'sign-in'`, MAX_OPEN_CHALLENGES - 1)] : []),
    sql`INSERT INTO passkey_challenges (challenge, purpose, user_id, expires_utc, client)
      VALUES (${challenge}, ${purpose}, ${userId}, ${utcText(now + CHALLENGE_TTL_MS)}, ${client})`,
  ]);
}

/**
 * Takes a challenge out (single use): true when it was open, unexpired, for this purpose and, for a
 * registration, handed to this user. Deleted whatever the answer, so a replay finds nothing.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  userId: number | null,
  now = Date.now(),
): Promise<boolean> {
  const [rows] = await db.batch([
    sql`DELETE FROM passkey_challenges WHERE challenge = ${challenge}
      RETURNING purpose, user_id, expires_utc`,
  ]);
  const row = rows?.[0] as { purpose: string; user_id: number | null; expires_utc: string } | undefined;
  return (
    row !== undefined && row.purpose === purpose && row.user_id === userId && row.expires_utc > utcText(now)
  );
}

export const passkeysOf = (db: Db, userId: number) =>
  db.allOnPrimary<StoredPasskey>(
    sql`SELECT * FROM passkeys WHERE user_id = ${userId} ORDER BY created_utc DESC, id DESC`,
  );

export async function passkeyByCredential(db: Db, credentialId: string) {
  const [row] = await db.allOnPrimary<StoredPasskey>(
    sql`SELECT * FROM passkeys WHERE credential_id = ${credentialId}`,
  );
  return row;
}

/** Adds a passkey unless the user already holds the maximum; false then (or when the credential is known). */
export async function addPasskey(
  db: Db,
  passkey: {
    userId: number;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    name: string;
  },
  now = Date.now(),
): Promise<boolean> {
  const [inserted] = await db.batch([
    sql`INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, created_utc)
      SELECT ${passkey.userId}, ${passkey.credentialId}, ${passkey.publicKey}, ${passkey.counter},
        ${JSON.stringify(passkey.transports)}, ${passkey.name}, ${utcText(now)}
      WHERE (SELECT count(*) FROM passkeys WHERE user_id = ${passkey.userId}) < ${MAX_PASSKEYS_PER_USER}
      ON CONFLICT (credential_id) DO NOTHING
      RETURNING id`,
  ]);
  return (inserted?.length ?? 0) > 0;
}

/** Records a use: the new counter and when. */
export const recordPasskeyUse = (db: Db, id: number, counter: number, now = Date.now()) =>
  db.batch([sql`UPDATE passkeys SET counter = ${counter}, last_used_utc = ${utcText(now)} WHERE id = ${id}`]);

/** Removes one of the user's passkeys; false when the user has none with this id. */
export async function removePasskey(db: Db, userId: number, id: number): Promise<boolean> {
  const [deleted] = await db.batch([
    sql`DELETE FROM passkeys WHERE id = ${id} AND user_id = ${userId} RETURNING 1`,
  ]);
  return (deleted?.length ?? 0) > 0;
}
