/** A full import of the recorded site (through one 429), then the same again: the second writes nothing. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { databaseFor, type E2E } from '../context';
import { checkNothingWritten, dump, generationOf, type Tables } from '../dumps';
import type { FixtureServer } from '../fixture-server';
import { importCli } from '../import-run';
import type { Scenario } from '../scenario';
import { fromSite } from '../sites';

const POSTER = '/wp-content/uploads/2026/11/jazz-poster.png';

/** Files under `folder`, recursively. */
function filesIn(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

/**
 * The recorded site's featured image is a file of the media library now: one row with a file key, as
 * an upload makes it, the records that showed it pointing to it, and its bytes in the local bucket.
 */
function checkImagesCopied(s: Scenario, stdout: string, tables: Tables, db: string, server: FixtureServer) {
  const files = (tables.images ?? []).filter((i) => i.file_key);
  const file = files[0];
  const users = (tables.posts ?? []).filter((p) => file && p.image_id === file.id);
  const objects = filesIn(path.join(db, 'v3', 'r2')).filter((f) => file && statSync(f).size === file.bytes);
  const png = objects.some((f) => readFileSync(f).subarray(1, 4).toString() === 'PNG');
  s.check(
    'the recorded site’s image is copied into the media library: a file row, the records use it, its bytes in R2',
    /image files: 1 copied into the media library, 0 skipped as unchanged \(copied before\), 0 failed/.test(
      stdout,
    ) &&
      files.length === 1 &&
      file?.url === '' &&
      file?.mime === 'image/png' &&
      file?.width === 320 &&
      file?.filename === 'jazz-poster.png' &&
      users.length > 0 &&
      (tables.posts ?? []).every((p) => !p.image_url) &&
      png &&
      server.hits.get(POSTER) === 1,
    `${stdout.slice(-800)}\nfiles ${JSON.stringify(files)}, used by ${users.length}, objects ${objects.length}`,
  );
}

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
  checkImagesCopied(s, first.stdout, afterFirst, db, server);
  const second = await importCli(s, args);
  checkNothingWritten(s, 'a second run writes nothing', second, afterFirst, db);
  s.check(
    'a second run copies no image again: skipped as unchanged, not fetched',
    /image files: 0 copied into the media library, 1 skipped as unchanged/.test(second.stdout) &&
      server.hits.get(POSTER) === 1,
    `${second.stdout.slice(-600)} (fetched ${server.hits.get(POSTER)} times)`,
  );
  return { db, state, afterFirst };
}
