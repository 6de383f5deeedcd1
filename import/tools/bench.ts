/**
 * `npm run bench:import -- [--events 10000]`: how long importing N events from recorded answers into a
 * local D1 takes, end to end (the real command; the answers served by the local fixture server, so the
 * figure is the importer's own cost, without a live site's latency). Prints the time of each phase.
 *
 * The answers are generated in the shape TEC and wp/v2 give them: N events over a year (N/100 venues,
 * N/200 organizers, 8 categories, 20 tags), in pages of 50 (TEC) and 100 (wp/v2).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PROJECT_ROOT, runWrangler } from '../../tooling/wrangler.mjs';
import { startFixtureServer } from '../e2e/fixture-server';
import { runSql } from '../load/d1';
import type { FetchedPage } from '../source/fetcher';

const { values } = parseArgs({ options: { events: { type: 'string', default: '10000' } } });
const N = Number(values.events);
const ORIGIN = 'http://bench.example';
const pad = (n: number) => String(n).padStart(2, '0');
const details = (wall: string) => ({
  year: wall.slice(0, 4),
  month: wall.slice(5, 7),
  day: wall.slice(8, 10),
  hour: wall.slice(11, 13),
  minutes: wall.slice(14, 16),
  seconds: wall.slice(17, 19),
});

function generate(n: number): Record<string, FetchedPage> {
  const venues = Math.max(1, Math.floor(n / 100));
  const organizers = Math.max(1, Math.floor(n / 200));
  const page = (body: unknown, total?: number): FetchedPage => ({
    status: 200,
    headers:
      total === undefined
        ? {}
        : { 'x-wp-total': String(total), 'x-wp-totalpages': String(Math.ceil(total / 100)) },
    body,
  });
  const pages: Record<string, FetchedPage> = {};
  const venueId = (i: number) => 100_000 + i;
  const organizerId = (i: number) => 200_000 + i;
  const venueList = Array.from({ length: venues }, (_, i) => ({
    id: venueId(i),
    author: '1',
    status: 'publish',
    date: '2026-01-01 10:00:00',
    date_utc: '2026-01-01 09:00:00',
    modified: '2026-01-01 10:00:00',
    modified_utc: '2026-01-01 09:00:00',
    url: `${ORIGIN}/venue/venue-${i}/`,
    venue: `Venue ${i}`,
    slug: `venue-${i}`,
    address: `${i} Main Street`,
    city: 'Donostia',
    country: 'Spain',
    show_map: true,
    show_map_link: true,
    global_id: `bench.example?id=${venueId(i)}`,
    global_id_lineage: [`bench.example?id=${venueId(i)}`],
  }));
  const organizerList = Array.from({ length: organizers }, (_, i) => ({
    id: organizerId(i),
    author: '1',
    status: 'publish',
    date: '2026-01-01 10:00:00',
    date_utc: '2026-01-01 09:00:00',
    modified: '2026-01-01 10:00:00',
    modified_utc: '2026-01-01 09:00:00',
    url: `${ORIGIN}/organizer/organizer-${i}/`,
    organizer: `Organizer ${i}`,
    slug: `organizer-${i}`,
    email: `o${i}@bench.example`,
    global_id: `bench.example?id=${organizerId(i)}`,
    global_id_lineage: [`bench.example?id=${organizerId(i)}`],
  }));
  const categories = Array.from({ length: 8 }, (_, i) => ({
    id: 300_000 + i,
    name: `Category ${i}`,
    slug: `category-${i}`,
    description: '',
    parent: 0,
    taxonomy: 'tribe_events_cat',
    url: `${ORIGIN}/events/category/category-${i}/`,
  }));
  const tags = Array.from({ length: 20 }, (_, i) => ({
    id: 300_100 + i,
    name: `Tag ${i}`,
    slug: `tag-${i}`,
    description: '',
    taxonomy: 'post_tag',
    url: `${ORIGIN}/tag/tag-${i}/`,
  }));
  const events = Array.from({ length: n }, (_, i) => {
    const id = i + 1;
    const day = new Date(Date.UTC(2027, 0, 1) + (i % 365) * 86_400_000);
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    const start = `${date} ${pad(10 + (i % 10))}:00:00`;
    const end = `${date} ${pad(11 + (i % 10))}:30:00`;
    const utcStart = `${date} ${pad(9 + (i % 10))}:00:00`;
    const utcEnd = `${date} ${pad(10 + (i % 10))}:30:00`;
    const category = categories[i % 8]!;
    const tag = tags[i % 20]!;
    return {
      id,
      global_id: `bench.example?id=${id}`,
      global_id_lineage: [`bench.example?id=${id}`],
      author: '1',
      status: 'publish',
      date: '2026-06-01 10:00:00',
      date_utc: '2026-06-01 08:00:00',
      modified: '2026-06-01 10:00:00',
      modified_utc: '2026-06-01 08:00:00',
      url: `${ORIGIN}/event/event-${id}/`,
      rest_url: `${ORIGIN}/wp-json/tribe/events/v1/events/${id}`,
      title: `Event ${id}`,
      description: `<p>The description of event ${id}, with a few words to index.</p>`,
      excerpt: '',
      slug: `event-${id}`,
      image: false,
      all_day: false,
      start_date: start,
      start_date_details: details(start),
      end_date: end,
      end_date_details: details(end),
      utc_start_date: utcStart,
      utc_start_date_details: details(utcStart),
      utc_end_date: utcEnd,
      utc_end_date_details: details(utcEnd),
      timezone: 'Europe/Madrid',
      timezone_abbr: 'CET',
      cost: i % 3 === 0 ? '' : `${i % 40} €`,
      cost_details: {
        currency_symbol: '',
        currency_code: '',
        currency_position: '',
        values: i % 3 === 0 ? [] : [String(i % 40)],
      },
      website: `${ORIGIN}/event/event-${id}/`,
      show_map: true,
      show_map_link: true,
      hide_from_listings: false,
      sticky: false,
      featured: i % 50 === 0,
      categories: [{ ...category, id: category.id }],
      tags: [{ ...tag, id: tag.id }],
      venue: venueList[i % venues],
      organizer: [organizerList[i % organizers]],
      custom_fields: [],
    };
  });
  const F = 'lang,translations,wpml_current_locale,wpml_translations';
  const POST = `_fields=id,date,date_gmt,modified,modified_gmt,password,slug,status,link,title.raw,content.raw,excerpt.raw,author,featured_media,meta,tribe_events_cat,tags,parent,${F}`;
  const TERM = `_fields=id,name,slug,description,parent,link,${F}`;
  const ST = 'status=publish,future,draft,pending,private,trash';
  const list = (prefix: string, items: unknown[], field: string | null, perPage: number) => {
    const count = Math.max(1, Math.ceil(items.length / perPage));
    for (let p = 1; p <= count; p++) {
      const slice = items.slice((p - 1) * perPage, p * perPage);
      pages[`${prefix}per_page=${perPage}&page=${p}`] =
        field === null
          ? page(slice, items.length)
          : page({ [field]: slice, total: items.length, total_pages: count });
    }
  };
  pages['?_fields=name,url,home,namespaces,timezone_string,gmt_offset'] = page({
    name: 'Bench',
    url: ORIGIN,
    home: ORIGIN,
    namespaces: ['tribe/events/v1', 'wp/v2'],
    timezone_string: 'Europe/Madrid',
  });
  pages['wp/v2/users/me?context=edit&_fields=id,username,slug,name,roles'] = page({
    id: 1,
    username: 'admin',
    roles: ['administrator'],
  });
  pages['wp/v2/settings?_fields=timezone,language'] = page({ timezone: 'Europe/Madrid', language: 'es_ES' });
  list('tribe/events/v1/venues?', venueList, 'venues', 50);
  list('tribe/events/v1/venues?status=trash&', [], 'venues', 50);
  list('tribe/events/v1/organizers?', organizerList, 'organizers', 50);
  list('tribe/events/v1/organizers?status=trash&', [], 'organizers', 50);
  list('tribe/events/v1/categories?hide_empty=0&', categories, 'categories', 50);
  list('tribe/events/v1/tags?hide_empty=0&', tags, 'tags', 50);
  list('tribe/events/v1/events?starts_after=1000-01-01&context=edit&', events, 'events', 50);
  list('tribe/events/v1/events?starts_after=1000-01-01&context=edit&status=trash&', [], 'events', 50);
  const wpEvents = events.map((e) => ({
    id: e.id,
    date: '2026-06-01T10:00:00',
    date_gmt: '2026-06-01T08:00:00',
    modified_gmt: '2026-06-01T08:00:00',
    password: '',
    slug: e.slug,
    status: 'publish',
    link: e.url,
    title: { raw: e.title },
    content: { raw: e.description },
    excerpt: { raw: '' },
    author: 1,
    featured_media: 0,
    meta: {
      _EventURL: '',
      _EventCost: e.cost,
      _EventVenueID: [e.venue!.id],
      _EventOrganizerID: [e.organizer[0]!.id],
    },
    tribe_events_cat: [e.categories[0]!.id],
    tags: [e.tags[0]!.id],
  }));
  list(`wp/v2/tribe_events?context=edit&${ST}&${POST}&`, wpEvents, null, 100);
  list(`wp/v2/tribe_venue?context=edit&${ST}&${POST}&`, [], null, 100);
  list(`wp/v2/tribe_organizer?context=edit&${ST}&${POST}&`, [], null, 100);
  list(`wp/v2/tribe_events_cat?context=edit&${TERM}&`, categories, null, 100);
  list(`wp/v2/tags?context=edit&${TERM}&`, tags, null, 100);
  list(
    'wp/v2/users?context=edit&_fields=id,username,slug,name,roles&',
    [{ id: 1, username: 'admin', roles: ['administrator'] }],
    null,
    100,
  );
  list('wp/v2/search?type=post&subtype=tribe_events&_fields=id&', [], null, 100);
  return pages;
}

async function main() {
  const work = mkdtempSync(path.join(tmpdir(), 'import-bench-'));
  try {
    const pages = generate(N);
    const server = await startFixtureServer({ pages, user: 'admin', password: 'bench' });
    const db = path.join(work, 'db');
    await runWrangler(['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', db]);
    const started = Date.now();
    const tsx = path.join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const args = [tsx, 'import/cli.ts', '--from', server.url, '--user', 'admin', '--app-password', 'bench'];
    const child = spawn(
      process.execPath,
      [...args, '--persist-to', db, '--state', path.join(work, 'state')],
      {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const seconds = (Date.now() - started) / 1000;
    await server.close();
    const [[counts = {}] = []] = await runSql(
      "SELECT (SELECT count(*) FROM posts WHERE kind = 'event') AS events, (SELECT count(*) FROM post_texts) AS texts, (SELECT count(*) FROM event_links) AS links",
      { persistTo: db },
    );
    console.log(
      `\n${N} events from recorded answers into local D1: ${seconds.toFixed(1)} s (exit ${code}); in D1: ${JSON.stringify(counts)}; load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}, ${[...server.hits.values()].reduce((a, b) => a + b, 0)} requests served`,
    );
    process.exitCode = code === 0 && counts.events === N ? 0 : 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
