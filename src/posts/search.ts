import { type SQL, sql } from 'drizzle-orm';
import { type Lang, languageRank } from '../lib/languages';

/**
 * Turns user text into an FTS5 query where every word must match (as a prefix) in one of `columns`.
 * Each word is quoted, so FTS syntax in the input (`"`, `*`, `NEAR`, `-`, `:`) is only text.
 * Returns null when the text has no searchable word.
 */
export function ftsQuery(text: string, columns: readonly string[]): string | null {
  const words = searchWords(text).map((word) => `"${word.replaceAll('"', '""')}"*`);
  if (words.length === 0) return null;
  return `{${columns.join(' ')}} : (${words.join(' AND ')})`;
}

/** The words of a search text `ftsQuery` keeps. */
const searchWords = (text: string) =>
  text
    .split(/[\s\0]+/) // FTS5 reads a query up to its first NUL: a NUL separates words
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 16);

/** The prefix lengths (characters) `post_texts_fts` indexes (migrations/0018). */
const PREFIX_MIN = 2;
const PREFIX_MAX = 6;

/**
 * Whether every word's prefix query can seek one text: the prefix (the word's last token; the others of a
 * quoted word are whole terms) has a length the prefix index holds. Any other prefix makes FTS5 merge the
 * doclists of every term it names, on each lookup (88 ms for `jazz` at 100k events without the index).
 * An approximation of the tokenizer (a combining mark counts here, not there) only costs speed.
 */
export function seeksByPrefix(text: string): boolean {
  const words = searchWords(text);
  return (
    words.length > 0 &&
    words.every((word) => {
      const tokens = word.split(/[^\p{L}\p{N}]+/u).filter((token) => token.length > 0);
      const length = [...(tokens.at(-1) ?? '')].length;
      return length >= PREFIX_MIN && length <= PREFIX_MAX;
    })
  );
}

/**
 * The text `t` is the one shown for its post in `lang` (`pickTranslation`): its own, else the default
 * language's, else the first in `LANGUAGES` order. The kind is not checked: the posts these texts lead to
 * are (`p.kind`). The last check runs only for a post with neither language's text.
 */
const isShownText = (lang: Lang, defaultLang: Lang, anyLanguage = false) =>
  anyLanguage
    ? sql.raw('1')
    : sql.raw(`(t.lang = '${lang}' OR NOT EXISTS (SELECT 1 FROM post_texts o WHERE o.post_id = t.post_id AND o.lang = '${lang}')
      AND (t.lang = '${defaultLang}' OR NOT EXISTS (SELECT 1 FROM post_texts d WHERE d.post_id = t.post_id AND d.lang = '${defaultLang}')
        AND NOT EXISTS (SELECT 1 FROM post_texts e WHERE e.post_id = t.post_id AND ${languageRank('e.lang')} < ${languageRank('t.lang')})))`);

/**
 * Ids of posts whose text shown in `lang` matches the FTS5 `query`, for `p.id IN (…)`. `CROSS JOIN`
 * keeps the FTS table the outer loop (left to itself, SQLite without statistics may walk every text and
 * run the full-text query once per text), and `post_texts_owner` turns each match into its post and
 * language without reading the text's row: half the time at 34k matches.
 * Languages (validated codes) are inlined, so each query costs one bound parameter.
 */
export function shownTextMatches(
  query: string,
  lang: Lang,
  defaultLang: Lang,
  index: FullTextIndex = 'post_texts_fts',
  anyLanguage = false,
): SQL {
  const table = sql.raw(index);
  return sql`SELECT t.post_id FROM ${table} f CROSS JOIN post_texts t INDEXED BY post_texts_owner ON t.id = f.rowid
    WHERE ${table} MATCH ${query} AND ${isShownText(lang, defaultLang, anyLanguage)}`;
}

/**
 * The full-text indexes of `post_texts`: every text, or the venues' and organizers' alone (migrations/0023:
 * their lists' searches then read their own matches, not every event text's).
 */
export type FullTextIndex = 'post_texts_fts' | 'linked_texts_fts';

/**
 * Whether the post `p` shows a text among the FTS5 `query`'s matches (the text of its `content_id`: an
 * occurrence shows its template's), checked post by post. Cheaper than `shownTextMatches` when few posts
 * reach it: it sits behind an `OR` that rarely needs it (the title of a password-protected event).
 */
export function hasShownTextMatching(
  query: string,
  lang: Lang,
  defaultLang: Lang,
  seek: boolean,
  anyLanguage = false,
): SQL {
  return sql`EXISTS (SELECT 1 FROM post_texts t WHERE t.post_id = p.content_id AND ${isShownText(lang, defaultLang, anyLanguage)}
    AND ${textMatches(query, seek)})`;
}

/**
 * Whether text `t` is among the FTS5 `query`'s matches: with `seek` (`seeksByPrefix`), looked up in the
 * index by its rowid, a cost that follows the texts checked (39 µs a lookup at 100k events); otherwise
 * against the set of every match, read once per statement (7 ms and a temporary index for the 34k texts
 * with `jazz` at 100k events).
 */
const textMatches = (query: string, seek: boolean) =>
  seek
    ? sql`EXISTS (SELECT 1 FROM post_texts_fts WHERE post_texts_fts MATCH ${query} AND post_texts_fts.rowid = t.id)`
    : sql`t.id IN (SELECT rowid FROM post_texts_fts WHERE post_texts_fts MATCH ${query})`;

/**
 * Events (alias `p`) where every word of `text` matches their shown text in one of `columns` (with
 * `anyLanguage`, their text in any language: `search_languages=all`): as a set of content ids the matches
 * drive; with `among` (a select of content ids: a venue's or organizer's events), as the set of those whose
 * text matches, each looked up once; or, `true`, checked for each event that reaches the condition.
 */
export function searchCondition(
  text: string,
  lang: Lang,
  defaultLang: Lang,
  columns: readonly string[],
  among?: SQL | true,
  anyLanguage = false,
): SQL {
  const query = ftsQuery(text, columns);
  if (query === null) return sql`0`;
  if (among === true) return hasShownTextMatching(query, lang, defaultLang, seeksByPrefix(text), anyLanguage);
  if (among !== undefined)
    return sql`p.content_id IN (SELECT t.post_id FROM post_texts t WHERE t.post_id IN (${among})
      AND ${isShownText(lang, defaultLang, anyLanguage)} AND ${textMatches(query, seeksByPrefix(text))})`;
  return sql`p.content_id IN (${shownTextMatches(query, lang, defaultLang, 'post_texts_fts', anyLanguage)})`;
}
