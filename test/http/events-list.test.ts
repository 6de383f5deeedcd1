import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, insertPost, insertTerm, json, send } from '../helpers';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

const MAY = 'start_date=2031-05-01&end_date=2031-05-31';
const LIST = 'http://api.test/site/events/v1/events/';

let admin: { key: string; id: number };
const ids: Record<string, number> = {};
let cat: { parent: number; child: number; other: number };
let tag: { a: number; b: number };
let venue: { geo: number; noGeo: number; far: number };
let organizer: number;

async function list(query: string, init: RequestInit = {}) {
  const res = await call(`/events?${query}`, init);
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

/** Ids of the events a query lists, in order. */
async function idsOf(query: string, init: RequestInit = {}): Promise<number[]> {
  return (await list(query, init)).events.map((e: Json) => e.id);
}

async function expectInvalid(query: string, param: string) {
  const res = await call(`/events?${query}`);
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(body.code).toBe('rest_invalid_param');
  expect(Object.keys(body.data.params)).toContain(param);
  expect(body.data.status).toBe(400);
}

const event = (title: string, start: string, end: string, extra: Record<string, unknown> = {}) =>
  createEvent(admin.key, { title, start_date: start, end_date: end, timezone: 'Europe/Madrid', ...extra });

/** `YYYY-MM-DD` in Madrid, `days` from today. */
function madridDay(days: number, months = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay) + days));
  return date.toISOString().slice(0, 10);
}

beforeAll(async () => {
  admin = await createUser('administrator');
  cat = {
    parent: await insertTerm('tribe_events_cat', 'Música', 'musica-cat'),
    child: 0,
    other: await insertTerm('tribe_events_cat', 'Cine', 'cine'),
  };
  cat.child = await insertTerm('tribe_events_cat', 'Jazz', 'jazz', cat.parent);
  tag = {
    a: await insertTerm('post_tag', 'Aire', 'aire'),
    b: await insertTerm('post_tag', 'Niños', 'ninos'),
  };
  venue = {
    geo: await insertPost('venue', 'Bilbao Arena', { geo_lat: 43.263, geo_lng: -2.935 }),
    noGeo: await insertPost('venue', 'Sin Mapa'),
    far: await insertPost('venue', 'Madrid Sala', { geo_lat: 40.4168, geo_lng: -3.7038 }),
  };
  organizer = await insertPost('organizer', 'Org Lista');

  ids.e1 = (
    await event('Música en la calle', '2031-05-10 10:00:00', '2031-05-10 12:00:00', {
      description: 'Concierto al aire libre',
      excerpt: 'Resumen veraniego',
      categories: [cat.parent],
      tags: [tag.a],
      featured: true,
      ticketed: true,
      venue: venue.geo,
      date: '2025-06-01 10:00:00',
    })
  ).id;
  ids.e7 = (
    await createEvent(admin.key, {
      title: 'Charla UTC',
      start_date: '2031-05-10 09:00:00',
      end_date: '2031-05-10 09:30:00',
      timezone: 'UTC',
      date: '2025-06-03 10:00:00',
    })
  ).id;
  ids.e2 = (
    await event('Teatro infantil', '2031-05-11 18:00:00', '2031-05-11 20:00:00', {
      categories: ['jazz'],
      tags: [tag.b],
      venue: venue.noGeo,
      organizer: [organizer],
      date: '2025-06-02 10:00:00',
    })
  ).id;
  ids.e3 = (
    await event('Cine de verano', '2031-05-12 22:00:00', '2031-05-13 00:30:00', {
      categories: [cat.other],
      venue: venue.far,
      post_parent: ids.e1,
      date: '2020-01-01 10:00:00',
    })
  ).id;
  ids.hidden = (
    await event('Oculto', '2031-05-10 11:00:00', '2031-05-10 12:00:00', { hide_from_listings: true })
  ).id;
  ids.draft = (await event('Borrador', '2031-05-10 11:00:00', '2031-05-10 12:00:00', { status: 'draft' })).id;
  ids.trashed = (await event('Papelera', '2031-05-10 11:00:00', '2031-05-10 12:00:00')).id;
  await call(`/events/${ids.trashed}`, { method: 'DELETE', headers: bearer(admin.key) });

  // June: one event for date-boundary tests (08:00-09:00 UTC).
  ids.s1 = (await event('Limite', '2031-06-10 10:00:00', '2031-06-10 11:00:00')).id;

  // August: twelve events for pagination.
  for (let day = 1; day <= 12; day++) {
    const d = String(day).padStart(2, '0');
    ids[`p${day}`] = (await event(`Pagina ${d}`, `2031-08-${d} 10:00:00`, `2031-08-${d} 11:00:00`)).id;
  }
  // September: two events with the same start (ordered by id).
  ids.t1 = (await event('Gemelo', '2031-09-01 10:00:00', '2031-09-01 11:00:00')).id;
  ids.t2 = (await event('Gemelo', '2031-09-01 10:00:00', '2031-09-01 11:00:00')).id;

  // Default window, relative to today.
  ids.beforeWindow = (await event('Anteayer', `${madridDay(-2)} 23:00:00`, `${madridDay(-2)} 23:30:00`)).id;
  ids.yesterday = (await event('Ayer', `${madridDay(-1)} 00:30:00`, `${madridDay(-1)} 01:00:00`)).id;
  ids.soon = (await event('Pronto', `${madridDay(2)} 10:00:00`, `${madridDay(2)} 11:00:00`)).id;
  ids.windowEnd = (
    await event('Limite ventana', `${madridDay(0, 24)} 19:00:00`, `${madridDay(0, 24)} 20:00:00`)
  ).id;
  ids.afterWindow = (
    await event('Tras ventana', `${madridDay(1, 24)} 10:00:00`, `${madridDay(1, 24)} 11:00:00`)
  ).id;
});

describe('default window', () => {
  it('lists from 00:00 yesterday to the end of the day 24 months ahead', async () => {
    expect(await idsOf('')).toEqual([ids.yesterday, ids.soon, ids.windowEnd]);
  });

  it('rest_url states the default window', async () => {
    const body = await list('');
    expect(decodeURIComponent(body.rest_url.replaceAll('+', ' '))).toBe(
      `${LIST}?page=1&per_page=10&start_date=${madridDay(-1)} 00:00:00&end_date=${madridDay(0, 24)} 23:59:59&status=publish`,
    );
  });

  it('with strict_dates the window starts at 23:59 yesterday', async () => {
    const body = await list('strict_dates=true');
    expect(body.events.map((e: Json) => e.id)[0]).toBe(ids.soon);
    expect(body.events.map((e: Json) => e.id)).not.toContain(ids.yesterday);
    expect(new URL(body.rest_url).searchParams.get('start_date')).toBe(`${madridDay(-1)} 23:59:00`);
  });

  it('a given start_date keeps the default end_date', async () => {
    expect(await idsOf(`start_date=${madridDay(1)}`)).toEqual([ids.soon, ids.windowEnd]);
  });

  it('a given end_date keeps the default start_date', async () => {
    expect(await idsOf(`end_date=${madridDay(3)}`)).toEqual([ids.yesterday, ids.soon]);
  });
});

describe('start_date / end_date / strict_dates', () => {
  const JUNE_END = 'end_date=2031-06-30';

  it('non-strict start_date snaps to the start of its day', async () => {
    expect(await idsOf(`start_date=2031-06-10 10:30&${JUNE_END}`)).toEqual([ids.s1]);
  });

  it('strict start_date compares the instant (>=)', async () => {
    expect(await idsOf(`start_date=2031-06-10 10:30&${JUNE_END}&strict_dates=true`)).toEqual([]);
    expect(await idsOf(`start_date=2031-06-10 10:00:00&${JUNE_END}&strict_dates=1`)).toEqual([ids.s1]);
  });

  it('strict dates with Z or an offset are read as given', async () => {
    const q = (start: string) => `start_date=${encodeURIComponent(start)}&${JUNE_END}&strict_dates=yes`;
    expect(await idsOf(q('2031-06-10T08:00:00Z'))).toEqual([ids.s1]);
    expect(await idsOf(q('2031-06-10T08:00:01Z'))).toEqual([]);
    expect(await idsOf(q('2031-06-10T10:00:00+02:00'))).toEqual([ids.s1]);
    expect(await idsOf(q('2031-06-10T10:00:00+01:00'))).toEqual([]);
  });

  it('strict dates accept unix timestamps', async () => {
    const ts = Date.UTC(2031, 5, 10, 8, 0, 0) / 1000;
    expect(await idsOf(`start_date=${ts}&${JUNE_END}&strict_dates=true`)).toEqual([ids.s1]);
    expect(await idsOf(`start_date=${ts + 1}&${JUNE_END}&strict_dates=true`)).toEqual([]);
  });

  it('non-strict end_date snaps to the end of its day; strict compares the instant (<=)', async () => {
    const start = 'start_date=2031-06-01';
    expect(await idsOf(`${start}&end_date=2031-06-10 10:30`)).toEqual([ids.s1]);
    expect(await idsOf(`${start}&end_date=2031-06-10 10:30&strict_dates=true`)).toEqual([]);
    expect(await idsOf(`${start}&end_date=2031-06-10 11:00:00&strict_dates=true`)).toEqual([ids.s1]);
    expect(await idsOf(`${start}&end_date=2031-06-09`)).toEqual([]);
  });

  it('strict_dates=false behaves as the default', async () => {
    expect(await idsOf(`start_date=2031-06-10 10:30&${JUNE_END}&strict_dates=false`)).toEqual([ids.s1]);
  });

  it('rest_url carries the snapped or given bounds', async () => {
    const loose = await list(`start_date=2031-06-10 10:30&${JUNE_END}`);
    expect(new URL(loose.rest_url).searchParams.get('start_date')).toBe('2031-06-10 00:00:00');
    expect(new URL(loose.rest_url).searchParams.get('end_date')).toBe('2031-06-30 23:59:59');
    const strict = await list(`start_date=2031-06-10 10:30&${JUNE_END}&strict_dates=true`);
    expect(new URL(strict.rest_url).searchParams.get('start_date')).toBe('2031-06-10 10:30:00');
    expect(new URL(strict.rest_url).searchParams.get('strict_dates')).toBe('true');
  });

  it('unparsable dates are 400 naming the parameter', async () => {
    await expectInvalid('start_date=tomorrow 9am', 'start_date');
    await expectInvalid('end_date=2031-13-01', 'end_date');
    await expectInvalid('start_date=2031-02-30', 'start_date');
    await expectInvalid('starts_after=soon', 'starts_after');
    await expectInvalid('strict_dates=maybe', 'strict_dates');
  });
});

describe('relative date bounds', () => {
  it('drop both defaults when given alone', async () => {
    expect(await idsOf('starts_after=2031-06-09&starts_before=2031-06-11')).toEqual([ids.s1]);
  });

  it('non-strict relative bounds mean the end of their day', async () => {
    expect(await idsOf('starts_after=2031-06-10&starts_before=2031-06-30')).toEqual([]);
    expect(await idsOf('starts_after=2031-06-09&starts_before=2031-06-10')).toEqual([ids.s1]);
  });

  it('strict comparisons on start and end', async () => {
    const s = 'strict_dates=true';
    expect(await idsOf(`starts_after=2031-06-10 10:00:00&starts_before=2031-06-11&${s}`)).toEqual([]);
    expect(await idsOf(`starts_after=2031-06-10 09:59:59&starts_before=2031-06-11&${s}`)).toEqual([ids.s1]);
    expect(await idsOf(`starts_after=2031-06-01&starts_before=2031-06-10 10:00:00&${s}`)).toEqual([]);
    expect(await idsOf(`ends_after=2031-06-10 11:00:00&ends_before=2031-06-11&${s}`)).toEqual([]);
    expect(await idsOf(`ends_after=2031-06-10 10:59:59&ends_before=2031-06-11&${s}`)).toEqual([ids.s1]);
    expect(await idsOf(`ends_after=2031-06-01&ends_before=2031-06-10 11:00:00&${s}`)).toEqual([]);
    expect(await idsOf(`ends_after=2031-06-01&ends_before=2031-06-10 11:00:01&${s}`)).toEqual([ids.s1]);
  });

  it('combine with an explicit start_date / end_date', async () => {
    expect(await idsOf('starts_after=2031-06-01&start_date=2031-06-11&end_date=2031-06-30')).toEqual([]);
    expect(await idsOf('ends_before=2031-06-30&start_date=2031-06-10&end_date=2031-06-10')).toEqual([ids.s1]);
  });
});

describe('ordering and visibility', () => {
  it('orders by UTC start, hides hidden, draft and trashed events from anonymous callers', async () => {
    expect(await idsOf(MAY)).toEqual([ids.e1, ids.e7, ids.e2, ids.e3]);
  });

  it('orders equal starts by id', async () => {
    expect(await idsOf('start_date=2031-09-01&end_date=2031-09-30')).toEqual([ids.t1, ids.t2]);
    expect(ids.t1).toBeLessThan(ids.t2!);
  });

  it('authenticated lists show every non-trash status but never hidden events', async () => {
    expect(await idsOf(MAY, { headers: bearer(admin.key) })).toEqual([
      ids.e1,
      ids.e7,
      ids.draft,
      ids.e2,
      ids.e3,
    ]);
  });

  it('authenticated callers may filter by a status list', async () => {
    expect(await idsOf(`${MAY}&status=draft`, { headers: bearer(admin.key) })).toEqual([ids.draft]);
    expect(await idsOf(`${MAY}&status=trash`, { headers: bearer(admin.key) })).toEqual([ids.trashed]);
    expect(await idsOf(`${MAY}&status=draft,trash`, { headers: bearer(admin.key) })).toEqual([
      ids.draft,
      ids.trashed,
    ]);
  });

  it('anonymous callers may only ask for publish', async () => {
    expect(await idsOf(`${MAY}&status=publish`)).toEqual([ids.e1, ids.e7, ids.e2, ids.e3]);
    await expectInvalid(`${MAY}&status=draft`, 'status');
    await expectInvalid(`${MAY}&status=publish,draft`, 'status');
    await expectInvalid(`${MAY}&status=bogus`, 'status');
  });

  it('hidden events still answer a single GET', async () => {
    const res = await call(`/events/${ids.hidden}`);
    expect(res.status).toBe(200);
    expect((await json(res)).hide_from_listings).toBe(true);
  });
});

describe('search', () => {
  it('is case- and accent-insensitive', async () => {
    expect(await idsOf(`${MAY}&search=musica`)).toEqual([ids.e1]);
    expect(await idsOf(`${MAY}&search=MÚSICA`)).toEqual([ids.e1]);
  });

  it('needs every word, each in title, description or excerpt', async () => {
    expect(await idsOf(`${MAY}&search=musica aire`)).toEqual([ids.e1]);
    expect(await idsOf(`${MAY}&search=veraniego calle`)).toEqual([ids.e1]);
    expect(await idsOf(`${MAY}&search=musica teatro`)).toEqual([]);
  });

  // Led by a venue, a word of 2 to 6 characters is looked up text by text in the prefix index, a longer
  // one through the set of its matches (src/posts/search.ts): the same matches either way.
  it('matches prefixes of every length when a venue leads', async () => {
    for (const word of ['mú', 'conc', 'musica', 'concier', 'concierto', 'veraniego', 'MÚSIC'])
      expect(await idsOf(`${MAY}&venue=${venue.geo}&search=${word}`), word).toEqual([ids.e1]);
    for (const word of ['conciertos', 'musicas', 'ma', 'aire-x'])
      expect(await idsOf(`${MAY}&venue=${venue.geo}&search=${word}`), word).toEqual([]);
  });

  it('searches the fallback text when the content language has none', async () => {
    const res = await call(`/en/site/events/v1/events?${MAY}&search=teatro`);
    expect((await json(res)).events.map((e: Json) => e.id)).toEqual([ids.e2]);
  });

  it.each([
    '"',
    '""',
    '*',
    'musica*',
    'NEAR',
    'NEAR(musica calle)',
    '-musica',
    'title:musica',
    ':',
    'AND',
    'OR musica',
    'NOT',
    '(',
    '^musica',
    '{title}',
    "'",
    '%',
    '\\',
  ])('treats FTS syntax %j as text, never a 500', async (term) => {
    const res = await call(`/events?${MAY}&search=${encodeURIComponent(term)}`);
    expect(res.status).toBe(200);
    expect(Array.isArray((await json(res)).events)).toBe(true);
  });

  it('a quote inside a word still finds the word', async () => {
    expect(await idsOf(`${MAY}&search=${encodeURIComponent('"musica')}`)).toEqual([ids.e1]);
    expect(await idsOf(`${MAY}&search=NEAR`)).toEqual([]);
  });

  it('search is part of rest_url', async () => {
    const body = await list(`${MAY}&search=musica`);
    expect(new URL(body.rest_url).searchParams.get('search')).toBe('musica');
  });
});

describe('search by content language', () => {
  const OCT = 'start_date=2031-10-01&end_date=2031-10-31';
  const NOV = 'start_date=2031-11-01&end_date=2031-11-30';
  let autumn: number;
  beforeAll(async () => {
    autumn = (
      await event('Fiesta de otoño', '2031-10-05 10:00:00', '2031-10-05 11:00:00', {
        translations: { eu: { title: 'Udazkeneko jaia' } },
      })
    ).id;
  });

  const search = async (prefix: string, word: string) =>
    (await json(await call(`${prefix}/site/events/v1/events?${OCT}&search=${word}`))).events.map(
      (e: Json) => e.id,
    );

  it('matches the text of the content language only', async () => {
    expect(await search('/eu', 'udazkeneko')).toEqual([autumn]);
    expect(await search('/eu', 'fiesta')).toEqual([]);
    expect(await search('', 'otono')).toEqual([autumn]);
    expect(await search('', 'udazkeneko')).toEqual([]);
  });

  it('falls back to the default language text when there is no translation', async () => {
    expect(await search('/en', 'fiesta')).toEqual([autumn]);
    expect(await search('/en', 'udazkeneko')).toEqual([]);
  });

  it('with neither the content nor the default language, matches the text shown: the first language in order', async () => {
    // Written in Basque with a Catalan translation, no Spanish (the default): English shows the Basque text.
    const res = await call('/eu/site/events/v1/events', {
      method: 'POST',
      headers: { ...bearer(admin.key), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title: 'Neguko kontzertua',
        start_date: '2031-11-12 19:00:00',
        end_date: '2031-11-12 21:00:00',
        timezone: 'Europe/Madrid',
        translations: { ca: { title: 'Concert d’hivern' } },
      }),
    });
    expect(res.status).toBe(201);
    const { id } = await json(res);
    const inNovember = async (prefix: string, word: string) =>
      (await json(await call(`${prefix}/site/events/v1/events?${NOV}&search=${word}`))).events.map(
        (e: Json) => [e.id, e.title, e.lang],
      );
    expect(await inNovember('/en', 'kontzertua')).toEqual([[id, 'Neguko kontzertua', 'eu']]);
    expect(await inNovember('/en', 'hivern')).toEqual([]);
    expect(await inNovember('/ca', 'hivern')).toEqual([[id, 'Concert d’hivern', 'ca']]);
  });

  it('lists show the content language text', async () => {
    const eu = await list(`${OCT}&translation_language=eu`);
    expect(eu.events.map((e: Json) => [e.title, e.lang])).toEqual([['Udazkeneko jaia', 'eu']]);
    const gl = await list(`${OCT}&translation_language=gl`);
    expect(gl.events.map((e: Json) => [e.title, e.lang])).toEqual([['Fiesta de otoño', 'es']]);
  });

  it('by-slug finds a slug of another language', async () => {
    const res = await call('/en/site/events/v1/events/by-slug/udazkeneko-jaia');
    const body = await json(res);
    expect(res.status).toBe(200);
    expect(body.id).toBe(autumn);
    expect(body.lang).toBe('es');
  });

  it('by-slug prefers the record that shows the slug in the content language over a hidden translation', async () => {
    // The older record has "verbena" only in Basque; in Galician it shows its Spanish text (festejo-b).
    const hidden = await event('Festejo B', '2031-10-06 10:00:00', '2031-10-06 11:00:00', {
      translations: { eu: { title: 'Verbena' } },
    });
    const shown = await event('Verbena', '2031-10-07 10:00:00', '2031-10-07 11:00:00');
    const gl = await json(await call('/gl/site/events/v1/events/by-slug/verbena'));
    expect([gl.id, gl.slug]).toEqual([shown.id, 'verbena']);
    expect((await json(await call('/eu/site/events/v1/events/by-slug/verbena'))).id).toBe(hidden.id);
    for (const [kind, route] of [
      ['venue', 'venues'],
      ['organizer', 'organizers'],
    ] as const) {
      const other = await json(
        await send(
          'POST',
          `/${route}`,
          { [kind]: `Otro ${kind}`, translations: { eu: { [kind]: 'Beste bat', slug: `kiosko-${kind}` } } },
          admin.key,
        ),
      );
      const named = await json(await send('POST', `/${route}`, { [kind]: `Kiosko ${kind}` }, admin.key));
      const found = await json(await call(`/gl/site/events/v1/${route}/by-slug/kiosko-${kind}`));
      expect([found.id, found.slug], kind).toEqual([named.id, `kiosko-${kind}`]);
      expect(other.id).not.toBe(named.id);
    }
  });
});

describe('categories and tags', () => {
  it('a parent category includes its children', async () => {
    expect(await idsOf(`${MAY}&categories=${cat.parent}`)).toEqual([ids.e1, ids.e2]);
  });

  it('by slug, and OR over a list or an array', async () => {
    expect(await idsOf(`${MAY}&categories=jazz`)).toEqual([ids.e2]);
    expect(await idsOf(`${MAY}&categories=jazz,cine`)).toEqual([ids.e2, ids.e3]);
    expect(await idsOf(`${MAY}&categories[]=jazz&categories[]=${cat.other}`)).toEqual([ids.e2, ids.e3]);
  });

  it('tags by id or slug, OR over all given tags', async () => {
    expect(await idsOf(`${MAY}&tags=aire`)).toEqual([ids.e1]);
    expect(await idsOf(`${MAY}&tags=${tag.b}`)).toEqual([ids.e2]);
    expect(await idsOf(`${MAY}&tags=aire,${tag.b}`)).toEqual([ids.e1, ids.e2]);
  });

  it('categories and tags combine with AND', async () => {
    expect(await idsOf(`${MAY}&categories=${cat.parent}&tags=ninos`)).toEqual([ids.e2]);
  });

  it('unknown terms are 400 naming the parameter', async () => {
    await expectInvalid(`${MAY}&categories=999999`, 'categories');
    await expectInvalid(`${MAY}&categories=no-such-category`, 'categories');
    await expectInvalid(`${MAY}&categories=jazz,no-such-category`, 'categories');
    await expectInvalid(`${MAY}&tags=999999`, 'tags');
    await expectInvalid(`${MAY}&tags=no-such-tag`, 'tags');
    // A category id is not a tag.
    await expectInvalid(`${MAY}&tags=${cat.parent}`, 'tags');
  });
});

describe('venue and organizer', () => {
  it('filters by venue ids with OR logic', async () => {
    expect(await idsOf(`${MAY}&venue=${venue.geo}`)).toEqual([ids.e1]);
    expect(await idsOf(`${MAY}&venue=${venue.geo},${venue.noGeo}`)).toEqual([ids.e1, ids.e2]);
  });

  it('filters by organizer', async () => {
    expect(await idsOf(`${MAY}&organizer=${organizer}`)).toEqual([ids.e2]);
  });

  it('unknown venue / organizer (or one of the wrong kind) is 400', async () => {
    await expectInvalid(`${MAY}&venue=999999`, 'venue');
    await expectInvalid(`${MAY}&venue=${organizer}`, 'venue');
    await expectInvalid(`${MAY}&organizer=999999`, 'organizer');
    await expectInvalid(`${MAY}&organizer=${venue.geo}`, 'organizer');
    await expectInvalid(`${MAY}&venue=abc`, 'venue');
  });
});

describe('featured, ticketed, post_parent', () => {
  it.each(['true', 'yes', '1'])('featured=%s', async (v) => {
    expect(await idsOf(`${MAY}&featured=${v}`)).toEqual([ids.e1]);
  });

  it.each(['false', 'no', '0'])('featured=%s', async (v) => {
    expect(await idsOf(`${MAY}&featured=${v}`)).toEqual([ids.e7, ids.e2, ids.e3]);
  });

  it('ticketed', async () => {
    expect(await idsOf(`${MAY}&ticketed=yes`)).toEqual([ids.e1]);
    expect(await idsOf(`${MAY}&ticketed=0`)).toEqual([ids.e7, ids.e2, ids.e3]);
  });

  it('invalid booleans are 400', async () => {
    await expectInvalid(`${MAY}&featured=maybe`, 'featured');
    await expectInvalid(`${MAY}&ticketed=2`, 'ticketed');
  });

  it('post_parent', async () => {
    expect(await idsOf(`${MAY}&post_parent=${ids.e1}`)).toEqual([ids.e3]);
    expect(await idsOf(`${MAY}&post_parent=${ids.e2}`)).toEqual([]);
    await expectInvalid('post_parent=abc', 'post_parent');
  });
});

describe('include', () => {
  it('ignores the date window and orders by publication date', async () => {
    expect(await idsOf(`include=${ids.e1},${ids.e3},${ids.e2}`)).toEqual([ids.e3, ids.e1, ids.e2]);
    expect(
      await idsOf(`include[]=${ids.e1}&include[]=${ids.e3}&start_date=2035-01-01&end_date=2035-01-02`),
    ).toEqual([ids.e3, ids.e1]);
  });

  it('still applies visibility', async () => {
    expect(await idsOf(`include=${ids.draft},${ids.hidden},${ids.e7}`)).toEqual([ids.e7]);
  });

  it('rejects non-ids', async () => {
    await expectInvalid('include=abc', 'include');
  });

  it('an empty include is not given, as TEC: the default window applies, as its rest_url says', async () => {
    const plain = await list('');
    for (const empty of ['include=', 'include=,', 'include[]=']) {
      const body = await list(empty);
      expect(body.events.map((e: Json) => e.id)).toEqual(plain.events.map((e: Json) => e.id));
      expect(body.rest_url).toBe(plain.rest_url);
    }
    expect(plain.events.map((e: Json) => e.id)).toContain(ids.soon);
  });
});

describe('geolocation', () => {
  it('geoloc=true keeps events whose venue has coordinates', async () => {
    expect(await idsOf(`${MAY}&geoloc=true`)).toEqual([ids.e1, ids.e3]);
  });

  it('geoloc_lat + geoloc_lng filter within 50 km by default', async () => {
    expect(await idsOf(`${MAY}&geoloc_lat=43.26&geoloc_lng=-2.93`)).toEqual([ids.e1]);
    expect(await idsOf(`${MAY}&geoloc_lat=43.26&geoloc_lng=-2.93&geoloc_radius=400`)).toEqual([
      ids.e1,
      ids.e3,
    ]);
    expect(await idsOf(`${MAY}&geoloc_lat=0&geoloc_lng=0`)).toEqual([]);
  });

  it('lat or lng alone is 400 naming the missing one', async () => {
    await expectInvalid(`${MAY}&geoloc_lat=43.26`, 'geoloc_lng');
    await expectInvalid(`${MAY}&geoloc_lng=-2.93`, 'geoloc_lat');
  });

  it('out-of-range coordinates are 400', async () => {
    await expectInvalid(`${MAY}&geoloc_lat=91&geoloc_lng=0`, 'geoloc_lat');
    await expectInvalid(`${MAY}&geoloc_lat=0&geoloc_lng=-181`, 'geoloc_lng');
    await expectInvalid(`${MAY}&geoloc_lat=abc&geoloc_lng=0`, 'geoloc_lat');
    await expectInvalid(`${MAY}&geoloc_lat=&geoloc_lng=`, 'geoloc_lat');
    await expectInvalid(`${MAY}&geoloc_lat[]=1&geoloc_lng=0`, 'geoloc_lat');
    await expectInvalid(`${MAY}&geoloc_lat=1&geoloc_lng=0&geoloc_radius=0`, 'geoloc_radius');
  });
});

describe('pagination', () => {
  const AUG = 'start_date=2031-08-01&end_date=2031-08-31';
  const AUG_CANON = 'start_date=2031-08-01+00%3A00%3A00&end_date=2031-08-31+23%3A59%3A59&status=publish';
  const pages = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => ids[`p${from + i}`]);

  it('per_page defaults to 10, with totals, next link and headers', async () => {
    const res = await call(`/events?${AUG}`);
    const body = await json(res);
    expect(Object.keys(body)).toEqual(['events', 'rest_url', 'next_rest_url', 'total', 'total_pages']);
    expect(body.events.map((e: Json) => e.id)).toEqual(pages(1, 10));
    expect(body.total).toBe(12);
    expect(body.total_pages).toBe(2);
    expect(body.rest_url).toBe(`${LIST}?page=1&per_page=10&${AUG_CANON}`);
    expect(body.next_rest_url).toBe(`${LIST}?per_page=10&${AUG_CANON}&page=2`);
    expect(res.headers.get('X-TEC-Total')).toBe('12');
    expect(res.headers.get('X-TEC-TotalPages')).toBe('2');
    expect(res.headers.get('Link')).toBe(`<${body.next_rest_url}>; rel="next"`);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
  });

  it('the last page has a previous link without page', async () => {
    const res = await call(`/events?${AUG}&page=2`);
    const body = await json(res);
    expect(Object.keys(body)).toEqual(['events', 'rest_url', 'previous_rest_url', 'total', 'total_pages']);
    expect(body.events.map((e: Json) => e.id)).toEqual(pages(11, 12));
    expect(body.rest_url).toBe(`${LIST}?page=2&per_page=10&${AUG_CANON}`);
    expect(body.previous_rest_url).toBe(`${LIST}?per_page=10&${AUG_CANON}`);
    expect(res.headers.get('Link')).toBe(`<${body.previous_rest_url}>; rel="prev"`);
  });

  it('a middle page links both ways', async () => {
    const res = await call(`/events?${AUG}&per_page=5&page=3`);
    const body = await json(res);
    expect(body.events.map((e: Json) => e.id)).toEqual(pages(11, 12));
    expect(body.total_pages).toBe(3);
    const middle = await call(`/events?${AUG}&per_page=5&page=2`);
    const mid = await json(middle);
    expect(mid.events.map((e: Json) => e.id)).toEqual(pages(6, 10));
    expect(Object.keys(mid)).toEqual([
      'events',
      'rest_url',
      'next_rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    expect(mid.next_rest_url).toBe(`${LIST}?per_page=5&${AUG_CANON}&page=3`);
    expect(mid.previous_rest_url).toBe(`${LIST}?per_page=5&${AUG_CANON}`);
    expect(body.previous_rest_url).toBe(`${LIST}?per_page=5&${AUG_CANON}&page=2`);
    expect(middle.headers.get('Link')).toBe(
      `<${mid.next_rest_url}>; rel="next", <${mid.previous_rest_url}>; rel="prev"`,
    );
  });

  it('the links can be followed (a trailing slash is the same route)', async () => {
    const first = await list(`${AUG}&per_page=5`);
    const second = await json(await call(first.next_rest_url));
    expect(second.events.map((e: Json) => e.id)).toEqual(pages(6, 10));
    const third = await json(await call(second.next_rest_url));
    expect(third.events.map((e: Json) => e.id)).toEqual(pages(11, 12));
    const back = await json(await call(second.previous_rest_url));
    expect(back.events.map((e: Json) => e.id)).toEqual(pages(1, 5));
    const self = await json(await call(first.rest_url));
    expect(self.events.map((e: Json) => e.id)).toEqual(pages(1, 5));
    expect(self.rest_url).toBe(first.rest_url);
  });

  it('per_page above 50 is clamped to 50', async () => {
    const body = await list(`${AUG}&per_page=500`);
    expect(body.events).toHaveLength(12);
    expect(body.total_pages).toBe(1);
    expect(body.rest_url).toBe(`${LIST}?page=1&per_page=50&${AUG_CANON}`);
  });

  it.each(['0', '-1', '1.5', 'abc', ''])('per_page=%j is 400', async (v) => {
    await expectInvalid(`${AUG}&per_page=${v}`, 'per_page');
  });

  it.each(['0', '-2', '2.5', 'x'])('page=%j is 400', async (v) => {
    await expectInvalid(`${AUG}&page=${v}`, 'page');
  });

  it('a page past the end is 404 event-archive-page-not-found', async () => {
    const res = await call(`/events?${AUG}&page=3`);
    const body = await json(res);
    expect(res.status).toBe(404);
    expect(body.code).toBe('event-archive-page-not-found');
    expect(body.data.status).toBe(404);
  });

  // A filtered list is not counted by day: its page carries the total (src/events/queries.ts).
  it('a filtered list has its total on every page, 404 past the end, and zero when nothing matches', async () => {
    const second = await call(`/events?${AUG}&search=pagina&page=2`);
    const body = await json(second);
    expect(body.events.map((e: Json) => e.id)).toEqual(pages(11, 12));
    expect(body.total).toBe(12);
    expect(body.total_pages).toBe(2);
    expect(second.headers.get('X-TEC-Total')).toBe('12');
    for (const e of body.events) expect(e).not.toHaveProperty('list_total');
    const past = await call(`/events?${AUG}&search=pagina&page=3`);
    expect(past.status).toBe(404);
    expect((await json(past)).code).toBe('event-archive-page-not-found');
    const none = await json(await call(`/events?${AUG}&search=nadaquecoincida`));
    expect([none.events, none.total, none.total_pages]).toEqual([[], 0, 0]);
  });

  it('an empty result is 200 with zero totals and no links', async () => {
    const res = await call('/events?start_date=2035-01-01&end_date=2035-01-31');
    const body = await json(res);
    expect(res.status).toBe(200);
    expect(body).toEqual({
      events: [],
      rest_url: `${LIST}?page=1&per_page=10&start_date=2035-01-01+00%3A00%3A00&end_date=2035-01-31+23%3A59%3A59&status=publish`,
      total: 0,
      total_pages: 0,
    });
    expect(res.headers.get('X-TEC-Total')).toBe('0');
    expect(res.headers.get('X-TEC-TotalPages')).toBe('0');
    expect(res.headers.get('Link')).toBeNull();
  });

  it('links keep the language prefix and comma-join arrays', async () => {
    const body = await list(`${MAY}&categories[]=jazz&categories[]=cine`);
    expect(new URL(body.rest_url).searchParams.get('categories')).toBe('jazz,cine');
    const eu = await json(await call(`/eu/site/events/v1/events?${AUG}`));
    expect(eu.rest_url).toBe(`http://api.test/eu/site/events/v1/events/?page=1&per_page=10&${AUG_CANON}`);
    expect(eu.next_rest_url).toBe(
      `http://api.test/eu/site/events/v1/events/?per_page=10&${AUG_CANON}&page=2`,
    );
  });
});
