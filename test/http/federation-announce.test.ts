import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configFrom } from '../../src/config';
import { createDb } from '../../src/db/client';
import { announcedEvent, announcedObjectId } from '../../src/federation/announce';
import { mockFediverse } from '../federation-peer';
import gancioEvent from '../fixtures/federation/gancio-event.json';
import mobilizonEvent from '../fixtures/federation/mobilizon-event.json';

/**
 * `Announce` of an Event (src/federation/announce.ts): Mobilizon's group shares (an Announce of the event's
 * Create, or of the event) and relays' (an Announce of its id) give the event as its origin serves it, never
 * the body's copy; an event whose author lives elsewhere, a non-Event, or a blocked host gives nothing.
 */

const db = () => createDb(env.DB);
const config = () => configFrom({});
const own = ['api.test'];

afterEach(() => vi.unstubAllGlobals());

const announce = (object: unknown, actor = 'https://relay.example/actor') => ({
  '@context': 'https://www.w3.org/ns/activitystreams',
  id: `https://relay.example/announce/${crypto.randomUUID()}`,
  type: 'Announce',
  actor,
  object,
});

describe('Announce of an Event', () => {
  it('finds the event in the shapes Mobilizon and relays send', () => {
    const create = { type: 'Create', actor: mobilizonEvent.attributedTo, object: mobilizonEvent };
    expect(announcedObjectId(announce(create))).toBe(mobilizonEvent.id);
    expect(announcedObjectId(announce(mobilizonEvent))).toBe(mobilizonEvent.id);
    expect(announcedObjectId(announce(gancioEvent.id))).toBe(gancioEvent.id);
    expect(announcedObjectId(announce({ type: 'Note', id: 'https://x.example/n/1' }))).toBeNull();
    expect(announcedObjectId(announce('not a url'))).toBeNull();
    expect(announcedObjectId({ ...announce(gancioEvent.id), type: 'Create' })).toBeNull();
  });

  it("takes the origin's copy, never the body's", async () => {
    const fediverse = mockFediverse([], { [mobilizonEvent.id]: mobilizonEvent });
    const forged = { type: 'Create', object: { ...mobilizonEvent, name: 'Forged' } };
    const found = await announcedEvent(db(), announce(forged, 'https://group.example/@g'), config(), own);
    expect(fediverse.fetched).toEqual([mobilizonEvent.id]);
    expect(found).toMatchObject({
      objectId: mobilizonEvent.id,
      attributedTo: mobilizonEvent.attributedTo,
      event: { name: mobilizonEvent.name },
    });
  });

  it('refuses an author on another host, a non-Event, an id that differs, an unreachable origin', async () => {
    const elsewhere = { ...gancioEvent, attributedTo: 'https://other.example/users/x' };
    mockFediverse([], { [gancioEvent.id]: elsewhere });
    expect(await announcedEvent(db(), announce(gancioEvent.id), config(), own)).toBeNull();
    vi.unstubAllGlobals();
    mockFediverse([], { [gancioEvent.id]: { ...gancioEvent, type: 'Note' } });
    expect(await announcedEvent(db(), announce(gancioEvent.id), config(), own)).toBeNull();
    vi.unstubAllGlobals();
    mockFediverse([], { [gancioEvent.id]: { ...gancioEvent, id: 'https://gancio.example/federation/m/43' } });
    expect(await announcedEvent(db(), announce(gancioEvent.id), config(), own)).toBeNull();
    vi.unstubAllGlobals();
    mockFediverse([], {});
    expect(await announcedEvent(db(), announce(gancioEvent.id), config(), own)).toBeNull();
  });

  it("refuses a blocked event's host or author, before fetching the host's", async () => {
    await env.DB.prepare("INSERT INTO federation_blocks (value) VALUES ('gancio.example')").run();
    const fediverse = mockFediverse([], { [gancioEvent.id]: gancioEvent });
    expect(await announcedEvent(db(), announce(gancioEvent.id), config(), own)).toBeNull();
    expect(fediverse.fetched).toEqual([]);
    await env.DB.prepare(
      `INSERT INTO federation_blocks (value) VALUES ('${mobilizonEvent.attributedTo}')`,
    ).run();
    vi.unstubAllGlobals();
    mockFediverse([], { [mobilizonEvent.id]: mobilizonEvent });
    expect(await announcedEvent(db(), announce(mobilizonEvent.id), config(), own)).toBeNull();
  });
});
