/**
 * The browser test's flows through the editors' app, after scripts/lib/browser-admin.mjs: an administrator
 * creates an event in Spanish (the site's default language) and Basque with a venue made inline and a
 * category, publishes it and finds it through the API and in the widget; makes it a weekly series and
 * edits one occurrence ("This event") and then the rest ("This and following events"); two sessions in
 * two browsers save the same event (the conflict, both texts kept, a second Update); creates a user and
 * an API key (shown once, then used with `fetch`); axe-core on the editor, settings, users and records
 * screens in two languages; screenshots bench/screenshots/admin-*.png.
 *
 * Webhooks are created in scripts/lib/browser-admin-webhooks.mjs.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ADMIN_PASSWORD } from './browser-admin.mjs';
import { axeViolations } from './browser-calendar.mjs';

const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** `YYYY-MM-DD`, `days` after today (UTC). */
function dayFromNow(days) {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function adminFlowChecks({ page, apiOrigin, key, newContext, check, expectEqual, screenshots }) {
  const origin = apiOrigin.replace('127.0.0.1', 'localhost');
  const api = `${origin}/site/events/v1`;
  const token = `Brw${randomBytes(4).toString('hex')}`;
  const shot = (name) =>
    page.screenshot({ path: path.join(screenshots, `admin-${name}.png`), fullPage: true });
  const open = async (on, pathAndQuery) => {
    const res = await on.goto(`${origin}${pathAndQuery}`);
    if (res.status() !== 200) throw new Error(`${pathAndQuery}: ${res.status()}`);
  };
  const apiGet = async (pathAndQuery) => {
    const res = await fetch(`${api}${pathAndQuery}`, { headers: { Authorization: `Bearer ${key}` } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`GET ${pathAndQuery}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const signIn = async (on) => {
    await open(on, '/es/admin/sign-in');
    await on.getByLabel('Usuario', { exact: true }).fill('admin');
    await on.getByLabel('Contraseña', { exact: true }).fill(ADMIN_PASSWORD);
    await Promise.all([
      on.waitForURL(`${origin}/es/admin/`),
      on.getByRole('button', { name: 'Iniciar sesión', exact: true }).click(),
    ]);
  };
  /** Clicks the editor's button `intent` and waits for the saved event's page; answers its id. */
  const save = async (on, intent) => {
    await Promise.all([
      on.waitForURL(/\/admin\/events\/\d+\?saved=1$/),
      on.locator(`button[name="intent"][value="${intent}"]`).click(),
    ]);
    return Number(new URL(on.url()).pathname.split('/').pop());
  };

  await signIn(page);

  const start = dayFromNow(15);
  const titleEs = `Concierto ${token} en la plaza`;
  const titleEu = `${token} kontzertua plazan`;
  const venueName = `Plaza ${token}`;
  let id = 0;
  await check(
    'editors’ app flows: admin creates an event in Spanish and Basque with a new venue and a category, publishes it; the API and the widget show it',
    async () => {
      await open(page, '/es/admin/events/new');
      await page.locator('[name="title"]').fill(titleEs);
      await page.locator('[name="start_day"]').fill(start);
      await page.locator('[name="start_time"]').fill('19:00');
      await page.locator('[name="end_day"]').fill(start);
      await page.locator('[name="end_time"]').fill('21:00');
      // "Create a venue" is folded until used (src/admin/editor/inline.tsx).
      await page
        .locator('details.inline-new', { has: page.locator('[name="new_venue"]') })
        .locator('summary')
        .click();
      await page.locator('[name="new_venue"]').fill(venueName);
      const category = page.locator('input[name="categories"]').first();
      await category.check();
      const categoryId = Number(await category.getAttribute('value'));
      const basque = page.locator('details.translation', { has: page.locator('[name="title_eu"]') });
      await basque.locator('summary').click();
      await page.locator('[name="title_eu"]').fill(titleEu);
      id = await save(page, 'publish');
      const list = await (await fetch(`${api}/events?search=${token}`)).json();
      expectEqual(
        list.events?.map((e) => [e.id, e.title, e.venue?.venue, e.categories?.map((c) => c.id)]),
        [[id, titleEs, venueName, [categoryId]]],
        'the event found through the API',
      );
      const eu = await (await fetch(`${origin}/eu/site/events/v1/events?search=${token}`)).json();
      expectEqual(
        eu.events?.map((e) => e.title),
        [titleEu],
        'its Basque text under /eu/',
      );
      await open(page, '/eu/site/events/v1/widget/demo');
      const widget = page.locator('#widget-plain');
      await widget.locator('li').first().waitFor();
      await widget.evaluate((el, search) => el.setAttribute('search', search), token);
      await page.waitForFunction(
        (title) =>
          [...document.querySelector('#widget-plain').shadowRoot.querySelectorAll('li [part="title"]')].some(
            (a) => a.textContent === title,
          ),
        titleEu,
      );
    },
  );

  await check(
    'editors’ app flows: the event becomes a weekly series (Repeat); "This event" changes one occurrence, "This and following events" splits the series',
    async () => {
      if (!id) throw new Error('no event from the previous flow');
      await open(page, `/es/admin/events/${id}`);
      await page.locator('[name="repeat"]').selectOption('weekly');
      const weekday = WEEKDAY_CODES[new Date(`${start}T12:00:00Z`).getUTCDay()];
      await page.locator(`input[name="repeat_days"][value="${weekday}"]`).check();
      await page.locator('input[name="repeat_end"][value="count"]').check();
      await page.locator('[name="repeat_count"]').fill('4');
      await save(page, 'update');
      const occurrences = async (of) =>
        (await apiGet(`/events/${of}/occurrences?per_page=10`)).events.map((e) => ({
          id: e.id,
          title: e.title,
          series: e.series?.id,
          day: e.start_date.slice(0, 10),
        }));
      const four = await occurrences(id);
      expectEqual(four.length, 4, 'occurrences of the weekly series');
      expectEqual(four[0].day, start, 'the first occurrence’s day');

      const onlyThis = `Solo esta ${token}`;
      await open(page, `/es/admin/events/${four[1].id}`);
      await page.locator('[name="title"]').fill(onlyThis);
      await page.locator('input[name="scope"][value="this"]').check();
      await save(page, 'update');
      expectEqual(
        (await occurrences(id)).map((o) => o.title),
        [titleEs, onlyThis, titleEs, titleEs],
        'titles after "This event"',
      );

      const following = `Desde aquí ${token}`;
      await open(page, `/es/admin/events/${four[2].id}`);
      await page.locator('[name="title"]').fill(following);
      await page.locator('input[name="scope"][value="following"]').check();
      await save(page, 'update');
      const before = await occurrences(id);
      const after = await occurrences(four[2].id);
      expectEqual(
        before.map((o) => [o.id, o.title]),
        [
          [four[0].id, titleEs],
          [four[1].id, onlyThis],
        ],
        'the old series after "This and following events"',
      );
      expectEqual(
        after.map((o) => [o.id, o.title]),
        [
          [four[2].id, following],
          [four[3].id, following],
        ],
        'the new series',
      );
      if (after[0].series === before[0].series) throw new Error('the series was not split');
      // The Repeat section at the top of the window (a full-page shot would draw the sticky buttons mid-form).
      await page.locator('[name="repeat"]').evaluate((el) => el.closest('section')?.scrollIntoView());
      await page.screenshot({ path: path.join(screenshots, 'admin-editor-series.png') });
    },
  );

  await check(
    'editors’ app flows: two sessions in two browsers save the same event; the second sees the conflict with both texts, a second Update applies it',
    async () => {
      const created = await fetch(`${api}/events`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          title: `Conflicto ${token}`,
          status: 'publish',
          start_date: `${dayFromNow(20)} 10:00`,
          end_date: `${dayFromNow(20)} 12:00`,
        }),
      });
      const event = await created.json();
      if (created.status !== 201) throw new Error(`event: ${created.status} ${JSON.stringify(event)}`);
      const other = await (await newContext()).newPage();
      other.setDefaultTimeout(15_000);
      await signIn(other);
      await open(page, `/es/admin/events/${event.id}`);
      await open(other, `/es/admin/events/${event.id}`);
      const first = `Primera ${token}`;
      const second = `Segunda ${token}`;
      await page.locator('[name="title"]').fill(first);
      await save(page, 'update');
      await other.locator('[name="title"]').fill(second);
      const [answer] = await Promise.all([
        other.waitForResponse((res) => res.request().method() === 'POST'),
        other.locator('button[name="intent"][value="update"]').click(),
      ]);
      expectEqual(answer.status(), 409, 'the second save');
      await other.waitForLoadState();
      expectEqual(await other.locator('[name="title"]').inputValue(), second, 'the second user’s text kept');
      expectEqual(
        (await other.locator('#title-theirs pre').textContent())?.trim(),
        first,
        'the first user’s text shown',
      );
      expectEqual(await axeViolations(other), [], 'the conflict: axe');
      await other.screenshot({ path: path.join(screenshots, 'admin-conflict.png') });
      await save(other, 'update');
      expectEqual((await apiGet(`/events/${event.id}`)).title, second, 'the title after the second Update');
      await other.context().close();
    },
  );

  await check(
    'editors’ app flows: an administrator creates a user and an API key, shown once, that works with fetch',
    async () => {
      const login = `browser-editor-${token.toLowerCase()}`;
      await open(page, '/es/admin/users');
      await page.locator('#f-login').fill(login);
      await page.locator('#f-role').selectOption('editor');
      await Promise.all([
        page.waitForURL(/\/admin\/users\/\d+\?done=created$/),
        page.locator('form[action$="/admin/users"] button[type="submit"]').click(),
      ]);
      const userPage = page.url().replace(/\?.*$/, '');
      await page.locator('#f-label').fill('browser flows');
      await page.locator('form[action$="/keys"] button[type="submit"]').click();
      const secret = await page.locator('#secret').inputValue();
      if (!/^tec_/.test(secret)) throw new Error(`the key shown: "${secret}"`);
      await shot('api-key');
      const post = (bearer) =>
        fetch(`${api}/events`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            title: `Clave ${token}`,
            status: 'draft',
            start_date: `${dayFromNow(25)} 10:00`,
            end_date: `${dayFromNow(25)} 11:00`,
          }),
        });
      const made = await post(secret);
      const draft = await made.json();
      if (made.status !== 201) throw new Error(`with the new key: ${made.status} ${JSON.stringify(draft)}`);
      expectEqual((await post(`${secret}x`)).status, 401, 'a wrong key');
      await page.goto(userPage);
      expectEqual(await page.locator('#secret').count(), 0, 'the key shown again');
    },
  );

  await check(
    'editors’ app flows: the editor, settings, users and records screens in Spanish and Basque, no axe violations',
    async () => {
      if (!id) throw new Error('no event from the first flow');
      for (const lang of ['es', 'eu']) {
        for (const [name, where] of [
          ['editor', `/events/${id}`],
          ['editor-new', '/events/new'],
          ['settings', '/settings'],
          ['users', '/users'],
          ['records', '/venues'],
        ]) {
          await open(page, `/${lang}/admin${where}`);
          expectEqual(await page.locator('html').getAttribute('lang'), lang, `${lang} ${name} language`);
          expectEqual(await axeViolations(page), [], `${lang} ${name}: axe`);
          if (lang === 'eu') await shot(name);
        }
      }
    },
  );
}
