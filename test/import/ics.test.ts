import { beforeAll, describe, expect, it } from 'vitest';
import { importStatements } from '../../import/load/sql';
import { assignUidIds } from '../../import/map/uids';
import { SourceError } from '../../import/source/fetcher';
import { readIcs } from '../../src/calendars/ics';
import type { SourcePost, SourceSet } from '../../src/calendars/model';
import allDay from '../fixtures/ics/all-day.ics?raw';
import floating from '../fixtures/ics/floating.ics?raw';
import recurring from '../fixtures/ics/recurring.ics?raw';
import vtimezone from '../fixtures/ics/vtimezone.ics?raw';
import { bearer, call, createUser, json } from '../helpers';
import { mapIntoEmpty, runStatements } from './support';

/**
 * The iCalendar corpus (test/fixtures/ics): floating times, UTC, all-day, a VTIMEZONE that is not an
 * IANA name, DST edges, and a weekly series with EXDATE, a moved instance and a cancelled one. Each file
 * is imported as `--from-ics` does and read back through the API.
 */

const NOW = new Date('2026-11-26T12:00:00Z');
const sources: Record<string, SourceSet> = {};
let admin: string;
let nextKnown = 1000;

async function load(name: string, text: string, timezone?: string) {
  const source = readIcs(text, { location: `${name}.ics`, timezone, windowMonths: 3, now: NOW });
  assignUidIds(source, { posts: new Map(), terms: new Map(), maxPostId: nextKnown, maxTermId: nextKnown });
  nextKnown += 2000;
  const rows = mapIntoEmpty(source);
  await runStatements(await importStatements(rows));
  sources[name] = source;
}

const eventNamed = (name: string, title: string): SourcePost => {
  const found = sources[name]!.posts.find((p) => p.kind === 'event' && p.title === title);
  if (!found) throw new Error(`no ${title} in ${name}`);
  return found;
};

const read = async (id: number) => json(await call(`/events/${id}`, { headers: bearer(admin) }));

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  await load('floating', floating, 'Europe/Madrid');
  await load('all-day', allDay);
  await load('vtimezone', vtimezone, 'Europe/Madrid');
  await load('recurring', recurring);
});

describe('--from-ics', () => {
  it('floating times are read in --tz; UTC times keep their instant, shown in that zone', async () => {
    const recital = await read(eventNamed('floating', 'Floating recital').id);
    expect(recital).toMatchObject({
      start_date: '2027-03-10 19:30:00',
      utc_start_date: '2027-03-10 18:30:00',
      timezone: 'Europe/Madrid',
    });
    expect(recital.description).toBe('<p>First line<br>\nsecond line</p>\n<p>New paragraph &amp; more</p>');
    const utc = await read(eventNamed('floating', 'Given in UTC').id);
    expect(utc).toMatchObject({
      utc_start_date: '2027-07-10 17:00:00',
      start_date: '2027-07-10 19:00:00',
      timezone_abbr: 'CEST',
    });
  });

  it('all-day dates: DTEND is the day after; the feed’s X-WR-TIMEZONE is the zone', async () => {
    expect(await read(eventNamed('all-day', 'Labour day').id)).toMatchObject({
      all_day: true,
      start_date: '2027-05-01 00:00:00',
      end_date: '2027-05-01 23:59:59',
      utc_start_date: '2027-04-30 22:00:00',
      timezone: 'Europe/Madrid',
    });
    const camp = await read(eventNamed('all-day', 'Summer camp').id);
    expect(camp).toMatchObject({
      start_date: '2027-08-14 00:00:00',
      end_date: '2027-08-18 23:59:59',
      website: 'https://camp.example/',
    });
    expect(camp.description).toBe('<p>Five <b>days</b>.</p>');
    expect(camp.image).toMatchObject({ url: 'https://camp.example/poster.png', id: 0 });
    expect(camp.venue).toMatchObject({
      venue: 'Kursaal',
      address: 'Zurriola 1, Donostia',
      geo_lat: 43.3246,
      geo_lng: -1.9776,
    });
    expect(camp.organizer).toMatchObject([{ organizer: 'Jazzaldia', email: 'info@jazzaldia.example' }]);
    expect(camp.categories.map((c: { name: string }) => c.name)).toEqual(['Family']);
    const picnic = await read(eventNamed('all-day', 'Labour day').id);
    expect(picnic.categories.map((c: { name: string }) => c.name)).toEqual(['Holidays', 'Family']);
  });

  it('a VTIMEZONE with a Windows name gives the right instant; IANA TZIDs are kept; DST edges hold', async () => {
    const board = await read(eventNamed('vtimezone', 'Board meeting').id);
    expect(board).toMatchObject({
      utc_start_date: '2027-06-15 16:00:00',
      start_date: '2027-06-15 18:00:00',
      status: 'private',
    });
    expect(await read(eventNamed('vtimezone', 'Chess open').id)).toMatchObject({
      timezone: 'America/New_York',
      utc_start_date: '2027-02-26 23:00:00',
      utc_end_date: '2027-02-28 19:00:00',
    });
    expect(await read(eventNamed('vtimezone', 'The extra hour').id)).toMatchObject({
      utc_start_date: '2026-10-24 23:30:00',
      utc_end_date: '2026-10-25 02:30:00',
      timezone_abbr: 'CEST',
    });
  });

  it('RRULE + EXDATE + RECURRENCE-ID become one series: moved and edited occurrences, cancelled ones excluded', async () => {
    const posts = sources.recurring!.posts.filter((p) => p.uid?.startsWith('weekly-1@corpus'));
    const template = posts.find((p) => p.kind === 'series')!;
    const series = await read(template.id);
    expect(series).toMatchObject({
      id: template.id,
      title: 'Weekly class',
      recurring: true,
      timezone: 'Europe/Madrid',
      series: {
        id: template.id,
        // The cancelled instance is an EXDATE, as a DELETE with scope=this makes it.
        recurrence: [
          'RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=TU',
          'EXDATE;TZID=Europe/Madrid:20261027T190000,20261110T190000',
        ],
        count: 4,
      },
    });
    const listed = await json(await call(`/events/${template.id}/occurrences`, { headers: bearer(admin) }));
    expect(listed.total).toBe(4);
    expect(listed.events.map((e: { utc_start_date: string }) => e.utc_start_date)).toEqual([
      '2026-10-13 17:00:00',
      '2026-10-20 17:00:00',
      // 3 November moved to Wednesday 20:00, with its own title: detached.
      '2026-11-04 19:00:00',
      // After the October DST change: 19:00 local is 18:00Z.
      '2026-11-17 18:00:00',
    ]);
    const moved = listed.events[2];
    expect(moved).toMatchObject({
      title: 'Weekly class (moved to Wednesday)',
      start_date: '2026-11-04 20:00:00',
      series: { id: template.id, recurrence_id: '2026-11-03 19:00:00', detached: true },
    });
    expect(listed.events[1]).toMatchObject({
      title: 'Weekly class',
      series: { recurrence_id: '2026-10-20 19:00:00', detached: false },
    });
    expect(listed.events[1].venue).toMatchObject({ venue: 'Old Town Hall' });
    // Clients that know nothing of series see plain events; the template is never listed.
    const plain = await json(await call('/events?start_date=2026-10-01&end_date=2026-11-30&per_page=50'));
    const ids = plain.events.map((e: { id: number }) => e.id);
    expect(ids).not.toContain(template.id);
    expect(ids).toEqual(expect.arrayContaining(listed.events.map((e: { id: number }) => e.id)));
  });

  it('an endless series is materialised up to the horizon, which the scheduled trigger extends', async () => {
    const template = sources.recurring!.posts.find((p) => p.uid === 'daily-forever@corpus')!;
    expect(template.kind).toBe('series');
    const series = await read(template.id);
    expect(series).toMatchObject({
      all_day: true,
      series: { recurrence: ['RRULE:FREQ=DAILY'], until: null },
    });
    expect(series.series.materialized_until.slice(0, 10)).toBe('2027-02-26');
    const listed = await json(await call(`/events/${template.id}/occurrences?per_page=5`));
    expect(listed.events[0]).toMatchObject({ start_date: '2026-12-01 00:00:00', all_day: true });
    expect(listed.total).toBe(88);
    expect(sources.recurring!.problems).toEqual([]);
  });

  it('re-imports name records by UID (+ RECURRENCE-ID): the same ids again', () => {
    const again = readIcs(recurring, { location: 'recurring.ics', windowMonths: 3, now: NOW });
    const known = new Map(sources.recurring!.posts.map((p) => [p.uid!, p.id]));
    assignUidIds(again, { posts: known, terms: new Map(), maxPostId: 99_999, maxTermId: 99_999 });
    expect(again.posts.map((p) => p.id)).toEqual(sources.recurring!.posts.map((p) => p.id));
  });

  it('an HTML alternative written as a whole document (Outlook, Exchange) gives its body alone, unescaped', () => {
    const outlook = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:Microsoft Exchange Server 2010',
      'BEGIN:VEVENT',
      'UID:outlook-1',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20270110T180000Z',
      'DTEND:20270110T200000Z',
      'SUMMARY:Board meeting',
      'DESCRIPTION:Agenda\\nBudget',
      'X-ALT-DESC;FMTTYPE=text/html:<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2//EN">\\n<HTML>\\n<HEAD>\\n<M',
      ' ETA NAME="Generator" CONTENT="MS Exchange Server">\\n<TITLE></TITLE>\\n</HEAD>\\n<BODY',
      ' >\\n<P>Agenda\\, <B>Budget</B>\\; more</P>\\n<P>Line</P>\\n</BODY>\\n</HTML>',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const source = readIcs(outlook, { location: 'outlook.ics', windowMonths: 3, now: NOW });
    expect(source.posts.find((p) => p.kind === 'event')!.content).toBe(
      '<P>Agenda, <B>Budget</B>; more</P>\n<P>Line</P>',
    );
    // A fragment (Google's, another TEC site's) is kept as it is.
    expect(eventNamed('all-day', 'Summer camp').content).toBe('<p>Five <b>days</b>.</p>');
  });

  it('a place given only by GEO is a venue named by its coordinates', async () => {
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:test',
      'BEGIN:VEVENT',
      'UID:geo-only-1',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20270410T180000Z',
      'DTEND:20270410T200000Z',
      'SUMMARY:Beach clean-up',
      'GEO:43.3246;-1.9776',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    await load('geo-only', feed);
    const venue = sources['geo-only']!.posts.find((p) => p.kind === 'venue')!;
    expect(venue.title).toBe('43.3246, -1.9776');
    const event = await read(eventNamed('geo-only', 'Beach clean-up').id);
    expect(event.venue).toMatchObject({ venue: '43.3246, -1.9776', geo_lat: 43.3246, geo_lng: -1.9776 });
    expect(event.venue.slug).toBe('43-3246-1-9776');
  });

  it('refuses what is not an iCalendar file, saying what to give', () => {
    const read = (text: string) => readIcs(text, { location: 'x.ics', windowMonths: 3 });
    expect(() => read('<html></html>')).toThrow(SourceError);
    expect(() => read('<html></html>')).toThrow(/not an iCalendar file \(no BEGIN:VCALENDAR\)/);
    expect(() => read('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nonsense\r\n')).toThrow(
      /not a valid iCalendar file/,
    );
  });
});
