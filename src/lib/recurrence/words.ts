import { utcToZonedWall } from '../dates';
import type { Lang } from '../languages';
import type { Recurrence, RecurrenceRule, SeriesStart } from './rule';
import { ca } from './speakers/ca';
import { en } from './speakers/en';
import { es } from './speakers/es';
import { eu } from './speakers/eu';
import { gl } from './speakers/gl';
import { capitalize, type DayPart, dateParts, type Speaker } from './speakers/speaker';

/**
 * A series' rule said in words, in each content language: "Cada martes, hasta el 29 de junio de 2027",
 * "Astearte guztietan, 2027ko ekainaren 29ra arte". Each language builds whole phrases (Basque
 * declines numbers and names, Catalan elides articles), so a language is a set of functions rather
 * than a table of words. Rules outside the common shapes still get a correct, plainer sentence.
 */

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
