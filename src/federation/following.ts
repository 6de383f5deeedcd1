import { type SQL, sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { SourceSet } from '../calendars/model';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import { ApiError, forbidden, invalidParam } from '../http/errors';
import { parseParams } from '../http/validate';
import { formatUtcWall } from '../lib/dates';
import { z } from '../lib/zod';
import { guardedFetch, OutgoingFailure } from '../outgoing/fetch';
import { EDITOR_ROLES } from '../posts/visibility';
import { announcedEvent } from './announce';
import { handToQueue } from './dispatcher';
import { eventToSourceSet } from './inbound-map';
import { sourceForFollowStatement } from './inbound-push';
import { AS_CONTEXT, activityUrl, actorUrl, hostOf, idOf } from './names';
import { originOf } from './origin';
import { actorDocument, fetchActivityJson, type RemoteActor } from './remote';
import { type GetSigner, siteGetSigner } from './signed-get';
import { isBlocked, rememberOrigin } from './store';

/**
 * Following remote calendars in (docs/federation.md#follow-in): an editor names an actor
 * (`@relay@agenda.example`), found by WebFinger and its document (both through the outgoing guard); the
 * calendar's actor sends it a signed `Follow` through the Queue, and its `Accept` marks it followed. Its
 * `Create`/`Update` of an `Event` are never taken from the body: the object is fetched from its origin by
 * id, mapped into the importer's model and held in `federation_inbound` for editors (never published from
 * here); its `Delete` marks it deleted.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
const HANDLE = /^@?([a-z0-9_.-]{1,64})@([a-z0-9.-]{1,253}\.[a-z]{2,63})$/i;
const FETCH_BUDGET = { timeoutMs: 10_000, maxBytes: 64 * 1024, maxRedirects: 3 };

const editorsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = c.get('caller');
  if (caller === null) throw forbidden(401);
  if (!EDITOR_ROLES.has(caller.role)) throw forbidden(403);
  await next();
  c.header('Cache-Control', 'no-store');
};

const followBody = z.object({
  actor: z.string({ message: 'Name an account (@relay@agenda.example) or its https URL.' }).trim().max(2000),
});

const notFollowable = (why: string) => invalidParam('actor', why);

/** The actor's URL: WebFinger's `self` link for a handle, the URL itself otherwise. */
async function resolveHandle(handle: string, config: Config, ownHosts: string[]): Promise<string> {
  // A plain-http actor only in local development (two deployments on this machine: docs/federation.md).
  if (/^https:\/\//.test(handle) || (config.webhookLocalDevelopment && /^http:\/\//.test(handle)))
    return handle;
  const match = HANDLE.exec(handle);
  if (!match) throw notFollowable('Name an account as @name@host, or its https URL.');
  const [, user, host] = match;
  const url = `https://${host!.toLowerCase()}/.well-known/webfinger?resource=${encodeURIComponent(`acct:${user}@${host}`)}`;
  let jrd: { links?: { rel?: string; type?: string; href?: string }[] };
  try {
    const answer = await guardedFetch(
      { url, headers: { Accept: 'application/jrd+json, application/json' }, budget: FETCH_BUDGET, ownHosts },
      config,
    );
    jrd = JSON.parse(answer.text());
  } catch (err) {
    if (err instanceof OutgoingFailure) throw notFollowable(`WebFinger failed: ${err.message}`);
    throw notFollowable('WebFinger answered no JSON.');
  }
  const self = (Array.isArray(jrd.links) ? jrd.links : []).find(
    (link) => link?.rel === 'self' && /activity\+json|ld\+json/.test(link.type ?? ''),
  );
  if (!self?.href || hostOf(self.href) === null) throw notFollowable('WebFinger names no ActivityPub actor.');
  return self.href;
}

async function remoteActor(
  url: string,
  config: Config,
  ownHosts: string[],
  signer: GetSigner,
): Promise<RemoteActor> {
  let doc: Record<string, unknown>;
  try {
    doc = await fetchActivityJson(url, config, ownHosts, signer);
  } catch (err) {
    throw notFollowable(
      `The actor could not be fetched: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const actor = actorDocument(doc);
  if (!actor || hostOf(actor.actor) !== hostOf(url)) throw notFollowable('That is no ActivityPub actor.');
  return actor;
}

export const followingRoutes = new Hono<AppEnv>()
  .use('/federation/following', editorsOnly)
  .use('/federation/following/*', editorsOnly)
  .use('/federation/inbound', editorsOnly)
  .get('/federation/following', async (c) => {
    const rows = await c.get('db').all(sql`SELECT id, actor, handle, status, created_by, created_utc
      FROM federation_following ORDER BY id`);
    return c.json({ following: rows }, 200, NO_STORE);
  })
  .post('/federation/following', async (c) => {
    const { actor: handle } = parseParams(followBody, c.get('params'));
    const config = c.get('config');
    const origin = originOf(c);
    const ownHosts = [new URL(c.req.url).hostname, new URL(origin).hostname];
    const db = c.get('db');
    const url = await resolveHandle(handle, config, ownHosts);
    if (await isBlocked(db, url)) throw notFollowable('This actor or its domain is blocked here.');
    const remote = await remoteActor(
      url,
      config,
      ownHosts,
      siteGetSigner(db, origin, c.env.WEBHOOK_SECRET_KEY),
    );
    const uid = crypto.randomUUID();
    const followId = activityUrl(origin, uid);
    const body = {
      '@context': AS_CONTEXT,
      id: followId,
      type: 'Follow',
      actor: actorUrl(origin, { kind: 'site' }),
      object: remote.actor,
    };
    const results = await db.batch([
      rememberOrigin(origin),
      sql`INSERT INTO federation_following (actor, handle, inbox, follow_id, created_by)
        VALUES (${remote.actor}, ${handle}, ${remote.inbox}, ${followId}, ${c.get('caller')!.id})
        ON CONFLICT (actor) DO UPDATE SET follow_id = excluded.follow_id, inbox = excluded.inbox, status = 'pending'`,
      sql`INSERT INTO federation_activities (uid, actor, type, body) VALUES (${uid}, 'site', 'Follow', ${JSON.stringify(body)})`,
      sql`INSERT INTO federation_deliveries (activity_id, inbox)
        SELECT id, ${remote.inbox} FROM federation_activities WHERE uid = ${uid} RETURNING id`,
      sql`SELECT id, actor, handle, status, created_by, created_utc FROM federation_following WHERE actor = ${remote.actor}`,
      // Its events come in as a source's (src/sources/push.ts): made once, kept when unfollowed.
      sourceForFollowStatement(remote.actor, handle, c.get('caller')!.id),
    ]);
    await handToQueue(
      db,
      c.env,
      (results[3] ?? []).map((row) => Number(row.id)),
    );
    return c.json(results[4]![0], 201, NO_STORE);
  })
  .delete('/federation/following/:id{[0-9]{1,10}}', async (c) => {
    const db = c.get('db');
    const origin = originOf(c);
    const [row] = await db.all<{ actor: string; inbox: string; follow_id: string }>(
      sql`SELECT actor, inbox, follow_id FROM federation_following WHERE id = ${Number(c.req.param('id'))}`,
    );
    if (!row)
      throw new ApiError(404, 'federation_following_not_found', 'This site does not follow that actor.');
    const uid = crypto.randomUUID();
    const site = actorUrl(origin, { kind: 'site' });
    const body = {
      '@context': AS_CONTEXT,
      id: activityUrl(origin, uid),
      type: 'Undo',
      actor: site,
      object: { id: row.follow_id, type: 'Follow', actor: site, object: row.actor },
    };
    const results = await db.batch([
      sql`DELETE FROM federation_following WHERE actor = ${row.actor}`,
      sql`INSERT INTO federation_activities (uid, actor, type, body) VALUES (${uid}, 'site', 'Undo', ${JSON.stringify(body)})`,
      sql`INSERT INTO federation_deliveries (activity_id, inbox)
        SELECT id, ${row.inbox} FROM federation_activities WHERE uid = ${uid} RETURNING id`,
    ]);
    await handToQueue(
      db,
      c.env,
      (results[2] ?? []).map((r) => Number(r.id)),
    );
    return c.json({ deleted: true, actor: row.actor }, 200, NO_STORE);
  })
  .get('/federation/inbound', async (c) => {
    const rows = await c.get('db').all<{ object_id: string; actor: string; item: string; status: string }>(
      sql`SELECT object_id, actor, item, status, received_utc, updated_utc FROM federation_inbound
        ORDER BY updated_utc DESC LIMIT 200`,
    );
    return c.json({ inbound: rows.map((row) => ({ ...row, item: JSON.parse(row.item) })) }, 200, NO_STORE);
  });

/**
 * What the inbox does with an activity of a followed actor: statements for the inbox's one batch (each
 * guarded by `first`, so a replay does nothing), or null when the activity is not about following in.
 */
export async function followedActivityStatements(
  c: Context<AppEnv>,
  db: Db,
  actor: RemoteActor,
  activity: Record<string, unknown>,
  first: SQL,
): Promise<SQL[] | null> {
  const type = activity.type;
  if (type === 'Accept' || type === 'Reject') {
    const followId = idOf(activity.object);
    if (!followId) return [];
    return [
      sql`UPDATE federation_following SET status = ${type === 'Accept' ? 'accepted' : 'rejected'}
        WHERE actor = ${actor.actor} AND follow_id = ${followId} AND ${first}`,
    ];
  }
  if (type !== 'Create' && type !== 'Update' && type !== 'Delete' && type !== 'Announce') return null;
  // An account deleted on its server (Mastodon sends a Delete of the actor itself): it follows nothing here.
  if (type === 'Delete' && idOf(activity.object) === actor.actor) {
    return [
      sql`DELETE FROM federation_followers WHERE follower = ${actor.actor} AND ${first}`,
      sql`DELETE FROM federation_remote_actors WHERE actor = ${actor.actor} AND ${first}`,
    ];
  }
  const [followed] = await db.all(
    sql`SELECT 1 FROM federation_following WHERE actor = ${actor.actor} AND status <> 'rejected'`,
  );
  // Not followed here: accepted and ignored (a reply, a note, a calendar that was unfollowed).
  if (!followed) return [];
  const now = formatUtcWall(new Date());
  const config = c.get('config');
  if (type === 'Announce') {
    // A group's or a relay's share (Mobilizon): the Event fetched from its own origin, held as the followed actor's.
    const announced = await announcedEvent(
      db,
      activity,
      config,
      [new URL(c.req.url).hostname],
      siteGetSigner(db, originOf(c), c.env.WEBHOOK_SECRET_KEY),
    );
    if (!announced) return [];
    const set = eventToSourceSet(announced.event, {
      actor: announced.attributedTo,
      siteTimezone: config.siteTimezone,
      defaultLang: config.defaultLanguage,
    });
    return set ? [holdStatement(announced.objectId, actor.actor, set, now, first)] : [];
  }
  const objectId = idOf(activity.object)!;
  if (type === 'Delete') {
    return [
      sql`UPDATE federation_inbound SET status = 'deleted', updated_utc = ${now}
        WHERE object_id = ${objectId} AND actor = ${actor.actor} AND ${first}`,
    ];
  }
  const declared = activity.object as Record<string, unknown> | string;
  if (typeof declared === 'object' && declared !== null && declared.type !== 'Event') return [];
  let fetched: Record<string, unknown>;
  try {
    fetched = await fetchActivityJson(
      objectId,
      config,
      [new URL(c.req.url).hostname],
      siteGetSigner(db, originOf(c), c.env.WEBHOOK_SECRET_KEY),
    );
  } catch (err) {
    throw new ApiError(
      400,
      'federation_object_unavailable',
      `The object could not be fetched from its origin: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  if (idOf(fetched.id) !== objectId || fetched.type !== 'Event') return [];
  const attributed = idOf(fetched.attributedTo) ?? idOf(fetched.actor);
  if (attributed && hostOf(attributed) !== hostOf(actor.actor)) return [];
  const set = eventToSourceSet(fetched, {
    actor: actor.actor,
    siteTimezone: config.siteTimezone,
    defaultLang: config.defaultLanguage,
  });
  if (!set) return [];
  return [holdStatement(objectId, actor.actor, set, now, first)];
}

/** An event of a followed actor held for its source (src/federation/inbound-push.ts hands it on). */
const holdStatement = (objectId: string, actor: string, set: SourceSet, now: string, first: SQL) =>
  sql`INSERT INTO federation_inbound (object_id, actor, item, status, received_utc, updated_utc)
    SELECT ${objectId}, ${actor}, ${JSON.stringify(set)}, 'pending', ${now}, ${now} WHERE ${first}
    ON CONFLICT (object_id) DO UPDATE SET item = excluded.item, status = 'pending', updated_utc = excluded.updated_utc
      WHERE federation_inbound.actor = excluded.actor`;
