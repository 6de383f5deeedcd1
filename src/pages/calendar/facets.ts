/**
 * The visitors' filters of the calendar's views (TEC Filter Bar's facets), as the query of a view's
 * address: the API's own list filters by their names (`categories`, `tags` by slug, `venue`, `organizer`
 * by id, `weekday`, `time_of_day`, `event_language`, `accessibility`, `event_status`, `attendance_mode`),
 * and `price` (`free`, or an amount: the API's `free=true` or `max_cost`). A checkbox list sends a name once
 * per value (`weekday=friday&weekday=saturday`), a link writes it once with commas; each facet matches
 * any of its values and the facets combine (all of them). The values are validated by the API's list
 * schema (src/events/schemas.ts); the view keeps them in a canonical form (sorted, each once), so a
 * filtered page is one address, one cache key and one feed, whatever the order it was asked in.
 */

import { FACETS, type Facet } from '../../events/facet-counts';

export { FACETS, type Facet };

/** A facet's values as one comma list each, in `FACETS` order. */
export type FacetValues = Partial<Record<Facet, string>>;

/** A facet's query longer than this is no view's (the API's own limits are far below it). */
const MAX_FACET_TEXT = 2000;

/**
 * The facets a query names: each value list as text, trimmed, empty ones dropped; null when one is not
 * text (an object) or too long.
 */
export function facetsOf(params: Record<string, unknown>): FacetValues | null {
  const facets: FacetValues = {};
  for (const name of FACETS) {
    const raw = params[name];
    if (raw === undefined) continue;
    const list = Array.isArray(raw) ? raw : [raw];
    if (list.some((value) => typeof value !== 'string' && typeof value !== 'number')) return null;
    const values = list
      .flatMap((value) => String(value).split(','))
      .map((value) => value.trim())
      .filter((value) => value !== '');
    const text = [...new Set(values)].sort().join(',');
    if (text.length > MAX_FACET_TEXT) return null;
    if (text !== '') facets[name] = text;
  }
  return facets;
}

/** The API list parameters of the facets (`price` as `free` or `max_cost`). */
export function apiParamsOf(facets: FacetValues | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of FACETS) {
    const value = facets?.[name];
    if (value === undefined) continue;
    if (name === 'price') {
      if (value === 'free') params.free = 'true';
      else params.max_cost = value;
    } else params[name] = value;
  }
  return params;
}

/** The facets in a link's query, in `FACETS` order. */
export function appendFacets(query: URLSearchParams, facets: FacetValues | undefined) {
  for (const name of FACETS) {
    const value = facets?.[name];
    if (value !== undefined) query.set(name, value);
  }
}

/** Whether any facet is chosen. */
export const hasFacets = (facets: FacetValues | undefined) =>
  facets !== undefined && Object.keys(facets).length > 0;

/** The facets without `name`. */
export function without(facets: FacetValues | undefined, name: Facet): FacetValues {
  const { [name]: _, ...rest } = facets ?? {};
  return rest;
}

/** Each value of a facet. */
export const valuesOf = (facets: FacetValues | undefined, name: Facet): string[] =>
  facets?.[name]?.split(',') ?? [];
