import ICAL from 'ical.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, callOnce, createEvent, createUser, json, send } from '../helpers';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

/**
 * The facts in the iCalendar feed: a cancelled event is `STATUS:CANCELLED` (calendars strike it through),
 * a postponed one `TENTATIVE`, its reason opens the description, and the online address is a
 * `CONFERENCE` (RFC 7986) once the reader may see it. Read back with ical.js, an independent parser.
 */

let editor: { key: string };
const YEAR = 'start_date=2033-01-01&end_date=2033-12-31';

beforeAll(async () => {
  editor = await createUser('editor');
});

afterEach(() => {
  vi.useRealTimers();
});

/** The VEVENTs of a feed by SUMMARY, as ical.js reads them. */
function eventsOf(ics: string): Map<string, ICAL.Component[]> {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const bySummary = new Map<string, ICAL.Component[]>();
  for (const vevent of calendar.getAllSubcomponents('vevent')) {
    const summary = String(vevent.getFirstPropertyValue('summary'));
    bySummary.set(summary, [...(bySummary.get(summary) ?? []), vevent]);
  }
  return bySummary;
}

const feed = async (query: string) => {
  const res = await call(`/events.ics?${YEAR}&${query}`);
  expect(res.status).toBe(200);
  return res.text();
};

describe('the facts in events.ics', () => {
  it('cancelled: STATUS:CANCELLED, the reason first in the description, in the content language', async () => {
    await createEvent(editor.key, {
      title: 'Concierto suspendido',
      start_date: '2033-02-10 20:00',
      end_date: '2033-02-10 22:00',
      description: '<p>Programa de cámara.</p>',
      event_status: 'cancelled',
      event_status_reason: 'El solista está enfermo.',
      translations: { eu: { event_status_reason: 'Bakarlaria gaixorik dago.' } },
    });
    await createEvent(editor.key, {
      title: 'Obra aplazada',
      start_date: '2033-02-11 20:00',
      end_date: '2033-02-11 22:00',
      event_status: 'postponed',
    });
    await createEvent(editor.key, {
      title: 'Función normal',
      start_date: '2033-02-12 20:00',
      end_date: '2033-02-12 22:00',
    });
    const events = eventsOf(await feed(''));
    const cancelled = events.get('Concierto suspendido')![0]!;
    expect(cancelled.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.getFirstPropertyValue('description')).toBe(
      'Cancelado: El solista está enfermo.\n\nPrograma de cámara.',
    );
    expect(events.get('Obra aplazada')![0]!.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(events.get('Obra aplazada')![0]!.getFirstPropertyValue('description')).toBe('Aplazado');
    expect(events.get('Función normal')![0]!.getFirstPropertyValue('status')).toBeNull();
    const basque = eventsOf(
      await (await call(`/eu/site/events/v1/events.ics?${YEAR}&event_status=cancelled`)).text(),
    );
    expect(basque.get('Concierto suspendido')![0]!.getFirstPropertyValue('description')).toMatch(
      /^Bertan behera utzita: Bakarlaria gaixorik dago\./,
    );
  });

  it('a password-protected cancelled event says so, with nothing of its protected fields', async () => {
    const { id }: Json = await createEvent(editor.key, {
      title: 'Ensayo cerrado',
      start_date: '2033-03-01 20:00',
      end_date: '2033-03-01 22:00',
      description: 'Secret programme.',
      event_status: 'cancelled',
      event_status_reason: 'Sala cerrada.',
      online_url: 'https://stream.example.org/secret',
    });
    await send('PATCH', `/events/${id}`, { password: 'pw' }, editor.key);
    const ics = await feed('search=ensayo');
    const entry = eventsOf(ics).get('Ensayo cerrado')![0]!;
    expect(entry.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(entry.getFirstPropertyValue('description')).toBe('Cancelado: Sala cerrada.');
    expect(ics).not.toContain('stream.example.org');
    expect(ics).not.toContain('Secret');
  });

  it('the online address: a CONFERENCE and a line of the description from its time, and the cached feed expires then', async () => {
    await createEvent(editor.key, {
      title: 'Charla en línea',
      start_date: '2033-04-01 18:00',
      end_date: '2033-04-01 19:00',
      timezone: 'UTC',
      attendance_mode: 'online',
      online_url: 'https://stream.example.org/charla',
      online_url_visible_before: 60,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2033, 3, 1, 16, 59));
    const before = await feed('search=charla');
    expect(before).not.toContain('CONFERENCE');
    expect(before).not.toContain('stream.example.org');
    vi.setSystemTime(Date.UTC(2033, 3, 1, 17, 0));
    const res = await callOnce(`/events.ics?${YEAR}&search=charla`);
    expect(res.headers.get('x-cache')).toBe('MISS');
    const after = await res.text();
    const entry = eventsOf(after).get('Charla en línea')![0]!;
    expect(entry.getFirstPropertyValue('conference')).toBe('https://stream.example.org/charla');
    expect(after).toContain('CONFERENCE;VALUE=URI;FEATURE=VIDEO:https://stream.example.org/charla');
    expect(entry.getFirstPropertyValue('description')).toBe('En línea: https://stream.example.org/charla');
  });

  it('a date of a series cancelled alone is its own entry (RECURRENCE-ID) with STATUS:CANCELLED', async () => {
    const template: Json = await createEvent(editor.key, {
      title: 'Taller semanal',
      start_date: '2033-05-03 18:00',
      end_date: '2033-05-03 19:00',
      timezone: 'Europe/Madrid',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    });
    const occurrences: Json = await json(await call(`/events/${template.id}/occurrences`));
    await send(
      'PATCH',
      `/events/${occurrences.events[2].id}`,
      { event_status: 'cancelled', event_status_reason: 'Festivo.' },
      editor.key,
    );
    const entries = eventsOf(await feed('search=taller')).get('Taller semanal')!;
    expect(entries).toHaveLength(2);
    const [master, override] = entries;
    expect(master!.getFirstPropertyValue('rrule')).not.toBeNull();
    expect(master!.getFirstPropertyValue('status')).toBeNull();
    expect(override!.getFirstPropertyValue('recurrence-id')!.toString()).toBe('2033-05-17T18:00:00');
    expect(override!.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(override!.getFirstPropertyValue('description')).toBe('Cancelado: Festivo.');

    // The whole series cancelled, one date kept: the series is cancelled, that date is its own entry.
    await send('PATCH', `/events/${template.id}`, { event_status: 'cancelled' }, editor.key);
    await send('PATCH', `/events/${occurrences.events[0].id}`, { event_status: 'scheduled' }, editor.key);
    const again = eventsOf(await feed('search=taller')).get('Taller semanal')!;
    expect(again[0]!.getFirstPropertyValue('status')).toBe('CANCELLED');
    const kept = again.find(
      (e) => e.getFirstPropertyValue('recurrence-id')?.toString() === '2033-05-03T18:00:00',
    );
    expect(kept?.getFirstPropertyValue('status')).toBeNull();
    // The date cancelled alone now says what the series says: no entry of its own is needed, but its reason is.
    expect(
      again.some((e) => e.getFirstPropertyValue('recurrence-id')?.toString() === '2033-05-17T18:00:00'),
    ).toBe(true);
  });
});
