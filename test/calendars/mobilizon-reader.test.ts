import { describe, expect, it } from 'vitest';
import { mobilizonTarget } from '../../src/calendars/mobilizon-reader';
import { readerOf } from '../../src/calendars/readers';
import notFound from '../fixtures/calendars/mobilizon-group-not-found.json';
import page1 from '../fixtures/calendars/mobilizon-group-page1.json';
import page2 from '../fixtures/calendars/mobilizon-group-page2.json';
import { byTitle, context, eventsOf, page, venueOf } from './support';

/**
 * The `mobilizon` reader (src/calendars/mobilizon-reader.ts) on a group's events as Mobilizon's GraphQL API
 * answers them (lib/graphql/schema: camelCase, upper-case enums, `Point` as "lon;lat"), two pages of 50.
 */

const NOW = '2026-12-01T10:00:00Z';
const GROUP = 'https://mobilizon.example.eus/@bizikleta';

describe('the mobilizon reader', () => {
  it('finds the API and the group from any form of address', () => {
    expect(mobilizonTarget('https://mobilizon.example.eus')).toEqual({
      api: 'https://mobilizon.example.eus/api',
      group: null,
    });
    expect(mobilizonTarget('@bizikleta@mobilizon.example.eus')).toEqual({
      api: 'https://mobilizon.example.eus/api',
      group: 'bizikleta',
    });
    expect(mobilizonTarget('https://mobilizon.example.eus/@bizikleta/events')).toEqual({
      api: 'https://mobilizon.example.eus/api',
      group: 'bizikleta',
    });
    expect(mobilizonTarget('https://mobilizon.example.eus/@kultura@other.example.org')).toEqual({
      api: 'https://mobilizon.example.eus/api',
      group: 'kultura@other.example.org',
    });
  });

  it("asks for a group's events from now on, and an instance's upcoming events, 50 a page", async () => {
    const reader = await readerOf('mobilizon');
    const request = reader.firstRequest(context(GROUP, NOW));
    expect(request).toMatchObject({ url: 'https://mobilizon.example.eus/api', method: 'POST' });
    const body = JSON.parse(request.body!);
    expect(body.query).toContain('group(preferredUsername: $name)');
    expect(body.query).toContain('organizedEvents(afterDatetime: $after, page: $page, limit: $limit)');
    expect(body.variables).toEqual({
      name: 'bizikleta',
      after: '2026-12-01T10:00:00.000Z',
      page: 1,
      limit: 50,
    });
    const instance = JSON.parse(reader.firstRequest(context('https://mobilizon.example.eus', NOW)).body!);
    expect(instance.query).toContain('events(page: $page, limit: $limit');
    expect(instance.variables).toEqual({ page: 1, limit: 50 });
  });

  it('reads page 1 and follows to page 2, each event named mobilizon:<uuid>', async () => {
    const reader = await readerOf('mobilizon');
    const ctx = context(GROUP, NOW);
    const first = reader.readPage(page(reader.firstRequest(ctx), JSON.stringify(page1)), ctx);
    expect(eventsOf(first.set)).toHaveLength(50);
    for (const event of eventsOf(first.set)) expect(event.uid).toMatch(/^mobilizon:[0-9a-f-]{36}$/);
    const workshop = byTitle(first.set, 'Bizikleta konponketa tailerra');
    expect(workshop).toMatchObject({
      content: '<p>Bizikleta konponketa tailerra.</p>',
      lang: 'eu',
      image: { url: 'https://mobilizon.example.eus/media/3f2a1c9b8e7d.jpg?name=tailerra.jpg' },
    });
    expect(workshop.event).toMatchObject({
      startUtc: '2026-12-03 17:00:00',
      startLocal: '2026-12-03 18:00:00',
      timezone: 'Europe/Madrid',
      website: page1.data.group.organizedEvents.elements[0]!.url,
    });
    expect(venueOf(first.set, workshop)).toMatchObject({
      title: 'Zorrotzaurreko Lantegia',
      venue: { address: 'Zorrotzaurre kalea 5', city: 'Bilbao', zip: '48014', lat: 43.2721, lng: -2.9589 },
    });
    const organizer = first.set.posts.find((p) => p.id === workshop.event!.organizerIds[0]);
    expect(organizer).toMatchObject({ title: 'Bizikleta Eskola', organizer: { website: GROUP } });
    const names = (ids: number[]) => ids.map((id) => first.set.terms.find((t) => t.id === id)?.name);
    expect(names(workshop.termIds)).toEqual(['Sports', 'bizikleta', 'tailerra']);

    expect(byTitle(first.set, 'Critical Mass').event!.facts).toMatchObject({ status: 'cancelled' });
    const talk = byTitle(first.set, 'Hitzaldia sarean: hiriko mugikortasuna');
    expect(talk.event!.venueIds).toEqual([]);
    expect(talk.event!.facts).toMatchObject({
      status: 'scheduled',
      attendanceMode: 'online',
      onlineUrl: 'https://jitsi.example.eus/mugikortasuna',
    });

    expect(JSON.parse(first.next!.body!).variables.page).toBe(2);
    const second = reader.readPage(page(first.next!, JSON.stringify(page2)), ctx);
    expect(second.next).toBeNull();
    expect(eventsOf(second.set)).toHaveLength(2);
    // MEETING is Mobilizon's category of an event given none.
    expect(
      byTitle(second.set, 'Urteko batzarra').termIds.map(
        (id) => second.set.terms.find((t) => t.id === id)?.name,
      ),
    ).toEqual(['batzarra']);
    expect(byTitle(second.set, 'Gabonetako irteera').event!.startUtc).toBe('2027-12-18 08:00:00');
  });

  it('says when the group does not exist, or the answer is not the API', async () => {
    const reader = await readerOf('mobilizon');
    const ctx = context(GROUP, NOW);
    const request = reader.firstRequest(ctx);
    expect(() => reader.readPage(page(request, JSON.stringify(notFound)), ctx)).toThrow(
      'This Mobilizon instance has no group named bizikleta.',
    );
    expect(() => reader.readPage(page(request, '<!doctype html><html></html>'), ctx)).toThrow(
      /answered a web page \(HTML\), not Mobilizon's API/,
    );
  });
});
