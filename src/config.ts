import type { Bindings } from './env';
import { isLang, type Lang } from './http/language';
import { isValidTimeZone } from './lib/dates';

export interface Config {
  defaultLanguage: Lang;
  siteTimezone: string;
  /** Base of public page URLs (`{base}/event/{slug}/`); null means the request origin. */
  publicSiteUrl: string | null;
}

const cache = new WeakMap<Bindings, Config>();

/** Reads the configuration from the environment once per environment object, with safe fallbacks. */
export function configFrom(env: Bindings): Config {
  let config = cache.get(env);
  if (!config) {
    const lang = env.DEFAULT_LANGUAGE ?? 'es';
    const tz = env.SITE_TIMEZONE ?? 'Europe/Madrid';
    config = {
      defaultLanguage: isLang(lang) ? lang : 'es',
      siteTimezone: isValidTimeZone(tz) ? tz : 'Europe/Madrid',
      publicSiteUrl: env.PUBLIC_SITE_URL ? env.PUBLIC_SITE_URL.replace(/\/+$/, '') : null,
    };
    cache.set(env, config);
  }
  return config;
}
