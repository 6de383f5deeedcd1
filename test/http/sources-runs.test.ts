import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, json, send } from '../helpers';
import {
  cron,
  drain,
  type IcsEvent,
  ics,
  keptQueue,
  lastRun,
  runNow,
  serveSources,
} from '../sources-harness';

/**
 * Runs of scheduled sources (docs/sources.md#runs): the cron hands due sources to the queue, the consumer
 * fetches the feed through the outgoing guard and writes its events through the API's routes.
 */

const FEED = 'https://calendar.example.org/feed.ics';
let editor: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const concert: IcsEvent = {
  uid: 'concert-1@example.org',
  summary: 'Jazz en el puerto',
  start: '20270310T190000Z',
  end: '20270310T210000Z',
  description: 'Un cuarteto.',
};
const play: IcsEvent = {
  uid: 'play-2@example.org',
  summary: 'Teatro de calle',
  start: '20270312T170000Z',
  end: '20270312T183000Z',
};

/** A feed whose events the test changes; it answers with an ETag of its text, and 304 to a match. */
function feed(events: IcsEvent[]) {
  const state = { events, etag: true };
  const served = serveSources((request) => {
    const text = ics(state.events);
    let sum = 0;
    for (let i = 0; i < text.length; i++) sum = (sum * 31 + text.charCodeAt(i)) >>> 0;
    const tag = `"${sum.toString(16)}"`;
    if (state.etag && request.headers.get('if-none-match') === tag)
      return new Response(null, { status: 304 });
    return new Response(text, {
      headers: { 'Content-Type': 'text/calendar', ...(state.etag ? { ETag: tag } : {}) },
    });
  });
  return { state, served };
}

async function createSource(body: Record<string, unknown> = {}) {
  const res = await send('POST', '/sources', { kind: 'ical', url: FEED, ...body }, editor);
  expect(res.status, await res.clone().text()).toBe(201);
  return json(res);
}

async function eventOf(sourceId: number, uid: string) {
  const res = await send('GET', `/sources/${sourceId}/events?per_page=100`, undefined, editor);
  const { events } = await json(res);
  // biome-ignore lint/suspicious/noExplicitAny: test JSON
  return events.find((e: any) => e.uid === uid);
}

async function readEvent(id: number) {
  const res = await send('GET', `/events/${id}?context=edit`, undefined, editor);
  return { status: res.status, body: await json(res) };
}

const postCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM posts WHERE kind = 'event'").first<{ n: number }>())!.n;

describe('the schedule', () => {
  it('the cron hands a due source to the queue; its run creates the events as pending, through the API', async () => {
    const { served } = feed([concert, play]);
    const source = await createSource({ schedule: 'hourly', default_categories: ['Música'] });
    const kept = keptQueue();
    await cron(kept);
    expect(kept.sent).toEqual([{ source: source.id, trigger: 'schedule' }]);
    await drain(kept);
    const run = await lastRun(editor, source.id);
    expect(run).toMatchObject({
      status: 'succeeded',
      new: 2,
      updated: 0,
      failed: 0,
      trigger: 'schedule',
      pages: 1,
    });
    expect(run.errors).toEqual([]);
    const brought = await eventOf(source.id, concert.uid);
    expect(brought).toMatchObject({ title: 'Jazz en el puerto', status: 'pending' });
    const event = await readEvent(brought.event);
    expect(event.body.categories.map((c: { name: string }) => c.name)).toEqual(['Música']);
    // The change feed saw the write, as any client's.
    const change = await env.DB.prepare('SELECT count(*) AS n FROM changes WHERE record_id = ?')
      .bind(brought.event)
      .first<{ n: number }>();
    expect(change!.n).toBeGreaterThan(0);
    expect(served.requests.map((r) => r.url)).toEqual([FEED]);
    // Not due again within the hour, and never two runs at once.
    const again = keptQueue();
    await cron(again);
    expect(again.sent).toEqual([]);
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });

  it('the cron leaves paused sources, sources not due and sources a run holds; a lock that expired is taken over', async () => {
    feed([concert]);
    const paused = await createSource({ schedule: 'hourly', paused: true });
    const held = await createSource({ schedule: 'hourly' });
    const later = await createSource({ schedule: 'daily' });
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const soon = new Date(Date.now() + 60_000).toISOString().slice(0, 19).replace('T', ' ');
    await env.DB.prepare('UPDATE sources SET next_run_utc = ? WHERE id = ?').bind(inAnHour, later.id).run();
    await env.DB.prepare('UPDATE sources SET lock_until_utc = ? WHERE id = ?').bind(soon, held.id).run();
    const kept = keptQueue();
    await cron(kept);
    expect(kept.sent).toEqual([]);
    // The run that held it died: ten minutes later its lock has expired.
    await cron(kept, new Date(Date.now() + 10 * 60_000));
    expect(kept.sent).toEqual([{ source: held.id, trigger: 'schedule' }]);
    for (const source of [paused, held, later])
      await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });

  it('an unchanged source re-run costs one conditional request and no write', async () => {
    const { served } = feed([concert]);
    const source = await createSource({ schedule: 'manual' });
    await runNow(editor, source.id, keptQueue());
    const before = await env.DB.prepare('SELECT max(seq) AS seq FROM changes').first<{ seq: number }>();
    const posts = await postCount();
    served.requests.length = 0;
    await runNow(editor, source.id, keptQueue());
    expect(served.requests).toHaveLength(1);
    expect(served.requests[0]!.headers.get('if-none-match')).toMatch(/^"/);
    expect(await lastRun(editor, source.id)).toMatchObject({
      status: 'unchanged',
      new: 0,
      updated: 0,
      requests: 1,
    });
    const after = await env.DB.prepare('SELECT max(seq) AS seq FROM changes').first<{ seq: number }>();
    expect(after!.seq).toBe(before!.seq);
    expect(await postCount()).toBe(posts);
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });

  it('the same events without validators are counted unchanged and not written', async () => {
    const { state } = feed([concert]);
    state.etag = false;
    const source = await createSource({ schedule: 'manual' });
    await runNow(editor, source.id, keptQueue());
    const before = await env.DB.prepare('SELECT max(seq) AS seq FROM changes').first<{ seq: number }>();
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({
      status: 'succeeded',
      unchanged: 1,
      updated: 0,
      new: 0,
    });
    const after = await env.DB.prepare('SELECT max(seq) AS seq FROM changes').first<{ seq: number }>();
    expect(after!.seq).toBe(before!.seq);
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });

  it('run now is refused while a run holds the source', async () => {
    feed([concert]);
    const source = await createSource({ schedule: 'manual' });
    const kept = keptQueue();
    const first = await send('POST', `/sources/${source.id}/run`, {}, editor, { SOURCE_QUEUE: kept.queue });
    expect(first.status).toBe(202);
    const second = await send('POST', `/sources/${source.id}/run`, {}, editor, { SOURCE_QUEUE: kept.queue });
    expect(second.status).toBe(409);
    expect((await json(second)).code).toBe('rest_source_running');
    await drain(kept);
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });
});

describe('defaults', () => {
  it('the source’s language, tags and organizer go to its events', async () => {
    const organizer = await json(await send('POST', '/organizers', { organizer: 'Udala' }, editor));
    const { state } = feed([
      { ...concert, uid: 'lang-1', start: '20270720T190000Z', end: '20270720T200000Z' },
    ]);
    state.etag = false;
    const source = await createSource({
      schedule: 'manual',
      default_language: 'eu',
      default_tags: ['Doan'],
      default_organizer: organizer.id,
    });
    await runNow(editor, source.id, keptQueue());
    const brought = await eventOf(source.id, 'lang-1');
    const texts = await env.DB.prepare('SELECT lang FROM post_texts WHERE post_id = ?')
      .bind(brought.event)
      .all();
    expect(texts.results.map((r) => r.lang)).toEqual(['eu']);
    const event = (await readEvent(brought.event)).body;
    expect(event.tags.map((t: { name: string }) => t.name)).toEqual(['Doan']);
    expect(event.organizer.map((o: { id: number }) => o.id)).toEqual([organizer.id]);
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });

  it('a source whose editor is no longer one fails in words, writing nothing', async () => {
    feed([{ ...concert, uid: 'gone-1' }]);
    const { key, id } = await createUser('editor');
    const res = await send('POST', '/sources', { kind: 'ical', url: FEED, schedule: 'manual' }, key);
    const source = await json(res);
    await env.DB.prepare("UPDATE users SET role = 'author' WHERE id = ?").bind(id).run();
    await runNow(editor, source.id, keptQueue());
    const run = await lastRun(editor, source.id);
    expect(run.status).toBe('failed');
    expect(run.errors[0].message).toMatch(/no longer an editor/);
    expect(await eventOf(source.id, 'gone-1')).toBeUndefined();
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });
});

describe('update authority', () => {
  it('overwrite: the source’s change is written', async () => {
    const { state } = feed([concert]);
    const source = await createSource({ schedule: 'manual', update_authority: 'overwrite' });
    await runNow(editor, source.id, keptQueue());
    state.events = [{ ...concert, summary: 'Jazz en el puerto (aplazado)' }];
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({ updated: 1 });
    const brought = await eventOf(source.id, concert.uid);
    expect((await readEvent(brought.event)).body.title).toBe('Jazz en el puerto (aplazado)');
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });

  it('keep_local_edits: a field an editor changed keeps its value, the others follow the source', async () => {
    const { state } = feed([concert]);
    const source = await createSource({ schedule: 'manual', update_authority: 'keep_local_edits' });
    await runNow(editor, source.id, keptQueue());
    const brought = await eventOf(source.id, concert.uid);
    const edited = await send('POST', `/events/${brought.event}`, { title: 'Jazz: el cuarteto' }, editor);
    expect(edited.status).toBe(200);
    state.events = [{ ...concert, summary: 'Jazz en el muelle', description: 'Un quinteto.' }];
    await runNow(editor, source.id, keptQueue());
    const event = (await readEvent(brought.event)).body;
    expect(event.title).toBe('Jazz: el cuarteto');
    expect(event.description).toContain('Un quinteto.');
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });

  it('never: an imported event is not touched again', async () => {
    const { state } = feed([concert]);
    const source = await createSource({ schedule: 'manual', update_authority: 'never' });
    await runNow(editor, source.id, keptQueue());
    state.events = [{ ...concert, summary: 'Otro título' }];
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({ updated: 0, unchanged: 1 });
    const brought = await eventOf(source.id, concert.uid);
    expect((await readEvent(brought.event)).body.title).toBe('Jazz en el puerto');
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });
});

describe('removed, ignored and duplicates', () => {
  it('on_removed trash: an event the source drops goes to the trash; keep: it stays', async () => {
    for (const onRemoved of ['trash', 'keep'] as const) {
      const { state } = feed([concert, play]);
      const source = await createSource({ schedule: 'manual', on_removed: onRemoved });
      await runNow(editor, source.id, keptQueue());
      const brought = await eventOf(source.id, play.uid);
      state.events = [concert];
      await runNow(editor, source.id, keptQueue());
      const event = await readEvent(brought.event);
      expect(event.body.status, onRemoved).toBe(onRemoved === 'trash' ? 'trash' : 'pending');
      expect((await lastRun(editor, source.id)).trashed).toBe(onRemoved === 'trash' ? 1 : 0);
      await send('DELETE', `/sources/${source.id}`, undefined, editor);
      vi.unstubAllGlobals();
    }
  });

  it('an ignored event is trashed and never comes back', async () => {
    feed([concert, play]).state.etag = false;
    const source = await createSource({ schedule: 'manual' });
    await runNow(editor, source.id, keptQueue());
    const brought = await eventOf(source.id, play.uid);
    const ignored = await send('POST', `/sources/${source.id}/ignored`, { uid: play.uid }, editor);
    expect(ignored.status).toBe(201);
    expect(await json(ignored)).toMatchObject({
      uid: play.uid,
      title: 'Teatro de calle',
      trashed_event: brought.event,
    });
    expect((await readEvent(brought.event)).body.status).toBe('trash');
    const posts = await postCount();
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({ ignored: 1, new: 0 });
    expect(await postCount()).toBe(posts);
    const list = await json(await send('GET', `/sources/${source.id}/ignored`, undefined, editor));
    expect(list.ignored.map((i: { uid: string }) => i.uid)).toEqual([play.uid]);
    // Taken off the list, it comes in again.
    const back = await send(
      'DELETE',
      `/sources/${source.id}/ignored?uid=${encodeURIComponent(play.uid)}`,
      undefined,
      editor,
    );
    expect(back.status).toBe(200);
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({ new: 1 });
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });

  it('an event like one an editor typed (same day, no venue, close title) is created and flagged', async () => {
    const typed = await send(
      'POST',
      '/events',
      {
        title: 'Concierto: Jazz en el Puerto',
        start_date: '2027-05-10 20:00:00',
        end_date: '2027-05-10 22:00:00',
      },
      editor,
    );
    expect(typed.status).toBe(201);
    const typedId = (await json(typed)).id;
    const other = { ...play, start: '20270410T170000Z', end: '20270410T180000Z' };
    feed([{ ...concert, start: '20270510T190000Z', end: '20270510T210000Z' }, other]);
    const source = await createSource({ schedule: 'manual' });
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({ new: 2, duplicates: 1 });
    expect(await eventOf(source.id, concert.uid)).toMatchObject({ possible_duplicate_of: typedId });
    expect(await eventOf(source.id, play.uid)).toMatchObject({ possible_duplicate_of: null });
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });
});

describe('venues and series', () => {
  it('a venue is matched to ours by name and address (case and accents folded) before a new one is made', async () => {
    const venue = await send(
      'POST',
      '/venues',
      { venue: 'Teatro Arriága', address: 'Plaza Arriaga 1' },
      editor,
    );
    expect(venue.status).toBe(201);
    const venueId = (await json(venue)).id;
    const venues = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM posts WHERE kind = 'venue'").first<{ n: number }>())!
        .n;
    const before = await venues();
    feed([
      {
        ...concert,
        uid: 'v1',
        start: '20270615T190000Z',
        end: '20270615T200000Z',
        location: 'TEATRO ARRIAGA, Plaza Arriaga 1',
      },
      {
        ...play,
        uid: 'v2',
        start: '20270616T190000Z',
        end: '20270616T200000Z',
        location: 'Sala BBK, Gran Vía 19',
      },
    ]);
    const source = await createSource({ schedule: 'manual' });
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({ new: 2, failed: 0 });
    const same = (await readEvent((await eventOf(source.id, 'v1')).event)).body;
    expect(same.venue.id).toBe(venueId);
    const other = (await readEvent((await eventOf(source.id, 'v2')).event)).body;
    expect(other.venue.id).not.toBe(venueId);
    expect(await venues()).toBe(before + 1);
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });

  it('a recurring event becomes a series, and an endless rule stays within the series’ horizon', async () => {
    const weekly = {
      uid: 'weekly@example.org',
      summary: 'Mercado semanal',
      start: '20270105T090000Z',
      end: '20270105T130000Z',
      rrule: 'FREQ=WEEKLY',
    };
    const { state } = feed([weekly]);
    state.etag = false;
    const source = await createSource({ schedule: 'manual' });
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({ status: 'succeeded', new: 1, failed: 0 });
    const brought = await eventOf(source.id, weekly.uid);
    expect(brought.series).toBe(true);
    const occurrences = await env.DB.prepare('SELECT count(*) AS n FROM posts WHERE series_id = ?')
      .bind(brought.event)
      .first<{ n: number }>();
    expect(occurrences!.n).toBeGreaterThan(10);
    expect(occurrences!.n).toBeLessThan(200);
    await runNow(editor, source.id, keptQueue());
    expect(await lastRun(editor, source.id)).toMatchObject({ unchanged: 1, updated: 0 });
    await send('DELETE', `/sources/${source.id}`, undefined, editor);
  });
});
