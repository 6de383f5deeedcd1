import { documentedAs } from '../http/documented';
import { isValidTimeZone } from '../lib/dates';
import { LANGUAGES } from '../lib/languages';
import { z } from '../lib/zod';

/** What a site owns (docs/settings.md), by the names the API and the importer use. */
export const SETTING_NAMES = [
  'timezone',
  'default_language',
  'site_name',
  'site_url',
  'currency_symbol',
  'currency_position',
  'currency_code',
  'hide_cancelled_events',
  'contributors_upload_files',
] as const;
/** The settings of submissions (docs/submissions.md): not texts of the site, so apart from its screen's. */
export const SUBMISSION_SETTING_NAMES = [
  'submissions_anonymous',
  'submissions_terms',
  'submissions_retention_days',
  'submissions_trusted_publish',
  'submissions_author_categories',
] as const;
export type SubmissionSettingName = (typeof SUBMISSION_SETTING_NAMES)[number];
export const ALL_SETTING_NAMES = [...SETTING_NAMES, ...SUBMISSION_SETTING_NAMES] as const;
export type SettingName = (typeof SETTING_NAMES)[number];
export type AnySettingName = (typeof ALL_SETTING_NAMES)[number];

const MAX_SITE_NAME = 200;
const MAX_SITE_URL = 2000;
const MAX_CURRENCY_SYMBOL = 10;

/** `null` removes the stored value: `wrangler.toml` decides again. */
const removable = <S extends z.ZodType>(schema: S, documented: Record<string, unknown>) =>
  documentedAs(schema.nullable(), { anyOf: [documented, { type: 'null' }] });

const timezone = z
  .string({ message: 'Must be a time zone name.' })
  .trim()
  .refine(isValidTimeZone, { message: 'Must be an IANA time zone name such as Europe/Madrid, or UTC.' });

const siteUrl = z
  .string({ message: 'Must be an http(s) URL.' })
  .trim()
  .max(MAX_SITE_URL, `At most ${MAX_SITE_URL} characters.`)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'Must be an http(s) URL such as https://example.org.',
  })
  .transform((value) => {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  });

/** A boolean, or its text as stored (`"true"`). */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])], { message: 'Must be true or false.' })
  .transform((value) => value === true || value === 'true');

/** The shape of each setting's value, for the API's writes and for what the database holds. */
export const SETTING_SCHEMAS = {
  timezone,
  default_language: z.enum(LANGUAGES, { message: `Must be one of ${LANGUAGES.join(', ')}.` }),
  site_name: z
    .string({ message: 'Must be a text.' })
    .trim()
    .min(1, 'The site name cannot be empty.')
    .max(MAX_SITE_NAME, `At most ${MAX_SITE_NAME} characters.`),
  site_url: siteUrl,
  currency_symbol: z
    .string({ message: 'Must be a text.' })
    .trim()
    .max(MAX_CURRENCY_SYMBOL, `At most ${MAX_CURRENCY_SYMBOL} characters.`),
  currency_position: z.enum(['prefix', 'postfix'], { message: 'Must be prefix or postfix.' }),
  currency_code: z
    .string({ message: 'Must be an ISO 4217 code such as EUR.' })
    .trim()
    .regex(/^(?:[A-Za-z]{3})?$/, 'Must be an ISO 4217 code such as EUR.')
    .transform((value) => value.toUpperCase()),
  hide_cancelled_events: flag,
  contributors_upload_files: flag,
} satisfies Record<SettingName, z.ZodType>;

const MAX_TERMS = 5000;
const MAX_RETENTION_DAYS = 3650;

/** The terms of submission by language, or that object's JSON as stored. */
const termsByLanguage = z
  .union([
    z.string().transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be an object of texts by language.' });
        return z.NEVER;
      }
    }),
    z.record(z.string(), z.unknown()),
  ])
  .pipe(
    z.partialRecord(
      z.enum(LANGUAGES, { message: `Languages are ${LANGUAGES.join(', ')}.` }),
      z.string({ message: 'Must be a text.' }).max(MAX_TERMS, `At most ${MAX_TERMS} characters.`),
    ),
  );

const retentionDays = z
  .union([z.number(), z.string()])
  .transform((v) => Number(v))
  .pipe(
    z
      .number()
      .int('Must be a whole number of days.')
      .min(1, 'At least 1 day.')
      .max(MAX_RETENTION_DAYS, `At most ${MAX_RETENTION_DAYS} days.`),
  );

/** At most this many authors, and categories per author, in `submissions_author_categories`. */
const MAX_AUTHORS = 200;
const MAX_AUTHOR_CATEGORIES = 100;

/** `{ "12": [3, 7] }`: the author of user id 12 moderates submissions whose categories are all among 3 and 7. */
const authorCategories = z
  .union([
    z.string().transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be an object of category ids by user id.' });
        return z.NEVER;
      }
    }),
    z.record(z.string(), z.unknown()),
  ])
  .pipe(
    z
      .record(
        z.string().regex(/^[1-9]\d{0,9}$/, 'Keys are user ids.'),
        z
          .array(
            z
              .number({ message: 'Must be a category id.' })
              .int('Must be a category id.')
              .min(1)
              .max(2_147_483_647),
          )
          .max(MAX_AUTHOR_CATEGORIES, `At most ${MAX_AUTHOR_CATEGORIES} categories per author.`),
      )
      .refine((v) => Object.keys(v).length <= MAX_AUTHORS, `At most ${MAX_AUTHORS} authors.`),
  );

export const SUBMISSION_SETTING_SCHEMAS = {
  submissions_anonymous: flag,
  submissions_terms: termsByLanguage,
  submissions_retention_days: retentionDays,
  submissions_trusted_publish: flag,
  submissions_author_categories: authorCategories,
} satisfies Record<SubmissionSettingName, z.ZodType>;

const ALL_SCHEMAS = { ...SETTING_SCHEMAS, ...SUBMISSION_SETTING_SCHEMAS };
export const settingSchemaOf = (name: AnySettingName): z.ZodType => ALL_SCHEMAS[name];

/** Valid values of some settings. */
export type SettingValues = {
  [K in SettingName]?: z.output<(typeof SETTING_SCHEMAS)[K]>;
} & { [K in SubmissionSettingName]?: z.output<(typeof SUBMISSION_SETTING_SCHEMAS)[K]> };

const DOCUMENTED: Record<SettingName, Record<string, unknown>> = {
  timezone: { type: 'string', enum: ['UTC', ...Intl.supportedValuesOf('timeZone')] },
  default_language: { type: 'string', enum: [...LANGUAGES] },
  site_name: { type: 'string', minLength: 1, maxLength: MAX_SITE_NAME, pattern: '\\S' },
  site_url: {
    type: 'string',
    maxLength: MAX_SITE_URL,
    pattern: '^https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?(/[A-Za-z0-9._~-]*)*$',
  },
  currency_symbol: { type: 'string', maxLength: MAX_CURRENCY_SYMBOL },
  currency_position: { type: 'string', enum: ['prefix', 'postfix'] },
  currency_code: { type: 'string', pattern: '^([A-Za-z]{3})?$' },
  hide_cancelled_events: { type: 'boolean' },
  contributors_upload_files: { type: 'boolean' },
};

/** `GET /settings` takes nothing. */
export const settingsReadQuery = z.object({});

/** `PATCH /settings`: the settings to change; `null` removes one. */
export const settingsUpdateBody = z.object({
  timezone: removable(SETTING_SCHEMAS.timezone, DOCUMENTED.timezone).optional(),
  default_language: removable(SETTING_SCHEMAS.default_language, DOCUMENTED.default_language).optional(),
  site_name: removable(SETTING_SCHEMAS.site_name, DOCUMENTED.site_name).optional(),
  site_url: removable(SETTING_SCHEMAS.site_url, DOCUMENTED.site_url).optional(),
  currency_symbol: removable(SETTING_SCHEMAS.currency_symbol, DOCUMENTED.currency_symbol).optional(),
  currency_position: removable(SETTING_SCHEMAS.currency_position, DOCUMENTED.currency_position).optional(),
  currency_code: removable(SETTING_SCHEMAS.currency_code, DOCUMENTED.currency_code).optional(),
  hide_cancelled_events: removable(
    SETTING_SCHEMAS.hide_cancelled_events,
    DOCUMENTED.hide_cancelled_events,
  ).optional(),
  submissions_anonymous: removable(SUBMISSION_SETTING_SCHEMAS.submissions_anonymous, {
    type: 'boolean',
  }).optional(),
  submissions_terms: removable(SUBMISSION_SETTING_SCHEMAS.submissions_terms, {
    type: 'object',
    propertyNames: { enum: [...LANGUAGES] },
    additionalProperties: { type: 'string', maxLength: MAX_TERMS },
  }).optional(),
  submissions_retention_days: removable(SUBMISSION_SETTING_SCHEMAS.submissions_retention_days, {
    type: 'integer',
    minimum: 1,
    maximum: MAX_RETENTION_DAYS,
  }).optional(),
  submissions_trusted_publish: removable(SUBMISSION_SETTING_SCHEMAS.submissions_trusted_publish, {
    type: 'boolean',
  }).optional(),
  contributors_upload_files: removable(
    SETTING_SCHEMAS.contributors_upload_files,
    DOCUMENTED.contributors_upload_files,
  ).optional(),
  submissions_author_categories: removable(SUBMISSION_SETTING_SCHEMAS.submissions_author_categories, {
    type: 'object',
    maxProperties: MAX_AUTHORS,
    propertyNames: { pattern: '^[1-9][0-9]{0,9}$', examples: ['12'] },
    additionalProperties: {
      type: 'array',
      maxItems: MAX_AUTHOR_CATEGORIES,
      items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    },
  }).optional(),
});
export type SettingsUpdate = z.output<typeof settingsUpdateBody>;
