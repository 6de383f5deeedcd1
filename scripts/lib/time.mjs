/**
 * Calendar helpers for the seed: whole local days as day numbers (days since 1970-01-01), wall strings
 * (`YYYY-MM-DD HH:MM:SS`, a clock reading in some zone) and their UTC instants, computed with Intl so
 * daylight saving time is right (Europe/Madrid: UTC+1 in winter, UTC+2 from the last Sunday of March
 * 01:00Z to the last Sunday of October 01:00Z).
 */

const MS_PER_DAY = 86_400_000;
const pad = (n, width = 2) => String(n).padStart(width, '0');

/** Day number of a calendar date (month 1-12). */
export const dayNumber = (year, month, day) => Date.UTC(year, month - 1, day) / MS_PER_DAY;

export function fromDayNumber(n) {
  const d = new Date(n * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (n) => new Date(n * MS_PER_DAY).getUTCDay();

export function ymd(n) {
  const { year, month, day } = fromDayNumber(n);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** `n`-th (1-based) `wd` weekday of a month. */
export function nthWeekday(year, month, wd, nth) {
  const first = dayNumber(year, month, 1);
  return first + ((wd - weekday(first) + 7) % 7) + (nth - 1) * 7;
}

export function lastWeekday(year, month, wd) {
  const last = dayNumber(year, month + 1, 0);
  return last - ((weekday(last) - wd + 7) % 7);
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
export function easter(year) {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, day);
}

/** Wall string for a day number and `HH:MM` (or `HH:MM:SS`), plus `addMinutes` of wall-clock time. */
export function wallAt(n, time, addMinutes = 0) {
  const [h, m, s = 0] = time.split(':').map(Number);
  const total = h * 60 + m + addMinutes;
  const day = n + Math.floor(total / 1440);
  const minutes = ((total % 1440) + 1440) % 1440;
  return `${ymd(day)} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:${pad(s)}`;
}

const formatters = new Map();
function formatterFor(tz) {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Wall-clock parts of an instant in `tz`, read back as if they were UTC (epoch ms). */
function zonedMs(ms, tz) {
  const parts = Object.fromEntries(
    formatterFor(tz)
      .formatToParts(new Date(ms))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour % 24, +parts.minute, +parts.second);
}

const offsetAt = (ms, tz) => zonedMs(ms, tz) - ms;

function wallMs(wall) {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(wall);
  if (!m) throw new RangeError(`Bad wall string ${wall}`);
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]);
}

export function formatUtc(ms) {
  const d = new Date(ms);
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/**
 * UTC wall for a wall time in `tz`. Same policy as the Worker (src/lib/dates.ts): a time in the
 * spring-forward gap moves forward by the gap, an ambiguous fall-back time takes the earlier instant.
 */
export function zonedWallToUtc(wall, tz) {
  const local = wallMs(wall);
  const before = offsetAt(local - MS_PER_DAY, tz);
  const after = offsetAt(local + MS_PER_DAY, tz);
  const matching = [local - before, local - after].filter((utc) => utc + offsetAt(utc, tz) === local);
  return formatUtc(matching.length > 0 ? Math.min(...matching) : local - before);
}

/** The local calendar day (as a day number) of an instant in `tz`. */
export function localDayNumber(date, tz) {
  return Math.floor(zonedMs(date.getTime(), tz) / MS_PER_DAY);
}
