import { beforeAll, describe, expect, it } from 'vitest';
import { importStatements } from '../../import/load/sql';
import type { ImportRows } from '../../import/map/import-rows';
import type { FetchedPage } from '../../import/source/fetcher';
import type { RestSnapshot } from '../../import/source/rest-collect';
import { restSourceSet } from '../../import/source/rest-map';
import { replaySnapshot } from '../../import/tools/replay';
import type { SourceSet } from '../../src/calendars/model';
import golden from '../fixtures/tec-site/golden.json';
import site from '../fixtures/tec-site/site.json';
import { createUser } from '../helpers';
import {
  differencesFromTec,
  GOLDEN_ROUTES,
  type GoldenAnswers,
  mapIntoEmpty,
  runStatements,
} from './support';

/**
 * The golden test: the answers recorded from a real TEC 6.17.2 site (test/fixtures/tec-site, see
 * docs/import.md) go through the importer's mapping and SQL into this database; then every record read
 * through our API must equal TEC's own answer for it, field by field, but for the written allow-list
 * (import/verify/compare.ts).
 */

const recorded = golden as unknown as GoldenAnswers;

let snapshot: RestSnapshot;
let source: SourceSet;
let rows: ImportRows;
let admin: string;

beforeAll(async () => {
  snapshot = await replaySnapshot(site as unknown as Record<string, FetchedPage>);
  source = restSourceSet(snapshot);
  rows = mapIntoEmpty(source);
  await runStatements(await importStatements(rows));
  admin = (await createUser('administrator')).key;
});

describe('golden: every imported record reads as TEC answered it', () => {
  for (const route of GOLDEN_ROUTES) {
    it(`${route}: field by field, under the allow-list`, async () => {
      const { imported, compared } = await differencesFromTec(route, {
        golden: recorded,
        source,
        snapshot,
        admin,
      });
      if (Object.keys(imported).length > 0)
        console.log(route, JSON.stringify(imported, null, 1).slice(0, 6000));
      expect(imported).toEqual({});
      expect(compared).toBeGreaterThan(route === 'tags' ? 2 : 3);
    }, 60_000);
  }

  // What our API shapes from what the import carries (issue 27: the API's cost formatter and JSON-LD
  // follow TEC's). Strict: every cost, cost_details and json_ld as TEC showed it.
  it('costs and JSON-LD read as TEC showed them (the API shapes them from the imported cost and currency)', async () => {
    const api: Record<string, unknown> = {};
    for (const route of GOLDEN_ROUTES) {
      const found = await differencesFromTec(route, { golden: recorded, source, snapshot, admin });
      for (const [id, differences] of Object.entries(found.api)) api[`${route}/${id}`] = differences;
    }
    if (Object.keys(api).length > 0) console.log('API side', JSON.stringify(api, null, 1).slice(0, 8000));
    expect(api).toEqual({});
  }, 60_000);

  it('compares the cases the fixtures were made for', () => {
    const events = Object.keys(recorded.events ?? {}).map(
      (id) => snapshot.v1.events.get(Number(id)) as Record<string, unknown>,
    );
    const statuses = new Set(events.map((e) => e.status));
    for (const status of ['publish', 'draft', 'pending', 'private', 'future', 'trash'])
      expect(statuses).toContain(status);
    expect(events.some((e) => e.hide_from_listings === true)).toBe(true);
    expect(events.some((e) => e.all_day === true)).toBe(true);
    expect(events.some((e) => e.timezone === 'UTC+5.5')).toBe(true);
    expect(events.some((e) => String(e.slug).startsWith('%'))).toBe(true);
    expect(events.some((e) => Array.isArray(e.organizer) && e.organizer.length === 3)).toBe(true);
    expect(events.some((e) => String(e.utc_start_date) < '2025-01-01')).toBe(true);
    expect(rows.posts.some((p) => p.password !== null)).toBe(true);
  });
});
