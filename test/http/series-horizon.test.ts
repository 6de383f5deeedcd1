import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/client';
import { extendHorizons, MAX_SERIES } from '../../src/series/horizon';
import { call, createUser, json, LOCKED_IN_LISTS, send } from '../helpers';

/**
 * The horizon of endless series (series.md §2), extended by the scheduled trigger: what lies past the
 * horizon is added, never twice, bounded per run, with one generation bump; and passwords of series.
 */

let editor: string;
// biome-ignore lint/suspicious/noExplicitAny: records read by a few keys
type Event = any;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

const DAY = 86_400_000;
/** The day `n` days after the one the test runs on: the series start ahead of the clock, whenever it runs. */
const daysAhead = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
const count = async (id: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM posts WHERE series_id = ? AND kind = 'event'")
    .bind(id)
    .first<{ n: number }>())!.n;
const generation = async () =>
  (await env.DB.prepare("SELECT value FROM counters WHERE name = 'generation'").first<{ value: number }>())!
    .value;

async function createSeries(body: Record<string, unknown>): Promise<Event> {
  const res = await send('POST', '/events', body, editor);
  const created = await json(res);
  expect(res.status, JSON.stringify(created)).toBe(201);
  return created;
}

describe('the horizon of endless series', () => {
  it('is extended as time passes, idempotently, with one generation bump a run', async () => {
    const daily = await createSeries({
      title: 'Horizon daily',
      start_date: `${daysAhead(7)} 09:00`,
      end_date: `${daysAhead(7)} 10:00`,
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    const weekly = await createSeries({
      title: 'Horizon weekly, finite',
      start_date: `${daysAhead(7)} 09:00`,
      end_date: `${daysAhead(7)} 10:00`,
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'],
    });
    const before = await count(daily.id);
    const db = createDb(env.DB);
    // Nothing is due today: the horizon was set when the series was written.
    expect(await extendHorizons(db, new Date(), 24)).toEqual({ series: 0, occurrences: 0 });
    const g = await generation();
    const later = new Date(Date.now() + 30 * DAY);
    const run = await extendHorizons(db, later, 24);
    expect(run.series).toBeGreaterThanOrEqual(1);
    expect(await count(daily.id)).toBe(before + run.occurrences);
    expect(run.occurrences).toBeGreaterThanOrEqual(29);
    expect(await generation()).toBe(g + 1);
    // Again at the same time: nothing more, nothing twice.
    expect(await extendHorizons(db, later, 24)).toEqual({ series: 0, occurrences: 0 });
    expect(await generation()).toBe(g + 1);
    const dates = (await json(await call(`/events/${daily.id}/occurrences?per_page=50&page=15`))).events.map(
      (e: Event) => e.start_date.slice(0, 10),
    );
    expect(new Set(dates).size).toBe(dates.length);
    expect(await count(weekly.id)).toBe(5);
    // The template tells how far it reaches now.
    const template = await json(await call(`/events/${daily.id}`));
    expect(template.series.count).toBe(before + run.occurrences);
  });

  it('takes at most MAX_SERIES series a run, oldest horizon first, and stops at 1000 occurrences', async () => {
    const made: Event[] = [];
    for (let i = 0; i < 3; i++) {
      made.push(
        await createSeries({
          title: `Horizon batch ${i}`,
          start_date: `${daysAhead(8)} 18:00`,
          end_date: `${daysAhead(8)} 19:00`,
          recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
        }),
      );
    }
    expect(MAX_SERIES).toBeGreaterThan(3);
    const db = createDb(env.DB);
    const far = new Date(Date.now() + 3 * 365 * DAY);
    await extendHorizons(db, far, 24);
    await extendHorizons(db, far, 24);
    for (const series of made) {
      expect(await count(series.id)).toBe(1000); // five a week for four years would be more
      const rule = await env.DB.prepare('SELECT horizon_utc FROM series_rules WHERE template_id = ?')
        .bind(series.id)
        .first<{ horizon_utc: string | null }>();
      expect(rule!.horizon_utc).toBeNull();
    }
  });

  it('runs from the Worker\u2019s scheduled handler', async () => {
    const series = await createSeries({
      title: 'Horizon cron',
      start_date: `${daysAhead(9)} 08:00`,
      end_date: `${daysAhead(9)} 09:00`,
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    const before = await count(series.id);
    const { default: worker } = await import('../../src/index');
    await worker.scheduled({ scheduledTime: Date.now() + 10 * DAY, cron: '* * * * *', noRetry() {} }, env);
    expect(await count(series.id)).toBeGreaterThan(before);
  });
});

/** Every change after `token` (a full sync without one), anonymously, and the token to go on from. */
async function drainChanges(token?: string): Promise<{ changes: Event[]; token: string }> {
  const changes: Event[] = [];
  let next = token;
  for (let pages = 0; pages < 100; pages++) {
    const body = await json(
      await call(`/changes?per_page=100${next ? `&sync_token=${encodeURIComponent(next)}` : ''}`),
    );
    changes.push(...body.changes);
    next = body.next_sync_token;
    if (!body.has_more) return { changes, token: next! };
  }
  throw new Error('the change feed never ended');
}

describe('a password-protected series', () => {
  it('locks every occurrence; the series password opens each of them', async () => {
    const series = await createSeries({
      title: 'Locked class',
      start_date: '2031-02-03 19:00',
      end_date: '2031-02-03 20:00',
      description: '<p>Members only.</p>',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    });
    const res = await send('POST', `/events/${series.id}`, { password: 'txoko' }, editor);
    expect(res.status).toBe(200);
    const list = (await json(await call(`/events/${series.id}/occurrences`))).events;
    for (const e of list) expect(e).toMatchObject({ title: 'Locked class', ...LOCKED_IN_LISTS });
    expect((await call(`/events/${list[1].id}`)).status).toBe(403);
    const opened = await json(await call(`/events/${list[1].id}?password=txoko`));
    expect(opened.description).toBe('<p>Members only.</p>');
    expect((await call(`/events/${series.id}?password=txoko`)).status).toBe(200);
    expect((await call(`/events/${list[1].id}?password=wrong`)).status).toBe(403);
  });

  it('reaches detached occurrences too: a password is access, not content', async () => {
    const series = await createSeries({
      title: 'Detached class',
      start_date: '2031-03-03 19:00',
      end_date: '2031-03-03 20:00',
      description: '<p>Door code 4711.</p>',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    });
    const ids: number[] = (await json(await call(`/events/${series.id}/occurrences`))).events.map(
      (e: Event) => e.id,
    );
    expect((await send('POST', `/events/${ids[1]}?scope=this`, { cost: '12' }, editor)).status).toBe(200);
    const pages = await Promise.all(ids.map(async (id) => (await json(await call(`/events/${id}`))).url));
    const { token } = await drainChanges();
    expect((await send('POST', `/events/${series.id}?scope=all`, { password: 'txoko' }, editor)).status).toBe(
      200,
    );
    for (const [i, id] of ids.entries()) {
      expect((await call(`/events/${id}`)).status, `occurrence ${id}`).toBe(403);
      const page = await call(pages[i]);
      expect(await page.text(), `page of ${id}`).not.toContain('Door code');
    }
    for (const e of (await json(await call(`/events/${series.id}/occurrences`))).events)
      expect(e).toMatchObject(LOCKED_IN_LISTS);
    // The change feed reports the detached occurrence again, locked.
    const { changes } = await drainChanges(token);
    expect(changes.find((c: Event) => c.id === ids[1])).toMatchObject({
      action: 'upsert',
      data: LOCKED_IN_LISTS,
    });
    // Removing it reaches them all again.
    expect((await send('POST', `/events/${series.id}?scope=all`, { password: '' }, editor)).status).toBe(200);
    expect((await json(await call(`/events/${ids[1]}`))).description).toBe('<p>Door code 4711.</p>');
  });

  it('a split (scope=following) keeps the password: the moved occurrences open with it', async () => {
    const series = await createSeries({
      title: 'Split locked class',
      start_date: '2031-04-07 19:00',
      end_date: '2031-04-07 20:00',
      description: '<p>Room 12.</p>',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'],
    });
    expect((await send('POST', `/events/${series.id}`, { password: 'txoko' }, editor)).status).toBe(200);
    const ids: number[] = (await json(await call(`/events/${series.id}/occurrences`))).events.map(
      (e: Event) => e.id,
    );
    const split = await send('POST', `/events/${ids[2]}?scope=following`, { title: 'Split later' }, editor);
    expect(split.status).toBe(200);
    const moved = await json(await call(`/events/${ids[3]}?password=txoko`));
    expect(moved.title).toBe('Split later');
    expect(moved.description).toBe('<p>Room 12.</p>');
    expect((await call(`/events/${ids[3]}?password=wrong`)).status).toBe(403);
    expect((await call(`/events/${ids[3]}`)).status).toBe(403);
    expect((await call(`/events/${ids[1]}?password=txoko`)).status).toBe(200);
    // The new series' template opens with it too, and a new password set on it replaces it.
    const template = (await json(await call(`/events/${ids[3]}?password=txoko`))).series.id;
    expect((await call(`/events/${template}?password=txoko`)).status).toBe(200);
    expect((await send('POST', `/events/${template}?scope=all`, { password: 'nuevo' }, editor)).status).toBe(
      200,
    );
    expect((await call(`/events/${ids[3]}?password=nuevo`)).status).toBe(200);
    expect((await call(`/events/${ids[3]}?password=txoko`)).status).toBe(403);
  });
});
