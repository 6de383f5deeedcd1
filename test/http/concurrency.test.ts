import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';

/**
 * Requests fired in parallel: creates of the same title get distinct slugs, updates of one record
 * never corrupt it nor its links, deletes racing updates leave a whole state, and term counts always
 * equal a recount from scratch.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let admin: { id: number; key: string };
let editor: { id: number; key: string };
const DATES = { start_date: '2031-02-01 10:00:00', end_date: '2031-02-01 12:00:00' };

beforeAll(async () => {
  admin = await createUser('administrator');
  editor = await createUser('editor');
});

async function created(path: string, body: Record<string, unknown>): Promise<Json> {
  const res = await send('POST', path, body, admin.key);
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer;
}

async function answers(responses: Promise<Response>[]): Promise<Array<{ status: number; body: Json }>> {
  return Promise.all(
    responses.map(async (pending) => {
      const res = await pending;
      return { status: res.status, body: await json(res) };
    }),
  );
}

/** Term counts equal a recount; no text, link or term row of a missing record; links unique by position. */
async function expectConsistent() {
  const { results: counts } = await env.DB.prepare(
    `SELECT t.id, t.count, (SELECT count(*) FROM event_terms et JOIN posts e ON e.id = et.event_id
       WHERE et.term_id = t.id AND e.status = 'publish') AS recount FROM terms t`,
  ).all<{ id: number; count: number; recount: number }>();
  expect(
    counts.filter((t) => t.count !== t.recount),
    'term counts',
  ).toEqual([]);
  const orphans = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM post_texts WHERE post_id NOT IN (SELECT id FROM posts)) AS texts,
       (SELECT count(*) FROM event_links WHERE event_id NOT IN (SELECT id FROM posts)
          OR post_id NOT IN (SELECT id FROM posts)) AS links,
       (SELECT count(*) FROM event_terms WHERE event_id NOT IN (SELECT id FROM posts)
          OR term_id NOT IN (SELECT id FROM terms)) AS terms,
       (SELECT count(*) FROM posts WHERE id NOT IN (SELECT post_id FROM post_texts)) AS untexted,
       (SELECT count(*) FROM (SELECT event_id, role, position FROM event_links
          GROUP BY event_id, role, position HAVING count(*) > 1)) AS positions`,
  ).first();
  expect(orphans).toEqual({ texts: 0, links: 0, terms: 0, untexted: 0, positions: 0 });
}

const read = async (path: string) => json(await call(path, { headers: bearer(admin.key) }));

describe('parallel creates', () => {
  it('of 25 events with the same title all succeed, with distinct ids and slugs title … title-25', async () => {
    const results = await answers(
      Array.from({ length: 25 }, () =>
        send('POST', '/events', { title: 'Crowded gig', ...DATES }, admin.key),
      ),
    );
    for (const { status, body } of results) expect(status, JSON.stringify(body)).toBe(201);
    const ids = results.map((r) => r.body.id);
    expect(new Set(ids).size).toBe(25);
    const slugs = results.map((r) => r.body.slug).sort();
    expect(new Set(slugs).size).toBe(25);
    const expected = ['crowded-gig', ...Array.from({ length: 24 }, (_, i) => `crowded-gig-${i + 2}`)].sort();
    expect(slugs).toEqual(expected);
    await expectConsistent();
  });

  it('of venues, organizers and terms with the same name never fail and never clash', async () => {
    const results = await answers([
      ...Array.from({ length: 10 }, () => send('POST', '/venues', { venue: 'Crowded hall' }, admin.key)),
      ...Array.from({ length: 10 }, () =>
        send('POST', '/organizers', { organizer: 'Crowded org' }, admin.key),
      ),
      ...Array.from({ length: 10 }, () => send('POST', '/tags', { name: 'Crowded tag' }, admin.key)),
    ]);
    for (const { status, body } of results) {
      // A term created meanwhile makes the others `term_exists`, as a sequential duplicate would.
      expect([201, 400], JSON.stringify(body)).toContain(status);
      if (status === 400) expect(body.code).toBe('term_exists');
    }
    // As sequential creates would: the first creates it, the others get it back (TEC's rule).
    for (const route of ['venues', 'organizers']) {
      const list = (await read(`/${route}?per_page=50&search=Crowded`))[route];
      expect(list, route).toHaveLength(1);
      const answered = results.filter((r) => r.body[route === 'venues' ? 'venue' : 'organizer']);
      expect(new Set(answered.map((r) => r.body.id)), route).toEqual(new Set([list[0].id]));
    }
    expect(results.filter((r) => r.status === 201 && r.body.taxonomy === 'post_tag')).toHaveLength(1);
    await expectConsistent();
  });

  it('of events creating the same new category inline all succeed', async () => {
    const results = await answers(
      Array.from({ length: 10 }, (_, i) =>
        send(
          'POST',
          '/events',
          { title: `Inline cat ${i}`, ...DATES, categories: ['Brand new cat'] },
          admin.key,
        ),
      ),
    );
    for (const { status, body } of results) expect(status, JSON.stringify(body)).toBe(201);
    const categories = new Set(results.flatMap((r) => r.body.categories.map((c: Json) => c.id)));
    expect(categories.size).toBe(1);
    const { results: named } = await env.DB.prepare(
      "SELECT term_id FROM term_texts WHERE taxonomy = 'tribe_events_cat' AND name = 'Brand new cat'",
    ).all<{ term_id: number }>();
    expect(named.map((r) => r.term_id)).toEqual([...categories]);
    const category = await read(`/categories/${[...categories][0]}`);
    expect(category.count).toBe(10);
    await expectConsistent();
  });
});

describe('parallel term writes', () => {
  it('renaming different tags to one name: one wins, the others are term_exists', async () => {
    const tags: Json[] = [];
    for (let i = 0; i < 6; i++) tags.push(await created('/tags', { name: `Rename me ${i}` }));
    const results = await answers(
      tags.map((tag) => send('PATCH', `/tags/${tag.id}`, { name: 'One name' }, admin.key)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const { status, body } of results.filter((r) => r.status !== 200)) {
      expect(status).toBe(400);
      expect(body.code).toBe('term_exists');
    }
    const { results: named } = await env.DB.prepare(
      "SELECT count(*) AS n FROM term_texts WHERE taxonomy = 'post_tag' AND name = 'One name'",
    ).all<{ n: number }>();
    expect(named[0]!.n).toBe(1);
  });

  it('updating a term while it is deleted: 404 or 200, never a half term', async () => {
    for (let round = 0; round < 4; round++) {
      const tag = await created('/tags', { name: `Doomed ${round}` });
      const results = await answers([
        send(
          'PATCH',
          `/tags/${tag.id}`,
          { description: 'late', translations: { eu: { name: `Galdua ${round}` } } },
          admin.key,
        ),
        call(`/tags/${tag.id}`, { method: 'DELETE', headers: bearer(admin.key) }),
        send('PATCH', `/tags/${tag.id}`, { name: `Doomed ${round} renamed` }, admin.key),
      ]);
      for (const { status, body } of results) expect([200, 404], JSON.stringify(body)).toContain(status);
      const { results: rows } = await env.DB.prepare('SELECT count(*) AS n FROM term_texts WHERE term_id = ?')
        .bind(tag.id)
        .all<{ n: number }>();
      expect(rows[0]!.n).toBe(0);
    }
    await expectConsistent();
  });
});

describe('parallel updates of one event', () => {
  it('of different fields all land: the texts, flags, dates, venue and terms of each', async () => {
    for (let round = 0; round < 5; round++) {
      const venue = await created('/venues', { venue: `Race venue ${round}` });
      const category = await created('/categories', { name: `Race cat ${round}` });
      const event = await created('/events', { title: `Race ${round}`, ...DATES });
      const path = `/events/${event.id}`;
      const updates: Array<Record<string, unknown>> = [
        { title: `Race ${round} renamed` },
        { description: 'New description' },
        { excerpt: 'New excerpt' },
        { cost: '15 €' },
        { featured: true },
        { website: 'https://race.example' },
        { venue: venue.id },
        { categories: [category.id] },
        { translations: { eu: { title: `Lasterketa ${round}` } } },
        { end_date: '2031-02-01 13:00:00' },
      ];
      const results = await answers(updates.map((body) => send('PATCH', path, body, admin.key)));
      for (const { status, body } of results) expect(status, JSON.stringify(body)).toBe(200);
      const after = await read(path);
      expect(after).toMatchObject({
        title: `Race ${round} renamed`,
        description: 'New description',
        excerpt: 'New excerpt',
        cost: '15€',
        featured: true,
        website: 'https://race.example',
        end_date: '2031-02-01 13:00:00',
        slug: `race-${round}`,
      });
      expect(after.venue.id).toBe(venue.id);
      expect(after.categories.map((c: Json) => c.id)).toEqual([category.id]);
      const eu = await read(`/eu/site/events/v1/events/${event.id}`);
      expect(eu.title).toBe(`Lasterketa ${round}`);
    }
    await expectConsistent();
  });

  it('of the same field end with one of the values sent, the slug kept', async () => {
    const event = await created('/events', { title: 'Same field', ...DATES });
    const titles = Array.from({ length: 12 }, (_, i) => `Same field ${i}`);
    const results = await answers(
      titles.map((title) => send('PUT', `/events/${event.id}`, { title }, admin.key)),
    );
    for (const { status } of results) expect(status).toBe(200);
    const after = await read(`/events/${event.id}`);
    expect(titles).toContain(after.title);
    expect(after.slug).toBe('same-field');
    const { results: texts } = await env.DB.prepare('SELECT lang FROM post_texts WHERE post_id = ?')
      .bind(event.id)
      .all();
    expect(texts).toEqual([{ lang: 'es' }]);
  });

  it('of link and term lists end with exactly one of the lists sent, without duplicates', async () => {
    const organizers: Json[] = [];
    for (let i = 0; i < 5; i++) organizers.push(await created('/organizers', { organizer: `List org ${i}` }));
    const cats: Json[] = [];
    for (let i = 0; i < 5; i++) cats.push(await created('/categories', { name: `List cat ${i}` }));
    const o = organizers.map((x) => x.id);
    const c = cats.map((x) => x.id);
    for (let round = 0; round < 4; round++) {
      const event = await created('/events', {
        title: `Lists ${round}`,
        ...DATES,
        organizer: [o[0]],
        categories: [c[0]],
      });
      const lists = [
        { organizer: [o[1], o[2]], categories: [c[1], c[2]] },
        { organizer: [o[3]], categories: [c[3]] },
        { organizer: [o[2], o[4], o[0]], categories: [c[4], c[0], c[2]] },
        { organizer: [], categories: [] },
        { organizer: [o[4], o[3], o[2], o[1]], categories: [c[1]] },
        {
          organizer: [o[0], { organizer: `Inline list org ${round}` }],
          categories: [`Inline list cat ${round}`],
        },
      ];
      const results = await answers(
        lists.map((body) => send('POST', `/events/${event.id}`, body, admin.key)),
      );
      for (const { status, body } of results) expect(status, JSON.stringify(body)).toBe(200);
      const after = await read(`/events/${event.id}`);
      const gotOrganizers = (after.organizer as Json[]).map((x) => x.id);
      const gotCategories = (after.categories as Json[]).map((x) => x.id);
      expect(new Set(gotOrganizers).size).toBe(gotOrganizers.length);
      // The final state is what one of the writes answered: both lists from the same write.
      const answered = results.map((r) => ({
        organizer: (r.body.organizer as Json[]).map((x) => x.id),
        categories: (r.body.categories as Json[]).map((x) => x.id),
      }));
      expect(answered).toContainEqual({ organizer: gotOrganizers, categories: gotCategories });
    }
    await expectConsistent();
  });

  it('of statuses and terms keep every term count equal to a recount', async () => {
    const cats: Json[] = [];
    for (let i = 0; i < 4; i++) cats.push(await created('/categories', { name: `Count cat ${i}` }));
    const c = cats.map((x) => x.id);
    const events: Json[] = [];
    for (let i = 0; i < 3; i++)
      events.push(await created('/events', { title: `Count ${i}`, ...DATES, categories: [c[0]] }));
    const writes = events.flatMap((event) => [
      send('PATCH', `/events/${event.id}`, { categories: [c[1], c[2]] }, admin.key),
      send('PATCH', `/events/${event.id}`, { categories: [c[3]] }, admin.key),
      send('PATCH', `/events/${event.id}`, { status: 'draft' }, admin.key),
      send('PATCH', `/events/${event.id}`, { status: 'publish', categories: [c[0], c[3]] }, editor.key),
      send('PATCH', `/events/${event.id}`, { tags: ['Count tag'] }, admin.key),
    ]);
    const results = await answers(writes);
    for (const { status, body } of results) expect(status, JSON.stringify(body)).toBe(200);
    await expectConsistent();
  });
});

describe('a delete racing updates', () => {
  it('trash: ends in the trash with the updates or without them, never half, counts right', async () => {
    const category = await created('/categories', { name: 'Trash race cat' });
    for (let round = 0; round < 5; round++) {
      const event = await created('/events', {
        title: `Trash race ${round}`,
        ...DATES,
        categories: [category.id],
      });
      const path = `/events/${event.id}`;
      const results = await answers([
        send(
          'PATCH',
          path,
          { title: `Trash race ${round} updated`, categories: [category.id, 'Trash race new'] },
          admin.key,
        ),
        call(path, { method: 'DELETE', headers: bearer(admin.key) }),
        send('PATCH', path, { cost: '3 €' }, admin.key),
      ]);
      for (const { status, body } of results) expect([200, 410], JSON.stringify(body)).toContain(status);
      const after = await read(path);
      expect(after.status).toBe('trash');
      expect([`Trash race ${round}`, `Trash race ${round} updated`]).toContain(after.title);
      await expectConsistent();
    }
  });

  it('for good: the event and every row of it are gone, the updates answer 404, counts right', async () => {
    const category = await created('/categories', { name: 'Force race cat' });
    const venue = await created('/venues', { venue: 'Force race venue' });
    for (let round = 0; round < 6; round++) {
      const event = await created('/events', {
        title: `Force race ${round}`,
        ...DATES,
        categories: [category.id],
        venue: venue.id,
      });
      const path = `/events/${event.id}`;
      const results = await answers([
        send(
          'PATCH',
          path,
          { categories: ['Force race new', category.id], venue: { venue: `Force inline ${round}` } },
          admin.key,
        ),
        send('PATCH', path, { translations: { en: { title: 'Force race' } } }, admin.key),
        send('PATCH', path, { title: 'Renamed' }, admin.key),
        call(`${path}?force=true`, { method: 'DELETE', headers: bearer(admin.key) }),
        send('PATCH', path, { status: 'draft' }, admin.key),
      ]);
      for (const { status, body } of results) {
        expect([200, 404], JSON.stringify(body)).toContain(status);
        if (status === 404) expect(body.code).toBe('rest-event-not-found');
      }
      expect((await call(path, { headers: bearer(admin.key) })).status).toBe(404);
      const rows = await env.DB.prepare(
        `SELECT (SELECT count(*) FROM post_texts WHERE post_id = ?1) AS texts,
           (SELECT count(*) FROM event_links WHERE event_id = ?1) AS links,
           (SELECT count(*) FROM event_terms WHERE event_id = ?1) AS terms`,
      )
        .bind(event.id)
        .first();
      expect(rows).toEqual({ texts: 0, links: 0, terms: 0 });
      await expectConsistent();
    }
  });

  it('a venue trashed while events link it: no event links a trashed venue', async () => {
    for (let round = 0; round < 4; round++) {
      const venue = await created('/venues', { venue: `Linked race venue ${round}` });
      const event = await created('/events', { title: `Venue race ${round}`, ...DATES });
      const results = await answers([
        send('PATCH', `/events/${event.id}`, { venue: venue.id }, admin.key),
        call(`/venues/${venue.id}`, { method: 'DELETE', headers: bearer(admin.key) }),
        send('POST', '/events', { title: `Venue race new ${round}`, ...DATES, venue: venue.id }, admin.key),
      ]);
      for (const { status, body } of results) expect([200, 201, 400], JSON.stringify(body)).toContain(status);
      const { results: links } = await env.DB.prepare(
        `SELECT l.event_id FROM event_links l JOIN posts p ON p.id = l.post_id WHERE p.status = 'trash'`,
      ).all();
      expect(links).toEqual([]);
      await expectConsistent();
    }
  });
});

describe('parallel inline creation', () => {
  it('of one venue name from different events links every event to that one venue', async () => {
    const results = await answers(
      Array.from({ length: 10 }, (_, i) =>
        send(
          'POST',
          '/events',
          { title: `Shared hall event ${i}`, ...DATES, venue: { venue: 'Shared Hall', city: 'Bilbo' } },
          admin.key,
        ),
      ),
    );
    for (const { status, body } of results) expect(status, JSON.stringify(body)).toBe(201);
    const venues = new Set(results.map((r) => r.body.venue.id));
    const { results: named } = await env.DB.prepare(
      `SELECT p.id FROM posts p JOIN post_texts t ON t.post_id = p.id WHERE p.kind = 'venue' AND t.title = 'Shared Hall'`,
    ).all<{ id: number }>();
    expect(named.map((r) => r.id).sort()).toEqual([...venues].sort());
    expect(venues.size).toBe(1);
    await expectConsistent();
  });
});
