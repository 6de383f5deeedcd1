import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../http/errors';
import { formatUtcWall, startOfDayWall, utcToZonedWall, zonedWallToUtc } from '../lib/dates';
import type { Lang } from '../lib/languages';
import { aliasLanguageQuery, readLanguage } from '../posts/aliases';
import { loadWith } from '../posts/lookup';
import { canRead, readsProtectedFields } from '../posts/visibility';
import { type EventLocator, eventLookup, type LoadedEvent, passwordHashQuery } from './load';
import { passwordUnlocks } from './password';
import { passwordOwner } from './writes';

/**
 * What a single read of an event may show: everything, or — for a password-protected event read
 * without its password — only what lists show (`locked`).
 */
export interface ReadEvent {
  event: LoadedEvent;
  locked: boolean;
  /** The language to answer in: the request's, or an alias's (a translation's old id, src/posts/aliases.ts). */
  lang: Lang;
}

/**
 * Loads the event `by` names as the single read sees it, in one round trip (a password is checked
 * against the hash read in the same batch; an id may be an alias, whose language is read there too).
 * Trashed and unreadable events are 403. A password-protected event whose protected fields the caller
 * may not read (src/posts/visibility.ts) needs the right password, else it is 403 too (429 after too
 * many wrong ones), unless `withoutPassword` is `'locked'` and no password was sent: then it is shown
 * as lists show it.
 */
export async function readEvent(
  c: Context<AppEnv>,
  by: EventLocator,
  password: string | undefined,
  withoutPassword: 'forbidden' | 'locked' = 'forbidden',
  seriesFrom?: string,
): Promise<ReadEvent> {
  const caller = c.get('caller');
  const located = 'id' in by ? { ...by, aliases: true } : by;
  const aliasChecks = 'id' in by ? [aliasLanguageQuery('post', by.id)] : [];
  const { record: event, checked } = await loadWith(c.get('db'), eventLookup(located, caller, seriesFrom), [
    ...aliasChecks,
    ...(password ? [passwordHashQuery(located, caller)] : []),
  ]);
  const aliasRows = aliasChecks.length > 0 ? checked[0] : undefined;
  const hashes = checked[aliasChecks.length] ?? [];
  const lang = readLanguage(c, aliasRows);
  if (!canRead(caller, event, formatUtcWall(new Date()))) {
    if (event.status === 'trash') {
      throw new ApiError(403, 'event-no-longer-available', 'This event is no longer available');
    }
    throw new ApiError(403, 'event-not-accessible', 'The requested event is not accessible');
  }
  if (readsProtectedFields(caller, event)) return { event, locked: false, lang };
  if (await passwordUnlocks(c, passwordOwner(event), password, hashes[0]?.password_hash)) {
    return { event, locked: false, lang };
  }
  if (withoutPassword === 'locked' && !password) return { event, locked: true, lang };
  throw new ApiError(
    403,
    'event-password-protected',
    'The requested event is not accessible without a password',
  );
}

/**
 * The start of today in the site's zone (UTC): a series template shows its first occurrence that has
 * not ended by then. Single reads are cached per day for it (the day is part of their cache key).
 */
export function startOfToday(c: Context<AppEnv>) {
  const tz = c.get('config').siteTimezone;
  const today = startOfDayWall(utcToZonedWall(new Date(), tz));
  return { today: today.slice(0, 10), fromUtc: formatUtcWall(zonedWallToUtc(today, tz)) };
}
