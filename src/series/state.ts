import { type SQL, sql } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import { type EventLocator, eventLookup, type LoadedEvent } from '../events/load';
import { eventIdQuery } from '../events/queries';
import { type Prepared, referenceChecks } from '../events/references';
import type { EventUpdateBody } from '../events/schemas';
import type { Caller } from '../lib/caller';
import { loadForWrite } from '../posts/lookup';
import { decodeEventRow, type EventRow, selectEvents } from '../posts/rows';
import type { WriteContext } from '../write/context';

/** An occurrence as a series write needs it. */
export interface OccurrenceRow {
  id: number;
  recurrence_id: string;
  status: EventRow['status'];
  author_id: number;
  content_id: number;
  start_local: string;
  end_local: string;
  start_utc: string;
  end_utc: string;
}

export interface RuleRow {
  recurrence: string[];
  startWall: string;
  horizonUtc: string | null;
  revision: number;
}

/** A series as its writes find it: the template with its content, the rule, every occurrence. */
export interface SeriesState {
  template: EventRow;
  rule: RuleRow;
  /** In order of start. */
  occurrences: OccurrenceRow[];
}

const seriesOf = (target: SQL) => sql`(SELECT named.series_id FROM posts named WHERE named.id = (${target}))`;

/**
 * Read-batch statements loading the series of the event `target` (a select of its id) belongs to:
 * nothing for a plain event. Three statements, whatever the series' size.
 */
export function seriesStateStatements(target: SQL, caller: Caller): SQL[] {
  const series = seriesOf(target);
  return [
    sql`SELECT recurrence, start_wall, horizon_utc, revision FROM series_rules WHERE template_id = ${series}`,
    selectEvents(sql`SELECT id FROM posts WHERE id = ${series} AND kind = 'series'`, 'p.id', caller),
    sql`SELECT id, recurrence_id, status, author_id, content_id, start_local, end_local, start_utc, end_utc
      FROM posts WHERE series_id = ${series} AND kind = 'event' ORDER BY start_utc, id`,
  ];
}

export function decodeSeriesState([rules, templates, occurrences]: Row[][]): SeriesState | null {
  const rule = rules?.[0];
  const template = templates?.[0];
  if (!rule || !template) return null;
  return {
    template: decodeEventRow(template),
    rule: {
      recurrence: JSON.parse(String(rule.recurrence)) as string[],
      startWall: rule.start_wall as string,
      horizonUtc: (rule.horizon_utc as string | null) ?? null,
      revision: rule.revision as number,
    },
    occurrences: (occurrences ?? []) as unknown as OccurrenceRow[],
  };
}

export const isFirst = (o: EventRow, state: SeriesState) =>
  !state.occurrences.some((x) => x.id !== o.id && x.recurrence_id < o.recurrence_id!);

/** The occurrences `scope=following` reaches from `o`: it and the later ones. */
export const fromOccurrence = (state: SeriesState, o: EventRow) =>
  state.occurrences.filter((x) => x.recurrence_id >= o.recurrence_id!);

export type Loaded =
  | { replay: Row; existing?: undefined }
  | { replay?: undefined; existing: LoadedEvent; state: SeriesState | null; prepared: () => Prepared };

/** The write's read batch: the event, its series' state, the references; or the answer of a retry. */
export async function loadSeriesForWrite(
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
