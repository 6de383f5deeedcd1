import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { EventLocator } from '../events/load';
import type { Prepared } from '../events/references';
import { schedule } from '../events/schedule';
import type { EventUpdateBody } from '../events/schemas';
import type { Scope } from '../events/series-fields';
import {
  changedColumns,
  changesSchedule,
  contentStatements,
  plainUpdateStatements,
  publishLinksBefore,
  shiftTermCounts,
  targetOf,
} from '../events/writes';
import { invalidParam } from '../http/errors';
import { assertCanEdit, assertCanEditEach, assertCanSetAuthor } from '../posts/policy';
import { publicationOf } from '../posts/publishing';
import type { EventRow } from '../posts/rows';
import type { WriteContext } from '../write/context';
import {
  type Answered,
  answered,
  changesContent,
  parseLines,
  retryingSeriesChanges,
  runSeriesWrite,
  startWallOf,
  withExdate,
} from './run';
import { type NewSchedule, rescheduleStatements, shownOf } from './schedule';
import { seriesUpdateStatements } from './scope-all';
import { splitSeries } from './split';
import { fromOccurrence, isFirst, loadSeriesForWrite, type SeriesState } from './state';
import { abortUnlessRevision, copyContent, shiftSeriesTermCounts, upsertRule } from './statements';
import { seriesStartOf, shapeOf } from './times';

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
      [existing.id, state.template.id],
    );
  });
}

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
    ...publishLinksBefore(existing, input, ctx),
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

/**
 * `scope=this`: one occurrence. Content fields detach it (it gets its own copy of its template's
 * content first), date fields move it; its id and `recurrence_id` never change. Trashing it adds an
 * EXDATE, taking it out of the trash removes it.
 */
export async function updateOccurrence(
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
  statements.push(...publishLinksBefore(existing, input, ctx));
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
  // Trashed or restored, the occurrence changes its template's EXDATEs: the template's revision too.
  const revised = state ? [existing.id, state.template.id] : [existing.id];
  return runSeriesWrite(db, statements, existing.id, ctx, targetOf(existing), revised);
}
