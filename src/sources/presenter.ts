import type { RunRow, SourceRow } from './store';

/** A stored UTC wall as ISO 8601. */
export const iso = (utc: string | null) => (utc === null ? null : `${utc.replace(' ', 'T')}Z`);

/** Sources and their runs as the API shows them (docs/sources.md#the-api). */

const list = (json: string): unknown[] => {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

export function presentRun(row: RunRow) {
  return {
    id: Number(row.id),
    source: Number(row.source_id),
    trigger: row.trigger,
    status: row.status,
    started: iso(row.started_utc),
    finished: iso(row.finished_utc),
    duration_ms: row.duration_ms,
    new: Number(row.created),
    updated: Number(row.updated),
    unchanged: Number(row.unchanged),
    trashed: Number(row.trashed),
    failed: Number(row.failed),
    ignored: Number(row.ignored),
    duplicates: Number(row.duplicates),
    pages: Number(row.pages),
    bytes: Number(row.bytes),
    requests: Number(row.requests),
    messages: Number(row.messages),
    errors: list(row.errors),
  };
}

export function presentSource(row: SourceRow, lastRun: RunRow | null, nowUtc: string) {
  return {
    id: Number(row.id),
    kind: row.kind,
    url: row.url,
    name: row.name,
    schedule: row.schedule,
    default_status: row.default_status,
    default_categories: list(row.default_categories),
    default_tags: list(row.default_tags),
    default_organizer: row.default_organizer,
    default_language: row.default_language,
    update_authority: row.update_authority,
    on_removed: row.on_removed,
    paused: Boolean(row.paused),
    /** Only its user name: the password is never shown. */
    credentials: row.auth_user ? { username: row.auth_user } : null,
    next_run: iso(row.next_run_utc),
    running: row.lock_until_utc !== null && row.lock_until_utc >= nowUtc,
    created_by: Number(row.created_by),
    created: iso(row.created_utc),
    modified: iso(row.modified_utc),
    last_run: lastRun ? presentRun(lastRun) : null,
  };
}

export type PresentedSource = ReturnType<typeof presentSource>;
