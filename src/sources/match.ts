import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { folded, type SourceItem } from './items';

/**
 * Matching what a source brings to what is already here (docs/sources.md#duplicates): its venues and
 * organizers to ours by name and address (case and accents folded) before new ones are made, and a new event
 * to an event of another source or typed by an editor on the same day, at the same venue, with a close title
 * (flagged, never merged). Each is one bounded query.
 */

const MAX_TOKENS = 6;
const MAX_CANDIDATES = 50;

/** The FTS5 query of a name's words (letters and digits only: nothing of the source reaches FTS syntax). */
function nameQuery(name: string): string | null {
  const tokens = folded(name).split(' ').filter(Boolean).slice(0, MAX_TOKENS);
  return tokens.length === 0 ? null : tokens.map((t) => `title:"${t}"`).join(' AND ');
}

/** The existing venue or organizer of this name (and address, where both have one), or null. */
export async function matchLinked(
  db: Db,
  kind: 'venue' | 'organizer',
  name: string,
  address = '',
): Promise<number | null> {
  const query = nameQuery(name);
  if (query === null) return null;
  const rows = await db.all<{ id: number; title: string; address: string }>(
    sql`SELECT p.id, t.title, t.address FROM linked_texts_fts f
      JOIN post_texts t ON t.id = f.rowid JOIN posts p ON p.id = t.post_id
      WHERE linked_texts_fts MATCH ${query} AND t.kind = ${kind} AND p.kind = ${kind} AND p.status <> 'trash'
      ORDER BY p.id LIMIT ${MAX_CANDIDATES}`,
  );
  const wanted = folded(name);
  const where = folded(address);
  const found = rows.find(
    (row) =>
      folded(row.title) === wanted &&
      (kind === 'organizer' || where === '' || folded(row.address) === '' || folded(row.address) === where),
  );
  return found ? Number(found.id) : null;
}

/** Edits between two texts, given up past `max` (bounded: titles are cut to 120 characters). */
export function withinEdits(a: string, b: string, max: number): boolean {
  const x = a.slice(0, 120);
  const y = b.slice(0, 120);
  if (Math.abs(x.length - y.length) > max) return false;
  let previous = Array.from({ length: y.length + 1 }, (_, i) => i);
  for (let i = 1; i <= x.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    previous = row;
  }
  return previous[y.length]! <= max;
}

/** Titles close enough to be the same event: equal folded, one inside the other, or a couple of edits apart. */
export function closeTitles(a: string, b: string): boolean {
  const x = folded(a);
  const y = folded(b);
  if (x === '' || y === '') return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (short.length >= 5 && long.includes(short)) return true;
  return short.length >= 8 && withinEdits(x, y, 2);
}

const DAY_MS = 86_400_000;
const wall = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * An event here, not brought by this source, on the new event's day at its venue (or also without one) whose
 * title is close to its title: its id, or null.
 */
export async function possibleDuplicate(
  db: Db,
  sourceId: number,
  item: SourceItem,
  venueId: number | null,
): Promise<number | null> {
  const day = item.start_date.slice(0, 10);
  const noon = Date.parse(`${day}T12:00:00Z`);
  if (Number.isNaN(noon)) return null;
  const venue =
    venueId === null
      ? sql`NOT EXISTS (SELECT 1 FROM event_links l WHERE l.event_id = coalesce(p.content_id, p.id) AND l.role = 'venue')`
      : sql`EXISTS (SELECT 1 FROM event_links l WHERE l.event_id = coalesce(p.content_id, p.id) AND l.role = 'venue'
          AND l.post_id = ${venueId})`;
  const rows = await db.all<{ id: number; title: string; start_local: string }>(
    sql`SELECT p.id, t.title, p.start_local FROM posts p JOIN post_texts t ON t.post_id = coalesce(p.content_id, p.id)
      WHERE p.kind = 'event' AND p.status IN ('publish', 'future', 'draft', 'pending', 'private')
        AND p.start_utc >= ${wall(new Date(noon - 2 * DAY_MS))} AND p.start_utc <= ${wall(new Date(noon + 2 * DAY_MS))}
        AND substr(p.start_local, 1, 10) = ${day} AND ${venue}
        AND coalesce(p.series_id, p.id) NOT IN
          (SELECT event_id FROM source_records WHERE source_id = ${sourceId} AND event_id IS NOT NULL)
      LIMIT ${MAX_CANDIDATES * 4}`,
  );
  const found = rows.find((row) => closeTitles(row.title, item.title));
  return found ? Number(found.id) : null;
}
