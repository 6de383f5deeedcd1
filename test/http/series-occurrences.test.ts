import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/i18n';
import { LANGUAGES } from '../../src/lib/languages';
import { call, createUser, json, send } from '../helpers';

/**
 * `GET /events/{id}/occurrences` (series.md §3 and §7): any id of the series names it, the `/events`
 * envelope and paging, every occurrence from the first unless dates are given, `status` as in `/events`,
 * 404 for an unknown or unreadable id and for a page past the end; a plain event's id lists that event.
 */

let editor: string;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
});

// biome-ignore lint/suspicious/noExplicitAny: records read by a few keys
type Event = any;

const asEditor = () => ({ headers: { Authorization: `Bearer ${editor}` } });

async function created(body: Record<string, unknown>): Promise<Event> {
  const res = await send(
    'POST',
    '/events',
    {
      start_date: '2021-03-02 10:00:00',
      end_date: '2021-03-02 11:00:00',
      timezone: 'Europe/Madrid',
      ...body,
    },
    editor,
  );
  const event = await json(res);
  expect(res.status, JSON.stringify(event)).toBe(201);
  return event;
}

describe('GET /events/{id}/occurrences', () => {
  it('lists every occurrence from the first, past ones too, by the template or any occurrence', async () => {
    // Weekly from 2021: most of it is past, so /events' default window would hide it.
    const template = await created({ title: 'Past and future', recurrence: ['RRULE:FREQ=YEARLY;COUNT=12'] });
    const res = await call(`/events/${template.id}/occurrences?per_page=5`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-tec-total')).toBe('12');
    expect(res.headers.get('x-tec-totalpages')).toBe('3');
    const body = await json(res);
    expect(body).toMatchObject({ total: 12, total_pages: 3 });
    expect(body.events.map((e: Event) => e.start_date)).toEqual([
      '2021-03-02 10:00:00',
      '2022-03-02 10:00:00',
      '2023-03-02 10:00:00',
      '2024-03-02 10:00:00',
      '2025-03-02 10:00:00',
    ]);
    expect(body.next_rest_url).toContain(`/events/${template.id}/occurrences/?`);
    expect(body.next_rest_url).toContain('page=2');
    const viaOccurrence = await json(await call(`/events/${body.events[3].id}/occurrences?per_page=5`));
    expect(viaOccurrence.events.map((e: Event) => e.id)).toEqual(body.events.map((e: Event) => e.id));
    // Dates narrow it as in /events.
    const window = await json(
      await call(`/events/${template.id}/occurrences?start_date=2026-01-01&end_date=2028-12-31`),
    );
    expect(window.events.map((e: Event) => e.start_date)).toEqual([
      '2026-03-02 10:00:00',
      '2027-03-02 10:00:00',
      '2028-03-02 10:00:00',
    ]);
    // A page past the end is 404, as in /events.
    const past = await call(`/events/${template.id}/occurrences?per_page=5&page=4`);
    expect(past.status).toBe(404);
    expect((await json(past)).code).toBe('event-archive-page-not-found');
  });

  it('a plain event lists itself; an unknown id is 404', async () => {
    const plain = await created({ title: 'Only once' });
    const body = await json(await call(`/events/${plain.id}/occurrences`));
    expect(body.total).toBe(1);
    expect(body.events.map((e: Event) => [e.id, e.recurring])).toEqual([[plain.id, false]]);
    expect((await call('/events/987654321/occurrences')).status).toBe(404);
    expect((await call('/events/99999999999999999999/occurrences')).status).toBe(404);
  });

  it('follows the status rules of /events: drafts and trash for editors only', async () => {
    const template = await created({ title: 'Statuses', recurrence: ['RRULE:FREQ=DAILY;COUNT=3'] });
    const [, second] = (await json(await call(`/events/${template.id}/occurrences`))).events;
    expect((await send('DELETE', `/events/${second.id}`, {}, editor)).status).toBe(200);
    expect((await json(await call(`/events/${template.id}/occurrences`))).total).toBe(2);
    const trashed = await call(`/events/${template.id}/occurrences?status=trash`);
    expect(trashed.status).toBe(400);
    expect((await json(trashed)).data.params).toHaveProperty('status');
    const editorsTrash = await json(
      await call(`/events/${template.id}/occurrences?status=trash`, asEditor()),
    );
    expect(editorsTrash.events.map((e: Event) => e.id)).toEqual([second.id]);
    // The trashed occurrence names its series for the editor; anonymous callers may not read it.
    expect((await call(`/events/${second.id}/occurrences`, asEditor())).status).toBe(200);
    expect((await call(`/events/${second.id}/occurrences`)).status).toBe(404);

    const draft = await created({
      title: 'Draft series',
      status: 'draft',
      recurrence: ['RRULE:FREQ=DAILY;COUNT=2'],
    });
    expect((await call(`/events/${draft.id}/occurrences`)).status).toBe(404);
    expect((await json(await call(`/events/${draft.id}/occurrences`, asEditor()))).total).toBe(2);
  });

  it('rejects parameters /events would reject', async () => {
    const template = await created({ title: 'Bad input', recurrence: ['RRULE:FREQ=DAILY;COUNT=2'] });
    for (const query of ['per_page=0', 'page=x', 'start_date=tomorrow-ish', 'strict_dates=maybe']) {
      const res = await call(`/events/${template.id}/occurrences?${query}`);
      expect(res.status, query).toBe(400);
      expect((await json(res)).code, query).toBe('rest_invalid_param');
    }
  });

  it.each(LANGUAGES)(
    'says in %s, in the index and in /doc, that its dates have no default window',
    async (lang) => {
      const index = await json(await call(`/${lang}/site/events/v1`));
      const args = index.routes['/site/events/v1/events/(?P<id>\\d+)/occurrences'].endpoints[0].args;
      const doc = await json(await call(`/${lang}/site/events/v1/doc`));
      const params = doc.paths['/events/{id}/occurrences'].get.parameters as {
        name: string;
        description: string;
      }[];
      for (const name of ['start_date', 'end_date'] as const) {
        const said = MESSAGES[lang][`param.occurrences_${name}`];
        expect(args[name].description).toBe(said);
        expect(params.find((param) => param.name === name)?.description).toBe(said);
        // `/events` keeps its own: a default window it does apply.
        expect(said).not.toBe(MESSAGES[lang][`param.${name}`]);
      }
    },
  );
});
