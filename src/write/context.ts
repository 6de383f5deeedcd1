import type { SQL } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { forbidden } from '../http/errors';
import type { User } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import type { Lang } from '../lib/languages';
import { WriteGuard } from './guard';

/** Who writes, in which language, and when: what every write needs besides its input. */
export interface WriteContext {
  user: User;
  lang: Lang;
  defaultLang: Lang;
  siteTimezone: string;
  now: Date;
  /** `If-Match` and `Idempotency-Key`, checked inside the write's batches. */
  guard: WriteGuard;
  /** Endless series are materialised this many months ahead. */
  seriesHorizonMonths: number;
  /** Occurrences of series one user's writes may create in a clock hour (0: no limit). */
  occurrencesPerHour: number;
  /**
   * Statements written in the same batch as the record `recordId` the write creates or changes (a
   * submission's row beside its event: src/submissions); none by default.
   */
  alongside?: (recordId: number) => SQL[];
}

/**
 * The context of a write. Anonymous callers are 401 and subscribers (who may write nothing) 403,
 * before any parameter or record is looked at.
 */
export function writeContext(c: Context<AppEnv>): WriteContext {
  const user = c.get('caller');
  if (!user) throw forbidden(401);
  // Submitters send events in through /submissions only (src/submissions), which writes as `writeContextAs`.
  if (user.role === 'subscriber' || user.role === 'submitter') throw forbidden(403);
  return writeContextAs(c, user);
}

/** The context of a write made as `user`, whoever the caller is: a submission's event (src/submissions). */
export function writeContextAs(c: Context<AppEnv>, user: User): WriteContext {
  const config = c.get('config');
  const now = new Date();
  return {
    user,
    lang: c.get('lang'),
    defaultLang: config.defaultLanguage,
    siteTimezone: config.siteTimezone,
    now,
    guard: c.get('guard') ?? WriteGuard.none(formatUtcWall(now)),
    seriesHorizonMonths: config.seriesHorizonMonths,
    occurrencesPerHour: config.occurrencesPerHour,
  };
}
