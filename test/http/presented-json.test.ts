import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, callOnce, createEvent, createUser, json, send } from '../helpers';

/**
 * Events of a list are presented once and their JSON text remembered by everything it is made of
 * (src/events/presented-json.ts). These lists are read with a key (past the edge cache), so each
 * answer is built anew: what changes an event's presentation, without changing the event itself,
 * must show at once.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let admin: { key: string };
let venue: Json;
let category: Json;
let event: Json;
const LIST = '/events?start_date=2034-05-01&end_date=2034-05-31';

const list = async (path = LIST) => {
  const res = await callOnce(path, { headers: bearer(admin.key) });
  expect(res.status).toBe(200);
  return res;
};
const first = async (path = LIST) => (await json(await list(path))).events[0];

beforeAll(async () => {
  admin = await createUser('administrator');
  venue = await json(await send('POST', '/venues', { venue: 'Remembered hall' }, admin.key));
  category = await json(await send('POST', '/categories', { name: 'Remembered music' }, admin.key));
  event = await createEvent(admin.key, {
    title: 'Remembered concert',
    start_date: '2034-05-10 20:00',
    end_date: '2034-05-10 22:00',
    venue: venue.id,
    categories: [category.id],
  });
});

describe('a list of events presented from remembered texts', () => {
  it('answers the same bytes again, and each event as its single read presents it', async () => {
    const once = await (await list()).text();
    expect(await (await list()).text()).toBe(once);
    const shown = JSON.parse(once).events[0];
    expect(shown.id).toBe(event.id);
    expect(shown.title).toBe('Remembered concert');
    expect(shown.venue.venue).toBe('Remembered hall');
  });

  it('shows a renamed venue and a renamed category, though the event itself did not change', async () => {
    await first();
    expect((await send('POST', `/venues/${venue.id}`, { venue: 'Renamed hall' }, admin.key)).status).toBe(
      200,
    );
    expect((await first()).venue.venue).toBe('Renamed hall');
    const renamed = await send('POST', `/categories/${category.id}`, { name: 'Renamed music' }, admin.key);
    expect(renamed.status).toBe(200);
    expect((await first()).categories[0].name).toBe('Renamed music');
  });

  it('presents for each language and host its own links and texts', async () => {
    expect(
      (
        await send(
          'POST',
          `/events/${event.id}`,
          { translations: { eu: { title: 'Kontzertua' } } },
          admin.key,
        )
      ).status,
    ).toBe(200);
    const es = await first();
    const eu = await first(`/eu/site/events/v1${LIST}`);
    const other = await first(`http://other.test/site/events/v1${LIST}`);
    expect(es.title).toBe('Remembered concert');
    expect(eu.title).toBe('Kontzertua');
    expect(eu.rest_url).toContain('/eu/site/events/v1/');
    expect(other.rest_url.startsWith('http://other.test/')).toBe(true);
    expect(es.rest_url.startsWith('http://other.test/')).toBe(false);
  });
});
