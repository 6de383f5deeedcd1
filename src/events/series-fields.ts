import { documentedAs } from '../http/documented';
import { booleanParam } from '../http/schemas';
import { z } from '../lib/zod';

/** Which occurrences a write reaches (series.md §4); `single` and `upcoming` are Google's names. */
export const SCOPES = ['this', 'following', 'all'] as const;
export type Scope = (typeof SCOPES)[number];
const SCOPE_ALIASES: Readonly<Record<string, Scope>> = { single: 'this', upcoming: 'following' };

/** Documented as its words (the validator also takes them in any case, with spaces around). */
export const scopeParam = documentedAs(
  z
    .string({ message: 'Must be one of this, following, all (or single, upcoming).' })
    .transform((value, ctx): Scope => {
      const word = value.trim().toLowerCase();
      const scope = SCOPE_ALIASES[word] ?? (SCOPES as readonly string[]).find((s) => s === word);
      if (!scope) {
        ctx.addIssue({
          code: 'custom',
          message: 'Must be one of this, following, all (or single, upcoming).',
        });
        return z.NEVER;
      }
      return scope as Scope;
    }),
  { type: 'string', enum: [...SCOPES, ...Object.keys(SCOPE_ALIASES)] },
);

/** `recurrence`: RFC 5545 lines as an array (a single string is one line); `[]` or null ends a series. */
export const recurrenceParam = z
  .union([z.string(), z.array(z.string({ message: 'Each recurrence line must be a string.' })), z.null()], {
    message: 'Must be an array of RFC 5545 lines such as RRULE:FREQ=WEEKLY;BYDAY=TU.',
  })
  .transform((value) => (value === null ? [] : typeof value === 'string' ? [value] : value))
  .pipe(
    z
      .array(z.string().max(20_000, 'A recurrence line may have at most 20000 characters.'))
      .max(1001, 'At most 1001 recurrence lines.'),
  );

export const seriesWriteFields = {
  recurrence: recurrenceParam.optional(),
  scope: scopeParam.optional(),
  reset_overrides: booleanParam.optional(),
};
