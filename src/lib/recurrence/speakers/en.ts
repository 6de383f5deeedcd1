import type { Speaker } from './speaker';
import { dateParts, isWeekend, isWorkweek, joinWith } from './speaker';

/** The rule in words in English. */

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

export const en: Speaker = {
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
