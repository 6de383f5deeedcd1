/** The derived tables as the triggers keep them: the search index, the listed days and the terms' tables match the rows. */
import { DERIVED_TABLES, differingRows } from '../../tooling/derived-tables.mjs';
import { execSql, querySql } from './local-d1';

/** '' when all are exact, else what differs. */
export function derivedTablesExact(persistTo: string): string {
  try {
    execSql(persistTo, "INSERT INTO post_texts_fts(post_texts_fts, rank) VALUES ('integrity-check', 1);");
  } catch (err) {
    return `the search index differs from the texts: ${(err as Error).message}`;
  }
  const counts = querySql(persistTo, DERIVED_TABLES.map(differingRows));
  return DERIVED_TABLES.map((table, i) => [table.name, Number(counts[i]?.[0]?.n ?? Number.NaN)] as const)
    .filter(([, n]) => n !== 0)
    .map(([name, n]) => `${n} rows of ${name} differ from the rows they are kept from`)
    .join('; ');
}
