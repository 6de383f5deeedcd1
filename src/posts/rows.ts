import { type SQL, sql } from 'drizzle-orm';
import type { ATTENDANCE_MODES, EVENT_STATUSES, LinkRole, PostKind, Status, Taxonomy } from '../db/schema';
import type { Caller } from '../lib/caller';
import { type Lang, pickTranslationOrder } from '../lib/languages';
import { READABLE_BY_DEFAULT, readableCondition } from './visibility';

/**
 * Reading posts with everything they show, in one statement: each row carries its texts in every
 * language, and an event row its venues, organizers and terms, as JSON built by SQLite.
 * Presenters turn these rows into the TEC shape; the language fallback happens there.
 */

export interface PostText {
  lang: string;
  title: string;
  slug: string;
  description: string;
  excerpt: string;
  cost: string;
  address: string;
  city: string;
}

export interface ImageRow {
  id: number;
  /** A reference's URL; '' for an upload (its URL is the Worker's: src/posts/media-image.ts). */
  url: string;
  width: number;
  height: number;
  sizes: Record<string, { width: number; height: number; 'mime-type': string; url: string }>;
  /** An upload's file (the media library); null for a reference to a file elsewhere. */
  file_key: string | null;
  mime: string;
  bytes: number;
  /** Language -> alternative text. */
  alt: Record<string, string>;
}

export interface PostRow {
  id: number;
  kind: PostKind;
  author_id: number;
  status: Status;
  published_utc: string;
  modified_utc: string;
  has_password: 0 | 1;
  image_id: number | null;
  image_url: string | null;
  website: string;
  phone: string;
  show_map: 0 | 1;
  show_map_link: 0 | 1;
  timezone: string | null;
  start_local: string | null;
  end_local: string | null;
  start_utc: string | null;
  end_utc: string | null;
  all_day: 0 | 1;
  hide_from_listings: 0 | 1;
  sticky: 0 | 1;
  featured: 0 | 1;
  ticketed: 0 | 1;
  post_parent: number;
  country: string;
  province: string;
  state: string;
  zip: string;
  stateprovince: string;
  geo_lat: number | null;
  geo_lng: number | null;
  email: string;
  /** JSON array of an imported record's source lineage, or null. */
  source_lineage: string | null;
  texts: PostText[];
  image: ImageRow | null;
  /** The sequence number of its latest change (single reads and writes only): what ETags and If-Match carry. */
  version?: number;
}

export interface LinkedPostRow extends PostRow {
  role: LinkRole;
}

export interface TermText {
  lang: string;
  name: string;
  slug: string;
  description: string;
}

export interface TermRow {
  id: number;
  taxonomy: Taxonomy;
  parent: number;
  count: number;
  texts: TermText[];
  /** The texts of each of its ancestors, the top one first (where the row was read with them). */
  ancestors?: TermText[][];
  /** A category's colours (TEC's term meta): '' for a colour not set. */
  colors: TermColors;
  version?: number;
}

export interface TermColors {
  primary: string;
  secondary: string;
  text: string;
  priority: number;
}

type EventStatus = (typeof EVENT_STATUSES)[number];
type AttendanceMode = (typeof ATTENDANCE_MODES)[number];

export interface EventRow extends PostRow {
  /** The post whose texts, terms and links the event shows (its own id unless an attached occurrence). */
  content_id: number;
  /** The template's id, on a template and its occurrences; null on a plain event. */
  series_id: number | null;
  recurrence_id: string | null;
  /** TEC's `_EventCurrency*` of an imported event; null on records written here (read from the cost text). */
  currency_symbol: string | null;
  currency_code: string | null;
  currency_position: string | null;
  /** What visitors choose an event by (src/events/facts.ts); the JSON columns as SQLite stores them. */
  event_status: EventStatus;
  event_status_reason: string | null;
  previous_start_utc: string | null;
  attendance_mode: AttendanceMode;
  online_url: string | null;
  online_url_visible_before: number | null;
  event_languages: string | null;
  accessibility: number;
  accessibility_note: string | null;
  links: LinkedPostRow[];
  terms: TermRow[];
}

const POST_COLUMNS = [
  'id',
  'kind',
  'author_id',
  'status',
  'published_utc',
  'modified_utc',
  'image_id',
  'image_url',
  'website',
  'phone',
  'show_map',
  'show_map_link',
  'timezone',
  'start_local',
  'end_local',
  'start_utc',
  'end_utc',
  'all_day',
  'hide_from_listings',
  'sticky',
  'featured',
  'ticketed',
  'post_parent',
  'country',
  'province',
  'state',
  'zip',
  'stateprovince',
  'geo_lat',
  'geo_lng',
  'email',
  'source_lineage',
] as const;

/**
 * Which texts a row carries: every language in full (what a write merges into and answers with), or
 * the text shown in the content language in full and only `lang` and `slug` of the others (all a list
 * shows of them, in `translations`): a third of the bytes D1 sends for a page of events.
 */
export type TextsWanted =
  | 'all'
  | {
      lang: Lang;
      defaultLang: Lang;
      /** At most this many characters of the shown description (feeds, which show a part of it). */
      descriptionChars?: number;
    };

const fullText = (descriptionChars?: number) =>
  `json_object('lang', t.lang, 'title', t.title, 'slug', t.slug, 'description', ${descriptionChars === undefined ? 't.description' : `substr(t.description, 1, ${Math.floor(descriptionChars)})`}, 'excerpt', t.excerpt, 'cost', t.cost, 'address', t.address, 'city', t.city)`;
const FULL_TEXT = fullText();

/**
 * What events add: the series columns (docs/series.md), an imported event's currency
 * (src/lib/cost-format.ts), the facts visitors choose by (src/events/facts.ts).
 */
const EVENT_COLUMNS = [
  'content_id',
  'series_id',
  'recurrence_id',
  'currency_symbol',
  'currency_code',
  'currency_position',
  'event_status',
  'event_status_reason',
  'previous_start_utc',
  'attendance_mode',
  'online_url',
  'online_url_visible_before',
  'event_languages',
  'accessibility',
  'accessibility_note',
] as const;

/** The id of the text `pickTranslation` shows. */
const shownTextId = (alias: string, { lang, defaultLang }: { lang: Lang; defaultLang: Lang }) =>
  `(SELECT s.id FROM post_texts s WHERE s.post_id = ${alias}.content_id ORDER BY ${pickTranslationOrder('s.lang', lang, defaultLang)} LIMIT 1)`;

const textsOf = (alias: string, wanted: TextsWanted) =>
  wanted === 'all'
    ? `(SELECT json_group_array(${FULL_TEXT}) FROM post_texts t WHERE t.post_id = ${alias}.content_id)`
    : `(SELECT json_group_array(json(CASE WHEN t.id = ${shownTextId(alias, wanted)} THEN ${fullText(wanted.descriptionChars)} ELSE json_object('lang', t.lang, 'slug', t.slug) END)) FROM post_texts t WHERE t.post_id = ${alias}.content_id)`;

const imageOf = (alias: string) =>
  `(SELECT json_object('id', i.id, 'url', i.url, 'width', i.width, 'height', i.height, 'sizes', json(i.sizes), 'file_key', i.file_key, 'mime', i.mime, 'bytes', i.bytes, 'alt', json(i.alt)) FROM images i WHERE i.id = ${alias}.image_id)`;

/** A post as one JSON object (linked venues and organizers inside an event row, records in the change feed). */
const postObject = (alias: string, texts: TextsWanted, extra: readonly string[] = []) =>
  `json_object(${[...POST_COLUMNS, ...extra].map((col) => `'${col}', ${alias}.${col}`).join(', ')}, 'has_password', ${alias}.password_hash IS NOT NULL, 'texts', json(${textsOf(alias, texts)}), 'image', json(${imageOf(alias)}))`;

/** The record's version: the sequence number of its latest change (src/db/schema.ts, `latest_changes`). */
export const versionOf = (kind: string, id: string) =>
  `(SELECT seq FROM latest_changes WHERE kind = ${kind} AND record_id = ${id})`;

const postColumns = (
  alias: string,
  texts: TextsWanted = 'all',
  withVersion = false,
  extra: readonly string[] = [],
) =>
  `${[...POST_COLUMNS, ...extra].map((col) => `${alias}.${col}`).join(', ')}, ${alias}.password_hash IS NOT NULL AS has_password, ${textsOf(alias, texts)} AS texts, ${imageOf(alias)} AS image${withVersion ? `, ${versionOf(`${alias}.kind`, `${alias}.id`)} AS version` : ''}`;

const linksOf = (alias: string, linkedVisible: SQL, texts: TextsWanted) =>
  sql`(SELECT json_group_array(json(x.obj)) FROM (SELECT json_set(${sql.raw(postObject('v', texts))}, '$.role', l.role) AS obj
    FROM event_links l JOIN posts v ON v.id = l.post_id
    WHERE l.event_id = ${sql.raw(alias)}.content_id AND ${linkedVisible} ORDER BY l.role, l.position) x)`;

/** The texts of the term `alias` in every language, as a JSON array. */
export const termTextsOf = (alias: string) =>
  `(SELECT json_group_array(json_object('lang', tt.lang, 'name', tt.name, 'slug', tt.slug, 'description', tt.description)) FROM term_texts tt WHERE tt.term_id = ${alias}.id)`;

/**
 * The texts of each ancestor of the term `alias`, the top one first, as a JSON array of arrays (a term's
 * address is their slugs and its own: src/posts/term-path.ts). `term_ancestors` holds each term with
 * its ancestors (migrations/0021); an ancestor with fewer ancestors of its own is higher up.
 */
export const termAncestorsOf = (alias: string) =>
  `CASE WHEN ${alias}.parent_id = 0 THEN '[]' ELSE (SELECT json_group_array(json(x.texts)) FROM (SELECT ${termTextsOf('a')} AS texts
    FROM term_ancestors ta JOIN terms a ON a.id = ta.ancestor_id WHERE ta.term_id = ${alias}.id AND ta.ancestor_id <> ${alias}.id
    ORDER BY (SELECT count(*) FROM term_ancestors d WHERE d.term_id = a.id)) x) END`;

/** A term's colours (`TermColors`) as one JSON object. */
export const termColorsOf = (alias: string) =>
  `json_object('primary', ${alias}.color_primary, 'secondary', ${alias}.color_secondary, 'text', ${alias}.color_text, 'priority', ${alias}.color_priority)`;

/** The term `alias` as one JSON object (`TermRow`); `withAncestors` where its address is shown. */
export const termObject = (alias: string, withAncestors = false) =>
  `json_object('id', ${alias}.id, 'taxonomy', ${alias}.taxonomy, 'parent', ${alias}.parent_id, 'count', ${alias}.count, 'colors', json(${termColorsOf(alias)}), 'texts', json(${termTextsOf(alias)})${withAncestors ? `, 'ancestors', json(${termAncestorsOf(alias)})` : ''})`;

const termsOf = (alias: string) =>
  `(SELECT json_group_array(json(x.obj)) FROM (SELECT ${termObject('tm')} AS obj FROM event_terms et JOIN terms tm ON tm.id = et.term_id WHERE et.event_id = ${alias}.content_id ORDER BY et.position, tm.id) x)`;

/** What a select of rows carries besides the list shape: the version (single reads and writes). */
export interface RowOptions {
  texts?: TextsWanted;
  withVersion?: boolean;
  /** Each row also carries the `list_total` column of the id query (src/events/list-statements.ts). */
  withTotal?: boolean;
  /** More columns of the id query each row carries (the editors' list: a series row's count). */
  carried?: readonly string[];
}

/**
 * Selects full event rows for the ids `idQuery` yields (a select of one `id` column, already
 * filtered, ordered and limited), keeping its order. Texts, terms, venues and organizers are those of
 * the row's `content_id` (an occurrence shows its template's); embedded venues and organizers are
 * those the caller may read.
 */
export function selectEvents(
  idQuery: SQL,
  orderBy: string,
  caller: Caller,
  { texts = 'all', withVersion = false, withTotal = false, carried = [] }: RowOptions = {},
): SQL {
  const linkedVisible = readableCondition(caller, READABLE_BY_DEFAULT, 'v');
  const pageColumns = [...(withTotal ? ['list_total'] : []), ...carried].map((c) => `, page.${c}`).join('');
  return sql`SELECT ${sql.raw(postColumns('p', texts, withVersion, EVENT_COLUMNS))}, ${linksOf('p', linkedVisible, texts)} AS links, ${sql.raw(termsOf('p'))} AS terms${sql.raw(pageColumns)}
    FROM (${idQuery}) page JOIN posts p ON p.id = page.id ORDER BY ${sql.raw(orderBy)}`;
}

/** Selects full rows of venues or organizers for the ids `idQuery` yields. */
export function selectPosts(idQuery: SQL, orderBy: string, { withVersion = false }: RowOptions = {}): SQL {
  return sql`SELECT ${sql.raw(postColumns('p', 'all', withVersion))} FROM (${idQuery}) page JOIN posts p ON p.id = page.id ORDER BY ${sql.raw(orderBy)}`;
}

/** The row of the event `alias` as one JSON object, as `selectEvents` would read it. */
export const eventObject = (alias: string, caller: Caller, texts: TextsWanted): SQL =>
  sql`json_set(${sql.raw(postObject(alias, texts, EVENT_COLUMNS))}, '$.links', json(${linksOf(alias, readableCondition(caller, READABLE_BY_DEFAULT, 'v'), texts)}), '$.terms', json(${sql.raw(termsOf(alias))}))`;

/** The row of the venue or organizer `alias` as one JSON object, as `selectPosts` would read it. */
export const linkedObject = (alias: string, texts: TextsWanted): SQL => sql.raw(postObject(alias, texts));

/** The columns of the rows `selectEvents` and `selectPosts` read (with the version). */
export const POST_ROW_COLUMNS = [...POST_COLUMNS, 'has_password', 'texts', 'image', 'version'] as const;
export const EVENT_ROW_COLUMNS = [...POST_ROW_COLUMNS, ...EVENT_COLUMNS, 'links', 'terms'] as const;

type RawRow = Record<string, unknown>;

const parseJson = <T>(value: unknown, fallback: T): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : ((value as T | null) ?? fallback);

/** Decodes the JSON columns SQLite built. */
export function decodeEventRow(raw: RawRow): EventRow {
  return {
    ...(raw as unknown as EventRow),
    texts: parseJson<PostText[]>(raw.texts, []),
    image: parseJson<ImageRow | null>(raw.image, null),
    links: parseJson<LinkedPostRow[]>(raw.links, []),
    terms: parseJson<TermRow[]>(raw.terms, []),
  };
}

export function decodePostRow(raw: RawRow): PostRow {
  return {
    ...(raw as unknown as PostRow),
    texts: parseJson<PostText[]>(raw.texts, []),
    image: parseJson<ImageRow | null>(raw.image, null),
  };
}
