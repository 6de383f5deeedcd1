import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { redriveFederation } from '../../src/federation/dispatcher';
import {
  consumeFederation,
  makePeer,
  mastodonFollow,
  mastodonHeaders,
  mockFediverse,
  type Peer,
  pendingDeliveries,
  rfc9421Headers,
  verifySent,
} from '../federation-peer';
import { BASE, callOnce, createUser, heldRateLimit, insertTerm, json, send } from '../helpers';

/**
 * Being followed (issue 41, docs/federation.md): WebFinger, NodeInfo and the actors' documents; a Follow
 * as Mastodon sends it, verified and answered by a signed Accept through the Queue; and everything the
 * inbox refuses.
 */

const ACTOR = `${BASE}/federation/actor`;
const INBOX = `${ACTOR}/inbox`;
const AP = { Accept: 'application/activity+json' };
let admin: string;
let alice: Peer;
let concerts: number;

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  alice = await makePeer('mastodon.example', 'alice');
  concerts = await insertTerm('tribe_events_cat', 'Conciertos', 'conciertos');
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await env.DB.prepare('DELETE FROM federation_blocks').run();
});

/** POSTs an activity to an inbox, signed as Mastodon signs. */
async function deliver(
  activity: unknown,
  url = INBOX,
  options: Parameters<typeof mastodonHeaders>[3] = {},
  peer = alice,
) {
  const body = JSON.stringify(activity);
  return callOnce(url, { method: 'POST', headers: await mastodonHeaders(peer, url, body, options), body });
}

const followers = async () =>
  (
    await env.DB.prepare(
      'SELECT actor, follower, inbox, shared_inbox FROM federation_followers ORDER BY id',
    ).all()
  ).results;

describe('discovery', () => {
  it('WebFinger finds the calendar actor and a category actor by its slug', async () => {
    const res = await callOnce(`${BASE}/.well-known/webfinger?resource=acct:events@api.test`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/jrd+json');
    expect(await json(res)).toEqual({
      subject: 'acct:events@api.test',
      aliases: [ACTOR],
      links: [
        { rel: 'self', type: 'application/activity+json', href: ACTOR },
        { rel: 'http://webfinger.net/rel/profile-page', type: 'text/html', href: `${BASE}/events/` },
      ],
    });
    const category = await json(
      await callOnce(
        `${BASE}/.well-known/webfinger?resource=${encodeURIComponent('acct:conciertos@api.test')}`,
      ),
    );
    expect(category.links[0].href).toBe(`${BASE}/federation/categories/${concerts}`);
    expect((await callOnce(`${BASE}/.well-known/webfinger?resource=acct:nobody@api.test`)).status).toBe(404);
    expect(
      (await callOnce(`${BASE}/.well-known/webfinger?resource=acct:events@elsewhere.example`)).status,
    ).toBe(404);
    expect((await callOnce(`${BASE}/.well-known/webfinger`)).status).toBe(400);
  });

  it('the actor name is a setting of administrators', async () => {
    expect((await send('PATCH', `${BASE}/federation/settings`, { actor_name: 'agenda' })).status).toBe(401);
    const res = await send('PATCH', `${BASE}/federation/settings`, { actor_name: 'Agenda' }, admin);
    expect(res.status).toBe(200);
    expect((await json(res)).actor_name).toBe('agenda');
    expect((await callOnce(`${BASE}/.well-known/webfinger?resource=acct:agenda@api.test`)).status).toBe(200);
    expect((await send('PATCH', `${BASE}/federation/settings`, { actor_name: '../x' }, admin)).status).toBe(
      400,
    );
    await send('PATCH', `${BASE}/federation/settings`, { actor_name: 'events' }, admin);
  });

  it('NodeInfo 2.1 is linked from /.well-known/nodeinfo', async () => {
    const links = await json(await callOnce(`${BASE}/.well-known/nodeinfo`));
    expect(links.links[0]).toEqual({
      rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
      href: `${BASE}/nodeinfo/2.1`,
    });
    const info = await json(await callOnce(`${BASE}/nodeinfo/2.1`));
    expect(info).toMatchObject({ version: '2.1', protocols: ['activitypub'], openRegistrations: false });
    expect(info.software.name).toBe('events-calendar-edge');
  });

  it('the actor document by Accept (both ActivityPub types), its page otherwise', async () => {
    for (const accept of [
      'application/activity+json',
      'application/ld+json; profile="https://www.w3.org/ns/activitystreams"',
    ]) {
      const res = await callOnce(ACTOR, { headers: { Accept: accept } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/activity+json');
      const actor = await json(res);
      expect(actor).toMatchObject({
        id: ACTOR,
        type: 'Organization',
        preferredUsername: 'events',
        inbox: INBOX,
        outbox: `${ACTOR}/outbox`,
        followers: `${ACTOR}/followers`,
        featured: `${ACTOR}/featured`,
        endpoints: { sharedInbox: `${BASE}/federation/inbox` },
        publicKey: { id: `${ACTOR}#main-key`, owner: ACTOR },
      });
      expect(actor.publicKey.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    }
    // The key is made once and kept: the same on every read.
    const [a, b] = await Promise.all([callOnce(ACTOR, { headers: AP }), callOnce(ACTOR, { headers: AP })]);
    expect((await json(a)).publicKey.publicKeyPem).toBe((await json(b)).publicKey.publicKeyPem);
    const stored = await env.DB.prepare(
      "SELECT private_sealed FROM federation_keys WHERE actor = 'site'",
    ).first<{
      private_sealed: string;
    }>();
    expect(stored!.private_sealed).toMatch(/^v1\./);
    const page = await callOnce(ACTOR, { headers: { Accept: 'text/html' }, redirect: 'manual' });
    // A person's browser gets the actor's page (test/http/federation-actor-page.test.ts).
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const category = await json(await callOnce(`${BASE}/federation/categories/${concerts}`, { headers: AP }));
    expect(category).toMatchObject({
      preferredUsername: 'conciertos',
      inbox: `${BASE}/federation/categories/${concerts}/inbox`,
    });
    expect((await callOnce(`${BASE}/federation/categories/999999`, { headers: AP })).status).toBe(404);
  });
});

describe('a follow from Mastodon', () => {
  it('is kept and answered with a signed Accept, delivered through the Queue', async () => {
    const fediverse = mockFediverse([alice]);
    const follow = mastodonFollow(alice, ACTOR);
    const res = await deliver(follow);
    expect(res.status, await res.clone().text()).toBe(202);
    expect(fediverse.fetched).toEqual([alice.actor]);
    expect(await followers()).toContainEqual({
      actor: 'site',
      follower: alice.actor,
      inbox: alice.inbox,
      shared_inbox: alice.sharedInbox,
    });
    const [accept] = (await pendingDeliveries()).filter((d) => d.type === 'Accept');
    expect(accept).toMatchObject({ inbox: alice.inbox, status: 'pending' });

    const result = await consumeFederation([accept!.id]);
    expect(result.explicitAcks).toEqual([`f${accept!.id}`]);
    const sent = fediverse.sent.find((r) => r.url === alice.inbox)!;
    const body = JSON.parse(sent.body);
    expect(body).toMatchObject({
      type: 'Accept',
      actor: ACTOR,
      object: { id: follow.id, type: 'Follow', actor: alice.actor },
    });
    expect(sent.headers['content-type']).toBe('application/activity+json');
    const actor = await json(await callOnce(ACTOR, { headers: AP }));
    const check = await verifySent(sent, actor.publicKey.publicKeyPem);
    expect(check.ok).toBe(true);
    expect(check.digestOk).toBe(true);
    expect(check.params).toMatchObject({ keyId: `${ACTOR}#main-key`, algorithm: 'rsa-sha256' });
    expect(check.params.headers).toBe('(request-target) host date digest content-type');
    expect((await pendingDeliveries()).find((d) => d.id === accept!.id)!.status).toBe('succeeded');
    // The followers' collection counts it (and names nobody).
    const collection = await json(await callOnce(`${ACTOR}/followers`, { headers: AP }));
    expect(collection).toMatchObject({ type: 'OrderedCollection', totalItems: 1 });
    expect(collection.orderedItems).toBeUndefined();
  });

  it('from a server in authorized fetch: its key is asked for again with a GET signed as the calendar', async () => {
    const carol = await makePeer('secure.example', 'carol');
    const fediverse = mockFediverse([carol], {}, () => 202, ['secure.example']);
    const res = await deliver(mastodonFollow(carol, ACTOR), INBOX, {}, carol);
    expect(res.status, await res.clone().text()).toBe(202);
    expect(fediverse.fetched).toEqual([carol.actor, carol.actor]);
    const [signed] = fediverse.signedGets;
    const actor = await json(await callOnce(ACTOR, { headers: AP }));
    const check = await verifySent(signed!, actor.publicKey.publicKeyPem);
    expect(check.ok).toBe(true);
    expect(check.params).toMatchObject({
      keyId: `${ACTOR}#main-key`,
      algorithm: 'rsa-sha256',
      headers: '(request-target) host date accept',
    });
    expect(await followers()).toContainEqual(expect.objectContaining({ follower: carol.actor }));
  });

  it('a replayed Follow has no second effect; Undo removes the follower', async () => {
    const fediverse = mockFediverse([alice]);
    const follow = mastodonFollow(alice, `${BASE}/federation/categories/${concerts}`);
    const url = `${BASE}/federation/inbox`;
    expect((await deliver(follow, url)).status).toBe(202);
    const before = (await pendingDeliveries()).length;
    expect((await deliver(follow, url)).status).toBe(202);
    expect((await pendingDeliveries()).length).toBe(before);
    expect((await followers()).filter((f) => f.actor === `category:${concerts}`)).toHaveLength(1);
    // The key was fetched once and kept.
    expect(fediverse.fetched.filter((u) => u === alice.actor).length).toBeLessThanOrEqual(1);

    const undo = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${follow.id}#undo`,
      type: 'Undo',
      actor: alice.actor,
      object: follow,
    };
    expect((await deliver(undo, url)).status).toBe(202);
    expect((await followers()).filter((f) => f.actor === `category:${concerts}`)).toHaveLength(0);
  });

  it('a Follow of an actor that does not exist is 404', async () => {
    mockFediverse([alice]);
    expect((await deliver(mastodonFollow(alice, `${BASE}/federation/categories/999999`))).status).toBe(404);
  });
});

describe('housekeeping', () => {
  it('a Delete of the account itself removes it as a follower', async () => {
    const erin = await makePeer('mastodon.example', 'erin');
    mockFediverse([erin]);
    expect((await deliver(mastodonFollow(erin, ACTOR), INBOX, {}, erin)).status).toBe(202);
    expect((await followers()).some((f) => f.follower === erin.actor)).toBe(true);
    const gone = { id: `${erin.actor}#delete`, type: 'Delete', actor: erin.actor, object: erin.actor };
    // Its server answers 410 for it now: the key kept here still verifies its last word.
    mockFediverse([]);
    expect((await deliver(gone, INBOX, {}, erin)).status).toBe(202);
    expect((await followers()).some((f) => f.follower === erin.actor)).toBe(false);
  });

  it('the cron purges activity ids seen and settled deliveries past 30 days', async () => {
    await env.DB.prepare(
      "INSERT INTO federation_seen (activity_id, token, received_utc) VALUES ('https://old.example/1', 't', '2000-01-01 00:00:00'), ('https://new.example/1', 't', '2999-01-01 00:00:00')",
    ).run();
    await redriveFederation(env);
    const { results } = await env.DB.prepare(
      "SELECT activity_id FROM federation_seen WHERE activity_id LIKE 'https://%.example/1'",
    ).all();
    expect(results).toEqual([{ activity_id: 'https://new.example/1' }]);
  });
});

describe('RFC 9421', () => {
  it('a Follow signed with HTTP Message Signatures (as Mastodon signs them) is accepted; a stale one is not', async () => {
    const dave = await makePeer('mastodon.example', 'dave');
    mockFediverse([dave]);
    const body = JSON.stringify(mastodonFollow(dave, ACTOR));
    const res = await callOnce(INBOX, {
      method: 'POST',
      headers: await rfc9421Headers(dave, INBOX, body),
      body,
    });
    expect(res.status, await res.clone().text()).toBe(202);
    expect((await followers()).some((f) => f.follower === dave.actor)).toBe(true);
    const stale = Math.floor(Date.now() / 1000) - 600;
    const body2 = JSON.stringify(mastodonFollow(dave, ACTOR));
    const old = await callOnce(INBOX, {
      method: 'POST',
      headers: await rfc9421Headers(dave, INBOX, body2, stale),
      body: body2,
    });
    expect(old.status).toBe(401);
    const tampered = await callOnce(INBOX, {
      method: 'POST',
      headers: await rfc9421Headers(dave, INBOX, body2),
      body: body2.replace('Follow', 'Flolow'),
    });
    expect(tampered.status).toBe(401);
  });
});

describe('the inbox refuses', () => {
  it('a signature by another key, a wrong digest, a stale date, no signature', async () => {
    mockFediverse([alice]);
    const mallory = await makePeer('mastodon.example', 'mallory');
    const follow = mastodonFollow(alice, ACTOR);
    const forged = await deliver(follow, INBOX, { signWith: mallory.privateKey });
    expect(forged.status).toBe(401);
    expect((await json(forged)).code).toBe('federation_signature_refused');
    expect((await deliver(follow, INBOX, { digest: 'SHA-256=AAAA' })).status).toBe(401);
    expect((await deliver(follow, INBOX, { date: new Date(Date.now() - 10 * 60_000) })).status).toBe(401);
    const unsigned = await callOnce(INBOX, {
      method: 'POST',
      headers: { 'Content-Type': 'application/activity+json' },
      body: JSON.stringify(follow),
    });
    expect(unsigned.status).toBe(401);
    expect((await followers()).filter((f) => f.follower === alice.actor && f.actor === 'site')).toHaveLength(
      1,
    );
  });

  it("an activity whose actor is not the key's owner", async () => {
    const bob = await makePeer('mastodon.example', 'bob');
    mockFediverse([alice, bob]);
    const res = await deliver({ ...mastodonFollow(alice, ACTOR), actor: bob.actor });
    expect(res.status).toBe(401);
    expect((await json(res)).message).toContain('owner');
    expect((await followers()).some((f) => f.follower === bob.actor)).toBe(false);
  });

  it("a Create of an object on another host than the actor's", async () => {
    mockFediverse([alice]);
    const res = await deliver({
      id: `https://mastodon.example/${crypto.randomUUID()}`,
      type: 'Create',
      actor: alice.actor,
      object: { id: 'https://elsewhere.example/events/1', type: 'Event' },
    });
    expect(res.status).toBe(400);
  });

  it('a blocked domain or actor (and blocking removes their follows)', async () => {
    const carol = await makePeer('spam.example', 'carol');
    const fediverse = mockFediverse([carol]);
    expect((await deliver(mastodonFollow(carol, ACTOR), INBOX, {}, carol)).status).toBe(202);
    const blocked = await send('POST', `${BASE}/federation/blocks`, { value: 'Spam.Example' }, admin);
    expect(blocked.status).toBe(201);
    expect((await json(blocked)).value).toBe('spam.example');
    expect((await followers()).some((f) => f.follower === carol.actor)).toBe(false);
    const before = fediverse.fetched.length;
    const res = await deliver(mastodonFollow(carol, ACTOR), INBOX, {}, carol);
    expect(res.status).toBe(403);
    expect(fediverse.fetched.length).toBe(before);
    const list = await json(
      await callOnce(`${BASE}/federation/blocks`, { headers: { Authorization: `Bearer ${admin}` } }),
    );
    expect(list.blocks.map((b: { value: string }) => b.value)).toEqual(['spam.example']);
    expect((await send('POST', `${BASE}/federation/blocks`, { value: 'not a domain' }, admin)).status).toBe(
      400,
    );
    const actorBlock = await send('POST', `${BASE}/federation/blocks`, { value: alice.actor }, admin);
    expect(actorBlock.status).toBe(201);
    expect((await deliver(mastodonFollow(alice, ACTOR))).status).toBe(403);
  });

  it('a body over 256 KiB', async () => {
    mockFediverse([alice]);
    const res = await deliver({ ...mastodonFollow(alice, ACTOR), padding: 'x'.repeat(300 * 1024) });
    expect(res.status).toBe(413);
  });

  it('a flood from one host: 429 past its budget, before any key is fetched', async () => {
    const fediverse = mockFediverse([alice]);
    const limiter = heldRateLimit('FEDERATION_INBOX');
    const body = JSON.stringify(mastodonFollow(alice, ACTOR));
    const headers = { ...(await mastodonHeaders(alice, INBOX, body)), Digest: 'SHA-256=AAAA' };
    const statuses: number[] = [];
    for (let i = 0; i <= limiter.limit; i++) {
      const res = await callOnce(
        INBOX,
        { method: 'POST', headers, body },
        { FEDERATION_INBOX: limiter.binding },
      );
      statuses.push(res.status);
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, limiter.limit).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(fediverse.fetched).toHaveLength(0);
  });
});
