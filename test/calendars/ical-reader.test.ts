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

  it('keeps a series while an occurrence is still to come, without the ones that ended', async () => {
    const { set } = await read(google, { now: new Date('2026-12-20T10:00:00Z') });
    const series = byTitle(set, 'Ensayo abierto');
    const occurrences = set.posts.filter((p) => p.occurrence?.templateId === series.id);
    expect(occurrences.map((p) => p.occurrence!.recurrenceId)).toEqual([
      '2026-12-23 19:00:00',
      '2027-01-06 19:00:00',
      '2027-01-13 19:00:00',
      '2027-01-20 19:00:00',
    ]);
    expect(set.posts.some((p) => p.title === 'Ensayo abierto (jueves)')).toBe(false);
    const after = await read(google, { now: new Date('2027-02-01T10:00:00Z') });
    expect(after.set.posts.some((p) => p.title === 'Ensayo abierto')).toBe(false);
    expect(eventsOf(after.set)).toEqual([]);
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

  it('bounds a rule that repeats forever by the budget of occurrences', async () => {
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:forever@example.org',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261201T120000Z',
      'DTEND:20261201T120500Z',
      'RRULE:FREQ=MINUTELY;INTERVAL=10',
      'SUMMARY:Every ten minutes',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const started = performance.now();
    const { set } = await read(feed, { maxOccurrences: 50 });
    expect(performance.now() - started).toBeLessThan(3000);
    expect(set.posts.filter((p) => p.kind === 'event').length).toBeLessThanOrEqual(50);
    expect(set.posts.filter((p) => p.kind === 'event').length).toBeGreaterThan(0);
    expect(set.problems.map((p) => p.reason).join(' ')).toMatch(/more than 50 occurrences|50 occurrences/);
  });

  it('reads a feed of 100 000 events up to the budget of events, quickly, and says what it left', async () => {
    const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0'];
    for (let i = 0; i < 100_000; i++) {
      const day = String(1 + (i % 28)).padStart(2, '0');
      lines.push(
        'BEGIN:VEVENT',
        `UID:e${i}@example.org`,
        'DTSTAMP:20261101T000000Z',
        `DTSTART:202701${day}T100000Z`,
        `DTEND:202701${day}T110000Z`,
        `SUMMARY:Event ${i}`,
        'END:VEVENT',
      );
    }
    lines.push('END:VCALENDAR', '');
    const started = performance.now();
    const { set } = await read(lines.join('\r\n'), { maxEvents: 1000 });
    const took = performance.now() - started;
    expect(eventsOf(set)).toHaveLength(1000);
    expect(set.problems.map((p) => p.reason)).toContain(
      '99000 event(s) past the budget of 1000 events of a run: left out',
    );
    expect(took).toBeLessThan(15_000);
  });
});
