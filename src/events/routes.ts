import type { SQL } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { cached } from '../cache/edge';
import type { AppEnv } from '../env';
import { invalidParam } from '../http/errors';
import { assertPageExists, listResponse } from '../http/pagination';
import { recordEtag, recordJson, writtenJson } from '../http/record-json';
import { MAX_ID, recordPath } from '../http/schemas';
import { parseParams, type Validated, validPath, validQuery } from '../http/validate';
import { writeContext } from '../write/context';
import { JsonItems } from '../lib/json-items';
import { presentation } from '../posts/presenter';
import type { EventRow } from '../posts/rows';
import { readsProtectedFields } from '../posts/visibility';
import { createEventOrSeries, deleteEventOrSeries, updateEventOrSeries } from '../series/writes';
import { type EventLocator, eventNotFound, type LoadedEvent } from './load';
import { givenPassword } from './password';
import { presentedEventJson } from './presented-json';
import { presentEvent } from './presenter';
import { type EventListPlan, planEventList, runEventList } from './queries';
import { readEvent, startOfToday } from './read';
import {
  type EventListQuery,
  eventCreateBody,
  eventDeleteQuery,
  eventListQuery,
  eventReadQuery,
  eventUpdateBody,
} from './schemas';

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

type RecordContext = Context<AppEnv, string, Validated<{ param: typeof recordPath }>>;

/** The event a by-id or by-slug route names (an id no event can have is 404 at once). */
function locateEvent(c: RecordContext): EventLocator {
  const { id, slug } = c.req.valid('param');
  // Hono has already percent-decoded the parameter; decoding again breaks on a literal `%`.
  if (slug !== undefined) return { slug, lang: c.get('lang') };
  if (id === undefined || id > MAX_ID) throw eventNotFound(c.req.param('id') ?? '');
  return { id };
}

/** An event write's context; a 412 names the event's ETag as its single read would give it. */
function eventWriteContext(c: Context<AppEnv>) {
  const ctx = writeContext(c);
  ctx.guard.etagOf = (event: EventRow) =>
    recordEtag(event.version ?? 0, presentEvent(event, presentation(c, true)));
  return ctx;
}

async function update(c: RecordContext) {
  const ctx = eventWriteContext(c);
  const isBySlug = c.req.valid('param').slug !== undefined;
  const params = c.get('params');
  if (isBySlug && params.password !== undefined) {
    throw invalidParam('password', 'The password can only be set through /events/{id}.');
  }
  const input = parseParams(eventUpdateBody, params);
  const event = await updateEventOrSeries(c.get('db'), locateEvent(c), input, ctx, isBySlug);
  return writtenJson(c, answer(c, event), event.version);
}

/** A write's answer: the record it names, with its series' rule when it belongs to one. */
const answer = (c: Context<AppEnv>, event: LoadedEvent) =>
  presentEvent(event, presentation(c), { series: event.seriesDetails });

async function remove(c: RecordContext) {
  const ctx = eventWriteContext(c);
  const { force, scope } = parseParams(eventDeleteQuery, c.get('params'));
  const result = await deleteEventOrSeries(c.get('db'), locateEvent(c), { force, scope }, ctx);
  if (result.previous) {
    return writtenJson(c, { deleted: true, previous: answer(c, result.previous) }, undefined);
  }
  const event = result.trashed!;
  return writtenJson(c, answer(c, event), event.version);
}

async function read(
  c: Context<AppEnv, string, Validated<{ param: typeof recordPath; query: typeof eventReadQuery }>>,
) {
  const password = givenPassword(c);
  const { today, fromUtc } = startOfToday(c);
  // An answer a password unlocked is for the one who gave it: never shared.
  return cached(c, { query: [['day', today]], private: password !== undefined }, async () => {
    const { event, lang } = await readEvent(c, locateEvent(c), password, 'forbidden', fromUtc);
    const presented = presentEvent(
      event,
      { ...presentation(c, true), lang },
      { series: event.seriesDetails },
    );
    return recordJson(c, presented, event.version);
  });
}

/** The page of an events list this request asks for, rows as D1 returns them; 404 past the last page. */
export async function eventPage(
  c: Context<AppEnv>,
  plan: EventListPlan,
  query: { page: number; per_page: number },
  extra: SQL[] = [],
) {
  const { total, rows, ...more } = await runEventList(
    c.get('db'),
    plan,
    query.page,
    query.per_page,
    c.get('caller'),
    [],
    extra,
  );
  const page = { page: query.page, perPage: query.per_page, total };
  assertPageExists(page, rows.length, 'event');
  return { page, rows, extra: more.extra };
}

export const eventRoutes = new Hono<AppEnv>()
  .get('/events', validQuery(eventListQuery), async (c) => {
    const query = c.req.valid('query');
    const plan = planForRequest(c, query);
    return cached(c, { query: plan.canonical, lists: EVENT_LIST_PARAMS }, async () => {
      const { page, rows } = await eventPage(c, plan, query);
      const p = presentation(c);
      const caller = c.get('caller');
      return listResponse(c, {
        key: 'events',
        items: new JsonItems(
          rows.map((row) =>
            // Raw rows carry the columns the rule reads (has_password, author_id, status) as decoded ones do.
            presentedEventJson(row, p, !readsProtectedFields(caller, row as unknown as EventRow)),
          ),
        ),
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
    return writtenJson(c, answer(c, event), event.version, 201);
  })
  .get(`/events/${ID}`, validPath(recordPath), validQuery(eventReadQuery), read)
  .on(['POST', 'PUT', 'PATCH'], `/events/${ID}`, validPath(recordPath), update)
  .delete(`/events/${ID}`, validPath(recordPath), remove)
  .get(`/events/by-slug/${SLUG}`, validPath(recordPath), validQuery(eventReadQuery), read)
  .on(['POST', 'PUT', 'PATCH'], `/events/by-slug/${SLUG}`, validPath(recordPath), update)
  .delete(`/events/by-slug/${SLUG}`, validPath(recordPath), remove);
