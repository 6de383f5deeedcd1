import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { forgetGeneration } from './generation';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** After a write that succeeded, this isolate reads the content generation again at once: it sees its own write. */
export const forgetGenerationAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!READ_METHODS.has(c.req.method) && c.res.status < 300) forgetGeneration();
};
