/**
 * The Sources screen in Chromium (docs/sources.md): an administrator tests a theatre's iCalendar feed served on
 * this machine (the browser test's `wrangler dev` lets the guard reach 127.0.0.1: WEBHOOK_LOCAL_DEVELOPMENT),
 * sees what would come in, adds it, runs it now, and finds the run and its events on the source's page (the
 * Queue's consumer runs in `wrangler dev`); then ignores one. axe-core on the list, the source's page and the
 * Fediverse screen (src/admin/federation) in Basque and Spanish; screenshots bench/screenshots/admin-source*.png
 * and admin-federation.png.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { signInAsAdmin } from './browser-admin.mjs';
import { axeViolations } from './browser-calendar.mjs';

const FEED_EVENTS = [
  ['hamlet@browser.test', 'Hamlet euskaraz', '20310301T180000Z', '20310301T200000Z', 'Arriaga Antzokia'],
  ['yerma@browser.test', 'Yerma', '20310302T180000Z', '20310302T200000Z', 'Teatro Principal'],
  ['concert@browser.test', 'Kontzertua plazan', '20310303T190000Z', '20310303T210000Z', 'Plaza Barria'],
];

function feed() {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Browser test//Sources//EN'];
  for (const [uid, summary, start, end, location] of FEED_EVENTS) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uid}`,
      'DTSTAMP:20300101T000000Z',
      `DTSTART:${start}`,
      `DTEND:${end}`,
      `SUMMARY:${summary}`,
      `LOCATION:${location}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** A theatre's calendar on 127.0.0.1: `/theatre.ics`. */
export function startFeedServer() {
  const server = createServer((req, res) => {
    if (req.url !== '/theatre.ics') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/calendar; charset=utf-8', ETag: '"browser-1"' }).end(feed());
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}/theatre.ics`,
        close: () => new Promise((r) => server.close(r)),
      }),
    );
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export async function adminSourceChecks({ page, apiOrigin, feedUrl, check, expectEqual, screenshots }) {
  const origin = apiOrigin.replace('127.0.0.1', 'localhost');
  const shot = (name) =>
    page.screenshot({ path: path.join(screenshots, `admin-${name}.png`), fullPage: true });
  const open = async (where) => {
    const res = await page.goto(`${origin}${where}`);
    if (res.status() !== 200) throw new Error(`${where}: ${res.status()}`);
  };
  const submit = async (button) => {
    await Promise.all([
      page.waitForResponse((res) => res.request().method() === 'POST' && res.request().isNavigationRequest()),
      button.click(),
    ]);
    await page.waitForLoadState();
  };

  await signInAsAdmin(page, origin);

  let sourcePage = '';
  await check(
    'editors’ app sources: a feed tested (nothing saved), added, run now; its run and events on its page; an event ignored',
    async () => {
      await open('/en/admin/sources');
      await page.getByLabel('Kind', { exact: true }).selectOption('ical');
      await page.getByLabel('Address', { exact: true }).fill(feedUrl);
      await page.getByLabel('Name', { exact: true }).fill('Antzokia');
      await page.getByLabel('Language of its texts', { exact: true }).selectOption('eu');
      await submit(page.getByRole('button', { name: 'Test: show what would come in', exact: true }));
      const preview = page.locator('[role="status"]', { hasText: 'Nothing was saved' });
      if ((await preview.count()) === 0) {
        throw new Error(`no preview: ${await page.locator('[role="alert"]').allTextContents()}`);
      }
      for (const [, title] of FEED_EVENTS) {
        expectEqual(await preview.getByText(title, { exact: true }).count(), 1, `"${title}" in the preview`);
      }
      await shot('sources-test');

      await submit(page.getByRole('button', { name: 'Add source', exact: true }));
      expectEqual(
        (await page.locator('[role="status"]').textContent())?.trim(),
        'The source was added. Its first run is queued.',
        'the notice after adding',
      );
      sourcePage = page.url().replace(/\?.*$/, '');
      await submit(page.getByRole('button', { name: 'Run now', exact: true }));
      const done = page.locator('tbody tr', { hasText: '3 new' });
      for (const until = Date.now() + 30_000; Date.now() < until; await sleep(500)) {
        await page.goto(sourcePage);
        if ((await done.count()) > 0) break;
      }
      if ((await done.count()) === 0) throw new Error('no run with 3 new events listed');
      for (const [, title] of FEED_EVENTS) {
        expectEqual(
          await page.getByRole('link', { name: title, exact: true }).count(),
          1,
          `"${title}" linked`,
        );
      }
      await shot('source');

      await submit(page.getByRole('button', { name: 'Ignore Yerma', exact: true }));
      expectEqual(
        (await page.locator('[role="status"]').textContent())?.trim(),
        'The event is ignored: it is in the trash and never comes back.',
        'the notice after ignoring',
      );
      expectEqual(
        await page.getByRole('button', { name: 'Bring back Yerma', exact: true }).count(),
        1,
        'Yerma in the ignored list',
      );
    },
  );

  await check(
    'editors’ app sources: the list, a source’s page and the Fediverse screen in Basque and Spanish, no axe violations',
    async () => {
      if (!sourcePage) throw new Error('no source was added');
      const id = sourcePage.split('/').pop();
      for (const lang of ['eu', 'es']) {
        for (const [name, where] of [
          ['sources', '/sources'],
          ['source', `/sources/${id}`],
          ['federation', '/federation'],
        ]) {
          await open(`/${lang}/admin${where}`);
          expectEqual(await page.locator('html').getAttribute('lang'), lang, `${lang} ${name} language`);
          expectEqual(await axeViolations(page), [], `${lang} ${name}: axe`);
          if (lang === 'eu' && name === 'federation') await shot('federation');
        }
      }
    },
  );
}
