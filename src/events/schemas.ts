import { STATUSES } from '../db/schema';
import { documentedAs } from '../http/documented';
import {
  booleanParam,
  dateParam,
  idList,
  idOrSlugList,
  languageParam,
  MAX_ID,
  pageParams,
  positiveInt,
  searchParam,
  statusList,
} from '../http/schemas';
import { ianaTimeZones, isValidTimeZone } from '../lib/dates';
import { z } from '../lib/zod';
import { linkedRefs } from '../linked/refs';
import { organizerKind } from '../organizers/kind';
import { image, MAX_DESCRIPTION, nonBlankText, text, translationsOf, url } from '../posts/fields';
import { venueKind } from '../venues/kind';
import { factFilterFields } from './fact-filters';
import { factTextFields, factWriteFields } from './facts';
import { seriesWriteFields } from './series-fields';

/** A number as a JSON number or numeric text; `""`, booleans and arrays are not numbers. */
const numberParam = z
  .union([z.number(), z.string().trim().min(1)], { message: 'Must be a number.' })
  .pipe(z.coerce.number({ message: 'Must be a number.' }));

const latitude = documentedAs(
  numberParam.refine(
    (n) => Number.isFinite(n) && n >= -90 && n <= 90,
    'Must be a latitude between -90 and 90.',
  ),
  { type: 'number', minimum: -90, maximum: 90 },
);
const longitude = documentedAs(
  numberParam.refine(
    (n) => Number.isFinite(n) && n >= -180 && n <= 180,
    'Must be a longitude between -180 and 180.',
  ),
  { type: 'number', minimum: -180, maximum: 180 },
);
const radius = documentedAs(
  numberParam.refine(
    (n) => Number.isFinite(n) && n > 0 && n <= 20000,
    'Must be a distance in km between 0 and 20000.',
  ),
  { type: 'number', exclusiveMinimum: 0, maximum: 20000 },
);

/** The parameters of `GET /events`. */
export const eventListFields = {
  ...pageParams,
  start_date: dateParam.optional(),
  end_date: dateParam.optional(),
  starts_before: dateParam.optional(),
  starts_after: dateParam.optional(),
  ends_before: dateParam.optional(),
  ends_after: dateParam.optional(),
  strict_dates: booleanParam.default(false),
  modified_after: dateParam.optional(),
  modified_before: dateParam.optional(),
  search: searchParam.optional(),
  search_languages: z.enum(['shown', 'all'], { message: 'Must be shown or all.' }).default('shown'),
  categories: idOrSlugList.optional(),
  tags: idOrSlugList.optional(),
  venue: idList.optional(),
  organizer: idList.optional(),
  featured: booleanParam.optional(),
  ticketed: booleanParam.optional(),
  status: statusList.optional(),
  geoloc: booleanParam.optional(),
  geoloc_lat: latitude.optional(),
  geoloc_lng: longitude.optional(),
  geoloc_radius: radius.default(50),
  include: idList.optional(),
  post_parent: positiveInt().optional(),
  series: positiveInt().optional(),
  recurring: booleanParam.optional(),
  ...factFilterFields,
  translation_language: languageParam.optional(),
};

/** `GET /events`. */
export const eventListQuery = z.object(eventListFields).superRefine((q, ctx) => {
  if ((q.geoloc_lat === undefined) !== (q.geoloc_lng === undefined)) {
    const missing = q.geoloc_lat === undefined ? 'geoloc_lat' : 'geoloc_lng';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'geoloc_lat and geoloc_lng must be given together.',
    });
  }
});
export type EventListQuery = z.output<typeof eventListQuery>;

/** `password` on the single read. */
export const eventReadQuery = z.object({
  password: z.string().max(255).optional(),
  translation_language: languageParam.optional(),
});

const timezone = documentedAs(
  z
    .string()
    .max(64)
    .refine(
      (tz) => isValidTimeZone(tz),
      'Must be an IANA time zone such as Europe/Madrid, UTC, or an offset as WordPress writes it (UTC+5.5).',
    ),
  () => ({
    anyOf: [
      { type: 'string', enum: ianaTimeZones() },
      { type: 'string', pattern: '^UTC[+-]((0?[0-9]|1[0-3])(\\.(25|5|75))?|14)$' },
    ],
  }),
);

/** A term named in an event write: its id, or its name or slug (a new name creates the term). */
const TERM_REF = {
  anyOf: [
    { type: 'integer', minimum: 1, maximum: MAX_ID },
    { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^,]*[^,\\d\\s][^,]*$' },
  ],
};

/** `categories`/`tags`: ids or names/slugs, as an array or a comma list; `""`/`[]` removes all. */
const termRefs = documentedAs(
  z
    .union([z.number(), z.string(), z.array(z.union([z.number(), z.string()])), z.null()])
    .transform((value, ctx) => {
      const items = value === null ? [] : Array.isArray(value) ? value : String(value).split(',');
      const refs = [...new Set(items.map((v) => String(v).trim()).filter((v) => v !== ''))].map((v) =>
        /^\d+$/.test(v) ? Number(v) : v,
      );
      if (refs.length > 100 || refs.some((r) => typeof r === 'string' && r.length > 200)) {
        ctx.addIssue({ code: 'custom', message: 'At most 100 terms of at most 200 characters.' });
        return z.NEVER;
      }
      if (refs.some((r) => typeof r === 'number' && (r < 1 || r > MAX_ID))) {
        ctx.addIssue({ code: 'custom', message: 'Must be term ids (positive integers), names or slugs.' });
        return z.NEVER;
      }
      return refs;
    }),
  {
    anyOf: [
      ...TERM_REF.anyOf,
      { type: 'array', items: TERM_REF, maxItems: 100 },
      { const: '' },
      { type: 'null' },
    ],
  },
);

/** An array of costs: a short price list, whose joined text stays within the 200 characters of `cost`. */
const MAX_COSTS = 8;
const MAX_COST_LENGTH = 20;

/**
 * `cost`: the text shown, or an array of costs (as TEC accepts), joined into one text whose numbers
 * all become `cost_details.values`.
 */
const cost = documentedAs(
  z
    .union([
      z.string(),
      z.number(),
      z
        .array(
          z.union([
            z.string().max(MAX_COST_LENGTH, `At most ${MAX_COST_LENGTH} characters each.`),
            z.number(),
          ]),
        )
        .max(MAX_COSTS, `At most ${MAX_COSTS} costs.`),
    ])
    .transform((v) =>
      Array.isArray(v)
        ? v
            .map((part) => String(part).trim())
            .filter(Boolean)
            .join(', ')
        : String(v),
    )
    .pipe(z.string().max(200, 'At most 200 characters.')),
  {
    anyOf: [
      { type: 'string', maxLength: 200 },
      { type: 'array', items: { type: 'string', maxLength: MAX_COST_LENGTH }, maxItems: MAX_COSTS },
    ],
  },
);

/** The most characters of a currency symbol, as the site's own (src/settings/schemas.ts). */
export const MAX_CURRENCY_SYMBOL = 10;

/**
 * The event's own currency (TEC's `_EventCurrencySymbol`, `_EventCurrencyCode`, `_EventCurrencyPosition`),
 * our extension fields: `""` clears one back to reading it from the cost text.
 */
export const costCurrencyFields = {
  cost_currency_symbol: documentedAs(
    z
      .string({ message: 'Must be a text.' })
      .trim()
      .max(MAX_CURRENCY_SYMBOL, `At most ${MAX_CURRENCY_SYMBOL} characters.`),
    { type: 'string', maxLength: MAX_CURRENCY_SYMBOL },
  ).optional(),
  cost_currency_position: documentedAs(
    z.enum(['prefix', 'postfix', ''], { message: 'Must be prefix or postfix ("" to clear).' }),
    { type: 'string', enum: ['prefix', 'postfix', ''] },
  ).optional(),
  cost_currency_code: documentedAs(
    z
      .string({ message: 'Must be an ISO 4217 code such as EUR ("" to clear).' })
      .trim()
      .regex(/^(?:[A-Za-z]{3})?$/, 'Must be an ISO 4217 code such as EUR ("" to clear).')
      .transform((value) => value.toUpperCase()),
    { type: 'string', pattern: '^([A-Za-z]{3})?$' },
  ).optional(),
};

export const eventTextFields = {
  title: text(300),
  description: text(MAX_DESCRIPTION),
  excerpt: text(5000),
  slug: text(200),
  cost,
};

const translations = translationsOf({ ...eventTextFields, ...factTextFields });

const eventFields = {
  ...eventTextFields,
  start_date: dateParam,
  end_date: dateParam,
  author: positiveInt().optional(),
  date: dateParam.optional(),
  date_utc: dateParam.optional(),
  status: z.enum(STATUSES, { message: `Must be one of ${STATUSES.join(', ')}.` }).optional(),
  timezone: timezone.optional(),
  all_day: booleanParam.optional(),
  image: image.optional(),
  website: url.optional(),
  show_map: booleanParam.optional(),
  show_map_link: booleanParam.optional(),
  hide_from_listings: booleanParam.optional(),
  sticky: booleanParam.optional(),
  featured: booleanParam.optional(),
  ticketed: booleanParam.optional(),
  post_parent: documentedAs(z.union([z.literal(0), z.literal('0'), positiveInt()]).transform(Number), {
    type: 'integer',
    minimum: 0,
    maximum: MAX_ID,
  }).optional(),
  categories: termRefs.optional(),
  tags: termRefs.optional(),
  venue: linkedRefs(venueKind).optional(),
  organizer: linkedRefs(organizerKind).optional(),
  ...costCurrencyFields,
  ...factWriteFields,
  translations,
  ...seriesWriteFields,
  translation_language: languageParam.optional(),
};

/** `POST /events`: title and both dates are required. */
export const eventCreateBody = z.object({
  ...eventFields,
  title: nonBlankText(300, 'The title cannot be empty.'),
  description: eventTextFields.description.optional(),
  excerpt: eventTextFields.excerpt.optional(),
  slug: eventTextFields.slug.optional(),
  cost: eventTextFields.cost.optional(),
});
export type EventCreateBody = z.output<typeof eventCreateBody>;

/** Updates are partial: every field optional; `password` only here. */
export const eventUpdateBody = z.object({
  ...eventFields,
  title: nonBlankText(300, 'The title cannot be empty.').optional(),
  description: eventTextFields.description.optional(),
  excerpt: eventTextFields.excerpt.optional(),
  slug: eventTextFields.slug.optional(),
  cost: eventTextFields.cost.optional(),
  start_date: dateParam.optional(),
  end_date: dateParam.optional(),
  password: documentedAs(
    z.union([z.string().max(255, 'At most 255 characters.'), z.number()]).transform(String),
    { type: 'string', maxLength: 255 },
  ).optional(),
});
export type EventUpdateBody = z.output<typeof eventUpdateBody>;

export const eventDeleteQuery = z.object({
  force: booleanParam.default(false),
  scope: seriesWriteFields.scope,
  translation_language: languageParam.optional(),
});
