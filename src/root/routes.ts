import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import {
  eventCreateBody,
  eventDeleteQuery,
  eventListQuery,
  eventReadQuery,
  eventUpdateBody,
} from '../events/schemas';
import { apiRoot } from '../http/pagination';
import { languageParam } from '../http/schemas';
import type { LinkedKind } from '../linked/kind';
import { linkedListQuery } from '../linked/queries';
import { linkedDeleteQuery, linkedReadQuery } from '../linked/routes';
import { organizerKind } from '../organizers/kind';
import {
  tagCreateBody,
  tagListQuery,
  tagUpdateBody,
  termCreateBody,
  termListQuery,
  termReadQuery,
  termUpdateBody,
} from '../terms/schemas';
import { venueKind } from '../venues/kind';
import { argsOf } from './args';

const NAMESPACE = 'site/events/v1';

const rootQuery = z.object({
  namespace: z.string().default(NAMESPACE),
  context: z.string().default('view'),
  translation_language: languageParam.optional(),
});

type Endpoint = { methods: string[]; schema: z.ZodObject; describedAs?: Record<string, string> };

/** Every route of the namespace, as WordPress lists them in its index. */
const CATALOGUE: Array<{ pattern: string; endpoints: Endpoint[] }> = [
  { pattern: '', endpoints: [{ methods: ['GET'], schema: rootQuery }] },
  {
    pattern: '/events',
    endpoints: [
      { methods: ['GET'], schema: eventListQuery },
      { methods: ['POST'], schema: eventCreateBody },
    ],
  },
  ...['/events/(?P<id>\\d+)', '/events/by-slug/(?P<slug>[^/]+)'].map((pattern) => ({
    pattern,
    endpoints: [
      { methods: ['GET'], schema: eventReadQuery },
      { methods: ['POST', 'PUT', 'PATCH'], schema: eventUpdateBody },
      { methods: ['DELETE'], schema: eventDeleteQuery },
    ],
  })),
  ...[venueKind, organizerKind].flatMap(linkedEntries),
  ...termEntries('categories', termListQuery, termCreateBody, termUpdateBody),
  ...termEntries('tags', tagListQuery, tagCreateBody, tagUpdateBody),
];

function linkedEntries(kind: LinkedKind) {
  return [
    {
      pattern: `/${kind.route}`,
      endpoints: [
        { methods: ['GET'], schema: linkedListQuery },
        {
          methods: ['POST'],
          schema: kind.createBody,
          describedAs: { [kind.nameParam]: `${kind.nameParam}_name` },
        },
      ],
    },
    ...[`/${kind.route}/(?P<id>\\d+)`, `/${kind.route}/by-slug/(?P<slug>[^/]+)`].map((pattern) => ({
      pattern,
      endpoints: [
        { methods: ['GET'], schema: linkedReadQuery },
        {
          methods: ['POST', 'PUT', 'PATCH'],
          schema: kind.updateBody,
          describedAs: { [kind.nameParam]: `${kind.nameParam}_name` },
        },
        { methods: ['DELETE'], schema: linkedDeleteQuery },
      ],
    })),
  ];
}

function termEntries(route: string, list: z.ZodObject, create: z.ZodObject, update: z.ZodObject) {
  return [
    {
      pattern: `/${route}`,
      endpoints: [
        { methods: ['GET'], schema: list },
        { methods: ['POST'], schema: create },
      ],
    },
    {
      pattern: `/${route}/(?P<id>\\d+)`,
      endpoints: [
        { methods: ['GET'], schema: termReadQuery },
        { methods: ['POST', 'PUT', 'PATCH'], schema: update },
        { methods: ['DELETE'], schema: termReadQuery },
      ],
    },
  ];
}

export const rootRoutes = new Hono<AppEnv>().get('/', (c) => {
  const root = apiRoot(c);
  const routes: Record<string, unknown> = {};
  for (const { pattern, endpoints } of CATALOGUE) {
    const route = `/${NAMESPACE}${pattern}`;
    routes[route] = {
      namespace: NAMESPACE,
      methods: endpoints.flatMap((e) => e.methods),
      endpoints: endpoints.map((e) => ({ methods: e.methods, args: argsOf(e.schema, e.describedAs) })),
      ...(pattern.includes('(') ? {} : { _links: { self: [{ href: `${root}${pattern}` }] } }),
    };
  }
  return c.json({
    namespace: NAMESPACE,
    routes,
    _links: { up: [{ href: `${new URL(c.req.url).origin}${c.get('langPrefix')}/` }] },
  });
});
