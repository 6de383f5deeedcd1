import { type SQL, sql } from 'drizzle-orm';
import { deleteCostsStatement } from '../events/costs';
import { type Schedule, schedule } from '../events/schedule';
import type { EventUpdateBody } from '../events/schemas';
import { scheduleColumns } from '../events/writes';
import { formatUtcWall, utcToZonedWall, zonedWallToUtc } from '../lib/dates';
import { formatRecurrence } from '../lib/recurrence/parse';
import type { Recurrence, SeriesStart } from '../lib/recurrence/rule';
import type { EventRow } from '../posts/rows';
import type { WriteContext } from '../write/context';
import { planSchedule, shiftRecurrence, shiftWall, wallDelta } from './plan';
import { quotaStatements } from './quota';
import { parseLines, recurrenceError, startWallOf } from './run';
import type { OccurrenceRow, SeriesState } from './state';
import {
  COPIED_COLUMNS,
  deleteOccurrences,
  insertOccurrences,
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

export interface NewSchedule {
  start: SeriesStart;
  shape: SeriesShape;
  recurrence: Recurrence;
  /** The template's own dates: the first instance of the rule. */
  templateTimes: Schedule;
  shiftMs: number;
}

export const scheduleOf = (start: SeriesStart, shape: SeriesShape): Schedule => {
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
export function newSchedule(
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
export function shownOf(state: SeriesState, ctx: WriteContext): Pick<EventRow, 'start_local' | 'end_local'> {
  const live = state.occurrences.filter((o) => o.status !== 'trash');
  const from = startOfDayUtc(ctx.now, ctx.siteTimezone);
  return live.find((o) => o.end_utc >= from) ?? live.at(-1) ?? state.template;
}

/** The statements that make the series follow `next`: occurrences changed, added, removed; rule and template. */
export function rescheduleStatements(
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
          deleteCostsStatement(reattach),
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
