import { type SQL, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { configFrom } from '../config';
import type { AppEnv } from '../env';
import { administratorsOnly } from '../http/auth';
import { parseParams, validQuery } from '../http/validate';
import { rememberSettings } from '../known-settings';
import { formatUtcWall } from '../lib/dates';
import { bumpGeneration } from '../posts/generation';
import { configWithSettings, settingsOf } from './apply';
import { ALL_SETTING_NAMES, type AnySettingName, settingsReadQuery, settingsUpdateBody } from './schemas';

/**
 * `GET /settings` and `PATCH /settings` (administrators): what the site owns (docs/settings.md). Each
 * setting answers its value in force; `stored` names those the database holds (set by `npm run import`
 * or here), with when they were set; the others come from `wrangler.toml`.
 */
interface StoredRow {
  name: AnySettingName;
  value: string;
  modified_utc: string;
}

const NO_STORE = { 'Cache-Control': 'no-store' };
const selectStored = sql`SELECT name, value, modified_utc FROM site_settings ORDER BY name`;

function present(c: Context<AppEnv>, rows: StoredRow[]) {
  const json = JSON.stringify(Object.fromEntries(rows.map((row) => [row.name, row.value])));
  const config = configWithSettings(configFrom(c.env), json);
  const stored = Object.fromEntries(
    rows.filter((row) => ALL_SETTING_NAMES.includes(row.name)).map((row) => [row.name, row.modified_utc]),
  );
  return { ...settingsOf(config), stored };
}

const upsert = (name: AnySettingName, value: string, nowUtc: string) =>
  sql`INSERT INTO site_settings (name, value, modified_utc) VALUES (${name}, ${value}, ${nowUtc})
    ON CONFLICT (name) DO UPDATE SET value = excluded.value, modified_utc = excluded.modified_utc
    WHERE value IS NOT excluded.value`;

export const settingsRoutes = new Hono<AppEnv>()
  .use('/settings', administratorsOnly)
  .get('/settings', validQuery(settingsReadQuery), async (c) => {
    const rows = await c.get('db').all<StoredRow>(selectStored);
    return c.json(present(c, rows), 200, NO_STORE);
  })
  .patch('/settings', async (c) => {
    const input = parseParams(settingsUpdateBody, c.get('params'));
    const nowUtc = formatUtcWall(new Date());
    const changes: SQL[] = [];
    for (const name of ALL_SETTING_NAMES) {
      const value = input[name];
      if (value === undefined) continue;
      changes.push(
        value === null
          ? sql`DELETE FROM site_settings WHERE name = ${name}`
          : upsert(name, typeof value === 'object' ? JSON.stringify(value) : String(value), nowUtc),
      );
    }
    // One batch: the changes, the generation (cached answers showed the old settings), the rows read back.
    const results = await c.get('db').batch([...changes, bumpGeneration(), selectStored]);
    const rows = (results.at(-1) ?? []) as unknown as StoredRow[];
    rememberSettings(JSON.stringify(Object.fromEntries(rows.map((row) => [row.name, row.value]))));
    return c.json(present(c, rows), 200, NO_STORE);
  });
