import { type SQL, sql } from 'drizzle-orm';
import { DATE_PATTERN, documentedAs } from '../http/documented';
import { invalidParam } from '../http/errors';
import { dateParam, listOf, MAX_LIST_ITEMS } from '../http/schemas';
import { ACCESSIBILITY_KEYS, type AccessibilityKey, accessibilityBits } from '../lib/accessibility';
import { formatUtcWall, parseDateInput } from '../lib/dates';
import { ATTENDANCE_MODES, EVENT_STATUSES, type EventStatus, KEEPS_PREVIOUS_START } from '../lib/event-facts';
import {
  canonicalLanguageTag,
  languageFilterKeys,
  MAX_EVENT_LANGUAGES,
  MAX_TAG_LENGTH,
} from '../lib/language-tags';
import type { Lang } from '../lib/languages';
import { z } from '../lib/zod';
import { text, url } from '../posts/fields';
import type { EventRow } from '../posts/rows';

/**
 * What visitors choose an event by (issue 38), as writable event fields: whether it is still on
 * (`event_status`, its reason and the start it had), how it is attended (`attendance_mode`, `online_url`
 * and from when visitors see it), the languages it is held in, and its accessibility. They are columns of
 * each event row, so each occurrence of a series has its own (src/series copies them).
 */

/** TEC's free plugin writes `canceled`: its clients' word is taken for ours. */
const eventStatus = documentedAs(
  z
    .string()
    .transform((v) => (v.trim() === 'canceled' ? 'cancelled' : v.trim()))
    .pipe(z.enum(EVENT_STATUSES, { message: `Must be one of ${EVENT_STATUSES.join(', ')}.` })),
  { type: 'string', enum: [...EVENT_STATUSES] },
);

const attendanceMode = z.enum(ATTENDANCE_MODES, {
  message: `Must be one of ${ATTENDANCE_MODES.join(', ')}.`,
});

/** The longest lead an online address may be shown with: a year, in minutes. */
export const MAX_VISIBLE_BEFORE = 525_600;

const NONE = [{ const: '' }, { type: 'null' }];

/** Minutes before the start from which visitors see `online_url`; `""` or `null`: at all times. */
const visibleBefore = documentedAs(
  z
    .union([z.number(), z.string(), z.null()], {
      message: `Must be a number of minutes from 0 to ${MAX_VISIBLE_BEFORE}, or null.`,
    })
    .transform((v, ctx) => {
      if (v === null || (typeof v === 'string' && v.trim() === '')) return null;
      const n = typeof v === 'number' ? v : /^\d{1,7}$/.test(v.trim()) ? Number(v) : Number.NaN;
      if (!Number.isInteger(n) || n < 0 || n > MAX_VISIBLE_BEFORE) {
        ctx.addIssue({
          code: 'custom',
          message: `Must be a number of minutes from 0 to ${MAX_VISIBLE_BEFORE}, or null.`,
        });
        return z.NEVER;
      }
      return n;
    }),
  { anyOf: [{ type: 'integer', minimum: 0, maximum: MAX_VISIBLE_BEFORE }, ...NONE] },
);

/** A BCP 47 tag as /doc names the ones it promises (a language, a script, a region): the parser takes all of RFC 5646. */
export const TAG_ITEM = {
  type: 'string',
  pattern: '^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$',
  maxLength: MAX_TAG_LENGTH,
};

const languageTag = z.string().transform((v, ctx) => {
  const tag = canonicalLanguageTag(v);
  if (tag === null) {
    ctx.addIssue({
      code: 'custom',
      message: `Must be BCP 47 language tags (RFC 5646) such as eu, gl-ES, es-419, of at most ${MAX_TAG_LENGTH} characters.`,
    });
    return z.NEVER;
  }
  return tag;
});

/** Language tags as an array or a comma list, each once (case aside). */
export const languageTags = listOf(languageTag, TAG_ITEM).transform((tags) => {
  const seen = new Set<string>();
  return tags.filter((tag) => !seen.has(tag.toLowerCase()) && seen.add(tag.toLowerCase()));
});

const eventLanguages = documentedAs(
  z
    .union([z.null().transform((): string[] => []), languageTags])
    .refine((tags) => tags.length <= MAX_EVENT_LANGUAGES, `At most ${MAX_EVENT_LANGUAGES} languages.`),
  {
    anyOf: [TAG_ITEM, { type: 'array', items: TAG_ITEM, maxItems: MAX_EVENT_LANGUAGES }, ...NONE],
  },
);

const ACCESSIBILITY_ITEM = { type: 'string', enum: [...ACCESSIBILITY_KEYS] };
const accessibilityKey = z.enum(ACCESSIBILITY_KEYS as [AccessibilityKey, ...AccessibilityKey[]], {
  message: `Must be keys of the accessibility vocabulary: ${ACCESSIBILITY_KEYS.join(', ')}.`,
});

/** Keys of the accessibility vocabulary, each once, in its order. */
export const accessibilityList = listOf(accessibilityKey, ACCESSIBILITY_ITEM).transform((keys) =>
  ACCESSIBILITY_KEYS.filter((key) => keys.includes(key)),
);

const accessibility = documentedAs(
  z.union([z.null().transform((): AccessibilityKey[] => []), accessibilityList]),
  {
    anyOf: [
      ACCESSIBILITY_ITEM,
      { type: 'array', items: ACCESSIBILITY_ITEM, maxItems: MAX_LIST_ITEMS },
      ...NONE,
    ],
  },
);

/** A start kept as the one before a move: a date as `start_date` takes, or `""`/`null` to remove it. */
const previousStart = documentedAs(z.union([z.null().transform(() => ''), z.literal(''), dateParam]), {
  anyOf: [{ type: 'string', pattern: DATE_PATTERN }, ...NONE],
});

/** Per-language texts of the facts: written in the content language, or in `translations`. */
export const factTextFields = {
  event_status_reason: text(1000),
  accessibility_note: text(2000),
};

export const factWriteFields = {
  event_status: eventStatus.optional(),
  event_status_reason: factTextFields.event_status_reason.optional(),
  previous_start_date: previousStart.optional(),
  attendance_mode: attendanceMode.optional(),
  online_url: url.optional(),
  online_url_visible_before: visibleBefore.optional(),
  event_languages: eventLanguages.optional(),
  accessibility: accessibility.optional(),
  accessibility_note: factTextFields.accessibility_note.optional(),
};

/** What a write of these fields sends, as the write schemas read it. */
export interface FactInput {
  event_status?: EventStatus;
  event_status_reason?: string;
  accessibility_note?: string;
  previous_start_date?: string;
  attendance_mode?: (typeof ATTENDANCE_MODES)[number];
  online_url?: string;
  online_url_visible_before?: number | null;
  event_languages?: string[];
  accessibility?: AccessibilityKey[];
  timezone?: string;
  translations?: Partial<Record<Lang, Record<string, unknown> | undefined>>;
}

type Column = [string, string | number | null | SQL | undefined];

/** The languages a write sets a per-language fact in: `translations` first, then the content language's. */
function textsSent(input: FactInput, name: keyof typeof factTextFields, lang: Lang): Map<Lang, string> {
  const sent = new Map<Lang, string>();
  for (const [code, fields] of Object.entries(input.translations ?? {})) {
    const value = fields?.[name];
    if (value !== undefined) sent.set(code as Lang, String(value));
  }
  if (input[name] !== undefined) sent.set(lang, input[name]!);
  return sent;
}

/**
 * A per-language fact column's new value: on a new row the JSON object of the texts sent (`""` left out,
 * NULL when none), on an existing row each language sent set or (`""`) removed, the others kept as they
 * are when the statement runs (another write may have changed them).
 */
function perLanguage(
  column: string,
  sent: Map<Lang, string>,
  insert: boolean,
): SQL | string | null | undefined {
  if (sent.size === 0) return undefined;
  if (insert) {
    const kept = [...sent].filter(([, value]) => value !== '');
    return kept.length === 0 ? null : JSON.stringify(Object.fromEntries(kept));
  }
  let value = sql`coalesce(${sql.raw(column)}, '{}')`;
  const set = [...sent].filter(([, v]) => v !== '');
  const removed = [...sent].filter(([, v]) => v === '');
  if (set.length > 0)
    value = sql`json_set(${value}, ${sql.join(
      set.map(([lang, v]) => sql`${`$.${lang}`}, ${v}`),
      sql`, `,
    )})`;
  if (removed.length > 0)
    value = sql`json_remove(${value}, ${sql.join(
      removed.map(([lang]) => sql`${`$.${lang}`}`),
      sql`, `,
    )})`;
  return sql`nullif(${value}, '{}')`;
}

/**
 * The columns of the facts that describe the event itself (how it is attended, its languages, its
 * accessibility): content, as its texts are, so a change of one occurrence detaches it (src/series/run.ts)
 * and a series-wide write reaches the occurrences that show the template's content.
 */
export function contentFactColumns(input: FactInput, lang: Lang, insert: boolean): Column[] {
  const languages = input.event_languages;
  return [
    ['attendance_mode', input.attendance_mode],
    ['online_url', input.online_url === undefined ? undefined : input.online_url || null],
    ['online_url_visible_before', input.online_url_visible_before],
    [
      'event_languages',
      languages === undefined ? undefined : languages.length === 0 ? null : JSON.stringify(languages),
    ],
    ['event_language_keys', languages === undefined ? undefined : languageFilterKeys(languages)],
    ['accessibility', input.accessibility === undefined ? undefined : accessibilityBits(input.accessibility)],
    [
      'accessibility_note',
      perLanguage('accessibility_note', textsSent(input, 'accessibility_note', lang), insert),
    ],
  ];
}

/** The UTC wall of a `previous_start_date` sent, read in the event's zone; null to remove it. */
export function previousStartUtc(value: string | undefined, timezone: string): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === '') return null;
  const parsed = parseDateInput(value, timezone);
  if (!parsed) throw invalidParam('previous_start_date', 'Must be a date.');
  return formatUtcWall(parsed.instant);
}

/**
 * The columns of whether the event is still on: the status, its reason, the start it had. Not content:
 * one occurrence of a series is cancelled alone without detaching it, and a series-wide write reaches
 * every occurrence, as the publication status does.
 *
 * `previous_start_date` is what the write sends; when it sends none, a status back to `scheduled` removes
 * the one kept, and a move of the start while the event is (or becomes) `rescheduled` or `postponed`
 * keeps the start it had, unless one is kept already (the first announced date is what posters and
 * tickets say). `moved` is the start before a move this write makes (`existing.start_utc`), if any.
 */
export function statusFactColumns(
  input: FactInput,
  lang: Lang,
  insert: boolean,
  timezone: string,
  existing?: Pick<EventRow, 'event_status' | 'previous_start_utc' | 'start_utc'>,
  moved?: boolean,
): Column[] {
  let previous = previousStartUtc(input.previous_start_date, timezone);
  if (previous === undefined && input.event_status === 'scheduled') previous = null;
  const statusAfter = input.event_status ?? existing?.event_status ?? 'scheduled';
  if (previous === undefined && moved && existing && !existing.previous_start_utc) {
    if (KEEPS_PREVIOUS_START.has(statusAfter)) previous = existing.start_utc;
  }
  return [
    ['event_status', input.event_status],
    [
      'event_status_reason',
      perLanguage('event_status_reason', textsSent(input, 'event_status_reason', lang), insert),
    ],
    ['previous_start_utc', previous],
  ];
}

/** Whether a write sends one of the facts that are content (a `this` write of one detaches its occurrence). */
export const sendsContentFacts = (input: FactInput) =>
  CONTENT_FACTS.some((name) => input[name] !== undefined) ||
  Object.values(input.translations ?? {}).some((fields) => fields?.accessibility_note !== undefined);

const CONTENT_FACTS = [
  'attendance_mode',
  'online_url',
  'online_url_visible_before',
  'event_languages',
  'accessibility',
  'accessibility_note',
] as const;

/** The fact columns a new occurrence copies from its template (all but the start it had: it has not moved). */
export const COPIED_FACT_COLUMNS = [
  'event_status',
  'event_status_reason',
  'attendance_mode',
  'online_url',
  'online_url_visible_before',
  'event_languages',
  'event_language_keys',
  'accessibility',
  'accessibility_note',
] as const;
