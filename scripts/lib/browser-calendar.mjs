/**
 * The browser test's checks of the month view, add to calendar, the event, venue and organizer pages,
 * and axe-core's accessibility verdict (scripts/browser-test.mjs runs them in Chromium).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ICAL from 'ical.js';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The month the fixtures fill: it holds the change to summer time (2027-03-28). */
export const MONTH = '2027-03';

/** An administrator and its key, as SQL to load with the sample data (the key is made here). */
export function adminKeySql() {
  const prefix = randomBytes(6).toString('hex');
  const key = `tec_${prefix}_${randomBytes(32).toString('base64url')}`;
  const hash = createHash('sha256').update(key).digest('hex');
  const sql = `INSERT INTO users (login, role) VALUES ('browser-test', 'administrator');
INSERT INTO api_keys (user_id, prefix, hash, label) SELECT id, '${prefix}', '${hash}', 'browser test' FROM users WHERE login = 'browser-test';
`;
  return { key, sql };
}

/** Events that make the month worth checking: all-day, multi-day, across the DST change, other zones. */
const FIXTURES = {
  concert: {
    title: 'Browser: spring concert',
    start_date: '2027-03-10 20:00',
    end_date: '2027-03-10 22:00',
    translations: {
      eu: { title: 'Browser: udaberriko kontzertua' },
      en: { title: 'Browser: spring concert (en)' },
      ca: { title: 'Browser: concert de primavera' },
      gl: { title: 'Browser: concerto de primavera' },
    },
  },
  fair: { title: 'Browser: book fair', start_date: '2027-03-12', end_date: '2027-03-14', all_day: true },
  night: {
    title: 'Browser: night across the change',
    start_date: '2027-03-27 22:00',
    end_date: '2027-03-28 05:00',
    translations: { eu: { title: 'Browser: aldaketaren gaua' } },
  },
  canary: {
    title: 'Browser: late in the Canaries',
    start_date: '2027-03-31 23:30',
    end_date: '2027-03-31 23:55',
    timezone: 'Atlantic/Canary',
  },
  spillIn: {
    title: 'Browser: from February',
    start_date: '2027-02-27',
    end_date: '2027-03-02',
    all_day: true,
  },
  april: { title: 'Browser: first of April', start_date: '2027-04-01 00:00', end_date: '2027-04-01 01:00' },
};

async function createFixtures(origin, key) {
  const post = async (route, body) => {
    const res = await fetch(`${origin}/site/events/v1/${route}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status !== 201) throw new Error(`POST /${route}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const venue = await post('venues', {
    venue: 'Browser Hall',
    address: 'Kale Nagusia 1',
    city: 'Bilbao',
    zip: '48005',
    country: 'Spain',
    geo_lat: 43.2569,
    geo_lng: -2.9236,
    translations: { eu: { venue: 'Browser Aretoa' } },
  });
  const organizer = await post('organizers', { organizer: 'Browser Society', email: 'society@browser.test' });
  const events = {};
  for (const [name, body] of Object.entries(FIXTURES)) {
    events[name] = await post('events', {
      timezone: 'Europe/Madrid',
      venue: venue.id,
      organizer: organizer.id,
      show_map_link: true,
      description: '<p>Written <strong>by</strong> the browser test.</p>',
      ...body,
    });
  }
  return { venue, organizer, events };
}

/** The page of the second origin with month views. */
export function monthPage(api) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Month views embedded in another site</title>
<style>
  body { font-family: sans-serif; margin: 1.5rem; }
  .grid { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1rem; }
  h2 { font-size: 1rem; margin: 0 0 0.4rem; }
</style>
<script src="${api}/site/events/v1/widget.js" defer></script>
</head>
<body>
<main>
<h1>Month views</h1>
<div class="grid">
  <section><h2>es</h2><events-calendar id="month-es" view="month" month="${MONTH}" lang="es"></events-calendar></section>
  <section><h2>eu</h2><events-calendar id="month-eu" view="month" month="${MONTH}" lang="eu"></events-calendar></section>
  <section><h2>en-US</h2><events-calendar id="month-us" view="month" month="${MONTH}" lang="en-US"></events-calendar></section>
  <section><h2>ca, this month</h2><events-calendar id="month-now" view="month" lang="ca"></events-calendar></section>
  <section style="width: 340px"><h2>gl, narrow</h2><events-calendar id="month-narrow" view="month" month="${MONTH}" lang="gl"></events-calendar></section>
  <section><h2>eu, repeating (stubbed)</h2><events-calendar id="weekly" lang="eu" search="weekly-stub"></events-calendar></section>
</div>
</main>
</body>
</html>`;
}

/** The days (`YYYY-MM-DD`) an event covers in its own zone: a timed one that ends at midnight does not take that day. */
function daysOf(event) {
  const days = [];
  let end = event.end_date.slice(0, 10);
  const day = new Date(`${event.start_date.slice(0, 10)}T00:00:00Z`);
  if (event.all_day !== true && end > event.start_date.slice(0, 10) && event.end_date.endsWith('00:00:00')) {
    end = new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  }
  for (; day.toISOString().slice(0, 10) <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** Every event of the API that touches the month, page after page, in the API's order. */
async function apiMonth(origin, lang) {
  const events = [];
  let url = `${origin}/${lang}/site/events/v1/events?start_date=2026-12-01&end_date=2027-06-30&per_page=50`;
  while (url) {
    const body = await (await fetch(url)).json();
    events.push(...body.events);
    url = body.next_rest_url;
  }
  const byDay = new Map();
  for (const event of events) {
    for (const day of daysOf(event)) {
      if (!day.startsWith(MONTH)) continue;
      if (!byDay.has(day)) byDay.set(day, []);
      byDay.get(day).push(event.title);
    }
  }
  return byDay;
}

/** Runs axe-core (injected from npm) on the page; every violation, summarised. */
export async function axeViolations(page, options = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  const result = await page.evaluate((runOptions) => window.axe.run(document, runOptions), options);
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

export async function calendarChecks({ page, apiOrigin, siteOrigin, key, check, expectEqual, screenshots }) {
  const { venue, organizer, events } = await createFixtures(apiOrigin, key);
  const widget = (id) => page.locator(`#${id}`);
  const gridReady = (id) =>
    page.waitForFunction((host) => {
      const root = document.querySelector(`#${host}`)?.shadowRoot;
      const grid = root?.querySelector('[part="grid"]');
      return grid && !grid.hasAttribute('aria-busy') && grid.firstChild;
    }, id);
  /** The cells of a month view: day -> { titles shown, label }. */
  const cells = (id) =>
    widget(id)
      .locator('td[data-day]')
      .evaluateAll((tds) =>
        tds.map((td) => ({
          day: td.dataset.day,
          titles: [...td.querySelectorAll('li a, li span')].map((a) => a.textContent),
          more: td.querySelector('li:not(:has(a, span))')?.textContent ?? '',
          label: td.querySelector('.sr')?.textContent ?? '',
        })),
      );

  await page.route('**/site/events/v1/events?*search=weekly-stub*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        events: [
          {
            ...events.concert,
            recurring: true,
            series: {
              id: 1,
              rest_url: `${apiOrigin}/eu/site/events/v1/events/987654`,
              recurrence_id: '',
              detached: false,
            },
          },
        ],
        rest_url: `${apiOrigin}/eu/site/events/v1/events?search=weekly-stub`,
        total: 1,
        total_pages: 1,
      }),
      headers: { 'Access-Control-Allow-Origin': '*' },
    }),
  );
  await page.route('**/eu/site/events/v1/events/987654', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ id: 987654, recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU'] }),
      headers: { 'Access-Control-Allow-Origin': '*' },
    }),
  );
  await page.goto(`${siteOrigin}/month`);

  await check(
    'month view: the grid holds the API events of each day (all-day, multi-day, across DST)',
    async () => {
      await gridReady('month-es');
      const expected = await apiMonth(apiOrigin, 'es');
      const shown = await cells('month-es');
      expectEqual(shown.length, 31, 'days of March');
      for (const cell of shown) {
        const titles = expected.get(cell.day) ?? [];
        expectEqual(cell.titles, titles.slice(0, 3), `titles of ${cell.day}`);
        expectEqual(cell.more, titles.length > 3 ? `+${titles.length - 3} más` : '', `more on ${cell.day}`);
        const count =
          titles.length === 0
            ? 'No hay eventos este día.'
            : titles.length === 1
              ? '1 evento'
              : `${titles.length} eventos`;
        if (!cell.label.endsWith(`, ${count}`)) throw new Error(`label of ${cell.day}: ${cell.label}`);
      }
      const on = (title) =>
        shown.filter((c) => (expected.get(c.day) ?? []).includes(title)).map((c) => c.day);
      expectEqual(on(FIXTURES.fair.title), ['2027-03-12', '2027-03-13', '2027-03-14'], 'all-day fair');
      expectEqual(on(FIXTURES.night.title), ['2027-03-27', '2027-03-28'], 'the night of the change');
      expectEqual(on(FIXTURES.canary.title), ['2027-03-31'], 'Canary time');
      expectEqual(on(FIXTURES.spillIn.title), ['2027-03-01', '2027-03-02'], 'from February');
      expectEqual(on(FIXTURES.april.title), [], 'April');
      const status = await widget('month-es').locator('[role="status"]').textContent();
      if (!status?.startsWith('marzo de 2027 · ')) throw new Error(`status: ${status}`);
    },
  );

  await check("month view: the week starts on the language's day, names in the language", async () => {
    for (const id of ['month-eu', 'month-us']) await gridReady(id);
    const heads = async (id) =>
      widget(id)
        .locator('th')
        .evaluateAll((ths) => ths.map((th) => th.abbr));
    expectEqual((await heads('month-es'))[0], 'lunes', 'es starts on Monday');
    expectEqual((await heads('month-eu'))[0], 'astelehena', 'eu starts on Monday (CLDR names)');
    expectEqual((await heads('month-us'))[0], 'Sunday', 'en-US starts on Sunday');
    expectEqual(await widget('month-eu').locator('h2#title').textContent(), '2027(e)ko martxoa', 'eu month');
    expectEqual(await widget('month-us').locator('h2#title').textContent(), 'March 2027', 'en month');
    // March 1st 2027 is a Monday: the first cell in es, the second in en-US.
    const firstRow = (id) =>
      widget(id)
        .locator('tbody tr')
        .first()
        .locator('td')
        .evaluateAll((tds) => tds.map((td) => td.dataset.day ?? ''));
    expectEqual((await firstRow('month-es'))[0], '2027-03-01', 'es first cell');
    expectEqual((await firstRow('month-us')).slice(0, 2), ['', '2027-03-01'], 'en-US first cells');
    await gridReady('month-now');
    const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    const today = await widget('month-now').locator('td[aria-current="date"]').getAttribute('data-day');
    expectEqual(today, now, 'today marked');
  });

  await check(
    'month view: arrows, Home/End, Page Up/Down move through days and months; Enter opens the day',
    async () => {
      const focused = () =>
        page.evaluate(
          () => document.querySelector('#month-es').shadowRoot.activeElement?.dataset?.day ?? null,
        );
      // A click on a day (not on one of its event links) selects it and opens it.
      await widget('month-es').locator('td[data-day="2027-03-10"] b').click();
      await widget('month-es').locator('[part="day"] h3', { hasText: '10 de marzo' }).waitFor();
      await widget('month-es').locator('td[data-day="2027-03-10"]').focus();
      const press = async (key, day) => {
        await page.keyboard.press(key);
        await page.waitForFunction(
          (d) => document.querySelector('#month-es').shadowRoot.activeElement?.dataset?.day === d,
          day,
        );
        expectEqual(await focused(), day, `after ${key}`);
      };
      await press('ArrowRight', '2027-03-11');
      await press('ArrowDown', '2027-03-18');
      await press('Home', '2027-03-15');
      await press('End', '2027-03-21');
      await press('ArrowUp', '2027-03-14');
      await press('PageDown', '2027-04-14');
      expectEqual(await widget('month-es').locator('h2#title').textContent(), 'abril de 2027', 'April');
      const status = await widget('month-es').locator('[role="status"]').textContent();
      if (!status?.startsWith('abril de 2027')) throw new Error(`the live region says "${status}"`);
      expectEqual(
        await widget('month-es').locator('[role="status"]').getAttribute('aria-live'),
        'polite',
        'live',
      );
      await press('PageUp', '2027-03-14');
      await press('Home', '2027-03-08');
      await press('ArrowUp', '2027-03-01');
      await press('ArrowLeft', '2027-02-28');
      expectEqual(await widget('month-es').locator('h2#title').textContent(), 'febrero de 2027', 'February');
      await press('ArrowRight', '2027-03-01');
      await press('ArrowDown', '2027-03-08');
      await press('ArrowUp', '2027-03-01');
      await press('ArrowDown', '2027-03-08');
      await press('ArrowDown', '2027-03-15');
      await press('ArrowDown', '2027-03-22');
      await press('ArrowRight', '2027-03-23');
      await press('ArrowRight', '2027-03-24');
      await press('ArrowRight', '2027-03-25');
      await press('ArrowRight', '2027-03-26');
      await press('ArrowRight', '2027-03-27');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => {
        const root = document.querySelector('#month-es').shadowRoot;
        return root.activeElement?.id === 'day';
      });
      const panel = widget('month-es').locator('[part="day"]');
      expectEqual(await panel.locator('h3').textContent(), 'sábado, 27 de marzo', 'day heading');
      const expected = (await apiMonth(apiOrigin, 'es')).get('2027-03-27');
      expectEqual(await panel.locator('li a[part~="title"]').allTextContents(), expected, "the day's events");
      await page.keyboard.press('Escape');
      await page.waitForFunction(
        () => document.querySelector('#month-es').shadowRoot.activeElement?.dataset?.day === '2027-03-27',
      );
    },
  );

  await check('month view: buttons change the month, and keep the focus', async () => {
    const next = widget('month-eu').getByRole('button', { name: 'Hurrengo hilabetea' });
    await next.click();
    await page.waitForFunction(
      () =>
        document.querySelector('#month-eu').shadowRoot.querySelector('h2#title').textContent ===
        '2027(e)ko apirila',
    );
    expectEqual(await next.evaluate((b) => b.getRootNode().activeElement === b), true, 'focus kept');
    await widget('month-eu').getByRole('button', { name: 'Aurreko hilabetea' }).click();
    await gridReady('month-eu');
    await page.waitForFunction(
      () =>
        document.querySelector('#month-eu').shadowRoot.querySelector('h2#title').textContent ===
        '2027(e)ko martxoa',
    );
    await widget('month-eu').getByRole('button', { name: 'Gaur' }).click();
    const now = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    await page.waitForFunction(
      (day) => document.querySelector('#month-eu').shadowRoot.querySelector(`td[data-day="${day}"]`),
      now,
    );
  });

  await check('month view: a changed attribute loads the month again (filters, language)', async () => {
    const us = widget('month-us');
    await us.evaluate((el) => el.setAttribute('categories', 'no-such-category'));
    await page.waitForFunction(() =>
      document
        .querySelector('#month-us')
        .shadowRoot.querySelector('[role="status"]')
        .classList.contains('error'),
    );
    expectEqual(
      await us.locator('[role="status"]').textContent(),
      'The events could not be loaded: unknown filter (category: no-such-category).',
      'error in the month view',
    );
    await us.evaluate((el) => {
      el.removeAttribute('categories');
      el.setAttribute('lang', 'es-ES');
    });
    await page.waitForFunction(
      () =>
        document.querySelector('#month-us').shadowRoot.querySelector('h2#title')?.textContent ===
        'marzo de 2027',
    );
    await gridReady('month-us');
    expectEqual(await us.locator('th').first().getAttribute('abbr'), 'lunes', 'Spanish week');
    const es = await cells('month-es');
    const again = await cells('month-us');
    expectEqual(
      again.find((c) => c.day === '2027-03-27')?.titles,
      es.find((c) => c.day === '2027-03-27')?.titles,
      'the same events, in Spanish',
    );
  });

  await check('month view: a narrow container shows the month as a list of its days', async () => {
    await gridReady('month-narrow');
    expectEqual(await widget('month-narrow').locator('table').count(), 0, 'no grid');
    const expected = await apiMonth(apiOrigin, 'gl');
    const days = await widget('month-narrow').locator('ul.days > li').count();
    expectEqual(days, expected.size, 'days with events');
    const fair = widget('month-narrow').locator('ul.days > li', { hasText: 'venres, 12 de marzo' });
    expectEqual(
      await fair.locator('a[part~="title"]').allTextContents(),
      expected.get('2027-03-12'),
      '12 March',
    );
  });

  await check(
    'add to calendar: the .ics downloads and an independent parser reads the right instant',
    async () => {
      const night = events.night;
      const panelLinks = widget('month-es').locator('[part="day"] li', { hasText: night.title });
      const ics = panelLinks.locator('a[type="text/calendar"]');
      expectEqual(
        await ics.getAttribute('href'),
        `${apiOrigin}/es/site/events/v1/events/${night.id}.ics`,
        'href',
      );
      const [download] = await Promise.all([page.waitForEvent('download'), ics.click()]);
      const file = await download.path();
      const vevent = new ICAL.Component(ICAL.parse(readFileSync(file, 'utf8'))).getFirstSubcomponent(
        'vevent',
      );
      const instant = (wall) => Date.parse(`${wall.replace(' ', 'T')}Z`);
      expectEqual(
        vevent.getFirstPropertyValue('dtstart').toJSDate().getTime(),
        instant(night.utc_start_date),
        'DTSTART',
      );
      expectEqual(
        vevent.getFirstPropertyValue('dtend').toJSDate().getTime(),
        instant(night.utc_end_date),
        'DTEND',
      );
      expectEqual(vevent.getFirstPropertyValue('summary'), night.title, 'SUMMARY');
      expectEqual(download.suggestedFilename(), `${night.slug}.ics`, 'file name');
      const google = new URL(
        await panelLinks.getByRole('link', { name: /Google Calendar/ }).getAttribute('href'),
      );
      expectEqual(google.searchParams.get('dates'), '20270327T210000Z/20270328T030000Z', 'Google dates');
      expectEqual(google.searchParams.get('text'), night.title, 'Google title');
      const subscribe = await widget('month-eu').locator('[part="subscribe"]').getAttribute('href');
      expectEqual(
        subscribe,
        `${apiOrigin.replace('http:', 'webcal:')}/eu/site/events/v1/events.ics`,
        'subscribe',
      );
    },
  );

  await check('an occurrence of a series says how it repeats, in the widget language', async () => {
    await page.waitForFunction(
      () =>
        document.querySelector('#weekly').shadowRoot.querySelector('[part="repeats"]')?.textContent ===
        'Astero',
    );
  });

  await check('axe-core: no violations on the month views (and the list)', async () => {
    const violations = await axeViolations(page);
    expectEqual(violations, [], 'violations');
    await page.screenshot({ path: path.join(screenshots, 'widget-month.png'), fullPage: true });
  });

  const pageOf = async (url) => {
    const res = await page.goto(url);
    if (res.status() !== 200) throw new Error(`${url}: ${res.status()}`);
    const jsonLd = JSON.parse(await page.locator('script[type="application/ld+json"]').textContent());
    return { res, jsonLd };
  };
  const api = async (pathAndQuery) => (await fetch(`${apiOrigin}${pathAndQuery}`)).json();

  await check(
    'event pages: the API data in each language, JSON-LD a schema.org Event, no axe violations',
    async () => {
      for (const lang of ['eu', 'ca', 'en', 'gl', 'es']) {
        const event = await api(`/${lang}/site/events/v1/events/${events.concert.id}`);
        const { res, jsonLd } = await pageOf(event.url);
        expectEqual(await page.locator('html').getAttribute('lang'), lang, 'page language');
        expectEqual(await page.locator('h1').textContent(), event.title, `${lang} title`);
        expectEqual(jsonLd['@type'], 'Event', 'JSON-LD type');
        expectEqual(jsonLd, event.json_ld, `${lang} JSON-LD`);
        const times = await page.locator('main time').evaluateAll((ts) => ts.map((t) => t.dateTime));
        expectEqual(times, [event.json_ld.startDate, event.json_ld.endDate], 'times');
        if (!res.headers()['content-security-policy']?.includes("'sha256-")) throw new Error('no CSP');
        const violations = await axeViolations(page);
        expectEqual(violations, [], `${lang} axe`);
      }
      // The language switcher leads to the other translations.
      await page.getByRole('navigation').getByRole('link', { name: 'Euskara' }).click();
      await page.waitForURL(/\/eu\/event\//);
      expectEqual(
        await page.locator('h1').textContent(),
        'Browser: udaberriko kontzertua',
        'switched to Basque',
      );
      await page.screenshot({ path: path.join(screenshots, 'event-page.png'), fullPage: true });
    },
  );

  await check(
    'venue and organizer pages: their data, upcoming events, JSON-LD, no axe violations',
    async () => {
      for (const [kind, record, type] of [
        ['venues', venue, 'Place'],
        ['organizers', organizer, 'Person'],
      ]) {
        for (const lang of ['eu', 'es']) {
          const shown = await api(`/${lang}/site/events/v1/${kind}/${record.id}`);
          const { jsonLd } = await pageOf(shown.url);
          expectEqual(
            await page.locator('h1').textContent(),
            shown.venue ?? shown.organizer,
            `${kind} ${lang}`,
          );
          expectEqual(jsonLd['@type'], type, 'JSON-LD type');
          const listed = await page.locator('main li a').allTextContents();
          const night = await api(`/${lang}/site/events/v1/events/${events.night.id}`);
          if (!listed.includes(night.title))
            throw new Error(`${kind}: ${night.title} not in ${listed.join(' | ')}`);
          expectEqual(await axeViolations(page), [], `${kind} ${lang} axe`);
        }
      }
    },
  );

  await check("the widget's links land on the event pages", async () => {
    await page.goto(`${siteOrigin}/month`);
    await gridReady('month-es');
    const link = widget('month-es').locator('td[data-day="2027-03-10"] a', {
      hasText: FIXTURES.concert.title,
    });
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(href);
    expectEqual(await page.locator('h1').textContent(), FIXTURES.concert.title, 'title on its page');
  });
}
