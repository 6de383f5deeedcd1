import { type Context, Hono } from 'hono';
import { cached } from '../cache/edge';
import type { AppEnv } from '../env';
import { cspHash, htmlHeaders } from '../http/html';
import { validQuery } from '../http/validate';
import type { Lang } from '../lib/languages';
import { DEMO_SCRIPT, DEMO_STYLE, demoPage } from './demo';
import minified from './events-calendar.min.widget.js';
import { widgetQuery } from './schemas';

export const SCRIPT_CONTENT_TYPE = 'text/javascript; charset=utf-8';
/** Neither depends on the content, only on the deployed code: browsers may keep them for an hour. */
const STATIC_CACHE_CONTROL = 'public, max-age=3600';

/** Where the minified widget reads what the server decides (scripts/lib/widget-build.mjs). */
const SERVED_LANGUAGE_SLOT = 'globalThis.__EVENTS_CALENDAR_SERVED_LANGUAGE__';
const HIDE_CANCELLED_SLOT = 'globalThis.__EVENTS_CALENDAR_HIDE_CANCELLED__';
if (!minified.includes(SERVED_LANGUAGE_SLOT) || !minified.includes(HIDE_CANCELLED_SLOT))
  throw new Error('the widget was built without its language or setting slot');

/**
 * The widget, minified from its readable source (events-calendar.widget.js) by `npm run build:widget`. A
 * script fetched under a language prefix (or with `translation_language`) makes that language the default
 * of its widgets; otherwise they follow the page and the browser.
 */
export const widgetScript = (lang: Lang | null, hideCancelled = false) => {
  const served = lang === null ? minified : minified.replace(SERVED_LANGUAGE_SLOT, `'${lang}'`);
  // The site's `hide_cancelled_events` (docs/settings.md): its widgets leave cancelled events out too.
  return hideCancelled ? served.replace(HIDE_CANCELLED_SLOT, 'true') : served;
};

/** The language the request names (prefix or `translation_language`), or null when it names none. */
const namedLanguage = (c: Context<AppEnv>): Lang | null =>
  c.get('langPrefix') !== '' ? c.get('lang') : null;

const longLived = (res: Response) => {
  if (res.status === 200 && res.headers.get('X-Cache') !== 'BYPASS') {
    res.headers.set('Cache-Control', STATIC_CACHE_CONTROL);
  }
  return res;
};

export const widgetRoutes = new Hono<AppEnv>()
  .get('/widget.js', validQuery(widgetQuery), async (c) => {
    const lang = namedLanguage(c);
    const res = await cached(c, { query: [] }, () =>
      c.body(widgetScript(lang, c.get('config').hideCancelledEvents), 200, {
        'Content-Type': SCRIPT_CONTENT_TYPE,
      }),
    );
    return longLived(res);
  })
  .get('/widget/demo', validQuery(widgetQuery), async (c) => {
    const apiPath = `${c.get('langPrefix')}/site/events/v1`;
    const res = await cached(c, { query: [] }, async () =>
      c.body(
        demoPage(c.get('lang'), apiPath),
        200,
        // Its own inline style and script, by hash; the widget's styles are a constructed style sheet. Events'
        // images may be anywhere (a media library file here, or a reference to another site), as on the pages.
        htmlHeaders({
          'style-src': [await cspHash(DEMO_STYLE)],
          'script-src': [await cspHash(DEMO_SCRIPT)],
          'img-src': ['https:', 'http:'],
        }),
      ),
    );
    return longLived(res);
  });
