#!/usr/bin/env node
/**
 * Builds the visual editor's browser bundle (browser/rich-text/, over ProseMirror) into one minified file
 * served as a Workers static asset, `public/assets/rich-text/editor-<hash>.js` (its name carries its
 * content's hash: public/_headers caches /assets/* for a year), with the licences of what it bundles
 * beside it (`editor-<hash>.licences.txt`), and writes its path and sizes to browser/rich-text/bundle.json, which the pages read to
 * name it.
 *
 *   npm run build:rich-text                  build (after changing browser/rich-text or its packages)
 *   node scripts/build-rich-text.mjs --check  build in memory and fail unless the committed files are
 *                                            exactly that build (`npm run lint` runs it: they never drift)
 *
 * The committed file is what is served: a fresh clone runs `npm start`, `npm test` and `npm run deploy`
 * without building anything. The build is reproducible from the lock file (esbuild pinned exactly,
 * ProseMirror's packages by package-lock.json). Both modes fail when the bundle is over its budget.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { parseOptions, runCli, UsageError } from '../tooling/cli.mjs';
import { PROJECT_ROOT } from '../tooling/wrangler.mjs';

const ENTRY = path.join(PROJECT_ROOT, 'browser', 'rich-text', 'main.ts');
const MANIFEST = 'browser/rich-text/bundle.json';
const ASSET_DIR = 'assets/rich-text';
const OUT_DIR = path.join(PROJECT_ROOT, 'public', ASSET_DIR);
/** The budget (docs/performance.md): what a browser downloads (gzip) and parses (raw) on the editor's screens. */
export const BUDGET = { bytes: 280 * 1024, gzipBytes: 90 * 1024 };

const USAGE = `Usage: node scripts/build-rich-text.mjs [--check]

  Writes public/${ASSET_DIR}/editor-<hash>.js, its licences and ${MANIFEST}.
  --check   write nothing; exit 1 unless the committed files equal a fresh build`;

/** The package a bundled file belongs to (node_modules/<name> or node_modules/@scope/name), or null. */
function packageOf(input) {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
  return match ? match[1] : null;
}

function licenceText(name) {
  const dir = path.join(PROJECT_ROOT, 'node_modules', name);
  const { version, license } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const file = readdirSync(dir).find((f) => /^licen[cs]e(\.md|\.txt)?$/i.test(f));
  const text = file ? readFileSync(path.join(dir, file), 'utf8').trim() : `License: ${license}`;
  return `${name}@${version} (${license})\n\n${text}\n`;
}

/** The bundle, its licences and manifest, as files: { relative path → contents }. */
export async function buildRichText() {
  const result = await build({
    entryPoints: [ENTRY],
    absWorkingDir: PROJECT_ROOT,
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    charset: 'utf8',
    metafile: true,
    write: false,
    logLevel: 'silent',
    banner: {
      js: '/*! The editors’ visual editor (browser/rich-text), with ProseMirror (MIT): licences in the .txt of the same name */',
    },
  });
  const code = result.outputFiles[0].contents;
  const inputs = Object.keys(Object.values(result.metafile.outputs)[0].inputs);
  const packages = [...new Set(inputs.map(packageOf).filter(Boolean))].sort();
  const licences = `The visual editor's bundle (editor-*.js) holds these packages, each under its licence:\n\n${packages
    .map(licenceText)
    .join('\n---\n\n')}`;
  const hash = createHash('sha256').update(code).update(licences).digest('hex').slice(0, 12);
  const file = `${ASSET_DIR}/editor-${hash}.js`;
  const manifest = {
    path: `/${file}`,
    bytes: code.length,
    gzipBytes: gzipSync(code, { level: 9 }).length,
    packages,
  };
  return {
    manifest,
    files: {
      [`public/${file}`]: Buffer.from(code),
      [`public/${ASSET_DIR}/editor-${hash}.licences.txt`]: Buffer.from(licences),
      [MANIFEST]: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
    },
  };
}

function overBudget(manifest) {
  const over = [];
  if (manifest.bytes > BUDGET.bytes) over.push(`${manifest.bytes} bytes (budget ${BUDGET.bytes})`);
  if (manifest.gzipBytes > BUDGET.gzipBytes)
    over.push(`${manifest.gzipBytes} bytes gzipped (budget ${BUDGET.gzipBytes})`);
  return over;
}

async function main() {
  const { values, positionals } = parseOptions(process.argv.slice(2), {
    check: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  const { manifest, files } = await buildRichText();
  const over = overBudget(manifest);
  if (over.length > 0) throw new Error(`The visual editor's bundle is over its budget: ${over.join(', ')}.`);
  const size = `${(manifest.bytes / 1024).toFixed(1)} KiB, ${(manifest.gzipBytes / 1024).toFixed(1)} KiB gzipped`;
  if (values.check) {
    const expected = new Set(Object.keys(files).filter((f) => f.startsWith('public/')));
    const present = existsSync(OUT_DIR) ? readdirSync(OUT_DIR).map((f) => `public/${ASSET_DIR}/${f}`) : [];
    const stale = [
      ...Object.entries(files)
        .filter(([file, contents]) => {
          const full = path.join(PROJECT_ROOT, file);
          return !existsSync(full) || !readFileSync(full).equals(contents);
        })
        .map(([file]) => file),
      ...present.filter((file) => !expected.has(file)),
    ];
    if (stale.length > 0)
      throw new Error(
        `The visual editor's bundle is not the build of browser/rich-text and its packages (${stale.join(', ')}): run \`npm run build:rich-text\` and commit what it writes.`,
      );
    console.log(`build-rich-text: ${manifest.path} is the build of its sources (${size})`);
    return;
  }
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [file, contents] of Object.entries(files))
    writeFileSync(path.join(PROJECT_ROOT, file), contents);
  console.log(`build-rich-text: wrote public${manifest.path} (${size}) and ${MANIFEST}`);
}

runCli(main, USAGE);
