import { ATTENDANCE_MODES, EVENT_STATUSES, STATUSES } from '../db/schema';
import { describe } from '../i18n';
import { LANGUAGES, type Lang } from '../lib/languages';
import type { z } from '../lib/zod';
import { TERM_ORDERBY } from '../terms/schemas';
import { argKey } from './catalogue';

interface ArgType {
  type: string | string[];
  enum?: readonly string[];
  items?: { type: string };
}

const ids = { type: 'array', items: { type: 'integer' } } as const;
const idsOrSlugs = { type: 'array', items: { type: 'string' } } as const;

/**
 * WordPress-style types of the request parameters, by parameter name or by the dictionary entry a
 * route describes it as (see `Endpoint.describedAs`). Descriptions are in the docs dictionary.
 */
const ARG_TYPES: Record<string, ArgType> = {
  page: { type: 'integer' },
  per_page: { type: 'integer' },
  start_date: { type: 'string' },
  end_date: { type: 'string' },
  starts_before: { type: 'string' },
  starts_after: { type: 'string' },
  ends_before: { type: 'string' },
  ends_after: { type: 'string' },
  strict_dates: { type: 'boolean' },
  search: { type: 'string' },
  categories: idsOrSlugs,
  tags: idsOrSlugs,
  venue: ids,
  organizer: ids,
  featured: { type: 'boolean' },
  ticketed: { type: 'boolean' },
  status: { type: 'string', enum: STATUSES },
  geoloc: { type: 'boolean' },
  geoloc_lat: { type: 'number' },
  geoloc_lng: { type: 'number' },
  geoloc_radius: { type: 'number' },
  include: ids,
  post_parent: { type: 'integer' },
  event_status: { type: 'array', items: { type: 'string' } },
  attendance_mode: { type: 'array', items: { type: 'string' } },
  event_language: { type: 'array', items: { type: 'string' } },
  accessibility: { type: 'array', items: { type: 'string' } },
  free: { type: 'boolean' },
  max_cost: { type: 'number' },
  weekday: { type: 'array', items: { type: 'string' } },
  time_of_day: { type: 'array', items: { type: 'string' } },
  event_event_status: { type: 'string', enum: EVENT_STATUSES },
  event_status_reason: { type: 'string' },
  previous_start_date: { type: 'string' },
  event_attendance_mode: { type: 'string', enum: ATTENDANCE_MODES },
  online_url: { type: 'string' },
  online_url_visible_before: { type: ['integer', 'null'] },
  event_languages: { type: 'array', items: { type: 'string' } },
  event_accessibility: { type: 'array', items: { type: 'string' } },
  accessibility_note: { type: 'string' },
  series: { type: 'integer' },
  recurring: { type: 'boolean' },
  expand: { type: 'boolean' },
  recurrence: { type: 'array', items: { type: 'string' } },
  scope: { type: 'string', enum: ['this', 'following', 'all', 'single', 'upcoming'] },
  reset_overrides: { type: 'boolean' },
  translation_language: { type: 'string', enum: LANGUAGES },
  password: { type: 'string' },
  force: { type: 'boolean' },
  title: { type: 'string' },
  description: { type: 'string' },
  excerpt: { type: 'string' },
  slug: { type: 'string' },
  cost: { type: 'string' },
  author: { type: 'integer' },
  date: { type: 'string' },
  date_utc: { type: 'string' },
  timezone: { type: 'string' },
  all_day: { type: 'boolean' },
  image: { type: ['integer', 'string'] },
  website: { type: 'string' },
  show_map: { type: 'boolean' },
  show_map_link: { type: 'boolean' },
  hide_from_listings: { type: 'boolean' },
  sticky: { type: 'boolean' },
  translations: { type: 'object' },
  address: { type: 'string' },
  city: { type: 'string' },
  country: { type: 'string' },
  province: { type: 'string' },
  state: { type: 'string' },
  zip: { type: 'string' },
  phone: { type: 'string' },
  stateprovince: { type: 'string' },
  geo_lat: { type: 'number' },
  geo_lng: { type: 'number' },
  email: { type: 'string' },
  name: { type: 'string' },
  parent: { type: 'integer' },
  colors: { type: ['object', 'null'] },
  exclude: ids,
  order: { type: 'string', enum: ['asc', 'desc'] },
  orderby: { type: 'string', enum: TERM_ORDERBY },
  hide_empty: { type: 'boolean' },
  post: { type: 'integer' },
  event: { type: 'integer' },
  has_events: { type: 'boolean' },
  only_with_upcoming: { type: 'boolean' },
  namespace: { type: 'string' },
  context: { type: 'string' },
  venue_name: { type: 'string' },
  organizer_name: { type: 'string' },
  event_venue: { type: ['integer', 'array', 'object'] },
  event_organizer: { type: ['integer', 'array', 'object'] },
  event_categories: idsOrSlugs,
  event_tags: idsOrSlugs,
  term_include: ids,
  modified_after: { type: 'string' },
  modified_before: { type: 'string' },
  sync_token: { type: 'string' },
  changes_types: { type: 'array', items: { type: 'string' } },
  changes_per_page: { type: 'integer' },
  changes_include: { type: 'string', enum: ['data', 'ids'] },
};

/**
 * WordPress-style `args` for an endpoint, from the zod object that validates it, described in `lang`.
 */
export function argsOf(schema: z.ZodObject, describedAs: Record<string, string> | undefined, lang: Lang) {
  const args: Record<string, Record<string, unknown>> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const key = argKey(name, describedAs);
    const { type, ...rest } = ARG_TYPES[key] ?? ARG_TYPES[name] ?? { type: 'string' };
    const missing = (field as z.ZodType).safeParse(undefined);
    args[name] = {
      required: !missing.success,
      ...(missing.success && missing.data !== undefined ? { default: missing.data } : {}),
      type,
      description: describe(lang, `param.${key}`),
      ...rest,
    };
  }
  return args;
}
