import { beforeAll, describe, expect, it } from 'vitest';
import { importStatements } from '../../import/load/sql';
import type { ImportRows } from '../../import/map/import-rows';
import type { SourceSet } from '../../import/model';
import type { FetchedPage } from '../../import/source/fetcher';
import type { RestSnapshot } from '../../import/source/rest-collect';
import { restSourceSet } from '../../import/source/rest-map';
import { replaySnapshot } from '../../import/tools/replay';
import { compareRecord, type Difference } from '../../import/verify/compare';
import golden from '../fixtures/tec-site/golden.json';
import site from '../fixtures/tec-site/site.json';
import { BASE, bearer, call, createUser, json } from '../helpers';
import { mapIntoEmpty, runStatements } from './support';

/**
 * The golden test: the answers recorded from a real TEC 6.17.2 site (test/fixtures/tec-site, see
 * docs/import.md) go through the importer's mapping and SQL into this database; then every record read
 * through our API must equal TEC's own answer for it, field by field, but for the written allow-list
 * (import/verify/compare.ts).
 */

type Golden = Record<string, Record<string, { status: number; body: Record<string, unknown> }>>;
const recorded = golden as unknown as Golden;
const THEIR_ORIGIN = 'http://127.0.0.1:8882';

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

async function ours(route: string, id: string, password?: string) {
  const query = password ? `?password=${encodeURIComponent(password)}` : '';
  const res = await call(`/${route}/${id}${query}`, { headers: bearer(admin) });
  return { status: res.status, body: await json(res) };
}

function differencesOf(route: string, id: string, body: unknown, theirs: unknown): Difference[] {
  const post = source.posts.find((p) => String(p.id) === id);
  const hadTecBlocks = /<!-- wp:tribe\//.test(snapshot.wp.events.get(Number(id))?.content?.raw ?? '');
  return compareRecord(body, theirs, {
    theirOrigin: THEIR_ORIGIN,
    ourOrigin: BASE,
    rawDescription: route === 'events' && hadTecBlocks ? post?.content : undefined,
  });
}

describe('golden: every imported record reads as TEC answered it', () => {
  for (const route of ['events', 'venues', 'organizers', 'categories', 'tags'] as const) {
    it(`${route}: field by field, under the allow-list`, async () => {
      const failures: Record<string, Difference[] | string> = {};
      let compared = 0;
      for (const [id, answer] of Object.entries(recorded[route] ?? {})) {
        // TEC refuses a single read of an event in the trash, even to an administrator (403): its
        // entry in TEC's list of the trash stands for it.
        const theirs =
          answer.status === 200
            ? answer.body
            : route === 'events'
              ? snapshot.v1.events.get(Number(id))
              : undefined;
        if (!theirs) continue;
        const post = source.posts.find((p) => String(p.id) === id);
        const got = await ours(route, id, post?.password || undefined);
        if (got.status !== 200) {
          failures[id] = `our API answered ${got.status} ${JSON.stringify(got.body).slice(0, 200)}`;
          continue;
        }
        const differences = differencesOf(route, id, got.body, theirs);
        if (differences.length > 0) failures[id] = differences;
        compared += 1;
      }
      if (Object.keys(failures).length > 0)
        console.log(route, JSON.stringify(failures, null, 1).slice(0, 6000));
      expect(failures).toEqual({});
      expect(compared).toBeGreaterThan(route === 'tags' ? 2 : 3);
    }, 60_000);
  }

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
