import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';

/**
 * Leak paths: records an anonymous caller (or a subscriber) must not see — drafts, private, trashed
 * and scheduled events, draft venues and organizers — must not show through any read: lists and
 * their totals, search, by-slug and by-id reads, venue/organizer filters, embedded records, term
 * counts, term and venue filters by event, or error messages. The same reads as an editor do see
 * them, which proves the checks can fail.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;
type User = { id: number; login: string; key: string };

/** The word every hidden record's name carries, and no visible one. */
const SECRET = 'Qwertleak';
const OCTOBER = 'start_date=2031-10-01&end_date=2031-10-31';
/** Outside the October window the hidden records live in. */
const WHEN_ELSE = { start_date: '2031-11-20 10:00:00', end_date: '2031-11-20 12:00:00', timezone: 'UTC' };
const at = (day: number) => ({
  start_date: `2031-10-${String(day).padStart(2, '0')} 10:00:00`,
  end_date: `2031-10-${String(day).padStart(2, '0')} 12:00:00`,
  timezone: 'UTC',
});

let author: User;
let editor: User;
let subscriber: User;
let otherAuthor: User;

const hidden = {} as Record<'draft' | 'private' | 'trashed' | 'future', Json>;
let published: Json;
let draftVenue: Json;
let draftOrganizer: Json;
/** Published, but linked only to hidden events. */
let lonelyVenue: Json;
let lonelyOrganizer: Json;
/** Used only by hidden events. */
let hiddenCategory: Json;
let hiddenTag: Json;
let publicCategory: Json;

/** Every response read in this file, raw, to check that no hidden name shows. */
const seen: Array<{ what: string; text: string; insider: boolean }> = [];

async function read(path: string, key?: string): Promise<{ status: number; body: Json; headers: Headers }> {
  const res = await call(path, key ? { headers: bearer(key) } : {});
  const text = await res.text();
  // The editor and the hidden records' own author may see them.
  seen.push({ what: path, text, insider: key === editor.key || key === author.key });
  return { status: res.status, body: JSON.parse(text), headers: res.headers };
}

async function ok(path: string, key?: string): Promise<Json> {
  const { status, body, headers } = await read(path, key);
  expect(status, `${path}: ${JSON.stringify(body)}`).toBe(200);
  if (headers.has('X-TEC-Total')) expect(Number(headers.get('X-TEC-Total')), path).toBe(body.total);
  return body;
}

async function refused(path: string, key: string | undefined, status: number, code: string): Promise<Json> {
  const { status: actual, body } = await read(path, key);
  expect(actual, `${path}: ${JSON.stringify(body)}`).toBe(status);
  expect(body.code, path).toBe(code);
  return body;
}

async function created(route: string, body: Record<string, unknown>, key: string): Promise<Json> {
  const res = await send('POST', route, body, key);
  const answer = await json(res);
  expect(res.status, JSON.stringify(answer)).toBe(201);
  return answer;
}

const idsOf = (list: Json[]) => list.map((record) => record.id).sort((a: number, b: number) => a - b);

beforeAll(async () => {
  author = await createUser('author');
  editor = await createUser('editor');
  subscriber = await createUser('subscriber');
  otherAuthor = await createUser('author');

  hiddenCategory = await created('/categories', { name: 'Solodraftcat' }, editor.key);
  hiddenTag = await created('/tags', { name: 'Solodrafttag' }, editor.key);
  publicCategory = await created('/categories', { name: 'Publicat' }, editor.key);

  draftVenue = await created(
    '/venues',
    { venue: `${SECRET} Sala`, description: 'Zona reservada', city: 'Bilbo', status: 'draft' },
    author.key,
  );
  draftOrganizer = await created(
    '/organizers',
    { organizer: `${SECRET} Org`, email: 'qwertleak@example.com', status: 'draft' },
    author.key,
  );
  lonelyVenue = await created('/venues', { venue: 'Solitaria Sala', city: 'Donostia' }, author.key);
  lonelyOrganizer = await created('/organizers', { organizer: 'Solitaria Org' }, author.key);

  const hiddenLinks = {
    categories: [hiddenCategory.id],
    tags: [hiddenTag.id],
    venue: lonelyVenue.id,
    organizer: [lonelyOrganizer.id],
  };
  hidden.draft = await created(
    '/events',
    { title: `${SECRET} borrador`, ...at(10), status: 'draft', ...hiddenLinks },
    author.key,
  );
  hidden.private = await created(
    '/events',
    { title: `${SECRET} privado`, ...at(11), status: 'private', ...hiddenLinks },
    author.key,
  );
  hidden.future = await created(
    '/events',
    { title: `${SECRET} futuro`, ...at(12), date: '2030-01-01 10:00:00', ...hiddenLinks },
    author.key,
  );
  hidden.trashed = await created(
    '/events',
    { title: `${SECRET} papelera`, ...at(13), ...hiddenLinks },
    author.key,
  );
  const trash = await call(`/events/${hidden.trashed.id}`, { method: 'DELETE', headers: bearer(author.key) });
  expect(trash.status).toBe(200);
  // Trashing the event keeps its links (only trashing a venue or organizer unlinks it).

  published = await created(
    '/events',
    {
      title: 'Visible publicado',
      ...at(14),
      venue: draftVenue.id,
      organizer: [draftOrganizer.id],
      categories: [publicCategory.id],
    },
    author.key,
  );
  // Publishing the event published its venue and organizer, the author's own (as TEC): drafts again, a
  // published event's draft venue and organizer must not show through it.
  for (const path of [`/venues/${draftVenue.id}`, `/organizers/${draftOrganizer.id}`])
    expect((await send('PATCH', path, { status: 'draft' }, author.key)).status).toBe(200);
  expect(hidden.draft.status).toBe('draft');
  expect(hidden.private.status).toBe('private');
  expect(hidden.future.status).toBe('future');
  expect(draftVenue.status).toBe('draft');
  expect(draftOrganizer.status).toBe('draft');
  expect(published.status).toBe('publish');
});

const OUTSIDERS = [
  { who: 'anonymous', key: () => undefined },
  { who: 'subscriber', key: () => subscriber.key },
  { who: 'another author', key: () => otherAuthor.key },
];

describe.each(OUTSIDERS)('as $who', ({ key }) => {
  it('/events lists only the published event, in the events, the total and X-TEC-Total', async () => {
    const list = await ok(`/events?${OCTOBER}`, key());
    expect(idsOf(list.events)).toEqual([published.id]);
    expect(list.total).toBe(1);
    expect(list.total_pages).toBe(1);
  });

  it('/events?search= finds nothing by a word of the hidden titles', async () => {
    const list = await ok(`/events?${OCTOBER}&search=${SECRET}`, key());
    expect(list.total).toBe(0);
    expect(list.events).toEqual([]);
  });

  it('/events filters (include, categories, tags, venue, organizer) do not reach hidden events', async () => {
    const ids = Object.values(hidden).map((e) => e.id);
    expect((await ok(`/events?include=${ids.join(',')}`, key())).total).toBe(0);
    expect((await ok(`/events?${OCTOBER}&categories=${hiddenCategory.id}`, key())).total).toBe(0);
    expect((await ok(`/events?${OCTOBER}&tags=${hiddenTag.slug}`, key())).total).toBe(0);
    expect((await ok(`/events?${OCTOBER}&venue=${lonelyVenue.id}`, key())).total).toBe(0);
    expect((await ok(`/events?${OCTOBER}&organizer=${lonelyOrganizer.id}`, key())).total).toBe(0);
  });

  it.each([
    ['draft', 'event-not-accessible'],
    ['private', 'event-not-accessible'],
    ['future', 'event-not-accessible'],
    ['trashed', 'event-no-longer-available'],
  ] as const)('the %s event is 403 %s by id and by slug', async (which, code) => {
    const event = hidden[which];
    await refused(`/events/${event.id}`, key(), 403, code);
    await refused(`/events/by-slug/${event.slug}`, key(), 403, code);
  });

  it('the draft venue and organizer are not listed, searched, counted or readable', async () => {
    for (const [route, record, code] of [
      ['venues', draftVenue, 'venue-not-accessible'],
      ['organizers', draftOrganizer, 'organizer-not-accessible'],
    ] as const) {
      const list = await ok(`/${route}?per_page=50`, key());
      expect(idsOf(list[route])).not.toContain(record.id);
      expect(list.total).toBe(list[route].length);
      expect((await ok(`/${route}?search=${SECRET}`, key())).total).toBe(0);
      await refused(`/${route}/${record.id}`, key(), 403, code);
      await refused(`/${route}/by-slug/${record.slug}`, key(), 403, code);
    }
    // Searching by a plain column (the organizer's email) does not find it either.
    expect((await ok('/organizers?search=qwertleak@example.com', key())).total).toBe(0);
  });

  it("the published event's venues and organizers, filtered by event, leave the drafts out", async () => {
    expect((await ok(`/venues?event=${published.id}`, key())).total).toBe(0);
    expect((await ok(`/organizers?event=${published.id}`, key())).total).toBe(0);
  });

  it('filtering events by the draft venue or organizer is 400, as for an unknown one', async () => {
    for (const [param, record] of [
      ['venue', draftVenue],
      ['organizer', draftOrganizer],
    ] as const) {
      const body = await refused(
        `/events?${OCTOBER}&${param}=${record.id}`,
        key(),
        400,
        'rest_invalid_param',
      );
      const unknown = await refused(`/events?${OCTOBER}&${param}=999999`, key(), 400, 'rest_invalid_param');
      expect(body.message).toBe(unknown.message);
    }
  });

  it('a venue or organizer whose only events are hidden has no events and nothing upcoming', async () => {
    for (const [route, record] of [
      ['venues', lonelyVenue],
      ['organizers', lonelyOrganizer],
    ] as const) {
      const withEvents = await ok(`/${route}?has_events=true&per_page=50`, key());
      expect(idsOf(withEvents[route])).not.toContain(record.id);
      const upcoming = await ok(`/${route}?only_with_upcoming=true&per_page=50`, key());
      expect(idsOf(upcoming[route])).not.toContain(record.id);
      const without = await ok(`/${route}?has_events=false&per_page=50`, key());
      expect(idsOf(without[route])).toContain(record.id);
      expect(withEvents.total + without.total).toBe((await ok(`/${route}?per_page=50`, key())).total);
    }
  });

  it('the published event embeds neither the draft venue nor the draft organizer', async () => {
    const single = await ok(`/events/${published.id}`, key());
    expect(single.venue).toEqual([]);
    expect(single.organizer).toEqual([]);
    expect(single.json_ld.location).toBeUndefined();
    expect(single.json_ld.organizer).toBeUndefined();
    const list = await ok(`/events?${OCTOBER}`, key());
    expect(list.events[0].venue).toEqual([]);
    expect(list.events[0].organizer).toEqual([]);
  });

  it('a term used only by hidden events counts 0 and is hidden; counts never include hidden events', async () => {
    for (const [route, term] of [
      ['categories', hiddenCategory],
      ['tags', hiddenTag],
    ] as const) {
      const shown = await ok(`/${route}?per_page=50`, key());
      expect(idsOf(shown[route])).not.toContain(term.id);
      const all = await ok(`/${route}?per_page=50&hide_empty=false`, key());
      expect(all[route].find((t: Json) => t.id === term.id).count).toBe(0);
      expect((await ok(`/${route}/${term.id}`, key())).count).toBe(0);
    }
    const categories = await ok('/categories?per_page=50', key());
    expect(categories.categories.find((t: Json) => t.id === publicCategory.id).count).toBe(1);
  });

  it.each(['draft', 'private', 'future', 'trashed'] as const)(
    'filters by the %s event are 400, as for an unknown event',
    async (which) => {
      const id = hidden[which].id;
      for (const path of [
        `/categories?post=${id}`,
        `/categories?event=${id}`,
        `/tags?post=${id}`,
        `/venues?event=${id}`,
        `/organizers?event=${id}`,
      ]) {
        const body = await refused(path, key(), 400, 'rest_invalid_param');
        const unknown = await refused(path.replace(String(id), '999999'), key(), 400, 'rest_invalid_param');
        expect(body.message).toBe(unknown.message);
        expect(JSON.stringify(body.data.params)).toBe(
          JSON.stringify(unknown.data.params).replace('999999', String(id)),
        );
      }
    },
  );
});

describe('writes do not hand hidden records to other users', () => {
  it("creating a venue or organizer named like someone else's draft creates a new one", async () => {
    for (const [route, field, record] of [
      ['venues', 'venue', draftVenue],
      ['organizers', 'organizer', draftOrganizer],
    ] as const) {
      const mine = await created(`/${route}`, { [field]: record[field] }, otherAuthor.key);
      expect(mine.id).not.toBe(record.id);
      expect(mine.author).toBe(String(otherAuthor.id));
      expect(JSON.stringify(mine)).not.toContain(record.description ?? 'Zona reservada');
    }
  });

  it('naming it inline in an event creates a new one as well', async () => {
    const event = await created(
      '/events',
      { title: 'Inline otro autor', ...WHEN_ELSE, venue: { venue: draftVenue.venue } },
      otherAuthor.key,
    );
    expect(event.venue.id).not.toBe(draftVenue.id);
    expect(event.venue.author).toBe(String(otherAuthor.id));
  });

  it("linking someone else's draft venue or organizer by id is 400, as for an unknown one", async () => {
    for (const [param, record] of [
      ['venue', draftVenue],
      ['organizer', draftOrganizer],
    ] as const) {
      for (const id of [record.id, 999999]) {
        const res = await send(
          'POST',
          '/events',
          { title: 'Enlace ajeno', ...WHEN_ELSE, [param]: id },
          otherAuthor.key,
        );
        const body = await json(res);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(body.data.params[param]).toBe(`Unknown ${param}: ${id}.`);
      }
    }
  });

  it('its own author still gets the existing record back', async () => {
    const again = await created('/venues', { venue: draftVenue.venue }, author.key);
    expect(again.id).toBe(draftVenue.id);
  });
});

describe('as an editor, every hidden record is there (the checks above can fail)', () => {
  it('/events lists, counts and searches them', async () => {
    const list = await ok(`/events?${OCTOBER}`, editor.key);
    expect(idsOf(list.events)).toEqual(
      idsOf([published, hidden.draft, hidden.private, hidden.future])
        .concat()
        .sort((a, b) => a - b),
    );
    expect(list.total).toBe(4);
    const found = await ok(`/events?${OCTOBER}&search=${SECRET}`, editor.key);
    expect(found.total).toBe(3);
    const trash = await ok(`/events?${OCTOBER}&status=trash`, editor.key);
    expect(idsOf(trash.events)).toEqual([hidden.trashed.id]);
  });

  it('reads every hidden event by id and slug', async () => {
    for (const event of Object.values(hidden)) {
      expect((await ok(`/events/${event.id}`, editor.key)).id).toBe(event.id);
      expect((await ok(`/events/by-slug/${event.slug}`, editor.key)).id).toBe(event.id);
    }
  });

  it('sees the draft venue and organizer, and the lonely ones have events', async () => {
    for (const [route, record, lonely] of [
      ['venues', draftVenue, lonelyVenue],
      ['organizers', draftOrganizer, lonelyOrganizer],
    ] as const) {
      expect(idsOf((await ok(`/${route}?search=${SECRET}`, editor.key))[route])).toContain(record.id);
      expect((await ok(`/${route}/by-slug/${record.slug}`, editor.key)).id).toBe(record.id);
      expect(idsOf((await ok(`/${route}?has_events=true&per_page=50`, editor.key))[route])).toEqual(
        expect.arrayContaining([record.id, lonely.id]),
      );
      expect(idsOf((await ok(`/${route}?only_with_upcoming=true&per_page=50`, editor.key))[route])).toContain(
        lonely.id,
      );
      expect(idsOf((await ok(`/${route}?event=${hidden.draft.id}`, editor.key))[route])).toEqual(
        route === 'venues' ? [lonelyVenue.id] : [lonelyOrganizer.id],
      );
    }
  });

  it('gets the draft venue and organizer embedded in the published event', async () => {
    const single = await ok(`/events/${published.id}`, editor.key);
    expect(single.venue.id).toBe(draftVenue.id);
    expect(single.organizer.map((o: Json) => o.id)).toEqual([draftOrganizer.id]);
    expect(single.json_ld.location.name).toBe(draftVenue.venue);
    // The author sees their own drafts embedded too.
    expect((await ok(`/events/${published.id}`, author.key)).venue.id).toBe(draftVenue.id);
  });

  it('filters events by the draft venue and organizer', async () => {
    expect(idsOf((await ok(`/events?${OCTOBER}&venue=${draftVenue.id}`, editor.key)).events)).toEqual([
      published.id,
    ]);
    expect(idsOf((await ok(`/events?${OCTOBER}&organizer=${draftOrganizer.id}`, editor.key)).events)).toEqual(
      [published.id],
    );
    expect(idsOf((await ok(`/venues?event=${published.id}`, editor.key)).venues)).toEqual([draftVenue.id]);
  });

  it('filters terms by a hidden event', async () => {
    const categories = await ok(`/categories?post=${hidden.draft.id}&hide_empty=false`, editor.key);
    expect(idsOf(categories.categories)).toEqual([hiddenCategory.id]);
    const tags = await ok(`/tags?event=${hidden.draft.id}&hide_empty=false`, editor.key);
    expect(idsOf(tags.tags)).toEqual([hiddenTag.id]);
  });
});

it('no response to anyone but the editor names a hidden record', () => {
  const outsiders = seen.filter((response) => !response.insider);
  expect(outsiders.length).toBeGreaterThan(100);
  for (const { what, text } of outsiders) {
    if (what.includes(`search=${SECRET}`)) {
      // The query itself is echoed in rest_url; nothing else may name the secret.
      expect(text.replaceAll(`search=${SECRET}`, ''), what).not.toContain(SECRET);
    } else {
      expect(text, what).not.toContain(SECRET);
    }
    expect(text.toLowerCase(), what).not.toContain('zona reservada');
  }
  // The editor's responses do name them: the check above can fail.
  expect(seen.filter((r) => r.insider).some((r) => r.text.includes(`${SECRET} borrador`))).toBe(true);
});
