/**
 * Talking to D1 through wrangler (`d1 execute --local|--remote --file`): the preflight read of what the
 * database already holds for the import's ids and slugs, and the loading of the SQL chunks, each one
 * retried once and recorded in the state as soon as it is in, so a stopped run continues with the next.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sqlString } from '../../scripts/lib/sql.mjs';
import { D1Error, type D1Target, d1File, d1Hint } from '../../scripts/lib/wrangler.mjs';
import type { PostKind, Taxonomy } from '../../src/db/schema';
import { type ExistingRecords, noExistingRecords } from '../map/rows';
import type { SourceSet } from '../model';

export type { D1Target };

/** Runs SQL text through a temporary file (no command-line length limit); rows of each statement. */
export async function runSql(sql: string, target: D1Target): Promise<Array<Array<Record<string, unknown>>>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tec-import-'));
  const file = path.join(dir, 'statements.sql');
  try {
    writeFileSync(file, sql);
    return await d1File(file, target);
  } catch (err) {
    if (err instanceof D1Error) {
      const hint = d1Hint(err);
      throw new D1Error(`D1 refused the statements: ${err.message}${hint ? `\n${hint}` : ''}`);
    }
    throw err;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const json = (values: ReadonlyArray<string | number>) => sqlString(JSON.stringify(values));

function* groups<T>(items: T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/**
 * What the database holds for the source's ids and slugs: records (with where they were imported from
 * and the `modified_utc` the import wrote), slugs in use, and the highest ids, in one wrangler call.
 */
export async function readExisting(source: SourceSet, target: D1Target): Promise<ExistingRecords> {
  const postIds = source.posts.flatMap((p) => [p.id, ...Object.values(p.translations ?? {})]);
  const termIds = source.terms.flatMap((t) => [t.id, ...Object.values(t.translations ?? {})]);
  const postSlugs = [...new Set(source.posts.map((p) => p.slug).filter(Boolean))];
  const termSlugs = [...new Set(source.terms.map((t) => t.slug).filter(Boolean))];
  const statements: string[] = [
    `SELECT (SELECT max(id) FROM posts) AS posts, (SELECT max(alias_id) FROM aliases WHERE space = 'post') AS post_aliases,
      (SELECT max(id) FROM terms) AS terms, (SELECT max(alias_id) FROM aliases WHERE space = 'term') AS term_aliases,
      (SELECT max(id) FROM images) AS images;`,
  ];
  for (const ids of groups([...new Set(postIds)], 5000)) {
    statements.push(`SELECT 'post' AS what, p.id, p.kind, p.modified_utc, o.source, o.written_modified_utc FROM posts p
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
      `SELECT 'image' AS what, id, url FROM images WHERE id IN (SELECT value FROM json_each(${json(ids)}));`,
    );
  }
  for (const slugs of groups(postSlugs, 1500)) {
    statements.push(
      `SELECT 'post_slug' AS what, kind, lang, slug, post_id AS id FROM post_texts WHERE slug IN (SELECT value FROM json_each(${json(slugs)}));`,
    );
  }
  for (const slugs of groups(termSlugs, 1500)) {
    statements.push(
      `SELECT 'term_slug' AS what, taxonomy AS kind, lang, slug, term_id AS id FROM term_texts WHERE slug IN (SELECT value FROM json_each(${json(slugs)}));`,
    );
  }
  const results = await runSql(statements.join('\n'), target);
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
        });
        break;
      case 'term':
        existing.terms.set(Number(row.id), {
          taxonomy: row.taxonomy as Taxonomy,
          source: row.source ?? null,
        });
        break;
      case 'image':
        existing.images.set(Number(row.id), { url: String(row.url) });
        break;
      case 'post_slug':
        existing.postSlugs.set(`${row.kind}|${row.lang}|${row.slug}`, Number(row.id));
        break;
      case 'term_slug':
        existing.termSlugs.set(`${row.kind}|${row.lang}|${row.slug}`, Number(row.id));
        break;
    }
  }
  return existing;
}

export interface Origins {
  /** Source id (a WordPress id, or a uid) -> our id, of what this source imported earlier. */
  posts: Map<string, number>;
  terms: Map<string, number>;
  maxPostId: number;
  maxTermId: number;
}

/** What this source imported earlier (for `--prune`, and the ids of records named by uid). */
export async function readOrigins(origin: string, target: D1Target): Promise<Origins> {
  const [rows = [], [maxima = {}] = []] = await runSql(
    `SELECT space, id, source_id FROM import_origins WHERE source = ${sqlString(origin)};
SELECT max((SELECT coalesce(max(id), 0) FROM posts), (SELECT coalesce(max(alias_id), 0) FROM aliases WHERE space = 'post')) AS posts,
  max((SELECT coalesce(max(id), 0) FROM terms), (SELECT coalesce(max(alias_id), 0) FROM aliases WHERE space = 'term')) AS terms;`,
    target,
  );
  const origins: Origins = {
    posts: new Map(),
    terms: new Map(),
    maxPostId: Number(maxima.posts ?? 0),
    maxTermId: Number(maxima.terms ?? 0),
  };
  for (const row of rows)
    (row.space === 'term' ? origins.terms : origins.posts).set(String(row.source_id), Number(row.id));
  return origins;
}

/**
 * Loads the chunks from `from` on, each in one wrangler call; a chunk that fails is tried once more
 * (its statements are upserts: running part of one twice changes nothing), then the run stops with
 * the chunks before it loaded and recorded by `loaded`.
 */
export async function loadChunks(
  chunks: string[],
  from: number,
  target: D1Target,
  loaded: (count: number) => void,
): Promise<void> {
  for (let index = from; index < chunks.length; index++) {
    try {
      await runSql(chunks[index]!, target);
    } catch {
      await runSql(chunks[index]!, target);
    }
    loaded(index + 1);
  }
}
