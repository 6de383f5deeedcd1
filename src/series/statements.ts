import { type SQL, sql } from 'drizzle-orm';
import { copyCostsStatement, deleteCostsStatement } from '../events/costs';
import { COPIED_FACT_COLUMNS } from '../events/facts';
import type { Lang } from '../lib/languages';
import type { EventRow } from '../posts/rows';
import { upsertPostText } from '../posts/texts';
import type { OccurrenceTimes } from './times';

/**
 * The statements series writes are made of. Occurrences travel as one JSON array bound to one
 * parameter (D1 allows 100 parameters a statement): a series of 1000 occurrences is one statement.
 */

/** Columns an occurrence copies from its template when it is created or the series changes. */
export const COPIED_COLUMNS = [
  'author_id',
  'status',
  'published_utc',
  'password_hash',
  'image_id',
  'image_url',
  'website',
  'show_map',
  'show_map_link',
  'timezone',
  'all_day',
  'hide_from_listings',
  'sticky',
  'featured',
  'ticketed',
  'post_parent',
  'currency_symbol',
  'currency_code',
  'currency_position',
  ...COPIED_FACT_COLUMNS,
] as const;

export interface NewOccurrence extends OccurrenceTimes {
  rid: string;
}

const field = (i: number) => sql.raw(`json_extract(j.value, '$[${i}]')`);

/**
 * Inserts occurrences of `templateId` copying its columns, with ids taken in this batch from the post id
 * counter (src/posts/ids.ts): batches run one at a time, so they can't collide with another write's.
 * Occurrences already there (same series and local start) are left alone.
 */
export function insertOccurrences(
  templateId: number | SQL,
  rows: NewOccurrence[],
  modifiedUtc: string,
  onlyIf: SQL = sql`1`,
): SQL[] {
  if (rows.length === 0) return [];
  const n = rows.length;
  const data = JSON.stringify(rows.map((r) => [r.rid, r.start_local, r.end_local, r.start_utc, r.end_utc]));
  const copied = sql.raw(COPIED_COLUMNS.join(', '));
  const fromTemplate = sql.raw(COPIED_COLUMNS.map((c) => `t.${c}`).join(', '));
  return [
    sql`INSERT INTO counters (name, value)
      VALUES ('post_ids', coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'posts'), 0) + ${n})
      ON CONFLICT (name) DO UPDATE
        SET value = max(value, coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'posts'), 0)) + ${n}`,
    sql`INSERT INTO posts (id, kind, series_id, content_id, recurrence_id, start_local, end_local, start_utc, end_utc,
        modified_utc, ${copied})
      SELECT (SELECT value FROM counters WHERE name = 'post_ids') - ${n} + 1 + j.key, 'event', t.id, t.id,
        ${field(0)}, ${field(1)}, ${field(2)}, ${field(3)}, ${field(4)}, ${modifiedUtc}, ${fromTemplate}
      FROM json_each(${data}) j JOIN posts t ON t.id = ${templateId}
      WHERE NOT EXISTS (SELECT 1 FROM posts o WHERE o.series_id = t.id AND o.recurrence_id = ${field(0)}) AND ${onlyIf}
      ORDER BY j.key`,
  ];
}

/** A change to an existing occurrence: its new local start, and dates or status when they change. */
export interface OccurrenceChange {
  id: number;
  rid: string;
  times?: OccurrenceTimes;
  status?: string;
}

/**
 * Gives occurrences their new `recurrence_id`, dates and status. The ids first lose their local start,
 * so two occurrences trading theirs never meet on the (series, local start) unique index.
 */
export function updateOccurrences(changes: OccurrenceChange[], modifiedUtc: string): SQL[] {
  if (changes.length === 0) return [];
  const data = JSON.stringify(
    changes.map((c) => [
      c.id,
      c.rid,
      c.times?.start_local ?? null,
      c.times?.end_local ?? null,
      c.times?.start_utc ?? null,
      c.times?.end_utc ?? null,
      c.status ?? null,
    ]),
  );
  return [
    sql`UPDATE posts SET recurrence_id = NULL WHERE id IN (SELECT json_extract(value, '$[0]') FROM json_each(${data}))`,
    sql`UPDATE posts SET recurrence_id = c.rid, start_local = coalesce(c.start_local, posts.start_local),
        end_local = coalesce(c.end_local, posts.end_local), start_utc = coalesce(c.start_utc, posts.start_utc),
        end_utc = coalesce(c.end_utc, posts.end_utc), status = coalesce(c.status, posts.status),
        modified_utc = ${modifiedUtc}
      FROM (SELECT ${field(0)} AS id, ${field(1)} AS rid, ${field(2)} AS start_local, ${field(3)} AS end_local,
        ${field(4)} AS start_utc, ${field(5)} AS end_utc, ${field(6)} AS status FROM json_each(${data}) j) c
      WHERE posts.id = c.id`,
  ];
}

/** Deletes occurrences for good, with the content of those that had their own. */
export function deleteOccurrences(ids: number[]): SQL[] {
  if (ids.length === 0) return [];
  const list = JSON.stringify(ids);
  const inList = sql`(SELECT value FROM json_each(${list}))`;
  return [
    sql`DELETE FROM event_terms WHERE event_id IN ${inList}`,
    sql`DELETE FROM event_links WHERE event_id IN ${inList}`,
    sql`DELETE FROM post_texts WHERE post_id IN ${inList}`,
    deleteCostsStatement(list),
    sql`DELETE FROM posts WHERE id IN ${inList}`,
  ];
}

/** Writes the rule of a series (its revision moves with every write of the series). */
export function upsertRule(
  templateId: number,
  lines: string[],
  startWall: string,
  horizonUtc: string | null,
): SQL {
  return sql`INSERT INTO series_rules (template_id, recurrence, start_wall, horizon_utc)
    VALUES (${templateId}, ${JSON.stringify(lines)}, ${startWall}, ${horizonUtc})
    ON CONFLICT (template_id) DO UPDATE SET recurrence = excluded.recurrence, start_wall = excluded.start_wall,
      horizon_utc = excluded.horizon_utc, revision = revision + 1`;
}

/**
 * Moves `terms.count` by `delta` times the published occurrences of series `seriesId` showing each term
 * at this point of the batch (through their content: the template's, or their own once detached).
 */
export const shiftSeriesTermCounts = (seriesId: number, delta: 1 | -1) =>
  sql`UPDATE terms SET count = max(count + ${delta} * (SELECT count(*) FROM posts e
      JOIN event_terms et ON et.event_id = e.content_id AND et.term_id = terms.id
      WHERE e.series_id = ${seriesId} AND e.kind = 'event' AND e.status = 'publish'), 0)
    WHERE id IN (SELECT et.term_id FROM posts e JOIN event_terms et ON et.event_id = e.content_id
      WHERE e.series_id = ${seriesId} AND e.kind = 'event')`;

/**
 * Copies the content of `from` (texts in every language, terms, links) to `to`: an occurrence detached
 * from its template, or the template of a new series. Copied slugs get a free suffix (`-2`).
 */
export function copyContent(
  from: number,
  texts: EventRow['texts'],
  to: number | SQL,
  defaultLang: Lang,
): SQL[] {
  const target = typeof to === 'number' ? to : sql`(${to})`;
  return [
    ...texts.map((text) =>
      upsertPostText(
        'event',
        to as number,
        text.lang as Lang,
        {
          title: text.title,
          description: text.description,
          excerpt: text.excerpt,
          cost: text.cost,
          address: text.address,
          city: text.city,
          slug: text.slug,
        },
        [],
        defaultLang,
      ),
    ),
    sql`INSERT OR IGNORE INTO event_terms (event_id, term_id, position) SELECT ${target}, term_id, position
      FROM event_terms WHERE event_id = ${from}`,
    sql`INSERT OR IGNORE INTO event_links (event_id, post_id, role, position) SELECT ${target}, post_id, role, position
      FROM event_links WHERE event_id = ${from}`,
    copyCostsStatement(from, target),
  ];
}

/**
 * Fails the batch it opens (the generation counter's key taken twice rolls it back) when the series was
 * written since this write read it: its revision moved, or it is gone. The writer answers 409.
 */
export const abortUnlessRevision = (templateId: number, revision: number) =>
  sql`INSERT INTO counters (name, value) SELECT 'generation', 0
    WHERE coalesce((SELECT revision FROM series_rules WHERE template_id = ${templateId}), -1) <> ${revision}`;
