import { type SQL, sql } from 'drizzle-orm';
import { documentedAs } from '../http/documented';
import { booleanParam, listOf } from '../http/schemas';
import { type AccessibilityKey, accessibilityBits } from '../lib/accessibility';
import {
  ATTENDANCE_MODES,
  EVENT_STATUSES,
  sqliteWeekday,
  TIME_OF_DAY,
  TIMES_OF_DAY,
  type TimeOfDay,
  WEEKDAYS,
  type Weekday,
} from '../lib/event-facts';
import { MAX_EVENT_LANGUAGES } from '../lib/language-tags';
import { z } from '../lib/zod';
import { accessibilityList, languageTags, TAG_ITEM } from './facts';

/**
 * The list filters on what visitors choose by (issue 38): whether an event is still on, how it is
 * attended, its languages, its accessibility, its price, the day of the week and the part of the day it
 * starts in. Each takes a comma list (any of the values) and they combine with every other filter (all
 * of them). Every condition reads columns of `posts_event_window` (and the price, `event_costs` by
 * primary key): a date window filtered by them is read from the index, not from the rows
 * (docs/performance.md#facets).
 */

const enumList = <T extends readonly [string, ...string[]]>(values: T) =>
  listOf(z.enum(values, { message: `Must be any of ${values.join(', ')}.` }), {
    type: 'string',
    enum: [...values],
  }).transform((list) => values.filter((value) => list.includes(value)) as Array<T[number]>);

/** The most a price filter takes: far above any ticket. */
const MAX_PRICE = 1_000_000_000;

/** A number as a JSON number or numeric text, as `geoloc_lat` takes it. */
const maxCost = documentedAs(
  z
    .union([z.number(), z.string().trim().min(1)], { message: `Must be an amount from 0 to ${MAX_PRICE}.` })
    .pipe(z.coerce.number({ message: `Must be an amount from 0 to ${MAX_PRICE}.` }))
    .refine(
      (n) => Number.isFinite(n) && n >= 0 && n <= MAX_PRICE,
      `Must be an amount from 0 to ${MAX_PRICE}.`,
    ),
  { type: 'number', minimum: 0, maximum: MAX_PRICE },
);

export const factFilterFields = {
  event_status: enumList(EVENT_STATUSES).optional(),
  attendance_mode: enumList(ATTENDANCE_MODES).optional(),
  event_language: documentedAs(
    languageTags.refine(
      (tags) => tags.length <= MAX_EVENT_LANGUAGES,
      `At most ${MAX_EVENT_LANGUAGES} languages.`,
    ),
    { anyOf: [TAG_ITEM, { type: 'array', items: TAG_ITEM, maxItems: MAX_EVENT_LANGUAGES }] },
  ).optional(),
  accessibility: accessibilityList.optional(),
  free: booleanParam.optional(),
  max_cost: maxCost.optional(),
  weekday: enumList(WEEKDAYS).optional(),
  time_of_day: enumList(TIMES_OF_DAY).optional(),
};

type FactFilters = {
  event_status?: string[];
  attendance_mode?: string[];
  event_language?: string[];
  accessibility?: AccessibilityKey[];
  free?: boolean;
  max_cost?: number;
  weekday?: string[];
  time_of_day?: TimeOfDay[];
};

/** Filters on the fields a password-protected event hides (they never match it for those who may not read them). */
export const PROTECTED_FACT_FILTERS = [
  'attendance_mode',
  'event_language',
  'accessibility',
  'free',
  'max_cost',
  'time_of_day',
] as const;

const given = <T>(list: T[] | undefined): list is T[] => list !== undefined && list.length > 0;

const oneOf = (column: string, values: readonly string[]) =>
  values.length === 1
    ? sql`${sql.raw(column)} = ${values[0]}`
    : sql`${sql.raw(column)} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;

/** The hour an event starts at on its zone's clock, as two digits (`start_local` is `YYYY-MM-DD HH:MM:SS`). */
const HOUR = sql.raw('substr(p.start_local, 12, 2)');
const pad = (hour: number) => String(hour).padStart(2, '0');

function partOfDay(part: TimeOfDay): SQL {
  if (part === 'all_day') return sql`p.all_day = 1`;
  const { from, to } = TIME_OF_DAY[part];
  return from < to
    ? sql`(p.all_day = 0 AND ${HOUR} >= ${pad(from)} AND ${HOUR} < ${pad(to)})`
    : sql`(p.all_day = 0 AND (${HOUR} >= ${pad(from)} OR ${HOUR} < ${pad(to)}))`;
}

/** The amounts of the event's content (`event_costs`), by its primary key. */
const price = (condition: SQL) =>
  sql`EXISTS (SELECT 1 FROM event_costs c WHERE c.content_id = p.content_id AND ${condition})`;

/** The conditions on the event row `p` of the facts filters a list gives. */
export function factConditions(q: FactFilters): SQL[] {
  const conditions: SQL[] = [];
  if (given(q.event_status)) conditions.push(oneOf('p.event_status', q.event_status));
  if (given(q.attendance_mode)) conditions.push(oneOf('p.attendance_mode', q.attendance_mode));
  if (given(q.event_language)) {
    // RFC 4647 basic filtering: `es` matches `es` and `es-419` (src/lib/language-tags.ts).
    const ranges = q.event_language.map(
      (tag) => sql`instr(p.event_language_keys, ${`,${tag.toLowerCase()},`}) > 0`,
    );
    conditions.push(sql`(${sql.join(ranges, sql` OR `)})`);
  }
  if (given(q.accessibility))
    conditions.push(sql`(p.accessibility & ${accessibilityBits(q.accessibility)}) <> 0`);
  // A content whose costs are not read yet (-1, migrations/0029) matches no price.
  if (q.free !== undefined) conditions.push(price(q.free ? sql`c.cost_min = 0` : sql`c.cost_min > 0`));
  if (q.max_cost !== undefined) conditions.push(price(sql`c.cost_min >= 0 AND c.cost_min <= ${q.max_cost}`));
  if (given(q.weekday)) {
    const days = q.weekday.map((day) => sqliteWeekday(day as Weekday));
    conditions.push(oneOf("strftime('%w', p.start_local)", days));
  }
  if (given(q.time_of_day)) conditions.push(sql`(${sql.join(q.time_of_day.map(partOfDay), sql` OR `)})`);
  return conditions;
}

/** The filters in a canonical link's order and form (values in their vocabulary's order). */
export function canonicalFactFilters(q: FactFilters): Array<[string, string | undefined]> {
  const join = (list: readonly string[] | undefined) =>
    given(list as string[]) ? list!.join(',') : undefined;
  return [
    ['event_status', join(q.event_status)],
    ['attendance_mode', join(q.attendance_mode)],
    ['event_language', join(q.event_language)],
    ['accessibility', join(q.accessibility)],
    ['free', q.free === undefined ? undefined : String(q.free)],
    ['max_cost', q.max_cost === undefined ? undefined : String(q.max_cost)],
    ['weekday', join(q.weekday)],
    ['time_of_day', join(q.time_of_day)],
  ];
}

/** List parameters whose order and repeated values don't change a query's meaning. */
export const FACT_LIST_PARAMS = [
  'event_status',
  'attendance_mode',
  'event_language',
  'accessibility',
  'weekday',
  'time_of_day',
];
