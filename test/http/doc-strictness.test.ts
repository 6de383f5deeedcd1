import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApiPath } from '../../src/docs/openapi';
import { parseParams } from '../../src/http/validate';
import { CATALOGUE } from '../../src/root/catalogue';
import { property, runs, timeLimit } from '../fuzz/scale';
import { bearer, call, createEvent, createUser, json, send } from '../helpers';
import { admitsText, queryTexts, valuesOf } from '../json-schema-values';

/**
 * `/doc` is as strict as the server (API.md §8, issue 13): a client generated from it can't send what
 * the server refuses. Values drawn from every documented parameter schema are never refused for
 * their form (a 400 may only say that a record they name does not exist), and values outside the
 * schema are refused, naming the parameter. Query parameters go through HTTP as a client sends them
 * (arrays as repeated parameters); request bodies through the schema the write validates with.
 */

// biome-ignore lint/suspicious/noExplicitAny: the document is arbitrary JSON
type Json = any;

let doc: Json;
let admin: { key: string };
const ids: Record<string, number | string> = {};

/** A 400 that names a parameter for what the value refers to, not for its form. */
/** Refusals for what a value names: an unknown record, or a sync token (an opaque place in the change log) this API never issued. */
const isAboutReference = (reason: unknown) =>
  typeof reason === 'string' &&
  (/^Unknown /.test(reason) || reason.startsWith('Not a sync token of this API'));

/** Values that are outside every documented schema they meet, one per way of being wrong. */
const OUTSIDE = ['abc', 'maybe', '-1', '0', '1.5', '99999999999', '2024-13-01', 'tomorrow'];

const resolve = (ref: string) => doc.components.schemas[ref.split('/').pop()!];

const withIds = (path: string) => {
  const resource = path.split('/')[1]!;
  return path.replace('{id}', String(ids[resource])).replace('{slug}', String(ids[`${resource}-slug`]));
};

const queryOf = (name: string, value: unknown) =>
  queryTexts(value)
    .map((text) => `${encodeURIComponent(name)}=${encodeURIComponent(text)}`)
    .join('&');

interface QueryParameter {
  path: string;
  name: string;
  schema: Json;
}

function queryParameters(): QueryParameter[] {
  return Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    ((item.get?.parameters ?? []) as Json[])
      .filter((p) => p.in === 'query')
      .map((p) => ({ path: withIds(path), name: p.name, schema: p.schema })),
  );
}

beforeAll(async () => {
  admin = await createUser('administrator');
  doc = await json(await call('/doc'));
  const event = await createEvent(admin.key, {
    title: 'Strict doc event',
    start_date: '2031-10-01 10:00',
    end_date: '2031-10-01 11:00',
  });
  const venue = await json(await send('POST', '/venues', { venue: 'Strict doc venue' }, admin.key));
  const organizer = await json(await send('POST', '/organizers', { organizer: 'Strict doc org' }, admin.key));
  const category = await json(await send('POST', '/categories', { name: 'Strict doc category' }, admin.key));
  const tag = await json(await send('POST', '/tags', { name: 'Strict doc tag' }, admin.key));
  const submission = await json(
    await send(
      'POST',
      '/submissions',
      {
        title: 'Strict doc submission',
        start_date: '2031-10-01 10:00',
        end_date: '2031-10-01 11:00',
        submitter_name: 'Ane',
        submitter_email: 'ane@example.org',
      },
      admin.key,
    ),
  );
  // A source straight in D1: creating one through the API asks DNS about its host.
  const source = await env.DB.prepare(
    "INSERT INTO sources (kind, url, created_by) VALUES ('ical', 'https://calendar.example.org/doc.ics', 1) RETURNING id",
  ).first<{ id: number }>();
  Object.assign(ids, {
    sources: source!.id,
    events: event.id,
    'events-slug': event.slug,
    venues: venue.id,
    'venues-slug': venue.slug,
    organizers: organizer.id,
    'organizers-slug': organizer.slug,
    categories: category.id,
    tags: tag.id,
    submissions: submission.id,
  });
});

describe('query parameters of every GET, as documented', () => {
  it('covers every GET route', () => {
    const paths = new Set(queryParameters().map((p) => p.path.replace(/\/\d+$/, '/{id}')));
    expect(paths.size).toBeGreaterThan(12);
  });

  it(
    'never refuses a documented value for its form',
    async () => {
      const parameters = queryParameters();
      let requests = 0;
      for (const [index, { path, name, schema }] of parameters.entries()) {
        await fc.assert(
          fc.asyncProperty(valuesOf(schema, resolve), async (value) => {
            const url = `/site/events/v1${path}?${queryOf(name, value)}`;
            const res = await call(url, { headers: bearer(admin.key) });
            requests += 1;
            expect(res.status, url).toBeLessThan(500);
            if (res.status === 400) {
              const reason = (await json(res)).data.params?.[name];
              expect(reason === undefined || isAboutReference(reason), `${url}: ${reason}`).toBe(true);
            }
          }),
          property(8, index),
        );
      }
      expect(requests).toBeGreaterThan(runs(500));
    },
    timeLimit(240_000),
  );

  it(
    'refuses values outside the documented schema, naming the parameter',
    async () => {
      let refused = 0;
      for (const { path, name, schema } of queryParameters()) {
        const longer = typeof schema.maxLength === 'number' ? ['x'.repeat(schema.maxLength + 1)] : [];
        for (const text of [...OUTSIDE, ...longer].filter((t) => !admitsText(schema, t))) {
          const url = `/site/events/v1${path}?${queryOf(name, text)}`;
          const res = await call(url, { headers: bearer(admin.key) });
          const body = await json(res);
          expect(res.status, `${url}: ${JSON.stringify(body).slice(0, 200)}`).toBe(400);
          expect(Object.keys(body.data.params ?? {}), url).toContain(name);
          refused += 1;
        }
      }
      expect(refused).toBeGreaterThan(150);
    },
    timeLimit(240_000),
  );
});

describe('request bodies of every write, as documented', () => {
  /** The smallest valid body of each create: what the sampled parameter is added to. */
  const BASE: Record<string, Record<string, unknown>> = {
    events: { title: 'T', start_date: '2031-10-01 10:00', end_date: '2031-10-01 11:00' },
    venues: { venue: 'V' },
    organizers: { organizer: 'O' },
    categories: { name: 'C' },
    tags: { name: 'T' },
    webhooks: { url: 'https://hooks.example.org/calendar', event_types: ['*'] },
    media: {},
    sources: { kind: 'ical', url: 'https://calendar.example.org/feed.ics' },
    federation_blocks: { value: 'spam.example' },
    federation_following: { actor: '@relay@agenda.example' },
    submissions: {
      title: 'S',
      start_date: '2031-10-01 10:00',
      end_date: '2031-10-01 11:00',
      submitter_name: 'Ane',
      submitter_email: 'ane@example.org',
    },
  };
  /** What an update needs besides the sampled parameter: a submission's action. */
  const UPDATE_BASE: Record<string, Record<string, unknown>> = { submissions: { action: 'edit' } };

  /** A JSON body's component, or an upload's form fields (its `file` part is bytes, not a parameter). */
  const propertiesOf = (content: Json): Record<string, Json> => {
    if (content['application/json']) return resolve(content['application/json'].schema.$ref).properties;
    const { file: _file, ...fields } = content['multipart/form-data'].schema.properties;
    return fields;
  };

  const bodies = () =>
    CATALOGUE.flatMap((route) =>
      route.endpoints
        .filter((e) => e.operation === 'create' || e.operation === 'update')
        .map((endpoint) => {
          const method = endpoint.methods[0]!.toLowerCase();
          const content = doc.paths[openApiPath(route.pattern)][method].requestBody.content;
          return {
            where: `${method.toUpperCase()} ${route.pattern}`,
            validator: endpoint.schema,
            base:
              endpoint.operation === 'create' ? BASE[route.resource]! : (UPDATE_BASE[route.resource] ?? {}),
            properties: propertiesOf(content),
          };
        }),
    );

  it('takes every documented value', () => {
    let checked = 0;
    for (const [index, { where, validator, base, properties }] of bodies().entries()) {
      for (const [name, schema] of Object.entries(properties)) {
        fc.assert(
          fc.property(valuesOf(schema, resolve), (value) => {
            const result = validator.safeParse({ ...base, [name]: value });
            const issue = result.success ? undefined : result.error.issues[0];
            expect(
              result.success,
              `${where} ${name}=${JSON.stringify(value)?.slice(0, 120)}: ${issue?.message}`,
            ).toBe(true);
            checked += 1;
          }),
          property(25, index),
        );
      }
    }
    expect(checked).toBeGreaterThan(runs(3000));
  });

  it('refuses text outside the documented schema, naming the parameter', () => {
    let refused = 0;
    for (const { where, validator, base, properties } of bodies()) {
      for (const [name, schema] of Object.entries(properties)) {
        const longer = typeof schema.maxLength === 'number' ? ['x'.repeat(schema.maxLength + 1)] : [];
        for (const text of [...OUTSIDE, ...longer].filter((t) => !admitsText(schema, t))) {
          expect(
            () => parseParams(validator, { ...base, [name]: text }),
            `${where} ${name}=${text}`,
          ).toThrow();
          try {
            parseParams(validator, { ...base, [name]: text });
          } catch (error) {
            expect(Object.keys((error as Json).data.params), `${where} ${name}=${text}`).toContain(name);
          }
          refused += 1;
        }
      }
    }
    expect(refused).toBeGreaterThan(300);
  });
});
