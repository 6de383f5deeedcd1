/**
 * The cases of `npm run bench`: what each one requests, and how a MISS case makes every request miss.
 *
 * - HIT: anonymous, the same URL every time (the first request fills the cache).
 * - MISS, "distinct key": anonymous, each request a different cache key through a parameter that does
 *   not change the SQL: `start_date` shifted back by one more second each time (with `strict_dates`, so
 *   seconds count) for event lists, a different published event for single reads. This is the path an
 *   anonymous miss really takes (cache lookup, D1 batch, ETag, cache store), with the same statements.
 * - MISS, "bypass": venue and category lists have no parameter that changes the key but not the
 *   answer, so these send the bench subscriber's key (`Authorization` bypasses the cache). It costs one
 *   extra D1 query (the key lookup); `status=publish` keeps the venue SQL the anonymous one.
 *
 * Each case's `next()` returns the next request ({ method, path, headers, body }). `primary`: the case
 * the size targets apply to; `scaled`: the list MISS cases the `--series` run compares with 10k (the
 * issue's page 1, deep page, and category + venue + search).
 */
import { categoryOfKind, eventOf } from './bench-data.mjs';

const API = '/site/events/v1';
const LANG_PREFIXES = ['', '/eu', '/en', '/ca', '/gl'];

const pad = (n) => String(n).padStart(2, '0');
/** `YYYY-MM-DD HH:MM:SS` of a Date's UTC fields (the bench treats them as site wall times). */
/** A UTC instant as a wall string, `YYYY-MM-DD HH:MM:SS`. */
export const wall = (date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
const DAY = 86_400_000;

/** A fixed pseudo-random permutation (deterministic, so runs compare). */
export function shuffled(items, seed = 7) {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const get = (path, headers = {}) => ({ method: 'GET', path, headers });

const CHANGE_TYPES = 'event,venue,organizer,category,tag';
/** An anonymous sync token of the change feed (src/lib/sync-token.ts), resuming after `cursor`. */
const syncToken = (cursor, issued) =>
  `s1.${Buffer.from(JSON.stringify([cursor, 0, 'anonymous', CHANGE_TYPES, issued, null])).toString('base64url')}`;
const fixed = (request) => () => request;

/**
 * The feed's worst case (`--only ics-worst`): a page of 500 events in a year of their own, each with a
 * 65 000-character description of what made the old HTML-to-text regular expressions quadratic.
 */
const WORST_YEAR = 2099;
const WORST_EVENTS = 500;
const WORST_DESCRIPTIONS = [
  ' '.repeat(65_000),
  '\t'.repeat(65_000),
  '<a'.repeat(32_500),
  '<li '.repeat(16_250),
  ` \n `.repeat(21_666),
  `a</p${' '.repeat(64_990)}`,
];

/** Creates the worst case's events through the API (once: a reused database keeps them). */
async function createWorstFeedEvents(origin, editorKey) {
  const window = `start_date=${WORST_YEAR}-01-01&end_date=${WORST_YEAR}-12-31&per_page=1`;
  const res = await fetch(`${origin}${API}/events?${window}`);
  const existing = Number(res.headers.get('x-tec-total') ?? 0);
  const headers = { Authorization: `Bearer ${editorKey}`, 'Content-Type': 'application/json' };
  const create = async (n) => {
    const day = `${WORST_YEAR}-${pad(1 + (n % 12))}-${pad(1 + (n % 28))}`;
    const created = await fetch(`${origin}${API}/events`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `Worst-case description ${n}`,
        description: WORST_DESCRIPTIONS[n % WORST_DESCRIPTIONS.length],
        start_date: `${day} 19:00:00`,
        end_date: `${day} 21:00:00`,
        status: 'publish',
      }),
    });
    if (created.status !== 201) throw new Error(`ics-worst setup: ${created.status} ${await created.text()}`);
  };
  for (let n = existing; n < WORST_EVENTS; n += 10) {
    await Promise.all(Array.from({ length: Math.min(10, WORST_EVENTS - n) }, (_, k) => create(n + k)));
  }
}

/**
 * `shape`: the data set's layout; `keys`: { editor, subscriber } API keys; `now`: the run's time.
 */
export function buildCases({ shape, keys, now = new Date() }) {
  const events = [];
  for (let n = 1; n <= shape.events; n++) events.push(eventOf(n, shape));
  const published = events.filter((e) => e.status === 'publish');
  const readable = shuffled(published);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const isoDay = (date) => wall(date).slice(0, 10);

  // The filtered list: a music category (with its children), a venue that has jazz events next year, `jazz`, one year.
  const music = categoryOfKind(0);
  const jazz = published.find((e) => e.kind === 0 && !e.hidden && e.dayOffset > 1 && e.dayOffset < 360);
  const filterBase = `categories=${music.slug}&venue=${jazz.venueId}&search=jazz`;
  const yearEnd = new Date(today.getTime() + 365 * DAY);
  const filtered = `${API}/events?${filterBase}&start_date=${isoDay(today)}&end_date=${isoDay(yearEnd)}`;

  /** A `start_date` one second earlier on every call: same SQL, another cache key. */
  const shiftingStart = (from) => {
    let k = 0;
    return () => encodeURIComponent(wall(new Date(from.getTime() - 1000 * k++)));
  };
  const defaultStart = shiftingStart(new Date(today.getTime() - DAY));
  const seriesStart = shiftingStart(new Date(today.getTime() - 400 * DAY));
  const deepStart = shiftingStart(new Date(today.getTime() - DAY));
  const filteredStart = shiftingStart(today);
  const filteredEnd = encodeURIComponent(`${isoDay(yearEnd)} 23:59:59`);
  const worstStart = shiftingStart(new Date(Date.UTC(WORST_YEAR, 0, 1)));

  /** Single reads: every published event once, then again under each language prefix (another key). */
  const cycling = (path) => {
    let i = 0;
    return () => {
      const event = readable[i % readable.length];
      const prefix = LANG_PREFIXES[Math.floor(i / readable.length) % LANG_PREFIXES.length];
      i++;
      return get(`${prefix}${API}${path(event)}`);
    };
  };
  const first = readable[0];

  const subscriber = { Authorization: `Bearer ${keys.subscriber}` };
  /** A month two months ahead: the data set's events spread over two years around today. */
  /** The months of the data set (a year back to three years ahead), each under each language prefix in turn. */
  const rotatingMonths = (query) => {
    const months = Array.from({ length: 48 }, (_, k) => {
      const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 12 + k, 1));
      return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    });
    let i = 0;
    return () => {
      const prefix = LANG_PREFIXES[Math.floor(i / months.length) % LANG_PREFIXES.length];
      return get(`${prefix}/events/month/${months[i++ % months.length]}/${query}`);
    };
  };
  const editor = { Authorization: `Bearer ${keys.editor}`, 'Content-Type': 'application/json' };

  // Writes: creates and updates alternate on every connection. Updates touch published generated events.
  let writes = 0;
  const updatable = shuffled(published, 11);
  const writeMix = () => {
    const i = writes++;
    if (i % 2 === 0) {
      const start = new Date(today.getTime() + (1 + (i % 300)) * DAY);
      return {
        method: 'POST',
        path: `${API}/events`,
        headers: editor,
        body: JSON.stringify({
          title: `Bench concert ${i}`,
          description: '<p>Created by npm run bench.</p>',
          start_date: `${isoDay(start)} 19:00:00`,
          end_date: `${isoDay(start)} 21:00:00`,
          status: 'publish',
          categories: [music.id],
          venue: 1 + (i % shape.venues),
          organizer: shape.firstOrganizer + (i % shape.organizers),
        }),
      };
    }
    const event = updatable[Math.floor(i / 2) % updatable.length];
    return {
      method: 'POST',
      path: `${API}/events/${event.id}`,
      headers: editor,
      body: JSON.stringify({ excerpt: `Updated by npm run bench (${i}).`, featured: i % 4 === 1 }),
    };
  };

  // The change feed: a page of 50 after another point of the log each time (same SQL, another key). The
  // log holds one change per record of the data set (the migration's backfill or the loader's triggers).
  const issued = Math.floor(now.getTime() / 1000);
  const records = shape.events + shape.venues + shape.organizers;
  let feedPage = 0;
  const changesMiss = () => {
    const cursor = (feedPage++ * 997) % Math.max(records - 50, 1);
    return get(`${API}/changes?per_page=50&sync_token=${syncToken(cursor, issued)}`);
  };

  const preflight = {
    method: 'OPTIONS',
    path: `${API}/events`,
    headers: { Origin: 'https://widget.example', 'Access-Control-Request-Method': 'GET' },
  };

  return [
    {
      name: 'trivial',
      label: 'OPTIONS /events (CORS preflight, no D1)',
      cache: '-',
      next: fixed(preflight),
    },
    { name: 'events-hit', label: 'GET /events', cache: 'HIT', list: true, next: fixed(get(`${API}/events`)) },
    {
      name: 'events-miss',
      label: 'GET /events',
      cache: 'MISS',
      missStrategy: 'distinct key (start_date -1 s each)',
      list: true,
      primary: true,
      scaled: true,
      next: () => get(`${API}/events?strict_dates=true&start_date=${defaultStart()}`),
    },
    {
      name: 'deep-miss',
      label: 'GET /events?page=100',
      cache: 'MISS',
      missStrategy: 'distinct key (start_date -1 s each)',
      list: true,
      scaled: true,
      next: () => get(`${API}/events?strict_dates=true&start_date=${deepStart()}&page=100`),
    },
    {
      name: 'filtered-hit',
      label: 'GET /events?filters',
      cache: 'HIT',
      list: true,
      next: fixed(get(filtered)),
    },
    {
      name: 'filtered-miss',
      label: 'GET /events?filters',
      cache: 'MISS',
      missStrategy: 'distinct key (start_date -1 s each)',
      list: true,
      scaled: true,
      next: () =>
        get(
          `${API}/events?${filterBase}&strict_dates=true&start_date=${filteredStart()}&end_date=${filteredEnd}`,
        ),
    },
    // Lists filtered by one thing alone, whose work could grow with the window (issue 30).
    ...[
      ['category-miss', 'GET /events?categories=…', `categories=${music.slug}`],
      ['tag-miss', 'GET /events?tags=…', 'tags=etiqueta-7'],
      ['featured-miss', 'GET /events?featured=true', 'featured=true'],
      ['search-miss', 'GET /events?search=jazz', 'search=jazz'],
    ].map(([name, label, filter]) => {
      const start = shiftingStart(new Date(today.getTime() - DAY));
      return {
        name,
        label,
        cache: 'MISS',
        missStrategy: 'distinct key (start_date -1 s each)',
        list: true,
        scaled: true,
        next: () => get(`${API}/events?${filter}&strict_dates=true&start_date=${start()}`),
      };
    }),
    // The calendar's month view (/events/month/…, issue 38): unfiltered, and with three of the visitors'
    // filters (a category, two days of the week, two parts of the day), whose eleven facets' counts come
    // from the same batch; goal: p50 ≤ 1.5× the unfiltered month (docs/performance.md#facets).
    // Anonymous misses, as visitors cause them: another month (of the data set's four years) each time, then
    // the same months under each language prefix (another cache key, the same statements).
    {
      name: 'month-miss',
      label: 'GET /events/month/{YYYY-MM}/',
      cache: 'MISS',
      missStrategy: 'distinct key (another month, then another language prefix)',
      next: rotatingMonths(''),
    },
    {
      name: 'month-facets-miss',
      label: 'GET /events/month/{YYYY-MM}/?3 facets',
      cache: 'MISS',
      missStrategy: 'distinct key (another month, then another language prefix)',
      versus: { name: 'month-miss', p50: 1.5 },
      next: rotatingMonths(`?categories=${music.slug}&weekday=friday,saturday&time_of_day=evening,night`),
    },
    {
      name: 'event-id-hit',
      label: 'GET /events/{id}',
      cache: 'HIT',
      next: fixed(get(`${API}/events/${first.id}`)),
    },
    {
      name: 'event-id-miss',
      label: 'GET /events/{id}',
      cache: 'MISS',
      missStrategy: 'distinct key (another event each)',
      next: cycling((e) => `/events/${e.id}`),
    },
    {
      name: 'event-slug-hit',
      label: 'GET /events/by-slug/{slug}',
      cache: 'HIT',
      next: fixed(get(`${API}/events/by-slug/${first.slugs.es}`)),
    },
    {
      name: 'event-slug-miss',
      label: 'GET /events/by-slug/{slug}',
      cache: 'MISS',
      missStrategy: 'distinct key (another event each)',
      next: cycling((e) => `/events/by-slug/${e.slugs.es}`),
    },
    { name: 'venues-hit', label: 'GET /venues', cache: 'HIT', list: true, next: fixed(get(`${API}/venues`)) },
    {
      name: 'venues-miss',
      label: 'GET /venues',
      cache: 'MISS',
      missStrategy: 'bypass (subscriber key, status=publish)',
      list: true,
      next: fixed(get(`${API}/venues?status=publish`, subscriber)),
    },
    {
      name: 'categories-hit',
      label: 'GET /categories',
      cache: 'HIT',
      list: true,
      next: fixed(get(`${API}/categories`)),
    },
    {
      name: 'categories-miss',
      label: 'GET /categories',
      cache: 'MISS',
      missStrategy: 'bypass (subscriber key)',
      list: true,
      next: fixed(get(`${API}/categories`, subscriber)),
    },
    ...(shape.series
      ? [
          {
            name: 'occurrences-miss',
            label: 'GET /events/{id}/occurrences',
            cache: 'MISS',
            missStrategy: 'distinct key (start_date -1 s each)',
            list: true,
            // A weekly series of 104 occurrences, from its first (the start only changes the key).
            next: () =>
              get(
                `${API}/events/${shape.series.firstTemplate}/occurrences?strict_dates=true&start_date=${seriesStart()}`,
              ),
          },
        ]
      : []),
    {
      name: 'changes-hit',
      label: 'GET /changes (50)',
      cache: 'HIT',
      next: fixed(get(`${API}/changes?per_page=50`)),
    },
    {
      name: 'changes-miss',
      label: 'GET /changes (50)',
      cache: 'MISS',
      missStrategy: 'distinct key (another sync token each)',
      next: changesMiss,
    },
    {
      name: 'writes',
      label: 'POST /events + POST /events/{id}',
      cache: 'write',
      missStrategy: 'editor key; creates and updates alternate',
      next: writeMix,
    },
    {
      name: 'ics-worst',
      optIn: true,
      slow: true,
      label: `GET /events.ics (${WORST_EVENTS} events, 65 000-character adversarial descriptions)`,
      cache: 'MISS',
      missStrategy: 'distinct key (start_date -1 s each)',
      setup: (origin) => createWorstFeedEvents(origin, keys.editor),
      next: () =>
        get(
          `${API}/events.ics?per_page=${WORST_EVENTS}&strict_dates=true&start_date=${worstStart()}&end_date=${WORST_YEAR}-12-31`,
        ),
    },
    {
      name: 'trivial-end',
      label: 'OPTIONS /events (again, at the end)',
      cache: '-',
      next: fixed(preflight),
    },
  ];
}
