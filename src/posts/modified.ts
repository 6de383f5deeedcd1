import { type SQL, sql } from 'drizzle-orm';
import { formatUtcWall, parseDateInput } from '../lib/dates';

/**
 * `modified_after` / `modified_before` (WordPress 5.7's names) on the lists of events, venues and
 * organizers: both exclusive, compared on `modified_utc`, the instants as given (an offset or `Z` as
 * written, a date without one in the site time zone), no day snapping. For simple pollers: a list
 * cannot show what was deleted (the change feed can).
 */
export const MODIFIED_PARAMS = ['modified_after', 'modified_before'] as const;

export interface ModifiedFilter {
  modified_after?: string;
  modified_before?: string;
}

export interface ModifiedBound {
  name: (typeof MODIFIED_PARAMS)[number];
  /** `YYYY-MM-DD HH:MM:SS` in UTC, as `modified_utc` is stored. */
  utc: string;
}

/** The bounds given (validated values: each parses). */
export function modifiedBounds(q: ModifiedFilter, siteTimezone: string): ModifiedBound[] {
  return MODIFIED_PARAMS.flatMap((name) => {
    const parsed = q[name] === undefined ? null : parseDateInput(q[name], siteTimezone);
    return parsed ? [{ name, utc: formatUtcWall(parsed.instant) }] : [];
  });
}

export const modifiedCondition = (bound: ModifiedBound): SQL =>
  bound.name === 'modified_after' ? sql`p.modified_utc > ${bound.utc}` : sql`p.modified_utc < ${bound.utc}`;

/** The bounds in a list's canonical query (and so its links and cache key): ISO 8601 in UTC. */
export const canonicalModified = (bounds: ModifiedBound[]): Array<[string, string]> =>
  bounds.map((bound) => [bound.name, `${bound.utc.replace(' ', 'T')}Z`]);
