import { type SQL, sql } from 'drizzle-orm';
import type { PostKind } from '../db/schema';
import type { Lang } from '../http/language';

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
 * Ids of posts of `kind` whose text shown in `lang` matches the FTS5 `query`: their text in `lang`, or,
 * when they have none, their text in the default language or any other. `CROSS JOIN` keeps the FTS
 * table the outer loop: left to itself, SQLite without statistics walks every text of the kind and
 * runs the full-text query once per text (seconds at 10k events).
 * The kind and languages (validated codes) are inlined, so each query costs one bound parameter.
 */
export function shownTextMatches(query: string, kind: PostKind, lang: Lang, defaultLang: Lang): SQL {
  return sql`SELECT t.post_id FROM post_texts_fts f CROSS JOIN post_texts t ON t.id = f.rowid
    WHERE post_texts_fts MATCH ${query} AND ${sql.raw(`t.kind = '${kind}'
      AND (t.lang = '${lang}' OR NOT EXISTS (SELECT 1 FROM post_texts o WHERE o.post_id = t.post_id AND o.lang = '${lang}')
        AND (t.lang = '${defaultLang}' OR NOT EXISTS (SELECT 1 FROM post_texts d WHERE d.post_id = t.post_id AND d.lang = '${defaultLang}')))`)}`;
}

/** Posts of `kind` (alias `p`) where every word of `text` matches their shown text in one of `columns`. */
export function searchCondition(
  text: string,
  kind: PostKind,
  lang: Lang,
  defaultLang: Lang,
  columns: readonly string[],
): SQL {
  const query = ftsQuery(text, columns);
  if (query === null) return sql`0`;
  return sql`p.id IN (${shownTextMatches(query, kind, lang, defaultLang)})`;
}
