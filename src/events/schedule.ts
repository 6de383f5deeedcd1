import { invalidParam } from '../http/errors';
import { endOfDayWall, formatUtcWall, parseDateInput, startOfDayWall, zonedWallToUtc } from '../lib/dates';

/** When an event happens: wall times in its own zone, and the same instants in UTC. */
export interface Schedule {
  timezone: string;
  startLocal: string;
  endLocal: string;
  startUtc: string;
  endUtc: string;
  allDay: boolean;
}

/**
 * Reads start and end in the event's zone (an input with an offset keeps its instant); all-day events
 * span whole days. An end before the start is refused, naming `end_date` (TEC silently moves it).
 */
export function schedule(start: string, end: string, timezone: string, allDay: boolean): Schedule {
  const startParsed = parseDateInput(start, timezone);
  const endParsed = parseDateInput(end, timezone);
  if (!startParsed) throw invalidParam('start_date', 'Must be a valid date.');
  if (!endParsed) throw invalidParam('end_date', 'Must be a valid date.');
  const startLocal = allDay ? startOfDayWall(startParsed.wall) : startParsed.wall;
  const endLocal = allDay ? endOfDayWall(endParsed.wall) : endParsed.wall;
  // The parsed instant, not the wall time read back: in the repeated autumn hour a wall time names two
  // instants, and an input with an offset says which one it means.
  const startUtc = formatUtcWall(allDay ? zonedWallToUtc(startLocal, timezone) : startParsed.instant);
  const endUtc = formatUtcWall(allDay ? zonedWallToUtc(endLocal, timezone) : endParsed.instant);
  if (endUtc < startUtc) throw invalidParam('end_date', 'The end date must not be before the start date.');
  return { timezone, startLocal, endLocal, startUtc, endUtc, allDay };
}
