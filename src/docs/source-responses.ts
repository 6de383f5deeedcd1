import { SOURCE_KINDS } from '../calendars/reader';
import {
  SOURCE_ON_REMOVED,
  SOURCE_RUN_STATUSES,
  SOURCE_SCHEDULES,
  SOURCE_UPDATE_AUTHORITIES,
} from '../db/schema';
import { z } from '../lib/zod';
import { RUN_ERROR_CODES } from '../sources/run-errors';

/** The response bodies of `/sources` (docs/sources.md#the-api). */

const id = z.int().min(1);
const instant = z.iso.datetime();
const count = z.int().min(0);
const page = { total: count, total_pages: count };

export const SourceRun = z.strictObject({
  id,
  source: id,
  trigger: z.enum(['schedule', 'manual', 'push']),
  status: z.enum(SOURCE_RUN_STATUSES),
  started: instant,
  finished: instant.nullable(),
  duration_ms: count.nullable(),
  new: count,
  updated: count,
  unchanged: count,
  trashed: count,
  failed: count,
  ignored: count,
  duplicates: count,
  pages: count,
  bytes: count,
  requests: count,
  messages: count,
  // docs/sources.md#errors: `code` and `params` for words in another language, absent on older runs.
  errors: z.array(
    z.strictObject({
      uid: z.string().optional(),
      message: z.string(),
      code: z.enum(RUN_ERROR_CODES).optional(),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      detail: z.string().optional(),
    }),
  ),
});

export const Source = z.strictObject({
  id,
  kind: z.enum([...SOURCE_KINDS, 'activitypub']),
  url: z.url(),
  name: z.string(),
  schedule: z.enum(SOURCE_SCHEDULES),
  default_status: z.enum(['pending', 'draft', 'publish']),
  default_categories: z.array(z.union([id, z.string()])),
  default_tags: z.array(z.union([id, z.string()])),
  default_organizer: id.nullable(),
  default_language: z.enum(['eu', 'ca', 'en', 'gl', 'es']).nullable(),
  update_authority: z.enum(SOURCE_UPDATE_AUTHORITIES),
  on_removed: z.enum(SOURCE_ON_REMOVED),
  paused: z.boolean(),
  credentials: z.strictObject({ username: z.string() }).nullable(),
  next_run: instant.nullable(),
  running: z.boolean(),
  created_by: id,
  created: instant,
  modified: instant,
  last_run: SourceRun.nullable(),
});

export const SourceList = z.strictObject({ sources: z.array(Source) });

export const SourceDeleted = z.strictObject({ deleted: z.literal(true), previous: Source });

export const SourceQueued = z.strictObject({ queued: z.literal(true), source: Source });

export const SourceRunList = z.strictObject({ runs: z.array(SourceRun), ...page });

export const SourceTestEvent = z.strictObject({
  uid: z.string(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  all_day: z.boolean(),
  venue: z.string().nullable(),
  organizers: z.array(z.string()),
  categories: z.array(z.string()),
  series: z.boolean(),
});

export const SourceTrial = z.strictObject({
  url: z.url(),
  count,
  more_pages: z.boolean(),
  events: z.array(SourceTestEvent),
  problems: z.array(z.string()),
});

export const SourceEvent = z.strictObject({
  uid: z.string(),
  event: id.nullable(),
  series: z.boolean(),
  title: z.string().nullable(),
  status: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  possible_duplicate_of: id.nullable(),
  first_imported: instant,
  last_imported: instant,
});

export const SourceEventList = z.strictObject({ events: z.array(SourceEvent), ...page });

export const SourceIgnored = z.strictObject({
  uid: z.string(),
  title: z.string(),
  ignored_by: id,
  ignored: instant,
  trashed_event: id.nullable().optional(),
});

export const SourceIgnoredList = z.strictObject({ ignored: z.array(SourceIgnored), ...page });

export const SourceUnignored = z.strictObject({ deleted: z.literal(true), uid: z.string() });

export const SOURCE_RESPONSE_SCHEMAS = {
  Source,
  SourceList,
  SourceDeleted,
  SourceQueued,
  SourceRun,
  SourceRunList,
  SourceTrial,
  SourceTestEvent,
  SourceEvent,
  SourceEventList,
  SourceIgnored,
  SourceIgnoredList,
  SourceUnignored,
};
