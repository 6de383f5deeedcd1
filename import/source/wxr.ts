/**
 * A WordPress export file (WXR, Tools → Export): every status, every meta row, passwords, parents and
 * menu order, for sites whose REST API is blocked and for what REST can't reach. Pure: the file's text
 * in, source records out. Polylang's translation groups (its `language` and `post_translations` terms)
 * are read too.
 */
import { XMLParser } from 'fast-xml-parser';
import { eventFacts, type MetaOf, termColors } from '../../src/calendars/event-facts';
import type { SourceImage, SourcePost, SourceSet, SourceTerm, SourceUser } from '../../src/calendars/model';
import { emptySourceSet } from '../../src/calendars/model';
import { keepSafeSlugs } from '../../src/calendars/slugs';
import { displayedToText, excerptParagraphs, withoutBlockMarkup } from '../../src/calendars/text';
import { ROLES, type Role, STATUSES, type Status, type Taxonomy } from '../../src/db/schema';
import { formatUtcWall, zonedWallToUtc } from '../../src/lib/dates';
import { SourceError } from './fetcher';
import { type PhpValue, phpUnserialize } from './php-unserialize';
import { costText } from './rest-map';

// biome-ignore lint/suspicious/noExplicitAny: parsed XML, read field by field
type Node = any;

const ARRAYS = new Set([
  'rss.channel.item',
  'rss.channel.wp:author',
  'rss.channel.wp:category',
  'rss.channel.wp:tag',
  'rss.channel.wp:term',
  'rss.channel.wp:term.wp:termmeta',
  'rss.channel.item.category',
  'rss.channel.item.wp:postmeta',
]);

const text = (node: Node): string => {
  if (node === undefined || node === null) return '';
  if (typeof node === 'object') return text(node['#text']);
  return String(node);
};

/**
 * XML's character references (`&#038;`), which the parser leaves as written unless asked to decode HTML's
 * named entities too: WordPress writes `&` in every `<link>` and `<guid>` as `&#038;`. For the plain text
 * nodes that hold URLs (CDATA sections are WordPress's own text, decoded where they are read).
 */
const CHAR_REFERENCE = /&#(?:x([0-9a-fA-F]{1,6})|(\d{1,7}));/g;
const urlText = (node: Node): string =>
  text(node).replace(CHAR_REFERENCE, (reference, hex: string | undefined, decimal: string | undefined) => {
    const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  });

const KINDS = { tribe_events: 'event', tribe_venue: 'venue', tribe_organizer: 'organizer' } as const;
const ZERO = '0000-00-00 00:00:00';
const truthy = (value: string | undefined) => value === '1' || value === 'yes' || value === 'true';

function notAnExport(file: string, why: string): SourceError {
  return new SourceError(
    `${file} is not a WordPress export (WXR) file: ${why}. Export the site from wp-admin (Tools → Export → All content) and give that file.`,
  );
}

/** Meta rows of an item: key -> every value, in order. */
function metaOf(item: Node): Map<string, string[]> {
  const meta = new Map<string, string[]>();
  for (const row of item['wp:postmeta'] ?? []) {
    const key = text(row['wp:meta_key']);
    const values = meta.get(key);
    if (values) values.push(text(row['wp:meta_value']));
    else meta.set(key, [text(row['wp:meta_value'])]);
  }
  return meta;
}

const first = (meta: Map<string, string[]>, key: string) => meta.get(key)?.[0] ?? '';

/** A term's meta (`<wp:termmeta>`, WordPress 4.4+ exports), by key. */
function termMetaOf(term: Node): MetaOf {
  const meta = new Map<string, string>();
  for (const row of term['wp:termmeta'] ?? []) {
    const key = text(row['wp:meta_key']);
    if (!meta.has(key)) meta.set(key, text(row['wp:meta_value']));
  }
  return (key) => meta.get(key);
}

const host = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/**
 * The site's offset, as WordPress writes a manual one, from an item's local and UTC dates (an export
 * names no zone): the item modified last (older items may date from before the zone was set), else
 * the one published last. `--tz` overrides it.
 */
function siteOffset(items: Node[]): string {
  let latest: { utc: string; hours: number } | null = null;
  for (const [localKey, utcKey] of [
    ['wp:post_modified', 'wp:post_modified_gmt'],
    ['wp:post_date', 'wp:post_date_gmt'],
  ] as const) {
    for (const item of items) {
      const local = text(item[localKey]);
      const utc = text(item[utcKey]);
      if (!local || !utc || utc === ZERO || local === ZERO) continue;
      const hours =
        (Date.parse(`${local.replace(' ', 'T')}Z`) - Date.parse(`${utc.replace(' ', 'T')}Z`)) / 3_600_000;
      if (Number.isFinite(hours) && (latest === null || utc > latest.utc)) latest = { utc, hours };
    }
    if (latest) break;
  }
  if (!latest || latest.hours === 0) return 'UTC';
  return `UTC${latest.hours > 0 ? '+' : '-'}${Math.abs(latest.hours)}`;
}

const asRecord = (value: PhpValue): Record<string, PhpValue> =>
  value && typeof value === 'object' ? value : {};

function imageOf(item: Node, meta: Map<string, string[]>): SourceImage {
  const url = urlText(item['wp:attachment_url']) || urlText(item.guid);
  let width = 0;
  let height = 0;
  const sizes: SourceImage['sizes'] = {};
  try {
    const data = asRecord(phpUnserialize(first(meta, '_wp_attachment_metadata')));
    width = Number(data.width ?? 0);
    height = Number(data.height ?? 0);
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    for (const [name, size] of Object.entries(asRecord(data.sizes ?? null))) {
      const { file, ...rest } = asRecord(size);
      sizes[name] = { ...rest, url: `${base}${String(file ?? '')}` };
    }
  } catch {
    // No metadata, or unreadable: the image is kept by its URL and dimensions stay 0.
  }
  const alt = first(meta, '_wp_attachment_image_alt').trim();
  const title = text(item.title).trim();
  return {
    id: Number(text(item['wp:post_id'])),
    url,
    width,
    height,
    sizes,
    ...(alt ? { alt } : {}),
    ...(title ? { title } : {}),
  };
}

/** A role named by an export that carries them (`wp:author_role`, or the user's capabilities meta). */
function exportedRole(author: Node): Role | null {
  const named = text(author['wp:author_role']) || text(author['wp:author_roles']);
  const capabilities = text(author['wp:author_capabilities']);
  let roles = named.split(/[\s,]+/);
  if (capabilities) {
    try {
      const caps = asRecord(phpUnserialize(capabilities));
      roles = Object.keys(caps).filter((role) => caps[role]);
    } catch {
      // Unreadable capabilities name no role.
    }
  }
  return ROLES.find((role) => roles.includes(role)) ?? null;
}

/**
 * The export's users with their WordPress roles where the export carries them. WordPress's own export
 * names none: then WordPress's first user (id 1, the administrator its installer made) stays an
 * administrator, and the authors of records write drafts here (contributors) until an administrator gives
 * them their role: the least that lets them work, never more than they may have had.
 */
function authorRoles(nodes: Node[], users: SourceUser[], posts: SourcePost[]): SourceUser[] {
  const given = new Map(nodes.map((node: Node) => [text(node['wp:author_login']), exportedRole(node)]));
  const wrote = new Set(posts.map((post) => post.authorId));
  return users.map((user) => {
    const role = given.get(user.login);
    if (role) return { ...user, role, roleFrom: 'its role in the export' };
    if (user.id === 1)
      return { ...user, role: 'administrator', roleFrom: 'WordPress’s first user, its administrator' };
    if (wrote.has(user.id)) return { ...user, role: 'contributor', roleFrom: 'wrote records' };
    return { ...user, roleFrom: 'wrote no records' };
  });
}

export function parseWxr(xml: string, file = 'The file', options: { timezone?: string } = {}): SourceSet {
  if (!/<rss[\s>]/.test(xml.slice(0, 5000))) throw notAnExport(file, 'it has no <rss> element');
  let doc: Node;
  try {
    doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      processEntities: true,
      htmlEntities: false,
      trimValues: true,
      isArray: (_name, jpath) => ARRAYS.has(String(jpath)),
    }).parse(xml, true);
  } catch (err) {
    throw notAnExport(file, `it is not well-formed XML (${(err as Error).message.split('\n')[0]})`);
  }
  const channel = doc?.rss?.channel;
  if (!channel || channel['wp:wxr_version'] === undefined)
    throw notAnExport(file, 'it has no <wp:wxr_version>');

  const items: Node[] = channel.item ?? [];
  const origin = (urlText(channel['wp:base_blog_url']) || urlText(channel.link)).replace(/\/+$/, '');
  const source = emptySourceSet({
    origin,
    name: text(channel.title),
    url: urlText(channel.link) || origin,
    language: text(channel.language),
    timezone: options.timezone ?? siteOffset(items),
    timezoneFrom: options.timezone ? '--tz' : 'the dates of its posts',
  });
  const toUtc = (local: string) =>
    /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(local) && !local.startsWith('0000')
      ? formatUtcWall(zonedWallToUtc(local, source.site.timezone))
      : local;
  const siteHost = host(origin);

  // Terms: categories (wp:category) and tags (wp:tag) in the classic form, every taxonomy in wp:term.
  const termsBySlug = new Map<string, SourceTerm>();
  const translationGroups = new Map<string, Record<string, number>>();
  const addTerm = (
    taxonomy: Taxonomy,
    id: number,
    slug: string,
    name: string,
    description: string,
    parentSlug: string,
    meta?: MetaOf,
  ) => {
    const colors = taxonomy === 'tribe_events_cat' && meta ? termColors(meta) : undefined;
    const term: SourceTerm = {
      id,
      taxonomy,
      parent: 0,
      // WordPress stores a term's name escaped (`Food &amp; Drink`): its text, as the REST import reads it.
      name: displayedToText(name),
      slug,
      description,
      permalink: `${origin}/${taxonomy === 'post_tag' ? 'tag' : 'events/category'}/${slug}/`,
      ...(colors ? { colors } : {}),
    };
    (term as SourceTerm & { parentSlug?: string }).parentSlug = parentSlug;
    termsBySlug.set(`${taxonomy}|${slug}`, term);
  };
  for (const tag of channel['wp:tag'] ?? []) {
    addTerm(
      'post_tag',
      Number(text(tag['wp:term_id'])),
      text(tag['wp:tag_slug']),
      text(tag['wp:tag_name']),
      text(tag['wp:tag_description']),
      '',
    );
  }
  for (const term of channel['wp:term'] ?? []) {
    const taxonomy = text(term['wp:term_taxonomy']);
    if (taxonomy === 'tribe_events_cat' || taxonomy === 'post_tag') {
      addTerm(
        taxonomy,
        Number(text(term['wp:term_id'])),
        text(term['wp:term_slug']),
        text(term['wp:term_name']),
        text(term['wp:term_description']),
        text(term['wp:term_parent']),
        termMetaOf(term),
      );
    } else if (taxonomy === 'post_translations') {
      try {
        const members = asRecord(phpUnserialize(text(term['wp:term_description'])));
        translationGroups.set(
          text(term['wp:term_slug']),
          Object.fromEntries(Object.entries(members).map(([lang, id]) => [lang, Number(id)])),
        );
      } catch {
        source.problems.push({
          kind: 'site',
          id: '',
          reason: `the translation group ${text(term['wp:term_slug'])} could not be read`,
        });
      }
    }
  }
  const parentSlugOf = (term: SourceTerm) => (term as SourceTerm & { parentSlug?: string }).parentSlug ?? '';
  // A child category's address nests its ancestors' slugs (`/events/category/music/jazz/`), as TEC's url.
  const pathOf = (term: SourceTerm) => {
    const slugs = [term.slug];
    const seen = new Set([term]);
    for (let up = termsBySlug.get(`${term.taxonomy}|${parentSlugOf(term)}`); up && !seen.has(up); ) {
      seen.add(up);
      slugs.unshift(up.slug);
      up = termsBySlug.get(`${up.taxonomy}|${parentSlugOf(up)}`);
    }
    return slugs.join('/');
  };
  for (const term of termsBySlug.values()) {
    if (term.taxonomy === 'tribe_events_cat') term.permalink = `${origin}/events/category/${pathOf(term)}/`;
  }
  for (const term of termsBySlug.values()) {
    const parentSlug = parentSlugOf(term);
    delete (term as SourceTerm & { parentSlug?: string }).parentSlug;
    if (parentSlug) term.parent = termsBySlug.get(`${term.taxonomy}|${parentSlug}`)?.id ?? 0;
    source.terms.push(term);
  }

  const authors = new Map<string, SourceUser>();
  for (const author of channel['wp:author'] ?? []) {
    const login = text(author['wp:author_login']);
    authors.set(login, { id: Number(text(author['wp:author_id'])), login, role: 'subscriber' });
  }

  const images = new Map<number, SourceImage>();
  for (const item of items) {
    if (text(item['wp:post_type']) === 'attachment') {
      const image = imageOf(item, metaOf(item));
      images.set(image.id, image);
    }
  }

  const allIds = new Set<string>();
  const leftOut: Record<string, number> = {};
  for (const item of items) {
    const type = text(item['wp:post_type']);
    const kind = KINDS[type as keyof typeof KINDS];
    const status = text(item['wp:status']);
    if (!kind || !(STATUSES as readonly string[]).includes(status)) {
      // Attachments are read as images above; a calendar record's revision or auto-draft is no record.
      const what = kind ? `${type} (${status || 'no status'})` : type || 'an item without a type';
      if (type !== 'attachment') leftOut[what] = (leftOut[what] ?? 0) + 1;
      continue;
    }
    const id = Number(text(item['wp:post_id']));
    allIds.add(String(id));
    const meta = metaOf(item);
    const dateUtc = text(item['wp:post_date_gmt']);
    const modifiedUtc = text(item['wp:post_modified_gmt']);
    const categories: Node[] = item.category ?? [];
    const termIds: number[] = [];
    let lang: string | undefined;
    let translations: Record<string, number> | undefined;
    for (const category of categories) {
      const domain = category['@domain'];
      const nicename = category['@nicename'];
      if (domain === 'language') lang = nicename;
      else if (domain === 'post_translations') translations = translationGroups.get(nicename);
      else if (domain === 'tribe_events_cat' || domain === 'post_tag') {
        const term = termsBySlug.get(`${domain}|${nicename}`);
        if (term) termIds.push(term.id);
      }
    }
    const thumbnail = Number(first(meta, '_thumbnail_id'));
    const lineage = meta.get('_tribe_aggregator_global_id_lineage') ?? [];
    const post: SourcePost = {
      kind,
      id,
      authorId: authors.get(text(item['dc:creator']))?.id ?? 0,
      status: status as Status,
      dateLocal: text(item['wp:post_date']),
      dateUtc: dateUtc && dateUtc !== ZERO ? dateUtc : null,
      modifiedUtc: modifiedUtc && modifiedUtc !== ZERO ? modifiedUtc : toUtc(text(item['wp:post_modified'])),
      password: text(item['wp:post_password']),
      title: text(item.title),
      content: withoutBlockMarkup(text(item['content:encoded'])),
      // As TEC shows it: in paragraphs.
      excerpt: excerptParagraphs(text(item['excerpt:encoded'])),
      slug: text(item['wp:post_name']),
      permalink: urlText(item.link),
      globalIdLineage: [`${siteHost}?id=${id}`, ...lineage],
      image: thumbnail > 0 ? (images.has(thumbnail) ? { id: thumbnail } : null) : null,
      termIds,
      ...(lang ? { lang, translations } : {}),
    };
    if (thumbnail > 0 && !images.has(thumbnail)) {
      source.problems.push({ kind, id, reason: `its image ${thumbnail} is not in the export: dropped` });
    }
    if (kind === 'event') {
      // As TEC reads it: an event saved without a zone of its own (TEC before 3.12) is in the site's.
      const timezone = first(meta, '_EventTimezone') || source.site.timezone;
      post.event = {
        allDay: truthy(first(meta, '_EventAllDay')),
        startLocal: first(meta, '_EventStartDate'),
        endLocal: first(meta, '_EventEndDate'),
        startUtc: first(meta, '_EventStartDateUTC'),
        endUtc: first(meta, '_EventEndDateUTC'),
        timezone,
        // Every `_EventCost` row (ticket add-ons add theirs), as TEC gathers them.
        cost: costText((meta.get('_EventCost') ?? []).filter(Boolean).join(', '), {
          cost: '',
          cost_details: { values: [] },
        }),
        // TEC's currency meta, '' where the event has none (as TEC's REST API shows it).
        currency: {
          symbol: first(meta, '_EventCurrencySymbol'),
          code: first(meta, '_EventCurrencyCode'),
          position: first(meta, '_EventCurrencyPosition'),
        },
        website: first(meta, '_EventURL'),
        // TEC shows the map (and its link) unless the event says otherwise.
        showMap: meta.has('_EventShowMap') ? truthy(first(meta, '_EventShowMap')) : true,
        showMapLink: meta.has('_EventShowMapLink') ? truthy(first(meta, '_EventShowMapLink')) : true,
        hideFromListings: first(meta, '_EventHideFromUpcoming') === 'yes',
        sticky: text(item['wp:menu_order']) === '-1',
        featured: truthy(first(meta, '_tribe_featured')),
        venueIds: (meta.get('_EventVenueID') ?? []).map(Number).filter((n) => n > 0),
        organizerIds: (meta.get('_EventOrganizerID') ?? []).map(Number).filter((n) => n > 0),
        postParent: Number(text(item['wp:post_parent'])) || 0,
        facts: eventFacts((key) => meta.get(key)?.[0]),
      };
      if (!post.event.startLocal || !post.event.startUtc) {
        source.problems.push({ kind, id, reason: 'it has no start date in its meta: left out' });
        continue;
      }
    } else if (kind === 'venue') {
      const coordinate = (key: string) => {
        const value = first(meta, key);
        return value === '' || !Number.isFinite(Number(value)) ? null : Number(value);
      };
      post.venue = {
        address: first(meta, '_VenueAddress'),
        city: first(meta, '_VenueCity'),
        country: first(meta, '_VenueCountry'),
        province: first(meta, '_VenueProvince'),
        state: first(meta, '_VenueState'),
        zip: first(meta, '_VenueZip'),
        phone: first(meta, '_VenuePhone'),
        website: first(meta, '_VenueURL'),
        stateprovince: first(meta, '_VenueStateProvince'),
        lat: coordinate('_VenueLat'),
        lng: coordinate('_VenueLng'),
        showMap: meta.has('_VenueShowMap') ? truthy(first(meta, '_VenueShowMap')) : true,
        showMapLink: meta.has('_VenueShowMapLink') ? truthy(first(meta, '_VenueShowMapLink')) : true,
      };
    } else {
      post.organizer = {
        phone: first(meta, '_OrganizerPhone'),
        website: first(meta, '_OrganizerWebsite'),
        email: first(meta, '_OrganizerEmail'),
      };
    }
    source.posts.push(post);
  }
  source.users = authorRoles(channel['wp:author'] ?? [], [...authors.values()], source.posts);
  source.images = [...images.values()];
  source.allIds = allIds;
  source.leftOut = leftOut;
  for (const kind of ['event', 'venue', 'organizer'] as const)
    source.totals[kind] = source.posts.filter((p) => p.kind === kind).length;
  source.totals.tribe_events_cat = source.terms.filter((t) => t.taxonomy === 'tribe_events_cat').length;
  source.totals.post_tag = source.terms.filter((t) => t.taxonomy === 'post_tag').length;
  return keepSafeSlugs(source);
}
