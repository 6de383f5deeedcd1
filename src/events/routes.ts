import { type Context, Hono } from 'hono';
import { cached } from '../cache/edge';
import type { AppEnv } from '../env';
import { ApiError, invalidParam } from '../http/errors';
import { assertPageExists, listResponse } from '../http/pagination';
import { parseParams } from '../http/schemas';
import { writeContext } from '../http/write-context';
import { formatUtcWall, startOfDayWall, utcToZonedWall, zonedWallToUtc } from '../lib/dates';
import { loadWith } from '../posts/lookup';
import { presentation } from '../posts/presenter';
import type { EventRow } from '../posts/rows';
import { canRead } from '../posts/visibility';
import { createEventOrSeries, deleteEventOrSeries, updateEventOrSeries } from '../series/writes';
import { type EventLocator, eventLookup, eventNotFound, type LoadedEvent, passwordHashQuery } from './load';
import { presentEvent } from './presenter';
import { planEventList, runEventList } from './queries';
import {
  type EventListQuery,
  eventCreateBody,
  eventDeleteQuery,
  eventListQuery,
  eventReadQuery,
  eventUpdateBody,
} from './schemas';
import { passwordHash, passwordOwner } from './writes';

const ID = ':id{[0-9]+}';

/** List parameters whose order and duplicates don't change a query's meaning. */
export const EVENT_LIST_PARAMS = new Set(['categories', 'tags', 'venue', 'organizer', 'include', 'status']);

/** The plan of an events list (`/events`, `/events.ics`) for the caller and language of this request. */
export function planForRequest(c: Context<AppEnv>, query: EventListQuery, now = new Date()) {
  return planEventList(query, {
    caller: c.get('caller'),
    lang: c.get('lang'),
    defaultLang: c.get('config').defaultLanguage,
    siteTimezone: c.get('config').siteTimezone,
    now,
  });
}
const SLUG = ':slug{[^/]+}';

const idOf = (c: Context<AppEnv>) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id > 2 ** 31 - 1) throw eventNotFound(c.req.param('id') ?? '');
  return id;
};

/** The event a by-id or by-slug route names (an id no event can have is 404 at once). */
function locateEvent(c: Context<AppEnv>): EventLocator {
  const slug = c.req.param('slug');
  // Hono has already percent-decoded the parameter; decoding again breaks on a literal `%`.
  return slug !== undefined ? { slug, lang: c.get('lang') } : { id: idOf(c) };
}

/** Single reads: trashed and unreadable events are 403; a password-protected one needs its password. */
async function assertReadable(
  c: Context<AppEnv>,
  event: EventRow,
  password: string | undefined,
  storedHash: unknown,
) {
  const caller = c.get('caller');
  if (!canRead(caller, event, formatUtcWall(new Date()))) {
    if (event.status === 'trash') {
      throw new ApiError(403, 'event-no-longer-available', 'This event is no longer available');
    }
    throw new ApiError(403, 'event-not-accessible', 'The requested event is not accessible');
  }
  if (event.has_password && !(await passwordMatches(event, password, storedHash))) {
    throw new ApiError(403, 'event-password-protected', 'The requested event is password protected');
  }
}

async function passwordMatches(event: EventRow, password: string | undefined, storedHash: unknown) {
  if (password === undefined || password === '') return false;
  return storedHash === (await passwordHash(passwordOwner(event), password));
}

const writeHeaders = { 'Cache-Control': 'no-store' };

/** A write's answer: the record it names, with its series' rule when it belongs to one. */
const answer = (c: Context<AppEnv>, event: LoadedEvent) =>
  presentEvent(event, presentation(c), { series: event.seriesDetails });

async function update(c: Context<AppEnv>) {
  const ctx = writeContext(c);
  const isBySlug = c.req.param('slug') !== undefined;
  const params = c.get('params');
  if (isBySlug && params.password !== undefined) {
    throw invalidParam('password', 'The password can only be set through /events/{id}.');
  }
  const input = parseParams(eventUpdateBody, params);
  const event = await updateEventOrSeries(c.get('db'), locateEvent(c), input, ctx, isBySlug);
  return c.json(answer(c, event), 200, writeHeaders);
}

async function remove(c: Context<AppEnv>) {
  const ctx = writeContext(c);
  const { force, scope } = parseParams(eventDeleteQuery, c.get('params'));
  const result = await deleteEventOrSeries(c.get('db'), locateEvent(c), { force, scope }, ctx);
  if (result.previous) {
    return c.json({ deleted: true, previous: answer(c, result.previous) }, 200, writeHeaders);
  }
  return c.json(answer(c, result.trashed!), 200, writeHeaders);
}

/**
 * The start of today in the site's zone (UTC): a series template shows its first occurrence that has
 * not ended by then. Single reads are cached per day for it (the day is part of their cache key).
 */
function startOfToday(c: Context<AppEnv>) {
  const tz = c.get('config').siteTimezone;
  const today = startOfDayWall(utcToZonedWall(new Date(), tz));
  return { today: today.slice(0, 10), fromUtc: formatUtcWall(zonedWallToUtc(today, tz)) };
}

async function read(c: Context<AppEnv>) {
  const { password } = parseParams(eventReadQuery, c.get('params'));
  const { today, fromUtc } = startOfToday(c);
  return cached(c, { query: [['day', today]] }, async () => {
    const by = locateEvent(c);
    const caller = c.get('caller');
    // A password is checked against the stored hash, read in the round trip that loads the event.
    const {
      record: event,
      checked: [hashes = []],
    } = await loadWith(
      c.get('db'),
      eventLookup(by, caller, fromUtc),
      password ? [passwordHashQuery(by, caller)] : [],
    );
    await assertReadable(c, event, password, hashes[0]?.password_hash);
    return c.json(presentEvent(event, presentation(c, true), { series: event.seriesDetails }));
  });
}

export const eventRoutes = new Hono<AppEnv>()
  .get('/events', async (c) => {
    const query = parseParams(eventListQuery, c.get('params'));
    const plan = planForRequest(c, query);
    return cached(c, { query: plan.canonical, lists: EVENT_LIST_PARAMS }, async () => {
      const { total, events } = await runEventList(
        c.get('db'),
        plan,
        query.page,
        query.per_page,
        c.get('caller'),
      );
      const page = { page: query.page, perPage: query.per_page, total };
      assertPageExists(page, events.length, 'event');
      const p = presentation(c);
      return listResponse(c, {
        key: 'events',
        items: events.map((event) => presentEvent(event, p, { locked: Boolean(event.has_password) })),
        collectionUrl: `${p.apiRoot}/events`,
        query: plan.canonical,
        page,
      });
    });
  })
  .post('/events', async (c) => {
    const ctx = writeContext(c);
    const input = parseParams(eventCreateBody, c.get('params'));
    const event = await createEventOrSeries(c.get('db'), input, ctx);
    return c.json(answer(c, event), 201, writeHeaders);
  })
  .get(`/events/${ID}`, read)
  .on(['POST', 'PUT', 'PATCH'], `/events/${ID}`, update)
  .delete(`/events/${ID}`, remove)
  .get(`/events/by-slug/${SLUG}`, read)
  .on(['POST', 'PUT', 'PATCH'], `/events/by-slug/${SLUG}`, update)
  .delete(`/events/by-slug/${SLUG}`, remove);
