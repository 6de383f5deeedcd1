/**
 * The floor of a cache MISS of `GET /events` on this machine: the statements the API sends for it, run
 * by a bare Worker (no Hono, no validation, no presenting, no cache), next to a trivial route, a one-row
 * select and the Cache API alone. See README § Performance for how to run it and what it showed.
 */
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import { eventListStatements, planEventList } from '../../src/events/queries';
import { eventListQuery } from '../../src/events/schemas';

const dialect = new SQLiteAsyncDialect();
const BODY_8K = JSON.stringify({ padding: 'x'.repeat(8000) });

function missStatements(db: D1Database) {
  const query = eventListQuery.parse({});
  const plan = planEventList(query, {
    caller: null,
    lang: 'es',
    defaultLang: 'es',
    siteTimezone: 'Europe/Madrid',
    now: new Date(),
  });
  const [, count, page] = eventListStatements(plan, query.page, query.per_page, null);
  return [count, page].map((statement) => {
    const { sql, params } = dialect.sqlToQuery(statement);
    return db.prepare(sql).bind(...params);
  });
}

export default {
  async fetch(request: Request, env: { DB: D1Database }, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    switch (pathname) {
      case '/trivial':
        return new Response('ok');
      case '/one-row':
        return Response.json(
          await env.DB.prepare("SELECT value FROM counters WHERE name = 'generation'").all(),
        );
      case '/count': {
        const [count] = missStatements(env.DB);
        return Response.json(await count!.all());
      }
      case '/page': {
        const [, page] = missStatements(env.DB);
        return Response.json(await page!.all());
      }
      case '/miss':
        return Response.json(await env.DB.batch(missStatements(env.DB)));
      case '/cache-match':
        await caches.default.match(`https://floor.invalid/${Math.random()}`);
        return new Response(BODY_8K);
      case '/cache-put':
        ctx.waitUntil(
          caches.default.put(
            `https://floor.invalid/${Math.random()}`,
            new Response(BODY_8K, { headers: { 'Cache-Control': 'max-age=600' } }),
          ),
        );
        return new Response(BODY_8K);
      default:
        return new Response('not found', { status: 404 });
    }
  },
};
