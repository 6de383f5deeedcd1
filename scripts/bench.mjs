#!/usr/bin/env node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOptions, runCli, UsageError } from '../tooling/cli.mjs';
import { PROJECT_ROOT } from '../tooling/wrangler.mjs';
import { buildCases } from './lib/bench-cases.mjs';
import { cpuTable, measureCpu } from './lib/bench-cpu.mjs';
import { buildBenchSql, keysSql, layout, SIZES, USERS } from './lib/bench-data.mjs';
import { countRows, load, makeKey } from './lib/bench-load.mjs';
import { measure, probe, slice } from './lib/bench-measure.mjs';
import { hotReads, measureMixed, mixedTable } from './lib/bench-mixed.mjs';
import { profileWhile, summarize } from './lib/bench-profile.mjs';
import {
  evaluate,
  kib,
  latestResult,
  machine,
  TARGETS,
  table,
  timestamp,
  trivialRps,
  writeResult,
} from './lib/bench-report.mjs';
import {
  firstRequestTable,
  measureFirstRequests,
  measureFloorFirstRequest,
  measureRoundTrips,
  roundTripRoutes,
  roundTripTable,
} from './lib/bench-round-trips.mjs';
import { seriesProbes } from './lib/bench-series.mjs';
import {
  applyMigrations,
  bundleSize,
  executeSql,
  snapshotProject,
  startDev,
  startFloor,
  WIDGET_GZIP_LIMIT,
} from './lib/bench-server.mjs';
import { soak } from './lib/bench-soak.mjs';
import { benchSources, sourcesTable } from './lib/bench-sources.mjs';
import { measureStartup } from './lib/bench-startup.mjs';
import { floodSubmissions, historySql } from './lib/bench-submissions.mjs';
import { runTec, tecOrigin } from './lib/bench-tec.mjs';
import { seedTec } from './lib/bench-tec-seed.mjs';
import { workerProcess } from './lib/proc-cpu.mjs';

const USAGE = `Usage: npm run bench -- [options]

  --size 1k|10k|100k   events in the generated data set (default 10k)
  --series             add 3 000 weekly and 200 endless daily series (about 0.46M occurrences; docs/series.md),
                       measure a series write of 730 occurrences and the horizon extension, and list a series
  --duration <s>       seconds of load per case, e.g. 10 or 10s (default 10)
  --connections <n>    concurrent connections (default 10)
  --reuse              keep the bench database of this size if it is already loaded (default: reload)
  --only <names>       run only these cases (comma list; the trivial route always runs, first and last);
                       ics-worst (the feed's worst case: 500 events with 65 000-character adversarial
                       descriptions, created once through the API) runs only when named here
  --no-bundle          skip the bundle size (wrangler deploy --dry-run)
  --soak <s>           instead of the cases: mixed reads and writes for this long (e.g. 60s), then every
                       acknowledged write is read back; reports 5xx, lost writes and the runtime's memory
  --profile <case>     instead of the table: a CPU profile of the Worker's isolate while this case runs for
                       --duration seconds, written as bench/results/<time>-<size>-<case>.cpuprofile (open it
                       in Chrome DevTools) and summarised: the functions with the most self and total time
  --cpu                instead of the cases: CPU per request of the Worker's process (sequential requests)
                       for the trivial route, a HIT, MISSes of GET /events at 10 and 50 per page and of
                       GET /events/{id}, beside the bare Worker of scripts/floor doing the same statements
                       and cache calls, measured in the same run; --rounds <n> (default 8) rounds of --per-round <n> (default 25)
  --mixed              instead of the cases: hot anonymous reads (--connections) with one write per second,
                       for --duration seconds (default 30 here), beside the same reads without writes
                       (alternating slices): hit ratio, p50 and p99 of the reads
  --startup            instead of the cases: the bundle and the start-up CPU (wrangler check startup, median
                       of 5) of wrangler's one module and of the split build that npm run deploy uploads
                       (runs alternating), beside the last recorded figures and the goals
                       (docs/performance.md#start-up); also printed after the cases unless --no-bundle
  --round-trips        instead of the cases: the D1 round trips of each kind of request (API, views, pages,
                       feed, the editors' screens, writes) and their time when each round trip waits
                       --delay <ms> (default 20), as far from the database as production readers can be
  --first-requests     instead of the cases: for each of those routes, its first request in a fresh isolate
                       (a new wrangler dev) beside its warm requests; goal: at most 2× (docs/performance.md);
                       --only <route names> some of them; --delay <ms> every D1 round trip waits that long
                       (only when given); --repeat <n> each route in n fresh isolates (the
                       medians); --first-profiles: the first and the warm requests
                       under the CPU profiler (profiles written to bench/results), with the isolate's own CPU
  --submissions        instead of the cases: a flood of --count (default 10000) anonymous submissions from one
                       client (--connections at once) over 10 000 earlier decided ones: what was answered and
                       stored, that nothing was published, and the editors' queue's p50/p95 before and after
                       (docs/submissions.md#spam)
  --tec <origin>       instead of the cases: the API beside a local The Events Calendar site at <origin> (e.g.
                       http://127.0.0.1:8881; docs/performance.md, "Side by side with TEC") on the same data:
                       loads the data set into it first (resumable, within --tec-seed-minutes, default 20), then
                       uncached and cached lists and single events on both, in alternating slices of 5 s or more
  --sources            instead of the cases: full runs of scheduled sources under the local runtime (its queue and
                       consumer) against a fixture server on this machine: an iCalendar feed of --ics-count (default
                       5000) events and a TEC site of --tec-count (default 2000), each run twice (the second on the
                       unchanged source); --count <n> sets both (docs/sources.md#budgets)`;

const seconds = (text, name) => {
  const match = /^(\d+(?:\.\d+)?)s?$/.exec(String(text).trim());
  if (!match || Number(match[1]) <= 0 || Number(match[1]) > 600) {
    throw new UsageError(`${name} must be a number of seconds between 0 and 600, e.g. 10 or 10s.`);
  }
  return Number(match[1]);
};

const count = (text, name) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new UsageError(`${name} must be an integer between 1 and 1000.`);
  return n;
};

async function main() {
  const { values, positionals } = parseOptions(process.argv.slice(2), {
    size: { type: 'string', default: '10k' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    reuse: { type: 'boolean', default: false },
    only: { type: 'string' },
    'no-bundle': { type: 'boolean', default: false },
    soak: { type: 'string' },
    profile: { type: 'string' },
    cpu: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '8' },
    'per-round': { type: 'string', default: '25' },
    mixed: { type: 'boolean', default: false },
    series: { type: 'boolean', default: false },
    tec: { type: 'string' },
    startup: { type: 'boolean', default: false },
    'round-trips': { type: 'boolean', default: false },
    'first-requests': { type: 'boolean', default: false },
    'first-profiles': { type: 'boolean', default: false },
    repeat: { type: 'string' },
    delay: { type: 'string', default: '20' },
    submissions: { type: 'boolean', default: false },
    count: { type: 'string' },
    sources: { type: 'boolean', default: false },
    'ics-count': { type: 'string', default: '5000' },
    'tec-count': { type: 'string', default: '2000' },
    'tec-seed-minutes': { type: 'string', default: '20' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  const size = values.size;
  const events = SIZES[size];
  if (!events) throw new UsageError(`--size must be one of ${Object.keys(SIZES).join(', ')}.`);
  const duration = seconds(values.duration, '--duration');
  const connections = Number(values.connections);
  if (!Number.isInteger(connections) || connections < 1 || connections > 200) {
    throw new UsageError('--connections must be an integer between 1 and 200.');
  }
  const warmup = Math.min(1, duration / 5);
  const tec = values.tec === undefined ? null : tecOrigin(values.tec);
  if (values.tec !== undefined && !tec) {
    throw new UsageError('--tec must be the http origin of a loopback TEC site, e.g. http://127.0.0.1:8881.');
  }
  if (tec && values.series) throw new UsageError('--tec compares the events alone: leave out --series.');
  const tecSeedMinutes = count(values['tec-seed-minutes'], '--tec-seed-minutes');
  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
  const startedAt = new Date();
  const stamp = timestamp(startedAt);
  const series = values.series;
  const persistTo = path.join(PROJECT_ROOT, '.wrangler', 'bench-state', series ? `${size}-series` : size);
  const workDir = mkdtempSync(path.join(tmpdir(), 'tec-bench-'));
  // The code measured: the working tree as it is now (wrangler dev would reload on every later edit).
  const cwd = snapshotProject(path.join(workDir, 'project'));
  const host = machine();
  console.log(
    `Bench: ${size} events, ${duration} s per case, ${connections} connections — ${host.nproc} CPUs (${host.cpu}), load ${host.loadavg.join(' ')}`,
  );

  if (values.startup) {
    try {
      const report = await measureStartup(cwd, workDir);
      const file = writeResult(
        {
          timestamp: startedAt.toISOString(),
          size: 'startup',
          command,
          machine: host,
          bundle: report.bundle,
          startup: report.startup,
          split: report.split,
        },
        stamp,
      );
      for (const line of report.lines) console.log(line);
      console.log(`Written ${path.relative(PROJECT_ROOT, file)}.`);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
    return;
  }
  if (values.sources) {
    const events = (text, name) => {
      const n = Number(text);
      if (!Number.isInteger(n) || n < 0 || n > 20_000)
        throw new UsageError(`${name} must be an integer between 0 and 20000.`);
      return n;
    };
    const icsCount = events(values.count ?? values['ics-count'], '--ics-count');
    const tecCount = events(values.count ?? values['tec-count'], '--tec-count');
    try {
      console.log(
        `Sources: an iCalendar feed of ${icsCount} events and a TEC site of ${tecCount}, each run twice…`,
      );
      const rows = await benchSources({ cwd, workDir, icsCount, tecCount });
      const file = writeResult(
        { timestamp: startedAt.toISOString(), size: 'sources', command, machine: host, sources: rows },
        `${stamp}-sources`,
      );
      console.log(`\n${sourcesTable(rows)}\n`);
      for (const row of rows)
        for (const error of row.errors) console.log(`  ${row.kind} ${row.pass}: ${error}`);
      console.log(`Written ${path.relative(PROJECT_ROOT, file)}.`);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
    return;
  }
  const delayMs = Number(values.delay);
  if (!Number.isInteger(delayMs) || delayMs < 1 || delayMs > 500) {
    throw new UsageError('--delay must be a whole number of milliseconds between 1 and 500.');
  }

  let server = null;
  // A bound on the whole run, whatever hangs: loading, wrangler, or a case.
  const limitMs = (15 * 60 + 20 * (duration + warmup + 5) + (tec ? tecSeedMinutes * 60 : 0)) * 1000;
  const watchdog = setTimeout(async () => {
    console.error(`The bench did not finish within ${Math.round(limitMs / 60_000)} min; stopping.`);
    if (server) await server.stop();
    process.exit(3);
  }, limitMs);
  watchdog.unref();
  try {
    // 1. Data.
    let loading = null;
    const existing = values.reuse ? await countRows(cwd, persistTo) : null;
    if (existing?.bench_events === events && existing.bench_series === (series ? 1 : 0)) {
      console.log(`Reusing ${persistTo} (${existing.events} events); applying new migrations, if any.`);
      await applyMigrations(cwd, persistTo);
    } else {
      console.log(`Loading ${events} events into ${path.relative(PROJECT_ROOT, persistTo)}…`);
      loading = await load(cwd, persistTo, events, workDir, series);
      console.log(
        `  migrations ${loading.migrateSeconds.toFixed(1)} s, data ${loading.loadSeconds.toFixed(1)} s (SQL file ${kib(loading.sqlBytes)})`,
      );
    }
    const keys = { editor: makeKey(2), subscriber: makeKey(3) };
    await executeSql(cwd, persistTo, keysSql([keys.editor, keys.subscriber]));
    const rows = await countRows(cwd, persistTo);
    console.log(
      `  ${rows.events} events (${rows.series} series), ${rows.venues} venues, ${rows.organizers} organizers, ${rows.texts} post texts, ${rows.terms} terms, ${rows.links} links, ${rows.event_terms} event terms; users ${USERS.map((u) => u.login).join(', ')}`,
    );

    if (values.soak !== undefined) {
      const logFile = path.join(persistTo, 'wrangler-dev.log');
      server = await startDev({ cwd, persistTo, logFile });
      const report = await soak({
        origin: server.origin,
        seconds: seconds(values.soak, '--soak'),
        connections,
        editorKey: keys.editor.key,
        pgid: server.pid,
      });
      await server.stop();
      server = null;
      const file = writeResult(
        { timestamp: startedAt.toISOString(), size, command, machine: host, soak: report },
        `${stamp}-soak`,
      );
      console.log(
        `Soak: ${report.requests} requests in ${report.seconds} s (${report.rps.toFixed(0)} req/s), statuses ${JSON.stringify(report.statuses)}`,
      );
      console.log(
        `  5xx: ${report.serverErrors}, socket errors: ${report.socketErrors}, writes acknowledged: ${report.writesAcknowledged}, lost: ${report.lostWrites}`,
      );
      console.log(
        `  runtime memory (RSS, wrangler + workerd): ${report.memoryStartMiB} MiB at start, ${report.memoryEndMiB} MiB at end`,
      );
      console.log(`Written ${path.relative(PROJECT_ROOT, file)}.`);
      if (report.serverErrors > 0 || report.lostWrites > 0 || report.socketErrors > 0) process.exitCode = 1;
      return;
    }

    /** The servers and routes of --first-requests and --round-trips (scripts/lib/bench-round-trips.mjs). */
    const routeRun = () => ({
      cwd,
      persistTo,
      logFile: path.join(persistTo, 'wrangler-dev.log'),
      routes: roundTripRoutes({
        shape: buildBenchSql(events).shape,
        keys: { editor: keys.editor.key, subscriber: keys.subscriber.key },
        now: startedAt,
      }),
    });

    if (values['first-requests']) {
      console.log('First requests: each route in a fresh isolate, then warm…');
      const only = values.only ? new Set(values.only.split(',').map((s) => s.trim())) : null;
      const repeat = values.repeat === undefined ? 1 : count(values.repeat, '--repeat');
      // Only when asked for: every D1 round trip waits as far from the database as production.
      const firstDelay = process.argv.some((a) => a === '--delay' || a.startsWith('--delay=')) ? delayMs : 0;
      if (firstDelay > 0) console.log(`  every D1 round trip waits ${firstDelay} ms (--delay)`);
      const run = routeRun();
      const routes = only ? run.routes.filter((r) => only.has(r.name)) : run.routes;
      if (only && routes.length === 0)
        throw new UsageError(`--only names none of the routes: ${run.routes.map((r) => r.name).join(', ')}.`);
      const profiled = values['first-profiles']
        ? (route, first, warm) => {
            const name = route.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
            const base = path.join(PROJECT_ROOT, 'bench', 'results', `${stamp}-${size}-first-${name}`);
            mkdirSync(path.dirname(base), { recursive: true });
            writeFileSync(`${base}-first.cpuprofile`, JSON.stringify(first));
            writeFileSync(`${base}-warm.cpuprofile`, JSON.stringify(warm));
          }
        : undefined;
      const rows = [
        ...(await measureFirstRequests({ ...run, routes, profiles: profiled, repeat, delayMs: firstDelay })),
        ...(await measureFloorFirstRequest({ ...run, routes, repeat })),
      ];
      const file = writeResult(
        { timestamp: startedAt.toISOString(), size, command, machine: host, firstRequests: rows },
        `${stamp}-first-requests`,
      );
      console.log(`\n${firstRequestTable(rows)}\n`);
      console.log(`Written ${path.relative(PROJECT_ROOT, file)}.`);
      return;
    }

    if (values['round-trips']) {
      console.log(
        `Round trips: each route without delay, then with ${delayMs} ms before every D1 round trip…`,
      );
      const rows = await measureRoundTrips({ ...routeRun(), delayMs });
      const file = writeResult(
        { timestamp: startedAt.toISOString(), size, command, machine: host, roundTrips: rows },
        `${stamp}-round-trips`,
      );
      console.log(`\n${roundTripTable(rows)}\n`);
      console.log(`Written ${path.relative(PROJECT_ROOT, file)}.`);
      return;
    }

    /** Writes the result of a mode (--cpu, --mixed) with the machine's load before and after, and prints it. */
    const reportMode = (mode, payload, lines) => {
      const after = machine().loadavg;
      const file = writeResult(
        { timestamp: startedAt.toISOString(), size, command, machine: host, loadavgAfter: after, ...payload },
        `${stamp}-${mode}`,
      );
      for (const line of lines) console.log(line);
      console.log(`Load average before ${host.loadavg.join(' ')}, after ${after.join(' ')}.`);
      console.log(`Written ${path.relative(PROJECT_ROOT, file)}.`);
    };

    if (values.cpu) {
      const rounds = count(values.rounds, '--rounds');
      const perRound = count(values['per-round'], '--per-round');
      // An empty Cache API store: a single read's key is its address, so an earlier run's entries would HIT.
      rmSync(path.join(persistTo, 'v3', 'cache'), { recursive: true, force: true });
      const apiServer = await startDev({ cwd, persistTo, logFile: path.join(persistTo, 'wrangler-dev.log') });
      server = apiServer;
      const floorServer = await startFloor(cwd, persistTo);
      try {
        const withPid = (s) => ({ ...s, workerPid: workerProcess(s.pid, s.port) });
        console.log(
          `CPU per request: ${rounds} rounds of ${perRound} sequential requests per case and Worker…`,
        );
        const results = await measureCpu({
          api: withPid(apiServer),
          floor: withPid(floorServer),
          rounds,
          perRound,
        });
        reportMode('cpu', { cpu: results }, [`\n${cpuTable(results)}\n`]);
      } finally {
        await floorServer.stop();
      }
      return;
    }

    if (values.submissions) {
      const flood = Number(values.count ?? '10000');
      if (!Number.isInteger(flood) || flood < 1 || flood > 100_000) {
        throw new UsageError('--count must be an integer between 1 and 100000.');
      }
      await executeSql(cwd, persistTo, 'DELETE FROM submissions; DELETE FROM submission_blocks;');
      await executeSql(cwd, persistTo, historySql(10_000, 30));
      server = await startDev({ cwd, persistTo, logFile: path.join(persistTo, 'wrangler-dev.log') });
      const readRows = async () => {
        const [[row]] = await executeSql(
          cwd,
          persistTo,
          `SELECT (SELECT count(*) FROM submissions) AS submissions,
            (SELECT count(*) FROM posts p JOIN submissions s ON s.event_id = p.id WHERE p.status = 'publish') AS published`,
        );
        return row;
      };
      console.log(`Submissions: a flood of ${flood} from one client, ${connections} connections…`);
      const result = await floodSubmissions({
        origin: server.origin,
        count: flood,
        connections,
        editorKey: keys.editor.key,
        readRows,
      });
      reportMode('submissions', { submissions: result }, [
        `Answered in ${result.seconds} s (${result.rps} req/s): ${JSON.stringify(result.statuses)}`,
        `  why: ${JSON.stringify(result.reasons)}`,
        `  stored: ${result.stored}, published: ${result.published}`,
        `  queue (GET /submissions?state=pending) p50/p95 ms: before ${result.queueBefore.api.p50}/${result.queueBefore.api.p95}, after ${result.queueAfter.api.p50}/${result.queueAfter.api.p95}`,
        `  queue screen (/es/admin/submissions) p50/p95 ms: before ${result.queueBefore.screen.p50}/${result.queueBefore.screen.p95}, after ${result.queueAfter.screen.p50}/${result.queueAfter.screen.p95}`,
      ]);
      if (result.published > 0 || result.stored > 25) process.exitCode = 1;
      return;
    }

    if (tec) {
      console.log(`TEC at ${tec}: loading the data set where it is missing…`);
      const seeded = await seedTec({
        origin: tec,
        shape: layout(events),
        size,
        stateDir: path.join(PROJECT_ROOT, '.wrangler', 'bench-state'),
        budgetMs: tecSeedMinutes * 60_000,
      });
      if (!seeded.complete) {
        console.log(`  TEC: ${seeded.reason}; run the same command again to go on.`);
        process.exitCode = 1;
        return;
      }
      console.log(`  TEC holds the ${size} data set (dates relative to ${seeded.state.anchorDay}).`);
      // An empty Cache API store: the MISS cases' keys of an earlier run today would HIT.
      rmSync(path.join(persistTo, 'v3', 'cache'), { recursive: true, force: true });
      server = await startDev({ cwd, persistTo, logFile: path.join(persistTo, 'wrangler-dev.log') });
      const floorServer = await startFloor(cwd, persistTo);
      console.log(
        `Side by side: ${duration} s per case and side, ${connections} connections, alternating slices…`,
      );
      const report = await runTec({
        origins: { api: server.origin, tec, floor: floorServer.origin },
        seeded,
        duration,
        connections,
        // TEC answers a list in 0.4 s alone: a warm-up that completes some of its requests.
        warmup: Math.max(2, warmup),
        now: startedAt,
      }).finally(() => floorServer.stop());
      reportMode('tec', report.payload, report.lines);
      if (report.failed) process.exitCode = 1;
      return;
    }

    if (values.mixed) {
      server = await startDev({ cwd, persistTo, logFile: path.join(persistTo, 'wrangler-dev.log') });
      const { shape } = buildBenchSql(events);
      const writes = buildCases({
        shape,
        keys: { editor: keys.editor.key, subscriber: keys.subscriber.key },
        now: startedAt,
      }).find((c) => c.name === 'writes');
      // --duration is per case elsewhere; here it is per phase, 30 s unless given.
      const phaseSeconds = process.argv.some((a) => a.startsWith('--duration')) ? duration : 30;
      console.log(
        `Mixed: ${phaseSeconds} s of hot reads with one write a second, ${phaseSeconds} s without, ${connections} connections…`,
      );
      const result = await measureMixed({
        origin: server.origin,
        urls: hotReads(shape),
        write: writes.next,
        seconds: phaseSeconds,
        connections,
      });
      reportMode('mixed', { mixed: result }, [
        `\n${mixedTable(result)}\n`,
        `Writes: ${result.writes.count} (${JSON.stringify(result.writes.statuses)}).`,
        ...result.targets.map((t) => `  ${t.name}: ${t.pass ? 'PASS' : 'FAIL'}`),
      ]);
      if (result.targets.some((t) => t.name === 'no read errors' && !t.pass)) process.exitCode = 1;
      return;
    }

    // 2. Bundle.
    let bundle = null;
    let startup = null;
    if (!values['no-bundle']) {
      bundle = await bundleSize(cwd, path.join(workDir, 'bundle'));
      console.log(`Bundle (wrangler deploy --dry-run): ${kib(bundle.raw)} raw, ${kib(bundle.gzip)} gzipped`);
      const { widget } = bundle;
      const within = widget.gzip < WIDGET_GZIP_LIMIT;
      console.log(
        `Widget (widget.js, minified as served): ${kib(widget.raw)} raw, ${kib(widget.gzip)} gzipped (limit ${kib(WIDGET_GZIP_LIMIT)}${within ? '' : ': OVER'})`,
      );
      if (!within) process.exitCode = 1;
      const measuredStartup = await measureStartup(cwd, workDir, { bundle });
      startup = measuredStartup.startup;
      for (const line of measuredStartup.lines) console.log(line);
    }

    // 3. Load.
    const logFile = path.join(persistTo, 'wrangler-dev.log');
    server = await startDev({ cwd, persistTo, logFile });
    console.log(`wrangler dev on ${server.origin} (log: ${path.relative(PROJECT_ROOT, logFile)})`);
    const { shape } = buildBenchSql(events, { series });
    const seriesReport = series ? await seriesProbes(server.origin, keys.editor.key, cwd, persistTo) : null;
    if (seriesReport) {
      for (const w of seriesReport.writes730) {
        console.log(
          `  series of 730: create ${w.create} ms, all-change of time ${w.update} ms, delete ${w.delete} ms (${w.roundTrips} D1 round trips to create)`,
        );
      }
      for (const r of seriesReport.horizonRuns) {
        console.log(`  horizon extension run: ${r.ms} ms, ${r.added} occurrences added (status ${r.status})`);
      }
    }
    const only = values.only ? new Set(values.only.split(',').map((s) => s.trim())) : null;
    const cases = buildCases({
      shape,
      keys: { editor: keys.editor.key, subscriber: keys.subscriber.key },
      now: startedAt,
    }).filter(
      (c) =>
        c.name.startsWith('trivial') || (only ? only.has(c.name) : !c.optIn || c.name === values.profile),
    );

    if (values.profile !== undefined) {
      const profiled = cases.find((c) => c.name === values.profile);
      if (!profiled) throw new UsageError(`Unknown case: ${values.profile}.`);
      if (profiled.setup) await profiled.setup(server.origin);
      await slice(server.origin, profiled, { seconds: warmup || 1, connections });
      const profile = await profileWhile(server.inspectorPort, () =>
        slice(server.origin, profiled, { seconds: duration, connections }),
      );
      const file = path.join(
        PROJECT_ROOT,
        'bench',
        'results',
        `${stamp}-${size}-${profiled.name}.cpuprofile`,
      );
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(profile));
      const summary = summarize(profile);
      const share = (s) => `${(s * 100).toFixed(1).padStart(5)}%`;
      console.log(
        `CPU profile of ${profiled.name} (${profiled.label}, ${profiled.cache}), ${summary.milliseconds.toFixed(0)} ms sampled:`,
      );
      console.log('  self time:');
      for (const f of summary.self) console.log(`  ${share(f.share)}  ${f.name}`);
      console.log('  total time (with callees):');
      for (const f of summary.inclusive) console.log(`  ${share(f.share)}  ${f.name}`);
      console.log(`Written ${path.relative(PROJECT_ROOT, file)}.`);
      return;
    }
    if (only) {
      const unknown = [...only].filter((name) => !cases.some((c) => c.name === name));
      if (unknown.length > 0) throw new UsageError(`Unknown case: ${unknown.join(', ')}.`);
    }

    const measured = [];
    const trivialCase = cases.find((c) => c.name === 'trivial');
    for (const c of cases) {
      if (c.setup) await c.setup(server.origin);
      const problem = await probe(server.origin, c);
      if (problem) console.log(`  ${c.name}: ${problem}`);
      const baseline = c.name.startsWith('trivial') ? null : trivialCase;
      const result = await measure(server.origin, c, { duration, connections, warmup, baseline });
      const cacheNote = Object.entries(result.xCache)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ');
      console.log(
        `  ${c.name.padEnd(16)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${String(result.p50).padStart(6)} ms  p99 ${String(result.p99).padStart(6)} ms  errors ${result.errors}${result.baselineRps ? `  (trivial meanwhile: ${result.baselineRps.toFixed(0)} req/s)` : ''}${cacheNote ? `  (X-Cache: ${cacheNote})` : ''}`,
      );
      measured.push(result);
    }
    const reloads = server.reloads();
    await server.stop();
    server = null;
    if (reloads > 0)
      console.warn(`Warning: wrangler dev reloaded the Worker ${reloads} times during the run.`);

    // 4. Report.
    const baseline10k = size === '100k' ? latestResult('10k', { duration }) : null;
    evaluate(measured, { size, baseline10k, series });
    const result = {
      timestamp: startedAt.toISOString(),
      size,
      events,
      duration,
      connections,
      warmupSeconds: warmup,
      command,
      machine: host,
      loading,
      rows,
      reloads,
      bundle,
      startup,
      series: seriesReport,
      targets: TARGETS,
      trivialRps: trivialRps(measured),
      baseline10k: baseline10k?.file ?? null,
      cases: measured,
      pass: measured.every((c) => c.pass),
      errors: measured.reduce((sum, c) => sum + c.errors, 0),
    };
    const file = writeResult(result, series ? `${stamp}-series` : stamp);
    console.log(`\n${table(measured)}\n`);
    if (bundle) {
      console.log(`Bundle: ${kib(bundle.raw)} raw, ${kib(bundle.gzip)} gzipped.`);
      console.log(`Widget: ${kib(bundle.widget.gzip)} gzipped (limit ${kib(WIDGET_GZIP_LIMIT)}).`);
    }
    if (baseline10k) console.log(`p50 ÷ 10k compares with bench/results/${baseline10k.file}.`);
    const other = size === '10k' ? latestResult('100k', { duration }) : null;
    if (other) {
      const mine = new Map(measured.map((c) => [c.name, c]));
      const ratios = other.result.cases
        .filter((c) => mine.get(c.name)?.p50 > 0)
        .map((c) => `${c.name} ${(c.p50 / mine.get(c.name).p50).toFixed(2)}×`);
      console.log(`p50 of bench/results/${other.file} (100k) ÷ this run (10k): ${ratios.join(', ')}`);
    }
    console.log(
      `Written ${path.relative(PROJECT_ROOT, file)}. Machine load during the run may include other work.`,
    );
    if (result.errors > 0) {
      console.error(`${result.errors} errors (non-2xx responses or socket errors).`);
      process.exitCode = 1;
    }
  } finally {
    clearTimeout(watchdog);
    if (server) await server.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

process.env.WRANGLER_SEND_METRICS ??= 'false';
runCli(main, USAGE);
