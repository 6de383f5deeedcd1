import { beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, createUser, insertPost, insertTerm, json } from '../helpers';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

/** Keys of `examples/tec/event-single.json`, in order. */
const TEC_KEYS = [
  'id',
  'global_id',
  'global_id_lineage',
  'author',
  'status',
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'url',
  'rest_url',
  'title',
  'description',
  'excerpt',
  'slug',
  'image',
  'all_day',
  'start_date',
  'start_date_details',
  'end_date',
  'end_date_details',
  'utc_start_date',
  'utc_start_date_details',
  'utc_end_date',
  'utc_end_date_details',
  'timezone',
  'timezone_abbr',
  'cost',
  'cost_details',
  'website',
  'show_map',
  'show_map_link',
  'hide_from_listings',
  'sticky',
  'featured',
  'categories',
  'tags',
  'venue',
  'organizer',
  'custom_fields',
  'json_ld',
];
/** Keys of an embedded term in the same example. */
const TEC_TERM_KEYS = [
  'name',
  'slug',
  'term_group',
  'term_taxonomy_id',
  'taxonomy',
  'description',
  'parent',
  'count',
  'filter',
  'id',
  'urls',
];
const LIST_KEYS = TEC_KEYS.filter((k) => k !== 'json_ld');
/** Our extension block (API.md §2.1, §12): writable fields readable on every event, then `recurring` (series.md §3), before lang and translations. */
const EXTENSION_KEYS = [
  'ticketed',
  'post_parent',
  'recurring',
  // What visitors choose by (test/http/event-facts.test.ts).
  'event_status',
  'event_status_reason',
  'previous_start_date',
  'attendance_mode',
  'online_url',
  'online_url_visible_before',
  'event_languages',
  'accessibility',
  'accessibility_note',
];

let admin: { key: string; id: number };
let venueA: number;
let venueB: number;
let organizerA: number;
let parentCat: number;
let childCat: number;
let tag: number;
let full: Json;
let bare: Json;
let twoVenues: Json;

async function getSingle(path: string) {
  const res = await call(path);
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Creates an event in Madrid time with the given wall times and returns its record. */
const madrid = (title: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
  createEvent(admin.key, { title, start_date: start, end_date: end, timezone: 'Europe/Madrid', ...extra });

beforeAll(async () => {
  admin = await createUser('administrator');
  venueA = await insertPost(
    'venue',
    'Sala Uno',
    { country: 'ES', province: 'Bizkaia', zip: '48001', phone: '944000000', geo_lat: 43.26, geo_lng: -2.93 },
    { address: 'Calle Mayor 1', city: 'Bilbao' },
  );
  venueB = await insertPost('venue', 'Sala Dos', {}, { city: 'Donostia' });
  organizerA = await insertPost('organizer', 'Org Uno', { email: 'org@example.com', phone: '600000000' });
  parentCat = await insertTerm('tribe_events_cat', 'Música', 'musica');
  childCat = await insertTerm('tribe_events_cat', 'Jazz', 'jazz', parentCat);
  tag = await insertTerm('post_tag', 'Gratis', 'gratis-tag');
  full = await createEvent(admin.key, {
    title: 'Concierto Completo',
    description: '<p>Desc</p>',
    excerpt: '<p>Resumen</p>',
    start_date: '2031-01-15 20:00:00',
    end_date: '2031-01-15 22:30:05',
    timezone: 'Europe/Madrid',
    cost: '10 - 25 €',
    website: 'https://example.com/concierto',
    venue: venueA,
    organizer: [organizerA],
    categories: [childCat],
    tags: [tag],
    featured: true,
    show_map: true,
  });
  bare = await createEvent(admin.key, {
    title: 'Evento Simple',
    start_date: '2031-02-01 09:05:07',
    end_date: '2031-02-01 10:00:00',
    timezone: 'UTC',
  });
  twoVenues = await createEvent(admin.key, {
    title: 'Dos Salas',
    start_date: '2031-02-02 10:00:00',
    end_date: '2031-02-02 11:00:00',
    venue: [venueA, venueB],
  });
});

describe('event record shape', () => {
  it('single GET has exactly the TEC keys, in TEC order, then lang and translations', async () => {
    const body = await getSingle(`/events/${full.id}`);
    expect(Object.keys(body)).toEqual([...TEC_KEYS, ...EXTENSION_KEYS, 'lang', 'translations']);
  });

  it('list records have the same keys without json_ld', async () => {
    const list = await json(await call('/events?start_date=2031-01-01&end_date=2031-01-31'));
    expect(list.events).toHaveLength(1);
    expect(Object.keys(list.events[0])).toEqual([...LIST_KEYS, ...EXTENSION_KEYS, 'lang', 'translations']);
    expect(list.events[0].json_ld).toBeUndefined();
  });

  it('create answers the full record without json_ld', () => {
    expect(Object.keys(full)).toEqual([...LIST_KEYS, ...EXTENSION_KEYS, 'lang', 'translations']);
  });

  it('identity, urls and author follow TEC formats', async () => {
    const body = await getSingle(`/events/${full.id}`);
    expect(body.id).toBe(full.id);
    expect(body.global_id).toBe(`api.test?id=${full.id}`);
    expect(body.global_id_lineage).toEqual([`api.test?id=${full.id}`]);
    expect(body.author).toBe(String(admin.id));
    expect(body.status).toBe('publish');
    expect(body.url).toBe('http://api.test/event/concierto-completo/');
    expect(body.rest_url).toBe(`http://api.test/site/events/v1/events/${full.id}`);
    expect(body.title).toBe('Concierto Completo');
    expect(body.description).toBe('<p>Desc</p>');
    expect(body.excerpt).toBe('<p>Resumen</p>');
    expect(body.slug).toBe('concierto-completo');
    expect(body.image).toBe(false);
    expect(body.custom_fields).toEqual([]);
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.date_utc).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('flags are booleans', async () => {
    const body = await getSingle(`/events/${full.id}`);
    expect(body.all_day).toBe(false);
    expect(body.show_map).toBe(true);
    expect(body.show_map_link).toBe(false);
    expect(body.hide_from_listings).toBe(false);
    expect(body.sticky).toBe(false);
    expect(body.featured).toBe(true);
  });

  it('lang and translations name the content language and its rest_url under its prefix', async () => {
    const body = await getSingle(`/events/${full.id}`);
    expect(body.lang).toBe('es');
    expect(body.translations).toEqual({
      es: {
        slug: 'concierto-completo',
        rest_url: `http://api.test/es/site/events/v1/events/${full.id}`,
      },
    });
  });

  it('a language prefix is kept in url and rest_url and falls back to the default text', async () => {
    const body = await getSingle(`/en/site/events/v1/events/${full.id}`);
    expect(body.rest_url).toBe(`http://api.test/en/site/events/v1/events/${full.id}`);
    expect(body.url).toBe('http://api.test/en/event/concierto-completo/');
    expect(body.title).toBe('Concierto Completo');
    expect(body.lang).toBe('es');
  });
});

describe('dates', () => {
  it('*_details are zero-padded strings; utc dates are converted from Madrid winter time', async () => {
    const body = await getSingle(`/events/${full.id}`);
    expect(body.start_date).toBe('2031-01-15 20:00:00');
    expect(body.end_date).toBe('2031-01-15 22:30:05');
    expect(body.utc_start_date).toBe('2031-01-15 19:00:00');
    expect(body.utc_end_date).toBe('2031-01-15 21:30:05');
    expect(body.start_date_details).toEqual({
      year: '2031',
      month: '01',
      day: '15',
      hour: '20',
      minutes: '00',
      seconds: '00',
    });
    expect(body.end_date_details).toEqual({
      year: '2031',
      month: '01',
      day: '15',
      hour: '22',
      minutes: '30',
      seconds: '05',
    });
    expect(body.utc_start_date_details).toEqual({
      year: '2031',
      month: '01',
      day: '15',
      hour: '19',
      minutes: '00',
      seconds: '00',
    });
    expect(body.utc_end_date_details).toEqual({
      year: '2031',
      month: '01',
      day: '15',
      hour: '21',
      minutes: '30',
      seconds: '05',
    });
    expect(body.timezone).toBe('Europe/Madrid');
    expect(body.timezone_abbr).toBe('CET');
  });

  it('UTC events have timezone_abbr UTC and identical utc dates', async () => {
    const body = await getSingle(`/events/${bare.id}`);
    expect(body.timezone).toBe('UTC');
    expect(body.timezone_abbr).toBe('UTC');
    expect(body.start_date).toBe('2031-02-01 09:05:07');
    expect(body.utc_start_date).toBe('2031-02-01 09:05:07');
    expect(body.start_date_details).toEqual({
      year: '2031',
      month: '02',
      day: '01',
      hour: '09',
      minutes: '05',
      seconds: '07',
    });
  });

  it('the site timezone is used when none is given', () => {
    expect(twoVenues.timezone).toBe('Europe/Madrid');
    expect(twoVenues.utc_start_date).toBe('2031-02-02 09:00:00');
  });

  it('summer time is CEST (UTC+2)', async () => {
    const e = await madrid('Verano', '2031-07-10 12:00:00', '2031-07-10 13:00:00');
    expect(e.timezone_abbr).toBe('CEST');
    expect(e.utc_start_date).toBe('2031-07-10 10:00:00');
    expect(e.utc_end_date).toBe('2031-07-10 11:00:00');
  });

  it('an event across the spring-forward transition keeps both offsets right', async () => {
    const e = await madrid('Cambio Primavera', '2031-03-30 01:30:00', '2031-03-30 03:30:00');
    expect(e.timezone_abbr).toBe('CET');
    expect(e.utc_start_date).toBe('2031-03-30 00:30:00');
    expect(e.utc_end_date).toBe('2031-03-30 01:30:00');
    const after = await madrid('Tras Primavera', '2031-03-30 03:00:00', '2031-03-30 04:00:00');
    expect(after.timezone_abbr).toBe('CEST');
    expect(after.utc_start_date).toBe('2031-03-30 01:00:00');
  });

  it('a time inside the spring-forward gap moves forward by the gap', async () => {
    const e = await madrid('Hueco', '2031-03-30 02:30:00', '2031-03-30 05:00:00');
    expect(e.start_date).toBe('2031-03-30 03:30:00');
    expect(e.utc_start_date).toBe('2031-03-30 01:30:00');
    expect(e.timezone_abbr).toBe('CEST');
  });

  it('an ambiguous fall-back time takes the earlier (summer) instant', async () => {
    const e = await madrid('Otono', '2031-10-26 02:30:00', '2031-10-26 04:00:00');
    expect(e.start_date).toBe('2031-10-26 02:30:00');
    expect(e.utc_start_date).toBe('2031-10-26 00:30:00');
    expect(e.timezone_abbr).toBe('CEST');
    expect(e.utc_end_date).toBe('2031-10-26 03:00:00');
    const later = await madrid('Otono Tarde', '2031-10-26 03:00:00', '2031-10-26 04:00:00');
    expect(later.timezone_abbr).toBe('CET');
    expect(later.utc_start_date).toBe('2031-10-26 02:00:00');
  });

  it('json_ld dates carry the offset of the event zone', async () => {
    const body = await getSingle(`/events/${full.id}`);
    expect(body.json_ld.startDate).toBe('2031-01-15T20:00:00+01:00');
    expect(body.json_ld.endDate).toBe('2031-01-15T22:30:05+01:00');
  });
});

describe('venue, organizer and terms', () => {
  it('one venue is an object with the standalone shape, empty fields omitted', async () => {
    const body = await getSingle(`/events/${full.id}`);
    expect(Array.isArray(body.venue)).toBe(false);
    expect(body.venue.id).toBe(venueA);
    expect(body.venue.venue).toBe('Sala Uno');
    expect(body.venue.address).toBe('Calle Mayor 1');
    expect(body.venue.city).toBe('Bilbao');
    expect(body.venue.country).toBe('ES');
    expect(body.venue.geo_lat).toBe(43.26);
    expect(body.venue.show_map).toBe(false);
    expect(body.venue.global_id).toBe(`api.test?id=${venueA}`);
    expect(body.venue.description).toBeUndefined();
    expect(body.venue.website).toBeUndefined();
    expect(body.venue.state).toBeUndefined();
  });

  it('embedded venues carry json_ld on the single GET only', async () => {
    const single = await getSingle(`/events/${full.id}`);
    expect(single.venue.json_ld['@type']).toBe('Place');
    const list = await json(await call('/events?start_date=2031-01-01&end_date=2031-01-31'));
    expect(list.events[0].venue.json_ld).toBeUndefined();
  });

  it('several venues are an array; none is []', async () => {
    const body = await getSingle(`/events/${twoVenues.id}`);
    expect(Array.isArray(body.venue)).toBe(true);
    expect(body.venue.map((v: Json) => v.id)).toEqual([venueA, venueB]);
    const none = await getSingle(`/events/${bare.id}`);
    expect(none.venue).toEqual([]);
  });

  it('organizer is always an array', async () => {
    const body = await getSingle(`/events/${full.id}`);
    expect(body.organizer).toHaveLength(1);
    expect(body.organizer[0].id).toBe(organizerA);
    expect(body.organizer[0].organizer).toBe('Org Uno');
    expect(body.organizer[0].email).toBe('org@example.com');
    const none = await getSingle(`/events/${bare.id}`);
    expect(none.organizer).toEqual([]);
  });

  it('categories and tags are embedded terms with urls (up for a child category)', async () => {
    const body = await getSingle(`/events/${full.id}`);
    expect(body.categories).toHaveLength(1);
    const cat = body.categories[0];
    expect(Object.keys(cat)).toEqual([...TEC_TERM_KEYS, 'lang', 'translations']);
    expect(cat).toMatchObject({
      name: 'Jazz',
      slug: 'jazz',
      term_group: 0,
      term_taxonomy_id: childCat,
      taxonomy: 'tribe_events_cat',
      parent: parentCat,
      count: 1,
      filter: 'raw',
      id: childCat,
    });
    expect(cat.urls).toEqual({
      self: `http://api.test/site/events/v1/categories/${childCat}`,
      collection: 'http://api.test/site/events/v1/categories',
      up: `http://api.test/site/events/v1/categories/${parentCat}`,
    });
    expect(body.tags).toHaveLength(1);
    expect(body.tags[0]).toMatchObject({ name: 'Gratis', slug: 'gratis-tag', taxonomy: 'post_tag', id: tag });
    expect(body.tags[0].urls).toEqual({
      self: `http://api.test/site/events/v1/tags/${tag}`,
      collection: 'http://api.test/site/events/v1/tags',
    });
  });
});

describe('json_ld', () => {
  it('is a schema.org Event with location, organizer and offers, plain email', async () => {
    const body = await getSingle(`/events/${full.id}`);
    const ld = body.json_ld;
    expect(ld['@context']).toBe('http://schema.org');
    expect(ld['@type']).toBe('Event');
    expect(ld.name).toBe('Concierto Completo');
    expect(ld.url).toBe('http://api.test/event/concierto-completo/');
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(ld.location['@type']).toBe('Place');
    expect(ld.location.name).toBe('Sala Uno');
    expect(ld.location.address).toMatchObject({
      '@type': 'PostalAddress',
      streetAddress: 'Calle Mayor 1',
      addressLocality: 'Bilbao',
      postalCode: '48001',
      addressCountry: 'ES',
    });
    expect(ld.organizer.email).toBe('org@example.com');
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '10', priceCurrency: 'EUR' });
  });
});

describe('cost', () => {
  it('a range gives both values and the postfix currency (a symbol implies no code, as TEC)', async () => {
    const body = await getSingle(`/events/${full.id}`);
    expect(body.cost).toBe('10€ – 25€');
    expect(body.cost_details).toEqual({
      currency_symbol: '€',
      currency_code: '',
      currency_position: 'postfix',
      values: ['10', '25'],
    });
  });

  it('a prefixed currency is prefix', async () => {
    const e = await madrid('Dolares', '2031-04-01 10:00:00', '2031-04-01 11:00:00', { cost: '$15' });
    expect(e.cost).toBe('$15');
    expect(e.cost_details).toEqual({
      currency_symbol: '$',
      currency_code: '',
      currency_position: 'prefix',
      values: ['15'],
    });
  });

  it('"Free" and 0 become the free label of the content language and ["0"]', async () => {
    const free = await madrid('Libre', '2031-04-02 10:00:00', '2031-04-02 11:00:00', { cost: 'Free' });
    const zero = await madrid('Cero', '2031-04-03 10:00:00', '2031-04-03 11:00:00', { cost: 0 });
    const freeDetails = { currency_symbol: '', currency_code: '', currency_position: '', values: ['0'] };
    for (const e of [free, zero]) {
      expect(e.cost).toBe('Gratis');
      expect(e.cost_details).toEqual(freeDetails);
    }
    const en = await getSingle(`/en/site/events/v1/events/${zero.id}`);
    expect(en.cost).toBe('Free');
    const eu = await getSingle(`/events/${free.id}?translation_language=eu`);
    expect(eu.cost).toBe('Doako');
    expect(eu.cost_details).toEqual(freeDetails);
  });

  it('no cost is "" with empty details', async () => {
    const body = await getSingle(`/events/${bare.id}`);
    expect(body.cost).toBe('');
    expect(body.cost_details).toEqual({
      currency_symbol: '',
      currency_code: '',
      currency_position: '',
      values: [],
    });
  });
});

describe('website', () => {
  it('is the event URL, or "" when none', async () => {
    expect((await getSingle(`/events/${full.id}`)).website).toBe('https://example.com/concierto');
    expect((await getSingle(`/events/${bare.id}`)).website).toBe('');
  });
});

describe('by slug', () => {
  it('reads the same record by slug', async () => {
    const body = await getSingle('/events/by-slug/concierto-completo');
    expect(body.id).toBe(full.id);
    expect(body.json_ld['@type']).toBe('Event');
  });
});
