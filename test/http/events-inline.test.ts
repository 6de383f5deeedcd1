import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, json, send } from '../helpers';

let admin: { key: string };
let author: { key: string };
const dates = { start_date: '2031-05-01 10:00:00', end_date: '2031-05-01 12:00:00' };

beforeAll(async () => {
  admin = await createUser('administrator');
  author = await createUser('author');
});

const countPosts = async (kind: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM posts WHERE kind = ?').bind(kind).first<{ n: number }>())!
    .n;

describe('venues and organizers inside event writes', () => {
  it('creates an inline venue and organizers, in order, in the same write', async () => {
    const res = await send(
      'POST',
      '/events',
      {
        title: 'Inline',
        ...dates,
        venue: {
          venue: 'Teatro Victoria Eugenia',
          address: 'Reina Regente 8',
          city: 'Donostia',
          country: 'ES',
          province: 'Gipuzkoa',
        },
        organizer: [
          { organizer: 'Donostia Kultura', email: 'info@donostiakultura.eus' },
          { organizer: 'Dferia' },
        ],
      },
      author.key,
    );
    const event = await json(res);
    expect(res.status, JSON.stringify(event)).toBe(201);
    expect(event.venue.venue).toBe('Teatro Victoria Eugenia');
    expect(event.venue.stateprovince).toBe('Gipuzkoa');
    expect(event.organizer.map((o: { organizer: string }) => o.organizer)).toEqual([
      'Donostia Kultura',
      'Dferia',
    ]);
    expect(event.organizer[0].email).toBe('info@donostiakultura.eus');
    const venue = await json(await call(`/venues/${event.venue.id}`));
    expect(venue.author).toBe(event.author);
  });

  it('reuses an existing record of the same name (case-insensitive) instead of creating another', async () => {
    const venues = await countPosts('venue');
    const res = await send(
      'POST',
      '/events',
      { title: 'Reuse', ...dates, venue: { venue: 'teatro victoria eugenia' } },
      admin.key,
    );
    const event = await json(res);
    expect(res.status).toBe(201);
    expect(event.venue.venue).toBe('Teatro Victoria Eugenia');
    expect(await countPosts('venue')).toBe(venues);
  });

  it('accepts ids, {id} objects and a comma list mixed, keeping the order given', async () => {
    const a = await json(await send('POST', '/organizers', { organizer: 'Alpha' }, admin.key));
    const b = await json(await send('POST', '/organizers', { organizer: 'Beta' }, admin.key));
    let event = await json(
      await send('POST', '/events', { title: 'Mixed', ...dates, organizer: [{ id: b.id }, a.id] }, admin.key),
    );
    expect(event.organizer.map((o: { id: number }) => o.id)).toEqual([b.id, a.id]);
    event = await json(
      await send('POST', `/events/${event.id}`, { organizer: `${a.id},${b.id}` }, admin.key),
    );
    expect(event.organizer.map((o: { id: number }) => o.id)).toEqual([a.id, b.id]);
  });

  it('removes venues with 0, "" or [] and organizers with []', async () => {
    for (const empty of [0, '', []]) {
      const created = await json(
        await send('POST', '/events', { title: 'Removal', ...dates, venue: { venue: 'Kursaal' } }, admin.key),
      );
      expect(created.venue.venue).toBe('Kursaal');
      const updated = await json(
        await send('PATCH', `/events/${created.id}`, { venue: empty, organizer: [] }, admin.key),
      );
      expect(updated.venue).toEqual([]);
      expect(updated.organizer).toEqual([]);
    }
  });

  it('refuses an inline record without its name, naming the parameter, and writes nothing', async () => {
    const venues = await countPosts('venue');
    const events = await countPosts('event');
    const res = await send(
      'POST',
      '/events',
      { title: 'Bad', ...dates, venue: { city: 'Bilbao' } },
      admin.key,
    );
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('rest_invalid_param');
    expect(body.data.params).toEqual({ venue: 'A new venue needs its name ("venue"), or give its id.' });
    expect(await countPosts('venue')).toBe(venues);
    const organizer = await json(
      await send(
        'POST',
        '/events',
        { title: 'Bad', ...dates, organizer: [{ email: 'a@example.org' }] },
        admin.key,
      ),
    );
    expect(organizer.data.params).toEqual({
      organizer: 'A new organizer needs its name ("organizer"), or give its id.',
    });
    expect(await countPosts('event')).toBe(events);
  });

  it('refuses unknown ids and records of another kind', async () => {
    const org = await json(await send('POST', '/organizers', { organizer: 'Gamma' }, admin.key));
    const res = await send(
      'POST',
      '/events',
      { title: 'Bad', ...dates, venue: org.id, organizer: [999999] },
      admin.key,
    );
    const body = await json(res);
    expect(res.status).toBe(400);
    expect(body.data.params).toEqual({
      venue: `Unknown venue: ${org.id}.`,
      organizer: 'Unknown organizer: 999999.',
    });
  });

  it('shows several venues as an array', async () => {
    const v1 = await json(await send('POST', '/venues', { venue: 'Uno' }, admin.key));
    const event = await json(
      await send(
        'POST',
        '/events',
        { title: 'Two places', ...dates, venue: [v1.id, { venue: 'Dos' }] },
        admin.key,
      ),
    );
    expect(event.venue.map((v: { venue: string }) => v.venue)).toEqual(['Uno', 'Dos']);
  });

  it('rejects an unknown author and creating straight into the trash', async () => {
    let res = await send('POST', '/events', { title: 'Ghost', ...dates, author: 999999 }, admin.key);
    expect((await json(res)).data.params).toEqual({ author: 'Unknown user: 999999.' });
    res = await send('POST', '/events', { title: 'Trash', ...dates, status: 'trash' }, admin.key);
    expect(res.status).toBe(400);
    expect(Object.keys((await json(res)).data.params)).toEqual(['status']);
  });

  it("refuses another author's draft as post_parent, as if it did not exist", async () => {
    const other = await createUser('author');
    const draft = await json(
      await send('POST', '/events', { title: 'Hidden parent', ...dates, status: 'draft' }, other.key),
    );
    const res = await send(
      'POST',
      '/events',
      { title: 'Child', ...dates, post_parent: draft.id },
      author.key,
    );
    expect(res.status).toBe(400);
    expect((await json(res)).data.params).toEqual({ post_parent: `Unknown event: ${draft.id}.` });
    const own = await send(
      'POST',
      '/events',
      { title: 'Own child', ...dates, post_parent: draft.id },
      other.key,
    );
    expect(own.status).toBe(201);
  });
});

describe('saving a published event publishes the venues and organizers it had, as TEC (publishAssociatedTypes)', () => {
  let contributor: { key: string };
  beforeAll(async () => {
    contributor = await createUser('contributor');
  });

  /** Scheduled, and due: the next write (any) promotes it. */
  const scheduleDue = (id: number) =>
    env.DB.prepare("UPDATE posts SET status = 'future', published_utc = '2020-01-01 00:00:00' WHERE id = ?")
      .bind(id)
      .run();
  /** A draft event at `venue`, by `key`. */
  const draftEvent = async (title: string, venue: number, key: string) =>
    json(await send('POST', '/events', { title, ...dates, venue, status: 'draft' }, key));

  const statusOf = async (id: number) =>
    (await env.DB.prepare('SELECT status FROM posts WHERE id = ?').bind(id).first<{ status: string }>())!
      .status;

  it("a contributor's inline venue and organizer are published with the event, and shown to everyone", async () => {
    const draft = await json(
      await send(
        'POST',
        '/events',
        {
          title: 'Propuesta',
          ...dates,
          venue: { venue: 'Sala Propuesta' },
          organizer: [{ organizer: 'Org Propuesta' }],
        },
        contributor.key,
      ),
    );
    expect([draft.status, draft.venue.status, draft.organizer[0].status]).toEqual([
      'draft',
      'draft',
      'draft',
    ]);
    // Still a draft event: nothing is published.
    await send('PATCH', `/events/${draft.id}`, { title: 'Propuesta revisada' }, admin.key);
    expect(await statusOf(draft.venue.id)).toBe('draft');

    const published = await json(
      await send('PATCH', `/events/${draft.id}`, { status: 'publish' }, admin.key),
    );
    expect([published.status, published.venue.status, published.organizer[0].status]).toEqual([
      'publish',
      'publish',
      'publish',
    ]);
    const anonymous = await json(await call(`/events/${draft.id}`));
    expect([
      anonymous.venue.venue,
      anonymous.organizer.map((o: { organizer: string }) => o.organizer),
    ]).toEqual(['Sala Propuesta', ['Org Propuesta']]);
    expect((await call(`/venues/${draft.venue.id}`)).status).toBe(200);
  });

  it('a pending record linked to a published event is published at its next save; a private one stays private', async () => {
    const pending = await json(
      await send('POST', '/venues', { venue: 'Sala Pendiente', status: 'pending' }, admin.key),
    );
    const hidden = await json(
      await send('POST', '/organizers', { organizer: 'Org Privada', status: 'private' }, admin.key),
    );
    const event = await json(await send('POST', '/events', { title: 'Publicado', ...dates }, admin.key));
    await send('PATCH', `/events/${event.id}`, { venue: pending.id, organizer: [hidden.id] }, admin.key);
    // As TEC: the save publishes what was linked before it.
    expect(await statusOf(pending.id)).toBe('pending');
    await send('PATCH', `/events/${event.id}`, { excerpt: 'Otra vez' }, admin.key);
    expect(await statusOf(pending.id)).toBe('publish');
    expect(await statusOf(hidden.id)).toBe('private');
  });

  it('publishes only the records its publisher may publish directly: an author, their own', async () => {
    const theirs = await json(
      await send('POST', '/venues', { venue: 'Sala del autor', status: 'draft' }, author.key),
    );
    const others = await json(
      await send('POST', '/organizers', { organizer: 'Org del editor', status: 'draft' }, admin.key),
    );
    const event = await draftEvent('Del autor', theirs.id, author.key);
    // An editor links a draft of their own to the author's event, still a draft: nothing is published.
    await send('PATCH', `/events/${event.id}`, { organizer: [others.id] }, admin.key);
    expect(await statusOf(others.id)).toBe('draft');
    const published = await send('PATCH', `/events/${event.id}`, { status: 'publish' }, author.key);
    expect(published.status).toBe(200);
    // TEC publishes the editor's too (WordPress's publish_post needs only the type's capability).
    expect([await statusOf(theirs.id), await statusOf(others.id)]).toEqual(['publish', 'draft']);
    // Scheduled by the author: its date coming publishes nothing else (as TEC, whose hook needs a
    // signed-in user); the author's next save publishes their own, still not the editor's.
    const later = await json(
      await send('POST', '/venues', { venue: 'Sala del autor, luego', status: 'draft' }, author.key),
    );
    await send('PATCH', `/events/${event.id}`, { venue: later.id, status: 'draft' }, author.key);
    await scheduleDue(event.id);
    await send('POST', '/organizers', { organizer: 'Otra cualquiera' }, admin.key);
    expect([await statusOf(event.id), await statusOf(later.id), await statusOf(others.id)]).toEqual([
      'publish',
      'draft',
      'draft',
    ]);
    await send('PATCH', `/events/${event.id}`, { excerpt: 'De nuevo' }, author.key);
    expect([await statusOf(later.id), await statusOf(others.id)]).toEqual(['publish', 'draft']);
  });

  it('a series as an event: created, nothing; its next save, of the series or of one occurrence, publishes', async () => {
    const venue = await json(
      await send('POST', '/venues', { venue: 'Sala Serie', status: 'draft' }, admin.key),
    );
    const other = await json(
      await send('POST', '/venues', { venue: 'Sala Serie 2', status: 'draft' }, admin.key),
    );
    const weekly = { ...dates, recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] };
    const series = await json(
      await send('POST', '/events', { title: 'Serie', ...weekly, venue: venue.id }, admin.key),
    );
    expect([series.status, await statusOf(venue.id)]).toEqual(['publish', 'draft']);
    await send('PATCH', `/events/${series.id}?scope=all`, { excerpt: 'Toda' }, admin.key);
    expect(await statusOf(venue.id)).toBe('publish');
    const second = await json(
      await send('POST', '/events', { title: 'Serie 2', ...weekly, venue: other.id }, admin.key),
    );
    const occurrences = await json(
      await call(`/events/${second.id}/occurrences`, { headers: { Authorization: `Bearer ${admin.key}` } }),
    );
    await send('PATCH', `/events/${occurrences.events[1].id}?scope=this`, { featured: true }, admin.key);
    expect(await statusOf(other.id)).toBe('publish');
  });

  it('a scheduled event’s venue stays a draft when its date comes; the next save publishes it', async () => {
    const venue = await json(
      await send('POST', '/venues', { venue: 'Sala Programada', status: 'draft' }, admin.key),
    );
    const event = await draftEvent('Programado', venue.id, admin.key);
    await scheduleDue(event.id);
    await send('POST', '/organizers', { organizer: 'Cualquiera' }, admin.key);
    expect([await statusOf(event.id), await statusOf(venue.id)]).toEqual(['publish', 'draft']);
    await send('PATCH', `/events/${event.id}`, { excerpt: 'Guardado' }, admin.key);
    expect(await statusOf(venue.id)).toBe('publish');
  });
});
