import { isValidTimeZone, isValidWall } from '../../lib/dates';
import { parseRecurrence } from '../../lib/recurrence/parse';
import type { SeriesStart } from '../../lib/recurrence/rule';
import type { Values } from './form';

/**
 * "Skip these dates" and "Also on these dates": the EXDATE and RDATE lines of a series as date pickers
 * (a date for a skipped occurrence, which starts at the series' time; a date and a time for an extra one), so
 * nobody writes `EXDATE;TZID=Europe/Madrid:20270202T190000` by hand. In the form's values they are comma
 * lists: `repeat_skip` (`2027-02-02,2027-02-09`) and `repeat_extra` (`2027-02-03 19:00`, a day alone for an
 * all-day series). Lines the pickers can't hold (an EXDATE at another time than the series') stay in the
 * advanced text. Without JavaScript, "Add a date" and "Remove" are submit buttons that re-render the form
 * (`intent=add_skip`, `remove_skip.2`…), as "Find" does; the script does the same in place.
 */

export const DATE_FIELDS = ['repeat_skip', 'repeat_extra'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;
/** At most this many dates of each kind in the form (the API takes 500). */
export const MAX_DATES = 500;

const asArray = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .filter((v): v is string => typeof v === 'string')
    .slice(0, MAX_DATES);

/** The rows of each picker as submitted, blank ones included (`2027-02-03 19:00`, a day alone, or ''). */
function submittedRows(params: Record<string, unknown>) {
  const times = asArray(params.repeat_extra_time);
  return {
    repeat_skip: asArray(params.repeat_skip).map((d) => (DAY.test(d) ? d : '')),
    repeat_extra: asArray(params.repeat_extra_day).map((day, i) => {
      if (!DAY.test(day)) return '';
      const time = times[i] ?? '';
      return TIME.test(time) ? `${day} ${time}` : day;
    }),
  };
}

/** The pickers' values of a submitted form (blank rows left out). */
export function dateValuesOfForm(params: Record<string, unknown>): Values {
  const rows = submittedRows(params);
  const listed = (entries: string[]) => [...new Set(entries.filter(Boolean))].join(',');
  return { repeat_skip: listed(rows.repeat_skip), repeat_extra: listed(rows.repeat_extra) };
}

/** The series' start as the parser wants it, from the form's values; null when they are not usable. */
function startOf(values: Values): SeriesStart | null {
  const day = values.start_day ?? '';
  const allDay = values.all_day === '1';
  const time = allDay || !TIME.test(values.start_time ?? '') ? '00:00' : values.start_time!;
  const wall = `${day} ${time}:00`;
  const timezone = values.timezone ?? '';
  return DAY.test(day) && isValidWall(wall) && isValidTimeZone(timezone) ? { wall, timezone, allDay } : null;
}

const compact = (wall: string) => wall.replaceAll('-', '').replaceAll(':', '').replace(' ', 'T');

/** The EXDATE and RDATE lines the pickers ask for, in the series' own form. */
export function dateLines(values: Values): string[] {
  const start = startOf(values);
  if (!start) return [];
  const time = start.wall.slice(11);
  const skip = (values.repeat_skip ?? '').split(',').filter((d) => DAY.test(d));
  const extra = (values.repeat_extra ?? '').split(',').filter((d) => DAY.test(d.slice(0, 10)));
  const line = (name: string, walls: string[]) => {
    if (walls.length === 0) return [];
    if (start.allDay)
      return [`${name};VALUE=DATE:${walls.map((w) => w.slice(0, 10).replaceAll('-', '')).join(',')}`];
    return [`${name};TZID=${start.timezone}:${walls.map(compact).join(',')}`];
  };
  return [
    ...line(
      'RDATE',
      extra.map((e) => (e.length > 10 ? `${e}:00` : `${e} ${time}`)),
    ),
    ...line(
      'EXDATE',
      skip.map((d) => `${d} ${time}`),
    ),
  ];
}

const isDateLine = (line: string) => /^(RDATE|EXDATE)[;:]/i.test(line);

/**
 * The pickers' values of saved recurrence lines, and the lines they can't hold (kept as advanced text):
 * `other` is every line but the RRULE and the RDATE/EXDATE taken into the pickers.
 */
export function dateValuesOfLines(
  lines: readonly string[],
  start: { day: string; time: string; timezone: string; allDay: boolean },
): { values: Values; other: string[] } {
  const none = {
    values: { repeat_skip: '', repeat_extra: '' },
    other: lines.filter((l) => !/^RRULE:/i.test(l)),
  };
  const dated = lines.filter(isDateLine);
  const series = startOf({
    start_day: start.day,
    start_time: start.time,
    timezone: start.timezone,
    all_day: start.allDay ? '1' : '',
  });
  if (dated.length === 0 || !series) return none;
  let parsed: ReturnType<typeof parseRecurrence>;
  try {
    parsed = parseRecurrence(dated, series);
  } catch {
    return none;
  }
  const time = series.wall.slice(11);
  // A skipped date is a day at the series' time: one at another time stays a line.
  const skipsFit = parsed.exdates.every((w) => w.slice(11) === time);
  const values = {
    repeat_skip: skipsFit ? parsed.exdates.map((w) => w.slice(0, 10)).join(',') : '',
    repeat_extra: parsed.rdates.map((w) => (series.allDay ? w.slice(0, 10) : w.slice(0, 16))).join(','),
  };
  const other = lines.filter(
    (l) => !/^RRULE:/i.test(l) && !/^RDATE[;:]/i.test(l) && !(skipsFit && /^EXDATE[;:]/i.test(l)),
  );
  return { values, other };
}

/** A submit that only adds or removes a row of dates (`add_skip`, `remove_extra.3`…): nothing is saved. */
export const ROW_INTENT = /^(add|remove)_(skip|extra)(?:\.(\d{1,3}))?$/;
export const isRowIntent = (intent: unknown) => typeof intent === 'string' && ROW_INTENT.test(intent);

/**
 * The values with a row added (a blank entry, which only the rendering keeps) or removed (by its place
 * among the rows submitted, blank ones included), as the row intent in `params` asks; any other intent
 * leaves them as they are.
 */
export function withRowIntent(values: Values, params: Record<string, unknown>): Values {
  const match = typeof params.intent === 'string' ? ROW_INTENT.exec(params.intent) : null;
  if (!match) return values;
  const field = match[2] === 'skip' ? 'repeat_skip' : 'repeat_extra';
  const submitted = submittedRows(params)[field];
  const rows = submitted.length > 0 ? submitted : [''];
  if (match[1] === 'add') rows.push('');
  else if (match[3] !== undefined) rows.splice(Number(match[3]), 1);
  return { ...values, [field]: rows.join(',') };
}

/** The rows a list of dates shows: its entries (blank ones too), or one blank row when it has none. */
export const dateRows = (value: string | undefined): string[] => (value ? value.split(',') : ['']);
