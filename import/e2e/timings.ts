/**
 * How long each kind of step of the end-to-end run took, summed, for the line it ends with: the test's
 * own time is watched (CI runs it), and this says where it goes.
 */
const totals = new Map<string, { count: number; ms: number }>();

function add(kind: string, ms: number) {
  const total = totals.get(kind) ?? { count: 0, ms: 0 };
  total.count += 1;
  total.ms += ms;
  totals.set(kind, total);
}

/** Runs `work`, adding its time to `kind`'s; resolves with its result and its seconds. */
export async function timed<T>(kind: string, work: () => Promise<T>): Promise<{ value: T; seconds: number }> {
  const start = performance.now();
  try {
    const value = await work();
    return { value, seconds: (performance.now() - start) / 1000 };
  } finally {
    add(kind, performance.now() - start);
  }
}

/** The same for synchronous work. */
export function timedSync<T>(kind: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    add(kind, performance.now() - start);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `wall 52.3 s; import runs 26× 80.1 s, …` (scenarios run side by side: the sums exceed the wall). */
export function timingSummary(wallMs: number): string {
  const kinds = [...totals].map(([kind, { count, ms }]) => `${kind} ${count}× ${seconds(ms)}`);
  return `wall ${seconds(wallMs)}; ${kinds.join(', ')}`;
}
