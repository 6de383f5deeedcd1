/** Sources the command can't import: each exits 1 with a message saying what to do, and writes nothing. */
import path from 'node:path';
import { PROJECT_ROOT } from '../../../tooling/wrangler.mjs';
import type { E2E } from '../context';
import { changedRows, dump } from '../dumps';
import { startFixtureServer } from '../fixture-server';
import { importCli } from '../import-run';
import type { Scenario } from '../scenario';
import { fromSite, PASSWORD, recordedSite, USER } from '../sites';

export async function badSources(s: Scenario, { fullCopy: db, server, work }: E2E) {
  const closed = await startFixtureServer({ pages: recordedSite, user: USER, password: PASSWORD });
  const closedUrl = closed.url;
  await closed.close();
  const noTec = await startFixtureServer({
    pages: recordedSite,
    user: USER,
    password: PASSWORD,
    variant: 'no-tec',
  });
  const blocked = await startFixtureServer({
    pages: recordedSite,
    user: USER,
    password: PASSWORD,
    variant: 'blocked',
  });
  try {
    const before = dump(db);
    const bad: Array<[string, string[], RegExp]> = [
      [
        'an unreachable site',
        fromSite(closedUrl),
        /Could not read .*connection refused.*run the same command again/,
      ],
      [
        'a wrong password',
        ['--from', server.url, '--user', USER, '--app-password', 'wrong'],
        /refused the user and application password/,
      ],
      ['a site without TEC', fromSite(noTec.url), /without The Events Calendar/],
      [
        'a REST API blocked by a security plugin',
        fromSite(blocked.url),
        /security plugin blocks the REST API.*--from-wxr/,
      ],
      [
        'a WXR that is not one',
        ['--from-wxr', path.join(PROJECT_ROOT, 'package.json')],
        /not a WordPress export \(WXR\) file/,
      ],
      [
        'an iCalendar file that is not one',
        ['--from-ics', path.join(PROJECT_ROOT, 'README.md')],
        /not an iCalendar file/,
      ],
      [
        'a missing file',
        ['--from-ics', path.join(work, 'nothing.ics')],
        /Could not read the iCalendar file .*ENOENT/,
      ],
    ];
    for (const [index, [what, args, message]] of bad.entries()) {
      const run = await importCli(s, [...args, '--persist-to', db, '--state', s.path(`state-${index}`)]);
      s.check(
        `${what}: exit 1 with a clear message`,
        run.code === 1 && message.test(run.stderr),
        `code ${run.code}: ${run.stderr.slice(-400)}`,
      );
    }
    s.check('…and nothing was written', changedRows(before, dump(db)).length === 0);
  } finally {
    await noTec.close();
    await blocked.close();
  }
}
