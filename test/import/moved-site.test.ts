import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Golden,
  MOVED_ZONE,
  movedSite,
  PRIVATE_ORGANIZER,
  type Site,
  SLUGLESS_DRAFTS,
} from '../../import/e2e/moved-site';
import { importStatements } from '../../import/load/sql';
import type { ImportRows } from '../../import/map/import-rows';
import type { RestSnapshot } from '../../import/source/rest-collect';
import { siteDoors } from '../../import/source/rest-doors';
import { restSourceSet } from '../../import/source/rest-map';
import { replaySnapshot } from '../../import/tools/replay';
import type { SourceSet } from '../../src/calendars/model';
import golden from '../fixtures/tec-site/golden.json';
import site from '../fixtures/tec-site/site.json';
import { bearer, call, createUser, json } from '../helpers';
import {
  differencesFromTec,
  GOLDEN_ROUTES,
  type GoldenAnswers,
  mapIntoEmpty,
  runStatements,
} from './support';

/**
 * Issue 27: a TEC site moving in (import/e2e/moved-site.ts, built from the recorded one) in another
 * time zone (America/New_York), whose main event list drops a record at a page join, with a private
 * organizer, drafts without slugs sharing a published event's title, costs in every form TEC shows and
 * excerpts in paragraphs. Every record reads through our API as TEC answered it.
 */

const recorded = site as unknown as Site;
const moved = movedSite(recorded, golden as unknown as Golden, { unstable: true });
const answers = moved.golden as GoldenAnswers;
const mainList = siteDoors().find((door) => door.key === 'v1:events')!;
/** The record the unstable list dropped: the first of its second page. */
const dropped = Number(
  (
    movedSite(recorded, golden as unknown as Golden).pages[mainList.path(2, 50)]!.body as {
      events: Array<{ id: number }>;
    }
  ).events[0]!.id,
);

let snapshot: RestSnapshot;
let source: SourceSet;
let rows: ImportRows;
let admin: string;

beforeAll(async () => {
  snapshot = await replaySnapshot(moved.pages);
  source = restSourceSet(snapshot);
  rows = mapIntoEmpty(source);
  await runStatements(await importStatements(rows));
  admin = (await createUser('administrator')).key;
});

const read = async (path: string) => json(await call(path, { headers: bearer(admin) }));

describe('a TEC site moving in', () => {
  it('reads every record, though TEC’s list dropped one at a page join (another list gave it)', () => {
    const page2 = (moved.pages[mainList.path(2, 50)]!.body as { events: Array<{ id: number }> }).events;
    expect(page2.map((e) => e.id)).not.toContain(dropped);
    expect(source.posts.map((p) => p.id)).toContain(dropped);
    expect(snapshot.missing).toEqual([]);
    expect(source.reading?.notOffered).toEqual([]);
    expect(source.posts.filter((p) => p.kind === 'event')).toHaveLength(81);
    expect(source.allIds?.has(String(dropped))).toBe(true);
  });

  for (const route of GOLDEN_ROUTES) {
    it(`${route}: every record reads as TEC answered it, in the site's time zone`, async () => {
      const { imported, compared } = await differencesFromTec(route, {
        golden: answers,
        source,
        snapshot,
        admin,
        // What a deployment in the site's zone shows: the dates the import stored are the site's.
        bindings: { SITE_TIMEZONE: MOVED_ZONE },
      });
      if (Object.keys(imported).length > 0)
        console.log(route, JSON.stringify(imported, null, 1).slice(0, 4000));
      expect(imported).toEqual({});
      expect(compared).toBeGreaterThan(3);
    }, 60_000);
  }

  it('drafts without a slug never take the published slug of their title: they get free ones', async () => {
    expect((await read('/events/27')).slug).toBe('jazz-on-the-beach');
    expect((await read('/events/12')).slug).toBe('jazz-on-the-beach-2');
    expect((await read('/events/13')).slug).toBe('jazz-on-the-beach-3');
    expect(
      Object.keys(SLUGLESS_DRAFTS)
        .map(Number)
        .every((id) => id < 27),
    ).toBe(true);
    const renamed = rows.problems.filter((p) => /slug/.test(p.reason)).map((p) => `${p.id}: ${p.reason}`);
    expect(renamed.filter((r) => r.startsWith('27:'))).toEqual([]);
    expect(renamed).toContain(
      '12: it has no slug in the source, and "jazz-on-the-beach" (from its title) is another record\'s: it is now "jazz-on-the-beach-2"',
    );
  });

  it('keeps excerpts as TEC showed them, paragraphs and all', async () => {
    expect((await read('/events/27')).excerpt).toBe('<p>Jazz by the sea</p>');
    expect((await read('/events/28')).excerpt).toBe(
      '<p>Two days of jazz.<br />\nFree concerts too.</p>\n<p>Tickets at the door.</p>',
    );
  });

  it('keeps private records private, and readable to an administrator', async () => {
    expect((await read(`/organizers/${PRIVATE_ORGANIZER}`)).status).toBe('private');
    expect((await call(`/organizers/${PRIVATE_ORGANIZER}`)).status).toBeGreaterThanOrEqual(400);
  });

  it('carries each cost as TEC showed it (its values when the text hides some), and the currency meta of each event', async () => {
    const costOf = (id: number) => rows.texts.find((t) => t.post_id === id)?.cost;
    const currencyOf = (id: number) => {
      const post = rows.posts.find((p) => p.id === id)!;
      return [post.currency_symbol, post.currency_code, post.currency_position];
    };
    expect([27, 28, 29, 34, 38, 51, 61].map(costOf)).toEqual([
      '15€',
      '$10 – $25',
      'Free – $10',
      '$5',
      // "$20 – $50" hides the 35 TEC has among its values: the cost as entered has it, and our formatter
      // shows "$20 – $50" from it (the event has no currency of its own: the site's).
      '20 - 35 - 50 €',
      '$12,50',
      '5$',
    ]);
    expect(currencyOf(27)).toEqual(['€', '', 'postfix']);
    expect(currencyOf(28)).toEqual(['', '', '']);
    expect(currencyOf(34)).toEqual(['$', 'USD', 'prefix']);
    expect(currencyOf(61)).toEqual(['', '', 'postfix']);
    const { results } = await env.DB.prepare(
      'SELECT currency_symbol, currency_code, currency_position FROM posts WHERE id = 34',
    ).all();
    expect(results).toEqual([{ currency_symbol: '$', currency_code: 'USD', currency_position: 'prefix' }]);
  });

  it('carries the site’s settings: its zone, language, name, address and currency', async () => {
    const carried = Object.fromEntries(rows.settings.map((s) => [s.name, s.value]));
    expect(carried).toEqual({
      timezone: MOVED_ZONE,
      default_language: 'en',
      site_name: 'TEC Peer',
      site_url: 'http://127.0.0.1:8882',
      currency_symbol: '$',
      currency_position: 'prefix',
      currency_code: 'USD',
    });
    expect(rows.settings.find((s) => s.name === 'currency_code')!.from).toBe(
      'the currency TEC’s JSON-LD names for events without one',
    );
    const { results } = await env.DB.prepare('SELECT name, value FROM site_settings ORDER BY name').all();
    expect(Object.fromEntries(results.map((r) => [r.name, r.value]))).toEqual(carried);
  });

  it('a never-published draft keeps its local date, read in the site’s zone (not ours)', async () => {
    const draft = rows.posts.find((p) => p.id === 12)!;
    expect(draft.published_utc).toBe('2026-11-20 15:00:00');
    expect(
      (await json(await call('/events/12', { headers: bearer(admin) }, { SITE_TIMEZONE: MOVED_ZONE }))).date,
    ).toBe('2026-11-20 10:00:00');
  });

  // Issue 27, the API's side: it shows costs and JSON-LD as TEC does, and dates in the zone the site
  // settings name (not the deployment's). Strict.
  it('costs, JSON-LD and dates read as TEC showed them, with no zone configured', async () => {
    const api: Record<string, unknown> = {};
    for (const route of GOLDEN_ROUTES) {
      const found = await differencesFromTec(route, {
        golden: answers,
        source,
        snapshot,
        admin,
        siteZoneDiffers: true,
      });
      for (const [id, differences] of Object.entries({ ...found.imported, ...found.api }))
        api[`${route}/${id}`] = differences;
    }
    if (Object.keys(api).length > 0) console.log('API side', JSON.stringify(api, null, 1).slice(0, 6000));
    expect(api).toEqual({});
  }, 60_000);
});
