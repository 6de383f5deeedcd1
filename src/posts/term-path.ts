import { type Lang, pickTranslation } from '../lib/languages';
import type { TermRow } from './rows';

/**
 * The slugs of a term's address in `lang` (falling back as its name does): its ancestors' and its own,
 * the top one first. TEC nests a child category's address in its parents' (`/events/category/music/jazz/`);
 * a tag, or a term read without its ancestors, is its own slug alone.
 */
export function termPath(
  term: Pick<TermRow, 'texts' | 'ancestors'>,
  lang: Lang,
  defaultLang: Lang,
): string[] {
  return [...(term.ancestors ?? []), term.texts]
    .map((texts) => pickTranslation(texts, lang, defaultLang)?.slug ?? '')
    .filter((slug) => slug !== '');
}
