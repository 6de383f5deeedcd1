import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';

/**
 * A password-protected event must not leak through parameters (CVE-2025-9808 is this leak in TEC):
 * for a caller who may not read its protected fields, filters on them never match it and a parameter
 * naming it (`event`, `post`) treats it as unknown. Callers who may edit it read everything; a
 * password unlocks the single read only, never a list.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;
type User = { id: number; login: string; key: string };

const PASSWORD = 'Gz-locked-4417';
const WINDOW = 'start_date=2033-03-01&end_date=2033-03-31';
const WHEN = { start_date: '2033-03-10 20:00:00', end_date: '2033-03-10 22:00:00', timezone: 'UTC' };
const SECRET_WORD = 'zorbuluquux';

const users = {} as Record<
  'subscriber' | 'contributor' | 'author' | 'owner' | 'editor' | 'administrator',
  User
>;
/** Callers who may not read the locked events' protected fields, and those who may. */
const LOCKED_OUT = ['anonymous', 'subscriber', 'contributor', 'author'] as const;
const READERS = ['owner', 'editor', 'administrator'] as const;
type Who = (typeof LOCKED_OUT)[number] | (typeof READERS)[number];

const keyOf = (who: Who) => (who === 'anonymous' ? undefined : users[who].key);
const get = (path: string, who: Who, headers: Record<string, string> = {}) => {
  const key = keyOf(who);
  return call(path, { headers: { ...headers, ...(key ? bearer(key) : {}) } });
};

async function ok(res: Response): Promise<Json> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

const suffix = crypto.randomUUID().slice(0, 8);
/** The locked event with every protected field set, and one whose flags are all false. */
let locked: Json;
let lockedPlain: Json;
let venue: Json;
let organizer: Json;
let category: Json;
let tag: Json;

beforeAll(async () => {
  for (const role of ['subscriber', 'contributor', 'author', 'editor', 'administrator'] as const) {
    users[role] = await createUser(role);
  }
  users.owner = await createUser('author');
  const created = async (res: Response) => {
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    return body;
  };
  // Linked only to the locked event, so any answer about them is an answer about it.
  venue = await created(
    await send(
      'POST',
      '/venues',
      { venue: `Sala ${suffix}`, geo_lat: 12.3456, geo_lng: -141.2345 },
      users.owner.key,
    ),
  );
  organizer = await created(
    await send('POST', '/organizers', { organizer: `Org ${suffix}` }, users.owner.key),
  );
  category = await created(await send('POST', '/categories', { name: `Cat ${suffix}` }, users.editor.key));
  tag = await created(await send('POST', '/tags', { name: `Tag ${suffix}` }, users.editor.key));
  locked = await created(
    await send(
      'POST',
      '/events',
      {
        title: `Candado ${suffix}`,
        description: `Only ${SECRET_WORD} inside`,
        ...WHEN,
        featured: true,
        ticketed: true,
        venue: venue.id,
        organizer: [organizer.id],
        categories: [category.id],
        tags: [tag.id],
      },
      users.owner.key,
    ),
  );
  lockedPlain = await created(
    await send(
      'POST',
      '/events',
      { title: `Llano ${suffix}`, ...WHEN, featured: false, ticketed: false },
      users.owner.key,
    ),
  );
  for (const event of [locked, lockedPlain]) {
    const res = await send('PATCH', `/events/${event.id}`, { password: PASSWORD }, users.owner.key);
    expect(res.status).toBe(200);
  }
});

const idsOf = (body: Json) => body.events.map((e: Json) => e.id);

/** Every filter on a protected field, with the locked event it would single out. */
const FILTERS: Array<[string, () => string, () => Json]> = [
  ['venue', () => `venue=${venue.id}`, () => locked],
  ['organizer', () => `organizer=${organizer.id}`, () => locked],
  ['categories (id)', () => `categories=${category.id}`, () => locked],
  ['categories (slug)', () => `categories=${category.slug}`, () => locked],
  ['tags (id)', () => `tags=${tag.id}`, () => locked],
  ['tags (slug)', () => `tags=${tag.slug}`, () => locked],
  ['featured=true', () => 'featured=true', () => locked],
  ['featured=false', () => 'featured=false', () => lockedPlain],
  ['ticketed=true', () => 'ticketed=true', () => locked],
  ['ticketed=false', () => 'ticketed=false', () => lockedPlain],
  ['geoloc', () => 'geoloc=true', () => locked],
  ['geoloc_lat/lng', () => 'geoloc_lat=12.35&geoloc_lng=-141.23&geoloc_radius=5', () => locked],
  ['search (description)', () => `search=${SECRET_WORD}`, () => locked],
];

describe('without a filter, both locked events are listed (blanked) for every caller', () => {
  it.each([...LOCKED_OUT, ...READERS])('%s', async (who) => {
    const body = await ok(await get(`/events?${WINDOW}`, who));
    expect(idsOf(body).sort()).toEqual([locked.id, lockedPlain.id].sort());
    const shown = body.events.find((e: Json) => e.id === locked.id);
    const reads = (READERS as readonly string[]).includes(who);
    expect(shown.description).toBe(reads ? `Only ${SECRET_WORD} inside` : '');
    expect(shown.venue).toEqual(reads ? expect.objectContaining({ id: venue.id }) : []);
    expect(shown.featured).toBe(reads ? true : null);
  });
});

describe.each(FILTERS)('GET /events?%s', (_name, filter, target) => {
  for (const include of [false, true]) {
    const withInclude = include ? ' with include' : '';
    it.each(LOCKED_OUT)(`never matches the locked event for %s${withInclude}`, async (who) => {
      const extra = include ? `&include=${target().id}` : '';
      const body = await ok(await get(`/events?${WINDOW}&${filter()}${extra}`, who));
      expect(idsOf(body)).toEqual([]);
      expect(body.total).toBe(0);
    });
    it.each(READERS)(`matches it for %s, who may edit it${withInclude}`, async (who) => {
      const extra = include ? `&include=${target().id}` : '';
      const body = await ok(await get(`/events?${WINDOW}&${filter()}${extra}`, who));
      expect(idsOf(body)).toEqual([target().id]);
    });
  }

  it('the right password on a list unlocks nothing (lists take no password)', async () => {
    const body = await ok(await get(`/events?${WINDOW}&${filter()}&password=${PASSWORD}`, 'anonymous'));
    expect(idsOf(body)).toEqual([]);
  });

  it('nor does the feed show it', async () => {
    const res = await get(`/events.ics?${WINDOW}&${filter()}`, 'anonymous');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(`event-${target().id}@`);
  });
});

/** Every parameter that names an event, and what it reads of the locked one. */
const REFERENCES: Array<[string, string, () => number]> = [
  ['/venues', 'event', () => venue.id],
  ['/organizers', 'event', () => organizer.id],
  ['/categories', 'event', () => category.id],
  ['/categories', 'post', () => category.id],
  ['/tags', 'event', () => tag.id],
  ['/tags', 'post', () => tag.id],
];

describe.each(REFERENCES)('GET %s?%s=<locked event>', (route, param, linkedId) => {
  it.each(LOCKED_OUT)('is an unknown event for %s, word for word as an id no event has', async (who) => {
    const res = await get(`${route}?${param}=${locked.id}`, who);
    const body = await json(res);
    expect(res.status).toBe(400);
    expect(body.code).toBe('rest_invalid_param');
    const missing = await json(await get(`${route}?${param}=999999`, who));
    expect(body.data.params).toEqual(
      JSON.parse(JSON.stringify(missing.data.params).replaceAll('999999', String(locked.id))),
    );
    expect(body.message).toBe(missing.message);
  });

  it.each(READERS)('lists what it is linked to for %s', async (who) => {
    const body = await ok(await get(`${route}?${param}=${locked.id}&hide_empty=false`, who));
    const items = body.venues ?? body.organizers ?? body.categories ?? body.tags;
    expect(items.map((item: Json) => item.id)).toEqual([linkedId()]);
  });

  it('the right password unlocks nothing there either', async () => {
    const res = await get(`${route}?${param}=${locked.id}&password=${PASSWORD}`, 'anonymous');
    expect(res.status).toBe(400);
  });
});

describe.each([
  ['/venues', () => venue.id],
  ['/organizers', () => organizer.id],
])('GET %s?has_events / only_with_upcoming', (route, linkedId) => {
  const listed = async (query: string, who: Who) => {
    const body = await ok(await get(`${route}?${query}&per_page=50`, who));
    return (body.venues ?? body.organizers).map((item: Json) => item.id).includes(linkedId());
  };

  it.each(LOCKED_OUT)('a record linked only to the locked event has no event %s can see', async (who) => {
    expect(await listed('has_events=true', who)).toBe(false);
    expect(await listed('only_with_upcoming=true', who)).toBe(false);
    expect(await listed('has_events=false', who)).toBe(true);
  });

  it.each(READERS)('it has one for %s', async (who) => {
    expect(await listed('has_events=true', who)).toBe(true);
    expect(await listed('only_with_upcoming=true', who)).toBe(true);
    expect(await listed('has_events=false', who)).toBe(false);
  });
});

describe('the single read', () => {
  it.each(LOCKED_OUT)('needs the password for %s', async (who) => {
    const res = await get(`/events/${locked.id}`, who);
    expect(res.status).toBe(403);
    expect((await json(res)).code).toBe('event-password-protected');
    const unlocked = await ok(await get(`/events/${locked.id}?password=${PASSWORD}`, who));
    expect(unlocked.description).toBe(`Only ${SECRET_WORD} inside`);
  });

  it.each(READERS)('is whole for %s, who may edit it, without the password', async (who) => {
    const body = await ok(await get(`/events/${locked.id}`, who));
    expect(body.description).toBe(`Only ${SECRET_WORD} inside`);
    expect(body.venue.id).toBe(venue.id);
    expect(body.json_ld).toBeDefined();
  });

  it('a contributor reads the protected fields of an own event only while it may edit it (unpublished)', async () => {
    const contributor = users.contributor;
    const draft = await json(
      await send(
        'POST',
        '/events',
        { title: `Borrador ${suffix}`, description: 'draftquux text', ...WHEN },
        contributor.key,
      ),
    );
    expect(draft.status).toBe('draft');
    expect((await send('PATCH', `/events/${draft.id}`, { password: PASSWORD }, contributor.key)).status).toBe(
      200,
    );
    expect((await ok(await get(`/events/${draft.id}`, 'contributor'))).description).toBe('draftquux text');
    // Published by an editor: the contributor may no longer edit it, nor read what the password hides.
    expect((await send('PATCH', `/events/${draft.id}`, { status: 'publish' }, users.editor.key)).status).toBe(
      200,
    );
    expect((await get(`/events/${draft.id}`, 'contributor')).status).toBe(403);
    const listed = await ok(await get(`/events?${WINDOW}&search=draftquux`, 'contributor'));
    expect(idsOf(listed)).toEqual([]);
  });
});
