import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { protectedFieldsReadable } from '../../posts/visibility';
import { NotFoundPage } from '../not-found';
import { apiMessage, callApi } from '../through-api';
import { isRecordKind, KINDS, type RecordKind } from './records-kinds';
import { DeletePage, type ListedRecord, RecordsPage } from './records-page';
import { page, type ScreenKit, type ScreenStatus } from './screen';

/**
 * Venues, organizers, categories and tags: listed and deleted through the API's own routes as the caller
 * (its visibility, its rights), a deletion only after a page that says what it affects.
 */

const PER_PAGE = 20;
const MAX_SEARCH = 200;
/** The statuses of events a deletion's page counts (the API answers only those the caller may read). */
const LIVE_STATUSES = 'publish,future,draft,pending,private';
/** Every date: the events list otherwise counts from today to two years ahead. */
const ALL_DATES = { start_date: '1900-01-01 00:00:00', end_date: '2999-12-31 23:59:59' };

type ApiRecord = Record<string, unknown> & { id: number; count?: number };

const kindOf = (c: Context<AppEnv>): RecordKind | null => {
  const kind = c.req.param('kind');
  return isRecordKind(kind) ? kind : null;
};

const nameOf = (kind: RecordKind, record: ApiRecord) =>
  String(record[KINDS[kind].nameField] ?? `#${record.id}`);

/**
 * Published events linked to each venue or organizer (what anyone can count through the API): a
 * password-protected event counts only for a caller who may read its venue and organizers, as the
 * API's `venue=` and `organizer=` filters match it (API.md §2.4).
 */
async function publishedLinks(c: Context<AppEnv>, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const readable = protectedFieldsReadable(c.get('caller'));
  const rows = await c.get('db').all<{ id: number; n: number }>(
    sql`SELECT l.post_id AS id, count(*) AS n FROM event_links l JOIN posts p ON p.id = l.event_id
      WHERE p.status = 'publish' AND l.post_id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))
        ${readable ? sql`AND ${readable}` : sql``}
      GROUP BY l.post_id`,
  );
  return new Map(rows.map((row) => [row.id, row.n]));
}

export const listRecords = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const frame = kit.frameOf(c);
  const kind = kindOf(c);
  if (!kind) return page(c, <NotFoundPage frame={frame} />, 404);
  const search = (c.req.query('search') ?? '').trim().slice(0, MAX_SEARCH);
  const wanted = Number(c.req.query('page') ?? '1');
  const pageNumber = Number.isInteger(wanted) && wanted >= 1 && wanted <= 10_000 ? wanted : 1;
  const query = new URLSearchParams({ per_page: String(PER_PAGE), page: String(pageNumber) });
  if (search) query.set('search', search);
  const res = await callApi(c, 'GET', `/${kind}?${query}`);
  // A page past the end (or a search the API refuses) lists nothing rather than failing.
  let body: Record<string, unknown> = {};
  if (res.ok) body = (await res.json()) as Record<string, unknown>;
  else await res.body?.cancel();
  const items = (Array.isArray(body[kind]) ? body[kind] : []) as ApiRecord[];
  const linked = KINDS[kind].eventFilter
    ? await publishedLinks(
        c,
        items.map((item) => item.id),
      )
    : null;
  const records: ListedRecord[] = items.map((item) => ({
    id: item.id,
    name: nameOf(kind, item),
    count: linked ? (linked.get(item.id) ?? 0) : Number(item.count ?? 0),
  }));
  const deleted = c.req.query('deleted');
  const view = {
    frame,
    kind,
    search,
    page: pageNumber,
    total: Number(body.total ?? 0),
    totalPages: Number(body.total_pages ?? 0),
    records,
    deleted: deleted && /^\d{1,15}$/.test(deleted) ? Number(deleted) : undefined,
  };
  return page(c, <RecordsPage view={view} />);
};

/**
 * How many events use a record, as the caller sees them: the events list's total, drafts included (a
 * term's `count` is only its published events, and a deletion takes it off the others too).
 */
async function eventsUsing(c: Context<AppEnv>, kind: RecordKind, record: ApiRecord): Promise<number> {
  const filter = KINDS[kind].usedBy;
  for (const statuses of [LIVE_STATUSES, null]) {
    const query = new URLSearchParams({ [filter]: String(record.id), per_page: '1', ...ALL_DATES });
    if (statuses) query.set('status', statuses);
    const res = await callApi(c, 'GET', `/events?${query}`);
    if (res.ok) return Number(((await res.json()) as { total?: number }).total ?? 0);
    await res.body?.cancel();
  }
  return 0;
}

async function deletePage(c: Context<AppEnv>, kit: ScreenKit, refused?: { status: number; message: string }) {
  const frame = kit.frameOf(c);
  const kind = kindOf(c);
  const id = c.req.param('id');
  const res = kind && id ? await callApi(c, 'GET', `/${kind}/${id}`) : null;
  if (!kind || !res?.ok) {
    await res?.body?.cancel();
    return page(c, <NotFoundPage frame={frame} />, 404);
  }
  const record = (await res.json()) as ApiRecord;
  const view = {
    frame,
    kind,
    id: record.id,
    name: nameOf(kind, record),
    count: await eventsUsing(c, kind, record),
    refused,
  };
  const status = refused
    ? ((refused.status === 400 || refused.status === 409 ? refused.status : 403) as ScreenStatus)
    : 200;
  return page(c, <DeletePage view={view} />, status);
}

export const confirmDelete = (kit: ScreenKit) => (c: Context<AppEnv>) => deletePage(c, kit);

/** The confirming POST: `DELETE` through the API (a venue or organizer goes to the trash; a term is deleted). */
export const deleteRecord = (kit: ScreenKit) => async (c: Context<AppEnv>) => {
  const kind = kindOf(c);
  const id = c.req.param('id');
  if (!kind || !id) return deletePage(c, kit);
  const res = await callApi(c, 'DELETE', `/${kind}/${id}`);
  if (!res.ok) {
    const message = apiMessage(await res.json().catch(() => null)) ?? '';
    if (res.status === 404 || res.status === 410) return deletePage(c, kit);
    return deletePage(c, kit, { status: res.status, message });
  }
  await res.body?.cancel();
  return c.redirect(`${kit.frameOf(c).base}/${kind}?deleted=${id}`, 303);
};
