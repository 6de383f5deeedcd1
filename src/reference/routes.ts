import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { htmlHeaders } from '../http/html';
import { validQuery } from '../http/validate';
import { referenceQuery } from '../root/catalogue';
import { REFERENCE_POLICY, referencePage } from './page';

/** The page changes only with a deploy (its content is `/doc`, fetched by the browser). */
const PAGE_CACHE_CONTROL = 'public, max-age=300';

/** `GET /reference`: the OpenAPI document of this language, rendered as a web page. */
export const referenceRoutes = new Hono<AppEnv>().get('/reference', validQuery(referenceQuery), (c) => {
  // The document of the language the page is in: a language named by prefix or `translation_language`
  // is the prefix of every URL (API.md §1).
  const docUrl = `${c.get('langPrefix')}/site/events/v1/doc`;
  return c.body(referencePage(c.get('lang'), docUrl), 200, {
    ...htmlHeaders(REFERENCE_POLICY),
    'Cache-Control': PAGE_CACHE_CONTROL,
  });
});
