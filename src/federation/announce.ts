import type { Config } from '../config';
import type { Db } from '../db/client';
import { hostOf, idOf } from './names';
import { fetchActivityJson } from './remote';
import type { GetSigner } from './signed-get';
import { isBlocked } from './store';

/**
 * `Announce` of an Event by a followed actor: how Mobilizon groups share their events (an `Announce` whose
 * object is the `Create` of the event, or the event itself) and how relays pass on others' (an `Announce` of
 * the event's id). The announcer is not the event's author, so nothing of the body is used: the event is
 * fetched from its own origin by its id (through the outgoing guard), must be an `Event` there whose author
 * (`attributedTo`) lives on the same host as the event, and neither the event's host nor its author may be
 * blocked here. What comes back is what a `Create` of that event by its author would have brought.
 *
 * Not wired into the inbox yet (src/federation/inbox.ts and following.ts hand a followed actor's activities
 * to the sources' ingest; docs/federation.md#not-done-yet): `announcedEvent` is the check that wiring uses.
 */

export interface AnnouncedEvent {
  /** The event's id at its origin (what deduplicates it, as a Create's object would). */
  objectId: string;
  /** The event as its origin serves it. */
  event: Record<string, unknown>;
  /** Its author (a person or a group), on the event's host. */
  attributedTo: string;
}

/** The id of the Event an Announce shares: its object, or the object of the Create/Update it wraps. */
export function announcedObjectId(activity: Record<string, unknown>): string | null {
  if (activity.type !== 'Announce') return null;
  const object = activity.object;
  if (object && typeof object === 'object' && !Array.isArray(object)) {
    const inner = object as Record<string, unknown>;
    if (inner.type === 'Create' || inner.type === 'Update') return idOf(inner.object);
    if (inner.type !== undefined && inner.type !== 'Event') return null;
  }
  const id = idOf(object);
  return id && hostOf(id) !== null ? id : null;
}

/** The Event an Announce shares, fetched from its origin and checked; null when it is not one (or refused). */
export async function announcedEvent(
  db: Db,
  activity: Record<string, unknown>,
  config: Config,
  ownHosts: readonly string[],
  signer?: GetSigner,
): Promise<AnnouncedEvent | null> {
  const objectId = announcedObjectId(activity);
  if (!objectId) return null;
  if (await isBlocked(db, objectId)) return null;
  let event: Record<string, unknown>;
  try {
    event = await fetchActivityJson(objectId, config, ownHosts, signer);
  } catch {
    return null;
  }
  if (idOf(event.id) !== objectId || event.type !== 'Event') return null;
  const attributedTo = idOf(event.attributedTo) ?? idOf(event.actor);
  if (!attributedTo || hostOf(attributedTo) !== hostOf(objectId)) return null;
  if (await isBlocked(db, attributedTo)) return null;
  return { objectId, event, attributedTo };
}
