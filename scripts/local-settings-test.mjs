#!/usr/bin/env node
/**
 * The tests never read a developer's local settings: run with hostile ones in place, they still pass.
 *
 *   npm run test:local-settings        (node scripts/local-settings-test.mjs [--keep])
 *
 * In a copy of the repository (./lib/repo-copy.mjs: the developer's own files are neither read nor
 * touched), it writes settings that change everything the Worker reads (another language, zone, site
 * URL, webhooks to loopback hosts, required preconditions, a tiny series horizon and quota, another
 * webhook key, one variable more), first as `.dev.vars` and `.dev.vars.test`, then as `.env`,
 * `.env.local`, `.env.test` and `.env.test.local` (wrangler reads the `.env` files only when there is no
 * `.dev.vars`). Each time it checks that wrangler itself reads them there (so they would reach a runtime
 * started from wrangler.toml), then runs the test files that depend on those settings. Prints one line
 * per check and `local settings: N passed, N failed`.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseOptions, runCli } from '../tooling/cli.mjs';
import { PROJECT_ROOT } from '../tooling/wrangler.mjs';
import { checkList, expect } from './lib/checks.mjs';
import { copyRepository } from './lib/repo-copy.mjs';

const USAGE = `Usage: node scripts/local-settings-test.mjs [--keep]

  --keep   keep the copy of the repository (under .scratch/)`;

/** Every variable and secret of src/env.ts's TEXT_BINDINGS set against the tests, and one more. */
const HOSTILE = {
  DEFAULT_LANGUAGE: 'en',
  SITE_TIMEZONE: 'America/New_York',
  PUBLIC_SITE_URL: 'https://hostile.example',
  TRUST_EDGE_HEADERS: 'false',
  REQUIRE_PRECONDITION: 'true',
  WEBHOOK_LOCAL_DEVELOPMENT: 'true',
  SERIES_HORIZON_MONTHS: '2',
  SERIES_OCCURRENCES_PER_HOUR: '3',
  WEBHOOK_SECRET_KEY: 'hostile-webhook-secret-key',
  ACCESS_TEAM_DOMAIN: 'hostile.cloudflareaccess.com',
  ACCESS_AUD: 'hostile-aud',
  BENCH_D1_DELAY_MS: '500',
  HOSTILE_EXTRA: '1',
};

/** The files of the tests that depend on those settings, with test/unit/pinned-settings.test.ts first. */
const TEST_FILES = [
  'test/unit/pinned-settings.test.ts',
  'test/http/webhooks.test.ts',
  'test/http/webhook-ssrf.test.ts',
  'test/http/pages.test.ts',
  'test/http/languages.test.ts',
  'test/http/preconditions.test.ts',
  'test/http/series-quota.test.ts',
  'test/http/series-doc.test.ts',
  'test/http/access-sign-in.test.ts',
];

const ROUNDS = [
  { name: '.dev.vars', files: ['.dev.vars', '.dev.vars.test'] },
  { name: '.env', files: ['.env', '.env.local', '.env.test', '.env.test.local'] },
];

const log = (line) => process.stdout.write(`${line}\n`);
const dotenv = (vars) =>
  `${Object.entries(vars)
    .map(([k, v]) => `${k}=${v}`)
    .join('\n')}\n`;

/** Runs `command args` in `cwd`; resolves with its exit code and output. */
function run(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, FORCE_COLOR: '0', WRANGLER_SEND_METRICS: 'false' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** What wrangler makes of wrangler.toml in `dir`: the variables it would give a runtime, as JSON. */
const WRANGLER_VARS = `
  const { unstable_getMiniflareWorkerOptions } = await import('wrangler');
  const { workerOptions } = unstable_getMiniflareWorkerOptions('wrangler.toml');
  console.log(JSON.stringify(workerOptions.bindings));
`;

async function main() {
  const { values } = parseOptions(process.argv.slice(2), { keep: { type: 'boolean' } });
  const { check, totals } = checkList(log);
  const scratch = path.join(PROJECT_ROOT, '.scratch');
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, 'local-settings-'));
  try {
    copyRepository(dir);
    log(`A copy of the repository in ${path.relative(PROJECT_ROOT, dir)}`);
    for (const round of ROUNDS) {
      for (const file of ROUNDS.flatMap((r) => r.files)) rmSync(path.join(dir, file), { force: true });
      for (const file of round.files) writeFileSync(path.join(dir, file), dotenv(HOSTILE));
      await check(`${round.name}: wrangler reads the hostile settings there`, async () => {
        const node = path.join(dir, 'node_modules', '.bin', 'node'); // Node 22, as wrangler needs
        const { code, output } = await run(node, ['--input-type=module', '-e', WRANGLER_VARS], dir);
        expect(code === 0, `reading the config failed: ${output.slice(-500)}`);
        const bindings = JSON.parse(output.trim().split('\n').at(-1));
        for (const [name, value] of Object.entries(HOSTILE)) {
          expect(
            bindings[name] === value,
            `${name} is ${JSON.stringify(bindings[name])}, not the hostile value`,
          );
        }
        return round.files.join(', ');
      });
      await check(`${round.name}: the tests pass with them in place`, async () => {
        const { code, output } = await run('npx', ['vitest', 'run', '--reporter=dot', ...TEST_FILES], dir);
        const summary = output.split('\n').filter((line) => /^\s*(Test Files|Tests)\s/.test(line));
        expect(code === 0, `vitest exited ${code}:\n${output.slice(-3000)}`);
        return summary.map((line) => line.trim().replace(/\s+/g, ' ')).join('; ');
      });
    }
  } finally {
    if (values.keep) log(`Kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
  const { passed, failed } = totals();
  log(`local settings: ${passed} passed, ${failed} failed`);
  if (failed > 0) process.exitCode = 1;
}

if (import.meta.url === new URL(`file://${process.argv[1]}`).href) runCli(main, USAGE);
