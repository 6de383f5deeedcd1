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
    location: thing(['Place', 'VirtualLocation']),
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

/** Google's required Event properties (developers.google.com/search/docs/appearance/structured-data/event). */
function googleMissing(ld: Json): string[] {
  const missing = ['name', 'startDate', 'location'].filter((name) => ld[name] === undefined);
  if (ld.location?.['@type'] === 'Place' && !ld.location.address) missing.push('location.address');
  if (ld.location?.['@type'] === 'VirtualLocation' && !ld.location.url) missing.push('location.url');
  return missing;
}

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
    website: 'https://stream.example.org/talk',
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

  it('without a venue but with a website: online, at a VirtualLocation with that url', async () => {
    const ld = await jsonLdOf(online.id);
    expect(schemaOrgProblems(ld)).toEqual([]);
    expect(googleMissing(ld)).toEqual([]);
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(ld.location).toEqual({ '@type': 'VirtualLocation', url: 'https://stream.example.org/talk' });
  });

  it('with neither: no location, and TEC’s default attendance mode (offline; Google will miss the place)', async () => {
    const ld = await jsonLdOf(nowhere.id);
    expect(schemaOrgProblems(ld)).toEqual([]);
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(googleMissing(ld)).toEqual(['location']);
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
