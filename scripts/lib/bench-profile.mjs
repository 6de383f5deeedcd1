/**
 * `npm run bench -- --profile <case>`: a CPU profile of the Worker's isolate while one case runs, taken
 * through `wrangler dev`'s inspector (Chrome DevTools protocol). The inspector's WebSocket refuses
 * clients without an `Origin` header, so the DevTools one is sent.
 *
 * The profile is what the isolate does; D1, the Cache API and wrangler's proxy run elsewhere, and show
 * only as `(idle)` time here.
 */

const DEVTOOLS_ORIGIN = 'https://devtools.devprod.cloudflare.dev';

function connect(inspectorPort) {
  const ws = new WebSocket(`ws://127.0.0.1:${inspectorPort}/ws`, { headers: { Origin: DEVTOOLS_ORIGIN } });
  let nextId = 0;
  const pending = new Map();
  ws.onmessage = (message) => {
    const data = JSON.parse(String(message.data));
    const resolve = data.id === undefined ? undefined : pending.get(data.id);
    if (resolve) {
      pending.delete(data.id);
      resolve(data.result);
    }
  };
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      nextId += 1;
      pending.set(nextId, resolve);
      ws.send(JSON.stringify({ id: nextId, method, params }));
    });
  const opened = new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`cannot reach the inspector on port ${inspectorPort}`));
  });
  return { opened, send, close: () => ws.close() };
}

/** Records a CPU profile while `load()` runs; returns the profile (`.cpuprofile` JSON). */
export async function profileWhile(inspectorPort, load) {
  const inspector = connect(inspectorPort);
  await inspector.opened;
  try {
    await inspector.send('Profiler.enable');
    await inspector.send('Profiler.setSamplingInterval', { interval: 100 });
    await inspector.send('Profiler.start');
    await load();
    const { profile } = await inspector.send('Profiler.stop');
    return profile;
  } finally {
    inspector.close();
  }
}

const frameName = ({ callFrame }) =>
  `${callFrame.functionName || '(anonymous)'} ${callFrame.url ? `${callFrame.url.split('/').pop()}:${callFrame.lineNumber + 1}` : ''}`.trim();

/** The functions with the most self time and the most inclusive time, as shares of the samples. */
export function summarize(profile, top = 20) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const self = new Map();
  const inclusive = new Map();
  let total = 0;
  profile.samples.forEach((sample, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    total += dt;
    const leaf = frameName(nodes.get(sample));
    self.set(leaf, (self.get(leaf) ?? 0) + dt);
    const seen = new Set();
    for (let id = sample; id !== undefined; id = parents.get(id)) {
      const name = frameName(nodes.get(id));
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
    }
  });
  const ranked = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, share: total === 0 ? 0 : us / total }));
  return { milliseconds: total / 1000, self: ranked(self), inclusive: ranked(inclusive) };
}
