import { type SQL, sql } from 'drizzle-orm';
import { ApiError } from '../http/errors';
import type { Caller } from '../lib/caller';
import { aliasedId } from '../posts/aliases';
import type { RecordLookup } from '../posts/lookup';
import { decodeEventRow, type EventRow } from '../posts/rows';
import { type SlugLocator, slugLookup } from '../posts/slugs';
import { eventIdQuery, findEventStatements } from './queries';
import {
  decodeSeriesDetails,
  type SeriesDetails,
  seriesDetailsStatement,
  withShownDates,
} from './series-details';

/** The event a by-id or a by-slug route names; reads by id also follow aliases (src/posts/aliases.ts). */
export type EventLocator = { id: number; aliases?: boolean } | SlugLocator;

export const eventNotFound = (id: number | string) =>
  new ApiError(404, 'rest-event-not-found', `Event with ID ${id} does not exist.`);

/** The id in a route's digits; one no event can have is 404 at once. */
export function eventIdFrom(digits: string): number {
  const id = Number(digits);
  if (!Number.isSafeInteger(id) || id > 2 ** 31 - 1) throw eventNotFound(digits);
  return id;
}

/** An event as a single read answers it: with its series' details when it belongs to one. */
export type LoadedEvent = EventRow & { seriesDetails?: SeriesDetails };

/**
 * The event `by` names with everything it embeds, or 404 (400 for the id of a record of another kind).
 * With `seriesFrom` (the start of the day, UTC), also the details of its series: a template then shows
 * the dates of its first occurrence that has not ended by then.
 */
export function eventLookup(
  by: EventLocator,
  caller: Caller,
  seriesFrom?: string,
): RecordLookup<LoadedEvent> {
  const details =
    seriesFrom === undefined ? [] : [seriesDetailsStatement(eventIdQuery(by, caller), seriesFrom, caller)];
  return {
    statements: [...findEventStatements(by, caller), ...details],
    found: ([rows, kinds, detailRows]) => {
      const row = rows?.[0];
      if (row) {
        const seriesDetails = decodeSeriesDetails(detailRows?.[0]);
        return { ...withShownDates(decodeEventRow(row), seriesDetails), seriesDetails };
      }
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
  const id =
    'id' in by
      ? sql`SELECT ${by.aliases ? aliasedId('post', by.id) : by.id} AS id`
      : slugLookup('event', by, caller);
  return sql`SELECT p.password_hash FROM (${id}) page JOIN posts p ON p.id = page.id AND p.kind IN ('event', 'series')`;
}
