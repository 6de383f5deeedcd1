import { SOURCE_KINDS } from '../calendars/reader';
import { SOURCE_ON_REMOVED, SOURCE_SCHEDULES, SOURCE_UPDATE_AUTHORITIES } from '../db/schema';
import { documentedAs } from '../http/documented';
import { booleanParam, ID_SCHEMA, languageParam, listOf, MAX_ID, positiveInt } from '../http/schemas';
import { z } from '../lib/zod';

/** The parameters of `/sources` (docs/sources.md#the-api): they validate and document every route. */

export const SOURCE_STATUSES = ['pending', 'draft', 'publish'] as const;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `Must be one of ${values.join(', ')}.` });

/** Blank is refused here; where the address may point (public hosts only) is checked by the routes. */
const url = documentedAs(
  z
    .string({ message: 'Must be an http(s) URL.' })
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(2000, 'At most 2000 characters.')
        .refine((value) => /^https?:\/\/\S+$/i.test(value), 'Must be an http(s) URL.'),
    ),
  { type: 'string', minLength: 1, maxLength: 2000, pattern: '^https?://\\S+$' },
);

/** Category or tag names, or term ids: each event of the source gets them. */
const TERM_ITEM = {
  anyOf: [
    ID_SCHEMA,
    { type: 'string' as const, minLength: 1, maxLength: 200, pattern: '^[^,]*[^,\\d\\s][^,]*$' },
  ],
};
const termDefaults = listOf(
  z
    .string()
    .max(200, 'At most 200 characters.')
    .transform((v, ctx) => {
      if (!/^\d+$/.test(v)) return v;
      const id = Number(v);
      if (id >= 1 && id <= MAX_ID) return id;
      ctx.addIssue({ code: 'custom', message: 'Must be term ids (positive integers) or names.' });
      return z.NEVER;
    }),
  TERM_ITEM,
);

/** An organizer's id, or 0 / "" / null for none. */
const organizer = documentedAs(
  z
    .union([z.literal(0), z.literal('0'), z.literal(''), z.null(), positiveInt()])
    .transform((v) => (v === 0 || v === '0' || v === '' || v === null ? null : Number(v))),
  { anyOf: [ID_SCHEMA, { const: 0 }, { const: '' }, { type: 'null' }] },
);

const language = documentedAs(
  z.union([languageParam, z.literal(''), z.null()]).transform((v) => (v === '' || v === null ? null : v)),
  { anyOf: [{ type: 'string', enum: ['eu', 'ca', 'en', 'gl', 'es', ''] }, { type: 'null' }] },
);

/**
 * A TEC site's application password (WordPress' Users → Profile → Application Passwords), for a site whose REST
 * API answers only signed-in users; `null` removes it. Never shown back but its user name.
 */
const NOT_BLANK = { type: 'string' as const, minLength: 1, maxLength: 200, pattern: '\\S' };
const credentials = documentedAs(
  z.union([
    z.null(),
    z.object(
      {
        username: z.string({ message: 'Must be the WordPress user name.' }).trim().min(1).max(200),
        password: z
          .string({ message: 'Must be the application password.' })
          .transform((v) => v.replace(/\s+/g, ''))
          .pipe(z.string().min(1, 'Must be the application password.').max(200, 'At most 200 characters.')),
      },
      { message: 'Must be {"username", "password"} or null.' },
    ),
  ]),
  {
    anyOf: [
      { type: 'null' },
      {
        type: 'object',
        properties: { username: NOT_BLANK, password: NOT_BLANK },
        required: ['username', 'password'],
        additionalProperties: false,
      },
    ],
  },
);

const fields = {
  kind: oneOf(SOURCE_KINDS),
  url,
  name: z.string({ message: 'Must be a text.' }).trim().max(200, 'At most 200 characters.'),
  schedule: oneOf(SOURCE_SCHEDULES),
  default_status: oneOf(SOURCE_STATUSES),
  default_categories: termDefaults,
  default_tags: termDefaults,
  default_organizer: organizer,
  default_language: language,
  update_authority: oneOf(SOURCE_UPDATE_AUTHORITIES),
  on_removed: oneOf(SOURCE_ON_REMOVED),
  paused: booleanParam,
  credentials,
};

/** `POST /sources`. */
export const sourceCreateBody = z.object({
  kind: fields.kind,
  url: fields.url,
  name: fields.name.default(''),
  schedule: fields.schedule.default('daily'),
  default_status: fields.default_status.default('pending'),
  default_categories: fields.default_categories.optional(),
  default_tags: fields.default_tags.optional(),
  default_organizer: fields.default_organizer.optional(),
  default_language: fields.default_language.optional(),
  update_authority: fields.update_authority.default('overwrite'),
  on_removed: fields.on_removed.default('trash'),
  paused: fields.paused.default(false),
  credentials: fields.credentials.optional(),
});
export type SourceCreateBody = z.output<typeof sourceCreateBody>;

/** `PATCH /sources/{id}`: the fields given change. */
export const sourceUpdateBody = z.object({
  kind: fields.kind.optional(),
  url: fields.url.optional(),
  name: fields.name.optional(),
  schedule: fields.schedule.optional(),
  default_status: fields.default_status.optional(),
  default_categories: fields.default_categories.optional(),
  default_tags: fields.default_tags.optional(),
  default_organizer: fields.default_organizer.optional(),
  default_language: fields.default_language.optional(),
  update_authority: fields.update_authority.optional(),
  on_removed: fields.on_removed.optional(),
  paused: fields.paused.optional(),
  credentials: fields.credentials.optional(),
});
export type SourceUpdateBody = z.output<typeof sourceUpdateBody>;

/** `POST /sources/test`: what a source of this kind at this address would bring, written nowhere. */
export const sourceTestBody = z.object({
  kind: fields.kind,
  url: fields.url,
  credentials: fields.credentials.optional(),
});

/** `GET /sources`, `GET` and `DELETE /sources/{id}`, `POST /sources/{id}/run` take no parameters. */
export const sourceReadQuery = z.object({});

export const SOURCE_LIST_MAX_PER_PAGE = 100;

const perPage = documentedAs(
  positiveInt().refine((n) => n <= SOURCE_LIST_MAX_PER_PAGE, {
    message: `At most ${SOURCE_LIST_MAX_PER_PAGE}.`,
  }),
  { type: 'integer', minimum: 1, maximum: SOURCE_LIST_MAX_PER_PAGE },
);

/** `GET /sources/{id}/runs`, `/events` and `/ignored`: newest first. */
export const sourcePageQuery = z.object({
  page: positiveInt().default(1),
  per_page: perPage.default(20),
});

const uid = z
  .string({ message: 'Must be the source’s id of the event (a text).' })
  .trim()
  .min(1, 'Must be the source’s id of the event (a text).')
  .max(500, 'At most 500 characters.');

/** `POST /sources/{id}/ignored`: the source's id of the event, and a title to recognise it by. */
export const ignoreBody = z.object({
  uid,
  title: z.string({ message: 'Must be a text.' }).trim().max(300, 'At most 300 characters.').optional(),
});

/** `DELETE /sources/{id}/ignored`: the event comes in again at the next run. */
export const unignoreQuery = z.object({ uid });
