import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { STATUSES } from '../../db/schema';
import type { AppEnv } from '../../env';
import type { PresentedRevision, Snapshot } from '../../events/revision-reads';
import { currentSnapshotStatement, parseSnapshot } from '../../events/revision-reads';
import { type Lang, pickTranslationOrder } from '../../lib/languages';
import { readableCondition } from '../../posts/visibility';
import { callApi } from '../through-api';

/**
 * What the revisions screen reads: the event's revisions through the API (`GET /events/{id}/revisions`, as
 * the caller: its rights decide) and the event's ETag (`GET /events/{id}`, the restore's `If-Match`), side by
 * side in one round trip, then in one D1 batch the event as a snapshot now and the names the snapshots refer to (users, terms in the app's
 * and the main language, the venues and organizers the caller may read).
 */

export interface RevisionsData {
  status: number;
  revisions: PresentedRevision[];
  total: number;
  etag: string;
  title: string;
  current: Snapshot | null;
  names: {
    users: Map<number, string>;
    terms: Map<number, string>;
    /** Tag names in the main language (the editor's tags field). */
    mainTags: Map<number, string>;
    posts: Map<number, string>;
  };
}

/** How many revisions the event has, as the API counts them for the caller (0 when it may not read them). */
export async function revisionCount(c: Context<AppEnv>, id: number): Promise<number> {
  const res = await callApi(c, 'GET', `/events/${id}/revisions?per_page=1`);
  await res.body?.cancel();
  return res.ok ? Number(res.headers.get('x-tec-total') ?? 0) : 0;
}

const namesOf = (ids: Iterable<number>) => JSON.stringify([...new Set(ids)]);

export async function readRevisions(c: Context<AppEnv>, id: number): Promise<RevisionsData> {
  const empty = { users: new Map(), terms: new Map(), mainTags: new Map(), posts: new Map() };
  // The revisions and the event side by side: one round trip (the screen's batch window).
  const [listed, event] = await Promise.all([
    callApi(c, 'GET', `/events/${id}/revisions?per_page=50`),
    callApi(c, 'GET', `/events/${id}`),
  ]);
  if (!listed.ok) {
    await listed.body?.cancel();
    await event.body?.cancel();
    return {
      status: listed.status,
      revisions: [],
      total: 0,
      etag: '',
      title: '',
      current: null,
      names: empty,
    };
  }
  const body = (await listed.json()) as { revisions: PresentedRevision[]; total: number };
  const etag = event.headers.get('etag') ?? '';
  const title = event.ok ? ((await event.json()) as { title: string }).title : '';
  if (!event.ok) await event.body?.cancel();
  const lang = c.get('lang');
  const mainLang = c.get('config').defaultLanguage;
  const revisions = body.revisions;
  const users = revisions.flatMap((r) => (r.author === null ? [] : [Number(r.author)]));
  const [currentRows, userRows, termRows, mainTagRows, postRows] = (await c.get('db').batch([
    currentSnapshotStatement(id),
    sql`SELECT id, login AS name FROM users WHERE id IN (SELECT value FROM json_each(${namesOf(users)}))
      OR id IN (SELECT value FROM json_each(${namesOf(revisions.map((r) => Number(r.event_author)))}))`,
    termNames(revisions, lang, mainLang),
    termNames(revisions, mainLang, mainLang, id),
    sql`SELECT p.id, (SELECT s.title FROM post_texts s WHERE s.post_id = p.id
        ORDER BY ${sql.raw(pickTranslationOrder('s.lang', lang, mainLang))} LIMIT 1) AS name
      FROM posts p WHERE p.id IN (SELECT value FROM json_each(${namesOf(revisions.flatMap((r) => [...r.venue, ...r.organizer]))}))
        AND ${readableCondition(c.get('caller'), [...STATUSES])}`,
  ])) as [Array<{ snapshot: string }>, NameRow[], NameRow[], NameRow[], NameRow[]];
  const map = (rows: NameRow[]) => new Map(rows.map((r) => [r.id, r.name ?? `#${r.id}`]));
  return {
    status: 200,
    revisions,
    total: body.total,
    etag,
    title,
    current: currentRows[0] ? parseSnapshot(currentRows[0].snapshot) : null,
    names: { users: map(userRows), terms: map(termRows), mainTags: map(mainTagRows), posts: map(postRows) },
  };
}

interface NameRow {
  id: number;
  name: string | null;
}

/**
 * The names of the terms the revisions name, in `lang` after the fallback rule; with `tagsOf` (the event's
 * id), the tags only, those of the event now too (the editor's tags field, in the main language).
 */
function termNames(revisions: PresentedRevision[], lang: Lang, mainLang: Lang, tagsOf?: number) {
  const ids = revisions.flatMap((r) => (tagsOf ? r.tags : [...r.categories, ...r.tags]));
  const now = tagsOf
    ? sql` OR t.id IN (SELECT et.term_id FROM event_terms et
        WHERE et.event_id = (SELECT content_id FROM posts WHERE id = ${tagsOf}))`
    : sql``;
  return sql`SELECT t.id, (SELECT tt.name FROM term_texts tt WHERE tt.term_id = t.id
      ORDER BY ${sql.raw(pickTranslationOrder('tt.lang', lang, mainLang))} LIMIT 1) AS name
    FROM terms t WHERE t.id IN (SELECT value FROM json_each(${namesOf(ids)}))${now}`;
}
