import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { LANGUAGE_PREFERENCE } from '../../lib/caller';
import { isLang, LANGUAGES, type Lang } from '../../lib/languages';
import { bumpGeneration } from '../../posts/generation';

/**
 * Each user's profile (src/admin/profile/): their display name and e-mail (columns of `users`,
 * migrations/0034) and their interface language (a preference in `user_preferences`, migrations/0032, under
 * `interface_language`); and the deletion of a user with their records given to another.
 */

export interface Profile {
  id: number;
  login: string;
  role: string;
  displayName: string;
  email: string;
  /** The language chosen for the app; null: the browser's. */
  language: Lang | null;
}

export async function readProfile(db: Db, id: number): Promise<Profile | null> {
  const rows = await db.all<{
    id: number;
    login: string;
    role: string;
    display_name: string;
    email: string | null;
    language: string | null;
  }>(sql`SELECT u.id, u.login, u.role, u.display_name, u.email,
      (SELECT json_extract(p.value, '$') FROM user_preferences p WHERE p.user_id = u.id AND p.name = ${LANGUAGE_PREFERENCE}) AS language
    FROM users u WHERE u.id = ${id}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    login: row.login,
    role: row.role,
    displayName: row.display_name,
    email: row.email ?? '',
    language: isLang(row.language) ? row.language : null,
  };
}

/** The interface language a user chose, or null (read with the key or session when it could be). */
export async function chosenLanguage(
  db: Db,
  user: { id: number; chosenLanguage?: string | null },
): Promise<Lang | null> {
  if (user.chosenLanguage !== undefined) return isLang(user.chosenLanguage) ? user.chosenLanguage : null;
  const userId = user.id;
  const rows = await db.all<{ language: string | null }>(
    sql`SELECT json_extract(value, '$') AS language FROM user_preferences WHERE user_id = ${userId} AND name = ${LANGUAGE_PREFERENCE}`,
  );
  const language = rows[0]?.language;
  return isLang(language) ? language : null;
}

/** Saves a profile in one batch; false when the e-mail address is another user's (nothing saved). */
export async function saveProfile(
  db: Db,
  id: number,
  change: { displayName: string; email: string; language: Lang | null },
): Promise<boolean> {
  const language =
    change.language === null
      ? sql`DELETE FROM user_preferences WHERE user_id = ${id} AND name = ${LANGUAGE_PREFERENCE}`
      : sql`INSERT INTO user_preferences (user_id, name, value) VALUES (${id}, ${LANGUAGE_PREFERENCE}, ${JSON.stringify(change.language)})
          ON CONFLICT (user_id, name) DO UPDATE SET value = excluded.value`;
  try {
    await db.batch([
      sql`UPDATE users SET display_name = ${change.displayName}, email = ${change.email === '' ? null : change.email} WHERE id = ${id}`,
      language,
    ]);
    return true;
  } catch (err) {
    if (/UNIQUE/.test(String(err))) return false;
    throw err;
  }
}

/** How many records and images a user owns (the deletion's confirmation says so). */
export async function ownedCounts(db: Db, id: number) {
  const [posts, images] = (await db.batch([
    sql`SELECT count(*) AS n FROM posts WHERE author_id = ${id}`,
    sql`SELECT count(*) AS n FROM images WHERE owner_id = ${id}`,
  ])) as [Array<{ n: number }>, Array<{ n: number }>];
  return { posts: posts[0]?.n ?? 0, images: images[0]?.n ?? 0 };
}

/**
 * Deletes user `id`, giving their records (events, series, venues, organizers: `posts.author_id`, each
 * touched so the change feed and caches see the new author) and their images to user `to`, in one batch:
 * nothing happens unless both exist and differ. Their keys, sessions, passkeys and preferences go with
 * them (foreign keys); revisions keep who saved them. Returns whether the user was deleted.
 */
export async function deleteUserReassigning(
  db: Db,
  id: number,
  to: number,
  nowUtc: string,
): Promise<boolean> {
  const both = sql`(SELECT count(*) FROM users WHERE id IN (${id}, ${to})) = 2 AND ${id} <> ${to}`;
  const results = await db.batch([
    sql`UPDATE posts SET author_id = ${to}, modified_utc = ${nowUtc} WHERE author_id = ${id} AND ${both}`,
    sql`UPDATE images SET owner_id = ${to} WHERE owner_id = ${id} AND ${both}`,
    sql`DELETE FROM post_locks WHERE user_id = ${id} AND ${both}`,
    bumpGeneration(),
    sql`DELETE FROM users WHERE id = ${id} AND ${both} RETURNING id`,
  ]);
  return (results[4]?.length ?? 0) > 0;
}

/**
 * The language of the browser's `Accept-Language` the app speaks, by preference (`q`), or null. Reads at
 * most 20 entries of the first 1,000 characters, no regular expression over the header.
 */
export function acceptedLanguage(header: string | undefined): Lang | null {
  if (!header) return null;
  const entries = header
    .slice(0, 1000)
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return {
        base: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((e) => e.weight > 0 && (LANGUAGES as readonly string[]).includes(e.base))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return (entries[0]?.base as Lang | undefined) ?? null;
}
