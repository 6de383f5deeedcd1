import { type SQL, sql } from 'drizzle-orm';
import type { Db, Row } from '../../db/client';
import { eventListStatements } from '../../events/list-statements';
import { planEventList } from '../../events/queries';
import { eventListQuery } from '../../events/schemas';
import { parseParams } from '../../http/validate';
import { utcToZonedWall } from '../../lib/dates';
import { isCalendarMonth } from '../../pages/calendar/view';
import { MAX_ON_VIEW, pageParams } from '../../pages/calendar/window';
import { selectEvents } from '../../posts/rows';
import { READABLE_BY_DEFAULT } from '../../posts/visibility';
import {
  type Choice,
  type ListContext,
  postChoices,
  refuseUnknownReferences,
  termChoices,
} from '../event-list';

/**
 * The editors' month: every event of every status the caller may read (the events list's plan, with
 * `everything`: hidden ones too; the trash left out as the list's "All"), in the public month view's
 * window (its days with a day of margin, src/pages/calendar/window.ts), at most `MAX_ON_VIEW` in one
 * D1 round trip with the filters' choices. The filters are the events list's (search, category, tag, venue,
 * organizer), given to the API's list plan as its own parameters.
 */

/**
 * The month asked for (`YYYY-MM`), the site's current one when none is; null when it isn't a month of the
 * public calendar's years (src/pages/calendar/view.ts: the window's margin days must be dates too).
 */
export function monthOf(value: string | undefined, ctx: ListContext): string | null {
  if (value === undefined || value === '') return utcToZonedWall(ctx.now, ctx.siteTimezone).slice(0, 7);
  return isCalendarMonth(value) ? value : null;
}

/** The list's filters the calendar takes (src/admin/event-list.ts names them: `s` is the search). */
export const CALENDAR_FILTERS = ['s', 'category', 'tag', 'venue', 'organizer'] as const;

export interface CalendarFilters {
  s?: string;
  category?: number;
  tag?: number;
  venue?: number;
  organizer?: number;
}

export interface MonthResult {
  rows: Row[];
  /** More events than `MAX_ON_VIEW` are in the window. */
  truncated: boolean;
  choices: { categories: Choice[]; tags: Choice[]; venues: Choice[]; organizers: Choice[] };
}

/** Reads the month; a filter naming what doesn't exist (or isn't readable) is the API's 400 (`ApiError`). */
export async function readMonth(
  db: Db,
  month: string,
  filters: CalendarFilters,
  ctx: ListContext,
): Promise<MonthResult> {
  const query = parseParams(eventListQuery, {
    ...pageParams({ kind: 'month', month, page: 1, past: false }, month),
    ...(filters.s !== undefined && { search: filters.s }),
    ...(filters.category !== undefined && { categories: [filters.category] }),
    ...(filters.tag !== undefined && { tags: [filters.tag] }),
    ...(filters.venue !== undefined && { venue: [filters.venue] }),
    ...(filters.organizer !== undefined && { organizer: [filters.organizer] }),
    status: READABLE_BY_DEFAULT.join(','),
  });
  const plan = planEventList(query, ctx, { everything: true });
  const [checks] = eventListStatements(plan, 1, 1, ctx.caller);
  const order = 'p.start_utc ASC, p.id ASC';
  const ids = sql`SELECT p.id, row_number() OVER (ORDER BY ${sql.raw(order)}) AS ord FROM ${plan.from}
    WHERE ${plan.where} ORDER BY ${sql.raw(order)} LIMIT ${MAX_ON_VIEW + 1}`;
  const statements: SQL[] = [
    checks,
    selectEvents(ids, 'page.ord', ctx.caller, { texts: plan.texts }),
    termChoices('tribe_events_cat', ctx),
    termChoices('post_tag', ctx),
    postChoices('venue', ctx),
    postChoices('organizer', ctx),
  ];
  const [unknown, rows, categories, tags, venues, organizers] = (await db.batch(statements)) as [
    { param: string; value: string | number }[],
    Row[],
    Choice[],
    Choice[],
    Choice[],
    Choice[],
  ];
  refuseUnknownReferences(unknown);
  return {
    rows: rows.slice(0, MAX_ON_VIEW),
    truncated: rows.length > MAX_ON_VIEW,
    choices: { categories, tags, venues, organizers },
  };
}
