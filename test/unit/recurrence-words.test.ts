import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/lib/languages';
import { parseRecurrence } from '../../src/lib/recurrence/parse';
import { describeRecurrence } from '../../src/lib/recurrence/words';

/** The rule said in words (series.md §3): real sentences in each language, Basque declensions included. */

const start = { wall: '2026-09-01 19:00:00', timezone: 'Europe/Madrid', allDay: false };
const say = (lines: string[], lang: Lang) => describeRecurrence(parseRecurrence(lines, start), start, lang);
const all = (lines: string[]) =>
  Object.fromEntries((['eu', 'ca', 'en', 'gl', 'es'] as const).map((lang) => [lang, say(lines, lang)]));

describe('the rule in words', () => {
  it('says series.md\u2019s example in every language', () => {
    expect(all(['RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20270629T170000Z'])).toEqual({
      eu: 'Astearte guztietan, 2027ko ekainaren 29ra arte',
      ca: 'Cada dimarts, fins al 29 de juny de 2027',
      en: 'Every Tuesday, until June 29, 2027',
      gl: 'Cada martes, ata o 29 de xuño de 2027',
      es: 'Cada martes, hasta el 29 de junio de 2027',
    });
  });

  it('says the last Friday of the month, and intervals', () => {
    expect(all(['RRULE:FREQ=MONTHLY;BYDAY=-1FR'])).toEqual({
      eu: 'Hilero, azken ostiralean',
      ca: "Cada mes, l'últim divendres",
      en: 'Every month, on the last Friday',
      gl: 'Cada mes, o último venres',
      es: 'Cada mes, el último viernes',
    });
    expect(all(['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=10'])).toEqual({
      eu: '2 astean behin, asteartean eta ostegunean, 10 aldiz',
      ca: 'Cada 2 setmanes, els dimarts i dijous, 10 vegades',
      en: 'Every 2 weeks, on Tuesday and Thursday, 10 times',
      gl: 'Cada 2 semanas, os martes e xoves, 10 veces',
      es: 'Cada 2 semanas, los martes y jueves, 10 veces',
    });
  });

  it('declines Basque numbers by how they are said (1era, 21era, 11n, 2031ko, 2021eko)', () => {
    expect(say(['RRULE:FREQ=DAILY;UNTIL=20310101'], 'eu')).toBe('Egunero, 2031ko urtarrilaren 1era arte');
    expect(say(['RRULE:FREQ=DAILY;UNTIL=20270321'], 'eu')).toBe('Egunero, 2027ko martxoaren 21era arte');
    expect(say(['RRULE:FREQ=DAILY;UNTIL=20270315'], 'eu')).toBe('Egunero, 2027ko martxoaren 15era arte');
    expect(say(['RRULE:FREQ=DAILY;UNTIL=20270330'], 'eu')).toBe('Egunero, 2027ko martxoaren 30era arte');
    expect(say(['RRULE:FREQ=DAILY;UNTIL=20270311'], 'eu')).toBe('Egunero, 2027ko martxoaren 11ra arte');
    expect(say(['RRULE:FREQ=MONTHLY;BYMONTHDAY=11,15,20'], 'eu')).toBe('Hilero, 11n, 15ean eta 20an');
    expect(say(['RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1FR'], 'eu')).toBe('Urtero, martxoko azken ostiralean');
  });

  it("elides Catalan articles and prepositions (l'1, d'abril)", () => {
    expect(say(['RRULE:FREQ=DAILY;UNTIL=20270401'], 'ca')).toBe("Cada dia, fins a l'1 d'abril de 2027");
    expect(say(['RRULE:FREQ=YEARLY;BYMONTH=4,10;BYMONTHDAY=11'], 'ca')).toBe(
      "Cada any, el dia 11 d'abril i d'octubre",
    );
  });

  it('says the last weekday of the month, counts, extra and excluded dates', () => {
    expect(say(['RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'], 'es')).toBe(
      'Cada mes, el último día laborable',
    );
    expect(say(['RRULE:FREQ=DAILY;COUNT=1'], 'en')).toBe('Every day, once');
    expect(
      say(
        [
          'RRULE:FREQ=WEEKLY',
          'RDATE;TZID=Europe/Madrid:20261224T190000',
          'EXDATE;TZID=Europe/Madrid:20261208T190000',
        ],
        'gl',
      ),
    ).toBe('Cada martes, e unha data máis, agás unha data');
    expect(say(['RDATE;TZID=Europe/Madrid:20261224T190000'], 'eu')).toBe('2 datatan');
  });
});
