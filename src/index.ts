import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { methodNotAllowed as allowOnly } from 'hono/method-not-allowed';
import { CLIENT_CACHE_CONTROL } from './cache/edge';
import { fastHit } from './cache/fast-path';
import { forgetGeneration } from './cache/generation';
import { configFrom } from './config';
import { createDb } from './db/client';
import { docRoutes } from './docs/routes';
import type { AppEnv } from './env';
import { eventRoutes } from './events/routes';
import { feedRoutes } from './feeds/routes';
import { homeRoutes } from './home/routes';
import { identifyCaller, writeGate } from './http/auth';
import { errorResponse, methodNotAllowed, noRoute, renderError } from './http/errors';
import { contentLanguage, LANG_PREFIX_PATTERN } from './http/language';
import { applyMethodOverride } from './http/method-override';
import { mergedParams } from './http/params';
import { BOOKMARK_HEADER, requestContext } from './http/request-context';
import { formatUtcWall } from './lib/dates';
import { linkedRoutes } from './linked/routes';
import { organizerKind } from './organizers/kind';
import { promoteDuePosts } from './posts/publishing';
import { referenceRoutes } from './reference/routes';
import { rootRoutes } from './root/routes';
import { extendHorizons } from './series/horizon';
import { seriesRoutes } from './series/routes';
import { termRoutes } from './terms/routes';
import { venueKind } from './venues/kind';
import { widgetRoutes } from './widget/routes';

const EXPOSED_HEADERS = [
  'X-TEC-Total',
  'X-TEC-TotalPages',
  'Link',
  'ETag',
  'X-Request-Id',
  'X-Cache',
  BOOKMARK_HEADER,
];
const CORS_RESPONSE_HEADERS = ['Access-Control-Allow-Origin', 'Access-Control-Expose-Headers'];

/** The namespace `site/events/v1`, mounted at the root and under each language prefix. */
const api = new Hono<AppEnv>()
  .use(contentLanguage)
  .route('/', rootRoutes)
  .route('/', docRoutes)
  .route('/', referenceRoutes)
  .route('/', eventRoutes)
  .route('/', seriesRoutes)
  .route('/', linkedRoutes(venueKind))
  .route('/', linkedRoutes(organizerKind))
  .route('/', termRoutes('tribe_events_cat'))
  .route('/', termRoutes('post_tag'))
  .route('/', feedRoutes)
  .route('/', widgetRoutes);

// `strict: false`: `/events/` is `/events`, as in WordPress (TEC's own list links end in `/events/?`).
const app = new Hono<AppEnv>({ strict: false });

app.use(requestContext);
app.use(
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'X-HTTP-Method-Override',
      BOOKMARK_HEADER,
      'If-None-Match',
    ],
    exposeHeaders: [...EXPOSED_HEADERS],
    maxAge: 86400,
  }),
);
app.use(
  etag({
    retainedHeaders: [...RETAINED_304_HEADERS, ...CORS_RESPONSE_HEADERS, ...EXPOSED_HEADERS],
    generateDigest: (body) => crypto.subtle.digest('SHA-256', body),
  }),
);
app.use(
  allowOnly({
    app,
    onMethodNotAllowed: (c, methods) =>
      errorResponse(c, methodNotAllowed(methods.filter((m) => m !== 'HEAD'))),
  }),
);
app.use(identifyCaller, writeGate, mergedParams);
app.route(`${LANG_PREFIX_PATTERN}/site/events/v1`, api);
app.route('/site/events/v1', api);
app.route(LANG_PREFIX_PATTERN, homeRoutes);
app.route('/', homeRoutes);
app.notFound((c) => errorResponse(c, noRoute()));
app.onError(renderError);

export default {
  fetch: (request: Request, env: AppEnv['Bindings'], ctx: ExecutionContext) =>
    fastHit(request, {
      'Cache-Control': CLIENT_CACHE_CONTROL,
      Vary: 'Authorization',
      'X-Cache': 'HIT',
      'X-Request-Id': request.headers.get('cf-ray') ?? crypto.randomUUID(),
      'Server-Timing': 'd1;dur=0;desc="0 round trips"',
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(','),
    }) ?? app.fetch(applyMethodOverride(request), env, ctx),
  /** Every minute: publish scheduled records whose date has come; keep endless series materialised ahead. */
  scheduled: async (controller: ScheduledController, env: AppEnv['Bindings']) => {
    const db = createDb(env.DB);
    const now = new Date(controller.scheduledTime);
    await db.batch(promoteDuePosts(formatUtcWall(now)));
    await extendHorizons(db, now, configFrom(env).seriesHorizonMonths);
    // What it published is a write: this isolate's cached lists must not wait for the generation to expire.
    forgetGeneration();
  },
} satisfies ExportedHandler<AppEnv['Bindings']>;

export { app };
