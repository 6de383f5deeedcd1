import type { z } from 'zod';
import { STATUSES } from '../db/schema';
import { LANGUAGES } from '../http/language';

interface ArgInfo {
  type: string | string[];
  description: string;
  enum?: readonly string[];
  items?: { type: string };
}

/** How each request parameter is described to clients (namespace index and documentation). */
const ARGS: Record<string, ArgInfo> = {
  page: { type: 'integer', description: 'The archive page to return.' },
  per_page: { type: 'integer', description: 'The number of results per page (at most 50).' },
  start_date: { type: 'string', description: 'Events that start on or after this date.' },
  end_date: { type: 'string', description: 'Events that end on or before this date.' },
  starts_before: { type: 'string', description: 'Events that start before this date.' },
  starts_after: { type: 'string', description: 'Events that start after this date.' },
  ends_before: { type: 'string', description: 'Events that end before this date.' },
  ends_after: { type: 'string', description: 'Events that end after this date.' },
  strict_dates: { type: 'boolean', description: 'Apply the dates at the given times instead of whole days.' },
  search: { type: 'string', description: 'Words that must all appear in the text.' },
  categories: { type: 'array', items: { type: 'string' }, description: 'Category ids or slugs.' },
  tags: { type: 'array', items: { type: 'string' }, description: 'Tag ids or slugs.' },
  venue: { type: 'array', items: { type: 'integer' }, description: 'Venue ids.' },
  organizer: { type: 'array', items: { type: 'integer' }, description: 'Organizer ids.' },
  featured: { type: 'boolean', description: 'Only featured (or not featured) events.' },
  ticketed: { type: 'boolean', description: 'Only events with (or without) tickets.' },
  status: {
    type: 'string',
    enum: STATUSES,
    description: 'Post status; a comma list for authenticated callers.',
  },
  geoloc: { type: 'boolean', description: 'Only events whose venue has coordinates.' },
  geoloc_lat: { type: 'number', description: 'Latitude of the point events must be near (with geoloc_lng).' },
  geoloc_lng: {
    type: 'number',
    description: 'Longitude of the point events must be near (with geoloc_lat).',
  },
  geoloc_radius: { type: 'number', description: 'Distance in km from the point (default 50).' },
  include: {
    type: 'array',
    items: { type: 'integer' },
    description: 'Only these ids; the date window is ignored.',
  },
  post_parent: { type: 'integer', description: 'Events whose parent is this event id.' },
  translation_language: { type: 'string', enum: LANGUAGES, description: 'The content language.' },
  password: { type: 'string', description: 'The password of a protected event.' },
  force: { type: 'boolean', description: 'Delete permanently instead of moving to the trash.' },
  title: { type: 'string', description: 'The event title.' },
  description: { type: 'string', description: 'The description (HTML).' },
  excerpt: { type: 'string', description: 'The excerpt (HTML).' },
  slug: { type: 'string', description: 'The slug, unique per language.' },
  cost: { type: 'string', description: 'The cost as shown, e.g. "10 - 25 €" or "Free".' },
  author: { type: 'integer', description: 'The author user id.' },
  date: { type: 'string', description: 'The publication date, site time.' },
  date_utc: { type: 'string', description: 'The publication date, UTC.' },
  timezone: { type: 'string', description: 'The IANA time zone of the event, e.g. Europe/Madrid.' },
  all_day: { type: 'boolean', description: 'Whether the event lasts whole days.' },
  image: { type: ['integer', 'string'], description: 'An image id or URL; empty removes it.' },
  website: { type: 'string', description: 'The event website URL.' },
  show_map: { type: 'boolean', description: 'Whether to show a map.' },
  show_map_link: { type: 'boolean', description: 'Whether to show a map link.' },
  hide_from_listings: { type: 'boolean', description: 'Keep the event out of lists.' },
  sticky: { type: 'boolean', description: 'Keep the event on top in calendar views.' },
  translations: { type: 'object', description: 'Text fields per language: { "eu": { "title": ... } }.' },
  venue_name: { type: 'string', description: 'The venue name.' },
  organizer_name: { type: 'string', description: 'The organizer name.' },
  address: { type: 'string', description: 'The street address.' },
  city: { type: 'string', description: 'The city.' },
  country: { type: 'string', description: 'The country.' },
  province: { type: 'string', description: 'The province.' },
  state: { type: 'string', description: 'The state.' },
  zip: { type: 'string', description: 'The postal code.' },
  phone: { type: 'string', description: 'The phone number.' },
  stateprovince: { type: 'string', description: 'The state or province shown.' },
  geo_lat: { type: 'number', description: 'The latitude of the venue.' },
  geo_lng: { type: 'number', description: 'The longitude of the venue.' },
  email: { type: 'string', description: 'The e-mail address.' },
  name: { type: 'string', description: 'The term name.' },
  parent: { type: 'integer', description: 'The parent category id.' },
  exclude: { type: 'array', items: { type: 'integer' }, description: 'Leave out these ids.' },
  order: { type: 'string', enum: ['asc', 'desc'], description: 'Sort direction.' },
  orderby: {
    type: 'string',
    enum: ['id', 'name', 'slug', 'count', 'description', 'term_group', 'include'],
    description: 'Term attribute to sort by.',
  },
  hide_empty: { type: 'boolean', description: 'Hide terms without published events.' },
  post: { type: 'integer', description: 'Only terms of this event.' },
  event: { type: 'integer', description: 'Only records linked to this event.' },
  has_events: { type: 'boolean', description: 'Only records with (or without) events.' },
  only_with_upcoming: { type: 'boolean', description: 'Only records with events that have not ended.' },
  namespace: { type: 'string', description: 'The namespace.' },
  context: { type: 'string', description: 'The context of the request.' },
};

/**
 * WordPress-style `args` for an endpoint, from the zod object that validates it. `describedAs` names
 * the description of a parameter whose meaning depends on the route (`venue`: a filter on events,
 * the name on a venue).
 */
export function argsOf(schema: z.ZodObject, describedAs: Record<string, string> = {}) {
  const args: Record<string, Record<string, unknown>> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const info = ARGS[describedAs[name] ?? name] ?? { type: 'string', description: '' };
    const missing = (field as z.ZodType).safeParse(undefined);
    args[name] = {
      required: !missing.success,
      ...(missing.success && missing.data !== undefined ? { default: missing.data } : {}),
      ...info,
    };
  }
  return args;
}
