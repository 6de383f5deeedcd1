import { documentedAs, type WireSchema } from '../http/documented';
import { MAX_BODY_BYTES } from '../http/params';
import { MAX_ID } from '../http/schemas';
import { LANGUAGES } from '../lib/languages';
import { z } from '../lib/zod';

/** Field schemas shared by the writes of events, venues and organizers. */

/** A text field (a number is taken as its text). */
export const text = (max: number) =>
  documentedAs(
    z
      .union([z.string(), z.number()])
      .transform((v) => String(v))
      .pipe(z.string().max(max, `At most ${max} characters.`)),
    { type: 'string', maxLength: max },
  );

/** A text that must not be blank: a name, a slug. */
export const nonBlankText = (max: number, message: string) =>
  documentedAs(
    text(max).refine((v) => v.trim() !== '', message),
    {
      type: 'string',
      minLength: 1,
      maxLength: max,
      pattern: '\\S',
    },
  );

/**
 * Descriptions are limited only by the size of a request body (256 KiB), as TEC stores them as
 * LONGTEXT: rich descriptions with inline markup are common.
 */
export const MAX_DESCRIPTION = MAX_BODY_BYTES;

export const requiredText = (max: number, what: string) => nonBlankText(max, `The ${what} cannot be empty.`);

/** Documented without the `i` flag (lower-case schemes): stricter than the check, as /doc may be. */
const HTTP_URL = /^https?:\/\/[^\s]+$/i;

/** `""` and `null` remove what a field held. */
const REMOVED: WireSchema[] = [{ const: '' }, { type: 'null' }];

/** A trimmed text that matches `pattern`, or `""`/`null` to remove what the field held. */
const emptyOrMatching = (pattern: RegExp, max: number, format: 'uri' | 'email', message: string) =>
  documentedAs(
    z
      .union([z.string(), z.null()])
      .transform((v) => (v ?? '').trim())
      .pipe(
        z
          .string()
          .max(max, `At most ${max} characters.`)
          // Zod runs the refinement after a failed max too: a text over it is not matched (the e-mail
          // pattern backtracks quadratically, 60 s of CPU on a body's 256 KiB), its max says why.
          .refine((v) => v === '' || v.length > max || pattern.test(v), message),
      ),
    { anyOf: [{ type: 'string', format, pattern: pattern.source, maxLength: max }, ...REMOVED] },
  );

export const url = emptyOrMatching(HTTP_URL, 2000, 'uri', 'Must be an http(s) URL.');

export const email = emptyOrMatching(
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  254,
  'email',
  'Must be an e-mail address.',
);

export const coordinate = (min: number, max: number, what: string) =>
  documentedAs(
    z.union([z.number(), z.string(), z.null()]).transform((v, ctx) => {
      if (v === null || v === '') return null;
      const n = typeof v === 'number' ? v : /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : Number.NaN;
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `Must be a ${what} between ${min} and ${max}.` });
        return z.NEVER;
      }
      return n;
    }),
    { anyOf: [{ type: 'number', minimum: min, maximum: max }, ...REMOVED] },
  );

/** An image: the id of an image row (an upload of the media library, or a reference), a URL, or empty (`false`, `null`, `""`, `0`) to remove it. */
export const image = documentedAs(
  z
    .union([z.literal(false), z.null(), z.number(), z.string().max(2000)])
    .transform((value, ctx): { id: number } | { url: string } | null => {
      if (value === false || value === null || value === '' || value === 0 || value === '0') return null;
      const asId = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : null;
      if (asId !== null) {
        if (!Number.isInteger(asId) || asId < 1 || asId > MAX_ID) {
          ctx.addIssue({ code: 'custom', message: 'Must be an image id or URL.' });
          return z.NEVER;
        }
        return { id: asId };
      }
      if (typeof value !== 'string' || !HTTP_URL.test(value)) {
        ctx.addIssue({ code: 'custom', message: 'Must be an image id or an http(s) URL.' });
        return z.NEVER;
      }
      return { url: value };
    }),
  {
    anyOf: [
      { type: 'integer', minimum: 1, maximum: MAX_ID },
      { type: 'string', format: 'uri', pattern: HTTP_URL.source, maxLength: 2000 },
      { const: false },
      { const: 0 },
      ...REMOVED,
    ],
  },
);

/** `translations`: language -> that language's text fields. */
export const translationsOf = <S extends z.ZodRawShape>(fields: S) =>
  z
    .partialRecord(
      z.enum(LANGUAGES, { message: `Translation languages are ${LANGUAGES.join(', ')}.` }),
      z.object(fields).partial(),
    )
    .optional();
