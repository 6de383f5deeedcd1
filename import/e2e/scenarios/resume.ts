/** A run killed while reading the site, then run again: the same database, no answer fetched twice. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { databaseFor, type E2E } from '../context';
import { changedRows, dump } from '../dumps';
import { startFixtureServer } from '../fixture-server';
import { importCli } from '../import-run';
import type { Scenario } from '../scenario';
import { fromSite, PASSWORD, RECORDED_HOST, recordedSite, recordedUploads, USER } from '../sites';

/** The keys of the answers a run's state kept (`responses.ndjson`), a torn last line left out. */
function keptAnswers(state: string): string[] {
  const file = path.join(state, 'responses.ndjson');
  return (existsSync(file) ? readFileSync(file, 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line).key as string];
      } catch {
        return [];
      }
    });
}

export async function killedAndResumed(s: Scenario, { template, afterFirst }: E2E) {
  // A server of its own: its requests are counted, and it answers slowly while the run is killed.
  const server = await startFixtureServer({
    pages: recordedSite,
    user: USER,
    password: PASSWORD,
    uploads: { from: RECORDED_HOST, files: await recordedUploads() },
  });
  try {
    const db = databaseFor(s, template, 'b');
    const state = s.path('state');
    const args = [...fromSite(server.url), '--persist-to', db, '--state', state];
    // Whole lines only: a line being appended may be read half-written, and the kept answers leave it out.
    const answers = () => {
      const file = path.join(state, 'responses.ndjson');
      return existsSync(file) ? readFileSync(file, 'utf8').split('\n').length - 1 : 0;
    };
    server.setDelay(120);
    const hitsBefore = new Map(server.hits);
    const killed = await importCli(s, args, { killWhen: () => answers() >= 12 });
    server.setDelay(0);
    const kept = keptAnswers(state);
    s.check(
      'the killed run had stopped mid-way',
      killed.code !== 0 && kept.length >= 12 && kept.length < 60,
      `code ${killed.code}, ${kept.length} answers kept`,
    );
    const hitsAtKill = new Map(server.hits);
    const resumed = await importCli(s, args);
    s.check(
      'the run continues where it stopped',
      resumed.code === 0 && /Continuing the run/.test(resumed.stderr),
      resumed.stderr.slice(-500),
    );
    const refetched = kept.filter((key) => (server.hits.get(key) ?? 0) !== (hitsAtKill.get(key) ?? 0));
    s.check(
      'no answer kept by the killed run is fetched again',
      refetched.length === 0,
      refetched.join(', '),
    );
    // Answers in flight when the run was killed (at most the concurrency, 2) are the only ones read twice.
    const twice = [...server.hits].filter(
      ([key, n]) => !kept.includes(key) && n - (hitsBefore.get(key) ?? 0) > 1,
    );
    s.check(
      'the resumed run reads every other answer once',
      twice.length <= 2,
      twice.map(([key]) => key).join(', '),
    );
    const changed = changedRows(afterFirst, dump(db));
    s.check(
      'it ends with the same database as an uninterrupted run',
      changed.length === 0,
      changed.slice(0, 10).join(', '),
    );
  } finally {
    await server.close();
  }
}
