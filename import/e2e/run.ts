/**
 * End-to-end tests of `npm run import` (`npm run test:import`; CI runs it after the browser test): the
 * real command against the recorded site served offline by a local server, into local D1 databases in a
 * temporary folder. A run killed mid-way resumes to the same database without fetching again what it
 * had; a second run writes nothing; `--since` touches only what changed; `--prune` trashes what
 * disappeared; bad sources exit 1 with a message and nothing written; `--remap` is needed (and works)
 * when the ids are taken; a chunk D1 refuses leaves nothing and the run continues with it (scenarios/).
 *
 * The full import runs first (the others compare with it); the rest run side by side, two at a time
 * (IMPORT_E2E_LANES), each on databases of its own, copied from one migrated database (local-d1.ts).
 * Writes `.import-test-report.json` ({ passed, failed }) for .ci/run, and ends with where the time went.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../tooling/wrangler.mjs';
import type { E2E } from './context';
import { startFixtureServer } from './fixture-server';
import { copyDatabase, migratedTemplate } from './local-d1';
import { type Result, Scenario } from './scenario';
import { badSources } from './scenarios/bad-sources';
import { recurringFeed, wxrThenIcs } from './scenarios/file-sources';
import { fullImport } from './scenarios/full-import';
import { idsTaken } from './scenarios/ids-taken';
import { growingSite, icsIntoSample, movedSiteImport, unreachableRecord } from './scenarios/moved-site';
import { refusedChunk, refusedSmallChunk } from './scenarios/refused-chunk';
import { killedAndResumed } from './scenarios/resume';
import { sinceAndPrune } from './scenarios/since-prune';
import { PASSWORD, RECORDED_HOST, recordedSite, recordedUploads, USER } from './sites';
import { timingSummary } from './timings';

/** The scenarios after the full import, longest first. */
const LATER: Array<[string, (s: Scenario, e2e: E2E) => Promise<void>]> = [
  ['moved', movedSiteImport],
  ['since-prune', sinceAndPrune],
  ['recurring', recurringFeed],
  ['bad-sources', badSources],
  ['resume', killedAndResumed],
  ['refused', refusedChunk],
  ['refused-8kb', refusedSmallChunk],
  ['ids-taken', idsTaken],
  ['files', wxrThenIcs],
  ['sample-ics', icsIntoSample],
  ['unreachable', unreachableRecord],
  ['growing', growingSite],
];

/** The checks the scenarios make: fewer means one stopped early or is no longer run. */
const EXPECTED_CHECKS = 46;

const lanes = Math.max(1, Number(process.env.IMPORT_E2E_LANES) || 2);
const work = mkdtempSync(path.join(tmpdir(), 'import-e2e-'));
const results: Result[] = [];
const started = performance.now();

/** Runs `scenario`; one that throws counts as a failed check under its name. */
async function attempt(scenario: Scenario, body: () => Promise<void>) {
  try {
    await body();
  } catch (err) {
    scenario.check('the scenario ran to its end', false, err instanceof Error ? err.stack : String(err));
  }
}

/** Runs the tasks, `lanes` at a time. */
async function inLanes(tasks: Array<() => Promise<void>>) {
  const queue = [...tasks];
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      for (let task = queue.shift(); task; task = queue.shift()) await task();
    }),
  );
}

async function main() {
  const server = await startFixtureServer({
    pages: recordedSite,
    user: USER,
    password: PASSWORD,
    rateLimited: ['wp/v2/settings?_fields=timezone,language'],
    uploads: { from: RECORDED_HOST, files: await recordedUploads() },
  });
  try {
    const template = await migratedTemplate(path.join(work, 'template'));
    const first = new Scenario('full', work, results);
    let full: Pick<E2E, 'db' | 'state' | 'afterFirst'> | undefined;
    await attempt(first, async () => {
      full = await fullImport(first, { template, server });
    });
    if (!full) return;
    const fullCopy = copyDatabase(full.db, path.join(work, 'full-copy'));
    const e2e: E2E = { work, template, server, ...full, fullCopy };
    await inLanes(
      LATER.map(([name, body]) => () => {
        const scenario = new Scenario(name, work, results);
        return attempt(scenario, () => body(scenario, e2e));
      }),
    );
  } finally {
    await server.close();
  }
}

main()
  .catch((err) => {
    new Scenario('run', work, results).check(
      'the end-to-end run itself',
      false,
      err instanceof Error ? err.stack : String(err),
    );
  })
  .finally(() => {
    rmSync(work, { recursive: true, force: true });
    if (results.length < EXPECTED_CHECKS)
      new Scenario('run', work, results).check(
        `all ${EXPECTED_CHECKS} checks were made`,
        false,
        `only ${results.length} were`,
      );
    const passed = results.filter((r) => r.ok).length;
    const failed = results.length - passed;
    writeFileSync(
      path.join(PROJECT_ROOT, '.import-test-report.json'),
      `${JSON.stringify({ passed, failed })}\n`,
    );
    for (const r of results.filter((result) => !result.ok)) console.log(`✗ [${r.scenario}] ${r.name}`);
    console.log(`import end-to-end: ${passed} passed, ${failed} failed (${lanes} lanes)`);
    console.log(`time: ${timingSummary(performance.now() - started)}`);
    // Servers a failed step left open would keep the process alive.
    process.exit(failed > 0 ? 1 : 0);
  });
