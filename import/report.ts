/** What an import found and did, per kind and status, against what the source says it has. */

import type { ImportRows } from './map/rows';
import type { Problem, SourceSet } from './model';

export interface ImportReport {
  source: string;
  mode: 'dry-run' | 'import';
  /** Records mapped, per kind and status. */
  mapped: Record<string, Record<string, number>>;
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
}

export function buildReport(
  source: SourceSet,
  rows: ImportRows,
  extra: Pick<ImportReport, 'mode' | 'pruned' | 'written' | 'seconds'>,
): ImportReport {
  const mapped: ImportReport['mapped'] = {};
  for (const post of rows.posts) {
    const byStatus = mapped[post.kind] ?? {};
    byStatus[post.status] = (byStatus[post.status] ?? 0) + 1;
    mapped[post.kind] = byStatus;
  }
  return {
    source: source.site.origin,
    mapped,
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
  for (const [kind, statuses] of Object.entries(report.mapped)) {
    const count = Object.values(statuses).reduce((a, b) => a + b, 0);
    const detail = Object.entries(statuses)
      .sort()
      .map(([status, n]) => `${n} ${status}`)
      .join(', ');
    const said = totals[kind];
    lines.push(`  ${kind}s: ${count} (${detail})${said === undefined ? '' : `; the source lists ${said}`}`);
  }
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
    `  ${report.seconds.toFixed(1)} s`,
  );
  return lines.join('\n');
}
