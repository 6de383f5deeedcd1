/**
 * A small in-isolate layer in front of the Cache API: locally the Cache API is an emulated storage
 * service and a hit costs about as much as a D1 query, while hot keys are few. Least recently used
 * entries go first. An entry keeps its key across writes: it records the generation it was built in,
 * and src/cache/freshness.ts decides whether it still answers (HIT), answers stale, or is rebuilt.
 */
export interface StoredResponse {
  status: number;
  /** By lower-case name, as `Headers` iterates them (a plain object: a `Headers` is built from it fastest). */
  headers: Record<string, string>;
  body: ArrayBuffer;
  /** The content generation the isolate knew when it built the response. */
  generation: number;
  /** When the build began (ms since the epoch): the body misses no write committed before then. */
  builtAt: number;
  /** When the body stops being true by itself (an online address it hides is shown): it never answers after. */
  expiresAt?: number;
}

const MAX_ENTRIES = 256;
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_ENTRY_BYTES = 512 * 1024;

const entries = new Map<string, StoredResponse>();
let bytes = 0;

export function recall(key: string): StoredResponse | undefined {
  const entry = entries.get(key);
  if (entry) {
    entries.delete(key);
    entries.set(key, entry);
  }
  return entry;
}

export function remember(key: string, entry: StoredResponse): void {
  if (entry.body.byteLength > MAX_ENTRY_BYTES) return;
  const previous = entries.get(key);
  if (previous) {
    entries.delete(key);
    bytes -= previous.body.byteLength;
  }
  entries.set(key, entry);
  bytes += entry.body.byteLength;
  for (const [oldest, old] of entries) {
    if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
    entries.delete(oldest);
    bytes -= old.body.byteLength;
  }
}

export function forget(key: string): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  bytes -= entry.body.byteLength;
}

export function forgetAll(): void {
  entries.clear();
  bytes = 0;
}
