import type { Speaker } from './speaker';
import { dateParts, isWeekend, isWorkweek, joinWith } from './speaker';

/** The rule in words in Spanish. */

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

export const es: Speaker = {
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
