import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, callOnce, createEvent, createUser, json, send } from '../helpers';

/**
 * Languages a newcomer reaches for and the site lacks: a prefix (`/fr/…`) is a 404 that names the
 * site's languages (JSON for the API, a page for pages), and WPML's and Polylang's `lang` parameter is
 * `translation_language` under another name.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

const LANGUAGES = ['eu', 'ca', 'en', 'gl', 'es'];
let admin: { key: string };
let event: Json;

beforeAll(async () => {
  admin = await createUser('administrator');
  event = await createEvent(admin.key, {
    title: 'Concierto del puerto',
    start_date: '2035-02-01 20:00',
    end_date: '2035-02-01 22:00',
    translations: { eu: { title: 'Portuko kontzertua' }, en: { title: 'Harbour concert' } },
  });
});

describe('a language prefix the site lacks', () => {
  it.each([
    ['GET', '/fr/site/events/v1/events'],
    ['GET', '/fr/site/events/v1/'],
    ['GET', '/eus/site/events/v1/events/1'],
    ['GET', '/pt-br/site/events/v1/venues'],
    ['POST', '/fr/site/events/v1/events'],
    ['GET', '/fr/'],
  ])('%s %s: a JSON 404 in the error shape, naming the languages', async (method, path) => {
    const res = await callOnce(`${BASE}${path}`, { method });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await json(res);
    expect(body.code).toBe('rest_no_route');
    expect(body.message).toBe('No route was found matching the URL and request method.');
    expect(body.data.hint).toContain(`"${path.split('/')[1]}" is not a language of this site`);
    expect(body.data.hint).toContain('eu, ca, en, gl, es');
    expect(body.data).toMatchObject({ status: 404, languages: LANGUAGES });
  });

  it('a page under it is an HTML 404 linking the same page in each language', async () => {
    for (const [path, headers] of [
      [`/fr/event/${event.slug}/`, {}],
      ['/fr/venue/somewhere/', {}],
      ['/fr/', { Accept: 'text/html' }],
    ] as const) {
      const res = await callOnce(`${BASE}${path}`, { headers });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(res.headers.get('content-security-policy'), path).toBeTruthy();
      const html = await res.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toContain('«fr» no es un idioma de este sitio');
      const rest = path.slice(3);
      for (const lang of LANGUAGES) expect(html, path).toContain(`href="${BASE}/${lang}${rest}"`);
    }
    // The links lead somewhere.
    expect((await callOnce(`${BASE}/en/event/${event.slug}/`)).status).toBe(200);
  });

  it('an old permalink of an imported record under it is still redirected; other paths stay TEC’s 404', async () => {
    await env.DB.prepare("INSERT INTO legacy_urls (path, space, target_id, lang) VALUES (?, 'post', ?, 'es')")
      .bind('/fr/agenda/concert-du-port/', event.id)
      .run();
    const moved = await callOnce(`${BASE}/fr/agenda/concert-du-port/`, { redirect: 'manual' });
    expect(moved.status).toBe(301);
    for (const path of ['/tag/', '/nothing', '/site/events/v1/nothing', '/eus/']) {
      const body = await json(await callOnce(`${BASE}${path}`));
      expect(body.code, path).toBe('rest_no_route');
      expect(body.data.languages, path).toBeUndefined();
    }
  });
});

describe('?lang= (WPML, Polylang) is translation_language', () => {
  it('names the language: the same bytes as translation_language, on reads by id, lists and pages', async () => {
    for (const lang of ['eu', 'en']) {
      for (const path of [
        `/site/events/v1/events/${event.id}`,
        '/site/events/v1/events?start_date=2035-02-01',
      ]) {
        const sep = path.includes('?') ? '&' : '?';
        const byLang = await callOnce(`${BASE}${path}${sep}lang=${lang}`);
        const byName = await callOnce(`${BASE}${path}${sep}translation_language=${lang}`);
        expect(byLang.status).toBe(200);
        expect(await byLang.text(), `${path} ${lang}`).toBe(await byName.text());
      }
    }
    const read = await json(await callOnce(`${BASE}/site/events/v1/events/${event.id}?lang=en`));
    expect(read.title).toBe('Harbour concert');
    expect(read.rest_url).toBe(`${BASE}/en/site/events/v1/events/${event.id}`);
    const page = await (await callOnce(`${BASE}/event/${event.slug}/?lang=eu`)).text();
    expect(page).toContain('<html lang="eu">');
  });

  it('is validated as translation_language; both, naming different languages, is 400', async () => {
    let body = await json(await callOnce(`${BASE}/site/events/v1/events/${event.id}?lang=fr`));
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params)).toEqual(['lang']);
    const both = await callOnce(`${BASE}/site/events/v1/events/${event.id}?lang=en&translation_language=eu`);
    expect(both.status).toBe(400);
    body = await json(both);
    expect(body.code).toBe('rest_invalid_param');
    expect(body.data.params.lang).toContain('different languages');
    expect(
      (await callOnce(`${BASE}/site/events/v1/events/${event.id}?lang=eu&translation_language=eu`)).status,
    ).toBe(200);
  });

  it('names the language of a write too', async () => {
    const res = await send(
      'POST',
      `/events/${event.id}`,
      { title: 'Harbour concert, again', lang: 'en' },
      admin.key,
    );
    expect(res.status).toBe(200);
    expect((await json(res)).title).toBe('Harbour concert, again');
    const es = await json(await callOnce(`${BASE}/site/events/v1/events/${event.id}`));
    expect(es.title).toBe('Concierto del puerto');
  });
});
