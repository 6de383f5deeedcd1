/**
 * Reads a live TEC site through three read-only APIs together (docs/import.md): TEC's v1 lists (every
 * event from year 1000 on, every status and the trash; venues, organizers, terms), WordPress' wp/v2 with
 * `context=edit` (raw titles and content, passwords, registered meta, translation fields), the search
 * route (published events hidden from TEC's lists), and single reads for every id seen but not listed.
 */

import type { ReadingSummary } from '../../src/calendars/model';
import { linkedIds } from '../../src/calendars/rest-map';
import { wpDate } from '../../src/calendars/text';
import { formatUtcWall, zonedWallToUtc } from '../../src/lib/dates';
import { type Fetcher, SourceError } from './fetcher';
import { type CursorStore, listAll, unexpectedAnswer } from './listing';
import { type Json, siteDoors, USER_FIELDS, V1, v1SinglePath, wpSinglePath } from './rest-doors';
import { type MissingRecord, SiteReading } from './rest-reading';

export { type Json, linkedIds, V1 };

export interface RestSnapshot {
  index: Json;
  settings: Json | null;
  v1: {
    events: Map<number, Json>;
    venues: Map<number, Json>;
    organizers: Map<number, Json>;
    categories: Map<number, Json>;
    tags: Map<number, Json>;
  };
  wp: {
    events: Map<number, Json>;
    venues: Map<number, Json>;
    organizers: Map<number, Json>;
    categories: Map<number, Json>;
    tags: Map<number, Json>;
    users: Map<number, Json>;
  };
  /** Ids of every event TEC listed (for --prune). */
  allEventIds: Set<number>;
  /** With --since: records not modified since (kept as they are, named only as link targets). */
  unchanged: Set<number>;
  /** Ids that were referenced or listed but could not be read, and why. */
  unreadable: Array<{ kind: 'event' | 'venue' | 'organizer'; id: number; reason: string }>;
  /** Notes for the report (e.g. "wp/v2 has no venues on this site"). */
  notes: string[];
  totals: { events?: number; venues?: number; organizers?: number; categories?: number; tags?: number };
  /** What the site has that could not be read (the import then ends with exit code 3). */
  missing: MissingRecord[];
  /** How the lists were read: passes, probes, lists read again. */
  reading: ReadingSummary;
}

const isWall = (value: unknown) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value) &&
  !value.startsWith('0000');

/** The site's zone: its IANA name, else its manual offset as WordPress writes it (`UTC+5.5`). */
export function siteTimezone(index: Json, settings: Json | null): string {
  const named = settings?.timezone || index?.timezone_string;
  if (typeof named === 'string' && named !== '' && !/^UTC[+-]/.test(named)) return named;
  const offset = Number(index?.gmt_offset ?? 0);
  if (!Number.isFinite(offset) || offset === 0) return typeof named === 'string' && named ? named : 'UTC';
  return `UTC${offset > 0 ? '+' : '-'}${Math.abs(offset)}`;
}

const INDEX_FIELDS = '?_fields=name,url,home,namespaces,timezone_string,gmt_offset';
const byId = (records: Json[]) => new Map<number, Json>(records.map((r) => [Number(r.id), r]));

export interface CollectOptions {
  /** Only records modified since this UTC instant (ISO 8601), for `--since`. */
  since?: string;
  onStep?: (step: string) => void;
}

/** Checks that the address is a WordPress REST API with TEC, and that the credentials are an administrator's. */
export async function checkSite(fetcher: Fetcher): Promise<{ index: Json; settings: Json | null }> {
  const root = await fetcher.get(INDEX_FIELDS);
  if (root.status === 401 || root.status === 403) {
    throw new SourceError(
      `${fetcher.root} refuses REST requests (${root.status}): a security plugin blocks the REST API. Allow it for this user (or for application passwords), or export the site (Tools → Export) and use --from-wxr.`,
    );
  }
  const index = root.body as Json;
  if (root.status !== 200 || !Array.isArray(index?.namespaces)) {
    throw new SourceError(
      `${fetcher.root} is not a WordPress REST API (it answered ${root.status} without a list of namespaces). Give the site's REST root, usually https://your-site/wp-json.`,
    );
  }
  if (!index.namespaces.includes(V1)) {
    throw new SourceError(
      `${fetcher.root} is a WordPress site without The Events Calendar's REST API (no ${V1} namespace). Activate The Events Calendar (and its REST API) on the site, or use --from-wxr with an export.`,
    );
  }
  const me = await fetcher.get(`wp/v2/users/me?context=edit&${USER_FIELDS}`);
  if (me.status === 401 || me.status === 403) {
    const code = (me.body as Json)?.code ?? '';
    throw new SourceError(
      `The site refused the user and application password (${me.status} ${code}). Check --user (the login, not the e-mail) and --app-password (Users → Profile → Application Passwords; spaces may be left in).`,
    );
  }
  if (me.status !== 200) throw unexpectedAnswer('the current user', me.status, me.body);
  const roles: string[] = (me.body as Json)?.roles ?? [];
  if (!roles.includes('administrator')) {
    throw new SourceError(
      `The user ${(me.body as Json)?.username ?? ''} is not an administrator of the site (roles: ${roles.join(', ') || 'none'}): drafts, passwords and the trash can only be read by one. Use an administrator's application password.`,
    );
  }
  const settings = await fetcher.get('wp/v2/settings?_fields=timezone,language');
  return { index, settings: settings.status === 200 ? settings.body : null };
}

export async function collectRest(
  fetcher: Fetcher,
  cursors: CursorStore,
  options: CollectOptions = {},
): Promise<RestSnapshot> {
  const step = options.onStep ?? (() => {});
  const { index, settings } = await checkSite(fetcher);
  const notes: string[] = [];

  const reading = new SiteReading(fetcher, cursors, siteDoors({ since: options.since }));
  const [users] = await Promise.all([
    listAll<Json>(fetcher, cursors, {
      key: 'wp:users',
      perPage: 100,
      path: (page, size) => `wp/v2/users?context=edit&${USER_FIELDS}&per_page=${size}&page=${page}`,
      items: (body) => (Array.isArray(body) ? body : undefined),
      emptyOn: (status, body) => status === 404 && (body as Json)?.code === 'rest_no_route',
    }),
    reading.read(step),
  ]);
  const { v1, wp } = reading;

  // With --since, records not modified since are left as they are (they still name link targets).
  const unchanged = new Set<number>();
  if (options.since) {
    const since = options.since.replace('T', ' ').slice(0, 19);
    const zone = siteTimezone(index, settings);
    for (const record of [...v1.event.values(), ...v1.venue.values(), ...v1.organizer.values()]) {
      // A never-published post has no UTC dates in WordPress: its local one, read in the site's zone.
      const modified = isWall(record.modified_utc)
        ? String(record.modified_utc)
        : isWall(record.modified)
          ? formatUtcWall(zonedWallToUtc(String(record.modified), zone))
          : '';
      if (modified !== '' && modified < since) unchanged.add(Number(record.id));
    }
  }

  step('WordPress single records');
  for (const kind of ['event', 'venue', 'organizer'] as const) {
    const wanted = [...v1[kind].keys()].filter((id) => !wp[kind].has(id) && !unchanged.has(id));
    if (kind !== 'event' && wp[kind].size === 0 && wanted.length > 0) {
      notes.push(
        `wp/v2 has no ${kind}s on this site: their names and texts come from TEC, with WordPress’ display filters undone.`,
      );
      continue;
    }
    await readSingles(
      fetcher,
      wanted.map((id) => wpSinglePath(kind, id)),
      (id, body) => wp[kind].set(id, body),
    );
  }
  await readChangedAgain(fetcher, reading, unchanged, notes);
  await readSiteCurrency(fetcher, reading);

  const unreadable: RestSnapshot['unreadable'] = [];
  for (const id of v1.event.keys()) {
    if (!wp.event.has(id) && !unchanged.has(id)) {
      unreadable.push({
        kind: 'event',
        id,
        reason: 'wp/v2 did not give it (no raw texts, no password): imported from TEC’s fields',
      });
    }
  }

  // Venues and organizers an event names but no list showed: read them one by one.
  step('linked records');
  for (const [kind, route, metaKey] of [
    ['venue', 'venues', '_EventVenueID'],
    ['organizer', 'organizers', '_EventOrganizerID'],
  ] as const) {
    const map = v1[kind];
    const wanted = new Set<number>();
    for (const event of v1.event.values()) {
      const meta = wp.event.get(Number(event.id))?.meta?.[metaKey];
      const ids = Array.isArray(meta) ? meta : linkedIds(event[kind]);
      for (const id of ids) if (!map.has(Number(id))) wanted.add(Number(id));
    }
    // Asked together, taken in the order asked (the order the events name them).
    const ids = [...wanted];
    const pages = await Promise.all(ids.map((id) => fetcher.get(`${V1}/${route}/${id}`)));
    ids.forEach((id, i) => {
      const page = pages[i]!;
      if (page.status === 200) map.set(id, page.body);
      else
        unreadable.push({
          kind,
          id,
          reason: `TEC answered ${page.status} (${(page.body as Json)?.code ?? ''})`,
        });
    });
  }

  const total = (key: string) => reading.reads.get(key)?.read.total;
  const sum = (a: string, b: string) =>
    total(a) === undefined && total(b) === undefined ? undefined : (total(a) ?? 0) + (total(b) ?? 0);
  return {
    index,
    settings,
    v1: {
      events: v1.event,
      venues: v1.venue,
      organizers: v1.organizer,
      categories: v1.category,
      tags: v1.tag,
    },
    wp: {
      events: wp.event,
      venues: wp.venue,
      organizers: wp.organizer,
      categories: wp.category,
      tags: wp.tag,
      users: byId(users),
    },
    allEventIds: new Set(v1.event.keys()),
    unchanged,
    unreadable,
    notes,
    totals: {
      events: sum('v1:events', 'v1:events:trash'),
      venues: sum('v1:venues', 'v1:venues:trash'),
      organizers: sum('v1:organizers', 'v1:organizers:trash'),
      categories: total('v1:categories'),
      tags: total('v1:tags'),
    },
    missing: reading.missingRecords(),
    reading: reading.summary,
  };
}

/** An event with a cost and no currency code of its own: TEC's JSON-LD names the site's currency for it. */
const showsSiteCurrency = (event: Json) =>
  typeof event?.cost === 'string' && /\d/.test(event.cost) && event?.cost_details?.currency_code === '';

/**
 * The site's currency code is a TEC setting no list shows; TEC's JSON-LD, which only single reads
 * carry, names it for an event without a code of its own (`offers.priceCurrency`). One such event is
 * read alone when no single read made already shows it (rest-map.ts reads the code from there).
 */
async function readSiteCurrency(fetcher: Fetcher, reading: SiteReading) {
  const events = [...reading.v1.event.values()];
  if (events.some((e) => showsSiteCurrency(e) && e.json_ld?.offers)) return;
  const event = events.find((e) => showsSiteCurrency(e) && e.status === 'publish');
  if (!event) return;
  const page = await fetcher.get(v1SinglePath('event', Number(event.id)));
  if (page.status === 200 && Number((page.body as Json)?.id) === Number(event.id))
    reading.v1.event.set(Number(event.id), page.body);
}

/** The local date a record was last modified (TEC's `modified`, WordPress' `modified`), to compare. */
const modifiedOf = (record: Json) => wpDate(record?.modified);

/**
 * Records whose TEC answer and WordPress answer were modified at different times changed between the
 * two reads: both are read again, so no record is written half from before and half from after.
 */
async function readChangedAgain(
  fetcher: Fetcher,
  reading: SiteReading,
  unchanged: Set<number>,
  notes: string[],
) {
  const { v1, wp } = reading;
  for (const kind of ['event', 'venue', 'organizer'] as const) {
    const changed = [...v1[kind]].filter(([id, record]) => {
      const other = wp[kind].get(id);
      return (
        other &&
        !unchanged.has(id) &&
        modifiedOf(record) &&
        modifiedOf(other) &&
        modifiedOf(record) !== modifiedOf(other)
      );
    });
    // Asked together, taken in the order asked.
    const answers = await Promise.all(
      changed.map(([id]) =>
        Promise.all([
          fetcher.get(v1SinglePath(kind, id), { fresh: true }),
          fetcher.get(wpSinglePath(kind, id), { fresh: true }),
        ]),
      ),
    );
    changed.forEach(([id], i) => {
      const [tec, wordpress] = answers[i]!;
      if (tec.status === 200 && Number((tec.body as Json)?.id) === id) v1[kind].set(id, tec.body);
      if (wordpress.status === 200 && Number((wordpress.body as Json)?.id) === id)
        wp[kind].set(id, wordpress.body);
      notes.push(
        modifiedOf(v1[kind].get(id)) === modifiedOf(wp[kind].get(id))
          ? `${kind} ${id} changed while it was read: read again`
          : `${kind} ${id} changed while it was read, and again since: imported as last read`,
      );
    });
  }
}

/** TEC's venue field: one object, a list of them, or `[]`. */

/**
 * Single reads of `paths` (`…/{id}…`), each answer of 200 handed to `found` with the id, in the order of
 * `paths` whatever order the answers came in: the records' order (and so the statements a resumed run cuts
 * into the same chunks) does not depend on the network's timing.
 */
async function readSingles(fetcher: Fetcher, paths: string[], found: (id: number, body: Json) => void) {
  const pages = await Promise.all(paths.map((path) => fetcher.get(path)));
  for (const page of pages) {
    if (page.status === 200) found(Number((page.body as Json)?.id), page.body);
  }
}
