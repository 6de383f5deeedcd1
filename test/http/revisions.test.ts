import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createEvent, createUser, insertPost, json, send } from '../helpers';

/**
 * Revisions (docs/api.md#revisions): every write keeps a snapshot of the event in its own batch (all its
 * languages, dates, links, terms, flags, status, who and when), at most 50 per event; read by who may edit
 * the event; restored through the normal update path with If-Match, itself a new revision.
 */

type User = { id: number; login: string; key: string };
let editor: User;
let author: User;
let contributor: User;

beforeAll(async () => {
  editor = await createUser('editor');
  author = await createUser('author');
  contributor = await createUser('contributor');
});

const get = (path: string, key?: string) => call(path, key ? { headers: bearer(key) } : {});
const revisionsOf = async (id: number, key = editor.key, query = '') => {
  const res = await get(`/events/${id}/revisions${query}`, key);
  expect(res.status).toBe(200);
  return json(res);
};
const countOf = async (id: number) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM event_revisions WHERE post_id = ?')
    .bind(id)
    .first<{ n: number }>())!.n;

const latestChange = async (id: number) =>
  (
    await env.DB.prepare("SELECT seq FROM latest_changes WHERE kind = 'event' AND record_id = ?")
      .bind(id)
      .first<{ seq: number }>()
  )?.seq ?? 0;

const base = {
  title: 'Mercado de invierno',
  description: '<p>Puestos</p>',
  start_date: '2031-01-10 10:00:00',
  end_date: '2031-01-10 14:00:00',
  timezone: 'Europe/Madrid',
  translations: { en: { title: 'Winter market' } },
};

describe('revisions kept by every write', () => {
  it('keeps one per save with every language, dates, links, terms, status, who and when', async () => {
    const venue = await insertPost('venue', 'Plaza');
    const event = await createEvent(editor.key, {
      ...base,
      venue,
      categories: ['Mercados'],
      status: 'draft',
    });
    let list = await revisionsOf(event.id);
    expect(list.total).toBe(1);
    const [first] = list.revisions;
    expect(first).toMatchObject({
      parent: event.id,
      author: String(editor.id),
      status: 'draft',
      title: 'Mercado de invierno',
      start_date: '2031-01-10 10:00:00',
      end_date: '2031-01-10 14:00:00',
      timezone: 'Europe/Madrid',
      all_day: false,
      venue: [venue],
      organizer: [],
      recurrence: null,
    });
    expect(first.texts.en.title).toBe('Winter market');
    expect(first.texts.es.description).toBe('<p>Puestos</p>');
    expect(first.categories).toHaveLength(1);
    expect(first.date_utc).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(first.rest_url).toMatch(new RegExp(`/events/${event.id}/revisions/${first.id}$`));

    const res = await send(
      'PATCH',
      `/events/${event.id}`,
      { translations: { en: { title: 'Winter fair' } } },
      editor.key,
    );
    expect(res.status).toBe(200);
    list = await revisionsOf(event.id);
    expect(list.total).toBe(2);
    expect(list.revisions[0].texts.en.title).toBe('Winter fair');
    expect(list.revisions[1].texts.en.title).toBe('Winter market');
    expect(list.revisions[0].id).toBeGreaterThan(list.revisions[1].id);
    // One revision read alone, in the content language asked for.
    const one = await json(
      await get(`/en/site/events/v1/events/${event.id}/revisions/${first.id}`, editor.key),
    );
    expect(one).toMatchObject({ id: first.id, title: 'Winter market', lang: 'en' });
  });

  it('keeps no revision of a save that changed nothing, nor of a refused one', async () => {
    const event = await createEvent(editor.key, base);
    expect((await send('PATCH', `/events/${event.id}`, { title: base.title }, editor.key)).status).toBe(200);
    expect(await countOf(event.id)).toBe(1);
    const refused = await send(
      'PATCH',
      `/events/${event.id}`,
      { title: 'x', end_date: '2020-01-01 00:00' },
      editor.key,
    );
    expect(refused.status).toBe(400);
    expect(await countOf(event.id)).toBe(1);
  });

  it('keeps at most 50, the oldest pruned in the same write', async () => {
    const event = await createEvent(editor.key, base);
    for (let i = 1; i <= 54; i++) {
      const res = await send('PATCH', `/events/${event.id}`, { excerpt: `v${i}` }, editor.key);
      expect(res.status).toBe(200);
    }
    expect(await countOf(event.id)).toBe(50);
    const list = await revisionsOf(event.id, editor.key, '?per_page=50&page=1');
    expect(list.total).toBe(50);
    expect(list.revisions[0].excerpt).toBe('v54');
    expect(list.revisions[49].excerpt).toBe('v5');
    const page2 = await get(`/events/${event.id}/revisions?per_page=10&page=6`, editor.key);
    expect(page2.status).toBe(404);
  });

  it('keeps the state a record had before its first revision (an import), by nobody known', async () => {
    const event = await createEvent(editor.key, base);
    // As an import writes it: no revision at all.
    await env.DB.prepare('DELETE FROM event_revisions WHERE post_id = ?').bind(event.id).run();
    await env.DB.prepare("UPDATE posts SET modified_utc = '2025-05-05 05:05:05' WHERE id = ?")
      .bind(event.id)
      .run();
    expect((await send('PATCH', `/events/${event.id}`, { title: 'Cambiado' }, editor.key)).status).toBe(200);
    const list = await revisionsOf(event.id);
    expect(list.total).toBe(2);
    expect(list.revisions[1]).toMatchObject({
      author: null,
      date_utc: '2025-05-05 05:05:05',
      title: base.title,
    });
    expect(list.revisions[0]).toMatchObject({ author: String(editor.id), title: 'Cambiado' });
  });

  it('goes with its event when the event is deleted for good', async () => {
    const event = await createEvent(editor.key, base);
    await send('PATCH', `/events/${event.id}`, { title: 'Otro' }, editor.key);
    const res = await call(`/events/${event.id}?force=true`, {
      method: 'DELETE',
      headers: bearer(editor.key),
    });
    expect(res.status).toBe(200);
    expect(await countOf(event.id)).toBe(0);
  });
});

describe('who reads revisions', () => {
  it('is whoever may edit the event: 401 anonymous, 404 unseen, 403 seen but not editable', async () => {
    const published = await createEvent(editor.key, { ...base, status: 'publish' });
    const draft = await createEvent(editor.key, { ...base, status: 'draft' });
    const own = await createEvent(author.key, { ...base, status: 'draft' });
    expect((await get(`/events/${published.id}/revisions`)).status).toBe(401);
    expect((await get(`/events/${published.id}/revisions`, contributor.key)).status).toBe(403);
    expect((await get(`/events/${draft.id}/revisions`, contributor.key)).status).toBe(404);
    expect((await get(`/events/${draft.id}/revisions`, author.key)).status).toBe(404);
    expect((await get(`/events/${own.id}/revisions`, author.key)).status).toBe(200);
    const [theirs] = (await revisionsOf(published.id)).revisions;
    // A revision read or restored under another event's id is no revision of it.
    expect((await get(`/events/${own.id}/revisions/${theirs.id}`, author.key)).status).toBe(404);
    const restore = await call(`/events/${own.id}/revisions/${theirs.id}/restore`, {
      method: 'POST',
      headers: bearer(author.key),
    });
    expect(restore.status).toBe(404);
    expect((await get(`/events/${published.id}/revisions/${theirs.id}`, contributor.key)).status).toBe(403);
    expect((await get('/events/999999999/revisions', editor.key)).status).toBe(404);
  });
});

describe('restoring a revision', () => {
  it('is an update with If-Match: texts of every language, dates, links and terms back; the status kept', async () => {
    const venue = await insertPost('venue', 'Lonja');
    const other = await insertPost('venue', 'Muelle');
    const event = await createEvent(editor.key, {
      ...base,
      venue,
      categories: ['Ferias'],
      status: 'publish',
    });
    const [original] = (await revisionsOf(event.id)).revisions;
    const changed = await send(
      'PATCH',
      `/events/${event.id}`,
      {
        title: 'Mercado cambiado',
        translations: { en: { title: 'Changed market' }, eu: { title: 'Merkatua' } },
        start_date: '2031-01-11 09:00:00',
        end_date: '2031-01-11 12:00:00',
        venue: other,
        categories: [],
        featured: true,
        status: 'draft',
      },
      editor.key,
    );
    expect(changed.status).toBe(200);
    const changedAt = await latestChange(event.id);
    const read = await get(`/events/${event.id}`, editor.key);
    const etag = read.headers.get('etag')!;
    await read.arrayBuffer();

    const stale = await call(`/events/${event.id}/revisions/${original.id}/restore`, {
      method: 'POST',
      headers: { ...bearer(editor.key), 'If-Match': '"v1.stale"' },
    });
    expect(stale.status).toBe(412);
    expect(await countOf(event.id)).toBe(2);

    const res = await call(`/events/${event.id}/revisions/${original.id}/restore`, {
      method: 'POST',
      headers: { ...bearer(editor.key), 'If-Match': etag },
    });
    const restored = await json(res);
    expect(res.status, JSON.stringify(restored)).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^"v\d+/);
    expect(restored).toMatchObject({
      title: base.title,
      start_date: '2031-01-10 10:00:00',
      end_date: '2031-01-10 14:00:00',
      featured: false,
      status: 'draft',
    });
    expect(restored.venue.id).toBe(venue);
    expect(restored.categories.map((c: { id: number }) => c.id)).toEqual(original.categories);
    const en = await json(await get(`/en/site/events/v1/events/${event.id}`, editor.key));
    expect(en.title).toBe('Winter market');
    const list = await revisionsOf(event.id);
    expect(list.total).toBe(3);
    expect(list.revisions[0]).toMatchObject({
      title: base.title,
      status: 'draft',
      author: String(editor.id),
    });
    // The change feed (and so webhooks) has it as any update.
    expect(await latestChange(event.id)).toBeGreaterThan(changedAt);
  });

  it('keeps and restores what visitors choose by: status and reasons, the start it had, attendance, languages, accessibility', async () => {
    const event = await createEvent(editor.key, {
      ...base,
      status: 'publish',
      event_status: 'rescheduled',
      previous_start_date: '2031-01-03 10:00:00',
      event_status_reason: 'Por la lluvia',
      attendance_mode: 'mixed',
      online_url: 'https://stream.example/mercado',
      online_url_visible_before: 30,
      event_languages: ['eu', 'es'],
      accessibility: ['step_free_access', 'induction_loop'],
      accessibility_note: 'Rampa en la entrada',
      translations: { en: { title: 'Winter market', event_status_reason: 'Because of the rain' } },
    });
    const [original] = (await revisionsOf(event.id)).revisions;
    expect(original).toMatchObject({
      event_status: 'rescheduled',
      event_status_reason: 'Por la lluvia',
      previous_start_date: '2031-01-03 10:00:00',
      attendance_mode: 'mixed',
      online_url: 'https://stream.example/mercado',
      online_url_visible_before: 30,
      event_languages: ['eu', 'es'],
      accessibility: ['step_free_access', 'induction_loop'],
      accessibility_note: 'Rampa en la entrada',
    });
    expect(original.fact_texts.en.event_status_reason).toBe('Because of the rain');
    const changed = await send(
      'PATCH',
      `/events/${event.id}`,
      {
        event_status: 'cancelled',
        event_status_reason: 'Sin permiso',
        attendance_mode: 'offline',
        online_url: '',
        online_url_visible_before: null,
        event_languages: [],
        accessibility: [],
        accessibility_note: '',
        translations: { en: { event_status_reason: '' } },
      },
      editor.key,
    );
    expect(changed.status).toBe(200);
    const read = await get(`/events/${event.id}`, editor.key);
    const etag = read.headers.get('etag')!;
    await read.arrayBuffer();
    const res = await call(`/events/${event.id}/revisions/${original.id}/restore`, {
      method: 'POST',
      headers: { ...bearer(editor.key), 'If-Match': etag },
    });
    const restored = await json(res);
    expect(res.status, JSON.stringify(restored)).toBe(200);
    expect(restored).toMatchObject({
      event_status: 'rescheduled',
      event_status_reason: 'Por la lluvia',
      previous_start_date: '2031-01-03 10:00:00',
      attendance_mode: 'mixed',
      online_url: 'https://stream.example/mercado',
      online_url_visible_before: 30,
      event_languages: ['eu', 'es'],
      accessibility: ['step_free_access', 'induction_loop'],
      accessibility_note: 'Rampa en la entrada',
    });
    const en = await json(await get(`/en/site/events/v1/events/${event.id}`, editor.key));
    expect(en.event_status_reason).toBe('Because of the rain');
  });

  it('refuses a caller who may not edit the event, writing nothing', async () => {
    const event = await createEvent(editor.key, { ...base, status: 'publish' });
    await send('PATCH', `/events/${event.id}`, { title: 'Segundo' }, editor.key);
    const [, first] = (await revisionsOf(event.id)).revisions;
    const res = await call(`/events/${event.id}/revisions/${first.id}/restore`, {
      method: 'POST',
      headers: bearer(contributor.key),
    });
    expect(res.status).toBe(403);
    expect((await call(`/events/${event.id}/revisions/${first.id}/restore`, { method: 'POST' })).status).toBe(
      401,
    );
    expect((await json(await get(`/events/${event.id}`, editor.key))).title).toBe('Segundo');
  });
});

describe('revisions of series', () => {
  const weekly = {
    ...base,
    title: 'Clase semanal',
    start_date: '2031-03-04 19:00:00',
    end_date: '2031-03-04 20:00:00',
    recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'],
  };

  it('keeps the rule on the template; a write to every occurrence is a revision of the series', async () => {
    const series = await createEvent(editor.key, weekly);
    let list = await revisionsOf(series.id);
    expect(list.revisions[0].recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=6']);
    const occurrences = await json(await get(`/events/${series.id}/occurrences`, editor.key));
    const second = occurrences.events[1].id;
    const res = await send('PATCH', `/events/${second}?scope=all`, { title: 'Clase de todos' }, editor.key);
    expect(res.status).toBe(200);
    list = await revisionsOf(series.id);
    expect(list.revisions[0].title).toBe('Clase de todos');
    // Only this occurrence: its own revision (it is detached), not the series'.
    await send('PATCH', `/events/${second}`, { title: 'Sólo esta' }, editor.key);
    expect((await revisionsOf(series.id)).total).toBe(list.total);
    expect((await revisionsOf(second)).revisions[0].title).toBe('Sólo esta');
  });

  it('restores a template revision with its rule, moving the series back', async () => {
    const series = await createEvent(editor.key, weekly);
    const [original] = (await revisionsOf(series.id)).revisions;
    const moved = await send(
      'PATCH',
      `/events/${series.id}`,
      { recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'], title: 'Clase corta' },
      editor.key,
    );
    expect(moved.status).toBe(200);
    const res = await call(`/events/${series.id}/revisions/${original.id}/restore`, {
      method: 'POST',
      headers: bearer(editor.key),
    });
    const restored = await json(res);
    expect(res.status, JSON.stringify(restored)).toBe(200);
    expect(restored.series.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=6']);
    expect(restored.title).toBe('Clase semanal');
    const occurrences = await json(await get(`/events/${series.id}/occurrences`, editor.key));
    expect(occurrences.total).toBe(6);
    expect(occurrences.events[0].start_date).toBe('2031-03-04 19:00:00');
  });
});
