import { type SQL, sql } from 'drizzle-orm';
import { type Db, failedWith, type Row } from '../db/client';
import { type EventLocator, eventLookup, eventNotFound, type LoadedEvent } from '../events/load';
import { eventIdQuery } from '../events/queries';
import { type Schedule, schedule } from '../events/schedule';
import type { EventCreateBody, EventUpdateBody } from '../events/schemas';
import {
  changedColumns,
  changesSchedule,
  contentStatements,
  createEvent,
  deleteStatements,
  EVENT_TEXT,
  eventColumns,
  newEventStatements,
  type Prepared,
  plainUpdateStatements,
  referenceChecks,
  scheduleColumns,
  scheduleOfNew,
  shiftTermCounts,
  targetOf,
  trashStatements,
} from '../events/writes';
import { ApiError, conflict, invalidParam, tooManyRequests } from '../http/errors';
import type { WriteContext } from '../write/context';
import { formatUtcWall, inputWall, utcToZonedWall, zonedWallToUtc } from '../lib/dates';
import { passwordHash } from '../lib/hash';
import { expandRecurrence } from '../lib/recurrence/expand';
import { formatRecurrence, parseRecurrence } from '../lib/recurrence/parse';
import {
  type Recurrence,
  RecurrenceError,
  type RecurrenceRule,
  type SeriesStart,
} from '../lib/recurrence/rule';
import { completeWrite } from '../posts/generation';
import { runGuardedWrite } from '../posts/guarded-write';
import { retryingIdConflicts } from '../posts/ids';
import { loadForWrite, readForWrite } from '../posts/lookup';
import {
  assertCanCreate,
  assertCanEdit,
  assertCanEditEach,
  assertCanForceDelete,
  assertCanSetAuthor,
} from '../posts/policy';
import { publicationOf } from '../posts/publishing';
import { decodeEventRow, EVENT_ROW_COLUMNS, type EventRow, selectEvents } from '../posts/rows';
import { retryingStaleReads, type Target } from '../write/guard';
import { decodeSeriesDetails, seriesDetailsStatement, withShownDates } from '../events/series-details';
import type { Scope } from '../events/series-fields';
import { planSchedule, shiftRecurrence, shiftWall, wallDelta } from './plan';
import { decodeSeriesState, type OccurrenceRow, type SeriesState, seriesStateStatements } from './state';
import {
  abortUnlessRevision,
  COPIED_COLUMNS,
  copyContent,
  deleteOccurrences,
  insertOccurrences,
  shiftSeriesTermCounts,
  updateOccurrences,
  upsertRule,
} from './statements';
import {
  horizonFrom,
  occurrenceTimes,
  type SeriesShape,
  seriesStartOf,
  shapeOf,
  startOfDayUtc,
} from './times';

/**
 * Writes of events that know about series (series.md §4): creating a series, adding or removing a
 * recurrence, and every `scope` of updates and deletes. Each is two round trips whatever the number of
 * occurrences: a read batch (the event, its series' rule and occurrences, the write's references) and
 * one atomic write batch that ends by reading the answer back.
 */

const recurrenceError = (err: unknown): never => {
  if (err instanceof RecurrenceError) throw invalidParam('recurrence', err.message);
  throw err;
};

function parseLines(lines: readonly string[], start: SeriesStart): Recurrence {
  try {
    return parseRecurrence(lines, start);
  } catch (err) {
    return recurrenceError(err);
  }
}

/** The local start a series repeats: the start as given (a time in a DST gap is kept as the rule's time). */
function startWallOf(input: string | undefined, times: Schedule): string {
  if (times.allDay || input === undefined) return times.startLocal;
  return inputWall(input, times.timezone) ?? times.startLocal;
}

/** Fields whose change on one occurrence detaches it from its template (everything but dates and status). */
const DETACHING = [
  ...Object.keys(EVENT_TEXT),
  'translations',
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
  'author',
  'password',
] as const;
const changesContent = (input: EventUpdateBody) =>
  DETACHING.some((key) => (input as Record<string, unknown>)[key] !== undefined);

/** An answer: the record a write names, with its series' details. */
export type Answered = LoadedEvent;

const isRevisionAbort = (err: unknown) => failedWith(err, /UNIQUE constraint failed: counters\.name/);
const isQuotaAbort = (err: unknown) => failedWith(err, /UNIQUE constraint failed: occurrence_quota\./);

/** The write would take its author past the hourly quota of occurrences: 429 until the next hour. */
function quotaExceeded(ctx: WriteContext): ApiError {
  const nextHour = Math.ceil((ctx.now.getTime() + 1) / 3_600_000) * 3_600_000;
  const seconds = Math.max(1, Math.ceil((nextHour - ctx.now.getTime()) / 1000));
  return tooManyRequests(
    seconds,
    `Series writes may create at most ${ctx.occurrencesPerHour} occurrences an hour for each user, and this one would go past that: try again after the hour, or give the series fewer occurrences.`,
  );
}

/**
 * The quota on stored rows: the occurrences this write creates are counted for its author's clock hour,
 * and a count past the limit fails the batch (a second row for the same hour breaks the primary key), so
 * concurrent writes can't overshoot it together. Earlier hours of the user are removed on the way.
 */
function quotaStatements(ctx: WriteContext, created: number): SQL[] {
  if (created === 0 || ctx.occurrencesPerHour === 0) return [];
  const user = ctx.user.id;
  const hour = formatUtcWall(ctx.now).slice(0, 13);
  return [
    sql`DELETE FROM occurrence_quota WHERE user_id = ${user} AND hour < ${hour}`,
    sql`INSERT INTO occurrence_quota (user_id, hour, created) VALUES (${user}, ${hour}, ${created})
      ON CONFLICT (user_id, hour) DO UPDATE SET created = created + excluded.created`,
    sql`INSERT INTO occurrence_quota (user_id, hour, created)
      SELECT user_id, hour, 0 FROM occurrence_quota
      WHERE user_id = ${user} AND hour = ${hour} AND created > ${ctx.occurrencesPerHour}`,
  ];
}

class SeriesChanged extends Error {}

/**
 * The read-back of `answerId` with its series' details as one more column (`series_details`, JSON), so
 * that an answer stored with an `Idempotency-Key` replays with them.
 */
function readBackWithDetails(answerId: number, ctx: WriteContext): SQL {
  const fromUtc = startOfDayUtc(ctx.now, ctx.siteTimezone);
  const details = seriesDetailsStatement(sql`SELECT ${answerId}`, fromUtc);
  return sql`SELECT e.*, (SELECT json_object('template_id', d.template_id, 'recurrence', d.recurrence,
      'start_wall', d.start_wall, 'horizon_utc', d.horizon_utc, 'timezone', d.timezone, 'all_day', d.all_day,
      'count', d.count, 'last_start', d.last_start, 'shown', d.shown) FROM (${details}) d) AS series_details
    FROM (${selectEvents(sql`SELECT ${answerId} AS id`, 'p.id', ctx.user, { withVersion: true })}) e`;
}

/** An event read back (or replayed) with its series' details. */
function answered(row: Row): Answered {
  const raw = row.series_details;
  const seriesDetails = raw
    ? decodeSeriesDetails(typeof raw === 'string' ? (JSON.parse(raw) as Row) : (raw as Row))
    : undefined;
  return { ...withShownDates(decodeEventRow(row), seriesDetails), seriesDetails };
}

/**
 * Runs a write batch, opened and closed by the write's guard (`If-Match` on `target`, the
 * `Idempotency-Key`), and reads `answerId` back with its series' details.
 */
async function runSeriesWrite(
  db: Db,
  statements: SQL[],
  answerId: number,
  ctx: WriteContext,
  target?: Target,
): Promise<Answered> {
  const row = await runGuardedWrite(db, ctx, {
    statements,
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
async function runSeriesDeletion(
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
function retryingSeriesChanges<T>(write: () => Promise<T>): Promise<T> {
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

// ---------------------------------------------------------------------------------------------
// Schedules

interface NewSchedule {
  start: SeriesStart;
  shape: SeriesShape;
  recurrence: Recurrence;
  /** The template's own dates: the first instance of the rule. */
  templateTimes: Schedule;
  shiftMs: number;
}

const scheduleOf = (start: SeriesStart, shape: SeriesShape): Schedule => {
  const instant = zonedWallToUtc(start.wall, start.timezone);
  const rid = start.allDay ? start.wall : utcToZonedWall(instant, start.timezone);
  const t = occurrenceTimes({ rid, start: instant }, shape);
  return {
    timezone: shape.timezone,
    allDay: shape.allDay,
    startLocal: t.start_local,
    endLocal: t.end_local,
    startUtc: t.start_utc,
    endUtc: t.end_utc,
  };
};

/**
 * The schedule an `all` write gives a series. Date fields move the series by as much as they move the
 * event they were sent to (the template's shown occurrence, or the occurrence named) and set the length
 * of every occurrence; RDATE/EXDATE/UNTIL move with it unless `recurrence` is sent.
 */
function newSchedule(
  input: EventUpdateBody,
  ctx: WriteContext,
  template: EventRow,
  rule: { recurrence: string[]; startWall: string },
  reference: Pick<EventRow, 'start_local' | 'end_local'>,
): NewSchedule {
  const timezone = input.timezone ?? template.timezone ?? ctx.siteTimezone;
  const allDay = input.all_day ?? Boolean(template.all_day);
  const refTimes = schedule(
    input.start_date ?? reference.start_local!,
    input.end_date ?? reference.end_local!,
    timezone,
    allDay,
  );
  const refStart =
    input.start_date !== undefined ? startWallOf(input.start_date, refTimes) : reference.start_local!;
  const shiftMs = wallDelta(
    allDay ? `${reference.start_local!.slice(0, 10)} 00:00:00` : reference.start_local!,
    refStart,
  );
  const oldStart = seriesStartOf(rule.startWall, {
    timezone: template.timezone ?? timezone,
    allDay: Boolean(template.all_day),
  });
  const startWall = allDay
    ? `${shiftWall(rule.startWall, shiftMs).slice(0, 10)} 00:00:00`
    : shiftWall(rule.startWall, shiftMs);
  const start = seriesStartOf(startWall, { timezone, allDay });
  const shape = shapeOf(refTimes);
  const recurrence =
    input.recurrence !== undefined
      ? parseLines(input.recurrence, start)
      : parseLines(
          formatRecurrence(shiftRecurrence(parseLines(rule.recurrence, oldStart), shiftMs), start),
          start,
        );
  return { start, shape, recurrence, templateTimes: scheduleOf(start, shape), shiftMs };
}

/** The dates a template shows: its first occurrence not ended today, else its last, else its own. */
function shownOf(state: SeriesState, ctx: WriteContext): Pick<EventRow, 'start_local' | 'end_local'> {
  const live = state.occurrences.filter((o) => o.status !== 'trash');
  const from = startOfDayUtc(ctx.now, ctx.siteTimezone);
  return live.find((o) => o.end_utc >= from) ?? live.at(-1) ?? state.template;
}

/** The statements that make the series follow `next`: occurrences changed, added, removed; rule and template. */
function rescheduleStatements(
  templateId: number,
  occurrences: readonly OccurrenceRow[],
  next: NewSchedule,
  ctx: WriteContext,
  options: { resetOverrides: boolean; status: string },
): SQL[] {
  let plan: ReturnType<typeof planSchedule>;
  try {
    plan = planSchedule(occurrences, {
      start: next.start,
      recurrence: next.recurrence,
      shape: next.shape,
      shiftMs: next.shiftMs,
      resetOverrides: options.resetOverrides,
      horizon: horizonFrom(ctx.now, ctx.seriesHorizonMonths),
      status: options.status,
    });
  } catch (err) {
    return recurrenceError(err);
  }
  const modified = formatUtcWall(ctx.now);
  const reattach = JSON.stringify(plan.reattach);
  const copied = sql.raw(
    COPIED_COLUMNS.filter((c) => c !== 'status')
      .map((c) => `${c} = t.${c}`)
      .join(', '),
  );
  return [
    sql`UPDATE posts SET ${sql.join(
      scheduleColumns(next.templateTimes).map(([name, value]) => sql`${sql.raw(name)} = ${value}`),
      sql`, `,
    )} WHERE id = ${templateId}`,
    ...deleteOccurrences(plan.deletes),
    ...(plan.reattach.length > 0
      ? [
          sql`DELETE FROM event_terms WHERE event_id IN (SELECT value FROM json_each(${reattach}))`,
          sql`DELETE FROM event_links WHERE event_id IN (SELECT value FROM json_each(${reattach}))`,
          sql`DELETE FROM post_texts WHERE post_id IN (SELECT value FROM json_each(${reattach}))`,
          sql`UPDATE posts SET content_id = t.id, ${copied} FROM (SELECT * FROM posts WHERE id = ${templateId}) t
            WHERE posts.id IN (SELECT value FROM json_each(${reattach}))`,
        ]
      : []),
    ...updateOccurrences(plan.changes, modified),
    ...insertOccurrences(templateId, plan.inserts, modified),
    ...quotaStatements(ctx, plan.inserts.length),
    upsertRule(templateId, formatRecurrence(next.recurrence, next.start), next.start.wall, plan.horizonUtc),
  ];
}

// ---------------------------------------------------------------------------------------------
// Create

/** `POST /events`: a plain event, or with `recurrence` a series (answered as its template, 201). */
export async function createEventOrSeries(
  db: Db,
  input: EventCreateBody,
  ctx: WriteContext,
): Promise<Answered> {
  if (input.scope !== undefined)
    throw invalidParam('scope', 'scope applies to updates and deletes of a series.');
  if (input.reset_overrides !== undefined) {
    throw invalidParam('reset_overrides', 'reset_overrides applies to updates of a whole series.');
  }
  if (!input.recurrence || input.recurrence.length === 0) return { ...(await createEvent(db, input, ctx)) };
  assertCanCreate(ctx.user);
  assertCanSetAuthor(ctx.user, input.author);
  const times = scheduleOfNew(input, ctx);
  const start = seriesStartOf(startWallOf(input.start_date, times), times);
  const recurrence = parseLines(input.recurrence, start);
  const publication = publicationOf(ctx.user, input, ctx);
  const next: NewSchedule = { start, shape: shapeOf(times), recurrence, templateTimes: times, shiftMs: 0 };
  return retryingSeriesChanges(async () => {
    const references = referenceChecks(input, ctx, true);
    const read = await readForWrite(db, ctx.guard, references.statements);
    if (read.replay) return answered(read.replay);
    const prepared = references.resolve(read.rows);
    const id = prepared.eventId;
    const statements = [
      ...newEventStatements(input, ctx, prepared, { id, times, publication, template: true }),
      ...rescheduleStatements(id, [], next, ctx, {
        resetOverrides: false,
        status: publication.status ?? 'publish',
      }),
      shiftSeriesTermCounts(id, 1),
    ];
    return runSeriesWrite(db, statements, id, ctx);
  });
}

// ---------------------------------------------------------------------------------------------
// Update

type Loaded =
  | { replay: Row; existing?: undefined }
  | { replay?: undefined; existing: LoadedEvent; state: SeriesState | null; prepared: () => Prepared };

/** The write's read batch: the event, its series' state, the references; or the answer of a retry. */
async function loadSeriesForWrite(
  db: Db,
  by: EventLocator,
  input: EventUpdateBody | Record<string, never>,
  ctx: WriteContext,
  newTemplate: boolean,
): Promise<Loaded> {
  const references = referenceChecks(input as EventUpdateBody, ctx, newTemplate);
  const state = seriesStateStatements(eventIdQuery(by, ctx.user), ctx.user);
  const loaded = await loadForWrite(db, ctx.guard, eventLookup(by, ctx.user), [
    ...references.statements,
    ...state,
  ]);
  if (loaded.replay) return { replay: loaded.replay };
  const { record, checked } = loaded;
  const n = references.statements.length;
  return {
    existing: record,
    state: decodeSeriesState(checked.slice(n)),
    prepared: () => references.resolve(checked.slice(0, n)),
  };
}

/**
 * Updates of events, plain or of a series. `scope` (series.md §4): `this` (default on an occurrence),
 * `following`, `all` (default on a template). `bySlug`: a by-slug update may not send `recurrence` to an
 * occurrence (it names the series by an occurrence's own slug).
 */
export function updateEventOrSeries(
  db: Db,
  by: EventLocator,
  input: EventUpdateBody,
  ctx: WriteContext,
  bySlug: boolean,
): Promise<Answered> {
  return retryingSeriesChanges(async () => {
    const loaded = await loadSeriesForWrite(db, by, input, ctx, input.scope === 'following');
    if (loaded.replay) return answered(loaded.replay);
    const { existing, state, prepared } = loaded;
    assertCanEdit(ctx.user, existing);
    assertCanSetAuthor(ctx.user, input.author);
    await ctx.guard.checkVersion(existing);
    const target = targetOf(existing);
    if (!state) {
      if (input.scope === 'following') {
        throw invalidParam(
          'scope',
          'scope=following applies to the occurrences of a series; this event has none.',
        );
      }
      if (input.reset_overrides !== undefined) {
        throw invalidParam('reset_overrides', 'reset_overrides applies to a series; this event is not one.');
      }
      if (input.recurrence && input.recurrence.length > 0)
        return makeSeries(db, existing, input, ctx, prepared());
      // An occurrence of a series turned back into a single event still shows its template's content.
      if (existing.content_id !== existing.id)
        return updateOccurrence(db, existing, null, input, ctx, prepared());
      return runSeriesWrite(
        db,
        await plainUpdateStatements(existing, input, ctx, prepared),
        existing.id,
        ctx,
        target,
      );
    }
    if (existing.kind === 'series') {
      if (input.scope === 'this' || input.scope === 'following') {
        throw invalidParam(
          'scope',
          'A template stands for its whole series: use scope=all, or name an occurrence.',
        );
      }
      assertCanEditEach(ctx.user, state.occurrences);
      return runSeriesWrite(
        db,
        await seriesUpdateStatements(state, input, ctx, prepared(), shownOf(state, ctx)),
        existing.id,
        ctx,
        target,
      );
    }
    const scope: Scope = input.scope ?? 'this';
    if (scope === 'this') {
      if (input.recurrence !== undefined) {
        throw invalidParam(
          'recurrence',
          bySlug
            ? 'A by-slug update of an occurrence cannot change its series: send recurrence to the template.'
            : 'recurrence changes a whole series: send it with scope=all, or to the template.',
        );
      }
      if (input.reset_overrides !== undefined) {
        throw invalidParam('reset_overrides', 'reset_overrides applies with scope=all.');
      }
      return updateOccurrence(db, existing, state, input, ctx, prepared());
    }
    assertCanEdit(ctx.user, state.template);
    if (scope === 'following' && !isFirst(existing, state)) {
      assertCanEditEach(ctx.user, fromOccurrence(state, existing));
      return splitSeries(db, existing, state, input, ctx, prepared());
    }
    assertCanEditEach(ctx.user, state.occurrences);
    return runSeriesWrite(
      db,
      await seriesUpdateStatements(state, input, ctx, prepared(), existing),
      existing.id,
      ctx,
      target,
    );
  });
}

const isFirst = (o: EventRow, state: SeriesState) =>
  !state.occurrences.some((x) => x.id !== o.id && x.recurrence_id < o.recurrence_id!);

/** The occurrences `scope=following` reaches from `o`: it and the later ones. */
const fromOccurrence = (state: SeriesState, o: EventRow) =>
  state.occurrences.filter((x) => x.recurrence_id >= o.recurrence_id!);

/** A plain event given `recurrence`: its id becomes the template of a new series (series.md §7). */
async function makeSeries(
  db: Db,
  existing: EventRow,
  input: EventUpdateBody,
  ctx: WriteContext,
  prepared: Prepared,
): Promise<Answered> {
  const times = changesSchedule(input)
    ? schedule(
        input.start_date ?? existing.start_local!,
        input.end_date ?? existing.end_local!,
        input.timezone ?? existing.timezone ?? ctx.siteTimezone,
        input.all_day ?? Boolean(existing.all_day),
      )
    : {
        timezone: existing.timezone ?? ctx.siteTimezone,
        allDay: Boolean(existing.all_day),
        startLocal: existing.start_local!,
        endLocal: existing.end_local!,
        startUtc: existing.start_utc!,
        endUtc: existing.end_utc!,
      };
  const start = seriesStartOf(startWallOf(input.start_date, times), times);
  const next: NewSchedule = {
    start,
    shape: shapeOf(times),
    recurrence: parseLines(input.recurrence!, start),
    templateTimes: times,
    shiftMs: 0,
  };
  const set = await changedColumns(existing, input, ctx);
  const publication = publicationOf(ctx.user, input, ctx, existing);
  const statements = [
    shiftTermCounts(existing.id, -1),
    sql`UPDATE posts SET ${sql.join(set, sql`, `)}, kind = 'series', series_id = id WHERE id = ${existing.id}`,
    ...contentStatements(existing.id, existing.texts, input, ctx, prepared),
    ...rescheduleStatements(existing.id, [], next, ctx, {
      resetOverrides: false,
      status: publication.status ?? existing.status,
    }),
    shiftSeriesTermCounts(existing.id, 1),
  ];
  return runSeriesWrite(db, statements, existing.id, ctx, targetOf(existing));
}

/** The `password_hash` a series-wide write sets: `undefined` when it sends no password, `null` to remove it. */
async function seriesPasswordHash(
  template: EventRow,
  input: EventUpdateBody,
): Promise<string | null | undefined> {
  if (input.password === undefined) return undefined;
  return input.password === '' ? null : passwordHash(template.id, input.password);
}

/** `posts` columns a series-wide write sets on the template and its attached occurrences. */
function rowColumns(input: EventUpdateBody, ctx: WriteContext, password: string | null | undefined): SQL[] {
  const columns: Array<[string, unknown]> = [
    ['modified_utc', formatUtcWall(ctx.now)],
    ['password_hash', password],
    ...eventColumns(input),
  ];
  return columns
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => sql`${sql.raw(name)} = ${value as string | number | null}`);
}

/**
 * The statements of an `all` write of a series: content to the template (reaching every attached
 * occurrence), columns to the template and its attached occurrences, the status to every occurrence
 * (an occurrence excluded by an EXDATE stays in the trash), and a schedule change or `recurrence: []`.
 */
async function seriesUpdateStatements(
  state: SeriesState,
  input: EventUpdateBody,
  ctx: WriteContext,
  prepared: Prepared,
  reference: Pick<EventRow, 'start_local' | 'end_local'>,
  options: { guarded?: boolean } = {},
): Promise<SQL[]> {
  const template = state.template;
  const id = template.id;
  const guarded = options.guarded ?? true;
  const publication = publicationOf(ctx.user, input, ctx, template);
  const password = await seriesPasswordHash(template, input);
  const set = rowColumns(input, ctx, password);
  const statements: SQL[] = guarded
    ? [abortUnlessRevision(id, state.rule.revision), shiftSeriesTermCounts(id, -1)]
    : [];
  statements.push(...contentStatements(id, template.texts, input, ctx, prepared));
  const templateSet = [
    ...set,
    ...(publication.status !== undefined ? [sql`status = ${publication.status}`] : []),
    ...(publication.publishedUtc !== undefined ? [sql`published_utc = ${publication.publishedUtc}`] : []),
  ];
  statements.push(sql`UPDATE posts SET ${sql.join(templateSet, sql`, `)} WHERE id = ${id}`);
  const attachedSet = [
    ...set,
    ...(publication.publishedUtc !== undefined ? [sql`published_utc = ${publication.publishedUtc}`] : []),
  ];
  statements.push(
    sql`UPDATE posts SET ${sql.join(attachedSet, sql`, `)} WHERE series_id = ${id} AND kind = 'event' AND content_id = ${id}`,
  );
  // A password is access, not content: like the status, it reaches detached occurrences too.
  if (password !== undefined) {
    statements.push(sql`UPDATE posts SET password_hash = ${password}, modified_utc = ${formatUtcWall(ctx.now)}
      WHERE series_id = ${id} AND kind = 'event' AND content_id <> ${id}`);
  }

  if (input.recurrence !== undefined && input.recurrence.length === 0) {
    statements.push(...endSeriesStatements(state, ctx));
    statements.push(shiftTermCounts(id, 1));
    return statements;
  }
  const start = seriesStartOf(state.rule.startWall, {
    timezone: template.timezone ?? ctx.siteTimezone,
    allDay: Boolean(template.all_day),
  });
  if (publication.status !== undefined) {
    const current = expandRecurrence(parseLines(state.rule.recurrence, start), start, {
      horizon: horizonFrom(ctx.now, ctx.seriesHorizonMonths),
    });
    const instances = JSON.stringify(current.instances.map((i) => i.rid));
    const restoring = template.status === 'trash' && publication.status !== 'trash';
    statements.push(sql`UPDATE posts SET status = ${publication.status}, modified_utc = ${formatUtcWall(ctx.now)}
      WHERE series_id = ${id} AND kind = 'event' AND (status <> 'trash'
        OR (${restoring ? 1 : 0} AND recurrence_id IN (SELECT value FROM json_each(${instances}))))`);
  }
  if (changesSchedule(input) || input.recurrence !== undefined || input.reset_overrides) {
    const next = newSchedule(input, ctx, template, state.rule, reference);
    statements.push(
      ...rescheduleStatements(id, state.occurrences, next, ctx, {
        resetOverrides: input.reset_overrides ?? false,
        status: publication.status ?? template.status,
      }),
    );
  } else {
    statements.push(sql`UPDATE series_rules SET revision = revision + 1 WHERE template_id = ${id}`);
  }
  if (guarded) statements.push(shiftSeriesTermCounts(id, 1));
  return statements;
}

/**
 * `recurrence: []` on a series: the template becomes a single event with its first remaining
 * occurrence's dates; the occurrences go to the trash and leave the series (series.md §7).
 */
function endSeriesStatements(state: SeriesState, ctx: WriteContext): SQL[] {
  const id = state.template.id;
  const first = state.occurrences.find((o) => o.status !== 'trash');
  const dates = first
    ? sql`, start_local = ${first.start_local}, end_local = ${first.end_local}, start_utc = ${first.start_utc}, end_utc = ${first.end_utc}`
    : sql``;
  const modified = formatUtcWall(ctx.now);
  return [
    sql`UPDATE posts SET status = 'trash', modified_utc = ${modified} WHERE series_id = ${id} AND kind = 'event' AND status <> 'trash'`,
    sql`UPDATE posts SET series_id = NULL WHERE series_id = ${id} AND kind = 'event'`,
    sql`UPDATE posts SET kind = 'event', series_id = NULL, modified_utc = ${modified}${dates} WHERE id = ${id}`,
    sql`DELETE FROM series_rules WHERE template_id = ${id}`,
  ];
}

/** The rule's lines with one local start added to, or taken from, its EXDATEs. */
function withExdate(state: SeriesState, template: EventRow, rid: string, excluded: boolean): string[] {
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

/**
 * `scope=this`: one occurrence. Content fields detach it (it gets its own copy of its template's
 * content first), date fields move it; its id and `recurrence_id` never change. Trashing it adds an
 * EXDATE, taking it out of the trash removes it.
 */
async function updateOccurrence(
  db: Db,
  existing: EventRow,
  state: SeriesState | null,
  input: EventUpdateBody,
  ctx: WriteContext,
  prepared: Prepared,
): Promise<Answered> {
  const detach = changesContent(input) && existing.content_id !== existing.id;
  const set = await changedColumns(existing, input, ctx);
  const publication = publicationOf(ctx.user, input, ctx, existing);
  const statements: SQL[] = [];
  if (state) statements.push(abortUnlessRevision(state.template.id, state.rule.revision));
  statements.push(shiftTermCounts(existing.content_id, -1));
  if (detach) {
    statements.push(
      ...copyContent(existing.content_id, existing.texts, existing.id, ctx.defaultLang),
      sql`UPDATE posts SET content_id = id WHERE id = ${existing.id}`,
    );
  }
  statements.push(sql`UPDATE posts SET ${sql.join(set, sql`, `)} WHERE id = ${existing.id}`);
  if (changesContent(input))
    statements.push(...contentStatements(existing.id, existing.texts, input, ctx, prepared));
  if (state && publication.status !== undefined && existing.recurrence_id) {
    const trashed = publication.status === 'trash';
    if (trashed !== (existing.status === 'trash')) {
      const lines = withExdate(state, state.template, existing.recurrence_id, trashed);
      statements.push(upsertRule(state.template.id, lines, state.rule.startWall, state.rule.horizonUtc));
    }
  }
  if (state)
    statements.push(
      sql`UPDATE series_rules SET revision = revision + 1 WHERE template_id = ${state.template.id}`,
    );
  statements.push(shiftTermCounts(existing.content_id, 1));
  if (detach) statements.push(shiftTermCounts(existing.id, 1));
  return runSeriesWrite(db, statements, existing.id, ctx, targetOf(existing));
}

// ---------------------------------------------------------------------------------------------
// Splitting a series (scope=following)

/** The rule of a series cut before `at` (an instant): UNTIL just before it, or COUNT of what came before. */
function splitRule(
  recurrence: Recurrence,
  start: SeriesStart,
  at: Date,
): { before: Recurrence; after: Recurrence } {
  const rule = recurrence.rule;
  const before = (w: string) => zonedWallToUtc(w, start.timezone) < at;
  const parts = {
    before: { rdates: recurrence.rdates.filter(before), exdates: recurrence.exdates.filter(before) },
    after: {
      rdates: recurrence.rdates.filter((w) => !before(w)),
      exdates: recurrence.exdates.filter((w) => !before(w)),
    },
  };
  if (!rule) return { before: { rule: null, ...parts.before }, after: { rule: null, ...parts.after } };
  let beforeRule: RecurrenceRule;
  let afterRule: RecurrenceRule | null = rule;
  if (rule.count !== undefined) {
    const generated = expandRecurrence({ rule, rdates: [], exdates: [] }, start).instances;
    const earlier = generated.filter((i) => i.start < at).length;
    beforeRule = { ...rule, count: Math.max(earlier, 1) };
    afterRule = rule.count - earlier > 0 ? { ...rule, count: rule.count - earlier } : null;
  } else {
    const until = start.allDay
      ? {
          kind: 'date' as const,
          date: shiftWall(`${utcToZonedWall(at, start.timezone).slice(0, 10)} 00:00:00`, -86_400_000).slice(
            0,
            10,
          ),
        }
      : { kind: 'instant' as const, utc: formatUtcWall(new Date(at.getTime() - 1000)) };
    beforeRule = { ...rule, until };
  }
  return {
    before: { rule: beforeRule, ...parts.before },
    after: { rule: afterRule, ...parts.after },
  };
}

/**
 * `scope=following` on an occurrence that is not the first: the series ends before it, and it and the
 * later occurrences become a new series (a new template, with a copy of the content) that the update
 * then applies to as `all`. Ids of the moved occurrences survive; COUNT is split so the total is kept.
 */
async function splitSeries(
  db: Db,
  existing: EventRow,
  state: SeriesState,
  input: EventUpdateBody,
  ctx: WriteContext,
  prepared: Prepared,
): Promise<Answered> {
  const template = state.template;
  const newId = prepared.eventId;
  const { statements: split, after } = splitStatements(state, existing, newId, ctx);
  const moved = fromOccurrence(state, existing);
  const newTemplate: EventRow = { ...template, id: newId, series_id: newId, content_id: newId };
  const newState: SeriesState = {
    template: newTemplate,
    rule: { recurrence: after.lines, startWall: after.startWall, horizonUtc: null, revision: 0 },
    occurrences: moved.map((o) => ({
      ...o,
      content_id: o.content_id === template.id ? newId : o.content_id,
    })),
  };
  const statements = [
    abortUnlessRevision(template.id, state.rule.revision),
    shiftSeriesTermCounts(template.id, -1),
    ...split,
    ...(await seriesUpdateStatements(newState, input, ctx, prepared, existing, { guarded: false })),
    shiftSeriesTermCounts(template.id, 1),
    shiftSeriesTermCounts(newId, 1),
  ];
  return runSeriesWrite(db, statements, existing.id, ctx, targetOf(existing));
}

/** The statements that cut a series before `at` and, with `newId`, give what follows to a new series. */
function splitStatements(
  state: SeriesState,
  at: EventRow,
  newId: number | null,
  ctx: WriteContext,
): { statements: SQL[]; after: { lines: string[]; startWall: string } } {
  const template = state.template;
  const shape = shapeOf({
    timezone: template.timezone ?? 'UTC',
    allDay: Boolean(template.all_day),
    startLocal: template.start_local!,
    endLocal: template.end_local!,
    startUtc: template.start_utc!,
    endUtc: template.end_utc!,
  });
  const start = seriesStartOf(state.rule.startWall, shape);
  const rid = at.recurrence_id!;
  const atInstant = zonedWallToUtc(rid, shape.timezone);
  const { before, after } = splitRule(parseLines(state.rule.recurrence, start), start, atInstant);
  // The new series repeats the rule's time of day (the occurrence's own, when a DST gap moved it).
  const ruleWall = `${rid.slice(0, 10)} ${state.rule.startWall.slice(11)}`;
  const onRule = utcToZonedWall(zonedWallToUtc(ruleWall, shape.timezone), shape.timezone) === rid;
  const afterStartWall = shape.allDay || !onRule ? rid : ruleWall;
  const afterStart = seriesStartOf(afterStartWall, shape);
  const afterLines = formatRecurrence(after, afterStart);
  const statements = [upsertRule(template.id, formatRecurrence(before, start), state.rule.startWall, null)];
  const later = JSON.stringify(state.occurrences.filter((o) => o.recurrence_id >= rid).map((o) => o.id));
  if (newId !== null) {
    const times = scheduleOf(afterStart, shape);
    const copied = COPIED_COLUMNS.filter((c) => c !== 'timezone' && c !== 'all_day');
    statements.push(
      sql`INSERT INTO posts (id, kind, series_id, content_id, timezone, all_day, start_local, end_local, start_utc, end_utc,
          modified_utc, ${sql.raw(copied.join(', '))})
        SELECT ${newId}, 'series', ${newId}, ${newId}, t.timezone, t.all_day, ${times.startLocal}, ${times.endLocal},
          ${times.startUtc}, ${times.endUtc}, ${formatUtcWall(ctx.now)},
          ${sql.raw(copied.map((c) => `t.${c}`).join(', '))}
        FROM posts t WHERE t.id = ${template.id}`,
      ...copyContent(template.id, template.texts, newId, ctx.defaultLang),
      sql`UPDATE posts SET series_id = ${newId}, content_id = CASE WHEN content_id = ${template.id} THEN ${newId} ELSE content_id END
        WHERE id IN (SELECT value FROM json_each(${later}))`,
      upsertRule(newId, afterLines, afterStartWall, null),
    );
  }
  return { statements, after: { lines: afterLines, startWall: afterStartWall } };
}

// ---------------------------------------------------------------------------------------------
// Delete

export interface Deleted {
  /** The record before a permanent delete. */
  previous?: Answered;
  /** The record after trashing. */
  trashed?: Answered;
}

/**
 * `DELETE /events/{id}` with `scope`: `this` (default on an occurrence) trashes it and adds an EXDATE,
 * `following` ends the series before it, `all` (default on a template) trashes the whole series;
 * `force=true` deletes for good.
 */
export function deleteEventOrSeries(
  db: Db,
  by: EventLocator,
  options: { force: boolean; scope?: Scope },
  ctx: WriteContext,
): Promise<Deleted> {
  return retryingSeriesChanges(async () => {
    const loaded = await loadSeriesForWrite(db, by, {}, ctx, false);
    if (loaded.replay) {
      const replay = answered(loaded.replay);
      return options.force ? { previous: replay } : { trashed: replay };
    }
    const { existing, state } = loaded;
    if (options.force) assertCanForceDelete(ctx.user);
    assertCanEdit(ctx.user, existing);
    await ctx.guard.checkVersion(existing);
    if (!state) {
      if (options.scope === 'following') {
        throw invalidParam(
          'scope',
          'scope=following applies to the occurrences of a series; this event has none.',
        );
      }
      if (options.force) {
        return { previous: await runSeriesDeletion(db, deleteStatements(existing), existing, ctx) };
      }
      if (existing.status === 'trash') {
        throw new ApiError(410, 'event-is-in-trash', 'The event is already trashed');
      }
      const statements = trashStatements(existing, ctx);
      return { trashed: await runSeriesWrite(db, statements, existing.id, ctx, targetOf(existing)) };
    }
    const isTemplate = existing.kind === 'series';
    if (isTemplate && (options.scope === 'this' || options.scope === 'following')) {
      throw invalidParam(
        'scope',
        'A template stands for its whole series: use scope=all, or name an occurrence.',
      );
    }
    const scope: Scope = isTemplate ? 'all' : (options.scope ?? 'this');
    if (scope !== 'this') assertCanEdit(ctx.user, state.template);
    if (scope === 'all' || (scope === 'following' && isFirst(existing, state))) {
      assertCanEditEach(ctx.user, state.occurrences);
      return deleteSeries(db, existing, state, options.force, ctx);
    }
    if (scope === 'following') assertCanEditEach(ctx.user, fromOccurrence(state, existing));
    if (!options.force && existing.status === 'trash') throw inTrash(existing.id);
    const template = state.template;
    const statements: SQL[] = [
      abortUnlessRevision(template.id, state.rule.revision),
      shiftSeriesTermCounts(template.id, -1),
    ];
    const modified = formatUtcWall(ctx.now);
    if (scope === 'this') {
      const lines = withExdate(state, template, existing.recurrence_id!, true);
      statements.push(upsertRule(template.id, lines, state.rule.startWall, state.rule.horizonUtc));
      statements.push(
        ...(options.force
          ? deleteOccurrences([existing.id])
          : [sql`UPDATE posts SET status = 'trash', modified_utc = ${modified} WHERE id = ${existing.id}`]),
      );
    } else {
      const later = fromOccurrence(state, existing).map((o) => o.id);
      statements.push(...splitStatements(state, existing, null, ctx).statements);
      statements.push(
        ...(options.force
          ? deleteOccurrences(later)
          : [
              sql`UPDATE posts SET status = 'trash', modified_utc = ${modified}
                WHERE id IN (SELECT value FROM json_each(${JSON.stringify(later)})) AND status <> 'trash'`,
            ]),
      );
    }
    statements.push(shiftSeriesTermCounts(template.id, 1));
    if (options.force) return { previous: await runSeriesDeletion(db, statements, existing, ctx) };
    return { trashed: await runSeriesWrite(db, statements, existing.id, ctx, targetOf(existing)) };
  });
}

const inTrash = (id: number) =>
  new ApiError(410, 'event-is-in-trash', `The event with ID ${id} is already in the trash.`);

/** The whole series to the trash (its rule kept, so restoring the template restores it), or deleted for good. */
async function deleteSeries(
  db: Db,
  existing: LoadedEvent,
  state: SeriesState,
  force: boolean,
  ctx: WriteContext,
): Promise<Deleted> {
  const id = state.template.id;
  if (!force && state.template.status === 'trash') throw inTrash(existing.id);
  const modified = formatUtcWall(ctx.now);
  const statements = [abortUnlessRevision(id, state.rule.revision), shiftSeriesTermCounts(id, -1)];
  if (force) {
    statements.push(
      ...deleteOccurrences(state.occurrences.map((o) => o.id)),
      sql`DELETE FROM series_rules WHERE template_id = ${id}`,
      ...deleteOccurrences([id]),
    );
    return { previous: await runSeriesDeletion(db, statements, existing, ctx) };
  }
  statements.push(
    sql`UPDATE posts SET status = 'trash', modified_utc = ${modified} WHERE series_id = ${id} AND status <> 'trash'`,
    sql`UPDATE series_rules SET revision = revision + 1 WHERE template_id = ${id}`,
  );
  return { trashed: await runSeriesWrite(db, statements, existing.id, ctx, targetOf(existing)) };
}
