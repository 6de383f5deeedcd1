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
import { startDev } from './bench-server.mjs';

const REQUESTS_PER_ROUTE = 6;

/** A request's round trips, from the Worker's `Server-Timing: d1;dur=…;desc="N round trips"`. */
const tripsOf = (res) =>
  Number(/desc="(\d+) round trips"/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);

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
  return { ms: performance.now() - started, trips: tripsOf(res), status: res.status };
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
 * `--first-requests`: for each route, a fresh `wrangler dev` (a new isolate), its first request timed, then the
 * median of the next ones (other cache keys): the cost of what the route loads or compiles on first use.
 */
export async function measureFirstRequests({ cwd, persistTo, logFile, routes }) {
  const rows = [];
  for (const route of routes) {
    const server = await startDev({ cwd, persistTo, logFile });
    try {
      // The server answers its probe (the API root) before this: the isolate exists, the route has not run.
      const first = await send(server.origin, route.next(REQUESTS_PER_ROUTE + 40));
      const warm = [];
      for (let i = 0; i < REQUESTS_PER_ROUTE; i++) warm.push((await send(server.origin, route.next(i))).ms);
      const warmMs = median(warm);
      rows.push({ name: route.name, firstMs: first.ms, warmMs, ratio: first.ms / warmMs });
    } finally {
      await server.stop();
    }
  }
  return rows;
}

export function firstRequestTable(rows) {
  const lines = ['| route | first request ms | warm ms | first ÷ warm |', '|---|---:|---:|---:|'];
  for (const r of rows) {
    const over = r.ratio > 2 ? ' (over 2×)' : '';
    lines.push(
      `| ${r.name} | ${r.firstMs.toFixed(1)} | ${r.warmMs.toFixed(1)} | ${r.ratio.toFixed(2)}${over} |`,
    );
  }
  return lines.join('\n');
}
