/**
 * One scenario of the end-to-end run: its checks and steps, printed as they come under its name
 * (scenarios run side by side), and its own folders in the run's temporary one.
 */
import path from 'node:path';

export interface Result {
  scenario: string;
  name: string;
  ok: boolean;
  detail: string;
}

export class Scenario {
  constructor(
    readonly name: string,
    private readonly work: string,
    private readonly results: Result[],
  ) {}

  check(name: string, ok: boolean, detail = '') {
    this.results.push({ scenario: this.name, name, ok, detail });
    console.log(`${ok ? '✓' : '✗'} [${this.name}] ${name}${ok || !detail ? '' : `\n    ${detail}`}`);
  }

  step(what: string) {
    console.log(`· [${this.name}] ${what}`);
  }

  /** A path of this scenario's own in the run's temporary folder. */
  path(name: string): string {
    return path.join(this.work, `${this.name}-${name}`);
  }
}
