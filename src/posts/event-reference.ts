import { type SQL, sql } from 'drizzle-orm';
import type { Status } from '../db/schema';
import type { Caller } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { canRead, readsProtectedFields } from './visibility';

/** What a parameter naming an event (`event`, `post`) needs to know about it. */
export type EventReference = {
  status: Status;
  author_id: number;
  published_utc: string;
  has_password: 0 | 1;
};

/** The statement reading the event `id` names (no row when there is none). */
export const eventReferenceQuery = (id: number | undefined): SQL =>
  sql`SELECT status, author_id, published_utc, password_hash IS NOT NULL AS has_password
    FROM posts WHERE id = ${id ?? 0} AND kind IN ('event', 'series')`;

/**
 * Whether a parameter may name this event: one the caller can read, and whose venues, organizers and
 * terms (protected fields of a password-protected event) it may read. Any other is unknown, exactly
 * as an id no event has, so the parameter tells nothing about it.
 */
export const isKnownEvent = (caller: Caller, event: EventReference | undefined, now: Date): boolean =>
  event !== undefined && canRead(caller, event, formatUtcWall(now)) && readsProtectedFields(caller, event);
