import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, json, send } from '../helpers';
import { expectTecError, tecFixture } from '../tec';
import { signedIn } from './editor-form';

/**
 * Every error with a TEC counterpart says TEC's `code` and `message` word for word, as recorded from a
 * real TEC 6.17.2 site (test/fixtures/tec/error-*.json): clients, TEC's own scripts among them, compare
 * the message. Help for people goes beside it, in `data.hint` (and a 401's `WWW-Authenticate`).
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

const DATES = { start_date: '2031-01-01 10:00:00', end_date: '2031-01-01 11:00:00' };
const REALM = 'realm="site/events/v1"';
const weekly = (title: string) => ({
  title,
  start_date: '2032-03-02 18:00:00',
  end_date: '2032-03-02 19:00:00',
  recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
});

let admin: { id: number; key: string };
let contributor: { key: string };
let subscriber: { key: string };
let published: number;
let draft: number;
let trashed: number;
let venue: number;

beforeAll(async () => {
  admin = await createUser('administrator');
  contributor = await createUser('contributor');
  subscriber = await createUser('subscriber');
  published = (await createEvent(admin.key, { title: 'Probe event', ...DATES })).id;
  draft = (await createEvent(admin.key, { title: 'Probe draft', status: 'draft', ...DATES })).id;
  trashed = (await createEvent(admin.key, { title: 'Probe trashed', ...DATES })).id;
  await send('DELETE', `/events/${trashed}`, undefined, admin.key);
  venue = (await json(await send('POST', '/venues', { venue: 'Probe venue' }, admin.key))).id;
  await send('POST', '/categories', { name: 'Probe cat' }, admin.key);
});

/** The request a fixture recorded, as a client would send it here (JSON body, the given Authorization). */
function replay(name: string, path: string, authorization?: string) {
  const { request } = tecFixture(name);
  const headers: Record<string, string> = {};
  if (authorization) headers.Authorization = authorization;
  let body: string | undefined;
  if (request.json_body !== null) {
    headers['Content-Type'] = 'application/json';
    body = typeof request.json_body === 'string' ? request.json_body : JSON.stringify(request.json_body);
  }
  return call(`${path}${request.query}`, { method: request.method, headers, body });
}

describe('401: no credential or one that can’t be read, as TEC, with the help beside', () => {
  it.each([
    ['error-401-write-no-key', undefined, 'missing'],
    ['error-401-write-bearer-malformed', 'Bearer garbage', 'malformed'],
    ['error-401-write-basic-malformed', 'Basic !!!', 'malformed'],
  ])('%s', async (name, authorization, reason) => {
    const body = await expectTecError(await replay(name, '/events', authorization), name);
    expect(body.data.reason).toBe(reason);
    expect(body.data.hint).toMatch(/Authorization/);
  });

  it.each([
    ['error-401-delete-no-key', () => `/events/${published}`],
    ['error-401-venue-no-key', () => '/venues'],
    ['error-401-category-no-key', () => '/categories'],
  ])('%s', async (name, path) => {
    await expectTecError(await replay(name, path()), name);
  });

  it('no credential: the challenge carries no error (RFC 6750 §3.1), the hint says how to send a key', async () => {
    const res = await replay('error-401-write-no-key', '/events');
    expect(res.headers.get('www-authenticate')).toBe(`Bearer ${REALM}`);
    expect((await json(res)).data.hint).toBe(
      "No API key was sent: send one as 'Authorization: Bearer <key>'.",
    );
  });

  it('a malformed Bearer: the hint is the challenge’s error_description too', async () => {
    const res = await replay('error-401-write-bearer-malformed', '/events', 'Bearer garbage');
    const { hint } = (await json(res)).data;
    expect(res.headers.get('www-authenticate')).toBe(
      `Bearer ${REALM}, error="invalid_request", error_description="${hint}"`,
    );
  });

  it('a malformed Basic: the Basic challenge carries the description', async () => {
    const res = await replay('error-401-write-basic-malformed', '/events', 'Basic !!!');
    const { hint } = (await json(res)).data;
    expect(res.headers.get('www-authenticate')).toBe(
      `Basic ${REALM}, charset="UTF-8", error_description="${hint}", Bearer ${REALM}`,
    );
  });

  it('an unknown key (TEC: incorrect_password; ours, API.md §4: rest_forbidden) says TEC’s sentence', async () => {
    const unknown = `tec_${'0'.repeat(12)}_${'A'.repeat(43)}`;
    const res = await send('POST', '/events', { title: 'x', ...DATES }, unknown);
    const body = await expectTecError(res, 'error-401-write-no-key');
    expect(body.data).toMatchObject({ reason: 'invalid', hint: expect.stringMatching(/unknown or revoked/) });
    expect(res.headers.get('www-authenticate')).toBe(
      `Bearer ${REALM}, error="invalid_token", error_description="${body.data.hint}"`,
    );
  });

  it('every hint fits a quoted error_description (RFC 6750 §3: printable ASCII, no " or \\)', async () => {
    for (const authorization of [
      'Bearer garbage',
      'Basic !!!',
      `Bearer tec_${'0'.repeat(12)}_${'A'.repeat(43)}`,
    ]) {
      const { hint } = (await json(await replay('error-401-write-no-key', '/events', authorization))).data;
      expect(hint).toMatch(/^[\x20\x21\x23-\x5B\x5D-\x7E]+$/);
    }
  });
});

describe('403 rest_forbidden as TEC', () => {
  it('a subscriber writes', async () => {
    const name = 'error-403-subscriber-write';
    await expectTecError(await replay(name, '/events', `Bearer ${subscriber.key}`), name);
  });

  it('a contributor updates a published event of another author', async () => {
    const name = 'error-403-contributor-edits-published';
    await expectTecError(await replay(name, `/events/${published}`, `Bearer ${contributor.key}`), name);
  });
});

describe('a session write without its CSRF token (WordPress: a cookie without its nonce is anonymous)', () => {
  it('is refused in TEC’s words, the missing token named in the hint', async () => {
    const { cookie } = await signedIn(await createUser('editor'));
    const res = await call('/events', {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'CSRF probe', ...DATES }),
    });
    expect(res.status).toBe(403);
    const body = await json(res);
    expect([body.code, body.message]).toEqual(['rest_forbidden', 'Sorry, you are not allowed to do that.']);
    expect(body.data).toMatchObject({ reason: 'csrf', hint: expect.stringMatching(/X-CSRF-Token/) });
  });
});

describe('reads and writes that TEC refuses the same way', () => {
  const asAdmin = () => `Bearer ${admin.key}`;
  it.each([
    ['error-404-no-route', () => '/nope', undefined],
    ['error-404-event-unknown', () => '/events/999999', undefined],
    ['error-400-event-id-of-venue', () => `/events/${venue}`, undefined],
    ['error-403-event-draft', () => `/events/${draft}`, undefined],
    ['error-403-event-trashed', () => `/events/${trashed}`, undefined],
    ['error-400-start-date', () => '/events', undefined],
    ['error-400-per-page-zero', () => '/events', undefined],
    ['error-400-page-zero', () => '/events', undefined],
    ['error-400-status-anonymous', () => '/events', undefined],
    ['error-400-missing-params', () => '/events', asAdmin],
    ['error-400-invalid-json', () => '/events', asAdmin],
    ['error-404-event-update-unknown', () => '/events/999999', asAdmin],
  ])('%s', async (name, path, auth) => {
    await expectTecError(await replay(name, path(), auth?.()), name);
  });

  it('error-400-term-exists', async () => {
    const res = await send('POST', '/categories', { name: 'Probe cat' }, admin.key);
    expect((await expectTecError(res, 'error-400-term-exists')).data.term_id).toEqual(expect.any(Number));
  });

  it('a path under a prefix that is no language: TEC’s rest_no_route sentence, the languages beside it', async () => {
    const body = await expectTecError(await call('/fr/site/events/v1/events'), 'error-404-no-route');
    expect(body.data.languages).toEqual(expect.arrayContaining(['es', 'eu']));
    expect(body.data.hint).toMatch(/"fr" is not a language of this site/);
  });

  it('a series already in the trash: TEC’s 410 sentence', async () => {
    const series = await createEvent(admin.key, weekly('Probe series'));
    expect((await send('DELETE', `/events/${series.id}`, {}, admin.key)).status).toBe(200);
    await expectTecError(
      await send('DELETE', `/events/${series.id}`, {}, admin.key),
      'error-410-event-in-trash',
    );
  });
});

describe('a refusal that names what it refused keeps TEC’s sentence', () => {
  it('a contributor’s series write reaching an occurrence an editor published', async () => {
    const series = await createEvent(contributor.key, weekly('Probe shared series'));
    const listed = await call(`/events/${series.id}/occurrences?status=publish,draft,pending`, {
      headers: bearer(contributor.key),
    });
    const ids: number[] = (await json(listed)).events.map((event: Json) => event.id);
    expect(
      (await send('POST', `/events/${ids[1]}?scope=this`, { status: 'publish' }, admin.key)).status,
    ).toBe(200);
    const res = await send('POST', `/events/${series.id}?scope=all`, { title: 'x' }, contributor.key);
    const body = await expectTecError(res, 'error-403-contributor-edits-published');
    expect(body.data.forbidden_ids).toEqual([ids[1]]);
    expect(body.data.hint).toMatch(new RegExp(`a record you may not change \\(${ids[1]}\\)`));
  });
});
