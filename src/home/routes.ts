import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { htmlHeaders } from '../http/html';
import { contentLanguage } from '../http/language';
import { homeJson, homePage } from './page';

/** Browsers ask for HTML; curl (which accepts anything) and API clients get JSON. */
const wantsHtml = (accept: string | undefined) => /\btext\/html\b/i.test(accept ?? '');

const HOME_HEADERS = { 'Cache-Control': 'public, max-age=300', Vary: 'Accept' };

/** `GET /` (and `/{lang}/`): where the API, its reference, the widget demo and the feed are. */
export const homeRoutes = new Hono<AppEnv>().use(contentLanguage).get('/', (c) => {
  const origin = new URL(c.req.url).origin;
  const prefixed = c.get('langPrefix') !== '';
  if (wantsHtml(c.req.header('accept'))) {
    return c.body(homePage(origin, c.get('lang'), prefixed), 200, {
      ...htmlHeaders({ 'style-src': ["'unsafe-inline'"] }),
      ...HOME_HEADERS,
    });
  }
  return c.json(homeJson(origin, c.get('lang'), prefixed), 200, HOME_HEADERS);
});
