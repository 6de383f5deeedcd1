import { type SQL, sql } from 'drizzle-orm';
import { configFrom } from '../config';
import { createDb, type Db, type Row } from '../db/client';
import type { Bindings } from '../env';
import { formatUtcWall } from '../lib/dates';
import { configWithSettings } from '../settings/apply';
import { handDeliveries, unhandedDeliveries } from '../webhooks/queue';
import { EVENT_CONTEXT, eventObject, tombstone } from './event-object';
import { decodeRows, publicEventsStatement } from './events';
import { AS_CONTEXT, activityUrl, actorKey, actorOfKey, actorUrl, type LocalActor, PUBLIC } from './names';
import { settingsOf, settingsQuery } from './store';

/**
 * The federation dispatcher, as webhooks' (src/webhooks/dispatcher.ts): reads the change log past its
 * cursor, so every write path (the API, bulk actions, imports, the scheduled publication) is covered,
 * and turns each changed event into what its followers must hear: a `Create` the first time a local
 * actor (the calendar, or one of the event's categories) shows it publicly, an `Update` after, a
 * `Delete` once it is no longer public (trashed, unpublished, given a password, deleted). What is public
 * is read with an anonymous visitor's visibility (src/federation/events.ts). One activity per actor,
 * one delivery per distinct (shared) inbox of its followers, handed to the Queue.
 */

const LEASE_MS = 30_000;
/** Changes per page. */
const PAGE = 50;
const MAX_PAGES = 10;

type Change = {
  seq: number;
  kind: string;
  record_id: number;
};

const held = (token: string) =>
  sql`EXISTS (SELECT 1 FROM federation_dispatcher WHERE id = 1 AND lease_token = ${token})`;

export interface FederationDispatchReport {
  held: boolean;
  activities: number;
  deliveries: number[];
}

/** An activity as sent: its envelope around the object. */
export function activityBody(
  origin: string,
  uid: string,
  type: string,
  actor: LocalActor,
  object: unknown,
  published: string,
  context: unknown = AS_CONTEXT,
) {
  const actorId = actorUrl(origin, actor);
  return {
    '@context': context,
    id: activityUrl(origin, uid),
    type,
    actor: actorId,
    published,
    to: [PUBLIC],
    cc: [`${actorId}/followers`],
    object,
  };
}

interface NewActivity {
  uid: string;
  actor: string;
  type: string;
  event_id: number | null;
  body: string;
}

/**
 * A page's activities and their deliveries (one per distinct inbox of each actor's followers), and which
 * actor now shows which event, in four statements whatever the page holds (the lists as JSON arrays),
 * written only while the lease is held.
 */
function pageWrites(
  activities: NewActivity[],
  shown: [string, number][],
  hidden: [string, number][],
  guard: SQL,
): SQL[] {
  if (activities.length === 0 && shown.length === 0 && hidden.length === 0) return [];
  return [
    sql`INSERT INTO federation_activities (uid, actor, type, event_id, body)
      SELECT j.value ->> '$.uid', j.value ->> '$.actor', j.value ->> '$.type', j.value ->> '$.event_id',
        j.value ->> '$.body'
      FROM json_each(${JSON.stringify(activities)}) j WHERE ${guard}`,
    sql`INSERT INTO federation_deliveries (activity_id, inbox)
      SELECT DISTINCT a.id, coalesce(f.shared_inbox, f.inbox)
      FROM federation_activities a JOIN federation_followers f ON f.actor = a.actor
      WHERE a.uid IN (SELECT value FROM json_each(${JSON.stringify(activities.map((a) => a.uid))}))
      ON CONFLICT (activity_id, inbox) DO NOTHING
      RETURNING id`,
    sql`INSERT INTO federation_published (actor, event_id)
      SELECT j.value ->> '$[0]', j.value ->> '$[1]' FROM json_each(${JSON.stringify(shown)}) j WHERE ${guard}
      ON CONFLICT DO NOTHING`,
    sql`DELETE FROM federation_published WHERE (actor, event_id) IN
      (SELECT j.value ->> '$[0]', j.value ->> '$[1]' FROM json_each(${JSON.stringify(hidden)}) j) AND ${guard}`,
  ];
}

/** Announces the changes committed so far (at most `MAX_PAGES` pages) to the followers. */
export async function dispatchFederation(env: Bindings, now = Date.now()): Promise<FederationDispatchReport> {
  const db = createDb(env.DB.withSession('first-primary'));
  const token = crypto.randomUUID();
  const report: FederationDispatchReport = { held: false, activities: 0, deliveries: [] };
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const [claimed, changes, settingRows, site] = await db.batch<
      [{ cursor: number }[], Change[], { name: string; value: string }[], { json: string | null }[]]
    >([
      sql`UPDATE federation_dispatcher SET lease_token = ${token}, lease_expires_ms = ${now + LEASE_MS}
        WHERE id = 1 AND (lease_token IS NULL OR lease_token = ${token} OR lease_expires_ms < ${now})
        RETURNING cursor`,
      sql`SELECT seq, kind, record_id FROM changes
        WHERE seq > (SELECT cursor FROM federation_dispatcher WHERE id = 1 AND lease_token = ${token})
        ORDER BY seq LIMIT ${PAGE}`,
      settingsQuery(),
      sql`SELECT (SELECT json_group_object(name, value) FROM site_settings) AS json`,
    ]);
    if (claimed.length === 0) return report;
    report.held = true;
    const end = changes.at(-1)?.seq ?? claimed[0]!.cursor;
    const settings = settingsOf(settingRows);
    const ids = [...new Set(changes.filter((c) => c.kind === 'event').map((c) => c.record_id))];
    const shownBy = (kind: string) => [
      ...new Set(changes.filter((c) => c.kind === kind).map((c) => c.record_id)),
    ];
    const venues = shownBy('venue');
    if (venues.length > 0 && settings.origin !== null) {
      const listed = new Set(ids);
      for (const id of await eventsAtVenues(db, venues, now)) if (!listed.has(id)) ids.push(id);
    }
    const statements: SQL[] = [];
    const uids: string[] = [];
    if (ids.length > 0 && settings.origin !== null) {
      const config = configWithSettings(configFrom(env), site[0]?.json ?? null);
      statements.push(...(await changedEventStatements(db, ids, settings.origin, config, token, now, uids)));
    }
    const results = await db.batch<Row[][]>([
      ...statements,
      sql`UPDATE federation_dispatcher SET cursor = max(cursor, ${end}) WHERE id = 1 AND lease_token = ${token}`,
      sql`UPDATE federation_dispatcher SET lease_token = NULL, lease_expires_ms = 0
        WHERE id = 1 AND lease_token = ${token} AND cursor >= (SELECT coalesce(max(seq), 0) FROM changes)
        RETURNING cursor`,
    ]);
    const deliveries = results
      .slice(0, statements.length)
      .flat()
      .map((row) => Number((row as { id?: unknown }).id))
      .filter((id) => Number.isInteger(id) && id > 0);
    report.activities += uids.length;
    report.deliveries.push(...deliveries);
    await handToQueue(db, env, deliveries);
    if ((results.at(-1) ?? []).length > 0) return report;
  }
  await db.batch([
    sql`UPDATE federation_dispatcher SET lease_token = NULL, lease_expires_ms = 0 WHERE id = 1 AND lease_token = ${token}`,
  ]);
  return report;
}

/** The most events one page's changed venues send again. */
const MAX_EVENTS_SENT_AGAIN = 200;

/**
 * A venue's name and address are part of every event object that shows it (its `location`): when it changes,
 * the events followers were sent that show it and have not ended yet are sent again, as Updates, the soonest
 * first. (A series' template edited for all its occurrences changes each of them: they are sent as such.)
 */
async function eventsAtVenues(db: Db, venues: number[], now: number): Promise<number[]> {
  const rows = await db.all<{ id: number }>(
    sql`SELECT p.id FROM posts p
      WHERE p.kind = 'event'
        AND p.id IN (SELECT l.event_id FROM event_links l WHERE l.role = 'venue'
          AND l.post_id IN (SELECT value FROM json_each(${JSON.stringify(venues)})))
        AND (p.end_utc IS NULL OR p.end_utc >= ${formatUtcWall(new Date(now))})
        AND EXISTS (SELECT 1 FROM federation_published fp WHERE fp.event_id = p.id)
      ORDER BY p.start_utc LIMIT ${MAX_EVENTS_SENT_AGAIN}`,
  );
  return rows.map((row) => Number(row.id));
}

/** What the changed events give: their activities and deliveries, and which actor now shows which event. */
async function changedEventStatements(
  db: Db,
  ids: number[],
  origin: string,
  config: ReturnType<typeof configFrom>,
  token: string,
  now: number,
  uids: string[],
): Promise<SQL[]> {
  const json = JSON.stringify(ids);
  const [rows, published, categories, followed] = await db.batch<
    [
      Row[],
      { actor: string; event_id: number }[],
      { event_id: number; term_id: number }[],
      { actor: string }[],
    ]
  >([
    publicEventsStatement(ids),
    sql`SELECT actor, event_id FROM federation_published WHERE event_id IN (SELECT value FROM json_each(${json}))`,
    sql`SELECT DISTINCT p.id AS event_id, ta.ancestor_id AS term_id FROM posts p
      JOIN event_terms et ON et.event_id = p.content_id
      JOIN term_ancestors ta ON ta.term_id = et.term_id
      JOIN terms t ON t.id = ta.ancestor_id AND t.taxonomy = 'tribe_events_cat'
      WHERE p.id IN (SELECT value FROM json_each(${json}))`,
    sql`SELECT DISTINCT actor FROM federation_followers`,
  ]);
  const events = new Map(decodeRows(rows).map((row) => [row.id, row]));
  const followedActors = new Set(followed.map((row) => row.actor));
  const activities: NewActivity[] = [];
  const shownNow: [string, number][] = [];
  const hiddenNow: [string, number][] = [];
  const at = new Date(now).toISOString();
  for (const id of ids) {
    const event = events.get(id);
    const before = new Set(published.filter((row) => row.event_id === id).map((row) => row.actor));
    const nowShown = new Set<string>();
    if (event) {
      nowShown.add('site');
      for (const row of categories) if (row.event_id === id) nowShown.add(`category:${row.term_id}`);
    }
    for (const key of new Set([...before, ...nowShown])) {
      const actor = actorOfKey(key);
      if (!actor) continue;
      const shown = nowShown.has(key);
      const type = shown ? (before.has(key) ? 'Update' : 'Create') : 'Delete';
      (shown ? shownNow : hiddenNow).push([key, id]);
      if (!followedActors.has(key)) continue;
      const object = event ? eventObject(event, { origin, actor, config, now }) : tombstone(origin, id);
      const uid = crypto.randomUUID();
      uids.push(uid);
      const body = activityBody(origin, uid, type, actor, object, at, EVENT_CONTEXT);
      activities.push({ uid, actor: actorKey(actor), type, event_id: id, body: JSON.stringify(body) });
    }
  }
  const statements = pageWrites(activities, shownNow, hiddenNow, held(token));
  return statements;
}

/** Hands deliveries to the Queue and notes it; those it refused are handed again by the scheduled trigger. */
export async function handToQueue(db: Db, env: Bindings, ids: number[]) {
  await handDeliveries(db, env.FEDERATION_QUEUE, 'federation_deliveries', ids);
}

/** The scheduled trigger's part: dispatch what the immediate path missed, and hand again what was never queued. */
export async function redriveFederation(env: Bindings, now = Date.now()): Promise<FederationDispatchReport> {
  const report = await dispatchFederation(env, now);
  const db = createDb(env.DB.withSession('first-primary'));
  await db.batch(federationPurgeStatements(now));
  await handToQueue(db, env, await unhandedDeliveries(db, 'federation_deliveries', now));
  return report;
}

/** Kept this long: activity ids seen (a replay older than this is refused by its date anyway), settled deliveries. */
export const FEDERATION_RETENTION_DAYS = 30;

/**
 * The scheduled purge, a few hundred rows a minute: activity ids seen and settled deliveries older than
 * the retention, and the activities no delivery names any more (the outbox is read from the change log,
 * not from them).
 */
export function federationPurgeStatements(now: number): SQL[] {
  const before = formatUtcWall(new Date(now - FEDERATION_RETENTION_DAYS * 86_400_000));
  return [
    sql`DELETE FROM federation_seen WHERE activity_id IN (SELECT activity_id FROM federation_seen
      WHERE received_utc < ${before} LIMIT 500)`,
    sql`DELETE FROM federation_deliveries WHERE id IN (SELECT id FROM federation_deliveries
      WHERE status <> 'pending' AND created_utc < ${before} LIMIT 500)`,
    sql`DELETE FROM federation_activities WHERE id IN (SELECT a.id FROM federation_activities a
      WHERE a.created_utc < ${before}
        AND NOT EXISTS (SELECT 1 FROM federation_deliveries d WHERE d.activity_id = a.id) LIMIT 500)`,
  ];
}
