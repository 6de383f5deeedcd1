import { beforeAll, describe, expect, it } from 'vitest';
import { call, createUser, insertPost, insertTerm, json, send } from '../helpers';

/**
 * Every scope in five languages (series.md §6): a detached occurrence keeps its own copy of every
 * language, terms and venue; a `following` split copies them all into the new series; `all` and a
 * schedule change leave the other languages as they were.
 */

const LANGS = ['eu', 'ca', 'en', 'gl', 'es'] as const;
const TITLES = {
  eu: 'Jazz kontzertua',
  ca: 'Concert de jazz',
  en: 'Jazz concert',
  gl: 'Concerto de jazz',
  es: 'Concierto de jazz',
};
const DESCRIPTIONS = {
  eu: '<p>Astero.</p>',
  ca: '<p>Cada setmana.</p>',
  en: '<p>Every week.</p>',
  gl: '<p>Cada semana.</p>',
  es: '<p>Cada semana.</p>',
};

let editor: string;
let category: number;
let venue: number;

beforeAll(async () => {
  editor = (await createUser('editor')).key;
  category = await insertTerm('tribe_events_cat', 'Jazz en serie', 'jazz-en-serie');
  venue = await insertPost('venue', 'Sala Bilborock');
});

// biome-ignore lint/suspicious/noExplicitAny: records read by a few keys
type Event = any;

const read = async (id: number, lang: string): Promise<Event> => {
  const res = await call(`/${lang}/site/events/v1/events/${id}`, {
    headers: { Authorization: `Bearer ${editor}` },
  });
  expect(res.status).toBe(200);
  return json(res);
};

/** Title, description, categories and venue of `id` in every language. */
async function contentOf(id: number) {
  const out: Record<string, unknown> = {};
  for (const lang of LANGS) {
    const e = await read(id, lang);
    out[lang] = {
      title: e.title,
      description: e.description,
      categories: e.categories.map((c: Event) => c.id),
      venue: e.venue?.id ?? null,
    };
  }
  return out;
}

const expected = (titles: Record<string, string>, extra: Record<string, unknown> = {}) =>
  Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      { title: titles[lang], description: DESCRIPTIONS[lang], categories: [category], venue, ...extra },
    ]),
  );

async function fiveLanguageSeries(count: number): Promise<{ template: Event; ids: number[] }> {
  const res = await send(
    'POST',
    '/events',
    {
      title: TITLES.es,
      description: DESCRIPTIONS.es,
      translations: Object.fromEntries(
        LANGS.filter((l) => l !== 'es').map((l) => [l, { title: TITLES[l], description: DESCRIPTIONS[l] }]),
      ),
      categories: [category],
      venue,
      start_date: '2033-05-03 20:00:00',
      end_date: '2033-05-03 22:00:00',
      timezone: 'Europe/Madrid',
      recurrence: [`RRULE:FREQ=WEEKLY;COUNT=${count}`],
    },
    editor,
  );
  const template = await json(res);
  expect(res.status, JSON.stringify(template)).toBe(201);
  const list = await json(
    await call(`/events/${template.id}/occurrences`, { headers: { Authorization: `Bearer ${editor}` } }),
  );
  return { template, ids: list.events.map((e: Event) => e.id) };
}

describe('series in five languages', () => {
  it('scope=this: an edit in one language detaches the occurrence with a copy of all five', async () => {
    const { template, ids } = await fiveLanguageSeries(3);
    for (const id of ids) expect(await contentOf(id)).toEqual(expected(TITLES));
    const res = await send(
      'POST',
      `/gl/site/events/v1/events/${ids[1]}`,
      { title: 'Concerto de jazz, ao aire libre' },
      editor,
    );
    expect(res.status).toBe(200);
    expect((await json(res)).series.detached).toBe(true);
    const edited = { ...TITLES, gl: 'Concerto de jazz, ao aire libre' };
    expect(await contentOf(ids[1]!)).toEqual(expected(edited));
    // The series and its other occurrences keep theirs; a later change of the series no longer reaches it.
    for (const id of [template.id, ids[0]!, ids[2]!]) expect(await contentOf(id)).toEqual(expected(TITLES));
    await send(
      'POST',
      `/eu/site/events/v1/events/${template.id}`,
      { title: 'Jazz kontzertu berria' },
      editor,
    );
    expect(await contentOf(ids[2]!)).toEqual(expected({ ...TITLES, eu: 'Jazz kontzertu berria' }));
    expect(await contentOf(ids[1]!)).toEqual(expected(edited));
  });

  it('scope=following: the new series has every language, term and venue; the old one is untouched', async () => {
    const { template, ids } = await fiveLanguageSeries(4);
    const res = await send(
      'POST',
      `/ca/site/events/v1/events/${ids[2]}?scope=following`,
      { title: 'Concert de jazz (nova temporada)' },
      editor,
    );
    const answer = await json(res);
    expect(res.status, JSON.stringify(answer)).toBe(200);
    const split = answer.series.id;
    expect(split).not.toBe(template.id);
    const renamed = expected({ ...TITLES, ca: 'Concert de jazz (nova temporada)' });
    for (const id of [split, ids[2]!, ids[3]!]) expect(await contentOf(id)).toEqual(renamed);
    for (const id of [template.id, ids[0]!, ids[1]!]) expect(await contentOf(id)).toEqual(expected(TITLES));
    // The rule in words follows the new series in each language.
    expect((await read(ids[3]!, 'eu')).series.description).toBe('Astearte guztietan, 2 aldiz');
    expect((await read(template.id, 'gl')).series.description).toBe('Cada martes, 2 veces');
  });

  it('scope=all: a change of time keeps every language, and a content change in one reaches only it', async () => {
    const { template, ids } = await fiveLanguageSeries(3);
    const moved = await send(
      'POST',
      `/en/site/events/v1/events/${ids[0]}?scope=all`,
      { start_date: '2033-05-03 21:00:00', end_date: '2033-05-03 23:00:00' },
      editor,
    );
    expect(moved.status).toBe(200);
    for (const id of [template.id, ...ids]) expect(await contentOf(id)).toEqual(expected(TITLES));
    const after = await json(
      await call(`/events/${template.id}/occurrences`, { headers: { Authorization: `Bearer ${editor}` } }),
    );
    expect(after.events.map((e: Event) => [e.id, e.start_date])).toEqual([
      [ids[0]!, '2033-05-03 21:00:00'],
      [ids[1]!, '2033-05-10 21:00:00'],
      [ids[2]!, '2033-05-17 21:00:00'],
    ]);
    await send('POST', `/en/site/events/v1/events/${ids[1]}?scope=all`, { title: 'Jazz night' }, editor);
    for (const id of [template.id, ...ids])
      expect(await contentOf(id)).toEqual(expected({ ...TITLES, en: 'Jazz night' }));
  });
});
