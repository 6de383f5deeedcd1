import { type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AliasSpace } from '../db/schema';
import type { AppEnv } from '../env';
import { isLang, type Lang } from '../lib/languages';

/**
 * Ids that name a record besides its own (`aliases`, written by `npm run import`): the other members of
 * a translation group, and source ids given new ids by `--remap`. Reads by id follow them; a record's
 * own id always wins.
 */

const TABLE: Record<AliasSpace, SQL> = { post: sql.raw('posts'), term: sql.raw('terms') };

/** The id a read of `id` names: the record's own, else the record an alias points at. */
export const aliasedId = (space: AliasSpace, id: number) =>
  sql`coalesce((SELECT id FROM ${TABLE[space]} WHERE id = ${id}), (SELECT target_id FROM aliases WHERE space = ${space} AND alias_id = ${id}))`;

/** One row with the alias's language when `id` is an alias of a translation (none otherwise). */
export const aliasLanguageQuery = (space: AliasSpace, id: number) =>
  sql`SELECT lang FROM aliases WHERE space = ${space} AND alias_id = ${id} AND lang IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM ${TABLE[space]} WHERE id = ${id})`;

/**
 * The language a read answers in: the alias's, when the id was a translation's and the request named
 * no language of its own (no prefix, no `translation_language`); else the request's.
 */
export function readLanguage(
  c: Context<AppEnv>,
  aliasRows: ReadonlyArray<Record<string, unknown>> | undefined,
): Lang {
  const aliasLang = aliasRows?.[0]?.lang;
  const named = c.get('langPrefix') !== '' || c.get('params').translation_language !== undefined;
  return !named && isLang(aliasLang) ? aliasLang : c.get('lang');
}
