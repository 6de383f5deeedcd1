import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatSeconds, Progress } from '../../import/progress';

/** The progress line: counts, the rate and the time left, for this run's work. */

afterEach(() => vi.restoreAllMocks());

const linesOf = () => {
  const lines: string[] = [];
  const stream = {
    isTTY: false,
    write: (line: string) => lines.push(line) > 0,
  } as unknown as NodeJS.WriteStream;
  return { lines, stream };
};

describe('progress', () => {
  it('a resumed phase counts its rate and time left from where it resumed', () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { lines, stream } = linesOf();
    const progress = new Progress(stream);
    // 50 of 100 chunks were loaded by the run that was stopped.
    progress.update('Loading into D1', 50, 100, 'chunks');
    clock.mockReturnValue(1_010_000);
    progress.update('Loading into D1', 60, 100, 'chunks');
    expect(lines.at(-1)).toBe(
      'Loading into D1: [##############..........] 60/100 chunks (1.0/s) · about 40 s left\n',
    );
  });

  it('time left in words, never "60 s" after the minutes', () => {
    expect(formatSeconds(12.2)).toBe('13 s');
    expect(formatSeconds(119.6)).toBe('2 min 0 s');
    expect(formatSeconds(150)).toBe('2 min 30 s');
  });
});
