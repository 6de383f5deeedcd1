import { sql } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import {
  assertMayReadRevisions,
  currentSnapshotStatement,
  parseSnapshot,
  type RevisionRow,
  revisionNotFound,
  revisionStatement,
  revisionsOwnerQuery,
  type Snapshot,
} from '../events/revision-reads';
import { eventUpdateBody } from '../events/schemas';
import { parseParams } from '../http/validate';
import { accessibilityKeys } from '../lib/accessibility';
import { zonedWallOfUtcWall } from '../lib/dates';
import { LANGUAGES } from '../lib/languages';
import type { EventReference } from '../posts/event-reference';
import type { WriteContext } from '../write/context';
import { shiftWall, wallDelta } from './plan';
import type { Answered } from './run';
import { startOfDayUtc } from './times';
import { updateEventOrSeries } from './update';

/**
 * Restoring a revision (`POST /events/{id}/revisions/{rid}/restore`): an update like any other, through
 * the same path as `PATCH /events/{id}` (rights, `If-Match`, `Idempotency-Key`, validation, the change feed
 * and webhooks, a new revision), that sends the fields whose value differs from the event's now: texts of
 * every language the revision had, dates, venue, organizers, categories, tags, flags, website, image, what
 * visitors choose by (the event's status and reasons, its attendance, languages and accessibility) and a
 * template's rule. The status, author, publication date and password stay as they are (a restore never
 * publishes or hides an event). An occurrence restored on its own detaches as any `scope=this` write.
 */

const TEXT_KEYS = ['title', 'description', 'excerpt', 'cost', 'slug'] as const;
const FLAG_KEYS = ['featured', 'sticky', 'hide_from_listings', 'show_map', 'show_map_link'] as const;
const LIST_KEYS = ['organizer', 'categories', 'tags'] as const;
const CURRENCY_KEYS = ['currency_symbol', 'currency_code', 'currency_position'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The shown occurrence of a template (as `shownOf`): the first not ended by the start of today, else the last. */
const shownStatement = (id: number, fromUtc: string) =>
  sql`SELECT start_local, end_local FROM posts WHERE series_id = ${id} AND kind = 'event' AND status <> 'trash'
    ORDER BY end_utc >= ${fromUtc} DESC, CASE WHEN end_utc >= ${fromUtc} THEN start_utc END, start_utc DESC LIMIT 1`;

/**
 * The update that brings the event from `now` to `then`. A template's dates are its first occurrence's,
 * while a write to a template moves the series from its shown occurrence: the dates sent are the shown
 * occurrence moved by as much as the first one moved since the revision.
 */
export function restoreInput(
  then: Snapshot,
  now: Snapshot,
  shown?: { start_local: string; end_local: string },
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  const translations: Record<string, Record<string, string>> = {};
  for (const lang of LANGUAGES) {
    const old = then.texts[lang];
    if (!old) continue;
    const fields: Record<string, string> = {};
    for (const key of TEXT_KEYS) if (old[key] !== now.texts[lang]?.[key]) fields[key] = old[key];
    if (Object.keys(fields).length > 0) translations[lang] = fields;
  }
  const dates = ['start_date', 'end_date', 'timezone', 'all_day'] as const;
  if (then.start_date && then.end_date && dates.some((key) => then[key] !== now[key])) {
    let start = then.start_date;
    let end = then.end_date;
    if (shown && now.start_date) {
      start = shiftWall(shown.start_local, wallDelta(now.start_date, then.start_date));
      end = shiftWall(start, wallDelta(then.start_date, then.end_date));
    }
    Object.assign(input, { start_date: start, end_date: end, all_day: then.all_day === 1 });
    if (then.timezone) input.timezone = then.timezone;
  }
  if (!same(then.venue, now.venue)) input.venue = then.venue[0] ?? 0;
  for (const key of LIST_KEYS) if (!same(then[key], now[key])) input[key] = then[key];
  for (const key of FLAG_KEYS) if (then[key] !== now[key]) input[key] = then[key] === 1;
  if (then.website !== now.website) input.website = then.website;
  // A cost text written alone reads its currency again: the revision's goes with it.
  const sendsCost = Object.values(translations).some((fields) => 'cost' in fields);
  for (const key of CURRENCY_KEYS) {
    if (!(key in then) || (!sendsCost && (then[key] ?? null) === (now[key] ?? null))) continue;
    input[`cost_${key}`] = then[key] ?? '';
  }
  if (!same(then.image, now.image)) input.image = then.image ?? null;
  if (!same(then.recurrence, now.recurrence)) input.recurrence = then.recurrence ?? [];
  Object.assign(input, restoredFacts(then, now, translations));
  if (Object.keys(translations).length > 0) input.translations = translations;
  return input;
}

/** The per-language facts, set in `translations` (`""` removes a language's). */
const FACT_TEXTS = ['event_status_reason', 'accessibility_note'] as const;

/**
 * The facts (what visitors choose by) that differ: the event's status and the start it had, how it is
 * attended, its languages and accessibility, the reasons and notes of each language. A revision kept before
 * they existed restores none of them.
 */
function restoredFacts(
  then: Snapshot,
  now: Snapshot,
  translations: Record<string, Record<string, string>>,
): Record<string, unknown> {
  if (then.event_status === undefined) return {};
  const input: Record<string, unknown> = {};
  if (then.event_status !== now.event_status) input.event_status = then.event_status;
  if (then.previous_start_utc !== now.previous_start_utc)
    input.previous_start_date = then.previous_start_utc
      ? zonedWallOfUtcWall(then.previous_start_utc, then.timezone ?? now.timezone ?? 'UTC')
      : '';
  if (then.attendance_mode !== now.attendance_mode) input.attendance_mode = then.attendance_mode;
  if ((then.online_url ?? null) !== (now.online_url ?? null)) input.online_url = then.online_url ?? '';
  if ((then.online_url_visible_before ?? null) !== (now.online_url_visible_before ?? null))
    input.online_url_visible_before = then.online_url_visible_before ?? null;
  if (!same(then.event_languages ?? [], now.event_languages ?? []))
    input.event_languages = then.event_languages ?? [];
  if ((then.accessibility ?? 0) !== (now.accessibility ?? 0))
    input.accessibility = accessibilityKeys(then.accessibility ?? 0);
  for (const key of FACT_TEXTS) {
    for (const lang of LANGUAGES) {
      const old = then[key]?.[lang] ?? '';
      if (old === (now[key]?.[lang] ?? '')) continue;
      translations[lang] = { ...translations[lang], [key]: old };
    }
  }
  return input;
}

/** Restores the revision `revisionId` of the event `id` as the caller of `ctx` (see above). */
export async function restoreRevision(
  db: Db,
  id: number,
  revisionId: number,
  ctx: WriteContext,
): Promise<Answered> {
  const fromUtc = startOfDayUtc(ctx.now, ctx.siteTimezone);
  const [owner, revision, current, shown] = (await db.batch([
    revisionsOwnerQuery(id),
    revisionStatement(id, revisionId),
    currentSnapshotStatement(id),
    shownStatement(id, fromUtc),
  ])) as [EventReference[], RevisionRow[], Row[], Array<{ start_local: string; end_local: string }>];
  assertMayReadRevisions(ctx.user, id, owner[0], ctx.now);
  const row = revision[0];
  if (!row || !current[0]) throw revisionNotFound();
  const then = parseSnapshot(row.snapshot);
  const now = parseSnapshot(String(current[0].snapshot));
  const input = parseParams(eventUpdateBody, restoreInput(then, now, now.recurrence ? shown[0] : undefined));
  return updateEventOrSeries(db, { id }, input, ctx, false);
}
