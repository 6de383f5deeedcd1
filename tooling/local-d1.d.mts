/** Types of local-d1.mjs, for the TypeScript importer (import/). */
import type { DatabaseSync } from 'node:sqlite';

export function localD1File(persistTo: string): string;
export function withLocalD1<T>(persistTo: string, work: (db: DatabaseSync) => T): T;
export function migrateLocalD1(persistTo: string): Promise<void>;
export function copyLocalD1(from: string, to: string): void;
