/**
 * CPU time of processes, from Linux's /proc: robust to a shared machine (other work changes wall time,
 * much less the CPU a process itself spends). Used by `npm run bench -- --cpu` and `--mixed`.
 */
import { readdirSync, readFileSync } from 'node:fs';

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
};

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces). */
const statFields = (pid) => read(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ') ?? null;

/** The processes of a process group: [{ pid, args }]. */
export function processGroup(pgid) {
  const members = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const fields = statFields(name);
    // After the name: state, ppid, pgrp …
    if (!fields || Number(fields[2]) !== pgid) continue;
    const args = (read(`/proc/${name}/cmdline`) ?? '').split('\0').filter(Boolean);
    members.push({ pid: Number(name), args });
  }
  return members;
}

/**
 * The workerd process of a `wrangler dev` (process group `pgid`) that runs the Worker, with D1 and the
 * Cache API emulated beside it; the other workerd only proxies the public `port` to it.
 */
export function workerProcess(pgid, port) {
  const runtimes = processGroup(pgid).filter(({ args }) => /workerd$/.test(args[0] ?? ''));
  const workers = runtimes.filter(
    ({ args }) => !args.some((a) => a === `--socket-addr=entry=127.0.0.1:${port}`),
  );
  if (workers.length !== 1) {
    throw new Error(
      `expected one workerd running the Worker in process group ${pgid}, found ${workers.length} (of ${runtimes.length})`,
    );
  }
  return workers[0].pid;
}

/** CPU time (user + system, every thread) a process has used so far, in milliseconds (ns precision). */
export function cpuMs(pid) {
  let ns = 0;
  let threads = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const line = read(`/proc/${pid}/task/${task}/schedstat`);
    if (line === null) continue; // a thread that ended meanwhile
    ns += Number(line.split(' ')[0]);
    threads += 1;
  }
  if (threads > 0) return ns / 1e6;
  const fields = statFields(pid); // no schedstat: clock ticks (usually 10 ms)
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
