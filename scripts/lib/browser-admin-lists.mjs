/**
 * The browser test's checks of issue 37's lists and history (after scripts/lib/browser-admin-access.mjs), as
 * `admin` signed in with a password: an event's revisions compared and one restored; "Move to Trash" with
 * Undo, and Empty Trash confirmed; Repeat's skipped and extra dates added and removed in place with the live
 * preview following; a series as one row with its occurrences under it; the search in any language; Quick
 * Edit in place; Bulk Edit; Screen Options. axe-core on each new screen in the five languages (or two where
 * it is the same screen in another state); screenshots bench/screenshots/admin-*.png.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { signInAsAdmin } from './browser-admin.mjs';
import { axeViolations } from './browser-calendar.mjs';

const LANGS = ['eu', 'ca', 'en', 'gl', 'es'];

/** `YYYY-MM-DD`, `days` after today (UTC). */
const dayFromNow = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function adminListChecks({ page, apiOrigin, key, check, expectEqual, screenshots }) {
  const origin = apiOrigin.replace('127.0.0.1', 'localhost');
  const api = `${origin}/site/events/v1`;
  const token = `Lst${randomBytes(3).toString('hex')}`;
  const shot = (name) =>
    page.screenshot({ path: path.join(screenshots, `admin-${name}.png`), fullPage: true });
  const open = async (pathAndQuery) => {
    const res = await page.goto(`${origin}${pathAndQuery}`);
    if (res.status() !== 200) throw new Error(`${pathAndQuery}: ${res.status()}`);
  };
  const noViolations = async (what) => expectEqual(await axeViolations(page), [], `${what}: axe`);
  /** The same screen in the five languages, axe-clean in each. */
  const everyLanguage = async (pathAndQuery, what, prepare = async () => {}) => {
    for (const lang of LANGS) {
      await open(`/${lang}${pathAndQuery}`);
      await prepare();
      await noViolations(`${what} (${lang})`);
    }
  };
  const apiCall = async (method, pathAndQuery, body) => {
    const res = await fetch(`${api}${pathAndQuery}`, {
      method,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${pathAndQuery}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  await signInAsAdmin(page, origin);

  const day = dayFromNow(20);
  const event = await apiCall('POST', '/events', {
    title: `Mercado ${token}`,
    description: '<p>Puestos de invierno</p>',
    start_date: `${day} 10:00`,
    end_date: `${day} 14:00`,
    translations: { en: { title: `Market ${token}` } },
  });
  await apiCall('PATCH', `/events/${event.id}`, {
    title: `Mercado ${token} cambiado`,
    translations: { en: { title: `Changed market ${token}` } },
  });

  await check(
    'revisions: the editor links them, two compared side by side, axe-clean in five languages',
    async () => {
      await open(`/en/admin/events/${event.id}`);
      await Promise.all([
        page.waitForURL(/\/revisions$/),
        page.getByRole('link', { name: 'Revisions (2)' }).click(),
      ]);
      await page.getByRole('table').waitFor();
      const changed = await page.locator('th[scope="row"]:has(.changed)').allTextContents();
      expectEqual(changed.length, 2, `rows that changed: ${changed.join(' | ')}`);
      await everyLanguage(`/admin/events/${event.id}/revisions`, 'revisions');
      await open(`/en/admin/events/${event.id}/revisions`);
      await shot('revisions');
    },
  );

  await check('revisions: "Restore this revision" brings the older one back, through the API', async () => {
    await open(`/en/admin/events/${event.id}/revisions`);
    await Promise.all([
      page.waitForURL(/\/admin\/events\/\d+\?saved=1$/),
      page
        .getByRole('button', { name: /^Restore this revision/ })
        .first()
        .click(),
    ]);
    const restored = await apiCall('GET', `/events/${event.id}`);
    expectEqual(restored.title, `Mercado ${token}`, 'title restored');
    await page.getByRole('link', { name: 'Revisions (3)' }).waitFor();
  });

  await check('search: the Spanish title found from the English interface', async () => {
    await open(`/en/admin/events?s=${encodeURIComponent(`Mercado ${token}`)}`);
    await page.getByRole('link', { name: `Market ${token}`, exact: true }).waitFor();
  });

  await check('trash: Move to Trash says so with Undo, which gives the event back', async () => {
    await open(`/en/admin/events?s=${token}`);
    await Promise.all([
      page.waitForURL(/bulk=trash/),
      page.getByRole('button', { name: `Move to Trash “Market ${token}”` }).click(),
    ]);
    await page.getByText('1 event moved to the Trash.').waitFor();
    await noViolations('the list saying "moved to the Trash"');
    expectEqual((await apiCall('GET', `/events/${event.id}`)).status, 'trash', 'trashed');
    await Promise.all([page.waitForURL(/bulk=undo/), page.getByRole('button', { name: 'Undo' }).click()]);
    await page.getByText('1 event restored from the Trash.').waitFor();
    expectEqual((await apiCall('GET', `/events/${event.id}`)).status, 'publish', 'restored');
  });

  await check('trash: Empty Trash asks first, then deletes for good', async () => {
    const doomed = await apiCall('POST', '/events', {
      title: `Papelera ${token}`,
      start_date: `${day} 10:00`,
      end_date: `${day} 11:00`,
    });
    await apiCall('DELETE', `/events/${doomed.id}`);
    await open('/es/admin/events?status=trash');
    await Promise.all([
      page.waitForURL(/\/trash\/empty$/),
      page.getByRole('link', { name: 'Vaciar la papelera' }).click(),
    ]);
    await noViolations('Empty Trash (es)');
    await open('/eu/admin/events/trash/empty');
    await noViolations('Empty Trash (eu)');
    await open('/es/admin/events/trash/empty');
    await Promise.all([
      page.waitForURL(/bulk=empty/),
      page.getByRole('button', { name: 'Borrar permanentemente' }).click(),
    ]);
    await page.getByText(/eventos? borrados? para siempre/).waitFor();
    const gone = await fetch(`${api}/events/${doomed.id}`, { headers: { Authorization: `Bearer ${key}` } });
    expectEqual(gone.status, 404, 'deleted for good');
  });

  const seriesDay = dayFromNow(8);
  await check(
    'repeat: skipped and extra dates added and removed in place, the preview following',
    async () => {
      await open('/en/admin/events/new');
      await page.locator('[name="title"]').fill(`Coro ${token}`);
      await page.locator('[name="start_day"]').fill(seriesDay);
      await page.locator('[name="end_day"]').fill(seriesDay);
      await page.locator('[name="start_time"]').fill('19:00');
      await page.locator('[name="end_time"]').fill('20:00');
      await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/admin/events/preview')),
        page.locator('select[name="repeat"]').selectOption('weekly'),
      ]);
      const skipped = dayFromNow(15);
      const skip = page.locator('fieldset.date-rows').first();
      await skip.locator('input[type="date"]').first().fill(skipped);
      await page.waitForFunction(
        (date) =>
          ![...document.querySelectorAll('#rule-preview li time')].some((t) => t.dateTime.startsWith(date)),
        skipped,
      );
      // "Add a date" in place: a second row, focused; "Remove" takes it away again.
      await skip.getByRole('button', { name: '+ Add a date' }).click();
      expectEqual(await skip.locator('li').count(), 2, 'rows after Add');
      expectEqual(
        await page.evaluate(() => document.activeElement?.getAttribute('type')),
        'date',
        'the new row focused',
      );
      await noViolations('the editor with date rows (en)');
      await shot('repeat-dates');
      await skip.getByRole('button', { name: 'Remove (date 2)' }).click();
      expectEqual(await skip.locator('li').count(), 1, 'rows after Remove');
      await Promise.all([
        page.waitForURL(/\/admin\/events\/\d+\?saved=1$/),
        page.locator('button[name="intent"][value="publish"]').click(),
      ]);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const saved = await apiCall('GET', `/events/${id}`);
      const exdate = saved.series.recurrence.find((line) => line.startsWith('EXDATE'));
      if (!exdate?.includes(skipped.replaceAll('-', '')))
        throw new Error(`recurrence: ${saved.series.recurrence}`);
      await open(`/es/admin/events/${id}`);
      await noViolations('the editor with date rows (es)');
    },
  );

  await check(
    'list: a series is one row, its occurrences under it; axe-clean in five languages',
    async () => {
      await open(`/en/admin/events?s=${encodeURIComponent(`Coro ${token}`)}`);
      expectEqual(await page.locator('tbody tr').count(), 1, 'one row');
      await page.locator('details.occurrences summary').click();
      const occurrences = await page.locator('details.occurrences li').count();
      if (occurrences < 2) throw new Error(`occurrences listed: ${occurrences}`);
      await shot('series-rows');
      await everyLanguage(
        `/admin/events?s=${encodeURIComponent(`Coro ${token}`)}`,
        'list with a series',
        () => page.locator('details.occurrences summary').click(),
      );
    },
  );

  await check('Quick Edit: in place, saved through the API; axe-clean in five languages', async () => {
    await open(`/en/admin/events?s=${token}`);
    const link = page.getByRole('link', { name: `Quick Edit “Market ${token}”` });
    const url = page.url();
    await link.click();
    const title = page.locator('#quick-title');
    await title.waitFor();
    expectEqual(page.url(), url, 'no navigation');
    expectEqual(await page.evaluate(() => document.activeElement?.id), 'quick-title', 'focus');
    await noViolations('Quick Edit open (en)');
    await shot('quick-edit');
    await title.fill(`Mercado ${token} rápido`);
    await Promise.all([
      page.waitForURL((u) => !u.search.includes('quick=')),
      page.getByRole('button', { name: 'Update', exact: true }).click(),
    ]);
    expectEqual((await apiCall('GET', `/events/${event.id}`)).title, `Mercado ${token} rápido`, 'saved');
    await everyLanguage(`/admin/events?s=${token}&quick=${event.id}`, 'Quick Edit without script');
  });

  await check('Bulk Edit: two events tagged at once, each through the API', async () => {
    await open(`/en/admin/events?s=${token}`);
    for (const box of await page.locator('tbody input[name="ids"]:visible').all()) await box.check();
    await page.locator('#bulk-action').selectOption('edit');
    await Promise.all([
      page.waitForURL(/\/events\/bulk$/),
      page.getByRole('button', { name: 'Apply' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Bulk Edit' }).waitFor();
    await noViolations('Bulk Edit (en)');
    await shot('bulk-edit');
    await page.getByLabel('Add tags').fill(`etiqueta-${token}`);
    await Promise.all([page.waitForURL(/bulk=edit/), page.getByRole('button', { name: 'Update' }).click()]);
    await page.getByText(/^Edit: \d+ events? changed\./).waitFor();
    const tagged = await apiCall('GET', `/events/${event.id}`);
    if (!tagged.tags.some((t) => t.name === `etiqueta-${token}`)) throw new Error('not tagged');
    await open(`/gl/admin/events?s=${token}`);
    await page.locator('tbody input[name="ids"]:visible').first().check();
    await page.locator('#bulk-action').selectOption('edit');
    await Promise.all([
      page.waitForURL(/\/events\/bulk$/),
      page.getByRole('button', { name: 'Aplicar' }).click(),
    ]);
    await noViolations('Bulk Edit (gl)');
  });

  await check('Screen Options: columns and rows per page kept for the user; axe-clean open', async () => {
    await open('/en/admin/events');
    await page.getByText('Screen Options').click();
    await noViolations('Screen Options open (en)');
    await page.getByLabel('Author', { exact: true }).uncheck();
    await page.getByLabel('Tags', { exact: true }).check();
    await page.getByLabel('Number of items per page').fill('5');
    await Promise.all([
      page.waitForURL(/screen_options=saved/),
      page.locator('.screen-options button[type="submit"]').click(),
    ]);
    expectEqual(await page.locator('tbody > tr').count(), 5, 'rows');
    const headers = await page.locator('thead th[scope="col"]').allTextContents();
    if (headers.includes('Author') || !headers.includes('Tags')) throw new Error(`columns: ${headers}`);
    await open('/es/admin/events');
    await page.getByText('Opciones de pantalla').click();
    await noViolations('Screen Options open (es)');
    // Back to the defaults, for whatever runs after.
    await page.getByLabel('Autor', { exact: true }).check();
    await page.getByLabel('Etiquetas', { exact: true }).uncheck();
    await page.getByLabel('Número de elementos por página').fill('20');
    await Promise.all([
      page.waitForURL(/screen_options=saved/),
      page.locator('.screen-options button[type="submit"]').click(),
    ]);
  });
}
