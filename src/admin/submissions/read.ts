import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { authorCategories, withinCategories } from '../../submissions/author-rights';
import type { PresentedSubmission } from '../../submissions/presenter';
import { callApi } from '../through-api';

/**
 * What the moderation screens read: the queue and one submission through the API (`GET /submissions`,
 * `GET /submissions/{id}`, `GET /events/{id}` as the caller), the counts by state, the records a proposed
 * venue or organizer may be merged into, and the events that may be the same one.
 */

/** A submission as the API presents it to moderators (src/submissions/presenter.ts). */
export type QueuedSubmission = PresentedSubmission;

export async function readQueue(c: Context<AppEnv>, state: string, page: number) {
  const res = await callApi(c, 'GET', `/submissions?state=${state}&page=${page}&per_page=50`);
  if (!res.ok) return null;
  return (await res.json()) as { submissions: QueuedSubmission[]; total: number; total_pages: number };
}

export async function countsByState(c: Context<AppEnv>): Promise<Record<string, number>> {
  // An author moderating by category counts the submissions of their categories only.
  const categories = authorCategories(c.get('caller'), c.get('config'));
  const only = categories ? sql`WHERE ${withinCategories(categories)}` : sql``;
  const rows = await c
    .get('db')
    .all<{ state: string; n: number }>(
      sql`SELECT s.state, count(*) AS n FROM submissions s LEFT JOIN posts p ON p.id = s.event_id ${only} GROUP BY s.state`,
    );
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

export async function readSubmission(c: Context<AppEnv>, id: number) {
  const res = await callApi(c, 'GET', `/submissions/${id}`);
  if (!res.ok) return null;
  const submission = (await res.json()) as QueuedSubmission;
  const event = submission.event
    ? await callApi(c, 'GET', `/events/${submission.event.id}`).then((r) => (r.ok ? r.json() : null))
    : null;
  return { submission, event: event as Record<string, unknown> | null };
}

export type Named = {
  id: number;
  name: string;
};

/** The event's pending venues and organizers (what it proposed), and the published ones they may become. */
export async function mergeChoices(c: Context<AppEnv>, eventId: number) {
  const lang = c.get('lang');
  const name = (alias: 'p') =>
    sql`(SELECT t.title FROM post_texts t WHERE t.post_id = ${sql.raw(alias)}.id ORDER BY t.lang = ${lang} DESC, t.lang LIMIT 1)`;
  const [proposed, venues, organizers] = await c
    .get('db')
    .batch<[Array<Named & { role: string }>, Named[], Named[]]>([
      sql`SELECT p.id, l.role, ${name('p')} AS name FROM event_links l JOIN posts p ON p.id = l.post_id
      WHERE l.event_id = (SELECT content_id FROM posts WHERE id = ${eventId}) AND p.status = 'pending'`,
      sql`SELECT p.id, ${name('p')} AS name FROM posts p WHERE p.kind = 'venue' AND p.status = 'publish'
      ORDER BY name COLLATE NOCASE LIMIT 300`,
      sql`SELECT p.id, ${name('p')} AS name FROM posts p WHERE p.kind = 'organizer' AND p.status = 'publish'
      ORDER BY name COLLATE NOCASE LIMIT 300`,
    ]);
  return { proposed: proposed!, venues: venues!, organizers: organizers! };
}

export interface Duplicate {
  id: number;
  title: string;
  start: string;
  status: string;
  sameVenue: boolean;
}

const words = (title: string) =>
  new Set(
    title
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length > 2),
  );

/** Whether two titles are close: most of their words shared (accents and case aside), or one inside the other. */
export function closeTitles(a: string, b: string): boolean {
  const left = words(a);
  const right = words(b);
  if (left.size === 0 || right.size === 0) return false;
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.min(left.size, right.size) >= 0.6;
}

/** Events on the same local day as the submitted one at the same venue, or with a close title (50 read at most). */
export async function possibleDuplicates(
  c: Context<AppEnv>,
  eventId: number,
  title: string,
): Promise<Duplicate[]> {
  const lang = c.get('lang');
  const rows = await c
    .get('db')
    .all<{ id: number; title: string; start: string; status: string; same_venue: number }>(
      sql`WITH me AS (SELECT id, content_id, start_utc, substr(start_local, 1, 10) AS day FROM posts WHERE id = ${eventId})
    SELECT p.id, p.start_local AS start, p.status,
      (SELECT t.title FROM post_texts t WHERE t.post_id = p.content_id ORDER BY t.lang = ${lang} DESC LIMIT 1) AS title,
      EXISTS (SELECT 1 FROM event_links a JOIN event_links b ON b.post_id = a.post_id AND b.role = 'venue'
        WHERE a.event_id = p.content_id AND a.role = 'venue' AND b.event_id = me.content_id) AS same_venue
    FROM posts p, me
    WHERE p.kind = 'event' AND p.status IN ('publish', 'future', 'pending', 'draft') AND p.id <> me.id
      -- Both values named, so that the window's index ranges over the start (posts_event_window).
      AND p.hide_from_listings IN (0, 1)
      AND p.start_utc BETWEEN datetime(me.start_utc, '-1 day') AND datetime(me.start_utc, '+1 day')
      AND substr(p.start_local, 1, 10) = me.day
    ORDER BY p.start_utc LIMIT 50`,
    );
  return rows
    .filter((row) => row.same_venue === 1 || closeTitles(row.title ?? '', title))
    .map((row) => ({
      id: row.id,
      title: row.title ?? '',
      start: row.start,
      status: row.status,
      sameVenue: row.same_venue === 1,
    }));
}
