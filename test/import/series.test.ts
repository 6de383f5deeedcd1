import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importStatements, pruneStatements } from '../../import/load/sql';
import { noExistingRecords } from '../../import/map/existing';
import { mapToRows } from '../../import/map/rows';
import { groupRecurringEvents, inferRecurrence } from '../../import/map/series';
import { assignUidIds, type KnownIds, knownOccurrences, knownOccurrencesSql } from '../../import/map/uids';
import type { SourcePost, SourceSet } from '../../import/model';
import { emptySourceSet } from '../../import/model';
import { buildReport, formatReport } from '../../import/report';
import { readIcs } from '../../import/source/ics';
import { createDb } from '../../src/db/client';
import { formatUtcWall, zonedWallToUtc } from '../../src/lib/dates';
import { extendHorizons } from '../../src/series/horizon';
import { bearer, call, createUser, json } from '../helpers';
import { mapIntoEmpty, runStatements } from './support';

/**
 * Recurring sources become series (docs/import.md, docs/series.md): an iCalendar RRULE with its
 * RDATE/EXDATE and RECURRENCE-ID overrides, and a TEC Pro site's occurrences (listed as events, the
 * first the parent of the others) grouped back. Re-imports keep every occurrence's id.
 */

const NOW = new Date('2026-11-26T12:00:00Z');
const MADRID = { timezone: 'Europe/Madrid', allDay: false };

describe('inferRecurrence: the simplest rule that gives exactly the dates', () => {
  const infer = (walls: string[], start = { ...MADRID, wall: walls[0]! }) => inferRecurrence(walls, start);

  it('weekly on the days seen, ending at the last date, with the missing ones as EXDATEs', () => {
    expect(
      infer([
        '2027-01-05 19:00:00',
        '2027-01-07 19:00:00',
        '2027-01-12 19:00:00',
        '2027-01-19 19:00:00',
        '2027-01-21 19:00:00',
      ]),
    ).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20270121T180000Z;BYDAY=TU,TH',
      'EXDATE;TZID=Europe/Madrid:20270114T190000',
    ]);
  });

  it('the last Friday of the month; every other day; yearly; daily across the DST change', () => {
    expect(
      infer(['2027-01-29 18:00:00', '2027-02-26 18:00:00', '2027-03-26 18:00:00', '2027-04-30 18:00:00']),
    ).toEqual(['RRULE:FREQ=MONTHLY;UNTIL=20270430T160000Z;BYDAY=-1FR']);
    expect(
      infer(['2027-01-01 10:00:00', '2027-01-03 10:00:00', '2027-01-05 10:00:00', '2027-01-07 10:00:00']),
    ).toEqual(['RRULE:FREQ=DAILY;INTERVAL=2;UNTIL=20270107T090000Z']);
    expect(
      infer(['2026-08-15 00:00:00', '2027-08-15 00:00:00', '2028-08-15 00:00:00'], {
        ...MADRID,
        allDay: true,
        wall: '2026-08-15 00:00:00',
      }),
    ).toEqual(['RRULE:FREQ=YEARLY;UNTIL=20280815']);
    const days = ['2027-03-26', '2027-03-27', '2027-03-28', '2027-03-29'].map((d) => `${d} 19:00:00`);
    expect(infer(days)).toEqual(['RRULE:FREQ=DAILY;UNTIL=20270329T170000Z']);
  });

  it('a date at another time is an RDATE; dates no rule gives are RDATEs; too many give null', () => {
    expect(
      infer(['2027-01-05 19:00:00', '2027-01-12 19:00:00', '2027-01-19 20:30:00', '2027-01-26 19:00:00']),
    ).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20270126T180000Z;BYDAY=TU',
      'RDATE;TZID=Europe/Madrid:20270119T203000',
      'EXDATE;TZID=Europe/Madrid:20270119T190000',
    ]);
    expect(infer(['2027-01-05 19:00:00', '2027-02-17 19:00:00', '2027-06-03 19:00:00'])).toEqual([
      'RDATE;TZID=Europe/Madrid:20270217T190000,20270603T190000',
    ]);
    const irregular = Array.from({ length: 600 }, (_, i) =>
      formatUtcWall(new Date(Date.UTC(2027, 0, 1 + i * 2 + (i % 3 === 0 ? 1 : 0), 10))),
    );
    expect(infer(irregular, { timezone: 'UTC', allDay: false, wall: irregular[0]! })).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------

let admin: string;
let nextKnown = 60_000;

/** Imports as the CLI does: each uid gets the id an earlier run gave it (`import_origins`), else a new one. */
async function importSource(source: SourceSet) {
  const { results } = await env.DB.prepare('SELECT space, id, source_id FROM import_origins WHERE source = ?')
    .bind(source.site.origin)
    .all<{ space: string; id: number; source_id: string }>();
  const occurrences = await env.DB.prepare(knownOccurrencesSql(source.site.origin)).all();
  const known: KnownIds = {
    posts: new Map(),
    terms: new Map(),
    maxPostId: nextKnown,
    maxTermId: nextKnown,
    occurrences: knownOccurrences(occurrences.results),
  };
  for (const row of results) (row.space === 'post' ? known.posts : known.terms).set(row.source_id, row.id);
  assignUidIds(source, known);
  nextKnown += 5000;
  const rows = mapIntoEmpty(source);
  await runStatements(await importStatements(rows));
  return rows;
}

/** The id a uid got. */
async function idOf(uid: string): Promise<number> {
  const row = await env.DB.prepare('SELECT id FROM import_origins WHERE source_id = ?')
    .bind(uid)
    .first<{ id: number }>();
  if (!row) throw new Error(`${uid} was not imported`);
  return row.id;
}

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
const occurrences = async (id: number, query = '') =>
  json(await call(`/events/${id}/occurrences?per_page=50${query}`, { headers: bearer(admin) }));
const ids = (list: { events: Array<{ id: number }> }) => list.events.map((e) => e.id);

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

// ---------------------------------------------------------------------------------------------

/** A TEC site's event as rest-map.ts reads it. */
function tecEvent(id: number, startLocal: string, extra: Partial<SourcePost> = {}, parent = 0): SourcePost {
  const endLocal = `${startLocal.slice(0, 11)}${String(Number(startLocal.slice(11, 13)) + 1).padStart(2, '0')}${startLocal.slice(13)}`;
  const utc = (wall: string) => formatUtcWall(zonedWallToUtc(wall, 'Europe/Madrid'));
  return {
    kind: 'event',
    id,
    authorId: 0,
    status: 'publish',
    dateLocal: '2026-09-01 10:00:00',
    dateUtc: '2026-09-01 08:00:00',
    modifiedUtc: '2026-09-01 08:00:00',
    password: '',
    title: 'Choir rehearsal',
    content: '<p>Bring your score.</p>',
    excerpt: '',
    slug: parent ? `choir-rehearsal-${startLocal.slice(0, 10)}` : 'choir-rehearsal',
    permalink: `https://tec.example/event/choir-rehearsal/${startLocal.slice(0, 10)}/`,
    globalIdLineage: [],
    image: null,
    termIds: [],
    event: {
      allDay: false,
      startLocal,
      endLocal,
      startUtc: utc(startLocal),
      endUtc: utc(endLocal),
      timezone: 'Europe/Madrid',
      cost: '5',
      website: '',
      showMap: true,
      showMapLink: true,
      hideFromListings: false,
      sticky: false,
      featured: false,
      venueIds: [],
      organizerIds: [],
      postParent: parent,
    },
    ...extra,
  };
}

describe('TEC Pro occurrences grouped back into their series', () => {
  let source: SourceSet;

  const family = () => {
    const set = emptySourceSet({
      origin: 'https://tec.example',
      name: 'TEC',
      language: 'en_US',
      timezone: 'Europe/Madrid',
    });
    // Thursdays at 19:00 from 7 January 2027; the 21st deleted on the site, the 4th of February moved to
    // 20:00, the 11th edited on its own. A festival with a sub-event (TEC without Pro) is no series.
    const dates = ['2027-01-07', '2027-01-14', '2027-01-28', '2027-02-04', '2027-02-11', '2027-02-18'];
    set.posts = dates.map((date, i) =>
      tecEvent(
        70_001 + i,
        `${date} ${date === '2027-02-04' ? '20' : '19'}:00:00`,
        { password: 'alto', ...(date === '2027-02-11' ? { content: '<p>Concert dress.</p>' } : {}) },
        i === 0 ? 0 : 70_001,
      ),
    );
    set.posts.push(
      tecEvent(70_100, '2027-03-01 10:00:00', { title: 'Open day', slug: 'open-day' }),
      tecEvent(70_101, '2027-03-01 12:00:00', { title: 'Open day: the choir sings', slug: 'sings' }, 70_100),
    );
    set.allIds = new Set(set.posts.map((p) => String(p.id)));
    groupRecurringEvents(set);
    return set;
  };

  beforeAll(async () => {
    source = family();
    await importSource(source);
  });

  it('a new template holds the rule; the events keep their ids as its occurrences', async () => {
    const template = await idOf('series:70001');
    expect(template).toBeGreaterThan(70_100);
    const listed = await occurrences(template);
    expect(ids(listed)).toEqual([70_001, 70_002, 70_003, 70_004, 70_005, 70_006]);
    const series = await json(await call(`/events/${template}`, { headers: bearer(admin) }));
    expect(series.series.recurrence).toEqual([
      'RRULE:FREQ=WEEKLY;UNTIL=20270218T180000Z;BYDAY=TH',
      'RDATE;TZID=Europe/Madrid:20270204T200000',
      'EXDATE;TZID=Europe/Madrid:20270121T190000,20270204T190000',
    ]);
    expect(series).toMatchObject({ slug: 'choir-rehearsal', title: 'Choir rehearsal' });
    expect(listed.events[4]).toMatchObject({
      id: 70_005,
      title: 'Choir rehearsal',
      description: '<p>Concert dress.</p>',
      series: { id: template, recurrence_id: '2027-02-11 19:00:00', detached: true },
    });
    expect(listed.events[3]).toMatchObject({
      id: 70_004,
      start_date: '2027-02-04 20:00:00',
      description: '<p>Bring your score.</p>',
      series: { recurrence_id: '2027-02-04 20:00:00', detached: false },
    });
    expect(listed.events[0]).toMatchObject({
      id: 70_001,
      title: 'Choir rehearsal',
      series: { id: template, recurrence_id: '2027-01-07 19:00:00', detached: false },
    });
    const alone = await json(await call('/events/70100'));
    expect(alone).toMatchObject({ title: 'Open day', recurring: false });
    expect(await json(await call('/events/70101'))).toMatchObject({ post_parent: 70_100, recurring: false });
    expect(source.problems).toEqual([]);
  });

  it("an occurrence's password is its series' (as the API keeps it)", async () => {
    const locked = await json(await call('/events/70002'));
    expect(locked.code).toBe('event-password-protected');
    expect((await json(await call('/events/70002?password=soprano'))).code).toBe('event-password-protected');
    const unlocked = await json(await call('/events/70002?password=alto'));
    expect(unlocked.description).toBe('<p>Bring your score.</p>');
  });

  it('the first occurrence’s old address names the series; a re-import keeps every id', async () => {
    const again = family();
    await importSource(again);
    expect(again.posts.find((p) => p.kind === 'series')!.id).toBe(await idOf('series:70001'));
    const listed = await occurrences(await idOf('series:70001'));
    expect(ids(listed)).toEqual([70_001, 70_002, 70_003, 70_004, 70_005, 70_006]);
  });

  it('a --since run (changed events only) leaves series alone and says so', async () => {
    // As a --since run reads the site: every event, only 70002 changed (and read whole).
    const since = family();
    since.posts = since.posts.filter((p) => p.kind === 'event');
    for (const post of since.posts) {
      post.occurrence = undefined;
      post.unchanged = post.id !== 70_002;
    }
    groupRecurringEvents(since);
    expect(since.posts.some((p) => p.kind === 'series')).toBe(false);
    const existing = noExistingRecords();
    const template = await idOf('series:70001');
    existing.posts.set(70_002, {
      kind: 'event',
      modifiedUtc: '2026-09-01 08:00:00',
      source: since.site.origin,
      writtenModifiedUtc: '2026-09-01 08:00:00',
      seriesId: template,
    });
    const rows = mapToRows(since, {
      defaultLang: 'en',
      langMap: {},
      existing,
      remap: false,
      overwrite: false,
    });
    expect(rows.posts).toEqual([]);
    expect(rows.problems.map((p) => p.reason)).toEqual([
      `it belongs to the series ${template} here: a --since run leaves series alone (run without --since to update them)`,
    ]);
  });

  it('the report counts the series on a line of their own', () => {
    const rows = mapIntoEmpty(family());
    const report = buildReport(family(), rows, {
      mode: 'dry-run',
      pruned: [],
      written: { statements: 0, chunks: 0, skipped: null },
      seconds: 0,
      phases: { read: 0, map: 0, load: 0 },
    });
    expect(report.statuses.series.publish).toEqual({ read: 1, mapped: 1 });
    expect(formatReport(report)).toMatch(/\n\s+series\s+1\s/);
  });
});
