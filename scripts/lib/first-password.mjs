/**
 * `npm start` on a fresh local database gives the sample's `admin` a generated password and prints it
 * once, so that the two commands of the README are enough to sign in. Only while admin has neither a
 * password nor a passkey (the UPDATE's own condition, so a second start never gives another), and only
 * locally: scripts/dev.mjs calls it after loading the sample into an empty database.
 */
import { sqlString } from '../../tooling/sql.mjs';
import { d1Command } from '../../tooling/wrangler.mjs';
import { generatePassword, hashPassword } from './password-hash.mjs';

/** The new password, or null when admin already had a password or a passkey (or is not there). */
export async function giveAdminFirstPassword({ persistTo } = {}) {
  const password = generatePassword();
  const hash = sqlString(hashPassword(password));
  const results = await d1Command(
    `UPDATE users SET password_hash = ${hash} WHERE login = 'admin' AND password_hash IS NULL
       AND NOT EXISTS (SELECT 1 FROM passkeys WHERE passkeys.user_id = users.id);
     SELECT count(*) AS given FROM users WHERE login = 'admin' AND password_hash = ${hash}`,
    { persistTo },
  );
  return results.at(-1)?.[0]?.given ? password : null;
}

/** Whether the local database has no events, venues or organizers yet (the sample is loaded next). */
export async function isEmptyDatabase({ persistTo } = {}) {
  const [[row]] = await d1Command('SELECT count(*) AS n FROM posts', { persistTo });
  return row.n === 0;
}
