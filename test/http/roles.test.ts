import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import worker from '../../src/index';
import {
  bearer,
  call,
  createUser,
  heldRateLimit,
  json,
  LOCKED_IN_LISTS,
  send,
  type TestBindings,
} from '../helpers';

/**
 * Who may see and change what (API.md §2.4, §4, §6, §7): the role table cell by cell, list statuses,
 * scheduled publishing, password-protected events, trash, authentication and its throttling, and
 * permission checks that run before existence checks.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;
type User = { id: number; login: string; key: string };
type Role = 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber';
type Who = Role | 'anonymous';

const users = {} as Record<Role, User>;
/** An author who owns the "someone else's" records of the matrix. */
let stranger: User;

beforeAll(async () => {
  for (const role of ['administrator', 'editor', 'author', 'contributor', 'subscriber'] as const) {
    users[role] = await createUser(role);
  }
  stranger = await createUser('author');
});

const admin = () => users.administrator;
const keyOf = (who: Who) => (who === 'anonymous' ? undefined : users[who].key);
const get = (path: string, key?: string) => call(path, key ? { headers: bearer(key) } : {});
const del = (path: string, key?: string) => call(path, { method: 'DELETE', headers: key ? bearer(key) : {} });

let counter = 0;
/** A name whose first word appears nowhere else, so it can be searched for. */
const unique = (prefix: string) => `Uq${++counter}x${crypto.randomUUID().slice(0, 6)} ${prefix}`;
const firstWord = (name: string) => name.split(' ')[0]!;

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

/** 401 for anonymous callers, 403 for the rest; always `rest_forbidden`, never 404 or 400. */
const expectForbidden = (res: Response, status: number) => expectError(res, status, 'rest_forbidden');

const WHEN = { start_date: '2031-02-02 10:00:00', end_date: '2031-02-02 12:00:00', timezone: 'UTC' };
const WINDOW = 'start_date=2031-01-01&end_date=2031-12-31';

// ---------------------------------------------------------------------------------------------
// The role matrix

interface PostResource {
  route: 'events' | 'venues' | 'organizers';
  /** The field holding the record's name, in requests and responses. */
  nameField: 'title' | 'venue' | 'organizer';
  body: (name: string) => Record<string, unknown>;
  /** Extra list parameters (the date window of events). */
  listQuery: string;
}

const POST_RESOURCES: PostResource[] = [
  {
    route: 'events',
    nameField: 'title',
    body: (name) => ({ title: name, ...WHEN }),
    listQuery: `&${WINDOW}`,
  },
  { route: 'venues', nameField: 'venue', body: (name) => ({ venue: name }), listQuery: '' },
  { route: 'organizers', nameField: 'organizer', body: (name) => ({ organizer: name }), listQuery: '' },
];

interface PostRule {
  who: Who;
  create: number;
  /** The status of a record created without `status`, or the error status. */
  createDefault: string | number;
  /** The status of a record created with `status: publish`, or the error status. */
  createPublish: string | number;
  /** The status of a record created with `status: future`, or the error status. */
  createFuture: string | number;
  updateOwn: number;
  updateOthers: number;
  deleteOwn: number;
  deleteOthers: number;
  forceDelete: number;
  updateOwnPublished: number;
  deleteOwnPublished: number;
}

// biome-ignore format: the role table of API.md §4, one row per role
const POST_TABLE: Array<[Who, number, string | number, string | number, string | number, number, number, number, number, number, number, number]> = [
  // who            create default    publish    future     updOwn updOther delOwn delOther force updOwnPub delOwnPub
  ['administrator', 201,   'publish', 'publish', 'future',  200,   200,     200,   200,     200,  200,      200],
  ['editor',        201,   'publish', 'publish', 'future',  200,   200,     200,   200,     200,  200,      200],
  ['author',        201,   'publish', 'publish', 'future',  200,   403,     200,   403,     403,  200,      200],
  ['contributor',   201,   'draft',   'pending', 'pending', 200,   403,     200,   403,     403,  403,      403],
  ['subscriber',    403,   403,       403,       403,       403,   403,     403,   403,     403,  403,      403],
  ['anonymous',     401,   401,       401,       401,       401,   401,     401,   401,     401,  401,      401],
];

const POST_RULES: PostRule[] = POST_TABLE.map(
  ([
    who,
    create,
    createDefault,
    createPublish,
    createFuture,
    updateOwn,
    updateOthers,
    deleteOwn,
    deleteOthers,
    forceDelete,
    updateOwnPublished,
    deleteOwnPublished,
  ]) => ({
    who,
    create,
    createDefault,
    createPublish,
    createFuture,
    updateOwn,
    updateOthers,
    deleteOwn,
    deleteOthers,
    forceDelete,
    updateOwnPublished,
    deleteOwnPublished,
  }),
);

describe.each(POST_RESOURCES)('role matrix: $route', (resource) => {
  const { route, nameField } = resource;

  async function createAs(key: string, extra: Record<string, unknown> = {}): Promise<Json> {
    return expectStatus(
      await send('POST', `/${route}`, { ...resource.body(unique(route)), ...extra }, key),
      201,
    );
  }

  /** A record owned by `who`: subscribers can't create, so an editor gives them one; anonymous own nothing. */
  function ownRecord(who: Who, extra: Record<string, unknown> = {}): Promise<Json> {
    if (who === 'anonymous') return createAs(admin().key, extra);
    if (who === 'subscriber') return createAs(admin().key, { author: users.subscriber.id, ...extra });
    return createAs(users[who].key, extra);
  }

  /** The record as an administrator sees it now (`null` when it no longer exists). */
  async function current(id: number): Promise<Json | null> {
    const res = await get(`/${route}/${id}`, admin().key);
    if (res.status === 404) return null;
    return expectStatus(res, 200);
  }

  async function expectRenameOutcome(res: Response, expected: number, record: Json, newName: string) {
    if (expected === 200) {
      const body = await expectStatus(res, 200);
      expect(body[nameField]).toBe(newName);
      expect((await current(record.id))[nameField]).toBe(newName);
    } else {
      await expectForbidden(res, expected);
      expect((await current(record.id))[nameField]).toBe(record[nameField]);
    }
  }

  async function expectTrashOutcome(res: Response, expected: number, record: Json) {
    if (expected === 200) {
      expect((await expectStatus(res, 200)).status).toBe('trash');
      expect((await current(record.id)).status).toBe('trash');
    } else {
      await expectForbidden(res, expected);
      expect((await current(record.id)).status).toBe(record.status);
    }
  }

  describe.each(POST_RULES)('$who', (rule) => {
    const { who } = rule;

    it(`create → ${rule.create}`, async () => {
      const name = unique(route);
      const res = await send('POST', `/${route}`, resource.body(name), keyOf(who));
      if (rule.create === 201) {
        const body = await expectStatus(res, 201);
        expect(body[nameField]).toBe(name);
        expect(body.author).toBe(String(users[who as Role].id));
      } else {
        await expectForbidden(res, rule.create);
        const list = await json(
          await get(`/${route}?search=${firstWord(name)}${resource.listQuery}`, admin().key),
        );
        expect(list.total).toBe(0);
      }
    });

    it.each([
      ['no status', {}, rule.createDefault],
      ['status publish', { status: 'publish' }, rule.createPublish],
      ['status future', { status: 'future', date: '2030-06-01 10:00:00' }, rule.createFuture],
    ] as const)('create with %s → %s', async (_label, extra, expected) => {
      const res = await send('POST', `/${route}`, { ...resource.body(unique(route)), ...extra }, keyOf(who));
      if (typeof expected === 'string') expect((await expectStatus(res, 201)).status).toBe(expected);
      else await expectForbidden(res, expected);
    });

    it(`update own → ${rule.updateOwn}`, async () => {
      const record = await ownRecord(who);
      const newName = unique('renamed');
      const res = await send('PATCH', `/${route}/${record.id}`, { [nameField]: newName }, keyOf(who));
      await expectRenameOutcome(res, rule.updateOwn, record, newName);
    });

    it(`update someone else's → ${rule.updateOthers}`, async () => {
      const record = await createAs(stranger.key);
      const newName = unique('renamed');
      const res = await send('PUT', `/${route}/${record.id}`, { [nameField]: newName }, keyOf(who));
      await expectRenameOutcome(res, rule.updateOthers, record, newName);
    });

    it(`delete own → ${rule.deleteOwn}`, async () => {
      const record = await ownRecord(who);
      await expectTrashOutcome(await del(`/${route}/${record.id}`, keyOf(who)), rule.deleteOwn, record);
    });

    it(`delete someone else's → ${rule.deleteOthers}`, async () => {
      const record = await createAs(stranger.key);
      await expectTrashOutcome(await del(`/${route}/${record.id}`, keyOf(who)), rule.deleteOthers, record);
    });

    it(`force delete own → ${rule.forceDelete}`, async () => {
      const record = await ownRecord(who);
      const res = await del(`/${route}/${record.id}?force=true`, keyOf(who));
      if (rule.forceDelete === 200) {
        const body = await expectStatus(res, 200);
        expect(body.deleted).toBe(true);
        expect(body.previous).toMatchObject({ id: record.id, [nameField]: record[nameField] });
        expect(await current(record.id)).toBeNull();
      } else {
        await expectForbidden(res, rule.forceDelete);
        expect((await current(record.id)).status).toBe(record.status);
      }
    });

    it(`update own published record → ${rule.updateOwnPublished}`, async () => {
      const record = await ownRecord(who);
      const published = await expectStatus(
        await send('PATCH', `/${route}/${record.id}`, { status: 'publish' }, admin().key),
        200,
      );
      expect(published.status).toBe('publish');
      const newName = unique('renamed');
      const res = await send('PATCH', `/${route}/${record.id}`, { [nameField]: newName }, keyOf(who));
      await expectRenameOutcome(res, rule.updateOwnPublished, published, newName);
    });

    it(`delete own published record → ${rule.deleteOwnPublished}`, async () => {
      const record = await ownRecord(who);
      const published = await expectStatus(
        await send('PATCH', `/${route}/${record.id}`, { status: 'publish' }, admin().key),
        200,
      );
      const res = await del(`/${route}/${record.id}`, keyOf(who));
      await expectTrashOutcome(res, rule.deleteOwnPublished, published);
    });
  });

  describe('the author field', () => {
    it('an author may not give a record to another user (create or update)', async () => {
      const res = await send(
        'POST',
        `/${route}`,
        { ...resource.body(unique(route)), author: stranger.id },
        users.author.key,
      );
      await expectForbidden(res, 403);
      const own = await createAs(users.author.key);
      await expectForbidden(
        await send('PATCH', `/${route}/${own.id}`, { author: stranger.id }, users.author.key),
        403,
      );
      expect((await current(own.id)).author).toBe(String(users.author.id));
      // Naming oneself is not giving the record away.
      await expectStatus(
        await send('PATCH', `/${route}/${own.id}`, { author: users.author.id }, users.author.key),
        200,
      );
    });

    it('an editor may set any author, on create and update', async () => {
      const given = await createAs(users.editor.key, { author: stranger.id });
      expect(given.author).toBe(String(stranger.id));
      const moved = await expectStatus(
        await send('PATCH', `/${route}/${given.id}`, { author: users.author.id }, users.editor.key),
        200,
      );
      expect(moved.author).toBe(String(users.author.id));
      // The new owner may now edit it; the old one may not.
      await expectStatus(
        await send('PATCH', `/${route}/${given.id}`, { [nameField]: unique('mine') }, users.author.key),
        200,
      );
      await expectForbidden(
        await send('PATCH', `/${route}/${given.id}`, { [nameField]: unique('theirs') }, stranger.key),
        403,
      );
    });
  });
});

// biome-ignore format: categories and tags are managed by editors only (API.md §4)
const TERM_TABLE: Array<[Who, number, number, number]> = [
  // who            create update delete
  ['administrator', 201,   200,   200],
  ['editor',        201,   200,   200],
  ['author',        403,   403,   403],
  ['contributor',   403,   403,   403],
  ['subscriber',    403,   403,   403],
  ['anonymous',     401,   401,   401],
];

describe.each([
  { route: 'categories', taxonomy: 'tribe_events_cat' },
  { route: 'tags', taxonomy: 'post_tag' },
])('role matrix: $route', ({ route, taxonomy }) => {
  const createTerm = async (name = unique('term')) =>
    expectStatus(await send('POST', `/${route}`, { name }, admin().key), 201);
  const current = async (id: number) => {
    const res = await get(`/${route}/${id}`);
    return res.status === 404 ? null : expectStatus(res, 200);
  };

  describe.each(TERM_TABLE.map(([who, create, update, remove]) => ({ who, create, update, remove })))(
    '$who',
    ({ who, create, update, remove }) => {
      it(`create → ${create}`, async () => {
        const name = unique('term');
        const res = await send('POST', `/${route}`, { name }, keyOf(who));
        if (create === 201) {
          expect(await expectStatus(res, 201)).toMatchObject({ name, taxonomy });
        } else {
          await expectForbidden(res, create);
          const found = await json(await get(`/${route}?hide_empty=false&search=${firstWord(name)}`));
          expect(found.total).toBe(0);
        }
      });

      it(`update → ${update}`, async () => {
        const term = await createTerm();
        const name = unique('renamed');
        const res = await send('POST', `/${route}/${term.id}`, { name }, keyOf(who));
        if (update === 200) expect((await expectStatus(res, 200)).name).toBe(name);
        else await expectForbidden(res, update);
        expect((await current(term.id)).name).toBe(update === 200 ? name : term.name);
      });

      it(`delete → ${remove}`, async () => {
        const term = await createTerm();
        const res = await del(`/${route}/${term.id}`, keyOf(who));
        if (remove === 200) {
          expect((await expectStatus(res, 200)).id).toBe(term.id);
          expect(await current(term.id)).toBeNull();
        } else {
          await expectForbidden(res, remove);
          expect(await current(term.id)).not.toBeNull();
        }
      });
    },
  );
});

// biome-ignore format: naming an unknown term inside an event write creates it: term rights only
const INLINE_TERM_TABLE: Array<[Who, number]> = [
  ['administrator', 201],
  ['editor',        201],
  ['author',        403],
  ['contributor',   403],
  ['subscriber',    403],
  ['anonymous',     401],
];

describe.each(['categories', 'tags'] as const)('creating %s by name inside an event write', (param) => {
  const termCount = async (name: string) =>
    (await json(await get(`/${param}?hide_empty=false&search=${firstWord(name)}`))).total;

  it.each(INLINE_TERM_TABLE)('%s: create → %i', async (who, expected) => {
    const name = unique('nuevo');
    const res = await send(
      'POST',
      '/events',
      { title: unique('evento'), ...WHEN, [param]: [name] },
      keyOf(who),
    );
    if (expected === 201) {
      const body = await expectStatus(res, 201);
      expect(body[param].map((t: Json) => t.name)).toEqual([name]);
      expect(await termCount(name)).toBe(1);
    } else {
      await expectForbidden(res, expected);
      expect(await termCount(name)).toBe(0);
    }
  });

  it.each(INLINE_TERM_TABLE)('%s: update of an event it may edit → %i', async (who, expected) => {
    const owner = who === 'anonymous' || who === 'subscriber' ? admin() : users[who];
    const event = await expectStatus(
      await send('POST', '/events', { title: unique('evento'), ...WHEN }, owner.key),
      201,
    );
    const name = unique('nuevo');
    const res = await send('PATCH', `/events/${event.id}`, { [param]: name }, keyOf(who));
    if (expected === 201) {
      expect((await expectStatus(res, 200))[param].map((t: Json) => t.name)).toEqual([name]);
    } else {
      await expectForbidden(res, expected);
      expect(await termCount(name)).toBe(0);
    }
  });

  it('authors and contributors may use existing terms by id or name', async () => {
    const existing = await expectStatus(
      await send('POST', `/${param}`, { name: unique('viejo') }, admin().key),
      201,
    );
    for (const user of [users.author, users.contributor]) {
      const byName = await expectStatus(
        await send(
          'POST',
          '/events',
          { title: unique('evento'), ...WHEN, [param]: [existing.name] },
          user.key,
        ),
        201,
      );
      expect(byName[param].map((t: Json) => t.id)).toEqual([existing.id]);
      const byId = await expectStatus(
        await send('POST', '/events', { title: unique('evento'), ...WHEN, [param]: [existing.id] }, user.key),
        201,
      );
      expect(byId[param].map((t: Json) => t.id)).toEqual([existing.id]);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Statuses in lists

describe('list statuses', () => {
  const JULY = 'start_date=2031-07-01&end_date=2031-07-31';
  const at = { start_date: '2031-07-10 10:00:00', end_date: '2031-07-10 11:00:00', timezone: 'UTC' };
  let otherAuthor: User;
  const ids = {} as Record<
    | 'published'
    | 'authorDraft'
    | 'authorPublished'
    | 'otherDraft'
    | 'contribDraft'
    | 'contribPending'
    | 'editorPrivate'
    | 'subscriberPrivate'
    | 'trashed',
    number
  >;

  const make = async (key: string, title: string, extra: Record<string, unknown> = {}) =>
    (await expectStatus(await send('POST', '/events', { title, ...at, ...extra }, key), 201)).id as number;

  beforeAll(async () => {
    otherAuthor = await createUser('author');
    ids.published = await make(users.editor.key, 'Julio publicado');
    ids.authorDraft = await make(users.author.key, 'Julio borrador autor', { status: 'draft' });
    ids.authorPublished = await make(users.author.key, 'Julio publicado autor');
    ids.otherDraft = await make(otherAuthor.key, 'Julio borrador otro', { status: 'draft' });
    ids.contribDraft = await make(users.contributor.key, 'Julio borrador colaborador');
    ids.contribPending = await make(users.contributor.key, 'Julio pendiente', { status: 'publish' });
    ids.editorPrivate = await make(users.editor.key, 'Julio privado', { status: 'private' });
    ids.subscriberPrivate = await make(users.editor.key, 'Julio privado suscriptor', {
      status: 'private',
      author: users.subscriber.id,
    });
    ids.trashed = await make(users.author.key, 'Julio papelera');
    await expectStatus(await del(`/events/${ids.trashed}`, users.author.key), 200);
  });

  const listed = async (query: string, key?: string) => {
    const res = await get(`/events?${JULY}${query}`, key);
    const body = await expectStatus(res, 200);
    expect(Number(res.headers.get('X-TEC-Total'))).toBe(body.total);
    return (body.events as Json[]).map((e) => e.id).sort((a, b) => a - b);
  };
  const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

  it("editors see every non-trash status, anyone's", async () => {
    expect(await listed('', users.editor.key)).toEqual(
      sorted(
        ids.published,
        ids.authorDraft,
        ids.authorPublished,
        ids.otherDraft,
        ids.contribDraft,
        ids.contribPending,
        ids.editorPrivate,
        ids.subscriberPrivate,
      ),
    );
    expect(await listed('', users.administrator.key)).toEqual(await listed('', users.editor.key));
  });

  it("authors see everyone's published events and their own drafts", async () => {
    expect(await listed('', users.author.key)).toEqual(
      sorted(ids.published, ids.authorDraft, ids.authorPublished),
    );
  });

  it("contributors see everyone's published events and their own drafts and pending ones", async () => {
    expect(await listed('', users.contributor.key)).toEqual(
      sorted(ids.published, ids.authorPublished, ids.contribDraft, ids.contribPending),
    );
  });

  it('subscribers see published events and their own private ones', async () => {
    expect(await listed('', users.subscriber.key)).toEqual(
      sorted(ids.published, ids.authorPublished, ids.subscriberPrivate),
    );
    expect((await get(`/events/${ids.subscriberPrivate}`, users.subscriber.key)).status).toBe(200);
    await expectError(
      await get(`/events/${ids.editorPrivate}`, users.subscriber.key),
      403,
      'event-not-accessible',
    );
  });

  it('anonymous callers see published events only', async () => {
    expect(await listed('')).toEqual(sorted(ids.published, ids.authorPublished));
    expect(await listed('&status=publish')).toEqual(sorted(ids.published, ids.authorPublished));
  });

  it('status takes a comma list, still limited to what the caller may read', async () => {
    expect(await listed('&status=draft,pending', users.editor.key)).toEqual(
      sorted(ids.authorDraft, ids.otherDraft, ids.contribDraft, ids.contribPending),
    );
    expect(await listed('&status=draft,pending', users.author.key)).toEqual([ids.authorDraft]);
    expect(await listed('&status[]=draft&status[]=pending', users.contributor.key)).toEqual(
      sorted(ids.contribDraft, ids.contribPending),
    );
    expect(await listed('&status=private', users.subscriber.key)).toEqual([ids.subscriberPrivate]);
    expect(await listed('&status=trash', users.editor.key)).toEqual([ids.trashed]);
    expect(await listed('&status=trash', users.author.key)).toEqual([ids.trashed]);
    expect(await listed('&status=trash', otherAuthor.key)).toEqual([]);
  });

  it('anonymous callers may only ask for publish', async () => {
    for (const status of ['draft', 'pending', 'private', 'future', 'trash', 'publish,draft']) {
      const body = await expectError(
        await get(`/events?${JULY}&status=${status}`),
        400,
        'rest_invalid_param',
      );
      expect(Object.keys(body.data.params)).toEqual(['status']);
    }
    for (const route of ['venues', 'organizers']) {
      await expectError(await get(`/${route}?status=draft`), 400, 'rest_invalid_param');
    }
  });

  it('an unknown status is 400 for everyone', async () => {
    for (const key of [undefined, users.editor.key, users.author.key]) {
      await expectError(await get(`/events?${JULY}&status=bogus`, key), 400, 'rest_invalid_param');
      await expectError(await get(`/events?${JULY}&status=draft,bogus`, key), 400, 'rest_invalid_param');
      await expectError(await get(`/venues?status=bogus`, key), 400, 'rest_invalid_param');
    }
  });

  it('single reads follow the same rules', async () => {
    await expectError(await get(`/events/${ids.otherDraft}`, users.author.key), 403, 'event-not-accessible');
    await expectError(await get(`/events/${ids.authorDraft}`), 403, 'event-not-accessible');
    await expectError(
      await get(`/events/${ids.contribPending}`, users.subscriber.key),
      403,
      'event-not-accessible',
    );
    expect((await get(`/events/${ids.authorDraft}`, users.author.key)).status).toBe(200);
    expect((await get(`/events/${ids.otherDraft}`, users.editor.key)).status).toBe(200);
  });
});

// ---------------------------------------------------------------------------------------------
// Scheduled (`future`) events

describe('scheduled events', () => {
  const AUGUST = 'start_date=2031-08-01&end_date=2031-08-31';
  let category: Json;
  let tag: Json;
  let event: Json;

  const statusInDb = async (id: number) =>
    (await env.DB.prepare('SELECT status FROM posts WHERE id = ?').bind(id).first<{ status: string }>())!
      .status;

  beforeAll(async () => {
    category = await expectStatus(
      await send('POST', '/categories', { name: unique('programada') }, admin().key),
      201,
    );
    tag = await expectStatus(await send('POST', '/tags', { name: unique('programada') }, admin().key), 201);
    event = await expectStatus(
      await send(
        'POST',
        '/events',
        {
          title: 'Agosto programado',
          start_date: '2031-08-10 10:00:00',
          end_date: '2031-08-10 12:00:00',
          date: '2030-01-01 10:00:00',
          categories: [category.id],
          tags: [tag.id],
        },
        users.author.key,
      ),
      201,
    );
  });

  it('an author publishing with a future date schedules the event', () => {
    expect(event.status).toBe('future');
    expect(event.date).toBe('2030-01-01 10:00:00');
  });

  it('is neither listed nor readable anonymously, and not counted by its terms', async () => {
    const list = await expectStatus(await get(`/events?${AUGUST}`), 200);
    expect(list.total).toBe(0);
    await expectError(await get(`/events/${event.id}`), 403, 'event-not-accessible');
    await expectError(await get(`/events/by-slug/${event.slug}`), 403, 'event-not-accessible');
    expect((await expectStatus(await get(`/categories/${category.id}`), 200)).count).toBe(0);
    expect((await expectStatus(await get(`/tags/${tag.id}`), 200)).count).toBe(0);
    const hidden = await expectStatus(await get(`/categories?search=${firstWord(category.name)}`), 200);
    expect(hidden.total).toBe(0);
    // Its author and editors see it, with its status.
    const own = await expectStatus(await get(`/events?${AUGUST}`, users.author.key), 200);
    expect(own.events.map((e: Json) => [e.id, e.status])).toEqual([[event.id, 'future']]);
    const scheduled = await expectStatus(await get(`/events?${AUGUST}&status=future`, users.editor.key), 200);
    expect(scheduled.total).toBe(1);
  });

  it('once its date has passed the single GET works at once; after the cron it is listed and counted', async () => {
    await env.DB.prepare("UPDATE posts SET published_utc = '2020-01-01 09:00:00' WHERE id = ?")
      .bind(event.id)
      .run();
    expect(await statusInDb(event.id)).toBe('future');
    expect((await expectStatus(await get(`/events/${event.id}`), 200)).id).toBe(event.id);

    await worker.scheduled(
      { scheduledTime: Date.now(), cron: '* * * * *', noRetry() {} } as ScheduledController,
      env,
    );
    expect(await statusInDb(event.id)).toBe('publish');

    const list = await expectStatus(await get(`/events?${AUGUST}`), 200);
    expect(list.events.map((e: Json) => [e.id, e.status])).toEqual([[event.id, 'publish']]);
    expect((await expectStatus(await get(`/categories/${category.id}`), 200)).count).toBe(1);
    expect((await expectStatus(await get(`/tags/${tag.id}`), 200)).count).toBe(1);
    const shown = await expectStatus(await get(`/categories?search=${firstWord(category.name)}`), 200);
    expect(shown.categories.map((c: Json) => [c.id, c.count])).toEqual([[category.id, 1]]);
  });

  it('a second cron run changes nothing', async () => {
    await worker.scheduled(
      { scheduledTime: Date.now(), cron: '* * * * *', noRetry() {} } as ScheduledController,
      env,
    );
    expect((await expectStatus(await get(`/categories/${category.id}`), 200)).count).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------
// Password-protected events (§2.4)

describe('password-protected events', () => {
  const PASSWORD = 'Pw-7f3kq9-zz';
  const SEPTEMBER = 'start_date=2031-09-01&end_date=2031-09-30';
  let event: Json;
  /** Every response of this block, raw, to check that the password never shows. */
  const seen: Array<{ what: string; text: string }> = [];

  async function record(what: string, res: Response): Promise<Response> {
    const text = await res.clone().text();
    const headers = [...res.headers].map(([name, value]) => `${name}: ${value}`).join('\n');
    seen.push({ what, text: `${headers}\n\n${text}` });
    return res;
  }

  beforeAll(async () => {
    const venue = await expectStatus(
      await send('POST', '/venues', { venue: unique('sala') }, users.editor.key),
      201,
    );
    const organizer = await expectStatus(
      await send('POST', '/organizers', { organizer: unique('org') }, users.editor.key),
      201,
    );
    const created = await record(
      'create',
      await send(
        'POST',
        '/events',
        {
          title: 'Candado Zorblat',
          description: 'Only quuxword inside',
          excerpt: 'Resumen secreto',
          start_date: '2031-09-10 10:00:00',
          end_date: '2031-09-10 12:00:00',
          cost: '10 - 25 €',
          website: 'https://example.com/candado',
          image: 'https://example.com/candado.jpg',
          all_day: false,
          show_map: true,
          show_map_link: true,
          sticky: true,
          featured: true,
          venue: venue.id,
          organizer: [organizer.id],
          categories: [unique('cat')],
          tags: [unique('tag')],
        },
        users.editor.key,
      ),
    );
    const id = (await expectStatus(created, 201)).id;
    // The record as the write that set the password left it (its `modified` included).
    event = await expectStatus(
      await record('set', await send('POST', `/events/${id}`, { password: PASSWORD }, users.editor.key)),
      200,
    );
  });

  it('the single GET needs the password: none or a wrong one is 403 event-password-protected', async () => {
    await expectError(
      await record('no password', await get(`/events/${event.id}`)),
      403,
      'event-password-protected',
    );
    await expectError(
      await record('wrong', await get(`/events/${event.id}?password=wrong`)),
      403,
      'event-password-protected',
    );
    await expectError(
      await record('by slug', await get(`/events/by-slug/${event.slug}`)),
      403,
      'event-password-protected',
    );
    // A key is not a password either, unless its user may edit the event (as in WordPress).
    await expectError(
      await record('author', await get(`/events/${event.id}`, users.author.key)),
      403,
      'event-password-protected',
    );
    const whole = await expectStatus(
      await record('editor', await get(`/events/${event.id}`, users.editor.key)),
      200,
    );
    expect(whole.description).toBe('Only quuxword inside');
    expect(whole.json_ld).toBeDefined();
  });

  it('the right password gives the full record, with json_ld', async () => {
    const body = await expectStatus(
      await record('right', await get(`/events/${event.id}?password=${PASSWORD}`)),
      200,
    );
    expect(body).toMatchObject({
      id: event.id,
      title: 'Candado Zorblat',
      description: 'Only quuxword inside',
      excerpt: 'Resumen secreto',
      website: 'https://example.com/candado',
      featured: true,
      cost: event.cost,
      categories: event.categories,
      tags: event.tags,
    });
    expect(body.json_ld).toBeDefined();
    expect(body.venue.id).toBe(event.venue.id);
    expect(body.organizer).toHaveLength(1);
    expect(body.password).toBeUndefined();
    // The unlocked answer is not kept for the next caller without the password.
    await expectError(
      await record('after', await get(`/events/${event.id}`)),
      403,
      'event-password-protected',
    );
    await expectError(await get(`/events/by-slug/${event.slug}`), 403, 'event-password-protected');
  });

  it.each([
    ['anonymous', undefined],
    ['an author who may not edit it', 'author'],
  ] as const)('lists show it (%s) with exactly the protected fields blanked', async (_who, role) => {
    const res = await record('list', await get(`/events?${SEPTEMBER}`, role ? users[role].key : undefined));
    const list = await expectStatus(res, 200);
    expect(list.events).toHaveLength(1);
    const shown = list.events[0];
    expect(Object.keys(shown)).toEqual(Object.keys(event));
    for (const [key, value] of Object.entries(event)) {
      expect(shown[key], key).toEqual(
        key in LOCKED_IN_LISTS ? LOCKED_IN_LISTS[key as keyof typeof LOCKED_IN_LISTS] : value,
      );
    }
    expect(shown.json_ld).toBeUndefined();
  });

  it('lists show it whole to an editor, who may edit it', async () => {
    const list = await expectStatus(await get(`/events?${SEPTEMBER}`, users.editor.key), 200);
    expect(list.events).toEqual([event]);
  });

  it('search finds it by a word of its title, never by a word of its protected text', async () => {
    const byEditor = await expectStatus(
      await get(`/events?${SEPTEMBER}&search=quuxword`, users.editor.key),
      200,
    );
    expect(byEditor.events.map((e: Json) => e.id)).toEqual([event.id]);
    for (const key of [undefined, users.author.key]) {
      const byDescription = await expectStatus(
        await record('search', await get(`/events?${SEPTEMBER}&search=quuxword`, key)),
        200,
      );
      expect(byDescription.total).toBe(0);
      const byExcerpt = await expectStatus(await get(`/events?${SEPTEMBER}&search=secreto`, key), 200);
      expect(byExcerpt.total).toBe(0);
      const byTitle = await expectStatus(await get(`/events?${SEPTEMBER}&search=zorblat`, key), 200);
      expect(byTitle.events.map((e: Json) => e.id)).toEqual([event.id]);
    }
  });

  it('the password can only be set through /events/{id}', async () => {
    const body = await expectError(
      await record(
        'by slug',
        await send('PATCH', `/events/by-slug/${event.slug}`, { password: PASSWORD }, users.editor.key),
      ),
      400,
      'rest_invalid_param',
    );
    expect(Object.keys(body.data.params)).toEqual(['password']);
    const created = await expectStatus(
      await record(
        'create with password',
        await send(
          'POST',
          '/events',
          { title: unique('sin clave'), ...WHEN, password: PASSWORD },
          users.editor.key,
        ),
      ),
      201,
    );
    expect((await get(`/events/${created.id}`)).status).toBe(200);
  });

  it('invalid writes that carry the password do not echo it', async () => {
    await expectError(
      await record(
        'invalid',
        await send(
          'PATCH',
          `/events/${event.id}`,
          { password: PASSWORD, start_date: 'nope' },
          users.editor.key,
        ),
      ),
      400,
      'rest_invalid_param',
    );
    await expectForbidden(
      await record('anonymous write', await send('PATCH', `/events/${event.id}`, { password: PASSWORD })),
      401,
    );
    await expectForbidden(
      await record(
        'subscriber write',
        await send('PATCH', `/events/${event.id}`, { password: PASSWORD }, users.subscriber.key),
      ),
      403,
    );
    await expectStatus(
      await record(
        'too long',
        await send(
          'PATCH',
          `/events/${event.id}`,
          { password: `${PASSWORD}${'x'.repeat(300)}` },
          users.editor.key,
        ),
      ),
      400,
    );
    // Still the same password.
    expect((await get(`/events/${event.id}?password=${PASSWORD}`)).status).toBe(200);
  });

  it("an author sets a password on an own event, not on someone else's", async () => {
    const own = await expectStatus(
      await send('POST', '/events', { title: unique('propio'), ...WHEN }, users.author.key),
      201,
    );
    await expectStatus(
      await record(
        'author',
        await send('PATCH', `/events/${own.id}`, { password: PASSWORD }, users.author.key),
      ),
      200,
    );
    await expectError(await get(`/events/${own.id}`), 403, 'event-password-protected');
    await expectForbidden(
      await send('PATCH', `/events/${event.id}`, { password: 'other' }, users.author.key),
      403,
    );
    expect((await get(`/events/${event.id}?password=${PASSWORD}`)).status).toBe(200);
  });

  it('"" clears it', async () => {
    const temporary = await expectStatus(
      await send('POST', '/events', { title: unique('temporal'), ...WHEN }, users.editor.key),
      201,
    );
    await expectStatus(
      await send('PATCH', `/events/${temporary.id}`, { password: PASSWORD }, users.editor.key),
      200,
    );
    await expectError(await get(`/events/${temporary.id}`), 403, 'event-password-protected');
    await expectStatus(
      await record(
        'clear',
        await send('PATCH', `/events/${temporary.id}`, { password: '' }, users.editor.key),
      ),
      200,
    );
    expect((await expectStatus(await get(`/events/${temporary.id}`), 200)).id).toBe(temporary.id);
  });

  it('the password never appears in any response body or header', () => {
    expect(seen.length).toBeGreaterThan(15);
    for (const { what, text } of seen) {
      expect(text, what).not.toContain(PASSWORD);
      expect(text.toLowerCase(), what).not.toContain('password_hash');
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Trash and permanent deletion

describe.each([
  {
    route: 'events',
    noun: 'event',
    body: (name: string) => ({ title: name, ...WHEN }),
    trashed: 'event-no-longer-available',
    notAccessible: 'event-not-accessible',
  },
  {
    route: 'venues',
    noun: 'venue',
    body: (name: string) => ({ venue: name }),
    trashed: 'venue-not-accessible',
    notAccessible: 'venue-not-accessible',
  },
  {
    route: 'organizers',
    noun: 'organizer',
    body: (name: string) => ({ organizer: name }),
    trashed: 'organizer-not-accessible',
    notAccessible: 'organizer-not-accessible',
  },
])('trash and delete: $route', ({ route, noun, body, trashed }) => {
  let record: Json;

  beforeAll(async () => {
    record = await expectStatus(await send('POST', `/${route}`, body(unique(route)), users.author.key), 201);
  });

  it('DELETE moves it to the trash, 200 with the record', async () => {
    const res = await del(`/${route}/${record.id}`, users.author.key);
    expect(await expectStatus(res, 200)).toMatchObject({ id: record.id, status: 'trash' });
  });

  it(`anonymous and subscriber single GETs are 403 ${trashed}, by id and by slug`, async () => {
    for (const key of [undefined, users.subscriber.key, stranger.key]) {
      const byId = await expectError(await get(`/${route}/${record.id}`, key), 403, trashed);
      expect(byId.message).not.toContain(record.slug);
      await expectError(await get(`/${route}/by-slug/${record.slug}`, key), 403, trashed);
    }
    expect((await expectStatus(await get(`/${route}/${record.id}`, users.editor.key), 200)).status).toBe(
      'trash',
    );
  });

  it('it is listed for nobody without status=trash', async () => {
    const query =
      route === 'events'
        ? `?${WINDOW}&include=${record.id}`
        : `?search=${firstWord(record[route === 'venues' ? 'venue' : 'organizer'])}`;
    for (const key of [undefined, users.author.key, users.editor.key]) {
      expect((await expectStatus(await get(`/${route}${query}`, key), 200)).total).toBe(0);
    }
    const trash = await expectStatus(await get(`/${route}${query}&status=trash`, users.editor.key), 200);
    expect(trash.total).toBe(1);
  });

  it(`a second DELETE is 410 ${noun}-is-in-trash`, async () => {
    await expectError(await del(`/${route}/${record.id}`, users.author.key), 410, `${noun}-is-in-trash`);
    await expectError(await del(`/${route}/${record.id}`, users.editor.key), 410, `${noun}-is-in-trash`);
  });

  it('force=true by its author is 403 and deletes nothing', async () => {
    await expectForbidden(await del(`/${route}/${record.id}?force=true`, users.author.key), 403);
    await expectForbidden(await del(`/${route}/by-slug/${record.slug}?force=true`, users.author.key), 403);
    expect((await get(`/${route}/${record.id}`, users.editor.key)).status).toBe(200);
  });

  it('force=true by an editor deletes it for good: {deleted, previous}, then 404', async () => {
    const res = await del(`/${route}/${record.id}?force=true`, users.editor.key);
    const answer = await expectStatus(res, 200);
    expect(answer.deleted).toBe(true);
    expect(answer.previous).toMatchObject({ id: record.id, status: 'trash' });
    await expectError(await get(`/${route}/${record.id}`, users.editor.key), 404, `rest-${noun}-not-found`);
    await expectError(await get(`/${route}/${record.id}`), 404, `rest-${noun}-not-found`);
    await expectError(
      await del(`/${route}/${record.id}?force=true`, users.editor.key),
      404,
      `rest-${noun}-not-found`,
    );
  });

  it('force=true also deletes a record that is not in the trash', async () => {
    const fresh = await expectStatus(
      await send('POST', `/${route}`, body(unique(route)), users.author.key),
      201,
    );
    const answer = await expectStatus(
      await del(`/${route}/${fresh.id}?force=true`, users.administrator.key),
      200,
    );
    expect(answer).toMatchObject({ deleted: true, previous: { id: fresh.id, status: 'publish' } });
    expect((await get(`/${route}/${fresh.id}`, users.editor.key)).status).toBe(404);
  });
});

// ---------------------------------------------------------------------------------------------
// Authentication

const basic = (login: string, key: string) => `Basic ${btoa(`${login}:${key}`)}`;

describe('authentication', () => {
  const DRAFTS = `/events?${WINDOW}&status=draft`;

  /** A read only an authenticated caller may make, and a write. */
  const readWith = (authorization: string, ip?: string, bindings?: TestBindings) =>
    call(
      DRAFTS,
      { headers: { Authorization: authorization, ...(ip ? { 'CF-Connecting-IP': ip } : {}) } },
      bindings,
    );
  const writeWith = (authorization: string, ip?: string, bindings?: TestBindings) =>
    call(
      '/venues',
      {
        method: 'POST',
        headers: {
          Authorization: authorization,
          'Content-Type': 'application/json',
          ...(ip ? { 'CF-Connecting-IP': ip } : {}),
        },
        body: JSON.stringify({ venue: unique('auth') }),
      },
      bindings,
    );

  it('Bearer and Basic (login:key) both identify the caller', async () => {
    const { login, key, id } = users.editor;
    for (const authorization of [`Bearer ${key}`, `bearer ${key}`, basic(login, key)]) {
      expect((await expectStatus(await readWith(authorization), 200)).rest_url).toContain('status=draft');
      expect((await expectStatus(await writeWith(authorization), 201)).author).toBe(String(id));
    }
    // Without credentials the same read is refused: the credentials did count.
    await expectError(await get(DRAFTS), 400, 'rest_invalid_param');
  });

  const bad = () => {
    const { login, key } = users.editor;
    const other = users.author;
    return [
      ['a wrong key of the right format', `Bearer ${key.slice(0, -4)}AAAA`],
      ['a key of an unknown prefix', `Bearer tec_000000000000_${key.slice(-43)}`],
      ['a key of the wrong format', 'Bearer not-a-key'],
      ['a key with a suffix', `Bearer ${key}!`],
      ['Bearer without a key', 'Bearer'],
      ['Bearer and spaces', 'Bearer    '],
      ['Basic of garbage', 'Basic !!!'],
      ['Basic without a colon', `Basic ${btoa(key)}`],
      ['Basic with an empty login', basic('', key)],
      ['Basic with a wrong key', basic(login, `${key.slice(0, -4)}AAAA`)],
      ["Basic with another user's login", basic(other.login, key)],
      ['an unknown scheme', 'Token x'],
      ['an unknown scheme with a valid key', `Token ${key}`],
      ['a bare key', key],
    ] as const;
  };

  it.each([...Array(14).keys()])(
    'a wrong, malformed or revoked credential is 401 (case %i), on reads and writes',
    async (i) => {
      const [label, authorization] = bad()[i]!;
      const read = await expectForbidden(await readWith(authorization), 401);
      // TEC's sentence, and why beside it (src/http/errors.ts `unauthenticated`; test/http/api-keys.test.ts).
      expect(read.message, label).toBe('Sorry, you are not allowed to do that.');
      expect(read.data.hint, label).toMatch(/^The /);
      await expectForbidden(await writeWith(authorization), 401);
      // Even on a read anonymous callers may make: a bad credential is never silently anonymous.
      await expectForbidden(
        await call(`/events?${WINDOW}`, { headers: { Authorization: authorization } }),
        401,
      );
    },
  );

  it("a revoked key is 401; the user's other keys still work", async () => {
    const user = await createUser('editor');
    expect((await readWith(`Bearer ${user.key}`)).status).toBe(200);
    await env.DB.prepare("UPDATE api_keys SET revoked_utc = '2024-01-01 00:00:00' WHERE user_id = ?")
      .bind(user.id)
      .run();
    await expectForbidden(await readWith(`Bearer ${user.key}`), 401);
    await expectForbidden(await writeWith(`Bearer ${user.key}`), 401);
    await expectForbidden(await writeWith(basic(user.login, user.key)), 401);
  });

  it('a key of a deleted user is 401, not 500', async () => {
    const user = await createUser('author');
    await env.DB.prepare('DELETE FROM api_keys WHERE user_id = ?').bind(user.id).run();
    await expectForbidden(await readWith(`Bearer ${user.key}`), 401);
  });

  describe('throttling failed authentications', () => {
    const IP = '203.0.113.77';
    // One minute of the AUTH_FAILURES limiter, held by the test: the failures never straddle two.
    const failures = heldRateLimit('AUTH_FAILURES');
    const held = { AUTH_FAILURES: failures.binding };
    const WRONG = 'Bearer tec_000000000000_wrongwrongwrongwrongwrongwrongwrong';

    it('10 failures from one address, then the 11th is 429 with Retry-After', async () => {
      expect(failures.limit).toBe(10);
      for (let i = 1; i <= 10; i++) {
        await expectForbidden(await readWith(WRONG, IP, held), 401);
      }
      const res = await readWith(WRONG, IP, held);
      await expectError(res, 429, 'rest_too_many_requests');
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    });

    it('then every wrong key from that address is 429, while a valid key still passes, on reads and writes', async () => {
      const res = await readWith('Bearer tec_000000000000_otherotherotherotherotherotherother', IP, held);
      await expectError(res, 429, 'rest_too_many_requests');
      expect(res.headers.get('Retry-After')).not.toBeNull();
      await expectError(await readWith('Bearer nope', IP, held), 429, 'rest_too_many_requests');
      expect((await readWith(`Bearer ${users.editor.key}`, IP, held)).status).toBe(200);
      expect((await writeWith(basic(users.editor.login, users.editor.key), IP, held)).status).toBe(201);
    });

    it('anonymous reads from that address still work, and other addresses are not affected', async () => {
      expect((await call(`/events?${WINDOW}`, { headers: { 'CF-Connecting-IP': IP } }, held)).status).toBe(
        200,
      );
      expect((await readWith(`Bearer ${users.editor.key}`, '203.0.113.78', held)).status).toBe(200);
      await expectForbidden(await readWith('Bearer nope', '203.0.113.79', held), 401);
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Permission before existence and parameters

describe('permission is checked before existence and parameters', () => {
  // Writers of their own: the matrix above spends much of users.author's 120 writes a minute (USER_WRITES).
  const writers = {} as Record<'author' | 'contributor', User>;
  beforeAll(async () => {
    writers.author = await createUser('author');
    writers.contributor = await createUser('contributor');
  });
  const TARGETS = [
    '/events/999999',
    '/events/by-slug/no-such-event',
    '/venues/999999',
    '/venues/by-slug/no-such-venue',
    '/organizers/999999',
    '/categories/999999',
    '/tags/999999',
  ];
  const COLLECTIONS = ['/events', '/venues', '/organizers', '/categories', '/tags'];
  const METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

  const cases = [
    ...TARGETS.flatMap((path) => METHODS.map((method) => [method, path] as const)),
    ...COLLECTIONS.map((path) => ['POST', path] as const),
  ];

  const request = (method: string, path: string, body: string, key?: string) =>
    call(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(key ? bearer(key) : {}) },
      body: method === 'DELETE' ? undefined : body,
    });

  it.each(cases)(
    'anonymous %s %s → 401, with a valid, an invalid or an unparsable body',
    async (method, path) => {
      for (const body of ['{"title":"x"}', '{"start_date":"nope","status":"bogus"}', '{not json']) {
        await expectForbidden(await request(method, path, body), 401);
      }
    },
  );

  it.each(cases)(
    'subscriber %s %s → 403, with a valid, an invalid or an unparsable body',
    async (method, path) => {
      for (const body of ['{"title":"x"}', '{"start_date":"nope","status":"bogus"}', '{not json']) {
        await expectForbidden(await request(method, path, body, users.subscriber.key), 403);
      }
    },
  );

  it.each(
    ['/categories/999999', '/tags/999999', '/categories', '/tags'].flatMap((path) =>
      (path.includes('999') ? METHODS : ['POST']).map((method) => [method, path] as const),
    ),
  )('author and contributor %s %s → 403 (no term rights)', async (method, path) => {
    for (const user of [writers.author, writers.contributor]) {
      for (const body of ['{"name":"x"}', '{"parent":"bogus"}']) {
        await expectForbidden(await request(method, path, body, user.key), 403);
      }
    }
  });

  it('method override and form bodies get the same answers', async () => {
    await expectForbidden(await call('/events/999999?_method=DELETE', { method: 'POST' }), 401);
    await expectForbidden(
      await call('/events/999999', { method: 'POST', headers: { 'X-HTTP-Method-Override': 'PATCH' } }),
      401,
    );
    await expectForbidden(
      await call('/venues/999999', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...bearer(users.subscriber.key) },
        body: 'venue=x&status=bogus',
      }),
      403,
    );
  });

  it('callers who may write get the real answer: 404, 400', async () => {
    await expectError(
      await send('PATCH', '/events/999999', { title: 'x' }, writers.author.key),
      404,
      'rest-event-not-found',
    );
    await expectError(
      await send('DELETE', '/venues/999999', {}, users.editor.key),
      404,
      'rest-venue-not-found',
    );
    await expectError(
      await send('PATCH', '/categories/999999', { name: 'x' }, users.editor.key),
      404,
      'rest-category-not-found',
    );
    const invalid = await call('/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(users.editor.key) },
      body: '{not json',
    });
    await expectError(invalid, 400, 'rest_invalid_json');
  });
});
