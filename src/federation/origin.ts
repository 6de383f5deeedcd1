import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { actorUrl, type LocalActor } from './names';

/**
 * The origin actors' ids are written with: the site's public address when it is set (PUBLIC_SITE_URL or
 * the `site_url` setting), else the address the request came to. The first follow stores it
 * (`federation_settings.origin`), and the dispatcher writes every activity with the stored one.
 */
export function originOf(c: Context<AppEnv>): string {
  const site = c.get('config').publicSiteUrl;
  return site ? new URL(site).origin : new URL(c.req.url).origin;
}

const CATEGORY_PATH = /^\/federation\/categories\/(\d{1,10})$/;

/** The local actor a URL names (the calendar's, or an existing category's), or null. */
export async function localActorOfUrl(
  db: Db,
  origin: string,
  url: string | null,
): Promise<LocalActor | null> {
  if (!url || !URL.canParse(url)) return null;
  if (url === actorUrl(origin, { kind: 'site' })) return { kind: 'site' };
  const parsed = new URL(url);
  const match = parsed.origin === origin ? CATEGORY_PATH.exec(parsed.pathname) : null;
  if (!match) return null;
  const termId = Number(match[1]);
  const [row] = await db.all(
    sql`SELECT id FROM terms WHERE id = ${termId} AND taxonomy = 'tribe_events_cat'`,
  );
  return row ? { kind: 'category', termId } : null;
}
