/**
 * The browser test's checks of what visitors choose by on the calendar's views (issue 38): the filters'
 * form filtered in each of the five languages (the events shown are the API's for the same filters, axe
 * reports nothing), chosen by keyboard without script, and the week and photo views (scripts/browser-test.mjs
 * runs them after the views' checks).
 */
import path from 'node:path';
import { axeViolations, MONTH } from './browser-calendar.mjs';

const DAY_MS = 86_400_000;
const dayAfter = (day, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export async function facetChecks({ page, apiOrigin, check, expectEqual, screenshots }) {
  const open = async (pathAndQuery) => {
    const res = await page.goto(`${apiOrigin}${pathAndQuery}`);
    if (res.status() !== 200) throw new Error(`${pathAndQuery}: ${res.status()}`);
  };
  const shownUrls = () =>
    page
      .locator('main a[href*="/event/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.href).filter((h) => !h.includes('/events/')))]);
  const noViolations = async (what) => expectEqual(await axeViolations(page), [], `${what}: axe`);
  const first = `${MONTH}-01`;
  const next = `${dayAfter(`${MONTH}-28`, 4).slice(0, 7)}-01`;
  /** The API's events of the month for `filters`, by their own days (what the view shows). */
  const apiMonth = async (prefix, filters) => {
    const url = `${apiOrigin}${prefix}/site/events/v1/events?per_page=50&strict_dates=true&ends_after=${dayAfter(first, -1)} 00:00:00&starts_before=${dayAfter(next, 1)} 00:00:00&${filters}`;
    const body = await (await fetch(url)).json();
    return body.events
      .filter((e) => e.start_date.slice(0, 10) < next && e.end_date.slice(0, 10) >= first)
      .map((e) => e.url)
      .sort();
  };

  await check(
    'calendar filters: a filtered month in five languages is the API’s, with counts; no axe violations',
    async () => {
      const filters = 'weekday=friday&weekday=saturday&time_of_day=evening&time_of_day=night';
      for (const lang of ['eu', 'ca', 'en', 'gl', 'es']) {
        await open(`/${lang}/events/month/${MONTH}/?${filters}`);
        expectEqual(
          (await shownUrls()).sort(),
          await apiMonth(`/${lang}`, 'weekday=friday,saturday&time_of_day=evening,night'),
          `${lang} filtered month`,
        );
        const checked = await page.locator('form.facets input:checked').count();
        // Four chosen, and "any price".
        expectEqual(checked, 5, `${lang} checked`);
        const label = await page.locator('form.facets label[for="f-weekday-4"]').textContent();
        if (!/\(\d+\)$/.test(label)) throw new Error(`${lang}: no count in "${label}"`);
        await noViolations(`${lang} filtered month`);
      }
      await page.screenshot({ path: path.join(screenshots, 'calendar-filters.png'), fullPage: true });
    },
  );

  await check('calendar filters: chosen by keyboard and sent without script; Clear all', async () => {
    await open(`/en/events/month/${MONTH}/`);
    await page.locator('#f-weekday-4').focus();
    await page.keyboard.press('Space');
    await page.locator('form.facets button[type="submit"]').focus();
    await Promise.all([page.waitForURL(/weekday=friday/), page.keyboard.press('Enter')]);
    expectEqual((await shownUrls()).sort(), await apiMonth('/en', 'weekday=friday'), 'friday');
    const subscribe = await page.locator('a.subscribe').getAttribute('href');
    if (!subscribe.endsWith('/en/site/events/v1/events.ics?weekday=friday'))
      throw new Error(`subscribe: ${subscribe}`);
    await Promise.all([page.waitForURL(/\/month\/[0-9-]+\/$/), page.locator('a.clear').click()]);
  });

  await check('week and photo views: the filters, badges and colours; no axe violations', async () => {
    for (const [lang, view] of [
      ['eu', `/events/week/${MONTH}-15/`],
      ['es', '/events/photo/'],
      ['en', `/events/week/${MONTH}-15/?time_of_day=evening`],
      ['gl', '/events/photo/?price=free'],
    ]) {
      await open(`/${lang}${view}`);
      await noViolations(`${lang} ${view}`);
    }
    await page.screenshot({ path: path.join(screenshots, 'calendar-photo.png'), fullPage: true });
  });
}

/** A page of another site embedding widgets with their filters, in the five languages. */
export function filtersPage(api) {
  const widgets = ['eu', 'ca', 'en', 'gl', 'es']
    .map(
      (lang) =>
        `<section><h2>${lang}</h2><events-calendar id="filters-${lang}" lang="${lang}" per-page="50" filters="weekday time_of_day price event_status"></events-calendar></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Widgets with filters</title>
<script src="${api}/site/events/v1/widget.js" defer></script>
</head>
<body>
<main>
<h1>Widgets with filters</h1>
${widgets}
</main>
</body>
</html>`;
}

export async function widgetFacetChecks({ page, apiOrigin, siteOrigin, check, expectEqual, screenshots }) {
  await check(
    'widget filters: counts from the API in five languages, a choice filters the list; no axe violations',
    async () => {
      await page.goto(`${siteOrigin}/filters`);
      const root = (lang) => page.locator(`#filters-${lang}`);
      for (const lang of ['eu', 'ca', 'en', 'gl', 'es']) {
        await root(lang).locator('details[part="filters"]:not([hidden])').waitFor();
        const labels = await root(lang).locator('details label').allTextContents();
        if (labels.length === 0 || !labels.every((l) => /\(\d+\)$/.test(l)))
          throw new Error(`${lang}: labels ${labels.slice(0, 5)}`);
      }
      // Open the Spanish widget's filters and choose Friday by keyboard.
      const es = root('es');
      await es.locator('summary').click();
      const friday = es.locator('input[name="weekday"][value="friday"]');
      if ((await friday.count()) > 0) {
        await friday.focus();
        await Promise.all([
          page.waitForResponse(
            (res) => res.url().includes('/events?') && res.url().includes('weekday=friday'),
          ),
          page.keyboard.press('Space'),
        ]);
        await page.waitForFunction(() => {
          const list = document.querySelector('#filters-es')?.shadowRoot?.querySelector('[part="list"]');
          return list && !list.hasAttribute('aria-busy');
        });
        const shown = await es.locator('[part="list"] [part="title"]').allTextContents();
        const api = await (
          await fetch(`${apiOrigin}/es/site/events/v1/events?per_page=50&weekday=friday`)
        ).json();
        expectEqual(
          shown,
          api.events.map((e) => e.title),
          'friday',
        );
        const subscribe = await es.locator('[part="subscribe"]').getAttribute('href');
        if (!subscribe.includes('weekday=friday')) throw new Error(`subscribe: ${subscribe}`);
      }
      expectEqual(await axeViolations(page), [], 'widget filters: axe');
      await page.screenshot({ path: path.join(screenshots, 'widget-filters.png'), fullPage: true });
    },
  );
}
