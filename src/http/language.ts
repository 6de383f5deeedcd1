import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { isLang, LANGUAGES } from '../lib/languages';
import { invalidParam } from './errors';

/** Route pattern for the language prefix; the group keeps Hono from matching `/fr` or `/eus`. */
export const LANG_PREFIX_PATTERN = `/:lang{(?:${LANGUAGES.join('|')})}`;

/**
 * Resolves the content language: `translation_language`, else the path prefix, else the default.
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
  c.set('langPrefix', isLang(prefixLang) ? `/${prefixLang}` : '');
  c.set('lang', requested ?? (isLang(prefixLang) ? prefixLang : c.get('config').defaultLanguage));
  await next();
};
