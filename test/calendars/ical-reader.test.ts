import { describe, expect, it } from 'vitest';
import { CalendarReadError } from '../../src/calendars/reader';
import { readerOf } from '../../src/calendars/readers';
import google from '../fixtures/calendars/google.ics?raw';
import outlook from '../fixtures/calendars/outlook.ics?raw';
import { byTitle, context, eventsOf, page, venueOf } from './support';

/**
 * The `ical` reader (src/calendars/ical-reader.ts) on feeds shaped as Google Calendar and Outlook publish
 * them: series with an exception moved and one excluded, VTIMEZONE (an IANA one and Outlook's Windows
 * name), all-day events, a cancelled event; events that ended before the run are left out.
 */

const NOW = '2026-12-01T10:00:00Z';

async function read(text: string, more = {}) {
  const reader = await readerOf('ical');
  const ctx = context('https://calendar.google.com/calendar/ical/x/public/basic.ics', NOW, more);
  return reader.readPage(page(reader.firstRequest(ctx), text, 'text/calendar'), ctx);
}

describe('the ical reader', () => {
  it('reads a Google Calendar feed: a weekly series with a moved and an excluded date, all-day, cancelled', async () => {
    const { set, next } = await read(google);
    expect(next).toBeNull();
    const series = byTitle(set, 'Ensayo abierto');
    expect(series.kind).toBe('series');
    expect(series.uid).toBe('5j3k9q0m1c2v7r8s6t4u2p0o9n@google.com');
    expect(series.series!.recurrence[0]).toMatch(/^RRULE:FREQ=WEEKLY;.*BYDAY=WE/);
    expect(series.series!.recurrence.some((line) => line.includes('EXDATE'))).toBe(true);
    const moved = byTitle(set, 'Ensayo abierto (jueves)');
    expect(moved.uid).toBe('5j3k9q0m1c2v7r8s6t4u2p0o9n@google.com#2026-12-16T19:00:00');
    expect(moved.occurrence).toMatchObject({ templateId: series.id, recurrenceId: '2026-12-16 19:00:00' });
    expect(moved.event).toMatchObject({ startLocal: '2026-12-17 20:00:00', timezone: 'Europe/Madrid' });
    expect(venueOf(set, series)).toMatchObject({ title: 'Teatro Arriaga' });

    const allDay = byTitle(set, 'Puertas abiertas');
    expect(allDay.event).toMatchObject({
      allDay: true,
      startLocal: '2026-12-08 00:00:00',
      endLocal: '2026-12-09 23:59:59',
      timezone: 'Europe/Madrid',
    });
    const cancelled = byTitle(set, 'Concierto de Navidad');
    expect(cancelled.uid).toBe('7x8y9z0a1b2c3d4e5f6g7h8i9j@google.com');
    expect(cancelled.event!.facts?.status).toBe('cancelled');
    // Ended before the run.
    expect(set.posts.some((p) => p.title === 'Ya pasó')).toBe(false);
    expect(set.problems.map((p) => p.reason)).toContain('1 event(s) already ended: left out');
    for (const event of eventsOf(set)) expect(event.uid).toBeTruthy();
  });

  it('reads an Outlook feed: a Windows zone, its HTML description, a monthly series with an exception', async () => {
    const { set } = await read(outlook);
    const series = byTitle(set, 'Club de lectura');
    expect(series.kind).toBe('series');
    expect(series.uid).toMatch(/^040000008200E00074C5B7101A82E008/);
    expect(series.content).toBe('<P>Club de <B>lectura</B> mensual</P>');
    // "Romance Standard Time" is no IANA name: the instants are the VTIMEZONE's, shown in the site's zone.
    expect(series.event).toMatchObject({ startUtc: '2026-12-03 17:00:00', timezone: 'Europe/Madrid' });
    const exception = byTitle(set, "Club de lectura amb l'autora");
    expect(exception.event!.startUtc).toBe('2027-02-04 18:00:00');
    expect(venueOf(set, exception)).toMatchObject({ title: "Sala d'actes" });
    expect(byTitle(set, 'Festa major').event).toMatchObject({
      allDay: true,
      startLocal: '2026-12-19 00:00:00',
    });
  });

  it('is deterministic', async () => {
    expect(JSON.stringify((await read(google)).set)).toBe(JSON.stringify((await read(google)).set));
  });

  it('refuses what is not a feed, in words an editor understands', async () => {
    await expect(read('<!DOCTYPE html><html><body>Calendar</body></html>')).rejects.toThrow(
      /answered a web page \(HTML\), not an iCalendar feed/,
    );
    await expect(read('{"events":[]}')).rejects.toThrow(CalendarReadError);
    await expect(read('')).rejects.toThrow(/answered nothing/);
  });
});
