import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, call, callOnce, createEvent, createUser, json, send } from '../helpers';

/**
 * API.md §1, §10, §12: a request that names its language (by prefix or `translation_language`) gets
 * URLs under that language's prefix; one that names none gets unprefixed URLs. The edge cache (and the
 * in-isolate layers in front of it) must never answer one form with a body built for the other, while
 * `/es/…` and `?translation_language=es` (the same bytes) share one entry. The default language is
 * `es`, so all three forms below are in the same content language: only the URLs tell them apart.
 */

type Form = 'none' | 'prefix' | 'parameter';
const FORMS: Form[] = ['none', 'prefix', 'parameter'];
const PAIRS = FORMS.flatMap((first) => FORMS.filter((f) => f !== first).map((second) => [first, second]));

function urlOf(form: Form, route: string): string {
  const path = `/site/events/v1${route}`;
  if (form === 'prefix') return `/es${path}`;
  if (form === 'parameter') return `${path}${route.includes('?') ? '&' : '?'}translation_language=es`;
  return path;
}

/** Whether a URL carries a language prefix right after the origin. */
const prefixed = (url: string) => /^\/(?:eu|ca|en|gl|es)\//.test(url.slice(BASE.length));

let admin: { key: string };
let eventId: number;
let venueId: number;
let categoryId: number;

/** A write bumps the content generation: every route starts again with an empty cache. */
async function freshCache() {
  const res = await send('POST', '/tags', { name: `bump ${crypto.randomUUID()}` }, admin.key);
  expect(res.status).toBe(201);
}

/**
 * For each kind of answer, what in it follows the request's form: its URLs (`/es/…` when named,
 * unprefixed otherwise), or for the widget script the language it was served with.
 */
const ROUTES: Array<{ name: string; route: string; urls: (res: Response) => Promise<string[]> }> = [
  {
    name: 'event list',
    route: '/events?start_date=2032-01-01&end_date=2032-12-31&per_page=1',
    urls: async (res) => {
      const body = await json(res);
      return [body.rest_url, body.next_rest_url, ...body.events.map((e: { rest_url: string }) => e.rest_url)];
    },
  },
  {
    name: 'venue list',
    route: '/venues?per_page=1',
    urls: async (res) => {
      const body = await json(res);
      return [body.rest_url, ...body.venues.map((v: { url: string }) => v.url)];
    },
  },
  {
    name: 'category list',
    route: '/categories?hide_empty=false&per_page=1',
    urls: async (res) => {
      const body = await json(res);
      return [body.rest_url, ...body.categories.map((t: { urls: { self: string } }) => t.urls.self)];
    },
  },
  {
    name: 'single event',
    route: '/events/EVENT',
    urls: async (res) => {
      const body = await json(res);
      return [body.rest_url, body.url, body.venue.url, body.categories[0].urls.self];
    },
  },
  {
    name: 'single event by slug',
    route: '/events/by-slug/language-forms-concert',
    urls: async (res) => [(await json(res)).rest_url],
  },
  {
    name: 'single venue',
    route: '/venues/VENUE',
    urls: async (res) => [(await json(res)).url],
  },
  {
    name: 'single category',
    route: '/categories/CATEGORY',
    urls: async (res) => [(await json(res)).urls.self],
  },
  {
    name: 'feed',
    route: '/events.ics?start_date=2032-01-01&end_date=2032-12-31&per_page=1',
    urls: async (res) => {
      const link = res.headers.get('link') ?? '';
      const body = await res.text();
      const eventUrls = [...body.matchAll(/^URL:(.*)$/gm)].map((m) => m[1]!.trim());
      return [...[...link.matchAll(/<([^>]+)>/g)].map((m) => m[1]!), ...eventUrls];
    },
  },
  {
    name: 'doc',
    route: '/doc',
    urls: async (res) => [(await json(res)).servers[0].url],
  },
  {
    name: 'widget script',
    route: '/widget.js',
    // A named language becomes the widgets' default; otherwise none is served (they follow the page).
    urls: async (res) => [/='es'\?\?null[;,]/.test(await res.text()) ? `${BASE}/es/` : `${BASE}/`],
  },
  {
    name: 'widget demo',
    route: '/widget/demo',
    urls: async (res) =>
      [...(await res.text()).matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => `${BASE}${m[1]}`),
  },
];

const resolve = (route: string) =>
  route
    .replace('EVENT', String(eventId))
    .replace('VENUE', String(venueId))
    .replace('CATEGORY', String(categoryId));

beforeAll(async () => {
  admin = await createUser('administrator');
  const created = await createEvent(admin.key, {
    title: 'Language forms concert',
    start_date: '2032-03-01 20:00',
    end_date: '2032-03-01 22:00',
    categories: ['Language forms'],
    venue: { venue: 'Language forms hall', city: 'Bilbao' },
    website: 'https://example.org/concert',
  });
  await createEvent(admin.key, {
    title: 'Language forms encore',
    start_date: '2032-03-02 20:00',
    end_date: '2032-03-02 22:00',
  });
  eventId = created.id;
  venueId = created.venue.id;
  categoryId = created.categories[0].id;
});

describe('each URL form gets the URLs of its form, whichever form the cache saw first', () => {
  for (const { name, route, urls } of ROUTES) {
    it.each(PAIRS)(`${name}: %s, then %s`, async (first, second) => {
      await freshCache();
      const a = await call(urlOf(first as Form, resolve(route)));
      expect(a.status).toBe(200);
      // The second request as it is first answered (\`call\` would wait out a STALE answer).
      const b = await callOnce(urlOf(second as Form, resolve(route)));
      expect(b.status).toBe(200);
      const seen = { [first]: await urls(a.clone()), [second]: await urls(b.clone()) };
      for (const [form, found] of Object.entries(seen)) {
        expect(found.length).toBeGreaterThan(0);
        for (const url of found) expect(prefixed(url), `${form}: ${url}`).toBe(form !== 'none');
      }
      const named = first !== 'none' && second !== 'none';
      // `/doc` is built per request (it is not cached).
      // The other form's entry is never used: the second request finds the first one's entry (HIT) only when
      // both named the language; otherwise it is built (MISS), or answered from its own form's entry of
      // before the write (STALE).
      if (name !== 'doc') {
        expect(b.headers.get('x-cache')).toSatisfy((x: string) =>
          named ? x === 'HIT' : x === 'MISS' || x === 'STALE',
        );
      }
      if (named) expect(await b.text()).toBe(await a.text());
      // Once more, now that both are stored (the in-isolate fast path answers repeated URLs).
      const again = await call(urlOf(second as Form, resolve(route)));
      // (A list named by prefix and one named by parameter share an entry, whichever built it: its rest_url
      // may carry the redundant translation_language. The form of every URL is what must hold.)
      for (const url of await urls(again)) expect(prefixed(url), `again: ${url}`).toBe(second !== 'none');
    });
  }
});
