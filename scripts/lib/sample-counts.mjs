/**
 * The sample data's numbers, one definition for the seed's output and the README: every event row,
 * split into single events and occurrences of series; how many are published and listed; and how many
 * the first list (`GET /events` without parameters) shows — TEC's default window, from yesterday to 24
 * months ahead in the site's time zone, published and not hidden from listings.
 */
import { fromDayNumber, localDayNumber, wallAt, zonedWallToUtc } from './time.mjs';

const pad = (n) => String(n).padStart(2, '0');

/** The default window of `GET /events` on the day of `today` (src/events/queries.ts `dateWindow`). */
export function firstListWindow(today, timezone) {
  const day = localDayNumber(today, timezone);
  const { year, month, day: date } = fromDayNumber(day);
  const last = new Date(Date.UTC(year + 2, month, 0)).getUTCDate(); // the last day of that month, 2 years on
  const end = `${year + 2}-${pad(month)}-${pad(Math.min(date, last))} 23:59:59`;
  return {
    fromUtc: zonedWallToUtc(wallAt(day - 1, '00:00'), timezone),
    toUtc: zonedWallToUtc(end, timezone),
  };
}

/** One row of counts (SQLite), for the window of `firstListWindow`. */
export function countsQuery({ fromUtc, toUtc }) {
  const event = "kind = 'event'";
  const listed = `${event} AND status = 'publish' AND hide_from_listings = 0`;
  return `SELECT
      (SELECT count(*) FROM posts WHERE ${event}) AS events,
      (SELECT count(*) FROM posts WHERE ${event} AND series_id IS NULL) AS single,
      (SELECT count(*) FROM posts WHERE ${event} AND series_id IS NOT NULL) AS occurrences,
      (SELECT count(*) FROM posts WHERE ${event} AND series_id IS NOT NULL AND status = 'trash') AS cancelled,
      (SELECT count(*) FROM posts WHERE kind = 'series') AS series,
      (SELECT count(*) FROM posts WHERE ${event} AND series_id IS NULL AND end_utc < '${fromUtc}') AS single_past,
      (SELECT count(*) FROM posts WHERE ${event} AND status = 'publish') AS published,
      (SELECT count(*) FROM posts WHERE ${event} AND status = 'publish' AND hide_from_listings = 1) AS hidden,
      (SELECT count(*) FROM posts WHERE ${listed} AND start_utc >= '${fromUtc}' AND end_utc <= '${toUtc}') AS first_list`;
}

/** The numbers as the seed says them (and the README repeats). */
export function describeCounts(c) {
  const cancelled = c.cancelled > 0 ? `, ${c.cancelled} of them cancelled` : '';
  return (
    `${c.events} events: ${c.single} single events (${c.single_past} past) and ${c.occurrences} occurrences of ` +
    `${c.series} series${cancelled}. ${c.published} are published, ${c.hidden} of those hidden from lists; the ` +
    `first list, GET /events (from yesterday to two years ahead, as TEC), shows ${c.first_list} of them.`
  );
}
