import { type SQL, sql } from 'drizzle-orm';

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
