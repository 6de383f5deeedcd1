import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ImportState } from '../../import/state';

/** The importer's kept answers (import/state.ts) across runs killed while writing them. */

const SOURCE = 'https://tec.example/wp-json';
const page = (n: number) => ({ status: 200, headers: {}, body: { n } });

/** A state as a run that starts, or continues, finds it on disk. */
function reopened(dir: string) {
  const state = new ImportState(dir, SOURCE);
  state.begin('plan', undefined, new Date('2026-11-28T00:00:00Z'));
  return state;
}

describe('kept answers', () => {
  it('a line cut by a kill is dropped, and the answers kept after it survive the next kill', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'import-state-'));
    const first = reopened(dir);
    first.put('a', page(1));
    first.put('b', page(2));
    // Killed while appending its third answer.
    appendFileSync(path.join(dir, 'responses.ndjson'), '{"key":"c","page":{"sta');

    const second = reopened(dir);
    expect([second.get('a'), second.get('b'), second.get('c')]).toEqual([page(1), page(2), undefined]);
    second.put('c', page(3));

    const third = reopened(dir);
    expect([third.get('a'), third.get('b'), third.get('c')]).toEqual([page(1), page(2), page(3)]);
    expect(readFileSync(path.join(dir, 'responses.ndjson'), 'utf8').split('\n')).toHaveLength(4);
  });
});
