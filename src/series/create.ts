import type { Db } from '../db/client';
import { referenceChecks } from '../events/references';
import type { EventCreateBody } from '../events/schemas';
import { createEvent, newEventStatements, scheduleOfNew } from '../events/writes';
import { invalidParam } from '../http/errors';
import { readForWrite } from '../posts/lookup';
import { assertCanCreate, assertCanSetAuthor } from '../posts/policy';
import { publicationOf } from '../posts/publishing';
import type { WriteContext } from '../write/context';
import {
  type Answered,
  answered,
  parseLines,
  retryingSeriesChanges,
  runSeriesWrite,
  startWallOf,
} from './run';
import { type NewSchedule, rescheduleStatements } from './schedule';
import { shiftSeriesTermCounts } from './statements';
import { seriesStartOf, shapeOf } from './times';

/**
 * Writes of events that know about series (series.md §4): creating a series, adding or removing a
 * recurrence, and every `scope` of updates and deletes. Each is two round trips whatever the number of
 * occurrences: a read batch (the event, its series' rule and occurrences, the write's references) and
 * one atomic write batch that ends by reading the answer back.
 */

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
