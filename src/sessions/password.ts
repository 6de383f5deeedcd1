import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { utcText } from '../http/session';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../lib/password-hash';

/**
 * What is wrong with a new password, as a sentence, or null: the rules of `users set-password`
 * (scripts/lib/password-hash.mjs), 12 to 1024 characters.
 */
export function newPasswordProblem(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    return `The password is too short: at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (length > PASSWORD_MAX_LENGTH)
    return `The password is too long: at most ${PASSWORD_MAX_LENGTH} characters.`;
  return null;
}

/**
 * Sets a user's password from the Worker (an administrator resetting it in the app) as `users
 * set-password` does: in one batch, the new hash and every session of the user ended and, with
 * `removePasskeys`, every passkey of the user removed (one added by whoever held the password, a session
 * or a key would otherwise still sign in). Null when there is no such user, else how many passkeys went.
 * The caller checks `newPasswordProblem` first (this throws on a password it refuses).
 */
export async function setUserPassword(
  db: Db,
  userId: number,
  password: string,
  { removePasskeys }: { removePasskeys: boolean },
  now = Date.now(),
): Promise<{ passkeysRemoved: number } | null> {
  const problem = newPasswordProblem(password);
  if (problem) throw new RangeError(problem);
  const hash = await hashPassword(password);
  const [updated, , removed] = await db.batch([
    sql`UPDATE users SET password_hash = ${hash} WHERE id = ${userId} RETURNING id`,
    sql`UPDATE sessions SET revoked_utc = ${utcText(now)} WHERE user_id = ${userId} AND revoked_utc IS NULL`,
    ...(removePasskeys
      ? [
          sql`DELETE FROM passkeys WHERE user_id = ${userId} RETURNING id`,
          sql`DELETE FROM passkey_challenges WHERE user_id = ${userId}`,
        ]
      : []),
  ]);
  if ((updated?.length ?? 0) === 0) return null;
  return { passkeysRemoved: removed?.length ?? 0 };
}
