import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { eventNotFound } from '../events/load';
import {
  assertMayReadRevisions,
  presentRevision,
  type RevisionRow,
  revisionNotFound,
  revisionPageStatements,
  revisionStatement,
  revisionsOwnerQuery,
} from '../events/revision-reads';
import { assertPageExists, listResponse } from '../http/pagination';
import { writtenJson } from '../http/record-json';
import { MAX_ID } from '../http/schemas';
import { parseParams, validQuery } from '../http/validate';
import type { EventReference } from '../posts/event-reference';
import { presentation } from '../posts/presenter';
import { answer, eventWriteContext } from './event-write-routes';
import { restoreRevision } from './revision-restore';
import { revisionQuery, revisionsQuery } from './schemas';

/**
 * An event's revisions (docs/api.md#revisions), as WordPress's `/wp/v2/posts/{id}/revisions`: the list
 * (newest first), one revision, and its restore, an update of the event through the normal write path.
 * Read by whoever may edit the event; one round trip per read.
 */

const ID = ':id{[0-9]+}';
const REVISION = ':revision{[0-9]+}';

/** The event's id in the path (one no event can have is 404). */
function eventIdOf(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id > MAX_ID) throw eventNotFound(c.req.param('id') ?? '');
  return id;
}
const revisionIdOf = (c: Context<AppEnv>) => {
  const id = Number(c.req.param('revision'));
  return Number.isSafeInteger(id) && id <= MAX_ID ? id : 0;
};

export const revisionRoutes = new Hono<AppEnv>()
  .get(`/events/${ID}/revisions`, validQuery(revisionsQuery), async (c) => {
    const id = eventIdOf(c);
    const query = c.req.valid('query');
    const [owner, counted, rows] = (await c
      .get('db')
      .batch([revisionsOwnerQuery(id), ...revisionPageStatements(id, query.page, query.per_page)])) as [
      EventReference[],
      Array<{ total: number }>,
      RevisionRow[],
    ];
    assertMayReadRevisions(c.get('caller'), id, owner[0], new Date());
    const page = { page: query.page, perPage: query.per_page, total: counted[0]?.total ?? 0 };
    assertPageExists(page, rows.length, 'event');
    const p = presentation(c);
    return listResponse(c, {
      key: 'revisions',
      items: rows.map((row) => presentRevision(row, p)),
      collectionUrl: `${p.apiRoot}/events/${id}/revisions`,
      query: [
        ['page', String(query.page)],
        ['per_page', String(query.per_page)],
      ],
      page,
    });
  })
  .get(`/events/${ID}/revisions/${REVISION}`, validQuery(revisionQuery), async (c) => {
    const id = eventIdOf(c);
    const [owner, rows] = (await c
      .get('db')
      .batch([revisionsOwnerQuery(id), revisionStatement(id, revisionIdOf(c))])) as [
      EventReference[],
      RevisionRow[],
    ];
    assertMayReadRevisions(c.get('caller'), id, owner[0], new Date());
    const row = rows[0];
    if (!row) throw revisionNotFound();
    return c.json(presentRevision(row, presentation(c)));
  })
  .post(`/events/${ID}/revisions/${REVISION}/restore`, async (c) => {
    const ctx = eventWriteContext(c);
    parseParams(revisionQuery, c.get('params'));
    const event = await restoreRevision(c.get('db'), eventIdOf(c), revisionIdOf(c), ctx);
    return writtenJson(c, answer(c, event), event.version);
  });
