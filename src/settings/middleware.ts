import type { MiddlewareHandler } from 'hono';
import { inBackground } from '../cache/background';
import { readGeneration, withPatience } from '../cache/generation';
import type { AppEnv } from '../env';
import { freshSettings, lastSettings } from '../known-settings';
import { configWithSettings } from './apply';

/**
 * The site's stored settings over `wrangler.toml`'s, for every request. They come with the content
 * generation (src/cache/generation.ts): a request reads them only when this isolate has read neither for
 * a while, and that read is the generation read its cache lookup would have made. When D1 can't answer in
 * time, the settings last read (or `wrangler.toml`'s) are used and the request goes on.
 */
export const siteSettings: MiddlewareHandler<AppEnv> = async (c, next) => {
  let json = freshSettings();
  if (json === null) {
    await withPatience(readGeneration(c.get('db')), (work) => inBackground(c, work));
    json = lastSettings();
  }
  c.set('config', configWithSettings(c.get('config'), json));
  await next();
};
