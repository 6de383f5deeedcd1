import { presentListedEvent } from '../events/presenter';
import type { Caller } from '../lib/caller';
import { organizerKind } from '../organizers/kind';
import type { Presentation } from '../posts/presenter';
import { decodeEventRow, decodePostRow } from '../posts/rows';
import { presentTerm } from '../terms/presenter';
import { decodeTerm } from '../terms/queries';
import { venueKind } from '../venues/kind';
import type { FeedRow } from './feed';
import { TYPE_OF_KIND } from './schemas';

/** A record as its list shows it: events blanked as lists blank them, no `json_ld`. */
function presentData(row: FeedRow, p: Presentation, caller: Caller) {
  const data = JSON.parse(row.data!) as Record<string, unknown>;
  switch (row.kind) {
    case 'event':
      return presentListedEvent(decodeEventRow(data), p, caller);
    case 'venue':
      return venueKind.present(decodePostRow(data), p);
    case 'organizer':
      return organizerKind.present(decodePostRow(data), p);
    default:
      return presentTerm(decodeTerm(data), p);
  }
}

/** One change: an upsert (with the record unless only ids were asked for) or a removal and why. */
export function presentChange(row: FeedRow, p: Presentation, caller: Caller) {
  const head = { seq: row.seq, type: TYPE_OF_KIND[row.kind], id: row.id };
  if (row.reason !== null) {
    // Why a record left is news to whoever could see it change; to an anonymous reader `hidden` would
    // tell that a public record still exists behind a status they cannot see.
    const reason = caller === null ? {} : { reason: row.reason };
    return { ...head, action: 'remove', ...reason, at_utc: row.at_utc };
  }
  return {
    ...head,
    action: 'upsert',
    // Terms have no modification date of their own: the time of their latest change.
    modified_utc: row.modified_utc ?? row.at_utc,
    ...(row.data === null ? {} : { data: presentData(row, p, caller) }),
  };
}
