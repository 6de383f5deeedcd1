import { formatUtcWall } from '../lib/dates';
import {
  expandRecurrence,
  type Instance,
  TOO_MANY_OCCURRENCES,
  TOO_MUCH_WORK,
} from '../lib/recurrence/expand';
import { type Recurrence, RecurrenceError, type SeriesStart, type Until } from '../lib/recurrence/rule';
import type { OccurrenceRow } from './state';
import type { NewOccurrence, OccurrenceChange } from './statements';
import { occurrenceTimes, type SeriesShape } from './times';

/**
 * How a series' occurrences follow a new schedule (series.md §4, `all`): the new rule is expanded and
 * every existing occurrence is matched to an instance, by its local start moved as the series moved,
 * else by that local date; matched ones keep their ids and take the instance's `recurrence_id` and dates,
 * new instances become new occurrences, and the rest go, except edited ones (overrides) unless
 * `resetOverrides`. A trashed occurrence comes back when its instance is in the set again.
 */

const DAY_MS = 86_400_000;
const wallMs = (wall: string) => Date.parse(`${wall.replace(' ', 'T')}Z`);
/** A wall time moved by `ms` of wall time (walls are calendar readings: no zone, no DST). */
export const shiftWall = (wall: string, ms: number) =>
  ms === 0 ? wall : formatUtcWall(new Date(wallMs(wall) + ms));
/** How far, in wall time, `to` is from `from`. */
export const wallDelta = (from: string, to: string) => wallMs(to) - wallMs(from);

/** RDATEs, EXDATEs and UNTIL moved with the series when only its start moved (the lines were not sent). */
export function shiftRecurrence(recurrence: Recurrence, ms: number): Recurrence {
  if (ms === 0) return recurrence;
  const rule = recurrence.rule;
  let until: Until | undefined = rule?.until;
  if (until?.kind === 'date')
    until = {
      kind: 'date',
      date: shiftWall(`${until.date} 00:00:00`, Math.round(ms / DAY_MS) * DAY_MS).slice(0, 10),
    };
  else if (until) until = { kind: 'instant', utc: shiftWall(until.utc, ms) };
  return {
    rule: rule ? { ...rule, ...(until ? { until } : {}) } : null,
    rdates: recurrence.rdates.map((w) => shiftWall(w, ms)),
    exdates: recurrence.exdates.map((w) => shiftWall(w, ms)),
  };
}

export interface ScheduleChange {
  start: SeriesStart;
  recurrence: Recurrence;
  shape: SeriesShape;
  /** How far (wall time) the series moved: each occurrence is looked for at its old start moved by this. */
  shiftMs: number;
  resetOverrides: boolean;
  /** Endless series are materialised up to this instant. */
  horizon: Date;
  /** The status an occurrence taken out of the trash gets: the template's. */
  status: string;
}

export interface SeriesPlan {
  /** The new set, in order (EXDATEs removed). */
  instances: Instance[];
  horizonUtc: string | null;
  inserts: NewOccurrence[];
  changes: OccurrenceChange[];
  deletes: number[];
  /** Detached occurrences that take their template's content again (`reset_overrides`). */
  reattach: number[];
}

/** An occurrence edited on its own: detached (own content) or moved (dates off its instance). */
export const isOverride = (o: OccurrenceRow) => o.content_id === o.id || o.start_local !== o.recurrence_id;

export function planSchedule(occurrences: readonly OccurrenceRow[], change: ScheduleChange): SeriesPlan {
  const expansion = expandRecurrence(change.recurrence, change.start, { horizon: change.horizon });
  if (expansion.tooMany) throw new RecurrenceError(TOO_MANY_OCCURRENCES);
  if (expansion.exhausted) throw new RecurrenceError(TOO_MUCH_WORK);
  const targets = [
    ...expansion.instances.map((instance) => ({ instance, excluded: false, taken: false })),
    ...expansion.excluded.map((instance) => ({ instance, excluded: true, taken: false })),
  ];
  const byRid = new Map(targets.map((t) => [t.instance.rid, t]));
  const byDate = new Map<string, typeof targets>();
  for (const t of targets) {
    const date = t.instance.rid.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), t]);
  }
  const plan: SeriesPlan = {
    instances: expansion.instances,
    horizonUtc: expansion.complete ? null : formatUtcWall(change.horizon),
    inserts: [],
    changes: [],
    deletes: [],
    reattach: [],
  };
  const unmatched: OccurrenceRow[] = [];
  const matches: Array<[OccurrenceRow, (typeof targets)[number]]> = [];
  // Exact local starts first, so that a date holding two instances pairs them right.
  const rest: OccurrenceRow[] = [];
  for (const o of occurrences) {
    const t = byRid.get(shiftWall(o.recurrence_id, change.shiftMs));
    if (t && !t.taken) {
      t.taken = true;
      matches.push([o, t]);
    } else rest.push(o);
  }
  for (const o of rest) {
    const t = byDate.get(shiftWall(o.recurrence_id, change.shiftMs).slice(0, 10))?.find((c) => !c.taken);
    if (t) {
      t.taken = true;
      matches.push([o, t]);
    } else unmatched.push(o);
  }
  for (const [o, t] of matches) {
    const moved = o.start_local !== o.recurrence_id;
    const keepDates = moved && !change.resetOverrides;
    const status = t.excluded
      ? o.status === 'trash'
        ? undefined
        : 'trash'
      : o.status === 'trash'
        ? change.status
        : undefined;
    const times = keepDates ? undefined : occurrenceTimes(t.instance, change.shape);
    const same =
      t.instance.rid === o.recurrence_id &&
      status === undefined &&
      (!times ||
        (times.start_utc === o.start_utc &&
          times.end_utc === o.end_utc &&
          times.start_local === o.start_local &&
          times.end_local === o.end_local));
    if (!same)
      plan.changes.push({
        id: o.id,
        rid: t.instance.rid,
        ...(times ? { times } : {}),
        ...(status ? { status } : {}),
      });
    if (change.resetOverrides && o.content_id === o.id) plan.reattach.push(o.id);
  }
  for (const o of unmatched) {
    if (isOverride(o) && !change.resetOverrides) continue;
    plan.deletes.push(o.id);
  }
  for (const t of targets) {
    if (t.taken || t.excluded) continue;
    plan.inserts.push({ rid: t.instance.rid, ...occurrenceTimes(t.instance, change.shape) });
  }
  plan.inserts.sort((a, b) => (a.start_utc < b.start_utc ? -1 : a.start_utc > b.start_utc ? 1 : 0));
  return plan;
}
