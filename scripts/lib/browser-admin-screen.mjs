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
import { signInAsAdmin } from './browser-admin.mjs';
import { axeViolations } from './browser-calendar.mjs';

const LANGS = ['eu', 'ca', 'en', 'gl', 'es'];

export async function adminScreenChecks({
  page,
  apiOrigin,
  contributorKey,
  check,
  expectEqual,
  screenshots,
}) {
  const origin = apiOrigin.replace('127.0.0.1', 'localhost');
  /** The screen as one sees it on opening (the editor's whole page is 6,000 px tall). */
  const shot = (name) => page.screenshot({ path: path.join(screenshots, `admin-${name}.png`) });
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

  await signInAsAdmin(page, origin);

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

  await check(
    'editor: one screen on a desktop (text left, a sticky publish box right), one column on a phone; Publish a few Tab stops from the top; axe-clean in five languages',
    async () => {
      await open('/en/admin/events/new');
      const box = await page.locator('#publish-box').boundingBox();
      const title = await page.locator('#f-title').boundingBox();
      if (!(box.x > title.x + title.width))
        throw new Error(`publish box not right of the text: ${box.x} vs ${title.x + title.width}`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const publish = page.locator('#publish-box button[value="publish"]');
      const inView = await publish.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      });
      expectEqual(inView, true, 'Publish in view at the bottom of the page (sticky)');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot('editor-screen');
      // Tab from the top of the page until Publish has the focus.
      await page.evaluate(() => document.activeElement?.blur());
      let stops = 0;
      for (; stops < 80; stops++) {
        await page.keyboard.press('Tab');
        if (
          await page.evaluate(() => document.activeElement?.matches('#publish-box button[value="publish"]'))
        )
          break;
      }
      stops += 1;
      if (stops > 25) throw new Error(`Publish is ${stops} Tab stops away`);
      for (const lang of LANGS) {
        await open(`/${lang}/admin/events/new`);
        await noViolations(`the editor's one screen (${lang})`);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await open('/en/admin/events/new');
      const phoneBox = await page.locator('#publish-box').boundingBox();
      const phoneTitle = await page.locator('#f-title').boundingBox();
      if (Math.abs(phoneBox.x - phoneTitle.x) > 20 || phoneBox.y > phoneTitle.y)
        throw new Error('on a phone the publish box is not one column above the text');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth + 1,
      );
      expectEqual(overflow, false, 'no sideways scrolling on a phone');
      await shot('editor-phone');
      await noViolations('the editor on a phone');
      await page.setViewportSize({ width: 1200, height: 1100 });
      return `Publish ${stops} Tab stops from the top`;
    },
  );

  await check('editor: Publish says “Schedule” for a future publish date', async () => {
    await open('/en/admin/events/new');
    const publish = page.locator('#publish-box button[value="publish"]');
    expectEqual((await publish.textContent()).trim(), 'Publish', 'before');
    await page.locator('#f-date').fill('2035-03-04T10:00');
    expectEqual((await publish.textContent()).trim(), 'Schedule', 'with a future date');
    await page.locator('#f-date').fill('');
    expectEqual((await publish.textContent()).trim(), 'Publish', 'without a date');
  });

  await check(
    'editor: Preview event opens the unsaved event’s page in a new tab with a draft banner, in the language chosen; axe-clean in five languages',
    async () => {
      await open(`/en/admin/events/${draftId}`);
      await page.locator('#f-title').fill('Unsaved preview title');
      for (const lang of LANGS) {
        await page.locator('#f-preview_lang').selectOption(lang);
        const [popup] = await Promise.all([
          page.context().waitForEvent('page'),
          page.locator('button[value="preview-page"]').click(),
        ]);
        await popup.waitForLoadState();
        expectEqual(await popup.locator('html').getAttribute('lang'), lang, 'the preview’s language');
        await popup.locator('[data-preview-banner]').waitFor();
        if (lang === 'en') {
          expectEqual(await popup.locator('h1').textContent(), 'Unsaved preview title', 'the unsaved title');
          await popup.screenshot({
            path: path.join(screenshots, 'admin-editor-preview.png'),
            fullPage: true,
          });
        }
        expectEqual(await axeViolations(popup), [], `the preview (${lang}): axe`);
        await popup.close();
      }
      // Nothing saved; the form still holds the text and still warns before leaving.
      const saved = await (await fetch(`${apiOrigin}/en/site/events/v1/events/${draftId}`)).json();
      if (saved.title === 'Unsaved preview title') throw new Error('the preview saved the title');
      expectEqual(await page.locator('#f-title').inputValue(), 'Unsaved preview title', 'the form kept');
    },
  );

  await check(
    'editor: an event another user has open says who and since when, with Take over; axe-clean in five languages',
    async () => {
      // The contributor takes the published event over (admin opened it last), then their page's heartbeat
      // keeps it, as their browser would send them.
      const heartbeat = (takeOver) =>
        fetch(`${origin}/en/admin/events/${draftId}/lock`, {
          method: 'POST',
          redirect: 'manual',
          headers: { Authorization: `Bearer ${contributorKey}`, Origin: origin },
          body: new URLSearchParams(takeOver ? { take_over: '1' } : {}),
        });
      expectEqual((await heartbeat(true)).status, 303, 'the contributor’s Take over');
      expectEqual((await (await heartbeat(false)).json()).holder, null, 'the contributor’s heartbeat');
      for (const lang of LANGS) {
        await open(`/${lang}/admin/events/${draftId}`);
        await page.locator('.lock-notice').waitFor();
        await noViolations(`the editor of a locked event (${lang})`);
      }
      await open(`/en/admin/events/${draftId}`);
      const text = await page.locator('.lock-notice p').textContent();
      if (!/ is editing this event since \d{2}:\d{2}\.$/.test(text)) throw new Error(`notice: ${text}`);
      await shot('editor-lock');
      await Promise.all([
        page.waitForURL(new RegExp(`/admin/events/${draftId}$`)),
        page.getByRole('button', { name: 'Take over' }).click(),
      ]);
      expectEqual(await page.locator('.lock-notice').count(), 0, 'no notice once taken over');
      const theirs = await (await heartbeat(false)).json();
      expectEqual(theirs.holder?.login, 'admin', 'the contributor’s heartbeat names who took over');
    },
  );

  await check(
    'settings: where a value comes from in an administrator’s words; changing the main language asks first, saying what it changes; axe-clean in five languages',
    async () => {
      for (const lang of LANGS) {
        await open(`/${lang}/admin/settings`);
        if ((await page.content()).includes('wrangler.toml')) throw new Error(`${lang}: names wrangler.toml`);
        await noViolations(`the settings (${lang})`);
        const current = await page.locator('#f-default_language').inputValue();
        await page.locator('#f-default_language').selectOption(current === 'en' ? 'gl' : 'en');
        await Promise.all([
          page.waitForURL(/\/admin\/settings$/),
          page.locator('form[action$="/admin/settings"] button[type="submit"]:not([name])').click(),
        ]);
        await page.locator('input[name="confirm_language"]').waitFor({ state: 'attached' });
        await noViolations(`the main language's confirmation (${lang})`);
        if (lang === 'en') await shot('settings-language');
        // Cancelled: the site keeps its language (the checks after this one read it).
        await Promise.all([page.waitForURL(/\/admin\/settings$/), page.locator('main form a').click()]);
        expectEqual(await page.locator('#f-default_language').inputValue(), current, `${lang}: unchanged`);
      }
    },
  );

  await check(
    'profile: the app’s language chosen once is kept (an address without a language goes to it); display name and e-mail; deleting a user says what they own; axe-clean in five languages',
    async () => {
      for (const lang of LANGS) {
        await open(`/${lang}/admin/profile`);
        await noViolations(`the profile (${lang})`);
      }
      await open('/en/admin/profile');
      await page.locator('#f-display_name').fill('Administrator Ane');
      await page.locator('#f-email').fill('ane@example.org');
      await page.locator('#f-language').selectOption('gl');
      await Promise.all([
        page.waitForURL(/\/gl\/admin\/profile\?saved=1$/),
        page.locator('main form button[type="submit"]').click(),
      ]);
      await shot('profile');
      await page.goto(`${origin}/admin/events`);
      if (!page.url().includes('/gl/admin/events')) throw new Error(`not in Galician: ${page.url()}`);
      // Back to the browser's language (en-GB), for what comes after.
      await open('/gl/admin/profile');
      await page.locator('#f-language').selectOption('');
      await Promise.all([
        page.waitForURL(/\/gl\/admin\/profile\?saved=1$/),
        page.locator('main form button[type="submit"]').click(),
      ]);
      await page.goto(`${origin}/admin/events`);
      if (!page.url().includes('/en/admin/events'))
        throw new Error(`not the browser's English: ${page.url()}`);
      await open('/en/admin/users');
      const href = await page
        .locator('main table a')
        .filter({ hasNotText: 'admin' })
        .first()
        .getAttribute('href');
      for (const lang of LANGS) {
        await open(`${href.replace('/en/', `/${lang}/`)}/delete`);
        await page.locator('#f-reassign').waitFor();
        await noViolations(`deleting a user (${lang})`);
      }
    },
  );

  await check(
    'editor: a venue with every field, an organizer with its contacts and a category created with the event; axe-clean in five languages',
    async () => {
      for (const lang of LANGS) {
        await open(`/${lang}/admin/events/new`);
        for (const summary of await page.locator('details.inline-new > summary').all()) await summary.click();
        await noViolations(`the editor's inline creation (${lang})`);
      }
      await open('/en/admin/events/new');
      // Names no other check uses (a venue of the same name would be reused, as the API does).
      const token = Date.now().toString(36);
      await page.locator('[name="title"]').fill(`Inline ${token}`);
      await fillDates('2031-08-01');
      await page.getByText('Create a venue', { exact: true }).click();
      await page.getByLabel('Venue name', { exact: true }).fill(`Inline hall ${token}`);
      await page.getByLabel('City', { exact: true }).fill('Bilbao');
      await page.getByLabel('Postal code', { exact: true }).fill('48001');
      await page.getByText('Create an organizer', { exact: true }).click();
      await page.getByLabel('Organizer name', { exact: true }).fill(`Inline people ${token}`);
      await page.locator('#f-new_organizer_email').fill('people@example.org');
      await page.getByLabel('New category', { exact: true }).fill(`Inline category ${token}`);
      await Promise.all([
        page.waitForURL(/\/admin\/events\/\d+\?saved=1$/),
        page.locator('button[name="intent"][value="draft"]').click(),
      ]);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const res = await fetch(`${apiOrigin}/en/site/events/v1/events/${id}`, {
        headers: { Cookie: (await page.context().cookies()).map((k) => `${k.name}=${k.value}`).join('; ') },
      });
      const event = await res.json();
      const venue = Array.isArray(event.venue) ? event.venue[0] : event.venue;
      expectEqual(
        [venue?.venue, venue?.city, venue?.zip],
        [`Inline hall ${token}`, 'Bilbao', '48001'],
        'the venue',
      );
      expectEqual(event.organizer?.[0]?.email, 'people@example.org', 'the organizer’s e-mail');
      expectEqual(event.categories?.[0]?.name, `Inline category ${token}`, 'the category');
    },
  );
}
