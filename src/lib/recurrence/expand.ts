import { utcToZonedWall, zonedWallToUtc } from '../dates';
import { dayOfIso, isoDate } from './days';
import type { Work } from './picks';
import { MAX_OCCURRENCES, type Recurrence, type SeriesStart } from './rule';
import { LAST_DAY, ruleDays } from './ruledays';

/**
 * Expands a recurrence into its instances, in order. Dates are generated on local calendar days of
 * the series' zone (the subset has no BYHOUR…, so every instance starts at the time of day of the
 * first), then each local start becomes an instant: a start in a DST gap moves forward by the gap
 * (02:30 → 03:30), a start in the repeated hour takes its first instant (series.md §1).
 *
 * RFC 5545 semantics: DTSTART is always the first instance and counts towards COUNT; COUNT and UNTIL
 * bound the RRULE only; RDATEs are added, then EXDATEs removed (so COUNT=5 with one EXDATE gives 4);
 * invalid dates (31 February) are skipped and not counted.
 */

export interface Instance {
  /** The local start: its wall time in the series' zone, which is its `recurrence_id`. */
  rid: string;
  /** The instant it starts at. */
  start: Date;
}

export interface Expansion {
  /** Instances after EXDATEs, in order of start. */
  instances: Instance[];
  /** Instances the rule or RDATEs give but an EXDATE removes (trashed occurrences match these). */
  excluded: Instance[];
  /** True when nothing lies past what was expanded: a finite set, or an endless one at its cap. */
  complete: boolean;
  /** The set has more than `limit` instances (a finite rule too long, which writes refuse). */
  tooMany: boolean;
  /** The work the rule's days took: periods, candidate days and BYSETPOS positions looked at. */
  steps: number;
  /**
   * The budget ran out before the rule's instances were all found: `instances` holds those found
   * within it. Writes refuse such a rule (`TOO_MUCH_WORK`); reads show what was found.
   */
  exhausted: boolean;
}

export interface ExpandOptions {
  /** Endless series stop after this instant (UTC); finite ones are expanded whole. */
  horizon?: Date;
  /** At most this many instances (default 1000, series.md §2). */
  limit?: number;
  /** At most this many steps of work (default `MAX_EXPANSION_STEPS`). */
  budget?: number;
}

/**
 * The work any one expansion may do, in steps (a period, a candidate day, a BYSETPOS position): about
 * 5 ms of CPU, what turning 1000 dates into instants costs. Ordinary rules take far less (a daily rule
 * of 1000 instances about 1000 steps; the last weekday of each month for 83 years about 29 000); a rule
 * that looks through centuries of candidates for few instances (BYSETPOS=366 among every day of every
 * year) runs out, and is refused when written (series.md, Rules).
 */
export const MAX_EXPANSION_STEPS = 200_000;

/** Why a write refuses a rule whose expansion ran out of budget (shown to the client). */
export const TOO_MUCH_WORK =
  'This rule needs too much work to find its occurrences: it looks through more than ' +
  `${MAX_EXPANSION_STEPS} candidate dates (its BYDAY, BYMONTHDAY or BYSETPOS ` +
  'pick a few dates among many, or its dates lie centuries apart). Name the dates more directly, or ' +
  'end it sooner with a smaller COUNT or an earlier UNTIL.';

/** Why a write refuses a finite rule with more instances than a series may have (series.md §2). */
export const TOO_MANY_OCCURRENCES = 'The series would have more than 1000 occurrences.';

const timeOf = (wall: string) => wall.slice(11, 19);

/** Expands `recurrence` for a series starting at `start`. */
export function expandRecurrence(
  recurrence: Recurrence,
  start: SeriesStart,
  options: ExpandOptions = {},
): Expansion {
  const limit = options.limit ?? MAX_OCCURRENCES;
  const { rule } = recurrence;
  const endless = rule !== null && rule.count === undefined && rule.until === undefined;
  const horizon = endless ? options.horizon : undefined;
  const time = start.allDay ? '00:00:00' : timeOf(start.wall);
  const instanceOn = (day: number): Instance => {
    const wall = `${isoDate(day)} ${time}`;
    const instant = zonedWallToUtc(wall, start.timezone);
    return { rid: start.allDay ? wall : utcToZonedWall(instant, start.timezone), start: instant };
  };
  const instanceAt = (rid: string): Instance => ({ rid, start: zonedWallToUtc(rid, start.timezone) });

  // The RRULE's instances, bounded by COUNT, UNTIL, the horizon and the limit.
  const startDay = dayOfIso(start.wall);
  const generated: Instance[] = [];
  const work: Work = { steps: 0, budget: options.budget ?? MAX_EXPANSION_STEPS, ranOut: false };
  if (rule) {
    const untilDay = rule.until
      ? rule.until.kind === 'date'
        ? dayOfIso(rule.until.date)
        : dayOfIso(rule.until.utc) + 1
      : undefined;
    const untilInstant =
      rule.until?.kind === 'instant' ? new Date(`${rule.until.utc.replace(' ', 'T')}Z`) : undefined;
    const horizonDay = horizon ? dayOfIso(horizon.toISOString()) + 2 : undefined;
    const lastDay = Math.min(untilDay ?? LAST_DAY, horizonDay ?? LAST_DAY);
    const cap = rule.count ?? limit + recurrence.exdates.length + 1;
    // Asked for lazily, and not once more after the cap: the walk does only the work the set needs.
    for (const day of ruleDays(rule, startDay, lastDay, work)) {
      const instance = instanceOn(day);
      if (generated.length > 0) {
        if (rule.until?.kind === 'date' && day > untilDay!) break;
        if (untilInstant && instance.start > untilInstant) break;
        if (horizon && instance.start > horizon) break;
      }
      generated.push(instance);
      if (generated.length >= cap) break;
    }
  } else {
    generated.push(instanceOn(startDay));
  }

  // RDATEs join (an endless series takes them up to the horizon, as the rule), EXDATEs leave.
  const byRid = new Map(generated.map((instance) => [instance.rid, instance]));
  for (const rid of recurrence.rdates) {
    if (byRid.has(rid)) continue;
    const instance = instanceAt(rid);
    if (horizon && instance.start > horizon) continue;
    byRid.set(rid, instance);
  }
  const all = [...byRid.values()].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || (a.rid < b.rid ? -1 : 1),
  );
  const exdates = new Set(recurrence.exdates);
  const instances = all.filter((instance) => !exdates.has(instance.rid));
  const excluded = all.filter((instance) => exdates.has(instance.rid));
  const spent = { steps: work.steps, exhausted: work.ranOut };
  if (instances.length > limit) {
    return endless
      ? { instances: instances.slice(0, limit), excluded, complete: true, tooMany: false, ...spent }
      : { instances, excluded, complete: true, tooMany: true, ...spent };
  }
  // An endless series is complete once its cap is reached (series.md §2: at most 1000 in total).
  return { instances, excluded, complete: !endless || instances.length >= limit, tooMany: false, ...spent };
}
