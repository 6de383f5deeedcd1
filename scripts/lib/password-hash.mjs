/**
 * User passwords under Node (scripts/users.mjs set-password): the same PBKDF2-SHA256 and stored format
 * as src/lib/password-hash.ts, which checks them in the Worker through WebCrypto
 * (test/unit/password-hash.test.ts proves the two agree).
 */
import { pbkdf2Sync, randomBytes } from 'node:crypto';
import { sqlString } from '../../tooling/sql.mjs';

/** Must match src/lib/password-hash.ts. */
export const PASSWORD_ITERATIONS = 100_000;
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;
const SALT_BYTES = 16;

export function hashPassword(password, salt = randomBytes(SALT_BYTES)) {
  const hash = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, PASSWORD_ITERATIONS, 32, 'sha256');
  return `pbkdf2-sha256$${PASSWORD_ITERATIONS}$${Buffer.from(salt).toString('base64')}$${hash.toString('base64')}`;
}

/**
 * The password given on standard input: one final line break (what `echo` adds) is dropped; what
 * remains must be 12 to 1024 characters, and is returned as is (spaces inside count). Throws a
 * sentence saying what is wrong.
 */
export function passwordFromInput(input) {
  const password = input.replace(/\r?\n$/, '');
  if (password === '') throw new Error('No password was given on standard input.');
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH)
    throw new Error(`The password is too short: at least ${PASSWORD_MIN_LENGTH} characters.`);
  if (length > PASSWORD_MAX_LENGTH)
    throw new Error(`The password is too long: at most ${PASSWORD_MAX_LENGTH} characters.`);
  return password;
}

/** A strong password: 24 characters of base64url (144 random bits). */
export const generatePassword = () => randomBytes(18).toString('base64url');

/**
 * One batch: the user's new password hash, every session of the user revoked (a password change signs
 * out everywhere), unless `keepPasskeys` every passkey of the user removed (a passkey added by whoever
 * held the password, a session or a key would otherwise still sign in; a row `passkeys_removed` counts
 * them first), and the user as it now is (the last statement).
 */
export function setPasswordStatements(login, hash, { keepPasskeys = false } = {}) {
  const l = sqlString(login);
  const user = `(SELECT id FROM users WHERE login = ${l})`;
  return [
    `UPDATE users SET password_hash = ${sqlString(hash)} WHERE login = ${l}`,
    `UPDATE sessions SET revoked_utc = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE revoked_utc IS NULL AND user_id = ${user}`,
    ...(keepPasskeys
      ? []
      : [
          `SELECT count(*) AS passkeys_removed FROM passkeys WHERE user_id = ${user}`,
          `DELETE FROM passkeys WHERE user_id = ${user}`,
          `DELETE FROM passkey_challenges WHERE user_id = ${user}`,
        ]),
    `SELECT id, login, role, password_hash IS NOT NULL AS has_password FROM users WHERE login = ${l}`,
  ];
}
