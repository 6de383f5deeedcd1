import { MAX_ID } from '../http/schemas';
import { describe } from '../i18n';
import type { Lang } from '../lib/languages';
import type { z } from '../lib/zod';
import {
  argKey,
  CATALOGUE,
  type Endpoint,
  type HttpMethod,
  type Resource,
  type Route,
} from '../root/catalogue';
import { describeComponent, responseComponents, schemaRef } from './components';
import { parametersOf } from './inputs';
import type { JsonSchema } from './json-schema';

/**
 * The OpenAPI 3.1 document of the namespace, generated from the route catalogue: the parameters and
 * request bodies from the zod schemas the handlers validate with, the responses from `responses.ts`
 * (which the tests hold the real responses to). Descriptions are in the requested language.
 */

const RECORD: Readonly<
  Record<Exclude<Resource, 'namespace' | 'widget' | 'changes' | AdminResource>, string>
> = {
  events: 'Event',
  venues: 'Venue',
  organizers: 'Organizer',
  categories: 'Category',
  tags: 'Tag',
};

const isPost = (resource: Resource) =>
  resource === 'events' || resource === 'venues' || resource === 'organizers';

/** The family of operation descriptions (`opd.{family}.{operation}`). */
const family = (resource: Resource) =>
  resource === 'venues' || resource === 'organizers'
    ? 'linked'
    : resource === 'categories' || resource === 'tags'
      ? 'terms'
      : resource;

const ERROR_RESPONSES: Readonly<Record<number, string>> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  410: 'Gone',
  409: 'Conflict',
  412: 'PreconditionFailed',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  422: 'UnprocessableContent',
  428: 'PreconditionRequired',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'Unavailable',
};

/**
 * The error statuses an operation can answer with. Any request with credentials can be 401 or, after
 * too many failed ones, 429. (405 belongs to a path, not to an operation.) Writes: 422 for an
 * `Idempotency-Key` used for another request; updates and deletes: 412 for a stale `If-Match`, 428
 * when one is required and missing.
 */
function errorStatuses(resource: Resource, operation: Endpoint['operation']): number[] {
  if (isAdmin(resource))
    return [...ADMIN[resource].statuses[operation]!, 429, 500, 503].sort((a, b) => a - b);
  const statuses: Record<Webhookless, number[]> = {
    index: [400, 401],
    doc: [400, 401],
    list: isPost(resource) ? [400, 401, 404] : [400, 401],
    occurrences: [400, 401, 404],
    facets: [400, 401],
    read: isPost(resource) ? [400, 401, 403, 404] : [400, 401, 404],
    create: [400, 401, 403, 413, 422],
    update: [400, 401, 403, 404, 412, 413, 422, 428],
    delete: isPost(resource)
      ? [400, 401, 403, 404, 410, 412, 413, 422, 428]
      : [400, 401, 403, 404, 412, 413, 422, 428],
    feed: [400, 401, 404],
    calendar: [400, 401, 403, 404],
    script: [400, 401],
    demo: [400, 401],
    changes: [400, 401, 410],
    reference: [400, 401],
  };
  return [...statuses[operation as Webhookless], 429, 500, 503].sort((a, b) => a - b);
}

/** Operations only webhooks have. */
type Webhookless = Exclude<
  Endpoint['operation'],
  | 'rotate_secret'
  | 'ping'
  | 'deliveries'
  | 'redeliver'
  | 'restore'
  | 'test'
  | 'runs'
  | 'run'
  | 'source_events'
  | 'ignored_list'
  | 'ignore'
  | 'unignore'
>;

/** Webhooks are for administrators (401, 403 first); creating and rotating need the Worker secret (503). */
const WEBHOOK_STATUSES: Partial<Record<Endpoint['operation'], number[]>> = {
  list: [400, 401, 403],
  create: [400, 401, 403, 413],
  read: [400, 401, 403, 404],
  update: [400, 401, 403, 404, 413],
  delete: [400, 401, 403, 404],
  rotate_secret: [401, 403, 404],
  ping: [401, 403, 404],
  deliveries: [400, 401, 403, 404],
  redeliver: [401, 403, 404],
};

/** The success answer of each webhook route: status, component, dictionary entry. */
const WEBHOOK_SUCCESS: Partial<Record<Endpoint['operation'], [number, string]>> = {
  list: [200, 'WebhookList'],
  create: [201, 'WebhookWithSecret'],
  read: [200, 'Webhook'],
  update: [200, 'Webhook'],
  delete: [200, 'WebhookDeleted'],
  rotate_secret: [200, 'WebhookWithSecret'],
  ping: [200, 'WebhookDelivery'],
  deliveries: [200, 'WebhookDeliveryList'],
  redeliver: [202, 'WebhookDelivery'],
};

const WEBHOOK_OPERATION_IDS: Partial<Record<Endpoint['operation'], string>> = {
  list: 'listWebhooks',
  create: 'createWebhook',
  read: 'getWebhook',
  update: 'updateWebhook',
  delete: 'deleteWebhook',
  rotate_secret: 'rotateWebhookSecret',
  ping: 'pingWebhook',
  deliveries: 'listWebhookDeliveries',
  redeliver: 'redeliverWebhookDelivery',
};

interface AdminRoutes {
  record: string;
  statuses: Partial<Record<Endpoint['operation'], number[]>>;
  success: Partial<Record<Endpoint['operation'], [number, string]>>;
  operationIds: Partial<Record<Endpoint['operation'], string>>;
}

/**
 * Resources that need a key for every route (webhooks and settings: administrators; the media library:
 * contributors and up), each with its own statuses, answers and operation ids.
 */
const ADMIN: Record<
  | 'webhooks'
  | 'settings'
  | 'media'
  | 'revisions'
  | 'submissions'
  | 'sources'
  | 'federation_settings'
  | 'federation_blocks'
  | 'federation_followers'
  | 'federation_following'
  | 'federation_inbound',
  AdminRoutes
> = {
  // Federation (docs/federation.md#settings-and-administration): settings, blocks and followers are the
  // administrators'; following and what followed calendars sent, editors' and administrators'.
  federation_settings: {
    record: 'FederationSettings',
    statuses: { read: [401, 403], update: [400, 401, 403, 413] },
    success: { read: [200, 'FederationSettings'], update: [200, 'FederationSettings'] },
    operationIds: { read: 'getFederationSettings', update: 'updateFederationSettings' },
  },
  federation_blocks: {
    record: 'FederationBlock',
    statuses: { list: [401, 403], create: [400, 401, 403, 413], delete: [401, 403, 404] },
    success: {
      list: [200, 'FederationBlockList'],
      create: [201, 'FederationBlock'],
      delete: [200, 'FederationBlockDeleted'],
    },
    operationIds: {
      list: 'listFederationBlocks',
      create: 'createFederationBlock',
      delete: 'deleteFederationBlock',
    },
  },
  federation_followers: {
    record: 'FederationFollower',
    statuses: { list: [401, 403] },
    success: { list: [200, 'FederationFollowerList'] },
    operationIds: { list: 'listFederationFollowers' },
  },
  federation_following: {
    record: 'FederationFollowing',
    statuses: { list: [401, 403], create: [400, 401, 403, 413], delete: [401, 403, 404] },
    success: {
      list: [200, 'FederationFollowingList'],
      create: [201, 'FederationFollowing'],
      delete: [200, 'FederationFollowingDeleted'],
    },
    operationIds: {
      list: 'listFederationFollowing',
      create: 'followFederationActor',
      delete: 'unfollowFederationActor',
    },
  },
  federation_inbound: {
    record: 'FederationInbound',
    statuses: { list: [401, 403] },
    success: { list: [200, 'FederationInboundList'] },
    operationIds: { list: 'listFederationInbound' },
  },
  // Editors and administrators (docs/sources.md).
  sources: {
    record: 'Source',
    statuses: {
      list: [400, 401, 403],
      create: [400, 401, 403, 413],
      test: [400, 401, 403, 413],
      read: [400, 401, 403, 404],
      update: [400, 401, 403, 404, 413],
      delete: [400, 401, 403, 404],
      runs: [400, 401, 403, 404],
      run: [400, 401, 403, 404, 409],
      source_events: [400, 401, 403, 404],
      ignored_list: [400, 401, 403, 404],
      ignore: [400, 401, 403, 404, 409, 413],
      unignore: [400, 401, 403, 404],
    },
    success: {
      list: [200, 'SourceList'],
      create: [201, 'Source'],
      test: [200, 'SourceTrial'],
      read: [200, 'Source'],
      update: [200, 'Source'],
      delete: [200, 'SourceDeleted'],
      runs: [200, 'SourceRunList'],
      run: [202, 'SourceQueued'],
      source_events: [200, 'SourceEventList'],
      ignored_list: [200, 'SourceIgnoredList'],
      ignore: [201, 'SourceIgnored'],
      unignore: [200, 'SourceUnignored'],
    },
    operationIds: {
      list: 'listSources',
      create: 'createSource',
      test: 'testSource',
      read: 'getSource',
      update: 'updateSource',
      delete: 'deleteSource',
      runs: 'listSourceRuns',
      run: 'runSource',
      source_events: 'listSourceEvents',
      ignored_list: 'listSourceIgnored',
      ignore: 'ignoreSourceEvent',
      unignore: 'unignoreSourceEvent',
    },
  },
  webhooks: {
    record: 'Webhook',
    statuses: WEBHOOK_STATUSES,
    success: WEBHOOK_SUCCESS,
    operationIds: WEBHOOK_OPERATION_IDS,
  },
  settings: {
    record: 'Settings',
    statuses: { read: [400, 401, 403], update: [400, 401, 403, 413] },
    success: { read: [200, 'Settings'], update: [200, 'Settings'] },
    operationIds: { read: 'getSettings', update: 'updateSettings' },
  },
  media: {
    record: 'Media',
    statuses: {
      list: [400, 401, 403],
      create: [400, 401, 403, 413, 415, 422, 429],
      read: [401, 403, 404],
      update: [400, 401, 403, 404, 413],
      delete: [400, 401, 403, 404, 409],
    },
    success: {
      list: [200, 'MediaList'],
      create: [201, 'Media'],
      read: [200, 'Media'],
      update: [200, 'Media'],
      delete: [200, 'MediaDeleted'],
    },
    operationIds: {
      list: 'listMedia',
      create: 'uploadMedia',
      read: 'getMedia',
      update: 'updateMedia',
      delete: 'deleteMedia',
    },
  },
  // Whoever may edit the event; a restore is an update of it (If-Match, Idempotency-Key).
  revisions: {
    record: 'EventRevision',
    statuses: {
      list: [400, 401, 403, 404],
      read: [400, 401, 403, 404],
      restore: [400, 401, 403, 404, 409, 412, 413, 422, 428],
    },
    success: {
      list: [200, 'EventRevisionList'],
      read: [200, 'EventRevision'],
      restore: [200, 'Event'],
    },
    operationIds: { list: 'listEventRevisions', read: 'getEventRevision', restore: 'restoreEventRevision' },
  },
  // Sent by anyone the settings allow; the queue is the moderators'; one submission its sender's too.
  submissions: {
    record: 'Submission',
    statuses: {
      list: [400, 401, 403],
      create: [400, 401, 403, 413, 429],
      read: [400, 404],
      update: [400, 401, 403, 404, 409, 413],
    },
    success: {
      list: [200, 'SubmissionList'],
      create: [201, 'Submission'],
      read: [200, 'Submission'],
      update: [200, 'Submission'],
    },
    operationIds: {
      list: 'listSubmissions',
      create: 'createSubmission',
      read: 'getSubmission',
      update: 'actOnSubmission',
    },
  },
};
type AdminResource = keyof typeof ADMIN;
const isAdmin = (resource: Resource): resource is AdminResource => Object.hasOwn(ADMIN, resource);

/** `/events/(?P<id>\d+)` -> `/events/{id}`; the namespace root is `/`. */
export const openApiPath = (pattern: string) => pattern.replace(/\(\?P<(\w+)>[^)]*\)/g, '{$1}') || '/';

const capitalized = (word: string) => word[0]!.toUpperCase() + word.slice(1).toLowerCase();

function operationId(route: Route, endpoint: Endpoint, method: HttpMethod) {
  if (isAdmin(route.resource)) return ADMIN[route.resource].operationIds[endpoint.operation]!;
  const bySlug = route.pattern.includes('(?P<slug>') ? 'BySlug' : '';
  const record = RECORD[route.resource as keyof typeof RECORD] ?? '';
  const verb = method === 'PUT' || method === 'PATCH' ? capitalized(method) : '';
  switch (endpoint.operation) {
    case 'index':
      return 'getNamespaceIndex';
    case 'doc':
      return 'getDocumentation';
    case 'list':
      return `list${capitalized(route.resource)}`;
    case 'feed':
      return `get${capitalized(route.resource)}Feed`;
    case 'calendar':
      return 'getEventCalendar';
    case 'occurrences':
      return 'listEventOccurrences';
    case 'facets':
      return 'listEventFacets';
    case 'script':
      return 'getWidgetScript';
    case 'demo':
      return 'getWidgetDemo';
    case 'changes':
      return 'listChanges';
    case 'reference':
      return 'getReferencePage';
    case 'read':
      return `get${record}${bySlug}`;
    default:
      return `${endpoint.operation}${record}${bySlug}${verb}`;
  }
}

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** Anonymous reads are answered from the edge cache (docs/caching.md). */
const cacheHeaders = (t: (key: string) => string) => ({
  'X-Cache': {
    description: t('header.x_cache'),
    schema: { type: 'string', enum: ['HIT', 'MISS', 'STALE', 'BYPASS'] },
  },
});

const listHeaders = (t: (key: string) => string) => {
  const count = { type: 'integer', minimum: 0 };
  return {
    'X-TEC-Total': { description: t('header.total'), schema: count },
    'X-TEC-TotalPages': { description: t('header.total_pages'), schema: count },
    Link: { description: t('header.link'), schema: { type: 'string' } },
    ...cacheHeaders(t),
  };
};

function successResponse(route: Route, endpoint: Endpoint, lang: Lang) {
  const t = (key: string) => describe(lang, key);
  if (isAdmin(route.resource)) {
    const [status, component] = ADMIN[route.resource].success[endpoint.operation]!;
    return {
      [status]: {
        description: t(`res.${route.resource}.${endpoint.operation}`),
        content: json(schemaRef(component)),
      },
    };
  }
  if (endpoint.mediaType) {
    // A feed, a script or a page: text of that media type, not JSON.
    return {
      200: {
        description: t(`res.${endpoint.operation}`),
        ...(endpoint.operation === 'feed' ? { headers: listHeaders(t) } : {}),
        content: { [endpoint.mediaType]: { schema: { type: 'string' } } },
      },
    };
  }
  if (route.resource === 'changes') {
    const link = { Link: { description: t('header.link_next'), schema: { type: 'string' } } };
    return { 200: { description: t('res.changes'), headers: link, content: json(schemaRef('ChangeFeed')) } };
  }
  if (endpoint.operation === 'facets')
    return {
      200: {
        description: t('res.facets'),
        headers: cacheHeaders(t),
        content: json(schemaRef('EventFacets')),
      },
    };
  if (route.resource === 'namespace' || route.resource === 'widget') {
    return endpoint.operation === 'doc'
      ? { 200: { description: t('res.doc'), content: json(schemaRef('OpenApiDocument')) } }
      : { 200: { description: t('res.index'), content: json(schemaRef('NamespaceIndex')) } };
  }
  const record = RECORD[route.resource];
  // Single records carry their versioned ETag; write answers say when they are replays.
  const etag = { ETag: { description: t('header.etag'), schema: { type: 'string' } } };
  const written = {
    ...etag,
    'Idempotent-Replayed': { description: t('header.idempotent_replayed'), schema: { const: 'true' } },
  };
  switch (endpoint.operation) {
    case 'list':
    case 'occurrences':
      return {
        200: {
          description: t('res.list'),
          headers: listHeaders(t),
          content: json(schemaRef(`${record}List`)),
        },
      };
    case 'create':
      return { 201: { description: t('res.create'), headers: written, content: json(schemaRef(record)) } };
    case 'delete':
      return isPost(route.resource)
        ? {
            200: {
              description: t('res.delete.posts'),
              headers: written,
              content: json({ anyOf: [schemaRef(record), schemaRef(`${record}Deleted`)] }),
            },
          }
        : { 200: { description: t('res.delete.terms'), headers: written, content: json(schemaRef(record)) } };
    case 'update':
      return { 200: { description: t('res.update'), headers: written, content: json(schemaRef(record)) } };
    default:
      return {
        200: {
          description: t(`res.${endpoint.operation}`),
          headers: endpoint.operation === 'read' ? { ...etag, ...cacheHeaders(t) } : etag,
          content: json(schemaRef(record)),
        },
      };
  }
}

/** The request headers of writes: `Idempotency-Key` on every one, `If-Match` on updates and deletes. */
function writeHeaders(endpoint: Endpoint, lang: Lang) {
  const key = {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: describe(lang, 'header.idempotency_key'),
    schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
  };
  if (endpoint.operation === 'create') return [key];
  const ifMatch = {
    name: 'If-Match',
    in: 'header',
    required: false,
    description: describe(lang, 'header.if_match'),
    schema: { type: 'string' },
  };
  return [ifMatch, key];
}

function pathParameters(route: Route, lang: Lang) {
  const names = [...route.pattern.matchAll(/\(\?P<(\w+)>/g)].map((match) => match[1]!);
  return names.map((name) => ({
    name,
    in: 'path',
    required: true,
    description: describe(lang, `path.${name}`),
    schema:
      name === 'id' || name === 'delivery' || name === 'revision'
        ? { type: 'integer', minimum: 1 }
        : { type: 'string' },
  }));
}

/** Reads work anonymously or with a key; writes, and everything about webhooks, need one. */
const security = (method: HttpMethod, resource: Resource) =>
  method === 'GET' && !isAdmin(resource)
    ? [{}, { bearerAuth: [] }, { basicAuth: [] }]
    : [{ bearerAuth: [] }, { basicAuth: [] }];

/** Request bodies built so far, by component name. */
type Bodies = Map<string, z.ZodObject>;

/**
 * Request bodies are components, named after the record and the operation; the by-slug update of an
 * event differs from the by-id one (no password), so it gets a name of its own.
 */
function bodyName(route: Route, endpoint: Endpoint, taken: Bodies) {
  const record = isAdmin(route.resource)
    ? ADMIN[route.resource].record
    : RECORD[route.resource as keyof typeof RECORD];
  const base = `${record}${capitalized(endpoint.operation)}`;
  const existing = taken.get(base);
  return existing === undefined || existing === endpoint.schema ? base : `${base}BySlug`;
}

/**
 * Schemas for parameters zod cannot describe: an event's `venue` and `organizer` references (parsed by
 * hand from `z.unknown()`): ids (a comma list too), `{id}` objects or records to create, alone or in a
 * list; `0`, `null` and `""` are skipped, so that `0`, `""` and `[]` remove them all.
 */
function linkedReference(record: string): JsonSchema {
  const id = { type: 'integer', minimum: 1, maximum: MAX_ID };
  const one = [
    id,
    { type: 'object', properties: { id }, required: ['id'] },
    schemaRef(`${record}Create`),
    { const: 0 },
    { type: 'null' },
  ];
  const ids = { type: 'string', pattern: '^[1-9]\\d{0,8}(?:,[1-9]\\d{0,8})*$' };
  return { anyOf: [...one, ids, { const: '' }, { type: 'array', maxItems: 100, items: { anyOf: one } }] };
}

const REFERENCES = { event_venue: linkedReference('Venue'), event_organizer: linkedReference('Organizer') };

function bodySchema(endpoint: Endpoint): JsonSchema {
  const parameters = parametersOf(endpoint.schema, endpoint.describedAs, REFERENCES);
  const required = parameters.filter((p) => p.required).map((p) => p.name);
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    ...(required.length > 0 ? { required } : {}),
  };
}

/** A write with parameters takes a body (an action such as a ping has none). */
const isWrite = (endpoint: Endpoint) =>
  endpoint.methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH') &&
  Object.keys(endpoint.schema.shape).length > 0;

/**
 * Administrators' routes (webhooks, settings, media) do not take `If-Match` or `Idempotency-Key`; a
 * revision's restore, an update of its event, does.
 */
const takesWriteHeaders = (route: Route) => !isAdmin(route.resource) || route.resource === 'revisions';

const isDelete = (endpoint: Endpoint) => endpoint.operation === 'delete';

/**
 * Where an endpoint's parameters go: a JSON or form body (a component of `schemas`) for writes, the
 * query string otherwise; either way after the path parameters.
 */
function requestOf(
  route: Route,
  endpoint: Endpoint,
  lang: Lang,
  schemas: Record<string, JsonSchema>,
  bodies: Bodies,
) {
  const describedAs = endpoint.describedAs;
  const describeParam = (name: string) => describe(lang, `param.${argKey(name, describedAs)}`);
  const path = pathParameters(route, lang);
  if (!isWrite(endpoint)) {
    const query = parametersOf(endpoint.schema, describedAs).map((p) => ({
      name: p.name,
      in: 'query',
      required: p.required,
      description: describeParam(p.name),
      schema: p.schema,
    }));
    const parameters = [
      ...path,
      ...query,
      ...(isDelete(endpoint) && takesWriteHeaders(route) ? writeHeaders(endpoint, lang) : []),
    ];
    return parameters.length > 0 ? { parameters } : {};
  }
  if (route.resource === 'media' && endpoint.operation === 'create') {
    return { parameters: path, requestBody: uploadBody(endpoint, describeParam) };
  }
  const name = bodyName(route, endpoint, bodies);
  if (!bodies.has(name)) {
    bodies.set(name, endpoint.schema);
    schemas[name] = bodySchema(endpoint);
    describeComponent(name, schemas[name], lang, describeParam);
  }
  const content = { schema: schemaRef(name) };
  return {
    parameters: [...path, ...(takesWriteHeaders(route) ? writeHeaders(endpoint, lang) : [])],
    requestBody: {
      required: endpoint.operation === 'create',
      content: { 'application/json': content, 'application/x-www-form-urlencoded': content },
    },
  };
}

/**
 * `POST /media` takes a file as WordPress's `wp/v2/media` does: the raw bytes (the name in
 * `Content-Disposition`), or a multipart form with a `file` part and the texts beside it.
 */
function uploadBody(endpoint: Endpoint, describeParam: (name: string) => string) {
  const fields = parametersOf(endpoint.schema, endpoint.describedAs).map((p) => [
    p.name,
    { ...p.schema, description: describeParam(p.name) },
  ]);
  const file = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: describeParam('media_file'),
  };
  return {
    required: true,
    content: {
      'application/octet-stream': { schema: file },
      'multipart/form-data': {
        schema: { type: 'object', properties: { file, ...Object.fromEntries(fields) }, required: ['file'] },
      },
    },
  };
}

function responsesOf(route: Route, endpoint: Endpoint, method: HttpMethod, lang: Lang) {
  const errors = errorStatuses(route.resource, endpoint.operation).map((status) => [
    status,
    { $ref: `#/components/responses/${ERROR_RESPONSES[status]}` },
  ]);
  return {
    ...successResponse(route, endpoint, lang),
    // Every 200 GET carries an ETag; `If-None-Match` with it answers 304 without a body.
    ...(method === 'GET' ? { 304: { description: describe(lang, 'res.not_modified') } } : {}),
    ...Object.fromEntries(errors),
  };
}

/** Builds the whole document for `lang`, with `serverUrl` as its server. */
export function buildDocument(lang: Lang, serverUrl: string) {
  const t = (key: string) => describe(lang, key);
  const schemas: Record<string, JsonSchema> = responseComponents(lang);
  const bodies: Bodies = new Map();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of CATALOGUE) {
    const item: Record<string, unknown> = {};
    const bySlug = route.pattern.includes('(?P<slug>') ? '.slug' : '';
    for (const endpoint of route.endpoints) {
      const request = requestOf(route, endpoint, lang, schemas, bodies);
      for (const method of endpoint.methods) {
        item[method.toLowerCase()] = {
          operationId: operationId(route, endpoint, method),
          summary: t(`op.${route.resource}.${endpoint.operation}${bySlug}`),
          description: t(`opd.${family(route.resource)}.${endpoint.operation}`),
          tags: [route.resource],
          security: security(method, route.resource),
          ...request,
          responses: responsesOf(route, endpoint, method, lang),
        };
      }
    }
    paths[openApiPath(route.pattern)] = item;
  }
  return {
    openapi: '3.1.0',
    info: { title: t('info.title'), version: '1.0.0', description: t('info.description') },
    components: { schemas, responses: errorComponents(lang), securitySchemes: securitySchemes(lang) },
    servers: [{ url: serverUrl }],
    paths,
  };
}

function errorComponents(lang: Lang) {
  const retryAfter = {
    'Retry-After': { description: describe(lang, 'header.retry_after'), schema: { type: 'integer' } },
  };
  return Object.fromEntries(
    Object.entries(ERROR_RESPONSES).map(([status, name]) => [
      name,
      {
        description: describe(lang, `err.${status}`),
        ...(status === '429' || status === '503' ? { headers: retryAfter } : {}),
        content: json(schemaRef('Error')),
      },
    ]),
  );
}

const securitySchemes = (lang: Lang) => ({
  bearerAuth: { type: 'http', scheme: 'bearer', description: describe(lang, 'security.bearer') },
  basicAuth: { type: 'http', scheme: 'basic', description: describe(lang, 'security.basic') },
});

export type OpenApiDocument = ReturnType<typeof buildDocument>;
