/**
 * Runs `wrangler d1 execute` for the scripts. Wrangler needs Node ≥ 22 while the system node may be
 * older, so it is started with the project's own node (node_modules/.bin/node, from the `node`
 * devDependency) when there is one, else through npx.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATABASE_BINDING = 'DB';

function wranglerCommand() {
  const bin = path.join(PROJECT_ROOT, 'node_modules', '.bin');
  const node = path.join(bin, 'node');
  const wranglerJs = path.join(PROJECT_ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  if (existsSync(wranglerJs)) {
    const nodeMajor = Number(process.versions.node.split('.')[0]);
    return {
      command: existsSync(node) ? node : nodeMajor >= 22 ? process.execPath : 'node',
      args: [wranglerJs],
    };
  }
  return { command: 'npx', args: ['--no-install', 'wrangler'] };
}

/** Runs wrangler with `args`; resolves with { code, stdout, stderr }. */
export function runWrangler(args, { inherit = false } = {}) {
  const { command, args: prefix } = wranglerCommand();
  const bin = path.join(PROJECT_ROOT, 'node_modules', '.bin');
  const env = {
    ...process.env,
    PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
    WRANGLER_SEND_METRICS: process.env.WRANGLER_SEND_METRICS ?? 'false',
  };
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...prefix, ...args], {
      cwd: PROJECT_ROOT,
      env,
      stdio: inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (err) => reject(new Error(`Could not start wrangler (${command}): ${err.message}`)));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export class D1Error extends Error {}

/** Parses `--json` output: an array of { results, success, meta }, or { error: { text } }. */
function parseJsonOutput(stdout) {
  const text = stdout.trim();
  const start = text.search(/^[[{]/m);
  if (start === -1) return null;
  try {
    return JSON.parse(text.slice(start));
  } catch {
    return null;
  }
}

/** `--remote`, or `--local` with an optional `--persist-to` folder (default: wrangler's .wrangler/state). */
export const targetArgs = (remote, persistTo) =>
  remote ? ['--remote', '--yes'] : ['--local', ...(persistTo ? ['--persist-to', persistTo] : [])];

async function execute(sourceArgs, { remote = false, persistTo } = {}) {
  const { code, stdout, stderr } = await runWrangler([
    'd1',
    'execute',
    DATABASE_BINDING,
    ...targetArgs(remote, persistTo),
    ...sourceArgs,
    '--json',
  ]);
  const parsed = parseJsonOutput(stdout);
  if (code !== 0 || !Array.isArray(parsed)) {
    const message =
      parsed?.error?.text ??
      parsed?.error?.message ??
      (stderr.trim() || stdout.trim() || `wrangler exited with code ${code}`);
    throw new D1Error(message);
  }
  return parsed.map((result) => result.results ?? []);
}

/** Runs one or more `;`-separated statements; returns the rows of each statement. */
export const d1Command = (sql, options) => execute(['--command', sql], options);

/** Runs a .sql file; returns the rows of each statement. */
export const d1File = (file, options) => execute(['--file', file], options);

/** A hint for the usual cause of a D1 error, or ''. */
export function d1Hint(error) {
  if (/no such table/i.test(error.message)) {
    return 'The database has no tables yet: run `npm run db:migrate` (or `npm run db:migrate:remote`) first.';
  }
  return '';
}
