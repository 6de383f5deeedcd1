import type { OwnDates } from '../../pages/calendar/window';

/**
 * Whether two of a day's timed events overlap (one starts before another ends), by their own walls
 * clipped to the day; all-day events don't clash. Sorted then swept: n log n for n events.
 */
export function hasClash(events: readonly OwnDates[], day: string): boolean {
  const dayStart = `${day} 00:00:00`;
  const dayEnd = `${day} 24:00:00`;
  const spans = events
    .filter((e) => e.all_day !== true)
    .map((e) => ({
      start: e.start_date < dayStart ? dayStart : e.start_date,
      end: e.end_date > dayEnd ? dayEnd : e.end_date,
    }))
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
