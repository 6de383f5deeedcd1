import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  consumeFederation,
  makePeer,
  mastodonHeaders,
  mockFediverse,
  type Peer,
  pendingDeliveries,
  verifySent,
} from '../federation-peer';
import gancioEvent from '../fixtures/federation/gancio-event.json';
import { BASE, callOnce, createUser, json, send } from '../helpers';

/**
 * Following a remote calendar in (issue 41, docs/federation.md#follow-in): an editor follows a Gancio
 * relay by its handle; its Accept is kept; its Create, Update and Delete of Events are verified, the object
 * is fetched from its origin (never taken from the body), mapped into the importer's model and held for
 * editors, never published.
 */

const ACTOR = `${BASE}/federation/actor`;
const INBOX = `${BASE}/federation/inbox`;
let editor: string;
let author: string;
let relay: Peer;
let stranger: Peer;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
  author = (await createUser('author')).key;
  relay = await makePeer('gancio.example', 'relay');
  stranger = await makePeer('other.example', 'someone');
});

afterEach(() => vi.unstubAllGlobals());

/**
 * An activity into the shared inbox. Without the sources' Queue the held events stay held (`pending`): their
 * hand-over to the calendar's source is federation-follow-in-sources.test.ts's.
 */
async function deliver(peer: Peer, activity: Record<string, unknown>) {
  const body = JSON.stringify(activity);
  return callOnce(
    INBOX,
    { method: 'POST', headers: await mastodonHeaders(peer, INBOX, body), body },
    { SOURCE_QUEUE: undefined },
  );
}

const inbound = async () =>
  json(await callOnce(`${BASE}/federation/inbound`, { headers: { Authorization: `Bearer ${editor}` } }));

describe('following a remote calendar', () => {
  it('WebFinger, a signed Follow through the Queue, its Accept kept', async () => {
    expect(
      (await send('POST', `${BASE}/federation/following`, { actor: '@relay@gancio.example' }, author)).status,
    ).toBe(403);
    const fediverse = mockFediverse([relay]);
    const res = await send(
      'POST',
      `${BASE}/federation/following`,
      { actor: '@relay@gancio.example' },
      editor,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    expect(await json(res)).toMatchObject({ actor: relay.actor, status: 'pending' });
    expect(fediverse.fetched[0]).toBe(
      'https://gancio.example/.well-known/webfinger?resource=acct%3Arelay%40gancio.example',
    );
    const [delivery] = (await pendingDeliveries()).filter((d) => d.type === 'Follow');
    expect(delivery!.inbox).toBe(relay.inbox);
    await consumeFederation([delivery!.id]);
    const sent = fediverse.sent.find((r) => r.url === relay.inbox)!;
    const followActivity = JSON.parse(sent.body);
    expect(followActivity).toMatchObject({ type: 'Follow', actor: ACTOR, object: relay.actor });
    const actor = await json(await callOnce(ACTOR, { headers: { Accept: 'application/activity+json' } }));
    expect((await verifySent(sent, actor.publicKey.publicKeyPem)).ok).toBe(true);

    const accept = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `https://gancio.example/accept/${crypto.randomUUID()}`,
      type: 'Accept',
      actor: relay.actor,
      object: followActivity,
    };
    expect((await deliver(relay, accept)).status).toBe(202);
    const list = await json(
      await callOnce(`${BASE}/federation/following`, { headers: { Authorization: `Bearer ${editor}` } }),
    );
    expect(list.following).toEqual([expect.objectContaining({ actor: relay.actor, status: 'accepted' })]);
    expect(
      (await send('POST', `${BASE}/federation/following`, { actor: 'not a handle' }, editor)).status,
    ).toBe(400);
  });

  it("a Create is fetched from its origin, mapped into the importer's model and held (never published)", async () => {
    const fediverse = mockFediverse([relay], { [gancioEvent.id]: gancioEvent });
    const create = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `https://gancio.example/create/${crypto.randomUUID()}`,
      type: 'Create',
      actor: relay.actor,
      // What the body claims is not what is kept: the origin's copy is.
      object: { ...gancioEvent, name: 'Forged name' },
    };
    expect((await deliver(relay, create)).status).toBe(202);
    expect(fediverse.fetched).toContain(gancioEvent.id);
    const [item] = (await inbound()).inbound;
    expect(item).toMatchObject({ object_id: gancioEvent.id, actor: relay.actor, status: 'pending' });
    const [event, venue] = item.item.posts;
    expect(event).toMatchObject({
      kind: 'event',
      status: 'draft',
      title: 'Kontzertua Bilbon',
      uid: gancioEvent.id,
      image: { url: 'https://gancio.example/media/kontzertua.jpg' },
      event: {
        startUtc: '2045-09-12 19:30:00',
        startLocal: '2045-09-12 21:30:00',
        timezone: 'Europe/Madrid',
      },
    });
    expect(venue).toMatchObject({
      kind: 'venue',
      title: 'Bilbo Rock',
      venue: { address: 'Muelle de la Merced 1, Bilbao' },
    });
    expect(item.item.terms.map((t: { name: string }) => t.name)).toEqual(['rock', 'bilbo']);
    // Nothing of it is an event of this calendar.
    const events = await json(await callOnce('/events?search=Kontzertua'));
    expect(events.events).toHaveLength(0);

    // An Update brings the origin's new version; a replay of it does nothing more.
    const changed = { ...gancioEvent, name: 'Kontzertua Bilbon (aldatua)' };
    mockFediverse([relay], { [gancioEvent.id]: changed });
    const update = { ...create, id: `https://gancio.example/update/${crypto.randomUUID()}`, type: 'Update' };
    expect((await deliver(relay, update)).status).toBe(202);
    expect((await inbound()).inbound[0].item.posts[0].title).toBe('Kontzertua Bilbon (aldatua)');

    const del = {
      ...create,
      id: `https://gancio.example/delete/${crypto.randomUUID()}`,
      type: 'Delete',
      object: gancioEvent.id,
    };
    expect((await deliver(relay, del)).status).toBe(202);
    expect((await inbound()).inbound[0].status).toBe('deleted');
  });

  it('Events from an actor not followed here are ignored', async () => {
    const object = { ...gancioEvent, id: 'https://other.example/events/1', attributedTo: stranger.actor };
    const fediverse = mockFediverse([stranger], { [object.id]: object });
    const res = await deliver(stranger, {
      id: `https://other.example/create/${crypto.randomUUID()}`,
      type: 'Create',
      actor: stranger.actor,
      object,
    });
    expect(res.status).toBe(202);
    expect(fediverse.fetched).not.toContain(object.id);
    expect((await inbound()).inbound.some((i: { actor: string }) => i.actor === stranger.actor)).toBe(false);
  });

  it('unfollowing sends an Undo of the Follow', async () => {
    mockFediverse([relay]);
    const list = await json(
      await callOnce(`${BASE}/federation/following`, { headers: { Authorization: `Bearer ${editor}` } }),
    );
    const res = await send('DELETE', `${BASE}/federation/following/${list.following[0].id}`, {}, editor);
    expect(res.status).toBe(200);
    const undo = (await pendingDeliveries()).find((d) => d.type === 'Undo')!;
    expect(JSON.parse(undo.body).object).toMatchObject({ type: 'Follow', object: relay.actor });
  });
});
