import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePeer, mastodonHeaders, mockFediverse, type Peer } from '../federation-peer';
import gancioEvent from '../fixtures/federation/gancio-event.json';
import { BASE, callOnce, createUser, json, send } from '../helpers';
import { drain, keptQueue } from '../sources-harness';

/**
 * A followed calendar's events become a source's (docs/sources.md#pushed-sources): following makes the source;
 * each verified Create, Update and Delete is handed to it after the inbox's answer and written by the sources'
 * consumer: pending review, updated in place, trashed when deleted, never back once ignored.
 */

const INBOX = `${BASE}/federation/inbox`;
let editor: string;
let relay: Peer;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
  relay = await makePeer('agenda.example', 'relay');
});

afterEach(() => vi.unstubAllGlobals());

/** An activity into the shared inbox, the source's steps kept and then run. */
async function deliver(activity: Record<string, unknown>) {
  const kept = keptQueue();
  const body = JSON.stringify(activity);
  const res = await callOnce(
    INBOX,
    { method: 'POST', headers: await mastodonHeaders(relay, INBOX, body), body },
    { SOURCE_QUEUE: kept.queue },
  );
  await drain(kept);
  return res;
}

const activity = (type: string, object: unknown) => ({
  '@context': 'https://www.w3.org/ns/activitystreams',
  id: `https://agenda.example/${type.toLowerCase()}/${crypto.randomUUID()}`,
  type,
  actor: relay.actor,
  object,
});

const object = {
  ...gancioEvent,
  id: 'https://agenda.example/events/77',
  attributedTo: 'https://agenda.example/u/relay',
};

async function sourceOfRelay() {
  const { sources } = await json(await send('GET', '/sources', undefined, editor));
  return sources.find(
    (s: { kind: string; url: string }) => s.kind === 'activitypub' && s.url === relay.actor,
  );
}

const brought = async (id: number) =>
  (await json(await send('GET', `/sources/${id}/events`, undefined, editor))).events;

describe('a followed calendar as a source', () => {
  it('following makes its source; its Create comes in pending review, Update changes it, Delete trashes it', async () => {
    mockFediverse([relay]);
    const followed = await send(
      'POST',
      `${BASE}/federation/following`,
      { actor: '@relay@agenda.example' },
      editor,
    );
    expect(followed.status).toBe(201);
    const source = await sourceOfRelay();
    expect(source).toMatchObject({
      schedule: 'manual',
      default_status: 'pending',
      name: '@relay@agenda.example',
    });

    mockFediverse([relay], { [object.id]: { ...object, attributedTo: relay.actor } });
    expect((await deliver(activity('Create', object))).status).toBe(202);
    const [event] = await brought(source.id);
    expect(event).toMatchObject({ uid: object.id, title: 'Kontzertua Bilbon', status: 'pending' });
    const run = (await json(await send('GET', `/sources/${source.id}/runs`, undefined, editor))).runs[0];
    expect(run).toMatchObject({ trigger: 'push', status: 'succeeded', new: 1 });
    // Pending review: not public.
    expect((await json(await callOnce('/events?search=Kontzertua'))).events).toHaveLength(0);

    mockFediverse([relay], {
      [object.id]: { ...object, attributedTo: relay.actor, name: 'Kontzertua Bilbon (20:00)' },
    });
    expect((await deliver(activity('Update', object))).status).toBe(202);
    const read = await json(await send('GET', `/events/${event.event}`, undefined, editor));
    expect(read.title).toBe('Kontzertua Bilbon (20:00)');

    mockFediverse([relay]);
    expect((await deliver(activity('Delete', object.id))).status).toBe(202);
    expect(await brought(source.id)).toHaveLength(0);
    const trashed = await send('GET', `/events/${event.event}`, undefined, editor);
    expect((await json(trashed)).status).toBe('trash');
  });

  it('an event ignored in its source never comes back by an Update', async () => {
    const source = await sourceOfRelay();
    const other = { ...object, id: 'https://agenda.example/events/78', name: 'Antzerkia' };
    mockFediverse([relay], { [other.id]: { ...other, attributedTo: relay.actor } });
    await deliver(activity('Create', other));
    expect((await brought(source.id)).map((e: { uid: string }) => e.uid)).toContain(other.id);
    expect(
      (await send('POST', `/sources/${source.id}/ignored`, { uid: other.id }, editor)).status,
    ).toBeLessThan(300);

    mockFediverse([relay], { [other.id]: { ...other, attributedTo: relay.actor, name: 'Antzerkia berriz' } });
    await deliver(activity('Update', other));
    const run = (await json(await send('GET', `/sources/${source.id}/runs`, undefined, editor))).runs[0];
    expect(run).toMatchObject({ trigger: 'push', ignored: 1, new: 0, updated: 0 });
  });

  it('an event a followed group or relay announces (Mobilizon’s way) comes in as that actor’s source’s', async () => {
    const source = await sourceOfRelay();
    const shared = {
      ...object,
      id: 'https://mobilizon.example/events/5f1c',
      name: 'Mendi irteera',
      attributedTo: 'https://mobilizon.example/@mendizaleak',
    };
    mockFediverse([relay], { [shared.id]: shared });
    const announce = activity('Announce', { ...activity('Create', shared), actor: shared.attributedTo });
    expect((await deliver(announce)).status).toBe(202);
    const events = await brought(source.id);
    expect(events.find((e: { uid: string }) => e.uid === shared.id)).toMatchObject({
      title: 'Mendi irteera',
      status: 'pending',
    });
  });
});
