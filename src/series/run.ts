import { type SQL, sql } from 'drizzle-orm';
import { type Db, failedWith, type Row } from '../db/client';
import { sendsContentFacts } from '../events/facts';
import { eventNotFound, type LoadedEvent } from '../events/load';
import { withRevisions } from '../events/revisions';
import type { Schedule } from '../events/schedule';
import type { EventUpdateBody } from '../events/schemas';
import { decodeSeriesDetails, seriesDetailsStatement, withShownDates } from '../events/series-details';
import { EVENT_TEXT, targetOf } from '../events/writes';
import { conflict, invalidParam } from '../http/errors';
import { inputWall } from '../lib/dates';
import { formatRecurrence, parseRecurrence } from '../lib/recurrence/parse';
import { type Recurrence, RecurrenceError, type SeriesStart } from '../lib/recurrence/rule';
import { completeWrite } from '../posts/generation';
import { runGuardedWrite } from '../posts/guarded-write';
import { retryingIdConflicts } from '../posts/ids';
import { decodeEventRow, EVENT_ROW_COLUMNS, type EventRow, selectEvents } from '../posts/rows';
import type { WriteContext } from '../write/context';
import { retryingStaleReads, type Target } from '../write/guard';
import { isQuotaAbort, quotaExceeded } from './quota';
import type { SeriesState } from './state';
import { seriesStartOf, startOfDayUtc } from './times';

/** What every series write runs on: parsing its rule, running its batch, reading its answer back, retrying a race. */

export const recurrenceError = (err: unknown): never => {
  if (err instanceof RecurrenceError) throw invalidParam('recurrence', err.message);
  throw err;
};

export function parseLines(lines: readonly string[], start: SeriesStart): Recurrence {
  try {
    return parseRecurrence(lines, start);
  } catch (err) {
    return recurrenceError(err);
  }
}

/** The local start a series repeats: the start as given (a time in a DST gap is kept as the rule's time). */
export function startWallOf(input: string | undefined, times: Schedule): string {
  if (times.allDay || input === undefined) return times.startLocal;
  return inputWall(input, times.timezone) ?? times.startLocal;
}

/**
 * Fields whose change on one occurrence detaches it from its template: everything but dates, the
 * publication status and whether it is still on (`event_status`, its reason, the start it had: one date of
 * a series is cancelled alone). `translations` detaches when it carries a content field.
 */
export const DETACHING = [
  ...Object.keys(EVENT_TEXT),
  'categories',
  'tags',
  'venue',
  'organizer',
  'image',
  'website',
  'show_map',
  'show_map_link',
  'hide_from_listings',
  'sticky',
  'featured',
  'ticketed',
  'post_parent',
  'cost_currency_symbol',
  'cost_currency_code',
  'cost_currency_position',
  'author',
  'password',
] as const;
export const changesContent = (input: EventUpdateBody) =>
  DETACHING.some((key) => (input as Record<string, unknown>)[key] !== undefined) ||
  sendsContentFacts(input) ||
  Object.values(input.translations ?? {}).some((fields) =>
    Object.keys(fields ?? {}).some((name) => name in EVENT_TEXT),
  );

/** An answer: the record a write names, with its series' details. */
export type Answered = LoadedEvent;

export const isRevisionAbort = (err: unknown) => failedWith(err, /UNIQUE constraint failed: counters\.name/);
export class SeriesChanged extends Error {}

/**
 * The read-back of `answerId` with its series' details as one more column (`series_details`, JSON), so
 * that an answer stored with an `Idempotency-Key` replays with them.
 */
export function readBackWithDetails(answerId: number, ctx: WriteContext): SQL {
  const fromUtc = startOfDayUtc(ctx.now, ctx.siteTimezone);
  const details = seriesDetailsStatement(sql`SELECT ${answerId}`, fromUtc, ctx.user);
  return sql`SELECT e.*, (SELECT json_object('template_id', d.template_id, 'recurrence', d.recurrence,
      'start_wall', d.start_wall, 'horizon_utc', d.horizon_utc, 'timezone', d.timezone, 'all_day', d.all_day,
      'count', d.count, 'last_start', d.last_start, 'shown', d.shown) FROM (${details}) d) AS series_details
    FROM (${selectEvents(sql`SELECT ${answerId} AS id`, 'p.id', ctx.user, { withVersion: true })}) e`;
}

/** An event read back (or replayed) with its series' details. */
export function answered(row: Row): Answered {
  const raw = row.series_details;
  const seriesDetails = raw
    ? decodeSeriesDetails(typeof raw === 'string' ? (JSON.parse(raw) as Row) : (raw as Row))
    : undefined;
  return { ...withShownDates(decodeEventRow(row), seriesDetails), seriesDetails };
}

/**
 * Runs a write batch, opened and closed by the write's guard (`If-Match` on `target`, the
 * `Idempotency-Key`), keeps a revision of each of `revised` (the event named; a write reaching a whole
 * series names its template too: src/events/revisions.ts), and reads `answerId` back with its series'
 * details.
 */
export async function runSeriesWrite(
  db: Db,
  statements: SQL[],
  answerId: number,
  ctx: WriteContext,
  target?: Target,
  revised: readonly number[] = [answerId],
): Promise<Answered> {
  const row = await runGuardedWrite(db, ctx, {
    statements: withRevisions(statements, revised, ctx),
    recordId: answerId,
    answer: {
      readBack: readBackWithDetails(answerId, ctx),
      columns: [...EVENT_ROW_COLUMNS, 'series_details'],
    },
    target,
    notFound: () => eventNotFound(answerId),
    explain: (err) =>
      isRevisionAbort(err) ? new SeriesChanged() : isQuotaAbort(err) ? quotaExceeded(ctx) : undefined,
  });
  return answered(row);
}

/** A deletion for good, guarded as `runSeriesWrite`; it answers the record as it was. */
export async function runSeriesDeletion(
  db: Db,
  statements: SQL[],
  existing: Answered,
  ctx: WriteContext,
): Promise<Answered> {
  try {
    await db.batch([
      ...ctx.guard.openStatements(targetOf(existing)),
      ...statements,
      ...completeWrite(ctx.now),
      ...ctx.guard.closeStatements({ row: existing }),
    ]);
  } catch (err) {
    if (isRevisionAbort(err)) throw new SeriesChanged();
    return answered(await ctx.guard.recover(err, db));
  }
  return existing;
}

/**
 * A series written by someone else between this write's read and its write is read again (twice at
 * most); so is a record changed since an `If-Match` was checked (its new read answers 412).
 */
export function retryingSeriesChanges<T>(write: () => Promise<T>): Promise<T> {
  return retryingStaleReads(async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await retryingIdConflicts(write);
      } catch (err) {
        if (!(err instanceof SeriesChanged)) throw err;
        if (attempt >= 3) throw conflict();
      }
    }
  });
}

/** The rule's lines with one local start added to, or taken from, its EXDATEs. */
export function withExdate(state: SeriesState, template: EventRow, rid: string, excluded: boolean): string[] {
  const start = seriesStartOf(state.rule.startWall, {
    timezone: template.timezone ?? 'UTC',
    allDay: Boolean(template.all_day),
  });
  const recurrence = parseLines(state.rule.recurrence, start);
  const exdates = new Set(recurrence.exdates);
  if (excluded) exdates.add(rid);
  else exdates.delete(rid);
  return formatRecurrence({ ...recurrence, exdates: [...exdates].sort() }, start);
}
