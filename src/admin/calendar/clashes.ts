/**
 * What a clash is computed from: an event's instants in UTC (the API's `utc_start_date`, `utc_end_date`) and
 * its venue and organizers as the API presents them (a venue object or a list of them; a list of organizers).
 */
export interface Instants {
  all_day: boolean | null;
  utc_start_date: string;
  utc_end_date: string;
  venue?: unknown;
  organizer?: unknown;
}

/** The ids of a presented venue or organizer field (an object with `id`, a list of them, or nothing). */
const idsOf = (field: unknown): number[] =>
  (Array.isArray(field) ? field : [field])
    .map((item) => (item !== null && typeof item === 'object' ? (item as { id?: unknown }).id : undefined))
    .filter((id): id is number => typeof id === 'number');

/** Whether two of `events`' spans overlap: sorted then swept, n log n for n events. */
function overlaps(events: readonly Instants[]): boolean {
  const spans = events
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

/**
 * Whether two of a day's timed events clash: they overlap (one starts before another ends, compared as UTC
 * instants, so that Madrid's 18:00 and New York's 12:00 are the same moment) *and* they share a venue or an
 * organizer, the clashes an editor has to act on (two events at the same time in different places with
 * different people are a full programme, not a clash). All-day events don't clash. Each venue's and
 * organizer's events are swept on their own: n log n in all.
 */
export function hasClash(events: readonly Instants[]): boolean {
  const groups = new Map<string, Instants[]>();
  for (const event of events) {
    if (event.all_day === true) continue;
    const keys = [
      ...idsOf(event.venue).map((id) => `v${id}`),
      ...new Set(idsOf(event.organizer).map((id) => `o${id}`)),
    ];
    for (const key of new Set(keys)) {
      const group = groups.get(key);
      if (group) group.push(event);
      else groups.set(key, [event]);
    }
  }
  for (const group of groups.values()) if (group.length > 1 && overlaps(group)) return true;
  return false;
}
