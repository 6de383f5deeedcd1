import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, insertTerm, json, send } from '../helpers';

/**
 * Updates load the record in the same read batch as their reference checks (and a password read loads
 * the hash with the event): the checks run before the record is known. Errors keep their order all the
 * same — the record's 404 (or 400 for an id of another kind), then the caller's rights, then the fields,
 * then the references — a refused write changes nothing, and a refused one costs one round trip.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;
type User = { id: number; key: string };

let admin: User;
let author: User;
let contributor: User;
let imageId: number;
let counter = 0;
const unique = (name: string) => `${name} Lw${++counter}`;

const FUTURE = { start_date: '2031-07-01 10:00', end_date: '2031-07-01 12:00' };

const roundTrips = (res: Response): number =>
  Number(/desc="(\d+) round trips?"/.exec(res.headers.get('server-timing') ?? '')?.[1]);

/** The error of a response, checking its status and code; refused writes make only the read batch. */
async function expectError(res: Response, status: number, code: string): Promise<Json> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.code).toBe(code);
  expect(roundTrips(res), 'the auth lookup and at most the read batch').toBeLessThanOrEqual(2);
  return body;
}

async function expectOk(res: Response, status = 200): Promise<Json> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

const readAsAdmin = async (path: string) => expectOk(await call(path, { headers: bearer(admin.key) }));

const postTitled = async (title: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM post_texts WHERE title = ?')
    .bind(title)
    .first<{ n: number }>())!.n;

beforeAll(async () => {
  admin = await createUser('administrator');
  author = await createUser('author');
  contributor = await createUser('contributor');
  const image = await env.DB.prepare(
    "INSERT INTO images (url) VALUES ('https://img.example/batch.jpg') RETURNING id",
  ).first<{ id: number }>();
  imageId = image!.id;
});

describe('PUT /events/{id} and /events/by-slug/{slug}: the load shares the reference batch', () => {
  const badRefs = { image: 999_999, categories: [999_998], post_parent: 999_997 };

  it('an unknown id is 404 before bad references, and an inline venue is not created', async () => {
    const ghost = unique('Ghost Hall');
    const body = await expectError(
      await send('PUT', '/events/999999', { ...badRefs, venue: { venue: ghost } }, admin.key),
      404,
      'rest-event-not-found',
    );
    expect(body.message).toBe('Event with ID 999999 does not exist.');
    expect(await postTitled(ghost)).toBe(0);
  });

  it('an unknown slug is 404 naming the slug, before bad references', async () => {
    const body = await expectError(
      await send('POST', '/events/by-slug/no-such-event-lw', badRefs, admin.key),
      404,
      'rest-event-not-found',
    );
    expect(body.message).toBe('Event with slug no-such-event-lw does not exist.');
  });

  it('the id of a venue is 400 rest-invalid-event-id, before bad references', async () => {
    const venue = await expectOk(await send('POST', '/venues', { venue: unique('Sala') }, admin.key), 201);
    await expectError(
      await send('PUT', `/events/${venue.id}`, badRefs, admin.key),
      400,
      'rest-invalid-event-id',
    );
  });

  it("someone else's event is 403 for a contributor, before bad references", async () => {
    const event = await createEvent(admin.key, { title: unique('Ajeno'), ...FUTURE });
    await expectError(
      await send('PUT', `/events/${event.id}`, badRefs, contributor.key),
      403,
      'rest_forbidden',
    );
  });

  it('setting another author is 403 for an author, before bad references', async () => {
    const event = await createEvent(author.key, { title: unique('Propio'), ...FUTURE });
    await expectError(
      await send('PUT', `/events/${event.id}`, { ...badRefs, author: admin.id }, author.key),
      403,
      'rest_forbidden',
    );
  });

  it('an end before the start is 400 naming end_date only, before bad references', async () => {
    const event = await createEvent(admin.key, { title: unique('Fechas'), ...FUTURE });
    const body = await expectError(
      await send('PUT', `/events/${event.id}`, { ...badRefs, end_date: '2031-06-30 10:00' }, admin.key),
      400,
      'rest_invalid_param',
    );
    expect(Object.keys(body.data.params)).toEqual(['end_date']);
  });

  it('bad references are 400 together, before new terms an author may not create; nothing changes', async () => {
    const title = unique('Intacto');
    const event = await createEvent(author.key, { title, ...FUTURE });
    const ghost = unique('Ghost Org');
    let body = await expectError(
      await send(
        'PUT',
        `/events/${event.id}`,
        { ...badRefs, title: 'Changed', tags: ['brand new lw tag'], organizer: [{ organizer: ghost }] },
        author.key,
      ),
      400,
      'rest_invalid_param',
    );
    expect(Object.keys(body.data.params).sort()).toEqual(['categories', 'image', 'post_parent']);
    body = await expectError(
      await send('PUT', `/events/${event.id}`, { title: 'Changed', tags: ['brand new lw tag'] }, author.key),
      403,
      'rest_forbidden',
    );
    const read = await readAsAdmin(`/events/${event.id}`);
    expect(read.title).toBe(title);
    expect(read.tags).toEqual([]);
    expect(await postTitled(ghost)).toBe(0);
  });

  it('by slug, a write loads the event and checks its references in one batch', async () => {
    const event = await createEvent(admin.key, { title: unique('Por slug'), ...FUTURE });
    const res = await send(
      'POST',
      `/events/by-slug/${event.slug}`,
      { image: imageId, categories: [unique('Nueva categoría')] },
      admin.key,
    );
    const body = await expectOk(res);
    expect(body.id).toBe(event.id);
    expect(body.image.id).toBe(imageId);
    expect(body.categories).toHaveLength(1);
    expect(roundTrips(res)).toBe(3); // the auth lookup, the read batch, the write batch
  });
});

describe('GET /events/{id}?password=…: the hash is read with the event', () => {
  let locked: Json;
  const password = 'batch-secret';

  beforeAll(async () => {
    locked = await createEvent(admin.key, { title: unique('Cena cerrada'), ...FUTURE });
    await expectOk(await send('POST', `/events/${locked.id}`, { password }, admin.key));
  });

  it('by id and by slug: the right password reads it in one round trip, a wrong one or none is 403', async () => {
    for (const path of [`/events/${locked.id}`, `/events/by-slug/${locked.slug}`]) {
      const res = await call(`${path}?password=${password}`);
      const text = await res.text();
      expect(res.status, text).toBe(200);
      expect(roundTrips(res)).toBe(1);
      expect(JSON.parse(text).id).toBe(locked.id);
      expect(text).not.toContain('password_hash');
      for (const query of ['?password=wrong', '?password=', '']) {
        await expectError(await call(`${path}${query}`), 403, 'event-password-protected');
      }
    }
  });

  it('an event the caller may not read is 403 not accessible, even with its password', async () => {
    await expectOk(await send('POST', `/events/${locked.id}`, { status: 'draft' }, admin.key));
    try {
      await expectError(await call(`/events/${locked.id}?password=${password}`), 403, 'event-not-accessible');
    } finally {
      await expectOk(await send('POST', `/events/${locked.id}`, { status: 'publish' }, admin.key));
    }
  });

  it('an unknown id is 404 with a password too', async () => {
    await expectError(await call(`/events/999999?password=${password}`), 404, 'rest-event-not-found');
  });
});

describe.each([
  ['venues', 'venue', 'rest-venue-not-found'],
  ['organizers', 'organizer', 'rest-organizer-not-found'],
] as const)('PUT /%s/{id}: the image is checked in the load batch', (route, nameParam, notFound) => {
  it('an unknown id is 404 before an unknown image', async () => {
    await expectError(await send('PUT', `/${route}/999999`, { image: 999_999 }, admin.key), 404, notFound);
  });

  it("someone else's record is 403 for a contributor before an unknown image", async () => {
    const record = await expectOk(
      await send('POST', `/${route}`, { [nameParam]: unique('Ajeno') }, admin.key),
      201,
    );
    await expectError(
      await send('PUT', `/${route}/${record.id}`, { image: 999_999 }, contributor.key),
      403,
      'rest_forbidden',
    );
  });

  it('an unknown image is 400 and changes nothing; a known one is set, by id and by slug', async () => {
    const name = unique('Propio');
    const record = await expectOk(await send('POST', `/${route}`, { [nameParam]: name }, author.key), 201);
    const body = await expectError(
      await send('PUT', `/${route}/${record.id}`, { [nameParam]: 'Changed', image: 999_999 }, author.key),
      400,
      'rest_invalid_param',
    );
    expect(body.data.params).toEqual({ image: 'Unknown image: 999999.' });
    expect((await readAsAdmin(`/${route}/${record.id}`))[nameParam]).toBe(name);
    for (const path of [`/${route}/${record.id}`, `/${route}/by-slug/${record.slug}`]) {
      const res = await send('PUT', path, { image: imageId }, author.key);
      expect((await expectOk(res)).image.id).toBe(imageId);
      expect(roundTrips(res)).toBe(3);
    }
  });
});

describe('PUT /categories/{id} and /tags/{id}: the term loads with its parent and name checks', () => {
  const create = async (route: string, body: Json) =>
    expectOk(await send('POST', `/${route}`, body, admin.key), 201);
  const update = (route: string, id: number, body: Json) => send('PUT', `/${route}/${id}`, body, admin.key);

  it('an unknown id is 404 before an unknown parent or a duplicate name', async () => {
    const taken = await create('categories', { name: unique('Ocupado') });
    const body = await expectError(
      await update('categories', 999_999, { name: taken.name, parent: 999_998 }),
      404,
      'rest-category-not-found',
    );
    expect(body.message).toBe('The category with ID 999999 does not exist.');
    await expectError(await update('tags', taken.id, { name: 'x' }), 404, 'rest-tag-not-found');
  });

  it('without parent, a name is checked under the current parent (read in SQL)', async () => {
    const parent = await create('categories', { name: unique('Padre') });
    const sibling = await create('categories', { name: unique('Hermano'), parent: parent.id });
    const child = await create('categories', { name: unique('Hijo'), parent: parent.id });
    const topLevel = await create('categories', { name: unique('Arriba') });
    const body = await expectError(
      await update('categories', child.id, { name: sibling.name.toUpperCase() }),
      400,
      'term_exists',
    );
    expect(body.data.term_id).toBe(sibling.id);
    const renamed = await expectOk(await update('categories', child.id, { name: topLevel.name }));
    expect(renamed.parent).toBe(parent.id);
  });

  it('moving a term: an unknown parent comes first, then a name sent, then a name it keeps', async () => {
    const target = await create('categories', { name: unique('Destino') });
    const esTaken = await create('categories', { name: unique('Música'), parent: target.id });
    const euTaken = await create('categories', {
      name: unique('Otra'),
      parent: target.id,
      translations: { eu: { name: 'Musika Lw' } },
    });
    const moving = await create('categories', {
      name: unique('Viajera'),
      translations: { eu: { name: 'MUSIKA LW' } },
    });

    let body = await expectError(
      await update('categories', moving.id, { name: esTaken.name, parent: 999_999 }),
      400,
      'rest_invalid_param',
    );
    expect(body.data.params).toEqual({ parent: 'Unknown category: 999999.' });
    body = await expectError(
      await update('categories', moving.id, { name: esTaken.name, parent: target.id }),
      400,
      'term_exists',
    );
    expect(body.data.term_id).toBe(esTaken.id);
    body = await expectError(
      await update('categories', moving.id, { parent: target.id }),
      400,
      'term_exists',
    );
    expect(body.data.term_id).toBe(euTaken.id);
    expect((await readAsAdmin(`/categories/${moving.id}`)).parent).toBe(0);

    // A new Basque name frees it. Sending the parent it already has checks none of the names it keeps,
    // not even one a sibling took behind the API's back.
    const moved = await expectOk(
      await update('categories', moving.id, {
        parent: target.id,
        translations: { eu: { name: 'Bidaiaria Lw' } },
      }),
    );
    expect(moved.parent).toBe(target.id);
    await insertTerm('tribe_events_cat', moving.name, `${moving.slug}-twin`, target.id);
    const still = await expectOk(
      await update('categories', moving.id, { parent: target.id, description: 'd' }),
    );
    expect(still.parent).toBe(target.id);
  });

  it('a tag renamed to another tag’s name is term_exists; an unknown one is 404', async () => {
    const first = await create('tags', { name: unique('primera') });
    const second = await create('tags', { name: unique('segunda') });
    const res = await update('tags', second.id, { name: first.name });
    expect((await expectError(res, 400, 'term_exists')).data.term_id).toBe(first.id);
    const ok = await update('tags', second.id, { name: unique('tercera') });
    await expectOk(ok);
    expect(roundTrips(ok)).toBe(3);
  });
});
