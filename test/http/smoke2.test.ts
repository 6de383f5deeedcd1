import { describe, expect, it } from 'vitest';
import { call, createEvent, createUser, json, send } from '../helpers';

/** A month after the day the test runs: inside the default window of lists (from yesterday, two years). */
const nextMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

describe('smoke 2', () => {
  it('venues, organizers, terms', async () => {
    const admin = await createUser();
    let res = await send(
      'POST',
      '/venues',
      {
        venue: 'Kursaal',
        address: 'Zurriola 1',
        city: 'Donostia',
        country: 'ES',
        province: 'Gipuzkoa',
        geo_lat: 43.3243,
        geo_lng: -1.9784,
      },
      admin.key,
    );
    const venue = await json(res);
    expect(res.status, JSON.stringify(venue)).toBe(201);
    expect(venue.stateprovince).toBe('Gipuzkoa');
    res = await send('POST', '/venues', { venue: 'kursaal' }, admin.key);
    expect((await json(res)).id).toBe(venue.id);
    res = await send(
      'POST',
      '/organizers',
      { organizer: 'Jazzaldia', email: 'info@jazzaldia.eus' },
      admin.key,
    );
    const org = await json(res);
    expect(res.status, JSON.stringify(org)).toBe(201);
    res = await send('POST', '/categories', { name: 'Música' }, admin.key);
    const cat = await json(res);
    expect(res.status, JSON.stringify(cat)).toBe(201);
    expect(cat.slug).toBe('musica');
    res = await send('POST', '/categories', { name: 'Jazz', parent: cat.id }, admin.key);
    const jazz = await json(res);
    expect(res.status, JSON.stringify(jazz)).toBe(201);
    expect(jazz.urls.up).toContain(`/categories/${cat.id}`);
    res = await send('POST', '/categories', { name: 'música' }, admin.key);
    expect(res.status).toBe(400);
    expect((await json(res)).code).toBe('term_exists');
    res = await send('POST', '/tags', { name: 'aire libre', parent: 1 }, admin.key);
    expect((await json(res)).code).toBe('rest_taxonomy_not_hierarchical');
    const ev = await createEvent(admin.key, {
      title: 'Concierto',
      start_date: `${nextMonth} 20:00`,
      end_date: `${nextMonth} 22:00`,
      venue: venue.id,
      organizer: [org.id],
      categories: [jazz.id],
      tags: ['Aire libre'],
    });
    expect(ev.venue.id).toBe(venue.id);
    expect(ev.tags[0].name).toBe('Aire libre');
    let list = await json(await call('/venues'));
    expect(list.total, JSON.stringify(list)).toBe(1);
    list = await json(await call('/categories'));
    expect(list.total, JSON.stringify(list)).toBe(1);
    list = await json(await call('/categories?hide_empty=false'));
    expect(list.total, JSON.stringify(list)).toBe(2);
    list = await json(await call(`/events?categories=${cat.id}`));
    expect(list.total, JSON.stringify(list)).toBe(1);
    list = await json(await call(`/venues?has_events=true&search=donostia`));
    expect(list.total, JSON.stringify(list)).toBe(1);
    res = await call(`/venues/${venue.id}`);
    expect((await json(res)).json_ld['@type']).toBe('Place');
    res = await send('DELETE', `/venues/${venue.id}`, {}, admin.key);
    expect((await json(res)).status).toBe('trash');
    expect((await json(await call(`/events/${ev.id}`))).venue).toEqual([]);
    res = await send('DELETE', `/tags/${ev.tags[0].id}`, {}, admin.key);
    expect(res.status).toBe(200);
  });
});
