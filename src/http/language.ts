import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { isLang, LANGUAGES } from '../lib/languages';
import { invalidParam, invalidParams } from './errors';

/** Route pattern for the language prefix; the group keeps Hono from matching `/fr` or `/eus`. */
export const LANG_PREFIX_PATTERN = `/:lang{(?:${LANGUAGES.join('|')})}`;

/** The language a parameter names, or 400 naming the parameter. */
function languageOf(name: string, value: unknown) {
  if (value === undefined) return undefined;
  if (!isLang(value)) throw invalidParam(name, `${name} must be one of ${LANGUAGES.join(', ')}.`);
  return value;
}

/**
 * Resolves the content language: `translation_language` (or `lang`, which WPML and Polylang clients
 * send: the same parameter under their name; both, naming different languages, is 400), else the path
 * prefix, else the default. A request that names its language either way gets URLs under that
 * language's prefix, so `/es/…`, `?translation_language=es` and `?lang=es` answer the same bytes; one
 * that names none gets unprefixed URLs. Runs after the parameters are read.
 */
export const contentLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  const prefixLang = c.req.param('lang' as never) as string | undefined;
  const params = c.get('params');
  const given = languageOf('translation_language', params.translation_language);
  const alias = languageOf('lang', params.lang);
  if (given !== undefined && alias !== undefined && given !== alias) {
    throw invalidParams({
      lang: `lang (${alias}) and translation_language (${given}) name different languages: send one of them.`,
    });
  }
  const requested = given ?? alias;
  // Whatever reads the parameters (writes, aliases) sees `lang` as what it is: `translation_language`.
  if (given === undefined && alias !== undefined) c.set('params', { ...params, translation_language: alias });
  const named = requested ?? (isLang(prefixLang) ? prefixLang : undefined);
  c.set('langPrefix', named ? `/${named}` : '');
  c.set('lang', named ?? c.get('config').defaultLanguage);
  await next();
};

/** A path under a language prefix the site doesn't have (`/fr/…`, `/eus/…`, `/pt-br/…`). */
export interface UnknownLanguagePath {
  /** The prefix as sent, e.g. `fr`. */
  code: string;
  /** The path after it, e.g. `/site/events/v1/events` or `/event/concierto/`. */
  rest: string;
  /** An API path (answered in JSON), or a public page's (answered in HTML). */
  kind: 'api' | 'page';
}

/** What the site answers under a prefix: the API, the home page, the pages of records and the calendar. */
const UNDER_PREFIX = /^(\/site\/events\/v1(?:\/.*)?|\/(?:event|venue|organizer)\/.*|\/events(?:\/.*)?)$/;
const LANGUAGE_CODE = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})?$/i;

/**
 * The unknown language prefix of a path that would be the API's or a page's under a known one: `/fr/site/
 * events/v1/events`, `/fr/event/x/`, `/fr/` (a two-letter code, or one with a region, for the home
 * page alone: `/tag/` is not a language). `null` for anything else.
 */
export function unknownLanguagePath(path: string): UnknownLanguagePath | null {
  const match = /^\/([^/]{2,12})(\/.*)?$/.exec(path);
  if (!match) return null;
  const [, code = '', rest = ''] = match;
  if (!LANGUAGE_CODE.test(code) || isLang(code)) return null;
  if (rest === '' || rest === '/') {
    return /^[a-z]{2}(?:[-_][a-z0-9]{2,8})?$/i.test(code) ? { code, rest: '/', kind: 'page' } : null;
  }
  const under = UNDER_PREFIX.exec(rest);
  if (!under) return null;
  return { code, rest, kind: rest.startsWith('/site/events/v1') ? 'api' : 'page' };
}

const PATH_LANGUAGE = new RegExp(`^/(?:${LANGUAGES.join('|')})(?=/)`);

/** The path of a request without its language prefix: `/eu/site/events/v1/events` -> `/site/events/v1/events`. */
export const pathWithoutLanguage = (path: string) => path.replace(PATH_LANGUAGE, '');
