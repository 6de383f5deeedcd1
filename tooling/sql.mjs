/** SQL literal building for generated seed files (plain INSERTs, no bound parameters). */

export function sqlString(text) {
  const value = String(text);
  if (value.includes('\u0000')) throw new RangeError('NUL character in SQL string');
  return `'${value.replaceAll("'", "''")}'`;
}

export function sqlValue(value) {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return String(value);
  }
  return sqlString(value);
}

/**
 * `INSERT INTO table (cols) VALUES (…), (…) {suffix};` statements with at most `maxRows` rows and about
 * `maxChars` characters each (D1 caps one statement at 100 KB). `suffix` is an upsert clause
 * (`ON CONFLICT …`) or ''.
 */
export function insertStatements(
  table,
  columns,
  rows,
  { maxRows = 50, maxChars = 90_000, verb = 'INSERT', suffix = '' } = {},
) {
  const head = `${verb} INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const tail = suffix ? `\n${suffix}` : '';
  const statements = [];
  let batch = [];
  let size = head.length;
  const flush = () => {
    if (batch.length > 0) statements.push(`${head}${batch.join(',\n')}${tail};`);
    batch = [];
    size = head.length;
  };
  for (const row of rows) {
    const tuple = `(${columns.map((col) => sqlValue(row[col])).join(', ')})`;
    if (batch.length >= maxRows || (batch.length > 0 && size + tuple.length + tail.length + 2 > maxChars))
      flush();
    batch.push(tuple);
    size += tuple.length + 2;
  }
  flush();
  return statements;
}

const TERM_COUNT =
  "(SELECT count(*) FROM event_terms et JOIN posts e ON e.content_id = et.event_id WHERE et.term_id = terms.id AND e.kind = 'event' AND e.status = 'publish')";

/**
 * Term counts recounted where they differ: the published events showing each term (an occurrence of a
 * series counts through its content, its template's or its own once detached).
 */
export const RECOUNT_TERMS = `UPDATE terms SET count = ${TERM_COUNT} WHERE count IS NOT ${TERM_COUNT};`;

/** Moves the content generation: what was cached before no longer counts as fresh. */
export const BUMP_GENERATION = "UPDATE counters SET value = value + 1 WHERE name = 'generation';";
