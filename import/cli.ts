#!/usr/bin/env node
/**
 * `npm run import -- …`: moves a TEC site (or a WordPress export, or an iCalendar feed) into D1.
 * docs/import.md is the guide; this file reads the options and runs the steps: read the source, map it
 * (import/map), write SQL (import/load/sql.ts) and load it with wrangler, chunk after chunk.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceSet } from '../src/calendars/model';
import type { SourceKind } from '../src/calendars/reader';
import { isValidTimeZone } from '../src/lib/dates';
import { isLang, type Lang } from '../src/lib/languages';
import { parseOptions, runCli, UsageError } from '../tooling/cli.mjs';
import { PROJECT_ROOT } from '../tooling/wrangler.mjs';
import { bringImages } from './images';
import {
  type D1Session,
  type D1Target,
  loadChunks,
  type Origins,
  openD1,
  readExisting,
  readOrigins,
} from './load/d1';
import { chunk, importStatements, pruneStatements } from './load/sql';
import { type ExistingRecords, noExistingRecords } from './map/existing';
import { deploymentLanguage, parseLangMap, toLang } from './map/languages';
import { mapToRows } from './map/rows';
import { assignUidIds } from './map/uids';
import type { CopyBudget } from './media/copy';
import { Progress } from './progress';
import { buildReport, formatReport } from './report';
import { readSource, type SourceOptions, sourceKey } from './sources';
import { ImportState, stateFolderName } from './state';

const USAGE = `Usage: npm run import -- <source> [options]

Sources (one):
  --from URL              a live site's REST root (https://site.example/wp-json), with
  --user LOGIN            an administrator's login and
  --app-password PASS     one of their application passwords (Users → Profile)
  --from-wxr FILE         a WordPress export (Tools → Export → All content)
  --from-ics FILE|URL     an iCalendar file or feed
  --from KIND:URL         another calendar's public events, as the scheduled sources read them
                          (docs/sources.md): gancio:URL, mobilizon:URL or mobilizon:@group@host,
                          page:URL (JSON-LD or h-event), tec:URL (TEC's public REST, no password),
                          site:URL (another deployment of this service), ical:URL

Where to:
  --local                 the local D1 database (default; the one \`npm start\` uses)
  --remote                the deployed D1 database
  --persist-to DIR        a local database in another folder (wrangler's --persist-to)

How:
  --remap                 the database holds other records with the source's ids: give the imported
                          ones new ids (their old ids keep answering, as aliases)
  --since last|DATE       only records modified since the last run (or since DATE, ISO 8601)
  --prune                 trash records of an earlier import that the source no longer has
  --overwrite             replace records edited here since the last import (kept by default)
  --dry-run               read and map, write nothing; with --report, say what would be written
  --report [FILE]         print the report (and write it as JSON to FILE)
  --default-lang CODE     language of records whose source names none (eu, ca, en, gl, es;
                          default: the site's language; for a feed, the deployment's)
  --lang-map LIST         locales to our codes: es_ES=es,eu=eu (default: the part before _ or -)
  --tz ZONE               iCalendar and KIND:URL: the zone of floating times (default: the feed's, else UTC);
                          WordPress export: the site's zone (default: read from the dates)
  --window-months N       iCalendar: endless series are imported this far ahead (default 24)
  --concurrency N         requests at a time to the site (default 2)
  --keep-image-urls       leave images as references by URL (by default each featured image is
                          copied into the media library, in R2, and the records use the copy)
  --image-concurrency N   image downloads at a time (default 4)
  --image-timeout S       seconds an image may take to download (default 30)
  --image-max-bytes N     the largest image taken (default 10485760, the library's MEDIA_MAX_BYTES)
  --max-images N          the most images one run downloads (default 5000; run again for the rest)
  --chunk-kb N            size of each loading step in kB (default 4000); a step is written whole
                          or not at all, and a stopped run continues with the step it stopped at
  --state DIR             where the run's state is kept (default .wrangler/import/<source>)
  --record DIR            also write every answer of the site to DIR/site.json (test fixtures)
  --quiet                 no progress line

Exit codes: 0 imported (or nothing to do); 1 a problem, said (run the same command again once it is
solved: it continues); 2 a mistake in the options; 3 imported, but records the source has could not be
read (listed under "not read" in the report).`;

const OPTIONS = {
  from: { type: 'string' },
  user: { type: 'string' },
  'app-password': { type: 'string' },
  'from-wxr': { type: 'string' },
  'from-ics': { type: 'string' },
  local: { type: 'boolean', default: false },
  remote: { type: 'boolean', default: false },
  'persist-to': { type: 'string' },
  remap: { type: 'boolean', default: false },
  since: { type: 'string' },
  prune: { type: 'boolean', default: false },
  overwrite: { type: 'boolean', default: false },
  'dry-run': { type: 'boolean', default: false },
  report: { type: 'boolean', default: false },
  'default-lang': { type: 'string' },
  'lang-map': { type: 'string' },
  tz: { type: 'string' },
  'window-months': { type: 'string' },
  concurrency: { type: 'string' },
  'keep-image-urls': { type: 'boolean', default: false },
  'image-concurrency': { type: 'string' },
  'image-timeout': { type: 'string' },
  'image-max-bytes': { type: 'string' },
  'max-images': { type: 'string' },
  'chunk-kb': { type: 'string' },
  state: { type: 'string' },
  record: { type: 'string' },
  quiet: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

interface Args {
  source: SourceOptions;
  target: D1Target;
  remap: boolean;
  since?: string;
  prune: boolean;
  overwrite: boolean;
  dryRun: boolean;
  report: boolean;
  reportFile?: string;
  defaultLang?: Lang;
  langMap: Record<string, Lang>;
  stateDir?: string;
  record?: string;
  quiet: boolean;
  chunkBytes: number;
  keepImageUrls: boolean;
  imageBudget: CopyBudget;
}

function positiveInt(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new UsageError(`${name} must be a whole number above 0.`);
  return Number(value);
}

export function parseArgs(argv: string[]): Args | null {
  const { values, positionals } = parseOptions(argv, OPTIONS);
  if (values.help) return null;
  // `--report FILE`: a value after --report that is not an option is its file.
  let reportFile: string | undefined;
  if (values.report && positionals.length === 1 && !positionals[0]!.startsWith('-'))
    reportFile = positionals.shift();
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  const sources = [values.from, values['from-wxr'], values['from-ics']].filter((s) => s !== undefined);
  if (sources.length !== 1)
    throw new UsageError('Give one source: --from URL, --from-wxr FILE or --from-ics FILE|URL.', {
      showUsage: true,
    });
  if (values.local && values.remote) throw new UsageError('--local and --remote: choose one.');
  if (values.remote && values['persist-to']) throw new UsageError('--persist-to is for local databases.');
  let source: SourceOptions;
  const calendar =
    values.from === undefined ? null : /^(ical|tec|site|gancio|mobilizon|page):(.+)$/.exec(values.from);
  if (calendar) {
    source = {
      kind: 'calendar',
      reader: calendar[1] as SourceKind,
      url: calendar[2]!,
      timezone: values.tz,
      windowMonths: positiveInt(values['window-months'], '--window-months', 24),
    };
  } else if (values.from !== undefined) {
    if (!/^https?:\/\/[^\s/]+/i.test(values.from))
      throw new UsageError('--from must be an http(s) URL such as https://site.example/wp-json.');
    if (!values.user || !values['app-password'])
      throw new UsageError(
        '--from needs --user and --app-password (an administrator\u2019s application password).',
      );
    source = {
      kind: 'rest',
      url: values.from,
      user: values.user,
      appPassword: values['app-password'],
      concurrency: positiveInt(values.concurrency, '--concurrency', 2),
    };
  } else if (values['from-wxr'] !== undefined) {
    source = { kind: 'wxr', file: values['from-wxr'], timezone: values.tz };
  } else {
    source = {
      kind: 'ics',
      location: values['from-ics']!,
      timezone: values.tz,
      windowMonths: positiveInt(values['window-months'], '--window-months', 24),
    };
  }
  if (values.tz !== undefined && source.kind === 'rest')
    throw new UsageError('--tz is for --from-wxr and --from-ics (a live site says its zone).');
  if (values.tz !== undefined && !isValidTimeZone(values.tz))
    throw new UsageError(
      `--tz ${values.tz} is not a time zone: an IANA name (Europe/Madrid), UTC, or UTC+5.5.`,
    );
  const lang = values['default-lang'];
  if (lang !== undefined && !isLang(lang))
    throw new UsageError('--default-lang must be one of eu, ca, en, gl, es.');
  let since = values.since;
  if (since !== undefined && since !== 'last' && Number.isNaN(Date.parse(since)))
    throw new UsageError('--since must be "last" or a date (ISO 8601, e.g. 2026-11-01T00:00:00Z).');
  if (since !== undefined && since !== 'last') since = new Date(since).toISOString();
  let langMap: Record<string, Lang>;
  try {
    langMap = parseLangMap(values['lang-map']);
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  return {
    source,
    target: { remote: values.remote, persistTo: values['persist-to'] },
    remap: values.remap,
    since,
    prune: values.prune,
    overwrite: values.overwrite,
    dryRun: values['dry-run'],
    report: values.report || values['dry-run'],
    reportFile,
    defaultLang: lang as Lang | undefined,
    langMap,
    stateDir: values.state,
    record: values.record,
    quiet: values.quiet,
    chunkBytes: positiveInt(values['chunk-kb'], '--chunk-kb', 4000) * 1000,
    keepImageUrls: values['keep-image-urls'],
    imageBudget: {
      concurrency: positiveInt(values['image-concurrency'], '--image-concurrency', 4),
      timeoutMs: positiveInt(values['image-timeout'], '--image-timeout', 30) * 1000,
      maxBytes: positiveInt(values['image-max-bytes'], '--image-max-bytes', 10 * 1024 * 1024),
      maxFiles: positiveInt(values['max-images'], '--max-images', 5000),
    },
  };
}

const digestOf = (statements: string[]) => {
  const hash = createHash('sha256');
  for (const statement of statements) hash.update(statement).update('\n');
  return hash.digest('hex');
};

/** `--default-lang`, else the source's language; null when the source names none (the deployment's then). */
function sourceLanguage(args: Args, source: SourceSet): Lang | null {
  if (args.defaultLang) return args.defaultLang;
  const fromSite = toLang(source.site.language, args.langMap);
  if (fromSite) return fromSite;
  if (source.site.language === '') return null;
  throw new UsageError(
    `The source's language (${source.site.language}) is none of eu, ca, en, gl, es: say which one its texts are in with --default-lang (or map it with --lang-map).`,
  );
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.log(USAGE);
    return;
  }
  const now = new Date();
  const progress = new Progress(process.stderr, args.quiet);
  const key = sourceKey(args.source);
  const state = new ImportState(
    args.stateDir ?? path.join(PROJECT_ROOT, '.wrangler', 'import', stateFolderName(key)),
    key,
  );
  const since = args.since === 'last' ? sinceLast(state) : args.since;
  const target = args.target.remote
    ? 'remote'
    : `local${args.target.persistTo ? `:${args.target.persistTo}` : ''}`;
  const plan = JSON.stringify({ key, since: since ?? null, prune: args.prune, target, dry: args.dryRun });
  const resuming = state.begin(plan, since, now);
  if (resuming)
    console.error(`Continuing the run started ${state.run.startedAt} (${state.fetchedPages} answers kept).`);

  const source = await readSource(args.source, { state, since, progress });
  progress.done();
  if (args.record) {
    writeFileSync(path.join(args.record, 'site.json'), `${JSON.stringify(state.allPages(), null, 1)}\n`);
  }
  const sourceLang = sourceLanguage(args, source);
  const read = progress.seconds;
  // Opened after reading, not beside it: a run killed outright (SIGKILL) while its local database is
  // open leaves that database's workerd process behind.
  const db = await openD1(args.target);
  try {
    await importInto(db, args, { source, state, target, progress, sourceLang, now, read });
  } finally {
    await db.close();
  }
}

interface Run {
  source: SourceSet;
  state: ImportState;
  target: string;
  progress: Progress;
  /** The texts' language the options or the source name (else the deployment's). */
  sourceLang: Lang | null;
  now: Date;
  /** Seconds spent reading the source. */
  read: number;
}

/** Maps the source against what the database holds, loads it chunk after chunk and reports. */
async function importInto(db: D1Session, args: Args, run: Run) {
  const { source, state, target, progress, sourceLang, now, read } = run;
  // A run stopped while loading maps against the database as it was before its own first chunk.
  const saved = state.preflight<{ existing: ExistingRecords; origins: Origins | null }>();
  const needsOrigins = args.prune || source.posts.some((p) => p.id < 0) || source.terms.some((t) => t.id < 0);
  const origins = saved ? saved.origins : needsOrigins ? await readOrigins(source.site.origin, db) : null;
  if (origins) assignUidIds(source, origins);
  const media = await bringImages(source, state, progress, {
    keepUrls: args.keepImageUrls,
    dryRun: args.dryRun,
    budget: args.imageBudget,
    target,
    put: (key, bytes, type) => db.putMedia(key, bytes, type),
  });

  const existing = saved
    ? saved.existing
    : await readExisting(source, db).catch((err: Error) => {
        if (!args.dryRun) throw err;
        source.problems.push({
          kind: 'site',
          id: '',
          reason: `the database could not be read (${err.message}): mapped as into an empty one`,
        });
        return noExistingRecords();
      });
  existing.mediaIds ??= new Map(); // a preflight kept by an older importer
  const defaultLang = sourceLang ?? deploymentLanguage(existing.settings);
  const rows = mapToRows(source, {
    defaultLang,
    langMap: args.langMap,
    existing,
    remap: args.remap,
    overwrite: args.overwrite,
    previousIdMap: state.data.idMap,
    previousSettings: state.data.settings,
  });
  const incomplete = (source.missing ?? []).length > 0;
  let pruned: number[] = [];
  if (args.prune && incomplete) {
    rows.problems.push({
      kind: 'site',
      id: '',
      reason:
        '--prune left nothing in the trash: records of the source could not be read, so it can’t say which ones it no longer has',
    });
  } else if (args.prune && origins) {
    if (!source.allIds)
      throw new UsageError(
        '--prune needs every record of the source listed; this source could not list them.',
      );
    const seen = source.allIds;
    pruned = [...origins.posts]
      .filter(([sourceId, id]) => !seen.has(sourceId) && !origins.trashed.has(id))
      .map(([, id]) => id)
      .sort((a, b) => a - b);
  }
  const upserts = await importStatements(rows);
  const statements = [...upserts, ...pruneStatements(pruned)];
  const chunks = chunk(statements, args.chunkBytes);
  // What the source holds, as written here (what a later run compares with to write nothing).
  const digest = digestOf(upserts);
  // A run resumes at a chunk index only when it cuts the same statements into the same chunks.
  const chunksDigest = `${digestOf(statements)}:${args.chunkBytes}`;
  const unchanged =
    pruned.length === 0 &&
    state.data.lastRun?.digest === digest &&
    state.data.lastRun.target === target &&
    rows.posts.every((p) => existing.posts.get(p.id)?.writtenModifiedUtc === p.modified_utc);
  const nothing = rows.posts.length + rows.terms.length + pruned.length === 0;
  const skipped = unchanged
    ? 'the source has not changed since the last run'
    : nothing
      ? 'no records to write'
      : null;

  const mapped = progress.seconds;
  if (!args.dryRun && !skipped) {
    if (state.run.chunksDigest !== chunksDigest) {
      state.savePreflight({ existing, origins });
      state.run.chunksDigest = chunksDigest;
      state.run.loadedChunks = 0;
      state.run.phase = 'load';
      state.save();
    } else if (state.run.loadedChunks > 0) {
      console.error(
        `${state.run.loadedChunks} of ${chunks.length} chunks were loaded before the run stopped: continuing with chunk ${state.run.loadedChunks + 1}.`,
      );
    }
    progress.update('Loading into D1', state.run.loadedChunks, chunks.length, 'chunks');
    await loadChunks(chunks, state.run.loadedChunks, db, (count) => {
      state.run.loadedChunks = count;
      state.save();
      progress.update('Loading into D1', count, chunks.length, 'chunks');
    });
    progress.done();
  }
  const report = buildReport(source, rows, {
    mode: args.dryRun ? 'dry-run' : 'import',
    pruned,
    written: { statements: skipped ? 0 : statements.length, chunks: skipped ? 0 : chunks.length, skipped },
    seconds: progress.seconds,
    phases: { read, map: mapped - read, load: progress.seconds - mapped },
    media,
  });
  if (!args.dryRun) {
    state.data.idMap = {
      posts: { ...state.data.idMap.posts, ...rows.idMap.posts },
      terms: { ...state.data.idMap.terms, ...rows.idMap.terms },
    };
    state.data.settings = {
      ...state.data.settings,
      ...Object.fromEntries(rows.settings.filter((s) => s.action !== 'kept').map((s) => [s.name, s.value])),
    };
    state.finish(target, now, skipped ? (state.data.lastRun?.digest ?? digest) : digest, !incomplete);
  }
  if (args.reportFile) writeFileSync(args.reportFile, `${JSON.stringify(report, null, 2)}\n`);
  console.log(args.report || !args.quiet ? formatReport(report) : '');
  if (incomplete) {
    const count = report.missing.reduce((sum, m) => sum + m.count, 0);
    console.error(
      `Error: ${count} record(s) the source has could not be read (see "not read" in the report): ${args.dryRun ? 'an import would end' : 'the import ends'} with exit code ${EXIT_INCOMPLETE}. What was read ${args.dryRun ? 'would be' : 'is'} imported; run the same command again to read the rest.`,
    );
    process.exitCode = EXIT_INCOMPLETE;
  }
}

/** The exit code of an import that could not read every record the source has (docs/import.md). */
export const EXIT_INCOMPLETE = 3;

/** `--since last`: from the start of the last complete run (a minute earlier, for clocks that drift). */
function sinceLast(state: ImportState): string {
  const last = state.data.lastRun?.startedAt;
  if (!last)
    throw new UsageError(
      '--since last: no earlier run of this source finished here. Run a full import first.',
    );
  return new Date(Date.parse(last) - 60_000).toISOString();
}

runCli(main, USAGE, 'Run `npm run import -- --help` for the options.');
