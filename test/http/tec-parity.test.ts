import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/http/params';
import { bearer, call, createEvent, createUser, json, send } from '../helpers';
import { expectSameShape, expectTecError, tecFixture } from '../tec';

/**
 * API.md §12: behaviours measured against a real TEC 6.17.2 site, checked against the responses it
 * recorded (test/fixtures/tec). Each test sends what the fixture's request sent, to the same kind of
 * data.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

/** Known differences (README, "Choices where the contract was silent"): only their presence is compared. */
const DIFFERS = {
  /** TEC falls back to the event's page for an empty website (API.md §2.1). */
  website: '$.website',
  /** TEC finds no symbol in a range or a list of costs ("10 - 25 €"); we report the one it names. */
  costSymbol: ['$.cost_details.currency_symbol', '$.cost_details.currency_position'],
  /** TEC (without Pro) has no venue pages and leaves the Place's url empty; ours is the venue's page. */
  placeUrl: ['$.venue.json_ld.url', '$.json_ld.location.url'],
  /** TEC's `inStock` is no schema.org value; ours is `https://schema.org/InStock`, as Google reads it. */
  availability: '$.json_ld.offers.availability',
};

let admin: { key: string; id: number };
const DATES = { start_date: '2031-09-01 10:00:00', end_date: '2031-09-01 11:00:00' };
let counter = 0;
const unique = (name: string) => `${name} ${++counter}`;
/** Creates a record as the administrator and answers its body. */
const post = async (route: string, body: Record<string, unknown>) =>
  json(await send('POST', route, body, admin.key));

beforeAll(async () => {
  admin = await createUser('administrator');
});

describe('unknown references are 400 rest_invalid_param, as TEC', () => {
  it('post_parent filter: an id no event has', async () => {
    await expectTecError(await call('/events?post_parent=999999'), 'error-400-post-parent-unknown');
  });

  it('post_parent filter: the id of a venue', async () => {
    const venue = await post('/venues', { venue: unique('Parent venue') });
    await expectTecError(await call(`/events?post_parent=${venue.id}`), 'error-400-post-parent-not-event');
  });

  it('post_parent filter: an event the caller may not read is as unknown', async () => {
    const draft = await createEvent(admin.key, { title: unique('Draft parent'), ...DATES, status: 'draft' });
    await expectTecError(await call(`/events?post_parent=${draft.id}`), 'error-400-post-parent-unknown');
    const res = await call(`/events?post_parent=${draft.id}`, { headers: bearer(admin.key) });
    expect(res.status).toBe(200);
  });

  it('post_parent filter: a readable parent lists its children', async () => {
    const parent = await createEvent(admin.key, { title: unique('Festival'), ...DATES });
    const child = await createEvent(admin.key, {
      title: unique('Concert'),
      ...DATES,
      post_parent: parent.id,
    });
    const body = await json(
      await call(`/events?post_parent=${parent.id}&start_date=2031-09-01&end_date=2031-09-02`),
    );
    expect(body.events.map((e: Json) => e.id)).toEqual([child.id]);
    expect(body.events[0].post_parent).toBe(parent.id);
  });

  it.each([
    ['/events', { title: 'Author probe', ...DATES }, 'error-400-event-author-unknown'],
    ['/venues', { venue: 'Author probe venue' }, 'error-400-venue-author-unknown'],
    ['/organizers', { organizer: 'Author probe organizer' }, 'error-400-organizer-author-unknown'],
  ])('author on %s: a user that does not exist', async (route, body, fixture) => {
    const res = await send('POST', route, { ...body, author: 999999 }, admin.key);
    expect((await expectTecError(res, fixture)).data.params.author).toBe('Unknown user: 999999.');
  });

  it('author on venue and organizer updates, and inside an event’s inline venue', async () => {
    const venue = await post('/venues', { venue: unique('Author venue') });
    const organizer = await post('/organizers', { organizer: unique('Author organizer') });
    for (const path of [`/venues/${venue.id}`, `/organizers/${organizer.id}`]) {
      const res = await send('POST', path, { author: 999999 }, admin.key);
      expect(res.status, path).toBe(400);
      expect((await json(res)).data.params).toEqual({ author: 'Unknown user: 999999.' });
    }
    const inline = await send(
      'POST',
      '/events',
      { title: unique('Inline author'), ...DATES, venue: { venue: unique('Inline venue'), author: 999999 } },
      admin.key,
    );
    expect(inline.status).toBe(400);
    expect((await json(inline)).data.params).toEqual({
      venue: 'Invalid venue author: Unknown user: 999999.',
    });
    // An existing user is fine, and becomes the author.
    const ok = await send('POST', `/venues/${venue.id}`, { author: admin.id }, admin.key);
    expect((await json(ok)).author).toBe(String(admin.id));
  });

  it('an author may not name another author for what an event creates inline', async () => {
    const author = await createUser('author');
    const res = await send(
      'POST',
      '/events',
      {
        title: unique('Inline other'),
        ...DATES,
        organizer: [{ organizer: unique('Org'), author: admin.id }],
      },
      author.key,
    );
    expect(res.status).toBe(403);
  });
});

describe('venue and organizer search covers every field', () => {
  it.each([
    [
      'venues',
      { venue: 'Search venue', phone: '+34 943 481 900', website: 'https://hall.example.org' },
      ['481', 'hall.example'],
    ],
    [
      'venues',
      { venue: 'Search venue', address: 'Zurriola Hiribidea 1', city: 'Donostia' },
      ['Hiribidea', 'donostia'],
    ],
    [
      'venues',
      { venue: 'Search venue', zip: '20002', province: 'Gipuzkoa', country: 'Spain', state: 'GI' },
      ['20002', 'gipuzkoa', 'spain'],
    ],
    [
      'organizers',
      { organizer: 'Search org', email: 'tickets@orgsearch.example', phone: '600 111 222' },
      ['tickets@orgsearch', '111'],
    ],
    [
      'organizers',
      { organizer: 'Search org', website: 'https://orgsearch-site.example' },
      ['orgsearch-site'],
    ],
  ])('%s: %j', async (route, fields, words) => {
    const nameKey = route === 'venues' ? 'venue' : 'organizer';
    const name = unique(String(fields[nameKey as keyof typeof fields]));
    const created = await post(`/${route}`, { ...fields, [nameKey]: name });
    for (const word of words) {
      const body = await json(await call(`/${route}?search=${encodeURIComponent(word)}&per_page=50`));
      expect(
        body[route].map((r: Json) => r.id),
        word,
      ).toContain(created.id);
    }
  });
});

describe('terms', () => {
  it('slug= (empty) on a term list is 400', async () => {
    await expectTecError(await call('/categories?slug='), 'error-400-category-slug-empty');
    await expectTecError(await call('/tags?slug='), 'error-400-category-slug-empty');
  });

  it('an empty name or slug is 400 on create and update', async () => {
    await expectTecError(
      await send('POST', '/categories', { name: '' }, admin.key),
      'error-400-category-name-empty',
    );
    await expectTecError(
      await send('POST', '/categories', { name: unique('Slug probe'), slug: '' }, admin.key),
      'error-400-category-create-slug-empty',
    );
    const tag = await post('/tags', { name: unique('Tag') });
    await expectTecError(
      await send('POST', `/tags/${tag.id}`, { slug: '' }, admin.key),
      'error-400-category-create-slug-empty',
    );
    await expectTecError(
      await send('POST', `/tags/${tag.id}`, { name: '' }, admin.key),
      'error-400-category-name-empty',
    );
  });

  it('deviation: an empty description is accepted and clears it (TEC refuses it)', async () => {
    expect(tecFixture('error-400-category-description-empty').status).toBe(400);
    const term = await post('/categories', { name: unique('Described'), description: 'Some text' });
    const res = await send('POST', `/categories/${term.id}`, { description: '' }, admin.key);
    expect(res.status).toBe(200);
    expect((await json(res)).description).toBe('');
    const created = await send('POST', '/categories', { name: unique('Blank'), description: '' }, admin.key);
    expect(created.status).toBe(201);
  });

  it('a tag with a parent: TEC’s message', async () => {
    await expectTecError(
      await send('POST', '/tags', { name: unique('Parent probe'), parent: 1 }, admin.key),
      'error-400-tag-parent',
    );
  });

  it('deleting a term answers it as it was, its count included', async () => {
    const fixture = tecFixture('category-delete-used');
    const category = await post('/categories', { name: unique('Delete probe'), description: 'Used once' });
    await createEvent(admin.key, {
      title: unique('Delete probe event'),
      ...DATES,
      categories: [category.id],
    });
    const res = await send('DELETE', `/categories/${category.id}`, undefined, admin.key);
    const body = await json(res);
    expect(res.status).toBe(fixture.status);
    expectSameShape(body, fixture.body);
    expect(body.count).toBe(fixture.body.count);
    expect(body.count).toBe(1);
  });

  it('a page past the end still points at the page before it', async () => {
    const fixture = tecFixture('categories-page-past-end');
    const body = await json(await call('/categories?page=40&hide_empty=0'));
    expect(Object.keys(body)).toEqual(Object.keys(fixture.body));
    expect(body.categories).toEqual([]);
    expect(new URL(body.previous_rest_url).searchParams.get('page')).toBe('39');
  });
});

describe('cost', () => {
  it('an array of costs is accepted: every number in values, ascending', async () => {
    const fixture = tecFixture('event-create-cost-array');
    const res = await send(
      'POST',
      '/events',
      { title: unique('Cost array'), ...DATES, cost: ['10', '20 €', '5'] },
      admin.key,
    );
    const body = await json(res);
    expect(res.status).toBe(fixture.status);
    expectSameShape(body, fixture.body, [DIFFERS.website, ...DIFFERS.costSymbol]);
    expect(body.cost_details.values).toEqual(fixture.body.cost_details.values);
    expect(body.cost).toBe('5€ – 20€');
  });

  it('arrays work in translations too, and are limited like text', async () => {
    const res = await send(
      'POST',
      '/events',
      { title: unique('Cost translations'), ...DATES, translations: { eu: { cost: [15, '30'] } } },
      admin.key,
    );
    const body = await json(res);
    expect(res.status).toBe(201);
    const eu = await json(await call(`/eu/site/events/v1/events/${body.id}`));
    expect(eu.cost_details.values).toEqual(['15', '30']);
    const tooMany = await send(
      'POST',
      '/events',
      { title: 'x', ...DATES, cost: Array(9).fill('1') },
      admin.key,
    );
    expect(tooMany.status).toBe(400);
    const nested = await send('POST', '/events', { title: 'x', ...DATES, cost: [['1']] }, admin.key);
    expect(nested.status).toBe(400);
  });

  it.each([
    ['event-create-cost-dollar', '20$'],
    ['event-create-cost-euro', '10 - 25 €'],
  ])('%s: a symbol alone never implies a currency code', async (name, cost) => {
    const fixture = tecFixture(name);
    const body = await post('/events', { title: unique('Cost'), ...DATES, cost });
    expectSameShape(body, fixture.body, [DIFFERS.website, ...DIFFERS.costSymbol]);
    expect(body.cost_details.currency_code).toBe('');
    expect(body.cost_details.values).toEqual(fixture.body.cost_details.values);
  });
});

describe('TEC’s messages, word for word', () => {
  it('a password-protected event without its password, or with a wrong one', async () => {
    const event = await createEvent(admin.key, { title: unique('Locked'), ...DATES });
    await send('POST', `/events/${event.id}`, { password: 'pw' }, admin.key);
    await expectTecError(await call(`/events/${event.id}`), 'error-403-password-protected');
    await expectTecError(await call(`/events/${event.id}?password=nope`), 'error-403-password-wrong');
    expect((await call(`/events/${event.id}?password=pw`)).status).toBe(200);
  });

  it.each([
    ['events', { title: 'Trash probe', ...DATES }, 'error-410-event-in-trash'],
    ['venues', { venue: 'Trash probe venue' }, 'error-410-venue-in-trash'],
    ['organizers', { organizer: 'Trash probe organizer' }, 'error-410-organizer-in-trash'],
  ])('a second DELETE of a trashed record (%s)', async (route, fields, fixture) => {
    const named = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [
        k,
        k === 'title' || k === route.slice(0, -1) ? unique(String(v)) : v,
      ]),
    );
    const record = await json(await send('POST', `/${route}`, named, admin.key));
    expect((await send('DELETE', `/${route}/${record.id}`, undefined, admin.key)).status).toBe(200);
    await expectTecError(await send('DELETE', `/${route}/${record.id}`, undefined, admin.key), fixture);
  });

  it.each([
    ['events', 'error-404-event-archive-page'],
    ['venues', 'error-404-venue-archive-page'],
    ['organizers', 'error-404-organizer-archive-page'],
  ])('a page past the end of %s', async (route, fixture) => {
    await expectTecError(await call(`/${route}?page=500`), fixture);
  });
});

describe('records', () => {
  it('a single event with a venue and an organizer has TEC’s shape, json_ld included', async () => {
    const fixture = tecFixture('event-single-full');
    const venue = await post('/venues', {
      venue: unique('Full venue'),
      address: 'Zurriola 1',
      city: 'Donostia',
      country: 'Spain',
      province: 'Gipuzkoa',
      zip: '20002',
      phone: '+34 943 003 000',
      website: 'https://kursaal.example.org',
    });
    const organizer = await post('/organizers', {
      organizer: unique('Full organizer'),
      email: 'org@example.org',
      phone: '+34 600 000 001',
      website: 'https://org.example.org',
    });
    const event = await createEvent(admin.key, {
      title: unique('Full event'),
      ...DATES,
      timezone: 'UTC',
      description: '<p>Rich</p>',
      excerpt: '<p>Short</p>',
      cost: '15 €',
      venue: venue.id,
      organizer: [organizer.id],
      website: 'https://example.org/full',
    });
    const body = await json(await call(`/events/${event.id}`));
    // TEC's `performer: "Organization"` (a bare string, no schema.org value) is left out (docs/tec-differences.md).
    const { performer, ...tecJsonLd } = fixture.body.json_ld;
    expect(performer).toBe('Organization');
    expectSameShape(body, { ...fixture.body, json_ld: tecJsonLd }, [
      ...DIFFERS.placeUrl,
      DIFFERS.availability,
    ]);
    expect(body.json_ld.performer).toBeUndefined();
    expect(fixture.body.json_ld.offers.availability).toBe('inStock');
    expect(body.json_ld.offers.availability).toBe('https://schema.org/InStock');
  });

  it('every event carries ticketed and post_parent, in lists and single reads', async () => {
    const parent = await createEvent(admin.key, { title: unique('Parent'), ...DATES });
    const child = await createEvent(admin.key, {
      title: unique('Child'),
      ...DATES,
      post_parent: parent.id,
      ticketed: true,
    });
    expect(parent).toMatchObject({ ticketed: false, post_parent: 0 });
    expect(child).toMatchObject({ ticketed: true, post_parent: parent.id });
    const list = await json(await call(`/events?include=${parent.id},${child.id}`));
    expect(list.events.map((e: Json) => [e.ticketed, e.post_parent])).toEqual([
      [false, 0],
      [true, parent.id],
    ]);
    const keys = Object.keys(await json(await call(`/events/${child.id}`)));
    expect(keys.slice(keys.indexOf('json_ld'))).toEqual([
      'json_ld',
      'ticketed',
      'post_parent',
      // series.md: every event says whether it recurs.
      'recurring',
      // What visitors choose by (test/http/event-facts.test.ts).
      'event_status',
      'event_status_reason',
      'previous_start_date',
      'attendance_mode',
      'online_url',
      'online_url_visible_before',
      'event_languages',
      'accessibility',
      'accessibility_note',
      'lang',
      'translations',
    ]);
  });

  it('a description is limited only by the body: 200 KiB is a 201, in translations too', async () => {
    const description = `<p>${'Music and more. '.repeat(12_800)}Música.</p>`;
    expect(new TextEncoder().encode(description).length).toBeGreaterThan(200 * 1024);
    const res = await send(
      'POST',
      '/events',
      {
        title: unique('Long'),
        ...DATES,
        description,
        translations: { eu: { description: description.slice(0, 30_000) } },
      },
      admin.key,
    );
    const body = await json(res);
    expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(201);
    expect((await json(await call(`/events/${body.id}`))).description).toBe(description);
    for (const [route, name] of [
      ['venues', 'venue'],
      ['organizers', 'organizer'],
      ['categories', 'name'],
    ] as const) {
      const created = await send('POST', `/${route}`, { [name]: unique('Long'), description }, admin.key);
      expect(created.status, route).toBe(201);
      expect((await json(created)).description).toBe(description);
    }
    // Over the body limit it is the body that is refused.
    const tooLarge = await send(
      'POST',
      '/events',
      { title: 'x', ...DATES, description: 'x'.repeat(MAX_BODY_BYTES) },
      admin.key,
    );
    expect(tooLarge.status).toBe(413);
  });
});
