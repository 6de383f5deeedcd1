/**
 * `wrangler dev` on a free port of 127.0.0.1 over a local database, for the end-to-end run's reads
 * through our API. Two `wrangler dev` starting at the same moment on the machine can both pick the same
 * "free" port for one of workerd's sockets, and one then exits (docs field notes): a start that exits
 * before answering is tried again on other ports.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { PROJECT_ROOT } from '../../tooling/wrangler.mjs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Stops the process group `child` leads (wrangler and the workerd it started). */
async function stopGroup(child: ChildProcess, exited: () => boolean) {
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    if (exited()) return;
    try {
      process.kill(-child.pid!, signal);
    } catch {
      return;
    }
    for (let i = 0; i < 50 && !exited(); i++) await sleep(100);
  }
}

export interface DevServer {
  origin: string;
  stop(): Promise<void>;
}

async function startOnce(persistTo: string, logFile: string, timeoutMs: number): Promise<DevServer | null> {
  const port = await freePort();
  const inspectorPort = await freePort();
  const wrangler = path.join(PROJECT_ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
  const child = spawn(
    process.execPath,
    [
      wrangler,
      ...['dev', '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort)],
      ...['--persist-to', persistTo, '--show-interactive-dev-session=false'],
    ],
    {
      cwd: PROJECT_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', FORCE_COLOR: '0' },
    },
  );
  const log = createWriteStream(logFile, { flags: 'a' });
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  let done = false;
  child.on('exit', () => {
    done = true;
  });
  const stop = () => stopGroup(child, () => done);
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (done) return null;
    try {
      const res = await fetch(`${origin}/site/events/v1`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.ok) return { origin, stop };
    } catch {}
    await sleep(250);
  }
  await stop();
  throw new Error(`wrangler dev did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
}

export async function startDev({
  persistTo,
  logFile,
  timeoutMs = 120_000,
}: {
  persistTo: string;
  logFile: string;
  timeoutMs?: number;
}): Promise<DevServer> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const server = await startOnce(persistTo, logFile, timeoutMs);
    if (server) return server;
    await sleep(1000 * attempt);
  }
  throw new Error(`wrangler dev exited before answering, three times; see ${logFile}`);
}
