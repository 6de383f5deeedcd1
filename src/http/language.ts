import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { invalidParam } from './errors';

export const LANGUAGES = ['eu', 'ca', 'en', 'gl', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

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

/** Picks the text in `lang`, else in the default language, else any; returns it with the language it is in. */
export function pickTranslation<T extends { lang: string }>(
  texts: readonly T[],
  lang: Lang,
  defaultLang: Lang,
): T | undefined {
  return (
    texts.find((t) => t.lang === lang) ??
    texts.find((t) => t.lang === defaultLang) ??
    [...texts].sort((a, b) => LANGUAGES.indexOf(a.lang as Lang) - LANGUAGES.indexOf(b.lang as Lang))[0]
  );
}

/**
 * `pickTranslation` in SQL: an `ORDER BY` over the language column `column` whose first row is the text
 * it picks. Languages are validated codes, so they are inlined.
 */
export const pickTranslationOrder = (column: string, lang: Lang, defaultLang: Lang) =>
  `${column} = '${lang}' DESC, ${column} = '${defaultLang}' DESC, instr(',${LANGUAGES.join(',')},', ',' || ${column} || ',')`;
