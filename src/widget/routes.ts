import { type Context, Hono } from 'hono';
import { cached } from '../cache/edge';
import type { AppEnv } from '../env';
import { cspHash, htmlHeaders } from '../http/html';
import { validQuery } from '../http/validate';
import type { Lang } from '../lib/languages';
import { widgetQuery } from './schemas';

export const SCRIPT_CONTENT_TYPE = 'text/javascript; charset=utf-8';
/** Neither depends on the content, only on the deployed code: browsers may keep them for an hour. */
const STATIC_CACHE_CONTROL = 'public, max-age=3600';

/**
 * The widget's script (./script.ts) and the demo page (./demo.ts), loaded on their route's first miss in the
 * isolate: few requests are theirs, and their answers are cached (docs/performance.md#start-up).
 */
export const widgetSource = () => import('./script');
export const demoSource = () => import('./demo');

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
    const res = await cached(c, { query: [] }, async () => {
      const { widgetScript } = await widgetSource();
      return c.body(widgetScript(lang, c.get('config').hideCancelledEvents), 200, {
        'Content-Type': SCRIPT_CONTENT_TYPE,
      });
    });
    return longLived(res);
  })
  .get('/widget/demo', validQuery(widgetQuery), async (c) => {
    const apiPath = `${c.get('langPrefix')}/site/events/v1`;
    const res = await cached(c, { query: [] }, async () => {
      const { DEMO_SCRIPT, DEMO_STYLE, demoPage } = await demoSource();
      return c.body(
        demoPage(c.get('lang'), apiPath),
        200,
        // Its own inline style and script, by hash; the widget's styles are a constructed style sheet. Events'
        // images may be anywhere (a media library file here, or a reference to another site), as on the pages.
        htmlHeaders({
          'style-src': [await cspHash(DEMO_STYLE)],
          'script-src': [await cspHash(DEMO_SCRIPT)],
          'img-src': ['https:', 'http:'],
        }),
      );
    });
    return longLived(res);
  });
