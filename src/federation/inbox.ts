import { type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { ApiError, tooLarge, tooManyRequests } from '../http/errors';
import { formatUtcWall } from '../lib/dates';
import { readLimited } from '../lib/read-limited';
import { OutgoingFailure } from '../outgoing/fetch';
import { activityBody, handToQueue } from './dispatcher';
import { followersChanged } from './followers-known';
import { followedActivityStatements } from './following';
import { handInbound } from './inbound-push';
import { actorKey, hostOf, idOf, type LocalActor } from './names';
import { localActorOfUrl, originOf } from './origin';
import { cachedKey, fetchRemoteKey, KEY_REFRESH_AFTER_MS, type RemoteActor } from './remote';
import { refusedSignature, signatureClaim } from './signature-claim';
import { siteGetSigner } from './signed-get';
import { blockedQuery, rememberOrigin } from './store';

/**
 * The inboxes (each actor's and the shared one): every activity is verified before anything is done
 * with it. In order, cheapest first: the body's size (256 KiB), the remote host's budget (a rate limit
 * per host: a flood costs the sender a 429, not us a fetch), the signature's shape and its date (within
 * 5 minutes), the body's `Digest`, the blocked list, the key (fetched through the outgoing guard, kept
 * in D1), the signature itself, then the activity: its actor must be the key's owner, and an object it
 * creates, updates or deletes must live on the actor's host. An activity id already handled has no
 * second effect. Handled: `Follow` and `Undo` of a `Follow`; anything else is accepted and ignored.
 */

export const MAX_INBOX_BYTES = 256 * 1024;

const refusedActivity = (message: string) => new ApiError(400, 'federation_activity_refused', message);
const blocked = () => new ApiError(403, 'federation_blocked', 'This actor or its domain is blocked here.');

interface Verified {
  actor: RemoteActor;
  activity: Record<string, unknown>;
}

async function verify(c: Context<AppEnv>, db: Db): Promise<Verified> {
  const bytes = await readLimited(c.req.raw, MAX_INBOX_BYTES);
  if (bytes === null) throw tooLarge(MAX_INBOX_BYTES);
  const claim = signatureClaim(c, bytes);
  const keyHost = hostOf(claim.keyId);
  if (!keyHost) throw refusedSignature('The signature names no http(s) key id.');
  const limiter = c.env.FEDERATION_INBOX;
  if (limiter && !(await limiter.limit({ key: keyHost })).success) {
    throw tooManyRequests(60, `Too many activities from ${keyHost}: try again later.`);
  }
  await claim.check();
  if ((await db.all(blockedQuery(claim.keyId))).length > 0) throw blocked();
  const config = c.get('config');
  const ownHosts = [new URL(c.req.url).hostname];
  let actor: RemoteActor | null = await cachedKey(db, claim.keyId);
  const stale = (cached: { fetchedUtc: string } | null) =>
    !cached || Date.now() - Date.parse(`${cached.fetchedUtc.replace(' ', 'T')}Z`) > KEY_REFRESH_AFTER_MS;
  let verified = actor ? await claim.verify(actor.publicPem) : false;
  if (!verified && stale(actor as { fetchedUtc: string } | null)) {
    try {
      const signer = siteGetSigner(db, originOf(c), c.env.WEBHOOK_SECRET_KEY);
      actor = await fetchRemoteKey(db, claim.keyId, config, ownHosts, signer);
    } catch (err) {
      if (err instanceof OutgoingFailure)
        throw refusedSignature(`The signing key could not be fetched: ${err.message}`);
      throw err;
    }
    verified = actor ? await claim.verify(actor.publicPem) : false;
  }
  if (!actor || !verified) throw refusedSignature('The signature does not verify with the key it names.');
  let activity: unknown;
  try {
    activity = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw refusedActivity('The body is not JSON.');
  }
  if (!activity || typeof activity !== 'object' || Array.isArray(activity)) {
    throw refusedActivity('The body is not an activity.');
  }
  const body = activity as Record<string, unknown>;
  if (idOf(body.actor) !== actor.actor) {
    throw refusedSignature("The activity's actor is not the owner of the key that signed it.");
  }
  if ((await db.all(blockedQuery(actor.actor))).length > 0) throw blocked();
  if (['Create', 'Update', 'Delete'].includes(String(body.type))) {
    const objectId = idOf(body.object);
    if (!objectId || hostOf(objectId) !== hostOf(actor.actor)) {
      throw refusedActivity("The object does not live on the actor's host.");
    }
  }
  return { actor, activity: body };
}

/** Handles one POST to an inbox: 202 once verified (and handled, or ignored). */
export async function receive(c: Context<AppEnv>): Promise<Response> {
  const db = c.get('db');
  const { actor, activity } = await verify(c, db);
  const activityId = idOf(activity.id);
  if (!activityId || hostOf(activityId) !== hostOf(actor.actor)) {
    throw refusedActivity("The activity has no id on its actor's host.");
  }
  const token = crypto.randomUUID();
  const first = sql`EXISTS (SELECT 1 FROM federation_seen WHERE activity_id = ${activityId} AND token = ${token})`;
  const statements: SQL[] = [
    sql`INSERT INTO federation_seen (activity_id, token, received_utc)
      VALUES (${activityId}, ${token}, ${formatUtcWall(new Date())}) ON CONFLICT (activity_id) DO NOTHING`,
  ];
  const origin = originOf(c);
  let deliveriesAt = -1;
  if (activity.type === 'Follow') {
    const local = await localActorOfUrl(db, origin, idOf(activity.object));
    if (!local)
      throw new ApiError(404, 'federation_unknown_actor', 'The followed actor does not exist here.');
    deliveriesAt = statements.length + 3;
    statements.push(...followStatements(origin, local, actor, activity, activityId, first));
  } else if (activity.type === 'Undo') {
    const undone = activity.object;
    const inner = typeof undone === 'object' && undone !== null ? (undone as Record<string, unknown>) : null;
    if (inner && inner.type !== 'Follow') return accepted(c);
    if (inner && idOf(inner.actor) !== actor.actor)
      throw refusedActivity('Only its own Follow can be undone.');
    const local = inner ? await localActorOfUrl(db, origin, idOf(inner.object)) : null;
    const followId = idOf(undone);
    statements.push(
      local
        ? sql`DELETE FROM federation_followers WHERE actor = ${actorKey(local)} AND follower = ${actor.actor} AND ${first}`
        : sql`DELETE FROM federation_followers WHERE follower = ${actor.actor} AND follow_id = ${followId} AND ${first}`,
    );
  } else {
    statements.push(...((await followedActivityStatements(c, db, actor, activity, first)) ?? []));
  }
  const results = await db.batch(statements);
  if (activity.type === 'Follow' || activity.type === 'Undo' || activity.type === 'Delete')
    followersChanged();
  if (['Create', 'Update', 'Delete', 'Announce'].includes(String(activity.type))) {
    // The followed calendar's events go on to its source after the answer (the cron hands what waits).
    c.executionCtx.waitUntil(
      handInbound(c.env, actor.actor).catch((err) =>
        console.error('federation: handing inbound events', err),
      ),
    );
  }
  if (deliveriesAt >= 0) {
    const ids = (results[deliveriesAt] ?? []).map((row) => Number((row as { id: unknown }).id));
    await handToQueue(db, c.env, ids);
  }
  return accepted(c);
}

const accepted = (c: Context<AppEnv>) => c.body(null, 202, { 'Cache-Control': 'no-store' });

/** Keeps the follower and answers with a signed `Accept` of its `Follow` (through the Queue). */
function followStatements(
  origin: string,
  local: LocalActor,
  remote: RemoteActor,
  follow: Record<string, unknown>,
  followId: string,
  first: SQL,
): SQL[] {
  const key = actorKey(local);
  const uid = crypto.randomUUID();
  const accept = activityBody(
    origin,
    uid,
    'Accept',
    local,
    // The Follow as it names itself, nothing more of what was sent (its body may carry anything).
    { id: followId, type: 'Follow', actor: remote.actor, object: idOf(follow.object) },
    new Date().toISOString(),
  );
  const body = { ...accept, to: [remote.actor], cc: undefined };
  return [
    rememberOrigin(origin),
    sql`INSERT INTO federation_followers (actor, follower, host, inbox, shared_inbox, follow_id)
      SELECT ${key}, ${remote.actor}, ${hostOf(remote.actor)}, ${remote.inbox}, ${remote.sharedInbox}, ${followId}
      WHERE ${first}
      ON CONFLICT (actor, follower) DO UPDATE SET follow_id = excluded.follow_id, inbox = excluded.inbox,
        shared_inbox = excluded.shared_inbox`,
    sql`INSERT INTO federation_activities (uid, actor, type, body)
      SELECT ${uid}, ${key}, 'Accept', ${JSON.stringify(body)} WHERE ${first}`,
    sql`INSERT INTO federation_deliveries (activity_id, inbox)
      SELECT id, ${remote.inbox} FROM federation_activities WHERE uid = ${uid} RETURNING id`,
  ];
}
