/**
 * The media library in a real browser, signed in as `admin` (after browser-admin-editor-tools.mjs): a PNG
 * dropped on the event editor's upload box is uploaded with the script (R2 in wrangler dev) and its
 * thumbnail, made by the Images binding, is shown; Publish is refused until the image has an alternative
 * text, then the event is published with it; its public page shows the picture with `srcset`, width and
 * height and the alt text, every size of it loading.
 */
import sharp from 'sharp';

export async function adminMediaChecks({ page, apiOrigin, check, expectEqual }) {
  const origin = apiOrigin.replace('127.0.0.1', 'localhost');
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

  await check(
    'editors’ app: an image dropped on the editor is uploaded and shown; Publish waits for its alt text; the event page shows it with srcset',
    async () => {
      await page.goto(`${origin}/en/admin/events/new`);
      // A drop of a file, as a browser makes it from the desktop.
      await page.locator('[data-drop-zone]').evaluate((zone, base64) => {
        const bytes = Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0));
        const data = new DataTransfer();
        data.items.add(new File([bytes], 'poster.png', { type: 'image/png' }));
        zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      }, png.toString('base64'));
      await page.waitForFunction(() => /^\d+$/.test(document.getElementById('f-image')?.value ?? ''));
      const thumbnail = page.locator('[data-thumbnail] img');
      await thumbnail.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector('[data-thumbnail] img');
        return img?.complete && img.naturalWidth > 0;
      });
      expectEqual(await thumbnail.evaluate((img) => img.naturalWidth), 150, 'the thumbnail’s width');

      const title = `Cartel ${Date.now().toString(36)}`;
      await page.locator('[name="title"]').fill(title);
      await page.locator('[name="start_day"]').fill('2031-06-10');
      await page.locator('[name="start_time"]').fill('19:00');
      await page.locator('[name="end_day"]').fill('2031-06-10');
      await page.locator('[name="end_time"]').fill('21:00');
      await page.locator('button[name="intent"][value="publish"]').click();
      const alt = page.locator('#f-image_alt');
      await alt.waitFor();
      expectEqual(await alt.getAttribute('aria-invalid'), 'true', 'the alt text field marked');
      await alt.fill('A red poster');
      await Promise.all([
        page.waitForURL(/\/admin\/events\/\d+\?saved=1$/),
        page.locator('button[name="intent"][value="publish"]').click(),
      ]);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const event = await (await fetch(`${apiOrigin}/en/site/events/v1/events/${id}`)).json();
      expectEqual(event.status, 'publish', 'the event’s status');
      expectEqual(event.image.alt_text, 'A red poster', 'the image’s alt text');
      expectEqual([event.image.width, event.image.height], [1200, 800], 'the image’s size');

      await page.goto(event.url);
      const picture = page.locator('main img').first();
      expectEqual(await picture.getAttribute('alt'), 'A red poster', 'the page’s alt');
      expectEqual(await picture.getAttribute('width'), '1200', 'the page’s width attribute');
      const srcset = (await picture.getAttribute('srcset')) ?? '';
      if (!/ 300w/.test(srcset) || !/ 1024w/.test(srcset)) throw new Error(`srcset: ${srcset}`);
      for (const url of srcset.split(',').map((entry) => entry.trim().split(' ')[0])) {
        const res = await fetch(url, { headers: { Accept: 'image/avif,image/webp,*/*' } });
        if (res.status !== 200 || !/^image\//.test(res.headers.get('content-type') ?? '')) {
          throw new Error(`${url}: ${res.status} ${res.headers.get('content-type')}`);
        }
        await res.arrayBuffer();
      }
      await page.waitForFunction(() => {
        const img = document.querySelector('main img');
        return img?.complete && img.naturalWidth > 0;
      });
    },
  );
}
