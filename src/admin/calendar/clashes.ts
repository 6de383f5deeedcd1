/** What a clash is computed from: an event's instants in UTC (the API's `utc_start_date`, `utc_end_date`). */
export interface Instants {
  all_day: boolean | null;
  utc_start_date: string;
  utc_end_date: string;
}

/**
 * Whether two of a day's timed events overlap (one starts before another ends), compared as UTC instants,
 * so that events in different time zones clash when they happen at the same time, whatever their walls
 * say (Madrid's 18:00 and New York's 12:00 are the same moment); all-day events don't clash. Sorted then
 * swept: n log n for n events.
 */
export function hasClash(events: readonly Instants[]): boolean {
  const spans = events
    .filter((e) => e.all_day !== true)
    .map((e) => ({ start: e.utc_start_date, end: e.utc_end_date }))
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  let latestEnd = '';
  for (const span of spans) {
    // An event without length (start = end) still takes its instant.
    if (latestEnd !== '' && span.start < latestEnd) return true;
    const end = span.end > span.start ? span.end : `${span.start}\u0001`;
    if (end > latestEnd) latestEnd = end;
  }
  return false;
}
