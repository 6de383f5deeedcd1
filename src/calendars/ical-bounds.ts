/**
 * ical.js's recurrence iterators, bounded. An iterator looks for its next date inside one `next()`
 * call and stops only when a date fits: a rule no date satisfies (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`,
 * and its HOURLY, MINUTELY and SECONDLY forms) never returns, whether it is an event's RRULE or the
 * RRULE of a VTIMEZONE ical.js expands to convert a time. No loop around `next()` can stop that, so
 * every date an iterator tries (`check_contracting_rules`, and each year a YEARLY rule looks at,
 * `expand_year_days`) is counted here, and an iterator past its bounds ends as if its rule had:
 *
 * - an event's rule walked by `walkRecurrence`: the end of its window, its own steps (`WALK_STEPS`)
 *   and what the read has left of its steps for walks (`READ_WALK_STEPS`);
 * - any other iterator (a VTIMEZONE's rule, as ical.js converts a time): `ITERATOR_STEPS` dates in its
 *   life, and during a read `READ_ZONE_STEPS` in all, past which the feed is refused (`FeedTooCostly`).
 */
import ICAL from 'ical.js';

type Iterator = ICAL.RecurIterator;

/**
 * At most this many dates tried by one iterator outside walks (a VTIMEZONE's YEARLY rule from 1601 to
 * 9999 takes 8 400).
 */
export const ITERATOR_STEPS = 10_000;
/** At most this many dates tried for one event's rule (an HOURLY rule over 24 months takes 17 520). */
export const WALK_STEPS = 20_000;
/** At most this many for all the event rules of one feed: past it, they are not expanded. */
export const READ_WALK_STEPS = 200_000;
/** At most this many for the rest (VTIMEZONE rules) in one feed: past it, the feed is refused. */
export const READ_ZONE_STEPS = 100_000;

/** What one read of a feed has left to spend in ical.js's iterators. */
export class IcalBudget {
  walkSteps: number;
  zoneSteps: number;
  constructor(
    readonly walkTotal = READ_WALK_STEPS,
    readonly zoneTotal = READ_ZONE_STEPS,
  ) {
    this.walkSteps = walkTotal;
    this.zoneSteps = zoneTotal;
  }
}

/** A feed whose time zone rules take more than `READ_ZONE_STEPS` dates to expand. */
export class FeedTooCostly extends Error {}

export interface Walk {
  /** The instances before `until`, in order (at most `limit`). */
  times: ICAL.Time[];
  /**
   * Why it stopped: the rule has no more instances (`rule`), the next lies past `until` (`window`),
   * `limit` instances were found (`limit`), the steps ran out (`steps`: there may be more before
   * `until`), or ical.js could not read the rule (`error`, with its message).
   */
  end: 'rule' | 'window' | 'limit' | 'steps' | 'error';
  error?: string;
}

/** A candidate this far past `until` ends a walk (dates in other zones compare loosely). */
const MARGIN_SECONDS = 86_400;

interface WalkState {
  steps: number;
  untilSeconds: number;
  /** The walk's own iterators once built (null while `event.iterator()` builds them). */
  iterators: Set<Iterator> | null;
  stopped: 'window' | 'steps' | null;
}

let read: IcalBudget | null = null;
let walk: WalkState | null = null;

class Stop extends Error {}

const used = new WeakMap<Iterator, number>();

function step(iterator: Iterator) {
  if (walk && (walk.iterators === null || walk.iterators.has(iterator))) {
    if (--walk.steps < 0) walk.stopped = 'steps';
    else if (walk.iterators && iterator.last.toUnixTime() > walk.untilSeconds) walk.stopped = 'window';
    else return;
    throw new Stop();
  }
  const count = (used.get(iterator) ?? 0) + 1;
  used.set(iterator, count);
  if (count > ITERATOR_STEPS) throw new Stop();
  if (read && --read.zoneSteps < 0) {
    throw new FeedTooCostly(
      `its time zone rules (VTIMEZONE) take more than ${read.zoneTotal} steps to expand`,
    );
  }
}

const patched = Symbol.for('events-calendar-edge.ical-bounds');
/** The methods patched (`init` is private in ical.js' types). */
interface Patchable {
  init(this: Iterator): void;
  next(this: Iterator, again?: boolean): ICAL.Time | null;
  check_contracting_rules(this: Iterator): boolean;
  expand_year_days(this: Iterator, year: number): number;
  [patched]?: true;
}
const proto = ICAL.RecurIterator.prototype as unknown as Patchable;
if (!proto[patched]) {
  proto[patched] = true;
  const { init, next, check_contracting_rules: check, expand_year_days: yearDays } = proto;
  proto.check_contracting_rules = function () {
    step(this);
    return check.call(this);
  };
  proto.expand_year_days = function (year) {
    step(this);
    return yearDays.call(this, year);
  };
  // Stopped while looking for a date: the rule ends there (what it gave before stays good).
  proto.init = function () {
    try {
      init.call(this);
    } catch (err) {
      if (!(err instanceof Stop)) throw err;
      this.completed = true;
    }
  };
  proto.next = function (again) {
    try {
      return next.call(this, again);
    } catch (err) {
      if (!(err instanceof Stop)) throw err;
      this.completed = true;
      return null;
    }
  };
}

/** Runs `read` (one read of a feed) with `budget` for what ical.js expands outside walks. */
export function withinBudget<T>(budget: IcalBudget, run: () => T): T {
  read = budget;
  try {
    return run();
  } finally {
    read = null;
  }
}

/**
 * The instances of `event` (its RRULEs, RDATEs and EXDATEs, as ical.js reads them) before `until`, at
 * most `limit`, within `WALK_STEPS` and what `budget` has left for walks.
 */
export function walkRecurrence(
  event: ICAL.Event,
  options: { until: ICAL.Time; limit: number; budget: IcalBudget },
): Walk {
  const { budget } = options;
  const allowed = Math.min(WALK_STEPS, budget.walkSteps);
  if (allowed <= 0) return { times: [], end: 'steps' };
  const state: WalkState = {
    steps: allowed,
    untilSeconds: options.until.toUnixTime() + MARGIN_SECONDS,
    iterators: null,
    stopped: null,
  };
  const times: ICAL.Time[] = [];
  let end: Walk['end'] = 'rule';
  let error: string | undefined;
  walk = state;
  try {
    const iterator = event.iterator();
    state.iterators = new Set((iterator as unknown as { ruleIterators: Iterator[] }).ruleIterators);
    for (let next = iterator.next(); next; next = iterator.next()) {
      if (next.compare(options.until) >= 0) {
        end = 'window';
        break;
      }
      if (times.length >= options.limit) {
        end = 'limit';
        break;
      }
      times.push(next.clone());
    }
  } catch (err) {
    if (err instanceof FeedTooCostly) throw err;
    end = 'error';
    error = err instanceof Error ? err.message : String(err);
  } finally {
    walk = null;
    budget.walkSteps -= allowed - Math.max(state.steps, 0);
  }
  // Stopped by its bounds, the rule ended for their reason.
  if (end === 'rule' && state.stopped) end = state.stopped;
  return { times, end, ...(error !== undefined ? { error } : {}) };
}
