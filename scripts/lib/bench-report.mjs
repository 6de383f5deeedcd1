/**
 * The bench's targets, table and result files (bench/results/<timestamp>-<size>.json).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../tooling/wrangler.mjs';

export const RESULTS_DIR = path.join(PROJECT_ROOT, 'bench', 'results');

/** The issue's targets. */
export const TARGETS = {
  hitListRatio: 0.85,
  missEventsRatio10k: 0.5,
  p50Growth100k: 1.5,
};

export function machine() {
  let cpu = 'unknown';
  try {
    cpu = /^model name\s*:\s*(.*)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpu;
  } catch {}
  let memory = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`;
  try {
    memory = execFileSync('free', ['-h'], { encoding: 'utf8' }).trim();
  } catch {}
  return {
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    cpu,
    memory,
    loadavg: os.loadavg().map((n) => Number(n.toFixed(2))),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
}

/** The newest result file of `size` (preferring one measured with the same duration), or null. */
export function latestResult(size, { duration, exclude } = {}) {
  if (!existsSync(RESULTS_DIR)) return null;
  const files = readdirSync(RESULTS_DIR)
    .filter((name) => name.endsWith(`-${size}.json`) && !name.includes('-series-') && name !== exclude)
    .sort();
  const parsed = files
    .map((name) => {
      try {
        return { file: name, result: JSON.parse(readFileSync(path.join(RESULTS_DIR, name), 'utf8')) };
      } catch {
        return null;
      }
    })
    // Only runs of the cases (not soaks, --cpu or --mixed runs).
    .filter((p) => Array.isArray(p?.result.cases));
  const sameDuration = parsed.filter((p) => p.result.duration === duration);
  return (sameDuration.length > 0 ? sameDuration : parsed).at(-1) ?? null;
}

/** The trivial route's req/s over the whole run: the mean of its runs at the start and at the end. */
export function trivialRps(cases) {
  const runs = cases.filter((c) => c.name.startsWith('trivial'));
  return runs.length > 0 ? runs.reduce((sum, c) => sum + c.rps, 0) / runs.length : null;
}

/**
 * Adds `ratio` and `targets` ([{ name, pass }]) to every case. The ratio is the case's req/s over the
 * trivial route's measured interleaved with it (`baselineRps`), else over the whole run's.
 */
export function evaluate(cases, { size, baseline10k, series = false }) {
  const trivial = trivialRps(cases);
  const base = baseline10k ? new Map(baseline10k.result.cases.map((c) => [c.name, c])) : null;
  for (const c of cases) {
    const reference = c.baselineRps ?? trivial;
    c.ratio = reference ? c.rps / reference : null;
    c.targets = [{ name: 'errors = 0', pass: c.errors === 0 }];
    if (c.cache === 'HIT' && c.list) {
      c.targets.push({
        name: `≥ ${TARGETS.hitListRatio * 100}% trivial`,
        pass: c.ratio !== null && c.ratio >= TARGETS.hitListRatio,
      });
    }
    const before = base?.get(c.name);
    c.p50VersusTenK = before && before.p50 > 0 && size === '100k' ? c.p50 / before.p50 : null;
    // The same comparison with each run's own background load taken out: req/s over the trivial route's.
    c.ratioVersusTenK = before?.ratio && c.ratio !== null && size === '100k' ? c.ratio / before.ratio : null;
    if (c.primary && size === '10k') {
      c.targets.push({
        name: `≥ ${TARGETS.missEventsRatio10k * 100}% trivial`,
        pass: c.ratio !== null && c.ratio >= TARGETS.missEventsRatio10k,
      });
    }
    if ((c.primary || (series && c.scaled)) && size === '100k') {
      c.targets.push({
        name: `p50 ≤ ${TARGETS.p50Growth100k}× 10k`,
        pass: c.p50VersusTenK === null ? null : c.p50VersusTenK <= TARGETS.p50Growth100k,
      });
    }
    // A case measured against another of the same run (`versus`: its name and the most its p50 may be).
    if (c.versus) {
      const other = cases.find((o) => o.name === c.versus.name);
      c.targets.push({
        name: `p50 ≤ ${c.versus.p50}× ${c.versus.name}`,
        pass: other && other.p50 > 0 ? c.p50 <= c.versus.p50 * other.p50 : null,
      });
    }
    c.pass = c.targets.every((t) => t.pass !== false);
  }
  return cases;
}

const fmt = (n, digits = 1) => (n === null || n === undefined ? '–' : n.toFixed(digits));
const verdict = (pass) => (pass === null ? 'n/a' : pass ? 'PASS' : 'FAIL');

/** The result table as text. */
export function table(cases) {
  const header = [
    'case',
    'cache',
    'req/s',
    'p50 ms',
    'p99 ms',
    'errors',
    '× trivial',
    'p50 ÷ 10k',
    '× trivial ÷ 10k',
    'targets',
    '',
  ];
  const rows = cases.map((c) => [
    `${c.label}`,
    c.cache,
    fmt(c.rps, 0),
    fmt(c.p50, 1),
    fmt(c.p99, 1),
    String(c.errors),
    c.ratio === null ? '–' : `${(c.ratio * 100).toFixed(0)}%`,
    c.p50VersusTenK === null ? '–' : `${c.p50VersusTenK.toFixed(2)}×`,
    c.ratioVersusTenK == null ? '–' : `${c.ratioVersusTenK.toFixed(2)}×`,
    c.targets.map((t) => `${t.name}: ${verdict(t.pass)}`).join('; '),
    c.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8]);
  const line = (cells) =>
    `| ${cells.map((cell, i) => (numeric.has(i) ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric.has(i) ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** `2026-11-25T23-10-05Z`: sortable, and a valid file name everywhere. */
export const timestamp = (date = new Date()) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

export function writeResult(result, stamp) {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${stamp}-${result.size}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
