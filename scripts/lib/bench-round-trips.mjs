/**
 * `npm run bench -- --round-trips [--delay <ms>]`: the D1 round trips of each kind of request (API lists and
 * single reads, the calendar's views, event pages, the feed, the editors' list and editor, writes), as the
 * Worker reports them in `Server-Timing` (the editors' screens count the API requests they make too), and
 * each request's time when every round trip waits `--delay` ms, as a reader far from the database meets it
 * in production (`BENCH_D1_DELAY_MS`, a local-only variable; wrangler dev runs D1 in its own process).
 * Every request is a cache miss (a key not asked before), sequential, after one warm-up of its route.
 */
import { buildCases } from './bench-cases.mjs';
import { eventOf } from './bench-data.mjs';
import { profileWhile } from './bench-profile.mjs';
import { startDev, startFloor } from './bench-server.mjs';

const REQUESTS_PER_ROUTE = 6;

/** A request's round trips, from the Worker's `Server-Timing: d1;dur=…;desc="N round trips"`. */
const tripsOf = (res) =>
  Number(/desc="(\d+) round trips"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);

/** The milliseconds a request's D1 calls took, as the Worker measured them (`d1;dur=…`); 0 without. */
const d1MsOf = (res) =>
  Number(/(?:^|,)\s*d1;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? 0);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

const month = (now, k) => {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + k, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};
const day = (now, k) => new Date(now.getTime() + k * 86_400_000).toISOString().slice(0, 10);

/** The routes measured: name, goal (the most round trips it should make) and its i-th request. */
export function roundTripRoutes({ shape, keys, now = new Date() }) {
  const cases = buildCases({ shape, keys, now });
  const apiCase = (name) => {
    const c = cases.find((x) => x.name === name);
    return () => c.next();
  };
  const editor = { Authorization: `Bearer ${keys.editor}` };
  const published = [];
  for (let n = 1; published.length < 50 && n <= shape.events; n++) {
    const e = eventOf(n, shape);
    if (e.status === 'publish' && !e.hidden) published.push(e);
  }
  const get = (path, headers = {}) => ({ method: 'GET', path, headers });
  return [
    { name: 'API list', goal: 1, next: apiCase('events-miss') },
    { name: 'API list, filtered', goal: 1, next: apiCase('filtered-miss') },
    { name: 'API event by id', goal: 1, next: apiCase('event-id-miss') },
    { name: 'API event by slug', goal: 1, next: apiCase('event-slug-miss') },
    { name: 'API venues (a key)', goal: 2, next: apiCase('venues-miss') },
    { name: 'API change feed', goal: 1, next: apiCase('changes-miss') },
    { name: 'month view', goal: 1, next: (i) => get(`/events/month/${month(now, i)}/`) },
    { name: 'list view', goal: 1, next: (i) => get(`/events/list/page/${i + 1}/`) },
    { name: 'day view', goal: 1, next: (i) => get(`/events/${day(now, i)}/`) },
    { name: 'event page', goal: 1, next: (i) => get(`/event/${published[i % published.length].slugs.es}/`) },
    { name: 'events.ics', goal: 1, next: (i) => get(`/site/events/v1/events.ics?per_page=${50 - i}`) },
    { name: "editors' list", goal: 2, next: (i) => get(`/admin/events?paged=${i + 1}`, editor) },
    { name: "editors' editor", goal: 2, next: (i) => get(`/admin/events/${published[i].id}`, editor) },
    { name: 'API write (create, update)', goal: 3, next: apiCase('writes') },
  ];
}

async function measureRoute(origin, route) {
  await send(origin, route.next(REQUESTS_PER_ROUTE + 40));
  const samples = [];
  for (let i = 0; i < REQUESTS_PER_ROUTE; i++) samples.push(await send(origin, route.next(i)));
  return {
    name: route.name,
    goal: route.goal,
    // The median: a request now and then also reads the content generation (every 2 s per isolate).
    trips: median(samples.map((s) => s.trips)),
    ms: median(samples.map((s) => s.ms)),
    statuses: [...new Set(samples.map((s) => s.status))],
  };
}

async function send(origin, request) {
  const started = performance.now();
  const res = await fetch(`${origin}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return { ms: performance.now() - started, trips: tripsOf(res), d1Ms: d1MsOf(res), status: res.status };
}

/** Runs the routes on a server without delay, then on one whose round trips wait `delayMs`. */
export async function measureRoundTrips({ cwd, persistTo, logFile, routes, delayMs }) {
  const runs = [];
  for (const delay of [0, delayMs]) {
    const server = await startDev({ cwd, persistTo, logFile, vars: { BENCH_D1_DELAY_MS: String(delay) } });
    try {
      const results = [];
      for (const route of routes) results.push(await measureRoute(server.origin, route));
      runs.push({ delay, results });
    } finally {
      await server.stop();
    }
  }
  return runs[0].results.map((local, i) => ({ ...local, delayedMs: runs[1].results[i].ms, delayMs }));
}

export function roundTripTable(rows) {
  const head = `| route | round trips | goal | local ms | with ${rows[0]?.delayMs ?? 0} ms a trip |`;
  const lines = [head, '|---|---:|---:|---:|---:|'];
  for (const r of rows) {
    const over = r.trips > r.goal ? ' (over)' : '';
    lines.push(
      `| ${r.name} | ${r.trips}${over} | ${r.goal} | ${r.ms.toFixed(1)} | ${r.delayedMs.toFixed(1)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * The milliseconds a CPU profile's samples spent working (everything but `(idle)`). workerd's sampler does
 * not sample while the isolate waits for I/O, so the sample after a wait carries the whole wait as its
 * time: each sample counts for at most 0.4 ms (the profiler samples every 0.1 ms; 0.2 ms on a loaded machine).
 */
const SAMPLE_CAP_US = 400;
const busyMs = (profile) => {
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  let us = 0;
  profile.samples.forEach((sample, i) => {
    if (!idle.has(sample)) us += Math.min(profile.timeDeltas[i] ?? 0, SAMPLE_CAP_US);
  });
  return us / 1000;
};

/**
 * `--first-requests`: for each route, a fresh `wrangler dev` (a new isolate), its first request timed, then the
 * median of the next ones (other cache keys): the cost of what the route loads or compiles on first use.
 * With `profiles`, the first request and then the warm ones run under the inspector's CPU profiler: the
 * isolate's own CPU (its busy samples) of the first request beside a warm one's, what the isolate pays
 * apart from D1, the Cache API and wrangler's proxy, which run in other processes (the profiler slows the
 * requests: their times are not the table's). `profiles(route, first, warm)` is handed both profiles.
 */
export async function measureFirstRequests({
  cwd,
  persistTo,
  logFile,
  routes,
  profiles,
  repeat = 1,
  delayMs = 0,
}) {
  const rows = [];
  const vars = delayMs > 0 ? { BENCH_D1_DELAY_MS: String(delayMs) } : {};
  for (const route of routes) {
    const runs = [];
    for (let k = 0; k < repeat; k++)
      runs.push(await firstRequestOnce({ cwd, persistTo, logFile, route, profiles, vars }));
    rows.push(medianRow(runs));
  }
  return rows;
}

/** The median of each figure of several runs of a route (one fresh isolate each), and how many. */
function medianRow(runs) {
  const row = { name: runs[0].name, runs: runs.length };
  for (const key of Object.keys(runs[0])) {
    if (typeof runs[0][key] === 'number') row[key] = median(runs.map((r) => r[key]));
  }
  // The ratio of the medians, not the median of the ratios: what the table's two columns show.
  row.ratio = row.firstMs / row.warmMs;
  if (row.firstCpuMs !== undefined) row.cpuRatio = row.firstCpuMs / row.warmCpuMs;
  row.ratios = runs.map((r) => Number(r.ratio.toFixed(2)));
  return row;
}

async function firstRequestOnce({ cwd, persistTo, logFile, route, profiles, vars }) {
  const server = await startDev({ cwd, persistTo, logFile, vars });
  try {
    // The server answers its probe (the API root) before this: the isolate exists, the route has not run.
    const request = route.next(REQUESTS_PER_ROUTE + 40);
    const warm = [];
    const warmRequests = async () => {
      for (let i = 0; i < REQUESTS_PER_ROUTE; i++) warm.push(await send(server.origin, route.next(i)));
    };
    let first;
    const row = { name: route.name };
    if (profiles) {
      const firstProfile = await profileWhile(server.inspectorPort, async () => {
        first = await send(server.origin, request);
      });
      const warmProfile = await profileWhile(server.inspectorPort, warmRequests);
      row.firstCpuMs = busyMs(firstProfile);
      row.warmCpuMs = busyMs(warmProfile) / REQUESTS_PER_ROUTE;
      row.cpuRatio = row.firstCpuMs / row.warmCpuMs;
      profiles(route, firstProfile, warmProfile);
    } else {
      first = await send(server.origin, request);
      await warmRequests();
    }
    const warmMs = median(warm.map((w) => w.ms));
    return {
      ...row,
      firstMs: first.ms,
      warmMs,
      ratio: first.ms / warmMs,
      firstD1Ms: first.d1Ms,
      warmD1Ms: median(warm.map((w) => w.d1Ms)),
    };
  } finally {
    await server.stop();
  }
}

/**
 * The floor of a first request on this machine: the bare Worker of scripts/floor (no Hono, no validation, no
 * presenting) in a fresh isolate doing the API list's Cache API lookup, D1 batch and store (`/list-miss`, the
 * same parameters), its first request beside its warm ones, after a probe that opened D1 as the API's does.
 * What its first request costs more is wrangler's local machinery (D1's simulator meeting statements and
 * pages for the first time, the Cache API's first use, the proxy), not the API's code.
 */
export async function measureFloorFirstRequest({ cwd, persistTo, routes, repeat = 1 }) {
  const list = routes.find((r) => r.name === 'API list');
  if (!list) return [];
  const runs = [];
  for (let k = 0; k < repeat; k++) runs.push(await floorFirstOnce({ cwd, persistTo, list }));
  return [medianRow(runs)];
}

async function floorFirstOnce({ cwd, persistTo, list }) {
  const server = await startFloor(cwd, persistTo);
  try {
    await send(server.origin, { method: 'GET', path: '/one-row' });
    const run = `run=${Date.now().toString(36)}`;
    const floorOf = (i) => ({ method: 'GET', path: `/list-miss?${list.next(i).path.split('?')[1]}&${run}` });
    const first = await send(server.origin, floorOf(REQUESTS_PER_ROUTE + 40));
    const warm = [];
    for (let i = 0; i < REQUESTS_PER_ROUTE; i++) warm.push(await send(server.origin, floorOf(i)));
    const warmMs = median(warm.map((w) => w.ms));
    return {
      name: 'floor: the API list’s cache and D1 work alone (scripts/floor)',
      firstMs: first.ms,
      warmMs,
      ratio: first.ms / warmMs,
      firstD1Ms: NaN,
      warmD1Ms: NaN,
    };
  } finally {
    await server.stop();
  }
}

export function firstRequestTable(rows) {
  const cpu = rows.some((r) => r.cpuRatio !== undefined);
  const runs = rows.some((r) => (r.runs ?? 1) > 1);
  const lines = [
    `| route | first request ms | warm ms | first ÷ warm |${runs ? ' each isolate’s first ÷ warm |' : ''} D1 ms, first / warm |${cpu ? ' isolate CPU ms, first / warm | CPU first ÷ warm |' : ''}`,
    `|---|---:|---:|---:|${runs ? '---|' : ''}---:|${cpu ? '---:|---:|' : ''}`,
  ];
  const over = (ratio) => (ratio > 2 ? ' (over 2×)' : '');
  for (const r of rows) {
    const cpuCells = !cpu
      ? ''
      : r.cpuRatio === undefined
        ? ' | |'
        : ` ${r.firstCpuMs.toFixed(1)} / ${r.warmCpuMs.toFixed(1)} | ${r.cpuRatio.toFixed(2)} |`;
    lines.push(
      `| ${r.name} | ${r.firstMs.toFixed(1)} | ${r.warmMs.toFixed(1)} | ${r.ratio.toFixed(2)}${over(r.ratio)} |${runs ? ` ${(r.ratios ?? []).join(', ')} |` : ''} ${Number.isNaN(r.firstD1Ms) ? '' : `${r.firstD1Ms.toFixed(1)} / ${r.warmD1Ms.toFixed(1)}`} |${cpuCells}`,
    );
  }
  return lines.join('\n');
}
