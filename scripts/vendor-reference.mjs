#!/usr/bin/env node
/**
 * Vendors the HTML API reference's renderer: the standalone browser build of Scalar's API reference
 * (`@scalar/api-reference`, MIT), one self-contained file served as a Workers static asset from
 * `public/` (wrangler.toml → [assets]). It never enters the Worker bundle, and `wrangler dev` serves
 * it offline.
 *
 *   npm run vendor:reference                         fetch the pinned version again (integrity checked)
 *   npm run vendor:reference -- --version 1.73.0     move to another version (pins its integrity)
 *
 * Why vendored rather than a devDependency: the package pulls in ~185 packages (~290 MB) for a
 * single file the Worker serves as is. `npm pack` fetches the package alone from the npm registry;
 * the tarball's SHA-512 must match the pinned integrity (or, with --version, the registry's), so
 * the committed file is exactly the published one. The pin lives in src/reference/vendored.json,
 * which the reference page reads to name the file.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseOptions, runCli, UsageError } from '../tooling/cli.mjs';
import { PROJECT_ROOT } from '../tooling/wrangler.mjs';

const PACKAGE = '@scalar/api-reference';
const FILE_IN_PACKAGE = 'package/dist/browser/standalone.js';
const MANIFEST = path.join(PROJECT_ROOT, 'src', 'reference', 'vendored.json');
const PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');
const ASSET_DIR = 'assets/scalar';

const USAGE = `Usage: npm run vendor:reference [-- --version <version>]

  Writes public/${ASSET_DIR}/api-reference-<version>.js from ${PACKAGE} on npm and pins it in
  src/reference/vendored.json. Without --version: the pinned version, checked against its integrity.`;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed: ${(result.stderr || result.stdout || '').trim()}`);
  }
  return result.stdout;
}

async function main() {
  const { values, positionals } = parseOptions(process.argv.slice(2), {
    version: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length > 0) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  const pinned = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const version = values.version ?? pinned.version;
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new UsageError(`Not a version: ${version}`);
  const expected =
    values.version === undefined || values.version === pinned.version
      ? pinned.integrity
      : run('npm', ['view', `${PACKAGE}@${version}`, 'dist.integrity']).trim();

  const dir = mkdtempSync(path.join(tmpdir(), 'vendor-reference-'));
  try {
    console.log(`Fetching ${PACKAGE}@${version} from the npm registry…`);
    run('npm', ['pack', `${PACKAGE}@${version}`, '--pack-destination', dir, '--silent']);
    const tarball = path.join(
      dir,
      readdirSync(dir).find((name) => name.endsWith('.tgz')),
    );
    const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
    if (integrity !== expected) {
      throw new Error(`${PACKAGE}@${version}: integrity ${integrity}, expected ${expected}.`);
    }
    run('tar', ['-xzf', tarball, '-C', dir, FILE_IN_PACKAGE]);

    const file = `${ASSET_DIR}/api-reference-${version}.js`;
    const target = path.join(PUBLIC_DIR, file);
    rmSync(path.join(PUBLIC_DIR, ASSET_DIR), { recursive: true, force: true });
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(path.join(dir, FILE_IN_PACKAGE)));
    const manifest = { package: PACKAGE, version, license: 'MIT', integrity, path: `/${file}` };
    writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
    console.log(`Wrote public/${file} and src/reference/vendored.json (${PACKAGE}@${version}).`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

runCli(main, USAGE);
