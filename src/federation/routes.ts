import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { Row } from '../db/client';
import type { AppEnv } from '../env';
import { administratorsOnly } from '../http/auth';
import { ApiError } from '../http/errors';
import { parseParams } from '../http/validate';
import { actorUrl } from './names';
import { originOf } from './origin';
import { federationBlockBody, federationSettingsBody } from './schemas';
import { dropSetting, putSetting, readSettings } from './store';

/**
 * The administrators' side of federation (docs/federation.md): the calendar actor's name, the blocked
 * domains and actors, and who follows: `/federation/settings`, `/federation/blocks`, `/federation/followers`
 * in the API's namespace (`/site/events/v1/federation/…`, validated and documented by ./schemas.ts), and at
 * the host's root as before.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
const MAX_BLOCKS = 10_000;

const blockNotFound = (id: string) =>
  new ApiError(404, 'federation_block_not_found', `No block with ID ${id}.`);

/** The settings, with the calendar actor's handle and address as followers see them. */
const presentSettings = async (c: Context<AppEnv>) => {
  const settings = await readSettings(c.get('db'));
  const origin = settings.origin ?? originOf(c);
  return {
    actor_name: settings.actorName,
    origin: settings.origin,
    avatar: settings.avatar ?? '',
    header: settings.header ?? '',
    handle: `@${settings.actorName}@${new URL(origin).host}`,
    actor: actorUrl(origin, { kind: 'site' }),
  };
};

export const federationAdminRoutes = new Hono<AppEnv>()
  .use('/federation/settings', administratorsOnly)
  .use('/federation/blocks', administratorsOnly)
  .use('/federation/blocks/*', administratorsOnly)
  .use('/federation/followers', administratorsOnly)
  .get('/federation/settings', async (c) => c.json(await presentSettings(c), 200, NO_STORE))
  .patch('/federation/settings', async (c) => {
    const input = parseParams(federationSettingsBody, c.get('params'));
    const writes = [
      ...(input.actor_name === undefined ? [] : [putSetting('actor_name', input.actor_name)]),
      ...(['avatar', 'header'] as const).flatMap((name) => {
        const value = input[name];
        return value === undefined ? [] : [value === '' ? dropSetting(name) : putSetting(name, value)];
      }),
    ];
    if (writes.length > 0) await c.get('db').batch(writes as [ReturnType<typeof putSetting>]);
    return c.json(await presentSettings(c), 200, NO_STORE);
  })
  .get('/federation/blocks', async (c) => {
    const rows = await c.get('db').all(sql`SELECT id, value, created_utc FROM federation_blocks ORDER BY id`);
    return c.json({ blocks: rows }, 200, NO_STORE);
  })
  .post('/federation/blocks', async (c) => {
    const { value } = parseParams(federationBlockBody, c.get('params'));
    const domain = value.includes('/') ? null : value;
    // Blocking stops deliveries too: the blocked followers are removed with the block, in one batch.
    const [, [row]] = await c.get('db').batch<[Row[], { id: number; value: string; created_utc: string }[]]>([
      sql`INSERT INTO federation_blocks (value) SELECT ${value}
        WHERE (SELECT count(*) FROM federation_blocks) < ${MAX_BLOCKS}
        ON CONFLICT (value) DO NOTHING`,
      sql`SELECT id, value, created_utc FROM federation_blocks WHERE value = ${value}`,
      domain
        ? sql`DELETE FROM federation_followers WHERE host = ${domain} OR host LIKE ${`%.${domain}`} ESCAPE '\\'`
        : sql`DELETE FROM federation_followers WHERE follower = ${value}`,
    ]);
    if (!row) throw new ApiError(400, 'federation_block_limit', `At most ${MAX_BLOCKS} blocks.`);
    return c.json(row, 201, NO_STORE);
  })
  .delete('/federation/blocks/:id{[0-9]{1,10}}', async (c) => {
    const [, deleted] = await c
      .get('db')
      .batch<[Row[], { id: number }[]]>([
        sql`SELECT 1`,
        sql`DELETE FROM federation_blocks WHERE id = ${Number(c.req.param('id'))} RETURNING id`,
      ]);
    if (deleted.length === 0) throw blockNotFound(c.req.param('id'));
    return c.json({ deleted: true, id: deleted[0]!.id }, 200, NO_STORE);
  })
  .get('/federation/followers', async (c) => {
    const rows = await c.get('db').all(sql`SELECT id, actor, follower, host, inbox, shared_inbox, created_utc
      FROM federation_followers ORDER BY id DESC LIMIT 1000`);
    return c.json({ followers: rows }, 200, NO_STORE);
  });
