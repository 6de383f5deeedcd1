import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { methodNotAllowed as allowOnly } from 'hono/method-not-allowed';
import type { AppEnv } from '../env';
import { isWrite } from './auth';
import { errorResponse } from './error-response';
import { methodNotAllowed } from './errors';

/**
 * Routes that few requests need, loaded on the first request that reaches them (docs/performance.md#start-up):
 * a middleware mounted where `app.route(mount, routes)` was, which imports the routes on first use and hands
 * the request to them with this request's context (its variables, its parsed body, the headers set so far).
 * What they don't answer goes on to the next routes, as if they had been mounted; a method they don't take on
 * a path they have is a 405, as the app's own answers it. The app's middleware that looks at whether the
 * request is a write (a route of its method matched: `isWrite`) saw none of these routes: it is given again
 * (`writeMiddleware`) and runs here, where they are matched, unless it ran already.
 */

/** The requests for which the lazily mounted routes had no route (their 404 then is not an answer). */
const passed = new WeakSet<Request>();

/** The context of the request being handed over, by its (sub-app's) raw request. */
const parents = new WeakMap<Request, Context<AppEnv>>();

function hostOf(
  mounts: readonly string[],
  routes: Hono<AppEnv>,
  writeMiddleware: readonly MiddlewareHandler<AppEnv>[],
) {
  const host = new Hono<AppEnv>({ strict: false });
  host.use(async (c, next) => {
    const parent = parents.get(c.req.raw)!;
    for (const [key, value] of Object.entries(parent.var)) c.set(key as never, value as never);
    Object.assign(c.req.bodyCache, parent.req.bodyCache);
    for (const [name, value] of parent.res.headers) {
      if (name !== 'set-cookie') c.header(name, value);
    }
    for (const cookie of parent.res.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    await next();
    for (const [key, value] of Object.entries(c.var)) parent.set(key as never, value as never);
  });
  for (const middleware of writeMiddleware) {
    host.use((c, next) => (isWrite(parents.get(c.req.raw)!) ? next() : middleware(c, next)));
  }
  host.use(
    allowOnly({
      app: host,
      onMethodNotAllowed: (c, methods) =>
        errorResponse(c, methodNotAllowed(methods.filter((m) => m !== 'HEAD'))),
    }),
  );
  for (const mount of mounts) host.route(mount, routes);
  host.notFound((c) => {
    passed.add(c.req.raw);
    return c.body(null, 404);
  });
  // The app's own error handler answers, as for its other routes.
  host.onError((error) => {
    throw error;
  });
  return host;
}

/** What a middleware made by `lazyRoutes` mounts, and where. */
export interface LazyMount {
  mounts: readonly string[];
  load: () => Promise<Hono<AppEnv>>;
}

const lazyMounts = new WeakMap<MiddlewareHandler<AppEnv>, LazyMount>();

/**
 * The routes a middleware of the app's (`app.routes[i].handler`) mounts when it is one of `lazyRoutes`: for
 * the tests that hold `/doc` to the routes the app serves (test/http/doc.test.ts).
 */
export const lazyMountOf = (handler: unknown): LazyMount | undefined =>
  lazyMounts.get(handler as MiddlewareHandler<AppEnv>);

/**
 * A middleware to mount (`app.use(`${mount}/*`, …)` for each of `mounts`) in place of
 * `app.route(mount, routes)`, `load` bringing the routes on first use.
 */
export function lazyRoutes(
  mounts: readonly string[],
  load: () => Promise<Hono<AppEnv>>,
  writeMiddleware: readonly MiddlewareHandler<AppEnv>[] = [],
): MiddlewareHandler<AppEnv> {
  let host: Promise<Hono<AppEnv>> | null = null;
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    host ??= load().then(
      (routes) => hostOf(mounts, routes, writeMiddleware),
      (error) => {
        host = null;
        throw error;
      },
    );
    const app = await host;
    // Hono answers a HEAD as its GET, its body dropped at the very end: the routes get the GET, so that
    // what runs after them here (the ETag of the body) sees the body.
    const request = c.req.raw.method === 'HEAD' ? new Request(c.req.raw, { method: 'GET' }) : c.req.raw;
    parents.set(request, c);
    let ctx: Parameters<Hono<AppEnv>['fetch']>[2];
    try {
      ctx = c.executionCtx;
    } catch {
      ctx = undefined;
    }
    const response = await app.fetch(request, c.env, ctx);
    parents.delete(request);
    if (response.status === 404 && passed.has(request)) return next();
    // The routes' answer as it is: the headers set before it were given to them.
    c.res = undefined as never;
    c.res = response;
  };
  lazyMounts.set(middleware, { mounts, load });
  return middleware;
}
