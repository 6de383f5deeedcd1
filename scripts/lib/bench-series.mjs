import { roundTripsOf } from './bench-load.mjs';
import { executeSql } from './bench-server.mjs';

/**
 * One-off measures of series (`--series`): a write of a daily series of 730 occurrences (create, an
 * `all` change of time, a delete for good), each one D1 batch after its read; then the horizon
 * extension, run by the scheduled handler until no series is due (each run is bounded).
 */
export async function seriesProbes(origin, editorKey, cwd, persistTo) {
  const headers = { Authorization: `Bearer ${editorKey}`, 'Content-Type': 'application/json' };
  const timed = async (method, url, body) => {
    const started = performance.now();
    const res = await fetch(`${origin}${url}`, { method, headers, body: body && JSON.stringify(body) });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
    return {
      ms: Number((performance.now() - started).toFixed(1)),
      roundTrips: roundTripsOf(res),
      body: text,
    };
  };
  const writes = [];
  for (let i = 0; i < 3; i++) {
    const create = await timed('POST', '/site/events/v1/events', {
      title: `Bench daily series ${i}`,
      start_date: '2027-03-01 10:00:00',
      end_date: '2027-03-01 11:00:00',
      timezone: 'Europe/Madrid',
      categories: [1],
      venue: 1,
      recurrence: ['RRULE:FREQ=DAILY;COUNT=730'],
    });
    const id = JSON.parse(create.body).id;
    const update = await timed('POST', `/site/events/v1/events/${id}`, {
      title: `Bench daily series ${i}, later`,
      start_date: '2027-03-01 11:00:00',
      end_date: '2027-03-01 12:30:00',
    });
    const remove = await timed('DELETE', `/site/events/v1/events/${id}?force=true`);
    writes.push({ create: create.ms, update: update.ms, delete: remove.ms, roundTrips: create.roundTrips });
  }
  const occurrences = async () =>
    (
      await executeSql(
        cwd,
        persistTo,
        `SELECT count(*) AS n FROM posts WHERE kind = 'event' AND series_id IS NOT NULL`,
      )
    )[0][0].n;
  const runs = [];
  let before = await occurrences();
  for (let run = 0; run < 10; run++) {
    const started = performance.now();
    const res = await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*`);
    await res.text();
    const ms = Number((performance.now() - started).toFixed(1));
    const after = await occurrences();
    runs.push({ ms, added: after - before, status: res.status });
    if (after === before) break;
    before = after;
  }
  return { writes730: writes, horizonRuns: runs };
}
