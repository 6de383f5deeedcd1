/**
 * One `wrangler dev` starting at a time on this machine. Two started at the same moment can both pick
 * the same "free" port for one of workerd's sockets and one fails (`Address already in use (socket
 * "direct:1:default")`, docs/field notes); once a server answers, the next may start. The browser test
 * and the quick-start test take this lock around their server's start, so CI can run them side by side.
 *
 * The lock is a directory (mkdir is atomic) in the system's temporary folder holding the owner's pid; a
 * lock whose owner is gone, or older than `STALE_MS`, is taken over.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const LOCK = path.join(tmpdir(), 'events-calendar-wrangler-dev-start.lock');
/** Longer than any start takes (wrangler dev answers within a minute even on a busy machine). */
const STALE_MS = 3 * 60_000;
const POLL_MS = 200;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

function isStale() {
  try {
    const pid = Number(readFileSync(path.join(LOCK, 'pid'), 'utf8'));
    if (Number.isInteger(pid) && pid > 0 && !alive(pid)) return true;
    return Date.now() - statSync(LOCK).mtimeMs > STALE_MS;
  } catch {
    // Being written or removed right now: look again on the next round.
    return false;
  }
}

/**
 * Waits for the lock (at most `timeoutMs`, then goes on without it) and returns its release; `onWait`
 * is told once when someone else holds it.
 */
export async function startLock({ timeoutMs = STALE_MS, onWait = () => {} } = {}) {
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        rmSync(LOCK, { recursive: true, force: true });
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    if (isStale()) {
      rmSync(LOCK, { recursive: true, force: true });
      continue;
    }
    if (Date.now() - started > timeoutMs) return () => {};
    if (!told) {
      told = true;
      onWait();
    }
    await sleep(POLL_MS);
  }
}
