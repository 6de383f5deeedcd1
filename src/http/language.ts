import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { isLang, LANGUAGES } from '../lib/languages';
import { invalidParam } from './errors';

/** Route pattern for the language prefix; the group keeps Hono from matching `/fr` or `/eus`. */
export const LANG_PREFIX_PATTERN = `/:lang{(?:${LANGUAGES.join('|')})}`;

/**
 * Resolves the content language: `translation_language`, else the path prefix, else the default.
 * A request that names its language either way gets URLs under that language's prefix, so `/es/…` and
 * `?translation_language=es` answer the same bytes; one that names none gets unprefixed URLs.
 * Runs after the parameters are read.
 */
export const contentLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  const prefixLang = c.req.param('lang' as never) as string | undefined;
  const requested = c.get('params').translation_language;
  if (requested !== undefined && !isLang(requested)) {
    throw invalidParam(
      'translation_language',
      `translation_language must be one of ${LANGUAGES.join(', ')}.`,
    );
  }
  const named = requested ?? (isLang(prefixLang) ? prefixLang : undefined);
  c.set('langPrefix', named ? `/${named}` : '');
  c.set('lang', named ?? c.get('config').defaultLanguage);
  await next();
};

const PATH_LANGUAGE = new RegExp(`^/(?:${LANGUAGES.join('|')})(?=/)`);

/** The path of a request without its language prefix: `/eu/site/events/v1/events` -> `/site/events/v1/events`. */
export const pathWithoutLanguage = (path: string) => path.replace(PATH_LANGUAGE, '');
