import { validate } from '@hyperjump/json-schema/openapi-3-1';
import { describe, expect, it } from 'vitest';
import { lazyMountOf } from '../../src/http/lazy-routes';
import { MESSAGES } from '../../src/i18n';
import { app } from '../../src/index';
import { LANGUAGES } from '../../src/lib/languages';
import { call, json } from '../helpers';
import { tecSchemaNames } from '../tec';

const ROOT = '/site/events/v1';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

// biome-ignore lint/suspicious/noExplicitAny: the document is arbitrary JSON
type Doc = any;

const docIn = async (prefix: string, query = ''): Promise<Doc> => {
  const res = await call(`${prefix}${ROOT}/doc${query}`);
  expect(res.status).toBe(200);
  return json(res);
};

/** `GET /events/{id}` for every operation of the document. */
const documentedOperations = (doc: Doc) =>
  Object.entries(doc.paths as Record<string, object>).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((key) => METHODS.includes(key))
      .map((method) => `${method.toUpperCase()} ${path}`),
  );

/**
 * Hono route `/site/events/v1/events/:id{[0-9]+}` -> `/events/{id}`; a literal suffix inside the
 * parameter's pattern (`:id{[0-9]+\.ics}`) stays after it (`/events/{id}.ics`).
 */
const asOpenApiPath = (path: string, mount: string) =>
  path
    .slice(mount.length)
    .replace(
      /:(\w+)(?:\{(?:[^{}]|\{[\d,]*\})*?((?:\\\.\w+)?)\})?/g,
      (_, name, suffix = '') => `{${name}}${suffix.replace('\\', '')}`,
    )
    .replace(/\/$/, '') || '/';

/**
 * The app's routes, with those of the routes it mounts through `lazyRoutes` (src/http/lazy-routes.ts, loaded
 * on first use: federation's management in the namespace) at each of their mounts.
 */
async function servedRoutes(): Promise<Array<{ method: string; path: string }>> {
  const routes: Array<{ method: string; path: string }> = [...app.routes];
  for (const route of app.routes) {
    const lazy = lazyMountOf(route.handler);
    if (!lazy) continue;
    const loaded = await lazy.load();
    for (const mount of lazy.mounts)
      for (const { method, path } of loaded.routes)
        routes.push({ method, path: `${mount === '/' ? '' : mount}${path}` });
  }
  return routes;
}

async function servedOperations(mount: (path: string) => string | undefined) {
  const operations = new Set<string>();
  for (const route of await servedRoutes()) {
    const prefix = mount(route.path);
    if (route.method === 'ALL' || prefix === undefined) continue;
    operations.add(`${route.method} ${asOpenApiPath(route.path, prefix)}`);
  }
  return [...operations].sort();
}

/** Every `description` string in the document, with where it is. */
function descriptions(node: unknown, at = ''): Array<[string, string]> {
  if (Array.isArray(node)) return node.flatMap((item, i) => descriptions(item, `${at}/${i}`));
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === 'description' && typeof value === 'string'
      ? [[`${at}/description`, value] as [string, string]]
      : descriptions(value, `${at}/${key}`),
  );
}

describe('GET /site/events/v1/doc', () => {
  it.each(['', ...LANGUAGES.map((lang) => `/${lang}`)])(
    'validates as OpenAPI 3.1 under "%s"',
    async (prefix) => {
      const doc = await docIn(prefix);
      expect(doc.openapi).toBe('3.1.0');
      expect(Object.keys(doc)).toEqual(['openapi', 'info', 'components', 'servers', 'paths']);
      const output = await validate('https://spec.openapis.org/oas/3.1/schema-base', doc, 'BASIC');
      expect(('errors' in output ? (output.errors ?? []) : []).slice(0, 5)).toEqual([]);
      expect(output.valid).toBe(true);
    },
  );

  it('rejects what is not OpenAPI 3.1 (the check can fail)', async () => {
    const doc = await docIn('');
    doc.components.schemas.Event.properties.id.type = 'int';
    const output = await validate('https://spec.openapis.org/oas/3.1/schema-base', doc);
    expect(output.valid).toBe(false);
  });

  it('documents every route and method the app serves, and nothing else', async () => {
    const doc = await docIn('');
    const documented = documentedOperations(doc).sort();
    const served = await servedOperations((path) =>
      path === ROOT || path.startsWith(`${ROOT}/`) ? ROOT : undefined,
    );
    expect(documented).toEqual(served);
    expect(served).toContain('GET /doc');
    expect(served).toContain('PATCH /events/by-slug/{slug}');
    const prefixed = await servedOperations((path) => /^\/:lang\{[^}]+\}\/site\/events\/v1/.exec(path)?.[0]);
    expect(prefixed).toEqual(served);
  });

  it('answers every documented path (the paths are relative to the server url)', async () => {
    const doc = await docIn('/eu');
    for (const path of Object.keys(doc.paths)) {
      const concrete = path
        .replace('{id}', '999999')
        .replace('{slug}', 'no-such-slug')
        .replace('{revision}', '1');
      const res = await call(`${doc.servers[0].url}${concrete}`);
      // The feed, the widget script and its demo page answer text/calendar, JavaScript and HTML.
      const body = res.headers.get('content-type')?.startsWith('application/json') ? await json(res) : {};
      // 405 (TEC's code rest_no_route too): the path exists, for other methods (a restore is a POST).
      expect(res.status === 405 ? 'ok' : (body.code ?? 'ok'), path).not.toBe('rest_no_route');
    }
  });

  it('gives the API root of the request as the server, with the prefix of the language it names', async () => {
    expect((await docIn('')).servers).toEqual([{ url: 'http://api.test/site/events/v1' }]);
    expect((await docIn('/eu')).servers).toEqual([{ url: 'http://api.test/eu/site/events/v1' }]);
    // `translation_language` wins over the prefix, and the URLs say so (API.md §1).
    expect((await docIn('/gl', '?translation_language=es')).servers).toEqual([
      { url: 'http://api.test/es/site/events/v1' },
    ]);
    expect((await docIn('', '?translation_language=eu')).servers).toEqual([
      { url: 'http://api.test/eu/site/events/v1' },
    ]);
  });

  it.each(LANGUAGES)('describes everything in %s under its prefix, from the dictionary', async (lang) => {
    const doc = await docIn(`/${lang}`);
    const messages = MESSAGES[lang];
    const known = new Set(Object.values(messages));
    const found = descriptions(doc);
    expect(found.length).toBeGreaterThan(500);
    for (const [where, text] of found) {
      expect(text, where).not.toBe('');
      expect(known.has(text), `${where}: ${text}`).toBe(true);
    }
    expect(doc.info.title).toBe(messages['info.title']);
    expect(doc.info.description).toBe(messages['info.description']);
    expect(doc.paths['/events'].get.parameters[0]).toMatchObject({
      name: 'page',
      description: messages['param.page'],
    });
    expect(doc.components.schemas.Event.properties.title.description).toBe(messages['field.Event.title']);
    expect(doc.paths['/venues'].post.summary).toBe(messages['op.venues.create']);
  });

  it('uses translation_language over the prefix, and the default language without either', async () => {
    const eu = await docIn('/en', '?translation_language=eu');
    expect(eu.info.description).toBe(MESSAGES.eu['info.description']);
    expect(MESSAGES.eu['info.description']).not.toBe(MESSAGES.en['info.description']);
    const plain = await docIn('');
    expect(plain.info.description).toBe(MESSAGES.es['info.description']);
  });

  it('describes every operation, parameter, request field and response field', async () => {
    const doc = await docIn('/en');
    for (const [path, item] of Object.entries(doc.paths as Record<string, Doc>)) {
      for (const [method, operation] of Object.entries(item as Record<string, Doc>)) {
        const where = `${method} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        expect(operation.description, where).toBeTruthy();
        for (const parameter of operation.parameters ?? []) {
          expect(parameter.description, `${where} ${parameter.name}`).toBeTruthy();
        }
      }
    }
    for (const [name, schema] of Object.entries(doc.components.schemas as Record<string, Doc>)) {
      expect(schema.description, name).toBeTruthy();
      for (const [field, property] of Object.entries((schema.properties ?? {}) as Record<string, Doc>)) {
        expect(property.description, `${name}.${field}`).toBeTruthy();
      }
    }
  });

  it('documents every parameter with a schema, and the length limits the validation enforces', async () => {
    const doc = await docIn('/en');
    const create = doc.components.schemas.EventCreate;
    expect(create.required).toEqual(['title', 'start_date', 'end_date']);
    expect(create.properties.title.maxLength).toBe(300);
    expect(create.properties.description.maxLength).toBe(262144);
    expect(create.properties.translations.additionalProperties.properties.title.maxLength).toBe(300);
    expect(create.properties).not.toHaveProperty('password');
    expect(doc.components.schemas.EventUpdate.properties).toHaveProperty('password');
    expect(doc.components.schemas.EventUpdateBySlug.properties).not.toHaveProperty('password');
    expect(doc.components.schemas.VenueCreate.required).toEqual(['venue']);
    expect(doc.components.schemas.OrganizerCreate.properties.email.anyOf[0]).toMatchObject({
      format: 'email',
      maxLength: 254,
    });
    const list = Object.fromEntries(
      doc.paths['/events'].get.parameters.map((p: Doc) => [p.name, p.schema] as const),
    );
    expect(list.per_page.default).toBe(10);
    expect(list.search.maxLength).toBe(200);
    expect(list.geoloc_lat).toMatchObject({ type: 'number', minimum: -90, maximum: 90 });
    for (const schema of Object.values(doc.components.schemas as Record<string, Doc>)) {
      for (const [field, property] of Object.entries((schema.properties ?? {}) as Record<string, Doc>)) {
        const { description: _text, ...rest } = property;
        expect(Object.keys(rest).length, field).toBeGreaterThan(0);
      }
    }
  });

  it('puts write parameters in a JSON or form body and read parameters in the query', async () => {
    const doc = await docIn('/en');
    const update = doc.paths['/events/{id}'].patch;
    expect(Object.keys(update.requestBody.content)).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(update.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
      expect.objectContaining({ name: 'If-Match', in: 'header', required: false }),
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: false }),
    ]);
    expect(doc.paths['/events'].post.parameters.map((p: Doc) => `${p.in} ${p.name}`)).toEqual([
      'header Idempotency-Key',
    ]);
    const read = doc.paths['/events/by-slug/{slug}'].get;
    expect(read.parameters.map((p: Doc) => `${p.in} ${p.name}`)).toEqual([
      'path slug',
      'query password',
      'query translation_language',
    ]);
    expect(Object.keys(doc.paths['/venues/{id}'].delete.responses)).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '410',
      '412',
      '413',
      '422',
      '428',
      '429',
      '500',
      '503',
    ]);
    expect(Object.keys(doc.paths['/tags'].get.responses)).toEqual([
      '200',
      '304',
      '400',
      '401',
      '429',
      '500',
      '503',
    ]);
  });

  it('holds TEC’s schema names, and every record response refers to one of them', async () => {
    const doc = await docIn('/en');
    const tec = tecSchemaNames();
    expect(tec).toEqual(
      expect.arrayContaining(['Event', 'Venue', 'Organizer', 'Term', 'Image', 'CostDetails']),
    );
    for (const name of tec) expect(doc.components.schemas, name).toHaveProperty(name);
    /** The component names a schema reaches through `$ref`, transitively. */
    const reached = (schema: unknown, seen = new Set<string>()): Set<string> => {
      for (const [, name] of JSON.stringify(schema).matchAll(/"#\/components\/schemas\/(\w+)"/g)) {
        if (seen.has(name!)) continue;
        seen.add(name!);
        reached(doc.components.schemas[name!], seen);
      }
      return seen;
    };
    let records = 0;
    for (const [path, item] of Object.entries(doc.paths as Record<string, Doc>)) {
      if (!/^\/(events|venues|organizers|categories|tags)(\/|$)/.test(path)) continue;
      // An event's revisions are WordPress's, not TEC's: TEC has no schema for them (docs/api.md#revisions).
      if (/\/revisions(\/|$)/.test(path) && !path.endsWith('/restore')) continue;
      // The facets' counts are ours (issue 38): TEC's Filter Bar answers them in its HTML only.
      if (path.endsWith('/facets')) continue;
      for (const method of METHODS.filter((m) => item[m])) {
        for (const [status, response] of Object.entries(item[method].responses as Record<string, Doc>)) {
          const schema = response.content?.['application/json']?.schema;
          if (!status.startsWith('2') || !schema) continue;
          const names = reached(schema);
          expect(
            tec.filter((name) => names.has(name)),
            `${method} ${path} ${status}`,
          ).not.toEqual([]);
          records += 1;
        }
      }
    }
    expect(records).toBeGreaterThan(30);
    expect(reached(doc.components.schemas.Category)).toContain('Term');
    expect(reached(doc.components.schemas.Tag)).toContain('Term');
  });

  it('is in the namespace index', async () => {
    const index = await json(await call(ROOT));
    expect(index.routes[`${ROOT}/doc`]).toMatchObject({ methods: ['GET'] });
    expect(index.routes[`${ROOT}/doc`]._links.self[0].href).toBe('http://api.test/site/events/v1/doc');
  });

  it('refuses an unknown translation_language', async () => {
    const res = await call(`${ROOT}/doc?translation_language=fr`);
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('rest_invalid_param');
  });
});
