import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, bearer, call, createEvent, createUser, json, send } from '../helpers';

/**
 * The editors' calendar (src/admin/calendar): clashes between events in different time zones (compared as
 * UTC instants), and the search, tag and organizer filters, kept across the months.
 */

const MONTH = '2031-05';
const HOSTILE = '<script>alert(1)</script>';
let editor: { id: number; login: string; key: string };
const ids: Record<string, number> = {};

async function screen(path: string) {
  const res = await call(`${BASE}${path}`, { redirect: 'manual', headers: bearer(editor.key) });
  return { res, html: await res.text() };
}

const cells = (html: string) =>
  new Map(
    [...html.matchAll(/<td[^>]*data-day="(\d{4}-\d{2}-\d{2})"[^>]*>(.*?)<\/td>/gs)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
const titlesOn = (html: string) =>
  [...html.matchAll(/<a href="\/en\/admin\/events\/\d+">([^<]*)<\/a>/g)].map((m) => m[1]);

beforeAll(async () => {
  editor = await createUser('editor');
  const tag = await json(await send('POST', '/tags', { name: HOSTILE }, editor.key));
  const organizer = await json(await send('POST', '/organizers', { organizer: 'Jazzaldia' }, editor.key));
  ids.tag = tag.id;
  ids.organizer = organizer.id;
  // The clashes' events share another organizer (clashes are between events sharing one).
  const stage = await json(await send('POST', '/organizers', { organizer: 'Clash stage' }, editor.key));
  const make = async (title: string, body: Record<string, unknown>) => {
    ids[title] = (await createEvent(editor.key, { title, status: 'publish', ...body })).id;
  };
  // The 14th: 18:00 in Madrid and 12:00 in New York are the same moment (16:00 UTC); one organizer for both.
  await make('Madrid evening', {
    organizer: [stage.id],
    start_date: `${MONTH}-14 18:00:00`,
    end_date: `${MONTH}-14 19:00:00`,
    timezone: 'Europe/Madrid',
  });
  await make('New York noon', {
    organizer: [stage.id],
    start_date: `${MONTH}-14 12:00:00`,
    end_date: `${MONTH}-14 13:00:00`,
    timezone: 'America/New_York',
  });
  // The 15th: the same walls, six hours apart.
  await make('Madrid noon', {
    organizer: [stage.id],
    start_date: `${MONTH}-15 12:00:00`,
    end_date: `${MONTH}-15 13:00:00`,
    timezone: 'Europe/Madrid',
  });
  await make('New York noon too', {
    organizer: [stage.id],
    start_date: `${MONTH}-15 12:00:00`,
    end_date: `${MONTH}-15 13:00:00`,
    timezone: 'America/New_York',
  });
  await make('Tagged concert', {
    start_date: `${MONTH}-20 20:00:00`,
    end_date: `${MONTH}-20 22:00:00`,
    tags: [tag.id],
    organizer: [organizer.id],
  });
  await make('Untagged talk', { start_date: `${MONTH}-21 10:00:00`, end_date: `${MONTH}-21 11:00:00` });
});

describe('clashes across time zones', () => {
  it('two events at the same moment in different zones clash; the same walls in different zones do not', async () => {
    const { res, html } = await screen(`/en/admin/calendar?month=${MONTH}`);
    expect(res.status).toBe(200);
    const day = cells(html);
    expect(day.get(`${MONTH}-14`)).toContain('Madrid evening');
    expect(day.get(`${MONTH}-14`)).toContain('New York noon');
    expect(day.get(`${MONTH}-14`)).toContain('<p class="clash">');
    expect(day.get(`${MONTH}-15`)).toContain('Madrid noon');
    expect(day.get(`${MONTH}-15`)).toContain('New York noon too');
    expect(day.get(`${MONTH}-15`)).not.toContain('<p class="clash">');
  });
});

describe('filters', () => {
  it('by tag and organizer: only their events, and the filters are kept in the links to other months', async () => {
    const byTag = await screen(`/en/admin/calendar?month=${MONTH}&tag=${ids.tag}`);
    expect(byTag.res.status).toBe(200);
    expect(titlesOn(byTag.html)).toEqual(['Tagged concert']);
    expect(byTag.html).toContain(
      `<option value="${ids.tag}" selected="">&lt;script&gt;alert(1)&lt;/script&gt;</option>`,
    );
    expect(byTag.html).not.toContain(HOSTILE);
    expect(byTag.html).toContain(`href="/en/admin/calendar?month=2031-06&amp;tag=${ids.tag}" rel="next"`);

    const byOrganizer = await screen(`/en/admin/calendar?month=${MONTH}&organizer=${ids.organizer}`);
    expect(titlesOn(byOrganizer.html)).toEqual(['Tagged concert']);
    expect(byOrganizer.html).toContain(`<option value="${ids.organizer}" selected="">Jazzaldia</option>`);
    expect(byOrganizer.html).toContain(
      `href="/en/admin/calendar?month=2031-04&amp;organizer=${ids.organizer}" rel="prev"`,
    );
  });

  it("by search (the API's, in the content language), kept across months and escaped", async () => {
    const found = await screen(`/en/admin/calendar?month=${MONTH}&s=talk`);
    expect(titlesOn(found.html)).toEqual(['Untagged talk']);
    expect(found.html).toMatch(/<input id="calendar-s" name="s" type="search" value="talk"/);
    expect(found.html).toContain('href="/en/admin/calendar?month=2031-06&amp;s=talk" rel="next"');

    const hostile = await screen(`/en/admin/calendar?month=${MONTH}&s=${encodeURIComponent(`"${HOSTILE}`)}`);
    expect(hostile.res.status).toBe(200);
    expect(hostile.html).not.toContain(HOSTILE);
    expect(hostile.html).toContain('value="&quot;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('a tag or organizer that does not exist is a 400 page naming it', async () => {
    const tag = await screen(`/en/admin/calendar?month=${MONTH}&tag=999999`);
    expect(tag.res.status).toBe(400);
    expect(tag.html).toMatch(/role="alert"[^>]*>.*Tag/s);
    const organizer = await screen(`/en/admin/calendar?month=${MONTH}&organizer=abc`);
    expect(organizer.res.status).toBe(400);
    expect(organizer.html).toMatch(/role="alert"[^>]*>.*Organizer/s);
  });
});
