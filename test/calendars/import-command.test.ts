import { describe, expect, it } from 'vitest';
import { readCalendar } from '../../import/source/calendar-fetch';
import { SourceError } from '../../import/source/fetcher';
import page1 from '../fixtures/calendars/mobilizon-group-page1.json';
import page2 from '../fixtures/calendars/mobilizon-group-page2.json';

/**
 * `npm run import -- --from mobilizon:…` (import/source/calendar-fetch.ts): the scheduled sources' reader,
 * page after page through a transport, the pages' sets made one: ids unique, a venue several pages name
 * kept once.
 */

const NOW = new Date('2026-12-01T10:00:00Z');

describe('the import command on another calendar', () => {
  it("reads a Mobilizon group's two pages into one set", async () => {
    const asked: number[] = [];
    const transport = async (_url: string, init: RequestInit) => {
      const page = JSON.parse(String(init.body)).variables.page as number;
      asked.push(page);
      return new Response(JSON.stringify(page === 1 ? page1 : page2), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const set = await readCalendar('mobilizon', 'https://mobilizon.example.eus/@bizikleta', {
      timezone: 'Europe/Madrid',
      horizonMonths: 24,
      now: NOW,
      transport,
    });
    expect(asked).toEqual([1, 2]);
    const events = set.posts.filter((p) => p.kind === 'event');
    expect(events).toHaveLength(52);
    expect(new Set(set.posts.map((p) => p.id)).size).toBe(set.posts.length);
    expect(new Set(events.map((p) => p.uid)).size).toBe(52);
    const workshops = set.posts.filter((p) => p.kind === 'venue' && p.title === 'Zorrotzaurreko Lantegia');
    expect(workshops).toHaveLength(1);
    for (const event of events)
      for (const id of event.event!.venueIds)
        expect(set.posts.some((p) => p.id === id && p.kind === 'venue')).toBe(true);
    expect(set.site.origin).toBe('mobilizon:https://mobilizon.example.eus/@bizikleta');
  });

  it('stops with the words of an answer that is not the source', async () => {
    const transport = async () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } });
    await expect(
      readCalendar('gancio', 'https://gancio.example.eus', {
        timezone: 'UTC',
        horizonMonths: 24,
        now: NOW,
        transport,
      }),
    ).rejects.toThrow(SourceError);
  });
});
