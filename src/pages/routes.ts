import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { cached, expireAnswerAt } from '../cache/edge';
import type { AppEnv } from '../env';
import { nextReveal, showsOnlineUrl } from '../events/fact-keys';
import { runEventList } from '../events/list-statements';
import { presentEvent, presentListedEvent } from '../events/presenter';
import { planEventList } from '../events/queries';
import { readEvent, startOfToday } from '../events/read';
import { eventListQuery } from '../events/schemas';
import { ApiError } from '../http/errors';
import { contentLanguage } from '../http/language';
import { parseParams } from '../http/validate';
import { addDaysToWall, addMonthsToWall, formatUtcWall, utcToZonedWall } from '../lib/dates';
import type { LinkedKind } from '../linked/kind';
import { findLinkedStatement } from '../linked/queries';
import { organizerKind } from '../organizers/kind';
import { presentation } from '../posts/presenter';
import { decodeEventRow, decodePostRow } from '../posts/rows';
import { slugLookup } from '../posts/slugs';
import { canRead } from '../posts/visibility';
import { venueKind } from '../venues/kind';
import { calendarRoutes } from './calendar/routes';
import { eventPage } from './event-page';
import { organizerPage, venuePage } from './linked-page';
import type { OrganizerRecord, VenueRecord } from './parts';
import { htmlResponse, notFound, pageContext, pageKey } from './respond';

/**
 * The public pages every record's `url` points to: `/{lang}/event/{slug}/` (and `/event/{slug}/` in the
 * default language), `/venue/{slug}/`, `/organizer/{slug}/`, and the calendar's views under `/events/`
 * (./calendar/). Server-rendered HTML in the content
 * language, read through the API's own queries, visibility rules and presenters, and cached like the
 * API's reads (the edge cache, ETags, the content generation).
 */

const SLUG = ':slug{[^/]+}';
/** A venue's or organizer's page lists this many of its upcoming events. */
export const UPCOMING_ON_PAGE = 20;

/** A record the caller may not read is not there, as far as a public page says. */
const isAbsent = (err: unknown) => err instanceof ApiError && (err.status === 403 || err.status === 404);

/** The occurrence of the series `seriesId` on the local day `day` (`YYYY-MM-DD`), if there is one. */
const occurrenceOn = (seriesId: number, day: string) =>
  sql`SELECT id FROM posts WHERE series_id = ${seriesId} AND kind = 'event'
    AND substr(recurrence_id, 1, 10) = ${day} ORDER BY recurrence_id LIMIT 1`;

/**
 * The event a page address names: `/event/{slug}/`, or one occurrence of a series on its date,
 * `/event/{slug}/{YYYY-MM-DD}/` (the `url` of occurrences, as TEC Pro addresses them).
 */
async function readPageEvent(c: Context<AppEnv>, slug: string, day: string | undefined) {
  const from = startOfToday(c).fromUtc;
  const named = await readEvent(
    c,
    { slug, lang: c.get('lang'), defaultLang: c.get('config').defaultLanguage },
    undefined,
    'locked',
    from,
  );
  if (day === undefined) return named;
  const seriesId = named.event.series_id;
  const [occurrence] =
    seriesId === null ? [] : await c.get('db').all<{ id: number }>(occurrenceOn(seriesId, day));
  if (!occurrence) throw new ApiError(404, 'rest-event-not-found', `No occurrence on ${day}.`);
  return readEvent(c, { id: occurrence.id }, undefined, 'locked', from);
}

async function eventRoute(c: Context<AppEnv>) {
  const slug = c.req.param('slug') ?? '';
  const day = c.req.param('day');
  return cached(c, { query: pageKey(c) }, async () => {
    let read: Awaited<ReturnType<typeof readEvent>>;
    try {
      read = await readPageEvent(c, slug, day);
    } catch (err) {
      if (isAbsent(err)) return notFound(c);
      throw err;
    }
    const caller = c.get('caller');
    // A page that hides the online address is not served from the cache once it is shown.
    expireAnswerAt(c, nextReveal([read.event], caller));
    const event = presentEvent(read.event, presentation(c, true), {
      locked: read.locked,
      series: read.event.seriesDetails,
      onlineUrl: showsOnlineUrl(read.event, caller),
    });
    return htmlResponse(c, eventPage(event, pageContext(c), read.locked));
  });
}

/**
 * The events a venue's or organizer's page lists: those that have not ended (from today in the site's
 * time zone) up to the end of the default window, as `GET /events` lists them. The window moves by the
 * day, so the page's cache entry does too.
 */
function upcomingQuery(now: Date, siteTimezone: string) {
  const today = utcToZonedWall(now, siteTimezone);
  return parseParams(eventListQuery, {
    ends_after: addDaysToWall(today, -1).slice(0, 10),
    end_date: addMonthsToWall(today, 24).slice(0, 10),
    per_page: UPCOMING_ON_PAGE,
  });
}

function linkedRoute(kind: LinkedKind) {
  return async (c: Context<AppEnv>) => {
    const config = c.get('config');
    const by = { slug: c.req.param('slug') ?? '', lang: c.get('lang'), defaultLang: config.defaultLanguage };
    const caller = c.get('caller');
    const now = new Date();
    const query = upcomingQuery(now, config.siteTimezone);
    const plan = planEventList(query, {
      caller,
      lang: by.lang,
      defaultLang: config.defaultLanguage,
      siteTimezone: config.siteTimezone,
      now,
      linkedTo: { role: kind.kind, ids: slugLookup(kind.kind, by, caller) },
    });
    return cached(c, { query: [...pageKey(c), ...plan.canonical] }, async () => {
      // One round trip: the record, and the events linked to it.
      const { total, rows, led } = await runEventList(c.get('db'), plan, 1, query.per_page, caller, [
        findLinkedStatement(kind, by, caller),
      ]);
      const raw = led[0]?.[0];
      const row = raw ? decodePostRow(raw) : undefined;
      if (!row || !canRead(caller, row, formatUtcWall(now))) return notFound(c);
      const listed = presentation(c);
      const upcoming = {
        events: rows.map(decodeEventRow).map((event) => presentListedEvent(event, listed, caller)),
        total,
      };
      const record = kind.present(row, presentation(c, true));
      const ctx = pageContext(c);
      return htmlResponse(
        c,
        kind.kind === 'venue'
          ? venuePage(record as VenueRecord, upcoming, ctx)
          : organizerPage(record as OrganizerRecord, upcoming, ctx),
      );
    });
  };
}

export const pageRoutes = new Hono<AppEnv>()
  .get(`/event/${SLUG}`, contentLanguage, eventRoute)
  .get(`/event/${SLUG}/:day{[0-9]{4}-[0-9]{2}-[0-9]{2}}`, contentLanguage, eventRoute)
  .get(`/venue/${SLUG}`, contentLanguage, linkedRoute(venueKind))
  .get(`/organizer/${SLUG}`, contentLanguage, linkedRoute(organizerKind))
  // The calendar's views: `/events/`, `/events/month/`, `/events/category/{slug}/` …
  .route('/', calendarRoutes);
