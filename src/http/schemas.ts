import { z } from 'zod';
import { STATUSES, type Status } from '../db/schema';
import { parseDateInput } from '../lib/dates';
import { LANGUAGES } from '../lib/languages';

/** Parameter schemas shared by every resource. Request values arrive as strings, numbers or arrays. */

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', '']);

export const booleanParam = z.union([z.boolean(), z.number(), z.string()]).transform((value, ctx) => {
  const word = String(value).trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  ctx.addIssue({ code: 'custom', message: 'Must be a boolean: true, false, 1, 0, yes or no.' });
  return z.NEVER;
});

export const MAX_ID = 2 ** 31 - 1;

export const positiveInt = (what = 'a positive integer') =>
  z.union([z.number(), z.string()]).transform((value, ctx) => {
    const text = String(value).trim();
    const n = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(n) || n < 1 || n > MAX_ID) {
      ctx.addIssue({ code: 'custom', message: `Must be ${what}.` });
      return z.NEVER;
    }
    return n;
  });

export const MAX_LIST_ITEMS = 100;

/** An array, or a comma-separated list, of at most 100 items, trimmed, empty ones dropped. */
export const listOf = <O, I>(item: z.ZodType<O, I>) =>
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
    );

export const idList = listOf(positiveInt('a list of positive integer ids'));

/** A list of ids or slugs (terms can be referred to either way). */
export const idOrSlugList = listOf(
  z
    .string()
    .max(200)
    .transform((v) => (/^\d+$/.test(v) ? Number(v) : v.toLowerCase())),
);

export const dateParam = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => parseDateInput(v, 'UTC') !== null, {
    message: 'Must be a date: YYYY-MM-DD, YYYY-MM-DD HH:MM[:SS], ISO 8601 or a unix timestamp.',
  });

export const statusList = listOf(
  z.enum(STATUSES, { message: `Must be one of ${STATUSES.join(', ')}.` }),
).transform((list) => [...new Set(list)] as Status[]);

export const searchParam = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().max(200, 'At most 200 characters.'));

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
