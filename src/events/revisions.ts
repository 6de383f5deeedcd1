import { type SQL, sql } from 'drizzle-orm';
import { formatUtcWall } from '../lib/dates';
import type { WriteContext } from '../write/context';

/**
 * Revisions of events (docs/api.md#revisions). Every write that changes an event keeps, in its own batch,
 * a snapshot of each record it names as the API presents it for editing: the texts of every language, the
 * dates, venues, organizers, categories, tags, flags, website, image, the cost's own currency, status, what visitors choose by (the
 * event's status and its reasons, the start it had, attendance and the online address, its languages, its
 * accessibility and notes) and, on a series' template, the rule. A snapshot equal to the record's latest revision is not kept again (a save that changed nothing); a
 * record's first write also keeps the state it had before (an import's, or one older than revisions), dated
 * by its last change and saved by nobody known; at most `MAX_REVISIONS` are kept per record, the oldest
 * pruned in the same batch.
 */

export const MAX_REVISIONS = 50;

/** Ids of links or terms of the content `p.content_id` of one role or taxonomy, in their order, as JSON. */
const linked = (role: 'venue' | 'organizer') =>
  `json((SELECT json_group_array(l.post_id) FROM (SELECT post_id FROM event_links
    WHERE event_id = p.content_id AND role = '${role}' ORDER BY position, post_id) l))`;
const termIds = (taxonomy: 'tribe_events_cat' | 'post_tag') =>
  `json((SELECT json_group_array(x.term_id) FROM (SELECT et.term_id FROM event_terms et
    JOIN terms t ON t.id = et.term_id WHERE et.event_id = p.content_id AND t.taxonomy = '${taxonomy}'
    ORDER BY et.position, et.term_id) x))`;

/**
 * The snapshot of the posts row `p` as SQL (JSON text): what `presentRevision` shows. Flags stay 0 or 1;
 * `image` is a library id or a URL.
 */
export const SNAPSHOT_SQL = `json_object(
  'status', p.status, 'author', p.author_id,
  'start_date', p.start_local, 'end_date', p.end_local, 'timezone', p.timezone, 'all_day', p.all_day,
  'texts', json(coalesce((SELECT json_group_object(t.lang, json_object('title', t.title, 'description',
    t.description, 'excerpt', t.excerpt, 'cost', t.cost, 'slug', t.slug))
    FROM (SELECT * FROM post_texts WHERE post_id = p.content_id ORDER BY lang) t), '{}')),
  'venue', ${linked('venue')}, 'organizer', ${linked('organizer')},
  'categories', ${termIds('tribe_events_cat')}, 'tags', ${termIds('post_tag')},
  'featured', p.featured, 'sticky', p.sticky, 'hide_from_listings', p.hide_from_listings,
  'show_map', p.show_map, 'show_map_link', p.show_map_link, 'website', p.website,
  'currency_symbol', p.currency_symbol, 'currency_code', p.currency_code, 'currency_position', p.currency_position,
  'image', coalesce(p.image_id, p.image_url),
  'recurrence', json((SELECT r.recurrence FROM series_rules r WHERE r.template_id = p.id)),
  'event_status', p.event_status, 'event_status_reason', json(coalesce(p.event_status_reason, '{}')),
  'previous_start_utc', p.previous_start_utc, 'attendance_mode', p.attendance_mode,
  'online_url', p.online_url, 'online_url_visible_before', p.online_url_visible_before,
  'event_languages', json(coalesce(p.event_languages, '[]')), 'accessibility', p.accessibility,
  'accessibility_note', json(coalesce(p.accessibility_note, '{}')))`;

const named = (ids: readonly number[]) =>
  sql`p.id IN (SELECT value FROM json_each(${JSON.stringify([...new Set(ids)])})) AND p.kind IN ('event', 'series')`;

/**
 * The statements that keep the revisions of the events `ids` around a write: `before` goes ahead of the
 * write's own statements (the state a record had before its first revision), `after` behind them (the
 * record as written, unless it equals its latest revision; then the oldest beyond the bound are pruned).
 */
export function revisionStatements(ids: readonly number[], ctx: Pick<WriteContext, 'user' | 'now'>) {
  const now = formatUtcWall(ctx.now);
  const before = sql`INSERT INTO event_revisions (post_id, author_id, created_utc, snapshot)
    SELECT p.id, NULL, p.modified_utc, ${sql.raw(SNAPSHOT_SQL)} FROM posts p
    WHERE ${named(ids)} AND NOT EXISTS (SELECT 1 FROM event_revisions r WHERE r.post_id = p.id)`;
  const after = [
    sql`INSERT INTO event_revisions (post_id, author_id, created_utc, snapshot)
      SELECT s.id, ${ctx.user.id}, ${now}, s.snapshot FROM (SELECT p.id, ${sql.raw(SNAPSHOT_SQL)} AS snapshot
        FROM posts p WHERE ${named(ids)}) s
      WHERE s.snapshot IS NOT (SELECT r.snapshot FROM event_revisions r WHERE r.post_id = s.id
        ORDER BY r.id DESC LIMIT 1)`,
    sql`DELETE FROM event_revisions WHERE post_id IN (SELECT value FROM json_each(${JSON.stringify([...new Set(ids)])}))
      AND id <= (SELECT r.id FROM event_revisions r WHERE r.post_id = event_revisions.post_id
        ORDER BY r.id DESC LIMIT 1 OFFSET ${MAX_REVISIONS})`,
  ];
  return { before: [before], after };
}

/** A write's statements with the revisions of `ids` kept around them. */
export function withRevisions(
  statements: SQL[],
  ids: readonly number[],
  ctx: Pick<WriteContext, 'user' | 'now'>,
): SQL[] {
  const revisions = revisionStatements(ids, ctx);
  return [...revisions.before, ...statements, ...revisions.after];
}
