import type { Status } from '../db/schema';
import type { Lang } from '../lib/languages';

/** WordPress's `Protected: %s` in each content language: its own translations (es_ES, ca, eu, gl_ES). */
const PROTECTED_TITLE: Record<Lang, string> = {
  eu: 'Babestuta: %s',
  ca: 'Protegit: %s',
  en: 'Protected: %s',
  gl: 'Protexido: %s',
  es: 'Protegido: %s',
};

/** WordPress's `Private: %s` in each content language: its own translations (es_ES, ca, eu, gl_ES). */
const PRIVATE_TITLE: Record<Lang, string> = {
  eu: 'Pribatua: %s',
  ca: 'Privat: %s',
  en: 'Private: %s',
  gl: 'Privado: %s',
  es: 'Privado: %s',
};

/**
 * A title as WordPress's `get_the_title()` gives it outside the admin, which TEC's JSON-LD `name` is:
 * `Protected: ` before the title of a post with a password (whatever its status), else `Private: ` before
 * a private one's, in the site's language (here the content language). TEC's REST `title` has neither.
 */
export function wordpressTitle(
  title: string,
  post: { status: Status; has_password: 0 | 1 | boolean },
  lang: Lang,
): string {
  const format = post.has_password
    ? PROTECTED_TITLE[lang]
    : post.status === 'private'
      ? PRIVATE_TITLE[lang]
      : null;
  return format ? format.replace('%s', () => title) : title;
}
