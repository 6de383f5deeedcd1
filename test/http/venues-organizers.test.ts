import { beforeAll, describe, expect, it } from 'vitest';
import { API, BASE, bearer, call, createEvent, createUser, json, send } from '../helpers';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;
type User = { id: number; key: string };

let admin: User;
let editor: User;
let author: User;
let contributor: User;
let subscriber: User;

const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const FUTURE = { start_date: '2031-05-05 10:00:00', end_date: '2031-05-05 12:00:00' };
const PAST = { start_date: '2020-05-05 10:00:00', end_date: '2020-05-05 12:00:00' };

async function expectStatus(res: Response, status: number): Promise<Json> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

const get = (path: string, key?: string) => call(path, key ? { headers: bearer(key) } : {});

async function expectError(res: Response, status: number, code: string): Promise<Json> {
  const body = await expectStatus(res, status);
  expect(body.code).toBe(code);
  expect(body.data.status).toBe(status);
  return body;
}

beforeAll(async () => {
  admin = await createUser('administrator');
  editor = await createUser('editor');
  author = await createUser('author');
  contributor = await createUser('contributor');
  subscriber = await createUser('subscriber');
});

interface KindCase {
  kind: 'venue' | 'organizer';
  route: 'venues' | 'organizers';
  noun: string;
  /** Fields every record of this kind may carry besides its name (used in shared tests). */
  extra: Record<string, unknown>;
}

const KINDS: KindCase[] = [
  { kind: 'venue', route: 'venues', noun: 'Venue', extra: { city: 'Bilbo' } },
  { kind: 'organizer', route: 'organizers', noun: 'Organizer', extra: { phone: '944000000' } },
];

/** A name no other test uses, so de-duplication never reuses another test's record. */
let counter = 0;
// Suffixes are letters only, so a search for digits (a phone number) can never match them by chance.
const unique = (prefix: string) =>
  `${prefix} ${++counter}${[...crypto.getRandomValues(new Uint8Array(4))].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

describe.each(KINDS)('$route', ({ kind, route, noun, extra }) => {
  const create = async (body: Record<string, unknown>, key = admin.key) =>
    expectStatus(await send('POST', `/${route}`, body, key), 201);

  describe('create', () => {
    it('answers 201 with a record that has no json_ld, for every creating role', async () => {
      for (const user of [admin, editor, author]) {
        const name = unique('Creado');
        const body = await create({ [kind]: name }, user.key);
        expect(body[kind]).toBe(name);
        expect(body.author).toBe(String(user.id));
        expect(body.status).toBe('publish');
        expect(body.json_ld).toBeUndefined();
      }
      const draft = await create({ [kind]: unique('Contrib'), status: 'publish' }, contributor.key);
      expect(draft.status).toBe('pending');
      const none = await create({ [kind]: unique('Contrib') }, contributor.key);
      expect(none.status).toBe('draft');
    });

    it('derives the slug (accents folded) and keeps it unique', async () => {
      const a = await create({ [kind]: 'Ñandú Ópera', description: 'one' });
      const b = await create({ [kind]: 'Ñandú Ópera', description: 'two' });
      expect(a.slug).toBe('nandu-opera');
      expect(b.slug).toBe('nandu-opera-2');
      expect(b.id).not.toBe(a.id);
    });

    it('returns the existing record (201) for the same name, case-insensitive', async () => {
      const name = unique('Dedup');
      const first = await create({ [kind]: name, ...extra });
      const res = await send('POST', `/${route}`, { [kind]: `  ${name.toUpperCase()} ` }, admin.key);
      const again = await expectStatus(res, 201);
      expect(again.id).toBe(first.id);
      expect(again[kind]).toBe(name);
    });

    it('de-duplicates accented names whatever their case', async () => {
      const first = await create({ [kind]: `Ópera Música ${++counter}` });
      const again = await create({ [kind]: first[kind].toUpperCase() });
      expect(again.id).toBe(first.id);
      expect((await create({ [kind]: first[kind].toLowerCase() })).id).toBe(first.id);
      // Accents still matter: "Opera Musica" is another name.
      const plain = await create({ [kind]: first[kind].normalize('NFD').replace(/[\u0300-\u036f]/g, '') });
      expect(plain.id).not.toBe(first.id);
    });

    it('de-duplicates on the description too when one is given', async () => {
      const name = unique('DescDedup');
      const first = await create({ [kind]: name, description: 'Uno' });
      expect((await create({ [kind]: name, description: 'Uno' })).id).toBe(first.id);
      const other = await create({ [kind]: name, description: 'Dos' });
      expect(other.id).not.toBe(first.id);
      // Without a description the name alone decides: the first one.
      expect((await create({ [kind]: name.toLowerCase() })).id).toBe(first.id);
    });

    it('does not reuse a trashed record', async () => {
      const name = unique('Trashed');
      const first = await create({ [kind]: name });
      await expectStatus(await send('DELETE', `/${route}/${first.id}`, {}, admin.key), 200);
      const second = await create({ [kind]: name });
      expect(second.id).not.toBe(first.id);
    });

    it('requires the name: 400 rest_missing_callback_param', async () => {
      const body = await expectError(
        await send('POST', `/${route}`, { description: 'x' }, admin.key),
        400,
        'rest_missing_callback_param',
      );
      expect(body.message).toBe(`Missing parameter(s): ${kind}`);
      expect(body.data.params).toEqual([kind]);
    });

    it('rejects an empty or blank name', async () => {
      for (const name of ['', '   ']) {
        const body = await expectError(
          await send('POST', `/${route}`, { [kind]: name }, admin.key),
          400,
          'rest_invalid_param',
        );
        expect(Object.keys(body.data.params)).toEqual([kind]);
      }
    });

    it('rejects an invalid website', async () => {
      for (const website of ['not a url', 'ftp://example.com', 'javascript:alert(1)']) {
        const body = await expectError(
          await send('POST', `/${route}`, { [kind]: unique('Web'), website }, admin.key),
          400,
          'rest_invalid_param',
        );
        expect(Object.keys(body.data.params)).toEqual(['website']);
      }
    });

    it('accepts form-encoded bodies', async () => {
      const name = unique('Form');
      const res = await call(`/${route}`, {
        method: 'POST',
        headers: { ...bearer(admin.key), 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ [kind]: name, phone: '123' }).toString(),
      });
      const body = await expectStatus(res, 201);
      expect(body[kind]).toBe(name);
      expect(body.phone).toBe('123');
    });

    it('anonymous: 401 rest_forbidden, whatever the body', async () => {
      for (const body of [{ [kind]: 'Anon' }, {}]) {
        await expectError(await send('POST', `/${route}`, body), 401, 'rest_forbidden');
      }
      const list = await json(await call(`/${route}?search=Anon`));
      expect(list.total).toBe(0);
    });

    it('subscriber: 403 rest_forbidden, even with an invalid body', async () => {
      await expectError(
        await send('POST', `/${route}`, { [kind]: 'Sub' }, subscriber.key),
        403,
        'rest_forbidden',
      );
      await expectError(await send('POST', `/${route}`, {}, subscriber.key), 403, 'rest_forbidden');
    });

    it('a wrong key is 401', async () => {
      await expectError(
        await send('POST', `/${route}`, { [kind]: 'X' }, 'tec_000000000000_nope'),
        401,
        'rest_forbidden',
      );
    });
  });

  describe('single', () => {
    let rec: Json;
    let draft: Json;
    let trashed: Json;

    beforeAll(async () => {
      rec = await create({ [kind]: unique('Single'), description: 'Una descripción', ...extra });
      draft = await create({ [kind]: unique('Borrador'), status: 'draft' });
      trashed = await create({ [kind]: unique('Papelera') });
      await expectStatus(await send('DELETE', `/${route}/${trashed.id}`, {}, admin.key), 200);
    });

    it('by id: 200 with json_ld, cacheable, same record as created', async () => {
      const res = await call(`/${route}/${rec.id}`);
      const body = await expectStatus(res, 200);
      expect(body.json_ld).toBeTypeOf('object');
      expect(body.json_ld.name).toBe(rec[kind]);
      expect(body.json_ld.description).toBe('Una descripción');
      const { json_ld: _jsonLd, ...rest } = body;
      expect(rest).toEqual(rec);
      expect(Object.keys(body).indexOf('json_ld')).toBeGreaterThan(Object.keys(body).indexOf('slug'));
    });

    it('by slug: the same record', async () => {
      const body = await expectStatus(await call(`/${route}/by-slug/${rec.slug}`), 200);
      expect(body.id).toBe(rec.id);
      expect(body.json_ld).toBeTypeOf('object');
    });

    it('unknown id: 404', async () => {
      const body = await expectError(await call(`/${route}/999999`), 404, `rest-${kind}-not-found`);
      expect(body.message).toBe(`${noun} with ID 999999 does not exist.`);
      await expectError(await call(`/${route}/99999999999`), 404, `rest-${kind}-not-found`);
      await expectError(await call(`/${route}/0`), 404, `rest-${kind}-not-found`);
    });

    it('an id of the other kind is 404', async () => {
      const other = KINDS.find((k) => k.kind !== kind)!;
      const rec2 = await expectStatus(
        await send('POST', `/${other.route}`, { [other.kind]: unique('Otro') }, admin.key),
        201,
      );
      await expectError(await call(`/${route}/${rec2.id}`), 404, `rest-${kind}-not-found`);
    });

    it('unknown slug: 404 of its kind', async () => {
      await expectError(await call(`/${route}/by-slug/no-such-slug`), 404, `rest-${kind}-not-found`);
    });

    it('a slug with an escaped percent sign is 404, never 500', async () => {
      await expectError(await call(`/${route}/by-slug/%25`), 404, `rest-${kind}-not-found`);
      await expectError(await call(`/${route}/by-slug/a%25zz`), 404, `rest-${kind}-not-found`);
    });

    it('non-digit id: 404 rest_no_route', async () => {
      await expectError(await call(`/${route}/abc`), 404, 'rest_no_route');
    });

    it('draft: 403 for anonymous and subscribers, 200 for editors', async () => {
      const body = await expectError(await call(`/${route}/${draft.id}`), 403, `${kind}-not-accessible`);
      expect(body.message).toBe(`The requested ${kind} is not accessible`);
      await expectError(await call(`/${route}/by-slug/${draft.slug}`), 403, `${kind}-not-accessible`);
      await expectError(await get(`/${route}/${draft.id}`, subscriber.key), 403, `${kind}-not-accessible`);
      expect((await expectStatus(await get(`/${route}/${draft.id}`, editor.key), 200)).status).toBe('draft');
    });

    it('the contributor who wrote a draft reads it; another contributor does not', async () => {
      const own = await create({ [kind]: unique('Propio') }, contributor.key);
      expect((await expectStatus(await get(`/${route}/${own.id}`, contributor.key), 200)).status).toBe(
        'draft',
      );
      const other = await createUser('contributor');
      await expectError(await get(`/${route}/${own.id}`, other.key), 403, `${kind}-not-accessible`);
    });

    it('trashed: 403 for anonymous, 200 (status trash) for an administrator', async () => {
      await expectError(await call(`/${route}/${trashed.id}`), 403, `${kind}-not-accessible`);
      expect((await expectStatus(await get(`/${route}/${trashed.id}`, admin.key), 200)).status).toBe('trash');
    });

    it('translations list the language and the rest_url under its prefix', async () => {
      const body = await expectStatus(await call(`/eu/site/events/v1/${route}/${rec.id}`), 200);
      // No Basque text: the default language's text is shown.
      expect(body.lang).toBe('es');
      expect(body.translations).toEqual({
        es: { slug: rec.slug, rest_url: `${BASE}/es/site/events/v1/${route}/${rec.id}` },
      });
    });
  });

  describe('update', () => {
    it('POST, PUT and PATCH change only the fields sent', async () => {
      const rec = await create({
        [kind]: unique('Upd'),
        description: 'Desc',
        phone: '111',
        website: 'https://a.example',
      });
      let body = await expectStatus(
        await send('POST', `/${route}/${rec.id}`, { phone: '222' }, admin.key),
        200,
      );
      expect(body).toMatchObject({
        id: rec.id,
        [kind]: rec[kind],
        description: 'Desc',
        phone: '222',
        website: 'https://a.example',
      });
      body = await expectStatus(
        await send('PUT', `/${route}/${rec.id}`, { description: 'Nueva' }, admin.key),
        200,
      );
      expect(body).toMatchObject({
        [kind]: rec[kind],
        description: 'Nueva',
        phone: '222',
        website: 'https://a.example',
      });
      body = await expectStatus(
        await send('PATCH', `/${route}/${rec.id}`, { [kind]: 'Renombrado' }, admin.key),
        200,
      );
      expect(body).toMatchObject({
        [kind]: 'Renombrado',
        description: 'Nueva',
        phone: '222',
        slug: rec.slug,
      });
      expect(body.json_ld).toBeUndefined();
      // Emptying a field removes the key.
      body = await expectStatus(await send('PATCH', `/${route}/${rec.id}`, { website: '' }, admin.key), 200);
      expect(body.website).toBeUndefined();
      expect(body.phone).toBe('222');
      const read = await expectStatus(await call(`/${route}/${rec.id}`), 200);
      expect(read).toMatchObject({ [kind]: 'Renombrado', description: 'Nueva', phone: '222' });
      expect(read.website).toBeUndefined();
    });

    it('changes the slug only when one is sent', async () => {
      const rec = await create({ [kind]: unique('Slug') });
      const body = await expectStatus(
        await send('PATCH', `/${route}/${rec.id}`, { slug: 'Nuevo Slug Ñ' }, admin.key),
        200,
      );
      expect(body.slug).toBe('nuevo-slug-n');
      expect((await expectStatus(await call(`/${route}/by-slug/nuevo-slug-n`), 200)).id).toBe(rec.id);
    });

    it('by slug', async () => {
      const rec = await create({ [kind]: unique('BySlug') });
      const body = await expectStatus(
        await send('PATCH', `/${route}/by-slug/${rec.slug}`, { description: 'Por slug' }, admin.key),
        200,
      );
      expect(body.id).toBe(rec.id);
      expect(body.description).toBe('Por slug');
      await expectError(
        await send('PATCH', `/${route}/by-slug/no-such-slug-x`, { description: 'x' }, admin.key),
        404,
        `rest-${kind}-not-found`,
      );
    });

    it('an empty name is 400; invalid status is 400', async () => {
      const rec = await create({ [kind]: unique('Empty') });
      const body = await expectError(
        await send('PATCH', `/${route}/${rec.id}`, { [kind]: '' }, admin.key),
        400,
        'rest_invalid_param',
      );
      expect(Object.keys(body.data.params)).toEqual([kind]);
      await expectError(
        await send('PATCH', `/${route}/${rec.id}`, { status: 'nope' }, admin.key),
        400,
        'rest_invalid_param',
      );
      expect((await json(await call(`/${route}/${rec.id}`)))[kind]).toBe(rec[kind]);
    });

    it('unknown id: 404; anonymous: 401 (before the existence check)', async () => {
      await expectError(
        await send('PATCH', `/${route}/999999`, { phone: '1' }, admin.key),
        404,
        `rest-${kind}-not-found`,
      );
      await expectError(await send('PATCH', `/${route}/999999`, { phone: '1' }), 401, 'rest_forbidden');
      await expectError(await send('DELETE', `/${route}/999999`, {}), 401, 'rest_forbidden');
    });

    it('an author edits own records only; a subscriber none', async () => {
      const own = await create({ [kind]: unique('DeAutor') }, author.key);
      expect(
        (await expectStatus(await send('PATCH', `/${route}/${own.id}`, { phone: '5' }, author.key), 200))
          .phone,
      ).toBe('5');
      const others = await create({ [kind]: unique('DeAdmin') });
      await expectError(
        await send('PATCH', `/${route}/${others.id}`, { phone: '5' }, author.key),
        403,
        'rest_forbidden',
      );
      await expectError(
        await send('PATCH', `/${route}/${own.id}`, { phone: '6' }, subscriber.key),
        403,
        'rest_forbidden',
      );
      expect((await json(await call(`/${route}/${own.id}`))).phone).toBe('5');
    });

    it('a contributor cannot publish: publish becomes pending', async () => {
      const own = await create({ [kind]: unique('Contrib') }, contributor.key);
      const body = await expectStatus(
        await send('PATCH', `/${route}/${own.id}`, { status: 'publish' }, contributor.key),
        200,
      );
      expect(body.status).toBe('pending');
    });

    it('translations: /eu adds a Basque text to the same record', async () => {
      const name = unique('Itzulpena');
      const rec = await create({ [kind]: name, description: 'Texto en castellano' });
      const res = await send(
        'PATCH',
        `/eu/site/events/v1/${route}/${rec.id}`,
        { [kind]: `${name} EU`, description: 'Euskarazko testua' },
        admin.key,
      );
      const eu = await expectStatus(res, 200);
      expect(eu.id).toBe(rec.id);
      expect(eu.lang).toBe('eu');
      expect(eu[kind]).toBe(`${name} EU`);
      expect(eu.description).toBe('Euskarazko testua');
      expect(eu.slug).toBe(`${rec.slug}-eu`);
      expect(Object.keys(eu.translations)).toEqual(['eu', 'es']);
      expect(eu.translations.eu).toEqual({
        slug: `${rec.slug}-eu`,
        rest_url: `${BASE}/eu/site/events/v1/${route}/${rec.id}`,
      });
      expect(eu.translations.es.slug).toBe(rec.slug);
      const es = await expectStatus(await call(`/${route}/${rec.id}`), 200);
      expect(es).toMatchObject({ lang: 'es', [kind]: name, description: 'Texto en castellano' });
      // Still one record.
      const list = await json(
        await get(`/${route}?search=${encodeURIComponent(name.split(' ')[1]!)}`, admin.key),
      );
      expect(list.total).toBe(1);
      // By slug in Basque under the prefix.
      const bySlug = await expectStatus(
        await call(`/eu/site/events/v1/${route}/by-slug/${rec.slug}-eu`),
        200,
      );
      expect(bySlug.id).toBe(rec.id);
    });

    it('translations can be sent on create (any subset of languages)', async () => {
      const name = unique('Multi');
      const rec = await create({ [kind]: name, translations: { eu: { [kind]: `${name} Euskaraz` } } });
      expect(Object.keys(rec.translations)).toEqual(['eu', 'es']);
      const eu = await expectStatus(await call(`/eu/site/events/v1/${route}/${rec.id}`), 200);
      expect(eu[kind]).toBe(`${name} Euskaraz`);
      expect(eu.lang).toBe('eu');
    });
  });

  describe('delete', () => {
    it('trashes (200, status trash), then 410; the record is unlinked from events', async () => {
      const rec = await create({ [kind]: unique('Borrar') });
      const link = kind === 'venue' ? { venue: rec.id } : { organizer: [rec.id] };
      const event = await createEvent(admin.key, { title: 'Con enlace', ...FUTURE, ...link });
      expect(kind === 'venue' ? event.venue.id : event.organizer[0].id).toBe(rec.id);

      const body = await expectStatus(await send('DELETE', `/${route}/${rec.id}`, {}, admin.key), 200);
      expect(body.id).toBe(rec.id);
      expect(body.status).toBe('trash');
      expect(body[kind]).toBe(rec[kind]);

      const again = await expectError(
        await send('DELETE', `/${route}/${rec.id}`, {}, admin.key),
        410,
        `${kind}-is-in-trash`,
      );
      expect(again.message).toBe(`The ${kind} is already trashed`);

      const after = await expectStatus(await get(`/events/${event.id}`, admin.key), 200);
      expect(after[kind]).toEqual([]);
      const linked = await json(await get(`/${route}?event=${event.id}`, admin.key));
      expect(linked.total).toBe(0);
    });

    it('by slug', async () => {
      const rec = await create({ [kind]: unique('BorrarSlug') });
      const body = await expectStatus(
        await send('DELETE', `/${route}/by-slug/${rec.slug}`, {}, admin.key),
        200,
      );
      expect(body.status).toBe('trash');
    });

    it('force=true by an administrator deletes for good: {deleted, previous}', async () => {
      const rec = await create({ [kind]: unique('Forzar') });
      const body = await expectStatus(
        await send('DELETE', `/${route}/${rec.id}?force=true`, {}, admin.key),
        200,
      );
      expect(Object.keys(body)).toEqual(['deleted', 'previous']);
      expect(body.deleted).toBe(true);
      expect(body.previous).toEqual(rec);
      await expectError(await get(`/${route}/${rec.id}`, admin.key), 404, `rest-${kind}-not-found`);
    });

    it('force deletes a trashed record too', async () => {
      const rec = await create({ [kind]: unique('ForzarTrash') });
      await expectStatus(await send('DELETE', `/${route}/${rec.id}`, {}, admin.key), 200);
      const body = await expectStatus(
        await send('DELETE', `/${route}/${rec.id}`, { force: true }, editor.key),
        200,
      );
      expect(body.deleted).toBe(true);
      expect(body.previous.status).toBe('trash');
    });

    it('force by an author is 403 and deletes nothing; authors trash their own', async () => {
      const rec = await create({ [kind]: unique('AutorForzar') }, author.key);
      await expectError(
        await send('DELETE', `/${route}/${rec.id}?force=true`, {}, author.key),
        403,
        'rest_forbidden',
      );
      expect((await expectStatus(await call(`/${route}/${rec.id}`), 200)).status).toBe('publish');
      const trashed = await expectStatus(await send('DELETE', `/${route}/${rec.id}`, {}, author.key), 200);
      expect(trashed.status).toBe('trash');
    });

    it("an author can't trash someone else's record", async () => {
      const rec = await create({ [kind]: unique('Ajeno') });
      await expectError(await send('DELETE', `/${route}/${rec.id}`, {}, author.key), 403, 'rest_forbidden');
      await expectError(
        await send('DELETE', `/${route}/999999`, {}, admin.key),
        404,
        `rest-${kind}-not-found`,
      );
    });
  });

  describe('list', () => {
    const token = `zqlist${kind}`;
    let ids: number[];

    beforeAll(async () => {
      // Names chosen so that id order and name order differ, and two names tie case-insensitively.
      const gamma = await create({ [kind]: 'Gamma', description: `${token} g` });
      const alpha1 = await create({ [kind]: 'alpha', description: `${token} a1` });
      const beta = await create({ [kind]: 'Beta', description: `${token} b` });
      const alpha2 = await create({ [kind]: 'Alpha', description: `${token} a2` });
      ids = [alpha1.id, alpha2.id, beta.id, gamma.id];
      // A draft that anonymous lists never show.
      await create({ [kind]: 'Aaa Draft', description: `${token} d`, status: 'draft' });
    });

    it('orders by name (case-insensitive) then id; body keys and headers as TEC', async () => {
      const res = await call(`/${route}?search=${token}`);
      const body = await expectStatus(res, 200);
      expect(Object.keys(body)).toEqual([route, 'rest_url', 'total', 'total_pages']);
      expect(body[route].map((r: Json) => r.id)).toEqual(ids);
      expect(body.total).toBe(4);
      expect(body.total_pages).toBe(1);
      expect(body.rest_url).toBe(`${API}/${route}/?page=1&per_page=10&search=${token}&status=publish`);
      expect(res.headers.get('X-TEC-Total')).toBe('4');
      expect(res.headers.get('X-TEC-TotalPages')).toBe('1');
      expect(res.headers.get('Link')).toBeNull();
      expect(body[route][0].json_ld).toBeUndefined();
    });

    it('orders accented names among their letters, as WordPress: Ávila before Bilbao, not after Zumaia', async () => {
      const accents = `zqaccents${kind}`;
      const made: Record<string, number> = {};
      for (const name of ['Zumaia', 'Ávila', 'bilbao', 'Éibar', 'ÑANDÚ', 'Oñati', 'Ódena']) {
        made[name] = (await create({ [kind]: name, description: accents })).id;
      }
      const body = await expectStatus(await call(`/${route}?search=${accents}`), 200);
      expect(body[route].map((r: Json) => r[kind])).toEqual([
        'Ávila',
        'bilbao',
        'Éibar',
        'ÑANDÚ',
        'Ódena',
        'Oñati',
        'Zumaia',
      ]);
    });

    it('paginates with next and previous links', async () => {
      let res = await call(`/${route}?search=${token}&per_page=2`);
      let body = await expectStatus(res, 200);
      expect(Object.keys(body)).toEqual([route, 'rest_url', 'next_rest_url', 'total', 'total_pages']);
      expect(body[route].map((r: Json) => r.id)).toEqual(ids.slice(0, 2));
      expect(body.total_pages).toBe(2);
      const next = `${API}/${route}/?per_page=2&search=${token}&status=publish&page=2`;
      expect(body.next_rest_url).toBe(next);
      expect(res.headers.get('Link')).toBe(`<${next}>; rel="next"`);
      expect(res.headers.get('X-TEC-TotalPages')).toBe('2');

      res = await call(`/${route}?search=${token}&per_page=2&page=2`);
      body = await expectStatus(res, 200);
      expect(Object.keys(body)).toEqual([route, 'rest_url', 'previous_rest_url', 'total', 'total_pages']);
      expect(body[route].map((r: Json) => r.id)).toEqual(ids.slice(2));
      const prev = `${API}/${route}/?per_page=2&search=${token}&status=publish`;
      expect(body.previous_rest_url).toBe(prev);
      expect(res.headers.get('Link')).toBe(`<${prev}>; rel="prev"`);

      body = await expectStatus(await call(`/${route}?search=${token}&per_page=1&page=3`), 200);
      expect(body[route].map((r: Json) => r.id)).toEqual([ids[2]]);
      expect(body.previous_rest_url).toBe(
        `${API}/${route}/?per_page=1&search=${token}&status=publish&page=2`,
      );
      expect(body.next_rest_url).toBe(`${API}/${route}/?per_page=1&search=${token}&status=publish&page=4`);
    });

    it('a page past the end is 404; an empty list is 200 with totals 0', async () => {
      const body = await expectError(
        await call(`/${route}?search=${token}&per_page=2&page=3`),
        404,
        `${kind}-archive-page-not-found`,
      );
      expect(body.message).toBe(`The requested ${kind} archive page does not exist`);
      const res = await call(`/${route}?search=zqnothingmatches`);
      const empty = await expectStatus(res, 200);
      expect(empty).toEqual({
        [route]: [],
        rest_url: `${API}/${route}/?page=1&per_page=10&search=zqnothingmatches&status=publish`,
        total: 0,
        total_pages: 0,
      });
      expect(res.headers.get('X-TEC-Total')).toBe('0');
      expect(res.headers.get('X-TEC-TotalPages')).toBe('0');
    });

    it('validates page and per_page; clamps per_page to 50', async () => {
      for (const q of ['per_page=0', 'per_page=-1', 'per_page=1.5', 'page=0', 'page=abc']) {
        const body = await expectError(await call(`/${route}?${q}`), 400, 'rest_invalid_param');
        expect(Object.keys(body.data.params)).toEqual([q.split('=')[0]]);
      }
      const body = await expectStatus(await call(`/${route}?search=${token}&per_page=500`), 200);
      expect(body.rest_url).toBe(`${API}/${route}/?page=1&per_page=50&search=${token}&status=publish`);
    });

    it('status: anonymous may ask only for publish; drafts are never listed anonymously', async () => {
      const ok = await expectStatus(await call(`/${route}?search=${token}&status=publish`), 200);
      expect(ok.total).toBe(4);
      for (const status of ['draft', 'publish,draft', 'trash', 'any']) {
        const body = await expectError(await call(`/${route}?status=${status}`), 400, 'rest_invalid_param');
        expect(Object.keys(body.data.params)).toEqual(['status']);
      }
    });

    it('authenticated: every non-trash status by default, or the ones asked for', async () => {
      const all = await expectStatus(await get(`/${route}?search=${token}`, admin.key), 200);
      expect(all.total).toBe(5);
      expect(all[route][0][kind]).toBe('Aaa Draft');
      expect(all.rest_url).toBe(
        `${API}/${route}/?page=1&per_page=10&search=${token}&status=publish%2Cfuture%2Cdraft%2Cpending%2Cprivate`,
      );
      const drafts = await expectStatus(await get(`/${route}?search=${token}&status=draft`, admin.key), 200);
      expect(drafts[route].map((r: Json) => r[kind])).toEqual(['Aaa Draft']);
      // A subscriber sees only published ones (not someone else's draft).
      const sub = await expectStatus(await get(`/${route}?search=${token}`, subscriber.key), 200);
      expect(sub.total).toBe(4);
    });
  });

  describe('list filters by events', () => {
    const token = `zqev${kind}`;
    let withPublished: Json;
    let withDraftOnly: Json;
    let withPastOnly: Json;
    let unlinked: Json;
    let published: Json;
    let draftEvent: Json;

    beforeAll(async () => {
      withPublished = await create({ [kind]: 'Ev A', description: token });
      withDraftOnly = await create({ [kind]: 'Ev B', description: token });
      withPastOnly = await create({ [kind]: 'Ev C', description: token });
      unlinked = await create({ [kind]: 'Ev D', description: token });
      const link = (id: number) => (kind === 'venue' ? { venue: id } : { organizer: [id] });
      published = await createEvent(admin.key, { title: 'Publicado', ...FUTURE, ...link(withPublished.id) });
      draftEvent = await createEvent(admin.key, {
        title: 'Borrador',
        ...FUTURE,
        status: 'draft',
        ...link(withDraftOnly.id),
      });
      await createEvent(admin.key, { title: 'Pasado', ...PAST, ...link(withPastOnly.id) });
    });

    const names = (body: Json) => body[route].map((r: Json) => r[kind]);

    it('event: the records linked to that event', async () => {
      const body = await expectStatus(await call(`/${route}?event=${published.id}`), 200);
      expect(names(body)).toEqual(['Ev A']);
      expect(body.rest_url).toBe(`${API}/${route}/?page=1&per_page=10&event=${published.id}&status=publish`);
    });

    it('event: unknown, not an event, or not readable is 400 naming event', async () => {
      for (const id of ['999999', String(withPublished.id), String(draftEvent.id)]) {
        const body = await expectError(await call(`/${route}?event=${id}`), 400, 'rest_invalid_param');
        expect(Object.keys(body.data.params)).toEqual(['event']);
      }
      await expectError(await call(`/${route}?event=abc`), 400, 'rest_invalid_param');
      // An editor can read the draft event.
      const body = await expectStatus(await get(`/${route}?event=${draftEvent.id}`, admin.key), 200);
      expect(names(body)).toEqual(['Ev B']);
    });

    it('has_events=true|false counts only events the caller can see', async () => {
      const yes = await expectStatus(await call(`/${route}?search=${token}&has_events=true`), 200);
      expect(names(yes)).toEqual(['Ev A', 'Ev C']);
      const no = await expectStatus(await call(`/${route}?search=${token}&has_events=false`), 200);
      expect(no[route].map((r: Json) => r.id)).toEqual([withDraftOnly.id, unlinked.id]);
      const adminYes = await expectStatus(
        await get(`/${route}?search=${token}&has_events=1`, admin.key),
        200,
      );
      expect(names(adminYes)).toEqual(['Ev A', 'Ev B', 'Ev C']);
      expect(adminYes.rest_url).toContain('&has_events=true&');
      await expectError(await call(`/${route}?has_events=maybe`), 400, 'rest_invalid_param');
    });

    it('only_with_upcoming=true: an event that already ended does not count', async () => {
      const body = await expectStatus(await call(`/${route}?search=${token}&only_with_upcoming=true`), 200);
      expect(names(body)).toEqual(['Ev A']);
      expect(body.rest_url).toBe(
        `${API}/${route}/?page=1&per_page=10&search=${token}&only_with_upcoming=true&status=publish`,
      );
      const off = await expectStatus(await call(`/${route}?search=${token}&only_with_upcoming=false`), 200);
      expect(off.total).toBe(4);
      const admins = await expectStatus(
        await get(`/${route}?search=${token}&only_with_upcoming=yes`, admin.key),
        200,
      );
      expect(names(admins)).toEqual(['Ev A', 'Ev B']);
    });

    it('search: every word must match; FTS syntax is only text', async () => {
      const both = await expectStatus(await call(`/${route}?search=${token}%20ev`), 200);
      expect(both.total).toBe(4);
      const none = await expectStatus(await call(`/${route}?search=${token}%20zqabsent`), 200);
      expect(none.total).toBe(0);
      for (const q of [
        `"${token}`,
        `${token}*`,
        `${token}:`,
        `(${token})`,
        `-${token}`,
        `^${token}`,
        `${token}'`,
        `${token} "ev"`,
      ]) {
        const body = await expectStatus(await call(`/${route}?search=${encodeURIComponent(q)}`), 200);
        expect(body.total, q).toBe(4);
      }
      // Operators are words like any other: "near", "and", "not" appear in no record here.
      for (const q of [`NEAR(${token} ev)`, `${token} AND ev`, `${token} NOT ev`, `${token} OR zqabsent`]) {
        const body = await expectStatus(await call(`/${route}?search=${encodeURIComponent(q)}`), 200);
        expect(body.total, q).toBe(0);
      }
      for (const q of ['"', '*', '-', '"*"', 'OR', 'NOT', ':', "'", '%', '_']) {
        const body = await expectStatus(await call(`/${route}?search=${encodeURIComponent(q)}`), 200);
        expect(Array.isArray(body[route]), q).toBe(true);
      }
      const long = await expectStatus(await call(`/${route}?search=${'a '.repeat(99)}`), 200);
      expect(Array.isArray(long[route])).toBe(true);
      await expectError(await call(`/${route}?search=${'a'.repeat(201)}`), 400, 'rest_invalid_param');
    });
  });
});

describe('venue specifics', () => {
  const create = async (body: Record<string, unknown>) =>
    expectStatus(await send('POST', '/venues', body, admin.key), 201);

  it('create: TEC keys in TEC order, empty ones omitted, map flags and ids always present', async () => {
    const res = await send(
      'POST',
      '/venues',
      {
        venue: 'Kursaal Jauregia',
        description: 'Auditorio',
        address: 'Zurriola Hiribidea 1',
        city: 'Donostia',
        country: 'Spain',
        province: 'Gipuzkoa',
        zip: '20002',
        phone: '943003000',
        website: 'https://kursaal.eus',
        geo_lat: 43.3243,
        geo_lng: '-1.9784',
      },
      admin.key,
    );
    const body = await expectStatus(res, 201);
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    expect(Object.keys(body)).toEqual([
      'id',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'venue',
      'description',
      'slug',
      'address',
      'city',
      'country',
      'province',
      'zip',
      'phone',
      'website',
      'stateprovince',
      'geo_lat',
      'geo_lng',
      'show_map',
      'show_map_link',
      'global_id',
      'global_id_lineage',
      'lang',
      'translations',
    ]);
    expect(body).toMatchObject({
      author: String(admin.id),
      status: 'publish',
      url: `${BASE}/venue/kursaal-jauregia/`,
      venue: 'Kursaal Jauregia',
      slug: 'kursaal-jauregia',
      stateprovince: 'Gipuzkoa',
      geo_lat: 43.3243,
      geo_lng: -1.9784,
      show_map: true,
      show_map_link: true,
      global_id: `api.test?id=${body.id}`,
      global_id_lineage: [`api.test?id=${body.id}`],
      lang: 'es',
      translations: {
        es: { slug: 'kursaal-jauregia', rest_url: `${BASE}/es/site/events/v1/venues/${body.id}` },
      },
    });
    expect(typeof body.id).toBe('number');
    for (const key of ['date', 'date_utc', 'modified', 'modified_utc']) expect(body[key]).toMatch(DATETIME);

    const single = await expectStatus(await call(`/venues/${body.id}`), 200);
    expect(Object.keys(single).indexOf('json_ld')).toBe(Object.keys(single).indexOf('geo_lng') + 1);
    expect(single.json_ld).toMatchObject({
      '@type': 'Place',
      name: 'Kursaal Jauregia',
      url: single.url,
      description: 'Auditorio',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Zurriola Hiribidea 1',
        addressLocality: 'Donostia',
        addressRegion: 'Gipuzkoa',
        postalCode: '20002',
        addressCountry: 'Spain',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 43.3243, longitude: -1.9784 },
      telephone: '943003000',
      sameAs: 'https://kursaal.eus',
    });
  });

  it('a minimal venue keeps only the always-present keys', async () => {
    const body = await create({ venue: 'Txoko Minimo' });
    expect(Object.keys(body)).toEqual([
      'id',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'venue',
      'slug',
      'show_map',
      'show_map_link',
      'global_id',
      'global_id_lineage',
      'lang',
      'translations',
    ]);
    const off = await create({ venue: 'Sin Mapa', show_map: false, show_map_link: 'no' });
    expect(off.show_map).toBe(false);
    expect(off.show_map_link).toBe(false);
  });

  it('stateprovince: state for US or no country, else province', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ country: 'US', state: 'CA', province: 'Ignored' }, 'CA'],
      [{ country: 'United States', state: 'NY' }, 'NY'],
      [{ state: 'TX', province: 'Ignored' }, 'TX'],
      [{ country: 'ES', state: 'Ignored', province: 'Bizkaia' }, 'Bizkaia'],
      [{ country: 'France', province: 'Gironde' }, 'Gironde'],
      [{ country: 'ES', state: 'X', province: 'Y', stateprovince: 'Dado' }, 'Dado'],
    ];
    for (const [fields, expected] of cases) {
      const body = await create({ venue: unique('SP'), ...fields });
      expect(body.stateprovince, JSON.stringify(fields)).toBe(expected);
    }
    const none = await create({ venue: unique('SP'), country: 'ES' });
    expect(none.stateprovince).toBeUndefined();
  });

  it('stateprovince follows country/state/province changes on update', async () => {
    const rec = await create({ venue: unique('SPU'), country: 'US', state: 'CA', province: 'Alava' });
    expect(rec.stateprovince).toBe('CA');
    const moved = await expectStatus(
      await send('PATCH', `/venues/${rec.id}`, { country: 'ES' }, admin.key),
      200,
    );
    expect(moved.stateprovince).toBe('Alava');
  });

  it('an explicit stateprovince is kept by updates of other fields', async () => {
    const rec = await create({
      venue: unique('SPK'),
      country: 'ES',
      province: 'Gipuzkoa',
      stateprovince: 'Euskadi',
    });
    expect(rec.stateprovince).toBe('Euskadi');
    const body = await expectStatus(await send('PATCH', `/venues/${rec.id}`, { phone: '1' }, admin.key), 200);
    expect(body.stateprovince).toBe('Euskadi');
  });

  it('geo_lat/geo_lng: numbers, strings of numbers, null clears; out of range or text is 400', async () => {
    const rec = await create({ venue: unique('Geo'), geo_lat: '-33.8688', geo_lng: 151.2093 });
    expect(rec.geo_lat).toBe(-33.8688);
    expect(rec.geo_lng).toBe(151.2093);
    for (const [field, value] of [
      ['geo_lat', 91],
      ['geo_lat', -90.5],
      ['geo_lng', 180.1],
      ['geo_lng', 'abc'],
      ['geo_lat', '1e3'],
      ['geo_lat', true],
    ] as const) {
      const body = await expectError(
        await send('POST', '/venues', { venue: unique('BadGeo'), [field]: value }, admin.key),
        400,
        'rest_invalid_param',
      );
      expect(Object.keys(body.data.params), `${field}=${value}`).toEqual([field]);
    }
    await expectError(
      await send('PATCH', `/venues/${rec.id}`, { geo_lng: 200 }, admin.key),
      400,
      'rest_invalid_param',
    );
    const updated = await expectStatus(
      await send('PATCH', `/venues/${rec.id}`, { geo_lat: 10.5 }, admin.key),
      200,
    );
    expect(updated.geo_lat).toBe(10.5);
    expect(updated.geo_lng).toBe(151.2093);
    const cleared = await expectStatus(
      await send('PATCH', `/venues/${rec.id}`, { geo_lat: null, geo_lng: '' }, admin.key),
      200,
    );
    expect(cleared.geo_lat).toBeUndefined();
    expect(cleared.geo_lng).toBeUndefined();
  });

  it('search matches name, description, address and city, accent-insensitively', async () => {
    const rec = await create({
      venue: 'Zqvenue Antzokia',
      description: 'Zqvenue aretoa handia',
      address: 'Boulevard Zqvenue 5',
      city: 'Donostía',
      zip: '20003',
    });
    const found = async (q: string) => {
      const body = await expectStatus(await call(`/venues?search=${encodeURIComponent(q)}`), 200);
      return body.venues.map((v: Json) => v.id);
    };
    expect(await found('antzokia')).toEqual([rec.id]);
    expect(await found('ARETOA')).toEqual([rec.id]);
    expect(await found('boulevard zqvenue')).toEqual([rec.id]);
    expect(await found('donostia zqvenue')).toEqual([rec.id]);
    expect(await found('Donostía zqvenue')).toEqual([rec.id]);
    expect(await found('20003')).toEqual([rec.id]);
    expect(await found('zqvenue bilbao')).toEqual([]);
  });

  it('search uses the shown language: a Basque name is not found in Spanish', async () => {
    const rec = await create({ venue: 'Zqlang Teatro' });
    await expectStatus(
      await send('PATCH', `/eu/site/events/v1/venues/${rec.id}`, { venue: 'Zqlang Antzokia' }, admin.key),
      200,
    );
    const es = await expectStatus(await call('/venues?search=antzokia%20zqlang'), 200);
    expect(es.total).toBe(0);
    const eu = await expectStatus(await call('/eu/site/events/v1/venues?search=antzokia%20zqlang'), 200);
    expect(eu.venues.map((v: Json) => v.id)).toEqual([rec.id]);
    // English has no text: the default language (es) is shown and searched, not Basque.
    const en = await expectStatus(
      await call('/venues?search=antzokia%20zqlang&translation_language=en'),
      200,
    );
    expect(en.total).toBe(0);
    const enTeatro = await expectStatus(
      await call('/venues?search=teatro%20zqlang&translation_language=en'),
      200,
    );
    expect(enTeatro.venues.map((v: Json) => v.venue)).toEqual(['Zqlang Teatro']);
  });

  it('an event shows its venue; trashing it empties the venue of the event', async () => {
    const rec = await create({ venue: unique('EventVenue'), city: 'Gasteiz' });
    const event = await createEvent(admin.key, { title: 'Con lugar', ...FUTURE, venue: rec.id });
    expect(event.venue.venue).toBe(rec.venue);
    await expectStatus(await send('DELETE', `/venues/${rec.id}`, {}, admin.key), 200);
    expect((await json(await call(`/events/${event.id}`))).venue).toEqual([]);
  });
});

describe('organizer specifics', () => {
  const create = async (body: Record<string, unknown>) =>
    expectStatus(await send('POST', '/organizers', body, admin.key), 201);

  it('create: TEC keys in TEC order, empty ones omitted', async () => {
    const body = await create({
      organizer: 'Jazzaldia Elkartea',
      description: 'Festibala',
      phone: '943440034',
      website: 'https://jazzaldia.eus',
      email: ' info@jazzaldia.eus ',
    });
    expect(Object.keys(body)).toEqual([
      'id',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'organizer',
      'description',
      'slug',
      'phone',
      'website',
      'email',
      'global_id',
      'global_id_lineage',
      'lang',
      'translations',
    ]);
    expect(body).toMatchObject({
      url: `${BASE}/organizer/jazzaldia-elkartea/`,
      slug: 'jazzaldia-elkartea',
      email: 'info@jazzaldia.eus',
      global_id: `api.test?id=${body.id}`,
      lang: 'es',
    });
    const single = await expectStatus(await call(`/organizers/by-slug/jazzaldia-elkartea`), 200);
    expect(Object.keys(single).indexOf('json_ld')).toBe(Object.keys(single).indexOf('email') + 1);
    expect(single.json_ld).toEqual({
      '@type': 'Person',
      name: 'Jazzaldia Elkartea',
      description: 'Festibala',
      url: 'https://jazzaldia.eus',
      telephone: '943440034',
      email: 'info@jazzaldia.eus',
      sameAs: 'https://jazzaldia.eus',
    });
  });

  it('a minimal organizer keeps only id, dates, url, name, slug, global ids and languages', async () => {
    const body = await create({ organizer: unique('Minimo') });
    expect(Object.keys(body)).toEqual([
      'id',
      'author',
      'status',
      'date',
      'date_utc',
      'modified',
      'modified_utc',
      'url',
      'organizer',
      'slug',
      'global_id',
      'global_id_lineage',
      'lang',
      'translations',
    ]);
  });

  it('an invalid email is 400', async () => {
    for (const email of ['nope', 'a@b', 'a b@c.d', '@x.es']) {
      const body = await expectError(
        await send('POST', '/organizers', { organizer: unique('Mail'), email }, admin.key),
        400,
        'rest_invalid_param',
      );
      expect(Object.keys(body.data.params), email).toEqual(['email']);
    }
    const rec = await create({ organizer: unique('Mail'), email: 'ok@example.com' });
    await expectError(
      await send('PATCH', `/organizers/${rec.id}`, { email: 'bad' }, admin.key),
      400,
      'rest_invalid_param',
    );
    expect((await json(await call(`/organizers/${rec.id}`))).email).toBe('ok@example.com');
  });

  it('an over-long email is refused by its length at once, never matched by the pattern (quadratic on dots)', async () => {
    // 240 000 characters of "a." backtrack the e-mail pattern for about a minute of CPU.
    const email = `a@${'a.'.repeat(120_000)}@`;
    const started = Date.now();
    const body = await expectError(
      await send('POST', '/organizers', { organizer: unique('Mail'), email }, contributor.key),
      400,
      'rest_invalid_param',
    );
    expect(body.data.params).toEqual({ email: 'At most 254 characters.' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('search matches phone, email and website as well as name and description', async () => {
    const rec = await create({
      organizer: 'Zqorg Taldea',
      description: 'Musikako zqorg elkartea',
      phone: '+34 600 111 222',
      email: 'kontaktua@zqorgmail.eus',
      website: 'https://www.zqorgweb.example',
    });
    const found = async (q: string) => {
      const body = await expectStatus(await call(`/organizers?search=${encodeURIComponent(q)}`), 200);
      return body.organizers.map((o: Json) => o.id);
    };
    expect(await found('taldea')).toEqual([rec.id]);
    expect(await found('elkartea zqorg')).toEqual([rec.id]);
    expect(await found('600')).toEqual([rec.id]);
    expect(await found('KONTAKTUA@ZQORGMAIL.EUS')).toEqual([rec.id]);
    expect(await found('zqorgweb')).toEqual([rec.id]);
    expect(await found('zqorgweb taldea')).toEqual([rec.id]);
    expect(await found('zqorgweb zqabsent')).toEqual([]);
  });

  it('an event lists its organizers; trashing one removes it from the event', async () => {
    const a = await create({ organizer: unique('OrgA') });
    const b = await create({ organizer: unique('OrgB') });
    const event = await createEvent(admin.key, { title: 'Dos org', ...FUTURE, organizer: [a.id, b.id] });
    expect(event.organizer.map((o: Json) => o.id)).toEqual([a.id, b.id]);
    await expectStatus(await send('DELETE', `/organizers/${a.id}`, {}, admin.key), 200);
    const after = await json(await call(`/events/${event.id}`));
    expect(after.organizer.map((o: Json) => o.id)).toEqual([b.id]);
    const list = await expectStatus(await call(`/organizers?event=${event.id}`), 200);
    expect(list.organizers.map((o: Json) => o.id)).toEqual([b.id]);
  });
});
