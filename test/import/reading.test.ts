import { describe, expect, it } from 'vitest';
import {
  ADDED_EVENT,
  type Golden,
  movedSite,
  type Site,
  UNREACHABLE_EVENT,
} from '../../import/e2e/moved-site';
import { importStatements } from '../../import/load/sql';
import type { FetchedPage } from '../../import/source/fetcher';
import { pageJoins, probeOrder, shortfalls } from '../../import/source/reconcile';
import { type Json, RECORD_KINDS, siteDoors, wpSinglePath } from '../../import/source/rest-doors';
import { restSourceSet } from '../../import/source/rest-map';
import { replaySnapshot } from '../../import/tools/replay';
import golden from '../fixtures/tec-site/golden.json';
import site from '../fixtures/tec-site/site.json';
import { mapIntoEmpty } from './support';

/**
 * Issue 27: no record is lost. A TEC list paginates unstably (`X-TEC-Total: 142`, 141 distinct ids):
 * the importer reads every door the site offers, checks each list's total against what was read,
 * probes for what is still missing, reads again the lists that changed meanwhile, and names what it
 * could not read (the import then ends with exit code 3).
 */

const recorded = site as unknown as Site;
const answers = golden as unknown as Golden;
const doors = siteDoors();
const door = (key: string) => doors.find((d) => d.key === key)!;
const DROPPED = 108;

describe('what was read against what the lists count (pure)', () => {
  it('probes the ids nearest where the pages join first, none known, within the budget', () => {
    expect(probeOrder([10, 50], new Set([9, 11, 51]), 6)).toEqual([49, 8, 12, 48, 52, 7]);
    expect(probeOrder([2], new Set(), 4)).toEqual([1, 3, 4, 5]);
    expect(probeOrder([], new Set(), 4)).toEqual([]);
    // Every id above known: the steps stop with the budget spent, not before.
    expect(probeOrder([5], new Set(Array.from({ length: 1000 }, (_, i) => i + 1)), 2)).toEqual([1001, 1002]);
    const read = { items: [], pages: [[{ id: 3 }, { id: 9 }], [{ id: 4 }], []], offered: true };
    expect(pageJoins(read, (item: Json) => Number(item.id))).toEqual([3, 9, 4, 4]);
  });

  it('a list’s total is met by the records read that belong in it: an event hidden from listings does not count', () => {
    const main = door('v1:events');
    const records = Object.fromEntries(RECORD_KINDS.map((k) => [k, new Map<number, Json>()])) as Parameters<
      typeof shortfalls
    >[1];
    records.event.set(1, { id: 1, status: 'publish' });
    records.event.set(2, { id: 2, status: 'draft' });
    records.event.set(3, { id: 3, status: 'publish', hide_from_listings: true });
    records.event.set(4, { id: 4, status: 'trash' });
    const read = (total: number) => ({ items: [], pages: [], total, offered: true });
    expect(shortfalls([{ door: main, read: read(2) }], records)).toEqual([]);
    expect(shortfalls([{ door: main, read: read(3) }], records)).toEqual([
      { door: 'v1:events', kind: 'event', total: 3, found: 2 },
    ]);
    expect(shortfalls([{ door: main, read: { ...read(3), offered: false } }], records)).toEqual([]);
  });
});

/** `pages` without the lists TEC 6.17.2 or WordPress may not offer, and without `id` in WordPress' event lists. */
function withoutOtherDoors(pages: Site, id: number): Site {
  const kept = structuredClone(pages);
  for (const d of doors.filter((d) => d.optional))
    for (const key of Object.keys(kept))
      if (key.startsWith(d.path(1, 1).split('per_page=')[0]!)) delete kept[key];
  for (const d of [door('wp:events'), door('search')])
    for (const key of Object.keys(kept))
      if (key.startsWith(d.path(1, 1).split('per_page=')[0]!) && Array.isArray(kept[key]!.body))
        kept[key]!.body = (kept[key]!.body as Json[]).filter((r) => r.id !== id);
  return kept;
}

describe('reading a site through every door', () => {
  it('a record TEC’s list dropped at a page join is found through the list of its status', async () => {
    const snapshot = await replaySnapshot(movedSite(recorded, answers, { unstable: true }).pages);
    expect(snapshot.v1.events.has(DROPPED)).toBe(true);
    expect(snapshot.missing).toEqual([]);
    expect(snapshot.reading).toMatchObject({ probed: 0, notOffered: [] });
  });

  it('a site with no other list: the dropped record is found by probing ids where the pages join', async () => {
    const pages = withoutOtherDoors(movedSite(recorded, answers, { unstable: true }).pages, DROPPED);
    const snapshot = await replaySnapshot(pages);
    expect(snapshot.reading.notOffered).toContain('v1:events:publish');
    expect(snapshot.v1.events.has(DROPPED)).toBe(true);
    expect(snapshot.reading.foundByProbing).toBe(1);
    expect(snapshot.reading.probed).toBeLessThanOrEqual(10);
    expect(snapshot.missing).toEqual([]);
  });

  it('a record no door shows, though the lists count it: said missing, counted, its id unknown', async () => {
    const snapshot = await replaySnapshot(movedSite(recorded, answers, { unreachable: true }).pages);
    expect(snapshot.v1.events.has(UNREACHABLE_EVENT)).toBe(false);
    expect(snapshot.missing).toEqual([
      {
        kind: 'event',
        ids: [],
        count: 1,
        reason: expect.stringMatching(
          /^v1:events(:publish)? counts \d+, \d+ of them were read .* 18 ids probed/,
        ),
      },
    ]);
    // Not read whole: no list of every record, so --prune trashes nothing.
    expect(restSourceSet(snapshot).allIds).toBeUndefined();
  });

  it('an id a list names that TEC can’t read: said missing, by its id', async () => {
    const pages = movedSite(recorded, answers).pages;
    const ids = door('wp:events:ids');
    const first = pages[ids.path(1, 100)]!;
    pages[ids.path(1, 100)] = { ...first, body: [...(first.body as Json[]), { id: 999 }] };
    const snapshot = await replaySnapshot(pages);
    expect(snapshot.missing).toEqual([
      {
        kind: 'event',
        ids: [999],
        count: 1,
        reason: "wp:events:ids lists it, but TEC's single read answered 404 (rest_no_route)",
      },
    ]);
  });

  it('a site that changes while it is read: the lists whose totals moved are read again', async () => {
    const before = movedSite(recorded, answers).pages;
    const after = movedSite(recorded, answers, { added: true }).pages;
    let changed = false;
    const answer = (path: string): FetchedPage | undefined => {
      // The event is added as the importer checks the totals a first time.
      if (/per_page=1&page=1$/.test(path)) changed = true;
      return (changed ? after : before)[path];
    };
    const snapshot = await replaySnapshot(answer);
    expect(snapshot.v1.events.has(ADDED_EVENT)).toBe(true);
    expect(snapshot.wp.events.has(ADDED_EVENT)).toBe(true);
    expect(snapshot.reading.passes).toBe(2);
    expect(snapshot.reading.readAgain).toEqual(
      expect.arrayContaining(['v1:events', 'v1:events:publish', 'wp:events', 'wp:events:ids', 'search']),
    );
    expect(snapshot.missing).toEqual([]);
  });

  it('a site that keeps changing: read again at most three times, then said', async () => {
    const pages = movedSite(recorded, answers).pages;
    const main = door('v1:events');
    let checks = 0;
    const answer = (path: string): FetchedPage | undefined => {
      if (path !== main.path(1, 1)) return pages[path];
      checks += 1;
      const page = pages[path]!;
      return { ...page, headers: { ...page.headers, 'x-tec-total': String(100 + checks) } };
    };
    const snapshot = await replaySnapshot(answer);
    expect(snapshot.reading.passes).toBe(3);
    expect(snapshot.missing.at(-1)).toMatchObject({
      kind: 'event',
      reason: expect.stringMatching(/^v1:events kept changing while it was read .* after 3 passes/),
    });
  });

  it('a record edited between its TEC and its WordPress read is read again, both', async () => {
    const pages = movedSite(recorded, answers).pages;
    const edited = (record: Json, local: string) => ({
      ...record,
      modified: local,
      title: 'Jazz on the Beach (moved)',
    });
    const wpList = door('wp:events').path(1, 100);
    pages[wpList] = {
      ...pages[wpList]!,
      body: (pages[wpList]!.body as Json[]).map((r) => (r.id === 27 ? edited(r, '2026-11-26T09:00:00') : r)),
    };
    const single = 'tribe/events/v1/events/27?context=edit';
    pages[single] = { ...pages[single]!, body: edited(pages[single]!.body, '2026-11-26 09:00:00') };
    const wpSingle = wpSinglePath('event', 27);
    pages[wpSingle] = { ...pages[wpSingle]!, body: edited(pages[wpSingle]!.body, '2026-11-26T09:00:00') };
    const snapshot = await replaySnapshot(pages);
    expect(snapshot.v1.events.get(27).title).toBe('Jazz on the Beach (moved)');
    expect(snapshot.notes).toContain('event 27 changed while it was read: read again');
  });
});

/** A delay of 0–7 ms for each path, the same for a seed: answers arrive in an order of the seed's, not the one asked. */
const arrivalOf =
  (seed: number) =>
  (path: string): number => {
    let h = seed;
    for (let i = 0; i < path.length; i++) h = Math.imul(h ^ path.charCodeAt(i), 16_777_619) >>> 0;
    return h % 8;
  };

/** What a read of `pages` gives, in its order: the records of every map, what is missing and the notes. */
async function readingOf(pages: Record<string, FetchedPage>, seed?: number) {
  const timing = seed === undefined ? {} : { concurrency: 8, delayMs: arrivalOf(seed) };
  const snapshot = await replaySnapshot(pages, undefined, timing);
  const maps = {
    ...snapshot.v1,
    ...Object.fromEntries(Object.entries(snapshot.wp).map(([k, m]) => [`wp:${k}`, m])),
  };
  return {
    order: Object.fromEntries(Object.entries(maps).map(([kind, map]) => [kind, [...map.keys()]])),
    missing: snapshot.missing,
    unreadable: snapshot.unreadable,
    notes: snapshot.notes,
    statements: await importStatements(mapIntoEmpty(restSourceSet(snapshot))),
  };
}

describe('the order answers arrive in changes nothing', () => {
  // A resumed run gets its answers from the state file at once, the first run from the network: both must
  // read the records in the same order and cut the same statements into the same chunks, or the resumed
  // run starts over (the refused-chunk end to end).
  it('the lists, the records only some lists named, the linked records and the probes: read in the order asked', async () => {
    const moved = movedSite(recorded, answers, { unstable: true }).pages;
    const named = movedSite(recorded, answers).pages;
    const ids = door('wp:events:ids');
    const first = named[ids.path(1, 100)]!;
    named[ids.path(1, 100)] = { ...first, body: [...(first.body as Json[]), { id: 999 }] };
    for (const pages of [moved, withoutOtherDoors(moved, DROPPED), named]) {
      const asked = await readingOf(pages);
      for (const seed of [1, 2, 3]) expect(await readingOf(pages, seed)).toEqual(asked);
    }
  }, 60_000);
});
