/**
 * Later runs of the full import's source: `--since last` with one event changed touches only that event;
 * `--prune` trashes what disappeared (an event, then a venue and an organizer too), and only that.
 */
import type { E2E } from '../context';
import { changedRows, dump } from '../dumps';
import { startFixtureServer } from '../fixture-server';
import { importCli } from '../import-run';
import type { Scenario } from '../scenario';
import {
  editedSite,
  fromSite,
  PASSWORD,
  RECORDED_HOST,
  recordedUploads,
  type Site,
  USER,
  withoutRecords,
} from '../sites';

const later = new Date(Date.now() + 3_600_000).toISOString().replace('T', ' ').slice(0, 19);

/** Event 31 retitled and dated an hour from now, as TEC and wp/v2 show it. */
const edit31 = (event: Record<string, unknown>) => {
  if (Number(event.id) !== 31) return event;
  if (event.title && typeof event.title === 'object')
    return { ...event, title: { raw: 'Winter recital (moved)' }, modified_gmt: later.replace(' ', 'T') };
  return { ...event, title: 'Winter recital (moved)', modified_utc: later };
};
/** …and event 33 gone. */
const without33 = (event: Record<string, unknown>) => (Number(event.id) === 33 ? null : edit31(event));

/** Runs `work` against a fixture server serving `pages`, then closes it. */
async function withSite<T>(pages: Site, work: (url: string, hits: Map<string, number>) => Promise<T>) {
  const uploads = { from: RECORDED_HOST, files: await recordedUploads() };
  const server = await startFixtureServer({ user: USER, password: PASSWORD, pages, uploads });
  try {
    return await work(server.url, server.hits);
  } finally {
    await server.close();
  }
}

/** What a trash bumps: the generation, and the one cached answers older than it may no longer serve. */
const COUNTERS = /^counters:(?:generation|protected_generation)$/;

export async function sinceAndPrune(s: Scenario, { db, state }: E2E) {
  const target = ['--persist-to', db, '--state', state];

  await withSite(editedSite(edit31), async (url, hits) => {
    const before = dump(db);
    const since = await importCli(s, [...fromSite(url), ...target, '--since', 'last']);
    const changes = changedRows(before, dump(db));
    s.check(
      '--since last touches only what changed',
      since.code === 0 &&
        JSON.stringify(changes) ===
          JSON.stringify(['counters:generation', 'import_origins:31', 'post_texts:31:en', 'posts:31']),
      `${since.stderr.slice(-300)} changed: ${changes.join(', ')}`,
    );
    // Read in full: what TEC dates after the last run, the changed event and the one scheduled for
    // December 2027 (WordPress dates a scheduled post's modification at its publication).
    const singles = [...hits.keys()]
      .filter((key) => /^wp\/v2\/tribe_events\/\d+/.test(key))
      .map((key) => Number(/\/(\d+)\?/.exec(key)?.[1]))
      .sort((a, b) => a - b);
    s.check(
      '--since reads only the records dated after the last run in full',
      JSON.stringify(singles) === '[31,45]',
      singles.join(', '),
    );
  });

  await withSite(editedSite(without33), async (url) => {
    const before = dump(db);
    const prune = await importCli(s, [...fromSite(url), ...target, '--prune']);
    const after = dump(db);
    const changes = changedRows(before, after);
    s.check(
      '--prune trashes what disappeared, and only that',
      prune.code === 0 &&
        after.posts?.find((p) => p.id === 33)?.status === 'trash' &&
        changes.includes('counters:protected_generation') &&
        changes.every((row) => /^(posts:33|import_origins:33|terms:\d+)$/.test(row) || COUNTERS.test(row)),
      `${prune.stderr.slice(-300)} changed: ${changes.join(', ')}`,
    );
  });

  // A venue and an organizer gone too, with the two events that alone named them.
  await withSite(withoutRecords(editedSite(without33), new Set([28, 34, 18, 24])), async (url) => {
    const before = dump(db);
    const args = [...fromSite(url), ...target, '--prune', '--report'];
    const prune = await importCli(s, args);
    const after = dump(db);
    const changes = changedRows(before, after);
    const statusOf = (id: number) => after.posts?.find((p) => p.id === id)?.status;
    s.check(
      '--prune trashes venues and organizers gone from the source, and only what is gone',
      prune.code === 0 &&
        [28, 34, 18, 24].every((id) => statusOf(id) === 'trash') &&
        statusOf(16) === 'publish' &&
        statusOf(22) === 'publish' &&
        changes.some((row) => row === 'posts:18') &&
        changes.some((row) => row === 'posts:24') &&
        changes.every(
          (row) => /^(posts|import_origins):(18|24|28|34)$|^terms:\d+$/.test(row) || COUNTERS.test(row),
        ) &&
        /trashed, gone from the source \(--prune\): 18, 24, 28, 34\n/.test(prune.stdout),
      `${prune.stderr.slice(-300)} ${prune.stdout.slice(-400)} changed: ${changes.join(', ')}`,
    );
    const again = await importCli(s, args);
    const changedAgain = changedRows(after, dump(db));
    s.check(
      '…and a second --prune run changes nothing and trashes nothing again',
      again.code === 0 && !/trashed, gone from the source/.test(again.stdout) && changedAgain.length === 0,
      `${again.stderr.slice(-300)} changed: ${changedAgain.join(', ')}`,
    );
  });
}
