import { type SQL, sql } from 'drizzle-orm';
import { ApiError, forbidden } from '../http/errors';
import { accessibilityKeys } from '../lib/accessibility';
import type { Caller } from '../lib/caller';
import { formatUtcWall, zonedWallOfUtcWall } from '../lib/dates';
import { LANGUAGES, type Lang, pickTranslation } from '../lib/languages';
import { type EventReference, eventReferenceQuery } from '../posts/event-reference';
import type { Presentation } from '../posts/presenter';
import { canEdit, canRead } from '../posts/visibility';
import { eventNotFound } from './load';
import { SNAPSHOT_SQL } from './revisions';

/** Reading revisions: who may, the statements, and the item as the API presents it (docs/api.md#revisions). */

/** One language's texts in a revision. */
export interface RevisionTexts {
  title: string;
  description: string;
  excerpt: string;
  cost: string;
  slug: string;
}

/** A snapshot as stored (src/events/revisions.ts, `SNAPSHOT_SQL`). */
export interface Snapshot {
  status: string;
  author: number;
  start_date: string | null;
  end_date: string | null;
  timezone: string | null;
  all_day: number;
  texts: Partial<Record<Lang, RevisionTexts>>;
  venue: number[];
  organizer: number[];
  categories: number[];
  tags: number[];
  featured: number;
  sticky: number;
  hide_from_listings: number;
  show_map: number;
  show_map_link: number;
  website: string;
  /** The event's own currency (NULL: read from the cost text); absent from revisions kept before it. */
  currency_symbol?: string | null;
  currency_code?: string | null;
  currency_position?: string | null;
  image: number | string | null;
  recurrence: string[] | null;
  /** What visitors choose by (issue 38); absent from revisions kept before those fields existed. */
  event_status?: string;
  event_status_reason?: Partial<Record<Lang, string>>;
  previous_start_utc?: string | null;
  attendance_mode?: string;
  online_url?: string | null;
  online_url_visible_before?: number | null;
  event_languages?: string[];
  accessibility?: number;
  accessibility_note?: Partial<Record<Lang, string>>;
}

export interface RevisionRow {
  id: number;
  post_id: number;
  author_id: number | null;
  created_utc: string;
  snapshot: string;
}

export const parseSnapshot = (text: string) => JSON.parse(text) as Snapshot;

const COLUMNS = sql`id, post_id, author_id, created_utc, snapshot`;

/** The page of an event's revisions, newest first, and their count. */
export const revisionPageStatements = (id: number, page: number, perPage: number): SQL[] => [
  sql`SELECT count(*) AS total FROM event_revisions WHERE post_id = ${id}`,
  sql`SELECT ${COLUMNS} FROM event_revisions WHERE post_id = ${id} ORDER BY id DESC
    LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
];

/** One revision of the event `id` (no row: none of that id, or of another event). */
export const revisionStatement = (id: number, revisionId: number): SQL =>
  sql`SELECT ${COLUMNS} FROM event_revisions WHERE id = ${revisionId} AND post_id = ${id}`;

/** The event `id` as a snapshot now (what a restore compares a revision with). */
export const currentSnapshotStatement = (id: number): SQL =>
  sql`SELECT ${sql.raw(SNAPSHOT_SQL)} AS snapshot FROM posts p WHERE p.id = ${id} AND p.kind IN ('event', 'series')`;

/** The statement reading what the visibility rule needs of the event `id`. */
export const revisionsOwnerQuery = eventReferenceQuery;

/**
 * Revisions are read by whoever may edit their event (WordPress's `edit_post` on the parent): 401 without
 * credentials, 404 for an event the caller may not read (as a single read), 403 for one they may read but
 * not edit.
 */
export function assertMayReadRevisions(
  caller: Caller,
  id: number,
  event: EventReference | undefined,
  now: Date,
): asserts event is EventReference {
  if (caller === null) throw forbidden(401);
  if (!event || !canRead(caller, event, formatUtcWall(now))) throw eventNotFound(id);
  if (!canEdit(caller, event)) throw forbidden(403);
}

export const revisionNotFound = () => new ApiError(404, 'rest_revision_invalid_id', 'Invalid revision ID.');

const bool = (n: number) => n === 1;

/**
 * A revision as the API answers it: WordPress's revision keys (`id`, `parent`, `author`, the dates), the
 * texts in the content language (after the fallback rule) and in every language it had (`texts`), and
 * the fields in the write parameters' names, so that a client can send them back.
 */
export function presentRevision(row: RevisionRow, p: Presentation) {
  const s = parseSnapshot(row.snapshot);
  const texts = LANGUAGES.filter((lang) => s.texts[lang]).map((lang) => ({ lang, ...s.texts[lang]! }));
  const shown = pickTranslation(texts, p.lang, p.defaultLang);
  const date = zonedWallOfUtcWall(row.created_utc, p.siteTimezone);
  return {
    id: row.id,
    parent: row.post_id,
    author: row.author_id === null ? null : String(row.author_id),
    date,
    date_utc: row.created_utc,
    modified: date,
    modified_utc: row.created_utc,
    status: s.status,
    lang: shown?.lang ?? p.lang,
    title: shown?.title ?? '',
    description: shown?.description ?? '',
    excerpt: shown?.excerpt ?? '',
    cost: shown?.cost ?? '',
    slug: shown?.slug ?? '',
    texts: s.texts,
    start_date: s.start_date,
    end_date: s.end_date,
    timezone: s.timezone,
    all_day: bool(s.all_day),
    venue: s.venue,
    organizer: s.organizer,
    categories: s.categories,
    tags: s.tags,
    featured: bool(s.featured),
    sticky: bool(s.sticky),
    hide_from_listings: bool(s.hide_from_listings),
    show_map: bool(s.show_map),
    show_map_link: bool(s.show_map_link),
    website: s.website,
    ...presentedCurrency(s),
    image: s.image,
    recurrence: s.recurrence,
    ...presentedFacts(s, shown?.lang ?? p.lang),
    event_author: String(s.author),
    rest_url: `${p.apiRoot}/events/${row.post_id}/revisions/${row.id}`,
  };
}
export type PresentedRevision = ReturnType<typeof presentRevision>;

/** The cost's own currency in the write parameters' names (`""`: read from the cost text); none before it was kept. */
function presentedCurrency(s: Snapshot) {
  if (!('currency_symbol' in s)) return {};
  return {
    cost_currency_symbol: s.currency_symbol ?? '',
    cost_currency_code: s.currency_code ?? '',
    cost_currency_position: s.currency_position ?? '',
  };
}

/**
 * The facts of a snapshot in the write parameters' names (the reasons and notes in the language the texts
 * are shown in, every language's in `fact_texts`); nothing for a revision kept before they existed.
 */
function presentedFacts(s: Snapshot, lang: Lang) {
  if (s.event_status === undefined) return {};
  const timezone = s.timezone ?? 'UTC';
  return {
    event_status: s.event_status,
    event_status_reason: s.event_status_reason?.[lang] ?? '',
    previous_start_date: s.previous_start_utc ? zonedWallOfUtcWall(s.previous_start_utc, timezone) : null,
    attendance_mode: s.attendance_mode ?? 'offline',
    online_url: s.online_url ?? '',
    online_url_visible_before: s.online_url_visible_before ?? null,
    event_languages: s.event_languages ?? [],
    accessibility: accessibilityKeys(s.accessibility ?? 0),
    accessibility_note: s.accessibility_note?.[lang] ?? '',
    fact_texts: Object.fromEntries(
      LANGUAGES.filter((code) => s.event_status_reason?.[code] || s.accessibility_note?.[code]).map(
        (code) => [
          code,
          {
            event_status_reason: s.event_status_reason?.[code] ?? '',
            accessibility_note: s.accessibility_note?.[code] ?? '',
          },
        ],
      ),
    ),
  };
}
