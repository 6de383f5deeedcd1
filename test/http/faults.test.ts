import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetAll } from '../../src/cache/memory';
import { D1_TIMEOUT_MS } from '../../src/db/client';
import { toApiError } from '../../src/http/errors';
import { app } from '../../src/index';
import { faultyDb, nthCall } from '../d1-faults';
import { API, createUser, json, send } from '../helpers';

/**
 * When D1 fails — on any of the calls a request makes, before, between or inside the batches of a
 * write — the answer is 503 `rest_unavailable` with `Retry-After`, the database is exactly as it was
 * (batches are atomic), and the next request works. A D1 call that never answers is given up after
 * `D1_TIMEOUT_MS`. Failures that are not D1's (our bugs) are a 500 without a stack; a constraint
 * failure is never a 5xx.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

/** Messages D1 fails with when it is unavailable (the retryable D1_ERRORs of its documentation). */
const D1_UNAVAILABLE = [
  'D1_ERROR: Network connection lost.',
  'Network connection lost.',
  'D1_ERROR: D1 DB storage operation exceeded timeout which caused object to be reset.',
  'D1_ERROR: D1 DB is overloaded. Too many requests queued.',
  'D1_ERROR: D1 DB is overloaded. Requests queued for too long.',
  'D1_ERROR: Database is overloaded',
  'D1_ERROR: D1 DB reset because its code was updated.',
  'D1_ERROR: Internal error while starting up D1 DB storage caused object to be reset.',
  'D1_ERROR: Internal error in D1 DB storage caused object to be reset.',
  'D1_ERROR: Cannot resolve D1 DB due to transient issue on remote node.',
  'Cannot resolve D1 database due to internal error',
  "D1_ERROR: Can't read from request stream because client disconnected.",
  "D1_ERROR: D1 DB's isolate exceeded its memory limit and was reset.",
  'D1_ERROR: D1 DB exceeded its CPU time limit and was reset.',
  'D1_ERROR: internal error',
  'D1_ERROR: internal error; reference = 1k9pb2clce6uabg1qvbvn6ka',
];

async function fetchApp(request: Request, db: D1Database = env.DB): Promise<Response> {
  const ctx = createExecutionContext();
  // Without a webhook or federation queue no dispatch runs after the answer: its D1 calls would count as the
  // request's here, though they cannot change its answer (faults in the dispatcher: test/http/webhook-delivery.test.ts).
  const res = await app.fetch(
    request,
    { ...env, DB: db, WEBHOOK_QUEUE: undefined, FEDERATION_QUEUE: undefined },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

let client = 0;
function request(
  method: string,
  path: string,
  key: string | undefined,
  body?: unknown,
  extra: Record<string, string> = {},
): Request {
  client += 1;
  const headers: Record<string, string> = { 'CF-Connecting-IP': `192.0.2.${client % 250}`, ...extra };
  if (key) headers.Authorization = `Bearer ${key}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return new Request(`${API}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Every row of every table a write touches, to compare before and after. */
async function snapshot(): Promise<string> {
  const tables = [
    'posts',
    'post_texts',
    'event_links',
    'event_terms',
    'terms',
    'term_texts',
    'counters',
    'users',
    'changes',
    'latest_changes',
    'idempotency_keys',
  ];
  // Not the post id counter: a write's read batch reserves ids, skipped when the write then fails.
  const rows = await env.DB.batch(
    tables.map((t) =>
      env.DB.prepare(
        `SELECT * FROM ${t} ${t === 'counters' ? "WHERE name <> 'post_ids'" : ''} ORDER BY rowid`,
      ),
    ),
  );
  return JSON.stringify(rows.map((r) => r.results));
}

async function expectUnavailable(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what}: ${text}`).toBe(503);
  const body = JSON.parse(text);
  expect(body.code).toBe('rest_unavailable');
  expect(typeof body.message).toBe('string');
  expect(body.data.status).toBe(503);
  expect(body.data.request_id).toBe(res.headers.get('x-request-id'));
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
  expect(text).not.toMatch(/D1_ERROR|\.ts:\d|Network connection/);
}

let admin: { id: number; key: string };
let seq = 0;

beforeAll(async () => {
  admin = await createUser('administrator');
});

/** 5xx answers are logged (that is right); here they are expected, so they are kept out of the output. */
let logged: string[] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args.map(String).join(' '));
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Logs never carry an API key.
  for (const line of logged) expect(line).not.toContain(admin.key);
});

const DATES = { start_date: '2031-04-01 10:00:00', end_date: '2031-04-01 12:00:00' };

async function created(path: string, body: Record<string, unknown>): Promise<Json> {
  const res = await send('POST', path, body, admin.key);
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer;
}

/** Records a scenario works on: an event with terms and links, its venue, organizer and terms. */
async function fixture() {
  seq += 1;
  const category = await created('/categories', { name: `Fault cat ${seq}` });
  const tag = await created('/tags', { name: `Fault tag ${seq}` });
  const venue = await created('/venues', { venue: `Fault venue ${seq}` });
  const organizer = await created('/organizers', { organizer: `Fault org ${seq}` });
  const event = await created('/events', {
    title: `Fault event ${seq}`,
    ...DATES,
    categories: [category.id],
    tags: [tag.id],
    venue: venue.id,
    organizer: [organizer.id],
  });
  return { category, tag, venue, organizer, event };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

/** Requests that each make several D1 calls: the sweep fails each call in turn. */
const SCENARIOS: Array<{ name: string; ok: number; make: (f: Fixture, n: number) => Request }> = [
  {
    name: 'create an event with an inline venue, new and existing terms, organizers',
    ok: 201,
    make: (f, n) =>
      request('POST', '/events', admin.key, {
        title: `Faulty create ${n}`,
        ...DATES,
        venue: { venue: `Inline venue ${seq}-${n}`, city: 'Bilbo' },
        organizer: [f.organizer.id, { organizer: `Inline org ${seq}-${n}` }],
        categories: [f.category.id, `New cat ${seq}-${n}`],
        tags: [f.tag.id],
        translations: { eu: { title: 'Akatsa' } },
      }),
  },
  {
    name: 'update an event: texts, dates, terms, links',
    ok: 200,
    make: (f, n) =>
      request('PUT', `/events/${f.event.id}`, admin.key, {
        title: `Faulty update ${n}`,
        start_date: '2031-04-02 10:00:00',
        end_date: '2031-04-02 11:00:00',
        categories: [`Other cat ${seq}-${n}`],
        tags: [],
        venue: { venue: `Update venue ${seq}-${n}` },
        organizer: [],
        status: 'draft',
      }),
  },
  {
    name: 'update an event with If-Match and an Idempotency-Key',
    ok: 200,
    make: (f, n) =>
      request(
        'PATCH',
        `/events/${f.event.id}`,
        admin.key,
        { title: `Guarded ${n}`, tags: [`Guarded ${seq}-${n}`] },
        {
          'If-Match': '*',
          'Idempotency-Key': `fault-${seq}-${n}`,
        },
      ),
  },
  {
    name: 'create a tag with an Idempotency-Key',
    ok: 201,
    make: (_, n) =>
      request(
        'POST',
        '/tags',
        admin.key,
        { name: `Keyed tag ${seq}-${n}` },
        { 'Idempotency-Key': `tag-${seq}-${n}` },
      ),
  },
  { name: 'trash an event', ok: 200, make: (f) => request('DELETE', `/events/${f.event.id}`, admin.key) },
  {
    name: 'delete an event for good',
    ok: 200,
    make: (f) => request('DELETE', `/events/${f.event.id}?force=true`, admin.key),
  },
  {
    name: 'create a venue',
    ok: 201,
    make: (_, n) =>
      request('POST', '/venues', admin.key, { venue: `New venue ${seq}-${n}`, city: 'Gasteiz' }),
  },
  {
    name: 'update a venue',
    ok: 200,
    make: (f, n) =>
      request('PATCH', `/venues/${f.venue.id}`, admin.key, { venue: `Renamed ${n}`, zip: '01001' }),
  },
  {
    name: 'trash a venue (unlinks it)',
    ok: 200,
    make: (f) => request('DELETE', `/venues/${f.venue.id}`, admin.key),
  },
  {
    name: 'delete an organizer for good',
    ok: 200,
    make: (f) => request('DELETE', `/organizers/${f.organizer.id}?force=true`, admin.key),
  },
  {
    name: 'create a category',
    ok: 201,
    make: (f, n) =>
      request('POST', '/categories', admin.key, { name: `Child ${seq}-${n}`, parent: f.category.id }),
  },
  {
    name: 'update a tag',
    ok: 200,
    make: (f, n) => request('PATCH', `/tags/${f.tag.id}`, admin.key, { name: `Retagged ${seq}-${n}` }),
  },
  {
    name: 'delete a category',
    ok: 200,
    make: (f) => request('DELETE', `/categories/${f.category.id}`, admin.key),
  },
  {
    name: 'read a list as an editor',
    ok: 200,
    make: () => request('GET', '/events?start_date=2031-01-01&end_date=2031-12-31', admin.key),
  },
  {
    name: 'read a list anonymously (cache miss)',
    ok: 200,
    make: (_, n) =>
      request('GET', `/events?start_date=2031-01-01&end_date=2031-12-31&per_page=${n}`, undefined),
  },
  {
    name: 'read the change feed anonymously',
    ok: 200,
    make: (_, n) => request('GET', `/changes?per_page=${n}`, undefined),
  },
  {
    name: 'read an event anonymously',
    ok: 200,
    make: (f) => request('GET', `/events/${f.event.id}?translation_language=eu`, undefined),
  },
];

describe('D1 failing on any call of a request', () => {
  let variant = 0;

  it.each(SCENARIOS)(
    '$name: 503, nothing written, the next request works',
    async ({ make, ok }) => {
      let failAt = 1;
      for (; failAt < 20; failAt++) {
        forgetAll(); // the in-isolate cache must not hide the reads
        const f = await fixture();
        const before = await snapshot();
        const message = D1_UNAVAILABLE[variant++ % D1_UNAVAILABLE.length]!;
        const faulty = faultyDb(env.DB, nthCall(failAt), { kind: 'reject', message });
        const res = await fetchApp(make(f, failAt), faulty.db);
        if (!faulty.state.tripped) {
          // Fewer calls than failAt: this was a clean run, every call has been failed once before it.
          expect(res.status, await res.clone().text()).toBe(ok);
          break;
        }
        await expectUnavailable(res, `call ${failAt} failing with "${message}"`);
        expect(await snapshot(), `call ${failAt}: a partial write remains`).toBe(before);
        const next = await fetchApp(make(f, failAt));
        expect(next.status, `the request after call ${failAt} failed: ${await next.clone().text()}`).toBe(ok);
      }
      expect(failAt).toBeGreaterThan(1);
    },
    60_000,
  );

  it('answers 503 for a write whose batch committed but whose answer was lost, and leaves it whole', async () => {
    const f = await fixture();
    // Batch 1 loads the event and reads what the write refers to, batch 2 writes.
    const faulty = faultyDb(env.DB, nthCall(2, true), {
      kind: 'after',
      message: 'D1_ERROR: Network connection lost.',
    });
    const res = await fetchApp(
      request('PUT', `/events/${f.event.id}`, admin.key, { title: 'Committed', categories: ['Lost answer'] }),
      faulty.db,
    );
    await expectUnavailable(res, 'lost answer');
    const read = await json(await fetchApp(request('GET', `/events/${f.event.id}`, admin.key)));
    expect(read.title).toBe('Committed');
    expect(read.categories.map((c: Json) => c.name)).toEqual(['Lost answer']);
    const { results } = await env.DB.prepare(
      `SELECT t.id, t.count, (SELECT count(*) FROM event_terms et JOIN posts e ON e.id = et.event_id
         WHERE et.term_id = t.id AND e.status = 'publish') AS recount FROM terms t`,
    ).all<{ count: number; recount: number }>();
    expect(results.filter((t) => t.count !== t.recount)).toEqual([]);
  });
});

describe('D1 never answering', () => {
  it(`gives up after ${D1_TIMEOUT_MS / 1000} s with 503, writes nothing, and the next request works`, async () => {
    const f = await fixture();
    const before = await snapshot();
    for (const failAt of [1, 2, 3]) {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const faulty = faultyDb(env.DB, nthCall(failAt), { kind: 'hang' });
      const pending = fetchApp(
        request('PUT', `/events/${f.event.id}`, admin.key, {
          title: `Hung ${failAt}`,
          categories: ['Hung cat'],
        }),
        faulty.db,
      );
      let settled = false;
      void pending.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(D1_TIMEOUT_MS - 100);
      expect(settled, `call ${failAt} answered before the timeout`).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      const res = await pending;
      vi.useRealTimers();
      expect(faulty.state.tripped).toBe(true);
      await expectUnavailable(res, `call ${failAt} hanging`);
      expect(await snapshot()).toBe(before);
    }
    const next = await fetchApp(
      request('PUT', `/events/${f.event.id}`, admin.key, { title: 'After the hang' }),
    );
    expect(next.status).toBe(200);
  });
});

describe('classifying errors', () => {
  it('takes every documented D1 unavailability message for a 503', () => {
    for (const message of D1_UNAVAILABLE) {
      expect(toApiError(new Error(message)).status, message).toBe(503);
      // Older runtimes put the detail in `cause`.
      expect(toApiError(new Error('D1_ERROR', { cause: new Error(message) })).status, message).toBe(503);
    }
    expect(toApiError(new Error(`D1 did not answer within ${D1_TIMEOUT_MS} ms: timed out`)).status).toBe(503);
  });

  it('takes a constraint failure for a 409, never a 5xx', () => {
    for (const message of [
      'D1_ERROR: UNIQUE constraint failed: post_texts.kind, post_texts.lang, post_texts.slug: SQLITE_CONSTRAINT',
      'D1_ERROR: FOREIGN KEY constraint failed: SQLITE_CONSTRAINT',
      'D1_ERROR: NOT NULL constraint failed: posts.kind: SQLITE_CONSTRAINT',
    ]) {
      const error = toApiError(new Error(message));
      expect(error.status, message).toBe(409);
      expect(error.code).toBe('rest_conflict');
    }
  });

  it('takes anything else for a 500: our bugs are not the database being away', () => {
    for (const error of [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new RangeError('Maximum call stack size exceeded'),
      new Error('D1_ERROR: no such column: foo: SQLITE_ERROR'),
      new Error('D1_TYPE_ERROR: Type undefined is not supported for value undefined'),
      'a string',
      null,
    ]) {
      expect(toApiError(error).status, String(error)).toBe(500);
    }
  });

  it('answers an unexpected failure with a 500 without a stack, and logs it with the request id', async () => {
    const f = await fixture();
    const faulty = faultyDb(env.DB, nthCall(2), {
      kind: 'reject',
      message: 'D1_ERROR: no such table: posts: SQLITE_ERROR',
    });
    const res = await fetchApp(
      request('PATCH', `/events/${f.event.id}`, admin.key, { title: 'x' }),
      faulty.db,
    );
    const text = await res.text();
    expect(res.status).toBe(500);
    const body = JSON.parse(text);
    expect(body).toMatchObject({ code: 'rest_internal_error', data: { status: 500 } });
    expect(text).not.toMatch(/SQLITE|no such table|\.ts:\d|at /);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(body.data.request_id);
  });
});
