/**
 * A small iCalendar (RFC 5545) writer: text escaping, URIs percent-encoded, 75-octet line folding
 * that never splits a UTF-8 character, CRLF line endings, UTC date-times and all-day dates, and RFC
 * 6868 parameter values. No value can break its line (`contentLine`). It knows nothing about events;
 * `events.ts` maps API records onto `IcsEvent`.
 */

export interface IcsCalendar {
  /** `PRODID`: who made the calendar. */
  prodId: string;
  /** `NAME` (RFC 7986) and `X-WR-CALNAME`; none for a file of one event, which is imported, not subscribed to. */
  name?: string;
  description?: string;
  /** The language of the texts (`LANGUAGE` parameter of the calendar texts). */
  language?: string;
  /** `REFRESH-INTERVAL` (RFC 7986) and `X-PUBLISHED-TTL`, in seconds. */
  refreshSeconds?: number;
}

/**
 * When an event happens: an instant range (UTC), whole days (the last day included), or wall times of a
 * zone (`YYYY-MM-DD HH:MM:SS`, said with `TZID=`; a series repeats on its zone's wall clock).
 */
export type IcsWhen =
  | { kind: 'timed'; start: Date; end: Date }
  | { kind: 'days'; first: string; last: string }
  | { kind: 'zoned'; timezone: string; start: string; end: string };

export interface IcsEvent {
  uid: string;
  /** `DTSTAMP` and `LAST-MODIFIED`. */
  modified: Date;
  sequence: number;
  when: IcsWhen;
  summary: string;
  description?: string;
  location?: string;
  geo?: { lat: number; lng: number };
  url?: string;
  categories?: string[];
  organizer?: { name: string; email: string };
  /** `STATUS` (RFC 5545 3.8.1.11): calendars strike a cancelled event through. */
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** Where to attend online (`CONFERENCE`, RFC 7986 5.11). */
  conference?: string;
  /** The language of the texts (`LANGUAGE` parameter). */
  language?: string;
  /** Recurrence lines, already in their syntax (`RRULE:…`, `RDATE;TZID=…:…`, `EXDATE…`). */
  recurrence?: string[];
  /** The instance of a series this entry overrides (`RECURRENCE-ID`), in the form of DTSTART. */
  recurrenceId?: IcsWhen;
}

export const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** Control characters TEXT values may not hold (RFC 5545 3.3.11): every CTL but HTAB and LF. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** A TEXT value: `\` `;` `,` escaped, line breaks as `\n`, other control characters dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n');
}

/** What a content line may not hold (RFC 5545 3.1): every control character but HTAB, CR and LF included. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const LINE_BREAKING = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/** The characters a URI holds as they are (RFC 3986: unreserved, reserved, and `%` of what is encoded). */
const URI_CHARACTER = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/;

/**
 * A URI value (URL, ORGANIZER's `mailto:`): every character a URI may not hold (control characters,
 * spaces, quotes, `<>`, letters outside ASCII) percent-encoded as UTF-8, so a stored slug or address
 * with a line break stays on its line: `/event/x\r\nATTACH:…` → `/event/x%0D%0AATTACH:…`.
 */
export function uriValue(uri: string): string {
  let out = '';
  for (const ch of uri) {
    if (URI_CHARACTER.test(ch)) out += ch;
    else {
      // A lone surrogate has no UTF-8 form (encodeURIComponent throws): the replacement character.
      const lone = ch.length === 1 && ch.charCodeAt(0) >= 0xd800 && ch.charCodeAt(0) <= 0xdfff;
      out += lone ? '%EF%BF%BD' : encodeURIComponent(ch);
    }
  }
  return out;
}

/**
 * A parameter value (RFC 5545 3.2, RFC 6868): quoted, with `^`, `"` and line breaks caret-encoded,
 * so names with `:` `;` `,` or quotes survive.
 */
export function paramValue(value: string): string {
  const encoded = value
    .replace(CONTROL, '')
    .replace(/\^/g, '^^')
    .replace(/\r\n?|\n/g, '^n')
    .replace(/"/g, "^'");
  return `"${encoded}"`;
}

/**
 * Folds one content line to lines of at most 75 octets (RFC 5545 3.1): continuation lines start
 * with a space, which counts. Splits only between code points, so no UTF-8 sequence is cut.
 */
export function foldLine(line: string): string {
  if (line.length <= MAX_LINE_OCTETS / 3 || encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const out: string[] = [];
  let start = 0;
  let octets = 0;
  for (let i = 0; i < line.length; ) {
    const code = line.codePointAt(i)!;
    const units = code > 0xffff ? 2 : 1;
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    if (octets + size > MAX_LINE_OCTETS) {
      out.push(line.slice(start, i));
      start = i;
      octets = 1; // the space that starts a continuation line
    }
    octets += size;
    i += units;
  }
  out.push(line.slice(start));
  return out.join(`${CRLF} `);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `20261025T003000Z`. */
export function utcDateTime(instant: Date): string {
  return (
    `${pad(instant.getUTCFullYear(), 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}` +
    `T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`
  );
}

/** `2026-12-05` -> `20261205`. */
export const dateValue = (day: string) => day.slice(0, 10).replaceAll('-', '');

/** The day after `YYYY-MM-DD`, as `YYYY-MM-DD`. */
export function nextDay(day: string): string {
  const next = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** A coordinate with at most 6 decimals (about 10 cm), without trailing zeros. */
const coordinate = (n: number) => String(Number(n.toFixed(6)));

type Param = readonly [name: string, value: string];

/**
 * One content line, folded. Whatever a value or parameter holds, it stays one line: a line break or
 * other control character that reached here unescaped is dropped, so no value can start a property.
 */
const contentLine = (line: string) => foldLine(line.replace(LINE_BREAKING, ''));

/** One property as a folded content line; `value` is already in its value type's syntax. */
function property(name: string, value: string, params: readonly Param[] = []): string {
  const head = [name, ...params.map(([key, v]) => `${key}=${v}`)].join(';');
  return contentLine(`${head}:${value}`);
}

const textProperty = (name: string, value: string, language?: string) =>
  property(name, escapeText(value), language ? [['LANGUAGE', language]] : []);

/** A wall time as a DATE-TIME of its zone: `20261025T023000`, or in UTC when the zone is UTC. */
const zonedValue = (wall: string, timezone: string): [string, readonly Param[]] => {
  const value = wall.replaceAll('-', '').replaceAll(':', '').replace(' ', 'T');
  return timezone === 'UTC' ? [`${value}Z`, []] : [value, [['TZID', timezone]]];
};

/** `RECURRENCE-ID` in the form of the entry's DTSTART. */
function recurrenceIdLine(id: IcsWhen): string {
  if (id.kind === 'days') return property('RECURRENCE-ID', dateValue(id.first), [['VALUE', 'DATE']]);
  if (id.kind === 'timed') return property('RECURRENCE-ID', utcDateTime(id.start));
  const [value, params] = zonedValue(id.start, id.timezone);
  return property('RECURRENCE-ID', value, params);
}

function whenLines(when: IcsWhen): string[] {
  if (when.kind === 'zoned') {
    const [start, params] = zonedValue(when.start, when.timezone);
    const [end] = zonedValue(when.end, when.timezone);
    const lines = [property('DTSTART', start, params)];
    if (when.end > when.start) lines.push(property('DTEND', end, params));
    return lines;
  }
  if (when.kind === 'days') {
    // DATE values; DTEND is exclusive: the day after the last day.
    return [
      property('DTSTART', dateValue(when.first), [['VALUE', 'DATE']]),
      property('DTEND', dateValue(nextDay(when.last)), [['VALUE', 'DATE']]),
    ];
  }
  const lines = [property('DTSTART', utcDateTime(when.start))];
  // An event without DTEND ends when it starts (RFC 5545 3.6.1): a DTEND must be later than DTSTART.
  if (when.end.getTime() > when.start.getTime()) lines.push(property('DTEND', utcDateTime(when.end)));
  return lines;
}

function eventLines(event: IcsEvent): string[] {
  const lang = event.language;
  const lines = [
    'BEGIN:VEVENT',
    property('UID', escapeText(event.uid)),
    property('DTSTAMP', utcDateTime(event.modified)),
    property('LAST-MODIFIED', utcDateTime(event.modified)),
    property('SEQUENCE', String(Math.max(0, Math.floor(event.sequence)))),
    ...(event.recurrenceId ? [recurrenceIdLine(event.recurrenceId)] : []),
    ...whenLines(event.when),
    ...(event.recurrence ?? []).map(contentLine),
    ...(event.status ? [property('STATUS', event.status)] : []),
  ];
  if (event.summary) lines.push(textProperty('SUMMARY', event.summary, lang));
  if (event.description) lines.push(textProperty('DESCRIPTION', event.description, lang));
  if (event.location) lines.push(textProperty('LOCATION', event.location, lang));
  if (event.geo) lines.push(property('GEO', `${coordinate(event.geo.lat)};${coordinate(event.geo.lng)}`));
  if (event.url) lines.push(property('URL', uriValue(event.url)));
  if (event.conference) {
    lines.push(
      property('CONFERENCE', uriValue(event.conference), [
        ['VALUE', 'URI'],
        ['FEATURE', 'VIDEO'],
      ]),
    );
  }
  const categories = (event.categories ?? []).filter((c) => c !== '');
  if (categories.length > 0) {
    lines.push(
      property('CATEGORIES', categories.map(escapeText).join(','), lang ? [['LANGUAGE', lang]] : []),
    );
  }
  if (event.organizer?.email) {
    lines.push(
      property('ORGANIZER', uriValue(`mailto:${event.organizer.email}`), [
        ['CN', paramValue(event.organizer.name)],
      ]),
    );
  }
  lines.push('END:VEVENT');
  return lines;
}

/** `PT1H`, `PT15M`. */
const durationOf = (seconds: number) =>
  seconds % 3600 === 0 ? `PT${seconds / 3600}H` : `PT${Math.max(1, Math.round(seconds / 60))}M`;

/**
 * The whole calendar: CRLF after every line, the last one included. `timezones` are VTIMEZONE
 * components (their lines), one for each TZID the events use.
 */
export function buildCalendar(
  calendar: IcsCalendar,
  events: readonly IcsEvent[],
  timezones: ReadonlyArray<readonly string[]> = [],
): string {
  const lang = calendar.language;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', escapeText(calendar.prodId)),
    'CALSCALE:GREGORIAN',
  ];
  if (calendar.name) {
    lines.push(textProperty('NAME', calendar.name, lang), textProperty('X-WR-CALNAME', calendar.name));
  }
  if (calendar.description) {
    lines.push(textProperty('DESCRIPTION', calendar.description, lang));
    lines.push(textProperty('X-WR-CALDESC', calendar.description));
  }
  if (calendar.refreshSeconds) {
    const duration = durationOf(calendar.refreshSeconds);
    lines.push(property('REFRESH-INTERVAL', duration, [['VALUE', 'DURATION']]));
    lines.push(property('X-PUBLISHED-TTL', duration));
  }
  for (const timezone of timezones) lines.push(...timezone.map(contentLine));
  for (const event of events) lines.push(...eventLines(event));
  lines.push('END:VCALENDAR');
  return lines.join(CRLF) + CRLF;
}
