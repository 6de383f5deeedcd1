import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { pickTranslation } from '../lib/languages';
import type { TermText } from '../posts/rows';
import { termTextsOf } from '../posts/rows';
import {
  ACTOR_NAME,
  AS_CONTEXT,
  actorUrl,
  keyIdOf,
  type LocalActor,
  SECURITY_CONTEXT,
  sharedInboxUrl,
} from './names';

/** A local actor with what its document shows: its WebFinger name, display name and page. */
export interface ActorInfo {
  actor: LocalActor;
  /** `events`, or the category's slug in the site's language. */
  username: string;
  displayName: string;
  summary: string;
  /** The calendar's page of it (five languages, as the other pages). */
  page: string;
}

const categoryStatement = (where: ReturnType<typeof sql>) =>
  sql`SELECT t.id, ${sql.raw(termTextsOf('t'))} AS texts FROM terms t WHERE t.taxonomy = 'tribe_events_cat' AND ${where} LIMIT 1`;

function categoryInfo(row: { id: number; texts: string } | undefined, config: Config): ActorInfo | null {
  if (!row) return null;
  const texts = JSON.parse(row.texts) as TermText[];
  const text = pickTranslation(texts, config.defaultLanguage, config.defaultLanguage);
  if (!text) return null;
  const site = config.siteName ?? '';
  return {
    actor: { kind: 'category', termId: row.id },
    username: text.slug,
    displayName: site ? `${text.name} · ${site}` : text.name,
    summary: text.description,
    page: `/events/category/${text.slug}/`,
  };
}

export const siteInfo = (config: Config, actorName: string): ActorInfo => ({
  actor: { kind: 'site' },
  username: actorName,
  displayName: config.siteName ?? actorName,
  summary: '',
  page: '/events/',
});

/** The actor a WebFinger name names: the calendar's (the setting), else a category by its slug in any language. */
export async function actorByName(db: Db, name: string, config: Config, actorName: string) {
  const lower = name.toLowerCase();
  if (lower === actorName) return siteInfo(config, actorName);
  if (!ACTOR_NAME.test(lower)) return null;
  const [row] = await db.all<{ id: number; texts: string }>(
    categoryStatement(sql`t.id IN (SELECT term_id FROM term_texts WHERE slug = ${lower})`),
  );
  return categoryInfo(row, config);
}

export async function actorInfo(db: Db, actor: LocalActor, config: Config, actorName: string) {
  if (actor.kind === 'site') return siteInfo(config, actorName);
  const [row] = await db.all<{ id: number; texts: string }>(categoryStatement(sql`t.id = ${actor.termId}`));
  return categoryInfo(row, config);
}

/** The actor's document, as Mastodon reads one: its key, inboxes, collections and page. */
export function actorDocument(
  info: ActorInfo,
  origin: string,
  siteUrl: string,
  publicPem: string,
  images: { avatar: string | null; header: string | null } = { avatar: null, header: null },
) {
  const id = actorUrl(origin, info.actor);
  return {
    '@context': [
      AS_CONTEXT,
      SECURITY_CONTEXT,
      {
        manuallyApprovesFollowers: 'as:manuallyApprovesFollowers',
        toot: 'http://joinmastodon.org/ns#',
        featured: { '@id': 'toot:featured', '@type': '@id' },
        discoverable: 'toot:discoverable',
      },
    ],
    id,
    type: 'Organization',
    preferredUsername: info.username,
    name: info.displayName,
    summary: info.summary,
    url: `${siteUrl}${info.page}`,
    inbox: `${id}/inbox`,
    outbox: `${id}/outbox`,
    followers: `${id}/followers`,
    featured: `${id}/featured`,
    endpoints: { sharedInbox: sharedInboxUrl(origin) },
    manuallyApprovesFollowers: false,
    discoverable: true,
    publicKey: { id: keyIdOf(origin, info.actor), owner: id, publicKeyPem: publicPem },
    ...(images.avatar ? { icon: { type: 'Image', url: images.avatar } } : {}),
    ...(images.header ? { image: { type: 'Image', url: images.header } } : {}),
  };
}
