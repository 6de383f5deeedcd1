import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import doc from '../../docs/series.md?raw';
import { type CurlRequest, curlRequest, shBlocks, shellCommands } from '../doc-commands';
import { BASE, call, createEvent, createUser, json } from '../helpers';

// biome-ignore lint/suspicious/noExplicitAny: the answers are read loosely, then checked
type Json = any;

/**
 * docs/series.md's examples, run as written: every `sh` command of the page in order, against a database
 * whose next post id is the page's first (812) and a clock held where the page's dates are ahead
 * (17 August 2026), and each answer held to what the page shows or says of it.
 */

const DOC_ORIGIN = 'http://127.0.0.1:8787';
const TODAY = Date.UTC(2026, 7, 17, 10);
const FIRST_ID = 812;

let key: string;
let single: Json;
/** The page's requests, in order, each with the request as sent. */
let requests: CurlRequest[];
/** Runs the page's next request; the answer and its body. */
let next: () => Promise<{ res: Response; body: Json; request: CurlRequest }>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  key = (await createUser('editor')).key;
  // A single event beside the series, for `recurring=false` to have something to show; then the ids.
  single = await createEvent(key, {
    title: 'Concierto',
    start_date: '2026-09-05 20:00',
    end_date: '2026-09-05 22:00',
    timezone: 'Europe/Madrid',
  });
  await env.DB.prepare(
    "INSERT INTO counters (name, value) VALUES ('post_ids', ?1) ON CONFLICT (name) DO UPDATE SET value = ?1",
  )
    .bind(FIRST_ID - 1)
    .run();
  const commands = shellCommands(shBlocks(doc).join('\n'), { KEY: key });
  const others = commands.filter((words) => words[0] !== 'curl' && !/^[A-Z_]+=/.test(words[0]!));
  expect(others, 'commands the test does not run').toEqual([]);
  requests = commands.filter((words) => words[0] === 'curl').map(curlRequest);
  let at = 0;
  next = async () => {
    const request = requests[at++];
    if (!request) throw new Error('docs/series.md has fewer commands than the test checks');
    expect(request.url.startsWith(DOC_ORIGIN), request.url).toBe(true);
    const res = await call(request.url.replace(DOC_ORIGIN, BASE), {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    return { res, body: await json(res.clone()), request };
  };
});

afterAll(() => {
  vi.useRealTimers();
});

const read = async (path: string) => json(await call(path, { headers: { Authorization: `Bearer ${key}` } }));
const occurrences = async (id: number, lang = 'es') =>
  (await read(`${BASE}/${lang}/site/events/v1/events/${id}/occurrences?per_page=50`)).events as Json[];

/** The page's JSON block after `after`, a fragment of an object, parsed. */
function shownJson(after: string): Json {
  const from = doc.indexOf(after);
  const start = doc.indexOf('```json\n', from) + '```json\n'.length;
  const text = doc.slice(start, doc.indexOf('\n```', start));
  return JSON.parse(`{${text}}`);
}

/** `actual` as the page shows it: its values, with `…/x` standing for any URL ending in `/x`. */
function expectShown(actual: Json, shown: Json, where: string) {
  for (const [name, value] of Object.entries(shown)) {
    if (typeof value === 'string' && value.startsWith('…')) {
      expect(String(actual[name]).endsWith(value.slice(1)), `${where}.${name}: ${actual[name]}`).toBe(true);
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      expectShown(actual[name], value, `${where}.${name}`);
    } else {
      expect(actual[name], `${where}.${name}`).toEqual(value);
    }
  }
}

describe('docs/series.md, run as written', () => {
  it('has the commands the test checks, in this order', () => {
    expect(requests.map((r) => `${r.method} ${r.url.replace(DOC_ORIGIN, '')}`)).toEqual([
      'POST /site/events/v1/events',
      'GET /site/events/v1/events/812/occurrences?per_page=50',
      'GET /site/events/v1/events?series=812&start_date=2026-10-01',
      'GET /site/events/v1/events?recurring=false',
      'POST /site/events/v1/events/827',
      'POST /site/events/v1/events/831?scope=following',
      'POST /eu/site/events/v1/events/812',
    ]);
  });

  it('creates the weekly class: the template 812 and its answer as shown, the rule in Basque as said', async () => {
    const { res, body } = await next();
    expect(res.status).toBe(201);
    expect(body.id).toBe(FIRST_ID);
    expectShown(body, shownJson('The answer (201)'), 'answer');
    const basque = /\(`\/eu\/…`: "([^"]+)"\)/.exec(doc)?.[1]?.replace(/\s+/g, ' ');
    expect((await read(`${BASE}/eu/site/events/v1/events/812`)).series.description).toBe(basque);
  });

  it('every occurrence, from the first: 43, 17:00Z in summer and 18:00Z in winter, none on 8 December', async () => {
    const { res, body } = await next();
    expect(res.headers.get('x-tec-total')).toBe('43');
    const list: Json[] = body.events;
    expect(list).toHaveLength(43);
    expect(list.map((e) => e.id)).toEqual(Array.from({ length: 43 }, (_, i) => 813 + i));
    expect(list[0]).toMatchObject({
      start_date: '2026-09-01 19:00:00',
      utc_start_date: '2026-09-01 17:00:00',
    });
    expect(list.find((e) => e.start_date.startsWith('2026-12-01'))?.utc_start_date).toBe(
      '2026-12-01 18:00:00',
    );
    expect(list.some((e) => e.start_date.startsWith('2026-12-08'))).toBe(false);
    expect(list.at(-1)?.start_date).toBe('2027-06-29 19:00:00');
    for (const e of list) {
      expect(e.series).toMatchObject({ id: 812, recurrence_id: e.start_date, detached: false });
      expect(e.recurring).toBe(true);
    }
  });

  it('as a filter of /events: the 38 occurrences from 1 October', async () => {
    const { res, body } = await next();
    expect(res.headers.get('x-tec-total')).toBe('38');
    expect(body.events[0].start_date).toBe('2026-10-06 19:00:00');
    for (const e of body.events) expect(e.series.id).toBe(812);
  });

  it('recurring=false: single events only', async () => {
    const { body } = await next();
    expect(body.events.map((e: Json) => e.id)).toEqual([single.id]);
    expect(body.events[0].recurring).toBe(false);
  });

  it('what the list of the page says: include=, post_parent= and GET of the template', async () => {
    for (const query of ['include=812', 'post_parent=812']) {
      const res = await call(`/events?${query}&per_page=50`);
      expect(res.headers.get('x-tec-total'), query).toBe('43');
    }
    expect((await json(await call('/events?include=827'))).events.map((e: Json) => e.id)).toEqual([827]);
    expect((await read('/events/812')).start_date).toBe('2026-09-01 19:00:00');
    vi.setSystemTime(Date.UTC(2026, 9, 14, 10)); // the sessions up to 13 October have ended
    try {
      expect((await read('/events/812')).start_date).toBe('2026-10-20 19:00:00');
    } finally {
      vi.setSystemTime(TODAY);
    }
  });

  it('scope=this: 827 is the 15 December session, detached with its own excerpt', async () => {
    expect((await read('/events/827')).start_date).toBe('2026-12-15 19:00:00');
    const { res, body } = await next();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ id: 827, excerpt: 'Sala 2', start_date: '2026-12-15 19:00:00' });
    expect(body.series).toMatchObject({ id: 812, detached: true });
    const others = (await occurrences(812)).filter((e) => e.id !== 827);
    expect(others.every((e) => e.excerpt === '' && !e.series.detached)).toBe(true);
  });

  it('scope=following: 831 is the 12 January session and starts the series 856, 43 sessions in all still', async () => {
    expect((await read('/events/831')).start_date).toBe('2027-01-12 19:00:00');
    const { res, body } = await next();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      id: 831,
      start_date: '2027-01-12 20:00:00',
      end_date: '2027-01-12 21:30:00',
    });
    expect(body.series).toMatchObject({
      id: 856,
      recurrence: ['RRULE:FREQ=WEEKLY;UNTIL=20270629T180000Z;BYDAY=TU'],
      count: 25,
      until: '2027-06-29 20:00:00',
    });
    const later = await occurrences(856);
    expect(later.map((e) => e.id)).toEqual(Array.from({ length: 25 }, (_, i) => 831 + i));
    expect(later.every((e) => e.start_date.endsWith(' 20:00:00'))).toBe(true);
    const template = await read('/events/812');
    expect(template.series).toMatchObject({ count: 18, until: '2027-01-05 19:00:00' });
    expect(await occurrences(812)).toHaveLength(18);
  });

  it('scope=all in Basque: the 17 sessions of 812 not detached; 827 and the series 856 keep their title', async () => {
    const { res, body } = await next();
    expect(res.status).toBe(200);
    expect(body.title).toBe('Yoga parkean');
    const titles = (list: Json[]) => new Set(list.map((e) => e.title));
    const first = await occurrences(812, 'eu');
    expect(titles(first.filter((e) => e.id !== 827))).toEqual(new Set(['Yoga parkean']));
    expect(first.filter((e) => e.id !== 827)).toHaveLength(17);
    expect(first.find((e) => e.id === 827)?.title).toBe('Yoga en el parque');
    expect(titles(await occurrences(856, 'eu'))).toEqual(new Set(['Yoga en el parque']));
    expect(titles(await occurrences(812, 'es'))).toEqual(new Set(['Yoga en el parque']));
  });

  it('ran every command of the page', async () => {
    await expect(next()).rejects.toThrow(/fewer commands/);
  });
});

describe('reading shell commands', () => {
  it('quotes across lines, continuations, comments and variables, as bash reads them', () => {
    const text = `A=http://x/y\nK=$(make key)\ncurl -s "$A/e?a=1&b=2" \\\n  -H "Authorization: Bearer $K" -d '{"a":\n 1}'   # note\n# a comment\ncurl "\${A}/z" -d 'q=1' -d "r=\\"2\\""`;
    const commands = shellCommands(text, { K: 'secret' });
    expect(commands.slice(2)).toEqual([
      ['curl', '-s', 'http://x/y/e?a=1&b=2', '-H', 'Authorization: Bearer secret', '-d', '{"a":\n 1}'],
      ['curl', 'http://x/y/z', '-d', 'q=1', '-d', 'r="2"'],
    ]);
    expect(curlRequest(commands[3]!)).toEqual({
      method: 'POST',
      url: 'http://x/y/z',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'q=1&r="2"',
    });
    expect(() => shellCommands('curl "$NOPE/x"')).toThrow(/\$NOPE is not set/);
    expect(() => shellCommands('curl x | jq .')).toThrow(/more shell/);
    expect(() => curlRequest(['curl', '-k', 'http://x'])).toThrow(/-k/);
  });

  it('the sh blocks of a section, or of every section', () => {
    const md = '## One\n\n```sh\na\n```\n\n```json\n{}\n```\n\n## Two\n\n```sh\nb\nc\n```\n';
    expect(shBlocks(md)).toEqual(['a', 'b\nc']);
    expect(shBlocks(md, 'Two')).toEqual(['b\nc']);
  });
});
