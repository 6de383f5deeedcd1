import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, insertPost, json, send } from '../helpers';

/**
 * `GET /events/{id}.ics`: one event as a file to add to a calendar, read back with an independent
 * parser (ical.js); the instants must be the API's own.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let admin: { key: string; id: number };
const events: Record<string, Json> = {};

async function file(path: string, init: RequestInit = {}) {
  const res = await call(path, init);
  const text = await res.text();
  expect(res.status, text.slice(0, 300)).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  return { res, text, calendar, vevent: vevents[0]! };
}

const instant = (wall: string) => new Date(`${wall.replace(' ', 'T')}Z`).getTime();
const dtstart = (vevent: ICAL.Component) => vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
const dtend = (vevent: ICAL.Component) => vevent.getFirstPropertyValue('dtend') as ICAL.Time;

beforeAll(async () => {
  admin = await createUser('administrator');
  const venue = await json(
    await send(
      'POST',
      '/venues',
      {
        venue: 'Teatro Arriaga',
        address: 'Arriaga Plaza 1',
        city: 'Bilbao',
        geo_lat: 43.2597,
        geo_lng: -2.924,
      },
      admin.key,
    ),
  );
  const make = async (name: string, body: Record<string, unknown>) => {
    events[name] = await createEvent(admin.key, { timezone: 'Europe/Madrid', ...body });
  };
  await make('dst', {
    title: 'Gaueko kontzertua',
    description: '<p>Piano <strong>eta</strong> ahotsa</p>',
    // Crosses the change of 2027-03-28 (02:00 CET -> 03:00 CEST).
    start_date: '2027-03-27 23:00:00',
    end_date: '2027-03-28 04:00:00',
    venue: venue.id,
    translations: { eu: { title: 'Gaueko kontzertua (eu)', slug: 'gaueko-kontzertua' } },
  });
  await make('allDay', { title: 'Feria', start_date: '2027-04-10', end_date: '2027-04-12', all_day: true });
  await make('locked', {
    title: 'Cena de socios',
    description: '<p>La dirección secreta</p>',
    start_date: '2027-05-21 21:00:00',
    end_date: '2027-05-21 23:00:00',
    venue: venue.id,
  });
  await send('PATCH', `/events/${events.locked.id}`, { password: 'sesame' }, admin.key);
  await make('draft', {
    title: 'Borrador',
    start_date: '2027-05-22 10:00',
    end_date: '2027-05-22 11:00',
    status: 'draft',
  });
  await make('trashed', { title: 'Papelera', start_date: '2027-05-22 10:00', end_date: '2027-05-22 11:00' });
  await send('DELETE', `/events/${events.trashed.id}`, {}, admin.key);
  await make('hidden', {
    title: 'Oculto',
    start_date: '2027-05-23 10:00',
    end_date: '2027-05-23 11:00',
    hide_from_listings: true,
  });
});

describe('GET /events/{id}.ics', () => {
  it('is the event as a file to download, with the API instants across a DST change', async () => {
    const event = events.dst;
    const { res, text, calendar, vevent } = await file(`/events/${event.id}.ics`);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${event.slug}.ics"`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(dtstart(vevent).toJSDate().getTime()).toBe(instant(event.utc_start_date));
    expect(dtend(vevent).toJSDate().getTime()).toBe(instant(event.utc_end_date));
    // Five hours of wall time, four of real time: the night the clocks go forward.
    expect(instant(event.utc_end_date) - instant(event.utc_start_date)).toBe(4 * 3600_000);
    expect(vevent.getFirstPropertyValue('uid')).toBe(`event-${event.id}@api.test`);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Gaueko kontzertua');
    expect(vevent.getFirstPropertyValue('description')).toBe('Piano eta ahotsa');
    expect(vevent.getFirstPropertyValue('location')).toBe('Teatro Arriaga, Arriaga Plaza 1, Bilbao');
    expect(vevent.getFirstPropertyValue('url')).toBe(event.url);
    // A file to import, not a calendar to subscribe to: no name, no refresh interval.
    for (const name of ['x-wr-calname', 'name', 'refresh-interval', 'x-published-ttl']) {
      expect(calendar.hasProperty(name), name).toBe(false);
    }
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('is the same VEVENT the feed has', async () => {
    const event = events.dst;
    const one = await (await call(`/events/${event.id}.ics`)).text();
    const feed = await (await call(`/events.ics?include=${event.id}`)).text();
    const vevent = (text: string) => text.slice(text.indexOf('BEGIN:VEVENT'), text.indexOf('END:VEVENT'));
    expect(vevent(one)).toBe(vevent(feed));
  });

  it('speaks the content language, and names the file by the slug shown', async () => {
    const event = events.dst;
    const { res, vevent } = await file(`/eu/site/events/v1/events/${event.id}.ics`);
    expect(vevent.getFirstPropertyValue('summary')).toBe('Gaueko kontzertua (eu)');
    expect(vevent.getFirstProperty('summary')!.getParameter('language')).toBe('eu');
    expect(vevent.getFirstPropertyValue('url')).toBe('http://api.test/eu/event/gaueko-kontzertua/');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="gaueko-kontzertua.ics"');
    const gl = await file(`/site/events/v1/events/${event.id}.ics?translation_language=gl`);
    expect(gl.vevent.getFirstProperty('summary')!.getParameter('language')).toBe('es');
  });

  it('gives all-day events as dates, the end day excluded', async () => {
    const { vevent } = await file(`/events/${events.allDay.id}.ics`);
    expect(dtstart(vevent).isDate).toBe(true);
    expect(dtstart(vevent).toString()).toBe('2027-04-10');
    expect(dtend(vevent).toString()).toBe('2027-04-13');
  });

  it('shows a password-protected event as the feed does, or in full with its password', async () => {
    const id = events.locked.id;
    const locked = await file(`/events/${id}.ics`);
    expect(locked.vevent.getFirstPropertyValue('summary')).toBe('Cena de socios');
    for (const name of ['description', 'location', 'geo']) {
      expect(locked.vevent.hasProperty(name), name).toBe(false);
    }
    expect(locked.text).not.toContain('secreta');
    const open = await file(`/events/${id}.ics?password=sesame`);
    expect(open.res.headers.get('x-cache')).toBe('BYPASS');
    expect(open.vevent.getFirstPropertyValue('description')).toBe('La dirección secreta');
    const wrong = await call(`/events/${id}.ics?password=nope`);
    expect(wrong.status).toBe(403);
    expect((await json(wrong)).code).toBe('event-password-protected');
  });

  it('follows the visibility of single reads', async () => {
    const draft = await call(`/events/${events.draft.id}.ics`);
    expect([draft.status, (await json(draft)).code]).toEqual([403, 'event-not-accessible']);
    const trashed = await call(`/events/${events.trashed.id}.ics`);
    expect([trashed.status, (await json(trashed)).code]).toEqual([403, 'event-no-longer-available']);
    const asEditor = await file(`/events/${events.draft.id}.ics`, { headers: bearer(admin.key) });
    expect(asEditor.vevent.getFirstPropertyValue('summary')).toBe('Borrador');
    // Hidden from listings, not from single reads.
    expect((await file(`/events/${events.hidden.id}.ics`)).vevent.getFirstPropertyValue('summary')).toBe(
      'Oculto',
    );
    const unknown = await call('/events/99999999.ics');
    expect([unknown.status, (await json(unknown)).code]).toEqual([404, 'rest-event-not-found']);
    expect((await call('/events/99999999999.ics')).status).toBe(404);
    const venueId = await insertPost('venue', 'Not an event');
    const notEvent = await call(`/events/${venueId}.ics`);
    expect([notEvent.status, (await json(notEvent)).code]).toEqual([400, 'rest-invalid-event-id']);
    expect((await call(`/events/${events.dst.id}.ics?translation_language=fr`)).status).toBe(400);
    expect((await call(`/events/${events.dst.id}.ics`, { method: 'POST' })).status).toBe(405);
  });

  it('is cached like single reads, and changes with a write', async () => {
    const path = `/events/${events.allDay.id}.ics`;
    const first = await call(path);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    await first.text();
    let again = await call(path);
    for (let i = 0; i < 20 && again.headers.get('x-cache') !== 'HIT'; i++) {
      await again.text();
      again = await call(path);
    }
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect((await call(path, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
    await send('PATCH', `/events/${events.allDay.id}`, { title: 'Feria de abril' }, admin.key);
    const changed = await file(path);
    expect(changed.vevent.getFirstPropertyValue('summary')).toBe('Feria de abril');
  });
});
