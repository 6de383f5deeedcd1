import { beforeAll, describe, expect, it } from 'vitest';
import { importStatements } from '../../import/load/sql';
import type { ImportRows } from '../../import/map/import-rows';
import type { SourceSet } from '../../import/model';
import type { FetchedPage } from '../../import/source/fetcher';
import { SourceError } from '../../import/source/fetcher';
import { parseWxr } from '../../import/source/wxr';
import { replaySnapshot } from '../../import/tools/replay';
import { compareRecord } from '../../import/verify/compare';
import xml from '../fixtures/tec-site/export.xml?raw';
import golden from '../fixtures/tec-site/golden.json';
import site from '../fixtures/tec-site/site.json';
import { BASE, bearer, call, createUser, json } from '../helpers';
import { mapIntoEmpty, runStatements } from './support';

/**
 * The same site, exported by WordPress (Tools → Export, test/fixtures/tec-site/export.xml) and imported
 * with --from-wxr: every record reads as TEC answered it, like the REST import, and the export also
 * brings what REST can't reach (a hidden, unpublished, past event) and the parent of a sub-event.
 */

type Golden = Record<string, Record<string, { status: number; body: Record<string, unknown> }>>;
let source: SourceSet;
let rows: ImportRows;
let admin: string;

beforeAll(async () => {
  source = parseWxr(xml, 'export.xml');
  rows = mapIntoEmpty(source);
  await runStatements(await importStatements(rows));
  admin = (await createUser('administrator')).key;
});

describe('--from-wxr', () => {
  it('reads every event, venue, organizer, term and author of the export', () => {
    const kinds = (kind: string) => source.posts.filter((p) => p.kind === kind).length;
    expect(kinds('event')).toBe(80);
    expect(kinds('venue')).toBe(5);
    expect(kinds('organizer')).toBe(4);
    expect(source.terms.filter((t) => t.taxonomy === 'tribe_events_cat')).toHaveLength(5);
    expect(source.users.map((u) => u.login).sort()).toEqual(['admin', 'jon', 'maite']);
  });

  for (const route of ['events', 'venues', 'organizers', 'categories', 'tags'] as const) {
    it(`${route}: every record reads as TEC answered it (the golden answers of the REST import)`, async () => {
      const snapshot = await replaySnapshot(site as unknown as Record<string, FetchedPage>);
      const failures: Record<string, unknown> = {};
      for (const [id, answer] of Object.entries((golden as unknown as Golden)[route] ?? {})) {
        const theirs = answer.status === 200 ? answer.body : snapshot.v1.events.get(Number(id));
        if (!theirs) continue;
        const post = source.posts.find((p) => String(p.id) === id);
        const query = post?.password ? `?password=${encodeURIComponent(post.password)}` : '';
        const res = await call(`/${route}/${id}${query}`, { headers: bearer(admin) });
        const raw = snapshot.wp.events.get(Number(id))?.content?.raw ?? '';
        const differences = compareRecord(await json(res), theirs, {
          theirOrigin: 'http://127.0.0.1:8882',
          ourOrigin: BASE,
          rawDescription: /<!-- wp:tribe\//.test(raw) ? post?.content : undefined,
        });
        if (res.status !== 200 || differences.length > 0) failures[id] = differences;
      }
      expect(failures).toEqual({});
    }, 60_000);
  }

  it('brings what REST cannot reach: a hidden, unpublished, past event, and the parent of a sub-event', async () => {
    const forgotten = source.posts.find((p) => p.title === 'Forgotten workshop')!;
    const hidden = await json(await call(`/events/${forgotten.id}`, { headers: bearer(admin) }));
    expect(hidden).toMatchObject({
      status: 'draft',
      hide_from_listings: true,
      utc_start_date: '2025-02-10 09:00:00',
    });
    const parade = source.posts.find((p) => p.title === 'Jazzaldia opening parade')!;
    const festival = source.posts.find((p) => p.title === 'Jazzaldia 2027')!;
    const children = await json(await call(`/events?post_parent=${festival.id}`));
    expect(children.events.map((e: { id: number }) => e.id)).toEqual([parade.id]);
  });

  it('keeps passwords, and a never-published draft gets its local date in UTC and our slug rule', async () => {
    const locked = source.posts.find((p) => p.title === 'Private tasting')!;
    expect(locked.password).toBe('gaztelubide');
    expect((await call(`/events/${locked.id}`)).status).toBe(403);
    expect((await call(`/events/${locked.id}?password=gaztelubide`)).status).toBe(200);
    const draft = source.posts.find((p) => p.title === 'Unfinished idea')!;
    expect(draft.dateUtc).toBeNull();
    const read = await json(await call(`/events/${draft.id}`, { headers: bearer(admin) }));
    expect(read.slug).toBe('unfinished-idea');
    expect(read.date).toBe(draft.dateLocal);
    expect(read.date_utc).not.toBe('0000-00-00 00:00:00');
  });

  it('reports the link to a venue deleted for good, and drops it', () => {
    expect(rows.problems.map((p) => p.reason)).toContain('its venue 20 does not exist: link dropped');
  });

  it('refuses a file that is not a WordPress export, saying what to do', () => {
    expect(() => parseWxr('<html><body>hello</body></html>', 'page.html')).toThrow(SourceError);
    expect(() => parseWxr('<rss><channel><title>x</title></channel></rss>', 'feed.xml')).toThrow(
      /not a WordPress export.*Tools → Export/,
    );
    expect(() => parseWxr('<rss version="2.0"><channel><wp:wxr_version>1.2</channel>', 'cut.xml')).toThrow(
      /not well-formed/,
    );
    expect(() => parseWxr('BEGIN:VCALENDAR', 'cal.ics')).toThrow(/no <rss> element/);
  });
});
