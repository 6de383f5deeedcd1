import { type SQL, sql } from 'drizzle-orm';
import type { PostKind } from '../db/schema';
import { type Lang, pickTranslation } from '../lib/languages';
import { slugify } from '../lib/slug';
import type { PostText } from './rows';
import { uniqueSlugSql } from './slugs';

/** The translatable columns of `post_texts` a write may set. */
export type TextFields = Partial<Omit<PostText, 'lang'>>;

const TEXT_COLUMNS = ['title', 'description', 'excerpt', 'cost', 'address', 'city'] as const;

/**
 * The text a write sets per language: `translations` first, then the top-level fields, which are in
 * the content language. `rename` maps request names to columns (`venue` -> `title`).
 */
export function textsByLanguage(
  input: Record<string, unknown> & { translations?: Record<string, Record<string, unknown> | undefined> },
  lang: Lang,
  rename: Record<string, keyof TextFields>,
): Map<Lang, TextFields> {
  const pick = (source: Record<string, unknown>): TextFields => {
    const fields: TextFields = {};
    for (const [param, column] of Object.entries(rename)) {
      if (source[param] !== undefined) fields[column] = String(source[param]);
    }
    return fields;
  };
  const byLang = new Map<Lang, TextFields>();
  for (const [code, fields] of Object.entries(input.translations ?? {})) {
    const picked = pick(fields ?? {});
    if (Object.keys(picked).length > 0) byLang.set(code as Lang, picked);
  }
  const topLevel = pick(input);
  if (Object.keys(topLevel).length > 0) byLang.set(lang, { ...byLang.get(lang), ...topLevel });
  return byLang;
}

/**
 * Writes one language's text of a post: a new row (copying the text it falls back to, with a unique
 * slug) or only the fields sent. A slug changes only when one is sent. With `onlyIf`, nothing is
 * written unless that condition holds when the statement runs.
 */
export function upsertPostText(
  kind: PostKind,
  postId: number,
  lang: Lang,
  fields: TextFields,
  texts: readonly PostText[],
  defaultLang: Lang,
  onlyIf?: SQL,
): SQL {
  const own = texts.find((t) => t.lang === lang);
  const base = own ?? pickTranslation(texts, lang, defaultLang);
  const merged = {
    title: '',
    description: '',
    excerpt: '',
    cost: '',
    address: '',
    city: '',
    ...base,
    ...fields,
  };
  const slugBase =
    slugify(fields.slug ?? '') || (own ? own.slug : slugify(merged.title)) || `${kind}-${postId}`;
  const slug = uniqueSlugSql(
    'post_texts',
    sql`kind = ${kind} AND lang = ${lang} AND post_id <> ${postId}`,
    slugBase,
  );
  const values = TEXT_COLUMNS.map((column) => sql`${merged[column]}`);
  // An existing text changes only in the fields sent: the others may have been changed meanwhile by
  // another write, whose values `merged` (read before) doesn't have.
  const updates = TEXT_COLUMNS.filter((column) => !own || fields[column] !== undefined).map((column) =>
    sql.raw(`${column} = excluded.${column}`),
  );
  if (!own || fields.slug !== undefined) updates.push(sql.raw('slug = excluded.slug'));
  const row = sql`${postId}, ${kind}, ${lang}, ${slug}, ${sql.join(values, sql`, `)}`;
  return sql`INSERT INTO post_texts (post_id, kind, lang, slug, ${sql.raw(TEXT_COLUMNS.join(', '))})
    ${onlyIf ? sql`SELECT ${row} WHERE ${onlyIf}` : sql`VALUES (${row})`}
    ON CONFLICT (post_id, lang) DO ${updates.length > 0 ? sql`UPDATE SET ${sql.join(updates, sql`, `)}` : sql`NOTHING`}`;
}
