import { type Context, Hono } from 'hono';
import { cached } from '../cache/edge';
import type { AppEnv } from '../env';
import { ApiError, invalidParam } from '../http/errors';
import { assertPageExists, listResponse } from '../http/pagination';
import { parseParams } from '../http/schemas';
import { writeContext } from '../http/write-context';
import { formatUtcWall } from '../lib/dates';
import { JsonItems } from '../lib/json-items';
import { load, loadWith } from '../posts/lookup';
import { presentation } from '../posts/presenter';
import type { EventRow } from '../posts/rows';
import { canRead } from '../posts/visibility';
import { type EventLocator, eventLookup, eventNotFound, passwordHashQuery } from './load';
import { presentedEventJson } from './presented-json';
import { presentEvent } from './presenter';
import { type EventListPlan, planEventList, runEventList } from './queries';
import {
  type EventListQuery,
  eventCreateBody,
  eventDeleteQuery,
  eventListQuery,
  eventReadQuery,
  eventUpdateBody,
} from './schemas';
import { createEvent, deleteEventPermanently, passwordHash, trashEvent, updateEvent } from './writes';

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

const lookupEvent = (c: Context<AppEnv>) => eventLookup(locateEvent(c), c.get('caller'));

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
  return storedHash === (await passwordHash(event.id, password));
}

const writeHeaders = { 'Cache-Control': 'no-store' };

async function update(c: Context<AppEnv>) {
  const ctx = writeContext(c);
  const isBySlug = c.req.param('slug') !== undefined;
  const params = c.get('params');
  if (isBySlug && params.password !== undefined) {
    throw invalidParam('password', 'The password can only be set through /events/{id}.');
  }
  const input = parseParams(eventUpdateBody, params);
  const event = await updateEvent(c.get('db'), lookupEvent(c), input, ctx);
  return c.json(presentEvent(event, presentation(c)), 200, writeHeaders);
}

async function remove(c: Context<AppEnv>) {
  const ctx = writeContext(c);
  const { force } = parseParams(eventDeleteQuery, c.get('params'));
  const existing = await load(c.get('db'), lookupEvent(c));
  const p = presentation(c);
  if (force) {
    await deleteEventPermanently(c.get('db'), existing, ctx);
    return c.json({ deleted: true, previous: presentEvent(existing, p) }, 200, writeHeaders);
  }
  const event = await trashEvent(c.get('db'), existing, ctx);
  return c.json(presentEvent(event, p), 200, writeHeaders);
}

async function read(c: Context<AppEnv>) {
  const { password } = parseParams(eventReadQuery, c.get('params'));
  return cached(c, { query: [] }, async () => {
    const by = locateEvent(c);
    const caller = c.get('caller');
    // A password is checked against the stored hash, read in the round trip that loads the event.
    const {
      record: event,
      checked: [hashes = []],
    } = await loadWith(c.get('db'), eventLookup(by, caller), password ? [passwordHashQuery(by, caller)] : []);
    await assertReadable(c, event, password, hashes[0]?.password_hash);
    return c.json(presentEvent(event, presentation(c, true)));
  });
}

/** The page of an events list this request asks for, rows as D1 returns them; 404 past the last page. */
export async function eventPage(
  c: Context<AppEnv>,
  plan: EventListPlan,
  query: { page: number; per_page: number },
) {
  const { total, rows } = await runEventList(c.get('db'), plan, query.page, query.per_page, c.get('caller'));
  const page = { page: query.page, perPage: query.per_page, total };
  assertPageExists(page, rows.length, 'event');
  return { page, rows };
}

export const eventRoutes = new Hono<AppEnv>()
  .get('/events', async (c) => {
    const query = parseParams(eventListQuery, c.get('params'));
    const plan = planForRequest(c, query);
    return cached(c, { query: plan.canonical, lists: EVENT_LIST_PARAMS }, async () => {
      const { page, rows } = await eventPage(c, plan, query);
      const p = presentation(c);
      return listResponse(c, {
        key: 'events',
        items: new JsonItems(rows.map((row) => presentedEventJson(row, p, Boolean(row.has_password)))),
        collectionUrl: `${p.apiRoot}/events`,
        query: plan.canonical,
        page,
      });
    });
  })
  .post('/events', async (c) => {
    const ctx = writeContext(c);
    const input = parseParams(eventCreateBody, c.get('params'));
    const event = await createEvent(c.get('db'), input, ctx);
    return c.json(presentEvent(event, presentation(c)), 201, writeHeaders);
  })
  .get(`/events/${ID}`, read)
  .on(['POST', 'PUT', 'PATCH'], `/events/${ID}`, update)
  .delete(`/events/${ID}`, remove)
  .get(`/events/by-slug/${SLUG}`, read)
  .on(['POST', 'PUT', 'PATCH'], `/events/by-slug/${SLUG}`, update)
  .delete(`/events/by-slug/${SLUG}`, remove);
