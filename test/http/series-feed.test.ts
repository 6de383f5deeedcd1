import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, json, send } from '../helpers';

/**
 * Series in `events.ics` (series.md §5), read back with an independent parser (ical.js): expanding each
 * series' VEVENT (its RRULE/RDATE/EXDATE on the wall clock of its VTIMEZONE, with its RECURRENCE-ID
 * overrides) gives the same instants as `GET /events/{id}/occurrences`, in five zones and across DST.
 */

let editor: string;
// biome-ignore lint/suspicious/noExplicitAny: records read by a few keys
type Event = any;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

async function createSeries(body: Record<string, unknown>): Promise<Event> {
  const res = await send('POST', '/events', body, editor);
  const created = await json(res);
  expect(res.status, JSON.stringify(created)).toBe(201);
  return created;
}

const occurrences = async (id: number): Promise<Event[]> =>
  (await json(await call(`/events/${id}/occurrences?per_page=50`))).events;

/** What a client must find for series `id`: each instance's start (its day when all-day) and title, as `/occurrences` lists them. */
const instancesOf = async (id: number) =>
  (await occurrences(id)).map((e) => [
    e.all_day ? e.start_date.slice(0, 10) : iso(e.utc_start_date),
    e.title,
  ]);

const uidOf = (id: number) => `event-${id}@api.test`;

/** A series, then an edit of its occurrence `index` (answered 200). */
async function seriesWithEdited(
  body: Record<string, unknown>,
  index: number,
  change: Record<string, unknown>,
) {
  const template = await createSeries(body);
  const list = await occurrences(template.id);
  const res = await send('POST', `/events/${list[index].id}`, change, editor);
  expect(res.status).toBe(200);
  return { template, list };
}

/** The calendar at `path`, its folded lines unfolded. */
const unfoldedFeed = async (path: string) => (await (await call(path)).text()).replace(/\r\n[ \t]/g, '');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtimezone);
  return calendar;
}

/** Every instance a client finds in the feed, by UID: start instant and summary, in order. */
function expandFeed(calendar: ICAL.Component): Map<string, Array<[string, string]>> {
  const byUid = new Map<string, ICAL.Component[]>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid'));
    byUid.set(uid, [...(byUid.get(uid) ?? []), vevent]);
  }
  const found = new Map<string, Array<[string, string]>>();
  for (const [uid, vevents] of byUid) {
    // Exceptions named explicitly: left to itself, ical.js relates every RECURRENCE-ID of the calendar.
    const master = new ICAL.Event(vevents.find((v) => !v.hasProperty('recurrence-id'))!, {
      strictExceptions: true,
      exceptions: vevents.filter((v) => v.hasProperty('recurrence-id')).map((v) => new ICAL.Event(v)),
    });
    const instances: Array<[string, string]> = [];
    // All-day dates are local days; times are instants.
    const when = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toJSDate().toISOString());
    if (!master.isRecurring()) {
      instances.push([when(master.startDate), master.summary]);
    } else {
      const iterator = master.iterator();
      for (let next = iterator.next(); next && instances.length < 2000; next = iterator.next()) {
        const details = master.getOccurrenceDetails(next);
        instances.push([when(details.startDate), details.item.summary]);
      }
    }
    found.set(uid, instances);
  }
  return found;
}

const iso = (utcWall: string) => `${utcWall.replace(' ', 'T')}.000Z`;

describe('series in events.ics', () => {
  it('each series is one VEVENT whose expansion gives the instants of /occurrences, in five zones', async () => {
    const made: Event[] = [];
    const zones = [
      'Europe/Madrid',
      'America/New_York',
      'Australia/Sydney',
      'Asia/Kolkata',
      'Pacific/Chatham',
    ];
    for (const [i, timezone] of zones.entries()) {
      made.push(
        await createSeries({
          title: `Weekly ${timezone}`,
          start_date: '2031-03-01 19:30:00',
          end_date: '2031-03-01 21:00:00',
          timezone,
          recurrence: [`RRULE:FREQ=WEEKLY;BYDAY=SA,TU;COUNT=${20 + i}`],
        }),
      );
    }
    made.push(
      await createSeries({
        title: 'Last Friday',
        start_date: '2031-01-31',
        end_date: '2031-01-31',
        all_day: true,
        recurrence: ['RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=8', 'EXDATE;VALUE=DATE:20310328'],
      }),
    );
    // Edits: one occurrence moved, one detached (its own title), one trashed.
    const madrid = await occurrences(made[0].id);
    await send(
      'POST',
      `/events/${madrid[3].id}`,
      { start_date: madrid[3].start_date.replace('19:30', '18:00') },
      editor,
    );
    await send('POST', `/events/${madrid[5].id}`, { title: 'Weekly Madrid, special' }, editor);
    await send('DELETE', `/events/${madrid[7].id}`, {}, editor);

    const res = await call('/events.ics?start_date=2031-01-01&end_date=2032-12-31&per_page=500');
    const text = await res.text();
    expect(res.status, text.slice(0, 500)).toBe(200);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid\r\n');
    expect(text).toMatch(/RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU/);
    const found = expandFeed(parse(text));
    for (const template of made) {
      expect(found.get(uidOf(template.id)), `${template.title}`).toEqual(await instancesOf(template.id));
    }
    // The overrides are VEVENTs with the series' UID and a RECURRENCE-ID; the trashed one an EXDATE.
    expect(text).toContain(
      `RECURRENCE-ID;TZID=Europe/Madrid:${madrid[3].start_date.replaceAll('-', '').replaceAll(':', '').replace(' ', 'T')}`,
    );
    expect(text).toMatch(/EXDATE;TZID=Europe\/Madrid:\d{8}T193000/);
  });

  it('a timed series ending on a DATE says its UNTIL in UTC, the value type RFC 5545 asks beside a DATE-TIME start', async () => {
    const template = await createSeries({
      title: 'Until a day',
      start_date: '2031-04-01 22:30:00',
      end_date: '2031-04-01 23:00:00',
      timezone: 'Europe/Madrid',
      recurrence: ['RRULE:FREQ=DAILY;UNTIL=20310405'],
    });
    const uid = uidOf(template.id);
    const expected = await instancesOf(template.id);
    expect(expected).toHaveLength(5);
    for (const path of [
      `/events/${template.id}.ics`,
      '/events.ics?start_date=2031-04-01&end_date=2031-04-30',
    ]) {
      const text = await unfoldedFeed(path);
      // The last day's end in Madrid (UTC+2): 2031-04-05 23:59:59 is 21:59:59Z.
      expect(text, path).toContain('RRULE:FREQ=DAILY;UNTIL=20310405T215959Z\r\n');
      expect(expandFeed(parse(text)).get(uid), path).toEqual(expected);
    }
  });

  it('an occurrence made all-day keeps a RECURRENCE-ID in the form of the series start, so clients match it', async () => {
    const { template } = await seriesWithEdited(
      {
        title: 'Becomes all-day',
        start_date: '2031-05-01 10:00:00',
        end_date: '2031-05-01 11:00:00',
        timezone: 'Europe/Madrid',
        recurrence: ['RRULE:FREQ=DAILY;COUNT=4'],
      },
      2,
      { all_day: true },
    );
    const uid = uidOf(template.id);
    const expected = await instancesOf(template.id);
    for (const path of [
      `/events/${template.id}.ics`,
      '/events.ics?start_date=2031-05-01&end_date=2031-05-31',
    ]) {
      const text = await unfoldedFeed(path);
      expect(text, path).toContain('RECURRENCE-ID;TZID=Europe/Madrid:20310503T100000\r\n');
      expect(text, path).not.toContain('RECURRENCE-ID;VALUE=DATE');
      expect(expandFeed(parse(text)).get(uid), path).toEqual(expected);
    }
  });

  it('an occurrence moved to another zone is an override with that zone, and the calendar has its VTIMEZONE', async () => {
    const { template } = await seriesWithEdited(
      {
        title: 'Changes zone',
        start_date: '2031-07-01 10:00:00',
        end_date: '2031-07-01 11:00:00',
        timezone: 'Europe/Madrid',
        recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
      },
      1,
      { timezone: 'America/New_York', title: 'Changes zone, in New York' },
    );
    const uid = uidOf(template.id);
    const expected = await instancesOf(template.id);
    for (const path of [
      `/events/${template.id}.ics`,
      '/events.ics?start_date=2031-07-01&end_date=2031-07-31',
    ]) {
      const text = await unfoldedFeed(path);
      expect(text, path).toContain('DTSTART;TZID=America/New_York:20310702T100000\r\n');
      expect(text, path).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');
      expect(expandFeed(parse(text)).get(uid), path).toEqual(expected);
    }
  });

  it('a password-protected all-day series shows as times, as a protected single event does (all_day is protected)', async () => {
    const template = await createSeries({
      title: 'Locked days',
      start_date: '2031-09-01',
      end_date: '2031-09-01',
      all_day: true,
      timezone: 'Europe/Madrid',
      recurrence: ['RRULE:FREQ=WEEKLY;UNTIL=20310922', 'EXDATE;VALUE=DATE:20310908'],
    });
    const list = await occurrences(template.id);
    const locking = await send('POST', `/events/${template.id}?scope=all`, { password: 'sesame' }, editor);
    expect(locking.status).toBe(200);
    expect((await occurrences(template.id)).map((e) => e.all_day)).toEqual([null, null, null]);
    await send(
      'POST',
      `/events/${list[1].id}`,
      { title: 'Locked days, special', password: 'sesame' },
      editor,
    );
    const uid = uidOf(template.id);
    const expected = await instancesOf(template.id);
    for (const path of [
      `/events/${template.id}.ics`,
      '/events.ics?start_date=2031-09-01&end_date=2031-09-30',
    ]) {
      const text = await unfoldedFeed(path);
      expect(text, path).not.toContain('VALUE=DATE');
      expect(text, path).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid\r\n');
      expect(expandFeed(parse(text)).get(uid), path).toEqual(expected);
    }
  });

  it("an occurrence with a password of its own shows in the series' entries as lists show it, without its protected fields", async () => {
    const { template } = await seriesWithEdited(
      {
        title: 'Open series',
        description: '<p>For everyone</p>',
        start_date: '2031-10-01 10:00:00',
        end_date: '2031-10-01 11:00:00',
        timezone: 'Europe/Madrid',
        recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
      },
      1,
      { description: '<p>Secret words</p>', password: 'sesame' },
    );
    const uid = uidOf(template.id);
    const expected = await instancesOf(template.id);
    for (const path of [
      `/events/${template.id}.ics`,
      `/events/${template.id}.ics?password=sesame`,
      '/events.ics?start_date=2031-10-01&end_date=2031-10-31',
      '/events.ics?start_date=2031-10-01&end_date=2031-10-31&expand=true',
    ]) {
      const text = await unfoldedFeed(path);
      expect(text, path).not.toContain('Secret');
      expect(text, path).toContain('For everyone');
      if (!path.includes('expand')) expect(expandFeed(parse(text)).get(uid), path).toEqual(expected);
    }
  });

  it('an occurrence of an endless series moved before earlier ones is no RDATE: the rule still gives its instance', async () => {
    // An endless series is materialised to a horizon from now: its dates follow the clock.
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const { template } = await seriesWithEdited(
      {
        title: 'Moved early',
        start_date: `${day(10)} 10:00:00`,
        end_date: `${day(10)} 11:00:00`,
        timezone: 'Europe/Madrid',
        recurrence: ['RRULE:FREQ=WEEKLY'],
      },
      4,
      { start_date: `${day(9)} 08:00:00`, end_date: `${day(9)} 09:00:00` },
    );
    for (const path of [
      `/events/${template.id}.ics`,
      `/events.ics?start_date=${day(0)}&end_date=${day(60)}`,
    ]) {
      const text = await unfoldedFeed(path);
      expect(text, path).not.toContain('RDATE');
      expect(text, path).toContain(
        `RECURRENCE-ID;TZID=Europe/Madrid:${day(38).replaceAll('-', '')}T100000\r\n`,
      );
    }
  });

  it('?expand=true emits one VEVENT per occurrence with a UID built from its id', async () => {
    const template = await createSeries({
      title: 'Expanded',
      start_date: '2031-06-01 10:00:00',
      end_date: '2031-06-01 11:00:00',
      recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
    });
    const list = await occurrences(template.id);
    const text = await (
      await call('/events.ics?start_date=2031-06-01&end_date=2031-06-03&expand=true')
    ).text();
    const calendar = parse(text);
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents.map((v) => v.getFirstPropertyValue('uid'))).toEqual(
      list.map((e) => `event-${e.id}@api.test`),
    );
    expect(vevents.every((v) => !v.hasProperty('rrule'))).toBe(true);
    expect(
      vevents.map((v) => (v.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()),
    ).toEqual(list.map((e) => iso(e.utc_start_date)));
  });

  it('a series stored with a rule that needs too much work still gives its VEVENT (the expansion stops at its budget)', async () => {
    const template = await createSeries({
      title: 'Stored before the budget',
      start_date: '2033-05-03 10:00:00',
      end_date: '2033-05-03 11:00:00',
      timezone: 'Europe/Madrid',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    });
    // A detached occurrence makes the feed expand the rule (to find overrides the rule no longer gives).
    const [, second] = await occurrences(template.id);
    await send('POST', `/events/${second.id}`, { title: 'Stored before the budget, special' }, editor);
    // The API refuses this rule (test/http/series.test.ts); one stored earlier is written in directly.
    const hostile = `RRULE:FREQ=YEARLY;BYDAY=${[
      ...Array.from({ length: 53 }, (_, i) => `${i + 1}MO`),
      ...Array.from({ length: 40 }, (_, i) => `-${i + 1}MO`),
      'MO,TU,WE,TH,FR,SA,SU',
    ].join(',')};BYSETPOS=366;COUNT=1000`;
    await env.DB.prepare('UPDATE series_rules SET recurrence = ? WHERE template_id = ?')
      .bind(JSON.stringify([hostile]), template.id)
      .run();

    const res = await call('/events.ics?start_date=2033-05-01&end_date=2033-05-31&per_page=50');
    const text = await res.text();
    expect(res.status, text.slice(0, 500)).toBe(200);
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain(`UID:event-${template.id}@api.test`);
    expect(unfolded).toMatch(/RRULE:FREQ=YEARLY;COUNT=1000;BYDAY=1MO,2MO,[^\r]*;BYSETPOS=366\r\n/);
    // The detached occurrence is not among the rule's dates now: an RDATE beside its RECURRENCE-ID.
    expect(unfolded).toContain('RDATE;TZID=Europe/Madrid:20330510T100000');
    expect(unfolded).toContain('RECURRENCE-ID;TZID=Europe/Madrid:20330510T100000');
  });
});
