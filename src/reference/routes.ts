import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { htmlHeaders } from '../http/html';
import { parseParams } from '../http/schemas';
import { referenceQuery } from '../root/catalogue';
import { REFERENCE_POLICY, referencePage } from './page';

/** The page changes only with a deploy (its content is `/doc`, fetched by the browser). */
const PAGE_CACHE_CONTROL = 'public, max-age=300';

/** `GET /reference`: the OpenAPI document of this language, rendered as a web page. */
export const referenceRoutes = new Hono<AppEnv>().get('/reference', (c) => {
  parseParams(referenceQuery, c.get('params'));
  // The document of the language the page is in, under the same prefix (or `translation_language`).
  const prefix = c.get('langPrefix');
  const named = c.get('params').translation_language !== undefined;
  const docUrl = `${prefix}/site/events/v1/doc${named && prefix === '' ? `?translation_language=${c.get('lang')}` : ''}`;
  return c.body(referencePage(c.get('lang'), docUrl), 200, {
    ...htmlHeaders(REFERENCE_POLICY),
    'Cache-Control': PAGE_CACHE_CONTROL,
  });
});
