import { type SQL, sql } from 'drizzle-orm';
import type { Lang } from '../lib/languages';

/**
 * Turns user text into an FTS5 query where every word must match (as a prefix) in one of `columns`.
 * Each word is quoted, so FTS syntax in the input (`"`, `*`, `NEAR`, `-`, `:`) is only text.
 * Returns null when the text has no searchable word.
 */
export function ftsQuery(text: string, columns: readonly string[]): string | null {
  const words = text
    .split(/[\s\0]+/) // FTS5 reads a query up to its first NUL: a NUL separates words
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 16)
    .map((word) => `"${word.replaceAll('"', '""')}"*`);
  if (words.length === 0) return null;
  return `{${columns.join(' ')}} : (${words.join(' AND ')})`;
}

/**
 * The text `t` is the one shown for its post in `lang`: its own, else the default language's, else any.
 * The kind is not checked: the posts these texts lead to are (`p.kind`).
 */
const isShownText = (lang: Lang, defaultLang: Lang) =>
  sql.raw(`(t.lang = '${lang}' OR NOT EXISTS (SELECT 1 FROM post_texts o WHERE o.post_id = t.post_id AND o.lang = '${lang}')
      AND (t.lang = '${defaultLang}' OR NOT EXISTS (SELECT 1 FROM post_texts d WHERE d.post_id = t.post_id AND d.lang = '${defaultLang}')))`);

/**
 * Ids of posts whose text shown in `lang` matches the FTS5 `query`, for `p.id IN (…)`. `CROSS JOIN`
 * keeps the FTS table the outer loop (left to itself, SQLite without statistics may walk every text and
 * run the full-text query once per text), and `post_texts_owner` turns each match into its post and
 * language without reading the text's row: half the time at 34k matches.
 * Languages (validated codes) are inlined, so each query costs one bound parameter.
 */
export function shownTextMatches(query: string, lang: Lang, defaultLang: Lang): SQL {
  return sql`SELECT t.post_id FROM post_texts_fts f CROSS JOIN post_texts t INDEXED BY post_texts_owner ON t.id = f.rowid
    WHERE post_texts_fts MATCH ${query} AND ${isShownText(lang, defaultLang)}`;
}

/**
 * Whether the post `p` shows a text among the FTS5 `query`'s matches (the text of its `content_id`: an
 * occurrence shows its template's), checked post by post: the
 * matches are read once as a set of text rowids (2 ms for 34k matches at 100k events), and only the
 * posts this condition is evaluated for look their texts up in it. Cheaper than `shownTextMatches` when
 * few posts reach it: another filter has narrowed them, or it sits behind an `OR` that rarely needs it.
 */
export function hasShownTextMatching(query: string, lang: Lang, defaultLang: Lang): SQL {
  return sql`EXISTS (SELECT 1 FROM post_texts t WHERE t.post_id = p.content_id AND ${isShownText(lang, defaultLang)}
    AND t.id IN (SELECT rowid FROM post_texts_fts WHERE post_texts_fts MATCH ${query}))`;
}

/**
 * Events (alias `p`) where every word of `text` matches their shown text in one of `columns`: as a set
 * of content ids the matches drive, or, `perPost`, checked for each event that reaches the condition.
 */
export function searchCondition(
  text: string,
  lang: Lang,
  defaultLang: Lang,
  columns: readonly string[],
  perPost = false,
): SQL {
  const query = ftsQuery(text, columns);
  if (query === null) return sql`0`;
  return perPost
    ? hasShownTextMatching(query, lang, defaultLang)
    : sql`p.content_id IN (${shownTextMatches(query, lang, defaultLang)})`;
}
