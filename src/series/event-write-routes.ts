import { type Context, Hono } from 'hono';
import type { AppEnv } from '../env';
import { showsOnlineUrl } from '../events/fact-keys';
import type { LoadedEvent } from '../events/load';
import { presentEvent } from '../events/presenter';
import { ID, locateEvent, type RecordContext, SLUG } from '../events/routes';
import { eventCreateBody, eventDeleteQuery, eventUpdateBody } from '../events/schemas';
import { invalidParam } from '../http/errors';
import { recordEtag, writtenJson } from '../http/record-json';
import { recordPath } from '../http/schemas';
import { parseParams, validPath } from '../http/validate';
import { presentation } from '../posts/presenter';
import type { EventRow } from '../posts/rows';
import { writeContext } from '../write/context';
import { createEventOrSeries } from './create';
import { deleteEventOrSeries } from './delete';
import { updateEventOrSeries } from './update';

/**
 * Every write of an event, plain or of a series (`POST /events`, `POST|PUT|PATCH|DELETE /events/{id}` and
 * by slug): they go through the series writes, which hand a plain event to the events' own.
 */

/** An event write's context; a 412 names the event's ETag as its single read would give it. */
export function eventWriteContext(c: Context<AppEnv>) {
  const ctx = writeContext(c);
  ctx.guard.etagOf = (event: EventRow) =>
    recordEtag(
      event.version ?? 0,
      presentEvent(event, presentation(c, true), { onlineUrl: showsOnlineUrl(event, c.get('caller')) }),
    );
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
export const answer = (c: Context<AppEnv>, event: LoadedEvent) =>
  presentEvent(event, presentation(c), {
    series: event.seriesDetails,
    onlineUrl: showsOnlineUrl(event, c.get('caller')),
  });

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

export const eventWriteRoutes = new Hono<AppEnv>()
  .post('/events', async (c) => {
    const ctx = writeContext(c);
    const input = parseParams(eventCreateBody, c.get('params'));
    const event = await createEventOrSeries(c.get('db'), input, ctx);
    return writtenJson(c, answer(c, event), event.version, 201);
  })
  .on(['POST', 'PUT', 'PATCH'], `/events/${ID}`, validPath(recordPath), update)
  .delete(`/events/${ID}`, validPath(recordPath), remove)
  .on(['POST', 'PUT', 'PATCH'], `/events/by-slug/${SLUG}`, validPath(recordPath), update)
  .delete(`/events/by-slug/${SLUG}`, validPath(recordPath), remove);
