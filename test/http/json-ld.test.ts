import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, callOnce, createEvent, createUser, json, send } from '../helpers';

/**
 * The events' JSON-LD (the API's `json_ld` and the pages' `<script type="application/ld+json">`) checked
 * against schema.org's types for every property it emits, and against Google's Event rules (name,
 * startDate and a location: a Place with an address, or a VirtualLocation with a url).
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is read loosely, then checked
type Json = any;

const ATTENDANCE = ['Offline', 'Online', 'Mixed'].map((m) => `https://schema.org/${m}EventAttendanceMode`);
const STATUS = ['Scheduled', 'Cancelled', 'Postponed', 'Rescheduled', 'MovedOnline'].map(
  (s) => `https://schema.org/Event${s}`,
);
const AVAILABILITY = ['InStock', 'SoldOut', 'PreOrder', 'LimitedAvailability', 'OnlineOnly'].map(
  (a) => `https://schema.org/${a}`,
);

type Check = (value: unknown) => string | null;
const text: Check = (v) => (typeof v === 'string' ? null : 'is not Text');
const url: Check = (v) =>
  typeof v === 'string' && (v === '' || /^https?:\/\/\S+$/.test(v)) ? null : 'is not a URL';
const number: Check = (v) => (typeof v === 'number' && Number.isFinite(v) ? null : 'is not a Number');
const dateTime: Check = (v) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/.test(v)
    ? null
    : 'is not a DateTime with its offset';
const oneOf =
  (values: string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? null : `is not one of ${values.join(', ')}`;
const numeric: Check = (v) =>
  typeof v === 'number' || (typeof v === 'string' && /^\d+(\.\d+)?$/.test(v)) ? null : 'is not a price';
const currency: Check = (v) =>
  typeof v === 'string' && /^[A-Z]{3}$/.test(v) ? null : 'is not an ISO 4217 code';
/** An object of one of `types` (checked in turn), or an array of them where `many`. */
const thing =
  (types: string[], many = false): Check =>
  (v) => {
    if (many && Array.isArray(v)) return v.map((item) => thing(types)(item)).find((p) => p !== null) ?? null;
    if (typeof v !== 'object' || v === null || Array.isArray(v))
      return `is not an object (${types.join(' or ')})`;
    const type = (v as Json)['@type'];
    return types.includes(type) ? null : `is a ${type}, not ${types.join(' or ')}`;
  };

/** The schema.org properties (and their expected types) of every type the API emits. */
const TYPES: Record<string, Record<string, Check>> = {
  Event: {
    name: text,
    description: text,
    image: url,
    url,
    eventAttendanceMode: oneOf(ATTENDANCE),
    eventStatus: oneOf(STATUS),
    startDate: dateTime,
    endDate: dateTime,
    location: thing(['Place', 'VirtualLocation'], true),
    previousStartDate: dateTime,
    inLanguage: (v) =>
      (Array.isArray(v) ? v : [v]).every(
        (tag) => typeof tag === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$/.test(tag),
      )
        ? null
        : 'is not IETF BCP 47 language codes',
    // schema.org's accessibilityFeature values (its WAI vocabulary) that an event may have.
    accessibilityFeature: (v) =>
      Array.isArray(v) && v.every((f) => ['signLanguage', 'captions', 'audioDescription'].includes(f))
        ? null
        : 'is not accessibilityFeature values',
    additionalProperty: thing(['PropertyValue'], true),
    organizer: thing(['Person', 'Organization'], true),
    offers: thing(['Offer'], true),
    performer: thing(['Person', 'Organization', 'PerformingGroup'], true),
  },
  Place: {
    name: text,
    description: text,
    url,
    address: thing(['PostalAddress']),
    geo: thing(['GeoCoordinates']),
    telephone: text,
    sameAs: url,
  },
  VirtualLocation: { url, name: text },
  PropertyValue: {
    propertyID: text,
    name: text,
    value: (v) => (v === true || typeof v === 'string' ? null : 'is not a value'),
  },
  PostalAddress: {
    streetAddress: text,
    addressLocality: text,
    addressRegion: text,
    postalCode: text,
    addressCountry: text,
  },
  GeoCoordinates: { latitude: number, longitude: number },
  Person: { name: text, description: text, url, telephone: text, email: text, sameAs: url },
  Organization: { name: text, url, telephone: text, email: text, sameAs: url },
  Offer: {
    price: numeric,
    priceCurrency: currency,
    url,
    category: text,
    availability: oneOf(AVAILABILITY),
    validFrom: dateTime,
  },
};

/** Every property that is not schema.org's for its type, or whose value is not of its expected type. */
function schemaOrgProblems(node: Json, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => schemaOrgProblems(item, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const type = node['@type'];
  const properties = TYPES[type];
  if (!properties) return [`${path}: unknown @type ${JSON.stringify(type)}`];
  const problems: string[] = [];
  if (path === '$' && !/^https?:\/\/schema\.org\/?$/.test(node['@context']))
    problems.push('$: no schema.org @context');
  for (const [name, value] of Object.entries(node)) {
    if (name.startsWith('@')) continue;
    const check = properties[name];
    if (!check) {
      problems.push(`${path}.${name}: not a property of ${type}`);
      continue;
    }
    const problem = check(value);
    if (problem) problems.push(`${path}.${name} ${problem}: ${JSON.stringify(value)}`);
    else problems.push(...schemaOrgProblems(value, `${path}.${name}`));
  }
  return problems;
}

/**
 * Google's Event rich results (developers.google.com/search/docs/appearance/structured-data/event), as
 * its documentation writes them down:
 * - required: `name`, `startDate`, `location`; an in-person location is a `Place` with an `address`, an
 *   online one a `VirtualLocation` with a `url`; a mixed event has both a `Place` and a `VirtualLocation`;
 * - `eventAttendanceMode`: Offline (the default), Online (a `VirtualLocation`) or Mixed (both);
 * - `eventStatus`: EventScheduled, EventCancelled, EventPostponed, EventRescheduled or EventMovedOnline;
 *   a cancelled or postponed event keeps its `startDate`; a rescheduled one has the new `startDate` and
 *   the old one in `previousStartDate`; an event moved online is attended Online at a `VirtualLocation`;
 * - recommended: `description`, `endDate`, `eventAttendanceMode`, `eventStatus`, `image`, `offers`,
 *   `organizer`, `performer` (the API knows none).
 */
function googleMissing(ld: Json): string[] {
  const missing = ['name', 'startDate', 'location'].filter((name) => ld[name] === undefined);
  const locations: Json[] = Array.isArray(ld.location) ? ld.location : ld.location ? [ld.location] : [];
  const place = locations.find((l) => l['@type'] === 'Place');
  const virtual = locations.find((l) => l['@type'] === 'VirtualLocation');
  if (place && !place.address) missing.push('location.address');
  if (virtual && !virtual.url) missing.push('location.url');
  const mode = ld.eventAttendanceMode;
  if (mode?.endsWith('/OnlineEventAttendanceMode') && !virtual)
    missing.push('location VirtualLocation (online)');
  if (mode?.endsWith('/MixedEventAttendanceMode') && !(place && virtual))
    missing.push('location Place and VirtualLocation (mixed)');
  if (mode?.endsWith('/OfflineEventAttendanceMode') && !place) missing.push('location Place (offline)');
  if (ld.eventStatus?.endsWith('/EventRescheduled') && !ld.previousStartDate)
    missing.push('previousStartDate');
  if (ld.eventStatus?.endsWith('/EventMovedOnline') && !mode?.endsWith('/OnlineEventAttendanceMode'))
    missing.push('eventAttendanceMode Online (moved online)');
  return missing;
}

/** Google's recommended Event properties an event with all it can have lacks. */
const RECOMMENDED = [
  'description',
  'endDate',
  'eventAttendanceMode',
  'eventStatus',
  'image',
  'offers',
  'organizer',
];

let admin: { key: string };
let atVenue: Json;
let online: Json;
let nowhere: Json;

beforeAll(async () => {
  admin = await createUser('administrator');
  const venue = await json(
    await send(
      'POST',
      '/venues',
      { venue: 'Kursaal', address: 'Zurriola 1', city: 'Donostia', zip: '20002', country: 'Spain' },
      admin.key,
    ),
  );
  const organizer = await json(
    await send('POST', '/organizers', { organizer: 'Jazzaldia', email: 'info@example.org' }, admin.key),
  );
  const dates = { start_date: '2034-07-20 21:00', end_date: '2034-07-20 23:00', timezone: 'Europe/Madrid' };
  atVenue = await createEvent(admin.key, {
    title: 'At the hall',
    ...dates,
    venue: venue.id,
    organizer: [organizer.id],
    cost: '25 €',
    website: 'https://example.org/hall',
  });
  online = await createEvent(admin.key, {
    title: 'Streamed talk',
    ...dates,
    attendance_mode: 'online',
    online_url: 'https://stream.example.org/talk',
  });
  nowhere = await createEvent(admin.key, { title: 'Somewhere', ...dates });
});

const jsonLdOf = async (id: number) => (await json(await callOnce(`/events/${id}`))).json_ld;

describe('an event’s JSON-LD', () => {
  it('at a venue: schema.org types throughout, offline at its Place, an InStock offer, no bare-string performer', async () => {
    const ld = await jsonLdOf(atVenue.id);
    expect(schemaOrgProblems(ld)).toEqual([]);
    expect(googleMissing(ld)).toEqual([]);
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(ld.location).toMatchObject({ '@type': 'Place', name: 'Kursaal' });
    expect(ld.offers).toMatchObject({
      price: '25',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    });
    expect(ld.performer).toBeUndefined();
  });

  it('online: at a VirtualLocation with its online address', async () => {
    const ld = await jsonLdOf(online.id);
    expect(schemaOrgProblems(ld)).toEqual([]);
    expect(googleMissing(ld)).toEqual([]);
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(ld.location).toEqual({ '@type': 'VirtualLocation', url: 'https://stream.example.org/talk' });
  });

  it('in person without a venue: no location (Google will miss the place); a website alone is no online event', async () => {
    const ld = await jsonLdOf(nowhere.id);
    expect(schemaOrgProblems(ld)).toEqual([]);
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(googleMissing(ld)).toEqual(['location', 'location Place (offline)']);
  });

  it('is what the event’s page carries', async () => {
    for (const event of [atVenue, online]) {
      const html = await (await callOnce(`${BASE}/event/${event.slug}/`)).text();
      const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      const ld = JSON.parse(script!);
      expect(ld).toEqual(await jsonLdOf(event.id));
      expect(schemaOrgProblems(ld)).toEqual([]);
      expect(googleMissing(ld)).toEqual([]);
    }
  });

  it('the checker finds what TEC sends: a bare-string performer, availability "inStock"', () => {
    const tec = { '@context': 'http://schema.org', '@type': 'Event', name: 'x', performer: 'Organization' };
    expect(schemaOrgProblems(tec)).toEqual([
      '$.performer is not an object (Person or Organization or PerformingGroup): "Organization"',
    ]);
    const offer = { '@type': 'Offer', price: '10', priceCurrency: 'EUR', availability: 'inStock' };
    expect(
      schemaOrgProblems({ '@context': 'http://schema.org', '@type': 'Event', offers: offer }),
    ).toHaveLength(1);
  });
});

describe('an event’s JSON-LD name is its title as WordPress shows it (get_the_title, which TEC uses)', () => {
  const dates = { start_date: '2034-08-10 19:00', end_date: '2034-08-10 21:00', timezone: 'Europe/Madrid' };
  const read = async (path: string, key: string) =>
    json(await callOnce(path, { headers: { Authorization: `Bearer ${key}` } }));

  it('a private one read by an editor: "Private: " in the content language; its `title` as written', async () => {
    const editor = await createUser('editor');
    const event = await createEvent(editor.key, { title: 'Board meeting', status: 'private', ...dates });
    const names: Record<string, string> = {
      es: 'Privado: Board meeting',
      en: 'Private: Board meeting',
      eu: 'Pribatua: Board meeting',
      ca: 'Privat: Board meeting',
      gl: 'Privado: Board meeting',
    };
    for (const [lang, name] of Object.entries(names)) {
      const body = await read(`/${lang}/site/events/v1/events/${event.id}`, editor.key);
      expect(body.json_ld.name, lang).toBe(name);
      expect(body.title, lang).toBe('Board meeting');
    }
    // Without a language prefix: the default language (es).
    expect((await read(`/events/${event.id}`, editor.key)).json_ld.name).toBe('Privado: Board meeting');
  });

  it('a password-protected one, read with its password or by its editor: "Protected: ", even when private', async () => {
    const editor = await createUser('editor');
    const open = await createEvent(editor.key, { title: 'Open rehearsal', ...dates });
    const secret = await createEvent(editor.key, { title: 'Closed rehearsal', status: 'private', ...dates });
    for (const event of [open, secret]) {
      expect((await send('PATCH', `/events/${event.id}`, { password: 'letmein' }, editor.key)).status).toBe(
        200,
      );
    }
    const anonymous = await json(await callOnce(`/en/site/events/v1/events/${open.id}?password=letmein`));
    expect(anonymous.json_ld.name).toBe('Protected: Open rehearsal');
    expect(anonymous.title).toBe('Open rehearsal');
    expect((await read(`/eu/site/events/v1/events/${secret.id}`, editor.key)).json_ld.name).toBe(
      'Babestuta: Closed rehearsal',
    );
  });

  it('a public one: the title alone', async () => {
    expect((await jsonLdOf(atVenue.id)).name).toBe('At the hall');
    expect((await json(await callOnce(`/eu/site/events/v1/events/${online.id}`))).json_ld.name).toBe(
      'Streamed talk',
    );
  });
});

describe('Google’s Event rules hold for every status and attendance mode', () => {
  const STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled', 'moved_online'] as const;
  const MODES = ['offline', 'online', 'mixed'] as const;
  let venueId: number;
  let organizerId: number;
  beforeAll(async () => {
    venueId = (
      await json(
        await send(
          'POST',
          '/venues',
          { venue: 'Arriaga', address: 'Arriaga plaza 1', city: 'Bilbo', country: 'Spain' },
          admin.key,
        ),
      )
    ).id;
    organizerId = (await json(await send('POST', '/organizers', { organizer: 'Antzerki taldea' }, admin.key)))
      .id;
  });

  const combinations = STATUSES.flatMap((status) => MODES.map((mode) => [status, mode] as const));
  it.each(combinations)('%s, %s', async (status, mode) => {
    const created: Json = await createEvent(admin.key, {
      title: `${status} ${mode}`,
      start_date: '2034-09-10 20:00',
      end_date: '2034-09-10 22:00',
      timezone: 'Europe/Madrid',
      description: 'A play.',
      image: 'https://example.org/poster.jpg',
      cost: '12 €',
      venue: venueId,
      organizer: [organizerId],
      attendance_mode: mode,
      online_url: 'https://stream.example.org/play',
      event_status: status,
    });
    if (status === 'rescheduled') {
      await send(
        'PATCH',
        `/events/${created.id}`,
        { start_date: '2034-09-17 20:00', end_date: '2034-09-17 22:00' },
        admin.key,
      );
    }
    const ld = await jsonLdOf(created.id);
    expect(schemaOrgProblems(ld)).toEqual([]);
    expect(googleMissing(ld)).toEqual([]);
    expect(RECOMMENDED.filter((name) => ld[name] === undefined)).toEqual([]);
    expect(ld.eventStatus).toBe(
      `https://schema.org/Event${{ scheduled: 'Scheduled', cancelled: 'Cancelled', postponed: 'Postponed', rescheduled: 'Rescheduled', moved_online: 'MovedOnline' }[status]}`,
    );
    if (status === 'rescheduled') {
      expect(ld.startDate).toBe('2034-09-17T20:00:00+02:00');
      expect(ld.previousStartDate).toBe('2034-09-10T20:00:00+02:00');
    } else {
      // Cancelled and postponed events keep the date they had.
      expect(ld.startDate).toBe('2034-09-10T20:00:00+02:00');
      expect(ld.previousStartDate).toBeUndefined();
    }
  });

  it('an online address not shown yet: the VirtualLocation is the event page, where it will be', async () => {
    const created: Json = await createEvent(admin.key, {
      title: 'Later stream',
      start_date: '2034-09-11 20:00',
      end_date: '2034-09-11 22:00',
      attendance_mode: 'online',
      online_url: 'https://stream.example.org/later',
      online_url_visible_before: 15,
    });
    const ld = await jsonLdOf(created.id);
    expect(ld.location).toEqual({ '@type': 'VirtualLocation', url: created.url });
    expect(googleMissing(ld)).toEqual([]);
  });

  it('its languages are inLanguage; accessibility schema.org names is accessibilityFeature, the rest additionalProperty', async () => {
    const created: Json = await createEvent(admin.key, {
      title: 'Accessible',
      start_date: '2034-09-12 20:00',
      end_date: '2034-09-12 22:00',
      venue: venueId,
      event_languages: ['eu', 'es'],
      accessibility: ['step_free_access', 'sign_language', 'subtitles', 'quiet_room'],
      accessibility_note: 'Lift from the side door.',
    });
    const ld = (await json(await callOnce(`/en/site/events/v1/events/${created.id}`))).json_ld;
    expect(schemaOrgProblems(ld)).toEqual([]);
    expect(ld.inLanguage).toEqual(['eu', 'es']);
    expect(ld.accessibilityFeature).toEqual(['signLanguage', 'captions']);
    expect(ld.additionalProperty).toEqual([
      { '@type': 'PropertyValue', propertyID: 'step_free_access', name: 'Step-free access', value: true },
      { '@type': 'PropertyValue', propertyID: 'quiet_room', name: 'Quiet room', value: true },
      {
        '@type': 'PropertyValue',
        propertyID: 'accessibility_note',
        name: 'Accessibility',
        value: 'Lift from the side door.',
      },
    ]);
    const one = await createEvent(admin.key, {
      title: 'Basque only',
      start_date: '2034-09-13 20:00',
      end_date: '2034-09-13 21:00',
      event_languages: 'eu',
    });
    expect((await jsonLdOf(one.id)).inLanguage).toBe('eu');
  });

  it('the checker catches what these rules forbid', () => {
    const base = { name: 'x', startDate: '2034-01-01T10:00:00+01:00' };
    expect(
      googleMissing({
        ...base,
        eventStatus: 'https://schema.org/EventRescheduled',
        location: { '@type': 'Place', address: {} },
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      }),
    ).toEqual(['previousStartDate']);
    expect(
      googleMissing({
        ...base,
        eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: 'https://x.org' },
      }),
    ).toEqual(['location Place and VirtualLocation (mixed)']);
    expect(
      googleMissing({
        ...base,
        eventStatus: 'https://schema.org/EventMovedOnline',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', address: {} },
      }),
    ).toEqual(['eventAttendanceMode Online (moved online)']);
  });
});
