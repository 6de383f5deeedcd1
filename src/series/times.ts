import type { Schedule } from '../events/schedule';
import {
  addDaysToWall,
  addMonthsToWall,
  endOfDayWall,
  formatUtcWall,
  utcToZonedWall,
  zonedWallToUtc,
} from '../lib/dates';
import type { Instance } from '../lib/recurrence/expand';
import type { SeriesStart } from '../lib/recurrence/rule';

/** What every occurrence of a series shares of its schedule: its zone and its exact length. */
export interface SeriesShape {
  timezone: string;
  allDay: boolean;
  /** Timed series: the template's exact duration. */
  durationMs: number;
  /** All-day series: whole local days after the first (0 for a one-day event). */
  extraDays: number;
}

/** The dates of one occurrence, as `posts` keeps them. */
export interface OccurrenceTimes {
  start_local: string;
  end_local: string;
  start_utc: string;
  end_utc: string;
}

const instantOf = (utcWall: string) => new Date(`${utcWall.replace(' ', 'T')}Z`);
const dayNumberOf = (wall: string) => Date.parse(`${wall.slice(0, 10)}T00:00:00Z`) / 86_400_000;

export function shapeOf(
  times: Pick<Schedule, 'timezone' | 'allDay' | 'startLocal' | 'endLocal' | 'startUtc' | 'endUtc'>,
): SeriesShape {
  return {
    timezone: times.timezone,
    allDay: times.allDay,
    durationMs: instantOf(times.endUtc).getTime() - instantOf(times.startUtc).getTime(),
    extraDays: Math.max(0, dayNumberOf(times.endLocal) - dayNumberOf(times.startLocal)),
  };
}

/** Every occurrence has the template's exact duration; all-day series keep whole local days (series.md §1). */
export function occurrenceTimes(instance: Instance, shape: SeriesShape): OccurrenceTimes {
  if (shape.allDay) {
    const startLocal = instance.rid;
    const endLocal = endOfDayWall(addDaysToWall(startLocal, shape.extraDays));
    return {
      start_local: startLocal,
      end_local: endLocal,
      start_utc: formatUtcWall(zonedWallToUtc(startLocal, shape.timezone)),
      end_utc: formatUtcWall(zonedWallToUtc(endLocal, shape.timezone)),
    };
  }
  const end = new Date(instance.start.getTime() + shape.durationMs);
  return {
    start_local: utcToZonedWall(instance.start, shape.timezone),
    end_local: utcToZonedWall(end, shape.timezone),
    start_utc: formatUtcWall(instance.start),
    end_utc: formatUtcWall(end),
  };
}

/** How the rule of a series with these times starts. */
export const seriesStartOf = (
  startWall: string,
  shape: Pick<SeriesShape, 'timezone' | 'allDay'>,
): SeriesStart => ({
  wall: startWall,
  timezone: shape.timezone,
  allDay: shape.allDay,
});

/** Endless series are materialised this far ahead (24 months by default: the end of the default window). */
export const horizonFrom = (now: Date, months: number) =>
  zonedWallToUtc(addMonthsToWall(formatUtcWall(now), months), 'UTC');

/** The start of today in the site's zone, as a UTC wall: a template shows its first occurrence not ended by then. */
export function startOfDayUtc(now: Date, siteTimezone: string): string {
  const today = `${utcToZonedWall(now, siteTimezone).slice(0, 10)} 00:00:00`;
  return formatUtcWall(zonedWallToUtc(today, siteTimezone));
}
