import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { EventLocator, LoadedEvent } from '../events/load';
import type { Scope } from '../events/series-fields';
import { deleteStatements, targetOf, trashStatements } from '../events/writes';
import { invalidParam } from '../http/errors';
import { formatUtcWall } from '../lib/dates';
import { alreadyTrashed } from '../posts/deletion';
import { assertCanEdit, assertCanEditEach, assertCanForceDelete } from '../posts/policy';
import type { WriteContext } from '../write/context';
import {
  type Answered,
  answered,
  retryingSeriesChanges,
  runSeriesDeletion,
  runSeriesWrite,
  withExdate,
} from './run';
import { splitStatements } from './split';
import { fromOccurrence, isFirst, loadSeriesForWrite, type SeriesState } from './state';
import { abortUnlessRevision, deleteOccurrences, shiftSeriesTermCounts, upsertRule } from './statements';

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
        throw alreadyTrashed('event');
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
    if (!options.force && existing.status === 'trash') throw alreadyTrashed('event');
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
    // Trashing one occurrence adds an EXDATE to the rule: the template has a new revision too.
    return {
      trashed: await runSeriesWrite(db, statements, existing.id, ctx, targetOf(existing), [
        existing.id,
        template.id,
      ]),
    };
  });
}

/** The whole series to the trash (its rule kept, so restoring the template restores it), or deleted for good. */
async function deleteSeries(
  db: Db,
  existing: LoadedEvent,
  state: SeriesState,
  force: boolean,
  ctx: WriteContext,
): Promise<Deleted> {
  const id = state.template.id;
  if (!force && state.template.status === 'trash') throw alreadyTrashed('event');
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
  return {
    trashed: await runSeriesWrite(db, statements, existing.id, ctx, targetOf(existing), [existing.id, id]),
  };
}
