import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importStatements, pruneStatements } from '../../import/load/sql';
import { assignUidIds } from '../../import/map/uids';
import { readIcs } from '../../src/calendars/ics';
import { createDb } from '../../src/db/client';
import { extendHorizons } from '../../src/series/horizon';
import { bearer, call, createUser, json } from '../helpers';
import { idOf, ids, importSource, NOW, occurrencesOf } from './series-support';
import { mapIntoEmpty } from './support';

/**
 * An iCalendar RRULE with its RDATE/EXDATE and RECURRENCE-ID overrides becomes a series (docs/import.md,
 * docs/series.md); re-imports keep every occurrence's id.
 */

let admin: string;

const ics = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Corpus//Series//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );

const WEEKLY = `BEGIN:VEVENT
UID:yoga@series
DTSTAMP:20261101T100000Z
DTSTART;TZID=Europe/Madrid:20261006T190000
DTEND;TZID=Europe/Madrid:20261006T200000
RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20261201T180000Z
SUMMARY:Yoga
CATEGORIES:Sport
END:VEVENT`;

const CANCEL_20_OCTOBER = `BEGIN:VEVENT
UID:yoga@series
DTSTAMP:20261101T100000Z
RECURRENCE-ID;TZID=Europe/Madrid:20261020T190000
DTSTART;TZID=Europe/Madrid:20261020T190000
DTEND;TZID=Europe/Madrid:20261020T200000
SUMMARY:Yoga
STATUS:CANCELLED
END:VEVENT`;

const read = (source: string) => readIcs(source, { location: 'series.ics', windowMonths: 24, now: NOW });
const occurrences = (id: number, query = '') => occurrencesOf(admin, id, query);

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
});

describe('--from-ics re-imports', () => {
  let template: number;
  let first: number[];

  beforeAll(async () => {
    await importSource(read(ics(WEEKLY)));
    template = await idOf('yoga@series');
    first = ids(await occurrences(template));
  });

  it('a weekly rule across the October DST change: 19:00 local, 17:00Z then 18:00Z', async () => {
    const listed = await occurrences(template);
    expect(listed.total).toBe(9);
    expect(listed.events.map((e: { start_date: string }) => e.start_date.slice(11))).toEqual(
      Array(9).fill('19:00:00'),
    );
    expect(listed.events[2].utc_start_date).toBe('2026-10-20 17:00:00');
    expect(listed.events[3].utc_start_date).toBe('2026-10-27 18:00:00');
    // Terms are the template's, counted once per occurrence.
    const sport = await json(await call('/categories?search=Sport'));
    expect(sport.categories[0]).toMatchObject({ name: 'Sport', count: 9 });
  });

  it('the same feed again: the same ids, and nothing written', async () => {
    const before = await env.DB.prepare('SELECT max(seq) AS last FROM changes').first<{ last: number }>();
    await importSource(read(ics(WEEKLY)));
    expect(ids(await occurrences(template))).toEqual(first);
    const after = await env.DB.prepare('SELECT max(seq) AS last FROM changes').first<{ last: number }>();
    expect(after!.last).toBe(before!.last);
  });

  it('an instance cancelled in the source: its occurrence is trashed with its id, the rule gains an EXDATE', async () => {
    await importSource(read(ics(WEEKLY, CANCEL_20_OCTOBER)));
    const listed = await occurrences(template);
    expect(ids(listed)).toEqual(first.filter((_, i) => i !== 2));
    const cancelled = await json(await call(`/events/${first[2]}`, { headers: bearer(admin) }));
    expect(cancelled).toMatchObject({ id: first[2], status: 'trash' });
    const series = await json(await call(`/events/${template}`, { headers: bearer(admin) }));
    expect(series.series.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20261201T180000Z;BYDAY=TU',
      'EXDATE;TZID=Europe/Madrid:20261020T190000',
    ]);
    expect(series.series.count).toBe(8);
  });

  it('an endless series the scheduled trigger extended: a later re-import takes its occurrences over', async () => {
    const daily = `BEGIN:VEVENT
UID:daily@series
DTSTAMP:20261101T100000Z
DTSTART;VALUE=DATE:20261201
RRULE:FREQ=DAILY
SUMMARY:Advent
END:VEVENT`;
    const at = (now: Date) => readIcs(ics(daily), { location: 'series.ics', windowMonths: 1, now });
    await importSource(at(NOW));
    const template = await idOf('daily@series');
    expect((await occurrences(template)).total).toBe(26);
    // Ten days later the trigger (24 months) adds what lies past the import's horizon…
    const later = new Date(NOW.getTime() + 10 * 86_400_000);
    await extendHorizons(createDb(env.DB), later, 24);
    const extended = await occurrences(template);
    expect(extended.total).toBeGreaterThan(700);
    // …and an import that day reaches some of those dates: it keeps their ids, and trashes nothing.
    await importSource(at(later));
    const after = await occurrences(template);
    expect(after.total).toBe(extended.total);
    expect(ids(after)).toEqual(ids(extended));
    const series = await json(await call(`/events/${template}`, { headers: bearer(admin) }));
    expect(series.series.materialized_until.slice(0, 4)).toBe('2028');
  });

  it("every statement of a large import stays within D1's 100 kB (25 endless daily series: 18 000 occurrences)", async () => {
    const daily = Array.from(
      { length: 25 },
      (_, i) => `BEGIN:VEVENT
UID:big-${i}@series
DTSTAMP:20261101T100000Z
DTSTART;TZID=Europe/Madrid:20261201T0${i % 10}0000
DTEND;TZID=Europe/Madrid:20261201T1${i % 10}0000
RRULE:FREQ=DAILY
SUMMARY:Daily ${i}
END:VEVENT`,
    );
    const source = read(ics(...daily));
    assignUidIds(source, { posts: new Map(), terms: new Map(), maxPostId: 900_000, maxTermId: 900_000 });
    const statements = await importStatements(mapIntoEmpty(source));
    expect(source.posts.length).toBeGreaterThan(18_000);
    // …and `--prune` of as many.
    const pruned = pruneStatements(source.posts.map((p) => p.id));
    const sizes = [...statements, ...pruned].map((statement) => new TextEncoder().encode(statement).length);
    expect(Math.max(...sizes)).toBeLessThan(100_000);
  });

  it("RDATE and EXDATE values in UTC or another zone are read as the series' local starts", () => {
    const feed = read(
      ics(`BEGIN:VEVENT
UID:mixed@series
DTSTAMP:20261101T100000Z
DTSTART;TZID=Europe/Madrid:20261006T190000
DTEND;TZID=Europe/Madrid:20261006T200000
RRULE:FREQ=WEEKLY;COUNT=4;BYDAY=TU
RDATE;TZID=America/New_York:20261104T140000
EXDATE:20261013T170000Z
SUMMARY:Mixed
END:VEVENT`),
    );
    const template = feed.posts.find((p) => p.kind === 'series')!;
    expect(template.series!.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;COUNT=4;BYDAY=TU',
      'RDATE;TZID=Europe/Madrid:20261104T200000',
      'EXDATE;TZID=Europe/Madrid:20261013T190000',
    ]);
    expect(
      feed.posts.filter((p) => p.occurrence).map((p) => [p.occurrence!.recurrenceId, p.event!.startUtc]),
    ).toEqual([
      ['2026-10-06 19:00:00', '2026-10-06 17:00:00'],
      ['2026-10-20 19:00:00', '2026-10-20 17:00:00'],
      ['2026-10-27 19:00:00', '2026-10-27 18:00:00'],
      ['2026-11-04 20:00:00', '2026-11-04 19:00:00'],
    ]);
  });

  it('a rule series cannot hold stays separate events linked to the first, and the report says why', () => {
    const hourly = read(
      ics(`BEGIN:VEVENT
UID:hourly@series
DTSTAMP:20261101T100000Z
DTSTART:20261201T090000Z
DTEND:20261201T093000Z
RRULE:FREQ=HOURLY;COUNT=3
SUMMARY:Pomodoro
END:VEVENT`),
    );
    expect(hourly.posts.filter((p) => p.kind === 'series')).toEqual([]);
    const events = hourly.posts.filter((p) => p.kind === 'event');
    expect(events.map((p) => p.event!.startUtc)).toEqual([
      '2026-12-01 09:00:00',
      '2026-12-01 10:00:00',
      '2026-12-01 11:00:00',
    ]);
    expect(events.slice(1).every((p) => p.event!.postParent === events[0]!.id)).toBe(true);
    expect(hourly.problems.map((p) => p.reason)).toEqual([
      expect.stringMatching(/^recurring: not a series here \(FREQ=HOURLY.*\): imported as separate events$/),
    ]);
  });

  it("a zone only its VTIMEZONE defines, with other DST rules than --tz: the feed's instants, as events", () => {
    const text = ics(
      `BEGIN:VTIMEZONE
TZID:Fixed Plus One
BEGIN:STANDARD
DTSTART:19700101T000000
TZOFFSETFROM:+0100
TZOFFSETTO:+0100
END:STANDARD
END:VTIMEZONE`,
      `BEGIN:VEVENT
UID:fixed@series
DTSTAMP:20261101T100000Z
DTSTART;TZID=Fixed Plus One:20261013T190000
DTEND;TZID=Fixed Plus One:20261013T200000
RRULE:FREQ=WEEKLY;COUNT=3
SUMMARY:Fixed
END:VEVENT`,
    );
    const feed = readIcs(text, {
      location: 'fixed.ics',
      timezone: 'Europe/Madrid',
      windowMonths: 24,
      now: NOW,
    });
    expect(feed.posts.filter((p) => p.kind === 'series')).toEqual([]);
    expect(feed.posts.filter((p) => p.kind === 'event').map((p) => p.event!.startUtc)).toEqual([
      '2026-10-13 18:00:00',
      '2026-10-20 18:00:00',
      '2026-10-27 18:00:00',
    ]);
    expect(feed.problems.map((p) => p.reason)).toEqual([
      "recurring: not a series here (its instants in Europe/Madrid differ from the feed's own): imported as separate events",
    ]);
  });

  it('a zone only its VTIMEZONE defines, with the DST rules of --tz: a series, UNTIL included', () => {
    const text = ics(
      `BEGIN:VTIMEZONE
TZID:Romance Standard Time
BEGIN:STANDARD
DTSTART:16011028T030000
RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=10
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:16010325T020000
RRULE:FREQ=YEARLY;BYDAY=-1SU;BYMONTH=3
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
END:DAYLIGHT
END:VTIMEZONE`,
      `BEGIN:VEVENT
UID:romance@series
DTSTAMP:20261101T100000Z
DTSTART;TZID=Romance Standard Time:20261013T190000
DTEND;TZID=Romance Standard Time:20261013T200000
RRULE:FREQ=WEEKLY;UNTIL=20261027T180000Z
SUMMARY:Romance
END:VEVENT`,
    );
    const feed = readIcs(text, {
      location: 'romance.ics',
      timezone: 'Europe/Madrid',
      windowMonths: 24,
      now: NOW,
    });
    expect(feed.problems).toEqual([]);
    expect(feed.posts.find((p) => p.kind === 'series')!.series!.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20261027T180000Z',
    ]);
    expect(feed.posts.filter((p) => p.occurrence).map((p) => p.event!.startUtc)).toEqual([
      '2026-10-13 17:00:00',
      '2026-10-20 17:00:00',
      '2026-10-27 18:00:00',
    ]);
  });

  it('a rule given in UTC repeats in UTC: the same instants across DST as the feed says', async () => {
    const utc = read(
      ics(`BEGIN:VEVENT
UID:utc@series
DTSTAMP:20261101T100000Z
DTSTART:20261020T170000Z
DTEND:20261020T180000Z
RRULE:FREQ=WEEKLY;COUNT=3
SUMMARY:Call
END:VEVENT`),
    );
    await importSource(utc);
    const listed = await occurrences(await idOf('utc@series'));
    expect(listed.events.map((e: { utc_start_date: string }) => e.utc_start_date)).toEqual([
      '2026-10-20 17:00:00',
      '2026-10-27 17:00:00',
      '2026-11-03 17:00:00',
    ]);
    expect(listed.events[0].timezone).toBe('UTC');
  });
});
