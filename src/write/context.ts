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
}

/**
 * The context of a write. Anonymous callers are 401 and subscribers (who may write nothing) 403,
 * before any parameter or record is looked at.
 */
export function writeContext(c: Context<AppEnv>): WriteContext {
  const user = c.get('caller');
  if (!user) throw forbidden(401);
  if (user.role === 'subscriber') throw forbidden(403);
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
