import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { registerSchema, validate } from '@hyperjump/json-schema/draft-2020-12';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RESPONSE_SCHEMAS, type ResponseSchemaName } from '../../src/docs/responses';
import { app } from '../../src/index';
import { z } from '../../src/lib/zod';
import { makePeer, mockFediverse } from '../federation-peer';
import { API, bearer, call, createUser, heldRateLimit, insertPost, json } from '../helpers';
import { upload } from '../media-helpers';
import { HTML, jpeg, pngHeaderOnly } from '../media-images';
import { answerDns } from '../webhook-receiver';

/**
 * Every route's real responses, held to what the document says about them: the status must be
 * documented for the operation, and the body must match both the zod response schema (strict
 * objects: no unlisted key) and the JSON Schema the document publishes for it.
 */

// biome-ignore lint/suspicious/noExplicitAny: the document and the bodies are arbitrary JSON
type Json = any;

const ROOT = /^(?:\/[a-z]{2})?\/site\/events\/v1/;
let doc: Json;
let defs: Json;
const exercised = new Set<string>();
const statuses = new Set<number>();

/** `/events/42?x=1` -> `/events/{id}`, by the document's own path templates. */
function documentedPath(path: string): string {
  const bare = path.split('?')[0]!.replace(ROOT, '').replace(/\/$/, '') || '/';
  const match = Object.keys(doc.paths).find((template) =>
    new RegExp(
      `^${template
        .replace('{id}', '[0-9]+')
        .replace('{delivery}', '[0-9]+')
        .replace('{revision}', '[0-9]+')
        .replace('{slug}', '[^/]+')}$`,
    ).test(bare),
  );
  if (!match) throw new Error(`no documented path for ${path}`);
  return match;
}

/** The zod response schema a documented schema was generated from (`$ref`s and their unions). */
const zodOf = (schema: Json): z.ZodType =>
  schema.$ref
    ? RESPONSE_SCHEMAS[schema.$ref.split('/').pop() as ResponseSchemaName]
    : z.union(schema.anyOf.map(zodOf) as [z.ZodType, z.ZodType]);

const registered = new Map<string, string>();

/** The URI of `schema` registered as a JSON Schema whose `$defs` are the document's components. */
function jsonSchemaUri(schema: Json): string {
  const text = JSON.stringify(schema).replaceAll('#/components/schemas/', '#/$defs/');
  let uri = registered.get(text);
  if (!uri) {
    uri = `https://doc.test/response/${registered.size}`;
    registerSchema(
      { $schema: 'https://json-schema.org/draft/2020-12/schema', $defs: defs, ...JSON.parse(text) },
      uri,
    );
    registered.set(text, uri);
  }
  return uri;
}

async function conforms(method: string, path: string, res: Response) {
  const text = await res.text();
  const template = documentedPath(path);
  const operation = doc.paths[template][method.toLowerCase()];
  expect(operation, `${method} ${template}`).toBeDefined();
  let response = operation.responses[String(res.status)];
  expect(response, `${method} ${template} documents ${res.status}: ${text.slice(0, 300)}`).toBeDefined();
  if (response.$ref) response = doc.components.responses[response.$ref.split('/').pop()];
  exercised.add(`${method} ${template} ${res.status}`);
  statuses.add(res.status);
  if (!response.content) {
    expect(text, `${method} ${path} has no body`).toBe('');
    return undefined;
  }
  const [mediaType] = Object.keys(response.content);
  if (mediaType !== 'application/json') {
    // A feed, a script or a page: the documented media type, and text.
    expect(res.headers.get('content-type'), `${method} ${path}`).toBe(`${mediaType}; charset=utf-8`);
    expect(text.length, `${method} ${path}`).toBeGreaterThan(0);
    return text;
  }
  const body = JSON.parse(text);
  const schema = response.content['application/json'].schema;
  const parsed = zodOf(schema).safeParse(body);
  expect(parsed.success ? [] : parsed.error?.issues, `${method} ${path} (zod)`).toEqual([]);
  const output = await validate(jsonSchemaUri(schema), body, 'BASIC');
  const errors = 'errors' in output ? (output.errors ?? []) : [];
  expect(errors.slice(0, 3), `${method} ${path} (JSON Schema)`).toEqual([]);
  expect(output.valid).toBe(true);
  return body;
}

interface Options {
  body?: unknown;
  key?: string;
  form?: Record<string, string>;
}

/** Sends a request and checks its response against the document; returns the body. */
async function api(method: string, path: string, { body, key, form }: Options = {}, expected?: number) {
  const headers: Record<string, string> = key ? bearer(key) : {};
  let payload: string | undefined;
  if (form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const res = await call(path, { method, headers, body: payload });
  if (expected !== undefined) expect(res.status, `${method} ${path}`).toBe(expected);
  return conforms(method, path, res);
}

let admin: { key: string };
let author: { key: string };
let subscriber: { key: string };

beforeAll(async () => {
  doc = await json(await call('/en/site/events/v1/doc'));
  defs = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('#/components/schemas/', '#/$defs/'));
  admin = await createUser('administrator');
  author = await createUser('author');
  subscriber = await createUser('subscriber');
});

describe('responses match the documented schemas', () => {
  it('namespace index and document', async () => {
    await api('GET', '/site/events/v1', {}, 200);
    await api('GET', '/eu/site/events/v1/', {}, 200);
    await api('GET', '/site/events/v1/doc', {}, 200);
    await api('GET', '/site/events/v1/doc?translation_language=xx', {}, 400);
  });

  it('events: every route, with everything an event can carry', async () => {
    const image = await env.DB.prepare(
      'INSERT INTO images (url, width, height, sizes) VALUES (?, 800, 600, ?) RETURNING id',
    )
      .bind(
        'https://cdn.example.com/poster.png',
        JSON.stringify({
          thumbnail: {
            width: 150,
            height: 150,
            'mime-type': 'image/png',
            url: 'https://cdn.example.com/poster-150.png',
          },
        }),
      )
      .first<{ id: number }>();
    const parent = await api('POST', '/categories', { body: { name: 'Doc music' }, key: admin.key }, 201);
    const child = await api(
      'POST',
      '/categories',
      { body: { name: 'Doc jazz', parent: parent.id }, key: admin.key },
      201,
    );
    const venue = await api(
      'POST',
      '/venues',
      {
        body: {
          venue: 'Doc hall',
          address: 'Kale Nagusia 1',
          city: 'Bilbo',
          country: 'Spain',
          geo_lat: 43.26,
          geo_lng: -2.93,
          website: 'https://hall.example.com',
        },
        key: admin.key,
      },
      201,
    );
    const created = await api(
      'POST',
      '/events',
      {
        body: {
          title: 'Doc concert',
          start_date: '2031-03-29 20:00:00',
          end_date: '2031-03-29 23:00:00',
          timezone: 'Europe/Madrid',
          cost: '10 - 25 €',
          image: image!.id,
          website: 'https://concert.example.com',
          categories: [child.id, 'Doc new category'],
          tags: ['doc-tag'],
          venue: [venue.id, { venue: 'Doc second hall', city: 'Donostia' }],
          organizer: [{ organizer: 'Doc org one', email: 'one@example.com' }, { organizer: 'Doc org two' }],
          translations: { eu: { title: 'Doc kontzertua' } },
        },
        key: admin.key,
      },
      201,
    );
    expect(Array.isArray(created.venue)).toBe(true);
    expect(created.categories.some((c: Json) => c.urls.up)).toBe(true);
    const single = await api('GET', `/events/${created.id}`, {}, 200);
    expect(single.json_ld.offers).toBeDefined();
    expect(single.json_ld.organizer).toHaveLength(2);
    await api('GET', `/eu/site/events/v1/events/by-slug/${single.slug}`, {}, 200);
    await api('GET', `/events?include=${created.id}`, {}, 200);
    await api('GET', '/events?per_page=1&start_date=2000-01-01', {}, 200);
    await api('GET', '/events?page=9999', {}, 404);
    await api('GET', '/events?per_page=0', {}, 400);
    await api('GET', '/events/999999999', {}, 404);
    await api('GET', '/events/by-slug/no-such-event', {}, 404);

    const byId = `/events/${created.id}`;
    await api('POST', byId, { body: { excerpt: 'Short' }, key: admin.key }, 200);
    await api('PUT', byId, { form: { all_day: 'true' }, key: admin.key }, 200);
    await api('PATCH', byId, { body: { venue: venue.id, password: 'open sesame' }, key: admin.key }, 200);
    const bySlug = `/events/by-slug/${single.slug}`;
    await api('POST', bySlug, { body: { featured: true }, key: admin.key }, 200);
    await api('PUT', bySlug, { body: { sticky: true }, key: admin.key }, 200);
    await api('PATCH', bySlug, { body: { cost: 'Free' }, key: admin.key }, 200);
    await api('PATCH', bySlug, { body: { password: 'x' }, key: admin.key }, 400);

    // Password protected: 403 alone, blanked fields and null flags in lists.
    await api('GET', byId, {}, 403);
    const locked = await api('GET', `/events?include=${created.id}`, {}, 200);
    expect(locked.events[0].all_day).toBeNull();
    await api('GET', `${byId}?password=open%20sesame`, {}, 200);

    await api('POST', '/events', { body: { title: 'No dates' }, key: admin.key }, 400);
    await api('POST', '/events', { body: { title: 'x' } }, 401);
    await api('POST', '/events', { body: { title: 'x' }, key: subscriber.key }, 403);
    await api('POST', '/events', { body: { title: 'x'.repeat(300 * 1024) }, key: admin.key }, 413);
    const badJson = await call('/site/events/v1/events', {
      method: 'POST',
      headers: { ...bearer(admin.key), 'Content-Type': 'application/json' },
      body: '{"title":',
    });
    await conforms('POST', '/site/events/v1/events', badJson);

    await api('DELETE', byId, { key: admin.key }, 200);
    await api('DELETE', byId, { key: admin.key }, 410);
    await api('DELETE', `${byId}?force=true`, { key: admin.key }, 200);
    const other = await api(
      'POST',
      '/events',
      { body: { title: 'Doc to delete', start_date: '2031-04-01', end_date: '2031-04-01' }, key: author.key },
      201,
    );
    await api('DELETE', `/events/by-slug/${other.slug}`, { key: author.key }, 200);
    await api('DELETE', `/events/by-slug/${other.slug}?force=true`, { key: author.key }, 403);
    await api('DELETE', `/events/by-slug/${other.slug}?force=true`, { key: admin.key }, 200);
  });

  it.each(['venues', 'organizers'] as const)('%s: every route', async (route) => {
    const name = route === 'venues' ? 'venue' : 'organizer';
    const base = `/${route}`;
    const full =
      route === 'venues'
        ? {
            venue: `Doc ${name}`,
            description: '<p>A place</p>',
            address: 'Plaza 2',
            city: 'Gasteiz',
            province: 'Araba',
            zip: '01001',
            phone: '945000000',
            website: 'https://place.example.com',
            geo_lat: 42.85,
            geo_lng: -2.67,
            image: 'https://cdn.example.com/place.jpg',
          }
        : {
            organizer: `Doc ${name}`,
            description: '<p>People</p>',
            phone: '944000000',
            website: 'https://org.example.com',
            email: 'org@example.com',
            image: 'https://cdn.example.com/org.jpg',
          };
    const created = await api('POST', base, { body: full, key: admin.key }, 201);
    await api('POST', base, { form: { [name]: `Doc ${name} form` }, key: author.key }, 201);
    await api('GET', base, {}, 200);
    await api('GET', `${base}?per_page=1&search=Doc`, {}, 200);
    await api('GET', `${base}?page=9999`, {}, 404);
    await api('GET', `${base}?status=draft`, {}, 400);
    await api('GET', `${base}/${created.id}`, {}, 200);
    await api('GET', `/es/site/events/v1${base}/by-slug/${created.slug}`, {}, 200);
    await api('GET', `${base}/999999999`, {}, 404);
    await api('GET', `${base}/by-slug/nothing-here`, {}, 404);
    await api('POST', base, { body: {}, key: admin.key }, 400);
    await api('POST', base, { body: { [name]: 'x' } }, 401);
    await api('POST', base, { body: { [name]: 'x' }, key: subscriber.key }, 403);

    const byId = `${base}/${created.id}`;
    await api('POST', byId, { body: { description: 'Changed' }, key: admin.key }, 200);
    await api('PUT', byId, { body: { phone: '' }, key: admin.key }, 200);
    await api(
      'PATCH',
      byId,
      { body: { translations: { eu: { [name]: `Doc ${name} eu` } } }, key: admin.key },
      200,
    );
    await api('POST', `${base}/by-slug/${created.slug}`, { body: { excerpt: 'Short' }, key: admin.key }, 200);
    await api('PUT', `${base}/by-slug/${created.slug}`, { body: { status: 'draft' }, key: admin.key }, 200);
    await api('GET', byId, {}, 403);
    await api(
      'PATCH',
      `${base}/by-slug/${created.slug}`,
      { body: { status: 'publish' }, key: admin.key },
      200,
    );
    await api('PATCH', byId, { body: { website: 'not a url' }, key: admin.key }, 400);

    await api('DELETE', byId, { key: admin.key }, 200);
    await api('DELETE', byId, { key: admin.key }, 410);
    await api('DELETE', `${base}/by-slug/${created.slug}?force=true`, { key: admin.key }, 200);
    const other = await api('POST', base, { body: { [name]: `Doc ${name} other` }, key: admin.key }, 201);
    await api('DELETE', `${base}/by-slug/${other.slug}`, { key: admin.key }, 200);
    await api('DELETE', `${base}/${other.id}?force=true`, { key: admin.key }, 200);
  });

  it.each(['categories', 'tags'] as const)('%s: every route', async (route) => {
    const base = `/${route}`;
    const created = await api(
      'POST',
      base,
      { body: { name: `Doc ${route}`, description: 'Terms' }, key: admin.key },
      201,
    );
    await api('POST', base, { body: { name: `Doc ${route}` }, key: admin.key }, 400);
    await api('POST', base, { body: { name: 'x' }, key: author.key }, 403);
    await api('POST', base, { body: { name: 'x' } }, 401);
    await api('GET', `${base}?hide_empty=false`, {}, 200);
    await api('GET', `${base}?hide_empty=false&per_page=1&page=2`, {}, 200);
    await api('GET', `${base}?orderby=nope`, {}, 400);
    await api('GET', `${base}/${created.id}`, {}, 200);
    await api('GET', `${base}/999999999`, {}, 404);
    const byId = `${base}/${created.id}`;
    await api('POST', byId, { body: { description: 'More' }, key: admin.key }, 200);
    await api('PUT', byId, { form: { slug: `doc-${route}-slug` }, key: admin.key }, 200);
    await api(
      'PATCH',
      byId,
      { body: { translations: { gl: { name: `Doc ${route} gl` } } }, key: admin.key },
      200,
    );
    if (route === 'tags') await api('PATCH', byId, { body: { parent: 1 }, key: admin.key }, 400);
    await api('PATCH', `${base}/999999999`, { body: { name: 'y' }, key: admin.key }, 404);
    await api('DELETE', byId, { key: admin.key }, 200);
    await api('DELETE', byId, { key: admin.key }, 404);
    await api('DELETE', byId, { key: subscriber.key }, 403);
  });

  it('series: the template, its occurrences, scopes', async () => {
    const template = await api(
      'POST',
      '/events',
      {
        body: {
          title: 'Doc series',
          start_date: '2032-03-02 19:00',
          end_date: '2032-03-02 20:00',
          recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=4'],
        },
        key: admin.key,
      },
      201,
    );
    const list = await api('GET', `/events/${template.id}/occurrences`, {}, 200);
    await api('GET', `/events/${template.id}/occurrences?page=99`, {}, 404);
    await api('GET', '/events/999999999/occurrences', {}, 404);
    await api('GET', `/events/${template.id}/occurrences?per_page=0`, {}, 400);
    await api('GET', `/events/${list.events[1].id}`, {}, 200);
    await api('GET', `/events/${template.id}`, {}, 200);
    await api('POST', `/events/${list.events[1].id}`, { body: { title: 'Doc, one' }, key: admin.key }, 200);
    await api(
      'POST',
      `/events/${list.events[2].id}?scope=following`,
      { body: { excerpt: 'Later' }, key: admin.key },
      200,
    );
    await api('PATCH', `/events/${template.id}`, { body: { scope: 'this' }, key: admin.key }, 400);
    await api('DELETE', `/events/${list.events[0].id}?scope=this`, { key: admin.key }, 200);
    await api('DELETE', `/events/${template.id}?force=true`, { key: admin.key }, 200);
    expect(await api('GET', '/events.ics?expand=true&per_page=3', {}, 200)).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('revisions: the list, one, a restore; refusals', async () => {
    const event = await api(
      'POST',
      '/events',
      {
        body: { title: 'Doc revisions', start_date: '2032-04-01 10:00', end_date: '2032-04-01 11:00' },
        key: admin.key,
      },
      201,
    );
    await api('PATCH', `/events/${event.id}`, { body: { title: 'Doc revisions, 2' }, key: admin.key }, 200);
    const list = await api('GET', `/events/${event.id}/revisions`, { key: admin.key }, 200);
    const first = list.revisions[1].id;
    await api('GET', `/events/${event.id}/revisions/${first}`, { key: admin.key }, 200);
    await api('GET', `/events/${event.id}/revisions/999999999`, { key: admin.key }, 404);
    await api('GET', `/events/${event.id}/revisions?per_page=0`, { key: admin.key }, 400);
    await api('GET', `/events/${event.id}/revisions`, { key: subscriber.key }, 403);
    await api('GET', `/events/${event.id}/revisions`, {}, 401);
    await api('POST', `/events/${event.id}/revisions/${first}/restore`, { key: admin.key }, 200);
  });

  it('the iCalendar feed, the widget script, its demo page and the reference page', async () => {
    expect(await api('GET', '/events.ics?per_page=3', {}, 200)).toMatch(/^BEGIN:VCALENDAR\r\n/);
    await api('GET', '/eu/site/events/v1/events.ics?categories=no-such-category', {}, 400);
    await api('GET', '/events.ics?page=9999', {}, 404);
    const facets = await api('GET', '/events/facets?weekday=friday', {}, 200);
    expect(Object.keys((facets as { facets: object }).facets)).toContain('weekday');
    await api('GET', '/events/facets?facets=colour', {}, 400);
    expect(await api('GET', '/widget.js', {}, 200)).toContain('customElements');
    await api('GET', '/widget.js?translation_language=xx', {}, 400);
    expect(await api('GET', '/gl/site/events/v1/widget/demo', {}, 200)).toContain('<events-calendar');
    await api('GET', '/widget/demo?translation_language=xx', {}, 400);
    expect(await api('GET', '/eu/site/events/v1/reference', {}, 200)).toContain('id="api-reference"');
    await api('GET', '/reference?translation_language=xx', {}, 400);
  });

  it('one event as an iCalendar file', async () => {
    const event = await api(
      'POST',
      '/events',
      {
        body: { title: 'Doc file', start_date: '2031-05-01 20:00', end_date: '2031-05-01 22:00' },
        key: admin.key,
      },
      201,
    );
    expect(await api('GET', `/events/${event.id}.ics`, {}, 200)).toMatch(/^BEGIN:VCALENDAR\r\n/);
    await api('PATCH', `/events/${event.id}`, { body: { password: 'right' }, key: admin.key }, 200);
    await api('GET', `/events/${event.id}.ics?password=wrong`, {}, 403);
    await api('GET', '/events/999999999.ics', {}, 404);
    await api('GET', `/events/${event.id}.ics?translation_language=xx`, {}, 400);
  });

  it('the change feed, If-Match and Idempotency-Key', async () => {
    const tag = await api('POST', '/tags', { body: { name: 'Doc sync tag' }, key: admin.key }, 201);
    const locked = await api(
      'POST',
      '/events',
      {
        body: { title: 'Doc locked', start_date: '2031-04-01 10:00', end_date: '2031-04-01 11:00' },
        key: admin.key,
      },
      201,
    );
    await api('POST', `/events/${locked.id}`, { body: { password: 'doc-pass' }, key: admin.key }, 200);
    const venues = await api('GET', '/changes?types=venue,organizer&per_page=100', { key: admin.key }, 200);
    expect(venues.changes.some((c: Json) => c.type === 'venue' && c.data)).toBe(true);
    const feed = await api('GET', '/changes?per_page=2&types=event,tag', {}, 200);
    await api('DELETE', `/tags/${tag.id}`, { key: admin.key }, 200);
    const rest = await api(
      'GET',
      `/changes?sync_token=${feed.next_sync_token}&types=event,tag&per_page=100`,
      {},
      200,
    );
    expect(rest.changes.some((c: Json) => c.action === 'remove')).toBe(true);
    await api('GET', '/changes?include=ids&types=category', {}, 200);
    await api('GET', '/changes?per_page=0', {}, 400);
    await api('GET', `/changes?sync_token=${feed.next_sync_token}`, {}, 410);

    const keyed = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
      call(path, {
        method,
        headers: { ...bearer(admin.key), 'Content-Type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const res = await keyed('PATCH', `/events/${locked.id}`, { 'If-Match': '"v1.stale"' }, { title: 'x' });
    const stale = await conforms('PATCH', `/events/${locked.id}`, res);
    expect(stale.data.current_etag).toMatch(/^"v\d+\./);
    const first = await keyed('POST', '/tags', { 'Idempotency-Key': 'doc-key' }, { name: 'Doc keyed' });
    await conforms('POST', '/tags', first);
    const again = await keyed('POST', '/tags', { 'Idempotency-Key': 'doc-key' }, { name: 'Doc keyed' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    await conforms('POST', '/tags', again);
    await conforms(
      'POST',
      '/tags',
      await keyed('POST', '/tags', { 'Idempotency-Key': 'doc-key' }, { name: 'Other' }),
    );
    const ctx = createExecutionContext();
    const required = await app.fetch(
      new Request(`${API}/tags/${tag.id + 1}`, { method: 'DELETE', headers: bearer(admin.key) }),
      { ...env, REQUIRE_PRECONDITION: 'true' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    await conforms('DELETE', `/tags/${tag.id + 1}`, required);
  });

  it('a wrong key is 401 on any route, and too many of them 429', async () => {
    const wrong = {
      ...bearer('tec_000000000000_wrongwrongwrongwrongwrongwrongwrong'),
      'cf-connecting-ip': '192.0.2.7',
    };
    const failures = { AUTH_FAILURES: heldRateLimit('AUTH_FAILURES').binding };
    let res = await call('/site/events/v1/tags', { headers: wrong }, failures);
    expect(res.status).toBe(401);
    await conforms('GET', '/site/events/v1/tags', res);
    for (let i = 0; i < 20 && res.status !== 429; i++)
      res = await call('/site/events/v1/tags', { headers: wrong }, failures);
    expect(res.status).toBe(429);
    await conforms('GET', '/site/events/v1/tags', res);
  });

  it('a GET with a current ETag is 304 without a body', async () => {
    const first = await call('/site/events/v1/doc');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    await conforms('GET', '/site/events/v1/doc', first);
    const again = await call('/site/events/v1/doc', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    await conforms('GET', '/site/events/v1/doc', again);
  });

  it('webhooks: every route', async () => {
    // Outbound requests (DNS over HTTPS, the signed pings) are answered here: no network.
    vi.stubGlobal(
      'fetch',
      async (input: RequestInfo | URL, init?: RequestInit) =>
        answerDns(new Request(input, init)) ?? new Response('ok'),
    );
    try {
      const created = await api(
        'POST',
        '/webhooks',
        { body: { url: 'https://hooks.example.com/doc', event_types: ['event.*'] }, key: admin.key },
        201,
      );
      await api('GET', '/webhooks', { key: admin.key }, 200);
      await api('GET', `/webhooks/${created.id}`, { key: admin.key }, 200);
      await api('PATCH', `/webhooks/${created.id}`, { body: { description: 'Doc' }, key: admin.key }, 200);
      await api('POST', `/webhooks/${created.id}/secret`, { key: admin.key }, 200);
      const ping = await api('POST', `/webhooks/${created.id}/ping`, { key: admin.key }, 200);
      await api('GET', `/webhooks/${created.id}/deliveries`, { key: admin.key }, 200);
      await api('POST', `/webhooks/${created.id}/deliveries/${ping.id}/redeliver`, { key: admin.key }, 202);
      await api(
        'POST',
        '/webhooks',
        { body: { url: 'https://127.0.0.1/', event_types: ['*'] }, key: admin.key },
        400,
      );
      await api('GET', '/webhooks', {}, 401);
      await api('DELETE', `/webhooks/${created.id}`, { key: admin.key }, 200);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('sources: every route', async () => {
    // The source's host and DNS over HTTPS are answered here: no network.
    const feed =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Doc//EN\r\nBEGIN:VEVENT\r\nUID:doc-1\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20270901T100000Z\r\nDTEND:20270901T110000Z\r\nSUMMARY:Doc\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    vi.stubGlobal(
      'fetch',
      async (input: RequestInfo | URL, init?: RequestInit) =>
        answerDns(new Request(input, init)) ??
        new Response(feed, { headers: { 'Content-Type': 'text/calendar' } }),
    );
    try {
      const body = { kind: 'ical', url: 'https://calendar.example.com/doc.ics' };
      await api('POST', '/sources/test', { body, key: admin.key }, 200);
      const created = await api('POST', '/sources', { body, key: admin.key }, 201);
      await api('GET', '/sources', { key: admin.key }, 200);
      await api('GET', `/sources/${created.id}`, { key: admin.key }, 200);
      await api('PATCH', `/sources/${created.id}`, { body: { paused: true }, key: admin.key }, 200);
      await api('POST', `/sources/${created.id}/run`, { key: admin.key }, 202);
      await api('POST', `/sources/${created.id}/run`, { key: admin.key }, 409);
      await api('GET', `/sources/${created.id}/runs`, { key: admin.key }, 200);
      await api('GET', `/sources/${created.id}/events`, { key: admin.key }, 200);
      await api('POST', `/sources/${created.id}/ignored`, { body: { uid: 'doc-1' }, key: admin.key }, 201);
      await api('GET', `/sources/${created.id}/ignored`, { key: admin.key }, 200);
      await api('DELETE', `/sources/${created.id}/ignored?uid=doc-1`, { key: admin.key }, 200);
      await api('POST', '/sources', { body: { ...body, url: 'http://127.0.0.1/' }, key: admin.key }, 400);
      await api('GET', '/sources', {}, 401);
      await api('GET', '/sources', { key: author.key }, 403);
      await api('GET', '/sources/999999', { key: admin.key }, 404);
      await api('DELETE', `/sources/${created.id}`, { key: admin.key }, 200);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('federation: every management route', async () => {
    const editor = await createUser('editor');
    const relay = await makePeer('gancio.example', 'relay');
    mockFediverse([relay]);
    try {
      await api('GET', '/federation/settings', { key: admin.key }, 200);
      await api('PATCH', '/federation/settings', { body: { actor_name: 'agenda' }, key: admin.key }, 200);
      await api('PATCH', '/federation/settings', { body: { actor_name: '-x' }, key: admin.key }, 400);
      await api('GET', '/federation/settings', {}, 401);
      await api('GET', '/federation/settings', { key: editor.key }, 403);
      const block = await api(
        'POST',
        '/federation/blocks',
        { body: { value: 'spam.example' }, key: admin.key },
        201,
      );
      await api('GET', '/federation/blocks', { key: admin.key }, 200);
      await api('DELETE', `/federation/blocks/${block.id}`, { key: admin.key }, 200);
      await api('DELETE', `/federation/blocks/${block.id}`, { key: admin.key }, 404);
      await api('GET', '/federation/followers', { key: admin.key }, 200);
      const followed = await api(
        'POST',
        '/federation/following',
        { body: { actor: '@relay@gancio.example' }, key: editor.key },
        201,
      );
      await api('POST', '/federation/following', { body: { actor: 'nobody' }, key: editor.key }, 400);
      await api('GET', '/federation/following', { key: editor.key }, 200);
      await api('GET', '/federation/inbound', { key: editor.key }, 200);
      await api('DELETE', `/federation/following/${followed.id}`, { key: editor.key }, 200);
      await api('DELETE', `/federation/following/${followed.id}`, { key: editor.key }, 404);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('settings: read and change, refused without rights, a bad value', async () => {
    await api('GET', '/settings', { key: admin.key }, 200);
    await api('PATCH', '/settings', { body: { site_name: 'Doc' }, key: admin.key }, 200);
    await api('PATCH', '/settings', { body: { site_name: null }, key: admin.key }, 200);
    await api('PATCH', '/settings', { body: { timezone: 'Mars/Olympus' }, key: admin.key }, 400);
    await api('GET', '/settings', {}, 401);
  });

  it('media: every route, and the refusals of uploads', async () => {
    const editor = await createUser('editor');
    const res = await upload(editor.key, jpeg(400, 300), 'doc.jpg');
    const created = await conforms('POST', '/site/events/v1/media', res);
    expect(res.status).toBe(201);
    await conforms('POST', '/site/events/v1/media', await upload(editor.key, HTML, 'doc.jpg'));
    await conforms(
      'POST',
      '/site/events/v1/media',
      await upload(editor.key, pngHeaderOnly(30_000, 30_000), 'b.png'),
    );
    await api('GET', '/media', { key: editor.key }, 200);
    await api('GET', '/media?search=doc&per_page=5', { key: editor.key }, 200);
    await api(
      'PATCH',
      `/media/${created.id}`,
      { body: { alt_text: { es: 'Plaza', eu: 'Plaza' } }, key: editor.key },
      200,
    );
    await insertPost('venue', 'Media venue', { image_id: created.id });
    await api('GET', `/media/${created.id}`, { key: editor.key }, 200);
    await api('DELETE', `/media/${created.id}`, { key: editor.key }, 409);
    await api('DELETE', `/media/${created.id}?force=true`, { key: editor.key }, 200);
    await api('GET', '/media', {}, 401);
  });

  it('submissions: every route', async () => {
    const editor = await createUser('editor');
    const sender = await createUser('submitter');
    const fields = {
      title: 'Doc submission',
      start_date: '2033-03-01 10:00',
      end_date: '2033-03-01 11:00',
      submitter_name: 'Ane',
      submitter_email: 'ane@example.org',
    };
    const created = await api('POST', '/submissions', { body: fields, key: sender.key }, 201);
    await api('POST', '/submissions', { body: { ...fields, submitter_email: 'x' }, key: sender.key }, 400);
    await api('POST', '/submissions', { body: fields }, 401);
    await api('GET', '/submissions', { key: editor.key }, 200);
    await api('GET', '/submissions', { key: sender.key }, 403);
    await api('GET', '/submissions?state=nope', { key: editor.key }, 400);
    await api('GET', `/submissions/${created.id}?token=${created.token}`, {}, 200);
    await api('GET', `/submissions/${created.id}`, {}, 404);
    await api('POST', `/submissions/${created.id}`, { body: { action: 'approve' }, key: editor.key }, 200);
    await api('POST', `/submissions/${created.id}`, { body: { action: 'approve' }, key: editor.key }, 409);
  });

  it('exercised every documented operation with its success status, and every client error', () => {
    for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
      for (const [method, operation] of Object.entries(item as Record<string, Json>)) {
        const success = Object.keys(operation.responses).find((status) => status.startsWith('2'));
        expect(exercised, `${method.toUpperCase()} ${path} ${success}`).toContain(
          `${method.toUpperCase()} ${path} ${success}`,
        );
      }
    }
    expect([...statuses].sort()).toEqual([
      200, 201, 202, 304, 400, 401, 403, 404, 409, 410, 412, 413, 415, 422, 428, 429,
    ]);
  });
});
