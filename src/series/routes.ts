import { Hono } from 'hono';
import { cached } from '../cache/edge';
import type { AppEnv } from '../env';
import { runEventList } from '../events/list-statements';
import { eventNotFound } from '../events/load';
import { planEventList } from '../events/queries';
import { EVENT_LIST_PARAMS, presentedEvents } from '../events/routes';
import type { EventListQuery } from '../events/schemas';
import { assertPageExists, listResponse } from '../http/pagination';
import { MAX_ID, recordPath } from '../http/schemas';
import { validPath, validQuery } from '../http/validate';
import { formatUtcWall } from '../lib/dates';
import { type EventReference, eventReferenceQuery } from '../posts/event-reference';
import { presentation } from '../posts/presenter';
import { canRead } from '../posts/visibility';
import { occurrencesQuery } from './schemas';

/**
 * `GET /events/{id}/occurrences` (Google Calendar's `instances`): the occurrences of the series `{id}`
 * (its template or any occurrence) belongs to, in the `/events` envelope, every one from the first
 * unless dates are given. A plain event's id lists that event; an id the caller may not read is 404.
 */
export const seriesRoutes = new Hono<AppEnv>().get(
  '/events/:id{[0-9]+}/occurrences',
  validPath(recordPath),
  validQuery(occurrencesQuery),
  async (c) => {
    const { id } = c.req.valid('param');
    if (id === undefined || id > MAX_ID) throw eventNotFound(c.req.param('id') ?? '');
    const query = c.req.valid('query') as EventListQuery;
    const caller = c.get('caller');
    const config = c.get('config');
    const plan = planEventList(
      query,
      {
        caller,
        lang: c.get('lang'),
        defaultLang: config.defaultLanguage,
        siteTimezone: config.siteTimezone,
        now: new Date(),
      },
      { occurrencesOf: id },
    );
    return cached(c, { query: plan.canonical, lists: EVENT_LIST_PARAMS }, async () => {
      const { total, rows, led } = await runEventList(c.get('db'), plan, query.page, query.per_page, caller, [
        eventReferenceQuery(id),
      ]);
      const named = led[0]?.[0] as EventReference | undefined;
      if (!named || !canRead(caller, named, formatUtcWall(new Date()))) throw eventNotFound(id);
      const page = { page: query.page, perPage: query.per_page, total };
      assertPageExists(page, rows.length, 'event');
      const p = presentation(c);
      return listResponse(c, {
        key: 'events',
        items: presentedEvents(c, rows, p),
        collectionUrl: `${p.apiRoot}/events/${id}/occurrences`,
        query: plan.canonical,
        page,
      });
    });
  },
);
