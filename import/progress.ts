/**
 * A progress line on stderr: what is being done, counts, the rate and an estimate of the time left.
 * On a terminal it is redrawn in place; elsewhere (CI, a log file) a line is printed every few seconds.
 */
export class Progress {
  private readonly started = Date.now();
  private lastLine = 0;
  private phaseStarted = Date.now();
  /** What was done when the phase started here: a resumed run's earlier work is not this run's rate. */
  private phaseStartDone = 0;
  private phase = '';
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
    if (phase !== this.phase) {
      this.phase = phase;
      this.phaseStarted = Date.now();
      this.phaseStartDone = done;
    }
    const now = Date.now();
    if (!this.tty && now - this.lastLine < 3000 && done !== total) return;
    this.lastLine = now;
    const elapsed = (now - this.phaseStarted) / 1000;
    const rate = elapsed > 0 ? (done - this.phaseStartDone) / elapsed : 0;
    const left = total > done && rate > 0 ? ` · about ${formatSeconds((total - done) / rate)} left` : '';
    const width = 24;
    const bar = total > 0 ? `[${'#'.repeat(Math.round((done / total) * width)).padEnd(width, '.')}] ` : '';
    const counts = total > 0 ? `${done}/${total}` : `${done}`;
    const line = `${phase}: ${bar}${counts}${unit ? ` ${unit}` : ''} (${rate.toFixed(1)}/s)${left}`;
    if (this.tty) this.stream.write(`\r\x1b[2K${line}`);
    else this.stream.write(`${line}\n`);
  }

  /** Ends the line of a phase on a terminal. */
  done() {
    if (this.tty && !this.quiet) this.stream.write('\n');
  }

  get seconds() {
    return (Date.now() - this.started) / 1000;
  }
}

export function formatSeconds(seconds: number): string {
  const whole = Math.ceil(seconds);
  return whole < 90 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}
