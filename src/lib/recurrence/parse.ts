import { formatUtcWall, isValidTimeZone, isValidWall, utcToZonedWall, zonedWallToUtc } from '../dates';
import {
  type ByDay,
  FREQUENCIES,
  type Frequency,
  MAX_DATES_PER_KIND,
  MAX_INTERVAL,
  MAX_OCCURRENCES,
  type Recurrence,
  RecurrenceError,
  type RecurrenceRule,
  type SeriesStart,
  type Until,
  WEEKDAYS,
} from './rule';

/**
 * Reads `recurrence` lines (Google Calendar's field: `RRULE:…`, `RDATE;TZID=…:…`, `EXDATE;VALUE=DATE:…`)
 * into a `Recurrence`, refusing everything outside series.md §2 with a sentence that says why. Every
 * step splits on fixed characters or matches short anchored patterns: linear in the input's length.
 */

const UNSUPPORTED_PARTS: Readonly<Record<string, string>> = {
  BYWEEKNO: 'BYWEEKNO is not supported.',
  BYYEARDAY: 'BYYEARDAY is not supported.',
  BYHOUR: 'BYHOUR is not supported: every occurrence starts at the time of start_date.',
  BYMINUTE: 'BYMINUTE is not supported: every occurrence starts at the time of start_date.',
  BYSECOND: 'BYSECOND is not supported: every occurrence starts at the time of start_date.',
  RSCALE: 'RSCALE is not supported: series use the Gregorian calendar.',
  SKIP: 'SKIP is not supported: invalid dates (such as 31 February) are skipped.',
};

const fail = (message: string): never => {
  throw new RecurrenceError(message);
};

const INTEGER = /^[+-]?\d{1,4}$/;
/** Longer lists than these are mistakes (BYDAY=MO,…,SU names every day): refused, saying the limit. */
const MAX_BYDAY_VALUES = 100;
const MAX_LIST_VALUES = 400;
const DATE = /^\d{8}$/;
const LOCAL_DATE_TIME = /^\d{8}T\d{6}$/;
const UTC_DATE_TIME = /^\d{8}T\d{6}Z$/;

function integer(text: string, part: string): number {
  if (!INTEGER.test(text)) fail(`${part} must be a whole number, got "${text.slice(0, 20)}".`);
  return Number(text);
}

function integerList(text: string, part: string, valid: (n: number) => boolean, range: string): number[] {
  const items = text.split(',');
  if (items.length > MAX_LIST_VALUES) fail(`${part} takes at most ${MAX_LIST_VALUES} values.`);
  const values = items.map((item) => integer(item, part));
  for (const value of values) if (!valid(value)) fail(`${part} values must be ${range}, got ${value}.`);
  return [...new Set(values)];
}

/** `20261208` -> `2026-12-08`; `20261208T190000` -> `2026-12-08 19:00:00`; null when not a real date. */
function wallOf(value: string): string | null {
  const date = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  const time =
    value.length >= 15 ? `${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}` : '00:00:00';
  const wall = `${date} ${time}`;
  return isValidWall(wall) ? wall : null;
}

function parseByDay(text: string, freq: Frequency, hasByMonth: boolean): ByDay[] {
  const items = text.split(',');
  if (items.length > MAX_BYDAY_VALUES) fail(`BYDAY takes at most ${MAX_BYDAY_VALUES} values.`);
  const maxOrdinal = freq === 'YEARLY' && !hasByMonth ? 53 : 5;
  const result: ByDay[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    const code = item.slice(-2);
    const weekday = (WEEKDAYS as readonly string[]).indexOf(code);
    const ordinalText = item.slice(0, -2);
    if (weekday < 0 || (ordinalText !== '' && !/^[+-]?\d{1,2}$/.test(ordinalText))) {
      fail(
        `BYDAY values are weekdays (MO … SU), optionally with a position such as -1FR; got "${item.slice(0, 20)}".`,
      );
    }
    const ordinal = ordinalText === '' ? 0 : Number(ordinalText);
    if (ordinalText !== '') {
      if (freq !== 'MONTHLY' && freq !== 'YEARLY') {
        fail(`BYDAY positions (such as ${item}) only apply to MONTHLY and YEARLY rules.`);
      }
      if (ordinal === 0 || Math.abs(ordinal) > maxOrdinal) {
        fail(
          `BYDAY positions must be between 1 and ${maxOrdinal} or -${maxOrdinal} and -1, got ${ordinalText}.`,
        );
      }
    }
    // A repeated value means nothing more: kept once.
    if (!seen.has(ordinal * 7 + weekday)) {
      seen.add(ordinal * 7 + weekday);
      result.push({ weekday, ordinal });
    }
  }
  return result;
}

function parseUntil(text: string, start: SeriesStart): Until {
  if (DATE.test(text)) {
    const wall = wallOf(text) ?? fail(`UNTIL is not a real date: ${text}.`);
    return { kind: 'date', date: wall.slice(0, 10) };
  }
  if (UTC_DATE_TIME.test(text)) {
    if (start.allDay) fail('UNTIL of an all-day series must be a DATE (YYYYMMDD).');
    const wall = wallOf(text) ?? fail(`UNTIL is not a real date: ${text}.`);
    return { kind: 'instant', utc: wall };
  }
  return fail('UNTIL must be a UTC date-time (YYYYMMDDTHHMMSSZ) or a DATE (YYYYMMDD).');
}

function parseRule(value: string, start: SeriesStart): RecurrenceRule {
  const parts = new Map<string, string>();
  for (const piece of value.split(';')) {
    if (piece.trim() === '') continue;
    const eq = piece.indexOf('=');
    if (eq <= 0) fail(`Rule parts are NAME=VALUE, got "${piece.slice(0, 40)}".`);
    const name = piece.slice(0, eq).trim().toUpperCase();
    const text = piece
      .slice(eq + 1)
      .trim()
      .toUpperCase();
    if (UNSUPPORTED_PARTS[name]) fail(UNSUPPORTED_PARTS[name]);
    if (parts.has(name)) fail(`${name} is given twice.`);
    parts.set(name, text);
  }
  const known = new Set([
    'FREQ',
    'INTERVAL',
    'COUNT',
    'UNTIL',
    'BYDAY',
    'BYMONTHDAY',
    'BYMONTH',
    'BYSETPOS',
    'WKST',
  ]);
  for (const name of parts.keys()) if (!known.has(name)) fail(`Unknown rule part ${name.slice(0, 20)}.`);

  const freqText = parts.get('FREQ') ?? fail('The RRULE needs a FREQ (DAILY, WEEKLY, MONTHLY or YEARLY).');
  if (['HOURLY', 'MINUTELY', 'SECONDLY'].includes(freqText)) {
    fail(`FREQ=${freqText} is not supported: a series repeats at most daily.`);
  }
  if (!(FREQUENCIES as readonly string[]).includes(freqText)) {
    fail('FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY.');
  }
  const freq = freqText as Frequency;
  const interval = parts.has('INTERVAL') ? integer(parts.get('INTERVAL')!, 'INTERVAL') : 1;
  if (interval < 1 || interval > MAX_INTERVAL) fail(`INTERVAL must be between 1 and ${MAX_INTERVAL}.`);
  if (parts.has('COUNT') && parts.has('UNTIL')) fail('COUNT and UNTIL cannot both be given.');
  let count: number | undefined;
  if (parts.has('COUNT')) {
    count = integer(parts.get('COUNT')!, 'COUNT');
    if (count < 1 || count > MAX_OCCURRENCES) fail(`COUNT must be between 1 and ${MAX_OCCURRENCES}.`);
  }
  const until = parts.has('UNTIL') ? parseUntil(parts.get('UNTIL')!, start) : undefined;
  const byMonth = parts.has('BYMONTH')
    ? integerList(parts.get('BYMONTH')!, 'BYMONTH', (n) => n >= 1 && n <= 12, 'months from 1 to 12')
    : [];
  const byMonthDay = parts.has('BYMONTHDAY')
    ? integerList(
        parts.get('BYMONTHDAY')!,
        'BYMONTHDAY',
        (n) => n !== 0 && Math.abs(n) <= 31,
        'days from 1 to 31 or -31 to -1',
      )
    : [];
  if (byMonthDay.length > 0 && freq === 'WEEKLY') fail('BYMONTHDAY does not apply to WEEKLY rules.');
  const byDay = parts.has('BYDAY') ? parseByDay(parts.get('BYDAY')!, freq, byMonth.length > 0) : [];
  const bySetPos = parts.has('BYSETPOS')
    ? integerList(
        parts.get('BYSETPOS')!,
        'BYSETPOS',
        (n) => n !== 0 && Math.abs(n) <= 366,
        'positions from 1 to 366 or -366 to -1',
      )
    : [];
  if (bySetPos.length > 0 && byDay.length + byMonthDay.length + byMonth.length === 0) {
    fail('BYSETPOS needs BYDAY, BYMONTHDAY or BYMONTH to choose from.');
  }
  let wkst = 0;
  if (parts.has('WKST')) {
    wkst = (WEEKDAYS as readonly string[]).indexOf(parts.get('WKST')!);
    if (wkst < 0) fail('WKST must be a weekday: MO, TU, WE, TH, FR, SA or SU.');
  }
  return {
    freq,
    interval,
    ...(count !== undefined ? { count } : {}),
    ...(until ? { until } : {}),
    byDay,
    byMonthDay: byMonthDay.sort((a, b) => a - b),
    byMonth: byMonth.sort((a, b) => a - b),
    bySetPos: bySetPos.sort((a, b) => a - b),
    wkst,
  };
}

/** RDATE/EXDATE values as local walls of the series' zone. */
function parseDates(name: string, params: Map<string, string>, value: string, start: SeriesStart): string[] {
  const type = params.get('VALUE') ?? (DATE.test(value.split(',')[0] ?? '') ? 'DATE' : 'DATE-TIME');
  if (type !== 'DATE' && type !== 'DATE-TIME') fail(`${name};VALUE=${type.slice(0, 20)} is not supported.`);
  const tzid = params.get('TZID');
  if (tzid !== undefined && !isValidTimeZone(tzid))
    fail(`${name} has an unknown TZID: ${tzid.slice(0, 64)}.`);
  const walls: string[] = [];
  for (const item of value.split(',')) {
    const text = item.trim().toUpperCase();
    if (start.allDay) {
      if (type !== 'DATE' || !DATE.test(text))
        fail(`${name} values of an all-day series are DATEs, for example ${exampleLine(name, start, text)}.`);
      walls.push(wallOf(text) ?? fail(`${name} is not a real date: ${text}.`));
      continue;
    }
    if (type === 'DATE')
      fail(
        `${name} values of a timed series are date-times (TZID=… or UTC), not DATEs, for example ${exampleLine(name, start, text)}.`,
      );
    if (UTC_DATE_TIME.test(text)) {
      if (tzid !== undefined) fail(`${name} values in UTC (ending in Z) take no TZID.`);
      const utc = wallOf(text) ?? fail(`${name} is not a real date: ${text}.`);
      walls.push(utcToZonedWall(new Date(`${utc.replace(' ', 'T')}Z`), start.timezone));
      continue;
    }
    if (!LOCAL_DATE_TIME.test(text))
      fail(
        `${name} values are YYYYMMDDTHHMMSS (with TZID=…) or YYYYMMDDTHHMMSSZ, for example ${exampleLine(name, start, text)}.`,
      );
    const zone =
      tzid ??
      fail(`${name} date-times need a TZID or UTC (Z), for example ${exampleLine(name, start, text)}.`);
    const wall = wallOf(text) ?? fail(`${name} is not a real date: ${text}.`);
    // A wall time of another zone becomes the same instant's wall time here (gap times move forward).
    walls.push(utcToZonedWall(zonedWallToUtc(wall, zone), start.timezone));
  }
  return walls;
}

/**
 * A line of `name` in the series' own form, for a message's example: an RDATE or EXDATE on the date written
 * in `text` (`2027-02-02`, `20270202`; else the start's day) at the start's time; else a weekly RRULE.
 */
function exampleLine(name: string, start: SeriesStart, text = ''): string {
  if (name !== 'RDATE' && name !== 'EXDATE') return 'RRULE:FREQ=WEEKLY;BYDAY=TU';
  const found = /(\d{4})-?(\d{2})-?(\d{2})/.exec(text.slice(0, 200));
  const day = found ? `${found[1]}-${found[2]}-${found[3]}` : start.wall.slice(0, 10);
  const time = start.wall.slice(11, 19) || '00:00:00';
  return datesLine(name, [isValidWall(`${day} ${time}`) ? `${day} ${time}` : start.wall], start);
}

/** Splits `NAME;P=V;P2=V2:value` (names and parameter names case-insensitive). */
function splitLine(
  line: string,
  start: SeriesStart,
): { name: string; params: Map<string, string>; value: string } {
  const colon = line.indexOf(':');
  if (colon <= 0) {
    const named = /^[A-Za-z]+/.exec(line)?.[0]?.toUpperCase() ?? '';
    fail(
      `Each recurrence line is NAME:VALUE, for example ${exampleLine(named, start, line)}; got "${line.slice(0, 40)}".`,
    );
  }
  const [name = '', ...rawParams] = line.slice(0, colon).split(';');
  const params = new Map<string, string>();
  for (const raw of rawParams) {
    const eq = raw.indexOf('=');
    if (eq <= 0 || raw.includes('"')) fail(`Bad parameter "${raw.slice(0, 40)}" in a recurrence line.`);
    params.set(raw.slice(0, eq).trim().toUpperCase(), raw.slice(eq + 1).trim());
  }
  for (const param of params.keys()) {
    if (param !== 'TZID' && param !== 'VALUE')
      fail(`Parameter ${param.slice(0, 20)} is not supported in recurrence lines.`);
  }
  if (params.has('VALUE')) params.set('VALUE', params.get('VALUE')!.toUpperCase());
  return { name: name.trim().toUpperCase(), params, value: line.slice(colon + 1).trim() };
}

export const MAX_LINE_LENGTH = 20_000;
export const MAX_LINES = 1001;

/** Parses `recurrence` lines for a series starting at `start`; throws `RecurrenceError`. */
export function parseRecurrence(lines: readonly string[], start: SeriesStart): Recurrence {
  if (lines.length > MAX_LINES) fail(`At most ${MAX_LINES} recurrence lines.`);
  let rule: RecurrenceRule | null = null;
  const rdates = new Set<string>();
  const exdates = new Set<string>();
  for (const raw of lines) {
    if (raw.length > MAX_LINE_LENGTH)
      fail(`A recurrence line may have at most ${MAX_LINE_LENGTH} characters.`);
    const line = raw.trim();
    if (line === '') continue;
    const { name, params, value } = splitLine(line, start);
    if (name === 'RRULE') {
      if (rule) fail('Only one RRULE is supported.');
      if (params.size > 0) fail('RRULE takes no parameters.');
      rule = parseRule(value, start);
    } else if (name === 'RDATE' || name === 'EXDATE') {
      const target = name === 'RDATE' ? rdates : exdates;
      for (const wall of parseDates(name, params, value, start)) target.add(wall);
      if (target.size > MAX_DATES_PER_KIND) fail(`At most ${MAX_DATES_PER_KIND} ${name} values.`);
    } else if (name === 'EXRULE') {
      fail('EXRULE is not supported (RFC 5545 deprecated it): use EXDATE.');
    } else {
      fail(
        `Recurrence lines are RRULE, RDATE and EXDATE (for example ${exampleLine('RRULE', start)} or ${exampleLine('EXDATE', start)}); ${name.slice(0, 20)} is not supported.`,
      );
    }
  }
  return { rule, rdates: [...rdates].sort(), exdates: [...exdates].sort() };
}

// ---------------------------------------------------------------------------------------------
// Back to lines

const compact = (wall: string) => wall.replaceAll('-', '').replaceAll(':', '').replace(' ', 'T');

function untilText(until: Until): string {
  return until.kind === 'date' ? until.date.replaceAll('-', '') : `${compact(until.utc)}Z`;
}

/** The RRULE value in a fixed part order. */
export function formatRule(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.count !== undefined) parts.push(`COUNT=${rule.count}`);
  if (rule.until) parts.push(`UNTIL=${untilText(rule.until)}`);
  if (rule.byMonth.length > 0) parts.push(`BYMONTH=${rule.byMonth.join(',')}`);
  if (rule.byMonthDay.length > 0) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.byDay.length > 0) {
    parts.push(
      `BYDAY=${rule.byDay.map((b) => `${b.ordinal === 0 ? '' : b.ordinal}${WEEKDAYS[b.weekday]}`).join(',')}`,
    );
  }
  if (rule.bySetPos.length > 0) parts.push(`BYSETPOS=${rule.bySetPos.join(',')}`);
  if (rule.wkst !== 0) parts.push(`WKST=${WEEKDAYS[rule.wkst]}`);
  return parts.join(';');
}

/** Dates in the series' form: `;VALUE=DATE:…` (all-day), UTC for a UTC series, `;TZID=…:…` otherwise. */
function datesLine(name: string, walls: readonly string[], start: SeriesStart): string {
  if (start.allDay)
    return `${name};VALUE=DATE:${walls.map((w) => w.slice(0, 10).replaceAll('-', '')).join(',')}`;
  if (start.timezone === 'UTC') return `${name}:${walls.map((w) => `${compact(w)}Z`).join(',')}`;
  return `${name};TZID=${start.timezone}:${walls.map(compact).join(',')}`;
}

/** The canonical lines of a recurrence: what is stored and shown. */
export function formatRecurrence(recurrence: Recurrence, start: SeriesStart): string[] {
  const lines: string[] = [];
  if (recurrence.rule) lines.push(`RRULE:${formatRule(recurrence.rule)}`);
  if (recurrence.rdates.length > 0) lines.push(datesLine('RDATE', recurrence.rdates, start));
  if (recurrence.exdates.length > 0) lines.push(datesLine('EXDATE', recurrence.exdates, start));
  return lines;
}

/** An instant as RFC 5545 UTC text (`20270629T170000Z`). */
export const utcText = (instant: Date) => `${compact(formatUtcWall(instant))}Z`;

/** An instant as an UNTIL value. */
export const utcUntil = (instant: Date): Until => ({ kind: 'instant', utc: formatUtcWall(instant) });
