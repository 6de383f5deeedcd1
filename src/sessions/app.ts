import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { passkeyRoutes } from './passkeys';
import { sessionRoutes } from './routes';

/**
 * Signing in and out, the caller's sessions, passkeys (./routes.ts, ./passkeys.ts), as src/index.ts loads
 * them on the first request for one (docs/performance.md#start-up): only editors sign in.
 */
export const sessionsApp = new Hono<AppEnv>().route('/', sessionRoutes).route('/', passkeyRoutes);
