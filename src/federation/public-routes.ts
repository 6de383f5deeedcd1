import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Db, Row } from '../db/client';
import type { AppEnv } from '../env';
import { ApiError, invalidParam } from '../http/errors';
import { formatUtcWall } from '../lib/dates';
import { siteSettings } from '../settings/middleware';
import { actorPage } from './actor-page';
import { type ActorInfo, actorByName, actorDocument, actorInfo } from './actors';
import { EVENT_CONTEXT, eventObject } from './event-object';
import {
  decodeRows,
  publicEvent,
  publicEventCondition,
  publicEventsStatement as publicEventsFor,
  upcomingEventsStatement,
} from './events';
import { receive } from './inbox';
import { ACTIVITY_JSON, actorUrl, eventObjectUrl, type LocalActor, PUBLIC, wantsActivityJson } from './names';
import { originOf } from './origin';
import { actorKeys, type FederationSettings, readSettings } from './store';

/**
 * What the fediverse reads here, at the host's root (docs/federation.md): WebFinger, NodeInfo 2.1, the
 * actors' documents and collections, each public event as an `Event`, and the inboxes. A person's
 * browser asking for an actor or an event is sent to its page.
 */

const PAGE_SIZE = 20;
const FEATURED_SIZE = 20;
const notFound = (what: string) => new ApiError(404, 'federation_not_found', `${what} does not exist here.`);

function activityJson(c: Context<AppEnv>, body: unknown) {
  return c.body(JSON.stringify(body), 200, {
    'Content-Type': `${ACTIVITY_JSON}; charset=utf-8`,
    'Cache-Control': 'public, max-age=60',
    Vary: 'Accept',
    'Access-Control-Allow-Origin': '*',
  });
}

const siteUrlOf = (c: Context<AppEnv>) => c.get('config').publicSiteUrl ?? new URL(c.req.url).origin;

async function localActor(
  c: Context<AppEnv>,
): Promise<{ info: ActorInfo; actorName: string; settings: FederationSettings }> {
  const db = c.get('db');
  const settings = await readSettings(db);
  const { actorName } = settings;
  const id = c.req.param('id');
  const actor: LocalActor = id === undefined ? { kind: 'site' } : { kind: 'category', termId: Number(id) };
  const info = await actorInfo(db, actor, c.get('config'), actorName);
  if (!info) throw notFound('This actor');
  return { info, actorName, settings };
}

const collectionTotal = (db: Db, termId: number | null) =>
  db.all<{ n: number }>(
    sql`SELECT count(*) AS n FROM posts p WHERE ${publicEventCondition()}${
      termId === null
        ? sql``
        : sql` AND EXISTS (SELECT 1 FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id
          WHERE et.event_id = p.content_id AND ta.ancestor_id = ${termId})`
    }`,
  );

const termOf = (actor: LocalActor) => (actor.kind === 'category' ? actor.termId : null);

/** The outbox: a Create per public event, oldest change first, paged by the change log's sequence. */
async function outbox(c: Context<AppEnv>, info: ActorInfo) {
  const db = c.get('db');
  const origin = originOf(c);
  const id = `${actorUrl(origin, info.actor)}/outbox`;
  const termId = termOf(info.actor);
  if (c.req.query('page') === undefined) {
    const [total] = await collectionTotal(db, termId);
    return activityJson(c, {
      '@context': EVENT_CONTEXT,
      id,
      type: 'OrderedCollection',
      totalItems: total?.n ?? 0,
      first: `${id}?page=true`,
    });
  }
  const afterText = c.req.query('after') ?? '0';
  if (!/^\d{1,15}$/.test(afterText)) throw invalidParam('after', 'Must be a sequence number.');
  const after = Number(afterText);
  const changes = await db.all<{
    seq: number;
    record_id: number;
  }>(sql`SELECT seq, record_id FROM latest_changes
    WHERE kind = 'event' AND public = 1 AND seq > ${after} ORDER BY seq LIMIT ${PAGE_SIZE}`);
  const ids = changes.map((row) => row.record_id);
  const [rows] = ids.length === 0 ? [[]] : await db.batch<[Row[]]>([publicEventsFor(ids)]);
  const events = new Map(decodeRows(rows).map((row) => [row.id, row]));
  const config = c.get('config');
  const inCategory = termId === null ? null : await categoryMembers(db, ids, termId);
  const items = changes.flatMap((change) => {
    const event = events.get(change.record_id);
    if (!event || (inCategory && !inCategory.has(event.id))) return [];
    const object = eventObject(event, { origin, actor: info.actor, config });
    return [
      {
        id: `${eventObjectUrl(origin, event.id)}#create-${change.seq}`,
        type: 'Create',
        actor: actorUrl(origin, info.actor),
        published: object.published,
        to: [PUBLIC],
        object,
      },
    ];
  });
  const last = changes.at(-1)?.seq;
  return activityJson(c, {
    '@context': EVENT_CONTEXT,
    id: `${id}?page=true&after=${after}`,
    type: 'OrderedCollectionPage',
    partOf: id,
    orderedItems: items,
    ...(changes.length === PAGE_SIZE && last !== undefined ? { next: `${id}?page=true&after=${last}` } : {}),
  });
}

async function categoryMembers(db: Db, ids: number[], termId: number) {
  const rows = await db.all<{ id: number }>(sql`SELECT p.id FROM posts p
    WHERE p.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))
      AND EXISTS (SELECT 1 FROM event_terms et JOIN term_ancestors ta ON ta.term_id = et.term_id
        WHERE et.event_id = p.content_id AND ta.ancestor_id = ${termId})`);
  return new Set(rows.map((row) => row.id));
}

/** `featured`: the next public events, as Mastodon shows an account's pinned posts. */
async function featured(c: Context<AppEnv>, info: ActorInfo) {
  const origin = originOf(c);
  const rows = await c
    .get('db')
    .all<Row>(upcomingEventsStatement(formatUtcWall(new Date()), FEATURED_SIZE, termOf(info.actor)));
  const config = c.get('config');
  const items = decodeRows(rows).map((event) => eventObject(event, { origin, actor: info.actor, config }));
  return activityJson(c, {
    '@context': EVENT_CONTEXT,
    id: `${actorUrl(origin, info.actor)}/featured`,
    type: 'OrderedCollection',
    totalItems: items.length,
    orderedItems: items,
  });
}

/** Followers: how many, not who (as Mastodon's accounts that hide their network). */
async function followers(c: Context<AppEnv>, info: ActorInfo) {
  const origin = originOf(c);
  const key = info.actor.kind === 'site' ? 'site' : `category:${info.actor.termId}`;
  const [row] = await c
    .get('db')
    .all<{ n: number }>(sql`SELECT count(*) AS n FROM federation_followers WHERE actor = ${key}`);
  return activityJson(c, {
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: `${actorUrl(origin, info.actor)}/followers`,
    type: 'OrderedCollection',
    totalItems: row?.n ?? 0,
  });
}

async function actorDoc(c: Context<AppEnv>) {
  const { info, settings } = await localActor(c);
  // A person's browser: the actor's page (the handle to copy, the next events, the calendar's link).
  if (!wantsActivityJson(c.req.header('accept'))) {
    return actorPage(c, info, settings, settings.origin ?? originOf(c), siteUrlOf(c));
  }
  const keys = await actorKeys(c.get('db'), info.actor, c.env.WEBHOOK_SECRET_KEY);
  return activityJson(c, actorDocument(info, originOf(c), siteUrlOf(c), keys.public_pem, settings));
}

const withActor =
  (handler: (c: Context<AppEnv>, info: ActorInfo) => Promise<Response>) => async (c: Context<AppEnv>) =>
    handler(c, (await localActor(c)).info);

const CATEGORY = '/federation/categories/:id{[0-9]{1,10}}';

/** The inboxes: mounted before the app's callers and parameters (they read their own body, and need no key). */
export const inboxRoutes = new Hono<AppEnv>()
  .post('/federation/inbox', siteSettings, receive)
  .post('/federation/actor/inbox', siteSettings, receive)
  .post(`${CATEGORY}/inbox`, siteSettings, receive);

/** The actors' pages for people under a language prefix (`/eu/federation/actor`); JSON all the same by Accept. */
export const actorPageRoutes = new Hono<AppEnv>().get('/federation/actor', actorDoc).get(CATEGORY, actorDoc);

export const federationPublicRoutes = new Hono<AppEnv>()
  .get('/.well-known/webfinger', async (c) => {
    const resource = c.req.query('resource');
    if (!resource) throw invalidParam('resource', 'Name an account: acct:events@host.');
    const db = c.get('db');
    const { actorName } = await readSettings(db);
    const origin = originOf(c);
    const hosts = new Set([new URL(c.req.url).host, new URL(origin).host]);
    let info: ActorInfo | null = null;
    const acct = /^(?:acct:)?@?([^@\s]{1,64})@([^@\s]{1,255})$/i.exec(resource);
    if (acct && hosts.has(acct[2]!.toLowerCase())) {
      info = await actorByName(db, acct[1]!, c.get('config'), actorName);
    } else if (resource.startsWith(`${origin}/federation/`)) {
      const match = /\/federation\/(?:actor|categories\/(\d{1,10}))$/.exec(resource);
      const actor: LocalActor | null = match
        ? match[1]
          ? { kind: 'category', termId: Number(match[1]) }
          : { kind: 'site' }
        : null;
      info = actor ? await actorInfo(db, actor, c.get('config'), actorName) : null;
    }
    if (!info) throw notFound('This account');
    const href = actorUrl(origin, info.actor);
    return c.body(
      JSON.stringify({
        subject: `acct:${info.username}@${new URL(origin).host}`,
        aliases: [href],
        links: [
          { rel: 'self', type: ACTIVITY_JSON, href },
          {
            rel: 'http://webfinger.net/rel/profile-page',
            type: 'text/html',
            href: `${siteUrlOf(c)}${info.page}`,
          },
        ],
      }),
      200,
      { 'Content-Type': 'application/jrd+json; charset=utf-8', 'Access-Control-Allow-Origin': '*' },
    );
  })
  .get('/.well-known/nodeinfo', (c) =>
    c.json(
      {
        links: [
          {
            rel: 'http://nodeinfo.diaspora.software/ns/schema/2.1',
            href: `${originOf(c)}/nodeinfo/2.1`,
          },
        ],
      },
      200,
      { 'Access-Control-Allow-Origin': '*' },
    ),
  )
  .get('/nodeinfo/2.1', async (c) => {
    const [events] = await collectionTotal(c.get('db'), null);
    return c.body(
      JSON.stringify({
        version: '2.1',
        software: { name: 'events-calendar-edge', version: '1.0.0', homepage: siteUrlOf(c) },
        protocols: ['activitypub'],
        services: { inbound: [], outbound: [] },
        openRegistrations: false,
        usage: { users: { total: 1, activeMonth: 1, activeHalfyear: 1 }, localPosts: events?.n ?? 0 },
        metadata: { nodeName: c.get('config').siteName ?? new URL(originOf(c)).host },
      }),
      200,
      {
        'Content-Type': 'application/json; profile="http://nodeinfo.diaspora.software/ns/schema/2.1#"',
        'Access-Control-Allow-Origin': '*',
      },
    );
  })
  .get('/federation/actor', actorDoc)
  .get(CATEGORY, actorDoc)
  .get('/federation/actor/outbox', withActor(outbox))
  .get(`${CATEGORY}/outbox`, withActor(outbox))
  .get('/federation/actor/featured', withActor(featured))
  .get(`${CATEGORY}/featured`, withActor(featured))
  .get('/federation/actor/followers', withActor(followers))
  .get(`${CATEGORY}/followers`, withActor(followers))
  .get('/federation/events/:id{[0-9]{1,10}}', async (c) => {
    const event = await publicEvent(c.get('db'), Number(c.req.param('id')));
    if (!event) throw notFound('This event');
    const object = eventObject(event, {
      origin: originOf(c),
      actor: { kind: 'site' },
      config: c.get('config'),
    });
    if (!wantsActivityJson(c.req.header('accept'))) return c.redirect(String(object.url), 302);
    return activityJson(c, { '@context': EVENT_CONTEXT, ...object });
  });
