import { describe, expect, it } from 'vitest';
import reference from '../../docs/reference.md?raw';
import { referenceMarkdown, typeOf } from '../../src/docs/markdown';
import { buildDocument } from '../../src/docs/openapi';
import { CATALOGUE } from '../../src/root/catalogue';

describe('docs/reference.md', () => {
  it('is what `npm run docs:reference` writes from /doc today (run it after changing a schema)', () => {
    const fresh = referenceMarkdown(buildDocument('en', ''));
    // Compared line by line first, so a stale file names the first line that moved.
    const stale = fresh.split('\n').findIndex((line, i) => line !== reference.split('\n')[i]);
    expect(stale === -1 ? null : { line: stale + 1, expected: fresh.split('\n')[stale] }).toBeNull();
    expect(reference).toBe(fresh);
  });

  it('has a heading for every anchor it links to', () => {
    const anchorOf = (heading: string) =>
      heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replace(/ /g, '-');
    const headings = new Set(
      reference
        .split('\n')
        .filter((line) => /^#{1,6} /.test(line))
        .map((line) => anchorOf(line.replace(/^#+ /, '').trim())),
    );
    const links = [...reference.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(100);
    expect([...new Set(links.filter((link) => !headings.has(link)))]).toEqual([]);
  });

  it('has a section for every route and method of the catalogue', () => {
    for (const route of CATALOGUE) {
      const path = route.pattern.replace(/\(\?P<(\w+)>[^)]*\)/g, '{$1}') || '/';
      for (const method of route.endpoints.flatMap((e) => e.methods)) {
        expect(reference).toContain(`### ${method} ${path}\n`);
      }
    }
  });
});

describe('typeOf', () => {
  it('reads types, unions, enums, arrays and references', () => {
    expect(typeOf({ type: ['integer', 'string'] })).toBe('integer or string');
    expect(typeOf({ type: 'string', enum: ['asc', 'desc'] })).toBe('`asc`, `desc`');
    expect(typeOf({ type: 'array', items: { $ref: '#/components/schemas/Event' } })).toBe(
      '[Event](#event)[]',
    );
    expect(typeOf({ anyOf: [{ type: 'integer' }, { type: 'null' }] })).toBe('integer or null');
    expect(typeOf({ type: 'string', format: 'uri' })).toBe('string (uri)');
    expect(typeOf(undefined)).toBe('any');
  });
});
