import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { call, createEvent, createUser, json, send } from '../helpers';

/**
 * `GET /venues?search=` and `/organizers?search=` read `linked_texts_fts` (migrations/0023), the
 * full-text index of the venues' and organizers' texts alone, which triggers on `post_texts` keep.
 */

const API = '/site/events/v1';

describe('the venues and organizers search index', () => {
  it('follows creates, renames (a word kept, a word changed), translations and deletes', async () => {
    const { key } = await createUser('editor');
    const names = async (route: string, search: string, prefix = '') =>
      (
        (await json(await call(`${prefix}${API}/${route}?search=${encodeURIComponent(search)}`)))[route] ?? []
      ).map((record: { id: number }) => record.id);
    const created = async (route: string, body: Record<string, unknown>) => {
      const response = await send('POST', `${API}/${route}`, body, key);
      expect(response.status, await response.clone().text()).toBe(201);
      return (await json(response)).id as number;
    };
    const venue = await created('venues', { venue: 'Sala Zubiarte', city: 'Barakaldo' });
    const organizer = await created('organizers', { organizer: 'Kultur Zubiarte' });
    // An event's text with the same word is not a venue's.
    await createEvent(key, {
      title: 'Zubiarte jaialdia',
      start_date: '2045-01-01 10:00:00',
      end_date: '2045-01-01 12:00:00',
      status: 'publish',
    });
    expect(await names('venues', 'zubiarte')).toEqual([venue]);
    expect(await names('venues', 'barakaldo')).toEqual([venue]);
    expect(await names('organizers', 'zubiarte')).toEqual([organizer]);

    expect((await send('POST', `${API}/venues/${venue}`, { venue: 'Sala Ibaiondo' }, key)).status).toBe(200);
    expect(await names('venues', 'zubiarte')).toEqual([]);
    expect(await names('venues', 'ibaiondo')).toEqual([venue]);
    expect(await names('venues', 'sala ibaiondo')).toEqual([venue]);
    expect(
      (await send('POST', `/eu${API}/organizers/${organizer}`, { organizer: 'Kultur Elkartea' }, key)).status,
    ).toBe(200);
    expect(await names('organizers', 'elkartea', '/eu')).toEqual([organizer]);

    expect((await send('DELETE', `${API}/venues/${venue}?force=true`, undefined, key)).status).toBe(200);
    expect(await names('venues', 'ibaiondo')).toEqual([]);
    await env.DB.prepare(`INSERT INTO linked_texts_fts (linked_texts_fts) VALUES ('integrity-check')`).run();
  });
});
