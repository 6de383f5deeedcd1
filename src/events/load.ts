import { type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../http/errors';
import type { Caller } from '../lib/caller';
import type { Lang } from '../lib/languages';
import type { RecordLookup } from '../posts/lookup';
import { decodeEventRow, type EventRow } from '../posts/rows';
import { slugLookup } from '../posts/slugs';
import { findEventStatements } from './queries';

/** The event a by-id or a by-slug route names. */
export type EventLocator = { id: number } | { slug: string; lang: Lang };

export const eventNotFound = (id: number | string) =>
  new ApiError(404, 'rest-event-not-found', `Event with ID ${id} does not exist.`);

/** The event `by` names with everything it embeds, or 404 (400 for the id of a record of another kind). */
export function eventLookup(by: EventLocator, caller: Caller): RecordLookup<EventRow> {
  return {
    statements: findEventStatements(by, caller),
    found: ([rows, kinds]) => {
      const row = rows?.[0];
      if (row) return decodeEventRow(row);
      if ('slug' in by) {
        throw new ApiError(404, 'rest-event-not-found', `Event with slug ${by.slug} does not exist.`);
      }
      if (kinds?.[0])
        throw new ApiError(400, 'rest-invalid-event-id', 'The specified ID is not a valid event.');
      throw eventNotFound(by.id);
    },
  };
}

/**
 * The stored password hash of the event `by` names (the same one `eventLookup` finds in its batch), for
 * checking a password in the round trip that loads the event. It is compared, never shown.
 */
export function passwordHashQuery(by: EventLocator, caller: Caller): SQL {
  const id = 'id' in by ? sql`SELECT ${by.id} AS id` : slugLookup('event', by, caller);
  return sql`SELECT p.password_hash FROM (${id}) page JOIN posts p ON p.id = page.id AND p.kind IN ('event', 'series')`;
}
