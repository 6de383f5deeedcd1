/**
 * A progress line on stderr: what is being done, counts, the rate and an estimate of the time left.
 * On a terminal it is redrawn in place; elsewhere (CI, a log file) a line is printed when a phase starts,
 * every few seconds or each tenth of a known total, and once at its end, whatever the number of updates.
 */
/** Off a terminal, the longest silence between two lines of a phase. */
const LOG_EVERY_MS = 5000;

export class Progress {
  private readonly started = Date.now();
  private lastLine = 0;
  private phaseStarted = Date.now();
  /** What was done when the phase started here: a resumed run's earlier work is not this run's rate. */
  private phaseStartDone = 0;
  private phase = '';
  /** Off a terminal: the tenth of the total last printed, and the line not printed yet, if any. */
  private printedTenth = -1;
  private pending = '';
  private readonly tty: boolean;

  constructor(
    private readonly stream: NodeJS.WriteStream = process.stderr,
    private readonly quiet = false,
  ) {
    this.tty = Boolean(stream.isTTY);
  }

  /** `done` of `total` (total unknown: 0) things of a phase. */
  update(phase: string, done: number, total: number, unit = '') {
    if (this.quiet) return;
    const starting = phase !== this.phase;
    if (starting) {
      this.finishLog();
      this.phase = phase;
      this.phaseStarted = Date.now();
      this.phaseStartDone = done;
      this.printedTenth = -1;
    }
    const line = this.line(done, total, unit);
    if (this.tty) {
      this.stream.write(`\r\x1b[2K${line}`);
      return;
    }
    // A total that grows with the work (pages found while reading) is not a tenth to count by.
    const tenth = total > done ? Math.floor((done / total) * 10) : this.printedTenth;
    if (starting || tenth > this.printedTenth || Date.now() - this.lastLine >= LOG_EVERY_MS) {
      this.printedTenth = Math.max(this.printedTenth, tenth);
      this.writeLog(line);
    } else this.pending = line;
  }

  /** Ends the line of a phase: on a terminal the line; elsewhere its last counts, unless printed already. */
  done() {
    if (this.quiet) return;
    if (this.tty) this.stream.write('\n');
    else this.finishLog();
    this.phase = '';
  }

  private line(done: number, total: number, unit: string) {
    const elapsed = (Date.now() - this.phaseStarted) / 1000;
    const rate = elapsed > 0 ? (done - this.phaseStartDone) / elapsed : 0;
    const left = total > done && rate > 0 ? ` · about ${formatSeconds((total - done) / rate)} left` : '';
    const width = 24;
    const bar = total > 0 ? `[${'#'.repeat(Math.round((done / total) * width)).padEnd(width, '.')}] ` : '';
    const counts = total > 0 ? `${done}/${total}` : `${done}`;
    return `${this.phase}: ${bar}${counts}${unit ? ` ${unit}` : ''} (${rate.toFixed(1)}/s)${left}`;
  }

  private writeLog(line: string) {
    this.lastLine = Date.now();
    this.pending = '';
    this.stream.write(`${line}\n`);
  }

  private finishLog() {
    if (!this.tty && this.pending) this.writeLog(this.pending);
  }

  get seconds() {
    return (Date.now() - this.started) / 1000;
  }
}

export function formatSeconds(seconds: number): string {
  const whole = Math.ceil(seconds);
  return whole < 90 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
