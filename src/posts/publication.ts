import { formatUtcWall, parseDateInput } from '../lib/dates';

/** The publication date a write sets: `date_utc` (UTC) or `date` (site time), else none. */
export function publicationUtc(
  input: { date?: unknown; date_utc?: unknown },
  siteTimezone: string,
): string | undefined {
  const utc = typeof input.date_utc === 'string' ? parseDateInput(input.date_utc, 'UTC') : null;
  if (utc) return formatUtcWall(utc.instant);
  const local = typeof input.date === 'string' ? parseDateInput(input.date, siteTimezone) : null;
  return local ? formatUtcWall(local.instant) : undefined;
}
