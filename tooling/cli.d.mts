/** Types of cli.mjs, for the TypeScript importer (import/). */
import type { ParseArgsConfig } from 'node:util';

export class UsageError extends Error {
  constructor(message: string, options?: { showUsage?: boolean });
  showUsage: boolean;
}
export function parseOptions<const O extends NonNullable<ParseArgsConfig['options']>>(
  args: string[],
  options: O,
): {
  values: { [K in keyof O]: O[K] extends { type: 'boolean' } ? boolean : string | undefined };
  positionals: string[];
};
export function runCli(main: () => Promise<void>, usage: string, hint?: string): void;
