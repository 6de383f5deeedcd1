/** Types of wrangler.mjs, for the TypeScript importer (import/). */
export const PROJECT_ROOT: string;
export const DATABASE_BINDING: string;
export interface D1Target {
  remote?: boolean;
  /** A local database folder (`--persist-to`), for tests; default wrangler's own. */
  persistTo?: string;
}
export function targetArgs(remote?: boolean, persistTo?: string): string[];
export function runWrangler(
  args: string[],
  options?: { inherit?: boolean },
): Promise<{ code: number | null; stdout: string; stderr: string }>;
export class D1Error extends Error {}
export function d1Command(sql: string, options?: D1Target): Promise<Array<Array<Record<string, unknown>>>>;
export function d1File(file: string, options?: D1Target): Promise<Array<Array<Record<string, unknown>>>>;
export function d1Hint(error: Error): string;
