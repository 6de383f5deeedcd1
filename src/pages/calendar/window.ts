import { addDaysToWall, addMonthsToWall } from '../../lib/dates';
import type { CalendarView } from './view';

/**
 * Which events a view shows, said as the parameters of `GET /site/events/v1/events` (site time zone):
 *
 * - the list: `start_date` = yesterday (the API's default window, as `GET /events` without dates) or
 *   the chosen day, `end_date` 24 months later; 12 a page, as TEC;
 * - the past list: `strict_dates=true&ends_before={today or the chosen day} 00:00:00`, latest first;
 * - the month and the day: the events on its days by their own dates (the event's time zone), as TEC
 *   and the widget place them: read as `strict_dates=true&ends_after=…&starts_before=…` with a day of
 *   margin on both sides for events in other zones, then kept when one of their own days is shown;
 *   at most `MAX_ON_VIEW` of them (one list query).
 *
 * With `search`, `categories` and `tags` (by slug) as chosen. The export (`?ical=1`) asks the feed for
 * the same filters over the view's days exactly (`feedParams`).
 */

/** The list's page size, as TEC's "events per page". */
export const LIST_PER_PAGE = 12;
/** The most events a month or a day reads (as the feed's largest page). */
export const MAX_ON_VIEW = 500;

export type ListParams = Record<string, string>;

const midnight = (day: string) => `${day} 00:00:00`;
const dayAfter = (day: string, days = 1) => addDaysToWall(midnight(day), days).slice(0, 10);

/** The first and last day a view shows (`YYYY-MM-DD`); the list's are open. */
export function daysOf(view: CalendarView): { first: string; last: string } | null {
  if (view.kind === 'day' && view.day) return { first: view.day, last: view.day };
  if (view.kind === 'week' && view.day) return { first: view.day, last: dayAfter(view.day, 6) };
  if (view.kind === 'month' && view.month) {
    const first = `${view.month}-01`;
    return { first, last: dayAfter(addMonthsToWall(midnight(first), 1).slice(0, 10), -1) };
  }
  return null;
}

function filters(view: CalendarView): ListParams {
  return {
    ...(view.search ? { search: view.search } : {}),
    ...(view.category ? { categories: view.category } : {}),
    ...(view.tag ? { tags: view.tag } : {}),
  };
}

function listWindow(view: CalendarView, today: string): ListParams {
  if (view.past) return { strict_dates: 'true', ends_before: midnight(view.from ?? today) };
  const start = view.from ?? dayAfter(today, -1);
  return { start_date: start, end_date: addMonthsToWall(midnight(view.from ?? today), 24).slice(0, 10) };
}

/** The parameters of the page's list query (without `page` and `per_page`). */
export function pageParams(view: CalendarView, today: string): ListParams {
  const days = daysOf(view);
  const window = days
    ? {
        strict_dates: 'true',
        ends_after: midnight(dayAfter(days.first, -1)),
        starts_before: midnight(dayAfter(days.last, 2)),
      }
    : listWindow(view, today);
  return { ...window, ...filters(view) };
}

/**
 * The days a paged view's (list, photo) facets count: the next 31 from the list's start (the last 31 for
 * the past). Its list reaches two years ahead (the past, back to the first event): counting all of it was
 * a statement per facet over every event of those years, 1.5 s at 100 000 events for a page of twelve.
 */
export const PAGED_COUNT_DAYS = 31;

/** The window a view's facets are counted over: its days exactly (site time), or the list's next 31 days. */
export function countParams(view: CalendarView, today: string): ListParams {
  const days = daysOf(view);
  if (days) {
    return {
      strict_dates: 'true',
      ends_after: midnight(days.first),
      starts_before: midnight(dayAfter(days.last)),
      ...filters(view),
    };
  }
  const from = view.from ?? today;
  const window: ListParams = view.past
    ? {
        strict_dates: 'true',
        ends_after: midnight(dayAfter(from, -PAGED_COUNT_DAYS)),
        ends_before: midnight(from),
      }
    : {
        strict_dates: 'true',
        ends_after: midnight(from),
        starts_before: midnight(dayAfter(from, PAGED_COUNT_DAYS)),
      };
  return { ...window, ...filters(view) };
}

/** The parameters of the feed of a view (`/site/events/v1/events.ics`): its days exactly, or the list's window. */
export function feedParams(view: CalendarView, today: string): ListParams {
  const days = daysOf(view);
  const window = days
    ? { strict_dates: 'true', ends_after: midnight(days.first), starts_before: midnight(dayAfter(days.last)) }
    : listWindow(view, today);
  return { ...window, ...filters(view), ...(days ? { per_page: String(MAX_ON_VIEW) } : {}) };
}

/** What placing an event on days needs: its own walls (its time zone). */
export interface OwnDates {
  all_day: boolean | null;
  start_date: string;
  end_date: string;
}

/**
 * The first and last day an event is on, by its own dates: a timed event that ends at midnight does not
 * take the day it ends on (as the widget).
 */
export function ownDays(event: OwnDates): { first: string; last: string } {
  const first = event.start_date.slice(0, 10);
  let last = event.end_date.slice(0, 10);
  if (event.all_day !== true && last > first && event.end_date.slice(11, 19) === '00:00:00') {
    last = dayAfter(last, -1);
  }
  // (An end before the start, which writes refuse, is taken as the start.)
  if (last < first) last = first;
  return { first, last };
}

/** Whether the event is on one of the days `first`…`last`. */
export const isOnDays = (event: OwnDates, first: string, last: string) => {
  const own = ownDays(event);
  return own.first <= last && own.last >= first;
};
