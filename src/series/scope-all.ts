import { type SQL, sql } from 'drizzle-orm';
import { statusFactColumns } from '../events/facts';
import type { Prepared } from '../events/references';
import type { EventUpdateBody } from '../events/schemas';
import {
  changesSchedule,
  contentStatements,
  eventColumns,
  publishLinksBefore,
  shiftTermCounts,
} from '../events/writes';
import { invalidParam } from '../http/errors';
import { formatUtcWall } from '../lib/dates';
import { passwordHash } from '../lib/hash';
import { expandRecurrence } from '../lib/recurrence/expand';
import { publicationOf } from '../posts/publishing';
import type { EventRow } from '../posts/rows';
import type { WriteContext } from '../write/context';
import { parseLines } from './run';
import { newSchedule, rescheduleStatements } from './schedule';
import type { SeriesState } from './state';
import { abortUnlessRevision, shiftSeriesTermCounts } from './statements';
import { horizonFrom, seriesStartOf } from './times';

/** The `password_hash` a series-wide write sets: `undefined` when it sends no password, `null` to remove it. */
async function seriesPasswordHash(
  template: EventRow,
  input: EventUpdateBody,
): Promise<string | null | undefined> {
  if (input.password === undefined) return undefined;
  return input.password === '' ? null : passwordHash(template.id, input.password);
}

const toSets = (columns: Array<[string, unknown]>): SQL[] =>
  columns
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => sql`${sql.raw(name)} = ${value as string | number | null | SQL}`);

/** `posts` columns a series-wide write sets on the template and its attached occurrences. */
function rowColumns(input: EventUpdateBody, ctx: WriteContext, password: string | null | undefined): SQL[] {
  return toSets([
    ['modified_utc', formatUtcWall(ctx.now)],
    ['password_hash', password],
    ...eventColumns(input, ctx.lang),
  ]);
}

/**
 * Whether the series is still on (`event_status`, its reason): like the publication status, every
 * occurrence, detached ones too. A start kept before a move is each occurrence's own: a series-wide write
 * may only remove it.
 */
function statusColumns(input: EventUpdateBody, ctx: WriteContext, timezone: string): SQL[] {
  if (input.previous_start_date) {
    throw invalidParam(
      'previous_start_date',
      'Each occurrence of a series has its own previous start: send it to one occurrence (scope=this).',
    );
  }
  return toSets(statusFactColumns(input, ctx.lang, false, timezone));
}

/**
 * The statements of an `all` write of a series: content to the template (reaching every attached
 * occurrence), columns to the template and its attached occurrences, the status to every occurrence
 * (an occurrence excluded by an EXDATE stays in the trash), and a schedule change or `recurrence: []`.
 */
export async function seriesUpdateStatements(
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
  const status = statusColumns(input, ctx, template.timezone ?? ctx.siteTimezone);
  const statements: SQL[] = guarded
    ? [abortUnlessRevision(id, state.rule.revision), shiftSeriesTermCounts(id, -1)]
    : [];
  statements.push(...publishLinksBefore(template, input, ctx));
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
  if (status.length > 0) {
    statements.push(sql`UPDATE posts SET ${sql.join([...status, sql`modified_utc = ${formatUtcWall(ctx.now)}`], sql`, `)}
      WHERE series_id = ${id}`);
  }
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
export function endSeriesStatements(state: SeriesState, ctx: WriteContext): SQL[] {
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
