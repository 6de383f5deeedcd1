import { accessibilityKeys } from '../lib/accessibility';
import type { Caller } from '../lib/caller';
import { zonedWallOfUtcWall } from '../lib/dates';
import { LANGUAGES, type Lang } from '../lib/languages';
import type { Presentation } from '../posts/presenter';
import type { EventRow } from '../posts/rows';
import { canEdit } from '../posts/visibility';

/**
 * The facts visitors choose an event by (src/events/facts.ts) as the event's JSON shows them, after
 * TEC's keys and ours. Of a password-protected event shown without its password, those that describe
 * it (how it is attended, where online, its languages and accessibility) are protected fields, blanked
 * as its venue is; whether it is still on is not: a visitor of a list must learn that it is cancelled.
 */

const MINUTE_MS = 60_000;
const instantOf = (utcWall: string) => Date.parse(`${utcWall.replace(' ', 'T')}Z`);

/** A per-language column's text in the content language, else the default language's, else the first in order. */
export function textIn(json: string | null, p: Pick<Presentation, 'lang' | 'defaultLang'>): string {
  if (!json) return '';
  const texts = JSON.parse(json) as Partial<Record<Lang, string>>;
  return (
    texts[p.lang] ??
    texts[p.defaultLang] ??
    LANGUAGES.map((lang) => texts[lang]).find((t) => t !== undefined) ??
    ''
  );
}

/** When visitors start seeing the event's online address (ms since the epoch); null when at all times. */
export function onlineUrlRevealAt(
  row: Pick<EventRow, 'online_url' | 'online_url_visible_before' | 'start_utc'>,
) {
  if (
    !row.online_url ||
    row.online_url_visible_before === null ||
    row.online_url_visible_before === undefined
  )
    return null;
  return instantOf(row.start_utc!) - row.online_url_visible_before * MINUTE_MS;
}

/**
 * Whether `caller` sees the event's online address at `now`: from `online_url_visible_before` minutes
 * before its start (TEC's virtual events show theirs from a chosen time), and at all times to those who
 * may edit the event.
 */
export function showsOnlineUrl(
  row: Pick<EventRow, 'online_url' | 'online_url_visible_before' | 'start_utc' | 'author_id' | 'status'>,
  caller: Caller,
  now = Date.now(),
): boolean {
  const at = onlineUrlRevealAt(row);
  return at === null || now >= at || canEdit(caller, row);
}

/**
 * The earliest moment an answer showing these rows to `caller` at `now` would change by itself: an
 * online address it hides that is shown from then on. Cached answers must not outlive it.
 */
export function nextReveal(
  rows: ReadonlyArray<
    Pick<EventRow, 'online_url' | 'online_url_visible_before' | 'start_utc' | 'author_id' | 'status'>
  >,
  caller: Caller,
  now = Date.now(),
): number | undefined {
  let next: number | undefined;
  for (const row of rows) {
    const at = onlineUrlRevealAt(row);
    if (at !== null && at > now && !canEdit(caller, row) && (next === undefined || at < next)) next = at;
  }
  return next;
}

export interface FactOptions {
  locked: boolean;
  /** Whether the caller sees the online address now (`showsOnlineUrl`). */
  onlineUrl: boolean;
}

/** The extension keys of the facts, in their order (docs/api.md). */
export function factKeys(row: EventRow, p: Presentation, { locked, onlineUrl }: FactOptions) {
  const tz = row.timezone ?? 'UTC';
  return {
    event_status: row.event_status,
    event_status_reason: textIn(row.event_status_reason, p),
    previous_start_date: row.previous_start_utc ? zonedWallOfUtcWall(row.previous_start_utc, tz) : null,
    attendance_mode: locked ? null : row.attendance_mode,
    online_url: locked || !onlineUrl ? null : row.online_url,
    online_url_visible_before: locked ? null : row.online_url_visible_before,
    event_languages: locked || !row.event_languages ? [] : (JSON.parse(row.event_languages) as string[]),
    accessibility: locked ? [] : accessibilityKeys(row.accessibility),
    accessibility_note: locked ? '' : textIn(row.accessibility_note, p),
  };
}
