import { z } from 'zod';
import { STATUSES } from '../db/schema';
import { LANGUAGES } from '../http/language';
import {
  booleanParam,
  dateParam,
  idList,
  idOrSlugList,
  languageParam,
  pageParams,
  positiveInt,
  searchParam,
  statusList,
} from '../http/schemas';
import { isValidTimeZone } from '../lib/dates';

/** A number as a JSON number or numeric text; `""`, booleans and arrays are not numbers. */
const numberParam = z
  .union([z.number(), z.string().trim().min(1)], { message: 'Must be a number.' })
  .pipe(z.coerce.number({ message: 'Must be a number.' }));

const latitude = numberParam.refine(
  (n) => Number.isFinite(n) && n >= -90 && n <= 90,
  'Must be a latitude between -90 and 90.',
);
const longitude = numberParam.refine(
  (n) => Number.isFinite(n) && n >= -180 && n <= 180,
  'Must be a longitude between -180 and 180.',
);
const radius = numberParam.refine(
  (n) => Number.isFinite(n) && n > 0 && n <= 20000,
  'Must be a distance in km between 0 and 20000.',
);

/** `GET /events`. */
export const eventListQuery = z
  .object({
    ...pageParams,
    start_date: dateParam.optional(),
    end_date: dateParam.optional(),
    starts_before: dateParam.optional(),
    starts_after: dateParam.optional(),
    ends_before: dateParam.optional(),
    ends_after: dateParam.optional(),
    strict_dates: booleanParam.default(false),
    search: searchParam.optional(),
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
    translation_language: languageParam.optional(),
  })
  .superRefine((q, ctx) => {
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

const text = (max: number) =>
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v))
    .pipe(z.string().max(max, `At most ${max} characters.`));

const url = z
  .union([z.string(), z.null()])
  .transform((v) => (v ?? '').trim())
  .pipe(
    z
      .string()
      .max(2000, 'At most 2000 characters.')
      .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Must be an http(s) URL.'),
  );

const timezone = z
  .string()
  .max(64)
  .refine((tz) => isValidTimeZone(tz), 'Must be an IANA time zone such as Europe/Madrid, or UTC.');

/** An image: an image record id, a URL, or empty to remove it. */
const image = z
  .union([z.literal(false), z.null(), z.number(), z.string().max(2000)])
  .transform((value, ctx) => {
    if (value === false || value === null || value === '' || value === 0 || value === '0') return null;
    const asId = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : null;
    if (asId !== null) {
      if (!Number.isInteger(asId) || asId < 1 || asId > 2 ** 31 - 1) {
        ctx.addIssue({ code: 'custom', message: 'Must be an image id or URL.' });
        return z.NEVER;
      }
      return { id: asId };
    }
    if (!/^https?:\/\/[^\s]+$/i.test(String(value))) {
      ctx.addIssue({ code: 'custom', message: 'Must be an image id or an http(s) URL.' });
      return z.NEVER;
    }
    return { url: String(value) };
  });

/** `venue`/`organizer`: ids, `{id}` objects, or `0`/`""`/`[]` to remove. Inline records come later. */
const linkedIds = z
  .union([z.number(), z.string(), z.object({ id: z.unknown() }).loose(), z.array(z.unknown()), z.null()])
  .transform((value, ctx) => {
    const items =
      value === null
        ? []
        : Array.isArray(value)
          ? value
          : typeof value === 'string'
            ? value.split(',')
            : [value];
    const ids: number[] = [];
    for (const item of items) {
      // An object without an id (an inline record) is not silently dropped: it fails below.
      const raw =
        typeof item === 'object' && item !== null ? ((item as { id?: unknown }).id ?? Number.NaN) : item;
      const textValue = String(raw ?? '').trim();
      if (textValue === '' || textValue === '0') continue;
      const id = /^\d{1,10}$/.test(textValue) ? Number(textValue) : Number.NaN;
      if (!Number.isInteger(id) || id < 1 || id > 2 ** 31 - 1) {
        ctx.addIssue({ code: 'custom', message: 'Must be an id, a list of ids or {id} objects.' });
        return z.NEVER;
      }
      if (!ids.includes(id)) ids.push(id);
    }
    if (ids.length > 100) {
      ctx.addIssue({ code: 'custom', message: 'At most 100 values are accepted.' });
      return z.NEVER;
    }
    return ids;
  });

/** `categories`/`tags`: ids or names/slugs, as an array or a comma list; `""`/`[]` removes all. */
const termRefs = z
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
    return refs;
  });

export const eventTextFields = {
  title: text(300),
  description: text(65535),
  excerpt: text(5000),
  slug: text(200),
  cost: text(200),
};

const translations = z
  .partialRecord(
    z.enum(LANGUAGES, { message: `Translation languages are ${LANGUAGES.join(', ')}.` }),
    z.object(eventTextFields).partial(),
  )
  .optional();

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
  post_parent: z
    .union([z.literal(0), z.literal('0'), positiveInt()])
    .transform(Number)
    .optional(),
  categories: termRefs.optional(),
  tags: termRefs.optional(),
  venue: linkedIds.optional(),
  organizer: linkedIds.optional(),
  translations,
  translation_language: languageParam.optional(),
};

/** `POST /events`: title and both dates are required. */
export const eventCreateBody = z.object({
  ...eventFields,
  title: eventTextFields.title.refine((t) => t.trim() !== '', 'The title cannot be empty.'),
  description: eventTextFields.description.optional(),
  excerpt: eventTextFields.excerpt.optional(),
  slug: eventTextFields.slug.optional(),
  cost: eventTextFields.cost.optional(),
});
export type EventCreateBody = z.output<typeof eventCreateBody>;

/** Updates are partial: every field optional; `password` only here. */
export const eventUpdateBody = z.object({
  ...eventFields,
  title: eventTextFields.title.refine((t) => t.trim() !== '', 'The title cannot be empty.').optional(),
  description: eventTextFields.description.optional(),
  excerpt: eventTextFields.excerpt.optional(),
  slug: eventTextFields.slug.optional(),
  cost: eventTextFields.cost.optional(),
  start_date: dateParam.optional(),
  end_date: dateParam.optional(),
  password: z
    .union([z.string().max(255, 'At most 255 characters.'), z.number()])
    .transform(String)
    .optional(),
});
export type EventUpdateBody = z.output<typeof eventUpdateBody>;

export const eventDeleteQuery = z.object({
  force: booleanParam.default(false),
  translation_language: languageParam.optional(),
});
