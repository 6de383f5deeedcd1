import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createEvent,
  createUser,
  insertPost,
  insertTerm,
  json,
  LOCKED_IN_LISTS,
  send,
} from '../helpers';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;
type User = { id: number; key: string };

let admin: User;
let author: User;
let contributor: User;
let subscriber: User;
let venue1: number;
let venue2: number;
let org1: number;
let org2: number;
let catA: number;
let tagA: number;

const DATES = { start_date: '2031-03-05 10:00:00', end_date: '2031-03-05 12:00:00' };

async function expectStatus(res: Response, status: number): Promise<Json> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

async function get(path: string, key?: string) {
  return call(path, key ? { headers: bearer(key) } : {});
}

const eventAt = (title: string, extra: Record<string, unknown> = {}) =>
  createEvent(admin.key, { title, ...DATES, timezone: 'UTC', ...extra });

beforeAll(async () => {
  admin = await createUser('administrator');
  author = await createUser('author');
  contributor = await createUser('contributor');
  subscriber = await createUser('subscriber');
  venue1 = await insertPost('venue', 'Venue One');
  venue2 = await insertPost('venue', 'Venue Two');
  org1 = await insertPost('organizer', 'Org One');
  org2 = await insertPost('organizer', 'Org Two');
  catA = await insertTerm('tribe_events_cat', 'Deportes', 'deportes');
  tagA = await insertTerm('post_tag', 'Verano', 'verano');
});

describe('create', () => {
  it('answers 201 with the full record, no json_ld, not cacheable', async () => {
    const res = await send(
      'POST',
      '/events',
      { title: 'Creado', ...DATES, timezone: 'UTC', cost: '12 €', website: 'https://example.com/x' },
      admin.key,
    );
    const body = await expectStatus(res, 201);
    expect(body.json_ld).toBeUndefined();
    expect(body).toMatchObject({
      title: 'Creado',
      slug: 'creado',
      status: 'publish',
      author: String(admin.id),
      start_date: '2031-03-05 10:00:00',
      end_date: '2031-03-05 12:00:00',
      cost: '12€',
      website: 'https://example.com/x',
      all_day: false,
      lang: 'es',
    });
    expect(body.rest_url).toBe(`http://api.test/site/events/v1/events/${body.id}`);
    expect(res.headers.get('Cache-Control')).toContain('no-store');
    const read = await expectStatus(await get(`/events/${body.id}`), 200);
    expect(read.title).toBe('Creado');
  });

  it('missing parameters are 400 rest_missing_callback_param listing them', async () => {
    const body = await expectStatus(await send('POST', '/events', { title: 'No dates' }, admin.key), 400);
    expect(body.code).toBe('rest_missing_callback_param');
    expect(body.message).toBe('Missing parameter(s): start_date, end_date');
    expect(body.data.params).toEqual(['start_date', 'end_date']);
    expect(body.data.status).toBe(400);
    const none = await expectStatus(await send('POST', '/events', {}, admin.key), 400);
    expect(none.message).toBe('Missing parameter(s): title, start_date, end_date');
    expect(none.data.params).toEqual(['title', 'start_date', 'end_date']);
  });

  it('an empty title or an invalid date is rest_invalid_param', async () => {
    const empty = await expectStatus(await send('POST', '/events', { title: ' ', ...DATES }, admin.key), 400);
    expect(empty.code).toBe('rest_invalid_param');
    expect(Object.keys(empty.data.params)).toEqual(['title']);
    const bad = await expectStatus(
      await send(
        'POST',
        '/events',
        { title: 'x', start_date: 'tomorrow 9am', end_date: DATES.end_date },
        admin.key,
      ),
      400,
    );
    expect(Object.keys(bad.data.params)).toEqual(['start_date']);
    const tz = await expectStatus(
      await send('POST', '/events', { title: 'x', ...DATES, timezone: 'Mars/Olympus' }, admin.key),
      400,
    );
    expect(Object.keys(tz.data.params)).toEqual(['timezone']);
  });

  it('an end before the start is 400 naming end_date', async () => {
    const body = await expectStatus(
      await send(
        'POST',
        '/events',
        { title: 'Al reves', start_date: '2031-03-05 10:00:00', end_date: '2031-03-05 09:59:59' },
        admin.key,
      ),
      400,
    );
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params)).toEqual(['end_date']);
    expect(body.message).toBe('Invalid parameter(s): end_date');
  });

  it('all_day snaps to whole days', async () => {
    const e = await createEvent(admin.key, {
      title: 'Todo el dia',
      start_date: '2031-03-05 10:00:00',
      end_date: '2031-03-06 15:00:00',
      all_day: 'yes',
      timezone: 'Europe/Madrid',
    });
    expect(e.all_day).toBe(true);
    expect(e.start_date).toBe('2031-03-05 00:00:00');
    expect(e.end_date).toBe('2031-03-06 23:59:59');
    expect(e.utc_start_date).toBe('2031-03-04 23:00:00');
    expect(e.utc_end_date).toBe('2031-03-06 22:59:59');
  });

  it('unknown body fields are ignored; generated fields cannot be set', async () => {
    const e = await eventAt('Generados', {
      foo: 'bar',
      id: 999999,
      url: 'https://evil.example/',
      rest_url: 'https://evil.example/',
      global_id: 'evil',
      utc_start_date: '2000-01-01 00:00:00',
      start_date_details: { year: '2000' },
      timezone_abbr: 'XYZ',
      cost_details: { values: ['1'] },
      json_ld: { name: 'x' },
    });
    expect(e.id).not.toBe(999999);
    expect(e.url).toBe('http://api.test/event/generados/');
    expect(e.rest_url).toBe(`http://api.test/site/events/v1/events/${e.id}`);
    expect(e.global_id).toBe(`api.test?id=${e.id}`);
    expect(e.utc_start_date).toBe('2031-03-05 10:00:00');
    expect(e.start_date_details.year).toBe('2031');
    expect(e.timezone_abbr).toBe('UTC');
    expect(e.cost_details.values).toEqual([]);
    expect(e.foo).toBeUndefined();
    const missing = await get('/events/999999');
    expect(missing.status).toBe(404);
  });

  it('the create route does not take a password', async () => {
    const e = await eventAt('Sin clave', { password: 'secret' });
    expect(e.password).toBeUndefined();
    expect((await get(`/events/${e.id}`)).status).toBe(200);
  });
});

describe('slugs', () => {
  it('are derived from the title and unique with -2, -3 suffixes', async () => {
    const a = await eventAt('Fiesta Mayor');
    const b = await eventAt('Fiesta Mayor');
    const c = await eventAt('Fiesta  Mayor!');
    expect([a.slug, b.slug, c.slug]).toEqual(['fiesta-mayor', 'fiesta-mayor-2', 'fiesta-mayor-3']);
    expect(b.url).toBe('http://api.test/event/fiesta-mayor-2/');
  });

  it('fold accents and ñ', async () => {
    const e = await eventAt('Año Nuevo: Ñandú à l’École');
    expect(e.slug).toBe('ano-nuevo-nandu-a-l-ecole');
  });

  it('an explicit slug is normalised and made unique', async () => {
    const a = await eventAt('Otro titulo', { slug: 'Mi Slug Propio' });
    const b = await eventAt('Otro titulo mas', { slug: 'mi-slug-propio' });
    expect(a.slug).toBe('mi-slug-propio');
    expect(b.slug).toBe('mi-slug-propio-2');
  });

  it('updating the title keeps the slug; sending a slug changes it', async () => {
    const e = await eventAt('Slug Estable');
    const renamed = await expectStatus(
      await send('PATCH', `/events/${e.id}`, { title: 'Nuevo' }, admin.key),
      200,
    );
    expect(renamed.slug).toBe('slug-estable');
    const reslugged = await expectStatus(
      await send('PATCH', `/events/${e.id}`, { slug: 'Nuevo Slug' }, admin.key),
      200,
    );
    expect(reslugged.slug).toBe('nuevo-slug');
    expect(reslugged.title).toBe('Nuevo');
  });
});

describe('partial updates', () => {
  let base: Json;
  beforeAll(async () => {
    base = await eventAt('Parcial', {
      description: 'Desc original',
      excerpt: 'Extracto',
      cost: '10 €',
      website: 'https://example.com/p',
      featured: true,
      sticky: true,
      venue: venue1,
      organizer: [org1],
      categories: [catA],
      tags: [tagA],
    });
  });

  const unchanged = (before: Json, after: Json, except: string[]) => {
    const skip = new Set(['modified', 'modified_utc', ...except]);
    for (const key of Object.keys(before)) {
      if (!skip.has(key)) expect(after[key], key).toEqual(before[key]);
    }
  };

  it.each(['POST', 'PUT', 'PATCH'])('%s changes only the fields sent', async (method) => {
    const before = await expectStatus(await get(`/events/${base.id}`), 200);
    const title = `Parcial ${method}`;
    const after = await expectStatus(await send(method, `/events/${base.id}`, { title }, admin.key), 200);
    expect(after.title).toBe(title);
    expect(after.json_ld).toBeUndefined();
    const reread = await expectStatus(await get(`/events/${base.id}`), 200);
    unchanged(before, reread, ['title', 'json_ld']);
    expect(reread.json_ld.name).toBe(title);
  });

  it('a flag update leaves texts and links alone', async () => {
    const before = await expectStatus(await get(`/events/${base.id}`), 200);
    const res = await send('PUT', `/events/${base.id}`, { featured: 'no' }, admin.key);
    expect((await expectStatus(res, 200)).featured).toBe(false);
    const after = await expectStatus(await get(`/events/${base.id}`), 200);
    expect(after.featured).toBe(false);
    unchanged(before, after, ['featured', 'json_ld']);
  });

  it('changing only the start keeps the end and validates the order', async () => {
    const e = await eventAt('Mover');
    const moved = await expectStatus(
      await send('PATCH', `/events/${e.id}`, { start_date: '2031-03-05 11:00:00' }, admin.key),
      200,
    );
    expect(moved.start_date).toBe('2031-03-05 11:00:00');
    expect(moved.end_date).toBe('2031-03-05 12:00:00');
    const bad = await expectStatus(
      await send('PATCH', `/events/${e.id}`, { start_date: '2031-03-05 13:00:00' }, admin.key),
      400,
    );
    expect(Object.keys(bad.data.params)).toEqual(['end_date']);
    const after = await expectStatus(await get(`/events/${e.id}`), 200);
    expect(after.start_date).toBe('2031-03-05 11:00:00');
  });

  it('changing only the timezone keeps the wall times', async () => {
    const e = await eventAt('Zona');
    const moved = await expectStatus(
      await send('PATCH', `/events/${e.id}`, { timezone: 'Europe/Madrid' }, admin.key),
      200,
    );
    expect(moved.start_date).toBe('2031-03-05 10:00:00');
    expect(moved.utc_start_date).toBe('2031-03-05 09:00:00');
    expect(moved.timezone_abbr).toBe('CET');
  });

  it('a failed update changes nothing', async () => {
    const before = await expectStatus(await get(`/events/${base.id}`), 200);
    await expectStatus(
      await send('PATCH', `/events/${base.id}`, { title: 'Nunca', venue: 999999 }, admin.key),
      400,
    );
    const after = await expectStatus(await get(`/events/${base.id}`), 200);
    expect(after.title).toBe(before.title);
    expect(after.modified_utc).toBe(before.modified_utc);
  });

  it('generated fields sent to an update are ignored', async () => {
    const e = await eventAt('Generados update');
    const after = await expectStatus(
      await send(
        'PATCH',
        `/events/${e.id}`,
        { id: 1, utc_start_date: '2000-01-01 00:00:00', timezone_abbr: 'X', url: 'https://evil.example/' },
        admin.key,
      ),
      200,
    );
    expect(after.id).toBe(e.id);
    expect(after.utc_start_date).toBe('2031-03-05 10:00:00');
    expect(after.timezone_abbr).toBe('UTC');
    expect(after.url).toBe('http://api.test/event/generados-update/');
  });

  it('image and website can be set and cleared', async () => {
    const e = await eventAt('Imagen', { image: 'https://cdn.example.com/pics/cartel.JPG?v=2' });
    expect(e.image).toEqual({
      url: 'https://cdn.example.com/pics/cartel.JPG?v=2',
      id: 0,
      extension: 'jpg',
      width: 0,
      height: 0,
      sizes: {},
    });
    const set = await expectStatus(
      await send('PATCH', `/events/${e.id}`, { website: 'https://example.com/w' }, admin.key),
      200,
    );
    expect(set.website).toBe('https://example.com/w');
    expect(set.image.url).toBe('https://cdn.example.com/pics/cartel.JPG?v=2');
    const cleared = await expectStatus(
      await send('PATCH', `/events/${e.id}`, { image: '', website: '' }, admin.key),
      200,
    );
    expect(cleared.image).toBe(false);
    expect(cleared.website).toBe('');
  });

  it('updates by slug', async () => {
    const e = await eventAt('Por Slug');
    const after = await expectStatus(
      await send('PATCH', '/events/by-slug/por-slug', { cost: 'Gratis' }, admin.key),
      200,
    );
    expect(after.id).toBe(e.id);
    expect(after.cost).toBe('Gratis');
    expect(after.cost_details.values).toEqual(['0']);
  });
});

describe('parameter sources', () => {
  it('accepts form-urlencoded bodies', async () => {
    const res = await call('/events', {
      method: 'POST',
      headers: { ...bearer(admin.key), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ title: 'Formulario', ...DATES, featured: '1' }).toString(),
    });
    const body = await expectStatus(res, 201);
    expect(body.title).toBe('Formulario');
    expect(body.featured).toBe(true);
  });

  it('merges query, form and JSON with the JSON body winning', async () => {
    const res = await call('/events?title=Query&cost=7&excerpt=De%20query', {
      method: 'POST',
      headers: { ...bearer(admin.key), 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Json', ...DATES }),
    });
    const body = await expectStatus(res, 201);
    expect(body.title).toBe('Json');
    expect(body.cost).toBe('7');
    expect(body.excerpt).toBe('De query');
    const form = await call('/events?title=Query&cost=7', {
      method: 'POST',
      headers: { ...bearer(admin.key), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ title: 'Form', ...DATES }).toString(),
    });
    const fromForm = await expectStatus(form, 201);
    expect(fromForm.title).toBe('Form');
    expect(fromForm.cost).toBe('7');
  });

  it('query parameters alone can create', async () => {
    const q = new URLSearchParams({ title: 'Solo Query', ...DATES }).toString();
    const body = await expectStatus(
      await call(`/events?${q}`, { method: 'POST', headers: bearer(admin.key) }),
      201,
    );
    expect(body.title).toBe('Solo Query');
  });

  it('invalid JSON is 400 rest_invalid_json', async () => {
    const res = await call('/events', {
      method: 'POST',
      headers: { ...bearer(admin.key), 'Content-Type': 'application/json' },
      body: '{"title": "x",',
    });
    const body = await expectStatus(res, 400);
    expect(body.code).toBe('rest_invalid_json');
    expect(body.data.status).toBe(400);
  });

  it('a JSON body that is not an object is 400', async () => {
    const res = await call('/events', {
      method: 'POST',
      headers: { ...bearer(admin.key), 'Content-Type': 'application/json' },
      body: '[1,2]',
    });
    expect((await expectStatus(res, 400)).code).toBe('rest_invalid_param');
  });
});

describe('venue and organizer references', () => {
  it('accept ids, {id} objects, lists and comma lists', async () => {
    const a = await eventAt('Refs A', { venue: venue1, organizer: `${org1},${org2}` });
    expect(a.venue.id).toBe(venue1);
    expect(a.organizer.map((o: Json) => o.id)).toEqual([org1, org2]);
    const b = await eventAt('Refs B', { venue: { id: venue2 }, organizer: [{ id: org2 }] });
    expect(b.venue.id).toBe(venue2);
    expect(b.organizer.map((o: Json) => o.id)).toEqual([org2]);
    const c = await eventAt('Refs C', { venue: [venue1, venue2], organizer: org1 });
    expect(c.venue.map((v: Json) => v.id)).toEqual([venue1, venue2]);
  });

  it.each([0, '', []])('venue %j removes the venue', async (value) => {
    const e = await eventAt('Quitar', { venue: venue1, organizer: [org1] });
    const after = await expectStatus(
      await send('PATCH', `/events/${e.id}`, { venue: value }, admin.key),
      200,
    );
    expect(after.venue).toEqual([]);
    expect(after.organizer.map((o: Json) => o.id)).toEqual([org1]);
  });

  it('organizer [] removes all organizers', async () => {
    const e = await eventAt('Quitar orgs', { venue: venue1, organizer: [org1, org2] });
    const after = await expectStatus(
      await send('PATCH', `/events/${e.id}`, { organizer: [] }, admin.key),
      200,
    );
    expect(after.organizer).toEqual([]);
    expect(after.venue.id).toBe(venue1);
  });

  it('an inline organizer (no id) is never silently dropped', async () => {
    const res = await send(
      'POST',
      '/events',
      { title: 'Inline', ...DATES, organizer: [{ organizer: 'Org Inline' }] },
      admin.key,
    );
    const body = await json(res);
    if (res.status === 201) expect(body.organizer.map((o: Json) => o.organizer)).toEqual(['Org Inline']);
    else {
      expect(res.status).toBe(400);
      expect(Object.keys(body.data.params)).toEqual(['organizer']);
    }
  });

  it('unknown ids, or ids of the wrong kind, are 400 naming the parameter', async () => {
    const v = await expectStatus(
      await send('POST', '/events', { title: 'x', ...DATES, venue: 999999 }, admin.key),
      400,
    );
    expect(v.code).toBe('rest_invalid_param');
    expect(Object.keys(v.data.params)).toEqual(['venue']);
    const o = await expectStatus(
      await send('POST', '/events', { title: 'x', ...DATES, organizer: [venue1] }, admin.key),
      400,
    );
    expect(Object.keys(o.data.params)).toEqual(['organizer']);
    const junk = await expectStatus(
      await send('POST', '/events', { title: 'x', ...DATES, venue: 'abc' }, admin.key),
      400,
    );
    expect(Object.keys(junk.data.params)).toEqual(['venue']);
  });
});

describe('categories and tags', () => {
  it('accept ids and existing names or slugs', async () => {
    const e = await eventAt('Terminos', { categories: [catA], tags: ['Verano'] });
    expect(e.categories.map((t: Json) => t.id)).toEqual([catA]);
    expect(e.tags.map((t: Json) => t.id)).toEqual([tagA]);
    const bySlug = await eventAt('Terminos slug', { categories: 'deportes', tags: 'verano' });
    expect(bySlug.categories.map((t: Json) => t.id)).toEqual([catA]);
    expect(bySlug.tags.map((t: Json) => t.id)).toEqual([tagA]);
  });

  it('unknown names create terms for admins, reused afterwards', async () => {
    const a = await eventAt('Nuevos terminos', {
      categories: ['Ópera Nueva'],
      tags: ['etiqueta-nueva', tagA],
    });
    expect(a.categories).toHaveLength(1);
    expect(a.categories[0]).toMatchObject({
      name: 'Ópera Nueva',
      slug: 'opera-nueva',
      taxonomy: 'tribe_events_cat',
    });
    expect(a.tags.map((t: Json) => t.name)).toEqual(['Verano', 'etiqueta-nueva']);
    const b = await eventAt('Mismos terminos', { categories: ['ópera nueva'] });
    expect(b.categories[0].id).toBe(a.categories[0].id);
    expect(b.categories[0].count).toBe(2);
  });

  it('new names that differ only in case or accents create one term', async () => {
    const e = await eventAt('Mayusculas', { categories: ['Nueva Sala', 'nueva sala', 'NUEVA SALA'] });
    expect(e.categories.map((t: Json) => [t.name, t.slug])).toEqual([['Nueva Sala', 'nueva-sala']]);
    const again = await eventAt('Acentos', { tags: ['Canción', 'cancion'] });
    expect(again.tags.map((t: Json) => t.slug)).toEqual(['cancion']);
  });

  it('creating a term needs term rights', async () => {
    const res = await send(
      'POST',
      '/events',
      { title: 'x', ...DATES, categories: ['Sin Permiso'] },
      author.key,
    );
    const body = await expectStatus(res, 403);
    expect(body.code).toBe('rest_forbidden');
    const ok = await createEvent(author.key, {
      title: 'Autor con termino',
      ...DATES,
      categories: ['Deportes'],
    });
    expect(ok.categories.map((t: Json) => t.id)).toEqual([catA]);
  });

  it('unknown term ids are 400', async () => {
    const body = await expectStatus(
      await send('POST', '/events', { title: 'x', ...DATES, categories: [999999] }, admin.key),
      400,
    );
    expect(Object.keys(body.data.params)).toEqual(['categories']);
    const tag = await expectStatus(
      await send('POST', '/events', { title: 'x', ...DATES, tags: [catA] }, admin.key),
      400,
    );
    expect(Object.keys(tag.data.params)).toEqual(['tags']);
  });

  it('term counts follow publication, trashing and removal', async () => {
    const a = await eventAt('Cuenta A', { categories: ['Contada'] });
    const catId = a.categories[0].id;
    const b = await eventAt('Cuenta B', { categories: [catId] });
    expect(b.categories[0].count).toBe(2);
    await expectStatus(await call(`/events/${a.id}`, { method: 'DELETE', headers: bearer(admin.key) }), 200);
    expect((await expectStatus(await get(`/events/${b.id}`), 200)).categories[0].count).toBe(1);
    const c = await eventAt('Cuenta C', { categories: [catId], status: 'draft' });
    expect(c.categories[0].count).toBe(1);
    await expectStatus(await send('PATCH', `/events/${c.id}`, { status: 'publish' }, admin.key), 200);
    expect((await expectStatus(await get(`/events/${b.id}`), 200)).categories[0].count).toBe(2);
    await expectStatus(await send('PATCH', `/events/${c.id}`, { categories: [] }, admin.key), 200);
    expect((await expectStatus(await get(`/events/${b.id}`), 200)).categories[0].count).toBe(1);
  });

  it('"" and [] remove all terms', async () => {
    const e = await eventAt('Quitar terminos', { categories: [catA], tags: [tagA] });
    const after = await expectStatus(
      await send('PATCH', `/events/${e.id}`, { categories: '', tags: [] }, admin.key),
      200,
    );
    expect(after.categories).toEqual([]);
    expect(after.tags).toEqual([]);
  });
});

describe('translations', () => {
  it('a create may write several languages at once', async () => {
    const e = await eventAt('Fiesta del pueblo', {
      description: 'Descripcion',
      translations: {
        eu: { title: 'Herriko jaia', description: 'Deskribapena' },
        en: { title: 'Village fest' },
      },
    });
    expect(Object.keys(e.translations).sort()).toEqual(['en', 'es', 'eu']);
    expect(e.translations.eu).toEqual({
      slug: 'herriko-jaia',
      rest_url: `http://api.test/eu/site/events/v1/events/${e.id}`,
    });
    const eu = await expectStatus(await get(`/eu/site/events/v1/events/${e.id}`), 200);
    expect(eu).toMatchObject({
      title: 'Herriko jaia',
      description: 'Deskribapena',
      slug: 'herriko-jaia',
      lang: 'eu',
    });
    expect(eu.url).toBe('http://api.test/eu/event/herriko-jaia/');
    const en = await expectStatus(await get(`/events/${e.id}?translation_language=en`), 200);
    expect(en).toMatchObject({ title: 'Village fest', lang: 'en' });
    const es = await expectStatus(await get(`/events/${e.id}`), 200);
    expect(es).toMatchObject({ title: 'Fiesta del pueblo', description: 'Descripcion', lang: 'es' });
    const bySlug = await expectStatus(await get('/eu/site/events/v1/events/by-slug/herriko-jaia'), 200);
    expect(bySlug.id).toBe(e.id);
  });

  it('an update under another language adds a translation, not a second record', async () => {
    const e = await createEvent(admin.key, {
      title: 'Concierto unico',
      start_date: '2031-11-20 10:00:00',
      end_date: '2031-11-20 11:00:00',
    });
    const res = await send(
      'POST',
      `/eu/site/events/v1/events/${e.id}`,
      { title: 'Kontzertu bakarra' },
      admin.key,
    );
    const eu = await expectStatus(res, 200);
    expect(eu).toMatchObject({ id: e.id, title: 'Kontzertu bakarra', slug: 'kontzertu-bakarra', lang: 'eu' });
    expect(Object.keys(eu.translations).sort()).toEqual(['es', 'eu']);
    const es = await expectStatus(await get(`/events/${e.id}`), 200);
    expect(es).toMatchObject({ title: 'Concierto unico', slug: 'concierto-unico', lang: 'es' });
    const listed = await json(await call('/events?start_date=2031-11-20&end_date=2031-11-20'));
    expect(listed.total).toBe(1);
    expect(listed.events[0].id).toBe(e.id);
    const viaParam = await expectStatus(
      await send('PATCH', `/events/${e.id}?translation_language=ca`, { title: 'Concert únic' }, admin.key),
      200,
    );
    expect(viaParam).toMatchObject({ title: 'Concert únic', slug: 'concert-unic', lang: 'ca' });
    expect((await expectStatus(await get(`/events/${e.id}`), 200)).title).toBe('Concierto unico');
  });

  it('an unknown translation_language is 400', async () => {
    const body = await expectStatus(await get('/events/1?translation_language=fr'), 400);
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params)).toEqual(['translation_language']);
  });
});

describe('delete', () => {
  it('moves to trash, then 410, and anonymous reads are 403', async () => {
    const e = await eventAt('Borrable');
    const res = await call(`/events/${e.id}`, { method: 'DELETE', headers: bearer(admin.key) });
    const trashed = await expectStatus(res, 200);
    expect(trashed.id).toBe(e.id);
    expect(trashed.status).toBe('trash');
    expect(trashed.title).toBe('Borrable');
    const again = await expectStatus(
      await call(`/events/${e.id}`, { method: 'DELETE', headers: bearer(admin.key) }),
      410,
    );
    expect(again.code).toBe('event-is-in-trash');
    const read = await expectStatus(await get(`/events/${e.id}`), 403);
    expect(read.code).toBe('event-no-longer-available');
    expect(read.message).toBe('This event is no longer available');
    const listed = await json(await call('/events?start_date=2031-03-05&end_date=2031-03-05'));
    expect(listed.events.map((x: Json) => x.id)).not.toContain(e.id);
  });

  it('force=true deletes permanently and answers {deleted, previous}', async () => {
    const e = await eventAt('Para siempre');
    const res = await call(`/events/${e.id}?force=true`, { method: 'DELETE', headers: bearer(admin.key) });
    const body = await expectStatus(res, 200);
    expect(Object.keys(body)).toEqual(['deleted', 'previous']);
    expect(body.deleted).toBe(true);
    expect(body.previous).toMatchObject({ id: e.id, title: 'Para siempre', status: 'publish' });
    const read = await expectStatus(await get(`/events/${e.id}`), 404);
    expect(read.code).toBe('rest-event-not-found');
  });

  it('deletes by slug', async () => {
    const e = await eventAt('Borrar por slug');
    const res = await call('/events/by-slug/borrar-por-slug', {
      method: 'DELETE',
      headers: bearer(admin.key),
    });
    const body = await expectStatus(res, 200);
    expect(body).toMatchObject({ id: e.id, status: 'trash' });
  });

  it('force needs an editor role', async () => {
    const e = await createEvent(author.key, { title: 'De autor', ...DATES });
    const res = await call(`/events/${e.id}?force=true`, { method: 'DELETE', headers: bearer(author.key) });
    expect((await expectStatus(res, 403)).code).toBe('rest_forbidden');
  });
});

describe('password-protected events', () => {
  let locked: Json;
  beforeAll(async () => {
    locked = await createEvent(admin.key, {
      title: 'Secreto',
      description: 'Privado',
      excerpt: 'Extracto privado',
      start_date: '2031-12-01 10:00:00',
      end_date: '2031-12-01 11:00:00',
      cost: '20 €',
      website: 'https://example.com/secreto',
      featured: true,
      venue: venue1,
      organizer: [org1],
      categories: [catA],
      tags: [tagA],
      image: 'https://example.com/img.jpg',
    });
    const res = await send('PATCH', `/events/${locked.id}`, { password: 'hunter2' }, admin.key);
    const body = await expectStatus(res, 200);
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(body.password).toBeUndefined();
  });

  it('single GET without the password is 403 event-password-protected', async () => {
    const body = await expectStatus(await get(`/events/${locked.id}`), 403);
    expect(body.code).toBe('event-password-protected');
    const wrong = await expectStatus(await get(`/events/${locked.id}?password=nope`), 403);
    expect(wrong.code).toBe('event-password-protected');
  });

  it('the right password unlocks it; the password is never returned', async () => {
    const res = await get(`/events/${locked.id}?password=hunter2`);
    const body = await expectStatus(res, 200);
    expect(body.description).toBe('Privado');
    expect(body.json_ld.name).toBe('Protegido: Secreto'); // WordPress's get_the_title, as TEC's json_ld;
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(body.password).toBeUndefined();
  });

  it('the password also unlocks the by-slug read', async () => {
    expect((await get('/events/by-slug/secreto')).status).toBe(403);
    const body = await expectStatus(await get('/events/by-slug/secreto?password=hunter2'), 200);
    expect(body.id).toBe(locked.id);
  });

  it('lists show it with protected fields blanked', async () => {
    const list = await json(await call('/events?start_date=2031-12-01&end_date=2031-12-01'));
    expect(list.events).toHaveLength(1);
    const e = list.events[0];
    expect(e).toMatchObject({
      id: locked.id,
      title: 'Secreto',
      slug: 'secreto',
      ...LOCKED_IN_LISTS,
      start_date: '2031-12-01 10:00:00',
    });
    expect(e.json_ld).toBeUndefined();
    expect(JSON.stringify(list)).not.toContain('hunter2');
  });

  it('the password cannot be set by slug', async () => {
    const body = await expectStatus(
      await send('PATCH', '/events/by-slug/secreto', { password: 'x' }, admin.key),
      400,
    );
    expect(Object.keys(body.data.params)).toEqual(['password']);
  });

  it('"" clears the password', async () => {
    const e = await eventAt('Clave temporal');
    await expectStatus(await send('PATCH', `/events/${e.id}`, { password: 'abc' }, admin.key), 200);
    expect((await get(`/events/${e.id}`)).status).toBe(403);
    await expectStatus(await send('PATCH', `/events/${e.id}`, { password: '' }, admin.key), 200);
    const body = await expectStatus(await get(`/events/${e.id}`), 200);
    expect(body.title).toBe('Clave temporal');
  });
});

describe('roles', () => {
  it('contributors create drafts; publish becomes pending', async () => {
    const draft = await createEvent(contributor.key, { title: 'Contrib', ...DATES });
    expect(draft.status).toBe('draft');
    const pending = await createEvent(contributor.key, { title: 'Contrib 2', ...DATES, status: 'publish' });
    expect(pending.status).toBe('pending');
  });

  it('authors publish by default and cannot edit others', async () => {
    const own = await createEvent(author.key, { title: 'Del autor', ...DATES });
    expect(own.status).toBe('publish');
    const other = await eventAt('Del admin');
    const res = await send('PATCH', `/events/${other.id}`, { title: 'x' }, author.key);
    expect((await expectStatus(res, 403)).code).toBe('rest_forbidden');
  });

  it('only editors may set another author', async () => {
    const res = await send('POST', '/events', { title: 'Ajeno', ...DATES, author: admin.id }, author.key);
    expect((await expectStatus(res, 403)).code).toBe('rest_forbidden');
    const given = await eventAt('Regalado', { author: contributor.id });
    expect(given.author).toBe(String(contributor.id));
  });

  it('contributors cannot edit their published events but can edit their drafts', async () => {
    const published = await eventAt('Publicado de contrib', { author: contributor.id });
    const res = await send('PATCH', `/events/${published.id}`, { title: 'x' }, contributor.key);
    expect((await expectStatus(res, 403)).code).toBe('rest_forbidden');
    const draft = await createEvent(contributor.key, { title: 'Mi borrador', ...DATES });
    const ok = await expectStatus(
      await send(
        'PATCH',
        `/events/${draft.id}`,
        { title: 'Mi borrador 2', status: 'publish' },
        contributor.key,
      ),
      200,
    );
    expect(ok).toMatchObject({ title: 'Mi borrador 2', status: 'pending' });
  });

  it('subscribers cannot create', async () => {
    const res = await send('POST', '/events', { title: 'x', ...DATES }, subscriber.key);
    const body = await expectStatus(res, 403);
    expect(body.code).toBe('rest_forbidden');
    expect(body.message).toBe('Sorry, you are not allowed to do that.');
  });
});
