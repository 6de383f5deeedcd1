/**
 * What an iCalendar time means here: its wall as written, the zone our API shows it in, and its UTC
 * instant. A TZID that is an IANA name keeps its zone; UTC and floating times (and zones only a
 * VTIMEZONE defines) are shown in the default zone (`--tz`, else the feed's, else UTC).
 */
import type ICAL from 'ical.js';
import {
  formatUtcWall,
  isValidTimeZone,
  utcToZonedWall,
  zonedWallOfUtcWall,
  zonedWallToUtc,
} from '../lib/dates';
import type { SeriesStart } from '../lib/recurrence/rule';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An iCalendar time as a wall `YYYY-MM-DD HH:MM:SS`, read as written (no zone applied). */
export const wallOf = (t: ICAL.Time) =>
  `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;

export interface When {
  local: string;
  utc: string;
  timezone: string;
}

/** A DTSTART/DTEND value in an event zone our API knows, with its UTC instant. */
export function when(time: ICAL.Time, defaultZone: string): When {
  const tzid = time.zone?.tzid ?? 'floating';
  if (time.isDate || tzid === 'floating') {
    return {
      local: wallOf(time),
      utc: formatUtcWall(zonedWallToUtc(wallOf(time), defaultZone)),
      timezone: defaultZone,
    };
  }
  if (tzid === 'UTC' || tzid === 'Z') {
    const utc = wallOf(time);
    return {
      local: utcToZonedWall(new Date(`${utc.replace(' ', 'T')}Z`), defaultZone),
      utc,
      timezone: defaultZone,
    };
  }
  if (isValidTimeZone(tzid)) {
    return { local: wallOf(time), utc: formatUtcWall(zonedWallToUtc(wallOf(time), tzid)), timezone: tzid };
  }
  // A zone known only by its VTIMEZONE (Outlook's "Romance Standard Time"): its instant, shown in the default zone.
  const instant = new Date(time.toUnixTime() * 1000);
  return { local: utcToZonedWall(instant, defaultZone), utc: formatUtcWall(instant), timezone: defaultZone };
}

/**
 * An iCalendar time (a DTSTART, RDATE, EXDATE or RECURRENCE-ID value) as a local start of the series:
 * a DATE on a timed series takes the series' time of day; an all-day series keeps the date alone.
 */
export function seriesWallOf(time: ICAL.Time, start: SeriesStart): string {
  let wall: string;
  if (time.isDate) wall = `${wallOf(time).slice(0, 10)} ${start.wall.slice(11)}`;
  else {
    const read = when(time, start.timezone);
    wall = read.timezone === start.timezone ? read.local : zonedWallOfUtcWall(read.utc, start.timezone);
  }
  return start.allDay ? `${wall.slice(0, 10)} 00:00:00` : wall;
}
