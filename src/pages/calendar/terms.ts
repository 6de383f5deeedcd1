import type { SQL } from 'drizzle-orm';
import type { Row } from '../../db/client';
import type { Taxonomy } from '../../db/schema';
import type { Caller } from '../../lib/caller';
import { isLang, LANGUAGES, type Lang } from '../../lib/languages';
import { termPath } from '../../posts/term-path';
import { decodeTerm, termListStatements } from '../../terms/queries';
import type { TermListQuery } from '../../terms/schemas';
import type { Option } from './filter-bar';
import type { TermInfo } from './page';

/**
 * The terms a calendar page names, read as `GET /categories` and `GET /tags` read them (in the content
 * language, with the fallback): the category or tag of an archive, and the categories of the select.
 */

/** The select offers the categories that have events, by name, at most this many. */
export const MAX_CATEGORIES = 100;

const LIST: TermListQuery = {
  page: 1,
  per_page: MAX_CATEGORIES,
  order: 'asc',
  orderby: 'name',
  hide_empty: true,
};

interface TermContext {
  lang: Lang;
  defaultLang: Lang;
  caller: Caller;
}

/** The rows statement of a term list (the last of its batch's statements). */
const rowsOf = (q: TermListQuery, taxonomy: Taxonomy, ctx: TermContext): SQL =>
  termListStatements(q, { taxonomy, ...ctx })[4];

export const categoriesStatement = (ctx: TermContext) => rowsOf(LIST, 'tribe_events_cat', ctx);

/** The term of `taxonomy` whose slug (in any language) is `slug`. */
export const termStatement = (taxonomy: Taxonomy, slug: string, ctx: TermContext) =>
  rowsOf({ ...LIST, per_page: 1, hide_empty: false, slug }, taxonomy, ctx);

export const optionOf = (row: Row): Option => ({ slug: String(row.slug), name: String(row.name) });

/** A term's name, its slugs, and its address's slugs in each language (a category's nest its ancestors'). */
export function termInfo(row: Row, defaultLang: Lang): TermInfo {
  const term = decodeTerm(row);
  const slugs: TermInfo['slugs'] = {};
  for (const text of term.texts) if (isLang(text.lang)) slugs[text.lang] = text.slug;
  const paths = Object.fromEntries(LANGUAGES.map((lang) => [lang, termPath(term, lang, defaultLang)]));
  return { name: String(row.name), slug: String(row.slug), slugs, paths: paths as TermInfo['paths'] };
}
