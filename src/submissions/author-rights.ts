import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Caller, User } from '../lib/caller';

/**
 * Authors moderating the submissions of their own categories (docs/submissions.md#authors-and-their-categories):
 * the setting `submissions_author_categories` gives an author (by user id) the categories they moderate.
 * Such an author sees and decides exactly the submissions whose event has at least one category and whose
 * every category is among theirs; on that event (and the venue and organizer it proposes) they act as an
 * editor would, and only there: never with a key scoped to submitting, never moving the event into a
 * category that is not theirs.
 */

/** The categories the caller moderates submissions of, or null: not an author the setting names. */
export function authorCategories(caller: Caller, config: Config): readonly number[] | null {
  if (caller === null || caller.role !== 'author' || caller.scope === 'submit') return null;
  const ids = config.submissionsAuthorCategories[String(caller.id)];
  return ids && ids.length > 0 ? ids : null;
}

/** SQL condition on the submission `s` joined to its event `p`: every category of the event is among `ids`. */
export function withinCategories(ids: readonly number[]): SQL {
  const categoriesOf = sql`FROM event_terms et JOIN terms t ON t.id = et.term_id
    WHERE et.event_id = p.content_id AND t.taxonomy = 'tribe_events_cat'`;
  return sql`(EXISTS (SELECT 1 ${categoriesOf}) AND NOT EXISTS (SELECT 1 ${categoriesOf}
    AND et.term_id NOT IN (SELECT value FROM json_each(${JSON.stringify(ids)}))))`;
}

/** Whether the submission `id` is one the categories `ids` cover. */
export const coveredStatement = (id: number, ids: readonly number[]) =>
  sql`SELECT s.id FROM submissions s JOIN posts p ON p.id = s.event_id WHERE s.id = ${id} AND ${withinCategories(ids)}`;

/** The author, as an editor, for the one submission's event their categories cover. */
export const asEditorOf = (caller: User): User => ({ ...caller, role: 'editor' });
