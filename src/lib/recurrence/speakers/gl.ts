import { GL_MONTHS } from '../../date-words';
import type { Speaker } from './speaker';
import { dateParts, isWeekend, isWorkweek, joinWith } from './speaker';

/** The rule in words in Galician. */

const GL_DAYS = ['luns', 'martes', 'mércores', 'xoves', 'venres', 'sábado', 'domingo'];
const GL_DAYS_PLURAL = ['luns', 'martes', 'mércores', 'xoves', 'venres', 'sábados', 'domingos'];
const glPosition = (n: number) =>
  n > 0
    ? (['primeiro', 'segundo', 'terceiro', 'cuarto', 'quinto'][n - 1] ?? `${n}.º`)
    : (['último', 'penúltimo', 'antepenúltimo'][-n - 1] ?? `${-n}.º contando dende o final,`);
const glList = (items: string[], or = false) => joinWith(items, or ? 'ou' : 'e');

export const gl: Speaker = {
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
