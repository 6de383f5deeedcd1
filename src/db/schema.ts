import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/** Dates are stored as UTC `YYYY-MM-DD HH:MM:SS` strings: sortable, and the shape the API speaks. */
const utcNow = sql`(strftime('%Y-%m-%d %H:%M:%S', 'now'))`;
const flag = (name: string) => integer(name, { mode: 'boolean' }).notNull().default(false);

/**
 * `series` is the template of a recurring event: the record its occurrences (kind `event`) share their
 * texts, terms and links with. It is never listed; its id is the series' id (docs/series.md).
 */
export const POST_KINDS = ['event', 'venue', 'organizer', 'series'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
export type Status = (typeof STATUSES)[number];

export const TAXONOMIES = ['tribe_events_cat', 'post_tag'] as const;
export type Taxonomy = (typeof TAXONOMIES)[number];

export const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const;
export type Role = (typeof ROLES)[number];

/**
 * Events, venues and organizers, in one table as WordPress keeps them: one id space, so an id names
 * one record of one kind. Columns that belong to one kind stay NULL (or false) on the others.
 * Translatable text lives in `post_texts`.
 */
export const posts = sqliteTable(
  'posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: POST_KINDS }).notNull(),
    authorId: integer('author_id').notNull(),
    status: text('status', { enum: STATUSES }).notNull().default('publish'),
    publishedUtc: text('published_utc').notNull().default(utcNow),
    modifiedUtc: text('modified_utc').notNull().default(utcNow),
    /** SHA-256 of `{id}:{password}`; NULL when the record has no password. */
    passwordHash: text('password_hash'),
    imageId: integer('image_id'),
    imageUrl: text('image_url'),
    website: text('website').notNull().default(''),
    phone: text('phone').notNull().default(''),
    showMap: flag('show_map'),
    showMapLink: flag('show_map_link'),

    // Events
    timezone: text('timezone'),
    startLocal: text('start_local'),
    endLocal: text('end_local'),
    startUtc: text('start_utc'),
    endUtc: text('end_utc'),
    allDay: flag('all_day'),
    hideFromListings: flag('hide_from_listings'),
    sticky: flag('sticky'),
    featured: flag('featured'),
    ticketed: flag('ticketed'),
    postParent: integer('post_parent').notNull().default(0),

    // Series (docs/series.md). `content_id` is the post whose texts, terms and links this one shows: its
    // own id (set by a trigger when an insert leaves it out), or the template's for an occurrence that
    // was not edited on its own. `series_id` is the template's id on a template and its occurrences;
    // `recurrence_id` an occurrence's original local start, unique within its series.
    contentId: integer('content_id'),
    seriesId: integer('series_id'),
    recurrenceId: text('recurrence_id'),

    // Venues
    country: text('country').notNull().default(''),
    province: text('province').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    stateprovince: text('stateprovince').notNull().default(''),
    geoLat: real('geo_lat'),
    geoLng: real('geo_lng'),

    // Organizers
    email: text('email').notNull().default(''),
  },
  (t) => [
    // Event lists: equality on kind/status/hide, range and order on start; `end_utc` makes counts covering.
    index('posts_event_window').on(t.kind, t.status, t.hideFromListings, t.startUtc, t.endUtc),
    index('posts_event_end').on(t.kind, t.status, t.endUtc),
    index('posts_kind_published').on(t.kind, t.status, t.publishedUtc),
    index('posts_featured').on(t.kind, t.featured, t.startUtc),
    index('posts_ticketed').on(t.kind, t.ticketed, t.startUtc),
    index('posts_parent').on(t.postParent),
    index('posts_author').on(t.authorId),
    index('posts_geo').on(t.kind, t.geoLat, t.geoLng),
    // Filters that lead by what events show (a venue's links, a category's terms, search matches) reach
    // occurrences through `content_id`: the window's columns follow, or SQLite (without statistics) would
    // rather range over `posts_event_window` once per linked event.
    index('posts_content_window').on(t.contentId, t.kind, t.status, t.hideFromListings, t.startUtc),
    uniqueIndex('posts_series_occurrence').on(t.seriesId, t.recurrenceId),
  ],
);

/**
 * The rule of each series (one row per template): its recurrence lines, the local start the rule
 * repeats, and how far its occurrences are materialised. `horizon_utc` is set while an endless series
 * still has instances to materialise: every instance starting at or before it exists.
 */
export const seriesRules = sqliteTable(
  'series_rules',
  {
    templateId: integer('template_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** JSON array of canonical lines (`RRULE:…`, `RDATE;TZID=…:…`, `EXDATE…`). */
    recurrence: text('recurrence').notNull(),
    /** The local start (`YYYY-MM-DD HH:MM:SS`) whose time of day every instance takes. */
    startWall: text('start_wall').notNull(),
    horizonUtc: text('horizon_utc'),
    /** Bumped by every write of the series: the horizon extension writes only over what it read. */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [index('series_rules_horizon').on(t.horizonUtc)],
);

/** The translatable text of a post in one language. `kind` is repeated here so slugs are unique per kind. */
export const postTexts = sqliteTable(
  'post_texts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: POST_KINDS }).notNull(),
    lang: text('lang').notNull(),
    /** Event title, venue name or organizer name. */
    title: text('title').notNull().default(''),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    excerpt: text('excerpt').notNull().default(''),
    cost: text('cost').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
  },
  (t) => [
    uniqueIndex('post_texts_post_lang').on(t.postId, t.lang),
    uniqueIndex('post_texts_slug').on(t.kind, t.lang, t.slug),
    index('post_texts_title').on(t.kind, t.lang, t.title),
    // Full-text matches (text rowids) become post ids and languages without reading the texts' rows.
    index('post_texts_owner').on(t.id, t.postId, t.lang),
  ],
);

/** Event categories (hierarchical) and tags. */
export const terms = sqliteTable(
  'terms',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    taxonomy: text('taxonomy', { enum: TAXONOMIES }).notNull(),
    parentId: integer('parent_id').notNull().default(0),
    /** Published events using the term; kept up to date by every write that can change it. */
    count: integer('count').notNull().default(0),
  },
  (t) => [
    index('terms_taxonomy_parent').on(t.taxonomy, t.parentId),
    index('terms_taxonomy_count').on(t.taxonomy, t.count),
  ],
);

export const termTexts = sqliteTable(
  'term_texts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    taxonomy: text('taxonomy', { enum: TAXONOMIES }).notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [
    uniqueIndex('term_texts_term_lang').on(t.termId, t.lang),
    uniqueIndex('term_texts_slug').on(t.taxonomy, t.lang, t.slug),
    index('term_texts_name').on(t.taxonomy, t.lang, t.name),
  ],
);

export const eventTerms = sqliteTable(
  'event_terms',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    termId: integer('term_id')
      .notNull()
      .references(() => terms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.termId] }), index('event_terms_term').on(t.termId, t.eventId)],
);

export const LINK_ROLES = ['venue', 'organizer'] as const;
export type LinkRole = (typeof LINK_ROLES)[number];

/** An event's venues and organizers, in the order they were given. */
export const eventLinks = sqliteTable(
  'event_links',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: LINK_ROLES }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.postId] }), index('event_links_post').on(t.postId, t.eventId)],
);

/**
 * How many listed events (published, not hidden from listings) start on one UTC day and end on another.
 * Kept by triggers on `posts` (migrations/0002); it lets the total of a plain date window be counted
 * by day instead of by event (src/events/window-count.ts).
 */
export const listedEventDays = sqliteTable(
  'listed_event_days',
  {
    startDay: text('start_day').notNull(),
    endDay: text('end_day').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.startDay, t.endDay] })],
);

/** Images are references to files hosted elsewhere (no upload in v1). */
export const images = sqliteTable('images', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  url: text('url').notNull(),
  width: integer('width').notNull().default(0),
  height: integer('height').notNull().default(0),
  /** JSON object: size name -> { width, height, mime-type, url }. */
  sizes: text('sizes').notNull().default('{}'),
  createdUtc: text('created_utc').notNull().default(utcNow),
});

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  login: text('login').notNull().unique(),
  role: text('role', { enum: ROLES }).notNull(),
  createdUtc: text('created_utc').notNull().default(utcNow),
});

/** API keys: `{prefix}.{secret}`; only the SHA-256 of the whole key is stored. */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull().unique(),
    hash: text('hash').notNull(),
    label: text('label').notNull().default(''),
    createdUtc: text('created_utc').notNull().default(utcNow),
    revokedUtc: text('revoked_utc'),
  },
  (t) => [index('api_keys_user').on(t.userId)],
);

/** Small named counters; `generation` is bumped by every write (the edge cache keys on it). */
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});
