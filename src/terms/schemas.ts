import { documentedAs } from '../http/documented';
import {
  booleanParam,
  idList,
  languageParam,
  MAX_ID,
  pageParams,
  positiveInt,
  searchParam,
} from '../http/schemas';
import { HEX_COLOR } from '../lib/contrast';
import { LANGUAGES } from '../lib/languages';
import { z } from '../lib/zod';
import { MAX_DESCRIPTION, nonBlankText, text } from '../posts/fields';

/** A parent category: its id, or 0 for none. */
const PARENT = { type: 'integer', minimum: 0, maximum: MAX_ID };

export const TERM_ORDERBY = ['id', 'name', 'slug', 'count', 'description', 'term_group', 'include'] as const;

/** `GET /categories` and `GET /tags` (tags have no `parent`). */
export const termListQuery = z.object({
  ...pageParams,
  search: searchParam.optional(),
  exclude: idList.optional(),
  include: idList.optional(),
  order: documentedAs(
    z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(z.enum(['asc', 'desc'], { message: 'Must be asc or desc.' })),
    { type: 'string', enum: ['asc', 'desc'] },
  ).default('asc'),
  orderby: z.enum(TERM_ORDERBY, { message: `Must be one of ${TERM_ORDERBY.join(', ')}.` }).default('name'),
  hide_empty: booleanParam.default(true),
  parent: documentedAs(
    z.union([z.literal('0'), z.literal(0), positiveInt()]).transform(Number),
    PARENT,
  ).optional(),
  post: positiveInt().optional(),
  event: positiveInt().optional(),
  slug: z.string().min(1, 'Must not be empty.').max(200).optional(),
  translation_language: languageParam.optional(),
});
export type TermListQuery = z.output<typeof termListQuery>;

export const tagListQuery = termListQuery.omit({ parent: true });

const name = nonBlankText(200, 'The name cannot be empty.');

/** As TEC, an empty name or slug is refused; an empty description clears it (TEC refuses it too). */
export const termTextFields = {
  name,
  description: text(MAX_DESCRIPTION),
  slug: nonBlankText(200, 'The slug cannot be empty.'),
};

const translations = z
  .partialRecord(
    z.enum(LANGUAGES, { message: `Translation languages are ${LANGUAGES.join(', ')}.` }),
    z.object(termTextFields).partial(),
  )
  .optional();

/** As TEC: an id, or 0 for none; `""` is not "none" but 400 (TEC's `rest_invalid_param` naming `parent`). */
const parent = documentedAs(
  z
    .union([z.literal('0'), z.literal(0), positiveInt()], {
      message: 'Must be the id of a category, or 0 for none.',
    })
    .transform(Number),
  PARENT,
);

/** A colour as TEC's `sanitize_hex_color` keeps it (`#rgb`, `#rrggbb`); `""` or `null` for none. */
const color = documentedAs(
  z
    .union([z.string(), z.null()], { message: 'Must be a colour: # and 3 or 6 hexadecimal digits.' })
    .transform((v) => (v ?? '').trim())
    .refine(
      (v) => v === '' || (v.length <= 7 && HEX_COLOR.test(v)),
      'Must be a colour: # and 3 or 6 hexadecimal digits, or "" for none.',
    ),
  { anyOf: [{ type: 'string', pattern: HEX_COLOR.source }, { const: '' }, { type: 'null' }] },
);

const MAX_PRIORITY = 2 ** 31 - 1;
const priority = documentedAs(
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/),
      ],
      {
        message: `Must be an integer from 0 to ${MAX_PRIORITY}.`,
      },
    )
    .transform(Number)
    .pipe(z.number().int().min(0).max(MAX_PRIORITY, `Must be an integer from 0 to ${MAX_PRIORITY}.`)),
  { type: 'integer', minimum: 0, maximum: MAX_PRIORITY },
);

/**
 * A category's `colors`, as TEC 6.14's term meta: the keys sent change, `""` clears a colour; `null`
 * clears them all (and the priority).
 */
export const categoryColors = documentedAs(
  z.union([
    z.strictObject({
      primary: color.optional(),
      secondary: color.optional(),
      text: color.optional(),
      priority: priority.optional(),
    }),
    z.null().transform(() => ({ primary: '', secondary: '', text: '', priority: 0 })),
  ]),
  {
    anyOf: [
      {
        type: 'object',
        properties: {
          primary: {
            anyOf: [{ type: 'string', pattern: HEX_COLOR.source }, { const: '' }, { type: 'null' }],
          },
          secondary: {
            anyOf: [{ type: 'string', pattern: HEX_COLOR.source }, { const: '' }, { type: 'null' }],
          },
          text: { anyOf: [{ type: 'string', pattern: HEX_COLOR.source }, { const: '' }, { type: 'null' }] },
          priority: { type: 'integer', minimum: 0, maximum: MAX_PRIORITY },
        },
        additionalProperties: false,
      },
      { type: 'null' },
    ],
  },
);
export type CategoryColors = z.output<typeof categoryColors>;

export const termCreateBody = z.object({
  name,
  description: termTextFields.description.optional(),
  slug: termTextFields.slug.optional(),
  parent: parent.optional(),
  colors: categoryColors.optional(),
  translations,
  translation_language: languageParam.optional(),
});
export type TermCreateBody = z.output<typeof termCreateBody>;

export const termUpdateBody = termCreateBody.partial();
export type TermUpdateBody = z.output<typeof termUpdateBody>;

export const tagCreateBody = termCreateBody.omit({ parent: true, colors: true });
export const tagUpdateBody = termUpdateBody.omit({ parent: true, colors: true });

export const termReadQuery = z.object({ translation_language: languageParam.optional() });
