/** What the scenarios of the end-to-end run share: where they work, and the full import's outcome. */
import type { Tables } from './dumps';
import type { FixtureServer } from './fixture-server';
import { copyDatabase } from './local-d1';
import type { Scenario } from './scenario';

export interface E2E {
  /** The run's temporary folder. */
  work: string;
  /** The migrated database every fresh one is copied from (local-d1.ts). */
  template: string;
  /** The recorded site (it answers one 429 first, to the full import). */
  server: FixtureServer;
  /** The full import's database and state (later scenarios run `--since` and `--prune` on them). */
  db: string;
  state: string;
  /** The full import's rows: what any uninterrupted import of the site ends with. */
  afterFirst: Tables;
  /** A copy of the full import's database as it ended, for a scenario beside the one that goes on with it. */
  fullCopy: string;
}

/** A fresh database of the scenario's own. */
export function databaseFor(scenario: Scenario, template: string, name: string): string {
  scenario.step(`a fresh database (${name})`);
  return copyDatabase(template, scenario.path(`db-${name}`));
}
