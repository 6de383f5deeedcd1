/**
 * A small in-isolate layer in front of the Cache API: locally the Cache API is an emulated storage
 * service and a hit costs about as much as a D1 query, while hot keys are few. Least recently used
 * entries go first; entries can't be stale, since keys carry the content generation.
 */
export interface StoredResponse {
  status: number;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
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

export function forgetAll(): void {
  entries.clear();
  bytes = 0;
}
