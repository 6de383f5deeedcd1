/** Types of sql.mjs, for the TypeScript importer (import/). */
export function sqlString(text: unknown): string;
export function sqlValue(value: string | number | boolean | null | undefined): string;
export function insertStatements(
  table: string,
  columns: string[],
  rows: ReadonlyArray<Record<string, string | number | boolean | null | undefined>>,
  options?: { maxRows?: number; maxChars?: number; verb?: string; suffix?: string },
): string[];
export const RECOUNT_TERMS: string;
export const BUMP_GENERATION: string;
