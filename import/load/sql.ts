/**
 * Our rows (map/import-rows.ts) as SQL for `wrangler d1 execute --file`: upserts by id that change nothing
 * when the row is already as it should be (a second run writes nothing), deletions of what a record
 * no longer has (texts in other languages, links, terms), term counts recounted, id counters moved past
 * every imported id and alias, and one content-generation bump at the very end. The search index and
 * the day counts follow through their triggers (migrations 0001, 0002).
 *
 * Statements come in dependency order (users, images, terms, posts, then what refers to them), so any
 * prefix of them leaves every foreign key satisfied: a run stopped between chunks resumes safely.
 */

import { passwordHash } from '../../src/lib/hash';
import { BUMP_GENERATION, insertStatements, RECOUNT_TERMS, sqlString } from '../../tooling/sql.mjs';
import type { ImportRows } from '../map/import-rows';

type Row = Record<string, string | number | boolean | null>;

/** `INSERT … ON CONFLICT (key) DO UPDATE SET … WHERE (old) IS NOT (new)`: a no-op when nothing changed. */
function upserts(
  table: string,
  key: string[],
  rows: Row[],
  options: { maxRows?: number; guard?: string } = {},
): string[] {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const changing = columns.filter((c) => !key.includes(c));
  const set = changing.map((c) => `${c} = excluded.${c}`).join(', ');
  const differs = `(${changing.map((c) => `${table}.${c}`).join(', ')}) IS NOT (${changing.map((c) => `excluded.${c}`).join(', ')})`;
  const suffix =
    changing.length === 0
      ? `ON CONFLICT (${key.join(', ')}) DO NOTHING`
      : `ON CONFLICT (${key.join(', ')}) DO UPDATE SET ${set} WHERE ${changing.length === 1 ? `${table}.${changing[0]} IS NOT excluded.${changing[0]}` : differs}${options.guard ? ` AND ${options.guard}` : ''}`;
  return insertStatements(table, columns, rows, { suffix, maxRows: options.maxRows });
}

/** An `images` row an import may write over: a reference, or the very file it is writing. */
const IMAGE_IS_OURS = '(images.file_key IS NULL OR images.file_key = excluded.file_key)';

const highest = (ids: number[]) => ids.reduce((max, id) => Math.max(max, id), 0);

const json = (values: ReadonlyArray<string | number>) => sqlString(JSON.stringify(values));

/** Ids in lists of 2000 (about 14 kB of JSON): D1 refuses a statement of more than 100 kB. */
function idGroups(ids: number[]): number[][] {
  const groups: number[][] = [];
  for (let i = 0; i < ids.length; i += 2000) groups.push(ids.slice(i, i + 2000));
  return groups;
}

/** Removes the rows of `owners` whose key is not among `keep` (one statement per group of owners). */
function removeOthers(
  table: string,
  ownerColumn: string,
  keyExpression: string,
  owners: number[],
  keep: string[],
): string[] {
  if (owners.length === 0) return [];
  const statements: string[] = [];
  const size = 400;
  const keepOf = new Map<number, string[]>();
  for (const key of keep) {
    const owner = Number(key.slice(0, key.indexOf(':')));
    const list = keepOf.get(owner);
    if (list) list.push(key);
    else keepOf.set(owner, [key]);
  }
  for (let i = 0; i < owners.length; i += size) {
    const group = owners.slice(i, i + size);
    const keys = group.flatMap((owner) => keepOf.get(owner) ?? []);
    statements.push(
      `DELETE FROM ${table} WHERE ${ownerColumn} IN (SELECT value FROM json_each(${json(group)})) AND ${keyExpression} NOT IN (SELECT value FROM json_each(${json(keys)}));`,
    );
  }
  return statements;
}

/** The highest id a table's AUTOINCREMENT and our id reservations must stay above. */
function counterPast(table: string, id: number): string[] {
  if (id <= 0) return [];
  return [
    `INSERT INTO sqlite_sequence (name, seq) SELECT '${table}', ${id} WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = '${table}');`,
    `UPDATE sqlite_sequence SET seq = ${id} WHERE name = '${table}' AND seq < ${id};`,
  ];
}

/**
 * Series (docs/series.md). Occurrences a series no longer has (the source cancelled or excluded them)
 * go to the trash, keeping their ids as the API's own `DELETE scope=this` does; past an endless series'
 * horizon they are the scheduled trigger's (src/series/horizon.ts) and stay while the rule is the same.
 * Then the rule: an upsert that moves its revision when it changes (a write of the API that read the
 * old one then fails), never bringing the horizon of an unchanged rule back. Records that are no longer
 * templates lose their rule.
 */
function seriesStatements(rows: ImportRows): string[] {
  const plain = rows.posts.filter((p) => p.kind !== 'series').map((p) => p.id);
  const statements = idGroups(plain).map(
    (group) => `DELETE FROM series_rules WHERE template_id IN (SELECT value FROM json_each(${json(group)}));`,
  );
  for (const rule of rows.seriesRules) {
    const id = rule.template_id;
    const recurrence = sqlString(rule.recurrence);
    const startWall = sqlString(rule.start_wall);
    const horizon = rule.horizon_utc === null ? 'NULL' : sqlString(rule.horizon_utc);
    const sameRule = `(series_rules.recurrence, series_rules.start_wall) IS (excluded.recurrence, excluded.start_wall)`;
    // NULL is "every instance exists": the farthest horizon.
    const keptHorizon = `CASE WHEN ${sameRule} THEN nullif(max(coalesce(series_rules.horizon_utc, '9999'), coalesce(excluded.horizon_utc, '9999')), '9999') ELSE excluded.horizon_utc END`;
    const beforeHorizon =
      rule.horizon_utc === null
        ? ''
        : ` AND (start_utc <= ${horizon} OR NOT EXISTS (SELECT 1 FROM series_rules WHERE template_id = ${id} AND recurrence = ${recurrence} AND start_wall = ${startWall}))`;
    statements.push(
      `UPDATE posts SET status = 'trash', modified_utc = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE series_id = ${id} AND kind = 'event' AND status <> 'trash' AND id NOT IN (SELECT value FROM json_each(${json(rule.occurrenceIds)}))${beforeHorizon};`,
      `INSERT INTO series_rules (template_id, recurrence, start_wall, horizon_utc) VALUES (${id}, ${recurrence}, ${startWall}, ${horizon})
ON CONFLICT (template_id) DO UPDATE SET recurrence = excluded.recurrence, start_wall = excluded.start_wall, horizon_utc = ${keptHorizon}, revision = revision + 1
WHERE NOT ${sameRule} OR series_rules.horizon_utc IS NOT ${keptHorizon};`,
    );
  }
  return statements;
}

/**
 * The site's settings: each an upsert that writes only a changed value (its trigger then protects the
 * cached answers, migration 0014); the time it was set is SQLite's, so the statements stay the same
 * from one run to the next. Settings kept as changed here have no statement.
 */
function settingStatements(rows: ImportRows): string[] {
  return rows.settings
    .filter((setting) => setting.action !== 'kept')
    .map(
      ({ name, value }) =>
        `INSERT INTO site_settings (name, value) VALUES (${sqlString(name)}, ${sqlString(value)}) ON CONFLICT (name) DO UPDATE SET value = excluded.value, modified_utc = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE site_settings.value IS NOT excluded.value;`,
    );
}

/** Every statement of an import, in an order whose every prefix is consistent. */
export async function importStatements(rows: ImportRows): Promise<string[]> {
  const posts: Row[] = await Promise.all(
    rows.posts.map(async ({ password, source_lineage, ...post }) => ({
      ...post,
      // An occurrence's password is its series' (src/events/writes.ts, passwordOwner).
      password_hash: password === null ? null : await passwordHash(post.series_id ?? post.id, password),
      source_lineage,
    })),
  );
  const postIds = rows.posts.map((p) => p.id);
  const eventIds = rows.posts.filter((p) => p.kind === 'event' || p.kind === 'series').map((p) => p.id);
  const termIds = rows.terms.map((t) => t.id);
  const aliasIds = (space: 'post' | 'term') =>
    rows.aliases.filter((a) => a.space === space).map((a) => a.alias_id);
  const maxPost = highest([...postIds, ...aliasIds('post')]);
  const maxTerm = highest([...termIds, ...aliasIds('term')]);
  const maxImage = highest(rows.images.map((i) => i.id));
  const priced = new Set(rows.costs.map((c) => c.content_id));

  return [
    ...rows.users.map(
      (u) =>
        `INSERT INTO users (id, login, role) SELECT ${u.id}, CASE WHEN EXISTS (SELECT 1 FROM users WHERE login = ${sqlString(u.login)}) THEN ${sqlString(`wp-${u.login}-${u.id}`)} ELSE ${sqlString(u.login)} END, ${sqlString(u.role)} WHERE NOT EXISTS (SELECT 1 FROM users WHERE id = ${u.id});`,
    ),
    // A file the import did not make (an upload) is never written over, whatever the mapping said.
    ...upserts('images', ['id'], rows.images as unknown as Row[], { guard: IMAGE_IS_OURS }),
    ...upserts('terms', ['id'], rows.terms as unknown as Row[], { maxRows: 200 }),
    ...removeOthers(
      'term_texts',
      'term_id',
      "term_id || ':' || lang",
      termIds,
      rows.termTexts.map((t) => `${t.term_id}:${t.lang}`),
    ),
    ...upserts('term_texts', ['term_id', 'lang'], rows.termTexts as unknown as Row[]),
    ...upserts('posts', ['id'], posts),
    ...seriesStatements(rows),
    ...removeOthers(
      'post_texts',
      'post_id',
      "post_id || ':' || lang",
      postIds,
      rows.texts.map((t) => `${t.post_id}:${t.lang}`),
    ),
    ...upserts('post_texts', ['post_id', 'lang'], rows.texts as unknown as Row[]),
    ...removeOthers(
      'event_terms',
      'event_id',
      "event_id || ':' || term_id",
      eventIds,
      rows.eventTerms.map((t) => `${t.event_id}:${t.term_id}`),
    ),
    ...upserts('event_terms', ['event_id', 'term_id'], rows.eventTerms as unknown as Row[], { maxRows: 300 }),
    ...removeOthers(
      'event_links',
      'event_id',
      "event_id || ':' || post_id",
      eventIds,
      rows.links.map((l) => `${l.event_id}:${l.post_id}`),
    ),
    ...upserts('event_links', ['event_id', 'post_id'], rows.links as unknown as Row[], { maxRows: 300 }),
    // The amounts the price filters read (src/events/costs.ts): those of the contents written, no others.
    ...idGroups(eventIds).map((group) => {
      const unpriced = group.filter((id) => !priced.has(id));
      return `DELETE FROM event_costs WHERE content_id IN (SELECT value FROM json_each(${json(unpriced)}));`;
    }),
    ...upserts('event_costs', ['content_id'], rows.costs as unknown as Row[], { maxRows: 300 }),
    ...upserts('aliases', ['space', 'alias_id'], rows.aliases as unknown as Row[], { maxRows: 300 }),
    ...upserts('legacy_urls', ['path'], rows.legacyUrls as unknown as Row[], { maxRows: 200 }),
    ...upserts('import_origins', ['space', 'id'], rows.origins as unknown as Row[], { maxRows: 200 }),
    ...settingStatements(rows),
    RECOUNT_TERMS,
    ...counterPast('posts', maxPost),
    ...counterPast('terms', maxTerm),
    ...counterPast('images', maxImage),
    BUMP_GENERATION,
  ];
}

/** `--prune`: records of this source that the source no longer has go to the trash. */
export function pruneStatements(ids: number[]): string[] {
  if (ids.length === 0) return [];
  return [
    ...idGroups(ids).flatMap((group) => [
      `UPDATE posts SET status = 'trash', modified_utc = strftime('%Y-%m-%d %H:%M:%S', 'now') WHERE id IN (SELECT value FROM json_each(${json(group)})) AND status <> 'trash';`,
      `UPDATE import_origins SET written_modified_utc = (SELECT modified_utc FROM posts WHERE posts.id = import_origins.id) WHERE space = 'post' AND id IN (SELECT value FROM json_each(${json(group)}));`,
    ]),
    RECOUNT_TERMS,
    BUMP_GENERATION,
  ];
}

const encoder = new TextEncoder();

/** Statements into files of at most `maxBytes` each, never splitting one. */
export function chunk(statements: string[], maxBytes = 4_000_000): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const statement of statements) {
    const bytes = encoder.encode(statement).length + 1;
    if (current.length > 0 && size + bytes > maxBytes) {
      chunks.push(current.join('\n'));
      current = [];
      size = 0;
    }
    current.push(statement);
    size += bytes;
  }
  if (current.length > 0) chunks.push(current.join('\n'));
  return chunks;
}
