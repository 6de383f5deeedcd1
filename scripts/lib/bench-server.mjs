/**
 * What the bench needs from wrangler: migrations and SQL files against its own persistence directory,
 * `wrangler dev` on a free port of 127.0.0.1 (started and stopped by the bench), and the bundle of
 * `wrangler deploy --dry-run`.
 *
 * Everything runs in a snapshot of the project taken when the bench starts (src, migrations, config;
 * node_modules linked): `wrangler dev` reloads the Worker whenever a source file changes, and a run
 * must measure one version of the code, whatever is edited in the working tree meanwhile. Wrangler runs
 * on the project's Node 22 (node_modules/.bin/node), as in tooling/wrangler.mjs.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { devNull, loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DATABASE_BINDING, PROJECT_ROOT } from '../../tooling/wrangler.mjs';
import { startLock } from './start-lock.mjs';
import { OUTPUT, WIDGET_GZIP_BUDGET } from './widget-build.mjs';

/** What `wrangler dev` and `wrangler deploy` read from the project. */
const SNAPSHOT_ENTRIES = [
  'public',
  'src',
  // The visual editor's words, styles and bundle manifest, which the screens import.
  'browser/rich-text',
  'scripts/floor',
  'migrations',
  'wrangler.toml',
  'package.json',
  'tsconfig.json',
  '.dev.vars',
  '.env',
];

/** Copies the project's sources and configuration into `dir` (node_modules is linked); returns `dir`. */
export function snapshotProject(dir) {
  mkdirSync(dir, { recursive: true });
  for (const entry of SNAPSHOT_ENTRIES) {
    const from = path.join(PROJECT_ROOT, entry);
    if (existsSync(from)) cpSync(from, path.join(dir, entry), { recursive: true });
  }
  symlinkSync(path.join(PROJECT_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

/**
 * The floor's configuration for `--cpu`: the API's own wrangler.toml with the floor Worker as `main`, so
 * that both run on the same platform (the static-assets router that sees every request first, the same
 * bindings emulated in the process) and differ only by their code. With the floor's own minimal
 * wrangler.toml, the same `new Response('ok')` costs about 1 ms less of the process's CPU per request.
 */
export function floorConfig(cwd) {
  const api = readFileSync(path.join(cwd, 'wrangler.toml'), 'utf8');
  const main = /^main = ".*"$/m;
  if (!main.test(api)) throw new Error('wrangler.toml has no `main = "…"` line to point at the floor');
  const floor = api
    .replace(main, 'main = "scripts/floor/worker.ts"')
    .replace(/^name = ".*"$/m, 'name = "events-calendar-floor"');
  writeFileSync(path.join(cwd, 'wrangler.floor.toml'), floor);
  return 'wrangler.floor.toml';
}

/** `wrangler dev` of the floor Worker on the API's configuration (`floorConfig`), beside the API on its data. */
export const startFloor = (cwd, persistTo) =>
  startDev({
    cwd,
    persistTo,
    logFile: path.join(persistTo, 'wrangler-floor.log'),
    config: floorConfig(cwd),
    probePath: '/trivial',
  });

function wranglerProcess(cwd, args, { detached = false, env = {} } = {}) {
  // A dev registry of its own: other `wrangler dev` sessions on the machine coming and going would
  // otherwise make this one reload the Worker mid-run.
  const registry = path.join(cwd, '.wrangler', 'bench-registry');
  mkdirSync(registry, { recursive: true });
  const bin = path.join(PROJECT_ROOT, 'node_modules', '.bin');
  const node = path.join(bin, 'node');
  const wranglerJs = path.join(PROJECT_ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  if (!existsSync(wranglerJs)) throw new Error('wrangler is not installed: run `npm install` first.');
  return spawn(existsSync(node) ? node : process.execPath, [wranglerJs, ...args], {
    cwd,
    detached,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_REGISTRY_PATH: registry,
      FORCE_COLOR: '0',
      ...env,
    },
  });
}

function run(cwd, args, what) {
  return new Promise((resolve, reject) => {
    const child = wranglerProcess(cwd, args);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (err) => reject(new Error(`Could not start wrangler: ${err.message}`)));
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout);
      const tail = `${stderr}\n${stdout}`.trim().split('\n').slice(-15).join('\n');
      reject(new Error(`${what} failed (wrangler exited with ${code}):\n${tail}`));
    });
  });
}

/** `wrangler d1 migrations apply DB --local --persist-to <dir>`. */
export const applyMigrations = (cwd, persistTo) =>
  run(
    cwd,
    ['d1', 'migrations', 'apply', DATABASE_BINDING, '--local', '--persist-to', persistTo],
    'Applying migrations',
  );

/** Runs a .sql file against the local database in `persistTo`. */
export const executeFile = (cwd, persistTo, file) =>
  run(
    cwd,
    ['d1', 'execute', DATABASE_BINDING, '--local', '--persist-to', persistTo, '--file', file, '--json'],
    `Running ${path.basename(file)}`,
  );

/** Runs SQL (`;`-separated) against the local database in `persistTo`; returns the rows of each statement. */
export async function executeSql(cwd, persistTo, sql) {
  const stdout = await run(
    cwd,
    ['d1', 'execute', DATABASE_BINDING, '--local', '--persist-to', persistTo, '--command', sql, '--json'],
    'Running SQL',
  );
  const parsed = JSON.parse(stdout.slice(stdout.search(/^[[{]/m)));
  return parsed.map((result) => result.results ?? []);
}

/**
 * A child started `detached` (its own process group), with `exited()` (null while it runs) and
 * `stop()`: SIGTERM to the whole group, SIGKILL after 5 s. Nothing outside the group is touched.
 */
export function stoppable(child) {
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
  });
  const stop = async () => {
    if (exited) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    for (let i = 0; i < 50 && !exited; i++) await sleep(100);
    if (!exited) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
  };
  return { exited: () => exited, stop };
}

/** A TCP port of 127.0.0.1 that is free now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `wrangler dev` in `cwd` (as `npm run dev` does, plus a free port and the bench's persistence
 * directory; another Worker with `config`) and resolves when the Worker answers `probePath`. Its output goes to `logFile`. `stop()` ends it and
 * the workerd it started (its own process group), nothing else. `localSettings: false` runs it with
 * wrangler.toml's [vars] alone: no `.dev.vars` or `.env` of the developer's (an empty `--env-file`),
 * nor the shell's variables. `vars`: more variables over wrangler.toml's, as `--var NAME:value`.
 */
export async function startDev({
  cwd,
  persistTo,
  logFile,
  config,
  probePath = '/site/events/v1',
  timeoutMs = 90_000,
  localSettings = true,
  vars = {},
}) {
  // One wrangler dev starting at a time on the machine (./start-lock.mjs); the ports are chosen once it is ours.
  const release = await startLock();
  try {
    return await startDevLocked({
      cwd,
      persistTo,
      logFile,
      config,
      probePath,
      timeoutMs,
      localSettings,
      vars,
    });
  } finally {
    release();
  }
}

async function startDevLocked({
  cwd,
  persistTo,
  logFile,
  config,
  probePath,
  timeoutMs,
  localSettings,
  vars,
}) {
  const port = await freePort();
  const inspectorPort = await freePort();
  const log = createWriteStream(logFile);
  const child = wranglerProcess(
    cwd,
    [
      'dev',
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      persistTo,
      '--show-interactive-dev-session=false',
      ...(config ? ['--config', config] : []),
      ...(localSettings ? [] : ['--env-file', devNull]),
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
    ],
    { detached: true, env: localSettings ? {} : { CLOUDFLARE_INCLUDE_PROCESS_ENV: 'false' } },
  );
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const { exited, stop } = stoppable(child);

  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (exited()) {
      throw new Error(
        `wrangler dev exited (${exited().code ?? exited().signal}) before answering; see ${logFile}`,
      );
    }
    try {
      const res = await fetch(`${origin}${probePath}`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.ok)
        return { origin, port, inspectorPort, pid: child.pid, stop, reloads: () => countReloads(logFile) };
    } catch {}
    await sleep(250);
  }
  await stop();
  throw new Error(`wrangler dev did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
}

/** How often wrangler dev rebuilt the Worker (it should not: the snapshot does not change). */
function countReloads(logFile) {
  try {
    return (readFileSync(logFile, 'utf8').match(/Reloading local server/g) ?? []).length;
  } catch {
    return 0;
  }
}

/** `wrangler deploy --dry-run --outdir <dir>`: the size of the bundle, raw and gzipped, per file and in all. */
export async function bundleSize(cwd, outdir) {
  await run(cwd, ['deploy', '--dry-run', '--outdir', outdir], 'wrangler deploy --dry-run');
  const files = readdirSync(outdir, { recursive: true })
    .map(String)
    .filter((name) => /\.(m?js|wasm)$/.test(name))
    .map((name) => {
      const full = path.join(outdir, name);
      return { file: name, raw: statSync(full).size, gzip: gzipSync(readFileSync(full)).length };
    });
  const widget = readFileSync(path.join(cwd, WIDGET_SOURCE));
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    widget: { raw: widget.length, gzip: gzipSync(widget).length },
  };
}

/** The embeddable widget as served (minified by `npm run build:widget`): what a page that embeds it downloads. */
const WIDGET_SOURCE = OUTPUT;
/** The widget must stay under this, gzipped. */
export const WIDGET_GZIP_LIMIT = WIDGET_GZIP_BUDGET;

/**
 * `wrangler check startup`, `runs` times: the local start-up profile's active CPU (its median, its range)
 * and garbage collection, as Cloudflare measures a Worker's start-up (docs/performance.md#start-up).
 */
export async function startupCpu(cwd, outdir, runs = 5) {
  return (await startupCpuOf(cwd, outdir, runs, [null]))[0];
}

/**
 * The same for several configurations of the Worker (null: wrangler.toml; else a config file, e.g. the
 * split build's), their runs alternating so that each meets the same load of the machine.
 */
export async function startupCpuOf(cwd, outdir, runs, configs) {
  mkdirSync(outdir, { recursive: true });
  const samples = configs.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [c, config] of configs.entries()) {
      const out = await run(
        cwd,
        [
          'check',
          'startup',
          '--outfile',
          path.join(outdir, `startup-${c}.cpuprofile`),
          ...(config ? [`--args=--config=${config}`] : []),
        ],
        'wrangler check startup',
      );
      const active = /Active: ([\d.]+) ms \(including ([\d.]+) ms garbage collection\)/.exec(out);
      if (!active) throw new Error(`wrangler check startup printed no active time:\n${out.slice(-800)}`);
      samples[c].push({ active: Number(active[1]), gc: Number(active[2]), load: loadavg()[0] });
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return samples.map((taken) => {
    const sorted = taken.map((s) => s.active).sort((a, b) => a - b);
    return {
      runs,
      activeMs: sorted[Math.floor(runs / 2)],
      minMs: sorted[0],
      maxMs: sorted.at(-1),
      gcMs: median(taken.map((s) => s.gc)),
      load: Number(median(taken.map((s) => s.load)).toFixed(2)),
    };
  });
}
