import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';
import { upload } from '../media-helpers';
import { jpeg } from '../media-images';

let editor: string;
let media: { id: number; url: string };
let eventId: number;
let venueId: number;
let organizerId: number;

/** What every read of a record that uses the 2000×1500 upload shows as its `image`. */
const imageObject = (alt = '') => ({
  url: media.url,
  id: media.id,
  extension: 'jpg',
  width: 2000,
  height: 1500,
  filesize: expect.any(Number),
  sizes: {
    thumbnail: { width: 150, height: 150, 'mime-type': 'image/jpeg', url: sizeUrl(150, 150) },
    medium: { width: 300, height: 225, 'mime-type': 'image/jpeg', url: sizeUrl(300, 225) },
    medium_large: { width: 768, height: 576, 'mime-type': 'image/jpeg', url: sizeUrl(768, 576) },
    large: { width: 1024, height: 768, 'mime-type': 'image/jpeg', url: sizeUrl(1024, 768) },
  },
  alt_text: alt,
});

const sizeUrl = (width: number, height: number) => media.url.replace(/\.jpg$/, `-${width}x${height}.jpg`);

beforeAll(async () => {
  editor = (await createUser('editor')).key;
  media = await json(await upload(editor, jpeg(2000, 1500), 'poster.jpg'));
  await send('PATCH', `/media/${media.id}`, { alt_text: { es: 'Cartel', eu: 'Kartela' } }, editor);
  const venue = await json(await send('POST', '/venues', { venue: 'Teatro', image: media.id }, editor));
  venueId = venue.id;
  const organizer = await json(
    await send('POST', '/organizers', { organizer: 'Peña', image: media.id }, editor),
  );
  organizerId = organizer.id;
  const event = await send(
    'POST',
    '/events',
    {
      title: 'Concierto',
      start_date: '2031-05-01 20:00',
      end_date: '2031-05-01 22:00',
      image: media.id,
      venue: venueId,
      organizer: organizerId,
    },
    editor,
  );
  const body = await json(event);
  expect(event.status, JSON.stringify(body)).toBe(201);
  eventId = body.id;
  expect(body.image).toEqual(imageObject('Cartel'));
});

describe('`image` of events, venues and organizers takes a media id and answers TEC’s image object', () => {
  it('in the single reads, with the alt text in the request’s language', async () => {
    const event = await json(await call(`/events/${eventId}`));
    expect(event.image).toEqual(imageObject('Cartel'));
    expect(event.json_ld.image).toEqual([
      media.url,
      sizeUrl(1024, 768),
      sizeUrl(768, 576),
      sizeUrl(300, 225),
    ]);
    expect(event.venue.image).toEqual(imageObject('Cartel'));
    expect(event.organizer[0].image).toEqual(imageObject('Cartel'));
    const basque = await json(await call(`/eu/site/events/v1/events/${eventId}`));
    expect(basque.image.alt_text).toBe('Kartela');
    expect((await json(await call(`/venues/${venueId}`))).image).toEqual(imageObject('Cartel'));
    expect((await json(await call(`/organizers/${organizerId}`))).image).toEqual(imageObject('Cartel'));
  });

  it('in the lists and the change feed', async () => {
    const events = await json(await call('/events?start_date=2031-01-01&end_date=2031-12-31'));
    expect(events.events.find((e: { id: number }) => e.id === eventId).image).toEqual(imageObject('Cartel'));
    const venues = await json(await call('/venues'));
    expect(venues.venues.find((v: { id: number }) => v.id === venueId).image).toEqual(imageObject('Cartel'));
    const organizers = await json(await call('/organizers'));
    expect(organizers.organizers.find((o: { id: number }) => o.id === organizerId).image).toEqual(
      imageObject('Cartel'),
    );
    const changes = await json(await call('/changes', { headers: bearer(editor) }));
    const change = changes.changes.find(
      (c: { type: string; id: number }) => c.type === 'event' && c.id === eventId,
    );
    expect(change.data.image).toEqual(imageObject('Cartel'));
  });

  it('a changed alt text shows in the records that use the image, whose version moves', async () => {
    const before = await call(`/events/${eventId}`, { headers: bearer(editor) });
    const etag = before.headers.get('etag');
    await send('PATCH', `/media/${media.id}`, { alt_text: 'Cartel del concierto' }, editor);
    const after = await call(`/events/${eventId}`, { headers: bearer(editor) });
    expect((await json(after)).image.alt_text).toBe('Cartel del concierto');
    expect(after.headers.get('etag')).not.toBe(etag);
    expect((await json(await call(`/venues/${venueId}`))).image.alt_text).toBe('Cartel del concierto');
  });

  it('an unknown media id is a 400 naming `image`; an image given by URL keeps today’s object', async () => {
    const res = await send('PATCH', `/events/${eventId}`, { image: 99999 }, editor);
    expect(res.status).toBe(400);
    expect(Object.keys((await json(res)).data.params)).toEqual(['image']);
    const byUrl = await json(
      await send('PATCH', `/venues/${venueId}`, { image: 'https://cdn.example.com/a.png' }, editor),
    );
    expect(byUrl.image).toEqual({
      url: 'https://cdn.example.com/a.png',
      id: 0,
      extension: 'png',
      width: 0,
      height: 0,
      sizes: {},
    });
  });
});
