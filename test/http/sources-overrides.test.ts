import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, json, send } from '../helpers';
import { keptQueue, lastRun, runNow, serveSources } from '../sources-harness';

/**
 * A recurring event with an occurrence the source moved (a RECURRENCE-ID override, as Google and Outlook write
 * them): the series comes in without that date (an EXDATE) and the moved occurrence as an event of its own,
 * at its new time, with its own title.
 */

const FEED = 'https://choir.example.org/rehearsals.ics';
let editor: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

afterEach(() => vi.unstubAllGlobals());

/** A Wednesday some weeks ahead, as `YYYYMMDD`. */
function wednesdayAhead(weeks: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7 * weeks + ((3 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10).replace(/-/g, '');
}

const plusDays = (ymd: string, days: number) => {
  const d = new Date(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10).replace(/-/g, '');
};

describe('a recurring event with a moved occurrence', () => {
  it('comes in as the series without that date, and the moved one on its own at its new time', async () => {
    const first = wednesdayAhead(2);
    const moved = plusDays(first, 14);
    const until = plusDays(first, 42);
    const feed = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
      'BEGIN:VEVENT',
      `DTSTART;TZID=Europe/Madrid:${first}T190000`,
      `DTEND;TZID=Europe/Madrid:${first}T210000`,
      `RRULE:FREQ=WEEKLY;BYDAY=WE;UNTIL=${until}T225959Z`,
      'UID:rehearsal@choir.example.org',
      'SUMMARY:Ensayo abierto',
      'END:VEVENT',
      'BEGIN:VEVENT',
      `DTSTART;TZID=Europe/Madrid:${plusDays(moved, 1)}T200000`,
      `DTEND;TZID=Europe/Madrid:${plusDays(moved, 1)}T220000`,
      'UID:rehearsal@choir.example.org',
      `RECURRENCE-ID;TZID=Europe/Madrid:${moved}T190000`,
      'SUMMARY:Ensayo abierto (jueves)',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    serveSources(() => new Response(feed, { headers: { 'Content-Type': 'text/calendar' } }));
    const source = await json(
      await send('POST', '/sources', { kind: 'ical', url: FEED, default_status: 'publish' }, editor),
    );
    await runNow(editor, source.id, keptQueue());
    const run = await lastRun(editor, source.id);
    expect(run, JSON.stringify(run.errors)).toMatchObject({ new: 2, failed: 0 });

    const day = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6)}`;
    const week = await json(
      await send(
        'GET',
        `/events?search=Ensayo&start_date=${day(moved)}&end_date=${day(plusDays(moved, 2))}`,
        undefined,
        editor,
      ),
    );
    expect(week.events.map((e: { title: string; start_date: string }) => [e.title, e.start_date])).toEqual([
      ['Ensayo abierto (jueves)', `${day(plusDays(moved, 1))} 20:00:00`],
    ]);
    // The weeks around it keep their Wednesday.
    const before = await json(
      await send(
        'GET',
        `/events?search=Ensayo&start_date=${day(first)}&end_date=${day(first)}`,
        undefined,
        editor,
      ),
    );
    expect(before.events.map((e: { title: string }) => e.title)).toEqual(['Ensayo abierto']);
  });
});
