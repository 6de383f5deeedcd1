import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { cacheKey } from '../../src/cache/key';
import { startOfDayWall, utcToZonedWall } from '../../src/lib/dates';
import { LANGUAGES } from '../../src/lib/languages';
import { callOnce, createEvent, createUser, json, send } from '../helpers';

/**
 * A TEC client writes with a key and reads without one (issue 27): it must see its write at once. The
 * isolate that wrote answers nothing cached older than its write (not even STALE), and the write removes
 * the record's own cached reads from both layers, so another isolate of the data centre misses too.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let admin: { key: string };
beforeAll(async () => {
  admin = await createUser('administrator');
});

/** Every anonymous form of one record's read: by id and slug, each prefix, `translation_language`, none. */
function readForms(route: string, id: number, slug?: string): string[] {
  const paths = [`${route}/${id}`, ...(slug ? [`${route}/by-slug/${slug}`] : [])];
  return paths.flatMap((path) => [
    `/site/events/v1/${path}`,
    ...LANGUAGES.map((lang) => `/${lang}/site/events/v1/${path}`),
    `/site/events/v1/${path}?translation_language=en`,
  ]);
}

/** The Cache API key a form is stored under, spelled out here (src/cache/key.ts). */
function keyOf(url: string, day: boolean): string {
  const { pathname, searchParams } = new URL(url, 'http://api.test');
  const prefix = /^\/([a-z]{2})\//.exec(pathname)?.[1];
  const named = prefix ?? searchParams.get('translation_language') ?? undefined;
  const today = startOfDayWall(utcToZonedWall(new Date(), 'Europe/Madrid')).slice(0, 10);
  return cacheKey({
    scheme: 'http',
    host: 'api.test',
    path: prefix ? pathname.slice(3) : pathname,
    lang: (named ?? 'es') as 'es',
    namedLanguage: named !== undefined,
    query: day ? [['day', today]] : [],
  });
}

async function readAll(urls: string[]) {
  for (const url of urls) {
    const res = await callOnce(url);
    expect(res.status, url).toBe(200);
    await res.arrayBuffer();
  }
}

describe('a TEC client that writes with a key and reads without one sees its write', () => {
  it('POST, PUT, PATCH of one event, each read back anonymously at once, in every form', async () => {
    const event = await createEvent(admin.key, {
      title: 'Written 0',
      start_date: '2034-03-01 20:00',
      end_date: '2034-03-01 22:00',
    });
    const forms = readForms('events', event.id, event.slug);
    const ics = `/events/${event.id}.ics`;
    await readAll([...forms, ics]);
    for (const [i, method] of ['POST', 'PUT', 'PATCH'].entries()) {
      const res = await send(method, `/events/${event.id}`, { title: `Written ${i + 1}` }, admin.key);
      expect(res.status).toBe(200);
      for (const url of forms) {
        const read = await callOnce(url);
        expect(read.headers.get('x-cache'), `${method} ${url}`).not.toBe('STALE');
        expect((await json(read)).title, `${method} ${url}`).toBe(`Written ${i + 1}`);
      }
      expect(await (await callOnce(ics)).text()).toContain(`SUMMARY;LANGUAGE=es:Written ${i + 1}`);
    }
  });

  it('a venue update, and lists that show the record, read back at once', async () => {
    const venue: Json = await json(await send('POST', '/venues', { venue: 'Hall before' }, admin.key));
    await createEvent(admin.key, {
      title: 'At the hall',
      start_date: '2034-04-01 20:00',
      end_date: '2034-04-01 22:00',
      venue: venue.id,
    });
    const list = '/events?start_date=2034-04-01&end_date=2034-04-02';
    const forms = [...readForms('venues', venue.id, venue.slug), list, '/venues?per_page=50'];
    await readAll(forms);
    expect((await send('PATCH', `/venues/${venue.id}`, { venue: 'Hall after' }, admin.key)).status).toBe(200);
    for (const url of forms) {
      const read = await callOnce(url);
      // `/en/…` and `?translation_language=en` share an entry: the second finds the first's rebuild.
      expect(read.headers.get('x-cache'), url).not.toBe('STALE');
      const body = await read.text();
      expect(body, url).toContain('Hall after');
      expect(body, url).not.toContain('Hall before');
    }
  });

  it('removes the record’s own reads from the Cache API too (another isolate misses them)', async () => {
    const event = await createEvent(admin.key, {
      title: 'Stored',
      start_date: '2034-05-01 20:00',
      end_date: '2034-05-01 22:00',
    });
    const forms = readForms('events', event.id, event.slug);
    await readAll(forms);
    const ics = `/site/events/v1/events/${event.id}.ics`;
    await readAll([ics]);
    const keys = [...forms.map((url) => keyOf(url, true)), keyOf(ics, false)];
    // The entries land in the Cache API in the background: wait for them, so the check below can fail.
    for (const key of keys) {
      for (let i = 0; i < 100 && !(await caches.default.match(key)); i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await caches.default.match(key), key).toBeDefined();
    }
    expect((await send('PATCH', `/events/${event.id}`, { title: 'Changed' }, admin.key)).status).toBe(200);
    for (const key of keys) expect(await caches.default.match(key), key).toBeUndefined();
  });

  for (const route of ['categories', 'tags']) {
    it(`an anonymous GET of a ${route === 'tags' ? 'tag' : 'category'} right after its DELETE is 404`, async () => {
      const term: Json = await json(await send('POST', `/${route}`, { name: `Gone ${route}` }, admin.key));
      const forms = readForms(route, term.id);
      await readAll(forms);
      expect((await send('DELETE', `/${route}/${term.id}`, {}, admin.key)).status).toBe(200);
      for (const url of forms) expect((await callOnce(url)).status, url).toBe(404);
    });
  }
});

describe('Cache-Control: no-cache (RFC 9111 §5.2.1.4)', () => {
  it('is never answered from the cache, stale or fresh: it is built now, and replaces the entry', async () => {
    const event = await createEvent(admin.key, {
      title: 'Before elsewhere',
      start_date: '2034-06-01 20:00',
      end_date: '2034-06-01 22:00',
    });
    const urls = [`/events/${event.id}`, '/events?start_date=2034-06-01&end_date=2034-06-02'];
    await readAll(urls);
    for (const url of urls) expect((await callOnce(url)).headers.get('x-cache'), url).toBe('HIT');
    // Another isolate's write: this one does not know of it yet, and answers HIT from its entry.
    await env.DB.batch([
      env.DB.prepare('UPDATE post_texts SET title = ? WHERE post_id = ?').bind('After elsewhere', event.id),
      env.DB.prepare("UPDATE counters SET value = value + 1 WHERE name = 'generation'"),
    ]);
    for (const url of urls) {
      const plain = await callOnce(url);
      expect(plain.headers.get('x-cache'), url).toBe('HIT');
      expect(await plain.text()).toContain('Before elsewhere');
      for (const headers of [{ 'Cache-Control': 'no-cache' }, { Pragma: 'no-cache' }] as Record<
        string,
        string
      >[]) {
        const fresh = await callOnce(url, { headers });
        expect(fresh.headers.get('x-cache'), `${url} ${JSON.stringify(headers)}`).toBe('MISS');
        expect(await fresh.text()).toContain('After elsewhere');
      }
      // The entry was replaced: the next plain request gets the new answer.
      expect(await (await callOnce(url)).text(), url).toContain('After elsewhere');
    }
  });
});
