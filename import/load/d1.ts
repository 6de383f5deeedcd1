/**
 * Talking to D1: the preflight read of what the database already holds for the import's ids and slugs,
 * and the loading of the SQL chunks, each one atomic, retried once and recorded in the state as soon as
 * it is in, so a stopped run continues with the next.
 *
 * A local database is opened once per run, in this process (wrangler's `getPlatformProxy`, the same
 * Miniflare database `wrangler d1 execute --local` opens), and each chunk runs as one `batch()`, one
 * transaction, exactly as `d1 execute --file` runs a file. Starting wrangler for every chunk cost
 * 5 to 9 s a time on a busy machine, more than the SQL itself (docs/import.md, "How fast").
 * A remote database is reached through `wrangler d1 execute --remote --file`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SourceSet } from '../../src/calendars/model';
import { type PostKind, TAXONOMIES, type Taxonomy } from '../../src/db/schema';
import { LANGUAGES } from '../../src/lib/languages';
import { sqlString } from '../../tooling/sql.mjs';
import { D1Error, type D1Target, d1File, d1Hint, PROJECT_ROOT } from '../../tooling/wrangler.mjs';
import { type ExistingRecords, noExistingRecords } from '../map/existing';
import { postSlugBase } from '../map/post-rows';
import { termSlugBase } from '../map/term-rows';
import { knownOccurrences, knownOccurrencesSql } from '../map/uids';
import { putRemoteObject } from './r2';

export type { D1Target };

type Rows = Array<Array<Record<string, unknown>>>;

/** A database open for one run: `run` executes `;`-separated statements atomically, rows of each. */
export interface D1Session {
  run(sql: string): Promise<Rows>;
  /** Puts an object in the MEDIA bucket of the same place (the copied images, import/media/). */
  putMedia(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  close(): Promise<void>;
}

function refused(err: unknown): Error {
  const message = (err as { cause?: Error })?.cause?.message ?? (err as Error)?.message ?? String(err);
  const error = new D1Error(message);
  const hint = d1Hint(error);
  return new D1Error(`D1 refused the statements: ${message}${hint ? `\n${hint}` : ''}`);
}

/** Runs SQL text through a temporary file with `wrangler d1 execute` (no command-line length limit). */
export async function runSql(sql: string, target: D1Target): Promise<Rows> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tec-import-'));
  const file = path.join(dir, 'statements.sql');
  try {
    writeFileSync(file, sql);
    return await d1File(file, target);
  } catch (err) {
    if (err instanceof D1Error) throw refused(err);
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The folder wrangler keeps local state in for `--persist-to DIR` (relative to the project), or its own. */
const localStateFolder = (persistTo?: string) =>
  path.join(
    persistTo ? path.resolve(PROJECT_ROOT, persistTo) : path.join(PROJECT_ROOT, '.wrangler', 'state'),
    'v3',
  );

/**
 * Wrangler's API, loaded with `require`: it is one 15 MB CommonJS file, and `import()` makes Node's ESM
 * loader (and tsx's hooks on it) scan all of it for its exports first, 1 to 3 s more on every run.
 */
const loadWrangler = () => createRequire(import.meta.url)('wrangler') as typeof import('wrangler');

/** Opens the target for a run: a local database in this process, a remote one through wrangler. */
export async function openD1(target: D1Target): Promise<D1Session> {
  if (target.remote)
    return { run: (sql) => runSql(sql, target), putMedia: putRemoteObject, close: async () => {} };
  const { getPlatformProxy, unstable_splitSqlQuery: split } = loadWrangler();
  const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
    configPath: path.join(PROJECT_ROOT, 'wrangler.toml'),
    persist: { path: localStateFolder(target.persistTo) },
    remoteBindings: false,
    envFiles: [],
  });
  const db = proxy.env.DB;
  return {
    async run(sql) {
      const statements = split(sql);
      if (statements.length === 0) return [];
      try {
        const results = await db.batch(statements.map((statement) => db.prepare(statement)));
        return results.map((result) => (result.results ?? []) as Array<Record<string, unknown>>);
      } catch (err) {
        throw refused(err);
      }
    },
    async putMedia(key, bytes, contentType) {
      await proxy.env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
    },
    close: () => proxy.dispose(),
  };
}

const json = (values: ReadonlyArray<string | number>) => sqlString(JSON.stringify(values));

const inList = (values: readonly string[]) => values.map(sqlString).join(', ');
const POST_TEXT_KINDS = inList(['event', 'venue', 'organizer']);
const TAXONOMY_LIST = inList(TAXONOMIES);
const EVERY_LANG = inList(LANGUAGES);
/**
 * `column` is the base slug `b.value` or one of its variants (`base-2` …): a range of the unique
 * (kind, lang, slug) index, read for each base.
 */
const slugOrVariant = (column: string) =>
  `${column} >= b.value AND ${column} < b.value || '.' AND (${column} = b.value OR substr(${column}, length(b.value) + 1, 1) = '-')`;

function* groups<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * What the database holds for the source's ids and slugs: records (with where they were imported from
 * and the `modified_utc` the import wrote), slugs in use, and the highest ids, in one wrangler call.
 */
export async function readExisting(source: SourceSet, db: D1Session): Promise<ExistingRecords> {
  const postIds = source.posts.flatMap((p) => [p.id, ...Object.values(p.translations ?? {})]);
  const termIds = source.terms.flatMap((t) => [t.id, ...Object.values(t.translations ?? {})]);
  // The slug each text asks for (its own, else its title's), with every `-N` variant the database holds:
  // the mapping then gives the same free slug the load will find free (and a dry run says so).
  const postSlugs = [...new Set(source.posts.map((p) => postSlugBase(p, p.id)))];
  const termSlugs = [...new Set(source.terms.map(termSlugBase))];
  const statements: string[] = [
    `SELECT (SELECT max(id) FROM posts) AS posts, (SELECT max(alias_id) FROM aliases WHERE space = 'post') AS post_aliases,
      (SELECT max(id) FROM terms) AS terms, (SELECT max(alias_id) FROM aliases WHERE space = 'term') AS term_aliases,
      (SELECT max(id) FROM images) AS images;`,
  ];
  for (const ids of groups([...new Set(postIds)], 5000)) {
    statements.push(`SELECT 'post' AS what, p.id, p.kind, p.modified_utc, p.series_id, o.source, o.written_modified_utc FROM posts p
      LEFT JOIN import_origins o ON o.space = 'post' AND o.id = p.id WHERE p.id IN (SELECT value FROM json_each(${json(ids)}));`);
  }
  for (const ids of groups([...new Set(termIds)], 5000)) {
    statements.push(`SELECT 'term' AS what, t.id, t.taxonomy, o.source FROM terms t
      LEFT JOIN import_origins o ON o.space = 'term' AND o.id = t.id WHERE t.id IN (SELECT value FROM json_each(${json(ids)}));`);
  }
  for (const ids of groups(
    source.images.map((i) => i.id),
    5000,
  )) {
    statements.push(
      `SELECT 'image' AS what, id, url, file_key FROM images WHERE id IN (SELECT value FROM json_each(${json(ids)}));`,
    );
  }
  // The rows of the files the import copied (import/media/): theirs to write again, wherever they are.
  const fileKeys = source.images.flatMap((i) => (i.media ? [i.media.fileKey] : []));
  for (const keys of groups(fileKeys, 1500)) {
    statements.push(
      `SELECT 'media' AS what, id, file_key FROM images WHERE file_key IN (SELECT value FROM json_each(${json(keys)}));`,
    );
  }
  for (const slugs of groups(postSlugs, 1500)) {
    statements.push(
      `SELECT 'post_slug' AS what, t.kind, t.lang, t.slug, t.post_id AS id FROM json_each(${json(slugs)}) b CROSS JOIN post_texts t
        WHERE t.kind IN (${POST_TEXT_KINDS}) AND t.lang IN (${EVERY_LANG}) AND ${slugOrVariant('t.slug')};`,
    );
  }
  for (const slugs of groups(termSlugs, 1500)) {
    statements.push(
      `SELECT 'term_slug' AS what, t.taxonomy AS kind, t.lang, t.slug, t.term_id AS id FROM json_each(${json(slugs)}) b CROSS JOIN term_texts t
        WHERE t.taxonomy IN (${TAXONOMY_LIST}) AND t.lang IN (${EVERY_LANG}) AND ${slugOrVariant('t.slug')};`,
    );
  }
  statements.push(`SELECT 'setting' AS what, name, value FROM site_settings;`);
  const results = await db.run(statements.join('\n'));
  const existing = noExistingRecords();
  const [maxima, ...rest] = results;
  const max = (maxima?.[0] ?? {}) as Record<string, number | null>;
  existing.maxPostId = Math.max(max.posts ?? 0, max.post_aliases ?? 0);
  existing.maxTermId = Math.max(max.terms ?? 0, max.term_aliases ?? 0);
  existing.maxImageId = max.images ?? 0;
  for (const row of rest.flat() as Array<Record<string, string>>) {
    switch (row.what) {
      case 'post':
        existing.posts.set(Number(row.id), {
          kind: row.kind as PostKind,
          modifiedUtc: String(row.modified_utc),
          source: row.source ?? null,
          writtenModifiedUtc: row.written_modified_utc ?? null,
          seriesId: row.series_id == null ? null : Number(row.series_id),
        });
        break;
      case 'term':
        existing.terms.set(Number(row.id), {
          taxonomy: row.taxonomy as Taxonomy,
          source: row.source ?? null,
        });
        break;
      case 'image':
        existing.images.set(Number(row.id), { url: String(row.url), fileKey: row.file_key ?? null });
        break;
      case 'media':
        existing.mediaIds.set(String(row.file_key), Number(row.id));
        break;
      case 'post_slug':
        existing.postSlugs.set(`${row.kind}|${row.lang}|${row.slug}`, Number(row.id));
        break;
      case 'term_slug':
        existing.termSlugs.set(`${row.kind}|${row.lang}|${row.slug}`, Number(row.id));
        break;
      case 'setting':
        existing.settings.set(String(row.name), String(row.value));
        break;
    }
  }
  return existing;
}

export interface Origins {
  /** Source id (a WordPress id, or a uid) -> our id, of what this source imported earlier. */
  posts: Map<string, number>;
  /** Occurrences of its series the scheduled trigger added (map/uids.ts). */
  occurrences: Map<string, number>;
  /** Our ids of those already in the trash (`--prune` leaves them, and does not report them again). */
  trashed: Set<number>;
  terms: Map<string, number>;
  maxPostId: number;
  maxTermId: number;
}

/** What this source imported earlier (for `--prune`, and the ids of records named by uid). */
export async function readOrigins(origin: string, db: D1Session): Promise<Origins> {
  const [rows = [], occurrences = [], [maxima = {}] = []] = await db.run(
    `SELECT o.space, o.id, o.source_id, p.status FROM import_origins o LEFT JOIN posts p ON o.space = 'post' AND p.id = o.id
  WHERE o.source = ${sqlString(origin)};
${knownOccurrencesSql(origin)}
SELECT max((SELECT coalesce(max(id), 0) FROM posts), (SELECT coalesce(max(alias_id), 0) FROM aliases WHERE space = 'post')) AS posts,
  max((SELECT coalesce(max(id), 0) FROM terms), (SELECT coalesce(max(alias_id), 0) FROM aliases WHERE space = 'term')) AS terms;`,
  );
  const origins: Origins = {
    posts: new Map(),
    occurrences: knownOccurrences(occurrences),
    terms: new Map(),
    trashed: new Set(),
    maxPostId: Number(maxima.posts ?? 0),
    maxTermId: Number(maxima.terms ?? 0),
  };
  for (const row of rows) {
    (row.space === 'term' ? origins.terms : origins.posts).set(String(row.source_id), Number(row.id));
    if (row.space === 'post' && row.status === 'trash') origins.trashed.add(Number(row.id));
  }
  return origins;
}

/**
 * Loads the chunks from `from` on; a chunk that fails is tried once more, then the run stops with the
 * chunks before it loaded and recorded by `loaded`. A local chunk is one transaction, so a failed one
 * left nothing; a remote one is what D1 makes of a file, and its statements are upserts, so running
 * part of one twice changes nothing either.
 */
export async function loadChunks(
  chunks: string[],
  from: number,
  db: D1Session,
  loaded: (count: number) => void,
): Promise<void> {
  for (let index = from; index < chunks.length; index++) {
    try {
      await db.run(chunks[index]!);
    } catch {
      await db.run(chunks[index]!);
    }
    loaded(index + 1);
  }
}
