/**
 * Source records → our rows (API.md §2 through docs/import.md §Mapping). Pure and deterministic: the
 * same source, database and state give the same rows. Ids are kept; with `remap`, records whose id the
 * database already uses for something else get new ids and keep theirs as aliases. Translation groups
 * become one record (groups.ts). Passwords stay plain here; sql.ts hashes them with the final id.
 */
import type { LinkRole, PostKind, Role, Taxonomy } from '../../src/db/schema';
import { formatUtcWall, zonedWallToUtc } from '../../src/lib/dates';
import type { Lang } from '../../src/lib/languages';
import { slugify, uniqueSlug } from '../../src/lib/slug';
import type { EventRow, PostRow, PostText } from '../../src/posts/rows';
import type { Problem, SourcePost, SourceSet } from '../model';
import { type Group, translationGroups } from './groups';

/** Flags our rows keep as 0/1; the SQL writer takes booleans. */
type Flag =
  | 'show_map'
  | 'show_map_link'
  | 'all_day'
  | 'hide_from_listings'
  | 'sticky'
  | 'featured'
  | 'ticketed';

/** A `posts` row (the columns the read side selects), with the password still plain: sql.ts hashes it with the id. */
export type PostOut = Omit<PostRow, 'texts' | 'image' | 'has_password' | Flag> &
  Record<Flag, boolean> &
  Pick<EventRow, 'content_id' | 'series_id' | 'recurrence_id'> & { password: string | null };

/** The rule of a series (`series_rules`), with the ids of every occurrence the source gives it. */
export interface SeriesRuleOut {
  template_id: number;
  recurrence: string;
  start_wall: string;
  horizon_utc: string | null;
  /** Written or not (unchanged since `--since`, edited here): the others are no longer the series'. */
  occurrenceIds: number[];
}

/** A `post_texts` row: the read side's text of a post, with its owner. */
export interface TextOut extends Omit<PostText, 'lang'> {
  post_id: number;
  kind: PostKind;
  lang: Lang;
}

export interface TermOut {
  id: number;
  taxonomy: Taxonomy;
  parent_id: number;
}

export interface TermTextOut {
  term_id: number;
  taxonomy: Taxonomy;
  lang: Lang;
  name: string;
  slug: string;
  description: string;
}

export interface LinkOut {
  event_id: number;
  post_id: number;
  role: LinkRole;
  position: number;
}

export interface EventTermOut {
  event_id: number;
  term_id: number;
  position: number;
}

export interface ImageOut {
  id: number;
  url: string;
  width: number;
  height: number;
  sizes: string;
}

export interface UserOut {
  id: number;
  login: string;
  role: Role;
}

export interface AliasOut {
  space: 'post' | 'term';
  alias_id: number;
  target_id: number;
  lang: Lang | null;
}

export interface LegacyUrlOut {
  path: string;
  space: 'post' | 'term';
  target_id: number;
  lang: Lang | null;
}

export interface OriginOut {
  space: 'post' | 'term';
  id: number;
  source: string;
  source_id: string;
  written_modified_utc: string;
}

export interface ImportRows {
  posts: PostOut[];
  seriesRules: SeriesRuleOut[];
  texts: TextOut[];
  terms: TermOut[];
  termTexts: TermTextOut[];
  links: LinkOut[];
  eventTerms: EventTermOut[];
  images: ImageOut[];
  users: UserOut[];
  aliases: AliasOut[];
  legacyUrls: LegacyUrlOut[];
  origins: OriginOut[];
  problems: Problem[];
  /** Records the database holds that were edited there since the last import (kept; `--overwrite`). */
  keptLocalEdits: number[];
  /** Source id -> our id, where they differ (remapped records, translation members). */
  idMap: { posts: Record<string, number>; terms: Record<string, number> };
}

/** What the database already holds for the ids and slugs of the import (load/preflight.ts). */
export interface ExistingRecords {
  posts: Map<
    number,
    {
      kind: PostKind;
      modifiedUtc: string;
      source: string | null;
      writtenModifiedUtc: string | null;
      /** The series it belongs to (its own id on a template); absent where unknown. */
      seriesId?: number | null;
    }
  >;
  terms: Map<number, { taxonomy: Taxonomy; source: string | null }>;
  images: Map<number, { url: string }>;
  /** `kind|lang|slug` of post texts and `taxonomy|lang|slug` of term texts -> the id holding it. */
  postSlugs: Map<string, number>;
  termSlugs: Map<string, number>;
  /** The highest ids in use (records and aliases), where remapped ids start after. */
  maxPostId: number;
  maxTermId: number;
  maxImageId: number;
}

export const noExistingRecords = (): ExistingRecords => ({
  posts: new Map(),
  terms: new Map(),
  images: new Map(),
  postSlugs: new Map(),
  termSlugs: new Map(),
  maxPostId: 0,
  maxTermId: 0,
  maxImageId: 0,
});

export interface MapOptions {
  /** Language of records whose source names none (`--default-lang`, else the site's language). */
  defaultLang: Lang;
  langMap: Record<string, Lang>;
  existing: ExistingRecords;
  remap: boolean;
  overwrite: boolean;
  /** The id map of earlier runs: a remapped record keeps its new id. */
  previousIdMap?: { posts: Record<string, number>; terms: Record<string, number> };
}

/** Refused: the database holds other records with these ids (without `--remap`). */
export class IdConflictError extends Error {
  override name = 'IdConflictError';
  constructor(readonly conflicts: string[]) {
    super(
      `The database already holds other records with ${conflicts.length} of the source's ids (${conflicts.slice(0, 5).join(', ')}${conflicts.length > 5 ? ', …' : ''}). Import into an empty database, or add --remap to give the imported records new ids (their old ids keep working as aliases).`,
    );
  }
}

const ZERO_UTC = '0000-00-00 00:00:00';

function publishedUtc(post: SourcePost, siteTimezone: string): string {
  if (post.dateUtc && post.dateUtc !== ZERO_UTC) return post.dateUtc;
  // A never-published post has no UTC date: its local date, read in the site's zone.
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(post.dateLocal) && !post.dateLocal.startsWith('0000'))
    return formatUtcWall(zonedWallToUtc(post.dateLocal, siteTimezone));
  return post.modifiedUtc;
}

/** The id each source record gets: its own, a remapped one, or (translation members) its group's. */
class IdAssigner {
  readonly conflicts: string[] = [];
  readonly map: Record<string, number> = {};
  private next: number;

  constructor(
    private readonly space: 'post' | 'term',
    private readonly taken: (id: number) => 'free' | 'ours' | 'other',
    private readonly options: MapOptions,
    maxInUse: number,
    private readonly previous: Record<string, number>,
  ) {
    this.next = maxInUse;
  }

  assign(sourceId: number, what: string): number {
    const remembered = this.previous[String(sourceId)];
    if (remembered !== undefined && this.taken(remembered) !== 'other') {
      this.map[String(sourceId)] = remembered;
      return remembered;
    }
    if (this.taken(sourceId) !== 'other') return sourceId;
    if (!this.options.remap) {
      this.conflicts.push(`${what} ${sourceId}`);
      return sourceId;
    }
    this.next += 1;
    while (this.taken(this.next) !== 'free') this.next += 1;
    this.map[String(sourceId)] = this.next;
    return this.next;
  }

  reserve(id: number) {
    if (id > this.next) this.next = id;
  }

  get spaceName() {
    return this.space;
  }
}

/** Hands out slugs unique per kind (or taxonomy) and language, against the database and the import. */
class SlugBook {
  private readonly used = new Map<string, Set<string>>();

  constructor(private readonly existing: Map<string, number>) {}

  take(scope: string, slug: string, ownerId: number): string {
    let used = this.used.get(scope);
    if (!used) {
      used = new Set();
      this.used.set(scope, used);
    }
    const inScope = used;
    const isTaken = (candidate: string) =>
      inScope.has(candidate) || (this.existing.get(`${scope}|${candidate}`) ?? ownerId) !== ownerId;
    const tried: string[] = [];
    let chosen = slug;
    while (isTaken(chosen)) {
      tried.push(chosen);
      chosen = uniqueSlug(slug, tried);
    }
    used.add(chosen);
    return chosen;
  }
}

const pathOf = (permalink: string, origin: string): string | null => {
  try {
    const url = new URL(permalink);
    const home = new URL(origin);
    if (url.host !== home.host) return null;
    const base = home.pathname.replace(/\/+$/, '');
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) || '/' : url.pathname;
    return `${path}${url.search}`;
  } catch {
    return null;
  }
};

/** Turns a source's records into our rows. Throws IdConflictError when ids collide and `remap` is off. */
export function mapToRows(source: SourceSet, options: MapOptions): ImportRows {
  const { existing } = options;
  const problems: Problem[] = [...source.problems];
  const origin = source.site.origin;
  const previous = options.previousIdMap ?? { posts: {}, terms: {} };

  const postTaken = (id: number) => {
    const found = existing.posts.get(id);
    if (!found) return 'free' as const;
    return found.source === origin ? ('ours' as const) : ('other' as const);
  };
  const termTaken = (id: number) => {
    const found = existing.terms.get(id);
    if (!found) return 'free' as const;
    return found.source === origin ? ('ours' as const) : ('other' as const);
  };
  const postIds = new IdAssigner('post', postTaken, options, existing.maxPostId, previous.posts);
  const termIds = new IdAssigner('term', termTaken, options, existing.maxTermId, previous.terms);
  for (const post of source.posts) postIds.reserve(post.id);
  for (const term of source.terms) termIds.reserve(term.id);

  // Translation groups: one record each, the original's id, the others as aliases.
  const postGroups = translationGroups(source.posts, options, problems);
  const termGroups = translationGroups(source.terms, options, problems);
  const postIdOf = new Map<number, number>();
  const termIdOf = new Map<number, number>();
  const aliases: AliasOut[] = [];
  const assign = <T extends { id: number }>(
    groups: Group<T>[],
    assigner: IdAssigner,
    idOf: Map<number, number>,
    what: (record: T) => string,
  ) => {
    for (const group of groups) {
      const id = assigner.assign(group.original.id, what(group.original));
      idOf.set(group.original.id, id);
      if (id !== group.original.id) {
        aliases.push({ space: assigner.spaceName, alias_id: group.original.id, target_id: id, lang: null });
      }
      for (const member of group.members) {
        if (member.record === group.original) continue;
        if (
          existing.posts.has(member.record.id) &&
          assigner.spaceName === 'post' &&
          postTaken(member.record.id) === 'other'
        ) {
          if (!options.remap) assigner.conflicts.push(`${what(member.record)} ${member.record.id}`);
        }
        idOf.set(member.record.id, id);
        aliases.push({
          space: assigner.spaceName,
          alias_id: member.record.id,
          target_id: id,
          lang: member.lang,
        });
        if (member.record.id !== id) assigner.map[String(member.record.id)] = id;
      }
    }
  };
  assign(postGroups, postIds, postIdOf, (p) => p.kind);
  assign(termGroups, termIds, termIdOf, (t) => (t.taxonomy === 'post_tag' ? 'tag' : 'category'));
  const conflicts = [...postIds.conflicts, ...termIds.conflicts];
  for (const image of source.images) {
    const found = existing.images.get(image.id);
    if (found && found.url !== image.url && !options.remap) conflicts.push(`image ${image.id}`);
  }
  if (conflicts.length > 0) throw new IdConflictError(conflicts);

  // Images: kept with their ids, unless the database has another image there (then a new id).
  const imageIdOf = new Map<number, number>();
  let nextImage = Math.max(existing.maxImageId, ...source.images.map((i) => i.id), 0);
  const images = source.images.map((image): ImageOut => {
    const found = existing.images.get(image.id);
    const id = found && found.url !== image.url ? ++nextImage : image.id;
    imageIdOf.set(image.id, id);
    return {
      id,
      url: image.url,
      width: image.width,
      height: image.height,
      sizes: JSON.stringify(image.sizes),
    };
  });

  // Terms.
  const terms: TermOut[] = [];
  const termTexts: TermTextOut[] = [];
  const termSlugs = new SlugBook(existing.termSlugs);
  const legacyUrls: LegacyUrlOut[] = [];
  const origins: OriginOut[] = [];
  for (const group of termGroups) {
    const id = termIdOf.get(group.original.id)!;
    const parent = group.original.parent ? (termIdOf.get(group.original.parent) ?? 0) : 0;
    if (group.original.parent && !termIdOf.has(group.original.parent)) {
      problems.push({
        kind: 'term',
        id: group.original.id,
        reason: `its parent ${group.original.parent} is not in the source: imported at the top level`,
      });
    }
    terms.push({ id, taxonomy: group.original.taxonomy, parent_id: parent });
    origins.push({
      space: 'term',
      id,
      source: origin,
      source_id: group.original.uid ?? String(group.original.id),
      written_modified_utc: '',
    });
    for (const { record, lang, withText } of group.members) {
      if (!withText) continue;
      const base = record.slug || slugify(record.name) || `term-${record.id}`;
      const slug = termSlugs.take(`${record.taxonomy}|${lang}`, base, id);
      termTexts.push({
        term_id: id,
        taxonomy: record.taxonomy,
        lang,
        name: record.name,
        slug,
        description: record.description,
      });
      const path = pathOf(record.permalink, origin);
      if (path) legacyUrls.push({ path, space: 'term', target_id: id, lang });
    }
  }

  // Posts.
  const posts: PostOut[] = [];
  const seriesRules: SeriesRuleOut[] = [];
  const partial = source.posts.some((p) => p.unchanged);
  const occurrencesOf = new Map<number, number[]>();
  for (const post of source.posts) {
    if (!post.occurrence) continue;
    const list = occurrencesOf.get(post.occurrence.templateId) ?? [];
    list.push(postIdOf.get(post.id)!);
    occurrencesOf.set(post.occurrence.templateId, list);
  }
  const texts: TextOut[] = [];
  const links: LinkOut[] = [];
  const eventTerms: EventTermOut[] = [];
  const keptLocalEdits: number[] = [];
  const postSlugs = new SlugBook(existing.postSlugs);
  const authors = new Set<number>();
  const kindOf = new Map(source.posts.map((p) => [p.id, p.kind]));
  for (const group of postGroups) {
    const post = group.original;
    const id = postIdOf.get(post.id)!;
    if (post.unchanged) continue;
    const found = existing.posts.get(id);
    // A `--since` run lists TEC occurrences without their family (unchanged ones are not read): it
    // can't regroup them, and leaves what is a series here alone.
    if (partial && !post.occurrence && !post.series && found?.seriesId != null) {
      problems.push({
        kind: post.kind,
        id: post.id,
        reason: `it belongs to the series ${found.seriesId} here: a --since run leaves series alone (run without --since to update them)`,
      });
      continue;
    }
    if (
      found?.source === origin &&
      found.writtenModifiedUtc !== null &&
      found.modifiedUtc !== found.writtenModifiedUtc &&
      !options.overwrite
    ) {
      keptLocalEdits.push(id);
      continue;
    }
    authors.add(post.authorId);
    posts.push(postRow(post, id, source, imageIdOf, postIdOf, problems));
    if (post.series)
      seriesRules.push({
        template_id: id,
        recurrence: JSON.stringify(post.series.recurrence),
        start_wall: post.series.startWall,
        horizon_utc: post.series.horizonUtc,
        occurrenceIds: occurrencesOf.get(post.id) ?? [],
      });
    origins.push({
      space: 'post',
      id,
      source: origin,
      source_id: post.uid ?? String(post.id),
      written_modified_utc: post.modifiedUtc,
    });
    // An occurrence that shows its template's content has none of its own: only its old address.
    if (post.occurrence && !post.occurrence.ownContent) {
      const path = pathOf(post.permalink, origin);
      if (path) legacyUrls.push({ path, space: 'post', target_id: id, lang: group.members[0]?.lang ?? null });
      continue;
    }
    for (const { record, lang, withText } of group.members) {
      if (!withText) continue;
      // A template's texts are an event's (one slug space with the events).
      const textKind = record.kind === 'series' ? 'event' : record.kind;
      const base = record.slug || slugify(record.title) || `${textKind}-${id}`;
      const slug = postSlugs.take(`${textKind}|${lang}`, base, id);
      if (record.slug && slug !== record.slug) {
        problems.push({
          kind: record.kind,
          id: record.id,
          reason: `its slug "${record.slug}" is taken here: it is now "${slug}"`,
        });
      }
      texts.push({
        post_id: id,
        kind: textKind,
        lang,
        title: record.title,
        slug,
        description: record.content,
        excerpt: record.excerpt,
        cost: record.event?.cost ?? '',
        address: record.venue?.address ?? '',
        city: record.venue?.city ?? '',
      });
      const path = pathOf(record.permalink, origin);
      if (path) legacyUrls.push({ path, space: 'post', target_id: id, lang });
    }
    if (post.event) {
      const linked = (ids: number[], role: LinkRole) => {
        let position = 0;
        for (const linkedId of [...new Set(ids)]) {
          const target = postIdOf.get(linkedId);
          if (target === undefined || kindOf.get(linkedId) !== role) {
            problems.push({
              kind: 'event',
              id: post.id,
              reason: `its ${role} ${linkedId} does not exist: link dropped`,
            });
            continue;
          }
          links.push({ event_id: id, post_id: target, role, position: position++ });
        }
      };
      linked(post.event.venueIds, 'venue');
      linked(post.event.organizerIds, 'organizer');
      let position = 0;
      const termsOfEvent = new Set<number>();
      for (const termId of [...new Set(post.termIds)]) {
        const target = termIdOf.get(termId);
        if (target === undefined) {
          problems.push({
            kind: 'event',
            id: post.id,
            reason: `its term ${termId} is not in the source: dropped`,
          });
          continue;
        }
        if (!termsOfEvent.has(target))
          eventTerms.push({ event_id: id, term_id: target, position: position++ });
        termsOfEvent.add(target);
      }
    }
  }

  const known = new Map(source.users.map((user) => [user.id, user]));
  const users: UserOut[] = [...authors]
    .filter((id) => id > 0)
    .sort((a, b) => a - b)
    .map((id) => known.get(id) ?? { id, login: `wp-user-${id}`, role: 'subscriber' as Role });
  for (const id of authors) {
    if (id > 0 && !known.has(id))
      problems.push({
        kind: 'user',
        id,
        reason: 'the source does not show this author: a placeholder user (subscriber) holds the records',
      });
  }

  return {
    posts,
    seriesRules,
    texts,
    terms,
    termTexts,
    links,
    eventTerms,
    images,
    users,
    aliases,
    legacyUrls: dedupeBy(legacyUrls, (u) => u.path),
    origins,
    problems,
    keptLocalEdits,
    idMap: { posts: postIds.map, terms: termIds.map },
  };
}

function dedupeBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function postRow(
  post: SourcePost,
  id: number,
  source: SourceSet,
  imageIdOf: Map<number, number>,
  postIdOf: Map<number, number>,
  problems: Problem[],
): PostOut {
  const image = post.image;
  let imageId: number | null = null;
  let imageUrl: string | null = null;
  if (image && 'id' in image) {
    imageId = imageIdOf.get(image.id) ?? null;
    if (imageId === null)
      problems.push({
        kind: post.kind,
        id: post.id,
        reason: `its image ${image.id} is not in the source: dropped`,
      });
  } else if (image && 'url' in image) imageUrl = image.url;
  const event = post.event;
  const venue = post.venue;
  const parent = event?.postParent ? (postIdOf.get(event.postParent) ?? event.postParent) : 0;
  const templateId = post.occurrence ? (postIdOf.get(post.occurrence.templateId) ?? null) : null;
  return {
    id,
    kind: post.kind,
    author_id: post.authorId,
    status: post.status,
    published_utc: publishedUtc(post, source.site.timezone),
    modified_utc: post.modifiedUtc,
    password: post.password === '' ? null : post.password,
    image_id: imageId,
    image_url: imageUrl,
    website: event?.website ?? venue?.website ?? post.organizer?.website ?? '',
    phone: venue?.phone ?? post.organizer?.phone ?? '',
    show_map: event?.showMap ?? venue?.showMap ?? false,
    show_map_link: event?.showMapLink ?? venue?.showMapLink ?? false,
    timezone: event?.timezone ?? null,
    start_local: event?.startLocal ?? null,
    end_local: event?.endLocal ?? null,
    start_utc: event?.startUtc ?? null,
    end_utc: event?.endUtc ?? null,
    all_day: event?.allDay ?? false,
    hide_from_listings: event?.hideFromListings ?? false,
    sticky: event?.sticky ?? false,
    featured: event?.featured ?? false,
    ticketed: false,
    post_parent: parent,
    content_id: templateId !== null && !post.occurrence!.ownContent ? templateId : id,
    series_id: post.series ? id : templateId,
    recurrence_id: templateId !== null ? post.occurrence!.recurrenceId : null,
    country: venue?.country ?? '',
    province: venue?.province ?? '',
    state: venue?.state ?? '',
    zip: venue?.zip ?? '',
    stateprovince: venue?.stateprovince ?? '',
    geo_lat: venue?.lat ?? null,
    geo_lng: venue?.lng ?? null,
    email: post.organizer?.email ?? '',
    source_lineage: post.globalIdLineage.length > 0 ? JSON.stringify(post.globalIdLineage) : null,
  };
}
