import { type SQL, sql } from 'drizzle-orm';
import type { Status } from '../db/schema';
import type { User } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { effectiveStatus, statusForCreate } from './policy';
import { publicationUtc } from './publication';

const due = (nowUtc: string) =>
  sql`e.kind IN ('event', 'venue', 'organizer', 'series') AND e.status = 'future' AND e.published_utc <= ${nowUtc}`;

/**
 * Publishes the venues and organizers linked to the events that `events` selects (rows with the event's
 * `content_id` and the `publisher_id` of who publishes it) that are still a draft, pending or scheduled,
 * as TEC's `publishAssociatedTypes` does whenever an event is saved published: a contributor's event with
 * a venue written inline shows it once an editor publishes the event. Each record is published only when
 * its publisher may publish it directly (policy.ts): editors any, authors their own. Private and trashed
 * records stay as they are.
 */
const publishLinkedRecords = (events: SQL, nowUtc: string) =>
  sql`UPDATE posts SET status = 'publish', published_utc = min(published_utc, ${nowUtc}), modified_utc = ${nowUtc}
    WHERE id IN (SELECT v.id FROM (${events}) e JOIN event_links l ON l.event_id = e.content_id
      JOIN posts v ON v.id = l.post_id JOIN users u ON u.id = e.publisher_id
      WHERE v.kind IN ('venue', 'organizer') AND v.status IN ('draft', 'pending', 'future')
        AND (u.role IN ('administrator', 'editor') OR u.role = 'author' AND v.author_id = u.id))`;

/** `publishLinkedRecords` after `user` wrote the event (or series) whose content is `contentId`. */
export const publishLinkedOf = (contentId: number, user: User, nowUtc: string) =>
  publishLinkedRecords(
    sql`SELECT content_id, ${user.id} AS publisher_id FROM posts
      WHERE content_id = ${contentId} AND kind IN ('event', 'series') AND status = 'publish'`,
    nowUtc,
  );

/**
 * Publishes every `future` record whose date has come, as WordPress's cron does: first the term
 * counts gain the events about to be published, and their venues and organizers are published
 * (`publishLinkedRecords`), then the generation moves, then the statuses.
 * Cheap when nothing is due (index on kind, status, published_utc). Runs every minute from the
 * scheduled handler and at the start of every write batch.
 */
export function promoteDuePosts(nowUtc: string): SQL[] {
  return [
    // A scheduled event's venues and organizers, as its author may publish them.
    publishLinkedRecords(
      sql`SELECT e.content_id, e.author_id AS publisher_id FROM posts e WHERE e.kind = 'event' AND ${due(nowUtc)}`,
      nowUtc,
    ),
    // Terms belong to an event's content: an occurrence counts for its template's terms.
    sql`UPDATE terms SET count = count + (SELECT count(*) FROM event_terms et JOIN posts e ON e.content_id = et.event_id
        WHERE et.term_id = terms.id AND e.kind = 'event' AND ${due(nowUtc)})
      WHERE id IN (SELECT et.term_id FROM posts e JOIN event_terms et ON et.event_id = e.content_id WHERE e.kind = 'event' AND ${due(nowUtc)})`,
    sql`UPDATE counters SET value = value + 1
      WHERE name = 'generation' AND EXISTS (SELECT 1 FROM posts e WHERE ${due(nowUtc)})`,
    sql`UPDATE posts SET status = 'publish' WHERE id IN (SELECT id FROM posts e WHERE ${due(nowUtc)})`,
  ];
}

/** A published record dated in the future is scheduled (`future`); a scheduled one dated in the past is published. */
export function scheduledStatus(status: Status, publishedUtc: string, nowUtc: string): Status {
  if (status === 'publish' && publishedUtc > nowUtc) return 'future';
  if (status === 'future' && publishedUtc <= nowUtc) return 'publish';
  return status;
}

interface PublicationInput {
  status?: Status;
  date?: unknown;
  date_utc?: unknown;
}

/**
 * The status and publication date a write sets; `undefined` leaves them as they are. Roles that
 * can't publish are scaled back; a published date in the future schedules the record.
 */
export function publicationOf(
  user: User,
  input: PublicationInput,
  ctx: { now: Date; siteTimezone: string },
  existing?: { status: Status; published_utc: string },
): { status?: Status; publishedUtc?: string } {
  const nowUtc = formatUtcWall(ctx.now);
  const publishedUtc = publicationUtc(input, ctx.siteTimezone);
  if (!existing) {
    const published = publishedUtc ?? nowUtc;
    return {
      status: scheduledStatus(statusForCreate(user, input.status), published, nowUtc),
      publishedUtc: published,
    };
  }
  if (input.status === undefined && publishedUtc === undefined) return {};
  const requested =
    input.status === undefined ? existing.status : effectiveStatus(user, input.status, existing.status);
  return { status: scheduledStatus(requested, publishedUtc ?? existing.published_utc, nowUtc), publishedUtc };
}
