import { sql } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { SourceKind } from '../calendars/reader';
import type { AppEnv } from '../env';
import { ApiError, forbidden, invalidParam } from '../http/errors';
import { MAX_ID } from '../http/schemas';
import { parseParams, validQuery } from '../http/validate';
import type { User } from '../lib/caller';
import { formatUtcWall } from '../lib/dates';
import { refusedDestination } from '../outgoing/destination';
import { OutgoingFailure } from '../outgoing/fetch';
import { EDITOR_ROLES } from '../posts/visibility';
import { SOURCE_BUDGETS } from './budgets';
import { basicAuthorization, credentialColumns } from './credentials';
import { fetchSourcePage, readFetched } from './fetch-page';
import { itemsOf } from './items';
import { iso, presentRun, presentSource } from './presenter';
import { PUSHED_KIND } from './push';
import { enqueueSteps } from './queue';
import { readerFor } from './readers';
import {
  ignoreBody,
  sourceCreateBody,
  sourcePageQuery,
  sourceReadQuery,
  sourceTestBody,
  sourceUpdateBody,
  unignoreQuery,
} from './schemas';
import {
  claimOne,
  deleteSource,
  insertSource,
  type RunRow,
  releaseLock,
  type SourceFields,
  type SourceRow,
  selectLastRun,
  selectLastRuns,
  selectRuns,
  selectSource,
  selectSources,
  updateSource,
} from './store';
import { apiWords, callApi } from './through-api';

/**
 * `/sources` (docs/sources.md#the-api): editors and administrators list, add (after a test fetch, if they
 * like), change, pause, run now and delete the calendars this one reads by itself; each source's runs, the
 * events it brought, and the events an editor ignored.
 */

const NO_STORE = { 'Cache-Control': 'no-store' };
const nowUtc = () => formatUtcWall(new Date());

/** Editors and administrators only: anonymous callers 401, every other role 403, before anything is read. */
const editorsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const caller = c.get('caller');
  if (caller === null) throw forbidden(401);
  if (!EDITOR_ROLES.has(caller.role)) throw forbidden(403);
  await next();
  c.header('Cache-Control', 'no-store');
};

const sourceNotFound = (id: unknown) =>
  new ApiError(404, 'rest_source_invalid_id', `The source with ID ${String(id)} does not exist.`);

const idOf = (c: Context<AppEnv>): number | null => {
  const text = c.req.param('id') ?? '';
  const id = /^\d{1,10}$/.test(text) ? Number(text) : 0;
  return id >= 1 && id <= MAX_ID ? id : null;
};

async function loadSource(c: Context<AppEnv>): Promise<SourceRow> {
  const id = idOf(c);
  const [row] = id === null ? [] : await c.get('db').all<SourceRow>(selectSource(id));
  if (!row) throw sourceNotFound(c.req.param('id'));
  return row;
}

/** A source's address must be public (the outgoing guard's rules, its host's DNS answers): else 400 `url`. */
async function checkedUrl(c: Context<AppEnv>, url: string): Promise<string> {
  const config = c.get('config');
  const own = [
    new URL(c.req.url).hostname,
    ...(config.publicSiteUrl ? [new URL(config.publicSiteUrl).hostname] : []),
  ];
  const refused = await refusedDestination(url, own, config);
  if (refused) throw invalidParam('url', refused.reason);
  return url;
}

/** The records a source's defaults name exist: its organizer (not trashed), the categories and tags given by id. */
async function checkDefaults(c: Context<AppEnv>, fields: Partial<SourceFields>): Promise<void> {
  const ids = (list: (string | number)[] | undefined) =>
    (list ?? []).filter((v): v is number => typeof v === 'number');
  const categories = ids(fields.default_categories);
  const tags = ids(fields.default_tags);
  const organizer = fields.default_organizer ?? null;
  if (categories.length === 0 && tags.length === 0 && organizer === null) return;
  const [found, [organizerRow]] = await c
    .get('db')
    .batch<[{ id: number; taxonomy: string }[], { id: number }[]]>([
      sql`SELECT id, taxonomy FROM terms WHERE id IN (SELECT value FROM json_each(${JSON.stringify([...categories, ...tags])}))`,
      sql`SELECT id FROM posts WHERE id = ${organizer ?? 0} AND kind = 'organizer' AND status <> 'trash'`,
    ]);
  const has = (id: number, taxonomy: string) =>
    found.some((t) => Number(t.id) === id && t.taxonomy === taxonomy);
  const missingCategory = categories.find((id) => !has(id, 'tribe_events_cat'));
  if (missingCategory !== undefined)
    throw invalidParam('default_categories', `No category with ID ${missingCategory}.`);
  const missingTag = tags.find((id) => !has(id, 'post_tag'));
  if (missingTag !== undefined) throw invalidParam('default_tags', `No tag with ID ${missingTag}.`);
  if (organizer !== null && !organizerRow)
    throw invalidParam('default_organizer', `No organizer with ID ${organizer}.`);
}

const page = (c: Context<AppEnv>) => {
  const query = parseParams(sourcePageQuery, c.get('params'));
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page, perPage: query.per_page };
};

const pages = (total: number, perPage: number) => ({ total, total_pages: Math.ceil(total / perPage) });

const callerAs = (c: Context<AppEnv>) => ({
  user: c.get('caller') as User,
  langPrefix: '',
  env: c.env,
  ctx: c.executionCtx,
});

/** What a test fetch shows of each event (the first ones). */
const SHOWN_IN_TEST = 50;

/** A followed fediverse calendar's source: its events come as it publishes them; its address is its actor. */
const pushedSource = () =>
  new ApiError(
    409,
    'rest_source_pushed',
    'This source sends its events as it publishes them (a followed fediverse calendar): it is not run, and its kind and address are those of the followed actor.',
  );

export const sourceRoutes = new Hono<AppEnv>()
  .use('/sources', editorsOnly)
  .use('/sources/*', editorsOnly)
  .get('/sources', validQuery(sourceReadQuery), async (c) => {
    const [rows, runs] = await c
      .get('db')
      .batch<[SourceRow[], RunRow[]]>([selectSources(), selectLastRuns()]);
    const last = new Map(runs.map((run) => [Number(run.source_id), run]));
    const now = nowUtc();
    return c.json(
      { sources: rows.map((row) => presentSource(row, last.get(Number(row.id)) ?? null, now)) },
      200,
      NO_STORE,
    );
  })
  .post('/sources', async (c) => {
    const { credentials, ...given } = parseParams(sourceCreateBody, c.get('params'));
    const input: SourceFields = {
      ...given,
      default_categories: given.default_categories ?? [],
      default_tags: given.default_tags ?? [],
      default_organizer: given.default_organizer ?? null,
      default_language: given.default_language ?? null,
    };
    await checkedUrl(c, input.url);
    Object.assign(
      input,
      await credentialColumns(credentials, input.kind, input.url, c.get('config'), c.env.WEBHOOK_SECRET_KEY),
    );
    await checkDefaults(c, input);
    const caller = c.get('caller') as User;
    const [row] = await c.get('db').all<SourceRow>(insertSource(input, caller.id, new Date()));
    return c.json(presentSource(row!, null, nowUtc()), 201, NO_STORE);
  })
  .post('/sources/test', async (c) => {
    const input = parseParams(sourceTestBody, c.get('params'));
    await checkedUrl(c, input.url);
    // Checked as on create (kind, https); sent with the first page, to the source's own origin only.
    await credentialColumns(
      input.credentials,
      input.kind,
      input.url,
      c.get('config'),
      c.env.WEBHOOK_SECRET_KEY,
    );
    const authorization = input.credentials ? basicAuthorization(input.credentials) : null;
    const config = c.get('config');
    const reader = await readerFor(input.kind as SourceKind);
    const context = {
      sourceUrl: input.url,
      timezone: config.siteTimezone,
      language: config.defaultLanguage,
      now: new Date(),
      maxEvents: SOURCE_BUDGETS.maxEvents,
      maxOccurrences: SOURCE_BUDGETS.maxOccurrences,
    };
    const request = reader.firstRequest(context);
    let read: ReturnType<typeof reader.readPage>;
    let finalUrl: string;
    try {
      const document = await fetchSourcePage(config, request, input.url, authorization);
      finalUrl = document.url;
      read = readFetched(reader, request, document, context);
    } catch (error) {
      const words = error instanceof Error ? error.message : String(error);
      throw new ApiError(
        400,
        error instanceof OutgoingFailure ? 'rest_source_fetch_failed' : 'rest_source_unreadable',
        words,
      );
    }
    const items = itemsOf(read.set);
    return c.json(
      {
        url: finalUrl,
        count: items.length,
        more_pages: read.next !== null,
        events: items.slice(0, SHOWN_IN_TEST).map((item) => ({
          uid: item.uid,
          title: item.title,
          start_date: item.start_date,
          end_date: item.end_date,
          all_day: item.all_day,
          venue: item.venue?.venue ?? null,
          organizers: item.organizers.map((o) => o.organizer),
          categories: item.categories,
          series: item.recurrence !== undefined,
        })),
        problems: read.set.problems.slice(0, SHOWN_IN_TEST).map((p) => p.reason),
      },
      200,
      NO_STORE,
    );
  })
  .get('/sources/:id', validQuery(sourceReadQuery), async (c) => {
    const source = await loadSource(c);
    const [run] = await c.get('db').all<RunRow>(selectLastRun(source.id));
    return c.json(presentSource(source, run ?? null, nowUtc()), 200, NO_STORE);
  })
  .patch('/sources/:id', async (c) => {
    const source = await loadSource(c);
    const { credentials, ...changes } = parseParams(sourceUpdateBody, c.get('params'));
    const input: Partial<SourceFields> = changes;
    if (source.kind === PUSHED_KIND && (input.kind !== undefined || input.url !== undefined))
      throw pushedSource();
    if (input.url !== undefined) await checkedUrl(c, input.url);
    const url = input.url ?? source.url;
    // A password goes with its site: another origin forgets it unless one is given again.
    const moved =
      new URL(url).origin !== new URL(source.url).origin || (input.kind ?? source.kind) !== source.kind;
    Object.assign(
      input,
      await credentialColumns(
        credentials === undefined && moved && source.auth_user !== null ? null : credentials,
        input.kind ?? source.kind,
        url,
        c.get('config'),
        c.env.WEBHOOK_SECRET_KEY,
      ),
    );
    await checkDefaults(c, input);
    const caller = c.get('caller') as User;
    const db = c.get('db');
    const [[row], [run]] = await db.batch<[SourceRow[], RunRow[]]>([
      updateSource(source.id, input, new Date(), caller.id),
      selectLastRun(source.id),
    ]);
    if (!row) throw sourceNotFound(source.id);
    return c.json(presentSource(row, run ?? null, nowUtc()), 200, NO_STORE);
  })
  .delete('/sources/:id', async (c) => {
    const source = await loadSource(c);
    const [gone] = await c.get('db').all(deleteSource(source.id));
    if (!gone) throw sourceNotFound(source.id);
    return c.json({ deleted: true, previous: presentSource(source, null, nowUtc()) }, 200, NO_STORE);
  })
  .get('/sources/:id/runs', async (c) => {
    const source = await loadSource(c);
    const { limit, offset, perPage } = page(c);
    const [rows, [count]] = await c
      .get('db')
      .batch<[RunRow[], { n: number }[]]>(selectRuns(source.id, limit, offset));
    return c.json({ runs: rows.map(presentRun), ...pages(Number(count?.n ?? 0), perPage) }, 200, NO_STORE);
  })
  .post('/sources/:id/run', async (c) => {
    const source = await loadSource(c);
    if (source.kind === PUSHED_KIND) throw pushedSource();
    const db = c.get('db');
    const [claimed] = await db.all(claimOne(source.id, new Date(), SOURCE_BUDGETS.lockMinutes));
    if (!claimed) {
      throw new ApiError(409, 'rest_source_running', 'A run of this source is under way: wait for its end.');
    }
    const handed = await enqueueSteps(c.env.SOURCE_QUEUE, [{ source: source.id, trigger: 'manual' }]);
    if (!handed) {
      await db.batch([releaseLock(source.id)]);
      throw new ApiError(
        503,
        'rest_source_queue_unavailable',
        'The queue of runs is not available: try again later.',
      );
    }
    const [row] = await db.all<SourceRow>(selectSource(source.id));
    return c.json({ queued: true, source: presentSource(row ?? source, null, nowUtc()) }, 202, NO_STORE);
  })
  .get('/sources/:id/events', async (c) => {
    const source = await loadSource(c);
    const { limit, offset, perPage } = page(c);
    const lang = c.get('lang');
    const [rows, [count]] = await c.get('db').batch<[Record<string, unknown>[], { n: number }[]]>([
      sql`SELECT r.uid, r.event_id, r.possible_duplicate_of, r.created_utc, r.modified_utc, p.status, p.start_local,
          p.end_local, p.kind,
          (SELECT title FROM post_texts WHERE post_id = p.id ORDER BY lang = ${lang} DESC LIMIT 1) AS title
        FROM source_records r LEFT JOIN posts p ON p.id = r.event_id
        WHERE r.source_id = ${source.id} ORDER BY r.created_utc DESC, r.uid LIMIT ${limit} OFFSET ${offset}`,
      sql`SELECT count(*) AS n FROM source_records WHERE source_id = ${source.id}`,
    ]);
    return c.json(
      {
        events: rows.map((row) => ({
          uid: row.uid,
          event: row.event_id === null ? null : Number(row.event_id),
          series: row.kind === 'series',
          title: row.title ?? null,
          status: row.status ?? null,
          start_date: row.start_local ?? null,
          end_date: row.end_local ?? null,
          possible_duplicate_of:
            row.possible_duplicate_of === null ? null : Number(row.possible_duplicate_of),
          first_imported: iso(String(row.created_utc)),
          last_imported: iso(String(row.modified_utc)),
        })),
        ...pages(Number(count?.n ?? 0), perPage),
      },
      200,
      NO_STORE,
    );
  })
  .get('/sources/:id/ignored', async (c) => {
    const source = await loadSource(c);
    const { limit, offset, perPage } = page(c);
    const [rows, [count]] = await c.get('db').batch<[Record<string, unknown>[], { n: number }[]]>([
      sql`SELECT uid, title, ignored_by, ignored_utc FROM source_ignored WHERE source_id = ${source.id}
        ORDER BY ignored_utc DESC, uid LIMIT ${limit} OFFSET ${offset}`,
      sql`SELECT count(*) AS n FROM source_ignored WHERE source_id = ${source.id}`,
    ]);
    return c.json(
      {
        ignored: rows.map((row) => ({
          uid: String(row.uid),
          title: String(row.title),
          ignored_by: Number(row.ignored_by),
          ignored: iso(String(row.ignored_utc)),
        })),
        ...pages(Number(count?.n ?? 0), perPage),
      },
      200,
      NO_STORE,
    );
  })
  .post('/sources/:id/ignored', async (c) => {
    const source = await loadSource(c);
    const input = parseParams(ignoreBody, c.get('params'));
    const db = c.get('db');
    const caller = c.get('caller') as User;
    const [record] = await db.all<{ event_id: number | null; title: string | null }>(
      sql`SELECT r.event_id, (SELECT title FROM post_texts WHERE post_id = r.event_id LIMIT 1) AS title
        FROM source_records r WHERE r.source_id = ${source.id} AND r.uid = ${input.uid}`,
    );
    // Its event goes to the trash through the API, as the editor who ignores it (their rights, the change feed).
    let trashed: number | null = null;
    if (record?.event_id) {
      const answer = await callApi(callerAs(c), 'DELETE', `/events/${record.event_id}`);
      if (answer.status === 200) trashed = record.event_id;
      else if (answer.status !== 404 && answer.status !== 410) {
        throw new ApiError(answer.status === 403 ? 403 : 409, 'rest_source_ignore_failed', apiWords(answer));
      }
    }
    const at = nowUtc();
    const title = input.title ?? record?.title ?? '';
    await db.batch([
      sql`INSERT INTO source_ignored (source_id, uid, title, ignored_by, ignored_utc)
        VALUES (${source.id}, ${input.uid}, ${title}, ${caller.id}, ${at})
        ON CONFLICT (source_id, uid) DO UPDATE SET title = excluded.title`,
      sql`DELETE FROM source_records WHERE source_id = ${source.id} AND uid = ${input.uid}`,
    ]);
    return c.json(
      { uid: input.uid, title, ignored_by: caller.id, ignored: iso(at), trashed_event: trashed },
      201,
      NO_STORE,
    );
  })
  .delete('/sources/:id/ignored', async (c) => {
    const source = await loadSource(c);
    const input = parseParams(unignoreQuery, c.get('params'));
    // The next run reads the source whole again (no conditional request) and brings the event as a new one
    // (the one ignoring trashed stays in the trash): its record goes with the ignoring.
    const [[gone]] = await c.get('db').batch<[{ uid: string }[], [], []]>([
      sql`DELETE FROM source_ignored WHERE source_id = ${source.id} AND uid = ${input.uid} RETURNING uid`,
      sql`DELETE FROM source_records WHERE source_id = ${source.id} AND uid = ${input.uid}
          AND EXISTS (SELECT 1 FROM posts WHERE posts.id = source_records.event_id AND posts.status = 'trash')`,
      sql`UPDATE sources SET etag = NULL, last_modified = NULL WHERE id = ${source.id}`,
    ]);
    if (!gone) {
      throw new ApiError(404, 'rest_source_not_ignored', `The source's event ${input.uid} is not ignored.`);
    }
    return c.json({ deleted: true, uid: input.uid }, 200, NO_STORE);
  });
