import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createEvent, createUser } from '../helpers';

/**
 * What each screen makes a browser run (docs/performance.md#browser-scripts): the editors' app's screens
 * carry their scripts inline (under its Content-Security-Policy's nonce), each within a budget; the public
 * pages run none (JSON-LD is data); the visual editor (its own budget, checked by `npm run lint`) and the
 * widget (12.5 KiB gzipped, `npm run bench`) are separate files.
 */

/** Gzipped bytes of the inline scripts of any one screen of the editors' app, at most. */
const APP_SCREEN_SCRIPTS_GZIP = 10 * 1024;

let editor: { key: string };
let eventId: number;
let slug: string;

const gzipSize = async (text: string) => {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
  return (await new Response(stream).arrayBuffer()).byteLength;
};

/** The inline scripts of a page (not JSON-LD), and the addresses of the scripts it loads. */
function scriptsOf(html: string) {
  const inline: string[] = [];
  const external: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = m[1]!;
    if (/type="application\/ld\+json"/.test(attributes)) continue;
    const src = /\ssrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) external.push(src);
    else inline.push(m[2]!);
  }
  return { inline, external };
}

beforeAll(async () => {
  editor = await createUser('editor');
  const event = (await createEvent(editor.key, {
    title: 'Presupuesto',
    start_date: '2031-04-04 10:00:00',
    end_date: '2031-04-04 11:00:00',
    status: 'publish',
  })) as { id: number; slug: string };
  eventId = event.id;
  slug = event.slug;
});

describe('scripts within their budgets', () => {
  it("each screen of the editors' app", async () => {
    for (const path of [
      '/admin/events',
      '/admin/events/new',
      `/admin/events/${eventId}`,
      '/admin/calendar',
      '/admin/media',
      '/admin/venues',
    ]) {
      const res = await call(`${BASE}${path}`, { headers: bearer(editor.key) });
      expect(res.status, path).toBe(200);
      const { inline } = scriptsOf(await res.text());
      const size = await gzipSize(inline.join('\n'));
      expect(size, `${path}: ${size} bytes of inline script, gzipped`).toBeLessThanOrEqual(
        APP_SCREEN_SCRIPTS_GZIP,
      );
    }
  });

  it('no script on the public pages', async () => {
    for (const path of ['/events/list/', '/events/month/', '/events/today/', `/event/${slug}/`]) {
      const res = await call(`${BASE}${path}`);
      expect(res.status, path).toBe(200);
      expect(scriptsOf(await res.text()), path).toEqual({ inline: [], external: [] });
    }
  });
});
