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
import { argsOf } from './args';

const NAMESPACE = 'site/events/v1';

const rootQuery = z.object({
  namespace: z.string().default(NAMESPACE),
  context: z.string().default('view'),
  translation_language: languageParam.optional(),
});

type Endpoint = { methods: string[]; schema: z.ZodObject };

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
];

export const rootRoutes = new Hono<AppEnv>().get('/', (c) => {
  const root = apiRoot(c);
  const routes: Record<string, unknown> = {};
  for (const { pattern, endpoints } of CATALOGUE) {
    const route = `/${NAMESPACE}${pattern}`;
    routes[route] = {
      namespace: NAMESPACE,
      methods: endpoints.flatMap((e) => e.methods),
      endpoints: endpoints.map((e) => ({ methods: e.methods, args: argsOf(e.schema) })),
      ...(pattern.includes('(') ? {} : { _links: { self: [{ href: `${root}${pattern}` }] } }),
    };
  }
  return c.json({
    namespace: NAMESPACE,
    routes,
    _links: { up: [{ href: `${new URL(c.req.url).origin}${c.get('langPrefix')}/` }] },
  });
});
