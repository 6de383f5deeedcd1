import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourceSet } from '../../src/calendars/model';
import { readerOf } from '../../src/calendars/readers';
import { pushToSource } from '../../src/sources/push';
import { createUser, json, send } from '../helpers';
import { drain, type IcsEvent, ics, keptQueue, lastRun } from '../sources-harness';

/**
 * Sources that push their events (src/sources/push.ts: a followed fediverse calendar): each push is a run that
 * starts at the write phase, so the ignore list, the update authority and the moderation of the scheduled
 * sources apply; only what the source says it deleted is trashed.
 */

const ACTOR = 'https://agenda.example.net/federation/u/relay';
let editor: { id: number; key: string };

beforeAll(async () => {
  editor = await createUser('editor');
});

/** A followed calendar's source, as following it makes one. */
async function pushedSource(fields: Record<string, string> = {}): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO sources (kind, url, name, schedule, default_status, update_authority, on_removed, created_by)
     VALUES ('activitypub', ?, 'Relay', 'manual', 'pending', ?, ?, ?) RETURNING id`,
  )
    .bind(ACTOR, fields.update_authority ?? 'overwrite', fields.on_removed ?? 'trash', editor.id)
    .first<{ id: number }>();
  return row!.id;
}

/** The events a remote calendar published, as its objects are mapped into the importer's model. */
async function setOf(events: IcsEvent[]): Promise<SourceSet> {
  const reader = await readerOf('ical');
  const context = {
    sourceUrl: ACTOR,
    timezone: 'Europe/Madrid',
    language: 'es',
    now: new Date('2026-01-01T00:00:00Z'),
    maxEvents: 100,
    maxOccurrences: 100,
  };
  const request = reader.firstRequest(context);
  return reader.readPage({ request, url: ACTOR, contentType: 'text/calendar', text: ics(events) }, context)
    .set;
}

const party: IcsEvent = {
  uid: 'https://agenda.example.net/events/31',
  summary: 'Fiesta del barrio',
  start: '20990610T170000Z',
  end: '20990610T220000Z',
};

async function push(sourceId: number, pushed: { set: SourceSet | null; removed: string[] }) {
  const kept = keptQueue();
  const outcome = await pushToSource({ ...env, SOURCE_QUEUE: kept.queue }, sourceId, pushed);
  await drain(kept);
  return outcome;
}

async function brought(sourceId: number) {
  return (await json(await send('GET', `/sources/${sourceId}/events`, undefined, editor.key))).events;
}

describe('pushed sources', () => {
  it('a pushed event is written as a scheduled source’s, pending review, and its run says so', async () => {
    const source = await pushedSource();
    expect(await push(source, { set: await setOf([party]), removed: [] })).toBe('queued');
    const run = await lastRun(editor.key, source);
    expect(run).toMatchObject({ trigger: 'push', status: 'succeeded', new: 1 });
    const [event] = await brought(source);
    expect(event).toMatchObject({ uid: party.uid, title: 'Fiesta del barrio', status: 'pending' });

    // The same event again: nothing written; changed: updated in place.
    await push(source, { set: await setOf([party]), removed: [] });
    expect(await lastRun(editor.key, source)).toMatchObject({ unchanged: 1, new: 0 });
    await push(source, {
      set: await setOf([{ ...party, summary: 'Fiesta del barrio (cambia de hora)' }]),
      removed: [],
    });
    expect(await lastRun(editor.key, source)).toMatchObject({ updated: 1 });
    const read = await json(await send('GET', `/events/${event.event}`, undefined, editor.key));
    expect(read.title).toBe('Fiesta del barrio (cambia de hora)');
  });

  it('trashes only what the source deleted, never what a push did not mention', async () => {
    const source = await pushedSource();
    const other = { ...party, uid: 'https://agenda.example.net/events/32', summary: 'Concierto' };
    await push(source, { set: await setOf([party]), removed: [] });
    await push(source, { set: await setOf([other]), removed: [] });
    // A push naming only `other` left the first event alone.
    const events = await brought(source);
    expect(events).toHaveLength(2);
    expect(events.every((e: { status: string }) => e.status === 'pending')).toBe(true);

    await push(source, { set: null, removed: [party.uid] });
    expect(await lastRun(editor.key, source)).toMatchObject({ trashed: 1 });
    const left = await brought(source);
    expect(left.map((e: { uid: string }) => e.uid)).toEqual([other.uid]);
  });

  it('an ignored event never comes back by a push', async () => {
    const source = await pushedSource();
    await push(source, { set: await setOf([party]), removed: [] });
    const ignored = await send('POST', `/sources/${source}/ignored`, { uid: party.uid }, editor.key);
    expect(ignored.status).toBeLessThan(300);
    await push(source, { set: await setOf([{ ...party, summary: 'Otra vez' }]), removed: [] });
    expect(await lastRun(editor.key, source)).toMatchObject({ ignored: 1, new: 0, updated: 0 });
  });

  it('waits for a run under way, and refuses a source that does not push', async () => {
    const source = await pushedSource();
    await env.DB.prepare(`UPDATE sources SET lock_until_utc = '2999-01-01 00:00:00' WHERE id = ?`)
      .bind(source)
      .run();
    expect(await push(source, { set: await setOf([party]), removed: [] })).toBe('busy');
    const fetched = await env.DB.prepare(
      `INSERT INTO sources (kind, url, created_by) VALUES ('ical', 'https://example.org/x.ics', ?) RETURNING id`,
    )
      .bind(editor.id)
      .first<{ id: number }>();
    expect(await push(fetched!.id, { set: await setOf([party]), removed: [] })).toBe('no-source');
  });

  it('is not run by hand, and keeps the followed actor as its kind and address', async () => {
    const source = await pushedSource();
    const run = await send('POST', `/sources/${source}/run`, {}, editor.key);
    expect(run.status).toBe(409);
    expect((await json(run)).code).toBe('rest_source_pushed');
    const moved = await send(
      'PATCH',
      `/sources/${source}`,
      { url: 'https://elsewhere.example/feed.ics' },
      editor.key,
    );
    expect(moved.status).toBe(409);
    const tuned = await send('PATCH', `/sources/${source}`, { default_status: 'draft' }, editor.key);
    expect(tuned.status).toBe(200);
  });

  it('a cancellation the source sends arrives as the event’s status, with its reason', async () => {
    const source = await pushedSource();
    await push(source, { set: await setOf([party]), removed: [] });
    const cancelled = await setOf([party]);
    const post = cancelled.posts.find((p) => p.kind === 'event')!;
    post.event!.facts = {
      status: 'cancelled',
      reason: 'Por la lluvia',
      attendanceMode: 'offline',
      onlineUrl: '',
      onlineUrlVisibleBefore: null,
      onlyForSignedIn: false,
    };
    await push(source, { set: cancelled, removed: [] });
    expect(await lastRun(editor.key, source)).toMatchObject({ updated: 1 });
    const [event] = await brought(source);
    const read = await json(await send('GET', `/events/${event.event}`, undefined, editor.key));
    expect(read).toMatchObject({ event_status: 'cancelled', event_status_reason: 'Por la lluvia' });
  });
});
