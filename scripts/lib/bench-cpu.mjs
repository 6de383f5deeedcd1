/**
 * `npm run bench -- --cpu`: the CPU each request costs, beside the floor of the same work.
 *
 * Two `wrangler dev` run on the same database: the API and the bare Worker of scripts/floor, which
 * sends the same D1 statements and makes the same Cache API calls without the API's own work. Requests
 * are sequential (one at a time), and what is measured is the CPU time of each Worker's workerd process
 * (every thread: the isolate, and D1 and the Cache API, which wrangler dev emulates in that process),
 * read from /proc: another job on the machine changes wall time much more than the CPU a process spends
 * itself. The cases are measured in rounds, interleaved, API and floor side by side, so that both see
 * the same background; the figure of a case is the median of its rounds.
 *
 * Both processes do the same D1, cache and HTTP work: API − floor is the API's own work in its isolate
 * (routing, validation, presenting, the ETag, headers), the part a deployed Worker is billed CPU for
 * beyond its own use of D1 and the cache. (The isolate's CPU profile can't give it here: workerd runs
 * D1 and the cache on the isolate's thread, and the profile's time deltas are wall time.)
 */
import { wall } from './bench-cases.mjs';
import { cpuMs } from './proc-cpu.mjs';

const API = '/site/events/v1';

/** `strict_dates=true&start_date=` one second earlier on each call: the same SQL, another cache key. */
function shiftingList(from, perPage) {
  let k = 0;
  return () => {
    const start = encodeURIComponent(wall(new Date(from.getTime() - 1000 * k++)));
    return `strict_dates=true&start_date=${start}${perPage === 10 ? '' : `&per_page=${perPage}`}`;
  };
}

const LANGUAGES = ['es', 'eu', 'en', 'ca', 'gl'];

/**
 * Each published event in every language prefix, once: a new cache key on every call (a single read's
 * key is its address), the same statements. Both sides get their own sequence of the same pairs.
 */
function eachEventOnce(ids) {
  let k = 0;
  return () => {
    const id = ids[k % ids.length];
    const lang = LANGUAGES[Math.floor(k / ids.length) % LANGUAGES.length];
    k++;
    return { id, lang };
  };
}

/** The ids of up to `count` published events, from the API's lists. */
export async function publishedEventIds(origin, count) {
  const ids = [];
  for (let page = 1; ids.length < count && page <= 20; page++) {
    const res = await fetch(`${origin}${API}/events?per_page=50&page=${page}&status=publish`);
    if (res.status !== 200) break;
    const { events } = await res.json();
    ids.push(...events.map((event) => event.id));
    if (events.length < 50) break;
  }
  if (ids.length === 0) throw new Error('no published events to read');
  return ids.slice(0, count);
}

/**
 * The cases: what the API and the floor are asked, one request at a time. Start dates begin at a
 * random second of the hour before yesterday (the same SQL), so a run never meets the entries of an
 * earlier one; the floor's keys also carry the run.
 */
export function cpuCases(now = new Date(), eventIds = [1]) {
  const yesterday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) -
      86_400_000 -
      Math.floor(Math.random() * 3600) * 1000,
  );
  const run = `run=${now.getTime().toString(36)}`;
  // Each side its own sequence of the same windows: the API's n-th request and the floor's run the same SQL.
  const apiMiss10 = shiftingList(yesterday, 10);
  const floorMiss10 = shiftingList(yesterday, 10);
  const apiMiss50 = shiftingList(yesterday, 50);
  const floorMiss50 = shiftingList(yesterday, 50);
  const apiEvent = eachEventOnce(eventIds);
  const floorEvent = eachEventOnce(eventIds);
  const preflight = {
    method: 'OPTIONS',
    headers: { Origin: 'https://widget.example', 'Access-Control-Request-Method': 'GET' },
  };
  return [
    {
      name: 'trivial',
      label: 'trivial (API: OPTIONS preflight; floor: new Response)',
      api: () => ({ path: `${API}/events`, ...preflight }),
      floor: () => ({ path: '/trivial' }),
    },
    {
      name: 'hit',
      label: 'HIT GET /events (floor: a Cache API hit)',
      api: () => ({ path: `${API}/events` }),
      floor: () => ({ path: '/hit' }),
    },
    {
      name: 'miss-10',
      label: 'MISS GET /events, 10 per page',
      api: () => ({ path: `${API}/events?${apiMiss10()}` }),
      floor: () => ({ path: `/list-miss?${floorMiss10()}&${run}` }),
      target: { name: 'API ≤ 1.2× floor', pass: (c) => c.api.cpu <= 1.2 * c.floor.cpu },
    },
    {
      name: 'event-miss',
      label: 'MISS GET /events/{id}',
      api: () => {
        const { id, lang } = apiEvent();
        return { path: `/${lang}${API}/events/${id}?${run}` };
      },
      floor: () => {
        const { id, lang } = floorEvent();
        return { path: `/event-miss?id=${id}&lang=${lang}&${run}` };
      },
      target: { name: 'API ≤ 1.2× floor', pass: (c) => c.api.cpu <= 1.2 * c.floor.cpu },
    },
    {
      name: 'miss-50',
      label: 'MISS GET /events, 50 per page',
      api: () => ({ path: `${API}/events?${apiMiss50()}` }),
      floor: () => ({ path: `/list-miss?${floorMiss50()}&${run}` }),
      target: { name: 'API ≤ 1.3× floor', pass: (c) => c.api.cpu <= 1.3 * c.floor.cpu },
    },
  ];
}

async function send(origin, { path, method = 'GET', headers = {} }) {
  const res = await fetch(`${origin}${path}`, { method, headers, signal: AbortSignal.timeout(30_000) });
  const bytes = (await res.arrayBuffer()).byteLength;
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}`);
  return { xCache: res.headers.get('x-cache'), bytes };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** CPU ms per request of `requests` sequential requests of `next()` to `server`. */
async function cpuPerRequest(server, next, requests) {
  const before = cpuMs(server.workerPid);
  const xCache = {};
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const answer = await send(server.origin, next());
    if (answer.xCache) xCache[answer.xCache] = (xCache[answer.xCache] ?? 0) + 1;
    bytes += answer.bytes;
  }
  return { cpu: (cpuMs(server.workerPid) - before) / requests, xCache, bytes: bytes / requests };
}

/**
 * Runs the cases against `api` and `floor` ({ origin, workerPid }): `rounds` rounds of `perRound`
 * requests per case and side.
 */
export async function measureCpu({ api, floor, rounds, perRound, log = console.log }) {
  // Enough events that no single read is asked twice: warm-ups and every round, in five languages.
  const cases = cpuCases(
    new Date(),
    await publishedEventIds(api.origin, Math.ceil((rounds * perRound + 5) / 5) + 1),
  );
  const samples = new Map(
    cases.map((c) => [c.name, { api: [], floor: [], apiBytes: [], floorBytes: [], xCache: {} }]),
  );
  for (const c of cases) {
    // Warm-up: code paths compiled, the HIT stored, the generation read.
    for (let i = 0; i < 5; i++) {
      await send(api.origin, c.api());
      await send(floor.origin, c.floor());
    }
  }
  for (let round = 1; round <= rounds; round++) {
    for (const c of cases) {
      const s = samples.get(c.name);
      const measured = await cpuPerRequest(api, c.api, perRound);
      s.api.push(measured.cpu);
      s.apiBytes.push(measured.bytes);
      for (const [k, v] of Object.entries(measured.xCache)) s.xCache[k] = (s.xCache[k] ?? 0) + v;
      const floored = await cpuPerRequest(floor, c.floor, perRound);
      s.floor.push(floored.cpu);
      s.floorBytes.push(floored.bytes);
    }
    log(`  round ${round}/${rounds} done`);
  }
  const results = [];
  for (const c of cases) {
    const s = samples.get(c.name);
    const result = {
      name: c.name,
      label: c.label,
      requests: rounds * perRound,
      api: { cpu: median(s.api), bytes: median(s.apiBytes), rounds: s.api },
      floor: { cpu: median(s.floor), bytes: median(s.floorBytes), rounds: s.floor },
      xCache: s.xCache,
    };
    result.target = c.target ? { name: c.target.name, pass: c.target.pass(result) } : null;
    results.push(result);
  }
  return results;
}

const ms = (n) => n.toFixed(2);

/** The result table as text. */
export function cpuTable(results) {
  const rows = [
    ['case', 'API CPU ms/req', 'floor CPU ms/req', 'API − floor', 'API ÷ floor', 'KiB API / floor', 'target'],
    ...results.map((r) => [
      r.label,
      ms(r.api.cpu),
      ms(r.floor.cpu),
      ms(r.api.cpu - r.floor.cpu),
      `${(r.api.cpu / r.floor.cpu).toFixed(2)}×`,
      `${(r.api.bytes / 1024).toFixed(1)} / ${(r.floor.bytes / 1024).toFixed(1)}`,
      r.target ? `${r.target.name}: ${r.target.pass ? 'PASS' : 'FAIL'}` : '',
    ]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) =>
    `| ${row.map((cell, i) => (i === 0 || i === 6 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i === 0 || i === 6 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(rows[0]), rule, ...rows.slice(1).map(line)].join('\n');
}
