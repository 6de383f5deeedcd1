/**
 * The soak run of `npm run bench -- --soak 60s`: mixed reads and writes against `wrangler dev` on
 * 127.0.0.1 for a bounded time, by a fixed number of workers. Every write the API acknowledged is read
 * back at the end (with the editor's key, past the cache): a write that is not there, or not as
 * written, is lost. It also samples the memory (RSS) of the runtime's processes at the start and end.
 */
import { readdirSync, readFileSync } from 'node:fs';

const API = '/site/events/v1';
const LANGS = ['', '/eu', '/en', '/es', '/ca', '/gl'];

/** Resident memory (KiB) of every process in the process group `pgid` (wrangler and its workerd). */
export function groupMemory(pgid) {
  let rssKiB = 0;
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      const name = /Name:\s+(\S+)/.exec(status)?.[1] ?? '?';
      processes.push({ pid: Number(entry), name, rssKiB: rss });
      rssKiB += rss;
    } catch {
      // The process ended while we looked.
    }
  }
  return { rssKiB, processes };
}

const describe = (processes) =>
  processes.map((p) => `${p.name} (${p.pid}): ${Math.round(p.rssKiB / 1024)} MiB`);

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** One request of the mix; returns what the read-back needs to know about a write. */
async function step(origin, editorKey, created, own, counter) {
  const roll = Math.random();
  const auth = { Authorization: `Bearer ${editorKey}`, 'Content-Type': 'application/json' };
  if (roll < 0.15) {
    const n = counter.next++;
    const title = `Soak ${n} ${Date.now().toString(36)}`;
    const body = {
      title,
      start_date: '2031-06-01 10:00:00',
      end_date: '2031-06-01 12:00:00',
      cost: `${n} €`,
    };
    const res = await fetch(`${origin}${API}/events`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(body),
    });
    const json = await res.json().catch(() => null);
    if (res.status === 201 && json) {
      created.set(json.id, { title, cost: body.cost });
      own.push(json.id);
    }
    return res.status;
  }
  // A worker only updates events it created: its acknowledged writes to one event are then in order.
  if (roll < 0.25 && own.length > 0) {
    const id = pick(own);
    const cost = `${counter.next++} €`;
    const res = await fetch(`${origin}${API}/events/${id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ cost }),
    });
    await res.arrayBuffer();
    if (res.status === 200) created.set(id, { ...created.get(id), cost });
    return res.status;
  }
  const reads = [
    `${pick(LANGS)}${API}/events?page=${1 + Math.floor(Math.random() * 3)}`,
    `${pick(LANGS)}${API}/events?start_date=2031-01-01&end_date=2031-12-31&per_page=20`,
    `${API}/events?search=soak&start_date=2031-01-01&end_date=2031-12-31`,
    `${pick(LANGS)}${API}/venues`,
    `${pick(LANGS)}${API}/categories?hide_empty=false`,
  ];
  if (created.size > 0) reads.push(`${API}/events/${pick([...created.keys()])}`);
  const res = await fetch(`${origin}${pick(reads)}`);
  await res.arrayBuffer();
  return res.status;
}

export async function soak({ origin, seconds, connections, editorKey, pgid }) {
  const memoryStart = groupMemory(pgid);
  const statuses = {};
  const created = new Map();
  const counter = { next: 1 };
  let socketErrors = 0;
  const deadline = Date.now() + seconds * 1000;
  const worker = async () => {
    const own = [];
    while (Date.now() < deadline) {
      try {
        const status = await step(origin, editorKey, created, own, counter);
        statuses[status] = (statuses[status] ?? 0) + 1;
      } catch {
        socketErrors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const memoryEnd = groupMemory(pgid);

  // Every acknowledged write must be readable, as written.
  const lost = [];
  for (const [id, expected] of created) {
    const res = await fetch(`${origin}${API}/events/${id}`, {
      headers: { Authorization: `Bearer ${editorKey}` },
    });
    const event = res.status === 200 ? await res.json() : null;
    if (!event || event.title !== expected.title || event.cost !== expected.cost) {
      lost.push({ id, status: res.status, expected, got: event && { title: event.title, cost: event.cost } });
    }
  }
  const requests = Object.values(statuses).reduce((a, b) => a + b, 0);
  const serverErrors = Object.entries(statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, n]) => sum + n, 0);
  return {
    seconds,
    connections,
    requests,
    rps: requests / seconds,
    statuses,
    serverErrors,
    socketErrors,
    writesAcknowledged: created.size,
    lostWrites: lost.length,
    lost: lost.slice(0, 20),
    memoryStartMiB: Math.round(memoryStart.rssKiB / 1024),
    memoryEndMiB: Math.round(memoryEnd.rssKiB / 1024),
    processesAtStart: describe(memoryStart.processes),
    processesAtEnd: describe(memoryEnd.processes),
  };
}
