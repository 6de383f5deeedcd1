import { describe, expect, it } from 'vitest';

/**
 * ical.js is the Worker's largest dependency after Hono and zod: it is loaded only when a scheduled source
 * reads an iCalendar feed (src/calendars/readers.ts `import()`s the reader). Nothing the Worker loads at
 * start-up may import it, directly or through another file: the static imports from src/index.ts are
 * followed here, type-only imports aside.
 */

const SOURCES = import.meta.glob<string>('../../src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\bfrom\s*)?['"]([^'"]+)['"]/g;

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`])
    if (candidate in SOURCES) return candidate;
  return null;
}

describe('ical.js', () => {
  it('is not reached by a static import from the Worker entry', () => {
    const entry = '../../src/index.ts';
    expect(entry in SOURCES).toBe(true);
    const seen = new Set([entry]);
    const queue = [entry];
    const importers: string[] = [];
    while (queue.length > 0) {
      const file = queue.shift()!;
      for (const match of SOURCES[file]!.matchAll(STATIC_IMPORT)) {
        const spec = match[1]!;
        if (spec === 'ical.js') importers.push(file);
        const target = resolve(file, spec);
        if (target && !seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(importers).toEqual([]);
  });

  it('is imported by the iCalendar reader, which readers.ts loads on first use', () => {
    expect(SOURCES['../../src/calendars/ics.ts']).toMatch(/import ICAL from 'ical\.js'/);
    expect(SOURCES['../../src/calendars/readers.ts']).toContain("await import('./ical-reader')");
  });
});
