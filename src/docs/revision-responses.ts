import { ATTENDANCE_MODES, EVENT_STATUSES, STATUSES } from '../db/schema';
import { ACCESSIBILITY_KEYS, type AccessibilityKey } from '../lib/accessibility';
import { LANGUAGES } from '../lib/languages';
import { z } from '../lib/zod';

/** The response bodies of an event's revisions (docs/api.md#revisions). */

const wall = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
const ids = z.array(z.int().min(1));

const RevisionTexts = z.strictObject({
  title: z.string(),
  description: z.string(),
  excerpt: z.string(),
  cost: z.string(),
  slug: z.string(),
});

const FactTexts = z.strictObject({ event_status_reason: z.string(), accessibility_note: z.string() });

/** The event's facts as it had them, in the write parameters' names; absent from revisions kept before them. */
const revisionFacts = {
  event_status: z.enum(EVENT_STATUSES).optional(),
  event_status_reason: z.string().optional(),
  previous_start_date: wall.nullable().optional(),
  attendance_mode: z.enum(ATTENDANCE_MODES).optional(),
  online_url: z.string().optional(),
  online_url_visible_before: z.int().min(0).nullable().optional(),
  event_languages: z.array(z.string()).optional(),
  accessibility: z.array(z.enum(ACCESSIBILITY_KEYS as [AccessibilityKey, ...AccessibilityKey[]])).optional(),
  accessibility_note: z.string().optional(),
  fact_texts: z.partialRecord(z.enum(LANGUAGES), FactTexts).optional(),
};

/** A revision: WordPress's keys, the texts in the content language and in every language, the fields as written. */
export const EventRevision = z.strictObject({
  id: z.int().min(1),
  parent: z.int().min(1),
  author: z.string().nullable(),
  date: wall,
  date_utc: wall,
  modified: wall,
  modified_utc: wall,
  status: z.enum(STATUSES),
  lang: z.enum(LANGUAGES),
  title: z.string(),
  description: z.string(),
  excerpt: z.string(),
  cost: z.string(),
  slug: z.string(),
  texts: z.partialRecord(z.enum(LANGUAGES), RevisionTexts),
  start_date: wall.nullable(),
  end_date: wall.nullable(),
  timezone: z.string().nullable(),
  all_day: z.boolean(),
  venue: ids,
  organizer: ids,
  categories: ids,
  tags: ids,
  featured: z.boolean(),
  sticky: z.boolean(),
  hide_from_listings: z.boolean(),
  show_map: z.boolean(),
  show_map_link: z.boolean(),
  website: z.string(),
  cost_currency_symbol: z.string().optional(),
  cost_currency_code: z.string().optional(),
  cost_currency_position: z.enum(['prefix', 'postfix', '']).optional(),
  image: z.union([z.int().min(1), z.string()]).nullable(),
  recurrence: z.array(z.string()).nullable(),
  ...revisionFacts,
  event_author: z.string(),
  rest_url: z.url(),
});

export const EventRevisionList = z.strictObject({
  revisions: z.array(EventRevision),
  rest_url: z.url(),
  next_rest_url: z.url().optional(),
  previous_rest_url: z.url().optional(),
  total: z.int().min(0),
  total_pages: z.int().min(0),
});

export const REVISION_RESPONSE_SCHEMAS = { EventRevision, EventRevisionList } as const;
