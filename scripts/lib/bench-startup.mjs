/**
 * Start-up and weight (`npm run bench -- --startup`, and beside every run of the cases): the Worker's bundle
 * (raw and gzipped) and its local start-up CPU (`wrangler check startup`), beside the last figures recorded
 * in bench/results and the goals of docs/performance.md#start-up. Both builds of the Worker: wrangler's one
 * module (what `wrangler dev` and the tests run) and the split modules of `npm run build:worker` (what
 * `npm run deploy` uploads: its isolates compile the main module and the chunks it imports statically, the
 * rest on first use), their runs alternating.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './bench-report.mjs';
import { bundleSize, startupCpuOf } from './bench-server.mjs';
import { buildWorker, deployConfig } from './worker-build.mjs';

export const STARTUP_GOAL_MS = 50;
export const BUNDLE_GOAL_GZIP = 300 * 1024;

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/** The newest result that recorded a start-up, or null. */
function lastStartup() {
  if (!existsSync(RESULTS_DIR)) return null;
  for (const name of readdirSync(RESULTS_DIR)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()) {
    try {
      const result = JSON.parse(readFileSync(path.join(RESULTS_DIR, name), 'utf8'));
      if (result.startup && result.bundle)
        return { file: name, startup: result.startup, bundle: result.bundle, split: result.split ?? null };
    } catch {
      // Not a result file.
    }
  }
  return null;
}

/** The split build of scripts/build-worker.mjs, built from `cwd` into `outdir`, its config in `cwd`. */
async function splitBuild(cwd, outdir) {
  const { modules } = await buildWorker(cwd, outdir);
  const config = path.join(cwd, 'wrangler.bench-split.toml');
  writeFileSync(
    config,
    deployConfig(readFileSync(path.join(cwd, 'wrangler.toml'), 'utf8'), path.relative(cwd, outdir)),
  );
  const main = modules.find((m) => m.main);
  return {
    config,
    bundle: {
      modules: modules.length,
      raw: modules.reduce((sum, m) => sum + m.raw, 0),
      gzip: modules.reduce((sum, m) => sum + m.gzip, 0),
      main: { raw: main.raw, gzip: main.gzip },
      atStartup: main.startup,
    },
  };
}

export async function measureStartup(cwd, workDir, { bundle = null, runs = 5 } = {}) {
  const measuredBundle = bundle ?? (await bundleSize(cwd, path.join(workDir, 'bundle')));
  const split = await splitBuild(cwd, path.join(workDir, 'split'));
  const [startup, splitStartup] = await startupCpuOf(cwd, path.join(workDir, 'startup'), runs, [
    null,
    split.config,
  ]);
  const last = lastStartup();
  const was = (text) => (last ? `  (was ${text(last)} in bench/results/${last.file})` : '');
  const wasSplit = (text) => (last?.split ? `  (was ${text(last.split)})` : '');
  const verdict = (ok) => (ok ? 'PASS' : 'OVER');
  const lines = [
    `Start-up, one module (wrangler check startup, median of ${startup.runs}, load ${startup.load}): ${startup.activeMs} ms of active CPU (${startup.minMs}–${startup.maxMs}; GC ${startup.gcMs} ms), goal ≤ ${STARTUP_GOAL_MS} ms: ${verdict(startup.activeMs <= STARTUP_GOAL_MS)}${was((l) => `${l.startup.activeMs} ms`)}`,
    `Start-up, split modules (npm run build:worker, what npm run deploy uploads; runs alternating with the above, load ${splitStartup.load}): ${splitStartup.activeMs} ms (${splitStartup.minMs}–${splitStartup.maxMs}; GC ${splitStartup.gcMs} ms): ${verdict(splitStartup.activeMs <= STARTUP_GOAL_MS)}${wasSplit((l) => `${l.startup.activeMs} ms`)}`,
    `Bundle, one module: ${kib(measuredBundle.raw)} raw, ${kib(measuredBundle.gzip)} gzipped, goal ≤ ${kib(BUNDLE_GOAL_GZIP)}: ${verdict(measuredBundle.gzip <= BUNDLE_GOAL_GZIP)}${was((l) => `${kib(l.bundle.raw)} / ${kib(l.bundle.gzip)}`)}`,
    `Bundle, split: ${split.bundle.modules} modules, ${kib(split.bundle.raw)} raw, ${kib(split.bundle.gzip)} gzipped in all; the main module ${kib(split.bundle.main.raw)} (${kib(split.bundle.main.gzip)} gzipped), with the chunks it imports statically ${kib(split.bundle.atStartup.raw)} (${kib(split.bundle.atStartup.gzip)} gzipped), goal ≤ ${kib(BUNDLE_GOAL_GZIP)}: ${verdict(split.bundle.atStartup.gzip <= BUNDLE_GOAL_GZIP)}${wasSplit((l) => `${kib(l.bundle.atStartup.gzip)} gzipped at start-up`)}`,
  ];
  return { bundle: measuredBundle, startup, split: { bundle: split.bundle, startup: splitStartup }, lines };
}
