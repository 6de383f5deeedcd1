import { env } from 'cloudflare:workers';

/** Runs an import's statements in the test database as `wrangler d1 execute` would, one after the other. */
export async function runStatements(statements: string[]) {
  for (const statement of statements) await env.DB.prepare(statement).run();
}
