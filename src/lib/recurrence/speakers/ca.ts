import type { Speaker } from './speaker';
import { dateParts, isWeekend, isWorkweek, joinWith } from './speaker';

/** The rule in words in Catalan. */

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

export const ca: Speaker = {
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
