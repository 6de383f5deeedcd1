import { describe, expect, it } from 'vitest';
import { CalendarReadError } from '../../src/calendars/reader';
import { readerOf } from '../../src/calendars/readers';
import site from '../fixtures/tec-site/site.json';
import { context, eventsOf, page, venueOf } from './support';

/**
 * The `tec` and `site` readers (src/calendars/tec-reader.ts) on the answers a real TEC site gave
 * (test/fixtures/tec-site: recorded from the TEC peer, 77 events on two pages of 50): events from now on,
 * embedded venues, organizers and terms mapped by the importer's mapping, the next page followed on the
 * same site only.
 */

const answers = site as unknown as Record<string, { body: Record<string, unknown> }>;
const PAGE = (n: number) =>
  answers[`tribe/events/v1/events?starts_after=1000-01-01&context=edit&per_page=50&page=${n}`]!.body;
const NOW = '2026-04-01T10:00:00Z';

describe('the tec reader', () => {
  it('asks for events from now on, 50 a page, published, from the site given by any of its addresses', async () => {
    const reader = await readerOf('tec');
    for (const url of [
      'https://agenda.example.org/',
      'https://agenda.example.org/wp-json/tribe/events/v1/',
    ]) {
      expect(reader.firstRequest(context(url, NOW)).url).toBe(
        'https://agenda.example.org/wp-json/tribe/events/v1/events?start_date=2026-04-01+12%3A00%3A00&per_page=50&status=publish',
      );
    }
    const own = await readerOf('site');
    expect(own.firstRequest(context('https://other.example.net', NOW)).url).toMatch(
      /^https:\/\/other\.example\.net\/site\/events\/v1\/events\?start_date=/,
    );
  });

  it("reads a page: each event with the site's id, its venue, organizers and terms; ended ones left out", async () => {
    const reader = await readerOf('tec');
    const ctx = context('http://127.0.0.1:8882', NOW);
    const request = reader.firstRequest(ctx);
    const { set, next } = reader.readPage(page(request, JSON.stringify(PAGE(1))), ctx);
    const events = eventsOf(set);
    const upcoming = (PAGE(1).events as { utc_end_date: string }[]).filter(
      (e) => e.utc_end_date >= '2026-04-01 10:00:00',
    );
    expect(events.length).toBe(upcoming.length);
    expect(events.length).toBeGreaterThan(0);
    expect(events.length).toBeLessThan(50);
    const first = events[0]!;
    const source = (PAGE(1).events as { id: number; title: string; venue: { venue: string } }[]).find(
      (e) => `tec:${e.id}` === first.uid,
    )!;
    expect(first.title).toBe(source.title);
    expect(venueOf(set, first)?.title).toBe(source.venue.venue);
    expect(venueOf(set, first)?.uid).toMatch(/^tec:venue:\d+$/);
    for (const event of events) {
      expect(event.uid).toMatch(/^tec:\d+$/);
      expect(event.id).toBeLessThan(0);
      for (const id of event.termIds) expect(set.terms.some((t) => t.id === id)).toBe(true);
    }
    expect(set.problems.some((p) => /already ended/.test(p.reason))).toBe(true);
    expect(next?.url).toBe(PAGE(1).next_rest_url);

    const second = reader.readPage(page(next!, JSON.stringify(PAGE(2))), ctx);
    expect(second.next).toBeNull();
    expect(eventsOf(second.set).length).toBeGreaterThan(0);
  });

  it('keeps to the budget of events, and stops there', async () => {
    const reader = await readerOf('tec');
    const ctx = context('http://127.0.0.1:8882', '2020-01-01T00:00:00Z', { maxEvents: 10 });
    const { set, next } = reader.readPage(page(reader.firstRequest(ctx), JSON.stringify(PAGE(1))), ctx);
    expect(eventsOf(set)).toHaveLength(10);
    expect(set.problems.map((p) => p.reason)).toContain(
      '40 event(s) past the budget of 10 events of a run: left out',
    );
    expect(next).toBeNull();
  });

  it('refuses a next page on another site, and what is not the API, in words', async () => {
    const reader = await readerOf('tec');
    const ctx = context('http://127.0.0.1:8882', NOW);
    const request = reader.firstRequest(ctx);
    const elsewhere = {
      ...PAGE(1),
      next_rest_url: 'http://127.0.0.1:9999/wp-json/tribe/events/v1/events?page=2',
    };
    expect(() => reader.readPage(page(request, JSON.stringify(elsewhere)), ctx)).toThrow(
      /names its next page on another site/,
    );
    expect(() => reader.readPage(page(request, '<html><body>Blog</body></html>'), ctx)).toThrow(
      /answered a web page \(HTML\), not The Events Calendar's list of events/,
    );
    expect(() =>
      reader.readPage(
        page(request, '{"code":"rest_no_route","message":"No route","data":{"status":404}}'),
        ctx,
      ),
    ).toThrow(/\(rest_no_route\)/);
    expect(() => reader.readPage(page(request, '{"events": '), ctx)).toThrow(CalendarReadError);
  });
});
