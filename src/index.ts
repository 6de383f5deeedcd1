import { Hono } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { methodNotAllowed as allowOnly } from 'hono/method-not-allowed';
import { adminWritesThrough } from './admin/through-api';
import { forgetGenerationAfterWrites } from './cache/after-writes';
import { ANONYMOUS_VARY, CLIENT_CACHE_CONTROL } from './cache/edge';
import { fastHit } from './cache/fast-path';
import { forgetGeneration } from './cache/generation';
import { revalidateThrough } from './cache/revalidation';
import { configFrom } from './config';
import { createDb } from './db/client';
import { docRoutes } from './docs/routes';
import type { AppEnv } from './env';
import { readUnreadCosts } from './events/costs';
import { EVENT_PASSWORD_HEADER } from './events/password';
import { eventRoutes } from './events/routes';
import { announceToFollowers } from './federation/write-announcer';
import { feedRoutes } from './feeds/routes';
import { homeRoutes } from './home/routes';
import { identifyCaller, writeGate } from './http/auth';
import { cors, corsHeaders } from './http/cors';
import { requestIdOf } from './http/edge-request';
import { errorResponse, renderError } from './http/error-response';
import { methodNotAllowed, noRoute, unknownLanguage } from './http/errors';
import { contentLanguage, LANG_PREFIX_PATTERN, unknownLanguagePath } from './http/language';
import { lazyRoutes } from './http/lazy-routes';
import { applyMethodOverride } from './http/method-override';
import { mergedParams } from './http/params';
import { readableQuery } from './http/query';
import { BOOKMARK_HEADER, requestContext } from './http/request-context';
import { NOSNIFF, noSniff } from './http/security-headers';
import { csrfGuard } from './http/session';
import { legacyQueryRedirect, legacyRedirect } from './legacy/redirects';
import { rewriteOldApi } from './legacy/rewrite';
import { formatUtcWall } from './lib/dates';
import { LANGUAGES } from './lib/languages';
import { linkedRoutes } from './linked/routes';
import { mediaRoutes } from './media/routes';
import { mediaFileRoutes } from './media/serve';
import { organizerKind } from './organizers/kind';
import { pageRoutes } from './pages/routes';
import { unknownLanguagePage } from './pages/unknown-language';
import { promoteDuePosts } from './posts/publishing';
import { referenceRoutes } from './reference/routes';
import { rootRoutes } from './root/routes';
import { eventWriteRoutes } from './series/event-write-routes';
import { extendHorizons } from './series/horizon';
import { revisionRoutes } from './series/revision-routes';
import { seriesRoutes } from './series/routes';
import { siteSettings } from './settings/middleware';
import { settingsRoutes } from './settings/routes';
import { startDueSources } from './sources/cron';
import type { SourceMessage } from './sources/queue';
import { sourcesWriteThrough } from './sources/through-api';
import { submissionRoutes } from './submissions/routes';
import { erasureStatements } from './submissions/store';
import { purgeStatements } from './sync/retention';
import { syncRoutes } from './sync/routes';
import { termRoutes } from './terms/routes';
import { venueKind } from './venues/kind';
import { announceWrites } from './webhooks/announce';
import { consumeWebhooks } from './webhooks/consumer';
import { redriveWebhooks } from './webhooks/dispatcher';
import type { WebhookMessage } from './webhooks/queue';
import { webhookRoutes } from './webhooks/routes';
import { widgetRoutes } from './widget/routes';
import { REPLAYED_HEADER, writeHeaders } from './write/headers';

/** The federation queue's name (wrangler.toml; the tests' own starts so too). */
const FEDERATION_QUEUE_NAME = 'events-calendar-federation';

const EXPOSED_HEADERS = [
  'X-TEC-Total',
  'X-TEC-TotalPages',
  'Link',
  'ETag',
  'X-Request-Id',
  'X-Cache',
  BOOKMARK_HEADER,
  REPLAYED_HEADER,
  // Why a 401 was refused (missing, malformed or unknown key): a browser client reads it too.
  'WWW-Authenticate',
];
const CORS_RESPONSE_HEADERS = ['Access-Control-Allow-Origin', 'Access-Control-Expose-Headers'];

/**
 * Federation (src/federation/app.ts): its routes, its queue's consumer and its cron steps, loaded on the first
 * request, message or tick that needs them (docs/performance.md#start-up).
 */
const federation = () => import('./federation/app');
/**
 * The middleware of writes, run again for the writes of routes mounted through `lazyRoutes`: the editors'
 * app and the submission form write through the API; the API's own routes loaded on first use (sources,
 * federation) run all the app's, as when they were mounted with the API.
 */
const WRITE_MIDDLEWARE = [announceWrites, writeGate, writeHeaders];
const API_WRITE_MIDDLEWARE = [announceWrites, announceToFollowers, writeGate, writeHeaders];
/** Where the namespace is mounted (below), for the routes of it that are loaded on first use. */
const API_MOUNTS = [`${LANG_PREFIX_PATTERN}/site/events/v1`, '/site/events/v1'];

/** The namespace `site/events/v1`, mounted at the root and under each language prefix. */
const api = new Hono<AppEnv>()
  .use(contentLanguage)
  .route('/', rootRoutes)
  .route('/', docRoutes)
  .route('/', referenceRoutes)
  .route('/', eventRoutes)
  .route('/', eventWriteRoutes)
  .route('/', seriesRoutes)
  .route('/', revisionRoutes)
  .route('/', linkedRoutes(venueKind))
  .route('/', linkedRoutes(organizerKind))
  .route('/', termRoutes('tribe_events_cat'))
  .route('/', termRoutes('post_tag'))
  .route('/', feedRoutes)
  .route('/', syncRoutes)
  .route('/', webhookRoutes)
  .route('/', mediaRoutes)
  .route('/', settingsRoutes)
  .route('/', widgetRoutes)
  .route('/', submissionRoutes)
  // Scheduled sources, for editors (loaded on first use: src/sources/routes.ts).
  .use(
    '/sources/*',
    lazyRoutes(API_MOUNTS, async () => (await import('./sources/routes')).sourceRoutes, API_WRITE_MIDDLEWARE),
  )
  // Federation's management (docs/federation.md#settings-and-administration); also at the host's root.
  .use(
    '/federation/*',
    lazyRoutes(API_MOUNTS, async () => (await federation()).federationApiRoutes, API_WRITE_MIDDLEWARE),
  );

// `strict: false`: `/events/` is `/events`, as in WordPress (TEC's own list links end in `/events/?`).
const app = new Hono<AppEnv>({ strict: false });

app.use(noSniff);
app.use(requestContext, forgetGenerationAfterWrites);
app.use(
  cors({
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: [
      'Authorization',
      'Content-Type',
      'X-HTTP-Method-Override',
      BOOKMARK_HEADER,
      'If-None-Match',
      EVENT_PASSWORD_HEADER,
      'If-Match',
      'Idempotency-Key',
    ],
    exposeHeaders: EXPOSED_HEADERS,
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
// The site's stored settings (time zone, default language, site URL…) over wrangler.toml's, before any route:
// after the caller's key lookup, which reads them too.
// A write authenticated by the session cookie must carry its CSRF token (csrfGuard) before anything writes.
// ActivityPub inboxes (src/federation/inbox.ts): anonymous signed POSTs that read their own body, before the
// callers, parameters and write gate of the API.
const inboxes = lazyRoutes(['/'], async () => (await federation()).inboxRoutes);
app.use('/federation/inbox', inboxes);
app.use('/federation/actor/inbox', inboxes);
app.use('/federation/categories/:id/inbox', inboxes);
app.use(
  announceWrites,
  announceToFollowers,
  identifyCaller,
  siteSettings,
  writeGate,
  mergedParams,
  csrfGuard,
  writeHeaders,
);
for (const mount of API_MOUNTS) app.route(mount, api);
// The editors' app (src/admin), loaded on its first request: most isolates answer readers only. With it,
// one app (one 405 for the paths they share: the sign-in's page and its POST), signing in and out, the
// caller's sessions and passkeys (src/sessions/app.ts), before the app's screens: their `signedInOnly` would
// otherwise send an anonymous sign-in back to the sign-in page.
const adminApp = lazyRoutes(
  [LANG_PREFIX_PATTERN, '/'],
  async () => {
    const [{ sessionsApp }, { adminRoutes }] = await Promise.all([
      import('./sessions/app'),
      import('./admin/routes'),
    ]);
    return new Hono<AppEnv>().route('/', sessionsApp).route('/admin', adminRoutes);
  },
  WRITE_MIDDLEWARE,
);
app.use(`${LANG_PREFIX_PATTERN}/admin/*`, adminApp);
app.use('/admin/*', adminApp);
app.get(`${LANG_PREFIX_PATTERN}/`, legacyQueryRedirect);
app.get('/', legacyQueryRedirect);
app.route(LANG_PREFIX_PATTERN, homeRoutes);
app.route('/', homeRoutes);
// ActivityPub at the host's root (docs/federation.md): WebFinger, NodeInfo, actors, their collections; and,
// as aliases of the API's `/site/events/v1/federation/…`, the settings, blocks, followers and following.
// Loaded on first use, as the inboxes: few requests are the fediverse's.
app.use(
  `${LANG_PREFIX_PATTERN}/federation/*`,
  lazyRoutes([LANG_PREFIX_PATTERN], async () => (await federation()).actorPageRoutes),
);
const federationRoot = lazyRoutes(
  ['/'],
  async () => (await federation()).federationRootRoutes,
  API_WRITE_MIDDLEWARE,
);
app.use('/.well-known/webfinger', federationRoot);
app.use('/.well-known/nodeinfo', federationRoot);
app.use('/nodeinfo/*', federationRoot);
app.use('/federation/*', federationRoot);
// The files of the media library (src/media/serve.ts), one URL per file whatever the language.
app.route('/', mediaFileRoutes);
// The public form of submissions and the sender's private link (src/submissions), before the calendar's pages.
// Loaded on first use: few requests are submissions.
const submissionPages = lazyRoutes(
  [LANG_PREFIX_PATTERN, '/'],
  async () => (await import('./submissions/form-routes')).submissionPageRoutes,
  WRITE_MIDDLEWARE,
);
app.use(`${LANG_PREFIX_PATTERN}/events/community/*`, submissionPages);
app.use('/events/community/*', submissionPages);
// The public pages of events, venues and organizers (the `url` of every record).
app.route(LANG_PREFIX_PATTERN, pageRoutes);
app.route('/', pageRoutes);
// An old permalink of an imported record is redirected to its page; a language prefix the site doesn't
// have (`/fr/…`) is a 404 naming those it has (JSON for the API, a page for pages); anything else is TEC's 404.
app.notFound(async (c) => {
  const redirect = await legacyRedirect(c).catch(() => null);
  if (redirect) return redirect;
  const unknown = unknownLanguagePath(new URL(c.req.url).pathname);
  if (unknown === null) return errorResponse(c, noRoute());
  const isPage =
    unknown.kind === 'page' && (unknown.rest !== '/' || /\btext\/html\b/i.test(c.req.header('accept') ?? ''));
  if (isPage && (c.req.method === 'GET' || c.req.method === 'HEAD')) return unknownLanguagePage(c, unknown);
  return errorResponse(c, unknownLanguage(unknown.code, LANGUAGES));
});
app.onError(renderError);
// Stale-while-revalidate rebuilds an entry through the app itself, as an anonymous GET of its URL.
revalidateThrough((request, env, ctx) => app.fetch(request, env, ctx));
// The editors' app writes through the API's routes, as its caller (src/admin/through-api.ts).
adminWritesThrough((request, env, ctx) => app.fetch(request, env, ctx));
// Scheduled sources write their events through the API's routes, as the source's creator (src/sources/through-api.ts).
sourcesWriteThrough((request, env, ctx) => app.fetch(request, env, ctx));

/** The sources' Queue (wrangler.toml): its name starts so, the webhooks' does not. */
const SOURCE_QUEUE_PREFIX = 'events-calendar-sources';

/** What an answer of the fast path (src/cache/fast-path.ts) carries besides its request id: what the app's middleware would add. */
const FAST_HIT_HEADERS = {
  'Cache-Control': CLIENT_CACHE_CONTROL,
  Vary: ANONYMOUS_VARY,
  'X-Cache': 'HIT',
  'Server-Timing': 'd1;dur=0;desc="0 round trips"',
  ...corsHeaders(EXPOSED_HEADERS),
  ...NOSNIFF,
};

export default {
  fetch: (original: Request, env: AppEnv['Bindings'], ctx: ExecutionContext) => {
    // Clients of the replaced site's TEC API (`/wp-json/tribe/events/v1/…`) reach the same routes here.
    const request = rewriteOldApi(original);
    return (
      fastHit(request, () => ({
        ...FAST_HIT_HEADERS,
        'X-Request-Id': requestIdOf(request, configFrom(env).trustEdgeHeaders),
      })) ?? app.fetch(readableQuery(applyMethodOverride(request)), env, ctx)
    );
  },
  /**
   * Every minute: publish scheduled records whose date has come; purge old tombstones of the change
   * feed and old idempotency keys; erase who sent submissions decided past their retention; keep endless series materialised ahead; read the amounts of costs
   * written before the price filters; announce to webhooks whatever the immediate path missed.
   */
  scheduled: async (controller: ScheduledController, env: AppEnv['Bindings']) => {
    const db = createDb(env.DB);
    const now = new Date(controller.scheduledTime);
    await db.batch([
      ...promoteDuePosts(formatUtcWall(now)),
      ...purgeStatements(now),
      ...erasureStatements(now),
    ]);
    await extendHorizons(db, now, configFrom(env).seriesHorizonMonths);
    // Events written before their costs' amounts were kept (migrations/0029), a few hundred a minute.
    await readUnreadCosts(db);
    // What it published is a write: this isolate's cached lists must not wait for the generation to expire.
    forgetGeneration();
    await redriveWebhooks(env);
    // Scheduled sources that are due: handed to their Queue (src/sources/cron.ts).
    await startDueSources(env, now);
    const { redriveFederation, handWaitingInbound } = await federation();
    await redriveFederation(env);
    // Followed calendars' events that waited (their source was running): handed to it now.
    await handWaitingInbound(env);
  },
  /**
   * Webhook deliveries (and the dead-letter queue's): signed, sent, retried (src/webhooks/consumer.ts); the
   * steps of scheduled sources' runs (src/sources/consumer.ts); ActivityPub deliveries
   * (src/federation/consumer.ts): told apart by their queue's name.
   */
  queue: (
    batch: MessageBatch<WebhookMessage | SourceMessage>,
    env: AppEnv['Bindings'],
    ctx?: ExecutionContext,
  ) =>
    batch.queue.startsWith(SOURCE_QUEUE_PREFIX)
      ? import('./sources/consumer').then(({ consumeSources }) =>
          consumeSources(batch as MessageBatch<SourceMessage>, env, ctx),
        )
      : batch.queue.startsWith(FEDERATION_QUEUE_NAME)
        ? federation().then(({ consumeFederation }) =>
            consumeFederation(batch as MessageBatch<WebhookMessage>, env),
          )
        : consumeWebhooks(batch as MessageBatch<WebhookMessage>, env),
} satisfies ExportedHandler<AppEnv['Bindings'], WebhookMessage | SourceMessage>;

export { app };
