import { describe, expect, it } from 'vitest';
import { buildReport, formatReport, type ImportReport } from '../../import/report';
import type { FetchedPage } from '../../import/source/fetcher';
import { restSourceSet } from '../../import/source/rest-map';
import { replaySnapshot } from '../../import/tools/replay';
import polylang from '../fixtures/multilingual/polylang.json';
import site from '../fixtures/tec-site/site.json';
import { mapIntoEmpty } from './support';

/** The `--dry-run --report` of recorded answers, into an empty database. */
async function dryRunReport(pages: Record<string, FetchedPage>): Promise<ImportReport> {
  const source = restSourceSet(await replaySnapshot(pages));
  return buildReport(source, mapIntoEmpty(source), {
    mode: 'dry-run',
    pruned: [],
    written: { statements: 12, chunks: 1, skipped: null },
    seconds: 2,
    phases: { read: 1.5, map: 0.5, load: 0 },
  });
}

const tableOf = (text: string) =>
  text.split('\n').filter((line) => /^ {2}(records|events|venues|organizers)\b/.test(line));

describe('--dry-run --report: totals per kind and status', () => {
  it('counts every status of every kind, zeros included, against what the source lists', async () => {
    const report = await dryRunReport(site as unknown as Record<string, FetchedPage>);
    expect(report.statuses.event).toEqual({
      publish: { read: 74, mapped: 74 },
      future: { read: 1, mapped: 1 },
      draft: { read: 1, mapped: 1 },
      pending: { read: 1, mapped: 1 },
      private: { read: 1, mapped: 1 },
      trash: { read: 1, mapped: 1 },
    });
    expect(report.statuses.venue).toMatchObject({
      publish: { mapped: 3 },
      draft: { mapped: 1 },
      pending: { mapped: 0 },
      trash: { mapped: 1 },
    });
    expect(report.statuses.organizer.future).toEqual({ read: 0, mapped: 0 });
    // The hidden event is found through search, so one more than TEC's lists count.
    expect(tableOf(formatReport(report))).toEqual([
      '  records     publish  future  draft  pending  private  trash  total  source lists',
      '  events           74       1      1        1        1      1     79            78',
      '  venues            3       0      1        0        0      1      5             5',
      '  organizers        3       0      0        0        0      1      4             4',
    ]);
    expect(formatReport(report)).toContain('venue 20: TEC answered 400');
  });

  it('shows what was merged: translation group members are read, one record is mapped', async () => {
    const report = await dryRunReport(polylang as unknown as Record<string, FetchedPage>);
    expect(report.statuses.event.publish).toEqual({ read: 5, mapped: 1 });
    const text = formatReport(report);
    expect(tableOf(text)[1]).toMatch(/^ {2}events +1 of 5 +0 +0 +0 +0 +0 +1 of 5 /);
    expect(text).toContain('“m of r”: m records mapped of r read from the source');
  });

  it('says how long reading, mapping and loading took', async () => {
    const report = await dryRunReport(site as unknown as Record<string, FetchedPage>);
    expect(formatReport(report)).toContain('2.0 s (reading 1.5 s, mapping 0.5 s, loading 0.0 s)');
  });
});
