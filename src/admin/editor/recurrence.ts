import type { Values } from './form';
import { DATE_FIELDS, dateLines, dateValuesOfLines } from './repeat-dates';

/**
 * The "Repeat" presets ↔ the API's `recurrence` lines (RFC 5545). A preset writes the RRULE line from the
 * start date; the other lines (RDATE, EXDATE, or a rule no preset describes) are kept as the advanced text.
 */

export const PRESETS = ['', 'daily', 'weekly', 'monthly_day', 'monthly_nth', 'yearly', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export const ENDS = ['never', 'count', 'until'] as const;

export const RECURRENCE_FIELDS = [
  'repeat',
  'repeat_days',
  'repeat_end',
  'repeat_count',
  'repeat_until',
  ...DATE_FIELDS,
  'recurrence',
] as const;

const weekdayOf = (day: string) => WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7] ?? 'MO';
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
const isRule = (line: string) => /^RRULE:/i.test(line);

/**
 * Which of its weekdays in the month the day `day` (1–31) is, as BYDAY writes it: 1 to 4, and -1 (the
 * last) from the 29th, a fifth weekday, which not every month has.
 */
const nthOfDay = (day: number) => (day >= 29 ? -1 : Math.ceil(day / 7));

/** The event's start, as the repeat fields read its lines. */
export interface RepeatStart {
  day: string;
  time: string;
  timezone: string;
  allDay: boolean;
}

/**
 * The repeat fields of a form from the event's recurrence lines (none: not repeating); `start` is the
 * event's (a "last weekday" rule is the monthly preset only where the preset would write it again; skipped
 * and extra dates are read in its zone, at its time).
 */
export function repeatValues(
  recurrence: string[] | undefined,
  start: RepeatStart = { day: '', time: '', timezone: '', allDay: false },
): Values {
  const startDay = start.day;
  const values: Values = {
    repeat: '',
    repeat_days: '',
    repeat_end: 'never',
    repeat_count: '',
    repeat_until: '',
    repeat_skip: '',
    repeat_extra: '',
    recurrence: (recurrence ?? []).join('\n'),
  };
  const rule = (recurrence ?? []).find(isRule);
  if (!rule) return values;
  const dates = dateValuesOfLines(recurrence ?? [], start);
  Object.assign(values, dates.values);
  values.recurrence = [rule, ...dates.other].join('\n');
  const parts = new Map(
    rule
      .slice(6)
      .split(';')
      .map((p) => p.split('=') as [string, string]),
  );
  const freq = parts.get('FREQ');
  const known = new Set(['FREQ', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL']);
  const simple = [...parts.keys()].every((k) => known.has(k));
  const byday = parts.get('BYDAY') ?? '';
  let preset: Preset = 'custom';
  if (simple && freq === 'DAILY' && !byday && !parts.has('BYMONTHDAY')) preset = 'daily';
  else if (simple && freq === 'WEEKLY' && !parts.has('BYMONTHDAY') && /^([A-Z]{2},?)*$/.test(byday)) {
    preset = 'weekly';
    values.repeat_days = byday;
  } else if (simple && freq === 'MONTHLY' && /^\d{1,2}$/.test(parts.get('BYMONTHDAY') ?? '') && !byday)
    preset = 'monthly_day';
  else if (
    simple &&
    freq === 'MONTHLY' &&
    (/^[1-4][A-Z]{2}$/.test(byday) ||
      (/^-1[A-Z]{2}$/.test(byday) && nthOfDay(Number(startDay.slice(8, 10))) === -1))
  )
    preset = 'monthly_nth';
  else if (simple && freq === 'YEARLY' && !byday && !parts.has('BYMONTHDAY')) preset = 'yearly';
  values.repeat = preset;
  if (preset !== 'custom') {
    const count = parts.get('COUNT');
    const until = parts.get('UNTIL');
    if (count) {
      values.repeat_end = 'count';
      values.repeat_count = count;
    } else if (until) {
      values.repeat_end = 'until';
      values.repeat_until = `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`;
    }
    values.recurrence = dates.other.join('\n');
  }
  return values;
}

/** The RRULE line a preset makes, from the start day; null for none or custom. */
function presetRule(values: Values): string | null {
  const start = values.start_day ?? '';
  const day = Number(start.slice(8, 10)) || 1;
  const freq: Record<string, string> = {
    daily: 'FREQ=DAILY',
    weekly: `FREQ=WEEKLY;BYDAY=${values.repeat_days || weekdayOf(start)}`,
    monthly_day: `FREQ=MONTHLY;BYMONTHDAY=${day}`,
    monthly_nth: `FREQ=MONTHLY;BYDAY=${nthOfDay(day)}${weekdayOf(start)}`,
    yearly: 'FREQ=YEARLY',
  };
  const base = freq[values.repeat ?? ''];
  if (!base) return null;
  if (values.repeat_end === 'count' && values.repeat_count)
    return `RRULE:${base};COUNT=${values.repeat_count}`;
  if (values.repeat_end === 'until' && values.repeat_until)
    return `RRULE:${base};UNTIL=${values.repeat_until.replaceAll('-', '')}`;
  return `RRULE:${base}`;
}

/** The `recurrence` lines the form asks for ([] ends a series): the rule, the advanced text, the dates picked. */
export function recurrenceLines(values: Values): string[] {
  const extra = lines(values.recurrence ?? '');
  if (values.repeat === '' || values.repeat === undefined) return [];
  if (values.repeat === 'custom') return [...extra, ...dateLines(values)];
  const rule = presetRule(values);
  const others = [...extra.filter((l) => !isRule(l)), ...dateLines(values)];
  return rule ? [rule, ...others] : others;
}
