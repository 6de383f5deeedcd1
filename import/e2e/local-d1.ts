/**
 * The local D1 databases of the end-to-end run (tooling/local-d1.mjs): the migrations applied once, by
 * wrangler as `npm run db:migrate` does, to a `--persist-to` folder, and each database the run needs a
 * copy of that folder (applying them again cost about 14 s a database). The checks read and prepare a
 * database in this process, through its SQLite file, instead of starting `wrangler d1 execute` each
 * time (3 to 4 s a call); the importer itself still loads through wrangler.
 */
import { copyLocalD1, migrateLocalD1, withLocalD1 } from '../../tooling/local-d1.mjs';
import { timed, timedSync } from './timings';

/** A folder with the migrations applied, to copy for each database. */
export async function migratedTemplate(folder: string): Promise<string> {
  await timed('migrations applied', () => migrateLocalD1(folder));
  return folder;
}

/** A copy of the database of `persistTo` (the migrated template: a fresh one) in `folder`. */
export function copyDatabase(persistTo: string, folder: string): string {
  timedSync('databases copied', () => copyLocalD1(persistTo, folder));
  return folder;
}

/** Runs `;`-separated statements on the database of `persistTo` (as one script, not atomic). */
export function execSql(persistTo: string, sql: string): void {
  timedSync('SQL in process', () => withLocalD1(persistTo, (db) => db.exec(sql)));
}

/** The rows of each of `queries` on the database of `persistTo`. */
export function querySql(persistTo: string, queries: string[]): Array<Array<Record<string, unknown>>> {
  return timedSync('SQL in process', () =>
    withLocalD1(persistTo, (db) =>
      queries.map((query) => db.prepare(query).all() as Array<Record<string, unknown>>),
    ),
  );
}
