import { exports } from 'cloudflare:workers';
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { EventsApiError, EventsClient, type Media } from '../../src/client';
import { createUser } from '../helpers';
import { jpeg } from '../media-images';

/** The typed client's media routes, its `fetch` pointed at the Worker. */
const workerFetch = (input: string, init?: RequestInit) => exports.default.fetch(input, init);

let api: EventsClient;

beforeAll(async () => {
  const { key } = await createUser('author');
  api = new EventsClient({ baseUrl: 'http://api.test', key, fetch: workerFetch });
});

describe('EventsClient.media', () => {
  it('uploads a file, changes its texts, lists it, uses it as an image, deletes it', async () => {
    const media = await api.media.upload(jpeg(640, 480), 'Plaza del Castillo.jpg', { alt_text: 'La plaza' });
    expectTypeOf(media).toEqualTypeOf<Media>();
    expect(media).toMatchObject({
      width: 640,
      height: 480,
      filename: 'Plaza del Castillo.jpg',
      alt_text: 'La plaza',
    });

    const changed = await api.media.update(media.id, { alt_text: { eu: 'Gazteluko plaza' }, title: 'Plaza' });
    expect(changed.alt_texts).toEqual({ es: 'La plaza', eu: 'Gazteluko plaza' });
    expect((await api.media.list({ search: 'castillo' })).media.map((m) => m.id)).toEqual([media.id]);

    const venue = await api.venues.create({ venue: 'Con foto', image: media.id });
    expect(venue.image).toMatchObject({ id: media.id, url: media.url });

    const inUse = await api.media.delete(media.id).catch((error: unknown) => error);
    expect(inUse).toBeInstanceOf(EventsApiError);
    expect((inUse as EventsApiError).status).toBe(409);
    expect((await api.media.delete(media.id, { force: true })).deleted).toBe(true);
    expect((await api.venues.get(venue.id)).image).toBeUndefined();
  });

  it('keeps texts given in several languages at upload (sent after the file: a query string holds one text)', async () => {
    const media = await api.media.upload(jpeg(320, 240), 'Kursaal.jpg', {
      title: 'Kursaal',
      alt_text: { es: 'El Kursaal', eu: 'Kursaala' },
      caption: { eu: 'Donostia' },
    });
    expect(media).toMatchObject({ title: 'Kursaal', filename: 'Kursaal.jpg' });
    expect(media.alt_texts).toEqual({ es: 'El Kursaal', eu: 'Kursaala' });
    expect(media.captions).toEqual({ eu: 'Donostia' });
  });
});
