import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { cached, expireAnswerAt } from '../cache/edge';
import type { AppEnv } from '../env';
import { nextReveal, showsOnlineUrl } from '../events/fact-keys';
import { pageIdsQuery } from '../events/list-statements';
import { eventIdFrom } from '../events/load';
import { givenPassword } from '../events/password';
import { withoutDefaultWindow } from '../events/queries';
import { readEvent } from '../events/read';
import { EVENT_LIST_PARAMS, eventPage, planForRequest } from '../events/routes';
import { eventReadQuery } from '../events/schemas';
import { listHeaders, pageLinks } from '../http/pagination';
import { type Validated, validQuery } from '../http/validate';
import { addDaysToWall, utcToZonedWall } from '../lib/dates';
import { type Presentation, presentation, textOf } from '../posts/presenter';
import { decodeEventRow, type EventRow } from '../posts/rows';
import { readsProtectedFields } from '../posts/visibility';
import { calendarOf, DESCRIPTION_HTML_CHARS, eventEntry, singleEventCalendarOf } from './events';
import { buildCalendar } from './ics';
import { eventFeedQuery, FEED_PAST_DAYS } from './schemas';
import { decodeSeriesFeed, feedEntries, seriesCalendar, seriesFeedStatements } from './series';

const RELATIVE_BOUNDS = ['starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** A file name for the download: the slug when it is plain ASCII, else `event-{id}`. */
const fileNameOf = (slug: string, id: number) =>
  /^[a-z0-9][a-z0-9-]{0,150}$/.test(slug) ? `${slug}.ics` : `event-${id}.ics`;

/**
 * `GET /events/{id}.ics`: one event as an iCalendar file to download (add to calendar), read as the
 * single read reads it. A password-protected event without `password` shows what the feed shows of it.
 */
async function oneEvent(c: Context<AppEnv, string, Validated<{ query: typeof eventReadQuery }>>) {
  const password = givenPassword(c);
  const id = eventIdFrom((c.req.param('id') ?? '').replace(/\.ics$/, ''));
  // An answer a password unlocked is for the one who gave it: never shared.
  return cached(c, { query: [], private: password !== undefined }, async () => {
    const { event, locked, lang } = await readEvent(c, { id }, password, 'locked');
    const p = { ...presentation(c), lang };
    const { entries, timezones } =
      event.kind === 'series'
        ? await seriesOf(c, event, p, locked)
        : { entries: [eventEntry(event, p, locked, shownOnline(c, [event])(event))], timezones: [] };
    const body = buildCalendar(singleEventCalendarOf(p), entries, timezones);
    return c.body(body, 200, {
      'Content-Type': CALENDAR_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${fileNameOf(textOf(event, p).slug, event.id)}"`,
    });
  });
}

/**
 * A series template as one calendar: its VEVENT with the rule (RRULE, RDATE, EXDATE for what the feed
 * does not show) and its edited occurrences, as `events.ics` gives the series, not just one date of it.
 */
async function seriesOf(c: Context<AppEnv>, template: EventRow, p: Presentation, locked: boolean) {
  const statements = seriesFeedStatements(sql`SELECT ${template.id}`, c.get('caller'), ['publish']);
  const data = decodeSeriesFeed(await c.get('db').batch(statements)).get(template.id);
  if (!data)
    return {
      entries: [eventEntry(template, p, locked, shownOnline(c, [template])(template))],
      timezones: [],
    };
  // The template as the read found it (a password may have opened it); an edited occurrence with a
  // password the caller does not read shows as lists show it, whatever password opened the series.
  const caller = c.get('caller');
  const lockedOf = (row: EventRow) => (row.id === template.id ? locked : !readsProtectedFields(caller, row));
  return seriesCalendar(data, p, new Date(), lockedOf, shownOnline(c, [data.template, ...data.overrides]));
}

/**
 * Whether the caller sees each event's online address now (`CONFERENCE`, the description's line); the
 * answer showing `rows` expires when one of the addresses it hides is shown.
 */
function shownOnline(c: Context<AppEnv>, rows: EventRow[]) {
  const caller = c.get('caller');
  const now = Date.now();
  expireAnswerAt(c, nextReveal(rows, caller, now));
  return (row: EventRow) => showsOnlineUrl(row, caller, now);
}

export const feedRoutes = new Hono<AppEnv>()
  .get('/events/:id{[0-9]+\\.ics}', validQuery(eventReadQuery), oneEvent)
  .get('/events.ics', validQuery(eventFeedQuery), async (c) => {
    const query = c.req.valid('query');
    const config = c.get('config');
    const now = new Date();
    // Drafts never, unless a caller who may read them asks for them by `status` (as in lists).
    query.status ??= ['publish'];
    // The list's window starts yesterday; a subscribed calendar would drop yesterday's events at once.
    if (
      query.start_date === undefined &&
      !withoutDefaultWindow(query) &&
      RELATIVE_BOUNDS.every((b) => query[b] === undefined)
    ) {
      query.start_date = addDaysToWall(utcToZonedWall(now, config.siteTimezone), -FEED_PAST_DAYS).slice(
        0,
        10,
      );
    }
    const listed = planForRequest(c, query, now);
    const listPlan = query.expand
      ? { ...listed, canonical: [...listed.canonical, ['expand', 'true'] as const] }
      : listed;
    // A DESCRIPTION shows a part of the description: only that much of it is read (the whole page of
    // 500 events is a few megabytes from D1 at most, however long the descriptions are).
    const plan =
      listPlan.texts === 'all'
        ? listPlan
        : { ...listPlan, texts: { ...listPlan.texts, descriptionChars: DESCRIPTION_HTML_CHARS } };
    return cached(c, { query: plan.canonical, lists: EVENT_LIST_PARAMS }, async () => {
      const caller = c.get('caller');
      const series = query.expand
        ? []
        : seriesFeedStatements(pageIdsQuery(plan, query.page, query.per_page), caller, plan.statuses);
      const { page, rows, extra } = await eventPage(c, plan, query, series);
      const events = rows.map(decodeEventRow);
      const p = presentation(c);
      const links = pageLinks(`${p.apiRoot}/events.ics`, plan.canonical, page);
      const unslashed = (url: string | undefined) => url?.replace('/events.ics/?', '/events.ics?');
      const locked = (event: EventRow) => !readsProtectedFields(caller, event);
      // Expanded, every occurrence is an event of its own (its UID built from its id); otherwise each
      // series is one VEVENT with its rule.
      const seriesData = decodeSeriesFeed(extra);
      const online = shownOnline(c, [
        ...events,
        ...[...seriesData.values()].flatMap((data) => [data.template, ...data.overrides]),
      ]);
      const { entries, timezones } = query.expand
        ? {
            entries: events.map((event) => eventEntry(event, p, locked(event), online(event))),
            timezones: [],
          }
        : feedEntries(events, seriesData, p, now, locked, online);
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
