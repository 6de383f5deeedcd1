/**
 * Every record a site moving in has, read through our API (`wrangler dev` on the imported database)
 * and compared field by field with TEC's answer for it (import/verify/compare.ts): what the import
 * carries must be equal; what our API shapes itself (costs, JSON-LD, dates in the site's zone) is
 * counted apart.
 */
import { createHash, randomBytes } from 'node:crypto';
import { withoutBlockMarkup } from '../../src/calendars/text';
import type { Json } from '../source/rest-doors';
import { apiSide, compareRecord } from '../verify/compare';
import { execSql } from './local-d1';
import type { Golden, Site } from './moved-site';

const THEIR_ORIGIN = 'http://127.0.0.1:8882';

/** An administrator's API key in the database of `persistTo` (as `npm run users -- create` makes one). */
export function adminKey(persistTo: string): string {
  const prefix = randomBytes(6).toString('hex');
  const key = `tec_${prefix}_${randomBytes(32).toString('base64url')}`;
  const hash = createHash('sha256').update(key).digest('hex');
  execSql(
    persistTo,
    `INSERT INTO users (login, role) VALUES ('e2e-admin', 'administrator');
INSERT INTO api_keys (user_id, prefix, hash, label) SELECT id, '${prefix}', '${hash}', 'import e2e' FROM users WHERE login = 'e2e-admin';`,
  );
  return key;
}

/** TEC's and WordPress' records of the site's answers, by id (TEC's from its lists: the trash too). */
function recordsOf(pages: Site): { tec: Map<number, Json>; wp: Map<number, Json> } {
  const tec = new Map<number, Json>();
  const wp = new Map<number, Json>();
  for (const [key, page] of Object.entries(pages)) {
    const body = page.body as Json;
    if (/^tribe\/events\/v1\/events\?/.test(key))
      for (const event of body?.events ?? []) tec.set(event.id, event);
    if (/^wp\/v2\/tribe_(events|venue|organizer)\/\d+\?/.test(key) && page.status === 200)
      wp.set(body.id, body);
  }
  return { tec, wp };
}

export interface ApiComparison {
  compared: number;
  /** `route/id path: ours … theirs …`, for what the import carries, and for what the API shapes. */
  imported: string[];
  api: string[];
}

export async function compareThroughApi(
  origin: string,
  key: string,
  golden: Golden,
  pages: Site,
  { siteZoneDiffers }: { siteZoneDiffers: boolean },
): Promise<ApiComparison> {
  const { tec, wp } = recordsOf(pages);
  const result: ApiComparison = { compared: 0, imported: [], api: [] };
  for (const route of ['events', 'venues', 'organizers', 'categories', 'tags']) {
    for (const [id, answer] of Object.entries(golden[route] ?? {})) {
      // TEC refuses a single read of an event in the trash (403): its entry in TEC's lists stands for it.
      const theirs =
        answer.status === 200 ? answer.body : route === 'events' ? tec.get(Number(id)) : undefined;
      if (!theirs) continue;
      const record = wp.get(Number(id));
      const query = record?.password ? `?password=${encodeURIComponent(record.password)}` : '';
      const res = await fetch(`${origin}/site/events/v1/${route}/${id}${query}`, {
        headers: { Authorization: `Bearer ${key}` },
      });
      const ours = await res.json();
      if (res.status !== 200) {
        result.imported.push(
          `${route}/${id}: our API answered ${res.status} ${JSON.stringify(ours).slice(0, 200)}`,
        );
        continue;
      }
      const raw = String(record?.content?.raw ?? '');
      const differences = compareRecord(ours, theirs, {
        theirOrigin: THEIR_ORIGIN,
        ourOrigin: origin,
        rawDescription: /<!-- wp:tribe\//.test(raw) ? withoutBlockMarkup(raw) : undefined,
      });
      for (const d of differences)
        (apiSide(d, { siteZoneDiffers }) ? result.api : result.imported).push(
          `${route}/${id} ${d.path}: ours ${JSON.stringify(d.ours)}, TEC ${JSON.stringify(d.theirs)}`,
        );
      result.compared += 1;
    }
  }
  return result;
}
