import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createUser, json, send } from '../helpers';

/**
 * A child category's address is the path of its ancestors' slugs and its own, as TEC gives it
 * (`/events/category/music/jazz/`), recorded on a real TEC 6.17.2 site (test/fixtures/tec/categories):
 * its `url` in the API, and the calendar's category views there. The flat address and any other path
 * ending in the category's slug (TEC answers them all, WordPress reading only the last segment)
 * redirect to it; an old permalink of an import keeps its own redirect.
 */

// biome-ignore lint/suspicious/noExplicitAny: recorded JSON
type Json = any;

interface Step {
  request: { method: string; path: string; query: string; role: string | null; json_body: Json };
  as?: string;
  status: number;
  body: Json;
}

const FIXTURES = import.meta.glob<Json>('../fixtures/tec/categories/*.json', {
  eager: true,
  import: 'default',
});
const fixture = (name: string) => FIXTURES[`../fixtures/tec/categories/${name}.json`];

let admin: { key: string };

beforeAll(async () => {
  admin = await createUser('administrator');
});

const named = (value: Json, ids: Record<string, number>): Json =>
  typeof value === 'string'
    ? /^\{\{(\w+)\}\}$/.test(value)
      ? ids[value.slice(2, -2)]
      : value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(ids[name]))
    : Array.isArray(value)
      ? value.map((v) => named(v, ids))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, named(v, ids)]))
        : value;

/** A category address with each segment that is a known slug written as the record's name. */
function shapeOf(url: string, slugs: Map<string, string>): string {
  const path = new URL(url).pathname;
  return path
    .split('/')
    .map((segment) => (slugs.has(segment) ? `{{${slugs.get(segment)}}}` : segment))
    .join('/');
}

/** Each answer's category urls, as shapes: `/events/category/{{music}}/{{jazz}}/`. */
function urlsOf(body: Json, slugs: Map<string, string>, names: Map<number, string>): Json {
  const learn = (term: Json) => {
    const name = names.get(term.id);
    if (name) {
      for (const [slug, known] of slugs) if (known === name) slugs.delete(slug);
      slugs.set(term.slug, name);
    }
  };
  if (Array.isArray(body?.categories)) {
    body.categories.forEach(learn);
    return body.categories.map((term: Json) => shapeOf(term.url, slugs));
  }
  if (body?.url) {
    learn(body);
    return shapeOf(body.url, slugs);
  }
  return body?.code ?? null;
}

describe('a category’s url, as TEC', () => {
  it('nests its ancestors’ slugs, two and three levels, and follows a move and a parent’s new slug', async () => {
    const recorded = fixture('nested-urls');
    const ours: Record<string, number> = {};
    const tecNames = new Map(
      Object.entries(recorded.ids as Record<string, number>).map(([n, id]) => [id, n]),
    );
    const ourNames = new Map<number, string>();
    const tecSlugs = new Map<string, string>();
    const ourSlugs = new Map<string, string>();
    const unique = crypto.randomUUID().slice(0, 8);
    const said: Json[] = [];
    const tecSaid: Json[] = [];
    for (const step of recorded.steps as Step[]) {
      const { method, path, query, role, json_body } = step.request;
      const body =
        json_body === null ? undefined : JSON.stringify(named(json_body, ours)).replaceAll('#TAG', unique);
      const res = await call(`${named(path, ours)}${named(query, ours)}`, {
        method,
        headers: {
          ...(role ? bearer(admin.key) : {}),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body,
      });
      const answer = await json(res);
      if (step.as) ours[step.as] = answer.id;
      if (step.as) ourNames.set(answer.id, step.as);
      const label = `${method} ${path}${query}`;
      said.push([label, res.status, urlsOf(answer, ourSlugs, ourNames)]);
      tecSaid.push([label, step.status, urlsOf(step.body, tecSlugs, tecNames)]);
    }
    expect(said).toEqual(tecSaid);
    expect(said.find((s) => s[0] === 'GET /categories/{{bebop}}')[2]).toBe(
      '/events/category/{{music}}/{{jazz}}/{{bebop}}/',
    );
  });

  it('is followed by cached reads and by the change feed when a parent changes', async () => {
    const parent = await json(await send('POST', '/categories', { name: 'Artes' }, admin.key));
    const child = await json(
      await send('POST', '/categories', { name: 'Danza', parent: parent.id }, admin.key),
    );
    const grandchild = await json(
      await send('POST', '/categories', { name: 'Tango', parent: child.id }, admin.key),
    );
    const urlOf = async (id: number) => new URL((await json(await call(`/categories/${id}`))).url).pathname;
    expect(await urlOf(grandchild.id)).toBe('/events/category/artes/danza/tango/');
    expect((await call(`/categories/${grandchild.id}`)).headers.get('x-cache')).toBe('HIT');
    /** The category feed from `token` to its end: its changes and the token to go on from. */
    const feed = async (token?: string) => {
      const changes: Json[] = [];
      for (;;) {
        const query = `types=category&per_page=100${token ? `&sync_token=${encodeURIComponent(token)}` : ''}`;
        const page = await json(await call(`/changes?${query}`));
        changes.push(...page.changes);
        token = page.next_sync_token;
        if (!page.has_more) return { changes, token: token! };
      }
    };
    const before = await feed();
    await send('POST', `/categories/${parent.id}`, { slug: 'artes-escenicas' }, admin.key);
    expect(await urlOf(child.id)).toBe('/events/category/artes-escenicas/danza/');
    expect(await urlOf(grandchild.id)).toBe('/events/category/artes-escenicas/danza/tango/');
    const after = await feed(before.token);
    const changed = after.changes.map((c: Json) => [c.id, c.data?.url && new URL(c.data.url).pathname]);
    expect(changed).toEqual(
      expect.arrayContaining([
        [parent.id, '/events/category/artes-escenicas/'],
        [child.id, '/events/category/artes-escenicas/danza/'],
        [grandchild.id, '/events/category/artes-escenicas/danza/tango/'],
      ]),
    );
    // Deleting the middle one moves its child up: its address with it.
    await send('DELETE', `/categories/${child.id}`, undefined, admin.key);
    expect(await urlOf(grandchild.id)).toBe('/events/category/artes-escenicas/tango/');
  });

  it('is in the content language, each ancestor’s slug falling back as its name does', async () => {
    const parent = await json(
      await send(
        'POST',
        '/categories',
        { name: 'Música', translations: { eu: { name: 'Musika', slug: 'musika' } } },
        admin.key,
      ),
    );
    const child = await json(
      await send('POST', '/categories', { name: 'Rock', parent: parent.id }, admin.key),
    );
    const eu = await json(await call(`/eu/site/events/v1/categories/${child.id}`));
    expect(new URL(eu.url).pathname).toBe('/eu/events/category/musika/rock/');
  });
});

describe('the calendar’s category views at the nested address', () => {
  let slugs: Record<string, string>;

  beforeAll(async () => {
    const make = async (name: string, parent?: number) =>
      json(await send('POST', '/categories', { name, ...(parent ? { parent } : {}) }, admin.key));
    const music = await make('Cal Music');
    const jazz = await make('Cal Jazz', music.id);
    const bebop = await make('Cal Bebop', jazz.id);
    const other = await make('Cal Other');
    slugs = { music: music.slug, jazz: jazz.slug, bebop: bebop.slug, other: other.slug };
  });

  const ours = (path: string) => path.replace(/\{\{(\w+)\}\}/g, (_, name: string) => slugs[name]!);
  /** The nested address of the category a recorded page's links lead to (TEC's canonical one). */
  const canonicalOf = (links: string[]) => {
    const list = links.find((link) => link.endsWith('/list/'));
    return list?.slice(0, -'list/'.length);
  };

  it('answers each address TEC answers: the nested one itself, any other ending in the slug by a redirect there', async () => {
    const recorded = fixture('calendar-addresses');
    for (const tec of recorded.pages as Json[]) {
      const path = ours(tec.path);
      const res = await call(`${BASE}${path}`, { redirect: 'manual' });
      if (tec.status === 404) {
        expect(res.status, path).toBe(404);
        continue;
      }
      expect(tec.status, tec.path).toBe(200);
      const nested = ours(canonicalOf(tec.category_links)!);
      const view = tec.path.replace(/^\/events\/category\/(?:\{\{\w+\}\}\/|nope\/)+/, '');
      const canonical = `${nested}${view}`;
      if (path === canonical) {
        expect(res.status, path).toBe(200);
        const html = await res.text();
        expect(html, path).toContain(`<link rel="canonical" href="http://api.test${nested}`);
        for (const link of [...html.matchAll(/href="http:\/\/api\.test(\/events\/category\/[^"?]*)/g)])
          expect(link[1]!.startsWith(nested), `${path}: ${link[1]}`).toBe(true);
      } else {
        expect([res.status, res.headers.get('location')], path).toEqual([301, canonical]);
      }
    }
  });

  it('keeps the language prefix and the query in the redirect', async () => {
    const res = await call(`${BASE}/en/events/category/${slugs.jazz}/month/?tribe-bar-date=2031-04`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(
      `/en/events/category/${slugs.music}/${slugs.jazz}/month/?tribe-bar-date=2031-04`,
    );
  });

  it('an old permalink of an import keeps its own target, which is the nested address', async () => {
    const { id } = (await json(await call(`/categories?slug=${slugs.bebop}&hide_empty=0`))).categories[0];
    await env.DB.prepare(
      "INSERT INTO legacy_urls (path, space, target_id, lang) VALUES ('/events/category/old-jazz/bebop-viejo/', 'term', ?, NULL), ('/events/category/" +
        `${slugs.other}/${slugs.bebop}/', 'term', ?, NULL)`,
    )
      .bind(id, id)
      .run();
    const nested = `/events/category/${slugs.music}/${slugs.jazz}/${slugs.bebop}/`;
    for (const old of [
      '/events/category/old-jazz/bebop-viejo/',
      `/events/category/${slugs.other}/${slugs.bebop}/`,
    ]) {
      const res = await call(`${BASE}${old}`, { redirect: 'manual' });
      expect([res.status, res.headers.get('location')], old).toEqual([301, nested]);
    }
  });
});
