import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { apiRoot } from '../http/pagination';
import { validQuery } from '../http/validate';
import type { Lang } from '../lib/languages';
import { docQuery } from '../root/catalogue';
import { buildDocument, type OpenApiDocument } from './openapi';

/** The document only depends on the language (and the server URL, set per request): built once each. */
const documents = new Map<Lang, OpenApiDocument>();

function documentIn(lang: Lang): OpenApiDocument {
  let document = documents.get(lang);
  if (!document) {
    document = buildDocument(lang, '');
    documents.set(lang, document);
  }
  return document;
}

/** `GET /doc`: the OpenAPI 3.1 document, described in the content language. */
export const docRoutes = new Hono<AppEnv>().get('/doc', validQuery(docQuery), (c) =>
  c.json({ ...documentIn(c.get('lang')), servers: [{ url: apiRoot(c) }] }),
);
