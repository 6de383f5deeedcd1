import { formatUtcWall, timeZoneAbbr, utcOffsetMs } from '../lib/dates';

/**
 * VTIMEZONE components (RFC 5545 3.6.5) generated from the runtime's own zone data (Intl): the offset
 * changes of a zone over a range of years are found by sampling and bisection, then said as yearly
 * rules (`FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU`) when every year follows the same one, or one component
 * per change when the zone's rules moved within the range.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const WEEKDAY_CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** `+0100`, `-0500`, `+1245`. */
function offsetText(ms: number): string {
  const minutes = Math.round(ms / MINUTE_MS);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

const offsetAt = (ms: number, tz: string) => utcOffsetMs(new Date(ms), tz);

/** The offset changes of `tz` between the start of `fromYear` and the end of `toYear`. */
export function transitions(tz: string, fromYear: number, toYear: number): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let t = Date.UTC(fromYear, 0, 1);
  let offset = offsetAt(t, tz);
  for (; t < end; t += DAY_MS) {
    const next = offsetAt(t + DAY_MS, tz);
    if (next === offset) continue;
    let lo = t;
    let hi = t + DAY_MS;
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(mid, tz) === offset) lo = mid;
      else hi = mid;
    }
    found.push({ at: hi, from: offset, to: next });
    offset = next;
  }
  return found;
}

/** The local wall time (in the old offset) a change happens at: `20261025T030000`. */
const onset = (tr: Transition) =>
  formatUtcWall(new Date(tr.at + tr.from))
    .replace(/[-:]/g, '')
    .replace(' ', 'T');

/**
 * The ways to say which weekday of its month a day is: last (first, as the rules zones follow are
 * mostly "last Sunday"), and its position from the start.
 */
function weekdaySpecs(tr: Transition): string[] {
  const local = new Date(tr.at + tr.from);
  const day = local.getUTCDate();
  const code = WEEKDAY_CODES[local.getUTCDay()]!;
  const monthLength = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  const specs = [`${Math.ceil(day / 7)}${code}`];
  if (day + 7 > monthLength) specs.unshift(`-1${code}`);
  return specs;
}

const ruleKey = (tr: Transition) => {
  const local = new Date(tr.at + tr.from);
  return `${tr.from}/${tr.to}/${local.getUTCMonth() + 1}/${onset(tr).slice(9)}`;
};

function component(kind: 'STANDARD' | 'DAYLIGHT', tr: Transition, tz: string, rrule?: string): string[] {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${onset(tr)}`,
    `TZOFFSETFROM:${offsetText(tr.from)}`,
    `TZOFFSETTO:${offsetText(tr.to)}`,
    ...(rrule ? [`RRULE:${rrule}`] : []),
    `TZNAME:${timeZoneAbbr(new Date(tr.at), tz)}`,
    `END:${kind}`,
  ];
}

/** The lines of a VTIMEZONE for `tz` covering the years `fromYear`…`toYear`. */
export function vtimezoneLines(tz: string, fromYear: number, toYear: number): string[] {
  const lines = ['BEGIN:VTIMEZONE', `TZID:${tz}`];
  const changes = transitions(tz, fromYear, toYear);
  if (changes.length === 0) {
    const offset = offsetAt(Date.UTC(fromYear, 0, 1), tz);
    lines.push(
      'BEGIN:STANDARD',
      `DTSTART:${fromYear}0101T000000`,
      `TZOFFSETFROM:${offsetText(offset)}`,
      `TZOFFSETTO:${offsetText(offset)}`,
      `TZNAME:${timeZoneAbbr(new Date(Date.UTC(fromYear, 0, 1)), tz)}`,
      'END:STANDARD',
    );
  } else {
    // Changes of the same kind (same offsets, month and local time) become one yearly rule when a
    // weekday position fits every year of the range; anything else is listed change by change.
    const groups = new Map<string, Transition[]>();
    for (const tr of changes) groups.set(ruleKey(tr), [...(groups.get(ruleKey(tr)) ?? []), tr]);
    for (const group of groups.values()) {
      const kind = group[0]!.to > group[0]!.from ? 'DAYLIGHT' : 'STANDARD';
      const years = group.map((tr) => new Date(tr.at + tr.from).getUTCFullYear());
      const consecutive = years.every((y, i) => i === 0 || y === years[i - 1]! + 1);
      const spec = weekdaySpecs(group[0]!).find((candidate) =>
        group.every((tr) => weekdaySpecs(tr).includes(candidate)),
      );
      if (group.length > 1 && consecutive && spec) {
        const month = new Date(group[0]!.at + group[0]!.from).getUTCMonth() + 1;
        lines.push(...component(kind, group[0]!, tz, `FREQ=YEARLY;BYMONTH=${month};BYDAY=${spec}`));
      } else {
        for (const tr of group) lines.push(...component(kind, tr, tz));
      }
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}
