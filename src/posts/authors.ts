import { type SQL, sql } from 'drizzle-orm';
import type { Row } from '../db/client';

/**
 * The users a write names as authors (`author`, also inside inline venues and organizers) that exist:
 * a read-batch statement. As TEC, naming a user that does not exist is 400.
 */
export const existingAuthorsQuery = (authors: ReadonlyArray<number | undefined>): SQL =>
  sql`SELECT id FROM users WHERE id IN (SELECT value FROM json_each(${JSON.stringify(authors.filter((a) => a !== undefined))}))`;

/** The reason an `author` is refused, or undefined when it is absent or exists. */
export function unknownAuthor(author: number | undefined, existing: Row[]): string | undefined {
  if (author === undefined || existing.some((row) => row.id === author)) return undefined;
  return `Unknown user: ${author}.`;
}
