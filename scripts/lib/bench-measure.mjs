import autocannon from 'autocannon';

/** Counts of one case's responses, filled by the autocannon clients. */
export function newStats() {
  return {
    seconds: 0,
    requests: 0,
    sent: 0,
    non2xx: 0,
    socketErrors: 0,
    timeouts: 0,
    latencies: [],
    statusCodes: {},
    xCache: {},
    d1RoundTrips: {},
  };
}

const bump = (counts, key) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * Loads `c` for `seconds`, adding what happened to `stats` (when given). `timeout`: seconds before a
 * request counts as an error (autocannon's default, 10, unless given).
 */
export async function slice(origin, c, { seconds, connections, stats, timeout = 10 }) {
  const requests = [{ setupRequest: (request) => ({ ...request, ...c.next() }) }];
  const setupClient = (client) => {
    if (!stats) return;
    client.on('headers', (info) => {
      const headers = info.headers ?? [];
      for (let i = 0; i < headers.length; i += 2) {
        const name = String(headers[i]).toLowerCase();
        if (name === 'x-cache') bump(stats.xCache, headers[i + 1]);
        if (name === 'server-timing')
          bump(stats.d1RoundTrips, /"(\d+) round trips?"/.exec(String(headers[i + 1]))?.[1] ?? '?');
      }
    });
    client.on('response', (status, _bytes, responseTime) => {
      bump(stats.statusCodes, status);
      if (status >= 200 && status < 300) stats.latencies.push(responseTime);
    });
  };
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    timeout,
    requests,
    setupClient,
  });
  if (!stats) return;
  stats.seconds += result.duration;
  stats.requests += result.requests.total;
  // Sent includes the requests still in flight when the slice ended (autocannon drops them).
  stats.sent += result.requests.sent ?? result.requests.total;
  stats.non2xx += result.non2xx;
  stats.socketErrors += result.errors;
  stats.timeouts += result.timeouts;
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const round = (n, digits = 1) => (n === null ? null : Number(n.toFixed(digits)));

/**
 * Runs one case: a warm-up, then `duration` seconds of load in one-second slices, each one after half a
 * second of the trivial route (`baseline`). The machine may be shared: interleaving makes the case and
 * its baseline see the same background load, so their ratio holds even when absolute numbers move.
 */
export async function measure(origin, c, { duration, connections: given, warmup, baseline }) {
  // A case whose requests take seconds (`slow`) runs on one connection in one slice: a one-second slice
  // would end before any of its requests does.
  const connections = c.slow ? 1 : given;
  if (warmup > 0 && !c.slow) await slice(origin, c, { seconds: warmup, connections });
  const stats = newStats();
  const trivial = baseline ? newStats() : null;
  const slices = c.slow ? 1 : Math.max(1, Math.round(duration));
  for (let i = 0; i < slices; i++) {
    if (baseline)
      await slice(origin, baseline, { seconds: duration / slices / 2, connections, stats: trivial });
    await slice(origin, c, { seconds: duration / slices, connections, stats });
  }
  return {
    name: c.name,
    label: c.label,
    cache: c.cache,
    missStrategy: c.missStrategy ?? null,
    list: Boolean(c.list),
    primary: Boolean(c.primary),
    scaled: Boolean(c.scaled),
    ...(c.versus ? { versus: c.versus } : {}),
    baselineRps: trivial && trivial.seconds > 0 ? trivial.requests / trivial.seconds : null,
    ...summarize(stats),
  };
}

/** Throughput, latency percentiles and errors of what `slice` gathered in `stats`. */
export function summarize(stats) {
  const latencies = stats.latencies.sort((a, b) => a - b);
  return {
    seconds: round(stats.seconds, 2),
    requests: stats.requests,
    rps: stats.seconds > 0 ? stats.requests / stats.seconds : 0,
    inFlightAtEnd: stats.sent - stats.requests,
    p50: round(percentile(latencies, 0.5)),
    p90: round(percentile(latencies, 0.9)),
    p99: round(percentile(latencies, 0.99)),
    max: round(latencies.at(-1) ?? null),
    errors: stats.non2xx + stats.socketErrors,
    non2xx: stats.non2xx,
    socketErrors: stats.socketErrors,
    timeouts: stats.timeouts,
    statusCodes: stats.statusCodes,
    xCache: stats.xCache,
    d1RoundTrips: stats.d1RoundTrips,
  };
}

/** One request of the case, to fail early and clearly when a route answers an error. */
export async function probe(origin, c) {
  const { method, path: url, headers, body } = c.next();
  const res = await fetch(`${origin}${url}`, { method, headers, body, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  if (res.status >= 300) {
    return `${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`;
  }
  return null;
}
