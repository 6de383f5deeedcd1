import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { apiRoot } from '../http/pagination';
import { validQuery } from '../http/validate';
import type { Lang } from '../lib/languages';
import { docQuery } from '../root/catalogue';
import type { OpenApiDocument } from './openapi';

/** The document only depends on the language (and the server URL, set per request): built once each. */
const documents = new Map<Lang, OpenApiDocument>();

/**
 * The builder and the response schemas it describes are loaded on the first `/doc` of the isolate: no other
 * request uses them, and every start-up paid for building them (docs/performance.md#start-up).
 */
export const documentBuilder = () => import('./openapi');

async function documentIn(lang: Lang): Promise<OpenApiDocument> {
  let document = documents.get(lang);
  if (!document) {
    const { buildDocument } = await documentBuilder();
    document = buildDocument(lang, '');
    documents.set(lang, document);
  }
  return document;
}

/** `GET /doc`: the OpenAPI 3.1 document, described in the content language. */
export const docRoutes = new Hono<AppEnv>().get('/doc', validQuery(docQuery), async (c) =>
  c.json({ ...(await documentIn(c.get('lang'))), servers: [{ url: apiRoot(c) }] }),
);
