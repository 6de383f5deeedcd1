/**
 * The recorded TEC site the end-to-end run imports (test/fixtures/tec-site/site.json), the credentials its
 * fixture server asks for, and the site as it is after changes: one event edited, records gone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../tooling/wrangler.mjs';
import type { FetchedPage } from '../source/fetcher';
import type { Golden } from './moved-site';

export const USER = 'admin';
export const PASSWORD = 'Fixture0Pass0Word0Here00';
export const FIXTURES = path.join(PROJECT_ROOT, 'test', 'fixtures');

export type Site = Record<string, FetchedPage>;

export const recordedSite = JSON.parse(
  readFileSync(path.join(FIXTURES, 'tec-site', 'site.json'), 'utf8'),
) as Site;

/** TEC's single reads of the recorded site's records (what our API must show). */
export const recordedGolden = JSON.parse(
  readFileSync(path.join(FIXTURES, 'tec-site', 'golden.json'), 'utf8'),
) as Golden;

/** Where the recorded site's answers name its files (`http://127.0.0.1:8882/wp-content/uploads/…`). */
export const RECORDED_HOST = 'http://127.0.0.1:8882';

/**
 * The image files the recorded site's answers name, made here (a PNG of each original's size class):
 * the fixture server answers them, so the import copies real files into the media library.
 */
export async function recordedUploads(): Promise<Record<string, Uint8Array>> {
  const { default: sharp } = await import('sharp');
  const poster = await sharp({
    create: { width: 320, height: 180, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .png()
    .toBuffer();
  return { '/wp-content/uploads/2026/11/jazz-poster.png': new Uint8Array(poster) };
}

/** The source options of the site served at `url`. */
export const fromSite = (url: string) => ['--from', url, '--user', USER, '--app-password', PASSWORD];

/** The records of a list page: TEC's (`events`, `venues`, `organizers`) or WordPress' (an array). */
function listItems(page: FetchedPage): unknown[] | null {
  if (Array.isArray(page.body)) return page.body;
  const body = page.body as Record<string, unknown> | null;
  for (const field of ['events', 'venues', 'organizers'])
    if (Array.isArray(body?.[field])) return body[field] as unknown[];
  return null;
}

/**
 * `after`'s lists with their totals (`X-TEC-Total`, `X-WP-Total`, `total`) less the records it lost
 * since `before`, on every page of each list: a site whose records are gone no longer counts them.
 */
function recounted(before: Site, after: Site): Site {
  const lost = new Map<string, number>();
  const listOf = (key: string) => key.replace(/&page=\d+$/, '');
  for (const [key, page] of Object.entries(before)) {
    const was = listItems(page)?.length;
    const now = after[key] ? listItems(after[key]!)?.length : 0;
    if (was !== undefined && now !== undefined && was !== now)
      lost.set(listOf(key), (lost.get(listOf(key)) ?? 0) + was - now);
  }
  for (const [key, page] of Object.entries(after)) {
    const gone = lost.get(listOf(key));
    if (!gone || !listItems(page)) continue;
    for (const header of ['x-tec-total', 'x-wp-total'])
      if (page.headers[header] !== undefined)
        page.headers[header] = String(Number(page.headers[header]) - gone);
    const body = page.body as { total?: number };
    if (!Array.isArray(page.body) && typeof body.total === 'number') body.total -= gone;
  }
  return after;
}

/** The recorded site with each event passed through `change` (a changed event, or null: gone). */
export function editedSite(change: (event: Record<string, unknown>) => Record<string, unknown> | null): Site {
  const pages = structuredClone(recordedSite);
  for (const [key, page] of Object.entries(pages)) {
    const body = page.body as
      | { events?: Record<string, unknown>[] }
      | Record<string, unknown>[]
      | Record<string, unknown>;
    if (key.startsWith('tribe/events/v1/events?') && Array.isArray((body as { events?: unknown[] }).events)) {
      (body as { events: Record<string, unknown>[] }).events = (
        body as { events: Record<string, unknown>[] }
      ).events
        .map(change)
        .filter((e): e is Record<string, unknown> => e !== null);
    } else if (
      (key.startsWith('wp/v2/tribe_events') || key.startsWith('wp/v2/search')) &&
      Array.isArray(body)
    ) {
      page.body = body.map(change).filter((e) => e !== null);
    } else if (/^wp\/v2\/tribe_events\/\d+\?/.test(key) || /^tribe\/events\/v1\/events\/\d+\?/.test(key)) {
      const changed = change(body as Record<string, unknown>);
      if (changed === null) delete pages[key];
      else page.body = changed;
    }
  }
  return recounted(recordedSite, pages);
}

/** The site without the records `ids` (events, venues, organizers): gone from every list and single read. */
export function withoutRecords(pages: Site, ids: Set<number>): Site {
  const kept = structuredClone(pages);
  const gone = (record: unknown) => ids.has(Number((record as { id?: unknown })?.id));
  for (const [key, page] of Object.entries(kept)) {
    const single =
      /^(?:tribe\/events\/v1\/(?:events|venues|organizers)|wp\/v2\/tribe_\w+)\/(\d+)(?:\?|$)/.exec(key);
    if (single && ids.has(Number(single[1]))) {
      delete kept[key];
      continue;
    }
    if (Array.isArray(page.body)) page.body = page.body.filter((record) => !gone(record));
    else if (page.body && typeof page.body === 'object') {
      const body = page.body as Record<string, unknown>;
      for (const list of ['events', 'venues', 'organizers'])
        if (Array.isArray(body[list]))
          body[list] = (body[list] as unknown[]).filter((record) => !gone(record));
    }
  }
  return recounted(pages, kept);
}
