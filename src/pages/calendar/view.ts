import { addDaysToWall, addMonthsToWall, parseWall } from '../../lib/dates';
import { type CalendarAddress, formatAddress, isPaged, type ViewKind } from './address';
import { appendFacets, type FacetValues, facetsOf, hasFacets } from './facets';

/**
 * What a calendar page shows, resolved from its address, its query and today's date (in the site's
 * time zone): the view, its date, page and filters. The query takes TEC's own parameters:
 * `tribe-bar-search` (the search bar), `tribe-bar-date` (the list's first day, the month or the day
 * shown; TEC 4's `eventDate` too), `tribe_events_cat` (a category by slug, as WordPress' query var),
 * `eventDisplay` (`past`, or a view on the default address), `ical` and `outlook-ical` (export).
 * Anything else in the query is ignored, so it can't split the cache.
 */
export interface CalendarView {
  kind: ViewKind;
  /** A category's slug; `categoryParents`, its ancestors' slugs, the top one first (its address nests them). */
  category?: string;
  categoryParents?: string[];
  tag?: string;
  search?: string;
  /** The list's page (1 on the other views). */
  page: number;
  /** The list of events that have ended, latest first. */
  past: boolean;
  /** The list's first day (`YYYY-MM-DD`), when the visitor chose one. */
  from?: string;
  /** The month shown (`YYYY-MM`), on the month view. */
  month?: string;
  /** The day shown (`YYYY-MM-DD`), on the day view; the week's first day on the week view. */
  day?: string;
  /** The visitors' filters (./facets.ts), in their canonical form. */
  facets?: FacetValues;
}

export type Resolved =
  | { status: 200; view: CalendarView; exportAs?: 'ical' | 'outlook' }
  | { status: 404 }
  | { status: 400; problem: 'date' | 'search' | 'filter'; value: string };

/** The years a calendar address may name: outside them there is no page (and no link to one). */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2199;
/** As the API's `search`. */
const MAX_SEARCH = 200;

const yearOf = (date: string) => Number(date.slice(0, 4));
const inRange = (date: string) => yearOf(date) >= FIRST_YEAR && yearOf(date) <= LAST_YEAR;

/** A real day (`2026-02-30` is not) within the calendar's years. */
export const isCalendarDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && parseWall(`${day} 00:00:00`) !== null && inRange(day);
export const isCalendarMonth = (month: string) => /^\d{4}-\d{2}$/.test(month) && isCalendarDay(`${month}-01`);

/** A parameter as one string: absent is undefined, a repeated one (an array) is null. */
function textParam(params: Record<string, unknown>, name: string): string | null | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value.trim() : null;
}

/** The view the address and the query name. */
export function resolveView(
  address: CalendarAddress,
  params: Record<string, unknown>,
  today: string,
): Resolved {
  const search = textParam(params, 'tribe-bar-search');
  if (search === null || (search !== undefined && search.length > MAX_SEARCH))
    return { status: 400, problem: 'search', value: String(params['tribe-bar-search']).slice(0, 60) };
  const dateText = textParam(params, 'tribe-bar-date') ?? textParam(params, 'eventDate');
  if (dateText === null) return { status: 400, problem: 'date', value: '' };
  const chosen = dateText ? (/^\d{4}-\d{2}$/.test(dateText) ? `${dateText}-01` : dateText) : undefined;
  if (chosen !== undefined && !isCalendarDay(chosen))
    return { status: 400, problem: 'date', value: dateText!.slice(0, 40) };

  const display = textParam(params, 'eventDisplay');
  const shown =
    address.view ??
    (display === 'month' || display === 'day' || display === 'week' || display === 'photo'
      ? display
      : 'list');
  const past = isPaged(shown) && display === 'past';
  const category = textParam(params, 'tribe_events_cat');
  if (category === null || (category && category.length > 200)) return { status: 404 };
  const view: CalendarView = { kind: shown, page: 1, past };
  if (address.term?.taxonomy === 'category') view.category = address.term.slug;
  if (address.term?.taxonomy === 'tag') view.tag = address.term.slug;
  if (category) view.category = category;
  if (search) view.search = search;
  const facets = facetsOf(params);
  if (facets === null) return { status: 400, problem: 'filter', value: '' };
  // A category's or a tag's page (or the search bar's category) is of that term: its facet is not offered.
  if (view.category) delete facets.categories;
  if (view.tag) delete facets.tags;
  if (hasFacets(facets)) view.facets = facets;

  if (isPaged(shown)) {
    view.page = Number(address.page ?? '1');
    if (view.page < 1) return { status: 404 };
    if (chosen) view.from = chosen;
  } else if (shown === 'month') {
    view.month = chosen?.slice(0, 7) ?? address.month ?? today.slice(0, 7);
    if (!isCalendarMonth(view.month)) return { status: 404 };
  } else if (shown === 'week') {
    const day = chosen ?? address.day ?? today;
    if (!isCalendarDay(day)) return { status: 404 };
    const start = weekStart(day);
    if (!isCalendarDay(start)) return { status: 404 };
    view.day = start;
  } else {
    view.day = chosen ?? address.day ?? today;
    if (!isCalendarDay(view.day)) return { status: 404 };
  }
  const exportAs = textParam(params, 'ical')
    ? 'ical'
    : textParam(params, 'outlook-ical')
      ? 'outlook'
      : undefined;
  return { status: 200, view, ...(exportAs ? { exportAs } : {}) };
}

/** The address and query of a view: its canonical link (without the site and the language prefix). */
export function hrefOf(view: CalendarView): string {
  // One term goes in the path (the tag when both are chosen: the category has its query parameter).
  const term = view.tag
    ? { taxonomy: 'tag' as const, slug: view.tag }
    : view.category
      ? { taxonomy: 'category' as const, slug: view.category, parents: view.categoryParents ?? [] }
      : undefined;
  const address: CalendarAddress = {
    ...(term ? { term } : {}),
    view: view.kind,
    ...(isPaged(view.kind) ? { page: String(view.page) } : {}),
    ...(view.month ? { month: view.month } : {}),
    ...(view.day ? { day: view.day } : {}),
  };
  const query = new URLSearchParams();
  if (view.tag && view.category) query.set('tribe_events_cat', view.category);
  if (view.search) query.set('tribe-bar-search', view.search);
  if (isPaged(view.kind) && view.from) query.set('tribe-bar-date', view.from);
  if (view.past) query.set('eventDisplay', 'past');
  appendFacets(query, view.facets);
  const search = query.toString();
  return `${formatAddress(address)}${search ? `?${search}` : ''}`;
}

/** The same filters in another view: the list from its first page, the month of a day and back. */
export function switchTo(view: CalendarView, kind: ViewKind, today: string): CalendarView {
  const filters = {
    ...(view.category ? { category: view.category } : {}),
    ...(view.categoryParents ? { categoryParents: view.categoryParents } : {}),
    ...(view.tag ? { tag: view.tag } : {}),
    ...(view.search ? { search: view.search } : {}),
    ...(view.facets ? { facets: view.facets } : {}),
  };
  if (isPaged(kind)) return { kind, page: 1, past: false, ...filters };
  const day =
    view.day ?? (view.month && view.month !== today.slice(0, 7) ? `${view.month}-01` : undefined) ?? today;
  if (kind === 'week') return { kind, page: 1, past: false, day: weekStart(day), ...filters };
  return kind === 'month'
    ? { kind, page: 1, past: false, month: view.month ?? day.slice(0, 7), ...filters }
    : { kind, page: 1, past: false, day, ...filters };
}

/** The Monday of the week of `day` (ISO 8601 weeks, as TEC's default "week starts on"). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDaysToWall(`${day} 00:00:00`, -((weekday + 6) % 7)).slice(0, 10);
}

/** The month `months` away from `month`, or null outside the calendar's years. */
export function shiftMonth(month: string, months: number): string | null {
  const shifted = addMonthsToWall(`${month}-01 00:00:00`, months).slice(0, 7);
  return isCalendarMonth(shifted) ? shifted : null;
}

/** The day `days` away from `day`, or null outside the calendar's years. */
export function shiftDay(day: string, days: number): string | null {
  const shifted = addDaysToWall(`${day} 00:00:00`, days).slice(0, 10);
  return isCalendarDay(shifted) ? shifted : null;
}
