/**
 * Start-up and weight (`npm run bench -- --startup`, and beside every run of the cases): the Worker's bundle
 * (raw and gzipped) and its local start-up CPU (`wrangler check startup`), beside the last figures recorded
 * in bench/results and the goals of docs/performance.md#start-up.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './bench-report.mjs';
import { bundleSize, startupCpu } from './bench-server.mjs';

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
        return { file: name, startup: result.startup, bundle: result.bundle };
    } catch {
      // Not a result file.
    }
  }
  return null;
}

export async function measureStartup(cwd, workDir, { bundle = null, runs = 5 } = {}) {
  const measuredBundle = bundle ?? (await bundleSize(cwd, path.join(workDir, 'bundle')));
  const startup = await startupCpu(cwd, path.join(workDir, 'startup'), runs);
  const last = lastStartup();
  const was = (text) => (last ? `  (was ${text(last)} in bench/results/${last.file})` : '');
  const lines = [
    `Start-up (wrangler check startup, median of ${startup.runs}): ${startup.activeMs} ms of active CPU (${startup.minMs}–${startup.maxMs}; GC ${startup.gcMs} ms), goal ≤ ${STARTUP_GOAL_MS} ms: ${startup.activeMs <= STARTUP_GOAL_MS ? 'PASS' : 'OVER'}${was((l) => `${l.startup.activeMs} ms`)}`,
    `Bundle: ${kib(measuredBundle.raw)} raw, ${kib(measuredBundle.gzip)} gzipped, goal ≤ ${kib(BUNDLE_GOAL_GZIP)}: ${measuredBundle.gzip <= BUNDLE_GOAL_GZIP ? 'PASS' : 'OVER'}${was((l) => `${kib(l.bundle.raw)} / ${kib(l.bundle.gzip)}`)}`,
  ];
  return { bundle: measuredBundle, startup, lines };
}
