/**
 * The other two sources through the command: a WordPress export, then an iCalendar file into the same
 * database; and a recurring feed made series, imported again (nothing written), then with one instance
 * cancelled.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { databaseFor, type E2E } from '../context';
import { checkNothingWritten, dump, type Tables } from '../dumps';
import { importCli } from '../import-run';
import type { Scenario } from '../scenario';
import { FIXTURES } from '../sites';

export async function wxrThenIcs(s: Scenario, { template }: E2E) {
  const db = databaseFor(s, template, 'd');
  const wxr = await importCli(s, [
    ...['--from-wxr', path.join(FIXTURES, 'tec-site', 'export.xml')],
    ...['--persist-to', db, '--state', s.path('state-wxr')],
  ]);
  const afterWxr = dump(db);
  s.check(
    '--from-wxr imports the export',
    wxr.code === 0 && afterWxr.posts?.length === 89,
    `${wxr.stderr.slice(-300)} posts ${afterWxr.posts?.length}`,
  );
  const ics = await importCli(s, [
    ...['--from-ics', path.join(FIXTURES, 'ics', 'all-day.ics')],
    ...['--persist-to', db, '--state', s.path('state-ics'), '--default-lang', 'eu'],
  ]);
  const camp = dump(db).post_texts?.find((t) => t.title === 'Summer camp' && t.lang === 'eu');
  s.check(
    '--from-ics imports the feed after the records already there',
    ics.code === 0 && camp?.lang === 'eu' && Number(camp.post_id) > 113,
    `${ics.stderr.slice(-300)}`,
  );
}

export async function recurringFeed(s: Scenario, { template }: E2E) {
  const db = databaseFor(s, template, 's');
  const feed = readFileSync(path.join(FIXTURES, 'ics', 'recurring.ics'), 'utf8');
  const feedFile = s.path('recurring.ics');
  writeFileSync(feedFile, feed);
  const fromFeed = ['--from-ics', feedFile, '--persist-to', db, '--state', s.path('state')];
  const series = await importCli(s, fromFeed);
  const afterSeries = dump(db);
  const weekly = afterSeries.posts?.find((p) => p.kind === 'series' && p.all_day === 0);
  const occurrencesOf = (tables: Tables) =>
    (tables.posts ?? []).filter((p) => p.series_id === weekly?.id && p.kind === 'event');
  s.check(
    '--from-ics makes a series of a recurring event: a template, its rule, its occurrences',
    series.code === 0 &&
      weekly !== undefined &&
      afterSeries.series_rules?.length === 2 &&
      occurrencesOf(afterSeries).length === 4,
    `${series.stderr.slice(-300)} rules ${afterSeries.series_rules?.length} occurrences ${occurrencesOf(afterSeries).length}`,
  );
  const again = await importCli(s, [...fromFeed, '--report']);
  checkNothingWritten(s, '…the same feed again writes nothing', again, afterSeries, db);
  writeFileSync(
    feedFile,
    feed.replace(
      'EXDATE;TZID=Europe/Madrid:20261027T190000',
      'EXDATE;TZID=Europe/Madrid:20261027T190000,20261020T190000',
    ),
  );
  const cancelled = await importCli(s, fromFeed);
  const afterCancel = dump(db);
  const twentieth = (tables: Tables) =>
    occurrencesOf(tables).find((p) => p.recurrence_id === '2026-10-20 19:00:00');
  s.check(
    '…and an instance the feed now excludes: its occurrence trashed, with its id',
    cancelled.code === 0 &&
      twentieth(afterCancel)?.status === 'trash' &&
      twentieth(afterCancel)?.id === twentieth(afterSeries)?.id &&
      occurrencesOf(afterCancel).length === 4,
    `${cancelled.stderr.slice(-300)} ${JSON.stringify(twentieth(afterCancel))}`,
  );
}
