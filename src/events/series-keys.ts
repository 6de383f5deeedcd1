import { utcToZonedWall } from '../lib/dates';
import { parseRecurrence } from '../lib/recurrence/parse';
import { describeRecurrence } from '../lib/recurrence/words';
import { type Presentation, restUrlOf } from '../posts/presenter';
import type { EventRow } from '../posts/rows';
import type { SeriesDetails } from './series-details';

const instantOf = (utcWall: string) => new Date(`${utcWall.replace(' ', 'T')}Z`);

/** The rule, its words and its reach: what single reads add to `series`. */
function detailKeys(details: SeriesDetails, p: Presentation) {
  const start = { wall: details.startWall, timezone: details.timezone, allDay: details.allDay };
  const recurrence = parseRecurrence(details.recurrence, start);
  const finite =
    !recurrence.rule || recurrence.rule.count !== undefined || recurrence.rule.until !== undefined;
  const horizon = details.horizonUtc ? utcToZonedWall(instantOf(details.horizonUtc), details.timezone) : null;
  return {
    recurrence: details.recurrence,
    description: describeRecurrence(recurrence, start, p.lang),
    count: details.count,
    until: finite ? details.lastStart : null,
    materialized_until: horizon ?? details.lastStart,
  };
}

/**
 * The series keys of the extension block (series.md §3, §7): `recurring` on every event, `series` on
 * occurrences (and on a template's own reads and writes, with the rule: where else would it go?).
 */
export function seriesKeys(row: EventRow, p: Presentation, details?: SeriesDetails) {
  if (row.series_id === null || row.series_id === undefined) return { recurring: false };
  const isTemplate = row.kind === 'series';
  if (isTemplate && !details) return { recurring: true };
  return {
    recurring: true,
    series: {
      id: row.series_id,
      rest_url: restUrlOf(p, 'event', row.series_id),
      ...(isTemplate ? {} : { recurrence_id: row.recurrence_id!, detached: row.content_id === row.id }),
      ...(details ? detailKeys(details, p) : {}),
    },
  };
}
