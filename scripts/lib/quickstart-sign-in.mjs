/**
 * The quick start's promise that `npm start` is enough to sign in: once the server answers, its output
 * (not a terminal: a log, as in CI) ends with the app's address and a password for admin, after a setup
 * of a few dozen lines, not the 1,500 of wrangler's migration tables; the password signs in; and a
 * second start on the same database gives no other password.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from './checks.mjs';
import { adminAccount, isEmptyDatabase } from './first-password.mjs';

/** The most lines `npm start` may print before saying how to sign in. */
const MAX_LINES_BEFORE_SIGN_IN = 120;
const BANNER_TIMEOUT_MS = 60_000;
/** A request wrangler dev logs: `[wrangler:info] GET /site/events/v1 200 OK (51ms)`. */
const REQUEST_LOG = /^\[wrangler:info\] [A-Z]+ \/\S* \d{3} /;

export async function signInChecks(check, { logFile, origin, repository }) {
  let password = null;
  await check('npm start ends with the app’s address and a password for admin', async () => {
    const until = Date.now() + BANNER_TIMEOUT_MS;
    let output = '';
    while (Date.now() < until) {
      output = readFileSync(logFile, 'utf8');
      if (/Sign in as admin/.test(output)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const lines = output.split('\n');
    const at = lines.findIndex((line) => line.startsWith("The editors' app: "));
    expect(at !== -1, `no "The editors' app" line in its output:\n${lines.slice(-10).join('\n')}`);
    expect(lines[at] === `The editors' app: ${origin}/admin/`, `it says ${lines[at]}`);
    // The requests wrangler logs before it are this test's own polls (more of them on a loaded machine).
    const setupLines = lines.slice(0, at).filter((line) => !REQUEST_LOG.test(line)).length;
    expect(
      setupLines <= MAX_LINES_BEFORE_SIGN_IN,
      `${setupLines} lines before it (at most ${MAX_LINES_BEFORE_SIGN_IN})`,
    );
    password = lines[at + 2]?.trim();
    expect(
      /^[\w-]{24}$/.test(password ?? ''),
      `no password under it: ${lines.slice(at, at + 3).join(' / ')}`,
    );
    return `${setupLines} lines of setup before it`;
  });
  if (!password) return;
  await check('that password signs admin in', async () => {
    const res = await fetch(`${origin}/admin/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
      body: new URLSearchParams({ login: 'admin', password }),
      redirect: 'manual',
    });
    expect(res.status === 303, `sign-in answered ${res.status}`);
    expect(/(?:^|, )session=/.test(res.headers.get('set-cookie') ?? ''), 'no session cookie');
  });
  await check('a second npm start on that database gives no other password', async () => {
    const persistTo = path.join(repository, '.wrangler', 'state');
    expect(!(await isEmptyDatabase({ persistTo })), 'the database looks empty to a second start');
    const again = await adminAccount({ give: true, persistTo });
    expect(again?.hasPassword && !again.password, 'a second password was given');
  });
}
