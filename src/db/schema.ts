import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

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

/** schema.org's `EventStatusType`s by our names (src/lib/event-facts.ts). */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled', 'moved_online'] as const;
/** schema.org's `EventAttendanceModeEnumeration` by our names. */
export const ATTENDANCE_MODES = ['offline', 'online', 'mixed'] as const;

/** `submitter`: sends events in through `POST /submissions` only (docs/submissions.md); writes nothing else. */
export const ROLES = ['administrator', 'editor', 'author', 'contributor', 'subscriber', 'submitter'] as const;
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
    /**
     * TEC's `_EventCurrencySymbol`, `_EventCurrencyCode`, `_EventCurrencyPosition` as the source had them
     * (imported records; '' when the source had none). NULL: read them from the cost text, as a write does.
     */
    currencySymbol: text('currency_symbol'),
    currencyCode: text('currency_code'),
    currencyPosition: text('currency_position'),

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

    /** Imported records: the source's `global_id_lineage` (a JSON array), shown after our own global id. */
    sourceLineage: text('source_lineage'),

    // What visitors choose an event by (issue 38, docs/api.md#what-visitors-choose-by). Each occurrence of a
    // series has its own (copied from its template, as `featured`): one date can be cancelled alone.
    eventStatus: text('event_status', { enum: EVENT_STATUSES }).notNull().default('scheduled'),
    /** JSON object: language -> why it is cancelled, postponed… (NULL: no reason in any language). */
    eventStatusReason: text('event_status_reason'),
    /** The start it had before it was rescheduled or postponed (UTC wall), NULL when none is kept. */
    previousStartUtc: text('previous_start_utc'),
    attendanceMode: text('attendance_mode', { enum: ATTENDANCE_MODES }).notNull().default('offline'),
    onlineUrl: text('online_url'),
    /** Minutes before the start from which visitors see `online_url`; NULL: at all times. */
    onlineUrlVisibleBefore: integer('online_url_visible_before'),
    /** JSON array of BCP 47 tags: the languages the event is held in (NULL: none said). */
    eventLanguages: text('event_languages'),
    /** The tags and their prefixes, lower case, between commas (`,es,es-419,`): what `event_language` matches. */
    eventLanguageKeys: text('event_language_keys').notNull().default(''),
    /** Bits of the accessibility vocabulary (src/lib/accessibility.ts). */
    accessibility: integer('accessibility').notNull().default(0),
    /** JSON object: language -> a note on accessibility (NULL: none). */
    accessibilityNote: text('accessibility_note'),
  },
  (t) => [
    // Event lists: equality on kind/status/hide, range and order on start; `end_utc` makes counts covering.
    // The columns after it are those the list filters and their facet counts read (weekday and time of day
    // from `start_local`, the protected filters' `password_hash`): a window filtered or counted by them is
    // read from the index alone (docs/performance.md#facets). Not `content_id`: with it, SQLite (without
    // statistics) would range over every event of a status for a lookup by content (a venue's upcoming
    // events) rather than use `posts_content_window`.
    index('posts_event_window').on(
      t.kind,
      t.status,
      t.hideFromListings,
      t.startUtc,
      t.endUtc,
      t.startLocal,
      t.allDay,
      t.eventStatus,
      t.attendanceMode,
      t.accessibility,
      t.eventLanguageKeys,
      t.passwordHash,
    ),
    index('posts_event_end').on(t.kind, t.status, t.endUtc),
    index('posts_kind_published').on(t.kind, t.status, t.publishedUtc),
    index('posts_featured').on(t.kind, t.featured, t.startUtc),
    index('posts_ticketed').on(t.kind, t.ticketed, t.startUtc),
    index('posts_parent').on(t.postParent),
    index('posts_author').on(t.authorId),
    index('posts_geo').on(t.kind, t.geoLat, t.geoLng),
    // `modified_after` / `modified_before` on lists.
    index('posts_modified').on(t.kind, t.modifiedUtc),
    // Filters that lead by what events show (a venue's links, a category's terms, search matches) reach
    // occurrences through `content_id`: the window's columns follow, or SQLite (without statistics) would
    // rather range over `posts_event_window` once per linked event.
    index('posts_content_window').on(t.contentId, t.kind, t.status, t.hideFromListings, t.startUtc),
    uniqueIndex('posts_series_occurrence').on(t.seriesId, t.recurrenceId),
    // The feed's EXDATEs and overrides (src/feeds/series.ts): a series' occurrences not listed, and those
    // edited on their own, without reading every occurrence of the series.
    index('posts_series_unlisted')
      .on(t.seriesId, t.recurrenceId)
      .where(sql`kind = 'event' AND (status <> 'publish' OR hide_from_listings <> 0)`),
    // With whether it is still on: a date of a series cancelled or rescheduled alone is an override too.
    index('posts_series_edited')
      .on(t.seriesId, t.startUtc)
      .where(
        sql`kind = 'event' AND (content_id = id OR start_local <> recurrence_id OR event_status <> 'scheduled' OR previous_start_utc IS NOT NULL)`,
      ),
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

/**
 * The revisions of events and series templates (docs/api.md#revisions): each save's snapshot of the record
 * as the API presents it for editing (every language's texts, dates, links, terms, flags, status, the rule),
 * kept in the write's own batch, at most 50 per record (src/events/revisions.ts). `author_id` is who saved
 * (NULL: the state a record had before its first revision, such as an import's); no foreign key, so a
 * deleted user's revisions stay. Deleted with their record.
 */
export const eventRevisions = sqliteTable(
  'event_revisions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id'),
    createdUtc: text('created_utc').notNull(),
    /** JSON: the record's fields (src/events/revisions.ts, `snapshotOf`). */
    snapshot: text('snapshot').notNull(),
  },
  (t) => [index('event_revisions_post').on(t.postId, t.id)],
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
    /**
     * A category's colours, as TEC 6.14's term meta (`tec-events-cat-colors-primary`, `-secondary`, `-text`,
     * `-priority`): `#rgb` or `#rrggbb`, '' for none; the priority decides which category colours an
     * event that has several (the highest).
     */
    colorPrimary: text('color_primary').notNull().default(''),
    colorSecondary: text('color_secondary').notNull().default(''),
    colorText: text('color_text').notNull().default(''),
    colorPriority: integer('color_priority').notNull().default(0),
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

/**
 * Every term with itself and each of its ancestors: a category's filter lists its descendants' events
 * too. Kept by triggers on `terms` (migrations/0021).
 */
export const termAncestors = sqliteTable(
  'term_ancestors',
  {
    termId: integer('term_id').notNull(),
    ancestorId: integer('ancestor_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.ancestorId] }),
    index('term_ancestors_ancestor').on(t.ancestorId, t.termId),
  ],
);

/**
 * How many listed events without a password (the ones an anonymous caller's term filter matches) under
 * a term (its own or a descendant's) start on one UTC day and end on another. Kept by triggers on
 * `posts`, `event_terms` and `term_ancestors` (migrations/0021): the total of a list filtered by one
 * category or tag is counted by day (src/events/window-count.ts).
 */
export const listedTermDays = sqliteTable(
  'listed_term_days',
  {
    termId: integer('term_id').notNull(),
    startDay: text('start_day').notNull(),
    endDay: text('end_day').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.termId, t.startDay, t.endDay] })],
);

/**
 * The listed events without a password under each term (its own or a descendant's), by start: the page
 * of a list of one term seeks the term's first events in start order instead of walking the window
 * (migrations/0024). Kept by the same triggers as `listedTermDays`.
 */
export const listedTermEvents = sqliteTable(
  'listed_term_events',
  {
    termId: integer('term_id').notNull(),
    startUtc: text('start_utc').notNull(),
    postId: integer('post_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.termId, t.startUtc, t.postId] }),
    index('listed_term_events_post').on(t.postId, t.termId),
  ],
);

/** As `listedTermDays`, by `featured` flag (migrations/0021). */
export const listedFeaturedDays = sqliteTable(
  'listed_featured_days',
  {
    featured: integer('featured').notNull(),
    startDay: text('start_day').notNull(),
    endDay: text('end_day').notNull(),
    events: integer('events').notNull(),
  },
  (t) => [primaryKey({ columns: [t.featured, t.startDay, t.endDay] })],
);

/**
 * The lowest and highest amount of each event content's costs (its `cost` texts in every language, read as
 * TEC's `cost_details`: src/lib/cost.ts), for the price filters (`free`, `max_cost`); a content whose
 * costs name no amount has no row. Written with the texts by every write (the app reads the amounts);
 * `cost_min` -1: not read yet (events written before it existed), read by the scheduled trigger.
 */
export const eventCosts = sqliteTable(
  'event_costs',
  {
    contentId: integer('content_id').primaryKey(),
    costMin: real('cost_min').notNull(),
    costMax: real('cost_max').notNull(),
  },
  (t) => [index('event_costs_unread').on(t.contentId).where(sql`cost_min < 0`)],
);

/**
 * Images: the media library (uploaded files in the `MEDIA` R2 bucket, docs/media.md) and references to
 * files hosted elsewhere (`file_key` NULL, `url` set; the importer's and v1's). An uploaded file's `url`
 * is '': its address is the Worker's own (`/media/{file_key}`), built per request (src/posts/media-image.ts).
 */
export const images = sqliteTable(
  'images',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    url: text('url').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    /** JSON object: size name -> { width, height, mime-type, url } (references only; uploads compute theirs). */
    sizes: text('sizes').notNull().default('{}'),
    createdUtc: text('created_utc').notNull().default(utcNow),
    /** The R2 object's name without its folder: `{uuid}.{ext}` (src/media/keys.ts); NULL for a reference. */
    fileKey: text('file_key').unique(),
    /** The user who uploaded it (no foreign key: a deleted user's uploads stay). */
    ownerId: integer('owner_id'),
    /** The type its bytes were recognised as: image/jpeg, image/png, image/gif, image/webp, image/avif. */
    mime: text('mime').notNull().default(''),
    /** The stored file's size in bytes (after its metadata was stripped). */
    bytes: integer('bytes').notNull().default(0),
    /** The name it was uploaded with (shown, searched; never used to pick a type or a path). */
    filename: text('filename').notNull().default(''),
    title: text('title').notNull().default(''),
    /** JSON object: language -> alternative text. */
    alt: text('alt').notNull().default('{}'),
    /** JSON object: language -> caption. */
    caption: text('caption').notNull().default('{}'),
  },
  (t) => [index('images_owner_created').on(t.ownerId, t.createdUtc)],
);

/**
 * Uploads of the last day per user, for the daily quota (src/media): written by a trigger on `images`,
 * so a deleted file still counts; each insert drops its owner's entries older than a day.
 */
export const mediaUploads = sqliteTable(
  'media_uploads',
  {
    ownerId: integer('owner_id').notNull(),
    createdUtc: text('created_utc').notNull(),
  },
  (t) => [index('media_uploads_owner_created').on(t.ownerId, t.createdUtc)],
);

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  login: text('login').notNull().unique(),
  role: text('role', { enum: ROLES }).notNull(),
  createdUtc: text('created_utc').notNull().default(utcNow),
  /** `pbkdf2-sha256$<iterations>$<salt>$<hash>` (src/lib/password-hash.ts); NULL: no password, no sign-in. */
  passwordHash: text('password_hash'),
  /** The name the app shows for the user ("Ane is editing…"); empty: the login. */
  displayName: text('display_name').notNull().default(''),
  /** The user's e-mail address (their profile, src/admin/profile/); one user per address. */
  email: text('email').unique(),
});

/**
 * Each user's preferences in the editors' app (docs/admin-screens.md#screen-options): one JSON value per
 * name (`events_list`: the list's columns and rows per page). A generic shape other preferences extend (an
 * interface language, a display name) without a migration each.
 */
export const userPreferences = sqliteTable(
  'user_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** JSON. */
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/**
 * Signed-in sessions of the editors' app (src/http/session.ts). `id` is the SHA-256 hex of the cookie's
 * value, never the value. Times are `YYYY-MM-DD HH:MM:SS` UTC; `expires_utc` is the absolute end, the
 * idle end is `last_seen_utc` plus the idle time.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdUtc: text('created_utc').notNull(),
    lastSeenUtc: text('last_seen_utc').notNull(),
    expiresUtc: text('expires_utc').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    csrfToken: text('csrf_token').notNull(),
    revokedUtc: text('revoked_utc'),
    /** When the session last proved the user's password or a passkey (sign-in, or confirming again); NULL: never. */
    provedUtc: text('proved_utc'),
  },
  (t) => [index('sessions_user').on(t.userId, t.revokedUtc)],
);

/**
 * Passkeys (WebAuthn credentials) a user added to sign in without a password (src/sessions/passkeys.ts).
 * `credential_id` and `public_key` are base64url; `counter` is the authenticator's signature counter
 * (0 for those that keep none); `transports` a JSON array of the browser's hints.
 */
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports').notNull().default('[]'),
    name: text('name').notNull().default(''),
    createdUtc: text('created_utc').notNull().default(utcNow),
    lastUsedUtc: text('last_used_utc'),
  },
  (t) => [index('passkeys_user').on(t.userId)],
);

/**
 * WebAuthn challenges handed out and not yet answered: single use (deleted when answered), short-lived.
 * `purpose` is `register` (with the user adding a passkey), `confirm` (with the user proving a passkey again)
 * or `sign-in` (anyone). `client` is who holds
 * it, for the cap of each holder: the client's bucket for a sign-in, `user:{id}` for a user's ceremony.
 */
export const passkeyChallenges = sqliteTable(
  'passkey_challenges',
  {
    challenge: text('challenge').primaryKey(),
    purpose: text('purpose', { enum: ['register', 'sign-in', 'confirm'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresUtc: text('expires_utc').notNull(),
    client: text('client'),
  },
  (t) => [
    index('passkey_challenges_expiry').on(t.expiresUtc),
    index('passkey_challenges_client').on(t.client, t.expiresUtc),
  ],
);

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
    /** NULL: whatever the user's role may do; `submit`: sending events in through `/submissions` only. */
    scope: text('scope', { enum: ['submit'] }),
  },
  (t) => [index('api_keys_user').on(t.userId)],
);

export const ALIAS_SPACES = ['post', 'term'] as const;
export type AliasSpace = (typeof ALIAS_SPACES)[number];

/**
 * Other ids that name a record (`npm run import`): the ids of the other members of a translation group
 * (`lang` is the member's language: the record is read in it), and source ids given new ids by `--remap`
 * (`lang` NULL). A record's own id always wins over an alias. Posts and terms are two id spaces.
 */
export const aliases = sqliteTable(
  'aliases',
  {
    space: text('space', { enum: ALIAS_SPACES }).notNull(),
    aliasId: integer('alias_id').notNull(),
    targetId: integer('target_id').notNull(),
    lang: text('lang'),
  },
  (t) => [primaryKey({ columns: [t.space, t.aliasId] }), index('aliases_target').on(t.space, t.targetId)],
);

/**
 * The permalinks records had on the site they were imported from (`/event/old-slug/`,
 * `/?post_type=tribe_events&p=12`), each answered by a redirect to the record's page (src/legacy).
 */
export const legacyUrls = sqliteTable('legacy_urls', {
  path: text('path').primaryKey(),
  space: text('space', { enum: ALIAS_SPACES }).notNull(),
  targetId: integer('target_id').notNull(),
  lang: text('lang'),
});

/**
 * Where an imported record came from, and the `modified_utc` the import wrote: a record whose
 * `modified_utc` differs has been edited here since, and the next import keeps it (unless `--overwrite`).
 */
export const importOrigins = sqliteTable(
  'import_origins',
  {
    space: text('space', { enum: ALIAS_SPACES }).notNull(),
    id: integer('id').notNull(),
    source: text('source').notNull(),
    sourceId: text('source_id').notNull(),
    writtenModifiedUtc: text('written_modified_utc').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.space, t.id] }), index('import_origins_source').on(t.source, t.space)],
);

/** Small named counters; `generation` is bumped by every write (the edge cache keys on it). */
export const counters = sqliteTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull().default(0),
});

/**
 * What a site owns (docs/settings.md): its time zone, default language, name, URL and currency defaults,
 * set by the importer or an administrator. Where a name has no row, `wrangler.toml` decides.
 */
export const siteSettings = sqliteTable('site_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  modifiedUtc: text('modified_utc').notNull().default(utcNow),
});

/**
 * Occurrences of series each user's writes created, per clock hour (`YYYY-MM-DD HH`, UTC): the quota on
 * stored rows (docs/security.md). A user's earlier hours are removed by their next counted write.
 */
export const occurrenceQuota = sqliteTable(
  'occurrence_quota',
  {
    userId: integer('user_id').notNull(),
    hour: text('hour').notNull(),
    created: integer('created').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hour] })],
);

/**
 * What the change log records: events, venues and organizers by their `posts.kind`, categories and tags
 * by their taxonomy (so a row joins its record on `kind` alone).
 */
export const CHANGE_KINDS = [...POST_KINDS, ...TAXONOMIES] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export const CHANGE_ACTIONS = ['created', 'updated', 'trashed', 'deleted'] as const;

/**
 * The change log: one row per write of a record, appended by triggers on `posts` and `terms`
 * (migrations/0006) inside the write's own batch, so `seq` is commit order and a rolled-back write leaves
 * nothing. AUTOINCREMENT: a sequence number is never reused, even after old rows are purged. It is the
 * outbox of anything that follows changes past a cursor (`WHERE seq > ? ORDER BY seq`).
 */
export const changes = sqliteTable('changes', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  kind: text('kind', { enum: CHANGE_KINDS }).notNull(),
  recordId: integer('record_id').notNull(),
  action: text('action', { enum: CHANGE_ACTIONS }).notNull(),
  atUtc: text('at_utc').notNull(),
});

/**
 * Each record's latest change, kept by a trigger on `changes`: what the change feed pages through (by
 * `seq`, the rowid), and the record's version (`seq`, which every write to it moves). A deleted record
 * keeps its row as a tombstone until the scheduled purge (90 days).
 */
export const latestChanges = sqliteTable(
  'latest_changes',
  {
    seq: integer('seq').primaryKey(),
    kind: text('kind', { enum: CHANGE_KINDS }).notNull(),
    recordId: integer('record_id').notNull(),
    deleted: integer('deleted', { mode: 'boolean' }).notNull().default(false),
    atUtc: text('at_utc').notNull(),
    /** Whether anonymous readers see the record as its latest change left it (published, or a term). */
    public: integer('public', { mode: 'boolean' }).notNull().default(false),
    /**
     * The change that last took the record out of anonymous readers' view (unpublished, trashed or
     * deleted it), 0 if none did: an anonymous feed is told of a removal only after it, so a record
     * never public, or hidden before the reader's token, is never named to them (migrations/0025).
     */
    leftPublicSeq: integer('left_public_seq').notNull().default(0),
  },
  (t) => [
    uniqueIndex('latest_changes_record').on(t.kind, t.recordId),
    // The feed of some kinds only: (kind, seq) ranges.
    index('latest_changes_kind').on(t.kind, t.seq),
    // The purge: tombstones in seq order.
    index('latest_changes_tombstones').on(t.deleted, t.seq).where(sql`deleted = 1`),
  ],
);

/**
 * `Idempotency-Key`s, claimed in the batch of the write they guard, with that write's answer (the
 * record as it read back, as JSON), so a retry is answered without writing again. Purged after 24 h.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    /** The API key the request was sent with (its prefix). */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the request (method, path, parameters, If-Match): the same key for another request is 422. */
    fingerprint: text('fingerprint').notNull(),
    answer: text('answer'),
    createdUtc: text('created_utc').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created').on(t.createdUtc)],
);

/**
 * Never holds a row: a write batch inserts into it, and so fails and rolls back whole, when an
 * `If-Match` precondition no longer holds at that point of the batch. The constraint's name is what the
 * error says.
 */
export const preconditionGuard = sqliteTable(
  'precondition_guard',
  { recordId: integer('record_id').notNull() },
  () => [check('precondition_failed', sql`0`)],
);

/**
 * Webhook endpoints (docs/webhooks.md): where changes are announced, signed with the endpoint's secret.
 * Secrets are stored AES-GCM encrypted under the Worker secret `WEBHOOK_SECRET_KEY`; after a rotation
 * the previous one co-signs until `previous_secret_expires_utc`. An endpoint only hears of changes after
 * `after_seq` (the change log's head when it was created).
 */
export const webhookEndpoints = sqliteTable('webhook_endpoints', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  /** JSON array of event-type patterns (`event.created`, `event.*`, `*`). */
  eventTypes: text('event_types').notNull(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretExpiresUtc: text('previous_secret_expires_utc'),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(true),
  /** Why it was disabled: `gone` (it answered 410), `failing` (5 days of failures) or `manual`. */
  disabledReason: text('disabled_reason'),
  /** The first failure since its last success: 5 days of failures disable it. */
  failingSinceUtc: text('failing_since_utc'),
  afterSeq: integer('after_seq').notNull(),
  /** The API root the endpoint was created through (`https://host/site/events/v1`): payloads' `rest_url`. */
  apiRoot: text('api_root').notNull(),
  createdUtc: text('created_utc').notNull().default(utcNow),
  modifiedUtc: text('modified_utc').notNull().default(utcNow),
});

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * One message to one endpoint (a change of the log, or a ping): what the Queue carries the id of, what
 * `GET /webhooks/{id}/deliveries` lists and what a redelivery sends again. `message_id` is the
 * `webhook-id` header, stable across retries; the payload is kept as sent, so every attempt signs the
 * same bytes.
 */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    type: text('type').notNull(),
    seq: integer('seq'),
    payload: text('payload').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    createdUtc: text('created_utc').notNull().default(utcNow),
    /** When it was last handed to the Queue: the scheduled trigger re-sends pending ones left unsent. */
    queuedUtc: text('queued_utc'),
    lastAttemptUtc: text('last_attempt_utc'),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_message').on(t.endpointId, t.messageId),
    // An endpoint's deliveries, newest first.
    index('webhook_deliveries_endpoint').on(t.endpointId, t.id),
    index('webhook_deliveries_pending').on(t.status, t.queuedUtc).where(sql`status = 'pending'`),
  ],
);

/** Every attempt to deliver a message: the answer's status (or the network error) and how long it took. */
export const webhookAttempts = sqliteTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedUtc: text('attempted_utc').notNull(),
    responseStatus: integer('response_status'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery').on(t.deliveryId, t.id)],
);

/**
 * The dispatcher's single row: the change log's `seq` it has announced up to, and the lease of the
 * isolate dispatching now (two isolates never both send; an expired lease is taken over).
 */
export const webhookDispatcher = sqliteTable(
  'webhook_dispatcher',
  {
    id: integer('id').primaryKey(),
    cursor: integer('cursor').notNull(),
    leaseToken: text('lease_token'),
    leaseExpiresMs: integer('lease_expires_ms').notNull().default(0),
  },
  () => [check('webhook_dispatcher_single', sql`id = 1`)],
);

/**
 * Who is editing an event now, as WordPress's post lock (`_edit_lock`): the editors' app takes it when its
 * editor opens the event and refreshes it from the page (a heartbeat a minute); another user opening the
 * event within 150 seconds of the last heartbeat is told who and since when, and may take it over
 * (src/admin/editor/lock.ts). A record of the app's screens, not of the API: saving never waits for it.
 */
export const postLocks = sqliteTable('post_locks', {
  postId: integer('post_id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  /** The holder (no foreign key: a deleted user's lock goes stale by itself within 150 s). */
  userId: integer('user_id').notNull(),
  sinceUtc: text('since_utc').notNull(),
  heartbeatUtc: text('heartbeat_utc').notNull(),
});
/** What a submission can be (docs/submissions.md): waiting, decided, or taken back by its submitter. */
export const SUBMISSION_STATES = ['pending', 'approved', 'rejected', 'spam', 'withdrawn'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/**
 * Events sent in from outside (the public form, `POST /submissions`): who sent them and what became of
 * them. The e-mail and the hashes (HMAC-SHA-256 under the Worker's secret: of the lowercased e-mail and
 * of the client's network, never the address itself) are erased a while after the decision
 * (`erased_utc`); the token of the submitter's private link is kept as its SHA-256 only.
 */
export const submissions = sqliteTable(
  'submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The event it proposed (pending until approved); NULL once that event is deleted for good. */
    eventId: integer('event_id'),
    /** The signed-in user who sent it (a submitter account, or any role); NULL: anonymous. */
    userId: integer('user_id'),
    submitterName: text('submitter_name').notNull(),
    submitterEmail: text('submitter_email'),
    emailHash: text('email_hash'),
    networkHash: text('network_hash'),
    lang: text('lang').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    state: text('state', { enum: SUBMISSION_STATES }).notNull().default('pending'),
    reason: text('reason'),
    createdUtc: text('created_utc').notNull(),
    decidedUtc: text('decided_utc'),
    decidedBy: integer('decided_by'),
    erasedUtc: text('erased_utc'),
  },
  (t) => [
    // The queue, newest first, by state.
    index('submissions_state').on(t.state, t.id),
    // What one e-mail or network holds (the pending caps, the submitter's record of submissions).
    index('submissions_email').on(t.emailHash, t.state),
    index('submissions_network').on(t.networkHash, t.state),
    index('submissions_user').on(t.userId, t.state),
    index('submissions_event').on(t.eventId),
    // What the scheduled trigger erases.
    index('submissions_decided').on(t.decidedUtc).where(sql`erased_utc IS NULL`),
  ],
);

/** E-mails and networks (their hashes) a submission marked as spam blocks from sending more. */
export const submissionBlocks = sqliteTable(
  'submission_blocks',
  {
    kind: text('kind', { enum: ['email', 'network'] }).notNull(),
    hash: text('hash').notNull(),
    createdUtc: text('created_utc').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.hash] }), index('submission_blocks_created').on(t.createdUtc)],
);

/**
 * Mail the service would send where the deployment has no `send_email` binding (wrangler dev, the tests):
 * kept here for a developer to read (docs/submissions.md#mail), never sent. Erased with the
 * submissions' retention.
 */
export const mailOutbox = sqliteTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdUtc: text('created_utc').notNull(),
  },
  (t) => [index('mail_outbox_created').on(t.createdUtc)],
);

export const SOURCE_SCHEDULES = ['hourly', 'daily', 'weekly', 'manual'] as const;
export const SOURCE_UPDATE_AUTHORITIES = ['overwrite', 'keep_local_edits', 'never'] as const;
export const SOURCE_ON_REMOVED = ['trash', 'keep'] as const;
export const SOURCE_RUN_STATUSES = ['running', 'succeeded', 'unchanged', 'failed'] as const;

/**
 * Scheduled sources (docs/sources.md): another calendar the service reads by itself on a schedule. Its
 * events are written through the API's own write path as `created_by` (the editor who added it), with the
 * source's defaults. `lock_until` is the lock of its run (never two at once): set when a run starts, pushed on
 * by each of its messages, cleared when it ends; a run that died is taken over once it has expired.
 */
export const sources = sqliteTable(
  'sources',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind').notNull(),
    url: text('url').notNull(),
    name: text('name').notNull().default(''),
    schedule: text('schedule', { enum: SOURCE_SCHEDULES }).notNull().default('daily'),
    defaultStatus: text('default_status').notNull().default('pending'),
    /** JSON arrays of category and tag names or ids. */
    defaultCategories: text('default_categories').notNull().default('[]'),
    defaultTags: text('default_tags').notNull().default('[]'),
    defaultOrganizer: integer('default_organizer'),
    /** The language of the source's texts; NULL: the site's default language. */
    defaultLanguage: text('default_language'),
    updateAuthority: text('update_authority', { enum: SOURCE_UPDATE_AUTHORITIES })
      .notNull()
      .default('overwrite'),
    onRemoved: text('on_removed', { enum: SOURCE_ON_REMOVED }).notNull().default('trash'),
    paused: flag('paused'),
    /** When the cron hands it to the queue next; NULL: only by hand (`manual`). */
    nextRunUtc: text('next_run_utc'),
    lockUntilUtc: text('lock_until_utc'),
    /** The validators of the source's first page at its last complete run (conditional requests). */
    etag: text('etag'),
    lastModified: text('last_modified'),
    /**
     * A TEC site's application password (its REST API only for signed-in users): the user name as given, the
     * password sealed under WEBHOOK_SECRET_KEY as webhooks' secrets are; sent only to the source's own origin.
     */
    authUser: text('auth_user'),
    authSecret: text('auth_secret'),
    createdBy: integer('created_by').notNull(),
    createdUtc: text('created_utc').notNull().default(utcNow),
    modifiedUtc: text('modified_utc').notNull().default(utcNow),
  },
  // What the cron looks for each minute.
  (t) => [index('sources_due').on(t.nextRunUtc).where(sql`paused = 0`)],
);

/**
 * A run of a source: its figures, its errors in words, and where it is (`cursor`: the phase and the next
 * page), so that each Queue message does one step and the next message resumes.
 */
export const sourceRuns = sqliteTable(
  'source_runs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    /** `schedule` (the cron) or `manual` (Run now). */
    trigger: text('trigger').notNull(),
    status: text('status', { enum: SOURCE_RUN_STATUSES }).notNull().default('running'),
    startedUtc: text('started_utc').notNull(),
    finishedUtc: text('finished_utc'),
    durationMs: integer('duration_ms'),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    trashed: integer('trashed').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    ignored: integer('ignored').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    pages: integer('pages').notNull().default(0),
    bytes: integer('bytes').notNull().default(0),
    messages: integer('messages').notNull().default(0),
    requests: integer('requests').notNull().default(0),
    /** JSON array of `{uid?, message}`: what went wrong, in words. */
    errors: text('errors').notNull().default('[]'),
    /** JSON: the phase (`fetch`, `write`, `remove`), the next page's request, the first page's validators. */
    cursor: text('cursor').notNull().default('{}'),
  },
  (t) => [index('source_runs_source').on(t.sourceId, t.id)],
);

/** The events a run read, kept between its messages: fetched first (every page), then written in chunks. */
export const sourceRunItems = sqliteTable(
  'source_run_items',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => sourceRuns.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    uid: text('uid').notNull(),
    hash: text('hash').notNull(),
    /** JSON: the event as the source gave it, mapped to the API's fields. */
    item: text('item').notNull(),
    done: flag('done'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.seq] }),
    index('source_run_items_todo').on(t.runId, t.done, t.seq),
    // An event listed on two pages (a list that moved while it was read) is written once.
    uniqueIndex('source_run_items_uid').on(t.runId, t.uid),
  ],
);

/**
 * What a source brought: its own id for each event (`uid`), the event (or series) it is here, the hash of
 * what it last gave (unchanged: no write), the fields as last imported (`keep_local_edits` compares them
 * with the event's), and the existing event it looked like when it came in.
 */
export const sourceRecords = sqliteTable(
  'source_records',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    eventId: integer('event_id'),
    hash: text('hash').notNull(),
    imported: text('imported').notNull().default('{}'),
    possibleDuplicateOf: integer('possible_duplicate_of'),
    /** The last run that listed it: a complete run that did not is one the source dropped it in. */
    seenRunId: integer('seen_run_id').notNull(),
    createdUtc: text('created_utc').notNull(),
    modifiedUtc: text('modified_utc').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sourceId, t.uid] }),
    index('source_records_event').on(t.eventId),
    index('source_records_seen').on(t.sourceId, t.seenRunId),
  ],
);

/**
 * The images a source's events showed, copied into the media library once (docs/sources.md#images): by the
 * address the source gave, so a poster many events share, or a run after a changed title, fetches nothing.
 */
export const sourceImages = sqliteTable(
  'source_images',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    mediaId: integer('media_id').notNull(),
    createdUtc: text('created_utc').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.url] })],
);

/** Events of a source an editor ignored: never imported again. */
export const sourceIgnored = sqliteTable(
  'source_ignored',
  {
    sourceId: integer('source_id')
      .notNull()
      .references(() => sources.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    title: text('title').notNull().default(''),
    ignoredBy: integer('ignored_by').notNull(),
    ignoredUtc: text('ignored_utc').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.uid] })],
);

/**
 * ActivityPub (docs/federation.md). The key pair of each local actor (`site`, or `category:{term id}`):
 * RSA 2048 made on first use, the private half AES-GCM encrypted under `WEBHOOK_SECRET_KEY` as webhooks'
 * secrets are.
 */
export const federationKeys = sqliteTable('federation_keys', {
  actor: text('actor').primaryKey(),
  publicPem: text('public_pem').notNull(),
  privateSealed: text('private_sealed').notNull(),
  createdUtc: text('created_utc').notNull().default(utcNow),
});

/** Who follows which local actor; deliveries go to `shared_inbox` when the follower's server has one. */
export const federationFollowers = sqliteTable(
  'federation_followers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actor: text('actor').notNull(),
    follower: text('follower').notNull(),
    host: text('host').notNull(),
    inbox: text('inbox').notNull(),
    sharedInbox: text('shared_inbox'),
    followId: text('follow_id').notNull(),
    createdUtc: text('created_utc').notNull().default(utcNow),
  },
  (t) => [
    uniqueIndex('federation_followers_pair').on(t.actor, t.follower),
    index('federation_followers_host').on(t.host),
  ],
);

/** Remote actors' keys as fetched (through the outgoing guard), by key id: the inbox verifies with them. */
export const federationRemoteActors = sqliteTable(
  'federation_remote_actors',
  {
    keyId: text('key_id').primaryKey(),
    actor: text('actor').notNull(),
    publicPem: text('public_pem').notNull(),
    inbox: text('inbox').notNull(),
    sharedInbox: text('shared_inbox'),
    fetchedUtc: text('fetched_utc').notNull(),
  },
  (t) => [index('federation_remote_actors_actor').on(t.actor)],
);

/** Activity ids already handled: a replayed activity has no second effect. `token` marks the handling run. */
export const federationSeen = sqliteTable(
  'federation_seen',
  {
    activityId: text('activity_id').primaryKey(),
    token: text('token').notNull(),
    receivedUtc: text('received_utc').notNull(),
  },
  (t) => [index('federation_seen_received').on(t.receivedUtc)],
);

/** An administrator's list: a domain (`example.org`, its subdomains too) or an actor's URI. */
export const federationBlocks = sqliteTable('federation_blocks', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  value: text('value').notNull().unique(),
  createdUtc: text('created_utc').notNull().default(utcNow),
});

/** Federation's own settings (`actor_name`, and `origin`: the address actors were first reached at). */
export const federationSettings = sqliteTable('federation_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/** Activities sent (Accept, Create, Update, Delete), as signed and sent to every inbox. */
export const federationActivities = sqliteTable(
  'federation_activities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    uid: text('uid').notNull().unique(),
    actor: text('actor').notNull(),
    type: text('type').notNull(),
    eventId: integer('event_id'),
    body: text('body').notNull(),
    createdUtc: text('created_utc').notNull().default(utcNow),
  },
  (t) => [index('federation_activities_actor').on(t.actor, t.id)],
);

/** One activity to one inbox (shared inboxes once): what the federation Queue carries the id of. */
export const federationDeliveries = sqliteTable(
  'federation_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => federationActivities.id, { onDelete: 'cascade' }),
    inbox: text('inbox').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    createdUtc: text('created_utc').notNull().default(utcNow),
    queuedUtc: text('queued_utc'),
    lastAttemptUtc: text('last_attempt_utc'),
  },
  (t) => [
    uniqueIndex('federation_deliveries_pair').on(t.activityId, t.inbox),
    index('federation_deliveries_pending').on(t.status, t.queuedUtc).where(sql`status = 'pending'`),
  ],
);

/** Which local actor has announced which event (a Create sent): the next change is an Update or a Delete. */
export const federationPublished = sqliteTable(
  'federation_published',
  {
    actor: text('actor').notNull(),
    eventId: integer('event_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.actor, t.eventId] }), index('federation_published_event').on(t.eventId)],
);

/** The federation dispatcher's cursor over the change log and its lease, as webhooks' dispatcher's. */
export const federationDispatcher = sqliteTable(
  'federation_dispatcher',
  {
    id: integer('id').primaryKey(),
    cursor: integer('cursor').notNull(),
    leaseToken: text('lease_token'),
    leaseExpiresMs: integer('lease_expires_ms').notNull().default(0),
  },
  () => [check('federation_dispatcher_single', sql`id = 1`)],
);

/** Remote calendars this site follows (`POST /federation/following`): `pending` until their Accept. */
export const federationFollowing = sqliteTable('federation_following', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  actor: text('actor').notNull().unique(),
  handle: text('handle').notNull(),
  inbox: text('inbox').notNull(),
  followId: text('follow_id').notNull(),
  status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
    .notNull()
    .default('pending'),
  createdBy: integer('created_by').notNull(),
  createdUtc: text('created_utc').notNull().default(utcNow),
});

/**
 * Events the followed calendars sent, fetched from their origin by id and mapped into the importer's model
 * (`item`: a SourceSet as JSON), held for editors: never published from here. `deleted` once the origin
 * deleted it.
 */
export const federationInbound = sqliteTable(
  'federation_inbound',
  {
    objectId: text('object_id').primaryKey(),
    actor: text('actor').notNull(),
    item: text('item').notNull(),
    /** Held (`pending`, `deleted`), then handed to the actor's source (`handed`, `removed`): src/federation/inbound-push.ts. */
    status: text('status', { enum: ['pending', 'deleted', 'handed', 'removed'] })
      .notNull()
      .default('pending'),
    receivedUtc: text('received_utc').notNull(),
    updatedUtc: text('updated_utc').notNull(),
  },
  (t) => [index('federation_inbound_actor').on(t.actor, t.updatedUtc)],
);
