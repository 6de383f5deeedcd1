/**
 * The browser test's own installer waits for apt's locks (scripts/lib/apt.mjs): another install holding
 * them made `npm run test:browser` fail at once. Run as root where apt-get and python3 are (python holds
 * the locks as apt does, with fcntl; Node has no fcntl).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptGet } from './apt.mjs';
import { expect } from './checks.mjs';

const HOLD_SECONDS = 3;
const HOLD_LOCKS = `
import fcntl, os, sys, time
fds = []
for p in sys.argv[2:]:
    fd = os.open(p, os.O_RDWR | os.O_CREAT, 0o640)
    fcntl.lockf(fd, fcntl.LOCK_EX)
    fds.append(fd)
print("held", flush=True)
time.sleep(float(sys.argv[1]))
`;

/** Holds `paths` with fcntl locks for HOLD_SECONDS; resolves once they are held. */
function holdLocks(paths) {
  const child = spawn('python3', ['-c', HOLD_LOCKS, String(HOLD_SECONDS), ...paths], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout.once('data', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`python3 could not hold the locks (exit ${code})`)));
  });
}

const canRun = () =>
  process.getuid?.() === 0 &&
  existsSync('/var/lib/dpkg/lock-frontend') &&
  spawnSync('python3', ['--version']).status === 0 &&
  spawnSync('apt-get', ['--version']).status === 0;

export async function aptLockChecks(check, chromiumPackage) {
  if (!canRun()) return;
  await check('apt-get install waits while another install holds dpkg’s lock', async () => {
    const holder = await holdLocks(['/var/lib/dpkg/lock-frontend', '/var/lib/dpkg/lock']);
    const started = Date.now();
    // Chromium is installed by now: the install changes nothing, but needs the lock all the same.
    const run = aptGet(['install', '-y', '--no-install-recommends', chromiumPackage], { timeoutMs: 60_000 });
    holder.kill();
    expect(run.status === 0, `apt-get install exited with ${run.status ?? run.signal}`);
    return `waited ${((Date.now() - started) / 1000).toFixed(1)} s`;
  });
  await check('apt-get update is tried again while its lists lock is held', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'apt-lock-'));
    const held = path.join(dir, 'held');
    writeFileSync(held, '');
    // apt-get update's own message while another update runs; the lock goes after HOLD_SECONDS.
    const fakeUpdate = `test -e '${held}' && { echo 'E: Could not get lock /var/lib/apt/lists/lock. It is held by process 1 (apt-get)' >&2; exit 100; }; exit 0`;
    const release = spawn('sh', ['-c', `sleep ${HOLD_SECONDS}; rm -f '${held}'`], { stdio: 'ignore' });
    try {
      const run = aptGet(['-c', fakeUpdate], { timeoutMs: 30_000, command: 'sh' });
      expect(run.status === 0, `the update exited with ${run.status ?? run.signal}`);
      expect(run.waitedMs >= 2_000, `it did not wait (${run.waitedMs} ms)`);
      return `waited ${(run.waitedMs / 1000).toFixed(0)} s`;
    } finally {
      release.kill();
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
