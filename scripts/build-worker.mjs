#!/usr/bin/env node
/**
 * The Worker as several modules (docs/performance.md#start-up): wrangler bundles src/index.ts into one
 * module, so what is loaded on first use by `import()` (the editors' app, the passkey library, /doc's
 * builder…) is still uploaded in it and compiled by every new isolate. This builds it with esbuild's code
 * splitting into dist/worker/ (index.js, the module the Worker starts from, and the chunks it imports,
 * statically or on first use) and writes wrangler.deploy.toml, wrangler.toml with those modules uploaded as
 * they are (`no_bundle`, `find_additional_modules`). `npm run deploy` runs it first; `npm start`, `npm test`
 * and `wrangler dev` keep wrangler.toml and src/index.ts.
 *
 *   npm run build:worker                 build dist/worker/ and wrangler.deploy.toml
 *   node scripts/build-worker.mjs --check   build in a temporary folder, write nothing; fail if the main
 *                                           module or a chunk it imports statically holds a part that is
 *                                           loaded on first use (an `import()` of src, the passkey library):
 *                                           `npm run lint` runs it
 *   node scripts/build-worker.mjs --check --sizes   and print what the start-up's modules are made of: the
 *                                           parts (src's folders, packages) and files with most bytes in them
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOptions, runCli, UsageError } from '../tooling/cli.mjs';
import { PROJECT_ROOT } from '../tooling/wrangler.mjs';
import { buildWorker, deployConfig } from './lib/worker-build.mjs';

const USAGE = `Usage: node scripts/build-worker.mjs [--out dist/worker] [--config wrangler.deploy.toml] [--check [--sizes [--top 30]]]

  Builds src/index.ts into split ES modules in --out and writes --config (wrangler.toml uploading them).
  --check   write nothing; exit 1 if the start-up's modules hold a part loaded on first use
  --sizes   print the parts (src's folders, packages) and files with the most bytes (minified) in the
            start-up's modules, --top of each`;

const kib = (n) => `${(n / 1024).toFixed(0)} KiB`;

function printSizes({ parts, files }, top) {
  const total = parts.reduce((sum, p) => sum + p.bytes, 0);
  const row = ({ name, bytes }) =>
    `  ${kib(bytes).padStart(8)} ${((100 * bytes) / total).toFixed(1).padStart(5)}%  ${name}`;
  console.log(`The start-up's modules, ${kib(total)} minified, by part:`);
  for (const part of parts.slice(0, top)) console.log(row(part));
  console.log('By file:');
  for (const file of files.slice(0, top)) console.log(row(file));
}

async function check(sizes, top) {
  const outdir = mkdtempSync(path.join(tmpdir(), 'build-worker-'));
  try {
    const { modules, leaks, startupInputs } = await buildWorker(PROJECT_ROOT, outdir);
    if (sizes) printSizes(startupInputs, top);
    if (leaks.lazyEntries.length === 0)
      throw new Error('build-worker: the build has no module loaded on first use');
    if (leaks.leaks.length > 0)
      throw new Error(
        `build-worker: the start-up's modules hold parts that are loaded on first use (imported statically somewhere?):\n  ${leaks.leaks.join('\n  ')}`,
      );
    const main = modules.find((m) => m.main);
    console.log(
      `build-worker: ${leaks.lazyEntries.length} parts loaded on first use, none in the start-up's modules (${kib(main.startup.gzip)} gzipped)`,
    );
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

async function main() {
  const { values, positionals } = parseOptions(process.argv.slice(2), {
    out: { type: 'string', default: 'dist/worker' },
    config: { type: 'string', default: 'wrangler.deploy.toml' },
    check: { type: 'boolean', default: false },
    sizes: { type: 'boolean', default: false },
    top: { type: 'string', default: '30' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  if (values.sizes && !values.check) throw new UsageError('--sizes goes with --check');
  if (values.check) return check(values.sizes, Number(values.top));
  const outdir = path.resolve(PROJECT_ROOT, values.out);
  const configFile = path.resolve(PROJECT_ROOT, values.config);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  const { modules } = await buildWorker(PROJECT_ROOT, outdir);
  const source = readFileSync(path.join(PROJECT_ROOT, 'wrangler.toml'), 'utf8');
  writeFileSync(configFile, deployConfig(source, path.relative(path.dirname(configFile), outdir)));
  const main = modules.find((m) => m.main);
  const total = modules.reduce((sum, m) => ({ raw: sum.raw + m.raw, gzip: sum.gzip + m.gzip }), {
    raw: 0,
    gzip: 0,
  });
  console.log(
    `build-worker: ${modules.length} modules in ${path.relative(PROJECT_ROOT, outdir)}, ${kib(total.raw)} (${kib(total.gzip)} gzipped); the main module ${kib(main.raw)} (${kib(main.gzip)} gzipped), with what it imports statically ${kib(main.startup.raw)} (${kib(main.startup.gzip)} gzipped); ${path.relative(PROJECT_ROOT, configFile)} written`,
  );
}

runCli(main);
