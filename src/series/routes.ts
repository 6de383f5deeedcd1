import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { cached } from '../cache/edge';
import type { Row } from '../db/client';
import type { AppEnv } from '../env';
import { eventNotFound } from '../events/load';
import { presentEvent } from '../events/presenter';
import { eventListStatements, planEventList } from '../events/queries';
import { EVENT_LIST_PARAMS } from '../events/routes';
import type { EventListQuery } from '../events/schemas';
import { assertPageExists, listResponse } from '../http/pagination';
import { parseParams } from '../http/schemas';
import { formatUtcWall } from '../lib/dates';
import { presentation } from '../posts/presenter';
import { decodeEventRow } from '../posts/rows';
import { canRead } from '../posts/visibility';
import { occurrencesQuery } from './schemas';

/**
 * `GET /events/{id}/occurrences` (Google Calendar's `instances`): the occurrences of the series `{id}`
 * (its template or any occurrence) belongs to, in the `/events` envelope, every one from the first
 * unless dates are given. A plain event's id lists that event; an id the caller may not read is 404.
 */
export const seriesRoutes = new Hono<AppEnv>().get('/events/:id{[0-9]+}/occurrences', async (c) => {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id > 2 ** 31 - 1) throw eventNotFound(c.req.param('id'));
  const query = parseParams(occurrencesQuery, c.get('params')) as EventListQuery;
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
    const [, counted, rows, named] = await c
      .get('db')
      .batch<[Row[], { total: number }[], Row[], Row[]]>([
        ...eventListStatements(plan, query.page, query.per_page, caller),
        sql`SELECT status, author_id, published_utc FROM posts WHERE id = ${id} AND kind IN ('event', 'series')`,
      ]);
    const event = named[0] as { status: 'publish'; author_id: number; published_utc: string } | undefined;
    if (!event || !canRead(caller, event, formatUtcWall(new Date()))) throw eventNotFound(id);
    const page = { page: query.page, perPage: query.per_page, total: counted[0]?.total ?? 0 };
    const events = rows.map(decodeEventRow);
    assertPageExists(page, events.length, 'event');
    const p = presentation(c);
    return listResponse(c, {
      key: 'events',
      items: events.map((event) => presentEvent(event, p, { locked: Boolean(event.has_password) })),
      collectionUrl: `${p.apiRoot}/events/${id}/occurrences`,
      query: plan.canonical,
      page,
    });
  });
});
