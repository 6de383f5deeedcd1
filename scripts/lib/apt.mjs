/**
 * apt-get that waits its turn. Another install (unattended upgrades, a second script, a developer's own
 * `apt-get install`) holds dpkg's lock for minutes; apt-get fails at once by default. `install` waits for
 * dpkg's lock through apt's own DPkg::Lock::Timeout; `update` ignores that option for its lists lock
 * (apt 2.6), so it is tried again while apt says the lock is held.
 */
import { spawnSync } from 'node:child_process';

const LOCK_HELD = /Could not get lock|Unable to (acquire|lock)/;
const RETRY_MS = 2_000;

/**
 * Runs `apt-get ARGS` within `timeoutMs` in all (waiting for locks included), its output shown as it comes
 * except stderr, which is kept to tell a held lock from a failure (and printed when it is not a lock).
 * Returns `{ status, signal, waitedMs }`. `command` is for tests of the waiting itself.
 */
export function aptGet(args, { timeoutMs, command = 'apt-get', log = () => {} }) {
  const started = Date.now();
  const lockSeconds = Math.max(1, Math.floor(timeoutMs / 1000));
  const fullArgs = command === 'apt-get' ? ['-o', `DPkg::Lock::Timeout=${lockSeconds}`, ...args] : args;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let waitedMs = 0;
  for (;;) {
    const left = timeoutMs - (Date.now() - started);
    const run = spawnSync(command, fullArgs, {
      stdio: ['ignore', 'inherit', 'pipe'],
      env,
      timeout: Math.max(1, left),
      encoding: 'utf8',
    });
    const stderr = run.stderr ?? '';
    const locked = run.status !== 0 && LOCK_HELD.test(stderr);
    if (!locked || Date.now() - started + RETRY_MS > timeoutMs) {
      if (stderr) process.stderr.write(stderr);
      return { status: run.status, signal: run.signal, waitedMs };
    }
    if (waitedMs === 0)
      log(`apt's lock is held by another process: waiting for it (at most ${lockSeconds} s)…`);
    sleepSync(RETRY_MS);
    waitedMs += RETRY_MS;
  }
}

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
