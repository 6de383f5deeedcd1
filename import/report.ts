/** What an import found and did, per kind and status, against what the source says it has. */

import { type PostKind, STATUSES, type Status } from '../src/db/schema';
import type { ImportRows } from './map/import-rows';
import type { Problem, SourceSet } from './model';

const KINDS: PostKind[] = ['event', 'series', 'venue', 'organizer'];

/** Records of one kind and status: as the source gave them, and as mapped to be written. */
export interface StatusCount {
  read: number;
  mapped: number;
}

export interface ImportReport {
  source: string;
  mode: 'dry-run' | 'import';
  /** Records mapped, per kind and status (only the statuses present). */
  mapped: Record<string, Record<string, number>>;
  /** Every kind and every status, zeros included: records read from the source and records mapped. */
  statuses: Record<PostKind, Record<Status, StatusCount>>;
  /** Records the source said it has (its list totals), per kind. */
  sourceTotals: SourceSet['totals'];
  terms: { categories: number; tags: number };
  aliases: number;
  oldUrls: number;
  users: number;
  images: number;
  keptLocalEdits: number[];
  pruned: number[];
  problems: Problem[];
  written: { statements: number; chunks: number; skipped: string | null };
  seconds: number;
  /** Seconds spent reading the source, mapping it (with the database's preflight read) and loading it. */
  phases: { read: number; map: number; load: number };
}

export function buildReport(
  source: SourceSet,
  rows: ImportRows,
  extra: Pick<ImportReport, 'mode' | 'pruned' | 'written' | 'seconds' | 'phases'>,
): ImportReport {
  const mapped: ImportReport['mapped'] = {};
  for (const post of rows.posts) {
    const byStatus = mapped[post.kind] ?? {};
    byStatus[post.status] = (byStatus[post.status] ?? 0) + 1;
    mapped[post.kind] = byStatus;
  }
  const statuses = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      Object.fromEntries(STATUSES.map((status) => [status, { read: 0, mapped: 0 }])),
    ]),
  ) as ImportReport['statuses'];
  for (const post of source.posts) statuses[post.kind][post.status].read++;
  for (const post of rows.posts) statuses[post.kind][post.status].mapped++;
  return {
    source: source.site.origin,
    mapped,
    statuses,
    sourceTotals: source.totals,
    terms: {
      categories: rows.terms.filter((t) => t.taxonomy === 'tribe_events_cat').length,
      tags: rows.terms.filter((t) => t.taxonomy === 'post_tag').length,
    },
    aliases: rows.aliases.length,
    oldUrls: rows.legacyUrls.length,
    users: rows.users.length,
    images: rows.images.length,
    keptLocalEdits: rows.keptLocalEdits,
    problems: rows.problems,
    ...extra,
  };
}

export function formatReport(report: ImportReport): string {
  const lines = [`${report.mode === 'dry-run' ? 'Dry run' : 'Import'} of ${report.source}`];
  const totals = report.sourceTotals as Record<string, number | undefined>;
  lines.push(...statusTable(report));
  lines.push(
    `  categories: ${report.terms.categories}${totals.tribe_events_cat === undefined ? '' : ` (source: ${totals.tribe_events_cat})`}, tags: ${report.terms.tags}${totals.post_tag === undefined ? '' : ` (source: ${totals.post_tag})`}`,
    `  users: ${report.users}, images: ${report.images}, aliases: ${report.aliases}, old URLs: ${report.oldUrls}`,
  );
  if (report.keptLocalEdits.length > 0)
    lines.push(
      `  kept as edited here since the last import (--overwrite replaces them): ${report.keptLocalEdits.join(', ')}`,
    );
  if (report.pruned.length > 0)
    lines.push(`  trashed, gone from the source (--prune): ${report.pruned.join(', ')}`);
  if (report.problems.length > 0) {
    lines.push(`  ${report.problems.length} note(s):`);
    for (const p of report.problems)
      lines.push(`    - ${p.kind}${p.id === '' ? '' : ` ${p.id}`}: ${p.reason}`);
  }
  const { written } = report;
  lines.push(
    written.skipped
      ? `  nothing written: ${written.skipped}`
      : report.mode === 'dry-run'
        ? `  would write ${written.statements} statements in ${written.chunks} chunk(s)`
        : `  wrote ${written.statements} statements in ${written.chunks} chunk(s)`,
    `  ${report.seconds.toFixed(1)} s (reading ${report.phases.read.toFixed(1)} s, mapping ${report.phases.map.toFixed(1)} s, loading ${report.phases.load.toFixed(1)} s)`,
  );
  return lines.join('\n');
}

/**
 * Records per kind and status, zeros included: the mapped count, with the count read from the source
 * after it when they differ (translation group members merged into one record, records unchanged since
 * `--since`, records that could not be mapped: see the notes).
 */
function statusTable(report: ImportReport): string[] {
  const totals = report.sourceTotals as Record<string, number | undefined>;
  const header = ['records', ...STATUSES, 'total', 'source lists'];
  const cell = ({ read, mapped }: StatusCount) => (read === mapped ? `${mapped}` : `${mapped} of ${read}`);
  // Series templates only where the source has recurring events.
  const kinds = KINDS.filter(
    (kind) => kind !== 'series' || STATUSES.some((s) => report.statuses.series[s].read > 0),
  );
  const body = kinds.map((kind) => {
    const counts = STATUSES.map((status) => report.statuses[kind][status]);
    const total = counts.reduce((sum, c) => ({ read: sum.read + c.read, mapped: sum.mapped + c.mapped }), {
      read: 0,
      mapped: 0,
    });
    return [
      kind === 'series' ? 'series' : `${kind}s`,
      ...counts.map(cell),
      cell(total),
      `${totals[kind] ?? '-'}`,
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `  ${row.map((text, i) => (i === 0 ? text.padEnd(widths[i]!) : text.padStart(widths[i]!))).join('  ')}`;
  const differs = KINDS.some((kind) =>
    STATUSES.some((s) => report.statuses[kind][s].read !== report.statuses[kind][s].mapped),
  );
  return [
    ...[header, ...body].map(line),
    ...(differs ? ['  (“m of r”: m records mapped of r read from the source)'] : []),
  ];
}
