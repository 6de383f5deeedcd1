import ICAL from 'ical.js';
import { describe, expect, it, vi } from 'vitest';
import { SourceError } from '../../import/source/fetcher';
import { ITERATOR_STEPS, WALK_STEPS } from '../../src/calendars/ical-bounds';
import { readIcs } from '../../src/calendars/ics';
import type { SourceSet } from '../../src/calendars/model';

/**
 * Reading an iCalendar feed is bounded and linear (docs/import.md, "Limits of reading"): a rule no
 * date satisfies, which ical.js would search forever, is reported and imported at its start; a
 * VTIMEZONE with such a rule does not hang the conversion of times; twenty thousand events read in
 * seconds, each one looked at once. Before the bounds, each of the hostile feeds here hung the import.
 */

const NOW = new Date('2026-11-26T12:00:00Z');
const CRLF = '\r\n';

const calendar = (...parts: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//x//x//EN', ...parts, 'END:VCALENDAR', ''].join(CRLF);

const vevent = (uid: string, ...lines: string[]) =>
  ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'SUMMARY:x', 'END:VEVENT'].join(CRLF);

/** The audit's feed: one event whose rule no date satisfies (219 bytes with its FREQ). */
const impossible = (freq: string) =>
  calendar(vevent('a@x', 'DTSTART:20260301T100000Z', `RRULE:FREQ=${freq};BYMONTH=2;BYMONTHDAY=30`));

const read = (text: string, icalSteps?: { walks: number; zones: number }) =>
  readIcs(text, { location: 'feed.ics', windowMonths: 24, now: NOW, ...(icalSteps ? { icalSteps } : {}) });

const reasons = (source: SourceSet) => source.problems.map((p) => p.reason);
const startsOf = (source: SourceSet) =>
  source.posts.filter((p) => p.kind === 'event' || p.kind === 'series').map((p) => p.event!.startUtc);

describe('a rule no date satisfies', () => {
  it('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30 reads at once: the event at its start', () => {
    expect(impossible('DAILY').length).toBeLessThanOrEqual(219);
    const source = read(impossible('DAILY'));
    expect(new Set(startsOf(source))).toEqual(new Set(['2026-03-01 10:00:00']));
  });

  it.each(['HOURLY', 'MINUTELY', 'SECONDLY'])(
    'FREQ=%s: not a series, expanded until the steps run out, reported, imported at its start',
    (freq) => {
      const source = read(impossible(freq));
      expect(startsOf(source)).toEqual(['2026-03-01 10:00:00']);
      expect(reasons(source)).toEqual([
        `recurring: not a series here (FREQ=${freq} is not supported: a series repeats at most daily): imported as separate events`,
        `recurring: expansion stopped after ${WALK_STEPS} dates tried (few or no dates fit the rule): 1 occurrence(s) imported`,
      ]);
    },
  );

  it('a rule our engine needs too much work for is not made a series (as the API refuses it)', () => {
    const byday = [
      ...Array.from({ length: 53 }, (_, i) => `${i + 1}MO`),
      ...Array.from({ length: 40 }, (_, i) => `-${i + 1}MO`),
      'MO,TU,WE,TH,FR,SA,SU',
    ].join(',');
    const rule = `RRULE:FREQ=YEARLY;BYDAY=${byday};BYSETPOS=366;COUNT=1000`;
    const source = read(calendar(vevent('w@x', 'DTSTART:20261231T100000Z', rule)));
    expect(source.posts.some((p) => p.kind === 'series')).toBe(false);
    expect(reasons(source).join(' ')).toContain('it needs too much work to find its occurrences');
  });

  it("the feed's rules share one budget: past it, a rule is imported at its start and the report says so", () => {
    const text = calendar(
      ...['a', 'b', 'c'].map((uid) =>
        vevent(`${uid}@x`, 'DTSTART:20260301T100000Z', 'RRULE:FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30'),
      ),
    );
    const source = read(text, { walks: 2 * WALK_STEPS, zones: 1000 });
    expect(startsOf(source)).toEqual(['2026-03-01 10:00:00', '2026-03-01 10:00:00', '2026-03-01 10:00:00']);
    expect(source.problems.filter((p) => p.id === 'c@x').map((p) => p.reason)).toContain(
      `recurring: expansion stopped, the feed's rules having used the ${2 * WALK_STEPS} dates ical.js may try: 1 occurrence(s) imported`,
    );
  });

  it('a rule ical.js refuses is reported and imported at its start (it stopped the whole import)', () => {
    const source = read(
      calendar(vevent('w@x', 'DTSTART:20260301T100000Z', 'RRULE:FREQ=WEEKLY;BYMONTHDAY=30')),
    );
    expect(startsOf(source)).toEqual(['2026-03-01 10:00:00']);
    expect(reasons(source)[1]).toMatch(/^recurring: ical\.js could not expand its rule \(.+\): 1 occurrence/);
  });

  it('a legitimate hourly rule is still expanded whole', () => {
    const source = read(
      calendar(vevent('h@x', 'DTSTART:20261201T090000Z', 'RRULE:FREQ=HOURLY;BYDAY=TU;BYHOUR=9,10;COUNT=4')),
    );
    expect(startsOf(source)).toEqual([
      '2026-12-01 09:00:00',
      '2026-12-01 10:00:00',
      '2026-12-08 09:00:00',
      '2026-12-08 10:00:00',
    ]);
  });
});

describe('a VTIMEZONE whose rule no date satisfies', () => {
  const zone = (rule: string) =>
    [
      'BEGIN:VTIMEZONE',
      'TZID:Nowhere',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `RRULE:${rule}`,
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0100',
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join(CRLF);
  const inZone = (uid: string, start: string) => vevent(uid, `DTSTART;TZID=Nowhere:${start}`);

  it('converts the times of its events without hanging', () => {
    const source = read(
      calendar(zone('FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'), inZone('z@x', '20270301T100000')),
    );
    expect(startsOf(source)).toEqual(['2027-03-01 09:00:00']);
  });

  it("is refused once its rules take more than the read's budget", () => {
    // Each year past what ical.js has expanded expands the zone again: here twice.
    const events = ['2031', '2037'].map((year, i) => inZone(`z${i}@x`, `${year}0301T100000`));
    const text = calendar(zone('FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30'), ...events);
    const budget = { walks: WALK_STEPS, zones: ITERATOR_STEPS + 1000 };
    expect(() => read(text, budget)).toThrow(SourceError);
    expect(() => read(text, budget)).toThrow(/feed\.ics is refused: its time zone rules \(VTIMEZONE\)/);
  });
});

describe('reading is linear in the number of events', () => {
  const plainFeed = (count: number) =>
    calendar(
      ...Array.from({ length: count }, (_, i) => {
        const day = String((i % 28) + 1).padStart(2, '0');
        const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0');
        return vevent(
          `e${i}@x`,
          `DTSTART;TZID=Europe/Madrid:2027${month}${day}T190000`,
          `DTEND;TZID=Europe/Madrid:2027${month}${day}T210000`,
          `LOCATION:Hall ${i % 50}`,
        );
      }),
    );

  /** Components ical.js looks through while the feed is read (each sibling scan counts them all). */
  function componentsVisited(count: number): number {
    const spy = vi.spyOn(ICAL.Component.prototype, 'getAllSubcomponents');
    try {
      read(plainFeed(count));
      const components = spy.mock.contexts as unknown as ICAL.Component[];
      return components.reduce((sum, component) => sum + (component.jCal[2] as unknown[]).length, 0);
    } finally {
      spy.mockRestore();
    }
  }

  it('each event is looked at a bounded number of times (no scan of its siblings)', () => {
    const small = componentsVisited(500);
    const large = componentsVisited(2000);
    expect(large).toBeLessThanOrEqual(4 * small + 10);
    expect(large).toBeLessThanOrEqual(3 * 2000);
  });

  it('twenty thousand events read within the test time limit', { timeout: 60_000 }, () => {
    const source = read(plainFeed(20_000));
    expect(source.totals.event).toBe(20_000);
    expect(source.totals.venue).toBe(50);
  });
});
