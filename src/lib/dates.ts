/**
 * Date helpers for "wall" strings (`YYYY-MM-DD HH:MM:SS`, a local clock reading
 * with no zone attached) and IANA time zones, built only on Intl and Date.
 *
 * Functions that take a `tz` throw a RangeError for an invalid zone (Intl's own
 * behaviour); validate user input with `isValidTimeZone` first. Functions that
 * take a wall string throw a RangeError when it is malformed or not a real date.
 */
import { memoized } from './memo';

export interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface DateDetails {
  year: string;
  month: string;
  day: string;
  hour: string;
  minutes: string;
  seconds: string;
}

export interface ParsedDateInput {
  instant: Date;
  hasTime: boolean;
  /** Wall time of `instant` in the requested zone. */
  wall: string;
}

const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60 * MS_PER_SECOND;
const MS_PER_DAY = 24 * 60 * MS_PER_MINUTE;
const MAX_INPUT_LENGTH = 64;
const MAX_TZ_LENGTH = 64;
const MAX_TZ_CACHE_ENTRIES = 1000;

const WALL_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DATE_ONLY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_HM_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/;
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const UNIX_SECONDS_RE = /^\d{9,11}$/;

// ---------------------------------------------------------------------------
// Small numeric helpers

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isValidWallParts(p: WallParts): boolean {
  return (
    p.year >= 1 &&
    p.year <= 9999 &&
    p.month >= 1 &&
    p.month <= 12 &&
    p.day >= 1 &&
    p.day <= daysInMonth(p.year, p.month) &&
    p.hour >= 0 &&
    p.hour <= 23 &&
    p.minute >= 0 &&
    p.minute <= 59 &&
    p.second >= 0 &&
    p.second <= 59
  );
}

/** Epoch ms of the parts read as UTC. Avoids Date.UTC's 0–99 → 1900s year quirk. */
function partsAsUtcMs(p: WallParts): number {
  const d = new Date(0);
  d.setUTCFullYear(p.year, p.month - 1, p.day);
  d.setUTCHours(p.hour, p.minute, p.second, 0);
  return d.getTime();
}

function utcMsToParts(ms: number): WallParts {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

function formatWallParts(p: WallParts): string {
  return (
    `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)} ` + `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`
  );
}

function toInt(s: string | undefined): number {
  return s === undefined ? 0 : Number.parseInt(s, 10);
}

function matchToParts(m: RegExpExecArray): WallParts {
  return {
    year: toInt(m[1]),
    month: toInt(m[2]),
    day: toInt(m[3]),
    hour: toInt(m[4]),
    minute: toInt(m[5]),
    second: toInt(m[6]),
  };
}

// ---------------------------------------------------------------------------
// Wall strings

export function parseWall(wall: string): WallParts | null {
  const m = WALL_RE.exec(wall);
  if (!m) return null;
  const parts = matchToParts(m);
  return isValidWallParts(parts) ? parts : null;
}

export function isValidWall(wall: string): boolean {
  return parseWall(wall) !== null;
}

function requireWall(wall: string): WallParts {
  const parts = parseWall(wall);
  if (!parts) throw new RangeError(`Invalid wall date string: ${JSON.stringify(wall)}`);
  return parts;
}

/** Remembered: every page shows the same events' dates again. Callers only read the result. */
const dateDetailsMemo = memoized((wall): DateDetails => {
  const p = requireWall(wall);
  return {
    year: pad(p.year, 4),
    month: pad(p.month),
    day: pad(p.day),
    hour: pad(p.hour),
    minutes: pad(p.minute),
    seconds: pad(p.second),
  };
});

export const dateDetails = (wall: string): DateDetails => dateDetailsMemo(wall);

/** Accepts a full wall string or a bare `YYYY-MM-DD`. */
function requireDatePart(wallOrDate: string): string {
  const datePart = wallOrDate.slice(0, 10);
  requireWall(DATE_ONLY_RE.test(wallOrDate) ? `${datePart} 00:00:00` : wallOrDate);
  return datePart;
}

export function startOfDayWall(wall: string): string {
  return `${requireDatePart(wall)} 00:00:00`;
}

export function endOfDayWall(wall: string): string {
  return `${requireDatePart(wall)} 23:59:59`;
}

function requireInteger(n: number): void {
  if (!Number.isInteger(n)) throw new RangeError(`Expected an integer, got ${n}`);
}

export function addDaysToWall(wall: string, days: number): string {
  requireInteger(days);
  const p = requireWall(wall);
  return formatWallParts(utcMsToParts(partsAsUtcMs(p) + days * MS_PER_DAY));
}

/** Calendar months; the day is clamped to the target month (Jan 31 + 1 → Feb 28/29). */
export function addMonthsToWall(wall: string, months: number): string {
  requireInteger(months);
  const p = requireWall(wall);
  const monthIndex = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  const result: WallParts = { ...p, year, month, day: Math.min(p.day, daysInMonth(year, month)) };
  if (!isValidWallParts(result)) throw new RangeError(`Date out of range: ${wall} + ${months} months`);
  return formatWallParts(result);
}

// ---------------------------------------------------------------------------
// Time zones

const tzValidity = new Map<string, boolean>();
const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const longNameFormatters = new Map<string, Intl.DateTimeFormat>();
const shortNameFormatters = new Map<string, Intl.DateTimeFormat>();

/** WordPress' manual offsets (`UTC+5.5`, `UTC-3`, `UTC+5.75`): hours, in quarters of an hour. */
const MANUAL_OFFSET_RE = /^UTC([+-])(\d{1,2})(?:\.(25|5|75))?$/;

/**
 * The offset of a WordPress manual zone (`UTC+5.5` → 330) in minutes, or null for anything else. TEC
 * stores them as the event's zone when the site has no named one; they never change with the season.
 */
export function manualOffsetMinutes(tz: string): number | null {
  const m = MANUAL_OFFSET_RE.exec(tz);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(`0.${m[3] ?? '0'}`) * 60;
  if (!Number.isInteger(minutes) || minutes > 14 * 60) return null;
  return m[1] === '-' ? -minutes : minutes;
}
/** The IANA time zones the runtime knows by their canonical names, UTC first: `timezone`'s documented values. */
export const ianaTimeZones = (): string[] => [
  'UTC',
  ...Intl.supportedValuesOf('timeZone').filter((tz) => tz !== 'UTC'),
];

export function isValidTimeZone(tz: string): boolean {
  if (typeof tz !== 'string' || tz === '' || tz.length > MAX_TZ_LENGTH) return false;
  if (manualOffsetMinutes(tz) !== null) return true;
  const cached = tzValidity.get(tz);
  if (cached !== undefined) return cached;
  // Newer V8 accepts offset identifiers ("+01:00") as zones; we only want IANA names.
  let valid = !/^[+-]/.test(tz);
  if (valid) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
    } catch {
      valid = false;
    }
  }
  // Keys come from request input, so keep the cache from growing without bound.
  if (tzValidity.size >= MAX_TZ_CACHE_ENTRIES) tzValidity.clear();
  tzValidity.set(tz, valid);
  return valid;
}

function cachedFormatter(
  cache: Map<string, Intl.DateTimeFormat>,
  tz: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let formatter = cache.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: tz });
    if (cache.size >= MAX_TZ_CACHE_ENTRIES) cache.clear();
    cache.set(tz, formatter);
  }
  return formatter;
}

function partsFormatter(tz: string): Intl.DateTimeFormat {
  return cachedFormatter(partsFormatters, tz, {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    era: 'short',
  });
}

/**
 * `formatToParts` is the costliest step of presenting an event (a few per date, several dates per
 * event), and the same instants come back on every request for the same events: results are kept,
 * keyed by zone and instant, in a bounded map. Callers only read the parts.
 */
const zonedPartsMemo = new Map<string, WallParts>();
const MAX_ZONED_PARTS_MEMO = 8192;

function zonedParts(ms: number, tz: string): WallParts {
  const key = `${tz} ${ms}`;
  const known = zonedPartsMemo.get(key);
  if (known) return known;
  const parts = computeZonedParts(ms, tz);
  if (zonedPartsMemo.size >= MAX_ZONED_PARTS_MEMO) zonedPartsMemo.clear();
  zonedPartsMemo.set(key, parts);
  return parts;
}

/** Years where `Date`'s arithmetic and the formatter agree on every field (no era, four digits). */
const FAST_FROM_MS = Date.UTC(1900, 0, 1);
const FAST_TO_MS = Date.UTC(2200, 0, 1);

/**
 * A zone's offset over one UTC day (key `zone day-number`), when it is the same at the day's first and
 * last second (no transition inside: zones change offset a few times a year at most); `null` when it
 * changes that day.
 */
const dayOffsetMemo = memoized((key): number | null => {
  const space = key.indexOf(' ');
  const tz = key.slice(0, space);
  const first = Number(key.slice(space + 1)) * MS_PER_DAY;
  const last = first + MS_PER_DAY - MS_PER_SECOND;
  const atFirst = partsAsUtcMs(formattedParts(first, tz)) - first;
  return partsAsUtcMs(formattedParts(last, tz)) - last === atFirst ? atFirst : null;
});

/**
 * The start of the UTC day of `ms` and the zone's offset all that day, or null when the day has a
 * transition (or lies outside the years above). Instants of such a day are then worked out without
 * `formatToParts`: a page of events, or the events one reads one after another, fall on days already seen.
 */
function steadyDay(ms: number, tz: string): { start: number; offset: number } | null {
  if (ms < FAST_FROM_MS || ms >= FAST_TO_MS) return null;
  const day = Math.floor(ms / MS_PER_DAY);
  const offset = dayOffsetMemo(`${tz} ${day}`);
  return offset === null ? null : { start: day * MS_PER_DAY, offset };
}

function computeZonedParts(ms: number, tz: string): WallParts {
  const manual = manualOffsetMinutes(tz);
  if (manual !== null) return utcMsToParts(ms + manual * MS_PER_MINUTE);
  const steady = steadyDay(ms, tz);
  if (steady) return utcMsToParts(Math.floor(ms / MS_PER_SECOND) * MS_PER_SECOND + steady.offset);
  return formattedParts(ms, tz);
}

/** The wall parts of an instant in `tz`, as the zone's formatter gives them. */
function formattedParts(ms: number, tz: string): WallParts {
  const parts: WallParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const part of partsFormatter(tz).formatToParts(ms)) {
    switch (part.type) {
      case 'year':
        parts.year = toInt(part.value);
        break;
      case 'month':
        parts.month = toInt(part.value);
        break;
      case 'day':
        parts.day = toInt(part.value);
        break;
      case 'hour':
        // Some engines render midnight as "24" despite hourCycle h23.
        parts.hour = toInt(part.value) % 24;
        break;
      case 'minute':
        parts.minute = toInt(part.value);
        break;
      case 'second':
        parts.second = toInt(part.value);
        break;
      case 'era':
        bc = part.value.startsWith('B');
        break;
    }
  }
  if (bc) parts.year = 1 - parts.year;
  return parts;
}

/** Offset of `tz` from UTC at the given instant, in ms (Madrid in winter → +3_600_000). */
function offsetMsAt(ms: number, tz: string): number {
  const wholeSecondMs = Math.floor(ms / MS_PER_SECOND) * MS_PER_SECOND;
  return partsAsUtcMs(zonedParts(wholeSecondMs, tz)) - wholeSecondMs;
}

/**
 * Instant for a wall time in `tz`. Nonexistent times (spring-forward gap) are
 * pushed forward by the gap length; ambiguous times (fall-back) resolve to the
 * earlier instant. Same policy as Temporal's `disambiguation: 'compatible'`.
 */
export function zonedWallToUtc(wall: string, tz: string): Date {
  const localMs = partsAsUtcMs(requireWall(wall));
  // Assumes at most one offset transition within ±1 day, true for all real zones.
  const offsetBefore = offsetMsAt(localMs - MS_PER_DAY, tz);
  const offsetAfter = offsetMsAt(localMs + MS_PER_DAY, tz);
  const candidates = [localMs - offsetBefore, localMs - offsetAfter];
  const matching = candidates.filter((utc) => utc + offsetMsAt(utc, tz) === localMs);
  if (matching.length > 0) return new Date(Math.min(...matching));
  // In the gap: reading the wall with the pre-transition offset lands after the
  // transition, shifted forward by exactly the gap (02:30 CET → 03:30 CEST).
  return new Date(localMs - offsetBefore);
}

export function utcToZonedWall(instant: Date, tz: string): string {
  return formatWallParts(zonedParts(instant.getTime(), tz));
}

const zonedWallMemo = memoized((key) => {
  const space = key.indexOf(' ');
  const utcWall = key.slice(space + 1);
  return utcToZonedWall(new Date(`${utcWall.replace(' ', 'T')}Z`), key.slice(0, space));
});

/** The wall time in `tz` of a UTC wall (`YYYY-MM-DD HH:MM:SS`), as `utcToZonedWall`; remembered. */
export function zonedWallOfUtcWall(utcWall: string, tz: string): string {
  return zonedWallMemo(`${tz} ${utcWall}`);
}

export function formatUtcWall(instant: Date): string {
  return formatWallParts(utcMsToParts(instant.getTime()));
}

/** The offset of `tz` from UTC at `instant`, in ms (Madrid in summer: 7_200_000). */
export const utcOffsetMs = (instant: Date, tz: string): number => offsetMsAt(instant.getTime(), tz);

/** `+01:00`, `-05:00`, `+00:00`. Historical second-level offsets are rounded to the minute. */
export function offsetString(instant: Date, tz: string): string {
  const totalMinutes = Math.round(offsetMsAt(instant.getTime(), tz) / MS_PER_MINUTE);
  const sign = totalMinutes < 0 ? '-' : '+';
  const abs = Math.abs(totalMinutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** `2026-11-28T18:00:00+01:00` */
export function isoWithOffset(instant: Date, tz: string): string {
  return `${utcToZonedWall(instant, tz).replace(' ', 'T')}${offsetString(instant, tz)}`;
}

// en-US long names for zones whose short name is only "GMT+1"-style.
const ABBR_BY_LONG_NAME: Readonly<Record<string, string>> = {
  'Central European Standard Time': 'CET',
  'Central European Summer Time': 'CEST',
  'Western European Standard Time': 'WET',
  'Western European Summer Time': 'WEST',
  'Eastern European Standard Time': 'EET',
  'Eastern European Summer Time': 'EEST',
  'Greenwich Mean Time': 'GMT',
  'British Summer Time': 'BST',
  'Irish Standard Time': 'IST',
  'Coordinated Universal Time': 'UTC',
};

function timeZoneNamePart(formatter: Intl.DateTimeFormat, instant: Date): string {
  return formatter.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/** The abbreviation the zone's formatters give for `instant` (what `timeZoneAbbr` remembers). */
export function timeZoneAbbrByFormatter(instant: Date, tz: string): string {
  // TEC shows a manual offset as its own abbreviation.
  if (manualOffsetMinutes(tz) !== null) return tz;
  const longFormatter = cachedFormatter(longNameFormatters, tz, { timeZoneName: 'long' });
  const mapped = ABBR_BY_LONG_NAME[timeZoneNamePart(longFormatter, instant)];
  if (mapped !== undefined) return mapped;
  const shortFormatter = cachedFormatter(shortNameFormatters, tz, { timeZoneName: 'short' });
  return timeZoneNamePart(shortFormatter, instant);
}

/** Like `zonedParts`, `formatToParts` again: remembered by zone and instant. */
const abbrMemo = memoized((key) => {
  const space = key.indexOf(' ');
  return timeZoneAbbrByFormatter(new Date(Number(key.slice(space + 1))), key.slice(0, space));
});

/**
 * Abbreviation in force at `instant`: CET/CEST, WET/WEST, GMT/BST, EST/EDT, PST/PDT, UTC…
 * Zones without a well-known abbreviation fall back to Intl's short name (e.g. "GMT+4"); a manual
 * offset is its own (`UTC+5.5`).
 */
export function timeZoneAbbr(instant: Date, tz: string): string {
  const ms = instant.getTime();
  // A day without a transition has one abbreviation: the one of its first second.
  const steady = manualOffsetMinutes(tz) === null ? steadyDay(ms, tz) : null;
  return abbrMemo(`${tz} ${steady ? steady.start : ms}`);
}

// ---------------------------------------------------------------------------
// API parameter parsing

function parseOffsetMs(offset: string): number | null {
  if (offset === 'Z' || offset === 'z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const hours = toInt(digits.slice(0, 2));
  const minutes = toInt(digits.slice(2, 4));
  if (hours > 23 || minutes > 59) return null;
  const sign = offset.startsWith('-') ? -1 : 1;
  return sign * (hours * 60 + minutes) * MS_PER_MINUTE;
}

function fromWall(parts: WallParts, hasTime: boolean, tz: string): ParsedDateInput | null {
  if (!isValidWallParts(parts)) return null;
  const instant = zonedWallToUtc(formatWallParts(parts), tz);
  return { instant, hasTime, wall: utcToZonedWall(instant, tz) };
}

/**
 * The local wall time a date input names in `tz`: as written when it carries no offset, even inside a
 * DST gap (where `parseDateInput` moves it forward), else the wall time of its instant. A series keeps
 * the time of day it was given, and each of its instances falls where that time falls that day.
 */
export function inputWall(input: string, tz: string): string | null {
  const parsed = parseDateInput(input, tz);
  if (!parsed) return null;
  const text = input.trim();
  const dateOnly = DATE_ONLY_RE.exec(text);
  if (dateOnly) return formatWallParts(matchToParts(dateOnly));
  const local = DATE_HM_RE.exec(text) ?? ISO_RE.exec(text);
  if (local && local[7] === undefined) return formatWallParts(matchToParts(local));
  return parsed.wall;
}

/**
 * Parses a date API parameter. Accepted: `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS]`,
 * ISO 8601 `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH:MM|±HHMM]`, and 9–11 digit unix
 * seconds. Inputs without an offset are read as wall time in `tz`. The returned
 * `wall` is always the wall time of `instant` in `tz`, so a time inside a DST gap
 * comes back normalised (02:30 → 03:30). Fractional seconds are dropped.
 * Returns null for anything else, including impossible calendar dates.
 */
export function parseDateInput(input: string, tz: string): ParsedDateInput | null {
  if (typeof input !== 'string' || input.length > MAX_INPUT_LENGTH) return null;
  const text = input.trim();
  if (text === '') return null;

  if (UNIX_SECONDS_RE.test(text)) {
    const instant = new Date(Number(text) * MS_PER_SECOND);
    return { instant, hasTime: true, wall: utcToZonedWall(instant, tz) };
  }

  const dateOnly = DATE_ONLY_RE.exec(text);
  if (dateOnly) return fromWall(matchToParts(dateOnly), false, tz);

  const dateTime = DATE_HM_RE.exec(text);
  if (dateTime) return fromWall(matchToParts(dateTime), true, tz);

  const iso = ISO_RE.exec(text);
  if (!iso) return null;
  const parts = matchToParts(iso);
  const offset = iso[7];
  if (offset === undefined) return fromWall(parts, true, tz);
  if (!isValidWallParts(parts)) return null;
  const offsetMs = parseOffsetMs(offset);
  if (offsetMs === null) return null;
  const instant = new Date(partsAsUtcMs(parts) - offsetMs);
  return { instant, hasTime: true, wall: utcToZonedWall(instant, tz) };
}
