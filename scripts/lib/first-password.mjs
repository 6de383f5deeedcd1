/**
 * What `npm start` knows of `admin` to say how to sign in, and on a fresh local database the password it
 * gives admin, printed once, so that the two commands of the README are enough to sign in. The password
 * is given only while admin has neither a password nor a passkey (the UPDATE's own condition, so a second
 * start never gives another), and only locally: scripts/dev.mjs asks after loading the sample into an
 * empty database.
 */
import { sqlString } from '../../tooling/sql.mjs';
import { d1Command } from '../../tooling/wrangler.mjs';
import { generatePassword, hashPassword } from './password-hash.mjs';

/**
 * admin as it is after the setup: `null` when there is no user admin, else its role, whether it has a
 * password or passkeys, and `password` when this call gave it one (`give`: the database is fresh).
 */
export async function adminAccount({ give = false, persistTo } = {}) {
  const password = give ? generatePassword() : null;
  const hash = password ? sqlString(hashPassword(password)) : 'NULL';
  const results = await d1Command(
    `${
      password
        ? `UPDATE users SET password_hash = ${hash} WHERE login = 'admin' AND password_hash IS NULL
             AND NOT EXISTS (SELECT 1 FROM passkeys WHERE passkeys.user_id = users.id);`
        : ''
    }
     SELECT role, password_hash IS NOT NULL AS has_password, password_hash = ${hash} AS given,
       (SELECT count(*) FROM passkeys WHERE passkeys.user_id = users.id) AS passkeys
     FROM users WHERE login = 'admin'`,
    { persistTo },
  );
  const row = results.at(-1)?.[0];
  if (!row) return null;
  return {
    role: row.role,
    hasPassword: Boolean(row.has_password),
    passkeys: row.passkeys,
    ...(row.given ? { password } : {}),
  };
}

/** Whether the local database has no events, venues or organizers yet (the sample is loaded next). */
export async function isEmptyDatabase({ persistTo } = {}) {
  const [[row]] = await d1Command('SELECT count(*) AS n FROM posts', { persistTo });
  return row.n === 0;
}
