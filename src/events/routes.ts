import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { cached } from '../cache/edge';
import type { AppEnv } from '../env';
import { ApiError, invalidParam } from '../http/errors';
import { assertPageExists, listResponse } from '../http/pagination';
import { parseParams } from '../http/schemas';
import { writeContext } from '../http/write-context';
import { formatUtcWall } from '../lib/dates';
import { presentation } from '../posts/presenter';
import type { EventRow } from '../posts/rows';
import { canRead } from '../posts/visibility';
import { presentEvent } from './presenter';
import { findEvent, planEventList, runEventList } from './queries';
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

const eventNotFound = (id: number | string) =>
  new ApiError(404, 'rest-event-not-found', `Event with ID ${id} does not exist.`);

const idOf = (c: Context<AppEnv>) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id > 2 ** 31 - 1) throw eventNotFound(c.req.param('id') ?? '');
  return id;
};

/** Loads the event a by-id or by-slug route names, or answers with the right 4xx. */
async function loadEvent(c: Context<AppEnv>): Promise<EventRow> {
  const slug = c.req.param('slug');
  if (slug !== undefined) {
    // Hono has already percent-decoded the parameter; decoding again breaks on a literal `%`.
    const { event } = await findEvent(c.get('db'), { slug, lang: c.get('lang') }, c.get('caller'));
    if (!event) throw new ApiError(404, 'rest-event-not-found', `Event with slug ${slug} does not exist.`);
    return event;
  }
  const id = idOf(c);
  const { event, kind } = await findEvent(c.get('db'), { id }, c.get('caller'));
  if (!event) {
    if (kind) throw new ApiError(400, 'rest-invalid-event-id', 'The specified ID is not a valid event.');
    throw eventNotFound(id);
  }
  return event;
}

/** Single reads: trashed and unreadable events are 403; a password-protected one needs its password. */
async function assertReadable(c: Context<AppEnv>, event: EventRow, password: string | undefined) {
  const caller = c.get('caller');
  if (!canRead(caller, event, formatUtcWall(new Date()))) {
    if (event.status === 'trash') {
      throw new ApiError(403, 'event-no-longer-available', 'This event is no longer available');
    }
    throw new ApiError(403, 'event-not-accessible', 'The requested event is not accessible');
  }
  if (event.has_password && !(await passwordMatches(c, event, password))) {
    throw new ApiError(403, 'event-password-protected', 'The requested event is password protected');
  }
}

async function passwordMatches(c: Context<AppEnv>, event: EventRow, password: string | undefined) {
  if (password === undefined || password === '') return false;
  const [row] = await c
    .get('db')
    .all<{ password_hash: string | null }>(sql`SELECT password_hash FROM posts WHERE id = ${event.id}`);
  return row?.password_hash === (await passwordHash(event.id, password));
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
  const existing = await loadEvent(c);
  const event = await updateEvent(c.get('db'), existing, input, ctx);
  return c.json(presentEvent(event, presentation(c)), 200, writeHeaders);
}

async function remove(c: Context<AppEnv>) {
  const ctx = writeContext(c);
  const { force } = parseParams(eventDeleteQuery, c.get('params'));
  const existing = await loadEvent(c);
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
    const event = await loadEvent(c);
    await assertReadable(c, event, password);
    return c.json(presentEvent(event, presentation(c, true)));
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
    const event = await createEvent(c.get('db'), input, ctx);
    return c.json(presentEvent(event, presentation(c)), 201, writeHeaders);
  })
  .get(`/events/${ID}`, read)
  .on(['POST', 'PUT', 'PATCH'], `/events/${ID}`, update)
  .delete(`/events/${ID}`, remove)
  .get(`/events/by-slug/${SLUG}`, read)
  .on(['POST', 'PUT', 'PATCH'], `/events/by-slug/${SLUG}`, update)
  .delete(`/events/by-slug/${SLUG}`, remove);
