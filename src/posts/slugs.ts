import { type SQL, sql } from 'drizzle-orm';
import { type PostKind, STATUSES } from '../db/schema';
import type { Caller } from '../lib/caller';
import { LANGUAGES, type Lang, pickTranslationOrder } from '../lib/languages';
import { wordpressSlugForm } from '../lib/slug';
import { readableCondition } from './visibility';

/**
 * A slug that is free in its scope, computed by SQLite inside the write batch: `base`, or `base-N` with
 * N one more than the highest taken. Batches run one at a time, so two parallel writes of the same
 * title can never both take `base`. `scope` is the condition selecting the rows slugs compete with.
 */
export function uniqueSlugSql(table: 'post_texts' | 'term_texts', scope: SQL, base: string): SQL {
  const tbl = sql.raw(table);
  const suffixStart = base.length + 2;
  return sql`(SELECT CASE
      WHEN NOT EXISTS (SELECT 1 FROM ${tbl} WHERE ${scope} AND slug = ${base}) THEN ${base}
      ELSE ${base} || '-' || (SELECT max(2, coalesce(max(CAST(substr(slug, ${suffixStart}) AS INTEGER)), 1) + 1)
        FROM ${tbl} WHERE ${scope} AND slug > ${`${base}-`} AND slug < ${`${base}.`}
          AND substr(slug, ${suffixStart}) <> '' AND substr(slug, ${suffixStart}) NOT GLOB '*[^0-9]*')
    END)`;
}

/**
 * Every language a text can have, inlined (validated codes): `lang IN (…)` lets a lookup by slug use the
 * unique (kind, lang, slug) index instead of reading every text of the kind.
 */
const EVERY_LANGUAGE = sql.raw(LANGUAGES.map((lang) => `'${lang}'`).join(', '));

/** A record named by its slug, looked up from a request in content language `lang`. */
export interface SlugLocator {
  slug: string;
  lang: Lang;
  defaultLang: Lang;
}

/**
 * The id of the post of `kind` with this slug: one the caller may read first (a hidden record must not
 * shadow a visible one with the same slug in another language), then by language as a record's text is
 * shown (`pickTranslation`): the content language, the default one, then the first in order. So a slug
 * another record shows in that language wins over one only a hidden translation has.
 * A slug with letters outside ASCII is also looked for as WordPress stores it (percent-encoded), the
 * form imported records keep.
 */
export function slugLookup(kind: PostKind, by: SlugLocator, caller: Caller): SQL {
  const stored = wordpressSlugForm(by.slug);
  const slugs = stored === by.slug ? sql`${by.slug}` : sql`${by.slug}, ${stored}`;
  return sql`SELECT t.post_id AS id FROM post_texts t JOIN posts p ON p.id = t.post_id
    WHERE t.kind = ${kind} AND t.lang IN (${EVERY_LANGUAGE}) AND t.slug IN (${slugs})
    ORDER BY ${readableCondition(caller, [...STATUSES])} DESC, ${sql.raw(pickTranslationOrder('t.lang', by.lang, by.defaultLang))}, t.id LIMIT 1`;
}
