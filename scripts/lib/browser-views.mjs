/**
 * The browser test's checks of the calendar's views at a TEC site's addresses (`/events/list/`,
 * `/events/month/…`, `/events/{day}/`, a category's): in two languages each, the events shown are the
 * API's for the same window and filters, the search form works without script, and axe-core reports
 * nothing (scripts/browser-test.mjs runs them in Chromium, after the widget's checks).
 */
import path from 'node:path';
import { axeViolations, MONTH } from './browser-calendar.mjs';

const DAY_MS = 86_400_000;
const dayAfter = (day, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whether an event is on one of the days `first`…`last` by its own dates (a timed one ending at midnight is not on that day). */
function isOnDays(event, first, last) {
  const start = event.start_date.slice(0, 10);
  let end = event.end_date.slice(0, 10);
  if (event.all_day !== true && end > start && event.end_date.endsWith('00:00:00')) end = dayAfter(end, -1);
  return start <= last && end >= first;
}

export async function viewChecks({ page, apiOrigin, check, expectEqual, screenshots }) {
  /** The API under a language prefix (`/eu`, or `` for the default language, as the pages' links). */
  const apiRoot = (prefix) => `${apiOrigin}${prefix}/site/events/v1`;
  /** Every event of an API list, page after page. */
  const apiEvents = async (prefix, query) => {
    const events = [];
    let url = `${apiRoot(prefix)}/events?per_page=50&${query}`;
    for (let n = 0; url && n < 40; n++) {
      const body = await (await fetch(url)).json();
      if (!Array.isArray(body.events)) throw new Error(`${url}: ${JSON.stringify(body).slice(0, 200)}`);
      events.push(...body.events);
      url = body.next_rest_url;
    }
    return events;
  };
  /** The events of the days `first`…`last`, as the month and day views read them (a day of margin, then their own dates). */
  const apiDays = async (prefix, first, last, filters = '') =>
    (
      await apiEvents(
        prefix,
        `strict_dates=true&ends_after=${dayAfter(first, -1)} 00:00:00&starts_before=${dayAfter(last, 2)} 00:00:00${filters}`,
      )
    ).filter((event) => isOnDays(event, first, last));
  const open = async (pathAndQuery) => {
    const res = await page.goto(`${apiOrigin}${pathAndQuery}`);
    if (res.status() !== 200) throw new Error(`${pathAndQuery}: ${res.status()}`);
    return res;
  };
  /** The event pages the view links to, each once, in order; and its JSON-LD list. */
  const shown = async () => {
    const hrefs = await page
      .locator('main a[href*="/event/"]')
      .evaluateAll((links) => links.map((a) => a.href).filter((href) => !href.includes('/events/')));
    const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').textContent());
    return { urls: [...new Set(hrefs)], listed: jsonLd.itemListElement.map((item) => item.url) };
  };
  const sorted = (list) => [...list].sort();
  const noViolations = async (what) => expectEqual(await axeViolations(page), [], `${what}: axe`);

  await check(
    'calendar list view: the API’s list, a page of 12, in Basque and Spanish; no axe violations',
    async () => {
      for (const [lang, prefix] of [
        ['eu', '/eu'],
        ['es', ''],
      ]) {
        for (const n of [1, 2]) {
          const expected = await (await fetch(`${apiRoot(prefix)}/events?per_page=12&page=${n}`)).json();
          await open(`${prefix}/events/${n === 1 ? '' : `list/page/${n}/`}`);
          expectEqual(await page.locator('html').getAttribute('lang'), lang, 'language');
          const { urls, listed } = await shown();
          const wanted = expected.events.map((e) => e.url);
          expectEqual(urls, wanted, `${lang} page ${n}`);
          expectEqual(listed, wanted, `${lang} page ${n} JSON-LD`);
        }
        await noViolations(`${lang} list`);
      }
      await page.screenshot({ path: path.join(screenshots, 'calendar-list.png'), fullPage: true });
    },
  );

  await check(
    'calendar month view: the API’s events on each day, weekdays in the language; no axe violations',
    async () => {
      const last = dayAfter(`${dayAfter(`${MONTH}-28`, 4).slice(0, 7)}-01`, -1);
      for (const [lang, firstHeader] of [
        ['eu', 'al.'],
        ['ca', 'dl.'],
      ]) {
        const expected = await apiDays(`/${lang}`, `${MONTH}-01`, last);
        if (expected.length === 0) throw new Error(`no events in ${MONTH}`);
        await open(`/${lang}/events/month/${MONTH}/`);
        expectEqual(
          await page.locator('table.month th').first().textContent(),
          firstHeader,
          `${lang} weekday`,
        );
        expectEqual(sorted((await shown()).urls), sorted(expected.map((e) => e.url)), `${lang} month`);
        // Each event in the cells of its own days.
        for (const event of expected.slice(0, 10)) {
          const day =
            event.start_date.slice(0, 10) < `${MONTH}-01` ? `${MONTH}-01` : event.start_date.slice(0, 10);
          const cell = page.locator('table.month td', {
            has: page.locator(`a.num[href$="/events/${day}/"]`),
          });
          const titles = await cell.locator('li a').allTextContents();
          if (!titles.some((t) => t.endsWith(event.title)))
            throw new Error(`${event.title} not on ${day}: ${titles}`);
        }
        await noViolations(`${lang} month`);
      }
      await page.screenshot({ path: path.join(screenshots, 'calendar-month.png'), fullPage: true });
    },
  );

  await check(
    'calendar day view: the API’s events of the day, in Galician and English; no axe violations',
    async () => {
      for (const [lang, day] of [
        ['gl', `${MONTH}-10`],
        ['en', `${MONTH}-28`],
      ]) {
        const expected = await apiDays(`/${lang}`, day, day);
        await open(`/${lang}/events/${day}/`);
        expectEqual(
          (await shown()).urls,
          expected.map((e) => e.url),
          `${lang} ${day}`,
        );
        await noViolations(`${lang} day`);
      }
    },
  );

  await check(
    'calendar category archive and search form: the API’s filters, the form without script',
    async () => {
      const { categories } = await (await fetch(`${apiRoot('/eu')}/categories?per_page=50`)).json();
      let category;
      let expected;
      for (const candidate of categories) {
        const slug = encodeURIComponent(candidate.slug);
        expected = await (await fetch(`${apiRoot('/eu')}/events?per_page=12&categories=${slug}`)).json();
        category = candidate;
        if (expected.events.length > 0) break;
      }
      if (!expected?.events.length) throw new Error('no category with upcoming events');
      await open(`/eu/events/category/${encodeURIComponent(category.slug)}/`);
      expectEqual(
        (await shown()).urls,
        expected.events.map((e) => e.url),
        'category',
      );
      // The form: a word of the first event's title, searched in the month view of its category.
      const first = expected.events[0];
      const words = first.title.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''));
      const word = words.find((w) => w.length > 4) ?? words.find((w) => w !== '') ?? first.title;
      await open(`/eu/events/month/${first.start_date.slice(0, 7)}/`);
      await page.locator('#tribe-bar-search').fill(word);
      await page.locator('#tribe_events_cat').selectOption(category.slug);
      await Promise.all([page.waitForURL(/tribe-bar-search=/), page.locator('.finder button').click()]);
      const month = first.start_date.slice(0, 7);
      const last = dayAfter(`${dayAfter(`${month}-28`, 4).slice(0, 7)}-01`, -1);
      const found = await apiDays(
        '/eu',
        `${month}-01`,
        last,
        `&search=${encodeURIComponent(word)}&categories=${encodeURIComponent(category.slug)}`,
      );
      expectEqual(sorted((await shown()).urls), sorted(found.map((e) => e.url)), 'searched month');
      if (!found.some((e) => e.url === first.url)) throw new Error(`${first.title} not found by "${word}"`);
      await noViolations('searched month');
    },
  );
}
