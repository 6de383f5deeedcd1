import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createUser, json, send } from '../helpers';

/**
 * An author trashing their own venue or organizer used to delete its links to every event, other
 * users' included, for good. Now the links stay: hidden while the record is in the trash (what TEC
 * shows), back when it leaves the trash, deleted only with a permanent delete.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;
type User = { id: number; login: string; key: string };

const WINDOW = 'start_date=2037-04-01&end_date=2037-04-30';
const WHEN = { start_date: '2037-04-10 20:00:00', end_date: '2037-04-10 22:00:00', timezone: 'UTC' };

let author: User;
let editor: User;

beforeAll(async () => {
  author = await createUser('author');
  editor = await createUser('editor');
});

async function ok(res: Response, status = 200): Promise<Json> {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

const get = (path: string, key?: string) => call(path, key ? { headers: bearer(key) } : {});
const linksOf = async (postId: number) =>
  (await env.DB.prepare('SELECT event_id FROM event_links WHERE post_id = ?').bind(postId).all()).results;

describe.each([
  ['venue', 'venues'],
  ['organizer', 'organizers'],
] as const)("an author's %s on an editor's event", (kind, route) => {
  let record: Json;
  let event: Json;
  const shown = (body: Json) =>
    kind === 'venue'
      ? (Array.isArray(body.venue) ? body.venue : [body.venue]).map((v: Json) => v.id)
      : body.organizer.map((o: Json) => o.id);

  beforeAll(async () => {
    record = await ok(
      await send('POST', `/${route}`, { [kind]: `Own ${kind} ${crypto.randomUUID()}` }, author.key),
      201,
    );
    event = await ok(
      await send(
        'POST',
        '/events',
        {
          title: `Editor's event with a ${kind}`,
          ...WHEN,
          [kind]: kind === 'venue' ? record.id : [record.id],
        },
        editor.key,
      ),
      201,
    );
    expect(shown(event)).toEqual([record.id]);
  });

  it('is hidden everywhere while the author has it in the trash', async () => {
    await ok(await send('DELETE', `/${route}/${record.id}`, undefined, author.key));
    for (const key of [undefined, editor.key]) {
      expect(shown(await ok(await get(`/events/${event.id}`, key)))).toEqual([]);
      const listed = (await ok(await get(`/events?${WINDOW}`, key))).events.find(
        (e: Json) => e.id === event.id,
      );
      expect(shown(listed)).toEqual([]);
    }
    // Filters and references see no link either, even for an editor who may read the trash.
    expect((await ok(await get(`/events?${WINDOW}&${kind}=${record.id}`, editor.key))).events).toEqual([]);
    expect((await get(`/events?${WINDOW}&${kind}=${record.id}`)).status).toBe(400);
    const byEvent = await ok(await get(`/${route}?event=${event.id}&status=trash,publish`, editor.key));
    expect(byEvent[route]).toEqual([]);
    const withEvents = await ok(await get(`/${route}?has_events=true&status=trash`, editor.key));
    expect(withEvents[route]).toEqual([]);
    const ics = await (await get(`/events.ics?${WINDOW}`)).text();
    if (kind === 'venue') expect(ics).not.toContain('LOCATION');
    // The link itself is kept.
    expect(await linksOf(record.id)).toEqual([{ event_id: event.id }]);
  });

  it('is back on the event when the author takes it out of the trash', async () => {
    await ok(await send('PATCH', `/${route}/${record.id}`, { status: 'publish' }, author.key));
    expect(shown(await ok(await get(`/events/${event.id}`)))).toEqual([record.id]);
    const filtered = await ok(await get(`/events?${WINDOW}&${kind}=${record.id}`));
    expect(filtered.events.map((e: Json) => e.id)).toEqual([event.id]);
    expect((await ok(await get(`/${route}?event=${event.id}`)))[route].map((r: Json) => r.id)).toEqual([
      record.id,
    ]);
  });

  it('is gone for good only when deleted permanently', async () => {
    await ok(await send('DELETE', `/${route}/${record.id}`, undefined, author.key));
    await ok(await send('DELETE', `/${route}/${record.id}?force=true`, undefined, editor.key));
    expect(await linksOf(record.id)).toEqual([]);
    expect(shown(await ok(await get(`/events/${event.id}`)))).toEqual([]);
  });
});
