import { beforeAll, describe, expect, it } from 'vitest';
import type { PageRequest } from '../../src/calendars/reader';
import { readerOf } from '../../src/calendars/readers';
import { callOnce, createEvent, createUser, json, send } from '../helpers';
import { byTitle, context, eventsOf, page, venueOf } from './support';

/**
 * The `site` reader (src/calendars/tec-reader.ts) against this service's own API, answered by the Worker
 * itself: another deployment of ours as a source, its events from now on, page after page.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let venueId: number;

beforeAll(async () => {
  const editor = await createUser('editor');
  venueId = (
    await json(await send('POST', '/venues', { venue: 'Site reader hall', city: 'Bilbao' }, editor.key))
  ).id;
  const category = await json(await send('POST', '/categories', { name: 'Site reader music' }, editor.key));
  await createEvent(editor.key, {
    title: 'Site reader concert',
    status: 'publish',
    start_date: `${day(3)} 20:00:00`,
    end_date: `${day(3)} 22:00:00`,
    venue: venueId,
    categories: [category.id],
  });
  await createEvent(editor.key, {
    title: 'Site reader past talk',
    status: 'publish',
    start_date: `${day(-3)} 20:00:00`,
    end_date: `${day(-3)} 22:00:00`,
  });
  await createEvent(editor.key, {
    title: 'Site reader draft',
    status: 'draft',
    start_date: `${day(4)} 20:00:00`,
    end_date: `${day(4)} 22:00:00`,
  });
  for (let i = 0; i < 55; i++)
    await createEvent(editor.key, {
      title: `Site reader series ${i}`,
      status: 'publish',
      start_date: `${day(10 + i)} 10:00:00`,
      end_date: `${day(10 + i)} 11:00:00`,
    });
});

describe('the site reader on our own API', () => {
  it("reads another deployment's published events to come, with their venues and categories, over pages", async () => {
    const reader = await readerOf('site');
    const ctx = context('http://api.test/', new Date().toISOString());
    let request: PageRequest | null = reader.firstRequest(ctx);
    expect(request.url).toMatch(/^http:\/\/api\.test\/site\/events\/v1\/events\?start_date=/);
    const titles: string[] = [];
    let pages = 0;
    let first: ReturnType<typeof reader.readPage> | null = null;
    while (request) {
      const res = await callOnce(request.url, { headers: request.headers });
      expect(res.status).toBe(200);
      const read = reader.readPage(page(request, await res.text()), ctx);
      first ??= read;
      titles.push(...eventsOf(read.set).map((e) => e.title));
      request = read.next;
      pages++;
    }
    expect(pages).toBe(2);
    expect(titles).toContain('Site reader concert');
    expect(titles.filter((t) => t.startsWith('Site reader series'))).toHaveLength(55);
    expect(titles).not.toContain('Site reader past talk');
    expect(titles).not.toContain('Site reader draft');
    const concert = byTitle(first!.set, 'Site reader concert');
    expect(concert.uid).toMatch(/^site:\d+$/);
    expect(venueOf(first!.set, concert)).toMatchObject({
      uid: `site:venue:${venueId}`,
      title: 'Site reader hall',
    });
    expect(concert.termIds.map((id) => first!.set.terms.find((t) => t.id === id)?.name)).toEqual([
      'Site reader music',
    ]);
  });
});
