/**
 * `npm run bench -- --mixed`: what readers see while an editor writes. Hot anonymous reads (a widget's
 * lists in two languages, an event, venues, categories) from `connections` connections, with one write
 * per second (the editor's creates and updates, alternating), beside the same reads without writes.
 * The two run in alternating slices of five seconds, so that both see the same background load on a
 * shared machine. Every write moves the content generation: without stale-while-revalidate, every hot
 * entry would be a miss after each one.
 *
 * Reported per phase: reads, the hit ratio ((HIT + STALE) / reads), X-Cache counts, read p50 and p99;
 * and the writes made and their statuses. Targets: hit ratio ≥ 0.95 with writes, read p99 with writes
 * ≤ 2× without.
 */
import autocannon from 'autocannon';
import { categoryOfKind, eventOf } from './bench-data.mjs';

const API = '/site/events/v1';
export const MIXED_TARGETS = { hitRatio: 0.95, p99Growth: 2 };

/** The hot URLs of the data set: what a popular widget page and its visitors ask for. */
export function hotReads(shape) {
  const music = categoryOfKind(0);
  const events = [1, 2, 3].map((n) => eventOf(n * 7, shape)).filter((e) => e.status === 'publish');
  return [
    `${API}/events`,
    `/eu${API}/events`,
    `${API}/events?per_page=5&categories=${music.slug}`,
    `/eu${API}/events?per_page=5&categories=${music.slug}`,
    ...events.map((e) => `${API}/events/${e.id}`),
    `${API}/venues`,
    `${API}/categories`,
  ];
}

function newPhase() {
  return { seconds: 0, reads: 0, errors: 0, latencies: [], xCache: {} };
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function readSlice(origin, urls, { seconds, connections, phase }) {
  let i = 0;
  const requests = [{ setupRequest: (request) => ({ ...request, path: urls[i++ % urls.length] }) }];
  const setupClient = (client) => {
    client.on('headers', (info) => {
      const headers = info.headers ?? [];
      for (let h = 0; h < headers.length; h += 2) {
        if (String(headers[h]).toLowerCase() === 'x-cache') {
          const value = String(headers[h + 1]);
          phase.xCache[value] = (phase.xCache[value] ?? 0) + 1;
        }
      }
    });
    client.on('response', (status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) phase.latencies.push(responseTime);
    });
  };
  const result = await autocannon({ url: origin, connections, duration: seconds, requests, setupClient });
  phase.seconds += result.duration;
  phase.reads += result.requests.total;
  phase.errors += result.non2xx + result.errors;
}

/** One write a second while `during` runs: `write()` returns the request to send. */
async function writingWhile(origin, write, during, writes) {
  let stop = false;
  const loop = (async () => {
    while (!stop) {
      const started = Date.now();
      const { path, method, headers, body } = write();
      try {
        const res = await fetch(`${origin}${path}`, {
          method,
          headers,
          body,
          signal: AbortSignal.timeout(30_000),
        });
        await res.arrayBuffer();
        writes.statuses[res.status] = (writes.statuses[res.status] ?? 0) + 1;
      } catch {
        writes.statuses.failed = (writes.statuses.failed ?? 0) + 1;
      }
      writes.count += 1;
      const wait = 1000 - (Date.now() - started);
      if (wait > 0 && !stop) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  try {
    await during();
  } finally {
    stop = true;
    await loop;
  }
}

function summary(phase) {
  const sorted = phase.latencies.sort((a, b) => a - b);
  const served = (phase.xCache.HIT ?? 0) + (phase.xCache.STALE ?? 0);
  const labelled = Object.values(phase.xCache).reduce((sum, n) => sum + n, 0);
  return {
    seconds: Number(phase.seconds.toFixed(1)),
    reads: phase.reads,
    readsPerSecond: phase.seconds > 0 ? phase.reads / phase.seconds : 0,
    errors: phase.errors,
    xCache: phase.xCache,
    hitRatio: labelled > 0 ? served / labelled : null,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
  };
}

/**
 * Runs `seconds` of reads with writes and `seconds` without, in alternating slices. `write()` gives
 * the next write request ({ path, method, headers, body }).
 */
export async function measureMixed({ origin, urls, write, seconds, connections, sliceSeconds = 5 }) {
  // Warm-up: every hot URL stored, the code paths compiled.
  await readSlice(origin, urls, { seconds: 2, connections, phase: newPhase() });
  const readOnly = newPhase();
  const mixed = newPhase();
  const writes = { count: 0, statuses: {} };
  const slices = Math.max(1, Math.round(seconds / sliceSeconds));
  for (let s = 0; s < slices; s++) {
    await readSlice(origin, urls, { seconds: seconds / slices, connections, phase: readOnly });
    await writingWhile(
      origin,
      write,
      () => readSlice(origin, urls, { seconds: seconds / slices, connections, phase: mixed }),
      writes,
    );
  }
  const result = { readOnly: summary(readOnly), mixed: summary(mixed), writes };
  result.targets = [
    {
      name: `hit ratio with writes ≥ ${MIXED_TARGETS.hitRatio}`,
      pass: result.mixed.hitRatio !== null && result.mixed.hitRatio >= MIXED_TARGETS.hitRatio,
    },
    {
      name: `read p99 with writes ≤ ${MIXED_TARGETS.p99Growth}× without`,
      pass: result.mixed.p99 !== null && result.mixed.p99 <= MIXED_TARGETS.p99Growth * result.readOnly.p99,
    },
    { name: 'no read errors', pass: result.mixed.errors === 0 && result.readOnly.errors === 0 },
  ];
  return result;
}

const fmt = (n, digits = 1) => (n === null || n === undefined ? '–' : n.toFixed(digits));

export function mixedTable(result) {
  const row = (name, p) =>
    `| ${name} | ${p.reads} | ${fmt(p.readsPerSecond, 0)} | ${fmt(p.hitRatio, 3)} | ${Object.entries(p.xCache)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')} | ${fmt(p.p50)} | ${fmt(p.p99)} | ${p.errors} |`;
  return [
    '| reads | requests | req/s | hit ratio | X-Cache | p50 ms | p99 ms | errors |',
    '|---|--:|--:|--:|---|--:|--:|--:|',
    row('without writes', result.readOnly),
    row('with one write a second', result.mixed),
  ].join('\n');
}
