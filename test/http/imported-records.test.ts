import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, call, createEvent, createUser, json } from '../helpers';

/**
 * What the Worker does for imported records (npm run import): aliases of ids, the source's global id
 * lineage, old permalinks redirected, TEC's own API path answered, WordPress' percent-encoded slugs.
 */

let eventId: number;
let draftId: number;
let termId: number;

beforeAll(async () => {
  const { key } = await createUser('administrator');
  const event = await createEvent(key, {
    title: 'Kontzertua',
    start_date: '2027-05-20 19:00:00',
    end_date: '2027-05-20 21:00:00',
    translations: { en: { title: 'Concert' } },
  });
  eventId = event.id;
  draftId = (
    await createEvent(key, {
      title: 'Zirriborroa',
      start_date: '2027-05-21 19:00',
      end_date: '2027-05-21 20:00',
      status: 'draft',
    })
  ).id;
  const term = await json(
    await call('/categories', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Jazz' }),
    }),
  );
  termId = term.id;
  const sql = [
    `UPDATE posts SET source_lineage = '["old.example?id=77","aggregator.example?id=5"]' WHERE id = ${eventId}`,
    `INSERT INTO aliases (space, alias_id, target_id, lang) VALUES ('post', 900077, ${eventId}, 'en'), ('post', 900078, ${eventId}, NULL), ('post', ${draftId}, ${eventId}, 'en'), ('term', 900090, ${termId}, NULL)`,
    `INSERT INTO legacy_urls (path, space, target_id, lang) VALUES ('/event/old-concert/', 'post', ${eventId}, 'en'), ('/?post_type=tribe_events&p=12', 'post', ${draftId}, NULL), ('/events/category/music/jazz/', 'term', ${termId}, NULL), ('/event/kontzertua/', 'post', ${eventId}, 'es')`,
    `INSERT INTO post_texts (post_id, kind, lang, title, slug) VALUES (${draftId}, 'event', 'gl', 'Концерт', '%d0%ba%d0%be%d0%bd%d1%86%d0%b5%d1%80%d1%82')`,
  ];
  for (const statement of sql) await env.DB.prepare(statement).run();
});

describe('imported records', () => {
  it('global_id_lineage lists ours, then the source lineage', async () => {
    const event = await json(await call(`/events/${eventId}`));
    expect(event.global_id_lineage).toEqual([
      `api.test?id=${eventId}`,
      'old.example?id=77',
      'aggregator.example?id=5',
    ]);
  });

  it('an alias of a translation answers the record in its language; a remapped id in the request’s', async () => {
    expect(await json(await call('/events/900077'))).toMatchObject({
      id: eventId,
      title: 'Concert',
      lang: 'en',
    });
    expect(await json(await call('/eu/site/events/v1/events/900077'))).toMatchObject({
      id: eventId,
      title: 'Kontzertua',
    });
    expect(await json(await call('/events/900078'))).toMatchObject({
      id: eventId,
      title: 'Kontzertua',
      lang: 'es',
    });
    expect(await json(await call('/categories/900090'))).toMatchObject({ id: termId, name: 'Jazz' });
  });

  it('a record’s own id wins over an alias with the same number', async () => {
    const { key } = await createUser('administrator');
    const own = await json(await call(`/events/${draftId}`, { headers: { Authorization: `Bearer ${key}` } }));
    expect(own).toMatchObject({ id: draftId, status: 'draft' });
  });

  it('aliases are for reads: a write to an alias id is 404', async () => {
    const { key } = await createUser('administrator');
    const res = await call('/events/900077', {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'x' }),
    });
    expect(res.status).toBe(404);
  });

  it('TEC’s own paths are answered as ours', async () => {
    const direct = await call(`/site/events/v1/events/${eventId}`);
    const old = await call(`${BASE}/wp-json/tribe/events/v1/events/${eventId}`);
    expect(old.status).toBe(200);
    expect(await old.text()).toBe(await direct.text());
    const basque = await json(await call(`${BASE}/eu/wp-json/tribe/events/v1/events/${eventId}`));
    expect(basque.rest_url).toBe(`${BASE}/eu/site/events/v1/events/${eventId}`);
    const routed = await call(`${BASE}/?rest_route=/tribe/events/v1/events/${eventId}`);
    expect((await json(routed)).id).toBe(eventId);
    expect((await call(`${BASE}/wp-json/wp/v2/posts`)).status).toBe(404);
  });

  it('old permalinks of published records redirect to their page', async () => {
    const res = await call(`${BASE}/event/old-concert/`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/en/event/concert/');
    const category = await call(`${BASE}/events/category/music/jazz/`, { redirect: 'manual' });
    expect(category.headers.get('location')).toBe('/events/category/jazz/');
  });

  it('redirects only within the request’s own origin, whatever host the client names', async () => {
    // The host in the URL the Worker sees is the one a client's Host header names.
    for (const origin of ['http://evil.example', 'https://attacker.test:8443']) {
      const res = await call(`${origin}/event/old-concert/`, { redirect: 'manual' });
      expect(res.status).toBe(301);
      const location = res.headers.get('location')!;
      expect(location).toBe('/en/event/concert/');
      expect(new URL(location, BASE).origin).toBe(new URL(BASE).origin);
    }
  });

  it('no redirect for unpublished records, to the same address, or for unknown paths', async () => {
    // The old address of a draft is not redirected (here it is the home page's address).
    const draft = await call(`${BASE}/?post_type=tribe_events&p=12`, { redirect: 'manual' });
    expect(draft.status).not.toBe(301);
    expect(draft.headers.get('location')).toBeNull();
    // Its target is this very address, the Spanish (default language) page: answered, not redirected.
    const same = await call(`${BASE}/event/kontzertua/`, { redirect: 'manual' });
    expect(same.status).toBe(200);
    expect(same.headers.get('location')).toBeNull();
    const unknown = await call(`${BASE}/event/nothing-here/`, { redirect: 'manual' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('text/html');
    expect((await call(`${BASE}/nothing/here/`)).status).toBe(404);
  });

  it('by-slug finds a slug WordPress stored percent-encoded, by its letters or its encoding', async () => {
    const { key } = await createUser('administrator');
    const auth = { headers: { Authorization: `Bearer ${key}` } };
    expect(await json(await call(`/events/by-slug/${encodeURIComponent('концерт')}`, auth))).toMatchObject({
      id: draftId,
    });
    expect(
      await json(
        await call(
          '/events/by-slug/%25d0%25ba%25d0%25be%25d0%25bd%25d1%2586%25d0%25b5%25d1%2580%25d1%2582',
          auth,
        ),
      ),
    ).toMatchObject({ id: draftId });
  });
});
