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

const FUTURE = { start_date: '2031-06-01 10:00:00', end_date: '2031-06-01 12:00:00' };

async function expectStatus(res: Response, status: number): Promise<Json> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

async function expectError(res: Response, status: number, code: string): Promise<Json> {
  const body = await expectStatus(res, status);
  expect(body.code).toBe(code);
  expect(body.data.status).toBe(status);
  return body;
}

const get = (path: string, key?: string) => call(path, key ? { headers: bearer(key) } : {});

beforeAll(async () => {
  admin = await createUser('administrator');
  editor = await createUser('editor');
  author = await createUser('author');
  contributor = await createUser('contributor');
  subscriber = await createUser('subscriber');
});

interface TaxonomyCase {
  taxonomy: 'tribe_events_cat' | 'post_tag';
  route: 'categories' | 'tags';
  noun: 'category' | 'tag';
  /** Public page path of a term. */
  page: string;
  /** Token in the names of the terms a describe block creates, so lists can be isolated by `search`. */
  token: string;
}

const TAXONOMIES: TaxonomyCase[] = [
  {
    taxonomy: 'tribe_events_cat',
    route: 'categories',
    noun: 'category',
    page: 'events/category',
    token: 'qcat',
  },
  { taxonomy: 'post_tag', route: 'tags', noun: 'tag', page: 'tag', token: 'qtag' },
];

let counter = 0;
const unique = (prefix: string) => `${prefix} ${++counter}${crypto.randomUUID().slice(0, 4)}`;

describe.each(TAXONOMIES)('$route', ({ taxonomy, route, noun, page, token }) => {
  const isCategory = taxonomy === 'tribe_events_cat';
  const create = async (body: Record<string, unknown>, key = admin.key) =>
    expectStatus(await send('POST', `/${route}`, body, key), 201);
  const event = (terms: number[], extra: Record<string, unknown> = {}) =>
    createEvent(admin.key, { title: unique('Evento'), ...FUTURE, [route]: terms, ...extra });
  const names = (body: Json) => body[route].map((t: Json) => t.name);

  describe('create', () => {
    it('answers 201 with the TEC shape, in TEC key order', async () => {
      const res = await send(
        'POST',
        `/${route}`,
        { name: 'Música en la Calle', description: 'Al aire libre' },
        admin.key,
      );
      const body = await expectStatus(res, 201);
      const keys = ['id', 'count', 'description', 'name', 'slug', 'taxonomy'];
      if (isCategory) keys.push('parent');
      keys.push('meta', 'url', 'urls');
      // Ours after TEC's: a category's colours (test/http/category-colors.test.ts).
      if (isCategory) keys.push('colors');
      keys.push('lang', 'translations');
      expect(Object.keys(body)).toEqual(keys);
      expect(body).toEqual({
        id: body.id,
        count: 0,
        description: 'Al aire libre',
        name: 'Música en la Calle',
        slug: 'musica-en-la-calle',
        taxonomy,
        ...(isCategory ? { parent: 0 } : {}),
        meta: [],
        url: `${BASE}/${page}/musica-en-la-calle/`,
        urls: { self: `${API}/${route}/${body.id}`, collection: `${API}/${route}` },
        ...(isCategory ? { colors: { primary: '', secondary: '', text: '', priority: 0 } } : {}),
        lang: 'es',
        translations: {
          es: { slug: 'musica-en-la-calle', rest_url: `${BASE}/es/site/events/v1/${route}/${body.id}` },
        },
      });
      expect(typeof body.id).toBe('number');
      expect(res.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    });

    it('keeps slugs unique; an explicit slug is slugified', async () => {
      const a = await create({ name: 'Café' });
      const b = await create({ name: 'Cafe' });
      expect(a.slug).toBe('cafe');
      expect(b.slug).toBe('cafe-2');
      const c = await create({ name: unique('Otro'), slug: 'Mi Slug Ñ' });
      expect(c.slug).toBe('mi-slug-n');
      const d = await create({ name: unique('Otro'), slug: 'mi-slug-n' });
      expect(d.slug).toBe('mi-slug-n-2');
      const e = await create({ name: '¡¡!!' });
      expect(e.slug).toBe('term');
    });

    it('name is required (rest_missing_callback_param) and non-empty', async () => {
      const missing = await expectError(
        await send('POST', `/${route}`, { description: 'x' }, admin.key),
        400,
        'rest_missing_callback_param',
      );
      expect(missing.message).toBe('Missing parameter(s): name');
      expect(missing.data.params).toEqual(['name']);
      for (const name of ['', '  ']) {
        const body = await expectError(
          await send('POST', `/${route}`, { name }, admin.key),
          400,
          'rest_invalid_param',
        );
        expect(Object.keys(body.data.params)).toEqual(['name']);
      }
      await expectError(
        await send('POST', `/${route}`, { name: 'x'.repeat(201) }, admin.key),
        400,
        'rest_invalid_param',
      );
    });

    it('a duplicate name (case-insensitive, trimmed) is 400 term_exists with data.term_id', async () => {
      const name = unique('Rock');
      const first = await create({ name });
      const body = await expectError(
        await send('POST', `/${route}`, { name: `  ${name.toUpperCase()}  ` }, admin.key),
        400,
        'term_exists',
      );
      expect(body.message).toBe('A term with the name provided already exists with this parent.');
      expect(body.data.term_id).toBe(first.id);
      const accented = await create({ name: `Música Ñ ${++counter}` });
      const upper = await expectError(
        await send('POST', `/${route}`, { name: accented.name.toUpperCase() }, admin.key),
        400,
        'term_exists',
      );
      expect(upper.data.term_id).toBe(accented.id);
    });

    it('translations may be sent on create (any subset of languages)', async () => {
      const body = await create({ name: unique('Teatro'), translations: { eu: { name: 'Antzerkia Zq' } } });
      expect(Object.keys(body.translations)).toEqual(['eu', 'es']);
      expect(body.translations.eu.slug).toBe('antzerkia-zq');
      const eu = await expectStatus(await call(`/eu/site/events/v1/${route}/${body.id}`), 200);
      expect(eu.name).toBe('Antzerkia Zq');
      expect(eu.lang).toBe('eu');
      expect(eu.urls.self).toBe(`${BASE}/eu/site/events/v1/${route}/${body.id}`);
    });

    it('authors, contributors and subscribers get 403; anonymous 401', async () => {
      for (const user of [author, contributor, subscriber]) {
        await expectError(
          await send('POST', `/${route}`, { name: unique('Prohibido') }, user.key),
          403,
          'rest_forbidden',
        );
        // The permission check comes before the parameter checks.
        await expectError(await send('POST', `/${route}`, {}, user.key), 403, 'rest_forbidden');
      }
      await expectError(await send('POST', `/${route}`, { name: 'Anon' }), 401, 'rest_forbidden');
      await expectError(await send('POST', `/${route}`, {}), 401, 'rest_forbidden');
      const list = await json(await call(`/${route}?hide_empty=false&search=prohibido`));
      expect(list.total).toBe(0);
    });

    it('editors can create', async () => {
      const body = await create({ name: unique('Editor') }, editor.key);
      expect(body.taxonomy).toBe(taxonomy);
    });
  });

  describe('single, update, delete', () => {
    it('GET by id; unknown id and an id of the other taxonomy are 404', async () => {
      const term = await create({ name: unique('Single') });
      expect(await expectStatus(await call(`/${route}/${term.id}`), 200)).toEqual(term);
      const body = await expectError(await call(`/${route}/999999`), 404, `rest-${noun}-not-found`);
      expect(body.message).toBe(`The ${noun} with ID 999999 does not exist.`);
      await expectError(await call(`/${route}/0`), 404, `rest-${noun}-not-found`);
      await expectError(await call(`/${route}/99999999999`), 404, `rest-${noun}-not-found`);
      const otherRoute = route === 'categories' ? 'tags' : 'categories';
      const other = await expectStatus(
        await send('POST', `/${otherRoute}`, { name: unique('Otra') }, admin.key),
        201,
      );
      await expectError(await call(`/${route}/${other.id}`), 404, `rest-${noun}-not-found`);
      await expectError(await call(`/${route}/by-slug/${term.slug}`), 404, 'rest_no_route');
    });

    it('POST, PUT and PATCH update only the fields sent; the slug changes only when sent', async () => {
      const term = await create({ name: unique('Upd'), description: 'Uno' });
      let body = await expectStatus(
        await send('POST', `/${route}/${term.id}`, { description: 'Dos' }, admin.key),
        200,
      );
      expect(body).toMatchObject({ name: term.name, slug: term.slug, description: 'Dos' });
      body = await expectStatus(
        await send('PUT', `/${route}/${term.id}`, { name: 'Renombrado Zq' }, admin.key),
        200,
      );
      expect(body).toMatchObject({ name: 'Renombrado Zq', slug: term.slug, description: 'Dos' });
      body = await expectStatus(
        await send('PATCH', `/${route}/${term.id}`, { slug: 'Nuevo Slug' }, admin.key),
        200,
      );
      expect(body).toMatchObject({ name: 'Renombrado Zq', slug: 'nuevo-slug', description: 'Dos' });
      expect(body.url).toBe(`${BASE}/${page}/nuevo-slug/`);
      expect(await expectStatus(await call(`/${route}/${term.id}`), 200)).toEqual(body);
    });

    it('update: empty name 400, duplicate name 400 term_exists, unknown id 404', async () => {
      const a = await create({ name: unique('DupA') });
      const b = await create({ name: unique('DupB') });
      await expectError(
        await send('PATCH', `/${route}/${a.id}`, { name: '' }, admin.key),
        400,
        'rest_invalid_param',
      );
      const dup = await expectError(
        await send('PATCH', `/${route}/${a.id}`, { name: b.name.toLowerCase() }, admin.key),
        400,
        'term_exists',
      );
      expect(dup.data.term_id).toBe(b.id);
      // Its own name (another case) is fine.
      const same = await expectStatus(
        await send('PATCH', `/${route}/${a.id}`, { name: a.name.toUpperCase() }, admin.key),
        200,
      );
      expect(same.name).toBe(a.name.toUpperCase());
      await expectError(
        await send('PATCH', `/${route}/999999`, { name: 'x' }, admin.key),
        404,
        `rest-${noun}-not-found`,
      );
    });

    it('update: authors 403, anonymous 401 (before the existence check)', async () => {
      const term = await create({ name: unique('Perm') });
      await expectError(
        await send('PATCH', `/${route}/${term.id}`, { name: 'x' }, author.key),
        403,
        'rest_forbidden',
      );
      await expectError(await send('PATCH', `/${route}/${term.id}`, { name: 'x' }), 401, 'rest_forbidden');
      await expectError(await send('PATCH', `/${route}/999999`, { name: 'x' }), 401, 'rest_forbidden');
      await expectError(await send('DELETE', `/${route}/${term.id}`, {}, author.key), 403, 'rest_forbidden');
      await expectError(await send('DELETE', `/${route}/999999`, {}), 401, 'rest_forbidden');
      expect((await json(await call(`/${route}/${term.id}`))).name).toBe(term.name);
    });

    it('translations: /eu adds a Basque text to the same term', async () => {
      const term = await create({ name: unique('Danza'), description: 'Baile' });
      const eu = await expectStatus(
        await send('PATCH', `/eu/site/events/v1/${route}/${term.id}`, { name: 'Dantza Zq' }, admin.key),
        200,
      );
      expect(eu).toMatchObject({
        id: term.id,
        name: 'Dantza Zq',
        slug: 'dantza-zq',
        description: 'Baile',
        lang: 'eu',
      });
      expect(eu.url).toBe(`${BASE}/eu/${page}/dantza-zq/`);
      expect(eu.translations).toEqual({
        eu: { slug: 'dantza-zq', rest_url: `${BASE}/eu/site/events/v1/${route}/${term.id}` },
        es: { slug: term.slug, rest_url: `${BASE}/es/site/events/v1/${route}/${term.id}` },
      });
      const es = await expectStatus(await call(`/${route}/${term.id}`), 200);
      expect(es).toMatchObject({ name: term.name, slug: term.slug, lang: 'es' });
      // translation_language wins over the prefix.
      const viaParam = await expectStatus(await call(`/${route}/${term.id}?translation_language=eu`), 200);
      expect(viaParam.name).toBe('Dantza Zq');
      // Still one term.
      const list = await expectStatus(
        await call(`/eu/site/events/v1/${route}?hide_empty=false&search=dantza`),
        200,
      );
      expect(list[route].map((t: Json) => t.id)).toEqual([term.id]);
      // The same name in another language is not a duplicate of the Spanish one.
      const another = await create({ name: unique('Dantza') });
      await expectStatus(
        await send('PATCH', `/eu/site/events/v1/${route}/${another.id}`, { name: term.name }, admin.key),
        200,
      );
    });

    it('delete: permanent, 200 with the term; then 404; events lose it', async () => {
      const term = await create({ name: unique('Borrar') });
      const ev = await event([term.id]);
      expect(ev[route].map((t: Json) => t.id)).toEqual([term.id]);
      const res = await send('DELETE', `/${route}/${term.id}`, {}, admin.key);
      const body = await expectStatus(res, 200);
      // As TEC, the term as it was just before: its count still includes the event.
      expect(body).toMatchObject({ id: term.id, name: term.name, slug: term.slug, taxonomy, count: 1 });
      await expectError(await call(`/${route}/${term.id}`), 404, `rest-${noun}-not-found`);
      await expectError(
        await send('DELETE', `/${route}/${term.id}`, {}, admin.key),
        404,
        `rest-${noun}-not-found`,
      );
      expect((await json(await call(`/events/${ev.id}`)))[route]).toEqual([]);
    });
  });

  describe('count', () => {
    it('counts published events only', async () => {
      const term = await create({ name: unique('Cuenta') });
      const count = async () => (await json(await call(`/${route}/${term.id}`))).count;
      const a = await event([term.id]);
      expect(await count()).toBe(1);
      const draft = await event([term.id], { status: 'draft' });
      expect(await count()).toBe(1);
      const b = await event([term.id]);
      expect(await count()).toBe(2);
      await expectStatus(await send('DELETE', `/events/${a.id}`, {}, admin.key), 200);
      expect(await count()).toBe(1);
      await expectStatus(await send('PATCH', `/events/${draft.id}`, { status: 'publish' }, admin.key), 200);
      expect(await count()).toBe(2);
      await expectStatus(await send('PATCH', `/events/${b.id}`, { [route]: [] }, admin.key), 200);
      expect(await count()).toBe(1);
      await expectStatus(await send('DELETE', `/events/${draft.id}?force=true`, {}, admin.key), 200);
      expect(await count()).toBe(0);
    });
  });

  describe('list', () => {
    let beta: Json;
    let alpha: Json;
    let gamma: Json;
    let empty: Json;
    let ev1: Json;
    let ev2: Json;
    let draftEv: Json;

    beforeAll(async () => {
      // Ids: beta < alpha < gamma < empty; names sort alpha, beta, empty, gamma (case-insensitive).
      beta = await create({ name: `${token} Beta`, description: 'b' });
      alpha = await create({ name: `${token} alpha`, description: 'c' });
      gamma = await create({ name: `${token} Gamma`, description: 'a' });
      empty = await create({ name: `${token} Empty`, description: 'd' });
      ev1 = await event([alpha.id, beta.id]);
      ev2 = await event([alpha.id]);
      // Draft events do not count: gamma stays empty, beta stays at 1.
      draftEv = await event([beta.id, gamma.id], { status: 'draft' });
    });

    const list = async (query: string, key?: string) =>
      expectStatus(await get(`/${route}?search=${token}&${query}`, key), 200);

    it('hide_empty defaults to true: terms without a published event are hidden', async () => {
      const res = await get(`/${route}?search=${token}`);
      const body = await expectStatus(res, 200);
      expect(Object.keys(body)).toEqual(['rest_url', 'total', 'total_pages', route]);
      expect(names(body)).toEqual([`${token} alpha`, `${token} Beta`]);
      expect(body[route].map((t: Json) => t.count)).toEqual([2, 1]);
      expect(body.total).toBe(2);
      expect(body.total_pages).toBe(1);
      expect(body.rest_url).toBe(
        `${API}/${route}/?page=1&per_page=10&search=${token}&order=asc&orderby=name&hide_empty=true`,
      );
      expect(res.headers.get('X-TEC-Total')).toBe('2');
      expect(res.headers.get('X-TEC-TotalPages')).toBe('1');
    });

    it('hide_empty=false lists them all', async () => {
      const body = await list('hide_empty=false');
      expect(names(body)).toEqual([`${token} alpha`, `${token} Beta`, `${token} Empty`, `${token} Gamma`]);
      expect(body[route].map((t: Json) => t.count)).toEqual([2, 1, 0, 0]);
      expect((await list('hide_empty=0')).total).toBe(4);
      await expectError(await call(`/${route}?hide_empty=maybe`), 400, 'rest_invalid_param');
    });

    it('search: name or slug contains, case-insensitively', async () => {
      const upper = await expectStatus(
        await call(`/${route}?hide_empty=false&search=${token.toUpperCase()}%20GAMMA`),
        200,
      );
      expect(names(upper)).toEqual([`${token} Gamma`]);
      const bySub = await expectStatus(await call(`/${route}?hide_empty=false&search=${token}%20ALP`), 200);
      expect(names(bySub)).toEqual([`${token} alpha`]);
      const bySlug = await expectStatus(await call(`/${route}?hide_empty=false&search=${token}-gam`), 200);
      expect(names(bySlug)).toEqual([`${token} Gamma`]);
      const none = await expectStatus(await call(`/${route}?search=zqnothing`), 200);
      expect(none).toEqual({
        rest_url: `${API}/${route}/?page=1&per_page=10&search=zqnothing&order=asc&orderby=name&hide_empty=true`,
        total: 0,
        total_pages: 0,
        [route]: [],
      });
      for (const q of ['%', '_', "'", '"', '*', '%25%25']) {
        expect(
          (await expectStatus(await call(`/${route}?search=${encodeURIComponent(q)}`), 200)).total,
          q,
        ).toBe(0);
      }
    });

    it('search finds a name case and accents aside, as WordPress, its slug aside', async () => {
      const opera = await create({ name: 'Qzx ÓPERA Ñandú', slug: `qzx-lirica-${route}` });
      for (const q of ['ÓPERA', 'ópera', 'Ópera Ñ', 'qzx óp', 'ÑANDÚ', 'opera', 'OPERA nandu', 'Nandú']) {
        const found = await expectStatus(
          await call(`/${route}?hide_empty=false&search=${encodeURIComponent(q)}`),
          200,
        );
        expect(
          found[route].map((t: Json) => t.id),
          q,
        ).toEqual([opera.id]);
      }
    });

    it('include and exclude; an unknown id is 400', async () => {
      const inc = await expectStatus(
        await call(`/${route}?hide_empty=false&include=${gamma.id},${beta.id}`),
        200,
      );
      expect(names(inc)).toEqual([`${token} Beta`, `${token} Gamma`]);
      const exc = await list(`hide_empty=false&exclude[]=${alpha.id}&exclude[]=${empty.id}`);
      expect(names(exc)).toEqual([`${token} Beta`, `${token} Gamma`]);
      let body = await expectError(
        await call(`/${route}?include=${alpha.id},999999`),
        400,
        'rest_invalid_param',
      );
      expect(body.data.params).toEqual({ include: 'Unknown term id: 999999.' });
      body = await expectError(await call(`/${route}?exclude=999998`), 400, 'rest_invalid_param');
      expect(Object.keys(body.data.params)).toEqual(['exclude']);
      body = await expectError(await call(`/${route}?include=abc`), 400, 'rest_invalid_param');
      expect(Object.keys(body.data.params)).toEqual(['include']);
      // A term of the other taxonomy is unknown here.
      const otherRoute = route === 'categories' ? 'tags' : 'categories';
      const other = await expectStatus(
        await send('POST', `/${otherRoute}`, { name: unique('Ajeno') }, admin.key),
        201,
      );
      await expectError(await call(`/${route}?include=${other.id}`), 400, 'rest_invalid_param');
    });

    it('an empty include or exclude is not given, as WordPress: every term, and a rest_url without it', async () => {
      const all = await list('hide_empty=false');
      for (const empty of ['include=', 'exclude=', 'include[]=', 'include=,&exclude=']) {
        const body = await list(`hide_empty=false&${empty}`);
        expect(names(body), empty).toEqual(names(all));
        expect(body.rest_url, empty).toBe(all.rest_url);
      }
    });

    it('post / event: the terms of that event; event wins; unknown is 400', async () => {
      expect(names(await expectStatus(await call(`/${route}?event=${ev1.id}`), 200))).toEqual([
        `${token} alpha`,
        `${token} Beta`,
      ]);
      expect(names(await expectStatus(await call(`/${route}?post=${ev2.id}`), 200))).toEqual([
        `${token} alpha`,
      ]);
      const both = await expectStatus(await call(`/${route}?post=${ev1.id}&event=${ev2.id}`), 200);
      expect(names(both)).toEqual([`${token} alpha`]);
      expect(both.rest_url).toBe(
        `${API}/${route}/?page=1&per_page=10&order=asc&orderby=name&hide_empty=true&event=${ev2.id}`,
      );
      let body = await expectError(await call(`/${route}?event=999999`), 400, 'rest_invalid_param');
      expect(Object.keys(body.data.params)).toEqual(['event']);
      body = await expectError(await call(`/${route}?post=999999`), 400, 'rest_invalid_param');
      expect(Object.keys(body.data.params)).toEqual(['post']);
      // A term id is not an event.
      await expectError(await call(`/${route}?event=${alpha.id}`), 400, 'rest_invalid_param');
      // A draft event is unknown to anonymous callers, known to editors.
      await expectError(await call(`/${route}?event=${draftEv.id}`), 400, 'rest_invalid_param');
      const drafts = await expectStatus(
        await get(`/${route}?event=${draftEv.id}&hide_empty=false`, admin.key),
        200,
      );
      expect(names(drafts)).toEqual([`${token} Beta`, `${token} Gamma`]);
    });

    it('slug: exact match', async () => {
      expect(names(await expectStatus(await call(`/${route}?slug=${alpha.slug}`), 200))).toEqual([
        `${token} alpha`,
      ]);
      expect(
        names(await expectStatus(await call(`/${route}?slug=${alpha.slug.toUpperCase()}`), 200)),
      ).toEqual([`${token} alpha`]);
      expect((await expectStatus(await call(`/${route}?slug=${alpha.slug.slice(0, -1)}`), 200)).total).toBe(
        0,
      );
    });

    it('orders accented names among their letters, as WordPress: Ávila before Bilbao, not after Zumaia', async () => {
      const made: Json[] = [];
      for (const name of [
        'Qacc Zumaia',
        'Qacc Ávila',
        'qacc bilbao',
        'QACC ÉIBAR',
        'Qacc Ñandú',
        'Qacc Ódena',
      ]) {
        made.push(await create({ name }));
      }
      const body = await expectStatus(await call(`/${route}?hide_empty=false&search=qacc`), 200);
      expect(names(body)).toEqual([
        'Qacc Ávila',
        'qacc bilbao',
        'QACC ÉIBAR',
        'Qacc Ñandú',
        'Qacc Ódena',
        'Qacc Zumaia',
      ]);
    });

    it('order and every orderby', async () => {
      const cases: Array<[string, Json[]]> = [
        ['orderby=name', [alpha, beta, empty, gamma]],
        ['orderby=name&order=desc', [gamma, empty, beta, alpha]],
        ['orderby=name&order=DESC', [gamma, empty, beta, alpha]],
        ['orderby=id', [beta, alpha, gamma, empty]],
        ['orderby=id&order=desc', [empty, gamma, alpha, beta]],
        ['orderby=slug', [alpha, beta, empty, gamma]],
        ['orderby=slug&order=desc', [gamma, empty, beta, alpha]],
        ['orderby=count', [gamma, empty, beta, alpha]],
        ['orderby=count&order=desc', [alpha, beta, empty, gamma]],
        ['orderby=description', [gamma, beta, alpha, empty]],
        ['orderby=description&order=desc', [empty, alpha, beta, gamma]],
        ['orderby=term_group', [beta, alpha, gamma, empty]],
        [
          `orderby=include&include=${gamma.id},${alpha.id},${empty.id},${beta.id}`,
          [gamma, alpha, empty, beta],
        ],
        [
          `orderby=include&order=desc&include=${gamma.id},${alpha.id},${empty.id},${beta.id}`,
          [beta, empty, alpha, gamma],
        ],
      ];
      for (const [query, expected] of cases) {
        const body = await list(`hide_empty=false&${query}`);
        expect(
          body[route].map((t: Json) => t.id),
          query,
        ).toEqual(expected.map((t) => t.id));
      }
      for (const query of ['orderby=date', 'order=up']) {
        const body = await expectError(await call(`/${route}?${query}`), 400, 'rest_invalid_param');
        expect(Object.keys(body.data.params)).toEqual([query.split('=')[0]]);
      }
    });

    it('pagination: next and previous links; past the end is 200 with an empty list', async () => {
      let res = await get(`/${route}?search=${token}&hide_empty=false&per_page=3`);
      let body = await expectStatus(res, 200);
      expect(Object.keys(body)).toEqual(['rest_url', 'total', 'total_pages', route, 'next_rest_url']);
      expect(body.total).toBe(4);
      expect(body.total_pages).toBe(2);
      expect(body[route]).toHaveLength(3);
      const next = `${API}/${route}/?per_page=3&search=${token}&order=asc&orderby=name&hide_empty=false&page=2`;
      expect(body.next_rest_url).toBe(next);
      expect(res.headers.get('Link')).toBe(`<${next}>; rel="next"`);

      res = await get(`/${route}?search=${token}&hide_empty=false&per_page=3&page=2`);
      body = await expectStatus(res, 200);
      expect(Object.keys(body)).toEqual(['rest_url', 'total', 'total_pages', route, 'previous_rest_url']);
      expect(names(body)).toEqual([`${token} Gamma`]);
      expect(body.previous_rest_url).toBe(
        `${API}/${route}/?per_page=3&search=${token}&order=asc&orderby=name&hide_empty=false`,
      );

      body = await expectStatus(
        await get(`/${route}?search=${token}&hide_empty=false&per_page=3&page=9`),
        200,
      );
      expect(body[route]).toEqual([]);
      expect(body.total).toBe(4);
      expect(body.total_pages).toBe(2);
      expect(body.next_rest_url).toBeUndefined();

      for (const q of ['per_page=0', 'page=0', 'page=-1', 'per_page=x']) {
        await expectError(await call(`/${route}?${q}`), 400, 'rest_invalid_param');
      }
      const clamped = await list('per_page=1000');
      expect(clamped.rest_url).toContain('per_page=50');
    });

    it('lists in the content language', async () => {
      await expectStatus(
        await send(
          'PATCH',
          `/eu/site/events/v1/${route}/${gamma.id}`,
          { name: `${token} Aaa Euskaraz` },
          admin.key,
        ),
        200,
      );
      const eu = await expectStatus(
        await call(`/eu/site/events/v1/${route}?search=${token}&hide_empty=false`),
        200,
      );
      expect(names(eu)).toEqual([
        `${token} Aaa Euskaraz`,
        `${token} alpha`,
        `${token} Beta`,
        `${token} Empty`,
      ]);
      expect(eu[route][0].lang).toBe('eu');
      expect(eu[route][1].lang).toBe('es');
      expect(eu.rest_url.startsWith(`${BASE}/eu/site/events/v1/${route}/?`)).toBe(true);
      const es = await list('hide_empty=false');
      expect(names(es)).toEqual([`${token} alpha`, `${token} Beta`, `${token} Empty`, `${token} Gamma`]);
    });
  });
});

describe('categories only', () => {
  const create = async (body: Record<string, unknown>) =>
    expectStatus(await send('POST', '/categories', body, admin.key), 201);

  it('a child has parent and urls.up; the same name under another parent is fine', async () => {
    const parent = await create({ name: unique('Padre') });
    const child = await create({ name: 'Hijo Común', parent: parent.id });
    expect(child.parent).toBe(parent.id);
    expect(child.urls).toEqual({
      self: `${API}/categories/${child.id}`,
      collection: `${API}/categories`,
      up: `${API}/categories/${parent.id}`,
    });
    const top = await create({ name: 'Hijo Común' });
    expect(top.parent).toBe(0);
    expect(top.urls.up).toBeUndefined();
    expect(top.slug).toBe('hijo-comun-2');
    const other = await create({ name: unique('Padre') });
    const cousin = await create({ name: 'hijo común', parent: String(other.id) });
    expect(cousin.parent).toBe(other.id);
    const dup = await expectError(
      await send('POST', '/categories', { name: 'HIJO COMÚN', parent: parent.id }, admin.key),
      400,
      'term_exists',
    );
    expect(dup.data.term_id).toBe(child.id);
  });

  it('moving a category under a parent that has one of the same name is 400 term_exists', async () => {
    const p = await create({ name: unique('Destino') });
    const there = await create({ name: 'Jazz Zq', parent: p.id });
    const here = await create({ name: 'Jazz Zq' });
    const body = await expectError(
      await send('PATCH', `/categories/${here.id}`, { parent: p.id }, admin.key),
      400,
      'term_exists',
    );
    expect(body.data.term_id).toBe(there.id);
    expect((await json(await call(`/categories/${here.id}`))).parent).toBe(0);
    // With a new name it can move.
    const moved = await expectStatus(
      await send('PATCH', `/categories/${here.id}`, { parent: p.id, name: 'Jazz Zq 2' }, admin.key),
      200,
    );
    expect(moved.parent).toBe(p.id);
  });

  it('an unknown or invalid parent is 400', async () => {
    let body = await expectError(
      await send('POST', '/categories', { name: unique('X'), parent: 999999 }, admin.key),
      400,
      'rest_invalid_param',
    );
    expect(body.data.params).toEqual({ parent: 'Unknown category: 999999.' });
    const tag = await expectStatus(await send('POST', '/tags', { name: unique('Etiqueta') }, admin.key), 201);
    body = await expectError(
      await send('POST', '/categories', { name: unique('X'), parent: tag.id }, admin.key),
      400,
      'rest_invalid_param',
    );
    expect(Object.keys(body.data.params)).toEqual(['parent']);
    body = await expectError(
      await send('POST', '/categories', { name: unique('X'), parent: -1 }, admin.key),
      400,
      'rest_invalid_param',
    );
    expect(Object.keys(body.data.params)).toEqual(['parent']);
  });

  it('a parent of "" is 400 as in TEC (rest_invalid_param naming parent), on create and update', async () => {
    const term = await create({ name: unique('Empty parent') });
    for (const [method, path] of [
      ['POST', '/categories'],
      ['POST', `/categories/${term.id}`],
      ['PUT', `/categories/${term.id}`],
      ['PATCH', `/categories/${term.id}`],
    ] as const) {
      const body = await expectError(
        await send(method, path, { name: unique('Y'), parent: '' }, admin.key),
        400,
        'rest_invalid_param',
      );
      expect(body.message, `${method} ${path}`).toBe('Invalid parameter(s): parent');
      expect(body.data.params).toEqual({ parent: 'Must be the id of a category, or 0 for none.' });
    }
    expect((await json(await call(`/categories/${term.id}`))).name).toBe(term.name);
    // 0 (or "0") is still "no parent".
    expect(
      (
        await expectStatus(
          await send('POST', '/categories', { name: unique('Z'), parent: '0' }, admin.key),
          201,
        )
      ).parent,
    ).toBe(0);
  });

  it("a category can't become its own ancestor", async () => {
    const a = await create({ name: unique('A') });
    const b = await create({ name: unique('B'), parent: a.id });
    const c = await create({ name: unique('C'), parent: b.id });
    for (const [id, parent] of [
      [a.id, a.id],
      [a.id, c.id],
      [b.id, c.id],
    ]) {
      const body = await expectError(
        await send('PATCH', `/categories/${id}`, { parent }, admin.key),
        400,
        'rest_invalid_param',
      );
      expect(body.data.params).toEqual({ parent: 'A category cannot be its own ancestor.' });
    }
    // Moving up is fine; parent 0 makes it top-level.
    expect(
      (await expectStatus(await send('PATCH', `/categories/${c.id}`, { parent: a.id }, admin.key), 200))
        .parent,
    ).toBe(a.id);
    expect(
      (await expectStatus(await send('PATCH', `/categories/${c.id}`, { parent: 0 }, admin.key), 200)).parent,
    ).toBe(0);
    await expectError(
      await send('PATCH', `/categories/${c.id}`, { parent: 999999 }, admin.key),
      400,
      'rest_invalid_param',
    );
  });

  it('the parent filter; parent=0 lists top-level ones; unknown parent is 400', async () => {
    const p = await create({ name: 'qpar Padre' });
    const k1 = await create({ name: 'qpar Hijo 2', parent: p.id });
    const k2 = await create({ name: 'qpar Hijo 1', parent: p.id });
    const body = await expectStatus(await call(`/categories?hide_empty=false&parent=${p.id}`), 200);
    expect(body.categories.map((t: Json) => t.id)).toEqual([k2.id, k1.id]);
    expect(body.rest_url).toBe(
      `${API}/categories/?page=1&per_page=10&order=asc&orderby=name&hide_empty=false&parent=${p.id}`,
    );
    const top = await expectStatus(await call('/categories?hide_empty=false&parent=0&search=qpar'), 200);
    expect(top.categories.map((t: Json) => t.id)).toEqual([p.id]);
    const err = await expectError(await call('/categories?parent=999999'), 400, 'rest_invalid_param');
    expect(Object.keys(err.data.params)).toEqual(['parent']);
  });

  it('deleting a parent moves its children up to its own parent', async () => {
    const g = await create({ name: unique('Abuelo') });
    const p = await create({ name: unique('Padre'), parent: g.id });
    const k = await create({ name: unique('Nieto'), parent: p.id });
    const body = await expectStatus(await send('DELETE', `/categories/${p.id}`, {}, admin.key), 200);
    expect(body).toMatchObject({ id: p.id, parent: g.id, count: 0 });
    const moved = await expectStatus(await call(`/categories/${k.id}`), 200);
    expect(moved.parent).toBe(g.id);
    expect(moved.urls.up).toBe(`${API}/categories/${g.id}`);
    await expectStatus(await send('DELETE', `/categories/${g.id}`, {}, admin.key), 200);
    const top = await expectStatus(await call(`/categories/${k.id}`), 200);
    expect(top.parent).toBe(0);
    expect(top.urls.up).toBeUndefined();
  });

  it('events filter by category id and slug', async () => {
    const cat = await create({ name: unique('Filtro') });
    const ev = await createEvent(admin.key, { title: 'Con categoría', ...FUTURE, categories: [cat.id] });
    const byId = await json(
      await call(`/events?start_date=2031-01-01&end_date=2031-12-31&categories=${cat.id}`),
    );
    expect(byId.events.map((e: Json) => e.id)).toEqual([ev.id]);
    const bySlug = await json(
      await call(`/events?start_date=2031-01-01&end_date=2031-12-31&categories=${cat.slug}`),
    );
    expect(bySlug.events.map((e: Json) => e.id)).toEqual([ev.id]);
  });
});

describe('tags only', () => {
  it('parent on a tag is 400 rest_taxonomy_not_hierarchical, on create and update', async () => {
    for (const parent of [1, 0, '']) {
      const body = await expectError(
        await send('POST', '/tags', { name: unique('Plana'), parent }, admin.key),
        400,
        'rest_taxonomy_not_hierarchical',
      );
      expect(body.message).toBe('Cannot set parent term, taxonomy is not hierarchical.');
    }
    const tag = await expectStatus(await send('POST', '/tags', { name: unique('Plana') }, admin.key), 201);
    expect(tag.parent).toBeUndefined();
    await expectError(
      await send('PATCH', `/tags/${tag.id}`, { parent: 2 }, admin.key),
      400,
      'rest_taxonomy_not_hierarchical',
    );
  });

  it('events create an unknown tag by name, which then counts', async () => {
    const name = unique('Nueva Etiqueta');
    const ev = await createEvent(admin.key, { title: 'Etiquetado', ...FUTURE, tags: [name] });
    expect(ev.tags.map((t: Json) => t.name)).toEqual([name]);
    const tag = await expectStatus(await call(`/tags/${ev.tags[0].id}`), 200);
    expect(tag.count).toBe(1);
    expect(tag.name).toBe(name);
  });
});
