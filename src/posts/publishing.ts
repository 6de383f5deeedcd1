import { type SQL, sql } from 'drizzle-orm';
import type { Status } from '../db/schema';
import type { User } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { effectiveStatus, statusForCreate } from './policy';
import { publicationUtc } from './publication';
import { EDITOR_ROLES } from './visibility';

const due = (nowUtc: string) =>
  sql`e.kind IN ('event', 'venue', 'organizer', 'series') AND e.status = 'future' AND e.published_utc <= ${nowUtc}`;

/**
 * Publishes the venues and organizers linked to the event whose content is `contentId` that are still a
 * draft, pending or scheduled, as TEC's `publishAssociatedTypes` does. TEC runs it in its
 * `publish_tribe_events` hook, which WordPress fires inside `wp_insert_post`/`wp_update_post` for a
 * signed-in user, before the event's venue and organizer are saved (measured on TEC 6.17.2: REST and
 * wp-admin alike, test/fixtures/tec/publishing). So it publishes what was linked *before* a write that
 * leaves the event published: a create publishes nothing, the next save does (a contributor's inline
 * venue shows once an editor publishes the event), a venue swapped in stays a draft until the event is
 * saved again, and the cron publishing a scheduled event publishes nothing. The caller puts this
 * statement before the write's links and only when the event is published after it. Each record is
 * published only when `user` may publish it directly (policy.ts): editors any, authors their own
 * (TEC: anyone with the type's publish capability). Private and trashed records stay as they are.
 */
export const publishLinkedOf = (contentId: number, user: User, nowUtc: string) =>
  sql`UPDATE posts SET status = 'publish', published_utc = min(published_utc, ${nowUtc}), modified_utc = ${nowUtc}
    WHERE id IN (SELECT v.id FROM event_links l JOIN posts v ON v.id = l.post_id
      WHERE l.event_id = ${contentId} AND v.kind IN ('venue', 'organizer') AND v.status IN ('draft', 'pending', 'future')
        AND ${EDITOR_ROLES.has(user.role) ? sql`1` : user.role === 'author' ? sql`v.author_id = ${user.id}` : sql`0`})`;

/**
 * Publishes every `future` record whose date has come, as WordPress's cron does: first the term
 * counts gain the events about to be published, then the generation moves, then the statuses. Their
 * venues and organizers stay as they are (TEC's hook does nothing without a signed-in user): the next
 * save of the event publishes them (`publishLinkedOf`).
 * Cheap when nothing is due (index on kind, status, published_utc). Runs every minute from the
 * scheduled handler and at the start of every write batch.
 */
export function promoteDuePosts(nowUtc: string): SQL[] {
  return [
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
