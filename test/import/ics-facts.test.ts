import { beforeAll, describe, expect, it } from 'vitest';
import { readIcs } from '../../src/calendars/ics';
import { bearer, call, createUser, json } from '../helpers';
import { idOf, importSource, NOW } from './series-support';

/**
 * What an iCalendar feed says of an event's status and attendance (docs/import.md): a cancelled event stays,
 * cancelled (it was left out, so a cancelled concert vanished instead of being shown struck through); RFC 7986's
 * CONFERENCE is the online address, online alone or mixed with a place; TENTATIVE is no status here.
 */

const ics = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Corpus//Facts//EN', ...events, 'END:VCALENDAR', ''].join(
    '\r\n',
  );

const vevent = (uid: string, lines: string[]) =>
  [
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'DTSTAMP:20261101T100000Z',
    'DTSTART;TZID=Europe/Madrid:20270310T190000',
    'DTEND;TZID=Europe/Madrid:20270310T210000',
    ...lines,
    'END:VEVENT',
  ].join('\r\n');

let admin: string;
const read = async (uid: string) =>
  json(await call(`/events/${await idOf(uid)}`, { headers: bearer(admin) }));

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  const feed = ics(
    vevent('cancelled@facts', [
      'SUMMARY:Concierto suspendido',
      'STATUS:CANCELLED',
      'LOCATION:Teatro Arriaga, Bilbao',
    ]),
    vevent('online@facts', [
      'SUMMARY:Charla en línea',
      'CONFERENCE;VALUE=URI;FEATURE=VIDEO:https://meet.example/abc',
    ]),
    vevent('mixed@facts', [
      'SUMMARY:Mesa redonda',
      'LOCATION:Biblioteca, Vigo',
      'CONFERENCE;VALUE=URI;FEATURE=AUDIO,VIDEO:https://stream.example/mesa',
    ]),
    vevent('tentative@facts', [
      'SUMMARY:Por confirmar',
      'STATUS:TENTATIVE',
      'CONFERENCE;VALUE=URI:tel:+34-900-000',
    ]),
  );
  await importSource(readIcs(feed, { location: 'facts.ics', windowMonths: 24, now: NOW }));
});

describe('an iCalendar feed', () => {
  it('keeps a cancelled event, cancelled', async () => {
    const event = await read('cancelled@facts');
    expect(event).toMatchObject({
      title: 'Concierto suspendido',
      status: 'publish',
      event_status: 'cancelled',
    });
    expect(event.json_ld.eventStatus).toBe('https://schema.org/EventCancelled');
  });

  it('reads CONFERENCE as the online address: online alone, mixed with a place', async () => {
    expect(await read('online@facts')).toMatchObject({
      attendance_mode: 'online',
      online_url: 'https://meet.example/abc',
      event_status: 'scheduled',
    });
    expect(await read('mixed@facts')).toMatchObject({
      attendance_mode: 'mixed',
      online_url: 'https://stream.example/mesa',
    });
  });

  it('takes TENTATIVE as no status, and no address that is not http', async () => {
    expect(await read('tentative@facts')).toMatchObject({
      event_status: 'scheduled',
      attendance_mode: 'offline',
      online_url: null,
    });
  });
});
