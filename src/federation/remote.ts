import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { formatUtcWall } from '../lib/dates';
import { guardedFetch, OutgoingFailure } from '../outgoing/fetch';
import { hostOf, idOf } from './names';
import { FETCH_ACCEPT, type GetSigner } from './signed-get';

/**
 * Remote actors as the inbox needs them: the public key a signature names (its `keyId`), whose owner
 * the activity's actor must be, and where to deliver to that actor. Fetched through the outgoing guard
 * (public addresses only, a budget of time and bytes), kept in D1 by key id.
 */

export interface RemoteActor {
  keyId: string;
  actor: string;
  publicPem: string;
  inbox: string;
  sharedInbox: string | null;
}

/** Small documents only: an actor is a few kilobytes. */
const FETCH_BUDGET = { timeoutMs: 10_000, maxBytes: 256 * 1024, maxRedirects: 3 };
/** A cached key older than this is fetched again when a signature does not verify with it (key rotation). */
export const KEY_REFRESH_AFTER_MS = 60_000;

/** A JSON-LD document of ActivityStreams, fetched through the guard; throws OutgoingFailure. */
export async function fetchActivityJson(
  url: string,
  config: Config,
  ownHosts: readonly string[],
  /** A server that answers 401 is asked again at once with a signed GET ("authorized fetch"). */
  signer?: GetSigner,
): Promise<Record<string, unknown>> {
  const get = (headers: Record<string, string>) =>
    guardedFetch({ url, headers, budget: FETCH_BUDGET, ownHosts }, config);
  let answer: Awaited<ReturnType<typeof get>>;
  try {
    answer = await get({ Accept: FETCH_ACCEPT });
  } catch (error) {
    if (!signer || !(error instanceof OutgoingFailure) || error.status !== 401) throw error;
    answer = await get(await signer(url));
  }
  let value: unknown;
  try {
    value = JSON.parse(answer.text());
  } catch {
    throw new OutgoingFailure('status', `${url}: the answer is not JSON.`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new OutgoingFailure('status', `${url}: the answer is not a JSON object.`);
  }
  return value as Record<string, unknown>;
}

interface StoredActor {
  key_id: string;
  actor: string;
  public_pem: string;
  inbox: string;
  shared_inbox: string | null;
  fetched_utc: string;
}

const fromRow = (row: StoredActor): RemoteActor & { fetchedUtc: string } => ({
  keyId: row.key_id,
  actor: row.actor,
  publicPem: row.public_pem,
  inbox: row.inbox,
  sharedInbox: row.shared_inbox,
  fetchedUtc: row.fetched_utc,
});

export async function cachedKey(db: Db, keyId: string) {
  const [row] = await db.all<StoredActor>(
    sql`SELECT * FROM federation_remote_actors WHERE key_id = ${keyId}`,
  );
  return row ? fromRow(row) : null;
}

/** The actor's own document's key, inbox and shared inbox; null when it has none of them. */
export function actorDocument(
  doc: Record<string, unknown>,
): (Omit<RemoteActor, 'keyId'> & { keyId: string }) | null {
  const id = idOf(doc.id);
  const key = doc.publicKey as Record<string, unknown> | undefined;
  const keys = Array.isArray(key) ? (key as Record<string, unknown>[]) : key ? [key] : [];
  const first = keys.find((k) => typeof k?.publicKeyPem === 'string' && typeof k?.id === 'string');
  const inbox = idOf(doc.inbox);
  const endpoints = doc.endpoints as Record<string, unknown> | undefined;
  const sharedInbox = idOf(endpoints?.sharedInbox);
  if (!id || !first || !inbox || hostOf(inbox) === null) return null;
  return {
    keyId: first.id as string,
    actor: id,
    publicPem: first.publicKeyPem as string,
    inbox,
    sharedInbox: sharedInbox && hostOf(sharedInbox) ? sharedInbox : null,
  };
}

/**
 * The key `keyId` names and its owner: the document at the key id (an actor with the key, as
 * Mastodon's `…#main-key`, or a key object naming its owner), then the owner's own document, which
 * must name this key. Stored for the next signature.
 */
export async function fetchRemoteKey(
  db: Db,
  keyId: string,
  config: Config,
  ownHosts: readonly string[],
  signer?: GetSigner,
): Promise<RemoteActor | null> {
  const doc = await fetchActivityJson(keyId.split('#')[0]!, config, ownHosts, signer);
  let actor = actorDocument(doc);
  if (!actor || actor.keyId !== keyId) {
    const owner = idOf(doc.owner);
    if (!owner || hostOf(owner) !== hostOf(keyId)) return null;
    actor = actorDocument(await fetchActivityJson(owner, config, ownHosts, signer));
    if (!actor || actor.keyId !== keyId) return null;
  }
  if (hostOf(actor.actor) !== hostOf(keyId)) return null;
  await db.batch([
    sql`INSERT INTO federation_remote_actors (key_id, actor, public_pem, inbox, shared_inbox, fetched_utc)
      VALUES (${keyId}, ${actor.actor}, ${actor.publicPem}, ${actor.inbox}, ${actor.sharedInbox}, ${formatUtcWall(new Date())})
      ON CONFLICT (key_id) DO UPDATE SET actor = excluded.actor, public_pem = excluded.public_pem,
        inbox = excluded.inbox, shared_inbox = excluded.shared_inbox, fetched_utc = excluded.fetched_utc`,
  ]);
  return actor;
}
