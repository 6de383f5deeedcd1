import { documentedAs } from '../http/documented';
import { booleanParam, positiveInt } from '../http/schemas';
import { LANGUAGES } from '../lib/languages';
import { z } from '../lib/zod';

export const MAX_TITLE = 200;
export const MAX_ALT = 500;
export const MAX_CAPTION = 2000;
export const MEDIA_MAX_PER_PAGE = 100;

/**
 * A text in several languages: a string (the request's content language) or an object of language ->
 * text (`{"es": "…", "eu": "…"}`, the languages given change, "" removes one).
 */
const languageTexts = (max: number) =>
  documentedAs(
    z.union(
      [
        z
          .string({ message: 'Must be a text or an object of language -> text.' })
          .max(max, `At most ${max} characters.`),
        z.partialRecord(z.enum(LANGUAGES), z.string().max(max, `At most ${max} characters.`), {
          message: `Must be a text or an object of language (${LANGUAGES.join(', ')}) -> text.`,
        }),
      ],
      { message: `Must be a text or an object of language (${LANGUAGES.join(', ')}) -> text.` },
    ),
    {
      anyOf: [
        { type: 'string', maxLength: max },
        {
          type: 'object',
          properties: Object.fromEntries(LANGUAGES.map((lang) => [lang, { type: 'string', maxLength: max }])),
          additionalProperties: false,
        },
      ],
    },
  );

export type LanguageTexts = z.output<ReturnType<typeof languageTexts>>;

const title = z.string({ message: 'Must be a text.' }).max(MAX_TITLE, `At most ${MAX_TITLE} characters.`);

/** The fields that may come with the file of `POST /media` (multipart fields, or the query string). */
export const mediaUploadFields = z.object({
  title: title.optional(),
  alt_text: languageTexts(MAX_ALT).optional(),
  caption: languageTexts(MAX_CAPTION).optional(),
});

/** `PATCH /media/{id}`: the fields given change. */
export const mediaUpdateBody = mediaUploadFields;

/** `GET /media`: newest first. */
export const mediaListQuery = z.object({
  page: positiveInt().default(1),
  per_page: documentedAs(
    positiveInt().refine((n) => n <= MEDIA_MAX_PER_PAGE, { message: `At most ${MEDIA_MAX_PER_PAGE}.` }),
    { type: 'integer', minimum: 1, maximum: MEDIA_MAX_PER_PAGE },
  ).default(10),
  search: z.string({ message: 'Must be a text.' }).max(200, 'At most 200 characters.').optional(),
  used_by: positiveInt().optional(),
});

/** `DELETE /media/{id}`: `force=true` takes the file off the records that use it first. */
export const mediaDeleteQuery = z.object({
  force: booleanParam.default(false),
});

export const mediaReadQuery = z.object({});
