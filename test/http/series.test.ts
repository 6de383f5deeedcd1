import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, insertTerm, json, send } from '../helpers';

/**
 * Series through HTTP (series.md §3–4): created, listed as plain events, read with their rule, and
 * written with every scope. Each case checks ids, counts, and that only what should change changes.
 */

let editor: string;
let category: number;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
  category = await insertTerm('tribe_events_cat', 'Serie música', 'serie-musica');
});

// biome-ignore lint/suspicious/noExplicitAny: records read by a few keys
type Event = any;

async function createSeries(body: Record<string, unknown>, key = editor): Promise<Event> {
  const res = await send(
    'POST',
    '/events',
    {
      title: 'Clase de yoga',
      start_date: '2030-10-01 19:00:00',
      end_date: '2030-10-01 20:30:00',
      timezone: 'Europe/Madrid',
      ...body,
    },
    key,
  );
  const created = await json(res);
  expect(res.status, JSON.stringify(created)).toBe(201);
  return created;
}

/** Every occurrence of a series, as an editor sees them (any status). */
async function occurrences(id: number, query = ''): Promise<Event[]> {
  const res = await call(
    `/events/${id}/occurrences?per_page=50&status=publish,draft,pending,private,future,trash${query}`,
    {
      headers: { Authorization: `Bearer ${editor}` },
    },
  );
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.events;
}

const get = async (id: number, prefix = '') =>
  json(
    await call(`${prefix}/site/events/v1/events/${id}`, { headers: { Authorization: `Bearer ${editor}` } }),
  );

const postCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM posts').first<{ n: number }>())!.n;

describe('creating a series', () => {
  it('answers the template (201) with its rule, and lists every occurrence as a plain event', async () => {
    const template = await createSeries({
      recurrence: ['RRULE:FREQ=WEEKLY;BYDAY=TU;UNTIL=20301126T180000Z'],
      categories: [category],
    });
    expect(template.recurring).toBe(true);
    expect(template.series).toMatchObject({
      id: template.id,
      recurrence: ['RRULE:FREQ=WEEKLY;UNTIL=20301126T180000Z;BYDAY=TU'],
      description: 'Cada martes, hasta el 26 de noviembre de 2030',
      count: 9,
      until: '2030-11-26 19:00:00',
    });
    const list = await occurrences(template.id);
    expect(list.map((e) => e.utc_start_date)).toEqual([
      '2030-10-01 17:00:00',
      '2030-10-08 17:00:00',
      '2030-10-15 17:00:00',
      '2030-10-22 17:00:00',
      '2030-10-29 18:00:00', // after the change of 2030-10-27: 19:00 CET
      '2030-11-05 18:00:00',
      '2030-11-12 18:00:00',
      '2030-11-19 18:00:00',
      '2030-11-26 18:00:00',
    ]);
    for (const e of list) {
      expect(e.id).not.toBe(template.id);
      expect(e.series).toEqual({
        id: template.id,
        rest_url: template.rest_url,
        recurrence_id: e.start_date,
        detached: false,
      });
      expect(e.title).toBe('Clase de yoga');
      expect(e.categories.map((c: Event) => c.id)).toEqual([category]);
      expect(e.end_date.slice(11)).toBe('20:30:00');
    }
    // Anonymous lists count occurrences only, never the template.
    const res = await call(`/events?start_date=2030-10-01&end_date=2030-12-31&series=${template.id}`);
    expect(res.headers.get('x-tec-total')).toBe('9');
    const listed = await json(res);
    expect(listed.events.map((e: Event) => e.id)).toEqual(list.map((e) => e.id));
    // Any id of the series names it; include= and post_parent= name the template's occurrences.
    for (const query of [`series=${list[3].id}`, `include=${template.id}`, `post_parent=${template.id}`]) {
      const r = await json(
        await call(`/events?start_date=2030-10-01&end_date=2030-12-31&${query}&per_page=50`),
      );
      expect(r.total, query).toBe(9);
    }
    const one = await json(await call(`/events?include=${list[2].id}`));
    expect(one.events.map((e: Event) => e.id)).toEqual([list[2].id]);
    const term = await json(await call(`/categories/${category}`));
    expect(term.count).toBe(9);
  });

  it('recurring=true|false filters occurrences from plain events; every event says recurring', async () => {
    const template = await createSeries({
      title: 'Mercado',
      start_date: '2030-10-25 19:00',
      end_date: '2030-10-25 21:00',
      recurrence: ['RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=3'],
    });
    const plain = await json(
      await send(
        'POST',
        '/events',
        { title: 'Concierto único', start_date: '2030-10-10 20:00', end_date: '2030-10-10 22:00' },
        editor,
      ),
    );
    const window = 'start_date=2030-10-01&end_date=2031-01-31&per_page=50';
    const recurring = await json(await call(`/events?${window}&recurring=true`));
    const single = await json(await call(`/events?${window}&recurring=false`));
    expect(recurring.events.every((e: Event) => e.recurring === true && e.series)).toBe(true);
    expect(recurring.events.some((e: Event) => e.series.id === template.id)).toBe(true);
    expect(single.events.map((e: Event) => e.id)).toContain(plain.id);
    expect(single.events.every((e: Event) => e.recurring === false && e.series === undefined)).toBe(true);
    expect((await occurrences(template.id)).map((e) => e.start_date)).toEqual([
      '2030-10-25 19:00:00',
      '2030-11-29 19:00:00',
      '2030-12-27 19:00:00',
    ]);
  });

  it('GET of the template answers TEC shape with its first upcoming occurrence; of an occurrence, the rule too', async () => {
    const template = await createSeries({ title: 'Taller', recurrence: ['RRULE:FREQ=DAILY;COUNT=3'] });
    const list = await occurrences(template.id);
    const read = await get(template.id);
    expect(read.id).toBe(template.id);
    expect(read.start_date).toBe(list[0].start_date);
    expect(read.json_ld).toBeDefined();
    expect(read.series.recurrence).toEqual(['RRULE:FREQ=DAILY;COUNT=3']);
    const occurrence = await get(list[1].id);
    expect(occurrence.series).toMatchObject({
      id: template.id,
      recurrence_id: list[1].start_date,
      detached: false,
      count: 3,
      description: 'Cada día, 3 veces',
    });
    const bySlug = await json(await call(`/events/by-slug/${template.slug}`));
    expect(bySlug.id).toBe(template.id);
    // The rule in each language.
    const words: Record<string, string> = {};
    for (const lang of ['eu', 'ca', 'en', 'gl', 'es'])
      words[lang] = (await get(template.id, `/${lang}`)).series.description;
    expect(words).toEqual({
      eu: 'Egunero, 3 aldiz',
      ca: 'Cada dia, 3 vegades',
      en: 'Every day, 3 times',
      gl: 'Cada día, 3 veces',
      es: 'Cada día, 3 veces',
    });
  });

  it('an endless series is materialised up to the horizon, 24 months ahead', async () => {
    // From a week ahead of whenever the test runs (the horizon moves with the clock; a fixed date was
    // two years and a little of days, then two years and a month...).
    const day = (from: Date, months: number, days: number) =>
      new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, from.getUTCDate() + days))
        .toISOString()
        .slice(0, 10);
    const now = new Date();
    const template = await createSeries({
      title: 'Paseo diario',
      start_date: `${day(now, 0, 7)} 09:00`,
      end_date: `${day(now, 0, 7)} 10:00`,
      recurrence: ['RRULE:FREQ=DAILY'],
    });
    expect(template.series.until).toBeNull();
    expect(template.series.count).toBeGreaterThan(700);
    expect(template.series.count).toBeLessThan(760);
    expect(template.series.materialized_until > day(now, 23, 0)).toBe(true);
    expect(template.series.materialized_until <= `${day(now, 24, 1)} 23:59:59`).toBe(true);
  });

  it('a single string is one line, in JSON and in a form body', async () => {
    const fromJson = await createSeries({ title: 'Una línea', recurrence: 'RRULE:FREQ=WEEKLY;COUNT=2' });
    expect(fromJson.series).toMatchObject({ recurrence: ['RRULE:FREQ=WEEKLY;COUNT=2'], count: 2 });
    const res = await call('/events', {
      method: 'POST',
      headers: { Authorization: `Bearer ${editor}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        title: 'Formulario',
        start_date: '2030-10-01 19:00:00',
        end_date: '2030-10-01 20:00:00',
        recurrence: 'RRULE:FREQ=DAILY;COUNT=3',
      }).toString(),
    });
    const fromForm = await json(res);
    expect(res.status, JSON.stringify(fromForm)).toBe(201);
    expect(fromForm.series).toMatchObject({ recurrence: ['RRULE:FREQ=DAILY;COUNT=3'], count: 3 });
  });
});

describe('bad input: 400 naming the parameter, nothing written', () => {
  it.each([
    [['RRULE:FREQ=HOURLY'], 'recurrence'],
    [['RRULE:FREQ=WEEKLY;COUNT=3;UNTIL=20310101T000000Z'], 'recurrence'],
    [['RRULE:FREQ=DAILY;UNTIL=20400101T000000Z'], 'recurrence'],
    [['RRULE:FREQ=WEEKLY;BYHOUR=9'], 'recurrence'],
    [['RRULE:FREQ=WEEKLY;UNTIL=20310101T000000'], 'recurrence'],
    [42, 'recurrence'],
    [[{ rule: 'weekly' }], 'recurrence'],
  ])('recurrence %j', async (recurrence, param) => {
    const before = await postCount();
    const res = await send(
      'POST',
      '/events',
      { title: 'Mal', start_date: '2030-10-01 19:00', end_date: '2030-10-01 20:00', recurrence },
      editor,
    );
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(body.code).toBe('rest_invalid_param');
    expect(Object.keys(body.data.params)).toEqual([param]);
    expect(await postCount()).toBe(before);
  });

  it('a rule that needs too much work to find its occurrences, on create and on a change of rule', async () => {
    // The audit's rule (issue 25): every day of the year named ~8 ways, then its 366th day, 1000 times.
    const hostile = `RRULE:FREQ=YEARLY;BYDAY=${[
      ...Array.from({ length: 53 }, (_, i) => `${i + 1}MO`),
      ...Array.from({ length: 40 }, (_, i) => `-${i + 1}MO`),
      'MO,TU,WE,TH,FR,SA,SU',
    ].join(',')};BYSETPOS=366;COUNT=1000`;
    const refused = async (method: string, path: string, body: Record<string, unknown>) => {
      const before = await postCount();
      const res = await send(method, path, { ...body, recurrence: [hostile] }, editor);
      const answer = await json(res);
      expect(res.status, JSON.stringify(answer)).toBe(400);
      expect(answer.code).toBe('rest_invalid_param');
      expect(answer.data.params.recurrence).toMatch(/too much work to find its occurrences/);
      expect(answer.data.params.recurrence).toMatch(/BYSETPOS/);
      expect(await postCount()).toBe(before);
    };
    await refused('POST', '/events', {
      title: 'Cada 366',
      start_date: '2030-10-01 19:00',
      end_date: '2030-10-01 20:00',
    });
    const template = await createSeries({ title: 'Sigue igual', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] });
    await refused('POST', `/events/${template.id}`, {});
    expect((await get(template.id)).series.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=3']);
    expect(await occurrences(template.id)).toHaveLength(3);
  });

  it('a scope that makes no sense for its target', async () => {
    const plain = await json(
      await send(
        'POST',
        '/events',
        { title: 'Suelto', start_date: '2030-10-01 19:00', end_date: '2030-10-01 20:00' },
        editor,
      ),
    );
    const template = await createSeries({ title: 'Scopes', recurrence: ['RRULE:FREQ=DAILY;COUNT=3'] });
    const [first] = await occurrences(template.id);
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', `/events/${plain.id}?scope=following`, { title: 'x' }, 'scope'],
      ['DELETE', `/events/${plain.id}?scope=following`, {}, 'scope'],
      ['POST', `/events/${template.id}?scope=this`, { title: 'x' }, 'scope'],
      ['DELETE', `/events/${template.id}?scope=following`, {}, 'scope'],
      ['POST', `/events/${first.id}`, { recurrence: ['RRULE:FREQ=WEEKLY'] }, 'recurrence'],
      [
        'POST',
        '/events',
        { title: 'x', start_date: '2030-10-01', end_date: '2030-10-01', scope: 'all' },
        'scope',
      ],
      ['POST', `/events/${first.id}?scope=sometimes`, { title: 'x' }, 'scope'],
    ];
    for (const [method, path, body, param] of cases) {
      const before = await postCount();
      const res = await send(method, path, body, editor);
      const answer = await json(res);
      expect(res.status, `${method} ${path} ${JSON.stringify(answer)}`).toBe(400);
      expect(Object.keys(answer.data.params)).toEqual([param]);
      expect(await postCount()).toBe(before);
    }
    expect((await get(first.id)).title).toBe('Scopes');
  });

  it('a by-slug update may not send recurrence to an occurrence', async () => {
    const template = await createSeries({ title: 'Por slug', recurrence: ['RRULE:FREQ=DAILY;COUNT=2'] });
    const [first] = await occurrences(template.id);
    const detached = await json(
      await send('POST', `/events/${first.id}`, { title: 'Por slug, aparte' }, editor),
    );
    const res = await send(
      'POST',
      `/events/by-slug/${detached.slug}`,
      { recurrence: ['RRULE:FREQ=DAILY;COUNT=5'] },
      editor,
    );
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(Object.keys(body.data.params)).toEqual(['recurrence']);
  });
});

describe('scope=this', () => {
  it('content fields detach the occurrence; date fields move it; ids and recurrence_id never change', async () => {
    const template = await createSeries({ title: 'Coro', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] });
    const [a, b, c] = await occurrences(template.id);
    const edited = await json(
      await send('POST', `/events/${b.id}`, { title: 'Coro, concierto', featured: true }, editor),
    );
    expect(edited).toMatchObject({ id: b.id, title: 'Coro, concierto', featured: true });
    expect(edited.series).toMatchObject({ id: template.id, recurrence_id: b.start_date, detached: true });
    const moved = await json(
      await send(
        'PUT',
        `/events/${c.id}`,
        { start_date: '2030-10-16 18:00:00', end_date: '2030-10-16 19:00:00' },
        editor,
      ),
    );
    expect(moved).toMatchObject({ id: c.id, start_date: '2030-10-16 18:00:00', title: 'Coro' });
    expect(moved.series).toMatchObject({ recurrence_id: c.start_date, detached: false });
    const after = await occurrences(template.id);
    expect(after.map((e) => e.id)).toEqual([a.id, b.id, c.id, after[3].id]);
    expect(after.map((e) => e.title)).toEqual(['Coro', 'Coro, concierto', 'Coro', 'Coro']);
    expect(after.map((e) => e.featured)).toEqual([false, true, false, false]);
    expect((await get(template.id)).title).toBe('Coro');
    // A later series-wide change no longer reaches the detached one.
    await send('POST', `/events/${template.id}`, { title: 'Coro infantil' }, editor);
    expect((await occurrences(template.id)).map((e) => e.title)).toEqual([
      'Coro infantil',
      'Coro, concierto',
      'Coro infantil',
      'Coro infantil',
    ]);
  });

  it('a translation added to one occurrence is its own; the template keeps its languages', async () => {
    const template = await createSeries({ title: 'Ipuinak', recurrence: ['RRULE:FREQ=DAILY;COUNT=2'] });
    const [first, second] = await occurrences(template.id);
    const res = await send(
      'POST',
      `/eu/site/events/v1/events/${first.id}`,
      { title: 'Ipuin kontaketa' },
      editor,
    );
    expect(res.status).toBe(200);
    expect((await get(first.id, '/eu')).title).toBe('Ipuin kontaketa');
    expect((await get(first.id, '/es')).title).toBe('Ipuinak');
    expect((await get(second.id, '/eu')).lang).toBe('es'); // the template has no Basque text
    expect(Object.keys((await get(template.id)).translations)).toEqual(['es']);
  });
});

describe('what a single read tells of its series', () => {
  it("counts and dates only the occurrences the caller may read: a private one is not the template's next date", async () => {
    const template = await createSeries({ title: 'Con ocultas', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] });
    const [first, second, third, last] = await occurrences(template.id);
    for (const hidden of [first, last]) {
      expect(
        (await send('POST', `/events/${hidden.id}?scope=this`, { status: 'private' }, editor)).status,
      ).toBe(200);
    }
    const anonymous = await json(await call(`/events/${template.id}`));
    expect(anonymous.start_date).toBe(second.start_date);
    expect(anonymous.series).toMatchObject({ count: 2, until: third.start_date });
    expect((await json(await call(`/events/${second.id}`))).series).toMatchObject({ count: 2 });
    const editors = await json(
      await call(`/events/${template.id}`, { headers: { Authorization: `Bearer ${editor}` } }),
    );
    expect(editors.start_date).toBe(first.start_date);
    expect(editors.series).toMatchObject({ count: 4, until: last.start_date });
  });
});

describe('scope=all', () => {
  it('content reaches every occurrence not detached, in every language, at once', async () => {
    const template = await createSeries({ title: 'Danza', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'] });
    const [first] = await occurrences(template.id);
    for (const [lang, title] of [
      ['eu', 'Dantza'],
      ['ca', 'Dansa'],
      ['gl', 'Danza galega'],
      ['en', 'Dance'],
    ]) {
      const res = await send(
        'POST',
        `/${lang}/site/events/v1/events/${first.id}?scope=all`,
        { title },
        editor,
      );
      expect(res.status).toBe(200);
    }
    for (const e of await occurrences(template.id)) {
      for (const [lang, title] of [
        ['eu', 'Dantza'],
        ['ca', 'Dansa'],
        ['gl', 'Danza galega'],
        ['en', 'Dance'],
        ['es', 'Danza'],
      ]) {
        expect((await get(e.id, `/${lang}`)).title).toBe(title);
      }
    }
  });

  it('a change of time keeps every id (matched by local date) and gives the new recurrence_ids', async () => {
    const template = await createSeries({ title: 'Pilates', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=4'] });
    const before = await occurrences(template.id);
    const edited = await json(await send('POST', `/events/${before[1].id}`, { excerpt: 'Sala 2' }, editor));
    expect(edited.series.detached).toBe(true);
    // Sent to the template: it shows its first occurrence, so the series moves by one hour.
    const res = await send(
      'POST',
      `/events/${template.id}`,
      { start_date: '2030-10-01 20:00:00', end_date: '2030-10-01 21:00:00' },
      editor,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await occurrences(template.id);
    expect(after.map((e) => e.id)).toEqual(before.map((e) => e.id));
    expect(after.map((e) => e.start_date)).toEqual([
      '2030-10-01 20:00:00',
      '2030-10-08 20:00:00',
      '2030-10-15 20:00:00',
      '2030-10-22 20:00:00',
    ]);
    expect(after.map((e) => e.end_date.slice(11))).toEqual(['21:00:00', '21:00:00', '21:00:00', '21:00:00']);
    expect(after.map((e) => e.series.recurrence_id)).toEqual(after.map((e) => e.start_date));
    expect(after[1].series.detached).toBe(true); // detached ones are kept
    expect(after[1].excerpt).toBe('Sala 2');
  });

  it('a new rule keeps the ids of occurrences that still exist and removes the others', async () => {
    const template = await createSeries({ title: 'Curso', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'] });
    const before = await occurrences(template.id);
    await send(
      'POST',
      `/events/${template.id}`,
      { recurrence: ['RRULE:FREQ=WEEKLY;INTERVAL=2;COUNT=4'] },
      editor,
    );
    const after = await occurrences(template.id);
    expect(after.map((e) => e.start_date)).toEqual([
      '2030-10-01 19:00:00',
      '2030-10-15 19:00:00',
      '2030-10-29 19:00:00',
      '2030-11-12 19:00:00',
    ]);
    expect(after.slice(0, 3).map((e) => e.id)).toEqual([before[0].id, before[2].id, before[4].id]);
    expect(before.map((e) => e.id)).not.toContain(after[3].id);
    expect(
      (await call(`/events/${before[1].id}`, { headers: { Authorization: `Bearer ${editor}` } })).status,
    ).toBe(404);
  });

  it('reset_overrides=true gives detached and moved occurrences back to the series', async () => {
    const template = await createSeries({
      title: 'Club de lectura',
      recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3'],
    });
    const [a, b] = await occurrences(template.id);
    await send('POST', `/events/${a.id}`, { title: 'Club de lectura: autora invitada' }, editor);
    await send(
      'POST',
      `/events/${b.id}`,
      { start_date: '2030-10-09 18:00:00', end_date: '2030-10-09 19:30:00' },
      editor,
    );
    await send('POST', `/events/${template.id}?scope=all&reset_overrides=true`, {}, editor);
    const after = await occurrences(template.id);
    expect(after.map((e) => [e.id, e.title, e.start_date, e.series.detached])).toEqual([
      [a.id, 'Club de lectura', '2030-10-01 19:00:00', false],
      [b.id, 'Club de lectura', '2030-10-08 19:00:00', false],
      [after[2].id, 'Club de lectura', '2030-10-15 19:00:00', false],
    ]);
  });

  it('status reaches every occurrence; restoring a trashed series keeps its EXDATEs', async () => {
    const template = await createSeries({ title: 'Estado', recurrence: ['RRULE:FREQ=DAILY;COUNT=3'] });
    const [a, b] = await occurrences(template.id);
    expect((await send('DELETE', `/events/${b.id}`, {}, editor)).status).toBe(200);
    await send('POST', `/events/${a.id}?scope=all`, { status: 'draft' }, editor);
    expect((await occurrences(template.id)).map((e) => e.status)).toEqual(['draft', 'trash', 'draft']);
    expect((await send('DELETE', `/events/${template.id}`, {}, editor)).status).toBe(200);
    expect((await occurrences(template.id)).map((e) => e.status)).toEqual(['trash', 'trash', 'trash']);
    await send('POST', `/events/${template.id}`, { status: 'publish' }, editor);
    expect((await occurrences(template.id)).map((e) => e.status)).toEqual(['publish', 'trash', 'publish']);
  });
});

describe('scope=following', () => {
  it('makes this and later occurrences a new series with COUNT split; ids survive', async () => {
    const template = await createSeries({ title: 'Natación', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=6'] });
    const before = await occurrences(template.id);
    const res = await send(
      'POST',
      `/events/${before[2].id}?scope=following`,
      { title: 'Natación avanzada' },
      editor,
    );
    const answer = await json(res);
    expect(res.status, JSON.stringify(answer)).toBe(200);
    expect(answer.id).toBe(before[2].id);
    const newId = answer.series.id;
    expect(newId).not.toBe(template.id);
    expect(answer.series.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=4']);
    expect((await get(template.id)).series.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=2']);
    const old = await occurrences(template.id);
    const fresh = await occurrences(newId);
    expect(old.map((e) => e.id)).toEqual(before.slice(0, 2).map((e) => e.id));
    expect(fresh.map((e) => e.id)).toEqual(before.slice(2).map((e) => e.id));
    expect(old.map((e) => e.title)).toEqual(['Natación', 'Natación']);
    expect(fresh.map((e) => e.title)).toEqual([
      'Natación avanzada',
      'Natación avanzada',
      'Natación avanzada',
      'Natación avanzada',
    ]);
    expect(fresh.every((e) => e.series.detached === false)).toBe(true);
  });

  it('an UNTIL series ends on its last occurrence before the cut, and says that date', async () => {
    const template = await createSeries({
      title: 'Hasta el final',
      start_date: '2030-12-01 19:00:00',
      end_date: '2030-12-01 20:00:00',
      recurrence: ['RRULE:FREQ=WEEKLY;UNTIL=20310201T000000Z'],
    });
    const list = await occurrences(template.id);
    const cut = list.findIndex((e) => e.start_date.startsWith('2031-01-12'));
    expect(cut).toBeGreaterThan(0);
    await send('POST', `/events/${list[cut].id}?scope=following`, { title: 'Después' }, editor);
    const old = (await get(template.id)).series;
    // 5 January, 19:00 in Madrid: the last session the old series keeps.
    expect(old.recurrence).toEqual(['RRULE:FREQ=WEEKLY;UNTIL=20310105T180000Z']);
    expect(old.description).toBe('Cada domingo, hasta el 5 de enero de 2031');
    expect((await occurrences(template.id)).at(-1).start_date).toBe('2031-01-05 19:00:00');
  });

  it('on the first occurrence it is the same as all', async () => {
    const template = await createSeries({ title: 'Primero', recurrence: ['RRULE:FREQ=DAILY;COUNT=2'] });
    const [first] = await occurrences(template.id);
    const answer = await json(
      await send('POST', `/events/${first.id}?scope=upcoming`, { title: 'Primero, todos' }, editor),
    );
    expect(answer.series.id).toBe(template.id);
    expect((await occurrences(template.id)).map((e) => e.title)).toEqual([
      'Primero, todos',
      'Primero, todos',
    ]);
  });
});

describe('deletes', () => {
  it('scope=this trashes one occurrence and adds an EXDATE; restoring it removes the EXDATE', async () => {
    const template = await createSeries({ title: 'Borrar uno', recurrence: ['RRULE:FREQ=DAILY;COUNT=3'] });
    const [, b] = await occurrences(template.id);
    const trashed = await json(await send('DELETE', `/events/${b.id}`, {}, editor));
    expect(trashed).toMatchObject({ id: b.id, status: 'trash' });
    expect(trashed.series.recurrence).toEqual([
      'RRULE:FREQ=DAILY;COUNT=3',
      `EXDATE;TZID=Europe/Madrid:${b.start_date.replaceAll('-', '').replaceAll(':', '').replace(' ', 'T')}`,
    ]);
    expect(trashed.series.count).toBe(2);
    expect((await send('DELETE', `/events/${b.id}`, {}, editor)).status).toBe(410);
    const restored = await json(await send('POST', `/events/${b.id}`, { status: 'publish' }, editor));
    expect(restored.series.recurrence).toEqual(['RRULE:FREQ=DAILY;COUNT=3']);
    expect(restored.series.count).toBe(3);
  });

  it('scope=following ends the series there; all trashes everything; force deletes for good', async () => {
    const template = await createSeries({ title: 'Borrar', recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'] });
    const list = await occurrences(template.id);
    const res = await send('DELETE', `/events/${list[3].id}?scope=following`, {}, editor);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await occurrences(template.id)).map((e) => e.status)).toEqual([
      'publish',
      'publish',
      'publish',
      'trash',
      'trash',
    ]);
    expect((await get(template.id)).series.recurrence).toEqual(['RRULE:FREQ=WEEKLY;COUNT=3']);
    const all = await json(await send('DELETE', `/events/${list[0].id}?scope=all`, {}, editor));
    expect(all.status).toBe('trash');
    expect((await get(template.id)).status).toBe('trash');
    const gone = await json(await send('DELETE', `/events/${template.id}?force=true`, {}, editor));
    expect(gone).toMatchObject({ deleted: true, previous: { id: template.id } });
    for (const e of list)
      expect((await call(`/events/${e.id}`, { headers: { Authorization: `Bearer ${editor}` } })).status).toBe(
        404,
      );
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM series_rules WHERE template_id = ?')
        .bind(template.id)
        .first<{ n: number }>())!.n,
    ).toBe(0);
  });
});

describe('a single event becomes a series and back', () => {
  it('adding recurrence makes its id the template; recurrence: [] makes it single again', async () => {
    const plain = await json(
      await send(
        'POST',
        '/events',
        {
          title: 'Feria',
          start_date: '2030-10-05 10:00',
          end_date: '2030-10-05 14:00',
          categories: [category],
        },
        editor,
      ),
    );
    const termBefore = (await json(await call(`/categories/${category}`))).count;
    const made = await json(
      await send('POST', `/events/${plain.id}`, { recurrence: ['RRULE:FREQ=DAILY;COUNT=4'] }, editor),
    );
    expect(made).toMatchObject({ id: plain.id, recurring: true, series: { id: plain.id, count: 4 } });
    const list = await occurrences(plain.id);
    expect(list.map((e) => e.start_date)).toEqual([
      '2030-10-05 10:00:00',
      '2030-10-06 10:00:00',
      '2030-10-07 10:00:00',
      '2030-10-08 10:00:00',
    ]);
    expect((await json(await call(`/categories/${category}`))).count).toBe(termBefore + 3);
    await send('DELETE', `/events/${list[0].id}`, {}, editor);
    const single = await json(await send('POST', `/events/${plain.id}`, { recurrence: [] }, editor));
    expect(single).toMatchObject({ id: plain.id, recurring: false, start_date: '2030-10-06 10:00:00' });
    expect(single.series).toBeUndefined();
    expect((await json(await call(`/categories/${category}`))).count).toBe(termBefore);
    const listed = await json(await call(`/events?include=${plain.id},${list[1].id}`));
    expect(listed.events.map((e: Event) => e.id)).toEqual([plain.id]);
  });
});
