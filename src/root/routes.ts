import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { apiRoot } from '../http/pagination';
import { validQuery } from '../http/validate';
import { CATALOGUE, NAMESPACE, rootQuery } from './catalogue';

/**
 * The parameters' types and their descriptions in five languages (src/i18n, the largest part of the Worker),
 * loaded on the first namespace index or `/doc` of the isolate: no other request reads them
 * (docs/performance.md#start-up).
 */
export const argsBuilder = () => import('./args');

/** `GET /site/events/v1`: the namespace index as WordPress serves it, described in the content language. */
export const rootRoutes = new Hono<AppEnv>().get('/', validQuery(rootQuery), async (c) => {
  const { argsOf } = await argsBuilder();
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
