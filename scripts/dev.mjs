#!/usr/bin/env node
/**
 * `wrangler dev` for `npm start` and `npm run dev`, on the port you choose:
 *
 *   npm run dev                     http://127.0.0.1:8787
 *   PORT=8788 npm run dev           the port from the environment (HOST chooses the address)
 *   npm run dev -- --port 8788      the port from the command line (wins over PORT)
 *
 * Any other argument goes to `wrangler dev` unchanged. The scheduled publisher runs by hand with
 * `curl "http://127.0.0.1:8787/cdn-cgi/handler/scheduled?cron=*+*+*+*+*"`; `--test-scheduled` is on so
 * the older `/__scheduled` works too.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../tooling/wrangler.mjs';

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

function main() {
  let args;
  try {
    args = devArguments(process.argv.slice(2));
  } catch (err) {
    console.error(`Error: ${err.message}`);
    process.exit(2);
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
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
