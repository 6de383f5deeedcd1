import { STATUSES, type Status } from '../db/schema';
import { parseDateInput } from '../lib/dates';
import { LANGUAGES } from '../lib/languages';
import { z } from '../lib/zod';
import { BOOLEAN_WORDS, DATE_PATTERN, documentedAs, type WireSchema } from './documented';

/**
 * Parameter schemas shared by every resource. Request values arrive as strings, numbers or arrays;
 * each schema says what clients are told to send (`documentedAs`, for /doc).
 */

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', '']);

export const booleanParam = documentedAs(
  z.union([z.boolean(), z.number(), z.string()]).transform((value, ctx) => {
    const word = String(value).trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    ctx.addIssue({ code: 'custom', message: 'Must be a boolean: true, false, 1, 0, yes or no.' });
    return z.NEVER;
  }),
  { anyOf: [{ type: 'boolean' }, { type: 'string', enum: [...BOOLEAN_WORDS] }] },
);

export const MAX_ID = 2 ** 31 - 1;

/** An id: what `positiveInt` is documented as. */
export const ID_SCHEMA: WireSchema = { type: 'integer', minimum: 1, maximum: MAX_ID };

export const positiveInt = (what = 'a positive integer') =>
  documentedAs(
    z.union([z.number(), z.string()]).transform((value, ctx) => {
      const text = String(value).trim();
      const n = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isInteger(n) || n < 1 || n > MAX_ID) {
        ctx.addIssue({ code: 'custom', message: `Must be ${what}.` });
        return z.NEVER;
      }
      return n;
    }),
    ID_SCHEMA,
  );

export const MAX_LIST_ITEMS = 100;

/**
 * An array, or a comma-separated list, of at most 100 items, trimmed, empty ones dropped. It is
 * documented as one item (`itemSchema`) or an array of them; a query sends the array as repeated
 * parameters (`a=1&a=2`), as OpenAPI's default form style does.
 */
export const listOf = <O, I>(item: z.ZodType<O, I>, itemSchema: WireSchema) =>
  documentedAs(
    z
      .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
      .transform((value) =>
        (Array.isArray(value) ? value : [value])
          .flatMap((part) => String(part).split(','))
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      )
      .pipe(
        z
          .array(item as unknown as z.ZodType<O, string>)
          .max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} values are accepted.`),
      ),
    {
      anyOf: [
        ...((itemSchema.anyOf as WireSchema[] | undefined) ?? [itemSchema]),
        { type: 'array', items: itemSchema, maxItems: MAX_LIST_ITEMS },
      ],
    },
  );

export const idList = listOf(positiveInt('a list of positive integer ids'), ID_SCHEMA);

/** A slug as a list item: no comma (it would split it), not only digits (that is an id), not blank. */
const SLUG_ITEM: WireSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  pattern: '^[^,]*[^,\\d\\s][^,]*$',
};

/** A list of ids or slugs (terms can be referred to either way). */
export const idOrSlugList = listOf(
  z
    .string()
    .max(200)
    .transform((v, ctx) => {
      if (!/^\d+$/.test(v)) return v.toLowerCase();
      const id = Number(v);
      if (id >= 1 && id <= MAX_ID) return id;
      ctx.addIssue({ code: 'custom', message: 'Must be ids (positive integers) or slugs.' });
      return z.NEVER;
    }),
  { anyOf: [ID_SCHEMA, SLUG_ITEM] },
);

export const dateParam = documentedAs(
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => parseDateInput(v, 'UTC') !== null, {
      message: 'Must be a date: YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS], ISO 8601 or a unix timestamp.',
    }),
  { type: 'string', pattern: DATE_PATTERN },
);

export const statusList = listOf(z.enum(STATUSES, { message: `Must be one of ${STATUSES.join(', ')}.` }), {
  type: 'string',
  enum: [...STATUSES],
}).transform((list) => [...new Set(list)] as Status[]);

export const searchParam = documentedAs(
  z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().max(200, 'At most 200 characters.')),
  { type: 'string', maxLength: 200 },
);

export const languageParam = z.enum(LANGUAGES, { message: `Must be one of ${LANGUAGES.join(', ')}.` });

export const pageParams = {
  page: positiveInt().default(1),
  per_page: positiveInt()
    .default(10)
    .transform((n) => Math.min(n, 50)),
};

/**
 * The path of a single record: `/{id}` (digits, by the route's pattern) or `/by-slug/{slug}`. An id
 * beyond `MAX_ID` names no record: the lookup answers it with the record kind's 404.
 */
export const recordPath = z.object({
  id: z.string().regex(/^\d+$/).transform(Number).optional(),
  slug: z.string().optional(),
});
