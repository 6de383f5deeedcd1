/** A database holding other records with the source's ids: refused without `--remap`, then remapped. */
import { databaseFor, type E2E } from '../context';
import { dump } from '../dumps';
import { importCli } from '../import-run';
import { execSql } from '../local-d1';
import type { Scenario } from '../scenario';
import { fromSite } from '../sites';

export async function idsTaken(s: Scenario, { template, server }: E2E) {
  const db = databaseFor(s, template, 'c');
  execSql(
    db,
    "INSERT INTO posts (id, kind, author_id) VALUES (27, 'venue', 1); INSERT INTO post_texts (post_id, kind, lang, title, slug) VALUES (27, 'venue', 'es', 'Local', 'local');",
  );
  const args = [...fromSite(server.url), '--persist-to', db, '--state', s.path('state')];
  const refused = await importCli(s, args);
  const afterRefusal = dump(db);
  s.check(
    'ids taken by other records: refused without --remap, nothing written',
    refused.code === 1 &&
      /already holds other records .*--remap/.test(refused.stderr) &&
      afterRefusal.posts?.length === 1,
    refused.stderr.slice(-300),
  );
  const remapped = await importCli(s, [...args, '--remap']);
  const afterRemap = dump(db);
  const alias = afterRemap.aliases?.find((a) => a.alias_id === 27);
  s.check(
    'with --remap the record gets a new id and its old one as an alias',
    remapped.code === 0 &&
      afterRemap.posts?.find((p) => p.id === 27)?.kind === 'venue' &&
      alias !== undefined &&
      Number(alias.target_id) > 113,
    `${remapped.stderr.slice(-300)} alias: ${JSON.stringify(alias)}`,
  );
}
