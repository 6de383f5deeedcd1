import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { formatUtcWall } from '../lib/dates';
import { loadWith } from '../posts/lookup';
import type { EventRow } from '../posts/rows';
import { canRead } from '../posts/visibility';
import { type EventLocator, eventLookup, passwordHashQuery } from './load';
import { passwordHash } from './writes';

/**
 * What a single read of an event may show: everything, or — for a password-protected event read
 * without its password — only what lists show (`locked`).
 */
export interface ReadEvent {
  event: EventRow;
  locked: boolean;
}

/**
 * Loads the event `by` names as the single read sees it, in one round trip (a password is checked
 * against the hash read in the same batch). Trashed and unreadable events are 403. A
 * password-protected event without the right password is 403 too, unless `withoutPassword` is
 * `'locked'` and no password was sent: then it is shown as lists show it.
 */
export async function readEvent(
  c: Context<AppEnv>,
  by: EventLocator,
  password: string | undefined,
  withoutPassword: 'forbidden' | 'locked' = 'forbidden',
): Promise<ReadEvent> {
  const caller = c.get('caller');
  const {
    record: event,
    checked: [hashes = []],
  } = await loadWith(c.get('db'), eventLookup(by, caller), password ? [passwordHashQuery(by, caller)] : []);
  if (!canRead(caller, event, formatUtcWall(new Date()))) {
    if (event.status === 'trash') {
      throw new ApiError(403, 'event-no-longer-available', 'This event is no longer available');
    }
    throw new ApiError(403, 'event-not-accessible', 'The requested event is not accessible');
  }
  if (!event.has_password) return { event, locked: false };
  if (password && hashes[0]?.password_hash === (await passwordHash(event.id, password))) {
    return { event, locked: false };
  }
  if (withoutPassword === 'locked' && !password) return { event, locked: true };
  throw new ApiError(403, 'event-password-protected', 'The requested event is password protected');
}
