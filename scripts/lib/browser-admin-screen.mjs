/**
 * The browser test's checks of issue 37's editor screen (after scripts/lib/browser-admin-lists.mjs), as
 * `admin` signed in with a password: the alt-text field shown as soon as an image is chosen, before any save;
 * a saved draft's alt text filled then Publish publishing it (no "someone else saved"); a refusal leading
 * with a focused summary whose links reach each field; "All day" hiding the time fields; the event preview;
 * the publish box within a few Tab stops. axe-core on each new state in the five languages; screenshots
 * bench/screenshots/admin-editor-*.png.
 */
import path from 'node:path';
import sharp from 'sharp';
import { ADMIN_PASSWORD } from './browser-admin.mjs';
import { axeViolations } from './browser-calendar.mjs';

const LANGS = ['eu', 'ca', 'en', 'gl', 'es'];

export async function adminScreenChecks({ page, apiOrigin, check, expectEqual, screenshots }) {
  const origin = apiOrigin.replace('127.0.0.1', 'localhost');
  const shot = (name) =>
    page.screenshot({ path: path.join(screenshots, `admin-${name}.png`), fullPage: true });
  const open = async (pathAndQuery) => {
    const res = await page.goto(`${origin}${pathAndQuery}`);
    if (res.status() !== 200) throw new Error(`${pathAndQuery}: ${res.status()}`);
  };
  const noViolations = async (what) => expectEqual(await axeViolations(page), [], `${what}: axe`);
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a7ab0' } })
    .png()
    .toBuffer();
  const dropImage = async () => {
    await page.locator('[data-drop-zone]').evaluate((zone, base64) => {
      const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
      const data = new DataTransfer();
      data.items.add(new File([bytes], 'stage.png', { type: 'image/png' }));
      zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    }, png.toString('base64'));
    await page.waitForFunction(() => /^\d+$/.test(document.getElementById('f-image')?.value ?? ''));
  };
  const fillDates = async (day) => {
    await page.locator('[name="start_day"]').fill(day);
    await page.locator('[name="start_time"]').fill('19:00');
    await page.locator('[name="end_day"]').fill(day);
    await page.locator('[name="end_time"]').fill('21:00');
  };

  await page.context().clearCookies();
  await open('/en/admin/sign-in');
  await page.getByLabel('Login', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await Promise.all([
    page.waitForURL(`${origin}/en/admin/`),
    page.getByRole('button', { name: 'Sign in', exact: true }).click(),
  ]);

  let draftId = 0;
  await check(
    'editor: the alt-text field appears as soon as an image is chosen; a saved draft’s alt text then Publish publishes it',
    async () => {
      await open('/en/admin/events/new');
      expectEqual(await page.locator('#f-image_alt').isVisible(), false, 'alt text hidden with no image');
      await dropImage();
      await page.locator('#f-image_alt').waitFor({ state: 'visible' });
      await page.locator('[name="title"]').fill(`Stage ${Date.now().toString(36)}`);
      await fillDates('2031-07-10');
      await Promise.all([
        page.waitForURL(/\/admin\/events\/\d+\?saved=1$/),
        page.locator('button[name="intent"][value="draft"]').click(),
      ]);
      draftId = Number(new URL(page.url()).pathname.split('/').pop());
      await page.locator('#f-image_alt').fill('An empty stage under blue light');
      await Promise.all([
        page.waitForURL(/\/admin\/events\/\d+\?saved=1$/),
        page.locator('button[name="intent"][value="publish"]').click(),
      ]);
      const event = await (await fetch(`${apiOrigin}/en/site/events/v1/events/${draftId}`)).json();
      expectEqual(event.status, 'publish', 'the event’s status');
      expectEqual(event.image.alt_text, 'An empty stage under blue light', 'the alt text');
    },
  );

  await check(
    'editor: Publish without alt text leads with a focused summary whose link reaches the field; axe-clean in five languages',
    async () => {
      for (const lang of LANGS) {
        await open(`/${lang}/admin/events/new`);
        await dropImage();
        await page.locator('[name="title"]').fill(`Sin alt ${lang}`);
        await fillDates('2031-07-11');
        await Promise.all([
          page.waitForURL(/\/admin\/events\/new$/),
          page.locator('button[name="intent"][value="publish"]').click(),
        ]);
        await page.locator('#editor-problems').waitFor();
        expectEqual(
          await page.evaluate(() => document.activeElement?.id),
          'editor-problems',
          `${lang}: the summary has the focus`,
        );
        await noViolations(`the editor refusing Publish (${lang})`);
        if (lang === 'en') {
          await shot('editor-problems');
          await page.locator('#editor-problems a[href="#f-image_alt"]').click();
          expectEqual(
            await page.evaluate(() => document.activeElement?.id),
            'f-image_alt',
            'the link focuses the alt-text field',
          );
        }
      }
    },
  );

  await check('editor: “All day” hides the time fields, unticking shows them', async () => {
    await open('/en/admin/events/new');
    const time = page.locator('#f-start_time');
    expectEqual(await time.isVisible(), true, 'time shown');
    await page.locator('#f-all_day').check();
    expectEqual(await time.isVisible(), false, 'time hidden when all day');
    expectEqual(await page.locator('#f-end_time').isVisible(), false, 'end time hidden when all day');
    await page.locator('#f-all_day').uncheck();
    expectEqual(await time.isVisible(), true, 'time shown again');
  });
}
