import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { D1Session } from '../../import/load/d1';
import { importStatements } from '../../import/load/sql';
import { noExistingRecords } from '../../import/map/existing';
import type { ImportRows } from '../../import/map/import-rows';
import { mapToRows } from '../../import/map/rows';
import type { FetchedPage } from '../../import/source/fetcher';
import type { RestSnapshot } from '../../import/source/rest-collect';
import { restSourceSet } from '../../import/source/rest-map';
import { replaySnapshot } from '../../import/tools/replay';
import { apiSide, compareRecord, type Difference } from '../../import/verify/compare';
import type { SourceSet } from '../../src/calendars/model';
import { forgetSettings } from '../../src/known-settings';
import { BASE, bearer, call, json, type TestBindings } from '../helpers';

/** Runs an import's statements in the test database as `wrangler d1 execute` would, one after the other. */
export async function runStatements(statements: string[]) {
  for (const statement of statements) await env.DB.prepare(statement).run();
  // What a Worker learns from the next generation or key lookup (the site's settings the import carried).
  forgetSettings();
}

/** The test database as the importer opens one: statements separated by `;` and a line break; files in its bucket. */
export const testSession: D1Session = {
  async run(sql) {
    const statements = sql
      .split(/;\n/)
      .map((s) => s.trim())
      .filter(Boolean);
    const results = await env.DB.batch(statements.map((s) => env.DB.prepare(s)));
    return results.map((r) => (r.results ?? []) as Array<Record<string, unknown>>);
  },
  async putMedia(key, bytes, contentType) {
    await env.MEDIA.put(key, bytes, { httpMetadata: { contentType } });
  },
  close: async () => {},
};

/** A source mapped into an empty database, its texts in English where it names no language. */
export const mapIntoEmpty = (source: SourceSet): ImportRows =>
  mapToRows(source, {
    defaultLang: 'en',
    langMap: {},
    existing: noExistingRecords(),
    remap: false,
    overwrite: false,
  });

/**
 * A multilingual site (hand-built answers in the shape of Polylang Pro or WPML's REST add-on: one post
 * per language, linked as a translation group) becomes one record with five texts; the other members'
 * ids answer that record in their language.
 */
export function multilingualSuite(shape: string, pages: Record<string, FetchedPage>) {
  describe(`translation groups (${shape})`, () => {
    let rows: ImportRows;

    beforeAll(async () => {
      const source = restSourceSet(await replaySnapshot(pages));
      rows = mapIntoEmpty(source);
      await runStatements(await importStatements(rows));
    });

    it('one event with five texts, one venue with two, one category with three', () => {
      expect(rows.posts.filter((p) => p.kind === 'event').map((p) => p.id)).toEqual([201]);
      expect(
        rows.texts
          .filter((t) => t.post_id === 201)
          .map((t) => t.lang)
          .sort(),
      ).toEqual(['ca', 'en', 'es', 'eu', 'gl']);
      expect(rows.posts.filter((p) => p.kind === 'venue').map((p) => p.id)).toEqual([301]);
      expect(
        rows.termTexts
          .filter((t) => t.term_id === 401)
          .map((t) => t.lang)
          .sort(),
      ).toEqual(['en', 'es', 'eu']);
      expect(rows.aliases).toHaveLength(4 + 1 + 2);
    });

    it("the other members' ids answer the record in their language", async () => {
      const spanish = await json(await call('/events/202'));
      expect(spanish).toMatchObject({ id: 201, title: 'Noche de jazz', slug: 'noche-de-jazz', lang: 'es' });
      expect(spanish.venue).toMatchObject({ id: 301, venue: 'Sala Ribera' });
      expect(spanish.categories[0]).toMatchObject({ id: 401, name: 'Música' });
      expect(await json(await call('/events/203'))).toMatchObject({
        id: 201,
        title: 'Jazz gaua',
        lang: 'eu',
      });
      expect(await json(await call('/events/205'))).toMatchObject({
        id: 201,
        title: 'Noite de jazz',
        lang: 'gl',
      });
      expect(await json(await call('/venues/302'))).toMatchObject({
        id: 301,
        venue: 'Sala Ribera',
        lang: 'es',
      });
      expect(await json(await call('/categories/403'))).toMatchObject({
        id: 401,
        name: 'Musika',
        lang: 'eu',
      });
      expect(Object.keys(spanish.translations).sort()).toEqual(['ca', 'en', 'es', 'eu', 'gl']);
    });

    it('a language the request names wins over the alias’s', async () => {
      expect(await json(await call('/ca/site/events/v1/events/202'))).toMatchObject({
        id: 201,
        title: 'Nit de jazz',
        lang: 'ca',
      });
      expect(await json(await call('/events/202?translation_language=en'))).toMatchObject({
        title: 'Jazz night',
        lang: 'en',
      });
    });

    it('lists show the record once; by-slug finds it by any of its slugs', async () => {
      const list = await json(await call('/events?start_date=2027-06-01&end_date=2027-06-30'));
      expect(list.events.map((e: { id: number }) => e.id)).toEqual([201]);
      expect(await json(await call('/events/by-slug/nit-de-jazz'))).toMatchObject({ id: 201 });
    });

    it('the original keeps its id and its own language', async () => {
      expect(await json(await call('/en/site/events/v1/events/201'))).toMatchObject({
        id: 201,
        title: 'Jazz night',
      });
    });
  });
}

/** TEC's single reads of a site's records (test/fixtures/tec-site/golden.json), by route and id. */
export type GoldenAnswers = Record<string, Record<string, { status: number; body: Record<string, unknown> }>>;

export const GOLDEN_ROUTES = ['events', 'venues', 'organizers', 'categories', 'tags'] as const;

/**
 * Every record of `route` read through our API (as an administrator, a protected event with its
 * password) against TEC's answer for it: the differences the import makes, and apart those in what
 * our API shapes itself (costs, JSON-LD, dates in the site's zone: `apiSide`).
 */
export async function differencesFromTec(
  route: (typeof GOLDEN_ROUTES)[number],
  context: {
    golden: GoldenAnswers;
    source: SourceSet;
    snapshot?: RestSnapshot;
    admin: string;
    bindings?: TestBindings;
    siteZoneDiffers?: boolean;
  },
): Promise<{
  imported: Record<string, Difference[] | string>;
  api: Record<string, Difference[]>;
  compared: number;
}> {
  const { golden, source, snapshot, admin } = context;
  const imported: Record<string, Difference[] | string> = {};
  const api: Record<string, Difference[]> = {};
  let compared = 0;
  for (const [id, answer] of Object.entries(golden[route] ?? {})) {
    // TEC refuses a single read of an event in the trash, even to an administrator (403): its entry in
    // TEC's list of the trash stands for it.
    const theirs =
      answer.status === 200
        ? answer.body
        : route === 'events'
          ? snapshot?.v1.events.get(Number(id))
          : undefined;
    if (!theirs) continue;
    const post = source.posts.find((p) => String(p.id) === id);
    const query = post?.password ? `?password=${encodeURIComponent(post.password)}` : '';
    const res = await call(`/${route}/${id}${query}`, { headers: bearer(admin) }, context.bindings);
    const body = await json(res);
    if (res.status !== 200) {
      imported[id] = `our API answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`;
      continue;
    }
    const raw = snapshot?.wp.events.get(Number(id))?.content?.raw ?? '';
    const differences = compareRecord(body, theirs, {
      theirOrigin: 'http://127.0.0.1:8882',
      ourOrigin: BASE,
      rawDescription: route === 'events' && /<!-- wp:tribe\//.test(raw) ? post?.content : undefined,
    });
    const ours = differences.filter((d) => !apiSide(d, context));
    const theirsToShape = differences.filter((d) => apiSide(d, context));
    if (ours.length > 0) imported[id] = ours;
    if (theirsToShape.length > 0) api[id] = theirsToShape;
    compared += 1;
  }
  return { imported, api, compared };
}
