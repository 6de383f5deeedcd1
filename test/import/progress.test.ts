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

describe('progress off a terminal (a log, CI)', () => {
  it('prints a phase whose total grows with each answer a few times, not once an update', () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { lines, stream } = linesOf();
    const progress = new Progress(stream);
    // Reading a site: each answer found, the total known only as far as the pages fetched (done = total).
    for (let page = 1; page <= 188; page++) {
      clock.mockReturnValue(1_000_000 + page * 100);
      progress.update('Reading the site', page, page, 'answers');
    }
    progress.done();
    // The first line, one every 5 s of the 18.8 s, and the last.
    expect(lines.length).toBeLessThanOrEqual(6);
    expect(lines[0]).toMatch(/^Reading the site: \[#+\] 1\/1 answers/);
    expect(lines.at(-1)).toMatch(/^Reading the site: \[#+\] 188\/188 answers/);
  });

  it('prints each tenth of a known total, and the end once', () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { lines, stream } = linesOf();
    const progress = new Progress(stream);
    for (let chunk = 0; chunk <= 1000; chunk++) {
      clock.mockReturnValue(1_000_000 + chunk);
      progress.update('Loading into D1', chunk, 1000, 'chunks');
    }
    progress.done();
    expect(lines.map((line) => line.match(/ (\d+)\/1000 /)?.[1])).toEqual([
      '0',
      '100',
      '200',
      '300',
      '400',
      '500',
      '600',
      '700',
      '800',
      '900',
      '1000',
    ]);
  });

  it('a quiet phase still ends with its last counts', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const { lines, stream } = linesOf();
    const progress = new Progress(stream);
    progress.update('Copying images', 0, 0, 'files');
    progress.update('Copying images', 3, 0, 'files');
    progress.done();
    expect(lines).toEqual(['Copying images: 0 files (0.0/s)\n', 'Copying images: 3 files (0.0/s)\n']);
  });
});
