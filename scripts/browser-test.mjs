#!/usr/bin/env node
/**
 * The widget and the HTML API reference in a real browser: Debian's Chromium driven by playwright-core.
 *
 *   npm run test:browser        (node scripts/browser-test.mjs [--keep] [--screenshots DIR] [--only editor-screen|submissions|sources])
 *
 * Installs Chromium with apt-get when /usr/bin/chromium is missing (as root; waiting for apt's locks while
 * another install holds them: scripts/lib/apt.mjs), then, in a fresh
 * temporary directory: applies the migrations, loads the sample data, starts `wrangler dev` on a free
 * port of 127.0.0.1, and starts a second origin (a small node http server on another port) whose page
 * embeds the widget from the wrangler origin, so every API call the widget makes is cross-origin (CORS).
 * Checks the rendered events against the API, paging, the languages, keyboard access, the error
 * states and the demo page, then the calendar's own pages (/events/…: scripts/lib/browser-views.mjs),
 * then the editors' app (passwords, passkeys, two languages, a contributor: scripts/lib/browser-admin.mjs)
 * and its flows (an event in two languages, a series, a conflict, a user and a key: browser-admin-flows.mjs;
 * a webhook to a receiver on this machine, and axe on the remaining screens: browser-admin-webhooks.mjs;
 * a source read from a feed on this machine, tested, added and run: browser-admin-sources.mjs;
 * revisions, the trash's Undo and emptying, Repeat's dates, series rows, Quick Edit, Bulk Edit and Screen
 * Options: browser-admin-lists.mjs; the editor's screen, its error summary, preview and publish box:
 * browser-admin-screen.mjs);
 * saves screenshots to bench/screenshots/. Bounded in time; stops everything it started. Prints one
 * line per check, then `browser: N passed, N failed`, and writes the counts to
 * .browser-test-report.json (read by .ci/run).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOptions, runCli } from '../tooling/cli.mjs';
import { DATABASE_BINDING, PROJECT_ROOT, runWrangler } from '../tooling/wrangler.mjs';
import { aptGet } from './lib/apt.mjs';
import { aptLockChecks } from './lib/apt-checks.mjs';
import { freePort, startDev } from './lib/bench-server.mjs';
import { adminChecks, adminUsersSql } from './lib/browser-admin.mjs';
import { adminAccessChecks } from './lib/browser-admin-access.mjs';
import { adminEditorToolChecks } from './lib/browser-admin-editor-tools.mjs';
import { adminFlowChecks } from './lib/browser-admin-flows.mjs';
import { adminListChecks } from './lib/browser-admin-lists.mjs';
import { adminMediaChecks } from './lib/browser-admin-media.mjs';
import { adminRichTextChecks } from './lib/browser-admin-rich-text.mjs';
import { adminScreenChecks } from './lib/browser-admin-screen.mjs';
import { adminSourceChecks, startFeedServer } from './lib/browser-admin-sources.mjs';
import { adminWebhookChecks, startWebhookReceiver } from './lib/browser-admin-webhooks.mjs';
import { adminKeySql, calendarChecks, monthPage } from './lib/browser-calendar.mjs';
import { facetChecks, filtersPage, widgetFacetChecks } from './lib/browser-facets.mjs';
import { submissionChecks } from './lib/browser-submissions.mjs';
import { viewChecks } from './lib/browser-views.mjs';
import { checkList } from './lib/checks.mjs';
import { buildSample } from './lib/sample-data.mjs';

const USAGE = `Usage: node scripts/browser-test.mjs [--keep] [--screenshots DIR]

  --keep           keep the temporary directory (database, logs, browser profile)
  --screenshots    where to save the screenshots (default: bench/screenshots)`;

const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** The whole run, installation excluded. */
const DEADLINE_MS = 10 * 60_000;
const INSTALL_TIMEOUT_MS = 10 * 60_000;
/** The reference page's renderer is 4 MB: on a busy machine it needs more than the usual 15 s. */
const RENDERER_TIMEOUT_MS = 120_000;
const REPORT = path.join(PROJECT_ROOT, '.browser-test-report.json');

const _sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (line) => process.stdout.write(`${line}\n`);

/** Debian's Chromium, installed with apt-get when it is missing. */
function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${CHROMIUM} is missing: install it with \`apt-get update && apt-get install -y chromium\` (as root).`,
    );
  }
  log(`Installing Chromium (apt-get install chromium)…`);
  const started = Date.now();
  // An index that can't be refreshed (no network, an unverifiable mirror) may still name a Chromium the
  // machine has in its package cache: the install is tried all the same.
  const update = aptGet(['update'], { timeoutMs: INSTALL_TIMEOUT_MS, log });
  if (update.status !== 0)
    log(`apt-get update failed (${update.status ?? update.signal}); installing from what apt has`);
  const install = aptGet(['install', '-y', '--no-install-recommends', 'chromium'], {
    timeoutMs: INSTALL_TIMEOUT_MS,
    log,
  });
  if (install.status !== 0) {
    throw new Error(`apt-get install chromium failed (${install.status ?? install.signal}).`);
  }
  if (!existsSync(CHROMIUM)) throw new Error(`apt-get installed chromium, but ${CHROMIUM} is not there.`);
  log(`Chromium installed in ${Math.round((Date.now() - started) / 1000)} s.`);
}

async function wrangler(args, what) {
  const { code, stdout, stderr } = await runWrangler(args);
  if (code !== 0) {
    const tail = `${stderr}\n${stdout}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${what} failed (wrangler exited with ${code}):\n${tail}`);
  }
  return stdout;
}

/** A fresh local D1 in `persistTo`: the migrations, then the sample data (as `npm run db:seed` loads it). */
async function prepareDatabase(persistTo, dir) {
  await wrangler(
    ['d1', 'migrations', 'apply', DATABASE_BINDING, '--local', '--persist-to', persistTo],
    'Migrations',
  );
  const file = path.join(dir, 'seed.sql');
  const { sql, counts } = buildSample({ today: new Date() });
  const admin = adminKeySql();
  const users = adminUsersSql();
  writeFileSync(file, `${sql}\n${admin.sql}\n${users.sql}`);
  await wrangler(
    ['d1', 'execute', DATABASE_BINDING, '--local', '--persist-to', persistTo, '--file', file, '--json'],
    'Seeding',
  );
  return { counts, key: admin.key, contributorKey: users.contributorKey };
}

/** The page of the second origin: widgets loaded from the API's origin. */
function embeddingPage(api, deadOrigin) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Another site embedding the events widget</title>
<style>
  body { font-family: sans-serif; margin: 1.5rem; background: #f3f4f6; }
  .grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1rem; }
  h2 { font-size: 1rem; margin: 0 0 0.4rem; }
  #themed { --ec-accent: #b3261e; --ec-bg: #fff8f0; --ec-radius: 0; --ec-font: Georgia, serif; }
</style>
<script src="${api}/site/events/v1/widget.js" defer></script>
</head>
<body>
<h1>Another origin</h1>
<div class="grid">
  <section><h2>eu · musica</h2><events-calendar id="eu" lang="eu" categories="musica" per-page="3"></events-calendar></section>
  <section><h2>en · paging</h2><events-calendar id="paged" lang="en" per-page="2"></events-calendar></section>
  <section><h2>unknown category</h2><events-calendar id="broken" lang="eu" categories="no-such-category"></events-calendar></section>
  <section><h2>no server</h2><events-calendar id="offline" lang="es" api="${deadOrigin}" per-page="2"></events-calendar></section>
  <section><h2>themed · featured</h2><events-calendar id="themed" lang="gl" featured="true" per-page="2"></events-calendar></section>
  <section><h2>all day</h2><events-calendar id="allday" lang="ca" per-page="2"></events-calendar></section>
</div>
</body>
</html>`;
}

/** `deadOrigin`: a port nothing listens on, for the network error. */
function startSecondOrigin(api, deadOrigin) {
  const pages = {
    '/': embeddingPage(api, deadOrigin),
    '/month': monthPage(api),
    '/filters': filtersPage(api),
  };
  return new Promise((resolve, reject) => {
    const server = createServer((req, res) => {
      const html = pages[(req.url ?? '').split('?')[0]];
      if (html) {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(html);
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((r) => server.close(r)),
      });
    });
  });
}

const BASQUE_MONTHS =
  'urtarrila otsaila martxoa apirila maiatza ekaina uztaila abuztua iraila urria azaroa abendua'.split(' ');
const GALICIAN_MONTHS =
  'xaneiro febreiro marzo abril maio xuño xullo agosto setembro outubro novembro decembro'.split(' ');
/** Every weekday as Galician writes it (a pattern of letters missed `sáb.`, so it failed on Saturdays). */
const GALICIAN_WEEKDAYS = 'dom\\. luns mar\\. mér\\. xov\\. ven\\. sáb\\.'.split(' ');

/** The expected interface texts (a copy on purpose: the test must not read them from the widget). */
const LABELS = {
  eu: { list: 'Hurrengo ekitaldiak', previous: 'Aurrekoak', next: 'Hurrengoak', allDay: 'Egun osoa' },
  ca: { list: 'Propers esdeveniments', previous: 'Anteriors', next: 'Següents', allDay: 'Tot el dia' },
  en: { list: 'Upcoming events', previous: 'Previous', next: 'Next', allDay: 'All day' },
  gl: { list: 'Próximos eventos', previous: 'Anteriores', next: 'Seguintes', allDay: 'Todo o día' },
  es: { list: 'Próximos eventos', previous: 'Anteriores', next: 'Siguientes', allDay: 'Todo el día' },
};

async function run({ keep, screenshots, only }) {
  const { chromium } = await import('playwright-core');
  ensureChromium();
  const dir = mkdtempSync(path.join(tmpdir(), 'tec-browser-'));
  const persistTo = path.join(dir, 'state');
  const profile = path.join(dir, 'profile');
  mkdirSync(profile);
  const cleanups = [];
  const { check, results, totals } = checkList(log);
  await aptLockChecks(check, 'chromium');
  const deadline = setTimeout(() => {
    log(`✗ the run took longer than ${DEADLINE_MS / 60_000} minutes: stopping`);
    cleanup().finally(() => process.exit(1));
  }, DEADLINE_MS);
  let cleaned = false;
  async function cleanup() {
    if (cleaned) return;
    cleaned = true;
    clearTimeout(deadline);
    for (const step of cleanups.reverse()) {
      try {
        await step();
      } catch {}
    }
    if (!keep) rmSync(dir, { recursive: true, force: true });
    else log(`Kept ${dir}`);
  }
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => cleanup().finally(() => process.exit(130)));
  }

  const expectEqual = (actual, expected, what) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected)) {
      throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    }
  };

  try {
    log(`Preparing a database in ${persistTo}…`);
    const { counts, key, contributorKey } = await prepareDatabase(persistTo, dir);
    log(`Loaded ${counts.events} sample events; starting wrangler dev…`);
    const api = await startDev({
      cwd: PROJECT_ROOT,
      persistTo,
      logFile: path.join(dir, 'wrangler.log'),
      timeoutMs: 120_000,
      // What it checks (the languages, the site's zone) must not follow a developer's .dev.vars.
      localSettings: false,
      // The webhook flow's receiver listens on this machine; its endpoint's secret is sealed with a key of the run's.
      vars: { WEBHOOK_LOCAL_DEVELOPMENT: 'true', WEBHOOK_SECRET_KEY: randomBytes(24).toString('base64url') },
    });
    cleanups.push(api.stop);
    const site = await startSecondOrigin(api.origin, `http://127.0.0.1:${await freePort()}`);
    cleanups.push(site.close);
    log(`API at ${api.origin}, embedding page at ${site.origin}`);

    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1200, height: 1100 },
      locale: 'en-GB',
      timezoneId: 'Europe/Madrid',
    });
    cleanups.push(() => context.close());
    const page = context.pages()[0] ?? (await context.newPage());
    page.setDefaultTimeout(15_000);
    const pageErrors = [];
    page.on('pageerror', (err) => pageErrors.push(String(err)));
    // The demo page runs under a Content-Security-Policy: anything it blocks is reported here.
    const policyViolations = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
    });
    const apiResponses = [];
    page.on('response', (res) => {
      if (res.url().startsWith(api.origin)) apiResponses.push(res);
    });

    const apiJson = async (pathAndQuery) => (await fetch(`${api.origin}${pathAndQuery}`)).json();
    const widget = (id) => page.locator(`#${id}`);
    const titles = (id) => widget(id).locator('li [part="title"]').allTextContents();
    const waitForList = (id) => widget(id).locator('li').first().waitFor();
    const status = (id) => widget(id).locator('[role="status"]');
    /** Waits until the widget `id` shows an error in its status line. */
    const errorShown = (id) =>
      page.waitForFunction(
        (host) =>
          document
            .querySelector(`#${host}`)
            .shadowRoot.querySelector('[role="status"]')
            ?.classList.contains('error'),
        id,
      );

    // A second browser, for a second session beside the persistent context's.
    const newContext = async (options = {}) => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM,
        headless: true,
        args: CHROMIUM_ARGS,
      });
      cleanups.push(() => browser.close());
      return browser.newContext({
        viewport: { width: 1200, height: 1100 },
        locale: 'en-GB',
        timezoneId: 'Europe/Madrid',
        ...options,
      });
    };

    if (only === 'submissions') {
      // A developer's shortcut (--only submissions): the public form's and the queue's checks alone.
      await submissionChecks({ newContext, apiOrigin: api.origin, key, check, expectEqual, screenshots });
      await cleanup();
      const { passed, failed } = totals();
      log(`browser: ${passed} passed, ${failed} failed`);
      return failed === 0;
    }

    if (only === 'sources') {
      // A developer's shortcut (--only sources): the Sources screen's checks alone.
      const feedServer = await startFeedServer();
      cleanups.push(feedServer.close);
      await adminSourceChecks({
        page,
        apiOrigin: api.origin,
        feedUrl: feedServer.url,
        check,
        expectEqual,
        screenshots,
      });
      await cleanup();
      const { passed, failed } = totals();
      log(`browser: ${passed} passed, ${failed} failed`);
      return failed === 0;
    }

    if (only === 'editor-screen') {
      // A developer's shortcut (--only editor-screen): the editor screen's checks alone, on the same set-up.
      await adminScreenChecks({
        page,
        apiOrigin: api.origin,
        contributorKey,
        check,
        expectEqual,
        screenshots,
      });
      await check('no script errors on the pages', async () => expectEqual(pageErrors, [], 'page errors'));
      await check('no Content-Security-Policy violation', async () =>
        expectEqual(policyViolations, [], 'Content-Security-Policy violations'),
      );
      await cleanup();
      const { passed, failed } = totals();
      log(`browser: ${passed} passed, ${failed} failed`);
      return failed === 0;
    }

    await page.goto(site.origin);

    await check('the widget renders the events of the API from another origin (CORS)', async () => {
      await waitForList('eu');
      const expected = await apiJson('/eu/site/events/v1/events?per_page=3&categories=musica');
      expectEqual(
        await titles('eu'),
        expected.events.map((e) => e.title),
        'eu titles',
      );
      const hrefs = await widget('eu')
        .locator('li a[part~="title"]')
        .evaluateAll((links) => links.map((a) => a.href));
      expectEqual(
        hrefs,
        expected.events.map((e) => e.url),
        'links',
      );
      const fetched = apiResponses.filter((res) => res.url().includes('/site/events/v1/events'));
      if (fetched.length === 0) throw new Error('no API request seen');
      for (const res of fetched) {
        expectEqual(res.headers()['access-control-allow-origin'], '*', `CORS of ${res.url()}`);
      }
      const script = apiResponses.find((res) => res.url().endsWith('/widget.js'));
      expectEqual(script?.headers()['content-type'], 'text/javascript; charset=utf-8', 'widget.js type');
    });

    await check('it speaks Basque: list label, buttons, status, dates', async () => {
      const list = widget('eu').locator('ul');
      expectEqual(await list.getAttribute('aria-label'), LABELS.eu.list, 'list label');
      const nextButton = widget('eu').getByRole('button', { name: LABELS.eu.next });
      const previousButton = widget('eu').getByRole('button', { name: LABELS.eu.previous });
      expectEqual([await nextButton.count(), await previousButton.count()], [1, 1], 'buttons');
      expectEqual(await status('eu').getAttribute('aria-live'), 'polite', 'aria-live');
      const text = await status('eu').textContent();
      if (!/ekitaldi/.test(text ?? '')) throw new Error(`status "${text}" is not Basque`);
      const expected = await apiJson('/eu/site/events/v1/events?per_page=3&categories=musica');
      const datetimes = await widget('eu')
        .locator('time')
        .evaluateAll((times) => times.map((t) => t.dateTime));
      expectEqual(
        datetimes,
        expected.events.map((e) => `${e.utc_start_date.replace(' ', 'T')}Z`),
        'datetime',
      );
      // Chromium's Intl has no Basque dates: the widget writes them with Basque names (CLDR's pattern).
      const first = expected.events[0];
      const wall = new Intl.DateTimeFormat('en-CA', {
        timeZone: first.timezone,
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(new Date(`${first.utc_start_date.replace(' ', 'T')}Z`));
      const part = (type) => wall.find((p) => p.type === type).value;
      const month = BASQUE_MONTHS[Number(part('month')) - 1];
      const expectedStart = `${month} ${Number(part('day'))}(a), `;
      const shown = await widget('eu').locator('time').first().textContent();
      if (!shown?.startsWith(expectedStart) || !shown.includes(`(${part('hour')}:${part('minute')}`)) {
        throw new Error(`"${shown}" is not "${expectedStart}… (${part('hour')}:${part('minute')}…)"`);
      }
    });

    await check('next and previous page through the events', async () => {
      await waitForList('paged');
      const pages = [1, 2, 3].map((n) => apiJson(`/en/site/events/v1/events?per_page=2&page=${n}`));
      const [one, two, three] = await Promise.all(pages);
      expectEqual(
        await titles('paged'),
        one.events.map((e) => e.title),
        'page 1',
      );
      const previousButton = widget('paged').getByRole('button', { name: 'Previous' });
      if (!(await previousButton.isDisabled())) throw new Error('Previous is enabled on page 1');
      await widget('paged').getByRole('button', { name: 'Next' }).click();
      await page.waitForFunction(
        ([title]) => document.querySelector('#paged').shadowRoot.querySelector('li a')?.textContent === title,
        [two.events[0].title],
      );
      expectEqual(
        await titles('paged'),
        two.events.map((e) => e.title),
        'page 2',
      );
      const label = await widget('paged').locator('.page').textContent();
      expectEqual(label, `Page 2 of ${two.total_pages}`, 'page label');
      await widget('paged').getByRole('button', { name: 'Next' }).click();
      await page.waitForFunction(
        ([title]) => document.querySelector('#paged').shadowRoot.querySelector('li a')?.textContent === title,
        [three.events[0].title],
      );
      await previousButton.click();
      await page.waitForFunction(
        ([title]) => document.querySelector('#paged').shadowRoot.querySelector('li a')?.textContent === title,
        [two.events[0].title],
      );
      expectEqual(
        await titles('paged'),
        two.events.map((e) => e.title),
        'back to page 2',
      );
    });

    await check('keyboard: the links and buttons are reachable with Tab and show their focus', async () => {
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      const reached = [];
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const where = await page.evaluate(() => {
          const host = document.activeElement;
          const inner = host?.shadowRoot?.activeElement;
          if (!host || !inner) return null;
          const style = getComputedStyle(inner);
          return { host: host.id, tag: inner.tagName, text: inner.textContent, outline: style.outlineStyle };
        });
        if (where) reached.push(where);
        if (where?.host === 'paged' && where.text === 'Next') break;
      }
      const next = reached.find((r) => r.host === 'paged' && r.text === 'Next');
      if (!next) throw new Error(`Next of #paged not reached: ${JSON.stringify(reached.slice(0, 8))}`);
      if (!reached.some((r) => r.host === 'eu' && r.tag === 'A')) throw new Error('no event link reached');
      expectEqual(next.outline, 'solid', 'visible focus outline');
      const before = await titles('paged');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        ([title]) => document.querySelector('#paged').shadowRoot.querySelector('li a')?.textContent !== title,
        [before[0]],
      );
    });

    await check('an unknown category shows a readable error in the widget language', async () => {
      await errorShown('broken');
      expectEqual(
        await status('broken').textContent(),
        'Ezin izan dira ekitaldiak kargatu: iragazki ezezaguna (kategoria: no-such-category).',
        'error message',
      );
      expectEqual(await widget('broken').locator('li').count(), 0, 'no events');
    });

    await check('a network error shows a message and a retry button', async () => {
      await errorShown('offline');
      expectEqual(
        await status('offline').textContent(),
        'No se pudieron cargar los eventos. Comprueba la conexión e inténtalo de nuevo.',
        'network error',
      );
      if (!(await widget('offline').getByRole('button', { name: 'Reintentar' }).isVisible())) {
        throw new Error('no retry button');
      }
    });

    await check('every language: changing lang reloads the widget in it', async () => {
      for (const [lang, labels] of Object.entries(LABELS)) {
        await widget('paged').evaluate((el, value) => el.setAttribute('lang', value), lang);
        await page.waitForFunction(
          ([label]) => {
            const root = document.querySelector('#paged').shadowRoot;
            const list = root.querySelector('ul');
            // The label changes when the load starts; the old items stay until it ends (aria-busy).
            return (
              list.getAttribute('aria-label') === label &&
              !list.hasAttribute('aria-busy') &&
              root.querySelectorAll('li').length > 0
            );
          },
          [labels.list],
        );
        const expected = await apiJson(`/${lang}/site/events/v1/events?per_page=2`);
        expectEqual(
          await titles('paged'),
          expected.events.map((e) => e.title),
          `${lang} titles`,
        );
        await widget('paged').getByRole('button', { name: labels.next }).waitFor();
      }
    });

    await check('all-day events show dates only, said in the widget language', async () => {
      const list = await apiJson('/ca/site/events/v1/events?per_page=50');
      const allDay = list.events.find((e) => e.all_day === true);
      if (!allDay) throw new Error('no all-day event in the first 50');
      await widget('allday').evaluate((el, search) => el.setAttribute('search', search), allDay.title);
      await page.waitForFunction(
        ([title]) =>
          [...document.querySelector('#allday').shadowRoot.querySelectorAll('li a')].some(
            (a) => a.textContent === title,
          ),
        [allDay.title],
      );
      const item = widget('allday').locator('li', { hasText: allDay.title }).first();
      const when = await item.locator('time').textContent();
      if (!when?.endsWith(LABELS.ca.allDay)) throw new Error(`"${when}" does not say ${LABELS.ca.allDay}`);
      if (/\d{1,2}:\d{2}/.test(when)) throw new Error(`"${when}" shows a time`);
    });

    await check('custom properties theme the widget', async () => {
      await waitForList('themed');
      const style = await widget('themed').evaluate((el) => {
        const link = el.shadowRoot.querySelector('a');
        return { bg: getComputedStyle(el).backgroundColor, link: link && getComputedStyle(link).color };
      });
      expectEqual(style, { bg: 'rgb(255, 248, 240)', link: 'rgb(179, 38, 30)' }, 'themed colours');
      const expected = await apiJson('/gl/site/events/v1/events?per_page=2&featured=true');
      expectEqual(
        await titles('themed'),
        expected.events.map((e) => e.title),
        'featured titles',
      );
      const when = await widget('themed').locator('time').allTextContents();
      const galician = new RegExp(
        `^(${GALICIAN_WEEKDAYS.join('|')}), \\d{1,2} de (${GALICIAN_MONTHS.join('|')})`,
      );
      if (!when.every((text) => galician.test(text)))
        throw new Error(`not Galician dates: ${when.join(' | ')}`);
    });

    mkdirSync(screenshots, { recursive: true });
    await check('screenshot of the embedding page', async () => {
      await widget('paged').evaluate((el) => el.setAttribute('lang', 'en'));
      await widget('allday').evaluate((el) => el.removeAttribute('search'));
      await page.waitForFunction(() =>
        [...document.querySelectorAll('events-calendar')].every(
          (el) => el.shadowRoot.querySelector('ul').getAttribute('aria-busy') !== 'true',
        ),
      );
      await page.screenshot({ path: path.join(screenshots, 'widget.png'), fullPage: true });
    });

    await check('the demo page shows two languages, one themed', async () => {
      await page.goto(`${api.origin}/eu/site/events/v1/widget/demo`);
      await waitForList('widget-plain');
      await waitForList('widget-themed');
      expectEqual(
        await widget('widget-plain').locator('ul').getAttribute('aria-label'),
        LABELS.eu.list,
        'Basque widget',
      );
      expectEqual(
        await widget('widget-themed').locator('ul').getAttribute('aria-label'),
        LABELS.es.list,
        'Spanish widget',
      );
      const bg = await widget('widget-themed').evaluate((el) => getComputedStyle(el).backgroundColor);
      expectEqual(bg, 'rgb(27, 27, 47)', 'themed background');
      const snippet = await page.locator('#snippet').textContent();
      if (!snippet?.includes(`${api.origin}/eu/site/events/v1/widget.js`))
        throw new Error(`snippet: ${snippet}`);
      // The month view beside the list, in the same two languages.
      for (const [id, label] of [
        ['month-plain', 'Hurrengo hilabetea'],
        ['month-themed', 'Mes siguiente'],
      ]) {
        await widget(id).locator('table[role="grid"]').waitFor();
        await widget(id).getByRole('button', { name: label }).waitFor();
      }
      await page.screenshot({ path: path.join(screenshots, 'widget-demo.png'), fullPage: true });
    });

    await check('the reference page renders every route of /doc, in its language, offline', async () => {
      const requested = [];
      const violations = [];
      const onRequest = (req) => requested.push(req.url());
      const onConsole = (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
          violations.push(msg.text());
      };
      page.on('request', onRequest);
      page.on('console', onConsole);
      try {
        for (const lang of ['gl', 'es']) {
          const doc = await apiJson(`/${lang}/site/events/v1/doc`);
          const documented = Object.entries(doc.paths).flatMap(([route, item]) =>
            Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`),
          );
          await page.goto(`${api.origin}/${lang}/site/events/v1/reference`, {
            waitUntil: 'domcontentloaded',
            timeout: RENDERER_TIMEOUT_MS,
          });
          await page.locator('a.endpoint').first().waitFor({ timeout: RENDERER_TIMEOUT_MS });
          // Every route of every tag, as the renderer lists them in each tag's box of operations.
          const listed = await page.waitForFunction(
            (count) => {
              const items = [...document.querySelectorAll('a.endpoint')].map(
                (a) =>
                  `${a.querySelector('.endpoint-method')?.textContent.trim().toUpperCase()} ${a.querySelector('.endpoint-path')?.textContent.trim()}`,
              );
              return items.length >= count ? items : null;
            },
            documented.length,
            { timeout: RENDERER_TIMEOUT_MS },
          );
          expectEqual([...(await listed.jsonValue())].sort(), [...documented].sort(), `${lang} routes`);
          // The descriptions are the document's own, in the page's language.
          const title = await page.locator('h1').first().textContent();
          expectEqual(title?.trim(), doc.info.title, `${lang} title`);
        }
        await page.screenshot({ path: path.join(screenshots, 'reference.png') });
        const elsewhere = requested.filter((url) => !url.startsWith(api.origin));
        expectEqual(elsewhere, [], 'requests that left the origin');
        expectEqual(violations, [], 'content security policy violations');
      } finally {
        page.off('request', onRequest);
        page.off('console', onConsole);
      }
    });

    try {
      await calendarChecks({
        page,
        apiOrigin: api.origin,
        siteOrigin: site.origin,
        key,
        check,
        expectEqual,
        screenshots,
      });
    } catch (err) {
      await check('month view, add to calendar and pages: set-up', () => Promise.reject(err));
    }

    try {
      await viewChecks({ page, apiOrigin: api.origin, check, expectEqual, screenshots });
    } catch (err) {
      await check('calendar views: set-up', () => Promise.reject(err));
    }
    try {
      await facetChecks({ page, apiOrigin: api.origin, check, expectEqual, screenshots });
      await widgetFacetChecks({
        page,
        apiOrigin: api.origin,
        siteOrigin: site.origin,
        check,
        expectEqual,
        screenshots,
      });
    } catch (err) {
      await check('calendar filters: set-up', () => Promise.reject(err));
    }

    try {
      await adminChecks({ page, apiOrigin: api.origin, contributorKey, check, expectEqual, screenshots });
    } catch (err) {
      await check('editors’ app: set-up', () => Promise.reject(err));
    }

    try {
      await adminFlowChecks({
        page,
        apiOrigin: api.origin,
        key,
        newContext,
        check,
        expectEqual,
        screenshots,
      });
    } catch (err) {
      await check('editors’ app flows: set-up', () => Promise.reject(err));
    }

    try {
      const receiver = await startWebhookReceiver();
      cleanups.push(receiver.close);
      await adminWebhookChecks({
        page,
        apiOrigin: api.origin,
        key,
        receiver,
        check,
        expectEqual,
        screenshots,
      });
      const feedServer = await startFeedServer();
      cleanups.push(feedServer.close);
      await adminSourceChecks({
        page,
        apiOrigin: api.origin,
        feedUrl: feedServer.url,
        check,
        expectEqual,
        screenshots,
      });
      await adminEditorToolChecks({ page, apiOrigin: api.origin, check, expectEqual });
      await adminRichTextChecks({
        page,
        apiOrigin: api.origin,
        key,
        screenshots,
        newContext,
        policyViolations,
        check,
        expectEqual,
      });
      await adminMediaChecks({ page, apiOrigin: api.origin, check, expectEqual });
    } catch (err) {
      await check('editors’ app webhooks: set-up', () => Promise.reject(err));
    }

    try {
      await adminAccessChecks({ page, newContext, apiOrigin: api.origin, check, expectEqual, screenshots });
    } catch (err) {
      await check('editors’ app access: set-up', () => Promise.reject(err));
    }

    try {
      await adminListChecks({ page, apiOrigin: api.origin, key, check, expectEqual, screenshots });
    } catch (err) {
      await check('editors’ app lists and revisions: set-up', () => Promise.reject(err));
    }

    try {
      await adminScreenChecks({
        page,
        apiOrigin: api.origin,
        contributorKey,
        check,
        expectEqual,
        screenshots,
      });
    } catch (err) {
      await check('editors’ app editor screen: set-up', () => Promise.reject(err));
    }

    try {
      await submissionChecks({ newContext, apiOrigin: api.origin, key, check, expectEqual, screenshots });
    } catch (err) {
      await check('submissions: set-up', () => Promise.reject(err));
    }

    await check('no script errors on the pages', async () => {
      expectEqual(pageErrors, [], 'page errors');
    });

    await check('the demo page runs under its Content-Security-Policy without a violation', async () => {
      expectEqual(policyViolations, [], 'Content-Security-Policy violations');
    });
  } catch (err) {
    results.push({ name: 'setup', ok: false, error: String(err?.message ?? err) });
    log(`✗ setup: ${err?.message ?? err}`);
  } finally {
    await cleanup();
  }

  const { passed, failed } = totals();
  writeFileSync(REPORT, `${JSON.stringify({ passed, failed, results }, null, 2)}\n`);
  log(
    `Screenshots: ${path.relative(PROJECT_ROOT, screenshots) || '.'}/widget.png, widget-demo.png, reference.png, widget-month.png, event-page.png, calendar-list.png, calendar-month.png, admin-*.png`,
  );
  log(`browser: ${passed} passed, ${failed} failed`);
  return failed === 0;
}

async function main() {
  const { values } = parseOptions(process.argv.slice(2), {
    keep: { type: 'boolean', default: false },
    only: { type: 'string', default: '' },
    screenshots: { type: 'string', default: path.join(PROJECT_ROOT, 'bench', 'screenshots') },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    log(USAGE);
    return;
  }
  rmSync(REPORT, { force: true });
  const ok = await run({
    keep: values.keep,
    only: values.only,
    screenshots: path.resolve(values.screenshots),
  });
  process.exit(ok ? 0 : 1);
}

runCli(main, USAGE);
