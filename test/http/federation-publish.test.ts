import { createMessageBatch } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchFederation } from '../../src/federation/dispatcher';
import { eventToSourceSet } from '../../src/federation/inbound-map';
import worker from '../../src/index';
import {
  importMessageKey,
  parseMessageSignatures,
  signatureBase,
  verifyMessageSignature,
} from '../../src/lib/message-signatures';
import { RETRY_SCHEDULE_SECONDS } from '../../src/webhooks/queue';
import {
  consumeFederation,
  makePeer,
  mockFediverse,
  type Peer,
  pendingDeliveries,
  verifySent,
} from '../federation-peer';
import gancioEvent from '../fixtures/federation/gancio-event.json';
import mobilizonEvent from '../fixtures/federation/mobilizon-event.json';
import { BASE, callOnce, createEvent, createUser, insertTerm, json, send } from '../helpers';
import { answerDns } from '../webhook-receiver';

/**
 * Publishing (issue 41, docs/federation.md): each change of an event, read from the change log, becomes a
 * Create, Update or Delete of an `Event` for the followers of the calendar (and of the event's
 * categories), one delivery per shared inbox, signed, through the Queue. Only what an anonymous visitor
 * sees is ever sent: drafts, private and password-protected events never are.
 */

const ACTOR = `${BASE}/federation/actor`;
const AP = { Accept: 'application/activity+json' };
let admin: string;
let alice: Peer;
let bob: Peer;
let gancio: Peer;
let jazz: number;
let tag: number;

const follow = (actor: string, peer: Peer) =>
  env.DB.prepare(
    `INSERT INTO federation_followers (actor, follower, host, inbox, shared_inbox, follow_id)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
    .bind(actor, peer.actor, peer.host, peer.inbox, peer.sharedInbox, `${peer.actor}#follow`)
    .run();

beforeAll(async () => {
  admin = (await createUser('administrator')).key;
  alice = await makePeer('mastodon.example', 'alice');
  bob = await makePeer('mastodon.example', 'bob');
  gancio = await makePeer('gancio.example', 'relay');
  jazz = await insertTerm('tribe_events_cat', 'Jazz', 'jazz');
  tag = await insertTerm('post_tag', 'Música en directo', 'musica-en-directo');
  await env.DB.prepare("INSERT INTO federation_settings (name, value) VALUES ('origin', ?)").bind(BASE).run();
  await follow('site', alice);
  await follow('site', bob);
  await follow(`category:${jazz}`, gancio);
});

beforeEach(async () => {
  await env.DB.prepare('DELETE FROM federation_deliveries').run();
});

afterEach(() => vi.unstubAllGlobals());

/** Runs the dispatcher until it has run itself (the write's own run may hold the lease meanwhile). */
async function dispatch() {
  for (let tries = 0; tries < 100; tries += 1) {
    const report = await dispatchFederation(env);
    if (report.held) return report;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the federation dispatcher lease was never free');
}

/** The activities sent since the last clean-up, per inbox, of the event `id`. */
async function activitiesOf(id: number) {
  await dispatch();
  return (await pendingDeliveries())
    .map((d) => ({ ...d, activity: JSON.parse(d.body) }))
    .filter((d) => d.activity.object?.id === `${BASE}/federation/events/${id}`);
}

const concert = (extra: Record<string, unknown> = {}) =>
  createEvent(admin, {
    title: 'Jazz en la plaza',
    description: '<p>Un concierto al aire libre.</p>',
    start_date: '2045-06-01 20:00:00',
    end_date: '2045-06-01 22:00:00',
    timezone: 'Europe/Madrid',
    venue: {
      venue: 'Plaza Nueva',
      address: 'Plaza Nueva 1',
      city: 'Bilbao',
      zip: '48005',
      country: 'España',
    },
    categories: [jazz],
    tags: [tag],
    translations: { eu: { title: 'Jazza plazan', description: '<p>Kontzertua kanpoan.</p>' } },
    ...extra,
  });

describe('publishing', () => {
  it('a public event: one Create per shared inbox, signed, shaped as Mobilizon writes events', async () => {
    const event = await concert();
    const sent = await activitiesOf(event.id);
    // alice and bob share mastodon.example's inbox: one delivery; gancio follows the category.
    expect(sent.map((d) => [d.inbox, d.type, d.actor]).sort()).toEqual([
      ['https://gancio.example/inbox', 'Create', `category:${jazz}`],
      ['https://mastodon.example/inbox', 'Create', 'site'],
    ]);
    const create = sent.find((d) => d.actor === 'site')!.activity;
    expect(create).toMatchObject({
      type: 'Create',
      actor: ACTOR,
      to: ['https://www.w3.org/ns/activitystreams#Public'],
    });
    const object = create.object;
    expect(object).toMatchObject({
      type: 'Event',
      name: 'Jazz en la plaza',
      nameMap: { es: 'Jazz en la plaza', eu: 'Jazza plazan' },
      content: '<p>Un concierto al aire libre.</p>',
      contentMap: { es: '<p>Un concierto al aire libre.</p>', eu: '<p>Kontzertua kanpoan.</p>' },
      startTime: '2045-06-01T20:00:00+02:00',
      endTime: '2045-06-01T22:00:00+02:00',
      'ical:status': 'CONFIRMED',
      attributedTo: ACTOR,
      location: {
        type: 'Place',
        name: 'Plaza Nueva',
        address: {
          type: 'PostalAddress',
          streetAddress: 'Plaza Nueva 1',
          addressLocality: 'Bilbao',
          postalCode: '48005',
          addressCountry: 'España',
        },
      },
      tag: [
        { type: 'Hashtag', name: '#Jazz', href: `${BASE}/events/category/jazz/` },
        { type: 'Hashtag', name: '#MúsicaEnDirecto', href: `${BASE}/events/tag/musica-en-directo/` },
      ],
    });
    expect(object.url).toBe(event.url);
    expect(object.summary).toContain('Plaza Nueva');
    expect(object.summary).toContain('2045');
    expect(object.summaryMap.eu).toContain('2045');
    // Every key Mobilizon's own Event carries for these (test/fixtures/federation/mobilizon-event.json) is here,
    // with the same types.
    for (const key of [
      'id',
      'type',
      'name',
      'content',
      'startTime',
      'endTime',
      'ical:status',
      'location',
      'tag',
      'url',
      'to',
      'attributedTo',
      'mediaType',
      'published',
      'updated',
    ]) {
      expect(object, key).toHaveProperty([key]);
      expect(typeof object[key], key).toBe(typeof (mobilizonEvent as Record<string, unknown>)[key]);
    }
    expect(object.location.address.type).toBe(mobilizonEvent.location.address.type);
    expect(object.tag[0].type).toBe(mobilizonEvent.tag[0]!.type);

    // Our own follow-in reads it back as it was written (what a second deployment following this one gets).
    const read = eventToSourceSet(object, {
      actor: ACTOR,
      siteTimezone: 'Europe/Madrid',
      defaultLang: 'es',
    })!;
    expect(read.posts[0]).toMatchObject({
      title: 'Jazz en la plaza',
      status: 'draft',
      event: {
        startLocal: '2045-06-01 20:00:00',
        endLocal: '2045-06-01 22:00:00',
        timezone: 'Europe/Madrid',
      },
    });
    expect(read.posts[1]).toMatchObject({
      kind: 'venue',
      title: 'Plaza Nueva',
      venue: { city: 'Bilbao', zip: '48005' },
    });
    expect(read.terms.map((t) => t.name)).toEqual(['Jazz', 'MúsicaEnDirecto']);
    // Gancio's Event (test/fixtures/federation/gancio-event.json) has the same keys for what both carry.
    for (const key of Object.keys(gancioEvent).filter((k) => k !== 'attachment')) {
      expect(object, key).toHaveProperty([key]);
    }

    // Consumed: one signed POST to mastodon.example's shared inbox.
    const fediverse = mockFediverse([]);
    const delivery = sent.find((d) => d.actor === 'site')!;
    await consumeFederation([delivery.id]);
    expect(fediverse.sent.map((r) => r.url)).toEqual(['https://mastodon.example/inbox']);
    const actor = await json(await callOnce(ACTOR, { headers: AP }));
    expect((await verifySent(fediverse.sent[0]!, actor.publicKey.publicKeyPem)).ok).toBe(true);
    // The object is served at its id, to anyone.
    const served = await json(await callOnce(object.id, { headers: AP }));
    expect(served).toMatchObject({ id: object.id, type: 'Event', name: 'Jazz en la plaza' });
  });

  it('update → Update, cancel → Update with ical:status CANCELLED, trash → Delete', async () => {
    const event = await concert({ title: 'Jazz que cambia', categories: [] });
    expect((await activitiesOf(event.id)).map((d) => d.type)).toEqual(['Create']);
    await env.DB.prepare('DELETE FROM federation_deliveries').run();

    expect((await send('PATCH', `/events/${event.id}`, { title: 'Jazz cambiado' }, admin)).status).toBe(200);
    const [update] = await activitiesOf(event.id);
    expect(update).toMatchObject({ type: 'Update', inbox: 'https://mastodon.example/inbox' });
    expect(update!.activity.object.name).toBe('Jazz cambiado');
    await env.DB.prepare('DELETE FROM federation_deliveries').run();

    expect((await send('PATCH', `/events/${event.id}`, { event_status: 'cancelled' }, admin)).status).toBe(
      200,
    );
    const [cancel] = await activitiesOf(event.id);
    expect(cancel!.type).toBe('Update');
    expect(cancel!.activity.object['ical:status']).toBe('CANCELLED');
    await env.DB.prepare('DELETE FROM federation_deliveries').run();

    expect((await send('DELETE', `/events/${event.id}`, {}, admin)).status).toBe(200);
    const [trash] = await activitiesOf(event.id);
    expect(trash!.type).toBe('Delete');
    expect(trash!.activity.object).toEqual({
      id: `${BASE}/federation/events/${event.id}`,
      type: 'Tombstone',
      formerType: 'Event',
    });
    expect((await callOnce(`${BASE}/federation/events/${event.id}`, { headers: AP })).status).toBe(404);
  });

  it('a venue that changes sends its upcoming events again, as Updates with the new place; ended ones stay', async () => {
    const upcoming = await concert({
      title: 'Jazz en la sala',
      categories: [],
      venue: { venue: 'Sala Bilborock', address: 'Muelle de la Merced 1', city: 'Bilbao' },
    });
    const venueId = Number(upcoming.venue.id);
    const ended = await createEvent(admin, {
      title: 'Jazz de ayer',
      start_date: '2020-06-01 20:00:00',
      end_date: '2020-06-01 22:00:00',
      timezone: 'Europe/Madrid',
      venue: venueId,
    });
    await activitiesOf(upcoming.id);
    await env.DB.prepare("INSERT OR IGNORE INTO federation_published (actor, event_id) VALUES ('site', ?)")
      .bind(ended.id)
      .run();
    await env.DB.prepare('DELETE FROM federation_deliveries').run();

    expect(
      (await send('PATCH', `/venues/${venueId}`, { address: 'Muelle de la Merced 3' }, admin)).status,
    ).toBe(200);
    const sent = await activitiesOf(upcoming.id);
    expect(sent.map((d) => d.type)).toEqual(['Update']);
    expect(JSON.stringify(sent[0]!.activity.object.location)).toContain('Muelle de la Merced 3');
    expect(await activitiesOf(ended.id)).toEqual([]);
  });

  it('a series’ template that changes sends its upcoming occurrences again, with the new texts', async () => {
    const series = await createEvent(admin, {
      title: 'Jam session',
      start_date: '2045-07-01 20:00:00',
      end_date: '2045-07-01 22:00:00',
      timezone: 'Europe/Madrid',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    });
    const occurrences = await json(
      await send('GET', `/events/${series.id}/occurrences?per_page=10`, undefined, admin),
    );
    const ids: number[] = occurrences.events.map((e: { id: number }) => e.id);
    expect(ids.length).toBe(3);
    for (const id of ids) await activitiesOf(id);
    await env.DB.prepare('DELETE FROM federation_deliveries').run();

    expect(
      (await send('PATCH', `/events/${series.id}?scope=all`, { title: 'Jam session abierta' }, admin)).status,
    ).toBe(200);
    for (const id of ids) {
      const sent = await activitiesOf(id);
      expect(
        sent.map((d) => d.type),
        `occurrence ${id}`,
      ).toEqual(['Update']);
      expect(sent[0]!.activity.object.name).toBe('Jam session abierta');
    }
  });

  it('drafts, private and password-protected events are never sent', async () => {
    const draft = await concert({ title: 'Borrador secreto', status: 'draft' });
    const hidden = await concert({ title: 'Privado secreto', status: 'private' });
    const locked = await concert({ title: 'Con contraseña' });
    await dispatch();
    await env.DB.prepare('DELETE FROM federation_deliveries').run();
    expect((await send('PATCH', `/events/${locked.id}`, { password: 'sesamo' }, admin)).status).toBe(200);
    expect(
      (await send('PATCH', `/events/${draft.id}`, { description: '<p>Más secreto</p>' }, admin)).status,
    ).toBe(200);
    await dispatch();
    const all = await pendingDeliveries();
    for (const id of [draft.id, hidden.id]) {
      expect(all.some((d) => d.body.includes(`/federation/events/${id}"`))).toBe(false);
    }
    expect(all.some((d) => d.body.includes('secreto'))).toBe(false);
    // The event given a password leaves: a Delete (its Tombstone names nothing of it), never an Update.
    const lockedSent = all.filter((d) => d.body.includes(`/federation/events/${locked.id}"`));
    expect(lockedSent.map((d) => d.type)).toEqual(expect.arrayContaining(['Delete']));
    expect(lockedSent.every((d) => d.type === 'Delete' && !d.body.includes('Con contraseña'))).toBe(true);
    for (const id of [draft.id, hidden.id, locked.id]) {
      expect((await callOnce(`${BASE}/federation/events/${id}`, { headers: AP })).status).toBe(404);
    }
  });

  it("a category's actor sends only that category's events", async () => {
    const event = await concert({ title: 'Sin categoría', categories: [] });
    const sent = await activitiesOf(event.id);
    expect(sent.map((d) => d.actor)).toEqual(['site']);
  });
});

describe('delivery', () => {
  it('an inbox that fails is retried on the schedule; one that answers 410 is given up', async () => {
    const event = await concert({ title: 'Reintentos', categories: [] });
    const [delivery] = await activitiesOf(event.id);
    mockFediverse([], {}, () => 503);
    const batch = createMessageBatch<{ delivery: number }>('events-calendar-federation', [
      { id: 'r1', timestamp: new Date(), attempts: 1, body: { delivery: delivery!.id } },
    ]);
    const delays: Array<number | undefined> = [];
    const retry = batch.messages[0]!.retry.bind(batch.messages[0]);
    batch.messages[0]!.retry = (options?: QueueRetryOptions) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
    await worker.queue(batch, env);
    expect(delays).toEqual([RETRY_SCHEDULE_SECONDS[0]]);
    const row = await env.DB.prepare(
      'SELECT status, attempts, last_status FROM federation_deliveries WHERE id = ?',
    )
      .bind(delivery!.id)
      .first();
    expect(row).toEqual({ status: 'pending', attempts: 1, last_status: 503 });

    mockFediverse([], {}, () => 410);
    const result = await consumeFederation([delivery!.id], 2);
    expect(result.explicitAcks).toEqual([`f${delivery!.id}`]);
    const gone = await env.DB.prepare('SELECT status, attempts FROM federation_deliveries WHERE id = ?')
      .bind(delivery!.id)
      .first();
    expect(gone).toEqual({ status: 'failed', attempts: 2 });
  });
});

describe('RFC 9421', () => {
  it('a receiver refusing draft-cavage (401) gets the delivery again at once, signed with RFC 9421', async () => {
    const event = await concert({ title: 'Doble llamada', categories: [] });
    const [delivery] = await activitiesOf(event.id);
    const fediverse = mockFediverse([]);
    fediverse.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const dns = answerDns(request);
      if (dns) return dns;
      fediverse.sent.push({
        url: request.url,
        method: request.method,
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
      });
      return new Response(null, { status: request.headers.has('signature-input') ? 202 : 401 });
    });
    await consumeFederation([delivery!.id]);
    expect(fediverse.sent).toHaveLength(2);
    const [cavage, rfc9421] = fediverse.sent;
    expect(cavage!.headers.signature).toContain('algorithm="rsa-sha256"');
    expect(rfc9421!.headers['signature-input']).toMatch(
      /^sig1=\("@method" "@target-uri" "content-digest"\);created=\d+;keyid="http:\/\/api.test\/federation\/actor#main-key"$/,
    );
    const [signature] = parseMessageSignatures(
      rfc9421!.headers['signature-input']!,
      rfc9421!.headers.signature!,
    )!;
    const base = signatureBase(signature!, {
      method: 'POST',
      url: rfc9421!.url,
      headers: new Headers(rfc9421!.headers),
    })!;
    const actor = await json(await callOnce(ACTOR, { headers: AP }));
    const key = (await importMessageKey(actor.publicKey.publicKeyPem, 'rsa-v1_5-sha256'))!;
    expect(await verifyMessageSignature(key, 'rsa-v1_5-sha256', signature!, base)).toBe(true);
    const row = await env.DB.prepare('SELECT status FROM federation_deliveries WHERE id = ?')
      .bind(delivery!.id)
      .first();
    expect(row).toEqual({ status: 'succeeded' });
  });
});

describe('collections', () => {
  it('the outbox pages Creates of public events; featured lists upcoming ones', async () => {
    const event = await concert({ title: 'En el outbox' });
    await createEvent(admin, {
      title: 'Borrador del outbox',
      start_date: '2045-07-01 10:00:00',
      end_date: '2045-07-01 11:00:00',
      status: 'draft',
    });
    const outbox = await json(await callOnce(`${ACTOR}/outbox`, { headers: AP }));
    expect(outbox).toMatchObject({ type: 'OrderedCollection', first: `${ACTOR}/outbox?page=true` });
    expect(outbox.totalItems).toBeGreaterThan(0);
    const page = await json(await callOnce(outbox.first, { headers: AP }));
    expect(page.type).toBe('OrderedCollectionPage');
    const names = page.orderedItems.map((item: { object: { name: string } }) => item.object.name);
    expect(names).toContain('En el outbox');
    expect(names).not.toContain('Borrador del outbox');
    expect((await callOnce(`${ACTOR}/outbox?page=true&after=x`, { headers: AP })).status).toBe(400);
    const featured = await json(await callOnce(`${ACTOR}/featured`, { headers: AP }));
    expect(featured.orderedItems.map((e: { id: string }) => e.id)).toContain(
      `${BASE}/federation/events/${event.id}`,
    );
    const category = await json(
      await callOnce(`${BASE}/federation/categories/${jazz}/featured`, { headers: AP }),
    );
    expect(
      category.orderedItems.every((e: { tag: { name: string }[] }) => e.tag.some((t) => t.name === '#Jazz')),
    ).toBe(true);
  });
});
