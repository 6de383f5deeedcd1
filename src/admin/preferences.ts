import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { z } from '../lib/zod';

/**
 * Each user's preferences (`user_preferences`: one JSON value per user and name, migrations/0032), kept on
 * the server so they follow the user from browser to browser. `events_list` is the events list's Screen
 * Options (WordPress's): which columns it shows and how many rows a page has. Other preferences take a
 * name of their own in the same table.
 */

/** The events list's optional columns (the checkbox, the title and the actions are always shown). */
export const LIST_COLUMNS = ['dates', 'status', 'author', 'categories', 'tags', 'venue'] as const;
export type ListColumn = (typeof LIST_COLUMNS)[number];

export const DEFAULT_COLUMNS: readonly ListColumn[] = ['dates', 'status', 'author', 'categories'];
export const DEFAULT_PER_PAGE = 20;
/** WordPress allows 999 a page; a page of 200 rows already reads every one's links and terms. */
export const MAX_PER_PAGE = 200;

export interface ListPreferences {
  columns: ListColumn[];
  perPage: number;
}

const listPreferences = z.object({
  columns: z.array(z.enum(LIST_COLUMNS)).max(LIST_COLUMNS.length),
  per_page: z.number().int().min(1).max(MAX_PER_PAGE),
});

/** The form of Screen Options: the columns ticked (none is a choice too) and the rows per page. */
export const screenOptionsForm = z.object({
  columns: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]))
    .pipe(z.array(z.enum(LIST_COLUMNS)).max(LIST_COLUMNS.length))
    .transform((columns) => LIST_COLUMNS.filter((c) => columns.includes(c))),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE),
});

const NAME = 'events_list';

/** The statement reading a user's list preferences (no row: the defaults). */
export const listPreferencesStatement = (userId: number): SQL =>
  sql`SELECT value FROM user_preferences WHERE user_id = ${userId} AND name = ${NAME}`;

/** The rows per page as SQL, for the page's LIMIT and OFFSET in the same batch as the preferences. */
export const perPageSql = (userId: number): SQL =>
  sql`coalesce((SELECT json_extract(value, '$.per_page') FROM user_preferences
    WHERE user_id = ${userId} AND name = ${NAME}), ${DEFAULT_PER_PAGE})`;

/** The preferences a stored value says (anything not valid: the defaults). */
export function readListPreferences(rows: ReadonlyArray<{ value: string }>): ListPreferences {
  try {
    const parsed = listPreferences.safeParse(JSON.parse(rows[0]?.value ?? 'null'));
    if (parsed.success) return { columns: parsed.data.columns, perPage: parsed.data.per_page };
  } catch {}
  return { columns: [...DEFAULT_COLUMNS], perPage: DEFAULT_PER_PAGE };
}

export function saveListPreferences(db: Db, userId: number, preferences: ListPreferences) {
  const value = JSON.stringify({ columns: preferences.columns, per_page: preferences.perPage });
  return db.all(sql`INSERT INTO user_preferences (user_id, name, value) VALUES (${userId}, ${NAME}, ${value})
    ON CONFLICT (user_id, name) DO UPDATE SET value = excluded.value`);
}
