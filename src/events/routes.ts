import type { SQL } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { cached, expireAnswerAt } from '../cache/edge';
import type { AppEnv } from '../env';
import { assertPageExists, listResponse } from '../http/pagination';
import { recordJson } from '../http/record-json';
import { MAX_ID, recordPath } from '../http/schemas';
import { type Validated, validPath, validQuery } from '../http/validate';
import { JsonItems } from '../lib/json-items';
import { type Presentation, presentation } from '../posts/presenter';
import type { EventRow } from '../posts/rows';
import { readsProtectedFields } from '../posts/visibility';
import { eventFacetsQuery, facetsRoute } from './facets';
import { FACT_LIST_PARAMS } from './fact-filters';
import { nextReveal, showsOnlineUrl } from './fact-keys';
import { runEventList } from './list-statements';
import { type EventLocator, eventNotFound } from './load';
import { givenPassword } from './password';
import { presentedEventJson } from './presented-json';
import { presentEvent } from './presenter';
import { type EventListPlan, planEventList } from './queries';
import { readEvent, startOfToday } from './read';
import { type EventListQuery, eventListQuery, eventReadQuery } from './schemas';

/** The path parameters of one event: an id, or a slug under `by-slug/`. */
export const ID = ':id{[0-9]+}';

/** List parameters whose order and duplicates don't change a query's meaning. */
export const EVENT_LIST_PARAMS = new Set([
  'categories',
  'tags',
  'venue',
  'organizer',
  'include',
  'status',
  ...FACT_LIST_PARAMS,
]);

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
export const SLUG = ':slug{[^/]+}';

export type RecordContext = Context<AppEnv, string, Validated<{ param: typeof recordPath }>>;

/** The event a by-id or by-slug route names (an id no event can have is 404 at once). */
export function locateEvent(c: RecordContext): EventLocator {
  const { id, slug } = c.req.valid('param');
  // Hono has already percent-decoded the parameter; decoding again breaks on a literal `%`.
  if (slug !== undefined) return { slug, lang: c.get('lang'), defaultLang: c.get('config').defaultLanguage };
  if (id === undefined || id > MAX_ID) throw eventNotFound(c.req.param('id') ?? '');
  return { id };
}

async function read(
  c: Context<AppEnv, string, Validated<{ param: typeof recordPath; query: typeof eventReadQuery }>>,
) {
  const password = givenPassword(c);
  const { today, fromUtc } = startOfToday(c);
  // An answer a password unlocked is for the one who gave it: never shared.
  return cached(c, { query: [['day', today]], private: password !== undefined }, async () => {
    const { event, lang } = await readEvent(c, locateEvent(c), password, 'forbidden', fromUtc);
    const caller = c.get('caller');
    expireAnswerAt(c, nextReveal([event], caller));
    const presented = presentEvent(
      event,
      { ...presentation(c, true), lang },
      { series: event.seriesDetails, onlineUrl: showsOnlineUrl(event, caller) },
    );
    return recordJson(c, presented, event.version);
  });
}

/**
 * A page of events as JSON texts for `caller`: raw rows carry the columns the rules read (has_password,
 * author_id, status, the online address's) as decoded ones do. An answer hiding an online address that
 * is shown later expires then.
 */
export function presentedEvents(c: Context<AppEnv>, rows: Record<string, unknown>[], p: Presentation) {
  const caller = c.get('caller');
  const now = Date.now();
  const events = rows as unknown as EventRow[];
  expireAnswerAt(c, nextReveal(events, caller, now));
  return new JsonItems(
    events.map((row) =>
      presentedEventJson(
        row as unknown as Record<string, unknown>,
        p,
        !readsProtectedFields(caller, row),
        showsOnlineUrl(row, caller, now),
      ),
    ),
  );
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
      return listResponse(c, {
        key: 'events',
        items: presentedEvents(c, rows, p),
        collectionUrl: `${p.apiRoot}/events`,
        query: plan.canonical,
        page,
      });
    });
  })
  .get('/events/facets', validQuery(eventFacetsQuery), facetsRoute)
  .get(`/events/${ID}`, validPath(recordPath), validQuery(eventReadQuery), read)
  .get(`/events/by-slug/${SLUG}`, validPath(recordPath), validQuery(eventReadQuery), read);
