import { env } from 'cloudflare:workers';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, json, send } from '../helpers';

/**
 * `GET /events.ics`, read back with an independent parser (ical.js): the instants it finds must be
 * the API's own `utc_start_date`/`utc_end_date`, across DST changes and zones.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

const WINDOW = 'start_date=2026-10-01&end_date=2027-12-31&per_page=500';
const LONG_TITLE =
  'Jazzaldia 2027: «Gaueko kontzertua» — piano, ahotsa; saxoa, bateria \\ Donostia; 日本語のゲスト 🎷🎺 eta café-concert';

let admin: { key: string; id: number };
const ids: Record<string, number> = {};
const api: Record<number, Json> = {};
let venueId: number;

const utcInstant = (wall: string) => new Date(`${wall.replace(' ', 'T')}Z`).getTime();

async function feed(path: string, init: RequestInit = {}) {
  const res = await call(path, init);
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(200);
  return { res, text, calendar: new ICAL.Component(ICAL.parse(text)) };
}

/** The VEVENTs of a calendar by event id (from `UID:event-{id}@host`). */
function eventsById(calendar: ICAL.Component): Map<number, ICAL.Component> {
  const byId = new Map<number, ICAL.Component>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid'));
    byId.set(Number(/^event-(\d+)@/.exec(uid)?.[1]), vevent);
  }
  return byId;
}

const value = (vevent: ICAL.Component, name: string) => vevent.getFirstPropertyValue(name);
const time = (vevent: ICAL.Component, name: string) => vevent.getFirstPropertyValue(name) as ICAL.Time;

beforeAll(async () => {
  admin = await createUser('administrator');
  const category = await json(
    await send('POST', '/categories', { name: 'Jazz, blues; soul', slug: 'ics-jazz' }, admin.key),
  );
  const venue = await json(
    await send(
      'POST',
      '/venues',
      {
        venue: 'Kursaal',
        address: 'Zurriola Hiribidea 1',
        city: 'Donostia',
        zip: '20002',
        province: 'Gipuzkoa',
        country: 'Spain',
        geo_lat: 43.3244,
        geo_lng: -1.9785,
      },
      admin.key,
    ),
  );
  venueId = venue.id;
  const make = async (name: string, body: Record<string, unknown>) => {
    const created = await createEvent(admin.key, { timezone: 'Europe/Madrid', ...body });
    ids[name] = created.id;
    api[created.id] = created;
  };
  // 02:30 happens twice in Madrid on 2026-10-25: first in CEST (+02:00), then in CET (+01:00).
  await make('cest', {
    title: 'Before the change',
    start_date: '2026-10-25T02:30:00+02:00',
    end_date: '2026-10-25T02:50:00+02:00',
  });
  await make('cet', {
    title: 'After the change',
    start_date: '2026-10-25 02:30:00',
    end_date: '2026-10-25 04:00:00',
  });
  // The write routes read an ambiguous wall time as its first occurrence (even when given with an
  // offset); the second one, 02:30 CET, is stored here directly, as an import could store it.
  await env.DB.prepare(
    "UPDATE posts SET start_utc = '2026-10-25 01:30:00', end_utc = '2026-10-25 03:00:00' WHERE id = ?",
  )
    .bind(ids.cet)
    .run();
  api[ids.cet!] = await json(await call(`/events/${ids.cet}`));
  await make('summer', {
    title: 'Summer',
    start_date: '2027-07-15 20:00:00',
    end_date: '2027-07-15 22:30:00',
  });
  await make('winter', {
    title: 'Winter',
    start_date: '2027-01-15 20:00:00',
    end_date: '2027-01-15 22:30:00',
  });
  await make('canary', {
    title: 'Canary',
    start_date: '2027-03-02 19:00:00',
    end_date: '2027-03-02 21:00:00',
    timezone: 'Atlantic/Canary',
  });
  await make('utc', {
    title: 'Zero length',
    start_date: '2027-03-03 09:00:00',
    end_date: '2027-03-03 09:00:00',
    timezone: 'UTC',
  });
  await make('allDay', {
    title: 'Three days',
    start_date: '2027-02-10',
    end_date: '2027-02-12',
    all_day: true,
  });
  await make('yearEnd', {
    title: 'New year',
    start_date: '2027-12-31',
    end_date: '2027-12-31',
    all_day: true,
  });
  await make('rich', {
    title: LONG_TITLE,
    description:
      '<p>Hello <strong>world</strong> &amp; friends,\nsee you</p><ul><li>One; two</li><li>Three</li></ul><script>alert(1)</script>',
    start_date: '2027-05-20 21:00:00',
    end_date: '2027-05-20 23:00:00',
    venue: venueId,
    categories: [category.id],
    organizer: { organizer: 'Jazz "Elkartea"; Donostia', email: 'info@jazz.example.com' },
    translations: { eu: { title: 'Jazz gaua' }, gl: { title: 'Noite de jazz' } },
  });
  await make('locked', {
    title: 'Private party',
    description: '<p>The secret address</p>',
    start_date: '2027-05-21',
    end_date: '2027-05-21',
    all_day: true,
    venue: venueId,
    categories: [category.id],
  });
  await send('PATCH', `/events/${ids.locked}`, { password: 'sesame' }, admin.key);
  await make('draft', {
    title: 'Draft',
    start_date: '2027-05-22 10:00:00',
    end_date: '2027-05-22 11:00:00',
    status: 'draft',
  });
  await make('hidden', {
    title: 'Hidden',
    start_date: '2027-05-22 10:00:00',
    end_date: '2027-05-22 11:00:00',
    hide_from_listings: true,
  });
  await make('featured', {
    title: 'Featured',
    start_date: '2027-05-23 10:00:00',
    end_date: '2027-05-23 11:00:00',
    featured: true,
  });
});

describe('GET /events.ics', () => {
  it('is text/calendar with CRLF lines of at most 75 octets, folded between UTF-8 characters', async () => {
    const { res, text } = await feed(`/events.ics?${WINDOW}`);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const bytes = new TextEncoder().encode(text);
    const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
    let start = 0;
    let folded = 0;
    for (let i = 0; i < bytes.length - 1; i++) {
      if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue;
      const line = bytes.subarray(start, i);
      expect(line.length).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 on its own: no character was cut in two.
      expect(() => strict.decode(line)).not.toThrow();
      if (line[0] === 0x20) folded += 1;
      start = i + 2;
    }
    expect(folded).toBeGreaterThan(0);
    expect(text).toContain('X-WR-CALNAME:Eventos · api.test\r\n');
    expect(text).toContain('NAME;LANGUAGE=es:Eventos · api.test\r\n');
  });

  it('gives each event the instants of the API, across the DST change and in other zones', async () => {
    const { calendar } = await feed(`/events.ics?${WINDOW}`);
    const byId = eventsById(calendar);
    const timed = ['cest', 'cet', 'summer', 'winter', 'canary', 'rich', 'featured'];
    for (const name of timed) {
      const event = api[ids[name]!];
      const vevent = byId.get(ids[name]!);
      expect(vevent, name).toBeDefined();
      const start = time(vevent!, 'dtstart');
      expect(start.isDate, name).toBe(false);
      expect(start.zone?.tzid, name).toBe('UTC');
      expect(start.toJSDate().getTime(), name).toBe(utcInstant(event.utc_start_date));
      expect(time(vevent!, 'dtend').toJSDate().getTime(), name).toBe(utcInstant(event.utc_end_date));
    }
    // The same wall clock, an hour apart: 00:30 UTC in CEST, 01:30 UTC in CET.
    expect(api[ids.cest!]).toMatchObject({
      start_date: '2026-10-25 02:30:00',
      utc_start_date: '2026-10-25 00:30:00',
      timezone_abbr: 'CEST',
    });
    expect(api[ids.cet!]).toMatchObject({
      start_date: '2026-10-25 02:30:00',
      utc_start_date: '2026-10-25 01:30:00',
      timezone_abbr: 'CET',
    });
    expect(api[ids.summer!].utc_start_date).toBe('2027-07-15 18:00:00');
    expect(api[ids.winter!].utc_start_date).toBe('2027-01-15 19:00:00');
    expect(api[ids.canary!].utc_start_date).toBe('2027-03-02 19:00:00');
    // A DTEND must be later than DTSTART: an event of no length has none.
    const zero = byId.get(ids.utc!)!;
    expect(time(zero, 'dtstart').toJSDate().getTime()).toBe(utcInstant('2027-03-03 09:00:00'));
    expect(zero.hasProperty('dtend')).toBe(false);
  });

  it('writes all-day events as dates, the end being the day after the last day', async () => {
    const { calendar, text } = await feed(`/events.ics?${WINDOW}`);
    const byId = eventsById(calendar);
    const threeDays = byId.get(ids.allDay!)!;
    expect(time(threeDays, 'dtstart').isDate).toBe(true);
    expect(time(threeDays, 'dtstart').toString()).toBe('2027-02-10');
    expect(time(threeDays, 'dtend').toString()).toBe('2027-02-13');
    const newYear = byId.get(ids.yearEnd!)!;
    expect(time(newYear, 'dtstart').toString()).toBe('2027-12-31');
    expect(time(newYear, 'dtend').toString()).toBe('2028-01-01');
    expect(text).toContain('DTSTART;VALUE=DATE:20270210\r\nDTEND;VALUE=DATE:20270213\r\n');
  });

  it('escapes and folds a long multilingual title, and strips the HTML of the description', async () => {
    const { calendar, text } = await feed(`/events.ics?${WINDOW}`);
    const rich = eventsById(calendar).get(ids.rich!)!;
    expect(value(rich, 'summary')).toBe(LONG_TITLE);
    expect(text.replaceAll('\r\n ', '')).toContain(
      'SUMMARY;LANGUAGE=es:Jazzaldia 2027: «Gaueko kontzertua» — piano\\, ahotsa\\; saxoa\\, bateria \\\\ Donostia\\; 日本語のゲスト 🎷🎺 eta café-concert\r\n',
    );
    const summary = text.slice(text.indexOf('SUMMARY;LANGUAGE=es:Jazzaldia'));
    expect(
      summary
        .split('\r\n')
        .slice(1, 3)
        .every((line) => line.startsWith(' ')),
    ).toBe(true);
    expect(value(rich, 'description')).toBe('Hello world & friends, see you\n\n• One; two\n• Three');
    expect(value(rich, 'location')).toBe('Kursaal, Zurriola Hiribidea 1, 20002 Donostia, Gipuzkoa, Spain');
    expect(value(rich, 'geo')).toEqual([43.3244, -1.9785]);
    expect(value(rich, 'url')).toBe(api[ids.rich!].url);
    expect(rich.getFirstProperty('categories')!.getValues()).toEqual(['Jazz, blues; soul']);
    const organizer = rich.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:info@jazz.example.com');
    expect(organizer.getParameter('cn')).toBe('Jazz "Elkartea"; Donostia');
  });

  it('uses stable UIDs, modification times and a growing SEQUENCE', async () => {
    const first = eventsById((await feed(`/events.ics?${WINDOW}`)).calendar).get(ids.featured!)!;
    const event = api[ids.featured!];
    expect(value(first, 'uid')).toBe(`event-${ids.featured}@api.test`);
    expect(time(first, 'last-modified').toJSDate().getTime()).toBe(utcInstant(event.modified_utc));
    expect(time(first, 'dtstamp').toJSDate().getTime()).toBe(utcInstant(event.modified_utc));
    const sequence = Number(value(first, 'sequence'));
    expect(sequence).toBe((utcInstant(event.modified_utc) - Date.UTC(2020, 0, 1)) / 1000);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const updated = await json(await send('PATCH', `/events/${ids.featured}`, { cost: '5 €' }, admin.key));
    const again = eventsById((await feed(`/events.ics?${WINDOW}`)).calendar).get(ids.featured!)!;
    expect(value(again, 'uid')).toBe(value(first, 'uid'));
    expect(Number(value(again, 'sequence'))).toBeGreaterThan(sequence);
    expect(time(again, 'last-modified').toJSDate().getTime()).toBe(utcInstant(updated.modified_utc));
    // The UID is the same in every language.
    const eu = eventsById((await feed(`/eu/site/events/v1/events.ics?${WINDOW}`)).calendar);
    expect(value(eu.get(ids.featured!)!, 'uid')).toBe(value(first, 'uid'));
  });

  it('speaks the content language: texts, calendar name', async () => {
    const eu = await feed(`/eu/site/events/v1/events.ics?${WINDOW}`);
    expect(eu.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Ekitaldiak · api.test');
    expect(eu.calendar.getFirstPropertyValue('name')).toBe('Ekitaldiak · api.test');
    const rich = eventsById(eu.calendar).get(ids.rich!)!;
    expect(value(rich, 'summary')).toBe('Jazz gaua');
    expect(rich.getFirstProperty('summary')!.getParameter('language')).toBe('eu');
    expect(value(rich, 'url')).toContain('/eu/event/');
    const gl = await feed(`/en/site/events/v1/events.ics?${WINDOW}&translation_language=gl`);
    expect(gl.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Eventos · api.test');
    expect(value(eventsById(gl.calendar).get(ids.rich!)!, 'summary')).toBe('Noite de jazz');
    const en = await feed(`/en/site/events/v1/events.ics?${WINDOW}`);
    expect(en.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Events · api.test');
    // No translation in English: the default language's text, said so.
    expect(
      eventsById(en.calendar).get(ids.rich!)!.getFirstProperty('summary')!.getParameter('language'),
    ).toBe('es');
  });

  it('shows password-protected events without their protected fields, and never drafts or hidden ones', async () => {
    const { calendar, text } = await feed(`/events.ics?${WINDOW}`);
    const byId = eventsById(calendar);
    const locked = byId.get(ids.locked!)!;
    expect(value(locked, 'summary')).toBe('Private party');
    expect(value(locked, 'url')).toBe(api[ids.locked!].url);
    for (const name of ['description', 'location', 'geo', 'categories', 'organizer']) {
      expect(locked.hasProperty(name), name).toBe(false);
    }
    // `all_day` is protected too (null in lists): the event shows as times.
    expect(time(locked, 'dtstart').isDate).toBe(false);
    expect(text).not.toContain('secret');
    expect(byId.has(ids.draft!)).toBe(false);
    expect(byId.has(ids.hidden!)).toBe(false);
    // A password does not open a feed: it is not a parameter of it.
    expect((await feed(`/events.ics?${WINDOW}&password=sesame`)).text).not.toContain('secret');
  });

  it('shows drafts to no one unless a caller who may read them asks by status', async () => {
    const withKey = await feed(`/events.ics?${WINDOW}`, { headers: bearer(admin.key) });
    expect(withKey.res.headers.get('x-cache')).toBe('BYPASS');
    expect(eventsById(withKey.calendar).has(ids.draft!)).toBe(false);
    const drafts = await feed(`/events.ics?${WINDOW}&status=draft`, { headers: bearer(admin.key) });
    expect([...eventsById(drafts.calendar).keys()]).toEqual([ids.draft]);
    const anonymous = await call(`/events.ics?${WINDOW}&status=draft`);
    expect(anonymous.status).toBe(400);
  });

  it('takes the filters of /events', async () => {
    const idsIn = async (query: string) =>
      [...eventsById((await feed(`/events.ics?${WINDOW}&${query}`)).calendar).keys()].sort((a, b) => a - b);
    const listed = async (query: string) =>
      (await json(await call(`/events?${WINDOW.replace('500', '50')}&${query}`))).events
        .map((e: Json) => e.id)
        .sort((a: number, b: number) => a - b);
    for (const query of ['categories=ics-jazz', 'featured=true', `venue=${venueId}`, 'search=jazzaldia']) {
      expect(await idsIn(query), query).toEqual(await listed(query));
    }
    // A password-protected event never matches a filter on its protected fields (its categories here).
    expect(await idsIn('categories=ics-jazz')).toEqual([ids.rich]);
    expect(await idsIn('featured=true')).toEqual([ids.featured]);
    const unknown = await call('/events.ics?categories=no-such-category');
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).data.params.categories).toBe('Unknown category: no-such-category.');
  });

  it('pages with up to 500 events (200 by default), with the totals and links of lists', async () => {
    const byDefault = await feed(`/events.ics?start_date=2026-10-01&end_date=2027-12-31`);
    expect(byDefault.res.headers.get('x-tec-total')).toBe('11');
    expect(byDefault.res.headers.get('link')).toBeNull();
    const capped = await feed(`/events.ics?start_date=2026-10-01&per_page=900`);
    expect(capped.calendar.getAllSubcomponents('vevent')).toHaveLength(11);
    const paged = await feed(`/events.ics?start_date=2026-10-01&end_date=2027-12-31&per_page=4&page=2`);
    expect(paged.calendar.getAllSubcomponents('vevent')).toHaveLength(4);
    expect(paged.res.headers.get('x-tec-totalpages')).toBe('3');
    const link = paged.res.headers.get('link')!;
    expect(link).toContain('http://api.test/site/events/v1/events.ics?per_page=4&start_date=');
    expect(link).toContain('&page=3>; rel="next"');
    expect((await call('/events.ics?per_page=0')).status).toBe(400);
    expect((await call('/events.ics?start_date=2026-10-01&page=99')).status).toBe(404);
  });

  it('starts 30 days back by default, where lists start yesterday', async () => {
    const day = (days: number) => {
      const date = new Date(Date.now() + days * 86_400_000);
      return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(date);
    };
    const recent = await createEvent(admin.key, {
      title: 'Ten days ago',
      start_date: `${day(-10)} 12:00:00`,
      end_date: `${day(-10)} 13:00:00`,
      timezone: 'Europe/Madrid',
    });
    const old = await createEvent(admin.key, {
      title: 'Forty days ago',
      start_date: `${day(-40)} 12:00:00`,
      end_date: `${day(-40)} 13:00:00`,
      timezone: 'Europe/Madrid',
    });
    const feedIds = [...eventsById((await feed('/events.ics')).calendar).keys()];
    expect(feedIds).toContain(recent.id);
    expect(feedIds).not.toContain(old.id);
    const listIds = (await json(await call('/events?per_page=50'))).events.map((e: Json) => e.id);
    expect(listIds).not.toContain(recent.id);
  });

  it('is cached like the lists, with an ETag and 304s that keep CORS', async () => {
    const url = `/gl/site/events/v1/events.ics?${WINDOW}&categories=ics-jazz,ics-jazz`;
    const first = await call(url);
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=5');
    let second = await call(url);
    for (let i = 0; i < 20 && second.headers.get('x-cache') !== 'HIT'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      second = await call(url);
    }
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(await (await call(url)).text());
    expect(second.headers.get('etag')).toBe(etag);
    const notModified = await call(url, { headers: { 'If-None-Match': etag! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('access-control-allow-origin')).toBe('*');
    expect(notModified.headers.get('etag')).toBe(etag);
  });

  it('answers under every language prefix and HEAD', async () => {
    for (const prefix of ['', '/eu', '/ca', '/en', '/gl', '/es']) {
      const res = await call(`${prefix}/site/events/v1/events.ics?${WINDOW}`);
      expect(res.status, prefix).toBe(200);
      expect(await res.text()).toContain('BEGIN:VEVENT');
    }
    const head = await call(`/events.ics?${WINDOW}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  });
});
