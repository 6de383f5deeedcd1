/**
 * The recorded TEC site the end-to-end run imports (test/fixtures/tec-site/site.json), the credentials its
 * fixture server asks for, and the site as it is after changes: one event edited, records gone.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../tooling/wrangler.mjs';
import type { FetchedPage } from '../source/fetcher';

export const USER = 'admin';
export const PASSWORD = 'Fixture0Pass0Word0Here00';
export const FIXTURES = path.join(PROJECT_ROOT, 'test', 'fixtures');

export type Site = Record<string, FetchedPage>;

export const recordedSite = JSON.parse(
  readFileSync(path.join(FIXTURES, 'tec-site', 'site.json'), 'utf8'),
) as Site;

/** The source options of the site served at `url`. */
export const fromSite = (url: string) => ['--from', url, '--user', USER, '--app-password', PASSWORD];

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
  return pages;
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
  return kept;
}
