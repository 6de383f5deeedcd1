import { Hono } from 'hono';
import { cached } from '../cache/edge';
import type { AppEnv } from '../env';
import { pageIdsQuery, runEventList } from '../events/queries';
import { EVENT_LIST_PARAMS, planForRequest } from '../events/routes';
import { assertPageExists, listHeaders, pageLinks } from '../http/pagination';
import { parseParams } from '../http/schemas';
import { addDaysToWall, utcToZonedWall } from '../lib/dates';
import { presentation } from '../posts/presenter';
import { calendarOf, eventEntry } from './events';
import { buildCalendar } from './ics';
import { eventFeedQuery, FEED_PAST_DAYS } from './schemas';
import { decodeSeriesFeed, feedEntries, seriesFeedStatements } from './series';

const RELATIVE_BOUNDS = ['starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

export const feedRoutes = new Hono<AppEnv>().get('/events.ics', async (c) => {
  const query = parseParams(eventFeedQuery, c.get('params'));
  const config = c.get('config');
  const now = new Date();
  // Drafts never, unless a caller who may read them asks for them by `status` (as in lists).
  query.status ??= ['publish'];
  // The list's window starts yesterday; a subscribed calendar would drop yesterday's events at once.
  if (
    query.start_date === undefined &&
    !query.include &&
    RELATIVE_BOUNDS.every((b) => query[b] === undefined)
  ) {
    query.start_date = addDaysToWall(utcToZonedWall(now, config.siteTimezone), -FEED_PAST_DAYS).slice(0, 10);
  }
  const listed = planForRequest(c, query, now);
  const plan = query.expand
    ? { ...listed, canonical: [...listed.canonical, ['expand', 'true'] as const] }
    : listed;
  return cached(c, { query: plan.canonical, lists: EVENT_LIST_PARAMS }, async () => {
    const caller = c.get('caller');
    const series = query.expand
      ? []
      : seriesFeedStatements(pageIdsQuery(plan, query.page, query.per_page), caller, plan.statuses);
    const { total, events, extra } = await runEventList(
      c.get('db'),
      plan,
      query.page,
      query.per_page,
      caller,
      series,
    );
    const page = { page: query.page, perPage: query.per_page, total };
    assertPageExists(page, events.length, 'event');
    const p = presentation(c);
    const links = pageLinks(`${p.apiRoot}/events.ics`, plan.canonical, page);
    const unslashed = (url: string | undefined) => url?.replace('/events.ics/?', '/events.ics?');
    // Expanded, every occurrence is an event of its own (its UID built from its id); otherwise each
    // series is one VEVENT with its rule.
    const { entries, timezones } = query.expand
      ? { entries: events.map((event) => eventEntry(event, p, Boolean(event.has_password))), timezones: [] }
      : feedEntries(events, decodeSeriesFeed(extra), p, now);
    const body = buildCalendar(calendarOf(p), entries, timezones);
    return c.body(body, 200, {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': 'inline; filename="events.ics"',
      ...listHeaders(page, {
        rest_url: unslashed(links.rest_url)!,
        next_rest_url: unslashed(links.next_rest_url),
        previous_rest_url: unslashed(links.previous_rest_url),
      }),
    });
  });
});
