/** Types of bench-data.mjs, for the tests. */
export interface BenchShape {
  events: number;
  venues: number;
  organizers: number;
  firstOrganizer: number;
  firstEvent: number;
  categories: number;
  tags: number;
  firstTag: number;
  series: null | Record<string, number>;
}
export const SIZES: Record<string, number>;
export function layout(events: number, options?: { series?: boolean }): BenchShape;
export function buildBenchSql(
  events: number,
  options?: { series?: boolean },
): { shape: BenchShape; statements: string[]; sql: string };
export function slugify(text: string): string;
