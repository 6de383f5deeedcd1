import type { Lang } from './languages';

/**
 * Dates and times of wall clocks (`YYYY-MM-DD HH:MM:SS`, already in the zone they are shown in) in
 * words, in a content language: Intl's full date and short time where the runtime speaks the
 * language, and CLDR's own patterns and names for Basque and Galician, which workerd's Intl (like
 * Chromium's) lacks and would answer in English.
 */

/** Galician month names, January first (also used by the recurrence rule in words). */
export const GL_MONTHS: readonly string[] = [
  'xaneiro',
  'febreiro',
  'marzo',
  'abril',
  'maio',
  'xuño',
  'xullo',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'decembro',
];

interface OwnPatterns {
  months: readonly string[];
  /** Sunday first. */
  weekdays: readonly string[];
  date: (year: number, month: string, day: number, weekday: string) => string;
}

/** CLDR: `y('e')'ko' MMMM'ren' d('a'), EEEE` (eu) and `EEEE, d 'de' MMMM 'de' y` (gl); both `HH:mm`. */
const OWN: Partial<Record<Lang, OwnPatterns>> = {
  eu: {
    months: [
      'urtarrila',
      'otsaila',
      'martxoa',
      'apirila',
      'maiatza',
      'ekaina',
      'uztaila',
      'abuztua',
      'iraila',
      'urria',
      'azaroa',
      'abendua',
    ],
    weekdays: ['igandea', 'astelehena', 'asteartea', 'asteazkena', 'osteguna', 'ostirala', 'larunbata'],
    date: (year, month, day, weekday) => `${year}(e)ko ${month}ren ${day}(a), ${weekday}`,
  },
  gl: {
    months: GL_MONTHS,
    weekdays: ['domingo', 'luns', 'martes', 'mércores', 'xoves', 'venres', 'sábado'],
    date: (year, month, day, weekday) => `${weekday}, ${day} de ${month} de ${year}`,
  },
};

const speaks = new Map<Lang, boolean>();
const intlSpeaks = (lang: Lang) => {
  let known = speaks.get(lang);
  if (known === undefined) {
    known = Intl.DateTimeFormat.supportedLocalesOf([lang]).length > 0;
    speaks.set(lang, known);
  }
  return known;
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Lang, kind: 'date' | 'time') {
  const key = `${lang} ${kind}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      lang,
      kind === 'date' ? { dateStyle: 'full', timeZone: 'UTC' } : { timeStyle: 'short', timeZone: 'UTC' },
    );
    formatters.set(key, format);
  }
  return format;
}

/** The wall clock as if it were UTC: formatted in UTC, it reads as written. */
const asUtc = (wall: string) => new Date(`${wall.slice(0, 10)}T${wall.slice(11, 19) || '00:00:00'}Z`);

/** `jueves, 5 de noviembre de 2026`, `2026(e)ko azaroaren 5(a), osteguna`. */
export function dateInWords(wall: string, lang: Lang): string {
  const own = OWN[lang];
  const date = asUtc(wall);
  if (!own || intlSpeaks(lang)) return formatter(lang, 'date').format(date);
  return own.date(
    date.getUTCFullYear(),
    own.months[date.getUTCMonth()]!,
    date.getUTCDate(),
    own.weekdays[date.getUTCDay()]!,
  );
}

/** `jueves, 5 de noviembre de 2026, 20:00`: the date and the time in words. */
export const dateTimeInWords = (wall: string, lang: Lang): string =>
  `${dateInWords(wall, lang)}, ${timeInWords(wall, lang)}`;

/** A weekday's name (0 = Sunday): `lunes`, `astelehena`, `luns`, `Monday`. */
export function weekdayInWords(day: number, lang: Lang): string {
  const own = OWN[lang];
  if (own && !intlSpeaks(lang)) return own.weekdays[day]!;
  // 4 January 1970 was a Sunday.
  return weekdayFormatter(lang).format(new Date(Date.UTC(1970, 0, 4 + day, 12)));
}

const weekdayFormatters = new Map<Lang, Intl.DateTimeFormat>();
function weekdayFormatter(lang: Lang) {
  let format = weekdayFormatters.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
    weekdayFormatters.set(lang, format);
  }
  return format;
}

/** `20:00`, `8:00 PM`. */
export function timeInWords(wall: string, lang: Lang): string {
  if (OWN[lang] && !intlSpeaks(lang)) return wall.slice(11, 16);
  return formatter(lang, 'time').format(asUtc(wall));
}
