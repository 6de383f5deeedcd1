import { beforeAll, describe, expect, it } from 'vitest';
import { forgetAll } from '../../src/cache/memory';
import { bearer, call, createUser, json, send } from '../helpers';

/**
 * Two leak paths leaks.test.ts does not walk: the edge cache (a response built for an editor — drafts
 * included — must never be served to an anonymous caller of the same URL, nor the reverse) and error
 * messages (no error names a hidden record, its slug or a password).
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

const SECRET = 'Plughidden';
const SECRET_SLUG = 'plughidden-draft-gig';
const PASSWORD = 'open-sesame-4821';
const WINDOW = 'start_date=2032-03-01&end_date=2032-03-31';
const DATES = { start_date: '2032-03-10 20:00:00', end_date: '2032-03-10 22:00:00' };

let editor: { id: number; key: string };
let author: { id: number; key: string };
let other: { id: number; key: string };
let subscriber: { id: number; key: string };
let draft: Json;
let locked: Json;
let published: Json;
let draftVenue: Json;
let hiddenCategory: Json;

async function created(path: string, body: Record<string, unknown>, key: string): Promise<Json> {
  const res = await send('POST', path, body, key);
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer;
}

beforeAll(async () => {
  editor = await createUser('editor');
  author = await createUser('author');
  other = await createUser('author');
  subscriber = await createUser('subscriber');
  // Terms have no status: their names are public; this one is only used by the draft.
  hiddenCategory = await created('/categories', { name: 'Lonely cat' }, editor.key);
  draftVenue = await created('/venues', { venue: `${SECRET} venue`, status: 'draft' }, author.key);
  draft = await created(
    '/events',
    {
      title: `${SECRET} draft gig`,
      slug: SECRET_SLUG,
      ...DATES,
      status: 'draft',
      venue: draftVenue.id,
      categories: [hiddenCategory.id],
    },
    author.key,
  );
  published = await created('/events', { title: 'Open gig', ...DATES, venue: draftVenue.id }, author.key);
  // Publishing the event published the author's venue (as TEC): a draft again, it must not show through it.
  expect((await send('PATCH', `/venues/${draftVenue.id}`, { status: 'draft' }, author.key)).status).toBe(200);
  locked = await created(
    '/events',
    { title: 'Locked gig', ...DATES, description: `${SECRET} inside` },
    author.key,
  );
  const set = await send('POST', `/events/${locked.id}`, { password: PASSWORD }, author.key);
  expect(set.status).toBe(200);
  expect(draft.slug).toBe(SECRET_SLUG);
});

const get = (path: string, key?: string, headers: Record<string, string> = {}) =>
  call(path, { headers: { ...headers, ...(key ? bearer(key) : {}) } });

describe('the edge cache never hands one caller what was built for another', () => {
  const urls = () => [
    `/events?${WINDOW}`,
    `/events?${WINDOW}&search=${SECRET}`,
    `/events?${WINDOW}&venue=${draftVenue.id}`,
    `/events/${draft.id}`,
    `/events/by-slug/${SECRET_SLUG}`,
    `/events/${locked.id}`,
    `/events/${published.id}`,
    `/venues?search=${SECRET}`,
    `/venues/${draftVenue.id}`,
    `/venues?has_events=true&per_page=50`,
    '/categories?hide_empty=false&per_page=50',
    `/categories/${hiddenCategory.id}`,
    `/categories?event=${draft.id}&hide_empty=false`,
  ];

  /** What an outsider gets must not name the hidden records (the query itself may echo the word). */
  const expectClean = (text: string, url: string) => {
    expect(text.replaceAll(`search=${SECRET}`, ''), url).not.toContain(SECRET);
    expect(text, url).not.toContain(PASSWORD);
  };

  it('editor first, then anonymous: the anonymous caller gets its own answer, from the cache or not', async () => {
    for (const url of urls()) {
      const insider = await get(url, editor.key);
      // (Errors, such as the locked event without its password, carry no cache header at all.)
      if (insider.status === 200) {
        expect(insider.headers.get('x-cache'), url).toBe('BYPASS');
        expect(insider.headers.get('cache-control'), url).toBe('private, no-store');
      }
      const insiderText = await insider.text();
      for (let i = 0; i < 2; i++) {
        const outsider = await get(url);
        const text = await outsider.text();
        expectClean(text, url);
        if (insiderText.includes(SECRET) && outsider.status === 200) expect(text, url).not.toBe(insiderText);
      }
    }
    // The check can fail: the editor's answers do carry the hidden records.
    expect(await (await get(`/events?${WINDOW}`, editor.key)).text()).toContain(`${SECRET} draft gig`);
  });

  it('anonymous first (cached), then the editor: the editor gets the full answer, never the cached one', async () => {
    forgetAll();
    for (const url of urls().map((u) => `${u}${u.includes('?') ? '&' : '?'}translation_language=en`)) {
      const outsider = await get(url);
      expectClean(await outsider.text(), url);
      const again = await get(url);
      if (outsider.status === 200) expect(again.headers.get('x-cache'), url).toBe('HIT');
      const insider = await get(url, editor.key);
      expect(insider.headers.get('x-cache'), url).not.toBe('HIT');
      if (!url.startsWith(`/events/${locked.id}`)) expect(insider.status, url).toBe(200);
    }
    const list = await json(await get(`/events?${WINDOW}&translation_language=en`, editor.key));
    expect(list.events.map((e: Json) => e.id)).toContain(draft.id);
  });

  it('a subscriber, another author or a bad key never get the editor view, nor a cached one with a key', async () => {
    for (const url of urls()) {
      await get(url, editor.key);
      for (const key of [subscriber.key, other.key]) {
        const res = await get(url, key);
        expect(res.headers.get('x-cache'), url).not.toBe('HIT');
        expectClean(await res.text(), url);
      }
      const bad = await get(url, 'tec_000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', {
        'CF-Connecting-IP': '203.0.113.77',
      });
      expect([401, 429], url).toContain(bad.status);
    }
  });

  it("an editor's ETag gets no 304 for an anonymous caller whose answer differs", async () => {
    const url = `/events?${WINDOW}&per_page=7`;
    const insider = await get(url, editor.key);
    const tag = insider.headers.get('etag')!;
    expect(tag).toBeTruthy();
    const outsider = await get(url, undefined, { 'If-None-Match': tag });
    expect(outsider.status).toBe(200);
    expectClean(await outsider.text(), url);
  });

  it('marks shared answers as varying by Authorization and Cookie (a session), and keyed ones as private', async () => {
    const anonymous = await get(`/events?${WINDOW}&per_page=8`);
    expect(anonymous.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=5');
    expect(anonymous.headers.get('vary') ?? '').toMatch(/authorization/i);
    expect(anonymous.headers.get('vary') ?? '').toMatch(/cookie/i);
    // The hot path (src/cache/fast-path.ts) says the same.
    const hot = await get(`/events?${WINDOW}&per_page=8`);
    expect(hot.headers.get('vary') ?? '').toMatch(/cookie/i);
    const keyed = await get(`/events?${WINDOW}&per_page=8`, editor.key);
    expect(keyed.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a password opens one answer for one caller, and is never cached', async () => {
    const open = await get(`/events/${locked.id}?password=${PASSWORD}`);
    expect(open.status).toBe(200);
    expect(open.headers.get('x-cache')).toBe('BYPASS');
    expect(await open.text()).toContain(`${SECRET} inside`);
    for (let i = 0; i < 2; i++) {
      const closed = await get(`/events/${locked.id}`);
      expect(closed.status).toBe(403);
      expectClean(await closed.text(), 'locked');
    }
    // A list takes no password: one given is ignored, and the list is the anonymous one, cached.
    const listed = await get(`/events?${WINDOW}&password=${PASSWORD}`);
    expect(['MISS', 'HIT']).toContain(listed.headers.get('x-cache'));
    expectClean(await listed.text(), 'list with a password');
  });
});

describe('error messages name no hidden record and no password', () => {
  it('whatever an outsider gets wrong', async () => {
    const errors: Array<{ what: string; text: string }> = [];
    const record = async (what: string, res: Response) => {
      const text = await res.text();
      expect(res.status, `${what}: ${text}`).toBeGreaterThanOrEqual(400);
      errors.push({ what, text });
    };
    const outsiders = [undefined, subscriber.key, other.key];
    for (const key of outsiders) {
      const who = key === undefined ? 'anonymous' : key === subscriber.key ? 'subscriber' : 'other author';
      for (const path of [
        `/events/${draft.id}`,
        `/events/by-slug/${SECRET_SLUG}`,
        `/events/${locked.id}`,
        `/events/${locked.id}?password=wrong`,
        `/events/${locked.id}?password=${PASSWORD.slice(0, -1)}`,
        `/venues/${draftVenue.id}`,
        `/events?${WINDOW}&venue=${draftVenue.id}`,
        `/events?${WINDOW}&status=draft`,
        `/venues?event=${draft.id}`,
        `/organizers?event=${draft.id}`,
        `/events?${WINDOW}&post_parent=x`,
      ]) {
        const res = await get(path, key);
        if (res.status < 400) continue; // e.g. a list where the hidden record is simply absent
        await record(`${who} GET ${path}`, res);
      }
      for (const [method, path, body] of [
        ['PATCH', `/events/${draft.id}`, { title: 'x' }],
        ['PATCH', `/events/by-slug/${SECRET_SLUG}`, { title: 'x' }],
        ['DELETE', `/events/${draft.id}`, undefined],
        ['PATCH', `/events/${locked.id}`, { password: 'new' }],
        ['PATCH', `/venues/${draftVenue.id}`, { venue: 'x' }],
        ['POST', '/events', { title: 'Child', ...DATES, post_parent: draft.id }],
        ['POST', '/events', { title: 'At', ...DATES, venue: draftVenue.id }],
        ['POST', '/events', { title: 'At', ...DATES, venue: { id: draftVenue.id } }],
        ['POST', `/events/by-slug/${SECRET_SLUG}`, { password: PASSWORD }],
        ['POST', '/events', { title: 'Pw', ...DATES, password: 'x'.repeat(256) }],
      ] as const) {
        const res = await send(method, path, body, key);
        if (res.status < 400) continue;
        await record(`${who} ${method} ${path}`, res);
      }
    }
    expect(errors.length).toBeGreaterThan(40);
    for (const { what, text } of errors) {
      expect(text, what).not.toContain(SECRET);
      expect(text.toLowerCase(), what).not.toContain(SECRET.toLowerCase());
      expect(text, what).not.toContain(PASSWORD);
      expect(text, what).not.toContain('open-sesame');
    }
  });
});
