/**
 * The addresses of this site's ActivityPub actors (docs/federation.md). One actor for the calendar
 * (`site`, named by the setting `actor_name`, `events` by default) and one per category
 * (`category:{term id}`, named by its slug). Their URLs use ids, not names, so a renamed category or
 * actor keeps its followers.
 */

export const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';
export const AS_CONTEXT = 'https://www.w3.org/ns/activitystreams';
export const SECURITY_CONTEXT = 'https://w3id.org/security/v1';
export const ACTIVITY_JSON = 'application/activity+json';
export const LD_JSON = 'application/ld+json; profile="https://www.w3.org/ns/activitystreams"';
export const DEFAULT_ACTOR_NAME = 'events';
/** What an actor name may be: WebFinger's user part, as Mastodon accepts it. */
export const ACTOR_NAME = /^[a-z0-9_][a-z0-9_.-]{0,62}$/;

export type LocalActor = { kind: 'site' } | { kind: 'category'; termId: number };

/** The key of an actor in the tables (`site`, `category:12`). */
export const actorKey = (actor: LocalActor) => (actor.kind === 'site' ? 'site' : `category:${actor.termId}`);

export function actorOfKey(key: string): LocalActor | null {
  if (key === 'site') return { kind: 'site' };
  const match = /^category:(\d{1,10})$/.exec(key);
  return match ? { kind: 'category', termId: Number(match[1]) } : null;
}

export const actorUrl = (origin: string, actor: LocalActor) =>
  actor.kind === 'site' ? `${origin}/federation/actor` : `${origin}/federation/categories/${actor.termId}`;

export const keyIdOf = (origin: string, actor: LocalActor) => `${actorUrl(origin, actor)}#main-key`;
export const sharedInboxUrl = (origin: string) => `${origin}/federation/inbox`;
export const eventObjectUrl = (origin: string, eventId: number) => `${origin}/federation/events/${eventId}`;
export const activityUrl = (origin: string, uid: string) => `${origin}/federation/activities/${uid}`;

/** Whether a request's Accept asks for ActivityPub JSON rather than a page. */
export const wantsActivityJson = (accept: string | undefined) =>
  /application\/activity\+json|application\/ld\+json/i.test(accept ?? '');

/** The host of a URL (lower case), or null when it is not an http(s) URL. */
export function hostOf(url: unknown): string | null {
  if (typeof url !== 'string' || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.hostname.toLowerCase() : null;
}

/** An object's id: the text itself or its `id` (ActivityStreams allows both). */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
}
