/** What an import found and did, per kind and status, against what the source says it has. */

import type { MissingRecords, Problem, SourceSet } from '../src/calendars/model';
import { type PostKind, STATUSES, type Status } from '../src/db/schema';
import type { ImportRows, SettingOut } from './map/import-rows';

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
  /** The role each imported user was given, and why when the source did not name it. */
  roles: Array<{ login: string; role: string; from?: string }>;
  /** What the source has that is no calendar record, left out, by WordPress post type. */
  leftOut: Record<string, number>;
  images: number;
  /** The image files brought into the media library (import/media/); null with `--keep-image-urls`. */
  media?: MediaReport | null;
  /** Image URLs (images and their sizes, images named by URL) that point to the source's own host. */
  imagesOnOldSite: { urls: number; of: number; host: string } | null;
  /** The site's settings carried (or kept as set here). */
  settings: SettingOut[];
  /** How a live site's lists were read. */
  reading: SourceSet['reading'] | null;
  /** Records the source has that could not be read (exit code 3). */
  missing: MissingRecords[];
  keptLocalEdits: number[];
  pruned: number[];
  problems: Problem[];
  written: { statements: number; chunks: number; skipped: string | null };
  seconds: number;
  /** Seconds spent reading the source, mapping it (with the database's preflight read) and loading it. */
  phases: { read: number; map: number; load: number };
}

export interface MediaReport {
  /** Copied in this run; already copied by an earlier one (not fetched again); left as references. */
  copied: number;
  skipped: number;
  failed: Array<{ url: string; why: string }>;
  /** A dry run: files it would download. */
  wouldCopy?: number;
}

export function buildReport(
  source: SourceSet,
  rows: ImportRows,
  extra: Pick<ImportReport, 'mode' | 'pruned' | 'written' | 'seconds' | 'phases' | 'media'>,
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
    roles: rows.users.map((user) => ({
      login: user.login,
      role: user.role,
      ...(user.roleFrom ? { from: user.roleFrom } : {}),
    })),
    leftOut: source.leftOut ?? {},
    images: rows.images.length,
    imagesOnOldSite: imagesOnOldSite(source, rows),
    settings: rows.settings,
    reading: source.reading ?? null,
    missing: source.missing ?? [],
    keptLocalEdits: rows.keptLocalEdits,
    problems: rows.problems,
    ...extra,
  };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

/**
 * Image URLs that point to the source's own host: those not copied into the media library (a failed
 * copy, `--keep-image-urls`) are kept as the source had them, and load from the old site while it is up.
 */
function imagesOnOldSite(source: SourceSet, rows: ImportRows): ImportReport['imagesOnOldSite'] {
  const host = hostOf(source.site.url ?? source.site.origin);
  if (!host) return null;
  const urls: string[] = [];
  for (const image of rows.images) {
    urls.push(image.url);
    for (const size of Object.values(JSON.parse(image.sizes) as Record<string, { url?: unknown }>))
      if (typeof size?.url === 'string') urls.push(size.url);
  }
  for (const post of rows.posts) if (post.image_url) urls.push(post.image_url);
  return { urls: urls.filter((url) => hostOf(url) === host).length, of: urls.length, host };
}

/** The image files: copied, skipped as unchanged, and each that failed with why (it stays a reference). */
function mediaLines(media: MediaReport | null | undefined, dryRun: boolean): string[] {
  if (media === undefined) return [];
  if (!media) return ['  image files: not copied (--keep-image-urls): images stay references by URL'];
  if (dryRun)
    return [
      `  image files: ${media.wouldCopy ?? 0} would be copied into the media library, ${media.skipped} copied before`,
    ];
  return [
    `  image files: ${media.copied} copied into the media library, ${media.skipped} skipped as unchanged (copied before), ${media.failed.length} failed${media.failed.length > 0 ? ' (each stays a reference by URL):' : ''}`,
    ...media.failed.map((f) => `    - ${f.url}: ${f.why}`),
  ];
}

/** `timezone: Europe/Madrid (its time zone)`, and what the run does with it. */
function settingLine(setting: SettingOut, dryRun: boolean): string {
  const what =
    setting.action === 'same'
      ? 'already so'
      : setting.action === 'kept'
        ? `kept as set here (${JSON.stringify(setting.previous)}); --overwrite replaces it`
        : `${dryRun ? 'would be set' : 'set'}${setting.previous === null ? '' : `, was ${JSON.stringify(setting.previous)}`}`;
  return `    ${setting.name}: ${JSON.stringify(setting.value)} (from ${setting.from}): ${what}`;
}

/**
 * The roles given, by role, with why where the source did not name them, and how to change one. A user of
 * the same id already here keeps its own (the import adds users, it does not change them).
 */
function roleLines(roles: ImportReport['roles']): string[] {
  if (roles.length === 0) return [];
  const byRole = new Map<string, string[]>();
  for (const { login, role, from } of roles) {
    const list = byRole.get(role) ?? [];
    list.push(from ? `${login} (${from})` : login);
    byRole.set(role, list);
  }
  const example =
    roles.find((user) => user.from && user.role !== 'administrator') ??
    roles.find((user) => user.role !== 'administrator') ??
    roles[0]!;
  return [
    '  roles given to new users (a user already here keeps its own):',
    ...[...byRole].map(([role, logins]) => `    ${role}: ${logins.join(', ')}`),
    ...(roles.some((user) => user.from)
      ? ['    the source names no roles for these: each got the least that lets them work']
      : []),
    `    change one in the app's Users screen (/admin/users) or with \`npm run users -- set-role --login ${example.login} --role editor\`; give a password with \`npm run users -- set-password --login ${roles[0]!.login} --generate\``,
  ];
}

/** What the source has that is not a calendar record, left out: counted, so that nothing goes without a word. */
function leftOutLines(leftOut: ImportReport['leftOut']): string[] {
  const entries = Object.entries(leftOut).sort(([, a], [, b]) => b - a);
  if (entries.length === 0) return [];
  const count = entries.reduce((sum, [, n]) => sum + n, 0);
  return [
    `  left out, not calendar records: ${count} (${entries.map(([type, n]) => `${type} ${n}`).join(', ')})`,
  ];
}

/** Records the source has that could not be read, by kind, with their ids where known. */
function missingLines(missing: MissingRecords[]): string[] {
  if (missing.length === 0) return [];
  const count = missing.reduce((sum, m) => sum + m.count, 0);
  return [
    `  not read: ${count} record(s) the source has (the import ends with exit code 3):`,
    ...missing.map(
      (m) =>
        `    - ${m.count} ${m.kind}(s)${m.ids.length > 0 ? ` ${m.ids.join(', ')}` : ', ids unknown'}: ${m.reason}`,
    ),
  ];
}

export function formatReport(report: ImportReport): string {
  const lines = [`${report.mode === 'dry-run' ? 'Dry run' : 'Import'} of ${report.source}`];
  const totals = report.sourceTotals as Record<string, number | undefined>;
  lines.push(...statusTable(report));
  lines.push(
    `  categories: ${report.terms.categories}${totals.tribe_events_cat === undefined ? '' : ` (source: ${totals.tribe_events_cat})`}, tags: ${report.terms.tags}${totals.post_tag === undefined ? '' : ` (source: ${totals.post_tag})`}`,
    `  users: ${report.users}, images: ${report.images}, aliases: ${report.aliases}, old URLs: ${report.oldUrls}`,
  );
  lines.push(...roleLines(report.roles), ...leftOutLines(report.leftOut));
  const old = report.imagesOnOldSite;
  if (old && old.of > 0)
    lines.push(
      `  image URLs on the old site (${old.host}): ${old.urls} of ${old.of}; they are kept as they are and load from there while it is up`,
    );
  lines.push(...mediaLines(report.media, report.mode === 'dry-run'));
  const reading = report.reading;
  if (reading)
    lines.push(
      `  lists read: ${reading.lists}${reading.notOffered.length > 0 ? ` (not offered by this site: ${reading.notOffered.join(', ')})` : ''}; passes: ${reading.passes}${reading.readAgain.length > 0 ? ` (read again, changed meanwhile: ${reading.readAgain.join(', ')})` : ''}; records only some lists gave: ${reading.foundElsewhere}; ids probed: ${reading.probed} (${reading.foundByProbing} found)`,
    );
  if (report.settings.length > 0)
    lines.push(
      `  site settings${report.mode === 'dry-run' ? ' (would be carried)' : ''}:`,
      ...report.settings.map((s) => settingLine(s, report.mode === 'dry-run')),
    );
  lines.push(...missingLines(report.missing));
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
