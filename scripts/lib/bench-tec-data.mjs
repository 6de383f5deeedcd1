/**
 * The bench's data set as The Events Calendar holds it, for the side-by-side bench (`--tec`): each venue,
 * organizer, term and event of `bench-data.mjs` in its Spanish text, as a REST body for TEC's
 * `POST /wp-json/tribe/events/v1/…` and as the rows TEC writes for an event (`wp_posts`, a revision,
 * `wp_postmeta`, `wp_tec_events`, `wp_tec_occurrences`, `wp_term_relationships`), learnt from events
 * created through its REST API.
 *
 * Every value is computed here the way `bench-data.mjs` computes it in SQL (keep both in step); dates are
 * relative to `anchorDay` (the day the peer was seeded), where the API's data set is relative to the day
 * it was loaded. Pure: no I/O.
 */
import { createHash } from 'node:crypto';
import { sqlString } from '../../tooling/sql.mjs';
import {
  CATEGORIES,
  CITIES,
  DESCRIPTION,
  eventOf,
  KINDS,
  PROVINCES,
  slugify,
  TAG_COUNT,
} from './bench-data.mjs';

const DAY = 86_400_000;
const pad = (n, width = 2) => String(n).padStart(width, '0');
/** `YYYY-MM-DD HH:MM:SS` of a Date's UTC fields. */
export const wallOf = (date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
const parseWall = (wall) => new Date(`${wall.replace(' ', 'T')}Z`);

/** The categories: parents first (slug, name, description, parent slug or null). */
export function tecCategories() {
  const out = [];
  for (const [es] of CATEGORIES) {
    out.push({ slug: slugify(es), name: es, description: `${es}: todo el año.`, parent: null });
  }
  for (const [es, , , children] of CATEGORIES) {
    for (const child of children) {
      out.push({ slug: slugify(child), name: child, description: '', parent: slugify(es) });
    }
  }
  return out;
}

export const tecTags = () =>
  Array.from({ length: TAG_COUNT }, (_, t) => ({ slug: `etiqueta-${t + 1}`, name: `etiqueta ${t + 1}` }));

/** Venue `v` (1-based, the API's post id): its slug and the body of TEC's `POST /venues`. */
export function tecVenue(v) {
  const city = CITIES[v % 10];
  const province = PROVINCES[v % 10];
  return {
    slug: `sala-${v}-${slugify(city)}`,
    body: {
      venue: `Sala ${v} ${city}`,
      description: `Sala de conciertos y espectáculos con aforo para ${100 + (v % 900)}.`,
      address: `Calle Mayor, ${v}`,
      city,
      country: 'España',
      province,
      stateprovince: province,
      zip: pad(48000 + (v % 1000), 5),
      phone: `+34 944 00${pad(v, 4)}`,
      website: `https://venue${v}.example`,
      show_map: 'true',
      show_map_link: 'true',
    },
  };
}

/** Organizer `o` (1-based): its slug and the body of TEC's `POST /organizers`. */
export function tecOrganizer(o) {
  return {
    slug: `asociacion-cultural-${o}`,
    body: {
      organizer: `Asociación cultural ${o}`,
      description: `Organiza actividades culturales desde ${1950 + (o % 70)}.`,
      phone: `+34 943 00${pad(o, 4)}`,
      website: `https://org${o}.example`,
      email: `info@org${o}.example`,
    },
  };
}

/** Local wall time to UTC the way the data set does it: −2 h from April to October, −1 h otherwise. */
function toUtc(local) {
  const month = Number(local.slice(5, 7));
  const summer = month >= 4 && month <= 10;
  return { utc: wallOf(new Date(parseWall(local).getTime() - (summer ? 2 : 1) * 3_600_000)), summer };
}

/**
 * Event `n` (1-based) of the data set, in its Spanish text: what `eventsSql` of `bench-data.mjs` gives
 * it, with venues and organizers as their numbers and terms as their slugs.
 */
export function tecEvent(n, shape, anchorDay) {
  const base = eventOf(n, shape);
  const title = `${KINDS[base.kind][0]} ${CITIES[n % 10]} ${n}`;
  const anchor = Date.parse(`${anchorDay}T00:00:00Z`);
  const startLocal = wallOf(new Date(anchor + base.dayOffset * DAY + (10 + (n % 12)) * 3_600_000));
  const endLocal = wallOf(
    new Date(parseWall(startLocal).getTime() + (n % 40 === 0 ? 2 * DAY : 2 * 3_600_000)),
  );
  const start = toUtc(startLocal);
  const end = toUtc(endLocal);
  const O = shape.organizers;
  const organizers = n % 2 === 0 ? [1 + (n % O)] : [];
  if (n % 6 === 0 && (n * 7 + 1) % O !== n % O) organizers.push(1 + ((n * 7 + 1) % O));
  const categoryOf = (kind, child) => slugify(CATEGORIES[kind][3][child]);
  const categories = [categoryOf(base.kind, Math.floor(n / 8) % 3)];
  if (n % 4 === 0) categories.push(categoryOf((n + 1) % 8, 0));
  const tags = [`etiqueta-${1 + (n % TAG_COUNT)}`];
  if (n % 2 === 0 && (n * 7 + 3) % TAG_COUNT !== n % TAG_COUNT)
    tags.push(`etiqueta-${1 + ((n * 7 + 3) % TAG_COUNT)}`);
  return {
    n,
    apiId: base.id,
    status: base.status,
    slug: base.slugs.es,
    title,
    description: `<p>${title}.${DESCRIPTION.es}</p>`,
    excerpt: `${title}.`,
    cost: n % 3 === 0 ? '' : `${5 + (n % 40)} €`,
    website: n % 4 === 0 ? `https://tickets.example/${n}` : '',
    hidden: base.hidden,
    sticky: n % 500 === 7,
    featured: n % 20 === 0,
    timezone: 'Europe/Madrid',
    startLocal,
    endLocal,
    startUtc: start.utc,
    endUtc: end.utc,
    timezoneAbbr: start.summer ? 'CEST' : 'CET',
    duration: (parseWall(endLocal) - parseWall(startLocal)) / 1000,
    published: wallOf(new Date(anchor - (n % 400) * DAY + 9 * 3_600_000)),
    venue: base.venueId,
    organizers,
    categories,
    tags,
  };
}

/** The body of TEC's `POST /events` for `event`, with the peer's ids of its venue, organizers and terms. */
export function tecEventBody(event, ids) {
  return {
    title: event.title,
    slug: event.slug,
    description: event.description,
    excerpt: event.excerpt,
    status: event.status,
    date: event.published,
    start_date: event.startLocal,
    end_date: event.endLocal,
    timezone: event.timezone,
    cost: event.cost,
    website: event.website,
    show_map: true,
    show_map_link: true,
    hide_from_listings: event.hidden,
    sticky: event.sticky,
    featured: event.featured,
    venue: ids.venues[event.venue],
    organizer: event.organizers.map((o) => ids.organizers[o]),
    categories: event.categories.map((slug) => ids.categories[slug]),
    tags: event.tags.map((slug) => ids.tags[slug]),
  };
}

/** PHP's `serialize()` of TEC's `_tribe_modified_fields` (field name → time), as its REST create writes it. */
function modifiedFields(keys, time) {
  const entries = keys.map((k) => `s:${Buffer.byteLength(k)}:"${k}";i:${time};`).join('');
  return `a:${keys.length}:{${entries}}`;
}

/**
 * The SQL writing `events` (from `tecEvent`) the way TEC's REST create does, with post ids from
 * `firstId` (each event takes two: the event and its revision), on the peer at `origin`. `ids`: the peer's ids of the venues,
 * organizers and term taxonomies (`term_taxonomy_id`). One transaction; MariaDB.
 */
export function tecEventsSql(events, { firstId, ids, now, origin }) {
  const posts = [];
  const meta = [];
  const tecEvents = [];
  const relations = [];
  const stamp = Math.floor(now.getTime() / 1000);
  const modified = wallOf(now);
  events.forEach((e, i) => {
    const id = firstId + 2 * i;
    const q = sqlString;
    posts.push(
      `(${id}, 1, ${q(e.published)}, ${q(e.published)}, ${q(e.description)}, ${q(e.title)}, ${q(e.excerpt)}, ${q(e.status)}, 'closed', 'closed', '', ${q(e.slug)}, '', '', ${q(modified)}, ${q(modified)}, '', 0, ${q(`${origin}/event/${e.slug}/`)}, ${e.sticky ? -1 : 0}, 'tribe_events', '', 0)`,
      `(${id + 1}, 1, ${q(modified)}, ${q(modified)}, ${q(e.description)}, ${q(e.title)}, ${q(e.excerpt)}, 'inherit', 'closed', 'closed', '', ${q(`${id}-revision-v1`)}, '', '', ${q(modified)}, ${q(modified)}, '', ${id}, ${q(`${origin}/?p=${id + 1}`)}, 0, 'revision', '', 0)`,
    );
    const fields = [
      ['_EventOrigin', 'events-calendar'],
      ['_EventShowMapLink', '1'],
      ['_EventShowMap', '1'],
      ['_EventVenueID', String(ids.venues[e.venue])],
      ...e.organizers.map((o) => ['_EventOrganizerID', String(ids.organizers[o])]),
      ['_EventStartDate', e.startLocal],
      ['_EventEndDate', e.endLocal],
      ['_EventStartDateUTC', e.startUtc],
      ['_EventEndDateUTC', e.endUtc],
      ['_EventDuration', String(e.duration)],
      ['_EventCurrencySymbol', e.cost ? '€' : ''],
      ['_EventCurrencyPosition', 'postfix'],
      ['_EventCost', e.cost],
      ...(e.website ? [['_EventURL', e.website]] : []),
      ...(e.hidden ? [['_EventHideFromUpcoming', 'yes']] : []),
      ['_EventTimezone', e.timezone],
      ['_EventTimezoneAbbr', e.timezoneAbbr],
      ...(e.featured ? [['_tribe_featured', '1']] : []),
    ];
    const names = [...new Set(fields.map(([k]) => k))];
    meta.push(`(${id}, '_tribe_modified_fields', ${q(modifiedFields(names, stamp))})`);
    for (const [k, v] of fields) meta.push(`(${id}, ${q(k)}, ${q(v)})`);
    tecEvents.push(
      `(${id}, ${q(e.startLocal)}, ${q(e.endLocal)}, ${q(e.timezone)}, ${q(e.startUtc)}, ${q(e.endUtc)}, ${e.duration}, ${q(modified)}, '')`,
    );
    const terms = [
      ...e.categories.map((s) => ids.categoryTaxonomies[s]),
      ...e.tags.map((s) => ids.tagTaxonomies[s]),
    ];
    for (const tt of terms) relations.push(`(${id}, ${tt}, 0)`);
  });
  const hash = (e, id) =>
    createHash('sha1').update(`${id}:${e.startUtc}:${e.endUtc}:${e.duration}`).digest('hex');
  const occurrences = events.map((e, i) => {
    const id = firstId + 2 * i;
    return `SELECT event_id, post_id, start_date, start_date_utc, end_date, end_date_utc, duration, ${sqlString(hash(e, id))}, updated_at FROM wp_tec_events WHERE post_id = ${id}`;
  });
  return [
    "SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_BACKSLASH_ESCAPES');",
    'START TRANSACTION;',
    `INSERT INTO wp_posts (ID, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count) VALUES\n${posts.join(',\n')};`,
    `INSERT INTO wp_postmeta (post_id, meta_key, meta_value) VALUES\n${meta.join(',\n')};`,
    `INSERT INTO wp_tec_events (post_id, start_date, end_date, timezone, start_date_utc, end_date_utc, duration, updated_at, hash) VALUES\n${tecEvents.join(',\n')};`,
    `INSERT INTO wp_tec_occurrences (event_id, post_id, start_date, start_date_utc, end_date, end_date_utc, duration, hash, updated_at)\n${occurrences.join('\nUNION ALL ')};`,
    ...(relations.length > 0
      ? [
          `INSERT INTO wp_term_relationships (object_id, term_taxonomy_id, term_order) VALUES\n${relations.join(',\n')};`,
        ]
      : []),
    'COMMIT;',
  ].join('\n');
}

/**
 * After a bulk load: term counts as WordPress keeps them (published posts), and TEC's "last save"
 * markers moved so that no cached query result of before is served.
 */
export function tecAfterBulkSql(now) {
  const t = (now.getTime() / 1000).toFixed(4);
  return [
    `UPDATE wp_term_taxonomy tt SET count = (SELECT count(*) FROM wp_term_relationships tr JOIN wp_posts p ON p.ID = tr.object_id WHERE tr.term_taxonomy_id = tt.term_taxonomy_id AND p.post_status = 'publish') WHERE tt.taxonomy IN ('tribe_events_cat', 'post_tag');`,
    `UPDATE wp_options SET option_value = '${t}' WHERE option_name IN ('tribe_last_save_post', 'tribe_last_updated_option');`,
    `DELETE FROM wp_options WHERE option_name LIKE '\\_transient\\_tribe%' OR option_name LIKE '\\_transient\\_timeout\\_tribe%';`,
    'DELETE FROM wp_tec_kv_cache;',
  ].join('\n');
}

/** The key of a seeded peer's state: the data set's size and the day its dates are relative to. */
export const tecStateKey = (size, anchorDay) => `tec-${size}-${anchorDay}`;
