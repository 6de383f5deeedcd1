/** A full import of the recorded site (through one 429), then the same again: the second writes nothing. */
import { databaseFor, type E2E } from '../context';
import { checkNothingWritten, dump, generationOf } from '../dumps';
import { importCli } from '../import-run';
import type { Scenario } from '../scenario';
import { fromSite } from '../sites';

export async function fullImport(
  s: Scenario,
  { template, server }: Pick<E2E, 'template' | 'server'>,
): Promise<Pick<E2E, 'db' | 'state' | 'afterFirst'>> {
  const db = databaseFor(s, template, 'a');
  const state = s.path('state');
  const args = [...fromSite(server.url), '--persist-to', db, '--state', state, '--report'];
  const first = await importCli(s, args);
  s.check('a full import from the recorded site exits 0', first.code === 0, first.stderr + first.stdout);
  const afterFirst = dump(db);
  s.check(
    'it brings 79 events, 5 venues, 4 organizers, 9 terms, with one generation bump',
    afterFirst.posts?.filter((p) => p.kind === 'event').length === 79 &&
      afterFirst.posts.length === 88 &&
      afterFirst.terms?.length === 9 &&
      generationOf(afterFirst) === 2,
    `posts ${afterFirst.posts?.length}, terms ${afterFirst.terms?.length}, generation ${generationOf(afterFirst)}`,
  );
  s.check(
    'a 429 with Retry-After was waited for and the page read',
    (server.hits.get('wp/v2/settings?_fields=timezone,language') ?? 0) === 2,
  );
  const second = await importCli(s, args);
  checkNothingWritten(s, 'a second run writes nothing', second, afterFirst, db);
  return { db, state, afterFirst };
}
