import { ATTENDANCE_MODES, EVENT_STATUSES, STATUSES } from '../db/schema';
import { FACETS } from '../events/facet-counts';
import { ACCESSIBILITY_KEYS, type AccessibilityKey } from '../lib/accessibility';
import { LANGUAGES } from '../lib/languages';
import { z } from '../lib/zod';
import { CHANGE_TYPES } from '../sync/schemas';
import { FEDERATION_RESPONSE_SCHEMAS } from './federation-responses';
import { EventJsonLd, GeoCoordinates, Offer, PersonJsonLd, PlaceJsonLd, PostalAddress } from './json-ld';
import { MEDIA_RESPONSE_SCHEMAS } from './media-responses';
import { REVISION_RESPONSE_SCHEMAS } from './revision-responses';
import { SETTINGS_RESPONSE_SCHEMAS } from './settings-responses';
import { SOURCE_RESPONSE_SCHEMAS } from './source-responses';
import { SUBMISSION_RESPONSE_SCHEMAS } from './submission-responses';
import { WEBHOOK_RESPONSE_SCHEMAS } from './webhook-responses';

/**
 * The response bodies, as the presenters and list envelopes build them. They are documented in
 * `components.schemas` and every route's real responses are checked against them in the tests, so
 * the two cannot drift apart. Objects are strict: a key the schema does not list is an error.
 */

const wall = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
const digits = (n: number) => z.string().regex(new RegExp(`^\\d{${n}}$`));
const id = z.int().min(1);
const url = z.url();
const status = z.enum(STATUSES);

export const DateDetails = z.strictObject({
  year: digits(4),
  month: digits(2),
  day: digits(2),
  hour: digits(2),
  minutes: digits(2),
  seconds: digits(2),
});

export const CostDetails = z.strictObject({
  currency_symbol: z.string(),
  currency_code: z.string(),
  currency_position: z.enum(['prefix', 'postfix', '']),
  values: z.array(z.string().regex(/^\d+(\.\d+)?$/)),
});

export const ImageSize = z.strictObject({
  width: z.int(),
  height: z.int(),
  'mime-type': z.string(),
  url,
});

export const Image = z.strictObject({
  url,
  id: z.int().min(0),
  extension: z.string(),
  width: z.int(),
  height: z.int(),
  /** Uploads only (the media library). */
  filesize: z.int().min(1).optional(),
  sizes: z.record(z.string(), ImageSize),
  alt_text: z.string().optional(),
});

export const TranslationLink = z.strictObject({ slug: z.string(), rest_url: url });
export const Translations = z.partialRecord(z.enum(LANGUAGES), TranslationLink);

/** `lang` and `translations`, the two keys every record ends with. */
const languageKeys = { lang: z.enum(LANGUAGES), translations: Translations };

const globalIds = { global_id: z.string(), global_id_lineage: z.array(z.string()) };

const postDates = { date: wall, date_utc: wall, modified: wall, modified_utc: wall };

export const TermUrls = z.strictObject({ self: url, collection: url, up: url.optional() });

const taxonomy = z.enum(['tribe_events_cat', 'post_tag']);

/** A category or tag as embedded in an event. */
export const EmbeddedTerm = z.strictObject({
  name: z.string(),
  slug: z.string(),
  term_group: z.literal(0),
  term_taxonomy_id: id,
  taxonomy,
  description: z.string(),
  parent: z.int().min(0),
  count: z.int().min(0),
  filter: z.literal('raw'),
  id,
  urls: TermUrls,
  ...languageKeys,
});

const termFields = {
  id,
  count: z.int().min(0),
  description: z.string(),
  name: z.string(),
  slug: z.string(),
};
/** A category's colours, as TEC 6.14's term meta (`tec-events-cat-colors-*`): '' for a colour not set. */
const hexOrNone = z.union([z.literal(''), z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/)]);
export const CategoryColors = z.strictObject({
  primary: hexOrNone,
  secondary: hexOrNone,
  text: hexOrNone,
  priority: z.int().min(0),
});

const termTail = {
  meta: z.array(z.never()),
  url,
  urls: TermUrls,
  colors: CategoryColors.optional(),
  ...languageKeys,
};

/** A category or a tag, as TEC's `Term` schema; `Category` and `Tag` say which. */
export const Term = z.strictObject({
  ...termFields,
  taxonomy,
  parent: z.int().min(0).optional(),
  ...termTail,
});

export const Category = z.intersection(
  Term,
  z.looseObject({ taxonomy: z.literal('tribe_events_cat'), parent: z.int().min(0), colors: CategoryColors }),
);

/** Tags are flat: no `parent`. */
export const Tag = z.intersection(
  Term,
  z.looseObject({
    taxonomy: z.literal('post_tag'),
    parent: z.never().optional(),
    colors: z.never().optional(),
  }),
);

/** Venues and organizers omit their empty fields; the keys that are always present are required. */
export const Venue = z.strictObject({
  id,
  author: z.string(),
  status,
  ...postDates,
  url,
  venue: z.string().optional(),
  description: z.string().optional(),
  excerpt: z.string().optional(),
  slug: z.string().optional(),
  image: Image.optional(),
  address: z.string().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  province: z.string().optional(),
  state: z.string().optional(),
  zip: z.string().optional(),
  phone: z.string().optional(),
  website: url.optional(),
  stateprovince: z.string().optional(),
  geo_lat: z.number().min(-90).max(90).optional(),
  geo_lng: z.number().min(-180).max(180).optional(),
  json_ld: PlaceJsonLd.optional(),
  show_map: z.boolean(),
  show_map_link: z.boolean(),
  ...globalIds,
  ...languageKeys,
});

export const Organizer = z.strictObject({
  id,
  author: z.string(),
  status,
  ...postDates,
  url,
  organizer: z.string().optional(),
  description: z.string().optional(),
  excerpt: z.string().optional(),
  slug: z.string().optional(),
  image: Image.optional(),
  phone: z.string().optional(),
  website: url.optional(),
  email: z.string().optional(),
  json_ld: PersonJsonLd.optional(),
  ...globalIds,
  ...languageKeys,
});

/**
 * The series an event belongs to (docs/series.md): on occurrences `recurrence_id` and `detached`;
 * single reads and write answers, of a template or an occurrence, add the rule and its reach.
 */
export const EventSeries = z.strictObject({
  id,
  rest_url: url,
  recurrence_id: wall.optional(),
  detached: z.boolean().optional(),
  recurrence: z.array(z.string()).optional(),
  description: z.string().optional(),
  count: z.int().min(0).optional(),
  until: wall.nullable().optional(),
  materialized_until: wall.nullable().optional(),
});

/** A password-protected event listed without its password has `null` flags and blanked fields. */
const flag = z.boolean().nullable();

export const Event = z.strictObject({
  id,
  ...globalIds,
  author: z.string(),
  status,
  ...postDates,
  url,
  rest_url: url,
  title: z.string(),
  description: z.string(),
  excerpt: z.string(),
  slug: z.string(),
  image: z.union([z.literal(false), Image]),
  all_day: flag,
  start_date: wall,
  start_date_details: DateDetails,
  end_date: wall,
  end_date_details: DateDetails,
  utc_start_date: wall,
  utc_start_date_details: DateDetails,
  utc_end_date: wall,
  utc_end_date_details: DateDetails,
  timezone: z.string(),
  timezone_abbr: z.string(),
  cost: z.string(),
  cost_details: CostDetails,
  website: z.union([z.literal(''), url]),
  show_map: flag,
  show_map_link: flag,
  hide_from_listings: flag,
  sticky: flag,
  featured: flag,
  categories: z.array(EmbeddedTerm),
  tags: z.array(EmbeddedTerm),
  venue: z.union([Venue, z.array(Venue)]),
  organizer: z.array(Organizer),
  custom_fields: z.array(z.never()),
  json_ld: EventJsonLd.optional(),
  ticketed: z.boolean(),
  post_parent: z.int().min(0),
  recurring: z.boolean(),
  series: EventSeries.optional(),
  event_status: z.enum(EVENT_STATUSES),
  event_status_reason: z.string(),
  previous_start_date: wall.nullable(),
  attendance_mode: z.enum(ATTENDANCE_MODES).nullable(),
  online_url: url.nullable(),
  online_url_visible_before: z.int().min(0).nullable(),
  event_languages: z.array(z.string()),
  accessibility: z.array(z.enum(ACCESSIBILITY_KEYS as [AccessibilityKey, ...AccessibilityKey[]])),
  accessibility_note: z.string(),
  ...languageKeys,
});

const pageLinks = { next_rest_url: url.optional(), previous_rest_url: url.optional() };
const totals = { total: z.int().min(0), total_pages: z.int().min(0) };

/** List envelopes, in TEC's key order: posts first, terms after the totals. */
export const EventList = z.strictObject({ events: z.array(Event), rest_url: url, ...pageLinks, ...totals });
export const VenueList = z.strictObject({ venues: z.array(Venue), rest_url: url, ...pageLinks, ...totals });
export const OrganizerList = z.strictObject({
  organizers: z.array(Organizer),
  rest_url: url,
  ...pageLinks,
  ...totals,
});
export const CategoryList = z.strictObject({
  rest_url: url,
  ...totals,
  categories: z.array(Category),
  ...pageLinks,
});
export const TagList = z.strictObject({ rest_url: url, ...totals, tags: z.array(Tag), ...pageLinks });

/** `GET /events/facets`: each facet's values with how many events each would list. */
const FacetValue = z.strictObject({
  value: z.string(),
  count: z.number().int().min(0),
  name: z.string().optional(),
  label: z.string(),
});
export const EventFacets = z.strictObject({
  total: z.number().int().min(0),
  labels: z.partialRecord(z.enum(FACETS), z.string()),
  facets: z.partialRecord(z.enum(FACETS), z.array(FacetValue)),
});

/** The change feed (`GET /changes`): each record's latest change after the sync token, in order. */
const changeHead = { seq: z.int().min(1), type: z.enum(CHANGE_TYPES), id };
export const ChangeUpsert = z.strictObject({
  ...changeHead,
  action: z.literal('upsert'),
  modified_utc: wall,
  data: z.union([Event, Venue, Organizer, Category, Tag]).optional(),
});
export const ChangeRemove = z.strictObject({
  ...changeHead,
  action: z.literal('remove'),
  /** Only for callers with a key: anonymous readers are not told why a record left. */
  reason: z.enum(['deleted', 'hidden']).optional(),
  at_utc: wall,
});
export const Change = z.union([ChangeUpsert, ChangeRemove]);
export const ChangeFeed = z.strictObject({
  changes: z.array(Change),
  next_sync_token: z.string(),
  has_more: z.boolean(),
});

const deleted = (record: z.ZodType) => z.strictObject({ deleted: z.literal(true), previous: record });
export const EventDeleted = deleted(Event);
export const VenueDeleted = deleted(Venue);
export const OrganizerDeleted = deleted(Organizer);

/** `data` carries the status and request id, plus what the error is about (`params`, `term_id`...). */
export const ErrorData = z
  .object({
    status: z.int().min(400).max(599),
    request_id: z.string(),
    params: z.union([z.record(z.string(), z.string()), z.array(z.string())]).optional(),
    details: z.array(z.never()).optional(),
    term_id: id.optional(),
    json_error_message: z.string().optional(),
    max_bytes: z.int().optional(),
    current_etag: z.string().nullable().optional(),
    /** A series write refused whole: the occurrences the caller may not change (docs/series.md). */
    forbidden_ids: z.array(id).optional(),
    /** A 401: whether the API key was missing, malformed or unknown. */
    reason: z.enum(['missing', 'malformed', 'invalid']).optional(),
    /** Why, for people, beside TEC's code and message (which stay TEC's word for word). */
    hint: z.string().optional(),
  })
  .loose();

export const ErrorBody = z.strictObject({ code: z.string(), message: z.string(), data: ErrorData });

const href = z.strictObject({ href: url });

export const IndexArg = z.strictObject({
  required: z.boolean(),
  default: z.union([z.string(), z.number(), z.boolean()]).optional(),
  type: z.union([z.string(), z.array(z.string())]),
  description: z.string(),
  enum: z.array(z.string()).optional(),
  items: z.strictObject({ type: z.string() }).optional(),
});

export const IndexEndpoint = z.strictObject({
  methods: z.array(z.string()),
  args: z.record(z.string(), IndexArg),
});

export const IndexRoute = z.strictObject({
  namespace: z.string(),
  methods: z.array(z.string()),
  endpoints: z.array(IndexEndpoint),
  _links: z.strictObject({ self: z.array(href) }).optional(),
});

export const NamespaceIndex = z.strictObject({
  namespace: z.string(),
  routes: z.record(z.string(), IndexRoute),
  _links: z.strictObject({ up: z.array(href) }),
});

/** This document itself; its own validity is checked against the OpenAPI 3.1 meta-schema. */
export const OpenApiDocument = z
  .object({
    openapi: z.literal('3.1.0'),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    components: z.record(z.string(), z.unknown()),
    servers: z.array(z.strictObject({ url })),
    paths: z.record(z.string(), z.unknown()),
  })
  .loose();

/** Every response schema, by the name it has in `components.schemas`. */
export const RESPONSE_SCHEMAS = {
  Event,
  EventSeries,
  Venue,
  Organizer,
  Term,
  Category,
  Tag,
  EmbeddedTerm,
  TermUrls,
  CategoryColors,
  DateDetails,
  CostDetails,
  Image,
  ImageSize,
  Translations,
  TranslationLink,
  EventJsonLd,
  PlaceJsonLd,
  PersonJsonLd,
  PostalAddress,
  GeoCoordinates,
  Offer,
  EventList,
  VenueList,
  OrganizerList,
  CategoryList,
  TagList,
  EventDeleted,
  VenueDeleted,
  OrganizerDeleted,
  ChangeFeed,
  EventFacets,
  Change,
  ChangeUpsert,
  ChangeRemove,
  Error: ErrorBody,
  ErrorData,
  NamespaceIndex,
  IndexRoute,
  IndexEndpoint,
  IndexArg,
  OpenApiDocument,
  ...WEBHOOK_RESPONSE_SCHEMAS,
  ...SETTINGS_RESPONSE_SCHEMAS,
  ...MEDIA_RESPONSE_SCHEMAS,
  ...SUBMISSION_RESPONSE_SCHEMAS,
  ...SOURCE_RESPONSE_SCHEMAS,
  ...FEDERATION_RESPONSE_SCHEMAS,
  ...REVISION_RESPONSE_SCHEMAS,
} as const satisfies Record<string, z.ZodType>;

export type ResponseSchemaName = keyof typeof RESPONSE_SCHEMAS;
