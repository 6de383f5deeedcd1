import { z } from 'zod';
import { STATUSES } from '../db/schema';
import { LANGUAGES } from '../lib/languages';

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
  image: z.union([z.int().min(1), z.string()]).nullable(),
  recurrence: z.array(z.string()).nullable(),
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
