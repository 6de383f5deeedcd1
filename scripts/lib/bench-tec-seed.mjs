/**
 * Loads the bench's data set into a TEC peer (`npm run bench -- --tec <origin>`), resumably and within a
 * time budget. Terms, venues, organizers and the first `restEvents` events go through TEC's REST API (the
 * way a site gets them, and how the create rate is measured); the other events are written straight into
 * its MariaDB in the rows TEC's REST create writes (`tecEventsSql`), a few hundred per transaction —
 * through REST, 10k events took about 26 minutes on this machine.
 *
 * The peer's database is the record of what exists: every run looks the data set's slugs up and creates
 * only what is missing. The state file (`.wrangler/bench-state/tec-<size>.json`) keeps the day the dates
 * are relative to, so a resumed load goes on with the same dates, and the timings.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  tecAfterBulkSql,
  tecCategories,
  tecEvent,
  tecEventBody,
  tecEventsSql,
  tecOrganizer,
  tecStateKey,
  tecTags,
  tecVenue,
} from './bench-tec-data.mjs';

/** The loopback peer's own application password (its setup creates it); TEC_BENCH_AUTH overrides it. */
const DEFAULT_AUTH = 'admin:TecPeer0Local0Only0Pass1';
/** The peer's MariaDB as root over its socket; TEC_BENCH_MYSQL overrides it (a command line). */
const DEFAULT_MYSQL = 'mariadb --defaults-file=/opt/tec-peer/etc/my.cnf -uroot wp_tec';

export const TEC_API = '/wp-json/tribe/events/v1';
const REST_CONCURRENCY = 3;
/** Events 1..REST_EVENTS are created through REST; the others are written as TEC's REST create writes them. */
export const REST_EVENTS = 200;
const BULK_CHUNK = 400;

const authHeader = () =>
  `Basic ${Buffer.from(process.env.TEC_BENCH_AUTH || DEFAULT_AUTH).toString('base64')}`;

/** Runs `sql` in the peer's MariaDB; returns the rows of the last result as arrays of strings. */
export function mysql(sql) {
  const [command, ...args] = (process.env.TEC_BENCH_MYSQL || DEFAULT_MYSQL).split(/\s+/);
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args, '--default-character-set=utf8mb4', '-N', '-B'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${command} exited with ${code}: ${err.trim().slice(0, 500)}`));
      else
        resolve(
          out
            .split('\n')
            .filter((line) => line !== '')
            .map((line) => line.split('\t')),
        );
    });
    child.stdin.end(sql);
  });
}

/** One request to the peer's REST API as its admin; throws on anything but 200/201. */
async function rest(origin, method, route, body) {
  const res = await fetch(`${origin}${TEC_API}${route}`, {
    method,
    headers: { Authorization: authHeader(), 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  if (res.status !== 200 && res.status !== 201) {
    throw new Error(`TEC ${method} ${route} answered ${res.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text);
}

/** Runs `work(item)` over `items`, `concurrency` at a time, until done or `deadline` (ms epoch). */
async function pool(items, concurrency, deadline, work) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && Date.now() < deadline) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return next >= items.length;
}

/** What of the data set the peer already holds: ids by slug of events, venues, organizers and terms. */
async function existing() {
  const posts = await mysql(
    `SELECT post_type, post_name, ID FROM wp_posts WHERE post_type IN ('tribe_events', 'tribe_venue', 'tribe_organizer') AND post_status <> 'trash';`,
  );
  const terms = await mysql(
    `SELECT tt.taxonomy, t.slug, t.term_id, tt.term_taxonomy_id FROM wp_terms t JOIN wp_term_taxonomy tt ON tt.term_id = t.term_id WHERE tt.taxonomy IN ('tribe_events_cat', 'post_tag');`,
  );
  const byType = (type) =>
    new Map(posts.filter(([t]) => t === type).map(([, slug, id]) => [slug, Number(id)]));
  const byTaxonomy = (taxonomy, column) =>
    new Map(terms.filter(([t]) => t === taxonomy).map((row) => [row[1], Number(row[column])]));
  return {
    events: byType('tribe_events'),
    venues: byType('tribe_venue'),
    organizers: byType('tribe_organizer'),
    categories: byTaxonomy('tribe_events_cat', 2),
    categoryTaxonomies: byTaxonomy('tribe_events_cat', 3),
    tags: byTaxonomy('post_tag', 2),
    tagTaxonomies: byTaxonomy('post_tag', 3),
  };
}

const stateFile = (dir, size) => path.join(dir, `tec-${size}.json`);
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Makes the peer at `origin` hold the data set of `shape` (size `size`). Returns { complete, ids, state,
 * events } where `ids.events` maps event numbers to the peer's post ids; stops at `budgetMs`.
 */
export async function seedTec({
  origin,
  shape,
  size,
  stateDir,
  budgetMs,
  restEvents = REST_EVENTS,
  log = console.log,
}) {
  const deadline = Date.now() + budgetMs;
  const file = stateFile(stateDir, size);
  // Event n has the same slug at every size but not the same venue: one peer holds one size.
  const other = existsSync(stateDir)
    ? readdirSync(stateDir)
        .filter((name) => /^tec-.+\.json$/.test(name) && name !== path.basename(file))
        .map((name) => JSON.parse(readFileSync(path.join(stateDir, name), 'utf8')))
        .find((s) => s.origin === origin)
    : null;
  if (other) {
    throw new Error(
      `The peer at ${origin} holds the ${other.size} data set (${path.join(stateDir, `tec-${other.size}.json`)}): bench that size, or empty the peer's events and delete that file.`,
    );
  }
  let state = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
  if (!state || state.origin !== origin || state.events !== shape.events) {
    state = { key: tecStateKey(size, today()), size, events: shape.events, origin, anchorDay: today() };
  }
  const save = () => {
    mkdirSync(stateDir, { recursive: true });
    writeFileSync(file, `${JSON.stringify(state, null, 2)}\n`);
  };
  save();

  let have = await existing();
  const ids = {
    venues: {},
    organizers: {},
    categories: {},
    tags: {},
    categoryTaxonomies: {},
    tagTaxonomies: {},
    events: {},
  };

  // Terms: parents before children (a child names its parent's id).
  for (const c of tecCategories()) {
    if (!have.categories.has(c.slug)) {
      const made = await rest(origin, 'POST', '/categories', {
        name: c.name,
        slug: c.slug,
        ...(c.description ? { description: c.description } : {}),
        ...(c.parent ? { parent: have.categories.get(c.parent) } : {}),
      });
      have.categories.set(c.slug, made.id);
    }
  }
  for (const t of tecTags()) {
    if (!have.tags.has(t.slug)) {
      const made = await rest(origin, 'POST', '/tags', { name: t.name, slug: t.slug });
      have.tags.set(t.slug, made.id);
    }
  }

  const venueNumbers = Array.from({ length: shape.venues }, (_, i) => i + 1);
  const organizerNumbers = Array.from({ length: shape.organizers }, (_, i) => i + 1);
  await pool(
    venueNumbers.filter((v) => !have.venues.has(tecVenue(v).slug)),
    REST_CONCURRENCY,
    deadline,
    async (v) => {
      const made = await rest(origin, 'POST', '/venues', tecVenue(v).body);
      have.venues.set(tecVenue(v).slug, made.id);
    },
  );
  await pool(
    organizerNumbers.filter((o) => !have.organizers.has(tecOrganizer(o).slug)),
    REST_CONCURRENCY,
    deadline,
    async (o) => {
      const made = await rest(origin, 'POST', '/organizers', tecOrganizer(o).body);
      have.organizers.set(tecOrganizer(o).slug, made.id);
    },
  );
  // Term taxonomy ids (the bulk rows name them) and everything created above, read back.
  have = await existing();
  for (const v of venueNumbers) ids.venues[v] = have.venues.get(tecVenue(v).slug);
  for (const o of organizerNumbers) ids.organizers[o] = have.organizers.get(tecOrganizer(o).slug);
  for (const [key, map] of [
    ['categories', have.categories],
    ['tags', have.tags],
    ['categoryTaxonomies', have.categoryTaxonomies],
    ['tagTaxonomies', have.tagTaxonomies],
  ]) {
    ids[key] = Object.fromEntries(map);
  }
  const missingRefs = [
    ...venueNumbers.filter((v) => !ids.venues[v]),
    ...organizerNumbers.filter((o) => !ids.organizers[o]),
  ];
  if (missingRefs.length > 0) {
    save();
    return {
      complete: false,
      ids,
      state,
      reason: `${missingRefs.length} venues or organizers still to create`,
    };
  }

  // Events 1..restEvents through REST, timed.
  const events = Array.from({ length: shape.events }, (_, i) => tecEvent(i + 1, shape, state.anchorDay));
  const viaRest = events.slice(0, restEvents).filter((e) => !have.events.has(e.slug));
  if (viaRest.length > 0) {
    log(`  TEC: creating ${viaRest.length} events through REST (${REST_CONCURRENCY} at a time)…`);
    const started = Date.now();
    let made = 0;
    await pool(viaRest, REST_CONCURRENCY, deadline, async (e) => {
      const created = await rest(origin, 'POST', '/events', tecEventBody(e, ids));
      have.events.set(e.slug, created.id);
      made++;
    });
    const seconds = (Date.now() - started) / 1000;
    state.restCreate = {
      events: made,
      seconds: Number(seconds.toFixed(1)),
      perSecond: Number((made / seconds).toFixed(2)),
    };
    log(`  TEC: ${made} events in ${seconds.toFixed(1)} s through REST (${state.restCreate.perSecond}/s)`);
    save();
  }

  // The rest straight into MariaDB, a chunk per transaction.
  const viaSql = events.slice(restEvents).filter((e) => !have.events.has(e.slug));
  if (viaSql.length > 0 && Date.now() < deadline) {
    log(`  TEC: writing ${viaSql.length} events into MariaDB (${BULK_CHUNK} per transaction)…`);
    const started = Date.now();
    let written = 0;
    for (let i = 0; i < viaSql.length && Date.now() < deadline; i += BULK_CHUNK) {
      const chunk = viaSql.slice(i, i + BULK_CHUNK);
      const [[maxId]] = await mysql('SELECT COALESCE(MAX(ID), 0) FROM wp_posts;');
      const firstId = Number(maxId) + 1;
      await mysql(tecEventsSql(chunk, { firstId, ids, now: new Date(), origin }));
      for (const [k, e] of chunk.entries()) have.events.set(e.slug, firstId + 2 * k);
      written += chunk.length;
    }
    const seconds = (Date.now() - started) / 1000;
    state.bulk = {
      events: written + (state.bulk?.events ?? 0),
      seconds: Number((seconds + (state.bulk?.seconds ?? 0)).toFixed(1)),
    };
    log(`  TEC: ${written} events written in ${seconds.toFixed(1)} s`);
    save();
  }
  await mysql(tecAfterBulkSql(new Date()));

  const missing = events.filter((e) => !have.events.has(e.slug));
  for (const e of events) if (have.events.has(e.slug)) ids.events[e.n] = have.events.get(e.slug);
  state.complete = missing.length === 0;
  save();
  return {
    complete: state.complete,
    ids,
    state,
    events,
    reason: state.complete
      ? null
      : `${missing.length} of ${events.length} events still to load (time budget)`,
  };
}
