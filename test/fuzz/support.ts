import { env, exports } from 'cloudflare:workers';
import fc from 'fast-check';
import { expect, vi } from 'vitest';
import { encodeSyncToken } from '../../src/lib/sync-token';
import { CATALOGUE } from '../../src/root/catalogue';
import { BASE, call, createUser, json, send } from '../helpers';
import { property } from './scale';

/**
 * Property-based fuzzing of every route: random and hostile paths, query strings, bodies (JSON, form,
 * multipart, raw bytes) and headers, anonymous and with keys of every role. Whatever is sent, the
 * answer is a 2xx, a 304 or a 4xx in the API's error shape, as JSON, never a 5xx or a stack trace.
 *
 * Runs are reproducible and sized by `FUZZ_SEED` and `FUZZ_RUNS` (./scale.ts).
 */

export const fuzzOptions = (numRuns: number, salt: number) => ({
  ...property(numRuns, salt),
  // Shrinking replays requests against a database the failing run has changed: a short, readable
  // counterexample is worth a few replays, not minutes of them. A failure found is reported even when
  // its shrinking is cut short; a run cut short without one (a machine under load) passes with the
  // cases it ran.
  interruptAfterTimeLimit: 120_000,
});

// ---------------------------------------------------------------------------------------------
// The records every fuzz file runs against

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
type Json = any;
type Key = { id: number; login: string; key: string };

export interface Pool {
  keys: Record<'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber', Key>;
  /** Ids of records of every kind and status (and of the wrong kind, for each route). */
  ids: Record<'events' | 'venues' | 'organizers' | 'categories' | 'tags', number[]>;
  slugs: Record<'events' | 'venues' | 'organizers', string[]>;
  /** Names of hidden records: no response to an outsider may contain them. */
  secrets: string[];
}

export const SECRET = 'Zyxhidden';
export const PASSWORD = 'pw-Zyxsecret';

async function created(route: string, body: Record<string, unknown>, key: string): Promise<Json> {
  const res = await send('POST', route, body, key);
  const answer = await json(res);
  if (res.status !== 201) throw new Error(`${route}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * The records of a fuzz file, made before its first case. The Worker's own outbound requests (webhook
 * pings to fuzzed URLs) never reach the network here: they fail as an unreachable receiver would.
 */
export async function setupPool(): Promise<Pool> {
  vi.stubGlobal('fetch', async () => {
    throw new TypeError('No network in the fuzz tests.');
  });
  tally.clear();
  const keys = {
    administrator: await createUser('administrator'),
    editor: await createUser('editor'),
    author: await createUser('author'),
    contributor: await createUser('contributor'),
    subscriber: await createUser('subscriber'),
  };
  const admin = keys.administrator.key;
  const cat = await created('/categories', { name: 'Fuzzcat' }, admin);
  const child = await created('/categories', { name: 'Fuzzchild', parent: cat.id }, admin);
  const tag = await created('/tags', { name: 'Fuzztag' }, admin);
  const venue = await created(
    '/venues',
    { venue: 'Fuzz Hall', city: 'Bilbo', geo_lat: 43.2, geo_lng: -2.9 },
    admin,
  );
  const draftVenue = await created('/venues', { venue: `${SECRET} venue`, status: 'draft' }, keys.author.key);
  const organizer = await created('/organizers', { organizer: 'Fuzz Org', email: 'a@b.example' }, admin);
  const draftOrganizer = await created(
    '/organizers',
    { organizer: `${SECRET} org`, status: 'draft' },
    keys.author.key,
  );
  const when = { start_date: '2031-05-01 10:00:00', end_date: '2031-05-01 12:00:00' };
  const event = await created(
    '/events',
    {
      title: 'Fuzz concert',
      ...when,
      categories: [cat.id, child.id],
      tags: [tag.id],
      venue: venue.id,
      organizer: [organizer.id],
      translations: { eu: { title: 'Fuzz kontzertua' } },
    },
    admin,
  );
  const draft = await created(
    '/events',
    { title: `${SECRET} draft`, ...when, status: 'draft', venue: draftVenue.id },
    keys.author.key,
  );
  const privateEvent = await created(
    '/events',
    { title: `${SECRET} private`, ...when, status: 'private' },
    keys.author.key,
  );
  const locked = await created('/events', { title: 'Fuzz locked', ...when }, admin);
  await send('POST', `/events/${locked.id}`, { password: PASSWORD }, admin);
  const trashed = await created('/events', { title: `${SECRET} trashed`, ...when }, keys.author.key);
  await send('DELETE', `/events/${trashed.id}`, {}, admin);
  const child1 = await created('/events', { title: 'Fuzz child', ...when, post_parent: event.id }, admin);
  // A series: its template and one of its occurrences are events writes and filters may name.
  const series = await created(
    '/events',
    { title: 'Fuzz class', ...when, categories: [cat.id], recurrence: ['RRULE:FREQ=WEEKLY;COUNT=5'] },
    admin,
  );
  const occurrence = (await json(await call(`/events/${series.id}/occurrences`))).events[2];
  return {
    keys,
    ids: {
      events: [
        event.id,
        draft.id,
        privateEvent.id,
        locked.id,
        trashed.id,
        child1.id,
        series.id,
        occurrence.id,
      ],
      venues: [venue.id, draftVenue.id],
      organizers: [organizer.id, draftOrganizer.id],
      categories: [cat.id, child.id],
      tags: [tag.id],
    },
    slugs: {
      events: [event.slug, draft.slug, locked.slug, trashed.slug, series.slug, 'fuzz-kontzertua'],
      venues: [venue.slug, draftVenue.slug],
      organizers: [organizer.slug, draftOrganizer.slug],
    },
    secrets: [SECRET, PASSWORD],
  };
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** JSON text inserted as is (numbers JSON.stringify can't write, deep nesting). */
export class Raw {
  constructor(readonly text: string) {}
}

export function toJsonText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const nested = (depth: number, open: string, close: string, inner = '1') =>
  new Raw(open.repeat(depth) + inner + close.repeat(depth));

/** SQL, FTS5, JSON and URL metacharacters, numbers at the edges, unicode oddities. */
export const SPECIAL_TEXT = [
  '',
  ' ',
  '0',
  '-0',
  '00',
  '1',
  '-1',
  '1.5',
  '1e3',
  '1e308',
  '-1e308',
  '1e999',
  'NaN',
  'Infinity',
  '-Infinity',
  '9007199254740993',
  '2147483647',
  '2147483648',
  '4294967296',
  '99999999999999999999999',
  '0x1F',
  'true',
  'false',
  'yes',
  'null',
  'undefined',
  '[]',
  '{}',
  '[object Object]',
  "'",
  '"',
  "' OR '1'='1",
  "'; DROP TABLE posts; --",
  '" OR 1=1 --',
  '/* comment */',
  '*/',
  '--',
  ';',
  '*',
  '"*',
  'jazz*',
  'NEAR',
  'NEAR(a b, 2)',
  'a AND b',
  'OR',
  'NOT x',
  'a OR b NOT c',
  '(',
  ')',
  '( ) : ^ { }',
  'title:jazz',
  '{title description}: x',
  '^start',
  '-minus',
  '+plus',
  '"unterminated',
  '%',
  '%25',
  '%00',
  '\\',
  '\\u0000',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\r\n',
  '\t',
  '\uFEFF',
  '\uFFFD',
  '\uD800',
  'a\uDFFFb',
  '🎷🎺',
  '👩‍👩‍👧‍👦',
  '🇪🇸',
  '\u202Eevil\u202C',
  'שלום עולם',
  'مرحبا',
  'e\u0301\u0301\u0301\u0301',
  'Z̴̡̛̖̈́a̷l̶g̸o̴',
  'Música',
  'MÚSICA jazz',
  'ñ',
  'ß',
  'İ',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'http://',
  'https://example.com/a?b=c#d',
  'javascript:alert(1)',
  'mailto:a@b',
  '2031-01-01',
  '2031-02-30',
  '2031-13-45 25:61:61',
  '0000-00-00 00:00:00',
  '9999-12-31 23:59:59',
  '1970-01-01T00:00:00Z',
  '2031-01-01T10:00:00+14:00',
  '2031-01-01T10:00:00-99:99',
  'tomorrow 9am',
  '1893456000',
  '-62135596800',
  'Europe/Madrid',
  'Mars/Olympus',
  'UTC',
  'publish',
  'draft',
  'trash',
  'publish,draft,private,pending,future,trash',
  'eu',
  'fr',
  'asc',
  'desc',
  'include',
  ',',
  ',,,',
  '1,2,3',
  '1,,2',
  '1,a',
  ' 1 , 2 ',
];

const LONG = [
  'x'.repeat(100_000),
  'é'.repeat(40_000),
  '🎷'.repeat(25_000),
  'a '.repeat(50_000),
  'jazz '.repeat(1000),
  '1,'.repeat(101),
  Array.from({ length: 101 }, (_, i) => i + 1).join(','),
  Array.from({ length: 100 }, (_, i) => i + 1).join(','),
  `${'"a" '.repeat(300)}`,
  'NEAR('.repeat(500),
];

/** Sync tokens of the change feed: current ones of two callers, a very old one, one with a cursor far ahead. */
function syncTokens(pool: Pool): string[] {
  const issued = Math.floor(Date.now() / 1000);
  const all = 'event,venue,organizer,category,tag';
  const token = (cursor: number, scope: string, types = all, at = issued) =>
    encodeSyncToken({ cursor, mark: 0, scope, types, issued: at, bookmark: null });
  return [
    token(0, 'anonymous'),
    token(3, 'anonymous', 'event'),
    token(1, `administrator:${pool.keys.administrator.id}`),
    token(0, 'anonymous', all, issued - 100 * 86_400),
    token(Number.MAX_SAFE_INTEGER, 'anonymous'),
  ];
}

/** A string value as a query string, form field or JSON string could carry it. */
export const textArb = (pool: Pool): fc.Arbitrary<string> => {
  const real = [
    ...Object.values(pool.ids).flat().map(String),
    ...Object.values(pool.slugs).flat(),
    ...Object.values(pool.keys).map((k) => k.key),
  ];
  return fc.oneof(
    { weight: 24, arbitrary: fc.constantFrom(...SPECIAL_TEXT) },
    { weight: 9, arbitrary: fc.string({ maxLength: 24 }) },
    { weight: 6, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
    { weight: 9, arbitrary: fc.constantFrom(...real) },
    { weight: 6, arbitrary: fc.integer({ min: -10, max: 3000 }).map(String) },
    { weight: 3, arbitrary: fc.double().map(String) },
    { weight: 2, arbitrary: fc.bigInt().map(String) },
    {
      weight: 6,
      arbitrary: fc
        .array(fc.oneof(fc.constantFrom(...real, '', 'x', '-1'), fc.nat().map(String)), { maxLength: 6 })
        .map((parts) => parts.join(',')),
    },
    { weight: 1, arbitrary: fc.constantFrom(...LONG) },
  );
};

/** Any JSON value, with numbers JSON can't carry and nesting deep enough to hurt a recursive reader. */
export const jsonValueArb = (pool: Pool, keys: string[]): fc.Arbitrary<unknown> => {
  const text = textArb(pool);
  const scalar = fc.oneof(
    { weight: 6, arbitrary: text },
    {
      weight: 3,
      arbitrary: fc.constantFrom<unknown>(
        0,
        -1,
        1,
        1.5,
        1e308,
        -1e308,
        Number.MAX_SAFE_INTEGER,
        2 ** 31,
        2 ** 53 + 2,
        true,
        false,
        null,
        new Raw('-0'),
        new Raw('1e999'),
        new Raw('-1e999'),
        new Raw('9007199254740993'),
        new Raw('123456789012345678901234567890'),
        new Raw('1E-400'),
        new Raw('0.0000000000000000000000000001'),
      ),
    },
    { weight: 2, arbitrary: fc.double() },
    { weight: 2, arbitrary: fc.integer() },
    ...Object.values(pool.ids).map((ids) => ({ weight: 1, arbitrary: fc.constantFrom(...ids) })),
  );
  const deep = fc.constantFrom(
    nested(1000, '[', ']'),
    nested(5000, '[', ']'),
    nested(50_000, '[', ']'),
    nested(100_000, '[', ']'),
    nested(1000, '{"a":', '}'),
    nested(20_000, '{"venue":', '}', '"x"'),
    nested(10_000, '{"id":', '}'),
    nested(2000, '[{"title":', '}]', '"x"'),
  );
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 10, arbitrary: scalar },
      { weight: 2, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      {
        weight: 2,
        arbitrary: fc.dictionary(
          fc.oneof(fc.constantFrom(...keys, 'id'), fc.string({ maxLength: 6 })),
          tie('value'),
          {
            maxKeys: 4,
          },
        ),
      },
      { weight: 1, arbitrary: deep },
      { weight: 1, arbitrary: fc.array(scalar, { minLength: 99, maxLength: 102 }) },
    ),
  }));
  return value;
};

/**
 * `recurrence` values: rules of the supported subset (whose expansion then reaches the write batch),
 * their edges (1001 occurrences, DST days), every refused part, and broken lines. Series stay small
 * (an endless one is monthly): thousands of cases each writing 730 rows would slow the suite, not test more.
 */
const recurrenceArb: fc.Arbitrary<unknown> = (() => {
  const line = fc.oneof(
    fc.constantFrom(
      'RRULE:FREQ=WEEKLY;COUNT=3',
      'RRULE:FREQ=DAILY;COUNT=1001',
      'RRULE:FREQ=MONTHLY',
      'RRULE:FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20320101T000000Z',
      'RRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1;COUNT=5',
      'RRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;COUNT=2',
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;WKST=SU;UNTIL=20311231',
      'EXDATE;TZID=Europe/Madrid:20310503T100000',
      'RDATE:20310601T080000Z',
      'RDATE;VALUE=DATE:20310601',
      'RRULE:FREQ=HOURLY',
      'RRULE:FREQ=WEEKLY;BYHOUR=10',
      'RRULE:FREQ=WEEKLY;COUNT=2;UNTIL=20310101T000000Z',
      'RRULE:FREQ=DAILY;UNTIL=20400101T000000Z',
      'RRULE:FREQ=WEEKLY;UNTIL=20310101T000000',
      'EXRULE:FREQ=DAILY',
      'RRULE:FREQ=WEEKLY;BYDAY=99MO',
      'RRULE:',
      ':',
      'RDATE;TZID="Europe/Madrid":20310601T100000',
      `RDATE;TZID=Europe/Madrid:${Array.from({ length: 501 }, () => '20310601T100000').join(',')}`,
    ),
    fc.string({ maxLength: 80 }).map((t) => `RRULE:${t}`),
    fc.string({ maxLength: 40 }),
  );
  return fc.oneof(
    fc.array(line, { maxLength: 3 }),
    line,
    fc.constantFrom<unknown>(
      [],
      null,
      0,
      true,
      { rrule: 'x' },
      [1, 2],
      ['RRULE:FREQ=DAILY', 'RRULE:FREQ=WEEKLY'],
    ),
  );
})();

/**
 * Values a parameter of this name is meant to take (and their edges), so that most cases get past
 * validation and reach the queries and the write batches; hostile values are mixed in by the callers.
 */
export function plausibleArb(pool: Pool, name: string): fc.Arbitrary<unknown> {
  const bare = name.replace(/\[.*$/, '');
  const pick = (...values: unknown[]) => fc.constantFrom<unknown>(...values);
  const ids = (list: number[]) => fc.constantFrom(...list);
  const idList = (list: number[]) =>
    fc.oneof(
      fc.subarray(list, { minLength: 1 }),
      fc.subarray(list, { minLength: 1 }).map((a) => a.join(',')),
      ids(list),
    );
  const text = fc.oneof(
    { weight: 3, arbitrary: pick('Fuzz thing', 'Música en la calle', 'Kontzertua', 'x', 'A "quoted" title') },
    { weight: 3, arbitrary: textArb(pool).filter((t) => t.trim() !== '' && t.length <= 300) },
  );
  const date = pick(
    '2031-05-01',
    '2031-05-01 10:00:00',
    '2031-05-01 23:59',
    '2031-03-30 02:30:00',
    '2031-10-26 02:30:00',
    '2020-01-01T00:00:00Z',
    '2031-05-01T10:00:00+02:00',
    '1935000000',
    '2099-12-31',
  );
  const bool = pick('true', 'false', '1', '0', 'yes', 'no', true, false, 1, 0);
  const allIds = Object.values(pool.ids).flat();
  switch (bare) {
    case 'page':
      return pick('1', '2', '3', '999', 1);
    case 'per_page':
      return pick('1', '2', '10', '50', '51', '1000', 50);
    case 'start_date':
    case 'end_date':
    case 'starts_before':
    case 'starts_after':
    case 'ends_before':
    case 'ends_after':
    case 'date':
    case 'date_utc':
    case 'modified_after':
    case 'modified_before':
      return date;
    case 'recurrence':
      return recurrenceArb;
    case 'scope':
      return pick('this', 'following', 'all', 'single', 'upcoming', 'ALL', 'some', '');
    case 'series':
      return fc.oneof(ids(allIds), pick('0', '999999999', 'x'));
    case 'recurring':
    case 'expand':
    case 'reset_overrides':
    case 'strict_dates':
    case 'featured':
    case 'ticketed':
    case 'geoloc':
    case 'has_events':
    case 'only_with_upcoming':
    case 'hide_empty':
    case 'all_day':
    case 'show_map':
    case 'show_map_link':
    case 'hide_from_listings':
    case 'sticky':
    case 'force':
      return bool;
    case 'categories':
    case 'tags':
      return fc.oneof(
        idList([...pool.ids.categories, ...pool.ids.tags]),
        pick('fuzzcat', 'Fuzzcat', 'fuzztag', 'Brand new term', 'Música, Jazz', '', [], 'NEAR(a b)'),
        fc.array(fc.oneof(ids(pool.ids.categories), text), { maxLength: 3 }),
      );
    case 'venue':
    case 'organizer': {
      const own = bare === 'venue' ? pool.ids.venues : pool.ids.organizers;
      return fc.oneof(
        idList(own),
        pick(0, '', [], '0'),
        ids(own).map((id) => ({ id })),
        text.map((n) => ({ [bare]: n, city: 'Bilbo', email: 'x@y.example' })),
        fc.array(
          text.map((n) => ({ [bare]: n })),
          { maxLength: 3 },
        ),
        text,
      );
    }
    case 'include':
    case 'exclude':
      return idList(allIds);
    case 'status':
    case 'post_status':
      return pick('publish', 'draft', 'pending', 'private', 'future', 'trash', 'publish,draft', 'any');
    case 'geoloc_lat':
    case 'geo_lat':
      return pick('43.26', '-90', '90', '90.0001', 43.26, '', null);
    case 'geoloc_lng':
    case 'geo_lng':
      return pick('-2.93', '180', '-180.5', -2.93, '', null);
    case 'geoloc_radius':
      return pick('1', '50', '20000', '0', '0.001');
    case 'post_parent':
    case 'event':
    case 'post':
      return fc.oneof(ids(pool.ids.events), pick(0, '0'));
    case 'parent':
      return fc.oneof(ids(pool.ids.categories), pick(0, '0', ''));
    case 'author':
      return ids(Object.values(pool.keys).map((k) => k.id));
    case 'translation_language':
      return pick('eu', 'ca', 'en', 'gl', 'es', 'fr', 'EU');
    case 'order':
      return pick('asc', 'desc', 'DESC');
    case 'orderby':
      return pick('id', 'name', 'slug', 'count', 'description', 'term_group', 'include');
    case 'slug':
      return fc.oneof(fc.constantFrom(...Object.values(pool.slugs).flat()), text);
    case 'password':
      return pick(PASSWORD, 'wrong', '');
    case 'timezone':
      return pick('UTC', 'Europe/Madrid', 'Atlantic/Canary', 'America/New_York', 'Mars/Olympus', 'utc');
    case 'image':
      return pick('https://example.com/a.jpg', 0, false, null, 1, '999', 'ftp://x');
    case 'website':
      return pick('https://example.com', '', 'example.com', null);
    case 'email':
      return pick('a@b.example', '', 'not-an-email');
    case 'cost':
      return pick('10', '5 - 10 €', 'Free', '€', '0', '1e308');
    case 'translations':
      return fc.dictionary(
        fc.constantFrom('eu', 'en', 'ca', 'gl', 'es', 'fr'),
        fc.dictionary(fc.constantFrom('title', 'name', 'venue', 'organizer', 'description', 'slug'), text, {
          maxKeys: 2,
        }),
        { maxKeys: 2 },
      );
    case 'sync_token':
      return fc.oneof(
        fc.constantFrom(...syncTokens(pool)),
        textArb(pool).map((t) => `s1.${t}`),
        fc.base64String({ maxLength: 80 }).map((t) => `s1.${t.replaceAll('=', '')}`),
      );
    case 'types':
      return fc.oneof(
        fc.subarray(['event', 'venue', 'organizer', 'category', 'tag']).map((a) => a.join(',')),
        pick('event,event', 'events', 'Event', ''),
      );
    case 'namespace':
      return pick('site/events/v1', 'tribe/events/v1', '');
    case 'context':
      return pick('view', 'edit', 'embed');
    default:
      return text;
  }
}

// ---------------------------------------------------------------------------------------------
// Requests

export interface Target {
  /** Path relative to the namespace, parameters already filled in. */
  path: string;
  /** Parameter names the route's endpoints know. */
  params: string[];
  methods: string[];
  /** The fields a create on this route needs (empty for single records: updates are partial). */
  required: Record<string, unknown>;
  /** What a successful GET of a non-JSON route (a feed, the widget) is. */
  mediaType?: string;
}

const WHEN = { start_date: '2031-06-01 10:00:00', end_date: '2031-06-01 12:00:00' };

type RouteResource = keyof Pool['ids'];

/** Every route of the catalogue, with real ids and slugs of every kind, and garbage ones. */
export function targetArb(pool: Pool): fc.Arbitrary<Target> {
  const allIds = Object.values(pool.ids).flat();
  const garbageIds = ['0', '00', '1', '2147483647', '2147483648', '9007199254740993', '99999999999999999999'];
  const garbageSegments = [
    'abc',
    '-1',
    '1e3',
    '%31',
    '%C0%AF',
    '%FF',
    '%',
    '%E0%A4%A',
    '%00',
    '..',
    '1.0',
    '%2F',
  ];
  const routes = CATALOGUE.map((route) => {
    const declared = [...new Set(route.endpoints.flatMap((e) => Object.keys(e.schema.shape)))];
    // A route that takes no parameters (a webhook ping) is still sent some.
    const params = declared.length > 0 ? declared : ['translation_language'];
    const methods = route.endpoints.flatMap((e) => e.methods);
    const resource = route.resource as RouteResource;
    const ownIds = pool.ids[resource] ?? [];
    const ownSlugs = (pool.slugs as Record<string, string[]>)[resource] ?? [];
    let fill: fc.Arbitrary<string> = fc.constant(route.pattern);
    if (route.pattern.includes('(?P<id>')) {
      fill = fc
        .oneof(
          // Webhook endpoints have no ids in the pool: only others' ids and garbage.
          ...(ownIds.length > 0 ? [{ weight: 8, arbitrary: fc.constantFrom(...ownIds.map(String)) }] : []),
          { weight: 2, arbitrary: fc.constantFrom(...allIds.map(String)) },
          { weight: 2, arbitrary: fc.constantFrom(...garbageIds) },
          { weight: 1, arbitrary: fc.constantFrom(...garbageSegments) },
        )
        .map((id) => route.pattern.replace(/\(\?P<id>[^)]*\)/, id));
    } else if (route.pattern.includes('(?P<slug>')) {
      fill = fc
        .oneof(
          { weight: 6, arbitrary: fc.constantFrom(...ownSlugs).map(encodeURIComponent) },
          { weight: 2, arbitrary: textArb(pool).map(encodeText) },
          { weight: 1, arbitrary: fc.constantFrom(...garbageSegments) },
        )
        .map((slug) => route.pattern.replace(/\(\?P<slug>[^)]*\)/, slug));
    }
    const isCollection = !route.pattern.includes('(?P<');
    const required: Record<string, unknown> = !isCollection
      ? {}
      : resource === 'events'
        ? { title: 'Fuzz event', ...WHEN }
        : resource === 'venues'
          ? { venue: 'Fuzz venue' }
          : resource === 'organizers'
            ? { organizer: 'Fuzz organizer' }
            : resource === 'categories' || resource === 'tags'
              ? { name: 'Fuzz term' }
              : {};
    const mediaType = route.endpoints.find((e) => e.mediaType)?.mediaType;
    return fill.map((path): Target => ({ path, params, methods, required, mediaType }));
  });
  return fc.oneof(...routes);
}

/** encodeURIComponent, for strings with lone surrogates too (they become U+FFFD, as browsers send). */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/\p{Cs}/gu, '\uFFFD'));
  }
}

/** A plausible value as it travels in a query string or form: scalars as text, arrays comma-joined. */
function asFormText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value))
    return encodeText(value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(','));
  if (typeof value === 'object') return encodeText(JSON.stringify(value));
  return encodeText(String(value));
}

const RAW_QUERY_BITS = [
  '%C0%AF',
  '%FF',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%F4%90%80%80',
  '%00',
  '+',
  '%2B',
  '&&',
  '=',
  '==',
  '%3D',
];

/** A query string or form body: schema names and others, bracketed names, duplicates, raw percent garbage. */
export function pairsArb(pool: Pool, names: string[]): fc.Arbitrary<string> {
  const name = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...names, 'password', '_method', 'translation_language') },
    { weight: 2, arbitrary: fc.constantFrom(...names).map((n) => `${n}[]`) },
    { weight: 1, arbitrary: fc.constantFrom(...names).map((n) => `${n}[x]`) },
    { weight: 1, arbitrary: fc.constantFrom(...names).map((n) => `${n}[0][id]`) },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('translations[eu][title]', 'venue[venue]', 'organizer[0][organizer]'),
    },
  );
  const value = (n: string) =>
    fc.oneof(
      { weight: 6, arbitrary: plausibleArb(pool, n).map(asFormText) },
      { weight: 4, arbitrary: textArb(pool).map(encodeText) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_BITS) },
    );
  const pair = fc.oneof(
    { weight: 10, arbitrary: name.chain((n) => value(n).map((v) => `${encodeText(n)}=${v}`)) },
    { weight: 1, arbitrary: name.map(encodeText) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERY_BITS) },
  );
  return fc.array(pair, { maxLength: 8 }).map((pairs) => pairs.join('&'));
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; text: string; type: string }
  | { kind: 'form'; text: string; type: string }
  | { kind: 'multipart'; text: string; type: string }
  | { kind: 'bytes'; bytes: Uint8Array; type: string | null };

const INVALID_UTF8 = [
  [0xc0, 0xaf],
  [0xff],
  [0xfe, 0xff],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xe0, 0xa4],
  [0x80],
  [0x00],
];

export function bodyArb(pool: Pool, target: Target): fc.Arbitrary<Body> {
  const names = target.params;
  const value = jsonValueArb(pool, names);
  const field = fc.oneof(
    {
      weight: 8,
      arbitrary: fc.constantFrom(...names).chain((n) => fc.tuple(fc.constant(n), plausibleArb(pool, n))),
    },
    { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...names), value) },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 6 }), value) },
  );
  const jsonObject = fc
    .tuple(fc.array(field, { maxLength: 5 }), fc.subarray(Object.keys(target.required)), fc.nat())
    .map(([fields, dropped, salt]) => {
      const object: Record<string, unknown> = { ...target.required };
      // Distinct titles and names, so creates don't all collapse onto one existing record.
      for (const key of ['title', 'venue', 'organizer', 'name']) {
        if (typeof object[key] === 'string') object[key] = `${object[key]} ${salt % 1000}`;
      }
      for (const key of dropped) if (salt % 5 === 0) delete object[key];
      for (const [k, v] of fields) object[k] = v;
      return object;
    });
  const contentType = (base: string) =>
    fc.constantFrom(base, `${base}; charset=UTF-8`, `${base}; charset=latin1`, base.toUpperCase());
  const json = fc.oneof(
    { weight: 8, arbitrary: jsonObject.map(toJsonText) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        'null',
        '[]',
        '[1,2]',
        '"text"',
        '42',
        'true',
        '{',
        '{"title":',
        '{"title":"a",}',
        "{'title':'a'}",
        '{"title":"a"}{"title":"b"}',
        '{"__proto__":{"admin":true},"title":"x"}',
        '{"constructor":{"prototype":{"x":1}}}',
        '{"title":"\\ud800"}',
        '{"title":"a","title":"b"}',
        '\uFEFF{"title":"bom"}',
        '{"a":1e999999}',
        '['.repeat(120_000),
        '{"a":'.repeat(40_000),
      ),
    },
    { weight: 1, arbitrary: value.map(toJsonText) },
  );
  const multipart = fc
    .tuple(
      fc.array(fc.tuple(fc.constantFrom(...names, 'x', 'file'), textArb(pool), fc.boolean()), {
        maxLength: 5,
      }),
      fc.constantFrom('B0undary', 'x', '----WebKitFormBoundary7MA4YWxkTrZu0gW'),
      fc.constantFrom('ok', 'wrong-boundary', 'no-boundary', 'truncated'),
    )
    .map(([parts, boundary, damage]): Body => {
      const lines = parts.map(
        ([n, v, isFile]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${n}"${isFile ? '; filename="a.bin"\r\nContent-Type: application/octet-stream' : ''}\r\n\r\n${v}\r\n`,
      );
      let text = `${lines.join('')}--${boundary}--\r\n`;
      if (damage === 'truncated') text = text.slice(0, Math.floor(text.length / 2));
      const type =
        damage === 'no-boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${damage === 'wrong-boundary' ? 'other' : boundary}`;
      return { kind: 'multipart', text, type };
    });
  const bytes = fc
    .tuple(
      fc.array(
        fc.oneof(
          fc.constantFrom(...INVALID_UTF8),
          fc.uint8Array({ maxLength: 8 }).map((a) => [...a]),
        ),
        {
          maxLength: 12,
        },
      ),
      fc.constantFrom(
        null,
        'application/json',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'text/plain',
        'application/octet-stream',
      ),
      fc.constantFrom('', '{"title":"', 'title=', '{"venue":{"venue":"'),
    )
    .map(([chunks, type, prefix]): Body => {
      const head = new TextEncoder().encode(prefix);
      const tail = chunks.flat();
      const bytes = new Uint8Array(head.length + tail.length + (prefix.startsWith('{') ? 2 : 0));
      bytes.set(head, 0);
      bytes.set(tail, head.length);
      if (prefix.startsWith('{')) bytes.set([0x22, 0x7d], head.length + tail.length); // `"}`
      return { kind: 'bytes', bytes, type };
    });
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(
          json,
          fc.oneof(
            contentType('application/json'),
            fc.constantFrom('', 'text/plain', 'application/vnd.api+json'),
          ),
        )
        .map(([text, type]): Body => ({ kind: 'json', text, type })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc
            .tuple(
              pairsArb(pool, names),
              fc.constant(new URLSearchParams(target.required as Record<string, string>).toString()),
            )
            .map(([pairs, required]) => [required, pairs].filter(Boolean).join('&')),
          contentType('application/x-www-form-urlencoded'),
        )
        .map(([text, type]): Body => ({ kind: 'form', text, type })),
    },
    { weight: 2, arbitrary: multipart },
    { weight: 2, arbitrary: bytes },
  );
}

export type Auth = 'none' | keyof Pool['keys'] | 'basic' | 'garbage';

export function authHeader(pool: Pool, auth: Auth, garbage: string): string | undefined {
  if (auth === 'none') return undefined;
  if (auth === 'garbage') return garbage;
  if (auth === 'basic') {
    const k = pool.keys.editor;
    return `Basic ${btoa(`${k.login}:${k.key}`)}`;
  }
  return `Bearer ${pool.keys[auth].key}`;
}

export const garbageAuthArb = (pool: Pool) =>
  fc.oneof(
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Bearer x',
      'bearer tec_000000000000_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      `Bearer ${pool.keys.administrator.key}x`,
      // The last character changed (to `A`, or to `B` when it was `A`: that key would be the real one).
      `Bearer ${pool.keys.administrator.key.slice(0, -1)}${pool.keys.administrator.key.endsWith('A') ? 'B' : 'A'}`,
      `Bearer ${pool.keys.administrator.key.toUpperCase()}`,
      `Bearer  ${pool.keys.administrator.key} extra`,
      'Basic',
      'Basic !!!',
      'Basic Og==',
      `Basic ${btoa(`wrong:${pool.keys.administrator.key}`)}`,
      `Basic ${btoa(`${pool.keys.administrator.login}`)}`,
      `Basic ${btoa('\u00ff\u00fe:x')}`,
      'Digest username="x"',
      'Token abc',
      'null',
      ' ',
      'Bearer tec_',
      `Bearer ${'a'.repeat(8000)}`,
    ),
    fc.string({ maxLength: 40 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
  );

export interface FuzzRequest {
  target: Target;
  method: string;
  prefix: string;
  suffix: string;
  query: string;
  body: Body;
  auth: Auth;
  garbageAuth: string;
  headers: Array<[string, string]>;
}

const headerValue = fc.oneof(
  fc.constantFrom(
    '',
    '*',
    '"abc"',
    'W/"abc"',
    '"',
    ', , ,',
    'GET',
    'DELETE',
    'PUT',
    'PATCH',
    'POST',
    'HEAD',
    'OPTIONS',
    'TRACE',
    'get',
    'xyz',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff',
    '<script>',
    '0',
    '-1',
    '99999999999',
    'application/json',
    'multipart/form-data',
    'text/html',
    'first-primary',
    '"v1.x"',
    'W/"v1"',
    '"v99999999999.abc", "v1"',
    'v1',
    `"${'v'.repeat(3000)}"`,
    'fuzz-key-1',
    'fuzz-key-2',
    'k'.repeat(256),
  ),
  fc.string({ maxLength: 30 }).filter((s) => /^[\x20-\x7e]*$/.test(s)),
);

const headersArb = fc.array(
  fc.tuple(
    fc.constantFrom(
      'If-None-Match',
      'X-D1-Bookmark',
      'X-HTTP-Method-Override',
      'Content-Length',
      'Accept',
      'Accept-Language',
      'Origin',
      'Access-Control-Request-Method',
      'Access-Control-Request-Headers',
      'CF-Connecting-IP',
      'X-Real-IP',
      'Cookie',
      'Range',
      'Transfer-Encoding',
      'Expect',
      'If-Match',
      'Idempotency-Key',
    ),
    headerValue,
  ),
  { maxLength: 3 },
);

export interface RequestOptions {
  auth: fc.Arbitrary<Auth>;
  methods?: 'route' | 'any';
}

export function requestArb(pool: Pool, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  return targetArb(pool).chain((target) =>
    fc.record({
      target: fc.constant(target),
      method: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...target.methods) },
        {
          weight: options.methods === 'any' ? 3 : 1,
          arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'),
        },
      ),
      prefix: fc.oneof(
        { weight: 8, arbitrary: fc.constant('') },
        { weight: 3, arbitrary: fc.constantFrom('/eu', '/es', '/en', '/ca', '/gl') },
        { weight: 1, arbitrary: fc.constantFrom('/fr', '/EU', '//eu') },
      ),
      suffix: fc.oneof(
        { weight: 12, arbitrary: fc.constant('') },
        { weight: 2, arbitrary: fc.constant('/') },
        { weight: 1, arbitrary: fc.constantFrom('//', '/x', '/.', '%2F') },
      ),
      query: pairsArb(pool, target.params),
      body: bodyArb(pool, target),
      auth: options.auth,
      garbageAuth: garbageAuthArb(pool),
      headers: headersArb,
    }),
  );
}

let clientCounter = 0;

export function toRequest(pool: Pool, r: FuzzRequest): Request {
  const url = `${BASE}${r.prefix}/site/events/v1${r.target.path}${r.suffix}${r.query ? `?${r.query}` : ''}`;
  const headers = new Headers();
  clientCounter += 1;
  headers.set(
    'CF-Connecting-IP',
    `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`,
  );
  const authorization = authHeader(pool, r.auth, r.garbageAuth);
  if (authorization !== undefined) headers.set('Authorization', authorization);
  let body: BodyInit | undefined;
  if (r.method !== 'GET' && r.method !== 'HEAD') {
    if (r.body.kind === 'bytes') {
      body = r.body.bytes;
      if (r.body.type) headers.set('Content-Type', r.body.type);
    } else if (r.body.kind !== 'none') {
      body = r.body.text;
      headers.set('Content-Type', r.body.type);
    }
  }
  for (const [name, value] of r.headers) {
    try {
      headers.set(name, value);
    } catch {
      // a value the runtime refuses to send is not sent
    }
  }
  return new Request(url, { method: r.method, headers, body });
}

export const describeRequest = (r: FuzzRequest) => {
  const body =
    r.body.kind === 'none'
      ? ''
      : r.body.kind === 'bytes'
        ? `bytes[${r.body.bytes.length}] ${r.body.type}`
        : `${r.body.kind} ${r.body.type} ${r.body.text.slice(0, 300)}`;
  return `${r.method} ${r.prefix}${r.target.path}${r.suffix}?${r.query.slice(0, 300)} auth=${r.auth}${
    r.auth === 'garbage' ? `(${r.garbageAuth.slice(0, 40)})` : ''
  } headers=${JSON.stringify(r.headers)} body=${body}`;
};

// ---------------------------------------------------------------------------------------------
// The property

export interface Answer {
  status: number;
  text: string;
  body: Json;
}

const STACK =
  /\bat [^\n]*\.(?:ts|js):\d+|\b(?:Type|Range|Reference|Syntax)?Error: |node_modules|src\/[a-z]+\/[a-z-]+\.ts/;

/** The contract every answer keeps, whatever was asked. */
export async function checkAnswer(
  res: Response,
  method: string,
  what: string,
  mediaType?: string,
): Promise<Answer> {
  const text = await res.text();
  const status = res.status;
  const ok = (status >= 200 && status < 300) || status === 304 || (status >= 400 && status < 500);
  expect(ok, `${status} for ${what}: ${text.slice(0, 500)}`).toBe(true);
  if (status === 204 || status === 304) return { status, text, body: null };
  if (mediaType && status < 300 && (method === 'GET' || method === 'HEAD')) {
    expect(res.headers.get('content-type'), what).toMatch(new RegExp(`^${mediaType};`));
    return { status, text, body: null };
  }
  expect(res.headers.get('content-type'), `${status} for ${what}`).toBe('application/json; charset=UTF-8');
  if (method === 'HEAD') return { status, text, body: null };
  expect(text.trimStart().startsWith('<'), `HTML for ${what}`).toBe(false);
  let body: Json;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${status}) for ${what}: ${text.slice(0, 300)}`);
  }
  if (status >= 400) {
    expect(typeof body.code, what).toBe('string');
    expect(typeof body.message, what).toBe('string');
    expect(body.data?.status, what).toBe(status);
    expect(typeof body.data?.request_id, what).toBe('string');
    expect(body.data.request_id.length, what).toBeGreaterThan(0);
    expect(res.headers.get('x-request-id'), what).toBe(body.data.request_id);
    expect(STACK.test(text), `stack trace in ${text.slice(0, 500)} for ${what}`).toBe(false);
    if (status === 405) expect(res.headers.get('allow'), what).toBeTruthy();
    if (status === 429) expect(res.headers.get('retry-after'), what).toBeTruthy();
  }
  return { status, text, body };
}

/** How many answers of each status a fuzz file got, to see that the cases reach past validation. */
export const tally = new Map<string, number>();

export function tallyLine(): string {
  const entries = [...tally].sort(([a], [b]) => (a < b ? -1 : 1));
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  return `${total} requests: ${entries.map(([k, n]) => `${k}×${n}`).join(' ')}`;
}

/** Sends a fuzz request through the Worker's entry point (method overrides included). */
export async function sendFuzz(pool: Pool, r: FuzzRequest): Promise<{ answer: Answer; request: Request }> {
  const request = toRequest(pool, r);
  const res = await exports.default.fetch(request.clone());
  const answer = await checkAnswer(res, request.method, describeRequest(r), r.target.mediaType);
  const key = `${request.method} ${answer.status}${answer.body?.code ? ` ${answer.body.code}` : ''}`;
  tally.set(key, (tally.get(key) ?? 0) + 1);
  return { answer, request };
}

/**
 * Term counts equal a recount from scratch (published events, an occurrence counting through the content
 * it shows); no text, link or term row points at nothing; every post shows a content that has texts, and
 * every occurrence belongs to a series that exists.
 */
export async function expectConsistentDatabase() {
  const { results: counts } = await env.DB.prepare(
    `SELECT t.id, t.count, (SELECT count(*) FROM event_terms et JOIN posts e ON e.content_id = et.event_id
       WHERE et.term_id = t.id AND e.kind = 'event' AND e.status = 'publish') AS recount FROM terms t`,
  ).all<{ id: number; count: number; recount: number }>();
  expect(counts.filter((t) => t.count !== t.recount)).toEqual([]);
  const orphans = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM post_texts WHERE post_id NOT IN (SELECT id FROM posts)) AS texts,
       (SELECT count(*) FROM event_links WHERE event_id NOT IN (SELECT id FROM posts)
          OR post_id NOT IN (SELECT id FROM posts)) AS links,
       (SELECT count(*) FROM event_terms WHERE event_id NOT IN (SELECT id FROM posts)
          OR term_id NOT IN (SELECT id FROM terms)) AS terms,
       (SELECT count(*) FROM term_texts WHERE term_id NOT IN (SELECT id FROM terms)) AS term_texts,
       (SELECT count(*) FROM posts WHERE content_id NOT IN (SELECT post_id FROM post_texts)) AS untexted,
       (SELECT count(*) FROM posts WHERE series_id IS NOT NULL AND series_id NOT IN
          (SELECT template_id FROM series_rules)) AS lost_occurrences`,
  ).first();
  expect(orphans).toEqual({ texts: 0, links: 0, terms: 0, term_texts: 0, untexted: 0, lost_occurrences: 0 });
}
