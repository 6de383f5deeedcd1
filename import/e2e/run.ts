/**
 * End-to-end tests of `npm run import` (`npm run test:import`; CI runs it after the browser test): the
 * real command against the recorded site served offline by a local server, into local D1 databases in a
 * temporary folder. A run killed mid-way resumes to the same database without fetching again what it
 * had; a second run writes nothing; `--since` touches only what changed; `--prune` trashes what
 * disappeared; bad sources exit 1 with a message and nothing written; `--remap` is needed (and works)
 * when the ids are taken; a chunk D1 refuses leaves nothing and the run continues with it. Writes `.import-test-report.json` ({ passed, failed }) for .ci/run.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT, runWrangler } from '../../tooling/wrangler.mjs';
import { runSql } from '../load/d1';
import type { FetchedPage } from '../source/fetcher';
import { startFixtureServer } from './fixture-server';

const USER = 'admin';
const PASSWORD = 'Fixture0Pass0Word0Here00';
const FIXTURES = path.join(PROJECT_ROOT, 'test', 'fixtures');
const site = JSON.parse(readFileSync(path.join(FIXTURES, 'tec-site', 'site.json'), 'utf8')) as Record<
  string,
  FetchedPage
>;
const work = mkdtempSync(path.join(tmpdir(), 'import-e2e-'));
const results: Array<{ name: string; ok: boolean; detail?: string }> = [];

function check(name: string, ok: boolean, detail = '') {
  results.push({ name, ok, detail });
  console.log(`${ok ? '✓' : '✗'} ${name}${ok || !detail ? '' : `\n    ${detail}`}`);
}

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function importCli(args: string[], { killWhen }: { killWhen?: () => boolean } = {}): Promise<Run> {
  step(`npm run import -- ${args.filter((a) => !a.startsWith('/tmp')).join(' ')}`);
  return new Promise((resolve) => {
    // `node --import tsx` runs the command in this one process (tsx's own CLI would start a second one,
    // which a kill would not reach).
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(PROJECT_ROOT, 'import', 'cli.ts'), '--quiet', ...args],
      {
        cwd: PROJECT_ROOT,
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = killWhen
      ? setInterval(() => {
          if (killWhen()) child.kill('SIGKILL');
        }, 50)
      : undefined;
    child.on('close', (code) => {
      if (timer) clearInterval(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

const step = (what: string) => console.log(`· ${what}`);

/** A run (with `--report`) that found nothing to do: it says so, and no row of `db` changed since `before`. */
async function checkNothingWritten(name: string, run: Run, before: Tables, db: string) {
  const changed = changedRows(before, await dump(db));
  check(
    name,
    run.code === 0 && /nothing written/.test(run.stdout) && changed.length === 0,
    `${run.stdout.slice(-300)} changed: ${changed.join(', ')}`,
  );
}

async function freshDatabase(name: string): Promise<string> {
  step(`a fresh database (${name})`);
  const dir = path.join(work, name);
  const { code, stderr } = await runWrangler([
    'd1',
    'migrations',
    'apply',
    'DB',
    '--local',
    '--persist-to',
    dir,
  ]);
  if (code !== 0) throw new Error(`migrations failed: ${stderr}`);
  return dir;
}

const TABLES = [
  'posts',
  'post_texts',
  'terms',
  'term_texts',
  'event_terms',
  'event_links',
  'images',
  'users',
  'aliases',
  'legacy_urls',
  'import_origins',
  'series_rules',
  'counters',
];

/** Every content row, by table, in a stable order. */
type Tables = Record<string, Array<Record<string, unknown>>>;

async function dump(db: string): Promise<Tables> {
  const sql = TABLES.map((table) => `SELECT * FROM ${table} ORDER BY 1, 2;`).join('\n');
  const rows = await runSql(sql, { persistTo: db });
  return Object.fromEntries(TABLES.map((table, i) => [table, rows[i] ?? []]));
}

/** Columns that say when a row was written here, not what it holds. */
const WRITTEN_AT = new Set(['created_utc']);

const rowKey = (table: string, row: Record<string, unknown>) =>
  table === 'post_texts'
    ? `${row.post_id}:${row.lang}`
    : table === 'counters'
      ? String(row.name)
      : String(row.id ?? JSON.stringify(row));

/** Which rows differ between two dumps, as `table:key`. */
function changedRows(before: Tables, after: Tables): string[] {
  const changed: string[] = [];
  for (const table of TABLES) {
    const content = (row: Record<string, unknown>) =>
      JSON.stringify(Object.entries(row).filter(([column]) => !WRITTEN_AT.has(column)));
    const old = new Map((before[table] ?? []).map((row) => [rowKey(table, row), content(row)]));
    const now = new Map((after[table] ?? []).map((row) => [rowKey(table, row), content(row)]));
    for (const key of new Set([...old.keys(), ...now.keys()]))
      if (old.get(key) !== now.get(key)) changed.push(`${table}:${key}`);
  }
  return changed.sort();
}

const generationOf = (d: Tables) => d.counters?.find((c) => c.name === 'generation')?.value;

/** The derived tables as the triggers keep them: the search index and the listed days match the rows. */
async function derivedTablesExact(db: string): Promise<string> {
  const days = `SELECT substr(start_utc, 1, 10), substr(end_utc, 1, 10), count(*) FROM posts
    WHERE kind = 'event' AND status = 'publish' AND hide_from_listings = 0 AND start_utc IS NOT NULL AND end_utc IS NOT NULL
    GROUP BY 1, 2`;
  try {
    const [, [wrong = {}] = []] = await runSql(
      `INSERT INTO post_texts_fts(post_texts_fts, rank) VALUES ('integrity-check', 1);
SELECT count(*) AS n FROM (SELECT * FROM (SELECT start_day, end_day, events FROM listed_event_days EXCEPT ${days})
  UNION ALL SELECT * FROM (${days} EXCEPT SELECT start_day, end_day, events FROM listed_event_days));`,
      { persistTo: db },
    );
    return wrong.n === 0 ? '' : `${wrong.n} listed day counts differ from the events`;
  } catch (err) {
    return `the search index differs from the texts: ${(err as Error).message}`;
  }
}

/** Makes every insert into `table` fail (where `when` holds), as a database refusing a chunk would. */
const FAILING_TRIGGER = (table: string, when = '1') =>
  `CREATE TRIGGER import_test_failure BEFORE INSERT ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'injected failure'); END;`;
const loadedChunks = (stateDir: string): number =>
  JSON.parse(readFileSync(path.join(stateDir, 'state.json'), 'utf8')).run?.loadedChunks ?? -1;

/** The recorded site with one event changed (title, modified date), or without some events. */
function editedSite(
  change: (event: Record<string, unknown>) => Record<string, unknown> | null,
): Record<string, FetchedPage> {
  const pages = structuredClone(site);
  for (const [key, page] of Object.entries(pages)) {
    const body = page.body as
      | { events?: Record<string, unknown>[] }
      | Record<string, unknown>[]
      | Record<string, unknown>;
    if (key.startsWith('tribe/events/v1/events?') && Array.isArray((body as { events?: unknown[] }).events)) {
      (body as { events: Record<string, unknown>[] }).events = (
        body as { events: Record<string, unknown>[] }
      ).events
        .map(change)
        .filter((e): e is Record<string, unknown> => e !== null);
    } else if (
      (key.startsWith('wp/v2/tribe_events') || key.startsWith('wp/v2/search')) &&
      Array.isArray(body)
    ) {
      page.body = body.map(change).filter((e) => e !== null);
    } else if (/^wp\/v2\/tribe_events\/\d+\?/.test(key) || /^tribe\/events\/v1\/events\/\d+\?/.test(key)) {
      const changed = change(body as Record<string, unknown>);
      if (changed === null) delete pages[key];
      else page.body = changed;
    }
  }
  return pages;
}

/** The site without the records `ids` (events, venues, organizers): gone from every list and single read. */
function withoutRecords(pages: Record<string, FetchedPage>, ids: Set<number>): Record<string, FetchedPage> {
  const kept = structuredClone(pages);
  const gone = (record: unknown) => ids.has(Number((record as { id?: unknown })?.id));
  for (const [key, page] of Object.entries(kept)) {
    const single =
      /^(?:tribe\/events\/v1\/(?:events|venues|organizers)|wp\/v2\/tribe_\w+)\/(\d+)(?:\?|$)/.exec(key);
    if (single && ids.has(Number(single[1]))) {
      delete kept[key];
      continue;
    }
    if (Array.isArray(page.body)) page.body = page.body.filter((record) => !gone(record));
    else if (page.body && typeof page.body === 'object') {
      const body = page.body as Record<string, unknown>;
      for (const list of ['events', 'venues', 'organizers'])
        if (Array.isArray(body[list]))
          body[list] = (body[list] as unknown[]).filter((record) => !gone(record));
    }
  }
  return kept;
}

async function main() {
  const server = await startFixtureServer({
    pages: site,
    user: USER,
    password: PASSWORD,
    rateLimited: ['wp/v2/settings?_fields=timezone,language'],
  });
  const from = ['--from', server.url, '--user', USER, '--app-password', PASSWORD];
  const stateA = path.join(work, 'state-a');

  // A full import, then the same again.
  const dbA = await freshDatabase('a');
  const first = await importCli([...from, '--persist-to', dbA, '--state', stateA, '--report']);
  check('a full import from the recorded site exits 0', first.code === 0, first.stderr + first.stdout);
  const afterFirst = await dump(dbA);
  check(
    'it brings 79 events, 5 venues, 4 organizers, 9 terms, with one generation bump',
    afterFirst.posts?.filter((p) => p.kind === 'event').length === 79 &&
      afterFirst.posts.length === 88 &&
      afterFirst.terms?.length === 9 &&
      generationOf(afterFirst) === 2,
    `posts ${afterFirst.posts?.length}, terms ${afterFirst.terms?.length}, generation ${generationOf(afterFirst)}`,
  );
  check(
    'a 429 with Retry-After was waited for and the page read',
    (server.hits.get('wp/v2/settings?_fields=timezone,language') ?? 0) === 2,
  );
  const second = await importCli([...from, '--persist-to', dbA, '--state', stateA, '--report']);
  await checkNothingWritten('a second run writes nothing', second, afterFirst, dbA);

  // Killed while reading the site, then run again: the same database, no answer fetched twice.
  const dbB = await freshDatabase('b');
  const stateB = path.join(work, 'state-b');
  const answers = () => {
    const file = path.join(stateB, 'responses.ndjson');
    return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).length : 0;
  };
  server.setDelay(120);
  const hitsBefore = new Map(server.hits);
  const killed = await importCli([...from, '--persist-to', dbB, '--state', stateB], {
    killWhen: () => answers() >= 12,
  });
  server.setDelay(0);
  const ndjson = path.join(stateB, 'responses.ndjson');
  const kept = (existsSync(ndjson) ? readFileSync(ndjson, 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line).key as string];
      } catch {
        return [];
      }
    });
  check(
    'the killed run had stopped mid-way',
    killed.code !== 0 && kept.length >= 12 && kept.length < 60,
    `code ${killed.code}, ${kept.length} answers kept`,
  );
  const hitsAtKill = new Map(server.hits);
  const resumed = await importCli([...from, '--persist-to', dbB, '--state', stateB]);
  check(
    'the run continues where it stopped',
    resumed.code === 0 && /Continuing the run/.test(resumed.stderr),
    resumed.stderr.slice(-500),
  );
  const refetched = kept.filter((key) => (server.hits.get(key) ?? 0) !== (hitsAtKill.get(key) ?? 0));
  check('no answer kept by the killed run is fetched again', refetched.length === 0, refetched.join(', '));
  // Answers in flight when the run was killed (at most the concurrency, 2) are the only ones read twice.
  const twice = [...server.hits].filter(
    ([key, n]) => !kept.includes(key) && n - (hitsBefore.get(key) ?? 0) > 1,
  );
  check(
    'the resumed run reads every other answer once',
    twice.length <= 2,
    twice.map(([key]) => key).join(', '),
  );
  const afterResume = await dump(dbB);
  check(
    'it ends with the same database as an uninterrupted run',
    changedRows(afterFirst, afterResume).length === 0,
    changedRows(afterFirst, afterResume).slice(0, 10).join(', '),
  );

  // A chunk the database refuses: it leaves nothing, the run stops (exit 1) and continues later.
  const dbF = await freshDatabase('f');
  const stateF = path.join(work, 'state-f');
  const emptyF = await dump(dbF);
  await runSql(FAILING_TRIGGER('import_origins', 'new.id = 33'), { persistTo: dbF });
  const refusedChunk = await importCli([...from, '--persist-to', dbF, '--state', stateF]);
  check(
    'a chunk D1 refuses: exit 1 with what D1 said',
    refusedChunk.code === 1 && /D1 refused the statements: .*injected failure/.test(refusedChunk.stderr),
    `code ${refusedChunk.code}: ${refusedChunk.stderr.slice(-400)}`,
  );
  check(
    '…and it left nothing, though most of its statements had run before the one refused',
    changedRows(emptyF, await dump(dbF)).length === 0 && loadedChunks(stateF) === 0,
    changedRows(emptyF, await dump(dbF))
      .slice(0, 10)
      .join(', '),
  );
  await runSql('DROP TRIGGER import_test_failure;', { persistTo: dbF });
  const retried = await importCli([...from, '--persist-to', dbF, '--state', stateF]);
  check(
    'run again, it continues (nothing fetched again) and ends as an uninterrupted run',
    retried.code === 0 &&
      /Continuing the run/.test(retried.stderr) &&
      changedRows(afterFirst, await dump(dbF)).length === 0,
    `${retried.stderr.slice(-300)} ${changedRows(afterFirst, await dump(dbF))
      .slice(0, 10)
      .join(', ')}`,
  );

  // The same in small chunks: the chunks before the refused one stay, the database stays exact.
  const dbG = await freshDatabase('g');
  const stateG = path.join(work, 'state-g');
  await runSql(FAILING_TRIGGER('legacy_urls'), { persistTo: dbG });
  const small = ['--persist-to', dbG, '--state', stateG, '--chunk-kb', '8'];
  const stopped = await importCli([...from, ...small]);
  const loadedBefore = loadedChunks(stateG);
  const partial = await dump(dbG);
  check(
    'in 8 kB chunks, the run stops at the refused chunk with the ones before it in D1',
    stopped.code === 1 &&
      loadedBefore > 0 &&
      (partial.posts?.length ?? 0) > 0 &&
      (partial.legacy_urls?.length ?? 0) === 0 &&
      generationOf(partial) === 1,
    `code ${stopped.code}, ${loadedBefore} chunks loaded, ${partial.posts?.length} posts, generation ${generationOf(partial)}`,
  );
  const partialDerived = await derivedTablesExact(dbG);
  check('…with the search index and the listed days exact', partialDerived === '', partialDerived);
  await runSql('DROP TRIGGER import_test_failure;', { persistTo: dbG });
  const continued = await importCli([...from, ...small]);
  check(
    'run again, it continues with the refused chunk and ends as an uninterrupted run',
    continued.code === 0 &&
      continued.stderr.includes(`continuing with chunk ${loadedBefore + 1}.`) &&
      changedRows(afterFirst, await dump(dbG)).length === 0,
    `${continued.stderr.slice(-300)} ${changedRows(afterFirst, await dump(dbG))
      .slice(0, 10)
      .join(', ')}`,
  );
  const finalDerived = await derivedTablesExact(dbG);
  check('…with the search index and the listed days exact', finalDerived === '', finalDerived);

  // --since: one event changed on the site.
  const later = new Date(Date.now() + 3_600_000).toISOString().replace('T', ' ').slice(0, 19);
  const edit31 = (event: Record<string, unknown>) => {
    if (Number(event.id) !== 31) return event;
    if (event.title && typeof event.title === 'object')
      return { ...event, title: { raw: 'Winter recital (moved)' }, modified_gmt: later.replace(' ', 'T') };
    return { ...event, title: 'Winter recital (moved)', modified_utc: later };
  };
  const edited = await startFixtureServer({ user: USER, password: PASSWORD, pages: editedSite(edit31) });
  const editedFrom = ['--from', edited.url, '--user', USER, '--app-password', PASSWORD];
  const beforeSince = await dump(dbA);
  const since = await importCli([...editedFrom, '--persist-to', dbA, '--state', stateA, '--since', 'last']);
  const afterSince = await dump(dbA);
  const sinceChanges = changedRows(beforeSince, afterSince);
  check(
    '--since last touches only what changed',
    since.code === 0 &&
      JSON.stringify(sinceChanges) ===
        JSON.stringify(['counters:generation', 'import_origins:31', 'post_texts:31:en', 'posts:31']),
    `${since.stderr.slice(-300)} changed: ${sinceChanges.join(', ')}`,
  );
  // Read in full: what TEC dates after the last run, the changed event and the one scheduled for
  // December 2027 (WordPress dates a scheduled post's modification at its publication).
  const singles = [...edited.hits.keys()]
    .filter((key) => /^wp\/v2\/tribe_events\/\d+/.test(key))
    .map((key) => Number(/\/(\d+)\?/.exec(key)?.[1]))
    .sort((a, b) => a - b);
  check(
    '--since reads only the records dated after the last run in full',
    JSON.stringify(singles) === '[31,45]',
    singles.join(', '),
  );
  await edited.close();

  // --prune: an event gone from the site.
  const pruned = await startFixtureServer({
    user: USER,
    password: PASSWORD,
    pages: editedSite((event) => (Number(event.id) === 33 ? null : edit31(event))),
  });
  const beforePrune = await dump(dbA);
  const prune = await importCli([
    '--from',
    pruned.url,
    '--user',
    USER,
    '--app-password',
    PASSWORD,
    '--persist-to',
    dbA,
    '--state',
    stateA,
    '--prune',
  ]);
  const afterPrune = await dump(dbA);
  const pruneChanges = changedRows(beforePrune, afterPrune);
  check(
    '--prune trashes what disappeared, and only that',
    prune.code === 0 &&
      afterPrune.posts?.find((p) => p.id === 33)?.status === 'trash' &&
      pruneChanges.includes('counters:protected_generation') &&
      pruneChanges.every((row) =>
        /^(posts:33|import_origins:33|counters:(generation|protected_generation)|terms:\d+)$/.test(row),
      ),
    `${prune.stderr.slice(-300)} changed: ${pruneChanges.join(', ')}`,
  );
  await pruned.close();

  // --prune with a venue and an organizer gone too (with the two events that alone named them).
  const prunedMore = await startFixtureServer({
    user: USER,
    password: PASSWORD,
    pages: withoutRecords(
      editedSite((event) => (Number(event.id) === 33 ? null : edit31(event))),
      new Set([28, 34, 18, 24]),
    ),
  });
  const beforePruneMore = await dump(dbA);
  const pruneMoreArgs = [
    ...['--from', prunedMore.url, '--user', USER, '--app-password', PASSWORD],
    ...['--persist-to', dbA, '--state', stateA, '--prune', '--report'],
  ];
  const pruneMore = await importCli(pruneMoreArgs);
  const afterPruneMore = await dump(dbA);
  const pruneMoreChanges = changedRows(beforePruneMore, afterPruneMore);
  const statusOf = (id: number) => afterPruneMore.posts?.find((p) => p.id === id)?.status;
  check(
    '--prune trashes venues and organizers gone from the source, and only what is gone',
    pruneMore.code === 0 &&
      [28, 34, 18, 24].every((id) => statusOf(id) === 'trash') &&
      statusOf(16) === 'publish' &&
      statusOf(22) === 'publish' &&
      pruneMoreChanges.some((row) => row === 'posts:18') &&
      pruneMoreChanges.some((row) => row === 'posts:24') &&
      pruneMoreChanges.every((row) =>
        /^(posts|import_origins):(18|24|28|34)$|^counters:(generation|protected_generation)$|^terms:\d+$/.test(
          row,
        ),
      ) &&
      /trashed, gone from the source \(--prune\): 18, 24, 28, 34\n/.test(pruneMore.stdout),
    `${pruneMore.stderr.slice(-300)} ${pruneMore.stdout.slice(-400)} changed: ${pruneMoreChanges.join(', ')}`,
  );
  const pruneAgain = await importCli(pruneMoreArgs);
  check(
    '…and a second --prune run changes nothing and trashes nothing again',
    pruneAgain.code === 0 &&
      !/trashed, gone from the source/.test(pruneAgain.stdout) &&
      changedRows(afterPruneMore, await dump(dbA)).length === 0,
    `${pruneAgain.stderr.slice(-300)} changed: ${changedRows(afterPruneMore, await dump(dbA)).join(', ')}`,
  );
  await prunedMore.close();

  // Bad sources: exit 1, a message saying what to do, nothing written.
  const closed = await startFixtureServer({ pages: site, user: USER, password: PASSWORD });
  const closedUrl = closed.url;
  await closed.close();
  const noTec = await startFixtureServer({ pages: site, user: USER, password: PASSWORD, variant: 'no-tec' });
  const blocked = await startFixtureServer({
    pages: site,
    user: USER,
    password: PASSWORD,
    variant: 'blocked',
  });
  const beforeBad = await dump(dbA);
  const bad: Array<[string, string[], RegExp]> = [
    [
      'an unreachable site',
      ['--from', closedUrl, '--user', USER, '--app-password', PASSWORD],
      /Could not read .*connection refused.*run the same command again/,
    ],
    [
      'a wrong password',
      ['--from', server.url, '--user', USER, '--app-password', 'wrong'],
      /refused the user and application password/,
    ],
    [
      'a site without TEC',
      ['--from', noTec.url, '--user', USER, '--app-password', PASSWORD],
      /without The Events Calendar/,
    ],
    [
      'a REST API blocked by a security plugin',
      ['--from', blocked.url, '--user', USER, '--app-password', PASSWORD],
      /security plugin blocks the REST API.*--from-wxr/,
    ],
    [
      'a WXR that is not one',
      ['--from-wxr', path.join(PROJECT_ROOT, 'package.json')],
      /not a WordPress export \(WXR\) file/,
    ],
    [
      'an iCalendar file that is not one',
      ['--from-ics', path.join(PROJECT_ROOT, 'README.md')],
      /not an iCalendar file/,
    ],
    [
      'a missing file',
      ['--from-ics', path.join(work, 'nothing.ics')],
      /Could not read the iCalendar file .*ENOENT/,
    ],
  ];
  for (const [what, args, message] of bad) {
    const run = await importCli([
      ...args,
      '--persist-to',
      dbA,
      '--state',
      path.join(work, `bad-${results.length}`),
    ]);
    check(
      `${what}: exit 1 with a clear message`,
      run.code === 1 && message.test(run.stderr),
      `code ${run.code}: ${run.stderr.slice(-400)}`,
    );
  }
  check('…and nothing was written', changedRows(beforeBad, await dump(dbA)).length === 0);
  await noTec.close();
  await blocked.close();

  // Ids already taken: refused, then --remap.
  const dbC = await freshDatabase('c');
  await runSql(
    "INSERT INTO posts (id, kind, author_id) VALUES (27, 'venue', 1); INSERT INTO post_texts (post_id, kind, lang, title, slug) VALUES (27, 'venue', 'es', 'Local', 'local');",
    { persistTo: dbC },
  );
  const refused = await importCli([...from, '--persist-to', dbC, '--state', path.join(work, 'state-c')]);
  const afterRefusal = await dump(dbC);
  check(
    'ids taken by other records: refused without --remap, nothing written',
    refused.code === 1 &&
      /already holds other records .*--remap/.test(refused.stderr) &&
      afterRefusal.posts?.length === 1,
    refused.stderr.slice(-300),
  );
  const remapped = await importCli([
    ...from,
    '--persist-to',
    dbC,
    '--state',
    path.join(work, 'state-c'),
    '--remap',
  ]);
  const afterRemap = await dump(dbC);
  const alias = afterRemap.aliases?.find((a) => a.alias_id === 27);
  check(
    'with --remap the record gets a new id and its old one as an alias',
    remapped.code === 0 &&
      afterRemap.posts?.find((p) => p.id === 27)?.kind === 'venue' &&
      alias !== undefined &&
      Number(alias.target_id) > 113,
    `${remapped.stderr.slice(-300)} alias: ${JSON.stringify(alias)}`,
  );

  // The other two sources through the command.
  const dbD = await freshDatabase('d');
  const wxr = await importCli([
    '--from-wxr',
    path.join(FIXTURES, 'tec-site', 'export.xml'),
    '--persist-to',
    dbD,
    '--state',
    path.join(work, 'state-d'),
  ]);
  const afterWxr = await dump(dbD);
  check(
    '--from-wxr imports the export',
    wxr.code === 0 && afterWxr.posts?.length === 89,
    `${wxr.stderr.slice(-300)} posts ${afterWxr.posts?.length}`,
  );
  const ics = await importCli([
    '--from-ics',
    path.join(FIXTURES, 'ics', 'all-day.ics'),
    '--persist-to',
    dbD,
    '--state',
    path.join(work, 'state-e'),
    '--default-lang',
    'eu',
  ]);
  const afterIcs = await dump(dbD);
  const camp = afterIcs.post_texts?.find((t) => t.title === 'Summer camp' && t.lang === 'eu');
  check(
    '--from-ics imports the feed after the records already there',
    ics.code === 0 && camp?.lang === 'eu' && Number(camp.post_id) > 113,
    `${ics.stderr.slice(-300)}`,
  );

  // A recurring feed: series, then the same feed again (nothing written), then one instance cancelled.
  const dbS = await freshDatabase('s');
  const recurringFeed = readFileSync(path.join(FIXTURES, 'ics', 'recurring.ics'), 'utf8');
  const feedFile = path.join(work, 'recurring.ics');
  writeFileSync(feedFile, recurringFeed);
  const fromFeed = ['--from-ics', feedFile, '--persist-to', dbS, '--state', path.join(work, 'state-s')];
  const series = await importCli(fromFeed);
  const afterSeries = await dump(dbS);
  const weekly = afterSeries.posts?.find((p) => p.kind === 'series' && p.all_day === 0);
  const occurrencesOf = (tables: typeof afterSeries) =>
    (tables.posts ?? []).filter((p) => p.series_id === weekly?.id && p.kind === 'event');
  check(
    '--from-ics makes a series of a recurring event: a template, its rule, its occurrences',
    series.code === 0 &&
      weekly !== undefined &&
      afterSeries.series_rules?.length === 2 &&
      occurrencesOf(afterSeries).length === 4,
    `${series.stderr.slice(-300)} rules ${afterSeries.series_rules?.length} occurrences ${occurrencesOf(afterSeries).length}`,
  );
  const seriesAgain = await importCli([...fromFeed, '--report']);
  await checkNothingWritten('…the same feed again writes nothing', seriesAgain, afterSeries, dbS);
  writeFileSync(
    feedFile,
    recurringFeed.replace(
      'EXDATE;TZID=Europe/Madrid:20261027T190000',
      'EXDATE;TZID=Europe/Madrid:20261027T190000,20261020T190000',
    ),
  );
  const cancelled = await importCli(fromFeed);
  const afterCancel = await dump(dbS);
  const twentieth = (tables: typeof afterSeries) =>
    occurrencesOf(tables).find((p) => p.recurrence_id === '2026-10-20 19:00:00');
  check(
    '…and an instance the feed now excludes: its occurrence trashed, with its id',
    cancelled.code === 0 &&
      twentieth(afterCancel)?.status === 'trash' &&
      twentieth(afterCancel)?.id === twentieth(afterSeries)?.id &&
      occurrencesOf(afterCancel).length === 4,
    `${cancelled.stderr.slice(-300)} ${JSON.stringify(twentieth(afterCancel))}`,
  );

  await server.close();
}

main()
  .catch((err) => {
    check('the end-to-end run itself', false, err instanceof Error ? err.stack : String(err));
  })
  .finally(() => {
    rmSync(work, { recursive: true, force: true });
    const passed = results.filter((r) => r.ok).length;
    const failed = results.length - passed;
    writeFileSync(
      path.join(PROJECT_ROOT, '.import-test-report.json'),
      `${JSON.stringify({ passed, failed })}\n`,
    );
    console.log(`import end-to-end: ${passed} passed, ${failed} failed`);
    // Servers a failed step left open would keep the process alive.
    process.exit(failed > 0 ? 1 : 0);
  });
