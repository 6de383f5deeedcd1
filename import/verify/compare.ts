/**
 * Compares a record as our API answers it with the same record as TEC answered it, field by field,
 * under the written allow-list of docs/import.md ("What differs, and why"): costs and `json_ld`
 * included, as TEC shows them. Used by the golden tests (recorded TEC answers) and the end-to-end run.
 * `apiSide` tells apart the fields our API shapes itself (cost formatting, JSON-LD, dates in the site's
 * time zone) from what the import carries. Pure.
 */
import { htmlToText } from '../../src/lib/html';
import { decodeEntities } from '../../src/lib/html-entities';

export interface Difference {
  path: string;
  ours: unknown;
  theirs: unknown;
}

export interface CompareContext {
  /** `http://127.0.0.1:8882` and `http://api.test`: their URLs are compared as ours. */
  theirOrigin: string;
  ourOrigin: string;
  /** The raw content the source stored, when TEC rendered its own blocks into `description`. */
  rawDescription?: string;
}

/**
 * The allow-list. Each entry is a difference we make on purpose; everything else must be equal.
 * The keys are the last segment of a field's path.
 */
export const ALLOWED: ReadonlyArray<{ field: string; why: string }> = [
  {
    field: 'lang, translations, ticketed, post_parent, recurring, series',
    why: 'our extra keys (API.md §1, §2.1)',
  },
  {
    field: 'hosts',
    why: 'URLs, `global_id` name each side’s own host; `/wp-json/tribe/events/v1` is `/site/events/v1`',
  },
  { field: 'global_id_lineage', why: 'ours first, then the source’s lineage (docs/import.md)' },
  {
    field: 'title, description, venue, organizer, name',
    why: 'TEC answers with WordPress’ display filters applied (wpautop, wptexturize, entities); we store the raw text: compared as displayed text. (The excerpt is imported as TEC shows it, and compared as it is.)',
  },
  {
    field: 'description (TEC blocks)',
    why: 'TEC renders its own blocks (date, price, venue…) into the text; we drop the block markup',
  },
  {
    field: 'website',
    why: 'TEC falls back to the event’s page when it has none; we answer "" (API.md §2.1)',
  },
  {
    field: 'date_utc, modified_utc (0000-00-00 00:00:00)',
    why: 'a never-published post has no UTC date in WordPress; ours is its local date in UTC',
  },
  { field: 'url (unpublished)', why: 'WordPress links drafts by id (?post_type=…&p=ID); ours by slug' },
  { field: 'image.filesize', why: 'we keep images as references (url, sizes), not their byte sizes' },
  {
    field: 'venue and organizer in the trash',
    why: 'the link is kept; our events do not show records in the trash (API.md §6)',
  },
  { field: 'term_taxonomy_id', why: 'ours is the term id' },
  {
    field: 'slug (never published)',
    why: 'WordPress gives a draft its slug when it is published; ours gets our slug rule at once (docs/import.md)',
  },
  { field: '_links', why: 'no `_links` on terms (API.md §2.3)' },
  {
    field: 'geo_lat, geo_lng',
    why: 'TEC shows venue coordinates only with its Pro add-on; we show the ones the venue has',
  },
  {
    field: 'cost_details.values "free"',
    why: 'a free event’s value is "0" (API.md §2.1: TEC gives "free")',
  },
  {
    field:
      'json_ld: performer, offers.availability, offers.price, eventAttendanceMode and location of online events',
    why: 'as Google’s Event rules want them (issue 27): no bare "Organization" performer, availability as a schema.org URL, the lowest price as a number (TEC: the range text), a VirtualLocation and the online mode for an event without a venue but with a website',
  },
  {
    field: 'json_ld: description, email',
    why: 'TEC escapes the HTML into text (`&lt;p&gt;…\\n`) and scrambles e-mails into entities at random; ours are as stored (API.md §2.1): compared decoded',
  },
  { field: 'json_ld: organizer', why: 'TEC names the first organizer only; ours names every one' },
  {
    field: 'json_ld: a venue’s url and geo',
    why: 'TEC without Pro has no venue pages nor coordinates (""); ours has both',
  },
];

const venueTrashed = (record: unknown) =>
  (record as { venue?: { status?: string } } | null)?.venue?.status === 'trash';

/** A documented deviation of `json_ld` or `cost_details` (see ALLOWED). */
function jsonLdDeviation(path: string, a: unknown, b: unknown): boolean {
  const key = path.slice(path.lastIndexOf('.') + 1);
  if (/^cost_details\.values\[\d+\]$/.test(path)) return b === 'free' && a === '0';
  if (!/(?:^|\.)json_ld(?:\.|$)/.test(path)) return false;
  if (key === 'performer') return a === undefined && b === 'Organization';
  if (path.endsWith('offers.availability')) return b === 'inStock' && a === 'https://schema.org/InStock';
  if (path.endsWith('offers.price')) {
    const lowest = typeof b === 'string' ? /\d+(?:[.,]\d+)?/.exec(b)?.[0] : undefined;
    return lowest !== undefined && Number(a) === Number(lowest.replace(',', '.'));
  }
  if (key === 'location' && b === false) return a === undefined;
  if (key === 'eventAttendanceMode') return a === 'https://schema.org/OnlineEventAttendanceMode';
  if (key === 'location') return (a as { '@type'?: string } | undefined)?.['@type'] === 'VirtualLocation';
  if (key === 'description' || key === 'email') {
    // TEC's description is slashed and ends in a literal "\\n" too; compared as displayed text.
    if (typeof a !== 'string' || typeof b !== 'string') return false;
    const decoded = decodeEntities(b)
      .replace(/(?:\\n|\s)+$/, '')
      .replace(/\\(['"])/g, '$1');
    return decoded === a.trim() || (key === 'description' && displayText(decoded) === displayText(a));
  }
  if (key === 'url' && b === '' && /(?:location|venue(?:\[\d+\])?\.json_ld)\.url$/.test(path)) return true;
  if (key === 'url' && b === '' && /^json_ld\.url$/.test(path)) return true;
  return key === 'geo' && b === undefined;
}

const OUR_EXTRA_KEYS = new Set([
  'lang',
  'translations',
  'ticketed',
  'post_parent',
  'recurring',
  'series',
  // What visitors choose by (docs/api.md): TEC's REST shows none of it.
  'event_status',
  'event_status_reason',
  'previous_start_date',
  'attendance_mode',
  'online_url',
  'online_url_visible_before',
  'event_languages',
  'accessibility',
  'accessibility_note',
  'colors',
]);
/** Keys TEC leaves out where we show them: coordinates (TEC Pro only), `json_ld` (TEC's lists have none). */
const NOT_SHOWN_BY_TEC = new Set(['json_ld', 'geo_lat', 'geo_lng']);

const DISPLAY_TEXT_KEYS = new Set(['title', 'description', 'venue', 'organizer', 'name']);
const ZERO_DATE = '0000-00-00 00:00:00';

/** Text as a reader sees it: tags and entities gone, WordPress' typography folded back, spaces collapsed. */
export function displayText(html: string): string {
  return htmlToText(html)
    .replace(/[“”„″]/g, '"')
    .replace(/[‘’′]/g, "'")
    .replace(/—/g, '--')
    .replace(/–/g, '-')
    .replace(/…/g, '...')
    .replace(/×/g, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

export function compareRecord(ours: unknown, theirs: unknown, ctx: CompareContext): Difference[] {
  const differences: Difference[] = [];
  const theirHost = new URL(ctx.theirOrigin).hostname;
  const ourHost = new URL(ctx.ourOrigin).hostname;
  const asOurs = (value: string) =>
    value
      .replaceAll(`${ctx.theirOrigin}/wp-json/tribe/events/v1`, `${ctx.ourOrigin}/site/events/v1`)
      .replaceAll(ctx.theirOrigin, ctx.ourOrigin)
      .replace(new RegExp(`^${theirHost.replaceAll('.', '\\.')}\\?id=`), `${ourHost}?id=`);

  const walk = (a: unknown, b: unknown, path: string, parent: Record<string, unknown> | null) => {
    const key = path.slice(path.lastIndexOf('.') + 1);
    if (jsonLdDeviation(path, a, b)) return;
    // TEC's JSON-LD names the first organizer only; ours every one (ALLOWED): the first is compared.
    if (
      path === 'json_ld.organizer' &&
      Array.isArray(a) &&
      b !== null &&
      typeof b === 'object' &&
      !Array.isArray(b)
    ) {
      walk(a[0], b, path, parent);
      return;
    }
    // A venue in the trash: TEC still describes it in the JSON-LD; ours shows no such venue (ALLOWED).
    if (path === 'json_ld.location' && a === undefined && venueTrashed(theirs)) return;
    if (key === 'filesize' || key === 'term_taxonomy_id' || key === '_links') return;
    // Coordinates: TEC shows them only with its Pro add-on.
    if ((key === 'geo_lat' || key === 'geo_lng') && b === undefined) return;
    if (typeof b === 'string' && typeof a === 'string') {
      // Images stay where they were: their URLs are references to the source's files.
      if (a === b || asOurs(b) === a) return;
      if (key === 'slug' && b === '' && parent && parent.status !== 'publish') return;
      if (DISPLAY_TEXT_KEYS.has(key) && displayText(a) === displayText(b)) return;
      if (key === 'description' && ctx.rawDescription !== undefined && path === 'description') {
        if (displayText(a) === displayText(ctx.rawDescription)) return;
      }
      if ((key === 'date_utc' || key === 'modified_utc') && b === ZERO_DATE) return;
      if (key === 'url' && /[?&]p=\d+/.test(b) && parent && parent.status !== 'publish') return;
      if (key === 'website' && a === '' && parent && asOurs(b) === asOurs(String(parent.url ?? ''))) return;
      differences.push({ path, ours: a, theirs: b });
      return;
    }
    if (Array.isArray(b)) {
      if (key === 'global_id_lineage' && Array.isArray(a)) {
        // The source's own lineage, verbatim (its host included).
        if (JSON.stringify(a.slice(1)) !== JSON.stringify(b)) differences.push({ path, ours: a, theirs: b });
        return;
      }
      if (!Array.isArray(a)) {
        differences.push({ path, ours: a, theirs: b });
        return;
      }
      const trashed = (x: unknown) => (x as { status?: string } | null)?.status === 'trash';
      const theirsShown = key === 'venue' || key === 'organizer' ? b.filter((x) => !trashed(x)) : b;
      if (a.length !== theirsShown.length) {
        differences.push({ path: `${path}.length`, ours: a.length, theirs: theirsShown.length });
        return;
      }
      theirsShown.forEach((item, i) => {
        walk(a[i], item, `${path}[${i}]`, parent);
      });
      return;
    }
    if (b !== null && typeof b === 'object') {
      // TEC shows one venue as an object; in the trash, ours shows none.
      if (
        (key === 'venue' || key === 'organizer') &&
        (b as { status?: string }).status === 'trash' &&
        Array.isArray(a) &&
        a.length === 0
      )
        return;
      if (a === null || typeof a !== 'object' || Array.isArray(a)) {
        differences.push({ path, ours: a, theirs: b });
        return;
      }
      const ourObject = a as Record<string, unknown>;
      const theirObject = b as Record<string, unknown>;
      for (const [name, value] of Object.entries(theirObject)) {
        walk(ourObject[name], value, path ? `${path}.${name}` : name, theirObject);
      }
      for (const name of Object.keys(ourObject)) {
        const named = path ? `${path}.${name}` : name;
        if (name in theirObject || OUR_EXTRA_KEYS.has(name) || NOT_SHOWN_BY_TEC.has(name)) continue;
        if (jsonLdDeviation(named, ourObject[name], undefined)) continue;
        differences.push({ path: named, ours: ourObject[name], theirs: undefined });
      }
      return;
    }
    if (a !== b) differences.push({ path, ours: a, theirs: b });
  };
  walk(ours, theirs, '', null);
  return differences;
}

/**
 * Differences in what our API shapes from what the import stored: costs as TEC formats them, JSON-LD,
 * and (for a site in another zone than the deployment's) local dates. The import carries their data
 * (the cost as TEC showed it, the currency meta, the site's settings); the API shows it.
 */
export function apiSide(difference: Difference, { siteZoneDiffers = false } = {}): boolean {
  const path = difference.path;
  if (/^(?:cost|cost_details)(?:[.[]|$)/.test(path) || /(?:^|\.)json_ld(?:[.[]|$)/.test(path)) return true;
  return siteZoneDiffers && /(?:^|\.)(?:date|modified)$/.test(path);
}
