import { GL_MONTHS } from '../date-words';
import { utcToZonedWall } from '../dates';
import type { Lang } from '../languages';
import type { ByDay, Recurrence, RecurrenceRule, SeriesStart } from './rule';

/**
 * A series' rule said in words, in each content language: "Cada martes, hasta el 29 de junio de 2027",
 * "Astearte guztietan, 2027ko ekainaren 29ra arte". Each language builds whole phrases (Basque
 * declines numbers and names, Catalan elides articles), so a language is a set of functions rather
 * than a table of words. Rules outside the common shapes still get a correct, plainer sentence.
 */

interface DayPart {
  /** Days of the month (BYMONTHDAY), negative from the end. */
  monthDays: number[];
  /** Weekdays with their positions (BYDAY), possibly chosen among by `setPos`. */
  byDay: ByDay[];
  setPos: number[];
  /** Months (BYMONTH) the day is picked in, for yearly rules. */
  months: number[];
}

interface Speaker {
  list: (items: string[], or?: boolean) => string;
  every: (freq: RecurrenceRule['freq'], interval: number) => string;
  /** "every Tuesday and Thursday" for a weekly rule of interval 1. */
  weekdays: (days: number[]) => string;
  /** "on Tuesday and Thursday" after "every 2 weeks". */
  onWeekdays: (days: number[]) => string;
  /** The day part of a monthly or yearly rule ("on the last Friday", "on the 1st and 15th"). */
  day: (part: DayPart, yearly: boolean) => string;
  /** "on June 29" for a yearly rule without parts. */
  anniversary: (month: number, day: number) => string;
  until: (date: string) => string;
  times: (count: number) => string;
  more: (count: number) => string;
  /** A series of dates only (RDATEs, no rule). */
  dates: (count: number) => string;
  except: (count: number) => string;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const joinWith = (items: string[], last: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;
const dateParts = (date: string) => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});
const isWorkweek = (days: number[]) => days.length === 5 && [0, 1, 2, 3, 4].every((d) => days.includes(d));
const isWeekend = (days: number[]) => days.length === 2 && days.includes(5) && days.includes(6);

// ---------------------------------------------------------------------------------------------
// English

const EN_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const enOrdinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${n % 10 > 3 ? 'th' : suffix}`;
};
const enPosition = (n: number) =>
  n > 0
    ? (['first', 'second', 'third', 'fourth', 'fifth'][n - 1] ?? enOrdinal(n))
    : n === -1
      ? 'last'
      : n === -2
        ? 'second to last'
        : `${enOrdinal(-n)} to last`;

const en: Speaker = {
  list: (items, or) => joinWith(items, or ? 'or' : 'and'),
  every: (freq, n) => {
    const unit = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' }[freq];
    return n === 1 ? `every ${unit}` : `every ${n} ${unit}s`;
  },
  weekdays: (days) => `every ${en.list(days.map((d) => EN_DAYS[d]!))}`,
  onWeekdays: (days) => `on ${en.list(days.map((d) => EN_DAYS[d]!))}`,
  day: (part, yearly) => {
    const months = en.list(part.months.map((m) => EN_MONTHS[m - 1]!));
    const of = months ? ` of ${months}` : yearly ? ' of the year' : '';
    if (part.setPos.length > 0) {
      const set = part.byDay.map((b) => b.weekday);
      const kind = isWorkweek(set)
        ? 'weekday'
        : isWeekend(set)
          ? 'weekend day'
          : en.list(
              set.map((d) => EN_DAYS[d]!),
              true,
            );
      return `on the ${en.list(part.setPos.map(enPosition))} ${kind}${of}`;
    }
    if (part.byDay.length > 0 && part.monthDays.length === 0) {
      if (part.byDay.every((b) => b.ordinal === 0)) {
        return `on ${en.list(part.byDay.map((b) => `${EN_DAYS[b.weekday]}s`))}${months ? ` in ${months}` : ''}`;
      }
      return `on ${en.list(part.byDay.map((b) => (b.ordinal === 0 ? `every ${EN_DAYS[b.weekday]}` : `the ${enPosition(b.ordinal)} ${EN_DAYS[b.weekday]}`)))}${of}`;
    }
    const days = part.monthDays.map((d) =>
      d === -1 ? 'the last day' : d < 0 ? `the ${enPosition(d)} day` : `the ${enOrdinal(d)}`,
    );
    let text = `on ${en.list(days)}${months ? ` of ${months}` : ''}`;
    if (part.byDay.length > 0)
      text += `, when it is a ${en.list(
        part.byDay.map((b) => EN_DAYS[b.weekday]!),
        true,
      )}`;
    return text;
  },
  anniversary: (month, day) => `on ${EN_MONTHS[month - 1]} ${day}`,
  until: (date) => {
    const { year, month, day } = dateParts(date);
    return `until ${EN_MONTHS[month - 1]} ${day}, ${year}`;
  },
  times: (n) => (n === 1 ? 'once' : `${n} times`),
  more: (n) => `and on ${n} more date${n === 1 ? '' : 's'}`,
  dates: (n) => `on ${n} dates`,
  except: (n) => `except on ${n} date${n === 1 ? '' : 's'}`,
};

// ---------------------------------------------------------------------------------------------
// Spanish

const ES_DAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const ES_DAYS_PLURAL = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábados', 'domingos'];
const ES_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const esPosition = (n: number) =>
  n > 0
    ? (['primer', 'segundo', 'tercer', 'cuarto', 'quinto'][n - 1] ?? `${n}.º`)
    : (['último', 'penúltimo', 'antepenúltimo'][-n - 1] ?? `${-n}.º empezando por el final,`);
const esList = (items: string[], or = false) => {
  const last = items.at(-1) ?? '';
  const word = or ? (/^h?o/i.test(last) ? 'u' : 'o') : /^h?i[^aeiouáéó]/i.test(last) ? 'e' : 'y';
  return joinWith(items, word);
};

const es: Speaker = {
  list: esList,
  every: (freq, n) => {
    const [one, many] = {
      DAILY: ['día', 'días'],
      WEEKLY: ['semana', 'semanas'],
      MONTHLY: ['mes', 'meses'],
      YEARLY: ['año', 'años'],
    }[freq];
    return n === 1 ? `cada ${one}` : `cada ${n} ${many}`;
  },
  weekdays: (days) => `cada ${esList(days.map((d) => ES_DAYS[d]!))}`,
  onWeekdays: (days) => `los ${esList(days.map((d) => ES_DAYS_PLURAL[d]!))}`,
  day: (part, yearly) => {
    const ofYear = yearly && part.months.length === 0 ? ' del año' : '';
    const inMonths = part.months.length > 0 ? esList(part.months.map((m) => ES_MONTHS[m - 1]!)) : '';
    const ofMonths = inMonths ? ` de ${inMonths}` : ofYear;
    if (part.setPos.length > 0) {
      const set = part.byDay.map((b) => b.weekday);
      const kind = isWorkweek(set)
        ? 'día laborable'
        : isWeekend(set)
          ? 'día del fin de semana'
          : esList(
              set.map((d) => ES_DAYS[d]!),
              true,
            );
      return `el ${esList(part.setPos.map(esPosition))} ${kind}${ofMonths}`;
    }
    if (part.byDay.length > 0 && part.monthDays.length === 0) {
      if (part.byDay.every((b) => b.ordinal === 0)) {
        return `los ${esList(part.byDay.map((b) => ES_DAYS_PLURAL[b.weekday]!))}${inMonths ? ` de ${inMonths}` : ''}`;
      }
      return `${esList(part.byDay.map((b) => (b.ordinal === 0 ? `todos los ${ES_DAYS_PLURAL[b.weekday]}` : `el ${esPosition(b.ordinal)} ${ES_DAYS[b.weekday]}`)))}${ofMonths}`;
    }
    const days = part.monthDays.map((d) =>
      d === -1 ? 'el último día' : d < 0 ? `el ${esPosition(d)} día` : `el día ${d}`,
    );
    let text = `${esList(days)}${inMonths ? ` de ${inMonths}` : ''}`;
    if (part.byDay.length > 0)
      text += `, si cae en ${esList(
        part.byDay.map((b) => ES_DAYS[b.weekday]!),
        true,
      )}`;
    return text;
  },
  anniversary: (month, day) => `el ${day} de ${ES_MONTHS[month - 1]}`,
  until: (date) => {
    const { year, month, day } = dateParts(date);
    return `hasta el ${day} de ${ES_MONTHS[month - 1]} de ${year}`;
  },
  times: (n) => (n === 1 ? 'una vez' : `${n} veces`),
  more: (n) => (n === 1 ? 'y una fecha más' : `y ${n} fechas más`),
  dates: (n) => `en ${n} fechas`,
  except: (n) => (n === 1 ? 'salvo una fecha' : `salvo ${n} fechas`),
};

// ---------------------------------------------------------------------------------------------
// Catalan

const CA_DAYS = ['dilluns', 'dimarts', 'dimecres', 'dijous', 'divendres', 'dissabte', 'diumenge'];
const CA_DAYS_PLURAL = ['dilluns', 'dimarts', 'dimecres', 'dijous', 'divendres', 'dissabtes', 'diumenges'];
const CA_MONTHS = [
  'gener',
  'febrer',
  'març',
  'abril',
  'maig',
  'juny',
  'juliol',
  'agost',
  'setembre',
  'octubre',
  'novembre',
  'desembre',
];
/** "de juny", "d'abril": `de` elides before a vowel. */
const caOf = (word: string) => (/^[aeiouàèéíòóú]/i.test(word) ? `d'${word}` : `de ${word}`);
/** "el 29", "l'1", "l'11": the article elides before the numbers said with a vowel (u, onze). */
const caTheDay = (day: number) => (day === 1 || day === 11 ? `l'${day}` : `el ${day}`);
const caPosition = (n: number) =>
  n > 0
    ? (['primer', 'segon', 'tercer', 'quart', 'cinquè'][n - 1] ?? `${n}è`)
    : (['últim', 'penúltim', 'avantpenúltim'][-n - 1] ?? `${-n}è començant pel final,`);
const caThe = (word: string) => (/^[aeiouàèéíòóú]/i.test(word) ? `l'${word}` : `el ${word}`);
const caList = (items: string[], or = false) => joinWith(items, or ? 'o' : 'i');

const ca: Speaker = {
  list: caList,
  every: (freq, n) => {
    const [one, many] = {
      DAILY: ['dia', 'dies'],
      WEEKLY: ['setmana', 'setmanes'],
      MONTHLY: ['mes', 'mesos'],
      YEARLY: ['any', 'anys'],
    }[freq];
    return n === 1 ? `cada ${one}` : `cada ${n} ${many}`;
  },
  weekdays: (days) => `cada ${caList(days.map((d) => CA_DAYS[d]!))}`,
  onWeekdays: (days) => `els ${caList(days.map((d) => CA_DAYS_PLURAL[d]!))}`,
  day: (part, yearly) => {
    const months = part.months.map((m) => CA_MONTHS[m - 1]!);
    const ofMonths = months.length > 0 ? ` ${caOf(caList(months))}` : yearly ? " de l'any" : '';
    if (part.setPos.length > 0) {
      const set = part.byDay.map((b) => b.weekday);
      const kind = isWorkweek(set)
        ? 'dia feiner'
        : isWeekend(set)
          ? 'dia del cap de setmana'
          : caList(
              set.map((d) => CA_DAYS[d]!),
              true,
            );
      return `${caThe(caList(part.setPos.map(caPosition)))} ${kind}${ofMonths}`;
    }
    if (part.byDay.length > 0 && part.monthDays.length === 0) {
      if (part.byDay.every((b) => b.ordinal === 0)) {
        return `els ${caList(part.byDay.map((b) => CA_DAYS_PLURAL[b.weekday]!))}${months.length > 0 ? ` ${caOf(caList(months))}` : ''}`;
      }
      return `${caList(part.byDay.map((b) => (b.ordinal === 0 ? `tots els ${CA_DAYS_PLURAL[b.weekday]}` : `${caThe(caPosition(b.ordinal))} ${CA_DAYS[b.weekday]}`)))}${ofMonths}`;
    }
    const days = part.monthDays.map((d) =>
      d === -1 ? "l'últim dia" : d < 0 ? `${caThe(caPosition(d))} dia` : `el dia ${d}`,
    );
    let text = caList(days);
    if (months.length > 0) text += ` ${caList(months.map(caOf))}`;
    if (part.byDay.length > 0)
      text += `, si cau en ${caList(
        part.byDay.map((b) => CA_DAYS[b.weekday]!),
        true,
      )}`;
    return text;
  },
  anniversary: (month, day) => `${caTheDay(day)} ${caOf(CA_MONTHS[month - 1]!)}`,
  until: (date) => {
    const { year, month, day } = dateParts(date);
    const the = caTheDay(day);
    // "fins al 29", "fins a l'1".
    const until = the.startsWith("l'") ? `fins a ${the}` : `fins al ${day}`;
    return `${until} ${caOf(CA_MONTHS[month - 1]!)} de ${year}`;
  },
  times: (n) => (n === 1 ? 'una vegada' : `${n} vegades`),
  more: (n) => (n === 1 ? 'i una data més' : `i ${n} dates més`),
  dates: (n) => `en ${n} dates`,
  except: (n) => (n === 1 ? 'excepte una data' : `excepte ${n} dates`),
};

// ---------------------------------------------------------------------------------------------
// Galician

const GL_DAYS = ['luns', 'martes', 'mércores', 'xoves', 'venres', 'sábado', 'domingo'];
const GL_DAYS_PLURAL = ['luns', 'martes', 'mércores', 'xoves', 'venres', 'sábados', 'domingos'];
const glPosition = (n: number) =>
  n > 0
    ? (['primeiro', 'segundo', 'terceiro', 'cuarto', 'quinto'][n - 1] ?? `${n}.º`)
    : (['último', 'penúltimo', 'antepenúltimo'][-n - 1] ?? `${-n}.º contando dende o final,`);
const glList = (items: string[], or = false) => joinWith(items, or ? 'ou' : 'e');

const gl: Speaker = {
  list: glList,
  every: (freq, n) => {
    const [one, many] = {
      DAILY: ['día', 'días'],
      WEEKLY: ['semana', 'semanas'],
      MONTHLY: ['mes', 'meses'],
      YEARLY: ['ano', 'anos'],
    }[freq];
    return n === 1 ? `cada ${one}` : `cada ${n} ${many}`;
  },
  weekdays: (days) => `cada ${glList(days.map((d) => GL_DAYS[d]!))}`,
  onWeekdays: (days) => `os ${glList(days.map((d) => GL_DAYS_PLURAL[d]!))}`,
  day: (part, yearly) => {
    const inMonths = part.months.length > 0 ? glList(part.months.map((m) => GL_MONTHS[m - 1]!)) : '';
    const ofMonths = inMonths ? ` de ${inMonths}` : yearly ? ' do ano' : '';
    if (part.setPos.length > 0) {
      const set = part.byDay.map((b) => b.weekday);
      const kind = isWorkweek(set)
        ? 'día laborable'
        : isWeekend(set)
          ? 'día da fin de semana'
          : glList(
              set.map((d) => GL_DAYS[d]!),
              true,
            );
      return `o ${glList(part.setPos.map(glPosition))} ${kind}${ofMonths}`;
    }
    if (part.byDay.length > 0 && part.monthDays.length === 0) {
      if (part.byDay.every((b) => b.ordinal === 0)) {
        return `os ${glList(part.byDay.map((b) => GL_DAYS_PLURAL[b.weekday]!))}${inMonths ? ` de ${inMonths}` : ''}`;
      }
      return `${glList(part.byDay.map((b) => (b.ordinal === 0 ? `todos os ${GL_DAYS_PLURAL[b.weekday]}` : `o ${glPosition(b.ordinal)} ${GL_DAYS[b.weekday]}`)))}${ofMonths}`;
    }
    const days = part.monthDays.map((d) =>
      d === -1 ? 'o último día' : d < 0 ? `o ${glPosition(d)} día` : `o día ${d}`,
    );
    let text = `${glList(days)}${inMonths ? ` de ${inMonths}` : ''}`;
    if (part.byDay.length > 0)
      text += `, se cae en ${glList(
        part.byDay.map((b) => GL_DAYS[b.weekday]!),
        true,
      )}`;
    return text;
  },
  anniversary: (month, day) => `o ${day} de ${GL_MONTHS[month - 1]}`,
  until: (date) => {
    const { year, month, day } = dateParts(date);
    return `ata o ${day} de ${GL_MONTHS[month - 1]} de ${year}`;
  },
  times: (n) => (n === 1 ? 'unha vez' : `${n} veces`),
  more: (n) => (n === 1 ? 'e unha data máis' : `e ${n} datas máis`),
  dates: (n) => `en ${n} datas`,
  except: (n) => (n === 1 ? 'agás unha data' : `agás ${n} datas`),
};

// ---------------------------------------------------------------------------------------------
// Basque: numbers and names are declined (2027ko, ekainaren 29ra arte, hileko azken ostiralean).

const EU_DAY_STEMS = ['astelehen', 'astearte', 'asteazken', 'ostegun', 'ostiral', 'larunbat', 'igande'];
/** Weekday names in the inessive ("on Tuesday"): asteartean. */
const EU_DAYS_ON = [
  'astelehenean',
  'asteartean',
  'asteazkenean',
  'ostegunean',
  'ostiralean',
  'larunbatean',
  'igandean',
];
const EU_MONTHS_OF = [
  'urtarrilaren',
  'otsailaren',
  'martxoaren',
  'apirilaren',
  'maiatzaren',
  'ekainaren',
  'uztailaren',
  'abuztuaren',
  'irailaren',
  'urriaren',
  'azaroaren',
  'abenduaren',
];
const EU_MONTHS_IN = [
  'urtarrilean',
  'otsailean',
  'martxoan',
  'apirilean',
  'maiatzean',
  'ekainean',
  'uztailean',
  'abuztuan',
  'irailean',
  'urrian',
  'azaroan',
  'abenduan',
];
const EU_MONTHS_LOCAL = [
  'urtarrileko',
  'otsaileko',
  'martxoko',
  'apirileko',
  'maiatzeko',
  'ekaineko',
  'uztaileko',
  'abuztuko',
  'iraileko',
  'urriko',
  'azaroko',
  'abenduko',
];

/**
 * Whether a number is said ending in a consonant, which chooses its suffixes: bat (1), bost (5), hamar
 * (10) and the hundreds (ehun) do; hamaika (11) and the rest end in a vowel. 2021eko, 2027ko; 1era,
 * 29ra; 15ean, 11n.
 */
function euConsonant(n: number): boolean {
  const r = n % 100;
  if (r === 0) return Math.floor(n / 100) % 10 !== 0;
  if (r % 20 === 11) return false;
  return r % 10 === 1 || r % 10 === 5 || r % 20 === 10;
}
const euEndsInA = (n: number) => n % 20 === 11;
const euOf = (n: number) => `${n}${euConsonant(n) ? 'eko' : 'ko'}`;
const euTo = (n: number) => `${n}${euConsonant(n) ? 'era' : 'ra'}`;
const euOn = (n: number) => `${n}${euConsonant(n) ? 'ean' : euEndsInA(n) ? 'n' : 'an'}`;
const euPosition = (n: number) =>
  n > 0
    ? (['lehen', 'bigarren', 'hirugarren', 'laugarren', 'bosgarren'][n - 1] ?? `${n}.`)
    : (['azken', 'azkenaurreko'][-n - 1] ?? `amaieratik ${-n}.`);
const euList = (items: string[], or = false) => joinWith(items, or ? 'edo' : 'eta');

const eu: Speaker = {
  list: euList,
  every: (freq, n) => {
    if (n === 1) return { DAILY: 'egunero', WEEKLY: 'astero', MONTHLY: 'hilero', YEARLY: 'urtero' }[freq];
    return `${n} ${{ DAILY: 'egunean', WEEKLY: 'astean', MONTHLY: 'hilabetean', YEARLY: 'urtean' }[freq]} behin`;
  },
  weekdays: (days) => `${euList(days.map((d) => EU_DAY_STEMS[d]!))} guztietan`,
  onWeekdays: (days) => euList(days.map((d) => EU_DAYS_ON[d]!)),
  day: (part, yearly) => {
    const scope =
      part.months.length > 0
        ? `${euList(part.months.map((m) => EU_MONTHS_LOCAL[m - 1]!))} `
        : yearly
          ? 'urteko '
          : '';
    if (part.setPos.length > 0) {
      const set = part.byDay.map((b) => b.weekday);
      const kind = isWorkweek(set)
        ? 'lanegunean'
        : isWeekend(set)
          ? 'asteburuko egunean'
          : euList(
              set.map((d) => EU_DAYS_ON[d]!),
              true,
            );
      return `${scope}${euList(part.setPos.map(euPosition))} ${kind}`;
    }
    if (part.byDay.length > 0 && part.monthDays.length === 0) {
      if (part.byDay.every((b) => b.ordinal === 0)) {
        const days = `${euList(part.byDay.map((b) => EU_DAY_STEMS[b.weekday]!))} guztietan`;
        return part.months.length > 0
          ? `${euList(part.months.map((m) => EU_MONTHS_IN[m - 1]!))}, ${days}`
          : days;
      }
      return `${scope}${euList(part.byDay.map((b) => (b.ordinal === 0 ? `${EU_DAY_STEMS[b.weekday]} guztietan` : `${euPosition(b.ordinal)} ${EU_DAYS_ON[b.weekday]}`)))}`;
    }
    const days = part.monthDays.map((d) =>
      d === -1 ? 'azken egunean' : d < 0 ? `${euPosition(d)} egunean` : euOn(d),
    );
    let text = `${scope}${euList(days)}`;
    if (part.byDay.length > 0)
      text += `, ${euList(
        part.byDay.map((b) => EU_DAY_STEMS[b.weekday]!),
        true,
      )} bada`;
    return text;
  },
  anniversary: (month, day) => `${EU_MONTHS_OF[month - 1]} ${euOn(day)}`,
  until: (date) => {
    const { year, month, day } = dateParts(date);
    return `${euOf(year)} ${EU_MONTHS_OF[month - 1]} ${euTo(day)} arte`;
  },
  times: (n) => (n === 1 ? 'behin bakarrik' : `${n} aldiz`),
  more: (n) => (n === 1 ? 'eta beste data batean' : `eta beste ${n} datatan`),
  dates: (n) => `${n} datatan`,
  except: (n) => (n === 1 ? 'data batean izan ezik' : `${n} datatan izan ezik`),
};

const SPEAKERS: Readonly<Record<Lang, Speaker>> = { en, es, ca, gl, eu };

/** The local date an UNTIL names in the series' zone. */
function untilDate(rule: RecurrenceRule, start: SeriesStart): string | undefined {
  if (!rule.until) return undefined;
  if (rule.until.kind === 'date') return rule.until.date;
  return utcToZonedWall(new Date(`${rule.until.utc.replace(' ', 'T')}Z`), start.timezone).slice(0, 10);
}

/** The rule in words, in `lang`. */
export function describeRecurrence(recurrence: Recurrence, start: SeriesStart, lang: Lang): string {
  const s = SPEAKERS[lang];
  const { rule } = recurrence;
  const phrases: string[] = [];
  if (!rule) {
    phrases.push(s.dates(recurrence.rdates.length + 1));
  } else {
    const startDate = dateParts(start.wall);
    const part: DayPart = {
      monthDays: rule.byMonthDay,
      byDay: rule.byDay,
      setPos: rule.bySetPos,
      months: rule.byMonth,
    };
    const weekdays = rule.byDay.map((b) => b.weekday);
    if (rule.freq === 'WEEKLY' && rule.bySetPos.length === 0) {
      const days = weekdays.length > 0 ? weekdays : [weekdayIndex(start.wall)];
      phrases.push(
        rule.interval === 1 ? s.weekdays(days) : `${s.every('WEEKLY', rule.interval)}, ${s.onWeekdays(days)}`,
      );
    } else if (
      rule.freq === 'DAILY' &&
      rule.byDay.length > 0 &&
      rule.interval === 1 &&
      rule.byMonth.length + rule.byMonthDay.length === 0
    ) {
      phrases.push(s.weekdays(weekdays));
    } else if (
      (rule.freq === 'MONTHLY' || rule.freq === 'YEARLY') &&
      (rule.byDay.length > 0 || rule.byMonthDay.length > 0)
    ) {
      phrases.push(`${s.every(rule.freq, rule.interval)}, ${s.day(part, rule.freq === 'YEARLY')}`);
    } else if (rule.freq === 'MONTHLY') {
      phrases.push(
        `${s.every('MONTHLY', rule.interval)}, ${s.day({ ...part, monthDays: [startDate.day] }, false)}`,
      );
    } else if (rule.freq === 'YEARLY') {
      const months = rule.byMonth.length > 0 ? rule.byMonth : [startDate.month];
      phrases.push(
        months.length === 1
          ? `${s.every('YEARLY', rule.interval)}, ${s.anniversary(months[0]!, startDate.day)}`
          : `${s.every('YEARLY', rule.interval)}, ${s.day({ ...part, monthDays: [startDate.day], months }, true)}`,
      );
    } else {
      phrases.push(s.every(rule.freq, rule.interval));
    }
    if (rule.count !== undefined) phrases.push(s.times(rule.count));
    const until = untilDate(rule, start);
    if (until) phrases.push(s.until(until));
    if (recurrence.rdates.length > 0) phrases.push(s.more(recurrence.rdates.length));
  }
  if (recurrence.exdates.length > 0) phrases.push(s.except(recurrence.exdates.length));
  return capitalize(phrases.join(', '));
}

/** 0 = Monday, from a wall's date. */
function weekdayIndex(wall: string): number {
  const date = new Date(`${wall.slice(0, 10)}T00:00:00Z`);
  return (date.getUTCDay() + 6) % 7;
}
