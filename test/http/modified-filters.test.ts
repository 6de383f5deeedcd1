import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createEvent, createUser, json, send } from '../helpers';

/**
 * `modified_after` / `modified_before` on the lists of events, venues and organizers (sync.md §1, §6):
 * both exclusive, on `modified_utc`, instants as given (a naive date in the site time zone, Madrid
 * here), no day snapping; an event list filtered on them has no default date window.
 */

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;

let editor: string;
const ids: Record<string, number> = {};

/** Sets a record's modification time (its changes are logged like any other). */
const modifiedAt = (id: number, utc: string) =>
  env.DB.prepare('UPDATE posts SET modified_utc = ? WHERE id = ?').bind(utc, id).run();

beforeAll(async () => {
  editor = (await createUser('editor')).key;
  const make = (title: string, start: string) =>
    createEvent(editor, { title, start_date: `${start} 10:00`, end_date: `${start} 12:00` });
  ids.early = (await make('Modified early', '2036-05-01')).id;
  ids.late = (await make('Modified late', '2036-05-02')).id;
  ids.past = (await make('Modified past', '2005-05-01')).id;
  ids.venueEarly = (await json(await send('POST', '/venues', { venue: 'Modified Hall A' }, editor))).id;
  ids.venueLate = (await json(await send('POST', '/venues', { venue: 'Modified Hall B' }, editor))).id;
  ids.organizer = (await json(await send('POST', '/organizers', { organizer: 'Modified Org' }, editor))).id;
  await modifiedAt(ids.early!, '2031-01-01 10:00:00');
  await modifiedAt(ids.late!, '2031-01-02 10:00:00');
  await modifiedAt(ids.past!, '2031-01-03 10:00:00');
  await modifiedAt(ids.venueEarly!, '2031-01-01 10:00:00');
  await modifiedAt(ids.venueLate!, '2031-01-02 10:00:00');
  await modifiedAt(ids.organizer!, '2031-01-02 10:00:00');
});

const listed = async (path: string, key = 'events') => {
  const res = await call(path);
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body[key].map((record: Json) => record.id) as number[];
};

describe('on events', () => {
  it('are exclusive, compare instants, and read a naive date in the site time zone', async () => {
    const after = await listed('/events?modified_after=2031-01-01T10:00:00Z');
    expect(after).toContain(ids.late);
    expect(after).not.toContain(ids.early);
    // 11:00 in Madrid in January is 10:00 UTC: still exclusive.
    expect(await listed('/events?modified_after=2031-01-01%2011:00')).not.toContain(ids.early);
    expect(await listed('/events?modified_after=2031-01-01%2010:59:59')).toContain(ids.early);
    expect(await listed('/events?modified_after=2031-01-01T10:00:00%2B01:00')).toContain(ids.early);
    const window = await listed(
      '/events?modified_after=2031-01-01T09:00:00Z&modified_before=2031-01-02T10:00:00Z',
    );
    expect(window).toContain(ids.early);
    expect(window).not.toContain(ids.late);
  });

  it('drop the default date window (an explicit one still applies)', async () => {
    expect(await listed('/events?modified_after=2031-01-01')).toContain(ids.past);
    expect(await listed('/events')).not.toContain(ids.past);
    expect(await listed('/events?modified_after=2031-01-01&start_date=2030-01-01')).not.toContain(ids.past);
  });

  it('are in the canonical links and the cache key, normalised to UTC', async () => {
    const res = await call('/events?modified_after=2031-01-01%2011:00&per_page=1');
    const body = await json(res);
    expect(body.rest_url).toContain('modified_after=2031-01-01T10%3A00%3A00Z');
    const same = await call('/events?per_page=1&modified_after=2031-01-01T10:00:00Z');
    expect(same.headers.get('x-cache')).toBe('HIT');
  });

  it('are 400 when they are not dates', async () => {
    for (const query of [
      'modified_after=tomorrow',
      'modified_before=2031-02-30',
      'modified_after=1&modified_after=2',
    ]) {
      const res = await call(`/events?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys((await json(res)).data.params)[0]).toMatch(/^modified_/);
    }
  });
});

describe('on venues and organizers', () => {
  it('filter the same way', async () => {
    const venues = await listed('/venues?modified_after=2031-01-01T10:00:00Z', 'venues');
    expect(venues).toContain(ids.venueLate);
    expect(venues).not.toContain(ids.venueEarly);
    expect(await listed('/venues?modified_before=2031-01-02T10:00:00Z', 'venues')).toEqual([ids.venueEarly]);
    expect(await listed('/organizers?modified_after=2031-01-02T09:59:59Z', 'organizers')).toEqual([
      ids.organizer,
    ]);
    expect((await call('/organizers?modified_before=never')).status).toBe(400);
  });
});
