/** The five content languages, and how a record's text in one of them is picked. */
export const LANGUAGES = ['eu', 'ca', 'en', 'gl', 'es'] as const;
export type Lang = (typeof LANGUAGES)[number];

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

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
  `${column} = '${lang}' DESC, ${column} = '${defaultLang}' DESC, ${languageRank(column)}`;

/** The place of the language in column `column` among `LANGUAGES`, in SQL: the "any" of `pickTranslation`. */
export const languageRank = (column: string) => `instr(',${LANGUAGES.join(',')},', ',' || ${column} || ',')`;
