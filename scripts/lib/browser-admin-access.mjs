/**
 * The editors' app for people without a mouse or a big screen (WCAG 2.2: keyboard, focus visible, reflow):
 * signing in and reaching "New event" with the keyboard alone, each focused control outlined; on a
 * phone's viewport (390 px) the sign-in, events, editor and calendar screens scroll only vertically and
 * stay axe-clean.
 */
import path from 'node:path';
import { ADMIN_PASSWORD } from './browser-admin.mjs';
import { axeViolations } from './browser-calendar.mjs';

/** Presses Tab until the focused element matches `selector` (at most `limit` presses). */
async function tabTo(page, selector, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector}: not reached with Tab`);
}

/** The focused element's outline, as the page draws it. */
const focusOutline = (page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement);
    return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
  });

export async function adminAccessChecks({ page, newContext, apiOrigin, check, expectEqual, screenshots }) {
  const origin = apiOrigin.replace('127.0.0.1', 'localhost');

  await check(
    'editors’ app with the keyboard alone: sign in, reach "New event", every focused control outlined',
    async () => {
      await page.context().clearCookies();
      await page.goto(`${origin}/en/admin/sign-in`);
      await tabTo(page, 'input[name="login"]');
      const outline = await focusOutline(page);
      if (outline.style === 'none' || outline.width < 2) throw new Error(`focus: ${JSON.stringify(outline)}`);
      await page.keyboard.type('admin');
      await tabTo(page, 'input[name="password"]');
      await page.keyboard.type(ADMIN_PASSWORD);
      await Promise.all([page.waitForURL(`${origin}/en/admin/`), page.keyboard.press('Enter')]);
      await tabTo(page, 'a[href$="/admin/events/new"]', 80);
      const linkOutline = await focusOutline(page);
      if (linkOutline.style === 'none') throw new Error('the focused link has no outline');
      await Promise.all([page.waitForURL(`${origin}/en/admin/events/new`), page.keyboard.press('Enter')]);
      await tabTo(page, 'input[name="title"]', 80);
      expectEqual(
        await page.evaluate(() => document.activeElement?.id),
        'f-title',
        'the title field focused',
      );
    },
  );

  await check(
    'editors’ app on a phone (390 px): sign-in, events, editor and calendar reflow without sideways scrolling, no axe violations',
    async () => {
      const context = await newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const phone = await context.newPage();
      phone.setDefaultTimeout(15_000);
      const fitsWidth = async (what) => {
        const { scroll, client } = await phone.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        if (scroll > client + 1) {
          const wide = await phone.evaluate((limit) => {
            const name = (el) =>
              `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className ? `.${String(el.className).split(' ').join('.')}` : ''}`;
            return [...document.body.querySelectorAll('*')]
              .filter((el) => el.getBoundingClientRect().right > limit + 1)
              .filter(
                (el) => ![...el.children].some((child) => child.getBoundingClientRect().right > limit + 1),
              )
              .slice(0, 5)
              .map(name);
          }, client);
          throw new Error(`${what}: ${scroll} px wide in a ${client} px screen (${wide.join(', ')})`);
        }
        expectEqual(await axeViolations(phone), [], `${what}: axe`);
      };
      await phone.goto(`${origin}/gl/admin/sign-in`);
      await fitsWidth('sign-in');
      await phone.locator('input[name="login"]').fill('admin');
      await phone.locator('input[name="password"]').fill(ADMIN_PASSWORD);
      await Promise.all([
        phone.waitForURL(`${origin}/gl/admin/`),
        phone.locator('form button[type="submit"]').first().click(),
      ]);
      await fitsWidth('events');
      await phone.screenshot({ path: path.join(screenshots, 'admin-phone-events.png') });
      for (const [name, where] of [
        ['editor', '/gl/admin/events/new'],
        ['calendar', '/gl/admin/calendar'],
      ]) {
        await phone.goto(`${origin}${where}`);
        await fitsWidth(name);
      }
      await phone.screenshot({ path: path.join(screenshots, 'admin-phone-calendar.png'), fullPage: true });
      await context.close();
    },
  );
}
