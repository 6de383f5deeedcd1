import { describe, expect, it } from 'vitest';
import readme from '../../README.md?raw';
import { kindOf, quickStartCommands, REQUIRED_KINDS } from '../../scripts/lib/quickstart.mjs';

/** The README's quick start is run for real by `npm run test:quickstart` (CI); this reads it only. */
describe("the README's quick start", () => {
  const commands = quickStartCommands(readme);

  it('has every step from install to a deleted event, in that order', () => {
    const kinds = commands.map(kindOf);
    for (const kind of REQUIRED_KINDS) expect(kinds, kind).toContain(kind);
    const first = (kind: string) => kinds.indexOf(kind);
    expect(first('install')).toBeLessThan(first('start'));
    expect(first('key')).toBeLessThan(first('create'));
    expect(first('create')).toBeLessThan(first('update'));
    expect(first('update')).toBeLessThan(first('delete'));
  });

  it('is a page a newcomer reads: under 200 lines, every link inside the repository', () => {
    expect(readme.split('\n').length).toBeLessThan(200);
    const links = [...readme.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.filter((link) => /^[a-z]+:/i.test(link))).toEqual([]);
  });

  it('uses only commands the test knows how to check', () => {
    expect(commands.filter((c) => kindOf(c) === 'other')).toEqual([]);
  });

  it('joins continuation lines and skips comments', () => {
    const text =
      '## Quick start\n\n```sh\n# a comment\ncurl -X POST "$API/events" \\\n  -d \'{}\'\n```\n\n## Other\n\n```sh\nnot this\n```\n';
    expect(quickStartCommands(text)).toEqual(['curl -X POST "$API/events"   -d \'{}\'']);
    expect(kindOf('curl -X POST "$API/events/by-slug/x" -d 1')).toBe('update');
    expect(kindOf('curl -X DELETE "$API/events/by-slug/x"')).toBe('delete');
    expect(kindOf('KEY=$(npm run -s users -- create --login a --role editor --key-only)')).toBe('key');
  });
});
