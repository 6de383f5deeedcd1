import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBenchSql } from '../../scripts/lib/bench-data.mjs';
import { type TecIds, tecEvent, tecEventsSql } from '../../scripts/lib/bench-tec-data.mjs';

/**
 * The side-by-side bench (`npm run bench -- --tec`) loads into TEC what `bench-data.mjs` loads into D1,
 * each event computed again in JS (`tecEvent`): the two must be the same events. The 1k data set is
 * loaded here as the bench loads it, and every event read back compared with its TEC twin.
 */

const { shape, statements } = buildBenchSql(1000);

interface Row {
  id: number;
  status: string;
  start_local: string;
  end_local: string;
  start_utc: string;
  end_utc: string;
  hide_from_listings: number;
  sticky: number;
  featured: number;
  website: string;
  title: string;
  slug: string;
  description: string;
  excerpt: string;
  cost: string;
  venue: number;
  organizers: string;
  terms: string;
}

let rows: Row[] = [];
let today = '';

beforeAll(async () => {
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
  today = (await env.DB.prepare(`SELECT date('now') AS day`).first<{ day: string }>())?.day ?? '';
  const { results } = await env.DB.prepare(
    `SELECT p.id, p.status, p.start_local, p.end_local, p.start_utc, p.end_utc, p.hide_from_listings, p.sticky,
       p.featured, p.website, t.title, t.slug, t.description, t.excerpt, t.cost,
       (SELECT post_id FROM event_links WHERE event_id = p.id AND role = 'venue') AS venue,
       (SELECT json_group_array(post_id) FROM (SELECT post_id FROM event_links
          WHERE event_id = p.id AND role = 'organizer' ORDER BY position)) AS organizers,
       (SELECT json_group_array(tt.slug) FROM event_terms et
          JOIN term_texts tt ON tt.term_id = et.term_id AND tt.lang = 'es' WHERE et.event_id = p.id) AS terms
     FROM posts p JOIN post_texts t ON t.post_id = p.id AND t.lang = 'es'
     WHERE p.kind = 'event' ORDER BY p.id`,
  ).all<Row>();
  rows = results;
});

describe('the TEC twin of the bench data set', () => {
  it('gives every event what the SQL gives it', () => {
    expect(rows).toHaveLength(1000);
    for (const row of rows) {
      const n = row.id - shape.firstEvent + 1;
      const e = tecEvent(n, shape, today);
      // A day that changed between loading and reading would shift every date: not a difference.
      expect({
        apiId: e.apiId,
        status: e.status,
        startLocal: e.startLocal,
        endLocal: e.endLocal,
        startUtc: e.startUtc,
        endUtc: e.endUtc,
        hidden: e.hidden,
        sticky: e.sticky,
        featured: e.featured,
        website: e.website,
        title: e.title,
        slug: e.slug,
        description: e.description,
        excerpt: e.excerpt,
        cost: e.cost,
        venue: e.venue,
        organizers: e.organizers.map((o) => shape.firstOrganizer - 1 + o),
        terms: [...e.categories, ...e.tags].sort(),
      }).toEqual({
        apiId: row.id,
        status: row.status,
        startLocal: row.start_local,
        endLocal: row.end_local,
        startUtc: row.start_utc,
        endUtc: row.end_utc,
        hidden: row.hide_from_listings === 1,
        sticky: row.sticky === 1,
        featured: row.featured === 1,
        website: row.website,
        title: row.title,
        slug: row.slug,
        description: row.description,
        excerpt: row.excerpt,
        cost: row.cost,
        venue: row.venue,
        organizers: JSON.parse(row.organizers),
        terms: (JSON.parse(row.terms) as string[]).sort(),
      });
    }
  });

  it('writes the rows TEC writes for an event, with the meta an event has and no other', () => {
    const featured = tecEvent(100, shape, '2026-11-27'); // featured, with a website
    const hidden = tecEvent(105, shape, '2026-11-27');
    const plain = tecEvent(9, shape, '2026-11-27');
    expect([featured.featured, featured.website !== '', hidden.hidden]).toEqual([true, true, true]);
    expect([plain.featured, plain.website, plain.hidden, hidden.featured]).toEqual([false, '', false, false]);
    const ids: TecIds = {
      venues: Object.fromEntries(Array.from({ length: shape.venues }, (_, i) => [i + 1, 1000 + i])),
      organizers: Object.fromEntries(Array.from({ length: shape.organizers }, (_, i) => [i + 1, 2000 + i])),
      categories: {},
      tags: {},
      categoryTaxonomies: new Proxy({}, { get: () => 7 }),
      tagTaxonomies: new Proxy({}, { get: () => 8 }),
    };
    const sql = tecEventsSql([featured, hidden, plain], {
      firstId: 500,
      ids,
      now: new Date('2026-11-27T10:00:00Z'),
      origin: 'http://127.0.0.1:8881',
    });
    const metaOf = (id: number) =>
      [...sql.matchAll(new RegExp(`^\\(${id}, '(_\\w+)'`, 'gm'))].map((m) => m[1]);
    expect(metaOf(500)).toEqual(expect.arrayContaining(['_EventURL', '_tribe_featured', '_EventVenueID']));
    expect(metaOf(502)).toContain('_EventHideFromUpcoming');
    for (const absent of ['_EventURL', '_EventHideFromUpcoming', '_tribe_featured']) {
      expect(metaOf(504)).not.toContain(absent);
    }
    expect(metaOf(500)).not.toContain('_EventHideFromUpcoming');
    expect(metaOf(502)).not.toContain('_tribe_featured');
    // The event and its revision; ids step by two.
    expect(sql).toMatch(/^\(501, 1, .*'inherit'.*'500-revision-v1'.* 500, .*'revision'/m);
    expect(sql).toMatch(/^\(502, 1, .*'tribe_events'/m);
    // `_tribe_modified_fields` is PHP's serialize() of the event's distinct meta keys.
    const serialized = /^\(500, '_tribe_modified_fields', '(a:(\d+):\{.*\})'\)/m.exec(sql);
    const distinct = new Set(metaOf(500).filter((k) => k !== '_tribe_modified_fields'));
    expect(Number(serialized?.[2])).toBe(distinct.size);
    for (const [, length, key] of serialized?.[1]?.matchAll(/s:(\d+):"(\w+)";i:\d+;/g) ?? []) {
      expect(Number(length)).toBe(key?.length);
    }
    expect(sql.match(/FROM wp_tec_events WHERE post_id = \d+/g)).toEqual([
      'FROM wp_tec_events WHERE post_id = 500',
      'FROM wp_tec_events WHERE post_id = 502',
      'FROM wp_tec_events WHERE post_id = 504',
    ]);
  });
});
