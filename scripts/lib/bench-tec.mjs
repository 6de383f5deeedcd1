/**
 * `npm run bench -- --tec <origin>`: the API beside The Events Calendar on the same data, same machine.
 *
 * The peer (a WordPress with TEC, see docs/performance.md) is loaded with the bench's data set by
 * `seedTec`; then each case runs on both sides with the same autocannon settings, in slices that
 * alternate API, TEC, API, TEC, so both see the same background load. A case is a pair of request
 * sequences that ask both sides the same thing:
 *
 * - uncached list: `GET /events?strict_dates=true&start_date=…` (10 per page), the start one second
 *   earlier on every request (the bench's `events-miss`): the same rows, another cache key. WordPress
 *   has no page cache here, and a new start is new arguments for any cache TEC keeps of its queries.
 * - uncached single event: `GET /events/{id}`, another published event on every request (the same
 *   shuffled order on both sides, each side with its own ids).
 * - cached list and single event: the same URL every time (the API answers from its cache; TEC has
 *   none, so these show what a cache is worth, not TEC's best).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { shuffled, wall } from './bench-cases.mjs';
import { newStats, slice, summarize } from './bench-measure.mjs';
import { REST_EVENTS, TEC_API } from './bench-tec-seed.mjs';

const API = '/site/events/v1';
const DAY = 86_400_000;
/** The issue's target: uncached reads at least 8× TEC's throughput. */
export const TEC_TARGET = 8;
/**
 * Slices of at least this many seconds. When a slice ends, autocannon drops the requests in flight (one
 * per connection): at TEC's latencies (0.5–3 s under load) that is a large share of a short slice's work,
 * hence long slices and `throughput` below.
 */
const MIN_SLICE_SECONDS = 10;

/**
 * Requests per second with the work of the requests cut off at the ends of slices counted: each was, on
 * average, half done. Without it a side's throughput is short by about `connections / 2` requests per
 * slice, which for TEC is a tenth to a third of what it completes.
 */
export const throughput = ({ requests, inFlightAtEnd, seconds }) =>
  seconds > 0 ? (requests + Math.max(0, inFlightAtEnd) / 2) / seconds : 0;

const get = (path) => ({ method: 'GET', path, headers: { Accept: 'application/json' } });

/** The published events in the order the uncached single reads ask for them. */
const readableOrder = (events, tecIds) =>
  shuffled(events.filter((e) => e.status === 'publish' && tecIds[e.n]));

/**
 * The pairs of cases. `events`: the data set's events (`tecEvent`), `tecIds`: event number → the peer's
 * post id. Each side gets its own sequence, so both ask for the same pages and events in the same order.
 */
export function tecPairs({ events, tecIds, now = new Date() }) {
  const readable = readableOrder(events, tecIds);
  const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY);
  const shiftingList = (path, suffix = '') => {
    let k = 0;
    return () =>
      get(
        `${path}?strict_dates=true&start_date=${encodeURIComponent(wall(new Date(yesterday.getTime() - 1000 * k++)))}${suffix}`,
      );
  };
  // Past the last event the API's reads go on under a language prefix (another cache key); TEC has none.
  const cycling = (root, idOf, prefixes = ['']) => {
    let i = 0;
    return () => {
      const prefix = prefixes[Math.floor(i / readable.length) % prefixes.length];
      return get(`${prefix}${root}/events/${idOf(readable[i++ % readable.length])}`);
    };
  };
  const first = readable[0];
  const pair = (name, label, cache, uncached, api, tec, floor) => ({
    name,
    label,
    cache,
    uncached,
    api: { name, label, next: api },
    tec: { name, label, next: tec },
    ...(floor ? { floor: { name, label, next: floor } } : {}),
  });
  // The bare Worker of scripts/floor: the same D1 batch and Cache API lookup and store as the API's miss.
  const run = `run=${now.getTime().toString(36)}`;
  const floorEvent = () => {
    let i = 0;
    return () => {
      const round = Math.floor(i / readable.length);
      return get(`/event-miss?id=${readable[i++ % readable.length].apiId}&${run}-${round}`);
    };
  };
  const fixed = (request) => () => request;
  return [
    pair(
      'list-miss',
      'GET /events (10 per page)',
      'MISS',
      true,
      shiftingList(`${API}/events`),
      shiftingList(`${TEC_API}/events`),
      shiftingList('/list-miss', `&${run}`),
    ),
    pair(
      'single-miss',
      'GET /events/{id}',
      'MISS',
      true,
      cycling(API, (e) => e.apiId, ['', '/eu', '/en', '/ca', '/gl']),
      cycling(TEC_API, (e) => tecIds[e.n]),
      floorEvent(),
    ),
    pair(
      'list-hit',
      'GET /events (10 per page)',
      'HIT',
      false,
      fixed(get(`${API}/events`)),
      fixed(get(`${TEC_API}/events`)),
    ),
    pair(
      'single-hit',
      'GET /events/{id}',
      'HIT',
      false,
      fixed(get(`${API}/events/${first.apiId}`)),
      fixed(get(`${TEC_API}/events/${tecIds[first.n]}`)),
    ),
  ];
}

/** Seconds before a request counts as an error, on both sides: TEC's lists take 5–10 s at 10 connections under load. */
const TIMEOUT_SECONDS = 60;

/** Runs one pair: a warm-up on each side, then `duration` seconds each in slices that alternate. */
export async function measurePair(origins, pair, { duration, connections, warmup }) {
  const sides = origins.floor && pair.floor ? ['api', 'tec', 'floor'] : ['api', 'tec'];
  const timeout = TIMEOUT_SECONDS;
  if (warmup > 0) {
    for (const side of sides)
      await slice(origins[side], pair[side], { seconds: warmup, connections, timeout });
  }
  const stats = Object.fromEntries(sides.map((side) => [side, newStats()]));
  const slices = Math.max(1, Math.floor(duration / MIN_SLICE_SECONDS));
  for (let i = 0; i < slices; i++) {
    // Which side goes first alternates, so neither always follows the other's load.
    for (const side of i % 2 === 0 ? sides : [...sides].reverse()) {
      await slice(origins[side], pair[side], {
        seconds: duration / slices,
        connections,
        stats: stats[side],
        timeout,
      });
      await sleep(200);
    }
  }
  const summary = (side) => {
    const s = summarize(stats[side]);
    return { ...s, completedRps: s.rps, rps: throughput(s) };
  };
  const api = summary('api');
  const tec = summary('tec');
  const floor = sides.includes('floor') ? summary('floor') : null;
  const ratio = tec.rps > 0 ? api.rps / tec.rps : null;
  const floorRatio = floor && tec.rps > 0 ? floor.rps / tec.rps : null;
  const target = pair.uncached
    ? { name: `≥ ${TEC_TARGET}× TEC`, pass: ratio !== null && ratio >= TEC_TARGET }
    : null;
  return {
    name: pair.name,
    label: pair.label,
    cache: pair.cache,
    api,
    tec,
    floor,
    ratio,
    floorRatio,
    target,
  };
}

/** One request of each side of each pair: fails early and clearly when one answers an error. */
export async function probePairs(origins, pairs) {
  const problems = [];
  for (const pair of pairs) {
    for (const side of ['api', 'tec', 'floor']) {
      if (!origins[side] || !pair[side]) continue;
      const { path } = pair[side].next();
      const res = await fetch(`${origins[side]}${path}`, { signal: AbortSignal.timeout(60_000) });
      const text = await res.text();
      if (res.status !== 200) problems.push(`${side} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    }
  }
  return problems;
}

const names = (list, key) => (Array.isArray(list) ? list.map((item) => item?.[key]).sort() : []);
/** The fields of an event both APIs answer, as compared for the same event. */
const comparable = (e) => ({
  title: e.title,
  start_date: e.start_date,
  end_date: e.end_date,
  utc_start_date: e.utc_start_date,
  utc_end_date: e.utc_end_date,
  timezone: e.timezone,
  // TEC answers an event's own page as its website when it has none (Post_Repository's `website`).
  website: e.website === e.url ? '' : e.website,
  featured: e.featured,
  hide_from_listings: e.hide_from_listings,
  venue: e.venue?.venue ?? null,
  organizers: names(e.organizer, 'organizer'),
  categories: names(e.categories, 'slug'),
  tags: names(e.tags, 'slug'),
});

/**
 * The same events read from both sides: the fields that differ, per event. Dates differ by whole days
 * when the two data sets were made on different days (both are relative to the day they were loaded).
 */
export async function compareSamples(origins, samples) {
  const differences = [];
  for (const { apiId, tecId, n } of samples) {
    const [api, tec] = await Promise.all([
      fetch(`${origins.api}${API}/events/${apiId}`).then((r) => r.json()),
      fetch(`${origins.tec}${TEC_API}/events/${tecId}`).then((r) => r.json()),
    ]);
    const a = comparable(api);
    const t = comparable(tec);
    const fields = Object.keys(a).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(t[k]));
    if (fields.length > 0) {
      differences.push({
        n,
        fields: Object.fromEntries(fields.map((k) => [k, { api: a[k], tec: t[k] }])),
      });
    }
  }
  return differences;
}

const fmt = (n, digits = 1) => (n === null || n === undefined ? '–' : n.toFixed(digits));

/** The result table as text. */
export function tecTable(results) {
  const rows = [
    [
      'case',
      'cache (API)',
      'API req/s',
      'p50',
      'p99',
      'TEC req/s',
      'p50',
      'p99',
      'API ÷ TEC',
      'floor req/s',
      'floor ÷ TEC',
      'errors',
      'target',
    ],
    ...results.map((r) => [
      r.label,
      r.cache,
      fmt(r.api.rps, 0),
      fmt(r.api.p50),
      fmt(r.api.p99),
      fmt(r.tec.rps, 1),
      fmt(r.tec.p50),
      fmt(r.tec.p99),
      r.ratio === null ? '–' : `${r.ratio.toFixed(1)}×`,
      fmt(r.floor?.rps, 0),
      r.floorRatio == null ? '–' : `${r.floorRatio.toFixed(1)}×`,
      `${r.api.errors} / ${r.tec.errors}${r.floor ? ` / ${r.floor.errors}` : ''}`,
      r.target ? `${r.target.name}: ${r.target.pass ? 'PASS' : 'FAIL'}` : '',
    ]),
  ];
  const text = new Set([0, 1, 12]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) =>
    `| ${row.map((cell, i) => (text.has(i) ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (text.has(i) ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}

/** The peer's origin from `--tec`: loopback only (the seeder writes to it as its administrator). */
export function tecOrigin(text) {
  let url;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  return loopback && url.protocol === 'http:' && url.pathname === '/' ? url.origin : null;
}

/**
 * The whole `--tec` run once both sides hold the data set: a check that both answer the same events,
 * the pairs, and the report's payload and lines.
 */
export async function runTec({ origins, seeded, duration, connections, warmup, now, log = console.log }) {
  const { events, ids, state } = seeded;
  // A REST-made event and two SQL-made ones, from the end of the single reads' order: reading them now
  // stores them in the API's cache, where the uncached single reads, from the start, don't reach.
  const tail = readableOrder(events, ids.events).reverse();
  const samples = [tail.find((e) => e.n <= REST_EVENTS), ...tail.filter((e) => e.n > REST_EVENTS).slice(0, 2)]
    .filter(Boolean)
    .map((e) => ({ n: e.n, apiId: e.apiId, tecId: ids.events[e.n] }));
  const differences = await compareSamples(origins, samples);
  for (const d of differences)
    log(`  event ${d.n} differs between the API and TEC: ${JSON.stringify(d.fields)}`);
  if (differences.length === 0) {
    log(
      `  events ${samples.map((x) => x.n).join(', ')} read from both: the same title, dates, website, flags, venue, organizers and terms`,
    );
  }
  const pairs = tecPairs({ events, tecIds: ids.events, now });
  const problems = await probePairs(origins, pairs);
  if (problems.length > 0) throw new Error(`A case answers an error:\n  ${problems.join('\n  ')}`);
  const totals = await Promise.all(
    ['api', 'tec'].map(async (side) => {
      const res = await fetch(`${origins[side]}${side === 'api' ? API : TEC_API}/events?per_page=1`);
      return Number((await res.json()).total ?? Number.NaN);
    }),
  );
  log(`  upcoming events (the default list's total): API ${totals[0]}, TEC ${totals[1]}`);
  const results = [];
  for (const pair of pairs) {
    const r = await measurePair(origins, pair, { duration, connections, warmup });
    const floorPart = r.floor
      ? ` · floor ${r.floor.rps.toFixed(0)} req/s (${r.floorRatio?.toFixed(1)}× TEC)`
      : '';
    log(
      `  ${pair.name.padEnd(12)} API ${r.api.rps.toFixed(0).padStart(5)} req/s p50 ${String(r.api.p50).padStart(6)} ms · TEC ${r.tec.rps.toFixed(1).padStart(6)} req/s p50 ${String(r.tec.p50).padStart(7)} ms · ${r.ratio?.toFixed(1)}×${floorPart}  (X-Cache: ${JSON.stringify(r.api.xCache)})`,
    );
    results.push(r);
  }
  return {
    payload: {
      duration,
      connections,
      tec: {
        origin: origins.tec,
        anchorDay: state.anchorDay,
        restCreate: state.restCreate ?? null,
        bulk: state.bulk ?? null,
        upcomingTotals: { api: totals[0], tec: totals[1] },
        sampleDifferences: differences,
        target: TEC_TARGET,
        cases: results,
      },
    },
    lines: [
      `\n${tecTable(results)}\n`,
      'req/s counts the requests in flight when a slice ended as half done (autocannon drops them); p50 and p99 are of the completed ones.',
      "floor: the bare Worker of scripts/floor (same wrangler.toml) sending the uncached case's D1 batch, Cache API lookup and store, with none of the API's own work: what any Worker could reach here.",
    ],
    failed: results.some((r) => r.api.errors > 0 || r.tec.errors > 0),
  };
}
