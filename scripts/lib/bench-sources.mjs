import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { PROJECT_ROOT } from '../../tooling/wrangler.mjs';
import { keysSql } from './bench-data.mjs';
import { makeKey } from './bench-load.mjs';
import { applyMigrations, executeSql, startDev } from './bench-server.mjs';

/**
 * `npm run bench -- --sources` (docs/sources.md#budgets): a full run of scheduled sources under the local
 * runtime (wrangler dev: its cron, its queue and its consumer), against a fixture server on this machine that
 * serves a generated iCalendar feed and a TEC site (its REST API, 50 events a page). Reaching loopback is the
 * outgoing guard's local-development switch (WEBHOOK_LOCAL_DEVELOPMENT), set for this server only.
 */

const pad = (n) => String(n).padStart(2, '0');
const wall = (d) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
const icsTime = (d) => `${wall(d).replace(/[-:]/g, '').replace(' ', 'T')}Z`;

/** Event n starts n hours after tomorrow's midnight (UTC) and lasts an hour and a half. */
const startOf = (n) => {
  const day = new Date();
  day.setUTCHours(0, 0, 0, 0);
  return new Date(day.getTime() + 86_400_000 + n * 3_600_000);
};

export function icsFeed(count) {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Bench//Sources//EN'];
  for (let n = 0; n < count; n++) {
    const start = startOf(n);
    lines.push(
      'BEGIN:VEVENT',
      `UID:bench-${n}@sources.bench`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART:${icsTime(start)}`,
      `DTEND:${icsTime(new Date(start.getTime() + 5_400_000))}`,
      `SUMMARY:Bench event ${n}`,
      `DESCRIPTION:Event ${n} of the bench's feed.`,
      `LOCATION:Bench hall ${n % 40}, Street ${n % 40}`,
      `CATEGORIES:Bench ${n % 7}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

/** A recorded TEC event (test/fixtures/tec-site) as the template of the generated ones. */
function tecTemplate() {
  const site = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'test/fixtures/tec-site/site.json'), 'utf8'));
  const key = Object.keys(site).find((k) => k.startsWith('tribe/events/v1/events?') && k.endsWith('page=1'));
  return site[key].body.events.find((e) => e.venue && !Array.isArray(e.venue)) ?? site[key].body.events[0];
}

export function tecPage(origin, count, page, template = tecTemplate()) {
  const perPage = 50;
  const events = [];
  for (let n = (page - 1) * perPage; n < Math.min(count, page * perPage); n++) {
    const start = startOf(n);
    const end = new Date(start.getTime() + 5_400_000);
    events.push({
      ...template,
      id: 100_000 + n,
      title: `TEC bench event ${n}`,
      slug: `tec-bench-event-${n}`,
      description: `<p>Event ${n} of the bench's TEC site.</p>`,
      timezone: 'UTC',
      timezone_abbr: 'UTC',
      all_day: false,
      start_date: wall(start),
      end_date: wall(end),
      utc_start_date: wall(start),
      utc_end_date: wall(end),
      venue: template.venue ? { ...template.venue, id: 50_000 + (n % 40), venue: `TEC hall ${n % 40}` } : [],
    });
  }
  const pages = Math.ceil(count / perPage);
  const next =
    page < pages ? `${origin}/wp-json/tribe/events/v1/events?per_page=50&page=${page + 1}` : undefined;
  return {
    events,
    rest_url: `${origin}/wp-json/tribe/events/v1/events?page=${page}`,
    total: count,
    total_pages: pages,
    ...(next ? { next_rest_url: next } : {}),
  };
}

/** The fixture server: `/feed.ics` (with an ETag, 304 to it) and the TEC site's list of events. */
export async function fixtureServer(icsCount, tecCount) {
  const feed = icsFeed(icsCount);
  const etag = `"bench-${icsCount}"`;
  const template = tecTemplate();
  let requests = 0;
  const server = createServer((req, res) => {
    requests++;
    const url = new URL(req.url, 'http://127.0.0.1');
    if (url.pathname === '/feed.ics') {
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, { ETag: etag }).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/calendar', ETag: etag }).end(feed);
      return;
    }
    if (url.pathname === '/wp-json/tribe/events/v1/events') {
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const origin = `http://127.0.0.1:${server.address().port}`;
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(tecPage(origin, tecCount, page, template)));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(resolve)),
    feedBytes: feed.length,
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(origin, key, method, route, body) {
  const res = await fetch(`${origin}/site/events/v1${route}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Run now, then the run's row until it ends (or `limitMs`). */
async function timedRun(origin, key, sourceId, limitMs) {
  const started = Date.now();
  await api(origin, key, 'POST', `/sources/${sourceId}/run`, {});
  while (Date.now() - started < limitMs) {
    await sleep(500);
    const { runs } = await api(origin, key, 'GET', `/sources/${sourceId}/runs?per_page=1`);
    if (runs[0] && runs[0].status !== 'running') return { wallMs: Date.now() - started, run: runs[0] };
  }
  throw new Error(`the run of source ${sourceId} did not end within ${limitMs / 1000} s`);
}

/**
 * The whole measure: a fresh database, wrangler dev, the fixture server; each source run twice (the second
 * one on an unchanged source). Returns rows for the report.
 */
export async function benchSources({ cwd, workDir, icsCount, tecCount, limitMs = 30 * 60_000 }) {
  const persistTo = path.join(workDir, 'sources-state');
  await applyMigrations(cwd, persistTo);
  const key = makeKey(2);
  await executeSql(
    cwd,
    persistTo,
    `INSERT INTO users (id, login, role) VALUES (2, 'bench-editor', 'editor');\n${keysSql([key])}`,
  );
  const fixtures = await fixtureServer(icsCount, tecCount);
  const server = await startDev({
    cwd,
    persistTo,
    logFile: path.join(workDir, 'wrangler-dev-sources.log'),
    vars: { WEBHOOK_LOCAL_DEVELOPMENT: 'true' },
  });
  const rows = [];
  try {
    for (const [kind, url, count] of [
      ['ical', `${fixtures.origin}/feed.ics`, icsCount],
      ['tec', `${fixtures.origin}/`, tecCount],
    ]) {
      if (count === 0) continue;
      const source = await api(server.origin, key.key, 'POST', '/sources', {
        kind,
        url,
        schedule: 'manual',
        default_status: 'publish',
      });
      for (const pass of ['first', 'again']) {
        const before = fixtures.requests();
        const { wallMs, run } = await timedRun(server.origin, key.key, source.id, limitMs);
        rows.push({
          kind,
          events: count,
          pass,
          status: run.status,
          wallMs,
          durationMs: run.duration_ms,
          messages: run.messages,
          pages: run.pages,
          requests: run.requests,
          fixtureRequests: fixtures.requests() - before,
          bytes: run.bytes,
          new: run.new,
          updated: run.updated,
          unchanged: run.unchanged,
          failed: run.failed,
          errors: run.errors.slice(0, 3).map((e) => e.message),
        });
      }
    }
  } finally {
    await server.stop();
    await fixtures.close();
  }
  return rows;
}

export function sourcesTable(rows) {
  const head =
    '| source | events | run | status | wall | messages | pages | requests | new | updated | unchanged | failed |';
  const line = '|---|---:|---|---|---:|---:|---:|---:|---:|---:|---:|---:|';
  return [
    head,
    line,
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.events} | ${r.pass} | ${r.status} | ${(r.wallMs / 1000).toFixed(1)} s | ${r.messages} | ${r.pages} | ${r.requests} | ${r.new} | ${r.updated} | ${r.unchanged} | ${r.failed} |`,
    ),
  ].join('\n');
}
