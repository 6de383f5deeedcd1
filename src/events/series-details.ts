import { type SQL, sql } from 'drizzle-orm';
import type { Row } from '../db/client';
import type { Caller } from '../lib/caller';
import type { EventRow } from '../posts/rows';
import { READABLE_BY_DEFAULT, readableCondition } from '../posts/visibility';

/**
 * What the single read of a template or an occurrence adds about its series (series.md §3): the rule,
 * how many occurrences it has, how far they reach, and the occurrence a template shows the dates of.
 */
export interface SeriesDetails {
  templateId: number;
  /** Canonical recurrence lines. */
  recurrence: string[];
  startWall: string;
  timezone: string;
  allDay: boolean;
  horizonUtc: string | null;
  /** Occurrences that are not in the trash (of those the caller may read). */
  count: number;
  /** The local start of the last occurrence not in the trash (of those the caller may read). */
  lastStart: string | null;
  /** The dates a template shows: its first occurrence that has not ended, else its last one. */
  shown: Pick<EventRow, 'start_local' | 'end_local' | 'start_utc' | 'end_utc'> | null;
}

/**
 * The occurrences the details read: not in the trash, and only those the caller may read, so a draft or
 * private occurrence shows neither in the count nor by its dates (the template's, `until`).
 */
const occurrences = (caller: Caller) =>
  sql`FROM posts o WHERE o.series_id = r.template_id AND o.kind = 'event'
    AND ${readableCondition(caller, READABLE_BY_DEFAULT, 'o')}`;
const DATES = sql.raw(
  `json_object('start_local', o.start_local, 'end_local', o.end_local, 'start_utc', o.start_utc, 'end_utc', o.end_utc)`,
);

/**
 * The details of the series the event `idQuery` yields belongs to (no row for a plain event).
 * `fromUtc` is where "not ended" starts: the start of the day, so a cached answer stays right all day.
 * Of the occurrences, only those `caller` may read count.
 */
export function seriesDetailsStatement(idQuery: SQL, fromUtc: string, caller: Caller): SQL {
  const readable = occurrences(caller);
  return sql`SELECT r.template_id, r.recurrence, r.start_wall, r.horizon_utc, t.timezone, t.all_day,
      (SELECT count(*) ${readable}) AS count,
      (SELECT o.start_local ${readable} ORDER BY o.start_utc DESC LIMIT 1) AS last_start,
      coalesce((SELECT ${DATES} ${readable} AND o.end_utc >= ${fromUtc} ORDER BY o.start_utc LIMIT 1),
        (SELECT ${DATES} ${readable} ORDER BY o.start_utc DESC LIMIT 1)) AS shown
    FROM series_rules r JOIN posts t ON t.id = r.template_id
    WHERE r.template_id = (SELECT named.series_id FROM posts named WHERE named.id = (${idQuery}))`;
}

export function decodeSeriesDetails(row: Row | undefined): SeriesDetails | undefined {
  if (!row) return undefined;
  return {
    templateId: row.template_id as number,
    recurrence: JSON.parse(String(row.recurrence)) as string[],
    startWall: row.start_wall as string,
    timezone: (row.timezone as string | null) ?? 'UTC',
    allDay: Boolean(row.all_day),
    horizonUtc: (row.horizon_utc as string | null) ?? null,
    count: row.count as number,
    lastStart: (row.last_start as string | null) ?? null,
    shown: row.shown ? (JSON.parse(String(row.shown)) as SeriesDetails['shown']) : null,
  };
}

/** A template answered in TEC's shape shows the dates of its next occurrence (series.md §3). */
export function withShownDates(row: EventRow, details: SeriesDetails | undefined): EventRow {
  return row.kind === 'series' && details?.shown ? { ...row, ...details.shown } : row;
}
