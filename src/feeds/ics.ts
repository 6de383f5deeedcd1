/**
 * A small iCalendar (RFC 5545) writer: text escaping, 75-octet line folding that never splits a
 * UTF-8 character, CRLF line endings, UTC date-times and all-day dates, and RFC 6868 parameter
 * values. It knows nothing about events; `events.ts` maps API records onto `IcsEvent`.
 */

export interface IcsCalendar {
  /** `PRODID`: who made the calendar. */
  prodId: string;
  /** `NAME` (RFC 7986) and `X-WR-CALNAME`. */
  name: string;
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
  if (encoder.encode(line).length <= MAX_LINE_OCTETS) return line;
  const out: string[] = [];
  let current = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      out.push(current);
      current = ' ';
      octets = 1;
      limit = MAX_LINE_OCTETS;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(CRLF);
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

/** One property as a folded content line; `value` is already in its value type's syntax. */
function property(name: string, value: string, params: readonly Param[] = []): string {
  const head = [name, ...params.map(([key, v]) => `${key}=${v}`)].join(';');
  return foldLine(`${head}:${value}`);
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
    ...(event.recurrence ?? []).map(foldLine),
  ];
  if (event.summary) lines.push(textProperty('SUMMARY', event.summary, lang));
  if (event.description) lines.push(textProperty('DESCRIPTION', event.description, lang));
  if (event.location) lines.push(textProperty('LOCATION', event.location, lang));
  if (event.geo) lines.push(property('GEO', `${coordinate(event.geo.lat)};${coordinate(event.geo.lng)}`));
  if (event.url) lines.push(property('URL', event.url));
  const categories = (event.categories ?? []).filter((c) => c !== '');
  if (categories.length > 0) {
    lines.push(
      property('CATEGORIES', categories.map(escapeText).join(','), lang ? [['LANGUAGE', lang]] : []),
    );
  }
  if (event.organizer?.email) {
    lines.push(
      property('ORGANIZER', `mailto:${event.organizer.email}`, [['CN', paramValue(event.organizer.name)]]),
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
    textProperty('NAME', calendar.name, lang),
    textProperty('X-WR-CALNAME', calendar.name),
  ];
  if (calendar.description) {
    lines.push(textProperty('DESCRIPTION', calendar.description, lang));
    lines.push(textProperty('X-WR-CALDESC', calendar.description));
  }
  if (calendar.refreshSeconds) {
    const duration = durationOf(calendar.refreshSeconds);
    lines.push(property('REFRESH-INTERVAL', duration, [['VALUE', 'DURATION']]));
    lines.push(property('X-PUBLISHED-TTL', duration));
  }
  for (const timezone of timezones) lines.push(...timezone.map(foldLine));
  for (const event of events) lines.push(...eventLines(event));
  lines.push('END:VCALENDAR');
  return lines.join(CRLF) + CRLF;
}

// ---------------------------------------------------------------------------------------------
// HTML to plain text, for DESCRIPTION

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  iexcl: '¡',
  iquest: '¿',
  ordf: 'ª',
  ordm: 'º',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  agrave: 'à',
  egrave: 'è',
  ograve: 'ò',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Agrave: 'À',
  Egrave: 'È',
  Ograve: 'Ò',
  ntilde: 'ñ',
  Ntilde: 'Ñ',
  ccedil: 'ç',
  Ccedil: 'Ç',
  uuml: 'ü',
  Uuml: 'Ü',
  iuml: 'ï',
  Iuml: 'Ï',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
      return String.fromCodePoint(code);
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/** Ends of blocks that stand apart (a blank line after them), and of lines (a line break). */
const BLOCK_END = /<\/(?:p|h[1-6]|ul|ol|table|blockquote|pre|figure|section|article|header|footer)\s*>/gi;
const LINE_END = /<\/(?:li|tr|div|dt|dd)\s*>/gi;

/**
 * The text of an HTML fragment: scripts, styles and comments dropped, paragraphs, headings and lists
 * apart, `<br>` and list items on lines of their own (bulleted), tags removed, entities decoded,
 * spaces collapsed.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi, '')
    .replace(/\r\n?/g, '\n')
    // Source line breaks are spaces in HTML; only tags break lines.
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n\n')
    .replace(LINE_END, '\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<[a-z!/?][^>]*>/gi, '');
  return decodeEntities(text)
    .replace(/[ \t\u00A0]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
