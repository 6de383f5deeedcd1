/**
 * The floor of the API's requests on this machine: what a bare Worker (no Hono, no validation, no
 * presenting) spends on the same D1 statements and Cache API calls. `npm run bench -- --cpu` runs it
 * beside the API on the same database and compares the CPU of both Workers' processes; it can also be
 * started alone (`npm run bench:floor`, then autocannon on its routes). See docs/performance.md.
 *
 * - `/trivial`: `new Response('ok')`.
 * - `/hit`: a Cache API lookup that finds an 8 KiB entry, returned as it is.
 * - `/list-miss?<GET /events parameters>`: what an anonymous MISS of `GET /events` does besides the
 *   API's own work: a Cache API lookup that finds nothing, the batch the API sends for that list (the
 *   reference checks, the count and the page), the rows as JSON, and a Cache API store of the answer.
 * - `/event-miss?id=N&lang=xx`: what an anonymous MISS of `GET /events/{id}` does besides the API's own
 *   work: a Cache API lookup that finds nothing, the batch the API sends for one event (its row, its kind,
 *   its series' details, the alias check), the rows as JSON, and a Cache API store of the answer.
 * - `/one-row`, `/count`, `/page`, `/miss` (the default list's batch), `/event-batch?id=N` (the single
 *   read's batch), `/cache-match`, `/cache-put`: each part alone.
 */
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { eventListStatements, eventPageStatements } from '../../src/events/list-statements';
import { eventLookup } from '../../src/events/load';
import { planEventList } from '../../src/events/queries';
import { eventListQuery } from '../../src/events/schemas';
import { aliasLanguageQuery } from '../../src/posts/aliases';

const dialect = new SQLiteAsyncDialect();
const BODY_8K = JSON.stringify({ padding: 'x'.repeat(8000) });
const KEY_ORIGIN = 'https://floor.invalid';

/**
 * The statements of the events list these parameters ask for, as the API builds them for an anonymous
 * caller: the reference checks, the count and the page (`parts`), or what the API runs (`page`: a list not
 * counted by day carries its total in the page).
 */
function listStatements(db: D1Database, params: URLSearchParams, what: 'parts' | 'page' = 'parts') {
  const query = eventListQuery.parse(Object.fromEntries(params));
  const plan = planEventList(query, {
    caller: null,
    lang: 'es',
    defaultLang: 'es',
    siteTimezone: 'Europe/Madrid',
    now: new Date(),
  });
  const build = what === 'page' ? eventPageStatements : eventListStatements;
  return build(plan, query.page, query.per_page, null).map((statement) => {
    const { sql, params: values } = dialect.sqlToQuery(statement);
    return db.prepare(sql).bind(...values);
  });
}

async function listMiss(request: Request, env: { DB: D1Database }, ctx: ExecutionContext) {
  const url = new URL(request.url);
  const key = `${KEY_ORIGIN}/list${url.search}`;
  const cached = await caches.default.match(key);
  if (cached) return cached;
  const [, ...answers] = await env.DB.batch(listStatements(env.DB, url.searchParams, 'page'));
  const body = JSON.stringify(answers.map((answer) => answer.results));
  ctx.waitUntil(
    caches.default.put(
      key,
      new Response(body, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=600' } }),
    ),
  );
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

/** The statements of one event's single read, as the API builds them for an anonymous caller. */
function eventStatements(db: D1Database, id: number) {
  const seriesFrom = `${new Date().toISOString().slice(0, 10)} 00:00:00`;
  const statements = [
    ...eventLookup({ id, aliases: true }, null, seriesFrom).statements,
    aliasLanguageQuery('post', id),
  ];
  return statements.map((statement) => {
    const { sql, params: values } = dialect.sqlToQuery(statement);
    return db.prepare(sql).bind(...values);
  });
}

async function eventMiss(request: Request, env: { DB: D1Database }, ctx: ExecutionContext) {
  const url = new URL(request.url);
  const key = `${KEY_ORIGIN}/event${url.search}`;
  const cached = await caches.default.match(key);
  if (cached) return cached;
  const results = await env.DB.batch(eventStatements(env.DB, Number(url.searchParams.get('id'))));
  const body = JSON.stringify(results.map((result) => result.results));
  ctx.waitUntil(
    caches.default.put(
      key,
      new Response(body, { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'max-age=600' } }),
    ),
  );
  return new Response(body, { headers: { 'Content-Type': 'application/json' } });
}

async function hit(ctx: ExecutionContext) {
  const key = `${KEY_ORIGIN}/hit`;
  const cached = await caches.default.match(key);
  if (cached) return cached;
  const response = new Response(BODY_8K, { headers: { 'Cache-Control': 'max-age=86400' } });
  ctx.waitUntil(caches.default.put(key, response.clone()));
  return response;
}

export default {
  async fetch(request: Request, env: { DB: D1Database }, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    const defaultList = new URLSearchParams();
    switch (pathname) {
      case '/trivial':
        return new Response('ok');
      case '/hit':
        return hit(ctx);
      case '/list-miss':
        return listMiss(request, env, ctx);
      case '/event-miss':
        return eventMiss(request, env, ctx);
      case '/event-batch': {
        const id = Number(new URL(request.url).searchParams.get('id'));
        const results = await env.DB.batch(eventStatements(env.DB, id));
        return new Response(JSON.stringify(results.map((result) => result.results)));
      }
      case '/one-row':
        return Response.json(
          await env.DB.prepare("SELECT value FROM counters WHERE name = 'generation'").all(),
        );
      case '/count': {
        const [, count] = listStatements(env.DB, defaultList);
        return Response.json(await count!.all());
      }
      case '/page': {
        const [, , page] = listStatements(env.DB, defaultList);
        return Response.json(await page!.all());
      }
      case '/miss':
        return Response.json(await env.DB.batch(listStatements(env.DB, defaultList)));
      case '/cache-match':
        await caches.default.match(`${KEY_ORIGIN}/${Math.random()}`);
        return new Response(BODY_8K);
      case '/cache-put':
        ctx.waitUntil(
          caches.default.put(
            `${KEY_ORIGIN}/${Math.random()}`,
            new Response(BODY_8K, { headers: { 'Cache-Control': 'max-age=600' } }),
          ),
        );
        return new Response(BODY_8K);
      default:
        return new Response('not found', { status: 404 });
    }
  },
};
