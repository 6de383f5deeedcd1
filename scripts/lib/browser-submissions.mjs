/**
 * The public form of submissions in Chromium (docs/submissions.md#the-form): an anonymous visitor sends an
 * event in each of the five languages (the form axe-clean, then the private link's page), and a form sent
 * empty shows its error summary and the errors at their fields, axe-clean too; on a phone's viewport the
 * form needs no sideways scrolling. The editors' queue then lists the five, axe-clean.
 */
import path from 'node:path';
import { axeViolations } from './browser-calendar.mjs';

const TITLES = {
  eu: 'Bertso saioa plazan',
  ca: 'Concert a la plaça',
  en: 'Folk night at the square',
  gl: 'Concerto na praza',
  es: 'Concierto en la plaza',
};
const RECEIVED = {
  eu: 'Eskerrik asko',
  ca: 'Gràcies',
  en: 'Thank you',
  gl: 'Grazas',
  es: 'Gracias',
};

export async function submissionChecks({ newContext, apiOrigin, key, check, expectEqual, screenshots }) {
  const settings = await fetch(`${apiOrigin}/site/events/v1/settings`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ submissions_anonymous: true }),
  });
  if (!settings.ok) throw new Error(`settings: ${settings.status}`);
  const context = await newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // The form's own script (the search boxes) runs under the page's CSP by its hash: nothing blocked.
  const blocked = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const scriptErrors = [];
  page.on('pageerror', (err) => scriptErrors.push(String(err)));

  await check(
    'the public form sent empty shows its error summary and the errors at their fields, axe-clean',
    async () => {
      await page.goto(`${apiOrigin}/eu/events/community/add`);
      await page.getByRole('button', { name: 'Ekitaldia bidali' }).click();
      await page.waitForSelector('.summary');
      const invalid = await page.locator('[aria-invalid="true"]').evaluateAll((els) => els.map((e) => e.id));
      expectEqual(invalid, ['title', 'start_day', 'submitter_name', 'submitter_email'], 'fields marked');
      const summaryLinks = await page
        .locator('.summary a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expectEqual(
        summaryLinks,
        ['#title', '#start_day', '#submitter_name', '#submitter_email'],
        'summary links',
      );
      expectEqual(await axeViolations(page), [], 'axe with errors');
    },
  );

  for (const lang of Object.keys(TITLES)) {
    await check(
      `the public form in ${lang}: axe-clean, an anonymous visitor sends an event, the private link follows it`,
      async () => {
        await page.goto(`${apiOrigin}/${lang}/events/community/add`);
        expectEqual(await page.getAttribute('html', 'lang'), lang, 'lang');
        expectEqual(await axeViolations(page), [], 'axe on the form');
        await page.fill('#title', TITLES[lang]);
        await page.fill('#start_day', '2033-06-21');
        await page.fill('#start_time', '20:00');
        await page.fill('#end_time', '22:00');
        await page.fill('#submitter_name', 'Browser');
        await page.fill('#submitter_email', `browser-${lang}@example.org`);
        // The form's minimum fill time (3 s) from when it was served.
        await page.waitForTimeout(3200);
        await Promise.all([
          page.waitForURL(/\/events\/community\/submission\/\d+\?token=/),
          page.locator('form.submission > button[type="submit"]').click(),
        ]);
        const text = await page.locator('main').textContent();
        if (!text.includes(RECEIVED[lang])) throw new Error(`no thanks in ${lang}: ${text.slice(0, 200)}`);
        if (!text.includes(TITLES[lang])) throw new Error('the private link does not show the title');
        expectEqual(await axeViolations(page), [], 'axe on the private link');
        if (lang === 'es')
          await page.screenshot({ path: path.join(screenshots, 'submission-status.png'), fullPage: true });
      },
    );
  }

  await check('the venue search box offers published venues as one types, axe-clean', async () => {
    const made = await fetch(`${apiOrigin}/site/events/v1/venues`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ venue: 'Zazpigarren Aretoa', status: 'publish' }),
    });
    if (!made.ok) throw new Error(`venue: ${made.status}`);
    const { id } = await made.json();
    await page.goto(`${apiOrigin}/en/events/community/add`);
    await page.getByLabel('Search venues').fill('Zazpigarren');
    // The list is the API's answer now: no venue, the one found, a new one.
    await page.waitForFunction(() =>
      /found/.test(document.querySelector('#venue-search-status').textContent),
    );
    const offered = await page.locator('#venue option').evaluateAll((os) => os.map((o) => o.value));
    expectEqual(offered, ['', String(id), 'new'], 'the venues offered');
    await page.selectOption('#venue', String(id));
    expectEqual(await axeViolations(page), [], 'axe with the search box');
  });

  await check(
    'Preview dates lists the repeat’s next dates without JavaScript’s help, axe-clean',
    async () => {
      await page.goto(`${apiOrigin}/es/events/community/add`);
      await page.fill('#start_day', '2033-09-05');
      await page.fill('#start_time', '18:30');
      await page.selectOption('#repeat', 'weekly');
      await page.fill('#repeat_count', '3');
      await page.getByRole('button', { name: 'Ver las fechas' }).click();
      await page.waitForSelector('#repeat-preview li');
      expectEqual(await page.locator('#repeat-preview li').count(), 3, 'dates listed');
      expectEqual(await page.inputValue('#start_day'), '2033-09-05', 'the typed start kept');
      expectEqual(await axeViolations(page), [], 'axe with the preview');
    },
  );

  await check('the public form runs without a CSP violation or a script error', async () => {
    expectEqual(blocked, [], 'Content-Security-Policy violations');
    expectEqual(scriptErrors, [], 'script errors');
  });

  await check('the public form on a phone (390 px) needs no sideways scrolling', async () => {
    const phone = await newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const small = await phone.newPage();
    await small.goto(`${apiOrigin}/gl/events/community/add`);
    const wider = await small.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expectEqual(wider <= 0, true, `scrolls ${wider}px sideways`);
    expectEqual(await axeViolations(small), [], 'axe on a phone');
    await small.screenshot({ path: path.join(screenshots, 'submission-form-phone.png'), fullPage: true });
    await phone.close();
  });

  await check('the editors’ queue lists the five submissions, axe-clean', async () => {
    const queue = await (
      await fetch(`${apiOrigin}/site/events/v1/submissions?state=pending`, {
        headers: { Authorization: `Bearer ${key}` },
      })
    ).json();
    const titles = queue.submissions.map((s) => s.event?.title);
    for (const title of Object.values(TITLES))
      if (!titles.includes(title)) throw new Error(`${title} not queued`);
    const admin = await newContext({ extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
    const screen = await admin.newPage();
    await screen.goto(`${apiOrigin}/en/admin/submissions`);
    expectEqual(await axeViolations(screen), [], 'axe on the queue');
    const first = queue.submissions[0];
    await screen.goto(`${apiOrigin}/en/admin/submissions/${first.id}`);
    expectEqual(await axeViolations(screen), [], 'axe on one submission');
    await screen.screenshot({ path: path.join(screenshots, 'admin-submission.png'), fullPage: true });
    await admin.close();
  });

  await check(
    'the settings screen’s submissions part and the users screen’s scoped key, axe-clean',
    async () => {
      const admin = await newContext({ extraHTTPHeaders: { Authorization: `Bearer ${key}` } });
      const screen = await admin.newPage();
      await screen.goto(`${apiOrigin}/eu/admin/settings`);
      await screen.getByRole('group', { name: 'Bidalketak' }).waitFor();
      expectEqual(await axeViolations(screen), [], 'axe on the settings');
      await screen.goto(`${apiOrigin}/en/admin/users`);
      await screen.locator('main table a[href*="/admin/users/"]').first().click();
      await screen.getByLabel('Only for sending events in').waitFor();
      expectEqual(await axeViolations(screen), [], 'axe on a user');
      await admin.close();
    },
  );
  await context.close();
}
