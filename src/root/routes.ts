import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { apiRoot } from '../http/pagination';
import { validQuery } from '../http/validate';
import { argsOf } from './args';
import { CATALOGUE, NAMESPACE, rootQuery } from './catalogue';

/** `GET /site/events/v1`: the namespace index as WordPress serves it, described in the content language. */
export const rootRoutes = new Hono<AppEnv>().get('/', validQuery(rootQuery), (c) => {
  const root = apiRoot(c);
  const lang = c.get('lang');
  const routes: Record<string, unknown> = {};
  for (const { pattern, endpoints } of CATALOGUE) {
    routes[`/${NAMESPACE}${pattern}`] = {
      namespace: NAMESPACE,
      methods: endpoints.flatMap((e) => e.methods),
      endpoints: endpoints.map((e) => ({ methods: e.methods, args: argsOf(e.schema, e.describedAs, lang) })),
      ...(pattern.includes('(') ? {} : { _links: { self: [{ href: `${root}${pattern}` }] } }),
    };
  }
  return c.json({
    namespace: NAMESPACE,
    routes,
    _links: { up: [{ href: `${new URL(c.req.url).origin}${c.get('langPrefix')}/` }] },
  });
});
