import type { Context } from 'hono';
import type { JSX } from 'hono/jsx/jsx-runtime';
import type { AppEnv } from '../../env';
import { presentListedEvent } from '../../events/presenter';
import { ApiError } from '../../http/errors';
import { utcToZonedWall } from '../../lib/dates';
import { colorsOf } from '../../pages/calendar/badges';
import { eventsByDay } from '../../pages/calendar/month-view';
import { presentation } from '../../posts/presenter';
import { decodeEventRow } from '../../posts/rows';
import { listContextOf, readListParams } from '../event-list';
import type { Frame } from '../layout';
import { BadCalendarPage, type CalendarEvent, CalendarPage } from './page';
import { CALENDAR_FILTERS, type CalendarFilters, monthOf, readMonth } from './read';

/**
 * `GET /admin/calendar?month=YYYY-MM[&s=&category=&tag=&venue=&organizer=]`: the month of every event the caller may
 * read, drafts included (./read.ts). A month or filter that can't be used is a 400 page saying which.
 */

const html = async (c: Context<AppEnv>, page: JSX.Element, status: 200 | 400) =>
  c.html(`<!doctype html>${await page.toString()}`, status);

export async function calendarScreen(c: Context<AppEnv>, frame: Frame) {
  const ctx = listContextOf(c, frame);
  const query = c.req.query();
  const month = monthOf(query.month, ctx);
  // The list's own reading of its filters; of them the calendar takes the search, category, tag, venue and organizer.
  const { params, rejected } = readListParams(
    Object.fromEntries(CALENDAR_FILTERS.map((name) => [name, query[name] ?? ''])),
  );
  const problems: string[] = [...(month === null ? ['month'] : []), ...rejected];
  if (month === null || problems.length > 0)
    return html(c, <BadCalendarPage frame={frame} problems={problems} />, 400);
  const filters: CalendarFilters = {
    s: params.s,
    category: params.category,
    tag: params.tag,
    venue: params.venue,
    organizer: params.organizer,
  };
  let result: Awaited<ReturnType<typeof readMonth>>;
  try {
    result = await readMonth(c.get('db'), month, filters, ctx);
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 400) throw err;
    const named = Object.keys((err.data.params ?? {}) as Record<string, string>);
    return html(c, <BadCalendarPage frame={frame} problems={named} />, 400);
  }
  const p = presentation(c);
  const decoded = result.rows.map(decodeEventRow);
  const events = decoded.map((row) => presentListedEvent(row, p, frame.caller) as unknown as CalendarEvent);
  const view = {
    frame,
    month,
    today: utcToZonedWall(ctx.now, ctx.siteTimezone).slice(0, 10),
    filters,
    byDay: eventsByDay(events, month),
    truncated: result.truncated,
    choices: result.choices,
    looks: colorsOf(decoded),
  };
  return html(c, <CalendarPage view={view} />, 200);
}
