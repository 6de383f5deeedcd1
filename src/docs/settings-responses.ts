import { LANGUAGES } from '../lib/languages';
import { z } from '../lib/zod';

/** `GET /settings` and `PATCH /settings` (docs/settings.md): each setting in force, and which are stored. */
const wallTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

export const Settings = z.strictObject({
  timezone: z.string(),
  default_language: z.enum(LANGUAGES),
  site_name: z.string(),
  site_url: z.string(),
  currency_symbol: z.string(),
  currency_position: z.enum(['prefix', 'postfix']),
  currency_code: z.string(),
  hide_cancelled_events: z.boolean(),
  submissions_anonymous: z.boolean(),
  submissions_terms: z.partialRecord(z.enum(LANGUAGES), z.string()),
  submissions_retention_days: z.int().min(1),
  submissions_trusted_publish: z.boolean(),
  contributors_upload_files: z.boolean(),
  submissions_author_categories: z.record(z.string(), z.array(z.int())),
  stored: z.record(z.string(), wallTime),
});

export const SETTINGS_RESPONSE_SCHEMAS = { Settings } as const;
