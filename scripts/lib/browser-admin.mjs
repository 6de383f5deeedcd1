/**
 * The browser test's checks of the editors' app (scripts/browser-test.mjs runs them in Chromium, last):
 * signing in with a password through the form; adding a passkey with CDP's virtual authenticator and
 * signing in with it, confirming with it before adding another; the events list in two languages; the editor's unsaved text kept per user and
 * cleared at sign-out; a contributor, whose bulk "Publish" is "Submit for review", submitting a draft; axe-core on every screen reached, in two languages; screenshots
 * bench/screenshots/admin-*.png.
 *
 * WebAuthn refuses an IP address as relying party: the app is opened at `localhost` (the same server).
 */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { axeViolations } from './browser-calendar.mjs';
import { hashPassword, setPasswordStatements } from './password-hash.mjs';

/** The sample `admin`'s password in this run (the flows of browser-admin-flows.mjs sign in with it too). */
export const ADMIN_PASSWORD = `browser ${randomBytes(9).toString('base64url')}`;
const CONTRIBUTOR = 'browser-contributor';
const CONTRIBUTOR_PASSWORD = `contributor ${randomBytes(9).toString('base64url')}`;

/**
 * Signs `page` in as admin through the English sign-in page (the browser keeps the session cookie), after
 * dropping any session it had; waits for the events list the sign-in leads to.
 */
export async function signInAsAdmin(page, origin) {
  await page.context().clearCookies();
  const res = await page.goto(`${origin}/en/admin/sign-in`);
  if (res.status() !== 200) throw new Error(`/en/admin/sign-in: ${res.status()}`);
  await page.getByLabel('Login', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await Promise.all([
    page.waitForURL(`${origin}/en/admin/`),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);
}

/**
 * SQL to load with the sample data: a password for the sample's `admin` (the statements of `npm run
 * users -- set-password`), and a contributor with a password and a key (made here).
 */
export function adminUsersSql() {
  const prefix = randomBytes(6).toString('hex');
  const key = `tec_${prefix}_${randomBytes(32).toString('base64url')}`;
  const hash = createHash('sha256').update(key).digest('hex');
  const sql = [
    ...setPasswordStatements('admin', hashPassword(ADMIN_PASSWORD)).slice(0, 2),
    `INSERT INTO users (login, role) VALUES ('${CONTRIBUTOR}', 'contributor')`,
    `INSERT INTO api_keys (user_id, prefix, hash, label) SELECT id, '${prefix}', '${hash}', 'browser test' FROM users WHERE login = '${CONTRIBUTOR}'`,
    ...setPasswordStatements(CONTRIBUTOR, hashPassword(CONTRIBUTOR_PASSWORD)).slice(0, 2),
  ]
    .map((s) => `${s};`)
    .join('\n');
  return { sql: `${sql}\n`, contributorKey: key };
}

export async function adminChecks({ page, apiOrigin, contributorKey, check, expectEqual, screenshots }) {
  const origin = apiOrigin.replace('127.0.0.1', 'localhost');
  const context = page.context();
  await context.clearCookies();
  const noViolations = async (what) => expectEqual(await axeViolations(page), [], `${what}: axe`);
  const shot = (name) =>
    page.screenshot({ path: path.join(screenshots, `admin-${name}.png`), fullPage: true });
  const open = async (pathAndQuery) => {
    const res = await page.goto(`${origin}${pathAndQuery}`);
    if (res.status() !== 200) throw new Error(`${pathAndQuery}: ${res.status()}`);
  };
  const signedInAs = async (login) => {
    const who = await page.locator('.who span').first().textContent();
    if (!who?.includes(login)) throw new Error(`not signed in as ${login}: "${who}"`);
  };
  const signInWithPassword = async (prefix, login, password, labels) => {
    await open(`${prefix}/admin/sign-in`);
    await page.getByLabel(labels.login, { exact: true }).fill(login);
    await page.getByLabel(labels.password, { exact: true }).fill(password);
    await Promise.all([
      page.waitForURL(`${origin}${prefix}/admin/`),
      page.getByRole('button', { name: labels.signIn, exact: true }).click(),
    ]);
    await signedInAs(login);
  };
  const signOut = async () => {
    await Promise.all([
      page.waitForURL(/\/admin\/sign-in$/),
      page.locator('.who button[type="submit"]').click(),
    ]);
  };
  const EN = { login: 'Login', password: 'Password', signIn: 'Sign in' };
  const ES = { login: 'Usuario', password: 'Contraseña', signIn: 'Iniciar sesión' };

  await check('editors’ app: the sign-in page in English and Basque, no axe violations', async () => {
    await open('/eu/admin/sign-in');
    expectEqual(await page.locator('html').getAttribute('lang'), 'eu', 'language');
    await noViolations('eu sign-in');
    await open('/en/admin/sign-in');
    // The script shows the passkey button (Chromium has WebAuthn).
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await noViolations('en sign-in');
    await shot('sign-in');
  });

  await check('editors’ app: admin signs in with a password through the form', async () => {
    await signInWithPassword('/en', 'admin', ADMIN_PASSWORD, EN);
  });

  await check('editors’ app: the events list in English and Basque, no axe violations', async () => {
    for (const [prefix, heading] of [
      ['/en', 'Events'],
      ['/eu', 'Ekitaldiak'],
    ]) {
      await open(`${prefix}/admin/events`);
      expectEqual((await page.locator('h1').textContent())?.trim(), heading, `${prefix} heading`);
      const rows = await page.locator('input[name="ids"]').count();
      if (rows === 0) throw new Error(`${prefix}: no events listed`);
      await noViolations(`${prefix} events`);
      await shot(`events-${prefix.slice(1)}`);
    }
  });

  await check(
    'editors’ app: admin adds a passkey (CDP virtual authenticator); the screen in two languages',
    async () => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
        },
      });
      await open('/eu/admin/passkeys');
      await noViolations('eu passkeys (none yet)');
      await open('/en/admin/passkeys');
      // Adding one takes a sign-in of the last 5 minutes; on a slow run, the screen asks to confirm first.
      if ((await page.locator('form[data-passkey-add]').count()) === 0) {
        await Promise.all([
          page.waitForURL(/\/en\/admin\/confirm\?/),
          page.getByRole('button', { name: 'Add a passkey' }).click(),
        ]);
        await page.getByLabel('Your password', { exact: true }).fill(ADMIN_PASSWORD);
        await Promise.all([
          page.waitForURL(`${origin}/en/admin/passkeys?confirmed=1`),
          page.getByRole('button', { name: 'Confirm', exact: true }).click(),
        ]);
      }
      await page.getByLabel('Name of the passkey').fill('Browser test key');
      await Promise.all([
        page.waitForURL(`${origin}/en/admin/passkeys?added=1`),
        page.getByRole('button', { name: 'Add a passkey' }).click(),
      ]);
      await page.getByRole('rowheader', { name: 'Browser test key', exact: true }).waitFor();
      await noViolations('en passkeys');
      await shot('passkeys');
    },
  );

  await check('editors’ app: admin signs out, then signs in with the passkey', async () => {
    await signOut();
    await open('/en/admin/sign-in');
    await Promise.all([
      page.waitForURL(`${origin}/en/admin/`),
      page.getByRole('button', { name: 'Sign in with a passkey' }).click(),
    ]);
    await signedInAs('admin');
    await open('/en/admin/passkeys');
    const used = await page.locator('tbody tr').first().locator('td').nth(2).textContent();
    if (used?.trim() === 'Never') throw new Error('the passkey’s last use is not recorded');
    await signOut();
  });

  await check(
    'editors’ app: the confirm page asks for the password again and confirms with the passkey; no axe violations',
    async () => {
      await signInWithPassword('/en', 'admin', ADMIN_PASSWORD, EN);
      await open('/en/admin/confirm');
      await page.getByLabel('Your password', { exact: true }).waitFor();
      await noViolations('en confirm');
      await shot('confirm');
      await Promise.all([
        page.waitForURL(`${origin}/en/admin/passkeys?confirmed=1`),
        page.getByRole('button', { name: 'Confirm with a passkey' }).click(),
      ]);
      await page.getByText('Confirmed: you can add a passkey in the next 5 minutes.').waitFor();
      await signOut();
    },
  );

  await check(
    'editors’ app: unsaved editor text is kept under its user’s key, never offered to another user, and cleared at sign-out',
    async () => {
      const leave = (dialog) => dialog.accept(); // the editor asks before leaving unsaved text
      page.on('dialog', leave);
      try {
        await signInWithPassword('/en', 'admin', ADMIN_PASSWORD, EN);
        await open('/en/admin/events/new');
        const key = await page.locator('form[data-editor]').getAttribute('data-draft-key');
        if (!/^tec-editor-draft:\d+:\/en\/admin\/events\/new$/.test(key ?? ''))
          throw new Error(`key: ${key}`);
        await page.locator('form[data-editor] input[name="title"]').fill('Browser: unsaved text of admin');
        await page.waitForFunction((k) => localStorage.getItem(k)?.includes('unsaved text of admin'), key);
        await signOut();
        expectEqual(await page.evaluate(() => localStorage.length), 0, 'what the site kept after sign-out');
        // A draft left behind without signing out (a session that expired) is not the next user's.
        const leaveDraft = () =>
          page.evaluate(
            (k) =>
              localStorage.setItem(k, JSON.stringify({ at: Date.now(), fields: [['title', 'Left behind']] })),
            key,
          );
        await leaveDraft();
        await signInWithPassword('/en', CONTRIBUTOR, CONTRIBUTOR_PASSWORD, EN);
        await open('/en/admin/events/new');
        await page.waitForTimeout(300);
        expectEqual(
          await page.getByRole('button', { name: 'Restore' }).count(),
          0,
          'another user’s draft offered',
        );
        await signOut();
        // Its own user is offered it (the check above could not pass by offering nothing to anyone).
        await leaveDraft();
        await signInWithPassword('/en', 'admin', ADMIN_PASSWORD, EN);
        await open('/en/admin/events/new');
        await page.getByRole('button', { name: 'Restore' }).waitFor();
        await signOut();
      } finally {
        page.off('dialog', leave);
      }
    },
  );

  await check(
    'editors’ app: a contributor gets "Submit for review" and submits a draft; no axe violations',
    async () => {
      const api = `${origin}/site/events/v1`;
      const created = await fetch(`${api}/events`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${contributorKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title: 'Browser: contributor draft',
          status: 'draft',
          start_date: '2031-05-20 12:00',
          end_date: '2031-05-20 14:00',
        }),
      });
      const draft = await created.json();
      if (created.status !== 201) throw new Error(`draft: ${created.status} ${JSON.stringify(draft)}`);
      await signInWithPassword('/es', CONTRIBUTOR, CONTRIBUTOR_PASSWORD, ES);
      await open('/es/admin/events?status=draft');
      const actions = await page.locator('#bulk-action option').allTextContents();
      if (!actions.includes('Enviar para revisión') || actions.includes('Publicar')) {
        throw new Error(`the contributor's actions: ${actions.join(' | ')}`);
      }
      await noViolations('es contributor events');
      await shot('contributor');
      await page.locator(`input[name="ids"][value="${draft.id}"]`).check();
      await page.locator('#bulk-action').selectOption('publish');
      await Promise.all([
        page.waitForURL(/bulk=publish/),
        page.getByRole('button', { name: 'Aplicar' }).click(),
      ]);
      const after = await (
        await fetch(`${api}/events/${draft.id}`, { headers: { Authorization: `Bearer ${contributorKey}` } })
      ).json();
      expectEqual(after.status, 'pending', 'the draft after "Submit for review"');
      await noViolations('es contributor events after the bulk action');
      await signOut();
      await context.clearCookies();
    },
  );
}
