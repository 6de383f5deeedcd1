/** Which of our languages a source's locale or language code is. */
import { isLang, type Lang } from '../../src/lib/languages';

/** `--lang-map es_ES=es,eu_ES=eu`: explicit codes first; otherwise the part before `_` or `-`. */
export function parseLangMap(text: string | undefined): Record<string, Lang> {
  const map: Record<string, Lang> = {};
  for (const pair of (text ?? '').split(',')) {
    if (pair.trim() === '') continue;
    const [from = '', to = ''] = pair.split('=').map((part) => part.trim());
    if (from === '' || !isLang(to))
      throw new RangeError(`--lang-map: "${pair}" is not locale=code with a code of eu, ca, en, gl, es.`);
    map[from.toLowerCase()] = to;
  }
  return map;
}

export function toLang(locale: string | undefined, map: Record<string, Lang>): Lang | null {
  if (!locale) return null;
  const key = locale.trim().toLowerCase();
  const mapped = map[key];
  if (mapped) return mapped;
  const base = key.split(/[_-]/)[0];
  return isLang(base) ? base : null;
}

/** The project's default language (wrangler.toml's `DEFAULT_LANGUAGE` as it ships). */
const CONFIGURED_LANGUAGE: Lang = 'es';

/**
 * The language of the texts of a source that names none (an iCalendar feed): the deployment's own, its
 * `default_language` setting (`settings`, what the database holds), else the project's default.
 */
export function deploymentLanguage(settings: Map<string, string>): Lang {
  const set = settings.get('default_language');
  return set !== undefined && isLang(set) ? set : CONFIGURED_LANGUAGE;
}
