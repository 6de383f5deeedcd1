import { type Context, Hono } from 'hono';
import { cached } from '../cache/edge';
import type { AppEnv } from '../env';
import { invalidParam } from '../http/errors';
import { assertPageExists, listResponse } from '../http/pagination';
import { recordEtag, recordJson, writtenJson } from '../http/record-json';
import { parseParams } from '../http/schemas';
import { writeContext } from '../http/write-context';
import { presentation } from '../posts/presenter';
import type { EventRow } from '../posts/rows';
import { type EventLocator, eventIdFrom, eventLookup } from './load';
import { presentEvent, presentListedEvent } from './presenter';
import { planEventList, runEventList } from './queries';
import { readEvent } from './read';
import {
  type EventListQuery,
  eventCreateBody,
  eventDeleteQuery,
  eventListQuery,
  eventReadQuery,
  eventUpdateBody,
} from './schemas';
import { createEvent, deleteEventPermanently, trashEvent, updateEvent } from './writes';

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

/** The event a by-id or by-slug route names (an id no event can have is 404 at once). */
function locateEvent(c: Context<AppEnv>): EventLocator {
  const slug = c.req.param('slug');
  // Hono has already percent-decoded the parameter; decoding again breaks on a literal `%`.
  return slug !== undefined ? { slug, lang: c.get('lang') } : { id: eventIdFrom(c.req.param('id') ?? '') };
}

const lookupEvent = (c: Context<AppEnv>) => eventLookup(locateEvent(c), c.get('caller'));

/** An event write's context; a 412 names the event's ETag as its single read would give it. */
function eventWriteContext(c: Context<AppEnv>) {
  const ctx = writeContext(c);
  ctx.guard.etagOf = (event: EventRow) =>
    recordEtag(event.version ?? 0, presentEvent(event, presentation(c, true)));
  return ctx;
}

async function update(c: Context<AppEnv>) {
  const ctx = eventWriteContext(c);
  const isBySlug = c.req.param('slug') !== undefined;
  const params = c.get('params');
  if (isBySlug && params.password !== undefined) {
    throw invalidParam('password', 'The password can only be set through /events/{id}.');
  }
  const input = parseParams(eventUpdateBody, params);
  const event = await updateEvent(c.get('db'), lookupEvent(c), input, ctx);
  return writtenJson(c, presentEvent(event, presentation(c)), event.version);
}

async function remove(c: Context<AppEnv>) {
  const ctx = eventWriteContext(c);
  const { force } = parseParams(eventDeleteQuery, c.get('params'));
  const p = presentation(c);
  if (force) {
    const previous = await deleteEventPermanently(c.get('db'), lookupEvent(c), ctx);
    return writtenJson(c, { deleted: true, previous: presentEvent(previous, p) }, undefined);
  }
  const event = await trashEvent(c.get('db'), lookupEvent(c), ctx);
  return writtenJson(c, presentEvent(event, p), event.version);
}

async function read(c: Context<AppEnv>) {
  const { password } = parseParams(eventReadQuery, c.get('params'));
  return cached(c, { query: [] }, async () => {
    const { event } = await readEvent(c, locateEvent(c), password);
    return recordJson(c, presentEvent(event, presentation(c, true)), event.version);
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
        items: events.map((event) => presentListedEvent(event, p)),
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
    return writtenJson(c, presentEvent(event, presentation(c)), event.version, 201);
  })
  .get(`/events/${ID}`, read)
  .on(['POST', 'PUT', 'PATCH'], `/events/${ID}`, update)
  .delete(`/events/${ID}`, remove)
  .get(`/events/by-slug/${SLUG}`, read)
  .on(['POST', 'PUT', 'PATCH'], `/events/by-slug/${SLUG}`, update)
  .delete(`/events/by-slug/${SLUG}`, remove);
