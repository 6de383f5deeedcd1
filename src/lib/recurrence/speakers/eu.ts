import type { Speaker } from './speaker';
import { dateParts, isWeekend, isWorkweek, joinWith } from './speaker';

/** The rule in words in Basque: numbers and names are declined (2027ko, ekainaren 29ra arte, hileko azken ostiralean). */

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

export const eu: Speaker = {
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
