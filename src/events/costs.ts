import { type SQL, sql } from 'drizzle-orm';
import type { Db, Row } from '../db/client';
import { costRange } from '../lib/cost';
import { type Lang, pickTranslation } from '../lib/languages';
import { bumpGeneration } from '../posts/generation';
import type { PostText } from '../posts/rows';
import type { TextFields } from '../posts/texts';

/**
 * The lowest and highest amount of each event content's costs (`event_costs`, src/db/schema.ts), which the
 * price filters read (`free`, `max_cost`). The amounts come from the cost texts as TEC's `cost_details`
 * reads them, so the app writes them beside the texts, in the same batch.
 */

/**
 * The cost text of each language after a write: what it sends, else the text kept (a new language's
 * text starts as a copy of the one it falls back to, as `upsertPostText` makes it).
 */
export function costsAfter(
  texts: readonly PostText[],
  sent: Map<Lang, TextFields>,
  defaultLang: Lang,
): string[] {
  const costs = new Map(texts.map((text) => [text.lang, text.cost]));
  for (const [lang, fields] of sent) {
    const own = texts.find((text) => text.lang === lang);
    const base = own ?? pickTranslation(texts, lang, defaultLang);
    costs.set(lang, fields.cost ?? base?.cost ?? '');
  }
  return [...costs.values()];
}

/** Writes the amounts of content `contentId` from its cost texts: a row, or none when they name no amount. */
export function writeCostsStatement(contentId: number | SQL, costs: readonly string[]): SQL {
  const range = costRange(costs);
  return range
    ? sql`INSERT INTO event_costs (content_id, cost_min, cost_max) VALUES (${contentId}, ${range.min}, ${range.max})
        ON CONFLICT (content_id) DO UPDATE SET cost_min = excluded.cost_min, cost_max = excluded.cost_max`
    : sql`DELETE FROM event_costs WHERE content_id = ${contentId}`;
}

/** A copy of a content's amounts (an occurrence detached from its template, a new series' template). */
export const copyCostsStatement = (from: number, to: number | SQL): SQL =>
  sql`INSERT OR REPLACE INTO event_costs (content_id, cost_min, cost_max)
    SELECT ${to}, cost_min, cost_max FROM event_costs WHERE content_id = ${from}`;

/** Drops the amounts of contents whose texts are deleted (a JSON array of ids). */
export const deleteCostsStatement = (ids: string): SQL =>
  sql`DELETE FROM event_costs WHERE content_id IN (SELECT value FROM json_each(${ids}))`;

/** How many contents one run reads: their texts travel in one answer. */
const READ_PER_RUN = 200;

/**
 * Reads the amounts of contents written before `event_costs` existed (marked unread by migrations/0029), a
 * few hundred a run of the scheduled trigger. `posts` is not touched, so no event is logged as changed;
 * the content generation moves when something was read, so cached lists filtered by price are rebuilt.
 * Returns how many were read.
 */
export async function readUnreadCosts(db: Db): Promise<number> {
  const [rows] = await db.batch<[Row[]]>([
    sql`SELECT c.content_id, (SELECT json_group_array(t.cost) FROM post_texts t WHERE t.post_id = c.content_id) AS costs
      FROM event_costs c WHERE c.cost_min < 0 LIMIT ${READ_PER_RUN}`,
  ]);
  if (rows.length === 0) return 0;
  // Only rows still unread: a write of the content since then wrote its own.
  await db.batch([
    ...rows.map((row) => {
      const range = costRange(JSON.parse(row.costs as string) as string[]);
      const id = row.content_id as number;
      return range
        ? sql`UPDATE event_costs SET cost_min = ${range.min}, cost_max = ${range.max} WHERE content_id = ${id} AND cost_min < 0`
        : sql`DELETE FROM event_costs WHERE content_id = ${id} AND cost_min < 0`;
    }),
    bumpGeneration(),
  ]);
  return rows.length;
}
