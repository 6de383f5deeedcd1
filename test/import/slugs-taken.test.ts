import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { readExisting, readOrigins } from '../../import/load/d1';
import { importStatements } from '../../import/load/sql';
import type { ImportRows } from '../../import/map/import-rows';
import { mapToRows } from '../../import/map/rows';
import { assignUidIds } from '../../import/map/uids';
import { readIcs } from '../../src/calendars/ics';
import feed from '../fixtures/ics/all-day.ics?raw';
import { call, createUser, json, send } from '../helpers';
import { runStatements, testSession } from './support';

/**
 * Issue 27: an iCalendar feed imported into a database that holds records (the sample data) failed with
 * `UNIQUE constraint failed: post_texts.kind, post_texts.lang, post_texts.slug` when a title of the feed
 * was an existing record's slug, though `--dry-run` said fine: the preflight read only the slugs the
 * source gives, not those its titles make, nor their `-2` variants. Names are now resolved as an API
 * write resolves them, and the dry run (the same mapping) predicts the same.
 */

const session = testSession;

const DATES = { start_date: '2027-08-14 10:00:00', end_date: '2027-08-14 12:00:00' };

let rows: ImportRows;

beforeAll(async () => {
  const editor = (await createUser('editor')).key;
  for (const title of ['Summer camp', 'Summer camp'])
    expect((await send('POST', '/events', { title, ...DATES }, editor)).status).toBe(201);
  expect((await send('POST', '/categories', { name: 'Family' }, editor)).status).toBe(201);
  const source = readIcs(feed, { location: 'all-day.ics', windowMonths: 24 });
  assignUidIds(source, await readOrigins(source.site.origin, session));
  const existing = await readExisting(source, session);
  rows = mapToRows(source, { defaultLang: 'es', langMap: {}, existing, remap: false, overwrite: false });
});

describe('a feed whose titles are slugs the database holds', () => {
  it('takes the next free slug (its title’s is taken, and so is -2), and says so', () => {
    const camp = rows.texts.find((t) => t.title === 'Summer camp')!;
    expect(camp.slug).toBe('summer-camp-3');
    expect(rows.termTexts.find((t) => t.name === 'Family')!.slug).toBe('family-2');
    expect(rows.problems.map((p) => p.reason)).toContain(
      'it has no slug in the source, and "summer-camp" (from its title) is another record\'s: it is now "summer-camp-3"',
    );
  });

  it('loads without a conflict, as the dry run said', async () => {
    await runStatements(await importStatements(rows));
    const camp = rows.texts.find((t) => t.title === 'Summer camp')!;
    expect(await json(await call('/events/by-slug/summer-camp-3'))).toMatchObject({ id: camp.post_id });
    const titles = await env.DB.prepare(
      "SELECT slug FROM post_texts WHERE kind = 'event' AND title = 'Summer camp' ORDER BY slug",
    ).all();
    expect(titles.results.map((r) => r.slug)).toEqual(['summer-camp', 'summer-camp-2', 'summer-camp-3']);
  });
});
