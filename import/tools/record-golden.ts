/**
 * Records what the golden test compares our API with: TEC's single read of every event, venue,
 * organizer, category and tag an import of the site brings in (as an administrator; a password-protected
 * event with its password). Run after `npm run import -- --from … --record DIR`:
 *
 *   npx tsx import/tools/record-golden.ts --dir test/fixtures/tec-site --from URL --user U --app-password P
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Fetcher } from '../source/fetcher';
import { V1 } from '../source/rest-collect';
import { restSourceSet } from '../source/rest-map';
import { basicAuthorization } from '../sources';
import { replaySnapshot } from './replay';

const { values: opts } = parseArgs({
  options: {
    dir: { type: 'string' },
    from: { type: 'string' },
    user: { type: 'string' },
    'app-password': { type: 'string' },
  },
});
if (!opts.dir || !opts.from || !opts.user || !opts['app-password']) {
  console.error('Usage: record-golden.ts --dir DIR --from URL --user U --app-password P');
  process.exit(2);
}

async function main() {
  const dir = opts.dir!;
  const pages = JSON.parse(readFileSync(path.join(dir, 'site.json'), 'utf8'));
  const source = restSourceSet(await replaySnapshot(pages));
  const fetcher = new Fetcher({
    root: opts.from!,
    authorization: basicAuthorization(opts.user!, opts['app-password']!),
  });
  const golden: Record<string, Record<string, unknown>> = {
    events: {},
    venues: {},
    organizers: {},
    categories: {},
    tags: {},
  };
  const route = { event: 'events', series: 'events', venue: 'venues', organizer: 'organizers' } as const;
  await Promise.all([
    ...source.posts.map(async (post) => {
      const query = post.password ? `?password=${encodeURIComponent(post.password)}` : '';
      const page = await fetcher.get(`${V1}/${route[post.kind]}/${post.id}${query}`);
      golden[route[post.kind]]![post.id] = { status: page.status, body: page.body };
    }),
    ...source.terms.map(async (term) => {
      const kind = term.taxonomy === 'post_tag' ? 'tags' : 'categories';
      const page = await fetcher.get(`${V1}/${kind}/${term.id}`);
      golden[kind]![term.id] = { status: page.status, body: page.body };
    }),
  ]);
  writeFileSync(path.join(dir, 'golden.json'), `${JSON.stringify(golden, null, 1)}\n`);
  console.log(`recorded ${source.posts.length} posts and ${source.terms.length} terms`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
