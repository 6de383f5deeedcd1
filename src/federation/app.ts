import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { followingRoutes } from './following';
import { federationPublicRoutes } from './public-routes';
import { federationAdminRoutes } from './routes';

/**
 * Federation as src/index.ts loads it, on the first request, queue message or cron tick that needs it
 * (docs/performance.md#start-up): most isolates answer readers and never federate. Its routes are mounted
 * through src/http/lazy-routes.ts where they were mounted before; what every write runs (whether to tell
 * followers) is ./write-announcer.ts, small and loaded at start-up.
 */

/** The management routes: in the API's namespace (`/site/events/v1/federation/…`) and at the host's root. */
export const federationApiRoutes = new Hono<AppEnv>()
  .route('/', federationAdminRoutes)
  .route('/', followingRoutes);

/** At the host's root: WebFinger, NodeInfo, the actors and their collections, and the management's aliases. */
export const federationRootRoutes = new Hono<AppEnv>()
  .route('/', federationPublicRoutes)
  .route('/', federationApiRoutes);

export { consumeFederation } from './consumer';
export { redriveFederation } from './dispatcher';
export { handWaitingInbound } from './inbound-push';
export { actorPageRoutes, inboxRoutes } from './public-routes';
