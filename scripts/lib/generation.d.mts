/** Types of generation.mjs, for the tests. */
export function freshGenerationSql(options?: { now?: number; floor?: number }): string;
export const GENERATION_QUERY: string;
