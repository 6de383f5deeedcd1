import { describe, expect, it } from 'vitest';
import { readerOf } from '../../src/calendars/readers';
import events from '../fixtures/calendars/gancio-events.json';
import { byTitle, context, eventsOf, page, venueOf } from './support';

/**
 * The `gancio` reader (src/calendars/gancio-reader.ts) on an answer shaped as Gancio 1.21's
 * `GET /api/events` gives it (server/api/controller/event.js, `_select`): Unix times, the place with
 * coordinates, tags as names, media as files under /media/, online addresses, an occurrence of a
 * recurring event (`parentId`), a multi-day event.
 */

const NOW = '2026-12-01T10:00:00Z';
const answer = JSON.stringify(events);

async function read(text = answer, more = {}) {
  const reader = await readerOf('gancio');
  const ctx = context('https://gancio.example.eus/', NOW, more);
  return reader.readPage(page(reader.firstRequest(ctx), text), ctx);
}

describe('the gancio reader', () => {
  it('asks for the events from now on, recurring ones included', async () => {
    const reader = await readerOf('gancio');
    expect(reader.firstRequest(context('https://gancio.example.eus/', NOW)).url).toBe(
      'https://gancio.example.eus/api/events?start=1796119200&show_recurrent=true',
    );
  });

  it('reads each event with its place, tags, image and online address, named gancio:<id>', async () => {
    const { set, next } = await read();
    expect(next).toBeNull();
    expect(eventsOf(set).map((e) => e.uid)).toEqual(['gancio:412', 'gancio:425', 'gancio:418', 'gancio:420']);
    const assembly = byTitle(set, 'Asamblea abierta del barrio');
    expect(assembly.event).toMatchObject({
      startUtc: '2026-12-02 18:00:00',
      endUtc: '2026-12-02 20:00:00',
      startLocal: '2026-12-02 19:00:00',
      timezone: 'Europe/Madrid',
      website: 'https://gancio.example.eus/event/asamblea-abierta-del-barrio',
    });
    expect(assembly.image).toEqual({
      url: 'https://gancio.example.eus/media/8c2f1b7e4d9a4f0c9e3b1a2d5f6e7c8b.jpg',
    });
    expect(venueOf(set, assembly)).toMatchObject({
      uid: 'gancio:place:7',
      title: 'Gaztetxe Kukutza',
      venue: { address: 'Errekalde kalea 12, Bilbo', lat: 43.2533, lng: -2.9456 },
    });
    expect(assembly.termIds.map((id) => set.terms.find((t) => t.id === id)?.name)).toEqual([
      'asamblea',
      'barrio',
    ]);
    // The same place, one venue.
    expect(venueOf(set, byTitle(set, 'Taller de serigrafía'))?.id).toBe(venueOf(set, assembly)?.id);

    const online = byTitle(set, 'Charla en línea: radios libres');
    expect(online.event!.venueIds).toEqual([]);
    expect(online.event!.facts).toMatchObject({
      attendanceMode: 'online',
      onlineUrl: 'https://meet.example.org/radios-libres',
    });
    // No end: it ends when it starts.
    expect(online.event!.endUtc).toBe(online.event!.startUtc);
    expect(byTitle(set, 'Jornadas de soberanía alimentaria').event).toMatchObject({
      startUtc: '2026-12-18 08:00:00',
      endUtc: '2026-12-20 19:00:00',
    });
  });

  it('leaves out what ended and what is past the budget, saying so', async () => {
    const { set } = await read(answer, { now: new Date('2026-12-05T00:00:00Z'), maxEvents: 1 });
    expect(eventsOf(set).map((e) => e.uid)).toEqual(['gancio:418']);
    expect(set.problems.map((p) => p.reason)).toEqual([
      '2 event(s) already ended: left out',
      '1 event(s) past the budget of 1 events of a run: left out',
    ]);
  });

  it('refuses what is not a Gancio list, in words', async () => {
    await expect(read('<html><body>Not found</body></html>')).rejects.toThrow(
      /answered a web page \(HTML\), not a Gancio instance's list of events/,
    );
    await expect(read('{"events":[]}')).rejects.toThrow(/JSON that is not a Gancio list of events/);
  });
});
