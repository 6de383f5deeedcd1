import { describe, expect, it } from 'vitest';
import { readWhen } from '../../src/calendars/page-reader';
import { CalendarReadError } from '../../src/calendars/reader';
import { readerOf } from '../../src/calendars/readers';
import hevent from '../fixtures/calendars/hevent-page.html?raw';
import jsonld from '../fixtures/calendars/jsonld-page.html?raw';
import tecJsonld from '../fixtures/calendars/tec-jsonld-page.html?raw';
import { byTitle, context, eventsOf, page, venueOf } from './support';

/**
 * The `page` reader (src/calendars/page-reader.ts): a theatre's programme as schema.org JSON-LD in a
 * `@graph` (a MusicEvent, a cancelled TheaterEvent, an online event, an all-day exhibition, a place named
 * by `@id`), and a page of h-event microformats.
 */

const NOW = '2026-12-01T10:00:00Z';

async function read(text: string, url = 'https://auditorio.example.gal/programa/', more = {}) {
  const reader = await readerOf('page');
  const ctx = context(url, NOW, more);
  return reader.readPage(page(reader.firstRequest(ctx), text, 'text/html'), ctx);
}

describe('the page reader on JSON-LD', () => {
  it('reads the events of a @graph, with their place by @id, offers, organizer, status and language', async () => {
    const { set, next } = await read(jsonld);
    expect(next).toBeNull();
    const concert = byTitle(set, 'Real Filharmonía de Galicia: Concerto de Nadal');
    expect(concert).toMatchObject({
      uid: 'https://auditorio.example.gal/programa/real-filharmonia-decembro/#event',
      permalink: 'https://auditorio.example.gal/programa/real-filharmonia-decembro/',
      lang: 'gl',
      image: { url: 'https://auditorio.example.gal/media/rfg-nadal-1200.jpg' },
      content: '<p>Obras de Tchaikovski &amp; Prokofiev. Dirección: Baldur Brönnimann.</p>',
    });
    expect(concert.event).toMatchObject({
      startUtc: '2026-12-18 19:30:00',
      endUtc: '2026-12-18 21:15:00',
      startLocal: '2026-12-18 20:30:00',
      cost: '12.5, 18',
      currency: { code: 'EUR' },
    });
    expect(concert.event!.facts).toMatchObject({ status: 'scheduled', attendanceMode: 'offline' });
    expect(venueOf(set, concert)).toMatchObject({
      title: 'Auditorio de Galicia',
      venue: {
        address: 'Avenida do Burgo das Nacións s/n',
        city: 'Santiago de Compostela',
        zip: '15705',
        lat: 42.8895,
      },
    });
    const organizer = set.posts.find((p) => p.id === concert.event!.organizerIds[0]);
    expect(organizer).toMatchObject({
      title: 'Consorcio de Santiago',
      organizer: { website: 'https://consorcio.example.gal/' },
    });

    const play = byTitle(set, 'A casa de Bernarda Alba');
    expect(play.event!.facts).toMatchObject({ status: 'cancelled' });
    expect(venueOf(set, play)?.id).toBe(venueOf(set, concert)?.id);

    const online = byTitle(set, 'Obradoiro en liña: escoita activa');
    expect(online.uid).toBe('https://auditorio.example.gal/programa/obradoiro-escoita/');
    // No offset: in the run's zone.
    expect(online.event).toMatchObject({
      startLocal: '2026-12-15 18:00:00',
      startUtc: '2026-12-15 17:00:00',
      cost: '0',
    });
    expect(online.event!.facts).toMatchObject({
      attendanceMode: 'online',
      onlineUrl: 'https://meet.example.gal/escoita',
    });
    expect(online.termIds.map((id) => set.terms.find((t) => t.id === id)?.name)).toEqual([
      'obradoiro',
      'música',
      'familias',
    ]);

    const exhibition = byTitle(set, 'Mostra: Carteis do Auditorio');
    expect(exhibition.uid).toMatch(/^https:\/\/auditorio\.example\.gal\/programa\/#[0-9a-f]{16}$/);
    expect(exhibition.event).toMatchObject({
      allDay: true,
      startLocal: '2026-12-01 00:00:00',
      endLocal: '2027-01-31 23:59:59',
    });
    expect(venueOf(set, exhibition)?.title).toBe('Vestíbulo do Auditorio');

    expect(set.posts.some((p) => p.title === 'Concerto que xa pasou')).toBe(false);
    expect(eventsOf(set)).toHaveLength(4);
  });

  it("reads TEC's own JSON-LD (a recorded event page's), its entities decoded", async () => {
    const reader = await readerOf('page');
    const ctx = context('http://127.0.0.1:8881/event/sample-event/', '2026-11-26T00:00:00Z');
    const { set } = reader.readPage(page(reader.firstRequest(ctx), tecJsonld, 'text/html'), ctx);
    const event = byTitle(set, 'Sample Event');
    expect(event.uid).toBe('http://127.0.0.1:8881/event/sample-event/');
    expect(event.event).toMatchObject({
      startUtc: '2026-11-28 18:00:00',
      endUtc: '2026-11-28 21:00:00',
      cost: '15',
    });
    expect(event.content).toMatch(/^<p>Sample excerpt/);
    expect(venueOf(set, event)).toMatchObject({
      title: 'Sample Venue',
      venue: { address: '42 Loop Rd', city: 'Localhost', zip: '90001', country: 'US' },
    });
    const organizer = set.posts.find((p) => p.id === event.event!.organizerIds[0]);
    expect(organizer).toMatchObject({
      title: 'Sample Organizer',
      organizer: { email: 'sample@example.com' },
    });
  });

  it('names events that share one address by that address and their start', async () => {
    const performance = (start: string) =>
      `{"@type":"TheaterEvent","name":"Hamlet","url":"https://teatro.example/hamlet","startDate":"${start}"}`;
    const html = `<html><script type="application/ld+json">[${performance('2026-12-10T20:00:00+01:00')},${performance('2026-12-11T20:00:00+01:00')}]</script></html>`;
    const { set } = await read(html);
    expect(eventsOf(set).map((e) => e.uid)).toEqual([
      'https://teatro.example/hamlet#2026-12-10T19:00:00Z',
      'https://teatro.example/hamlet#2026-12-11T19:00:00Z',
    ]);
  });

  it('is deterministic', async () => {
    expect(JSON.stringify((await read(jsonld)).set)).toBe(JSON.stringify((await read(jsonld)).set));
  });
});

describe('the page reader on h-event', () => {
  it('reads names, times, locations as h-cards, photos, content made safe and categories', async () => {
    const { set } = await read(hevent, 'https://ateneu.example.cat/agenda');
    const concert = byTitle(set, 'Concert de cambra');
    expect(concert).toMatchObject({
      uid: 'https://ateneu.example.cat/agenda/concert-de-cambra',
      image: { url: 'https://ateneu.example.cat/img/cambra.jpg' },
    });
    expect(concert.content).toContain('<strong>Toldrà</strong>');
    expect(concert.content).not.toContain('script');
    expect(concert.event).toMatchObject({
      startLocal: '2026-12-11 19:30:00',
      endLocal: '2026-12-11 21:00:00',
    });
    expect(venueOf(set, concert)).toMatchObject({
      title: "Sala Gran de l'Ateneu",
      venue: { address: 'Carrer de Sant Pere 12', city: 'Barcelona', lat: 41.3888, lng: 2.1776 },
    });
    expect(concert.termIds.map((id) => set.terms.find((t) => t.id === id)?.name)).toEqual([
      'música',
      'clàssica',
    ]);

    const fair = byTitle(set, "Fira d'entitats");
    expect(fair.event).toMatchObject({
      allDay: true,
      startLocal: '2026-12-19 00:00:00',
      endLocal: '2026-12-20 23:59:59',
    });
    expect(fair.content).toBe(
      '<p>Les entitats del barri mostren el que fan &amp; conviden a participar.</p>',
    );
    expect(venueOf(set, fair)?.title).toBe('Plaça del Diamant');
    expect(fair.uid).toMatch(/^https:\/\/ateneu\.example\.cat\/agenda#[0-9a-f]{16}$/);

    expect(byTitle(set, 'Xerrada amb hora UTC').event!.startUtc).toBe('2026-12-14 17:00:00');
    expect(set.problems.map((p) => p.reason)).toContain('its start (aviat) is no date: left out');
  });
});

describe('the page reader refuses and bounds', () => {
  it('a page with no events, or no page, in words', async () => {
    await expect(read('<html><body><p>Hola</p></body></html>')).rejects.toThrow(
      /lists no events a program can read: it has neither schema.org Event data \(JSON-LD\) nor h-event microformats/,
    );
    await expect(read('{"events": []}')).rejects.toThrow(CalendarReadError);
    await expect(read('BEGIN:VCALENDAR\r\nEND:VCALENDAR')).rejects.toThrow(
      /answered an iCalendar feed, not a web page/,
    );
  });

  it('JSON-LD nested far deeper than read, quickly', async () => {
    const depth = 100_000;
    const deep = `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;
    const event = '{"@type":"Event","name":"Top","startDate":"2026-12-20"}';
    const html = `<html><script type="application/ld+json">[${event},${deep}]</script></html>`;
    const started = performance.now();
    const { set } = await read(html);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(eventsOf(set).map((e) => e.title)).toEqual(['Top']);
    expect(set.problems.map((p) => p.reason)).toContain(
      "the page's JSON-LD nests deeper than 32 levels: the deeper part was not read",
    );
  });

  it('HTML nested far deeper than read, and 200 000 unclosed tags, in linear time', async () => {
    const nested = `<html><body>${'<div class="h-event">'.repeat(50_000)}<span class="p-name">x</span></body></html>`;
    const started = performance.now();
    const { set } = await read(
      nested.replace('<span', '<time class="dt-start" datetime="2026-12-20">d</time><span'),
    );
    expect(performance.now() - started).toBeLessThan(3000);
    expect(eventsOf(set).length).toBeLessThanOrEqual(5000);
    expect(set.problems.map((p) => p.reason)).toContain(
      'the page has more elements or nesting than are read: the rest was not read',
    );
    const unclosed = `<html>${'<p class="p-name"><'.repeat(200_000)}</html>`;
    const again = performance.now();
    await expect(read(unclosed)).rejects.toThrow(CalendarReadError);
    expect(performance.now() - again).toBeLessThan(3000);
  });

  it('100 000 events: at most the budget kept, the rest said', async () => {
    const events = Array.from(
      { length: 100_000 },
      (_, i) =>
        `{"@type":"Event","name":"E${i}","url":"https://x.example/e/${i}","startDate":"2027-01-01T10:00:00Z"}`,
    );
    const html = `<html><script type="application/ld+json">[${events.join(',')}]</script></html>`;
    const started = performance.now();
    const { set } = await read(html, 'https://x.example/', { maxEvents: 500 });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(eventsOf(set)).toHaveLength(500);
    expect(set.problems.some((p) => /past the budget of 500 events/.test(p.reason))).toBe(true);
  });

  it('reads dates and times as pages write them', () => {
    expect(readWhen('2026-12-10')).toEqual({ date: '2026-12-10' });
    expect(readWhen('2026-12-10T19:00')).toEqual({ local: '2026-12-10 19:00:00' });
    expect(readWhen('2026-12-10 19:00:00.123+0100')).toEqual({ utc: '2026-12-10 18:00:00' });
    expect(readWhen('2026-12-10T19:00:00-05')).toEqual({ utc: '2026-12-11 00:00:00' });
    expect(readWhen('21:30', '2026-12-10')).toEqual({ local: '2026-12-10 21:30:00' });
    expect(readWhen('next Tuesday')).toBeNull();
    expect(readWhen(`2026-12-10T19:00${'0'.repeat(100_000)}`)).toBeNull();
  });
});
