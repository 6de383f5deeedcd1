import { type SQL, sql } from 'drizzle-orm';
import type { SOURCE_ON_REMOVED, SOURCE_SCHEDULES, SOURCE_UPDATE_AUTHORITIES } from '../db/schema';
import { formatUtcWall } from '../lib/dates';
import type { StagedItem } from './items';
import type { RunError } from './run-errors';

/** The statements of scheduled sources (docs/sources.md): their rows, runs, records and ignored events. */

export type Schedule = (typeof SOURCE_SCHEDULES)[number];
export type UpdateAuthority = (typeof SOURCE_UPDATE_AUTHORITIES)[number];
export type OnRemoved = (typeof SOURCE_ON_REMOVED)[number];

export type SourceRow = {
  id: number;
  kind: string;
  url: string;
  name: string;
  schedule: Schedule;
  default_status: string;
  default_categories: string;
  default_tags: string;
  default_organizer: number | null;
  default_language: string | null;
  update_authority: UpdateAuthority;
  on_removed: OnRemoved;
  paused: number;
  next_run_utc: string | null;
  lock_until_utc: string | null;
  etag: string | null;
  last_modified: string | null;
  auth_user: string | null;
  auth_secret: string | null;
  created_by: number;
  created_utc: string;
  modified_utc: string;
};

export type RunRow = {
  id: number;
  source_id: number;
  trigger: string;
  status: string;
  started_utc: string;
  finished_utc: string | null;
  duration_ms: number | null;
  created: number;
  updated: number;
  unchanged: number;
  trashed: number;
  failed: number;
  ignored: number;
  duplicates: number;
  pages: number;
  bytes: number;
  messages: number;
  requests: number;
  errors: string;
  cursor: string;
};

export type RecordRow = {
  source_id: number;
  uid: string;
  event_id: number | null;
  hash: string;
  imported: string;
  possible_duplicate_of: number | null;
  seen_run_id: number;
};

const HOURS: Record<Schedule, number | null> = { hourly: 1, daily: 24, weekly: 168, manual: null };

/** When a source of `schedule` runs next after `from`; null: only by hand. */
export function nextRunOf(schedule: Schedule, from: Date): string | null {
  const hours = HOURS[schedule];
  return hours === null ? null : formatUtcWall(new Date(from.getTime() + hours * 3_600_000));
}

export const lockUntil = (now: Date, minutes: number) =>
  formatUtcWall(new Date(now.getTime() + minutes * 60_000));

export const selectSource = (id: number) => sql`SELECT * FROM sources WHERE id = ${id}`;

export const selectSources = () => sql`SELECT * FROM sources ORDER BY id`;

/** Each source's last run, for the list. */
export const selectLastRuns = () =>
  sql`SELECT r.* FROM source_runs r
    WHERE r.id IN (SELECT max(id) FROM source_runs GROUP BY source_id)`;

export const selectLastRun = (sourceId: number) =>
  sql`SELECT * FROM source_runs WHERE source_id = ${sourceId} ORDER BY id DESC LIMIT 1`;

export interface SourceFields {
  kind: string;
  url: string;
  name: string;
  schedule: Schedule;
  default_status: string;
  default_categories: (string | number)[];
  default_tags: (string | number)[];
  default_organizer: number | null;
  default_language: string | null;
  update_authority: UpdateAuthority;
  on_removed: OnRemoved;
  paused: boolean;
  /** The application password's user name and sealed password; nulls remove it. */
  auth_user?: string | null;
  auth_secret?: string | null;
}

export function insertSource(fields: SourceFields, createdBy: number, now: Date): SQL {
  const at = formatUtcWall(now);
  return sql`INSERT INTO sources (kind, url, name, schedule, default_status, default_categories, default_tags,
      default_organizer, default_language, update_authority, on_removed, paused, next_run_utc, auth_user,
      auth_secret, created_by, created_utc, modified_utc)
    VALUES (${fields.kind}, ${fields.url}, ${fields.name}, ${fields.schedule}, ${fields.default_status},
      ${JSON.stringify(fields.default_categories)}, ${JSON.stringify(fields.default_tags)},
      ${fields.default_organizer}, ${fields.default_language}, ${fields.update_authority}, ${fields.on_removed},
      ${fields.paused ? 1 : 0}, ${at}, ${fields.auth_user ?? null}, ${fields.auth_secret ?? null}, ${createdBy},
      ${at}, ${at})
    RETURNING *`;
}

const COLUMNS: Record<keyof SourceFields, string> = {
  kind: 'kind',
  url: 'url',
  name: 'name',
  schedule: 'schedule',
  default_status: 'default_status',
  default_categories: 'default_categories',
  default_tags: 'default_tags',
  default_organizer: 'default_organizer',
  default_language: 'default_language',
  update_authority: 'update_authority',
  on_removed: 'on_removed',
  paused: 'paused',
  auth_user: 'auth_user',
  auth_secret: 'auth_secret',
};

/**
 * The fields given change, and the editor who saves it takes the source over (its events are written as
 * them from then on); a new address forgets the validators; a new schedule counts from now.
 */
export function updateSource(id: number, fields: Partial<SourceFields>, now: Date, by: number): SQL {
  const sets: SQL[] = [sql`modified_utc = ${formatUtcWall(now)}`, sql`created_by = ${by}`];
  for (const [name, value] of Object.entries(fields) as [keyof SourceFields, unknown][]) {
    if (value === undefined) continue;
    const stored = Array.isArray(value)
      ? JSON.stringify(value)
      : typeof value === 'boolean'
        ? Number(value)
        : value;
    sets.push(sql`${sql.raw(COLUMNS[name])} = ${stored as string | number | null}`);
  }
  if (fields.url !== undefined || fields.kind !== undefined)
    sets.push(sql`etag = NULL, last_modified = NULL`);
  if (fields.schedule !== undefined) sets.push(sql`next_run_utc = ${nextRunOf(fields.schedule, now)}`);
  return sql`UPDATE sources SET ${sql.join(sets, sql`, `)} WHERE id = ${id} RETURNING *`;
}

export const deleteSource = (id: number) => sql`DELETE FROM sources WHERE id = ${id} RETURNING id`;

/**
 * The sources due now (not paused, not running), taken for a run: their lock set and their next run moved on
 * by their schedule, in one statement, so the next minute's cron does not take them again.
 */
export function claimDue(now: Date, lockMinutes: number, limit: number): SQL {
  const at = formatUtcWall(now);
  return sql`UPDATE sources SET lock_until_utc = ${lockUntil(now, lockMinutes)},
      next_run_utc = CASE schedule
        WHEN 'hourly' THEN ${nextRunOf('hourly', now)}
        WHEN 'daily' THEN ${nextRunOf('daily', now)}
        WHEN 'weekly' THEN ${nextRunOf('weekly', now)}
        ELSE NULL END
    WHERE id IN (SELECT id FROM sources
      WHERE paused = 0 AND next_run_utc IS NOT NULL AND next_run_utc <= ${at}
        AND (lock_until_utc IS NULL OR lock_until_utc < ${at})
      ORDER BY next_run_utc LIMIT ${limit})
    RETURNING id`;
}

/** Run now: the source taken unless a run holds it. */
export function claimOne(id: number, now: Date, lockMinutes: number): SQL {
  const at = formatUtcWall(now);
  return sql`UPDATE sources SET lock_until_utc = ${lockUntil(now, lockMinutes)}
    WHERE id = ${id} AND (lock_until_utc IS NULL OR lock_until_utc < ${at}) RETURNING id`;
}

export const releaseLock = (id: number) => sql`UPDATE sources SET lock_until_utc = NULL WHERE id = ${id}`;

export const extendLock = (id: number, now: Date, minutes: number) =>
  sql`UPDATE sources SET lock_until_utc = ${lockUntil(now, minutes)} WHERE id = ${id}`;

export const insertRun = (sourceId: number, trigger: string, now: Date) =>
  sql`INSERT INTO source_runs (source_id, trigger, started_utc) VALUES (${sourceId}, ${trigger}, ${formatUtcWall(now)})
    RETURNING *`;

export const selectRun = (id: number) => sql`SELECT * FROM source_runs WHERE id = ${id}`;

export const selectRuns = (sourceId: number, limit: number, offset: number): SQL[] => [
  sql`SELECT * FROM source_runs WHERE source_id = ${sourceId} ORDER BY id DESC LIMIT ${limit} OFFSET ${offset}`,
  sql`SELECT count(*) AS n FROM source_runs WHERE source_id = ${sourceId}`,
];

/** A run's figures after a step: added to what it has. */
export interface RunCounts {
  created?: number;
  updated?: number;
  unchanged?: number;
  trashed?: number;
  failed?: number;
  ignored?: number;
  duplicates?: number;
  pages?: number;
  bytes?: number;
  requests?: number;
}

/** A run keeps its first errors (a source of 10,000 broken events would fill the row). */
const MAX_ERRORS = 100;

/** The step's figures and errors added, its cursor kept, one more message counted. */
export function advanceRun(id: number, counts: RunCounts, errors: RunError[], cursor: object): SQL {
  const add = (name: keyof RunCounts) => sql`${sql.raw(name)} = ${sql.raw(name)} + ${counts[name] ?? 0}`;
  const names: (keyof RunCounts)[] = [
    'created',
    'updated',
    'unchanged',
    'trashed',
    'failed',
    'ignored',
    'duplicates',
    'pages',
    'bytes',
    'requests',
  ];
  return sql`UPDATE source_runs SET ${sql.join(
    names.map(add),
    sql`, `,
  )}, messages = messages + 1, cursor = ${JSON.stringify(cursor)},
    errors = CASE WHEN ${errors.length} = 0 THEN errors ELSE (SELECT json_group_array(json(value)) FROM
      (SELECT value FROM (SELECT value FROM json_each(errors) UNION ALL SELECT value FROM json_each(${JSON.stringify(errors)}))
        LIMIT ${MAX_ERRORS})) END
    WHERE id = ${id}`;
}

/** A run's end: its status and length; the staged events go. */
export function finishRun(run: RunRow, status: 'succeeded' | 'unchanged' | 'failed', now: Date): SQL[] {
  const duration = Math.max(0, now.getTime() - Date.parse(`${run.started_utc.replace(' ', 'T')}Z`));
  return [
    sql`UPDATE source_runs SET status = ${status}, finished_utc = ${formatUtcWall(now)}, duration_ms = ${duration}
      WHERE id = ${run.id} AND status = 'running'`,
    sql`DELETE FROM source_run_items WHERE run_id = ${run.id}`,
    releaseLock(run.source_id),
  ];
}

/** Statements under 100 kB: the staged events go in by a hundred. */
const STAGED_PER_STATEMENT = 100;

/** A run's events kept for its write phase (`source_run_items`), numbered from `seq`. */
export function stageItems(runId: number, seq: number, items: readonly StagedItem[]): SQL[] {
  const statements: SQL[] = [];
  for (let start = 0; start < items.length; start += STAGED_PER_STATEMENT) {
    const chunk = items.slice(start, start + STAGED_PER_STATEMENT);
    statements.push(
      sql`INSERT OR IGNORE INTO source_run_items (run_id, seq, uid, hash, item)
        SELECT ${runId}, ${seq + start} + key, json_extract(value, '$.uid'), json_extract(value, '$.hash'),
          json_extract(value, '$.item')
        FROM json_each(${JSON.stringify(chunk)})`,
    );
  }
  return statements;
}

export const selectRecords = (sourceId: number, uids: readonly string[]) =>
  sql`SELECT * FROM source_records WHERE source_id = ${sourceId}
    AND uid IN (SELECT value FROM json_each(${JSON.stringify(uids)}))`;

export const selectIgnored = (sourceId: number, uids: readonly string[]) =>
  sql`SELECT uid FROM source_ignored WHERE source_id = ${sourceId}
    AND uid IN (SELECT value FROM json_each(${JSON.stringify(uids)}))`;

export function upsertRecord(
  record: Omit<RecordRow, 'imported'> & { imported: object | null },
  now: Date,
): SQL {
  const at = formatUtcWall(now);
  const imported = record.imported === null ? null : JSON.stringify(record.imported);
  return sql`INSERT INTO source_records (source_id, uid, event_id, hash, imported, possible_duplicate_of,
      seen_run_id, created_utc, modified_utc)
    VALUES (${record.source_id}, ${record.uid}, ${record.event_id}, ${record.hash}, coalesce(${imported}, '{}'),
      ${record.possible_duplicate_of}, ${record.seen_run_id}, ${at}, ${at})
    ON CONFLICT (source_id, uid) DO UPDATE SET event_id = excluded.event_id, hash = excluded.hash,
      imported = CASE WHEN ${imported} IS NULL THEN imported ELSE excluded.imported END,
      possible_duplicate_of = coalesce(excluded.possible_duplicate_of, possible_duplicate_of),
      seen_run_id = excluded.seen_run_id, modified_utc = excluded.modified_utc`;
}

/** Records the run listed, written or not: what a complete run did not list, the source dropped. */
export const markSeen = (sourceId: number, runId: number, uids: readonly string[]) =>
  sql`UPDATE source_records SET seen_run_id = ${runId} WHERE source_id = ${sourceId}
    AND uid IN (SELECT value FROM json_each(${JSON.stringify(uids)}))`;

export const selectDropped = (sourceId: number, runId: number, limit: number) =>
  sql`SELECT * FROM source_records WHERE source_id = ${sourceId} AND seen_run_id <> ${runId} LIMIT ${limit}`;

export const deleteRecords = (sourceId: number, uids: readonly string[]) =>
  sql`DELETE FROM source_records WHERE source_id = ${sourceId}
    AND uid IN (SELECT value FROM json_each(${JSON.stringify(uids)}))`;
