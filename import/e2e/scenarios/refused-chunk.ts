/**
 * A chunk the database refuses (a trigger makes its inserts fail): it leaves nothing, the run stops with
 * exit 1, and run again it continues with that chunk. In one chunk, and in 8 kB chunks, where the chunks
 * before the refused one stay and the derived tables stay exact.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { databaseFor, type E2E } from '../context';
import { derivedTablesExact } from '../derived';
import { changedRows, dump, generationOf } from '../dumps';
import { importCli } from '../import-run';
import { execSql } from '../local-d1';
import type { Scenario } from '../scenario';
import { fromSite } from '../sites';

/** Makes every insert into `table` fail (where `when` holds), as a database refusing a chunk would. */
const FAILING_TRIGGER = (table: string, when = '1') =>
  `CREATE TRIGGER import_test_failure BEFORE INSERT ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'injected failure'); END;`;
const DROP_FAILING_TRIGGER = 'DROP TRIGGER import_test_failure;';

const loadedChunks = (state: string): number =>
  JSON.parse(readFileSync(path.join(state, 'state.json'), 'utf8')).run?.loadedChunks ?? -1;

export async function refusedChunk(s: Scenario, { template, server, afterFirst }: E2E) {
  const db = databaseFor(s, template, 'f');
  const state = s.path('state');
  const args = [...fromSite(server.url), '--persist-to', db, '--state', state];
  const empty = dump(db);
  execSql(db, FAILING_TRIGGER('import_origins', 'new.id = 33'));
  const refused = await importCli(s, args);
  s.check(
    'a chunk D1 refuses: exit 1 with what D1 said',
    refused.code === 1 && /D1 refused the statements: .*injected failure/.test(refused.stderr),
    `code ${refused.code}: ${refused.stderr.slice(-400)}`,
  );
  const left = changedRows(empty, dump(db));
  s.check(
    '…and it left nothing, though most of its statements had run before the one refused',
    left.length === 0 && loadedChunks(state) === 0,
    left.slice(0, 10).join(', '),
  );
  execSql(db, DROP_FAILING_TRIGGER);
  const retried = await importCli(s, args);
  const differences = changedRows(afterFirst, dump(db));
  s.check(
    'run again, it continues (nothing fetched again) and ends as an uninterrupted run',
    retried.code === 0 && /Continuing the run/.test(retried.stderr) && differences.length === 0,
    `${retried.stderr.slice(-300)} ${differences.slice(0, 10).join(', ')}`,
  );
}

export async function refusedSmallChunk(s: Scenario, { template, server, afterFirst }: E2E) {
  const db = databaseFor(s, template, 'g');
  const state = s.path('state');
  execSql(db, FAILING_TRIGGER('legacy_urls'));
  const args = [...fromSite(server.url), '--persist-to', db, '--state', state, '--chunk-kb', '8'];
  const stopped = await importCli(s, args);
  const loadedBefore = loadedChunks(state);
  const partial = dump(db);
  s.check(
    'in 8 kB chunks, the run stops at the refused chunk with the ones before it in D1',
    stopped.code === 1 &&
      loadedBefore > 0 &&
      (partial.posts?.length ?? 0) > 0 &&
      (partial.legacy_urls?.length ?? 0) === 0 &&
      generationOf(partial) === 1,
    `code ${stopped.code}, ${loadedBefore} chunks loaded, ${partial.posts?.length} posts, generation ${generationOf(partial)}`,
  );
  const partialDerived = derivedTablesExact(db);
  s.check('…with the search index and the listed days exact', partialDerived === '', partialDerived);
  execSql(db, DROP_FAILING_TRIGGER);
  const continued = await importCli(s, args);
  const differences = changedRows(afterFirst, dump(db));
  s.check(
    'run again, it continues with the refused chunk and ends as an uninterrupted run',
    continued.code === 0 &&
      continued.stderr.includes(`continuing with chunk ${loadedBefore + 1}.`) &&
      differences.length === 0,
    `${continued.stderr.slice(-300)} ${differences.slice(0, 10).join(', ')}`,
  );
  const finalDerived = derivedTablesExact(db);
  s.check('…with the search index and the listed days exact', finalDerived === '', finalDerived);
}
