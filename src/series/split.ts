import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Prepared } from '../events/references';
import type { EventUpdateBody } from '../events/schemas';
import { targetOf } from '../events/writes';
import { formatUtcWall, utcToZonedWall, zonedWallToUtc } from '../lib/dates';
import { keepPasswordOwnerSql } from '../lib/hash';
import { expandRecurrence } from '../lib/recurrence/expand';
import { formatRecurrence } from '../lib/recurrence/parse';
import type { Recurrence, RecurrenceRule, SeriesStart } from '../lib/recurrence/rule';
import type { EventRow } from '../posts/rows';
import type { WriteContext } from '../write/context';
import { shiftWall } from './plan';
import { type Answered, parseLines, runSeriesWrite } from './run';
import { scheduleOf } from './schedule';
import { seriesUpdateStatements } from './scope-all';
import { fromOccurrence, type SeriesState } from './state';
import {
  abortUnlessRevision,
  COPIED_COLUMNS,
  copyContent,
  shiftSeriesTermCounts,
  upsertRule,
} from './statements';
import { seriesStartOf, shapeOf } from './times';

/** Splitting a series (scope=following). */

/**
 * The UNTIL of a rule cut before `at`: its last instance's start (inclusive, RFC 5545; its day for an
 * all-day series), so the series says the date it really ends on ("until 5 January", not the day of the cut).
 */
function untilBefore(
  rule: RecurrenceRule,
  start: SeriesStart,
  at: Date,
): NonNullable<RecurrenceRule['until']> {
  const cut: NonNullable<RecurrenceRule['until']> = start.allDay
    ? {
        kind: 'date',
        date: shiftWall(`${utcToZonedWall(at, start.timezone).slice(0, 10)} 00:00:00`, -86_400_000).slice(
          0,
          10,
        ),
      }
    : { kind: 'instant', utc: formatUtcWall(new Date(at.getTime() - 1000)) };
  const last = expandRecurrence(
    { rule: { ...rule, until: cut }, rdates: [], exdates: [] },
    start,
  ).instances.at(-1);
  if (!last) return cut;
  return start.allDay
    ? { kind: 'date', date: utcToZonedWall(last.start, start.timezone).slice(0, 10) }
    : { kind: 'instant', utc: formatUtcWall(last.start) };
}

/** The rule of a series cut before `at` (an instant): UNTIL just before it, or COUNT of what came before. */
export function splitRule(
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
    const until = untilBefore(rule, start, at);
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
export async function splitSeries(
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
  return runSeriesWrite(db, statements, existing.id, ctx, targetOf(existing), [
    existing.id,
    template.id,
    newId,
  ]);
}

/** The statements that cut a series before `at` and, with `newId`, give what follows to a new series. */
export function splitStatements(
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
      // Their password was hashed with the old series' id: the hash says so from now on.
      sql`UPDATE posts SET password_hash = ${sql.raw(keepPasswordOwnerSql('password_hash', template.id))}
        WHERE id = ${newId} OR id IN (SELECT value FROM json_each(${later}))`,
      upsertRule(newId, afterLines, afterStartWall, null),
    );
  }
  return { statements, after: { lines: afterLines, startWall: afterStartWall } };
}
