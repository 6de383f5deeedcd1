/**
 * The event editor's script in a real browser, signed in as `admin` (after browser-admin-webhooks.mjs):
 * searching venues as one types (the API's list as the session's user) and the rule's live preview as
 * "Repeat" changes (the admin route, with the session's CSRF token); no axe violation with the preview
 * shown. The description's visual editor (pasting included) is browser-admin-rich-text.mjs's.
 */
import { axeViolations } from './browser-calendar.mjs';

export async function adminEditorToolChecks({ page, apiOrigin, check, expectEqual }) {
  const origin = apiOrigin.replace('127.0.0.1', 'localhost');
  const open = async (pathAndQuery) => {
    const res = await page.goto(`${origin}${pathAndQuery}`);
    if (res.status() !== 200) throw new Error(`${pathAndQuery}: ${res.status()}`);
  };

  await check(
    'event editor: venues searched as one types, through the API as the signed-in user',
    async () => {
      const venues = await (await fetch(`${apiOrigin}/site/events/v1/venues?per_page=50`)).json();
      const target = venues.venues.at(-1);
      if (!target) throw new Error('no venues');
      await open('/en/admin/events/new');
      const before = await page.locator('select[name="venue"] option').count();
      const word = target.venue.split(/\s+/).sort((a, b) => b.length - a.length)[0];
      await Promise.all([
        page.waitForResponse((res) => res.url().includes('/site/events/v1/venues?') && res.status() === 200),
        page.locator('[data-search="venues"] input').fill(word),
      ]);
      // The target was in the first list too: wait for the list to narrow, then find it there.
      await page.waitForFunction(
        ([id, count]) => {
          const options = document.querySelectorAll('select[name="venue"] option');
          return options.length < count && [...options].some((option) => option.value === id);
        },
        [String(target.id), before],
      );
    },
  );

  await check(
    'event editor: the rule’s preview follows "Repeat" before saving, in the API’s words',
    async () => {
      await open('/es/admin/events/new');
      await page.locator('[name="start_day"]').fill('2031-05-05');
      await page.locator('[name="start_time"]').fill('10:00');
      await Promise.all([
        page.waitForResponse((res) => res.url().endsWith('/admin/events/preview') && res.status() === 200),
        page.locator('select[name="repeat"]').selectOption('daily'),
      ]);
      const box = page.locator('#rule-preview [data-preview-result]');
      await box.waitFor();
      const text = await box.textContent();
      if (!/diariamente|todos los días|cada día/i.test(text ?? '')) throw new Error(`preview: ${text}`);
      expectEqual(
        await box.locator('li time').first().getAttribute('datetime'),
        '2031-05-05T10:00:00',
        'first date',
      );
      expectEqual(await axeViolations(page), [], 'the editor with its preview: axe');
    },
  );
}
