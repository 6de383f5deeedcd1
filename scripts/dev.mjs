#!/usr/bin/env node
/**
 * `wrangler dev` for `npm start` and `npm run dev`, on the port you choose:
 *
 *   npm run dev                     http://127.0.0.1:8787
 *   PORT=8788 npm run dev           the port from the environment (HOST chooses the address)
 *   npm run dev -- --port 8788      the port from the command line (wins over PORT)
 *   npm start                       node scripts/dev.mjs --setup: first migrations and sample data
 *
 * The port is checked first: a port already taken is said at once (which one, and how to choose
 * another), before `--setup` migrates and seeds. Any other argument goes to `wrangler dev` unchanged. The scheduled publisher runs by hand with
 * `curl "http://127.0.0.1:8787/cdn-cgi/handler/scheduled?cron=*+*+*+*+*"`; `--test-scheduled` is on so
 * the older `/__scheduled` works too. Once the server answers, it says where the editors' app is and how
 * to get a password for `admin` (scripts/lib/app-banner.mjs).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DATABASE_BINDING, PROJECT_ROOT, runWrangler } from '../tooling/wrangler.mjs';
import { browserOrigin, editorsAppMessage } from './lib/app-banner.mjs';
import { adminAccount, isEmptyDatabase } from './lib/first-password.mjs';
import { listenAddress, portProblem, portTakenMessage } from './lib/port.mjs';

const DEFAULT_PORT = '8787';
const DEFAULT_HOST = '127.0.0.1';

/** The wrangler arguments for `args` and `env`: a port and an address always, each given once. */
export function devArguments(args, env = process.env) {
  const given = (name) => args.some((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  const port = env.PORT?.trim() || DEFAULT_PORT;
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
    throw new Error(`PORT must be a port number (1-65535), not ${JSON.stringify(env.PORT)}.`);
  }
  return [
    'dev',
    ...(given('ip') ? [] : ['--ip', env.HOST?.trim() || DEFAULT_HOST]),
    ...(given('port') ? [] : ['--port', port]),
    ...(given('test-scheduled') ? [] : ['--test-scheduled']),
    ...args,
  ];
}

/**
 * `npm start`'s setup, once the port is known to be free: the migrations (said in one line: wrangler
 * prints a table per migration off a terminal), then the sample data (once). On a fresh database, admin's
 * first password. Resolves with admin's account (first-password.mjs), said beside the app's address.
 */
async function setUp() {
  const migrate = await runWrangler(['d1', 'migrations', 'apply', DATABASE_BINDING, '--local']);
  if (migrate.code !== 0) {
    process.stderr.write(`${migrate.stdout}${migrate.stderr}`);
    throw new Error(`wrangler d1 migrations apply exited with ${migrate.code}.`);
  }
  console.log(migrationsSummary(migrate.stdout));
  const fresh = await isEmptyDatabase();
  const seed = spawnSync(process.execPath, [path.join(PROJECT_ROOT, 'scripts', 'seed.mjs')], {
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error(`Seeding failed (exit ${seed.status ?? seed.signal}).`);
  return adminAccount({ give: fresh });
}

/** One line for wrangler's account of the migrations it applied. */
export function migrationsSummary(output) {
  const applied = output.match(/About to apply (\d+) migration/)?.[1];
  if (applied)
    return `Database: ${applied} migration${applied === '1' ? '' : 's'} applied (local, .wrangler/state).`;
  return 'Database: up to date (local, .wrangler/state).';
}

async function main() {
  const given = process.argv.slice(2);
  const setup = given.includes('--setup');
  let args;
  try {
    args = devArguments(given.filter((arg) => arg !== '--setup'));
  } catch (err) {
    console.error(`Error: ${err.message}`);
    process.exit(2);
  }
  const address = listenAddress(args);
  const problem = await portProblem(address);
  if (problem) {
    console.error(`Error: ${portTakenMessage(address, problem)}`);
    process.exit(1);
  }
  let admin;
  if (setup) {
    try {
      admin = await setUp();
    } catch (err) {
      console.error(`Error: ${err.message}`);
      process.exit(1);
    }
  }
  const bin = path.join(PROJECT_ROOT, 'node_modules', '.bin');
  const node = path.join(bin, 'node');
  const wranglerJs = path.join(PROJECT_ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  if (!existsSync(wranglerJs)) {
    console.error('Error: wrangler is not installed: run `npm install` first.');
    process.exit(1);
  }
  const child = spawn(existsSync(node) ? node : process.execPath, [wranglerJs, ...args], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
      WRANGLER_SEND_METRICS: process.env.WRANGLER_SEND_METRICS ?? 'false',
    },
  });
  // Ctrl-C reaches wrangler through the terminal; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  announceWhenReady(address, child, admin);
}

/**
 * Waits (up to 3 minutes) for the server to answer, then says where the editors' app is. The first answer
 * of a new isolate loads the app's code: on a busy machine it can take more than a few seconds.
 */
async function announceWhenReady(address, child, admin) {
  const origin = browserOrigin(address);
  const until = Date.now() + 180_000;
  while (Date.now() < until && child.exitCode === null) {
    try {
      const res = await fetch(`${origin}/admin/sign-in`, { signal: AbortSignal.timeout(30_000) });
      await res.arrayBuffer();
      console.log(editorsAppMessage(address, admin));
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
